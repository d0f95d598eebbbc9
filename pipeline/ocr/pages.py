"""OCR of whole pages (``maison ocr``): a PDF or a folder of page images, page by page.

- **Input**: a PDF is rendered with pdftocairo (pdf2image) a few pages at a time (only the
  pages not cached), so a 300-page book is never in memory at once; a folder gives its PNG, JPEG and TIFF images in
  name order. A page that cannot be read is reported and skipped; Pillow's guard against
  decompression bombs stays on.
- **Preparation** (:mod:`.preprocess`): paper flattened, specks off, deskewed when needed.
- **Recognition**: tesseract's French model, the period's words in its dictionary
  (:mod:`.model`), on the prepared page, as hOCR, which keeps each
  line's box and each word's confidence; rows of letters its layout analysis missed are read
  again (:func:`recover_missed_lines`), and a line it made of two printed lines is read again
  as its rows (:func:`split_run_together`); tesseract's other choices for each letter are kept
  in the hOCR and read a worn word again (:mod:`.choices`). Measured on the real pages
  (issue 17; ``fra`` on the whole page reads the twenty at 6.86%) and not taken: ``fra+frm`` on the page (five pages:
  italic 13.5% -> 14.1%, 12.5% -> 12.8%, the rest level or a tenth better); ``--dpi 300``
  (20 pages: 6.87%, one italic page 2.3 points better, four others worse); each main-text
  line cut out and read again alone (``--psm 7``, ``fra`` or ``frm``, as cut or at 64
  pixels) with the reading of higher confidence kept (six pages' lines 7.9% -> 8.3%: a line
  read alone reads worse than in its page, 15.4% with ``fra``); small letters (under 30
  pixels) brought up to 36 (four pages 6.13% -> 6.63%). The hOCR is cached under the output
  folder (:mod:`.cache`) by the source's hash (a PDF's bytes and the page's number, an image
  file's bytes) and the settings, looked up before the page is rendered: a re-run or an
  interrupted run renders and reads only the pages it lacks. Tesseract is handed each image
  as PGM (:func:`pnm`), not PNG.
- **Layout**: a first line near the top that is a running head (with or without its page
  number) and a last line near the foot that is a signature or a catchword are furniture,
  kept apart (``page-NNN.furniture.txt``) with their type; the rest is the main text,
  post-corrected toward the diplomatic transcription (``page-NNN.txt``, one printed line per
  line).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pytesseract
import regex
from lxml import html
from PIL import Image

from pipeline.ocr import model
from pipeline.ocr.cache import (
    SourceId,
    bytes_id,
    entry,
    lookup,
    page_key,
    pixel_key,
    source_id,
    store,
    sweep,
)
from pipeline.ocr.choices import CONFIG as CHOICES
from pipeline.ocr.choices import choose, compact
from pipeline.ocr.frame import hocr_to_scan, unbend_hocr
from pipeline.ocr.hocr import (
    BBOX,
    LINES,
    UTF8,
    WORDS,
    OcrLine,
    Zone,
    annotate,
    parse_hocr,
    parse_zones,
    rescale,
    shift,
)
from pipeline.ocr.hocr import ZONES as ZONES  # the SegmOnto zone of each kind
from pipeline.ocr.language import latin_lines
from pipeline.ocr.layout import mark_layout
from pipeline.ocr.points import BASELINE, ink_points, line_baseline
from pipeline.ocr.postcorrect import (
    article_numbers,
    broken,
    continues,
    misread_hyphen,
    postcorrect,
    word_at,
)
from pipeline.ocr.preprocess import (
    BAND,
    BAND_HEIGHT,
    BLOCK_LINE,
    BODY_LETTER,
    ENCLOSING,
    ENGRAVED,
    LETTERED,
    MIN_SIDE,
    ONE_LINE,
    READ_AGAIN,
    ROW_GAP,
    ROW_LETTERS,
    SPLIT_ROW,
    TWO_LINES,
    Prepared,
    capitals_row,
    is_blank,
    prepare,
)
from pipeline.ocr.render import (
    RENDER,
    PageError,
    _pdf_pages,
    image_files,
    open_image,
    page_images,
    render_page,
)
from pipeline.ocr.switches import on
from pipeline.ocr.vote import second_readings, vote_line

MIN_MISSED_LETTERS = 3


@dataclass
class Page:
    n: int
    width: int
    height: int
    lines: list[OcrLine] = field(default_factory=list)
    hocr: bytes = b""
    cached: bool = False
    """Read from the OCR cache, not by tesseract this time (a resumed run)."""
    error: str | None = None
    blank: bool = False
    """No ink on the page (a flyleaf, the back of a plate): an empty page, not a gap."""
    zones: list[Zone] = field(default_factory=list)
    """Drop capitals and graphics: zones of the page that hold no line of text."""


def read_page(
    source: str,
    image: str | None,
    n: int,
    cache: Path | None,
    marks: bool = True,
    book: SourceId | None = None,
    label: str | None = None,
) -> Page:
    """Page ``n`` of a book, taken from the cache when it was read before, without being
    rendered: ``image`` is the page's file in a folder of images (its bytes are its key),
    None for a PDF's page (keyed by ``book``, the PDF's :func:`.cache.source_id`, hashed
    once per book). Only a page not found is rendered (or decoded) and read."""
    if image is not None:
        label = label or f"page {n} ({Path(image).name})"
        try:
            data = Path(image).read_bytes()
        except OSError as e:
            return Page(n, 0, 0, error=f"{label}: cannot be read ({e.strerror})")
        key = page_key(bytes_id(data), n, None)
    else:
        book = book or source_id(source)
        key = page_key(book, n, RENDER)
    hocr = lookup(cache, key)
    if hocr is not None:
        return page_from_hocr(n, hocr, marks, cached=True)
    try:
        im = open_image(data, label) if image is not None else render_page(source, n)
    except PageError as e:
        return Page(n, 0, 0, error=str(e))
    if image is None and not book.unchanged(source):
        cache = None  # the PDF changed since it was hashed: this page is not of that PDF
    return ocr_page(n, im, cache, marks, key)


def ocr_page(
    n: int, image: Image.Image, cache: Path | None, marks: bool = True, key: str | None = None
) -> Page:
    """A page image read, or taken from the cache: under ``key`` (its source's; a blank
    page is cached too, so that a resumed run renders nothing it has), else under its
    pixels'."""
    gray = image.convert("L")
    if min(gray.size) < MIN_SIDE:
        w, h = gray.size
        return Page(n, w, h, error=f"page {n}: image too small to read ({w}x{h} pixels)")
    if is_blank(np.asarray(gray)):
        hocr = empty_hocr(n, *gray.size)
        if key is not None:
            store(cache, key, hocr)
        return Page(n, gray.width, gray.height, [], hocr, blank=True)
    if key is None:
        key = pixel_key(gray.width, gray.height, gray.tobytes())
        hocr = lookup(cache, key)
        if hocr is not None:
            return page_from_hocr(n, hocr, marks, cached=True)
    hocr = read_image(gray)
    store(cache, key, hocr)
    return page_from_hocr(n, hocr, marks)


