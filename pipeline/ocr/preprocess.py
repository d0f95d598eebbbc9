"""Cleaning a page image before tesseract reads it: paper flattened, specks off, deskew.

Chosen by measurement on twelve generated pages of the book's text (``make bench``'s game
pages, clean and degraded, main-text CER before the post-correction gains of the same day):

- **Paper flattened** (:func:`flatten`): each pixel divided by the local paper shade, the
  levels stretched. Without it, a grey page whose dark specks were taken off kept its salt,
  and tesseract's own Otsu threshold then fell between paper and salt: a whole page read
  as nothing.
- **No global binarisation or median filter**: tesseract binarises itself, and a median
  filter wears away the hairlines of clean print (earlier: degraded 3.12% -> 2.55% but
  clean 0.99% -> 1.7%).
- **Specks by connected components** (:func:`despeckle`): ink marks smaller than
  :data:`SPECK` of the letter height squared, and blots up to :data:`BLOT` of it with no
  letter within :data:`ISOLATED` letter heights, are painted white; pinholes inside strokes
  are filled. Degraded pages 2.84% -> 1.40%; clean pages unchanged (1.24%).
- **Deskew** (:func:`skew`) only from :data:`MIN_SKEW` degrees: below it the interpolation
  costs more than tesseract loses (deskewing every page: degraded 2.84% -> 4.38%); at 3
  degrees raw tesseract loses a point of CER, at 5 degrees it reads almost nothing.
"""

from __future__ import annotations

import numpy as np
from PIL import Image
from scipy import ndimage

SPECK = 0.02
"""A blot is a speck below this share of (typical letter height)²: a full stop at the
body size of a book is some 0.08, an i's dot 0.05."""
BLOT = 0.12
ISOLATED = 1.0
"""A blot smaller than BLOT of (letter height)² and further than ISOLATED letter heights
from every letter is dirt on the paper: a point or a diacritic sits by its letter."""
PINHOLE = 3
"""Paper holes of at most this many pixels inside ink are the scan's salt, not counters."""
MIN_SKEW = 1.5
MAX_SKEW = 6.0
MIN_SIDE = 16
"""An image narrower or lower than this many pixels holds no readable letter: a gap."""
INK_CONTRAST = 64
"""A pixel this much darker than the paper (the page's median shade) is ink."""
MIN_INK = 0.0001
"""A page with less ink than this share of its pixels is blank (a flyleaf, the back of a
plate): a page number alone at 300 dpi is some 0.00015, a speck of dust far less."""


def is_blank(gray: np.ndarray) -> bool:
    """Whether a page (or a line) has no ink worth reading: uniform, or a few specks on the
    paper. Decided before any thresholding, which has no answer for a page of one shade."""
    if gray.size == 0:
        return True
    paper = float(np.median(gray))
    ink = np.count_nonzero(gray.astype(np.int16) < paper - INK_CONTRAST)
    return ink < max(1, MIN_INK * gray.size)


def otsu(gray: np.ndarray) -> int:
    """The threshold that best splits ink from paper (Otsu's between-class variance)."""
    hist = np.bincount(gray.ravel(), minlength=256).astype(float)
    total = hist.sum()
    levels = np.arange(256)
    weight = np.cumsum(hist)
    mean = np.cumsum(hist * levels)
    with np.errstate(divide="ignore", invalid="ignore"):
        between = (mean[-1] * weight / total - mean) ** 2 / (weight * (total - weight))
    if not np.isfinite(between).any():  # one shade only: nothing to split, no ink
        return int(gray.min()) - 1 if gray.size else -1
    return int(np.nanargmax(between))


def flatten(gray: np.ndarray) -> np.ndarray:
    """The paper made white and the ink black: each pixel divided by the local paper shade,
    then the levels stretched so the ink's darkest centile is black. The paper's shade is
    the lightest block mean (8×8 blocks, so specks and salt weigh nothing) within some 60
    pixels: unevenly lit, yellowed or grey paper becomes even, and salt lighter than the
    paper goes with it."""
    image = Image.fromarray(gray)
    blocks = np.asarray(image.reduce(8))
    paper = ndimage.maximum_filter(blocks, size=7)
    paper = np.asarray(Image.fromarray(paper).resize(image.size, Image.BILINEAR), dtype=np.float32)
    flat = np.clip(gray * np.float32(255) / np.maximum(paper, 1), 0, 255)
    ink = flat[flat <= otsu(flat.astype(np.uint8))]
    dark = float(np.percentile(ink, 1)) if len(ink) else 0.0
    if dark >= 200:
        return flat.astype(np.uint8)  # no ink worth the name: leave the levels
    return np.clip((flat - dark) * (255 / (255 - dark)), 0, 255).astype(np.uint8)


