"""hOCR, as tesseract writes it and as the page reader keeps it: lines with their box and
confidence, and what the one preparation pass adds for a cached page to be laid out again
without the image (each line's ink support, the drop capitals and graphics painted out)."""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import unquote

import numpy as np
import regex
from lxml import html

from pipeline.ocr.preprocess import SMALL_TYPE, Prepared

BBOX = regex.compile(r"bbox (-?\d+) (-?\d+) (-?\d+) (-?\d+)")
"""A box in an hOCR title (a turned box's corner may have been left of the page before it
was kept in: the sign is read)."""
CONF = regex.compile(r"x_wconf (\d+)")
_INK = regex.compile(r"x_ink (\d+)(?: (\d+))?")
_CHOICES = regex.compile(r"x_choices ([^;]+)")
_POINT = regex.compile(r"x_point ([.,;:])")
_ALT = regex.compile(r"x_alt (\S+) (\d+) ([^;\s]+)")
"""Another reading of a word (its text %-quoted, so it holds no ``;`` nor space: a word read
several times has several, each ended by the next's ``;``)."""
NOT_PRINTED = {"", "|", "||"}  # tesseract's reading of a rule, an edge or a speck
UTF8 = html.HTMLParser(encoding="utf-8")  # tesseract writes UTF-8; never guess
_NUMBER_ALONE = regex.compile(r"[(\[]?\d{1,4}[)\].]?")
_ZONE_CLASS = {"graphic": "ocr_photo", "dropcap": "ocr_dropcap"}
LINES = (
    "//*[contains(@class,'ocr_line') or contains(@class,'ocr_header')"
    " or contains(@class,'ocr_caption') or contains(@class,'ocr_textfloat')]"
)
"""Every kind of line tesseract writes (a running head or a caption is a line too)."""
WORDS = ".//*[contains(@class,'ocrx_word')]"
"""A line's words."""


ZONES = {
    "text": "MainZone",
    "title": "TitlePageZone",  # a title page's lines (layout.title_page): its text all the same
    "header": "RunningTitleZone",
    "number": "NumberingZone",  # a page number alone at the foot
    "sig": "QuireMarksZone",
    "catch": "QuireMarksZone",
    "margin": "MarginTextZone",
    "dropcap": "DropCapitalZone",
    "graphic": "GraphicZone",
    "dirt": "",
}
"""Each kind of line (or region) and its SegmOnto zone type; dirt is in none."""
TEXT_KINDS = frozenset({"text", "title"})
"""The kinds of line that are the page's own text, read, post-corrected and written as its
text whatever their zone: the main text, and a title page's lines (SegmOnto gives a title
page a zone of its own, and the book's ALTO keeps it; issue 34)."""


@dataclass
class OcrLine:
    text: str
    bbox: tuple[int, int, int, int]
    confidence: float
    kind: str = "text"
    """One of :data:`ZONES`: main text, a title page's line, a running head, a page number
    alone, a signature, a catchword, a marginal note, a drop capital, or dirt (a ghost line
    tesseract invented)."""
    raw: str = ""
    ink: int = -1
    """The per cent of the line's width under letter-sized marks of the prepared page
    (-1: not measured)."""
    marks: int = -1
    """How many letter-sized marks lie in the line's box (-1: not counted)."""
    words: tuple[tuple[str, tuple[int, int, int, int]], ...] = ()
    """The line's words with their boxes, as tesseract read them."""
    choices: tuple[str, ...] = ()
    """Each word's other letters as tesseract weighed them (:mod:`.choices`), '' for none;
    empty when the hOCR has no choices."""
    confidences: dict[tuple[int, int, int, int], float] = field(default_factory=dict)
    """Each word's confidence (0-100: tesseract's ``x_wconf``, or the vote's, :mod:`.vote`),
    by the word's box: a word, not the line's average, is what a reading is weighed by."""
    alternatives: dict[tuple[int, int, int, int], tuple[tuple[str, float], ...]] = field(
        default_factory=dict
    )
    """A word's other readings, each with its confidence (:mod:`.vote`, one for each of its
    preparations), by the word's box; empty when the line was not read again."""
    lang: str = ""
    """``la`` for a line the language check found Latin (:mod:`.language`); empty for the
    page's French."""

    @property
    def is_text(self) -> bool:
        """Whether the line is the page's own text (:data:`TEXT_KINDS`), not furniture, a
        note or a ghost."""
        return self.kind in TEXT_KINDS

    @property
    def zone(self) -> str:
        """The SegmOnto zone type (``MainZone``…), empty for dirt; a head that is a page
        number alone is the NumberingZone (its kind stays ``header``, as the scan's text
        writes every head)."""
        if self.kind == "header" and _NUMBER_ALONE.fullmatch(self.text.strip()):
            return "NumberingZone"
        return ZONES.get(self.kind, "MainZone")  # a kind the table does not know: main text