def read_image(gray: Image.Image) -> bytes:
    """The page's hOCR: prepared, read by tesseract, its lines made of two printed lines and
    the lines it missed read again, annotated with what the preparation found, in the scan's
    pixels and frame."""
    prepared, bands = lettered_bands(prepare(gray))
    hocr = _completed(prepared, add_lines(read_prepared(prepared), bands))
    kept = main_text_share(prepared, hocr)
    if kept < READ_AGAIN:  # the text lost (see read_again): the page read plain, the better kept
        plain = prepare(gray, prepared.scale, plain=True)
        again = _completed(plain, read_prepared(plain))
        if main_text_share(plain, again) > kept:
            prepared, hocr = plain, again
    hocr = ink_points(prepared, hocr)  # in the prepared frame, before scaling and turning back
    if prepared.bend is not None:  # boxes of a straightened page round its bent lines
        hocr = unbend_hocr(hocr, prepared.bend, prepared.image.height)
    hocr = rescale(hocr, 1 / prepared.scale)
    # boxes of a deskewed page put back in the scan's own frame (ALTO, TEI facsimile)
    return hocr_to_scan(hocr, prepared.angle, gray.width, gray.height)


def _completed(prepared: Prepared, hocr: bytes) -> bytes:
    """Tesseract's reading of the prepared page with its lines made of two printed lines and
    the lines it missed read again, the words it read in an engraving's strokes left out,
    its doubtful lines read again for the vote, annotated
    with what the preparation found: the same steps for the page's first reading and for its
    plain one (:func:`read_image`)."""
    hocr = recover_missed_lines(prepared, split_run_together(prepared, hocr))
    hocr = engraved_words(prepared, hocr)
    return annotate(prepared, second_readings(prepared.image, hocr, prepared.height))


