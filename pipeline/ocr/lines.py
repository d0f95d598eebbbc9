"""OCR of single text lines (``maison ocr-lines``): each image is one printed line.

The line is brought to a height of 64 pixels (tesseract reads best at an x-height near
20 pixels; library scans of line crops run from 70 to 700), read by tesseract's French model
with the period's words in its dictionary (:mod:`.model`) as a single line (``--psm 7``), one process per core with ``OMP_THREAD_LIMIT=1``, and the
reading post-corrected toward the diplomatic transcription (:mod:`.postcorrect`).

Chosen by measurement on the OCR17 sample (strict CER after post-correction, one run each):
greyscale only 8.58%; Otsu binarisation 9.03%; Otsu and a 3×3 median (speck removal) 8.98%;
the French and Middle French models together (``fra+frm``) 8.82%; ``frm`` alone is far worse
raw (20.5% against 12.2% for ``fra``). Line heights 48, 64, 80 and 100 pixels gave 8.81,
8.62, 8.84 and 9.15%. Later (issue 17, on every third line, post-correction of that day):
as above 8.37%; a margin of 16 pixels round the scaled line 8.10%; the neighbouring lines'
strokes taken off first, and the margin, 7.41%; on all 300 lines, 8.32% -> 8.09% (raw
``fra`` 12.22%); the period's words in the model's dictionary, 3.90% -> 3.56%.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytesseract
import regex
from PIL import Image, ImageOps, UnidentifiedImageError
from scipy import ndimage

from pipeline.errors import MaisonError
from pipeline.ocr import model
from pipeline.ocr.postcorrect import Change, postcorrect
from pipeline.ocr.preprocess import is_blank, otsu, runs

LINE_HEIGHT = 64
PAD = 16
NEIGHBOUR = 0.45
"""Ink touching the crop's top (bottom) edge and not reaching past this share of its height
from it belongs to the line above (below)."""
CONFIG = "--psm 7"
DROP_CAPITAL = 1.8
"""A mark at the line's left, 0.6 of the crop's height or more, that stands DROP_CAPITAL
times as tall as the tallest band of text beside it, and beside which two or more bands of
text stand (each 0.3 of its height or more), is a drop capital: the crop is of the first
line of a chapter, whose capital runs down the lines below, and takes them in
(:func:`drop_capital`)."""
BAND = 0.08
"""A row with ink over this share of the fullest row's is a row of a band of text."""
_LETTER = regex.compile(r"\p{L}")


@dataclass(frozen=True)
class LineResult:
    path: Path
    raw: str
    text: str
    changes: tuple[Change, ...]
    error: str | None = None


def check_tesseract() -> None:
    """A clear error when tesseract or its French model is missing, before any work; the
    period's model built from that one (:func:`pipeline.ocr.model.tessdata`, which finds
    the French model or says it is missing), once per machine: before any page, not in each."""
    if shutil.which("tesseract") is None:
        raise MaisonError(
            "tesseract is not installed (make corpus/test installs it as root; "
            "or: apt-get install tesseract-ocr tesseract-ocr-fra)"
        )
    model.tessdata()


def prepare(image: Image.Image, height: int = LINE_HEIGHT) -> Image.Image:
    """Greyscale, the neighbours' strokes taken off, scaled to the line height tesseract
    reads best, with a margin of paper round it (a crop cut at the letters' edge leaves
    tesseract no room to find the line)."""
    im = strip_neighbours(image.convert("L"))
    w, h = im.size
    scale = height / h
    im = im.resize((max(1, round(w * scale)), height), Image.LANCZOS)
    return ImageOps.expand(im, border=PAD, fill=255)


def strip_neighbours(gray: Image.Image) -> Image.Image:
    """The line without the descenders of the line above and the ascenders of the line
    below that a library's line crop keeps: ink touching the crop's top edge and ending
    above its middle, or touching the bottom edge and starting below it."""
    pixels = np.asarray(gray)
    if is_blank(pixels):
        return gray
    labels, n = ndimage.label(pixels <= otsu(pixels))
    if n == 0:
        return gray
    rows = pixels.shape[0]
    cut = np.zeros(n + 1, dtype=bool)
    for k, box in enumerate(ndimage.find_objects(labels), 1):
        y0, y1 = box[0].start, box[0].stop
        cut[k] = (y0 == 0 and y1 < NEIGHBOUR * rows) or (y1 == rows and y0 > (1 - NEIGHBOUR) * rows)
    if not cut.any():
        return gray
    out = pixels.copy()
    out[cut[labels]] = 255
    return Image.fromarray(out)


