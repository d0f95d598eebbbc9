"""A word's last point, comma, colon or semicolon told by its ink, not by tesseract's reading.

On worn pages tesseract reads a printed point as a comma (``19.`` -> ``19,``), a point as a
colon, a comma as a point, a colon as a semicolon: the marks are a few pixels each and the
text around them rarely says which was printed. The ink does: a point sits on the baseline, a
comma (and a semicolon's lower part) hangs below it, and a colon and a semicolon have a
second mark at about the x-height. Tesseract's own per-letter boxes are too rough for this (a
point's box is often as tall as an x-height); the preparation's connected components
(:class:`pipeline.ocr.preprocess.Prepared`, at the prepared page's scale and in its frame)
are exact.

:func:`ink_points` measures the mark at the right end of each word that ends in one of
``. , ; :`` against the baseline (both tesseract's fit of the line and the median bottom of
the letters round the mark must agree) and the page's letter height, and writes what the
ink shows into the word's title (``x_point ,``: "the word ends in a comma") only when it is
clear: a point on the baseline with paper under it and of a point's size, or a comma's
letter-tall mark hanging below it; a worn comma that lost its tail, or a mark joined to its
letter, is left as read. The page reader then writes that mark
(:func:`pipeline.ocr.hocr.word_text`). It runs at read time, in the prepared page's frame
(before the boxes are scaled and turned back to the scan's), so the cache keeps the verdict
and a cached page needs no image.

Measured (issue 17): the pages set independently of the test book 783 -> 770 errors of
41536 (1.885% -> 1.854%; on the worn and scanned pages eleven of tesseract's twenty
point/comma confusions that had a separate mark were put right, none made), the test book
128 -> 128, the real pages 5.96% -> 5.96% (one point put right, one comma of a print whose
commas barely leave the baseline made a point), the OCR17 lines untouched (read as lines,
without the page's preparation).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import regex
from lxml import html

from pipeline.ocr.hocr import BBOX, LINES, UTF8, WORDS
from pipeline.ocr.preprocess import Prepared

POINTS = ".,;:"
BASELINE = regex.compile(r"baseline (-?[\d.]+) (-?[\d.]+)")
"""A line's baseline in hOCR: its slope, and its offset from the box's bottom left corner."""


@dataclass(frozen=True)
class Ink:
    """What the ink at a word's right end shows, in letter heights of the page."""

    drop: float
    """How far the lower mark's bottom lies below the baseline (negative: above it)."""
    drop_line: float
    """The same below tesseract's baseline of the line."""
    tall: float
    """The lower mark's height."""
    wide: float
    """The lower mark's width."""
    area: float = 0.0
    """The lower mark's ink, in letter heights squared."""
    tail: float = 0.0
    """The share of the pixels just below the lower mark (its columns, a third of a letter
    height down) that are grey or darker: a comma's thin tail, lighter than the ink's
    threshold, still shows there; under a point is paper."""


def measure(
    prepared: Prepared,
    candidates: np.ndarray,
    letters: np.ndarray,
    gray: np.ndarray,
    box: tuple[int, int, int, int],
    line_baseline: float,
) -> Ink | None:
    """The ink of the mark ending the word in ``box`` (x0, y0, x1, y1), None when no small
    mark stands at its right end apart from the letters. The baseline is the letters' own
    near the mark (the median bottom of the letter-sized marks within a few letter heights,
    the word's and its neighbours'; a descender is outvoted): tesseract's line baseline
    (``line_baseline``) is a straight fit over the whole line, some letter heights off at the
    end of a long or curved line of a real page; it is kept for a line of fewer letters."""
    h = prepared.height
    x0, y0, x1, y1 = box
    baseline = line_baseline
    b = prepared.boxes[candidates]
    cx = (b[:, 2] + b[:, 3]) / 2
    near = (cx >= x1 - 0.8 * h) & (cx <= x1 + 0.5 * h) & (b[:, 1] > y0) & (b[:, 0] < y1 + 0.5 * h)
    if not near.any():
        return None
    b, k = b[near], candidates[near]
    small = (b[:, 1] - b[:, 0] <= 0.8 * h) & (b[:, 3] - b[:, 2] <= 0.6 * h)
    small &= prepared.sizes[k] <= 0.35 * h * h
    # the lower mark: the rightmost small mark whose bottom is near or below the baseline
    lower = small & (b[:, 1] >= baseline - 0.2 * h)
    if not lower.any():
        return None
    right = b[:, 3].max()
    i = int(np.flatnonzero(lower)[np.argmax(b[lower, 2])])
    if b[i, 3] < right - 0.1 * h:  # a letter's ink stands right of it: not the word's end
        return None
    ly0, ly1, lx0, lx1 = (int(v) for v in b[i])
    lb = prepared.boxes[letters]
    lcx, lcy = (lb[:, 2] + lb[:, 3]) / 2, (lb[:, 0] + lb[:, 1]) / 2
    around = (lcx >= x1 - 4 * h) & (lcx <= x1 + 2 * h) & (lcy >= y0) & (lcy <= y1)
    around &= (lcx < lx0) | (lcx > lx1)  # not the marks themselves (a comma is letter-tall)
    if around.sum() >= 3:
        baseline = float(np.median(lb[around, 1]))
    below = gray[ly1 : ly1 + max(2, round(0.35 * h)), lx0:lx1]
    tail = float((below < 200).mean()) if below.size else 0.0
    return Ink(
        (ly1 - baseline) / h,
        (ly1 - line_baseline) / h,
        (ly1 - ly0) / h,
        (lx1 - lx0) / h,
        float(prepared.sizes[k[i]]) / (h * h),
        tail,
    )


