"""A page whose lines bend toward the gutter, straightened before tesseract reads it.

A bound book scanned open lifts its pages at the spine: toward the gutter each line rises
or falls, the more the nearer the fold. Tesseract finds its lines as straight bands. A line
that bends by a line's pitch or more is read as one line's start and the next line's end
run together (a strong bend, 3% of the page's height at the gutter: the 80 real pages of
issue 34 read at 8.8% main-text CER against 4.4% as scanned, a page read 1,006 errors
where it read 107), and deskewing, which turns the page as a whole, cannot help.

:func:`estimate` measures the bend from the ink alone. The text is cut into upright strips
:data:`STRIP` letter heights wide and, down the page, into bands of :data:`BAND` lines. In
each band every strip's row profile (its ink counted row by row along the lean the lines
had in the strip before it, what varies slower than a line taken out) is matched to its
neighbour's: the shift that best lays one on the other is how far the lines climb from one
strip to the next. Strips that show no lines (a margin, a white, an engraving, a gutter's
dark edge) or match poorly (a note beside the text) are passed over. The shifts are chained
from the middle of the text outward, each strip's search started where the last climb
leads, and a smooth curve is fitted across the page; down the page the bands' curves are
interpolated. A page is straightened when a band's curve departs from the straight line
through it by :data:`BENT` letter heights or more: a straight skew is the deskew's (below
its threshold tesseract copes better than a resampling does).

:class:`Bend` straightens the page (each column of pixels moved up or down by the field, to
the nearest row, so no pixel is blurred) and takes a box of the straightened page back to
the scan (:func:`pipeline.ocr.frame.unbend_hocr`), where it encloses the bent line it was
read from.

Measured on the 80 real pages of issue 34 (main-text errors of 74,990 letters; each figure
the same pages read without and with the straightening, transformed by make bench's
stresses' formulas computed in another order, grey levels two apart at most):

- bent strongly (``scripts/bench_pages.bent_strongly``, 3% of the height at the edge):
  6,609 -> 3,605 errors (8.81% -> 4.81%; as scanned 3,322); the page above 1,006 -> 164,
  a verse page 257 -> 35, seven pages worse by 1 to 9, none worse than raw tesseract
  (make bench's own run of the stress: 7.03%, one page worse than raw, 15201149_f32: its
  main text begins past the bend's middle and departs by less than BENT, and its left
  notes, deeper in the bend and at their own pitch, show no lines at the text's pitch, are
  not measured and stay bent, and tesseract reads them into the text's lines);
- bent mildly (make bench's ``bent``, 1.2%): 3,413 -> 3,278 (4.55% -> 4.37%);
- as scanned, two pages (of two prints) pass BENT, at 0.39 and 0.57 letter heights: their
  lines do bend a little; 3,322 -> 3,318. Under the other stresses the same two pages
  pass it, and turned three more (0.30 to 0.59): those pages read with and without, turned
  -3 errors, faded +3, starved +14, JPEG at quality 30 +4, grainy -3, with bleed-through
  -1: the noise of a page read again.

BENT is low because a page bent too little to matter loses nothing by being straightened
(each column moves whole rows; on the test book's page bent as the bench bends, the field
found follows the bend made to a third of a letter's height), and one bent enough to
matter loses much by not being. The departures of the 80 pages as scanned: median 0.11
letter heights over the 61 measured, those two (and 15201149_f20, measured on its
despeckled page at 0.39, on the ink the preparation measures below 0.3) above it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import ndimage

STRIP = 4.0
"""A strip's width in letter heights: some five letters of each line, enough for a row
profile to show the line, narrow enough that a strongly bent line climbs less than half a
line's pitch from one strip to the next."""
BAND = 12
"""A band's height in lines: the field's resolution down the page. A page of thirty lines
has two bands, whose curves may differ (a page photographed open bends its top lines one
way and its foot's the other); between their middles the field is interpolated, beyond
them held. Bands of six lines measured noisier: the 80 real pages bent strongly read 92
errors more, and a flat page passed BENT."""
MIN_LINES = 6
"""A band of fewer lines, or a page whose rows show no pitch, is not measured: one line's
profile matches its neighbour's at any shift within the line's own height."""
MATCH = 0.5
"""Two neighbouring strips' profiles, laid one on the other at their best shift, must
correlate at least this much for the shift to count (a strip of margin, of a short line's
white, of a note set beside the text matches its neighbour poorly: it is bridged)."""
LINED = 0.3
"""The page's rows show lines when their profile matches itself this much a pitch down (an
engraved title page: 0.01). Of the 80 real pages as scanned, 8 fall below it (title pages,
a table, a page whose leading is over four letter heights) and 16 more have too few strips
of lines (:data:`MIN_STRIPS`: verse, narrow text): not measured, they are read as they
are, bent or not."""
MIN_STRIPS = 5
"""A band measures a bend across at least this many strips that matched."""
DEGREE = 3
"""The curve across the page: a bend is smooth, rising toward one edge (a square's shape
over the stretch near the gutter, a cubic over the whole measure)."""
BENT = 0.3
"""A page is straightened when a band's curve departs from the straight line through it by
this many letter heights or more: above what the measure finds on a flat page (its
departures on the 80 real pages as scanned: median 0.11), where tesseract begins to read
worse (make bench's mild bend, a line's end half a letter's height or so off straight)."""