@dataclass(frozen=True)
class Zone:
    """A region without text lines: a drop capital or a graphic (an ornament, a plate)."""

    kind: str
    bbox: tuple[int, int, int, int]

    @property
    def zone(self) -> str:
        return ZONES[self.kind]


def shift(title: str, dx: int, dy: int) -> str:
    """An hOCR title with its bbox moved from a crop's coordinates to the page's."""
    return BBOX.sub(
        lambda m: f"bbox {int(m[1]) + dx} {int(m[2]) + dy} {int(m[3]) + dx} {int(m[4]) + dy}",
        title,
    )


_SIZES = regex.compile(
    r"(bbox|x_size|x_descenders|x_ascenders|baseline [-\d.]+) ([-\d. ]+?)(?=;|$)"
)


def rescale(hocr: bytes, factor: float) -> bytes:
    """An hOCR with its boxes and sizes multiplied by ``factor`` (a page read scaled down,
    taken back to the scan's pixels)."""
    if factor == 1:
        return hocr
    doc = html.fromstring(hocr, parser=UTF8)

    def times(m: regex.Match) -> str:
        values = (float(v) * factor for v in m[2].split())
        text = " ".join(str(round(v)) if m[1] == "bbox" else f"{v:.2f}" for v in values)
        return f"{m[1]} {text}"

    for el in doc.xpath("//*[@title]"):
        el.set("title", _SIZES.sub(times, el.get("title", "")))
    return html.tostring(doc, encoding="utf-8")


def word_text(el: html.HtmlElement) -> str:
    """A word's text as the page is read: tesseract's, its last point, comma, colon or
    semicolon the one its ink shows (``x_point``, written by
    :func:`pipeline.ocr.points.ink_points`) where that was clear."""
    text = "".join(el.itertext()).strip()
    if text and text[-1] in ".,;:" and (m := _POINT.search(el.get("title", ""))):
        return text[:-1] + m[1]
    return text


def word_choices(title: str) -> str:
    """A word's other letters as its hOCR title carries them (``x_choices``, written by
    :func:`pipeline.ocr.choices.compact`), '' when none."""
    m = _CHOICES.search(title)
    return m[1].strip() if m else ""


def other_readings(title: str) -> tuple[tuple[str, float], ...]:
    """A word's other readings, each with its confidence (``x_alt READING CONF TEXT``, the
    text %-quoted, written by :func:`pipeline.ocr.vote.second_readings`), in the order they
    were read; none when the word was not read again."""
    return tuple((unquote(m[3]), float(m[2])) for m in _ALT.finditer(title))


def parse_hocr(hocr: bytes) -> list[OcrLine]:
    """Lines of an hOCR page: text, box, mean word confidence, each word's confidence and
    second reading."""
    doc = html.fromstring(hocr, parser=UTF8)
    out = []
    for el in doc.xpath(LINES):
        read = [(w, t) for w in el.xpath(WORDS) if (t := word_text(w)) not in NOT_PRINTED]
        words = [w for w, _ in read]
        text = " ".join(t for _, t in read).strip()
        if not text:
            continue
        m = BBOX.search(el.get("title", ""))
        bbox = tuple(int(x) for x in m.groups()) if m else (0, 0, 0, 0)
        confs = [int(c.group(1)) for w in words if (c := CONF.search(w.get("title", "")))]
        ink = _INK.search(el.get("title", ""))
        boxes, confidences, alternatives = [], {}, {}
        for w, t in read:
            title = w.get("title", "")
            b = BBOX.search(title)
            box = tuple(int(x) for x in b.groups()) if b else bbox
            boxes.append((t, box))
            if c := CONF.search(title):
                confidences[box] = float(c[1])
            if others := other_readings(title):
                alternatives[box] = others
        out.append(
            OcrLine(
                text,
                bbox,
                sum(confs) / len(confs) if confs else 0.0,
                ink=int(ink.group(1)) if ink else -1,
                marks=int(ink.group(2)) if ink and ink.group(2) else -1,
                words=tuple(boxes),
                choices=tuple(word_choices(w.get("title", "")) for w in words),
                confidences=confidences,
                alternatives=alternatives,
            )
        )
    return sorted(out, key=lambda ln: (ln.bbox[1], ln.bbox[0]))


