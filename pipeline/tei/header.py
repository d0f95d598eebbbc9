"""The TEI header, from a source's record in ``corpus/sources/sources.toml``."""

from __future__ import annotations

from lxml import etree

from pipeline import __version__
from pipeline.tei import TEI_NS
from pipeline.tei.lines import el

_ENCODING = [
    "Transcription from the source named in the sourceDesc, by the maison pipeline "
    f"(version {__version__}). Every lb/@n gives the line of the source file where the line "
    "begins; nothing of the source text is omitted except what the sourceDesc notes says was "
    "dropped (the digitiser's notice, library stamps, converter markup).",
    "Page furniture (running heads, page numbers, signatures, catchwords) is kept as fw. Page "
    "breaks (pb) carry the page number in @n: printed where the running head prints it right, "
    "repaired from the sequence where it is misprinted or misread (the fw keeps what is "
    "printed), bracketed for unnumbered preliminaries. pb/@cert='low' marks a break placed by "
    "page length between two certain breaks, to within a paragraph. Pages missing from the "
    "scan are declared with gap/@reason='missing', never supplied.",
    "Converter markup is read as hints only: hi/@rend='bold|italic|sup|initial' (initial: a "
    "drop capital). Letter forms (u/v, i/j, tildes, &) are as in the source. Long s: the "
    "diplomatic reading has ſ only where the source has it. A source made by OCR that reads "
    "the print's ſ as s (Google's transcription of the 1665 book keeps a handful) gives a "
    "round s where the print had ſ, and the diplomatic reading does not restore it: there it "
    "is a reading of the source, not of the print.",
    "Games are div/@type='game' in the order of the book's own table of contents, whose items "
    "point to them; sub-games, chapters, sections, and numbered quatrains or articles are "
    "nested divisions.",
]
_KINDS = [
    ("furniture", "running head, page number, signature or catchword: fw"),
    (
        "hyphenation",
        "a word broken at a line end: lb/@break='no' (@rend='-' when the hyphen is not part of the word)",
    ),
    (
        "ocr",
        "an OCR misreading corrected: choice/sic+corr, corr/@type long-s|letter|spacing|duplicate|accent|editor|print",
    ),
    ("abbreviation", "an abbreviation expanded: choice/abbr+expan"),
    (
        "regularisation",
        "a typographic convention resolved (long s, u/v, i/j, &, letter-spacing, small capitals): choice/orig+reg",
    ),
    (
        "normalisation",
        "modern spelling: reg/@type='modern'; a form that could be two different words "
        "(a or à) is changed only where its sentence decides, else kept with @cert 0.5",
    ),
]


def write_header(tei: etree._Element, rec: dict[str, str], dropped: list[str]) -> None:
    header = el(tei, "teiHeader")
    fd = el(header, "fileDesc")
    ts = el(fd, "titleStmt")
    el(ts, "title", rec["title"], type="main")
    el(ts, "title", "an electronic edition", type="sub")
    resp = el(ts, "respStmt")
    el(resp, "resp", "transcription, page structure and encoding")
    el(resp, "name", "maison pipeline", xml_id="maison")
    resp = el(ts, "respStmt")
    el(resp, "resp", "editorial decisions overriding the pipeline (corpus/edits/overrides.tsv)")
    el(resp, "name", "the editors", xml_id="editor")
    ps = el(fd, "publicationStmt")
    el(ps, "publisher", "The maison project")
    av = el(ps, "availability")
    el(av, "licence", rec["licence"], target=rec["licence_url"])
    sd = el(fd, "sourceDesc")
    bibl = el(sd, "bibl")
    if "in_title" in rec:
        el(bibl, "title", rec["article"], level="a")
        el(bibl, "title", rec["in_title"], level="m")
        el(bibl, "editor", rec["editors"])
    else:
        el(bibl, "title", rec["title_as_printed"], level="m")
        el(bibl, "note", rec["author_note"], type="author")
    el(bibl, "pubPlace", rec["pub_place"])
    el(bibl, "publisher", rec["publisher"])
    date = el(bibl, "date", rec.get("date_as_printed", rec["date"]), when=rec["date"])
    del date
    if "volume" in rec:
        el(bibl, "biblScope", rec["volume"], unit="volume")
        el(bibl, "biblScope", rec["page"], unit="page")
    for key, kind in (("address", "address"), ("format", "format"), ("privilege", "privilege")):
        if key in rec:
            el(bibl, "note", rec[key], type=kind)
    el(bibl, "note", rec["digitisation"], type="digitisation")
    if "holding_institution" in rec:
        ms = el(sd, "msDesc")
        ident = el(ms, "msIdentifier")
        el(ident, "settlement", rec["settlement"])
        el(ident, "repository", rec["holding_institution"])
        el(ident, "idno", rec["shelfmark"])
        hist = el(ms, "history")
        prov = el(hist, "provenance")
        el(prov, "p", rec["provenance"])
    if dropped:  # (tei_all wants a bibl in a listBibl)
        notes = el(sd, "listBibl")
        el(notes, "head", "Dropped from the source")
        for d in dropped:
            el(notes, "bibl", d, type="dropped")
    enc = el(header, "encodingDesc")
    project = el(enc, "projectDesc")
    el(project, "p", "maison turns a scanned early-modern French book into a scholarly corpus.")
    ed = el(enc, "editorialDecl")
    for p in _ENCODING:
        el(ed, "p", p)
    cd = el(enc, "classDecl")
    tax = el(cd, "taxonomy", xml_id="interventions")
    el(tax, "desc", "Kinds of editorial intervention the pipeline records.")
    for kind, desc in _KINDS:
        cat = el(tax, "category", xml_id=f"int.{kind}")
        el(cat, "catDesc", desc)
    prof = el(header, "profileDesc")
    lang = el(prof, "langUsage")
    el(lang, "language", "Early modern French", ident="fr")


def new_tei() -> etree._Element:
    return etree.Element(f"{{{TEI_NS}}}TEI", nsmap={None: TEI_NS})
