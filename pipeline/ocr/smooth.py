"""Worn print mended before tesseract reads it (:func:`mend`): each pixel of the flattened,
despeckled page made as dark as the median of its 3×3 neighbourhood when that is darker.

Worn print scanned bitonal breaks its strokes (pixels of ink turned paper inside a stem, a
bowl open, a bar cut), and tesseract reads a broken letter as another one (``crois`` for
*trois*, ``fair`` for *fait*). Where most of a paper pixel's eight neighbours are ink, the
pixel is a break in a stroke: it takes the ink's shade. Ink is never taken away, so the
hairlines and serifs of a fine print, one pixel wide, stay: a full median (which also takes
a frayed edge and a grain off) read the generated pages as well but lost hairlines on real
pages (real pages 7.05% -> 7.13% main-text CER, five of twenty worse); mending only the
pixels the median turns from paper to ink, at the ink's threshold, read both worse (the
independent pages 2.77%, the real 7.18%): the shade of a stroke's edge matters.
"""

from __future__ import annotations

import numpy as np

SMOOTH = True
"""Whether the prepared page is mended (part of the OCR cache's key)."""


def mend(page: np.ndarray) -> np.ndarray:
    """The page with each pixel the darker of its own shade and its 3×3 median (see the
    module)."""
    return np.minimum(page, median3(page))


def median3(page: np.ndarray) -> np.ndarray:
    """The page through a 3×3 median (see the module), computed as Pillow's
    ``MedianFilter(3)`` computes it inside the page (the edges repeated outward), in a
    third of its time: each column of three sorted once, then the median is the median of
    the largest of the three smallest, the median of the middles and the smallest of the
    largest."""
    lo, hi = np.minimum, np.maximum
    padded = np.pad(page, 1, mode="edge")
    a, b, c = padded[:-2], padded[1:-1], padded[2:]
    a, b = lo(a, b), hi(a, b)  # each column of three sorted: a <= b <= c
    b, c = lo(b, c), hi(b, c)
    a, b = lo(a, b), hi(a, b)
    low = hi(hi(a[:, :-2], a[:, 1:-1]), a[:, 2:])
    high = lo(lo(c[:, :-2], c[:, 1:-1]), c[:, 2:])
    m0, m1, m2 = b[:, :-2], b[:, 1:-1], b[:, 2:]
    middle = hi(lo(m0, m1), lo(hi(m0, m1), m2))
    return hi(lo(low, middle), lo(hi(low, middle), high))