def lettered_bands(prepared: Prepared) -> tuple[Prepared, list[bytes]]:
    """The page with its bands painted out as graphics that tesseract reads as a word put
    back, and their readings (hOCR in the page's frame). The preparation keeps a title's
    large capitals when they stand apart as a word's do
    (:func:`pipeline.ocr.preprocess.capitals_row`); set close, as a title's often are, they
    stand 0.05 to 0.17 of their height apart, as a head-piece's fleurons do (0.01 to 0.06):
    their shapes do not tell them apart, and the title (``TOMBEAV`` in capitals five letter
    heights tall) was painted out and lost where raw tesseract read it. Tesseract's reading
    of the band as one line (``--psm 7``), brought to an ordinary line's height, tells them
    apart (:data:`pipeline.ocr.preprocess.LETTERED`); one small reading per band (7 of the
    80 real pages have one), none on a page without. The page's own reading may pass over
    a line of capitals that large: the band's reading stands for it then
    (:func:`add_lines`)."""
    readings: list[bytes] = []
    if not prepared.painted:
        return prepared, readings
    for k in reversed(range(len(prepared.zones))):
        kind, (x0, y0, x1, y1) = prepared.zones[k]
        if kind != "graphic" or x1 - x0 < BAND * (y1 - y0):
            continue
        candidate = prepared.unpaint(k)
        pad = round(prepared.height)
        box = (
            max(0, x0 - pad),
            max(0, y0 - pad),
            min(candidate.image.width, x1 + pad),
            min(candidate.image.height, y1 + pad),
        )
        crop = candidate.image.crop(box)
        f = BAND_HEIGHT / (y1 - y0)
        crop = crop.resize((round(crop.width * f), round(crop.height * f)), Image.BILINEAR)
        reading = pytesseract.image_to_pdf_or_hocr(
            pnm(crop), lang=model.NAME, extension="hocr", config=model.config("--psm 7")
        )
        if any(
            sum(c.isalpha() for c in line.text) >= ROW_LETTERS and line.confidence >= LETTERED
            for line in parse_hocr(reading)
        ):
            prepared = candidate
            readings.append(recanvas(rescale(reading, 1 / f), box[0], box[1], crop.size))
    return prepared, readings


def add_lines(hocr: bytes, readings: list[bytes]) -> bytes:
    """The page's hOCR with the lines of ``readings`` (hOCR in its frame) it has no line
    across: a line the page's reading has is its own."""
    if not readings:
        return hocr
    doc = html.fromstring(hocr, parser=UTF8)
    page = doc.find_class("ocr_page")
    if not page:
        return hocr
    seen = [line.bbox for line in parse_hocr(hocr)]
    for reading in readings:
        lines = parse_hocr(reading)
        if not lines or any(_across(line.bbox, b) for line in lines for b in seen):
            continue
        for area in html.fromstring(reading, parser=UTF8).find_class("ocr_carea"):
            page[0].append(area)
    return html.tostring(doc, encoding="utf-8")