BLOCK = 256
"""Rows straightened at a time (memory, not result: a field of a 6,000-row page is 200 MB)."""


@dataclass(frozen=True)
class Bend:
    """How far each line was moved to make it straight: the row of the scan that a row of
    the straightened page was taken from is ``row + shift``."""

    xs: np.ndarray
    """The columns the shifts are given at (the text's edges and its strips' middles),
    increasing."""
    ys: np.ndarray
    """The rows the bands' curves are given at (their middles), increasing."""
    shifts: np.ndarray
    """One row per band, one column per ``xs``: the shift in pixels."""

    def at(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        """The shift at points (x, y): linear between the strips' middles and between the
        bands', the nearest beyond them."""
        x, y = np.broadcast_arrays(np.asarray(x, dtype=float), np.asarray(y, dtype=float))
        across = np.stack([np.interp(x, self.xs, row) for row in self.shifts])
        upper, lower, t = self._between(y)
        first = np.take_along_axis(across, upper[None], 0)[0]
        second = np.take_along_axis(across, lower[None], 0)[0]
        return first + t * (second - first)

    def _between(self, y: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """For each row, the band above it, the band below, and how far it lies between
        their middles (0 to 1)."""
        if len(self.ys) == 1:
            zero = np.zeros(np.shape(y), dtype=int)
            return zero, zero, np.zeros(np.shape(y))
        k = np.clip(np.searchsorted(self.ys, y) - 1, 0, len(self.ys) - 2)
        t = np.clip((y - self.ys[k]) / (self.ys[k + 1] - self.ys[k]), 0, 1)
        return k, k + 1, t

    def straighten(self, gray: np.ndarray, paper: int = 255) -> np.ndarray:
        """The page with each column moved by the field, to the nearest row: its lines level
        and each pixel one of the scan's (an interpolation between rows would blur a hairline
        as the deskew's rotation does, which below its threshold costs more than the skew;
        a step of a row where the shift turns over is less than the print's own waver).
        Where the field changes down the page a column loses or repeats a row as often as
        its shift changes by one (a band's curve against the next's: a row in ten to a
        hundred, mostly paper between lines)."""
        h, w = gray.shape
        across = np.stack([np.interp(np.arange(w), self.xs, row) for row in self.shifts])
        out = np.full_like(gray, paper)
        for top in range(0, h, BLOCK):  # a block of rows at a time: a page's field is large
            rows = np.arange(top, min(h, top + BLOCK))
            upper, lower, t = self._between(rows.astype(float))
            shift = across[upper] + t[:, None] * (across[lower] - across[upper])
            source = rows[:, None] + np.round(shift).astype(np.int32)
            inside = (source >= 0) & (source < h)
            columns = np.broadcast_to(np.arange(w), source.shape)
            out[top : top + len(rows)][inside] = gray[source[inside], columns[inside]]
        return out

    def scan_rows(self, x0: int, y0: int, x1: int, y1: int) -> tuple[int, int]:
        """The rows a box of the straightened page spans in the scan: its top and its
        bottom followed along the bend across its width."""
        inner = self.xs[(self.xs > x0) & (self.xs < x1)]
        xs = np.concatenate(([x0], inner, [x1])).astype(float)
        top = y0 + self.at(xs, np.full(len(xs), y0))
        bottom = y1 + self.at(xs, np.full(len(xs), y1))
        return int(np.floor(top.min())), int(np.ceil(bottom.max()))


def pitch(profile: np.ndarray, height: float) -> float:
    """The lines' pitch in pixels: the lag, from one to four letter heights, at which the row
    profile (what varies slower than four letter heights taken out: paragraphs' whites,
    margins) best matches itself; 0 when no lag matches it by :data:`LINED` (no lines)."""
    p = profile - ndimage.uniform_filter1d(profile, int(4 * height) | 1)
    energy = float(np.dot(p, p))
    lo, hi = int(np.ceil(height)), int(4 * height)
    if energy == 0 or hi >= len(p) or lo >= hi:
        return 0.0
    lags = np.arange(lo, hi + 1)
    match = np.array([np.dot(p[:-k], p[k:]) for k in lags]) / energy
    best = int(np.argmax(match))
    return float(lags[best]) if match[best] >= LINED else 0.0


def _lines(
    strip: np.ndarray, height: float, line_pitch: float, slope: float = 0.0
) -> np.ndarray | None:
    """A strip's row profile, its ink counted along ``slope`` (rows per column, the lines'
    lean across it: a strongly bent line climbs most of a letter's height across a strip, and
    counted flat its profile would smear), with what varies slower than its lines taken out
    (a shadow, a gutter's dark edge, a crease: they match their neighbours at any shift);
    None when it shows no lines at the page's pitch or twice it (a verse's lines indented
    every other one leave a strip of every other line) but margin, a white, an engraving."""
    h, w = strip.shape
    ys, xs = np.nonzero(strip)
    rows = np.clip(np.round(ys - slope * (xs - (w - 1) / 2)).astype(int), 0, h - 1)
    counts = ndimage.gaussian_filter1d(np.bincount(rows, minlength=h).astype(float), height / 6)
    profile = counts - ndimage.uniform_filter1d(counts, int(line_pitch) | 1)
    energy = float(np.dot(profile, profile))
    lags = [round(m * line_pitch) + d for m in (1, 2) for d in (-1, 0, 1)]
    lags = [k for k in lags if 0 < k < h]
    if not energy or not lags:
        return None
    lined = max(float(np.dot(profile[:-k], profile[k:])) for k in lags)
    return profile if lined / energy >= MATCH else None


def _shift(upper: np.ndarray, lower: np.ndarray, guess: float, reach: int) -> tuple[float, float]:
    """The shift ``s`` within ``reach`` of ``guess`` that best lays ``lower`` on ``upper``
    (``lower[y + s]`` on ``upper[y]``), to a fraction of a pixel, and how well they then
    correlate."""
    n = len(upper)
    g = int(round(guess))
    best, score, scores = g, -1.0, {}
    for s in range(g - reach, g + reach + 1):
        a = upper[max(0, -s) : n - max(0, s)]
        b = lower[max(0, s) : n - max(0, -s)]
        if len(a) < n // 2:
            continue
        a, b = a - a.mean(), b - b.mean()
        norm = float(np.sqrt(np.dot(a, a) * np.dot(b, b)))
        c = float(np.dot(a, b)) / norm if norm else 0.0
        scores[s] = c
        if c > score:
            best, score = s, c
    if best - 1 in scores and best + 1 in scores:  # the peak's top, from its neighbours
        left, right = scores[best - 1], scores[best + 1]
        curve = left - 2 * score + right
        if curve < 0:
            return best + 0.5 * (left - right) / curve, score
    return float(best), score


def _band(
    ink: np.ndarray, edges: np.ndarray, height: float, line_pitch: float
) -> np.ndarray | None:
    """One band's shift at the text's edges and each strip's middle (:func:`_points`), fitted
    smooth: chained from the strip of lines nearest the middle (its shift 0) outward, each
    strip matched to the last that matched. None when too few strips show lines."""
    strips = [ink[:, a:b] for a, b in zip(edges[:-1], edges[1:], strict=True)]
    profiles = [_lines(strip, height, line_pitch) for strip in strips]
    k = len(profiles)
    lined = [j for j in range(k) if profiles[j] is not None]
    if len(lined) < MIN_STRIPS:
        return None
    start = min(lined, key=lambda j: (abs(2 * j - k + 1), j))  # the lined strip most central
    reach = max(1, int(min(line_pitch / 3, height / 2)))
    shift, weight = np.zeros(k), np.zeros(k)
    weight[start] = 1.0
    for step in (1, -1):
        at, climb = start, 0.0
        upper = profiles[start]
        for j in range(start + step, k if step > 0 else -1, step):
            if profiles[j] is None:
                continue
            lean = step * climb / strips[j].shape[1]  # rows per column, rightward
            lower = _lines(strips[j], height, line_pitch, lean) if climb else profiles[j]
            if lower is None:
                continue
            s, c = _shift(upper, lower, climb * abs(j - at), reach)
            if c >= MATCH:  # matched: the next strip is guessed to climb as much again
                shift[j], weight[j] = shift[at] + s, c
                at, climb, upper = j, s / abs(j - at), lower
    good = weight > 0
    if good.sum() < MIN_STRIPS:
        return None
    points = _points(edges)
    t = (points - points[0]) / max(1.0, points[-1] - points[0])  # on [0, 1]: well conditioned
    degree = min(DEGREE, int(good.sum()) - 2)
    fit = np.polyfit(t[1:-1][good], shift[good], degree, w=weight[good])
    curve = np.polyval(fit, t)
    # beyond the strips that matched, held; the outermost strip's own outer half followed
    # (at the gutter the lines bend most: held from its middle, their ends stayed bent)
    first, last = np.flatnonzero(good)[[0, -1]] + 1
    if first > 1:
        curve[:first] = curve[first]
    if last < len(curve) - 2:
        curve[last + 1 :] = curve[last]
    return curve


def _points(edges: np.ndarray) -> np.ndarray:
    """Where a band's curve is given: the text's two edges and every strip's middle."""
    return np.concatenate(([edges[0]], (edges[:-1] + edges[1:]) / 2, [edges[-1]])).astype(float)


def estimate(ink: np.ndarray, height: float) -> Bend | None:
    """The page's bend, measured on its ink (True where ink) with its letter height; None
    when its lines are straight (within :data:`BENT`) or too few to tell."""
    bend = measure(ink, height)
    if bend is None or max(departures(bend)) < BENT * height:
        return None
    return bend


def measure(ink: np.ndarray, height: float) -> Bend | None:
    """The field of shifts that levels the page's lines, straight or not; None when there
    are too few lines, or strips that match, to tell."""
    if height <= 0 or not ink.any():
        return None
    x0, x1 = _extent(ink.sum(axis=0))
    y0, y1 = _extent(ink.sum(axis=1))
    third = (x1 - x0) // 3  # the pitch where the lines bend least: the middle of the measure
    rows = ink[y0:y1, x0 + third : x1 - third].sum(axis=1).astype(float)
    line_pitch = pitch(ndimage.gaussian_filter1d(rows, height / 6), height)
    if not line_pitch or (y1 - y0) < MIN_LINES * line_pitch:
        return None
    strips = int((x1 - x0) // (STRIP * height))
    if strips < MIN_STRIPS:
        return None
    edges = np.linspace(x0, x1, strips + 1).round().astype(int)
    bands = max(1, int((y1 - y0) // (BAND * line_pitch)))
    tops = np.linspace(y0, y1, bands + 1).round().astype(int)
    curves, middles = [], []
    for a, b in zip(tops[:-1], tops[1:], strict=True):
        curve = _band(ink[a:b], edges, height, line_pitch)
        if curve is not None:  # a band of a title, a graphic, a white: its neighbours' curve
            curves.append(curve)
            middles.append((a + b) / 2)
    if not curves:
        return None
    shifts = np.array(curves)
    shifts -= np.median(shifts)  # the page as a whole stays where it was
    return Bend(_points(edges), np.array(middles), shifts)


def departures(bend: Bend) -> list[float]:
    """How far each band's curve strays from the straight line fitted through it, from its
    highest departure to its lowest, in pixels: a skew alone departs by nothing."""
    out = []
    for curve in bend.shifts:
        rest = curve - np.polyval(np.polyfit(bend.xs, curve, 1), bend.xs)
        out.append(float(rest.max() - rest.min()))
    return out


def _extent(counts: np.ndarray) -> tuple[int, int]:
    """Where the ink lies along one axis: from its 2nd to its 98th percentile, so that a
    speck or a facing page's edge at the border does not widen the text."""
    total = np.cumsum(counts)
    lo = int(np.searchsorted(total, 0.02 * total[-1]))
    hi = int(np.searchsorted(total, 0.98 * total[-1]))
    return lo, max(lo + 1, hi)


SETTINGS = (
    f"bend>={BENT}@{STRIP}x{BAND}>={MIN_LINES}/{MATCH}/{LINED}/{MIN_STRIPS}^{DEGREE}-to-edges"
)
"""Part of the OCR cache's key (in :data:`pipeline.ocr.preprocess.PREPARATION`)."""
