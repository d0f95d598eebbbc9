"""The collation of two witnesses as TEI: an apparatus in parallel segmentation.

One ``ab`` per group of paired passages (:func:`pipeline.witness.align.groups`), its
``@corresp`` pointing to the rules of both witnesses in their own TEI files; the words the
witnesses share stand as text, each place where they differ an ``app`` whose ``lem`` is the
base witness's reading (1665) and ``rdg`` the other's (1642), each with ``@wit`` pointing to
the ``listWit`` of the header. ``app/@type`` says whether the variant is substantive,
``@ana`` its kind (a category of the header's ``variants`` taxonomy), ``rdg/@cause="slip"``
that it is probably a slip of one witness's OCR or transcription (the readings differ by a letter
or two). The readings compared are the normalised ones: spelling does not count.
"""

from __future__ import annotations

from lxml import etree

from pipeline.tei import TEI_NS
from pipeline.tei.header import build_date, edition_and_availability
from pipeline.tei.lines import el
from pipeline.witness.collate import NOT_SUBSTANTIVE, SUBSTANTIVE, Collated, Entry

KINDS = {
    "number": "A number or a value differs, or stands in one witness only.",
    "negation": "A negation stands in one witness only (ne, pas, point, jamais, ni, nul…).",
    "condition": "A condition differs (si, pourvu, sinon, quand, lorsque, sauf…).",
    "agent": "Who acts differs (le premier, le dernier, l'autre, celui, chacun…).",
    "term": "A term of the game differs (a card, a declaration, a word of the deal or play).",
    "clause": "Three words of content or more stand in one witness only.",
    "wording": "Another word of content: a word read or written for another.",
    "order": "The same words in another order.",
    "function": "Articles, prepositions, conjunctions or pronouns only.",
    "punctuation": "Punctuation only.",
    "form": "One word written otherwise: its letters nearly the same, its sense the same.",
}


def collation_tei(
    groups: list[Collated], base: tuple[str, str, str], other: tuple[str, str, str], game: str
) -> bytes:
    """``base`` and ``other``: (sigil, description, TEI file name) of each witness."""
    tei = etree.Element(f"{{{TEI_NS}}}TEI", nsmap={None: TEI_NS})
    when = build_date()
    header = el(tei, "teiHeader", xml_lang="en")
    fd = el(header, "fileDesc")
    ts = el(fd, "titleStmt")
    el(ts, "title", f"The {game} of two witnesses collated: {base[1]}; {other[1]}", type="main")
    resp = el(ts, "respStmt")
    el(resp, "resp", "rule-level alignment, word-level collation (CollateX) and typing of variants")
    el(resp, "name", "maison pipeline", xml_id="maison")
    av = edition_and_availability(fd, when, "unknown")
    el(
        av,
        "licence",
        "The collation (alignment, apparatus, typing) is released under CC BY 4.0.",
        target="https://creativecommons.org/licenses/by/4.0/",
    )
    el(
        av,
        "p",
        "The readings quoted are those of the two witnesses' TEI files, each with its own terms.",
    )
    sd = el(fd, "sourceDesc")
    lw = el(sd, "listWit")
    for sigil, desc, file in (base, other):
        w = el(lw, "witness", desc + " ", xml_id=sigil)
        el(w, "ptr", target=file)
    enc = el(header, "encodingDesc")
    el(enc, "variantEncoding", method="parallel-segmentation", location="internal")
    ed = el(enc, "editorialDecl")
    el(
        el(ed, "normalization"),
        "p",
        "The witnesses are compared on their normalised readings (the 1642 transcription is in "
        "modern spelling; 1665's normalised reading is the machine's): case, accents, the "
        "apostrophe's shape, hyphens and spaces inside a word (des dites, desdites), and "
        "numbers in words or in figures (trente et deux, trente-deux, 32) do not count; the "
        "1642 transcriber's [sic] is left out. The lem is the 1665 reading, the rdg the 1642.",
    )
    cd = el(enc, "classDecl")
    tax = el(cd, "taxonomy", xml_id="variants")
    el(tax, "desc", "Kinds of variant between the witnesses.")
    for top, kinds, desc in (
        ("substantive", SUBSTANTIVE, "May change what the text says or how the game is played."),
        ("not-substantive", NOT_SUBSTANTIVE, "Changes nothing the text says."),
    ):
        cat = el(tax, "category", xml_id=f"var.{top}")
        el(cat, "catDesc", desc)
        for k in kinds:
            el(el(cat, "category", xml_id=f"var.{k}"), "catDesc", KINDS[k])
    text = el(tei, "text", xml_lang="fr")
    div = el(el(text, "body"), "div", type="collation", corresp=f"{base[2]}#{game}")
    for n, g in enumerate(groups, 1):
        pointers = [f"{base[2]}#{r}" for r in g.a] + [f"{other[2]}#{r}" for r in g.b]
        ab = el(div, "ab", n=str(n), corresp=" ".join(pointers))
        ab.text = ""
        for piece in g.pieces:
            if isinstance(piece, Entry):
                _app(ab, piece, base[0], other[0])
            else:
                _add(ab, "".join(t.space + t.text for t in piece))
        _strip(ab)
    return etree.tostring(tei, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def _app(ab: etree._Element, e: Entry, base: str, other: str) -> None:
    space = (e.lem or e.rdg)[0].space if (e.lem or e.rdg) else ""
    _add(ab, space)
    attrs = {"type": "substantive" if e.substantive else "not-substantive", "ana": f"#var.{e.kind}"}
    app = el(ab, "app", **attrs)
    el(app, "lem", _text(e.lem), wit=f"#{base}")
    rdg = el(app, "rdg", _text(e.rdg), wit=f"#{other}")
    if e.slip:  # (TEI's @cause is the reading's: which witness slipped is not known)
        rdg.set("cause", "slip")


def _text(toks: list) -> str | None:
    return "".join((t.space if k else "") + t.text for k, t in enumerate(toks)) or None


def _add(parent: etree._Element, s: str) -> None:
    if not s:
        return
    if len(parent):
        last = parent[-1]
        last.tail = (last.tail or "") + s
    else:
        parent.text = (parent.text or "") + s


def _strip(ab: etree._Element) -> None:
    ab.text = (ab.text or "").lstrip() or None
    if len(ab) and ab[-1].tail:
        ab[-1].tail = ab[-1].tail.rstrip() or None