def _across(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """Whether box b stands across box a: over half of a's height, and side by side with it."""
    rows = min(a[3], b[3]) - max(a[1], b[1])
    return rows > 0.5 * (a[3] - a[1]) and min(a[2], b[2]) > max(a[0], b[0])


def main_text_share(prepared: Prepared, hocr: bytes) -> float:
    """The share of the prepared page's letters that lie in its main text's lines, laid out
    as the page will be: the safety net against a page whose text the preparation (a wrong
    skew, a graphic painted over it), tesseract's layout or the layout's rules lost. On the
    80 real pages of issue 34 it is 0.55 at the least on a page of text (an index whose
    entries stand in the margin), 0.81 and more on every other, 0.28 on the engraved title
    page (its engraving's hatching is letter-sized): only such a page is read a second time
    (plain: nothing turned or painted out), and the reading whose main text holds more of
    the page's letters is kept (one tesseract reading more for that page alone)."""
    index = prepared.letters()
    if not len(index):
        return 1.0
    page = Page(0, *prepared.image.size, parse_hocr(hocr))
    mark_layout(page)
    boxes = prepared.boxes[index]
    cy, cx = (boxes[:, 0] + boxes[:, 1]) / 2, (boxes[:, 2] + boxes[:, 3]) / 2
    under = np.zeros(len(boxes), dtype=bool)
    for line in page.lines:
        if line.is_text:
            x0, y0, x1, y1 = line.bbox
            under |= (cy >= y0) & (cy <= y1) & (cx >= x0) & (cx <= x1)
    return float(under.mean())


def read_prepared(prepared: Prepared) -> bytes:
    """Tesseract's hOCR of the prepared page's content, each letter's other choices folded
    into its word's title, in the prepared page's whole frame (what the preparation's
    components are measured in)."""
    x0, y0 = prepared.content[:2]
    hocr = pytesseract.image_to_pdf_or_hocr(
        pnm(prepared.image.crop(prepared.content)),
        lang=model.NAME,
        extension="hocr",
        config=model.config(f"--psm 3 {CHOICES}"),
    )
    return recanvas(compact(hocr), x0, y0, prepared.image.size)


def pnm(image: Image.Image) -> Image.Image:
    """The image marked to be handed to tesseract as PGM: pytesseract writes every image to
    a file for it, by default as PNG, whose compression costs a page some 0.2 s of CPU (a
    seventh of tesseract's reading); PGM is the pixels as they are (2 ms), and tesseract
    reads the same pixels, to the same hOCR."""
    image.format = "PPM"  # Pillow's PPM writer: PGM for a greyscale image
    return image


def page_from_hocr(n: int, hocr: bytes, marks: bool = True, cached: bool = False) -> Page:
    """The page an hOCR holds, its lines laid out and post-corrected; its size is the hOCR's
    page box (the scan's)."""
    width, height = page_size(hocr)
    if BLANK in hocr:
        return Page(n, width, height, [], hocr, cached=cached, blank=True)
    page = Page(n, width, height, parse_hocr(hocr), hocr, zones=parse_zones(hocr), cached=cached)
    mark_layout(page)
    for line in page.lines:
        line.raw = line.text
    text = [ln for ln in page.lines if ln.is_text]  # a title page's lines too
    for line, found in zip(text, latin_lines([ln.text for ln in text]), strict=True):
        line.lang = "la" if found else ""
    french = [ln for ln in text if not ln.lang]  # the vote and the choices weigh French words
    for line in french:
        vote_line(line)
    for line in french:
        if any(line.choices) and len(line.choices) == len(line.words) and on("letter-choices"):
            read = [w for w, _ in line.words]
            line.raw = " ".join(
                choose(w, c, read[k - 1] if k else "", read[k + 1] if k + 1 < len(read) else "")
                for k, (w, c) in enumerate(zip(read, line.choices, strict=True))
            )
    for line, nxt in zip(text, text[1:], strict=False):
        if not line.lang and not nxt.lang:  # (the pieces weighed by the French lists)
            line.raw = misread_hyphen(line.raw, nxt.raw)
    for k, line in enumerate(text):
        before = word_at(text[k - 1].raw, -1) if k and broken(text[k - 1].raw) else ""
        after = word_at(text[k + 1].raw, 0) if k + 1 < len(text) and broken(line.raw) else ""
        continued = k == 0 and continues(line.raw) and on("page-continues")
        latin = line.lang == "la"  # (its words spared the French repairs)
        line.text = postcorrect(line.raw, marks, before, after, continued, latin)[0]
    for line, numbered in zip(text, article_numbers([ln.text for ln in text]), strict=True):
        line.text = numbered
    return page


_PAGE_BOX = regex.compile(rb"ocr_page[^>]*?bbox 0 0 (\d+) (\d+)")
BLANK = b'<meta name="ocr-system" content="maison"/>'
"""What marks the hOCR of a page without ink (:func:`empty_hocr`'s, not tesseract's)."""


def page_size(hocr: bytes) -> tuple[int, int]:
    """The width and height of an hOCR's page box."""
    m = _PAGE_BOX.search(hocr)
    return (int(m[1]), int(m[2])) if m else (0, 0)


def empty_hocr(n: int, width: int, height: int) -> bytes:
    """The hOCR of a page with nothing on it: the page's box, no lines."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'
        '<head><meta name="ocr-system" content="maison"/></head><body>'
        f"<div class='ocr_page' id='page_{n}' title='bbox 0 0 {width} {height}'></div>"
        "</body></html>\n"
    ).encode()


def recanvas(hocr: bytes, dx: int, dy: int, size: tuple[int, int]) -> bytes:
    """The hOCR of a crop taken back to the whole page: every box moved by (dx, dy), the
    page's own box the whole page's."""
    doc = html.fromstring(hocr, parser=UTF8)
    for el in doc.xpath("//*[@title]"):
        el.set("title", shift(el.get("title", ""), dx, dy))
    for el in doc.find_class("ocr_page"):
        title = regex.sub(
            r"bbox \d+ \d+ \d+ \d+", f"bbox 0 0 {size[0]} {size[1]}", el.get("title", "")
        )
        el.set("title", title)
    return html.tostring(doc, encoding="utf-8")


def recover_missed_lines(prepared: Prepared, hocr: bytes) -> bytes:
    """The page's hOCR with the lines tesseract's layout analysis passed over read again.

    On a dirty page tesseract sometimes leaves out a whole line (the imprint of a title
    page, a short last line). Letter-sized ink (the preparation's components) outside every
    line it found, gathered into rows, is read as a raw line (``--psm 13``; ``--psm 7`` too
    returns nothing for it) and added to the hOCR, so the cache keeps it and a re-run gives
    the same page. On a pale, soft scan it can leave out a whole paragraph, whose rows run
    together into a block: the block's lines are found again (:data:`BLOCK_LINE`)."""
    height = prepared.height
    seen = [line.bbox for line in parse_hocr(hocr)]
    index = prepared.letters()
    boxes = prepared.boxes[index]
    free = np.ones(len(boxes), dtype=bool)
    for x0, y0, x1, y1 in seen:  # a mark inside a line tesseract read is taken
        cy, cx = (boxes[:, 0] + boxes[:, 1]) / 2, (boxes[:, 2] + boxes[:, 3]) / 2
        free &= ~((cy >= y0 - 4) & (cy <= y1 + 4) & (cx >= x0 - 4) & (cx <= x1 + 4))
    letters = sorted(tuple(int(v) for v in b) for b in boxes[free])
    rows: list[list[int]] = []
    members: list[list[tuple[int, ...]]] = []
    for y0, y1, x0, x1 in letters:
        if rows and y0 < rows[-1][1]:
            row = rows[-1]
            row[1], row[2], row[3], row[4] = (
                max(row[1], y1),
                min(row[2], x0),
                max(row[3], x1),
                row[4] + 1,
            )
            members[-1].append((y0, y1, x0, x1))
        else:
            rows.append([y0, y1, x0, x1, 1])
            members.append([(y0, y1, x0, x1)])

    def beside_a_line(y0: int, y1: int) -> bool:  # a read line's stray ascenders, not a line
        return any(min(y1, b[3]) - max(y0, b[1]) > 0.3 * (y1 - y0) for b in seen)

    found = []
    for r, marks in zip(rows, members, strict=True):
        if r[4] < MIN_MISSED_LETTERS or beside_a_line(r[0], r[1]):
            continue
        if r[1] - r[0] < 3 * height or large_capitals(marks, height):
            found.append(r)
            continue
        if height <= 0:  # no letter height measured: no line to tell a block's rows by
            continue
        for line in rows_of_marks(marks, height):  # a block of lines run together
            row = _row(line, height)
            box = (row[2], row[0], row[3], row[1])
            if row[4] >= BLOCK_LINE and not any(_across(box, b) for b in seen):
                found.append(row)
    if not found:
        return hocr
    doc = html.fromstring(hocr, parser=UTF8)
    page = doc.find_class("ocr_page")
    if not page:
        return hocr
    _read_rows(prepared, found, page[0])
    return html.tostring(doc, encoding="utf-8")


def split_run_together(prepared: Prepared, hocr: bytes) -> bytes:
    """The page's hOCR with each line tesseract's layout ran together out of two printed
    lines read again as its rows.

    Tesseract sometimes gives two printed lines one box (a line under a dashed rule, a
    short last line of a paragraph under a long one) and reads them as one: the words of
    one or both are lost (``Ie ne m en fred a ces e eaux:`` for *Si ie voulois chanter
    DORIDE la Brunette.* over *Ie ne m'amuſerois a ces fantaſques eaux:*, on a real page
    of issue 34). A line TWO_LINES letter heights tall or more whose letters of the body's
    height (:data:`~pipeline.ocr.preprocess.SPLIT_ROW`) stand in two rows or more by their
    centres (:func:`rows_of_marks`), each of SPLIT_ROW letters or more, is dropped (with its
    area, left empty) and each such row read as a line, as a missed line is
    (:func:`recover_missed_lines`), as wide as the line's marks whose centres lie within
    half a letter height of it; a shorter row of the line (a last word alone) is left to
    :func:`recover_missed_lines`, which follows. A row another line stands across is that
    line's (a tall box reaches into its neighbour's): it does not count. A line of one row,
    however tall its marks (a title's capitals, a flourish), is left as read."""
    height = prepared.height
    if height <= 0:
        return hocr
    doc = html.fromstring(hocr, parser=UTF8)
    page = doc.find_class("ocr_page")
    if not page:
        return hocr
    boxes = prepared.boxes[prepared.letters()]
    cy, cx = (boxes[:, 0] + boxes[:, 1]) / 2, (boxes[:, 2] + boxes[:, 3]) / 2
    tall = boxes[:, 1] - boxes[:, 0]
    lines = [
        (line, tuple(int(v) for v in m.groups()))
        for line in doc.xpath(LINES)
        if (m := BBOX.search(line.get("title", "")))
    ]
    found = []
    for line, (x0, y0, x1, y1) in lines:
        if y1 - y0 < TWO_LINES * height:
            continue
        others = [b for other, b in lines if other is not line]
        inside = (cy >= y0) & (cy <= y1) & (cx >= x0) & (cx <= x1)
        body = inside & (tall >= BODY_LETTER * height) & (tall <= ONE_LINE * height)
        marks = [tuple(int(v) for v in b) for b in boxes[body]]
        rows = []
        for r in rows_of_marks(marks, height):
            top, foot = min(m[0] for m in r), max(m[1] for m in r)
            near = inside & (cy >= top - height / 2) & (cy <= foot + height / 2)
            left, right = int(boxes[near, 2].min()), int(boxes[near, 3].max())
            if len(r) >= SPLIT_ROW and not any(
                _across((left, top, right, foot), b) for b in others
            ):
                rows.append([top, foot, left, right, len(r)])
        if len(rows) >= 2:
            _drop_line(line)
            found += rows
    if not found:
        return hocr
    _read_rows(prepared, found, page[0])
    return html.tostring(doc, encoding="utf-8")


def engraved_words(prepared: Prepared, hocr: bytes) -> bytes:
    """The page's hOCR without the words tesseract read in the strokes of a graphic that
    stands round them, and without the lines (and areas) left with no word.

    An engraved title page's title stands in a cartouche of the engraving, which the
    preparation leaves on the page (:func:`pipeline.ocr.preprocess.holds_the_text`), and
    tesseract reads the hatching beside the title's words as words of its lines (``AI Les``,
    ``SAT rantoy ſes``, ``AM neZ THEODORE``), a line of them here and there. A word with
    :data:`~pipeline.ocr.preprocess.ENGRAVED` of its ink or more in marks of a graphic's size
    whose box holds its box and is ENCLOSING times as tall and as wide or more is such a
    reading: a letter is its own mark, however large (a title's capitals, a drop capital
    read with its word or alone), and a gutter's shadow with the letters it touches is no
    graphic (:meth:`~pipeline.ocr.preprocess.Prepared.graphic_marks`). A line's box is
    brought to its words left, its baseline kept where it was on the page. A word read
    across the whole engraving (wider than half of it) is left: no mark stands round it;
    nor are letters set touching the graphic's strokes told from them (a title's word run
    into its cartouche's scroll goes with the scroll, where tesseract, on the generated
    cases, had lost the word already)."""
    big = prepared.graphic_marks()
    if not len(big):
        return hocr
    doc = html.fromstring(hocr, parser=UTF8)
    boxes = prepared.boxes[big]
    tall, wide = boxes[:, 1] - boxes[:, 0], boxes[:, 3] - boxes[:, 2]
    touched: list[html.HtmlElement] = []
    for word in doc.xpath(WORDS):
        m = BBOX.search(word.get("title", ""))
        if not m:
            continue
        x0, y0, x1, y1 = (max(0, int(v)) for v in m.groups())
        round_it = (
            (tall >= ENCLOSING * (y1 - y0))
            & (wide >= ENCLOSING * (x1 - x0))
            & (boxes[:, 0] <= y0)
            & (boxes[:, 1] >= y1)
            & (boxes[:, 2] <= x0)
            & (boxes[:, 3] >= x1)
        )
        if not round_it.any():
            continue
        labels = prepared.labels[y0:y1, x0:x1]
        ink = labels[labels > 0] - 1
        ink = ink[prepared.kept[ink]]
        if len(ink) and np.isin(ink, big[round_it]).mean() >= ENGRAVED:
            touched.append(word.getparent())
            word.drop_tree()
    if not touched:
        return hocr
    for line in dict.fromkeys(touched):  # (each once, in their order)
        words = line.xpath(WORDS)
        if not words:
            _drop_line(line)
            continue
        found = [BBOX.search(w.get("title", "")) for w in words]
        if boxes_left := [tuple(int(v) for v in m.groups()) for m in found if m]:
            x0, y0, x1, y1 = zip(*boxes_left, strict=True)
            box = (min(x0), min(y0), max(x1), max(y1))
            line.set("title", _reboxed(line.get("title", ""), box))
    return html.tostring(doc, encoding="utf-8")


def _drop_line(line: html.HtmlElement) -> None:
    """The hOCR line taken out of its page, and its area with it when no line is left in it."""
    area = next((a for a in line.iterancestors() if "ocr_carea" in a.classes), None)
    line.drop_tree()
    if area is not None and not area.xpath("." + LINES):
        area.drop_tree()


def _reboxed(title: str, box: tuple[int, int, int, int]) -> str:
    """A line's hOCR title with its box made ``box`` and its baseline
    (:func:`pipeline.ocr.points.line_baseline`) moved with it, so that it stays where it
    was on the page (:mod:`.points` measures points against it)."""
    base = line_baseline(title)
    title = BBOX.sub("bbox {} {} {} {}".format(*box), title, count=1)
    if base is None:
        return title
    slope, offset, x0, y1 = base
    moved = round(offset + (y1 - box[3]) + slope * (box[0] - x0))
    return BASELINE.sub(lambda m: f"baseline {m[1]} {moved}", title, count=1)


def _read_rows(prepared: Prepared, rows: list[list[int]], page: html.HtmlElement) -> None:
    """Each row ([y0, y1, x0, x1, count]) of the prepared page read as a raw line
    (``--psm 13``), a letter height of paper round it, its areas added to ``page`` (the hOCR's
    page element) in the page's frame."""
    image, height = prepared.image, prepared.height
    for y0, y1, x0, x1, _ in rows:
        pad = round(height)
        box = (
            max(0, x0 - pad),
            max(0, y0 - pad),
            min(image.width, x1 + pad),
            min(image.height, y1 + pad),
        )
        crop = html.fromstring(
            pytesseract.image_to_pdf_or_hocr(
                pnm(image.crop(box)),
                lang=model.NAME,
                extension="hocr",
                config=model.config("--psm 13"),
            ),
            parser=UTF8,
        )
        for el in crop.xpath("//*[@title]"):
            el.set("title", shift(el.get("title", ""), box[0], box[1]))
        for area in crop.find_class("ocr_carea"):
            page.append(area)


def rows_of_marks(marks: list[tuple[int, ...]], height: float) -> list[list[tuple[int, ...]]]:
    """Marks (y0, y1, x0, x1) gathered into rows, top to bottom, by their centres: one within
    ROW_GAP letter heights of the row's last is in it (a line's centres lie within half a
    height of one another, the next line's a line's pitch away), and a mark taller than
    ONE_LINE heights (two lines' letters run together) joins the row it overlaps and links
    none. Gathered by their tops, a soft scan's lines chain through such marks. Each mark is
    linked to the last, not to the row as a whole: a mark of 0.6 to 1.4 heights standing
    between two lines (a comma joined to a letter below it) can still chain them."""
    rows: list[list[tuple[int, ...]]] = []
    last, bottom = -np.inf, -np.inf  # the row's last centre of a letter's height; its foot
    for mark in sorted(marks, key=lambda b: (b[0] + b[1], b[2])):
        y0, y1 = mark[0], mark[1]
        centre, tall = (y0 + y1) / 2, y1 - y0 > ONE_LINE * height
        if rows and (centre - last <= ROW_GAP * height or (tall and y0 < bottom)):
            rows[-1].append(mark)
            bottom = max(bottom, y1)
        else:
            rows.append([mark])
            last, bottom = -np.inf, y1
        if not tall:
            last = centre
    return rows


def _row(marks: list[tuple[int, ...]], height: float) -> list[int]:
    """A row of marks (y0, y1, x0, x1 each) as [y0, y1, x0, x1, count], as tall as its marks
    of one line's height when it has any (with the marks that join it to its neighbours it
    would be read with half of each)."""
    short = [m for m in marks if m[1] - m[0] <= ONE_LINE * height] or marks
    return [
        min(m[0] for m in short),
        max(m[1] for m in short),
        min(m[2] for m in marks),
        max(m[3] for m in marks),
        len(marks),
    ]


def large_capitals(marks: list[tuple[int, ...]], height: float) -> bool:
    """Whether a row too tall for a line of the body is a title's large capitals: its marks
    above letter height (a point, a hyphen left aside) stand as the capitals of a word
    (:func:`pipeline.ocr.preprocess.capitals_row`), which the preparation no longer paints
    out as graphics and tesseract's layout passes over."""
    tall = np.array([m for m in marks if m[1] - m[0] >= 1.5 * height])
    return len(tall) >= ROW_LETTERS and bool(capitals_row(tall, height).all())


def ocr_book(
    source: Path, out: Path, workers: int | None = None, marks: bool = True
) -> Iterator[Page]:
    """Every page OCR'd, one per core (``OMP_THREAD_LIMIT=1``), in page order. A page read
    before (in ``out/.cache``) is taken from there without being rendered; the temporary
    files a killed run left there are swept first."""
    os.environ["OMP_THREAD_LIMIT"] = "1"
    workers = workers or os.cpu_count() or 1
    cache = out / ".cache"
    sweep(cache)
    items: Iterator[tuple[int, Image.Image | None, str | None]]
    if source.is_dir():
        files = [str(f) for f in image_files(source)]

        def work(item: tuple[int, Image.Image | None, str | None]) -> Page:
            n = item[0]
            return tesseract_guard(
                n, lambda: read_page(str(source), files[n - 1], n, cache, marks, label=files[n - 1])
            )

        items = ((n, None, None) for n in range(1, len(files) + 1))
    else:
        book = source_id(source)
        keys = {n: page_key(book, n, RENDER) for n in range(1, _pdf_pages(source) + 1)}
        have = {n for n, key in keys.items() if entry(cache, key).exists()}
        rendered = page_images(source, [n for n in keys if n not in have])

        def work(item: tuple[int, Image.Image | None, str | None]) -> Page:
            n, image, error = item
            if n in have:  # (rendered alone after all if its entry went meanwhile)
                return tesseract_guard(
                    n, lambda: read_page(str(source), None, n, cache, marks, book)
                )
            if image is None:
                return Page(n, 0, 0, error=error)
            kept = cache if book.unchanged(source) else None  # not a page of the hashed PDF
            return tesseract_guard(n, lambda: ocr_page(n, image, kept, marks, keys[n]))

        items = ((n, None, None) if n in have else next(rendered) for n in keys)
    with ThreadPoolExecutor(workers) as pool:
        batch: list = []
        for item in items:  # a few pages at a time: never the whole book
            batch.append(item)
            if len(batch) == workers * 2:
                yield from pool.map(work, batch)
                batch = []
        yield from pool.map(work, batch)


def tesseract_guard(n: int, read: Callable[[], Page]) -> Page:
    """The page ``read`` gives, or the page's error when tesseract fails on it."""
    try:
        return read()
    except pytesseract.TesseractError as e:
        return Page(n, 0, 0, error=f"page {n}: tesseract failed ({e.status})")