def read_line(path: Path, raw_only: bool = False) -> LineResult:
    try:
        with Image.open(path) as im:
            im.load()
            if min(im.size) < 2 or is_blank(np.asarray(im.convert("L"))):
                return LineResult(path, "", "", ())  # no ink: an empty line, nothing invented
            if raw_only:
                raw = pytesseract.image_to_string(
                    im, lang=model.NAME, config=model.config(CONFIG)
                ).strip()
            else:
                raw = read_with_capital(im)
    except (UnidentifiedImageError, OSError, Image.DecompressionBombError) as e:
        return LineResult(
            path, "", "", (), f"{path}: not a readable image ({e.__class__.__name__})"
        )
    if raw_only:
        return LineResult(path, raw, raw, ())
    text, changes = postcorrect(raw)
    return LineResult(path, raw, text, tuple(changes))


def read_with_capital(image: Image.Image) -> str:
    """The line read (:func:`voted`); a line that begins with a drop capital
    (:func:`drop_capital`) read as its capital, one letter read alone (what tesseract makes of
    it when that is one letter, as a capital; else nothing: an ornate letter read as marks
    costs more than one left out), then the first line beside it, the lines below left
    out."""
    gray = image.convert("L")
    found = drop_capital(np.asarray(gray))
    if found is None:
        return voted(prepare(gray))
    right, foot = found
    letter = pytesseract.image_to_string(
        prepare(gray.crop((0, 0, right, gray.height))),
        lang=model.NAME,
        config=model.config("--psm 10"),
    ).strip()
    line = voted(prepare(gray.crop((right, 0, gray.width, foot))))
    return (letter.upper() if _LETTER.fullmatch(letter) else "") + line


def drop_capital(pixels: np.ndarray) -> tuple[int, int] | None:
    """Where a crop's drop capital ends on the right, and where its first line ends below
    (half-way down the gap to the second band of text), or None when the crop has none
    (:data:`DROP_CAPITAL`). A line crop from a library's segmentation takes in a chapter's
    drop capital with its first line, and with it the lines below that the capital runs
    down: read as one line, the three lines and the capital were one line of nonsense (two
    lines of the OCR17 sample, 61 of its 374 errors)."""
    if is_blank(pixels):
        return None
    ink = pixels <= otsu(pixels)
    labels, n = ndimage.label(ink)
    rows, cols = ink.shape
    best = None
    for k, box in enumerate(ndimage.find_objects(labels), 1):
        y0, y1, x0, x1 = box[0].start, box[0].stop, box[1].start, box[1].stop
        tall, dense = y1 - y0, (labels[box] == k).sum() >= 0.05 * (y1 - y0) * (x1 - x0)
        if x0 < 0.1 * cols and tall >= 0.6 * rows and dense and (best is None or tall > best[0]):
            best = (tall, x1)
    if best is None:
        return None
    tall, right = best
    bands = [b for b in _bands(ink[:, right + 1 :]) if b[1] - b[0] >= 0.3 * tall]
    if len(bands) < 2 or tall < DROP_CAPITAL * max(b[1] - b[0] for b in bands):
        return None
    return right + 1, (bands[0][1] + bands[1][0]) // 2


def _bands(ink: np.ndarray) -> list[tuple[int, int]]:
    """The runs of rows that hold text (:data:`BAND`), top to bottom."""
    profile = ink.sum(axis=1)
    if not profile.any():
        return []
    return runs(profile > BAND * profile.max())


def voted(image: Image.Image) -> str:
    """The prepared line as tesseract reads it, its doubtful words read again at another
    size and voted (:mod:`.vote`), as on a page."""
    from pipeline.ocr.hocr import parse_hocr
    from pipeline.ocr.vote import second_readings, vote_line  # (vote uses strip_neighbours)

    hocr = pytesseract.image_to_pdf_or_hocr(
        image, lang=model.NAME, extension="hocr", config=model.config(CONFIG)
    )
    lines = parse_hocr(second_readings(image, hocr, LINE_HEIGHT / 3))
    for line in lines:
        vote_line(line)
    return " ".join(line.text for line in lines)


def read_lines(
    paths: list[Path], workers: int | None = None, raw_only: bool = False
) -> Iterator[LineResult]:
    """Each image read as one line, in order; tesseract runs once per core."""
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    workers = workers or os.cpu_count() or 1
    with ThreadPoolExecutor(workers) as pool:
        yield from pool.map(lambda p: read_line(p, raw_only), paths)