def letter_height(gray: np.ndarray) -> float:
    """The median height of the page's ink marks of some size: the body's x-height, near
    enough, at any resolution (0 for a page without ink)."""
    labels, _ = ndimage.label(gray <= otsu(gray))
    return _letter_height(ndimage.find_objects(labels), np.bincount(labels.ravel()))


def _letter_height(boxes: list, sizes: np.ndarray) -> float:
    """The area-weighted median height of the marks: letters outweigh the dust however many
    specks a sparse page (a title, a table) has."""
    if not boxes:
        return 0.0
    heights = np.array([b[0].stop - b[0].start for b in boxes])
    order = np.argsort(heights, kind="stable")
    weight = np.cumsum(sizes[1:][order])
    return float(heights[order][np.searchsorted(weight, weight[-1] / 2)])


def despeckle(gray: np.ndarray) -> np.ndarray:
    """The page with its specks painted out and its pinholes filled (see the module)."""
    ink = gray <= otsu(gray)
    labels, n = ndimage.label(ink)
    if n == 0:
        return gray
    boxes = ndimage.find_objects(labels)
    sizes = np.bincount(labels.ravel(), minlength=n + 1)
    height = _letter_height(boxes, sizes)
    if height == 0:
        return gray
    speck = sizes < max(2.0, SPECK * height * height)
    small = sizes < BLOT * height * height
    speck[0] = small[0] = False
    letters = ink & ~small[labels]
    # letter pixels in any window, from one summed-area table: a blot with no letter within
    # ISOLATED letter heights is dirt on the paper
    table = np.pad(letters, ((1, 0), (1, 0))).cumsum(0, dtype=np.int32).cumsum(1)
    reach = round(ISOLATED * height)
    rows, cols = gray.shape
    for k in np.flatnonzero(small & ~speck):
        box = boxes[k - 1]
        y0, y1 = max(0, box[0].start - reach), min(rows, box[0].stop + reach)
        x0, x1 = max(0, box[1].start - reach), min(cols, box[1].stop + reach)
        if table[y1, x1] - table[y0, x1] - table[y1, x0] + table[y0, x0] == 0:
            speck[k] = True
    out = gray.copy()
    out[speck[labels]] = 255
    holes, _ = ndimage.label(~ink)
    pinhole = np.bincount(holes.ravel()) <= PINHOLE
    pinhole[0] = False
    if pinhole.any():
        out[pinhole[holes]] = int(np.median(gray[ink]))
    return out


def skew(gray: np.ndarray) -> float:
    """The page's skew in degrees, counter-clockwise (as :meth:`PIL.Image.Image.rotate`
    counts), to a tenth of a degree: the angle whose projection of the ink onto the page's height has the sharpest
    rows, measured on the ink's coordinates at a quarter of the resolution."""
    small = np.asarray(Image.fromarray(gray).reduce(4))
    ys, xs = np.nonzero(small <= otsu(small))
    if len(ys) == 0:
        return 0.0
    xs = xs - small.shape[1] / 2

    def sharpness(angle: float) -> float:
        rows = np.round(ys + xs * np.tan(np.radians(angle))).astype(int)
        profile = np.bincount(rows - rows.min())
        return float(np.var(np.diff(profile)))

    coarse = max(np.arange(-MAX_SKEW, MAX_SKEW + 1e-9, 0.5), key=sharpness)
    fine = max(np.arange(coarse - 0.5, coarse + 0.5 + 1e-9, 0.1), key=sharpness)
    return float(round(fine, 1))


def prepare_page(image: Image.Image) -> Image.Image:
    """Greyscale, deskewed, despeckled: what tesseract reads."""
    gray = image.convert("L")
    angle = skew(np.asarray(gray))
    if abs(angle) >= MIN_SKEW:
        paper = int(np.median(np.asarray(gray)))
        gray = gray.rotate(-angle, resample=Image.BICUBIC, fillcolor=paper)
    out = Image.fromarray(despeckle(flatten(np.asarray(gray))))
    out.info["skew"] = angle if abs(angle) >= MIN_SKEW else 0.0  # to put boxes back (frame.py)
    return out


PREPARATION = f"missed-lines flatten deskew>={MIN_SKEW} speck<{SPECK} blot<{BLOT}@{ISOLATED} pinhole<={PINHOLE}"
"""Part of the OCR cache's key: a page read with other settings is read again."""
