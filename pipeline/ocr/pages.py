"""OCR of whole pages (``maison ocr``): a PDF or a folder of page images, page by page.

- **Input**: a PDF is rendered with pdftocairo (pdf2image) a few pages at a time, so a
  300-page book is never in memory at once; a folder gives its PNG, JPEG and TIFF images in
  name order. A page that cannot be read is reported and skipped; Pillow's guard against
  decompression bombs stays on.
- **Preparation** (:mod:`.preprocess`): paper flattened, specks off, deskewed when needed.
- **Recognition**: tesseract's French model on the prepared page, as hOCR, which keeps each
  line's box and each word's confidence; rows of letters its layout analysis missed are read
  again (:func:`recover_missed_lines`). The hOCR is cached under the output folder by the
  page image's hash and the preparation's settings, so a re-run or an interrupted run only
  reads the pages it lacks.
- **Layout**: a first line near the top that is a running head (with or without its page
  number) and a last line near the foot that is a signature or a catchword are furniture,
  kept apart (``page-NNN.furniture.txt``) with their type; the rest is the main text,
  post-corrected toward the diplomatic transcription (``page-NNN.txt``, one printed line per
  line).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pytesseract
import regex
from lxml import html
from PIL import Image, UnidentifiedImageError

from pipeline.errors import MaisonError
from pipeline.ocr.frame import FRAME, hocr_to_scan
from pipeline.ocr.hocr import UTF8, OcrLine, Zone, annotate, parse_hocr, parse_zones, rescale, shift
from pipeline.ocr.hocr import ZONES as ZONES  # the SegmOnto zone of each kind
from pipeline.ocr.layout import mark_layout
from pipeline.ocr.postcorrect import broken, postcorrect
from pipeline.ocr.preprocess import MIN_SIDE, PREPARATION, Prepared, is_blank, prepare
from pipeline.outputs import write_atomic

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
DPI = 300
CHUNK = 4
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


def count_pages(source: Path) -> int:
    """How many pages the source has; a clear error for what is not a readable source."""
    if source.is_dir():
        files = [p for p in source.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES]
        if not files:
            raise MaisonError(f"{source}: no page images (PNG, JPEG, TIFF)")
        return len(files)
    return _pdf_pages(source)


def _pdf_pages(source: Path) -> int:
    if not source.exists():
        raise MaisonError(f"{source}: no such file or folder")
    from pdf2image import pdfinfo_from_path
    from pdf2image.exceptions import PDFInfoNotInstalledError, PDFPageCountError, PDFSyntaxError

    try:
        info = pdfinfo_from_path(str(source))
    except PDFInfoNotInstalledError:
        raise MaisonError(
            "poppler-utils is not installed (apt-get install poppler-utils)"
        ) from None
    except (PDFPageCountError, PDFSyntaxError) as e:
        message = str(e).strip()
        reason = message.splitlines()[-1] if message else "unreadable"
        if "password" in message.lower() or "encrypt" in message.lower():
            reason = "encrypted"
        raise MaisonError(f"{source}: not a readable PDF ({reason})") from None
    pages = int(info.get("Pages", 0))
    if pages == 0:
        raise MaisonError(f"{source}: the PDF has no pages")
    return pages


def page_images(source: Path) -> Iterator[tuple[int, Image.Image | None, str | None]]:
    """(page number, image or None, error) for every page of a PDF or an image folder."""
    if source.is_dir():
        count_pages(source)
        files = sorted(p for p in source.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
        for k, f in enumerate(files, 1):
            try:
                with Image.open(f) as im:
                    im.load()
                    yield k, im.copy(), None
            except (UnidentifiedImageError, OSError, Image.DecompressionBombError) as e:
                yield k, None, f"{f}: not a readable image ({e.__class__.__name__})"
        return
    from pdf2image import convert_from_path

    pages = _pdf_pages(source)
    for first in range(1, pages + 1, CHUNK):
        last = min(pages, first + CHUNK - 1)
        try:
            images = convert_from_path(
                str(source),
                dpi=DPI,
                first_page=first,
                last_page=last,
                use_pdftocairo=True,
                grayscale=True,
            )
        except Exception as e:  # noqa: BLE001 - poppler's failures on a damaged page range
            for k in range(first, last + 1):
                yield k, None, f"{source}: page {k} cannot be rendered ({e.__class__.__name__})"
            continue
        for k, im in enumerate(images, first):
            yield k, im, None


def ocr_page(n: int, image: Image.Image, cache: Path | None, marks: bool = True) -> Page:
    gray = image.convert("L")
    if min(gray.size) < MIN_SIDE:
        w, h = gray.size
        return Page(n, w, h, error=f"page {n}: image too small to read ({w}x{h} pixels)")
    if is_blank(np.asarray(gray)):
        return Page(n, gray.width, gray.height, [], empty_hocr(n, *gray.size), blank=True)
    digest = hashlib.sha256(
        f"{PREPARATION} {FRAME} {gray.width}x{gray.height} ".encode() + gray.tobytes()
    ).hexdigest()
    cached = cache / f"{digest}.hocr" if cache else None
    hit = cached is not None and cached.exists()
    if hit:
        hocr = cached.read_bytes()
    else:
        prepared = prepare(gray)
        x0, y0 = prepared.content[:2]
        hocr = pytesseract.image_to_pdf_or_hocr(
            prepared.image.crop(prepared.content), lang="fra", extension="hocr", config="--psm 3"
        )
        hocr = recanvas(hocr, x0, y0, prepared.image.size)
        hocr = annotate(prepared, recover_missed_lines(prepared, hocr))
        hocr = rescale(hocr, 1 / prepared.scale)
        # boxes of a deskewed page put back in the scan's own frame (ALTO, TEI facsimile)
        hocr = hocr_to_scan(hocr, prepared.angle, gray.width, gray.height)
        if cached is not None:
            write_atomic(cached, hocr)  # whole or absent: a killed run leaves no torn entry
    page = Page(
        n, gray.width, gray.height, parse_hocr(hocr), hocr, zones=parse_zones(hocr), cached=hit
    )
    mark_layout(page)
    for line in page.lines:
        line.raw = line.text
    text = [ln for ln in page.lines if ln.kind == "text"]
    for k, line in enumerate(text):
        before = _word_at(text[k - 1].raw, -1) if k and broken(text[k - 1].raw) else ""
        after = _word_at(text[k + 1].raw, 0) if k + 1 < len(text) and broken(line.raw) else ""
        line.text = postcorrect(line.raw, marks, before, after)[0]
    return page


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


def _word_at(line: str, k: int) -> str:
    """The first (0) or last (-1) word of a line, its hyphen and punctuation left off."""
    found = regex.findall(r"[\p{L}\p{M}]+", line)
    return found[k] if found else ""


def recover_missed_lines(prepared: Prepared, hocr: bytes) -> bytes:
    """The page's hOCR with the lines tesseract's layout analysis passed over read again.

    On a dirty page tesseract sometimes leaves out a whole line (the imprint of a title
    page, a short last line). Letter-sized ink (the preparation's components) outside every
    line it found, gathered into rows, is read as a raw line (``--psm 13``; ``--psm 7`` too
    returns nothing for it) and added to the hOCR, so the cache keeps it and a re-run gives
    the same page."""
    image, height = prepared.image, prepared.height
    seen = [line.bbox for line in parse_hocr(hocr)]
    index = prepared.letters()
    boxes = prepared.boxes[index]
    free = np.ones(len(boxes), dtype=bool)
    for x0, y0, x1, y1 in seen:  # a mark inside a line tesseract read is taken
        cy, cx = (boxes[:, 0] + boxes[:, 1]) / 2, (boxes[:, 2] + boxes[:, 3]) / 2
        free &= ~((cy >= y0 - 4) & (cy <= y1 + 4) & (cx >= x0 - 4) & (cx <= x1 + 4))
    letters = sorted(tuple(int(v) for v in b) for b in boxes[free])
    rows: list[list[int]] = []
    for y0, y1, x0, x1 in letters:
        if rows and y0 < rows[-1][1]:
            row = rows[-1]
            row[1], row[2], row[3], row[4] = (
                max(row[1], y1),
                min(row[2], x0),
                max(row[3], x1),
                row[4] + 1,
            )
        else:
            rows.append([y0, y1, x0, x1, 1])

    def beside_a_line(y0: int, y1: int) -> bool:  # a read line's stray ascenders, not a line
        return any(min(y1, b[3]) - max(y0, b[1]) > 0.3 * (y1 - y0) for b in seen)

    found = [
        r
        for r in rows
        if r[4] >= MIN_MISSED_LETTERS and r[1] - r[0] < 3 * height and not beside_a_line(r[0], r[1])
    ]
    if not found:
        return hocr
    doc = html.fromstring(hocr, parser=UTF8)
    page = doc.find_class("ocr_page")
    if not page:
        return hocr
    for y0, y1, x0, x1, _ in found:
        pad = round(height)
        box = (
            max(0, x0 - pad),
            max(0, y0 - pad),
            min(image.width, x1 + pad),
            min(image.height, y1 + pad),
        )
        crop = html.fromstring(
            pytesseract.image_to_pdf_or_hocr(
                image.crop(box), lang="fra", extension="hocr", config="--psm 13"
            ),
            parser=UTF8,
        )
        for el in crop.xpath("//*[@title]"):
            el.set("title", shift(el.get("title", ""), box[0], box[1]))
        for area in crop.find_class("ocr_carea"):
            page[0].append(area)
    return html.tostring(doc, encoding="utf-8")


def ocr_book(
    source: Path, out: Path, workers: int | None = None, marks: bool = True
) -> Iterator[Page]:
    """Every page OCR'd, one per core (``OMP_THREAD_LIMIT=1``), in page order."""
    os.environ["OMP_THREAD_LIMIT"] = "1"
    workers = workers or os.cpu_count() or 1
    cache = out / ".cache"

    def work(item: tuple[int, Image.Image | None, str | None]) -> Page:
        n, image, error = item
        if image is None:
            return Page(n, 0, 0, error=error)
        try:
            return ocr_page(n, image, cache, marks)
        except pytesseract.TesseractError as e:
            return Page(n, 0, 0, error=f"page {n}: tesseract failed ({e.status})")

    with ThreadPoolExecutor(workers) as pool:
        batch: list = []
        for item in page_images(source):  # a few pages at a time: never the whole book
            batch.append(item)
            if len(batch) == workers * 2:
                yield from pool.map(work, batch)
                batch = []
        yield from pool.map(work, batch)