def parse_zones(hocr: bytes) -> list[Zone]:
    """The drop capitals and graphics :func:`annotate` wrote into the hOCR."""
    doc = html.fromstring(hocr, parser=UTF8)
    out = []
    for kind, cls in _ZONE_CLASS.items():
        for el in doc.find_class(cls):
            m = BBOX.search(el.get("title", ""))
            if m:
                out.append(Zone(kind, tuple(int(x) for x in m.groups())))
    return sorted(out, key=lambda z: (z.bbox[1], z.bbox[0]))


def _cover(boxes: np.ndarray, x0: int, x1: int) -> int:
    """The per cent of [x0, x1) that the boxes' horizontal extents cover."""
    covered, reach = 0, x0
    for a, b in sorted((max(int(b[2]), x0), min(int(b[3]), x1)) for b in boxes):
        if b > reach:
            covered += b - max(a, reach)
            reach = b
    return round(100 * covered / max(1, x1 - x0))


def annotate(prepared: Prepared, hocr: bytes) -> bytes:
    """The hOCR with what the preparation knows and a cached page must keep: each line's
    ink support (``x_ink``: the per cent of its width under letter-sized marks of the
    prepared page, some 70 for print, near 0 for letters read in bleed-through or paper,
    then the number of those marks, a broken letter's pieces counted once:
    :meth:`~pipeline.ocr.preprocess.Prepared.letter_groups`)
    and the drop capitals and graphics painted out before reading (``ocr_dropcap``,
    ``ocr_photo``)."""
    doc = html.fromstring(hocr, parser=UTF8)
    page = doc.find_class("ocr_page")
    if not page:
        return hocr
    marks = np.flatnonzero(prepared.kept & (prepared.sizes >= 12))
    letter = prepared.letter_groups()[marks]  # a letter's pieces, on a page of broken print
    boxes = prepared.boxes[marks]
    tall = boxes[:, 1] - boxes[:, 0]
    cy, cx = (boxes[:, 0] + boxes[:, 1]) / 2, (boxes[:, 2] + boxes[:, 3]) / 2
    for el in doc.xpath(LINES):
        m = BBOX.search(el.get("title", ""))
        if not m:
            continue
        x0, y0, x1, y1 = (int(v) for v in m.groups())
        here = (cy >= y0) & (cy <= y1) & (cx >= x0) & (cx <= x1)
        body = here & (tall >= 0.5 * prepared.height)
        # the ink under letters of the body's size, or of the line's own when it is a line of
        # smaller type (a title page's small roman under capitals that set the body's size:
        # its letters a third of its height); the marks counted are the body's (a fleuron
        # read as three letters stays one mark)
        small = y1 - y0 >= 0.5 * prepared.height and tall >= SMALL_TYPE * (y1 - y0)
        inside = boxes[body | (here & small)]
        count = len(np.unique(letter[body]))
        el.set("title", f"{el.get('title')}; x_ink {_cover(inside, x0, x1)} {count}")
    for k, (kind, (x0, y0, x1, y1)) in enumerate(prepared.zones, 1):
        zone = html.Element("div")
        zone.set("class", _ZONE_CLASS[kind])
        zone.set("id", f"{kind}_{k}")
        zone.set("title", f"bbox {x0} {y0} {x1} {y1}")
        page[0].append(zone)
    return html.tostring(doc, encoding="utf-8")
