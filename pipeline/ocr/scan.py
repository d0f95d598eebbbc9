"""Reader for a scanned book (a PDF or page images): real OCR, page by page, then the same
text the other readers give, so the same pipeline builds the corpus.

The OCR'd pages — what tesseract read, before any post-correction, which the cleaning stage
then makes, each repair an intervention with the OCR's confidence — are written out as plain text in the layout the Google OCR export has — a
page's running head, its paragraphs (a wider gap between lines, or an indented first line,
starts one), its signature or catchword, blank lines between — and read by the same reader;
every line of that text remembers the page and the box it was read from, for the TEI's
``<facsimile>``. Each page's ALTO v4 (:mod:`.alto`) is written beside it, in ``alto/``.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from pathlib import Path

from pipeline.errors import MaisonError
from pipeline.ocr.alto import page_alto
from pipeline.ocr.lines import check_tesseract
from pipeline.ocr.pages import OcrLine, Page, ocr_book
from pipeline.ocr.render import count_pages
from pipeline.outputs import write_atomic


@dataclass(frozen=True)
class Place:
    page: int
    bbox: tuple[int, int, int, int]
    confidence: float


@dataclass
class Scan:
    text_path: Path
    places: dict[int, Place]
    """Line of the written text (1-based) -> where on which page it was read."""
    furniture: dict[int, str]
    """Line of the written text -> the furniture OCR found there (header, sig, catch)."""
    pages: list[Page]
    errors: list[str]


def read_scan(source: Path, work: Path) -> Scan:
    """OCR every page of ``source`` (cached in ``work``) and write its text to
    ``work/scan.txt``; a page that cannot be read is reported in ``errors`` and left out."""
    check_tesseract()
    count_pages(source)
    pages, errors = [], []
    for page in ocr_book(source, work, marks=False):
        if page.error:
            errors.append(page.error)
        else:
            pages.append(page)
    if not pages:
        raise MaisonError(f"{source}: no page could be read")
    out: list[str] = []
    places: dict[int, Place] = {}
    furniture: dict[int, str] = {}

    def emit(line: OcrLine, page: Page) -> None:
        out.append(line.raw or line.text)  # what tesseract read: repairs become interventions
        places[len(out)] = Place(page.n, line.bbox, line.confidence)
        if not line.is_text:
            furniture[len(out)] = line.kind

    for page in pages:
        text = [ln for ln in page.lines if ln.is_text]
        for ln in page.lines:
            if ln.kind == "header":
                emit(ln, page)
                out.append("")
        for k, ln in enumerate(text):
            if k and _new_paragraph(text, k):
                out.append("")
            emit(ln, page)
        out.append("")
        for ln in page.lines:
            if ln.kind in ("sig", "catch"):
                emit(ln, page)
                out.append("")
    work.mkdir(parents=True, exist_ok=True)
    for page in pages:  # the layout for libraries and transcription platforms
        write_atomic(work / "alto" / f"page-{page.n:03d}.alto.xml", page_alto(page, source.name))
    path = work / "scan.txt"
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return Scan(path, places, furniture, pages, errors)


def _new_paragraph(lines: list[OcrLine], k: int) -> bool:
    """A gap wider than the page's line pitch (the closest two lines are), or an indented
    line, begins a block."""
    pitches = [
        b.bbox[1] - a.bbox[1]
        for a, b in zip(lines, lines[1:], strict=False)
        if b.bbox[1] > a.bbox[1]
    ]
    usual = statistics.median(pitches) if pitches else 0
    # the pitch of lines within a paragraph: the closest lines, a misread speck aside
    pitch = min((p for p in pitches if p >= 0.6 * usual), default=0)
    gap = lines[k].bbox[1] - lines[k - 1].bbox[1]
    left = statistics.median(ln.bbox[0] for ln in lines)
    indented = lines[k].bbox[0] > left + 40
    return (pitch and gap > pitch * 1.35) or indented