ON_LINE = 0.08
"""A point's bottom lies within this many letter heights of the baseline (below it); measured
on the generated pages (worn, scanned; two faces) its bottom is at -0.05 to 0.05, a comma's
at 0.13 to 0.41 (5th to 95th centile): a worn comma that lost its tail sits where a point
does, so a point must show no tail as well (:data:`NO_TAIL`) and be of a point's size."""
BELOW = 0.14
"""A mark whose bottom lies this many letter heights below the baseline, or more, hangs
below it: a comma (a semicolon's lower part)."""
FAR_BELOW = 0.6
"""Further below, the line's baseline is wrong (tesseract's fit on a short line), not the
mark."""
NO_TAIL = 0.08
"""A point has paper under it: at most this share of grey pixels (95% of points; a comma
whose tail was too faint for the ink threshold shows 0.18 and more at its 25th centile)."""
POINT_SIZE = (0.4, 0.42, 0.11)
"""A point's height, width (in letter heights) and ink (in letter heights squared) at most:
the 95th centiles of the generated pages' points are 0.37, 0.38 and 0.10."""
COMMA_TALL = 0.4
"""A comma is at least this many letter heights tall (its head and tail: the 5th centile of
the generated pages' commas 0.40, of the real pages' 0.45; a point's median is 0.3)."""


def lower_mark(ink: Ink) -> str:
    """What the ink of a word's last mark shows at the baseline: '.' a point on it, ',' a
    comma hanging below it, '' neither clearly."""
    tall, wide, area = POINT_SIZE
    low, high = sorted((ink.drop, ink.drop_line))
    if high <= ON_LINE and ink.tail <= NO_TAIL:
        if ink.tall <= tall and ink.wide <= wide and ink.area <= area:
            return "."
        return ""
    if low >= BELOW and high <= FAR_BELOW and ink.tall >= COMMA_TALL:
        return ","
    return ""


def verdict(read: str, ink: Ink) -> str:
    """The mark a word read ending in ``read`` (one of :data:`POINTS`) ends in by its ink:
    only the lower part is judged (a point or a comma; a colon or a semicolon): the second
    mark at x-height of a colon or a semicolon is found or missed too unreliably on worn
    print (its dot taken off as a speck, a broken letter's piece taken for one) to overrule
    tesseract's reading of it. '' when the ink is not clear."""
    low = lower_mark(ink)
    if not low:
        return ""
    if read in ".,":
        return low
    return ":" if low == "." else ";"


def line_baseline(title: str) -> tuple[float, float, int, int] | None:
    """The line's baseline as (slope, offset, x0, y1): y = y1 + offset + slope * (x - x0)."""
    m, b = BASELINE.search(title), BBOX.search(title)
    if not m or not b:
        return None
    return float(m[1]), float(m[2]), int(b[1]), int(b[4])


def words_ending_in_points(
    prepared: Prepared, hocr: bytes
) -> tuple[html.HtmlElement, list[tuple[html.HtmlElement, str, Ink | None]]]:
    """Each word of the hOCR ending in a point, with its element and the ink measured
    (None when none could be)."""
    doc = html.fromstring(hocr, parser=UTF8)
    candidates = np.flatnonzero(prepared.kept)
    letters = prepared.letters()
    gray = np.asarray(prepared.image)  # (once: each call copies the page)
    out = []
    for line in doc.xpath(LINES):
        base = line_baseline(line.get("title", ""))
        for w in line.xpath(WORDS):
            text = "".join(w.itertext()).strip()
            if not text or text[-1] not in POINTS:
                continue
            m = BBOX.search(w.get("title", ""))
            if not m:
                continue
            box = tuple(int(v) for v in m.groups())
            if base is None:
                baseline = float(box[3])
            else:
                slope, offset, lx0, ly1 = base
                baseline = ly1 + offset + slope * (box[2] - lx0)
            out.append((w, text, measure(prepared, candidates, letters, gray, box, baseline)))
    return doc, out


def ink_points(prepared: Prepared, hocr: bytes) -> bytes:
    """The hOCR with ``x_point M`` in the title of each word ending in a point whose ink
    clearly shows the mark M."""
    doc, found = words_ending_in_points(prepared, hocr)
    for w, text, ink in found:
        if ink is None:
            continue
        mark = verdict(text[-1], ink)
        if mark:
            w.set("title", f"{w.get('title')}; x_point {mark}")
    return html.tostring(doc, encoding="utf-8")


INK_POINTS = f"ink-points {ON_LINE}/{BELOW}/{FAR_BELOW} comma>={COMMA_TALL} tail<={NO_TAIL} point<={POINT_SIZE}"
"""Part of the OCR cache's key: a page whose points were judged otherwise is read again."""
