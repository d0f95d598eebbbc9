"""Cleaning a page image before tesseract reads it: paper flattened, specks off, deskew, in
one pass (:func:`prepare`): one histogram and one Otsu threshold, one labelling of the ink's
connected components, shared by the flattening's stretch, the skew, the despeckling, the
letter height and, after tesseract, the recovery of missed lines and the layout's ink
support (:class:`Prepared`).

Chosen by measurement on twelve generated pages of the book's text (``make bench``'s game
pages, clean and degraded, main-text CER before the post-correction gains of the same day):

- **Paper flattened** (:func:`flatten`): each pixel divided by the local paper shade, the
  levels stretched. Without it, a grey page whose dark specks were taken off kept its salt,
  and tesseract's own Otsu threshold then fell between paper and salt: a whole page read
  as nothing.
- **No global binarisation**: tesseract binarises itself. **No full median filter**: it
  wears away the hairlines of fine print (once: degraded 3.12% -> 2.55% but clean 0.99% ->
  1.7%; on today's preparation the real pages 7.05% -> 7.13%). **Worn strokes mended**
  (:mod:`.smooth`): a pixel takes its 3×3 median's shade only when that is darker, so a
  break in a stroke is filled and no ink is taken away (the pages set independently of the
  test book, EB Garamond and the ``worn`` damage, 2.95% -> 2.37% main-text CER; the real
  pages 7.05% -> 7.06%, eleven of twenty better, seven worse, none worse than raw
  tesseract; some 25 ms a page).
- **Specks by connected components** (:func:`despeckle`): ink marks smaller than
  :data:`SPECK` of the letter height squared, and blots up to :data:`BLOT` of it with no
  letter within :data:`ISOLATED` letter heights, are painted white; pinholes inside strokes
  are filled. Degraded pages 2.84% -> 1.40%; clean pages unchanged (1.24%). Not on a page
  whose letters fall apart (:data:`FRAGMENTED`): its specks are the pieces of its letters
  (and it keeps its blots too).
- **Letter height from letter-sized marks**: the area-weighted median height of the marks
  no taller than :data:`TALLEST` of the page; on real title pages an ornament's one
  component outweighed every letter (a letter height of 748 pixels, and every letter
  despeckled away).
- **Large letters scaled down** (:func:`reading_scale`): a scan whose letters are taller
  than :data:`LARGE` pixels is read at :data:`READ_HEIGHT`; the boxes go back to the scan's
  pixels.
- **A facing page's edge** (:func:`facing_page`): the letters of a strip at the image's
  left or right edge beyond a gutter are painted out before reading, so tesseract neither
  reads them as a line's first word (``Î plus``, ``W'tenent``) nor widens the lines (on
  the real pages, a print with the facing page in the scan: 14.8% -> 12.6% main-text CER;
  no other page changed). The strip holds the letters of three lines or more: a title's last
  large capital, or a line's last word, alone beyond a gap is the page's own.
- **A gutter's shadow** (:func:`bars`): a bar down the page's height that touches the
  lines' first letters was one mark with them, taken for a drop capital the page's height
  tall and painted out with them; the bar's own columns are painted out instead, the
  letters left (the two real pages where a bar was so taken: 8.3% -> 7.9% and 12.9% ->
  9.2% main-text CER; no other page changed).
- **Deskew** (:func:`skew`) only from :data:`MIN_SKEW` degrees: below it the interpolation
  costs more than tesseract loses (deskewing every page: degraded 2.84% -> 4.38%); at 3
  degrees raw tesseract loses a point of CER, at 5 degrees it reads almost nothing.
- **Lines bent toward the gutter straightened** (:mod:`.bend`), after the deskew: a
  straight skew is the deskew's, what departs from it is the bend's. Each column of pixels
  is moved whole rows, so nothing is blurred (see the module for what it measured).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import numpy as np
from PIL import Image
from scipy import ndimage

from pipeline.ocr import bend
from pipeline.ocr.bend import Bend
from pipeline.ocr.smooth import SMOOTH, mend

SPECK = 0.02
"""A blot is a speck below this share of (typical letter height)²: a full stop at the
body size of a book is some 0.08, an i's dot 0.05."""
FRAGMENTED = 0.01
NOISE = 0.1
"""A page whose specks touching a larger mark hold FRAGMENTED of its ink or more, and those
apart from every larger mark under NOISE of it, is print that falls apart, its specks the
pieces of its letters: it is not despeckled (:func:`fragmented`; its blots far from the
letters stay too). A starved or thin print breaks its hairlines: the 80 real pages with
their ink a pixel thinner all round (a 3×3 maximum) read 19 worse than raw tesseract, the
despeckling taking their letters' pieces (6127905_f7: 573 errors, raw 288). Such pieces
hold 0.4% to 3% of those pages' ink; at most 0.39% of the real pages' as scanned but for a
title page whose engraving's hatching makes them (0.92%), 0.09% of the generated pages'
(their salt and pepper lies apart from the letters), 0.17% of the real pages faded. A
scan's grain (grey noise of 20 to 25 levels) sets specks against the letters' edges too,
1% to 6% of a page's ink, but many more apart from them (13% to 59%, where the starved
pages have 2% to 6%): such a page is despeckled (measured by a blind reading: a real page
under that grain read 198 errors not despeckled, 8 despeckled). Not despeckled, and their
letters' pieces counted as one mark (:meth:`Prepared.letter_groups`), the starved pages
read 15,607 -> 11,450 errors in all (raw tesseract 22,219), 6127905_f7 222, worse than raw
19 -> 8; no page as scanned, generated or faded is above the threshold."""
BLOT = 0.12
ISOLATED = 1.0
"""A blot smaller than BLOT of (letter height)² and further than ISOLATED letter heights
from every letter is dirt on the paper: a point or a diacritic sits by its letter."""
PINHOLE = 6
"""A paper pixel with at least this many of its 8 neighbours in ink is a pinhole in a
stroke (the scan's salt), not a counter."""
MIN_MARK = 12
"""Marks of fewer pixels than this (salt, dust) say nothing of the body's letter height:
on a short page thick with salt their ink outweighed the letters' (a generated page of four
lines and eight thousand specks measured its letters 3 pixels tall, and neither tesseract
nor we read a word of it). The measure that sets the reading scale, on a page reduced four
times, keeps them (its letters are a sixteenth of the size: the real pages' scale moved)."""
TALLEST = 0.04
"""Marks taller than this share of the page's height (ornaments, plates, drop capitals,
a rule) say nothing of the body's letter height."""
LARGE = 38
READ_HEIGHT = 32
"""Letters (in the page's own measure, :func:`_letter_height`) taller than LARGE pixels are
brought to READ_HEIGHT before reading: the generated pages' letters measure 18, a 300 dpi
octavo's some 25, Gallica's 400-600 dpi scans 40 to 60. (Bringing 40 to 24 read the real
pages' main text at 9.96% CER instead of 9.55%: only the large are scaled, and not below
32.) The measure on a quarter of the resolution goes in steps of 4 pixels. On the 20 real
pages (issue 17): scaling from above 48 read 7.05%; from above 38 (letters of 40 to 48
brought to 32 as well, five prints' pages) 6.86%, each of those pages as well or better
(72609n_f6 3.0% -> 2.1%, 15201149_f15 5.9% -> 5.3%), and faster; from above 32 as well
(36 -> 32) a page of italic went from 10.8% to 13.2%. The ten pages scaled read 6.36% at
32, 6.76% at 36, 7.14% at 28."""
SMALL = 12
SMALL_READ_HEIGHT = 18
MAX_UP = 2.0
"""A page whose letters measure below SMALL pixels at full size (a 150 dpi scan) is prepared
again brought up to SMALL_READ_HEIGHT, the generated 300 dpi pages' own size, at most MAX_UP
times: tesseract reads letters that small worse (the development pages at half their size)."""
ITALIC = 8.0
ITALIC_READ_HEIGHT = 40
"""A page whose upright strokes lean by ITALIC degrees or more (:func:`slant`) is italic, and
its large letters are brought to ITALIC_READ_HEIGHT, not READ_HEIGHT: an italic's hairlines
and joins are thinner than a roman's, and tesseract reads them worse the smaller they are.
On the real pages (issue 17), the three italic pages of large letters (two prints) read
better at 40 than at 32 (13.9% -> 11.6%, 5.5% -> 4.8%, 48.6% -> 48.1%), the roman pages
worse (two of 7.3% and 5.5% at 32 read 7.8% and 8.3% at 40); the italic pages of smaller
letters are left as they are (brought up to 40, two read better, two worse)."""
WHITE = 250
"""Paper no darker than this anywhere is left as it is by the flattening."""
GRAPHIC = 3.5
"""A mark this many letter heights tall is a drop capital or part of a graphic."""
IN_LINE = 0.25
IN_LINE_REACH = 6.0
"""A mark shaped and placed as a drop capital (letters beside its right edge) with
ROW_LETTERS letters or more on its rows whose right edges lie within IN_LINE_REACH letter
heights left of its left edge (or overlap it by a fifth of a letter height at most), the
nearest within IN_LINE letter heights (the gap from its left edge to that letter's right
edge; below zero where they overlap), stands inside a line, not at its head: a swash or a
blot run into the letters of two lines. It is left on the page for tesseract, as raw
tesseract has it; painted out, it took the letters under it and cut the lines in two (a
faded real page of issue 34: 278 errors, raw tesseract 137; left, 36; as scanned, a swash
*Z* run into the line below, 27 -> 22). On the 80 real pages, as scanned, turned and
faded, such marks have their nearest letter on the left at -0.17 to 0.12 letter heights;
the drop capitals that have three letters or more on their left (a side-note, a bracket),
at 0.38 and further (one with two, at 0.24). Only a blot that touches the letters on its
left is told so: one whose left edge falls in a word's space (0.4 letter heights and more)
is still taken for a capital."""
GATHERED_TEXT = 30
"""Two graphics' marks near each other are not gathered into one box when that box would take
in this many letter-sized marks or more that lie in neither: the text between them, as a
drop capital and a rule down the margin beside it, blurred into the lines' first letters,
made one box 47 letter heights tall that painted out the left of every line below the
capital (a faded real page of issue 34: 187 errors, raw tesseract 121; apart, 49; the box
took in 106 such marks, the first letters of fifteen lines). On the 80 real pages, as
scanned, turned and faded, a gathering otherwise takes in 9 at the most (the small pieces
of a head-piece's fleurons): the setting lies between, and a box over fewer
letters than it (the first letters of a few lines) is still gathered."""
BAR = 8.0
BAR_COLUMN = 0.6
BAR_WIDTH = 4.0
TOUCHING = 4.0
"""A mark BAR letter heights tall or more is a bar (the gutter's shadow, a scanner's edge, a
rule) with the letters that touch it when its columns that it covers for BAR_COLUMN of its
height or more, the bar's, are no wider than BAR_WIDTH letter heights, and the rest of it
no wider than TOUCHING (a word or two of italic, whose letters join): a frame round the
page, or an engraving, is wider (:func:`bars`)."""
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
    counts = histogram(gray)
    cumulative = np.cumsum(counts)
    middle = (gray.size - 1) // 2, gray.size // 2  # np.median's two middle values
    paper = float(np.searchsorted(cumulative, middle, side="right").mean())
    ink = int(counts[: max(0, math.ceil(paper - INK_CONTRAST))].sum())  # shades < paper - 64
    return ink < max(1, MIN_INK * gray.size)


def histogram(gray: np.ndarray) -> np.ndarray:
    """The count of each shade (Pillow's, from the pixels as they are: a third of
    ``np.bincount``'s time, which first widens every pixel to 64 bits)."""
    if gray.dtype != np.uint8 or gray.ndim != 2:
        return np.bincount(gray.ravel(), minlength=256)
    return np.array(Image.fromarray(np.ascontiguousarray(gray)).histogram(), dtype=np.int64)


def otsu(gray: np.ndarray) -> int:
    """The threshold that best splits ink from paper (Otsu's between-class variance)."""
    return _otsu(histogram(gray), gray)


def _otsu(counts: np.ndarray, gray: np.ndarray | None = None) -> int:
    hist = counts.astype(float)
    total = hist.sum()
    levels = np.arange(256)
    weight = np.cumsum(hist)
    mean = np.cumsum(hist * levels)
    # A threshold splits the shades only where both sides hold some: at and past the
    # lightest shade present the paper's side is empty, and the variance's numerator, zero
    # in exact arithmetic, is a rounding's crumb over zero there, an infinity that won
    # (a page turned 1.5 degrees: threshold 255, the whole page one blot of ink).
    split = (weight > 0) & (weight < total)
    if not split.any():  # one shade only: nothing to split, no ink
        return int(np.flatnonzero(hist)[0]) - 1 if total else -1
    between = np.full(256, -1.0)
    w = weight[split]
    between[split] = (mean[-1] * w / total - mean[split]) ** 2 / (w * (total - w))
    return int(np.argmax(between))


def flatten(gray: np.ndarray) -> np.ndarray:
    """The paper made white and the ink black (see :func:`_flatten`)."""
    return _flatten(gray)[0]


def _flatten(gray: np.ndarray) -> tuple[np.ndarray, int]:
    """The flattened page and its ink threshold. Each pixel is divided by the local paper
    shade, then the levels stretched so the ink's darkest centile is black. The paper's
    shade is the lightest block mean (8×8 blocks, so specks and salt weigh nothing) within
    some 60 pixels: unevenly lit, yellowed or grey paper becomes even, and salt lighter than
    the paper goes with it. The threshold is Otsu's on the flattened histogram, carried
    through the stretch (which keeps the order of shades), so nothing thresholds twice."""
    image = Image.fromarray(gray)
    blocks = np.asarray(image.reduce(8))
    paper = ndimage.maximum_filter(blocks, size=7)
    if paper.min() >= WHITE:  # white, even paper (a clean scan): nothing to divide by
        flat = gray
    else:
        paper = np.asarray(Image.fromarray(paper).resize(image.size, Image.BILINEAR))
        # one table look-up per pixel, no arithmetic: row `paper`, column `gray` (the index
        # made in numpy's own index type: ``take`` would widen a 16-bit one first, a third
        # of the look-up's time)
        flat = _DIVIDE.ravel().take((paper.astype(np.intp) << 8) | gray)
    counts = histogram(flat)
    t = _otsu(counts)
    ink = np.cumsum(counts[: max(t, 0) + 1])
    if t < 0 or ink[-1] == 0:
        return flat, t
    dark = int(np.searchsorted(ink, 0.01 * ink[-1]))
    if dark >= 200:
        return flat, t  # no ink worth the name: leave the levels
    lut = np.clip((np.arange(256) - dark) * (255 / (255 - dark)), 0, 255).astype(np.uint8)
    return np.asarray(Image.fromarray(flat).point(lut.tolist())), int(lut[t])


_DIVIDE = np.minimum(
    np.arange(256)[None, :] * 255 // np.maximum(np.arange(256)[:, None], 1), 255
).astype(np.uint8)
"""A shade divided by the paper's shade, stretched to 255: ``_DIVIDE[paper, shade]``."""


def letter_height(gray: np.ndarray) -> float:
    """The body's letter height, near enough, at any resolution (0 for a page without
    ink)."""
    labels, _ = ndimage.label(gray <= otsu(gray))
    boxes = _boxes(ndimage.find_objects(labels))
    return _letter_height(boxes, np.bincount(labels.ravel())[1:], gray.shape[0])


def runs(mask: np.ndarray) -> list[tuple[int, int]]:
    """The runs where a one-dimensional ``mask`` holds, each as its start and its stop (one
    past its last place): a line crop's bands of text rows, the white places of a channel
    between two columns."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], mask.astype(np.int8), [0]))))
    return [(int(a), int(b)) for a, b in zip(edges[::2], edges[1::2], strict=True)]


def _boxes(slices: list) -> np.ndarray:
    """Component boxes as rows (y0, y1, x0, x1)."""
    if not slices:
        return np.zeros((0, 4), dtype=np.int64)
    return np.array([(s[0].start, s[0].stop, s[1].start, s[1].stop) for s in slices])


def _letter_height(
    boxes: np.ndarray, sizes: np.ndarray, page_height: int, min_mark: int = 0
) -> float:
    """The area-weighted median height of the marks no taller than TALLEST of the page:
    letters outweigh the dust however many specks a sparse page (a title, a table) has, and
    an ornament weighs nothing."""
    if not len(boxes):
        return 0.0
    heights = boxes[:, 1] - boxes[:, 0]
    not_tall = heights <= max(8, TALLEST * page_height)
    fits = not_tall & (sizes >= min_mark)
    if not fits.any():
        fits = not_tall  # a page of dust alone: as it is
    heights, sizes = heights[fits], sizes[fits]
    if not len(heights):
        return 0.0
    order = np.argsort(heights, kind="stable")
    weight = np.cumsum(sizes[order])
    return float(heights[order][np.searchsorted(weight, weight[-1] / 2)])


@dataclass
class Prepared:
    """A page made ready for tesseract, with what the one pass found on it."""

    image: Image.Image
    """Greyscale, flattened, deskewed, despeckled: what tesseract reads."""
    labels: np.ndarray
    """The ink's connected components (0 is paper), numbered from 1."""
    boxes: np.ndarray
    """Each component's box, (y0, y1, x0, x1), row k for label k + 1."""
    sizes: np.ndarray
    kept: np.ndarray
    """Each component: ink that stays (False for a speck painted out)."""
    height: float
    """The body's letter height in pixels."""
    angle: float
    """The skew the page was turned by (0 when below MIN_SKEW)."""
    bar_marks: np.ndarray
    """Each component: a bar (:func:`bars`: a gutter's shadow and the letters it touches),
    its own columns painted out of a page that is not plain, found on a plain one too."""
    zones: list[tuple[str, tuple[int, int, int, int]]] = field(default_factory=list)
    """Drop capitals and graphics, ("dropcap" or "graphic", (x0, y0, x1, y1)): painted out
    of the image, so tesseract neither invents letters in an ornament nor joins a drop
    capital's woodcut to the words beside it."""
    content: tuple[int, int, int, int] = (0, 0, 0, 0)
    """The box (x0, y0, x1, y1) of the kept ink and a margin of two letter heights: what
    tesseract is given to read (the empty paper round it only costs time)."""
    scale: float = 1.0
    """The prepared page's size over the scan's (below 1 for a scan of large letters);
    boxes here are in the prepared page's pixels, :func:`pipeline.ocr.hocr.rescale` takes
    the hOCR back to the scan's."""
    painted: list[tuple[np.ndarray, np.ndarray]] = field(default_factory=list)
    """For each zone, in their order, when the zones were painted out (none when they hold
    the text, :func:`holds_the_text`): its pixels as they were and the marks it took, what
    :meth:`unpaint` puts back."""
    bend: Bend | None = None
    """The bend its lines were straightened by (:mod:`.bend`; None when they were straight):
    boxes here are in the straightened page's frame, :func:`pipeline.ocr.frame.unbend_hocr`
    takes the hOCR back to the scan's."""
    fragmented: bool = False
    """Whether the page's letters fall apart (:func:`fragmented`): not despeckled, and a
    letter's pieces are one mark where marks are counted (:meth:`letter_groups`)."""

    def unpaint(self, k: int) -> Prepared:
        """The page with zone ``k`` put back as it was (its pixels, its marks kept) and no
        longer a zone: a title's word of large capitals set close, which :func:`graphics`
        cannot tell from a band of fleurons by their shapes, and tesseract can by reading
        it (:func:`pipeline.ocr.pages.lettered_bands`)."""
        _, (x0, y0, x1, y1) = self.zones[k]
        pixels, marks = self.painted[k]
        out = np.array(self.image)
        out[y0:y1, x0:x1] = np.minimum(out[y0:y1, x0:x1], mend(pixels) if SMOOTH else pixels)
        kept = self.kept.copy()
        kept[marks] = True
        return replace(
            self,
            image=Image.fromarray(out),
            kept=kept,
            zones=self.zones[:k] + self.zones[k + 1 :],
            painted=self.painted[:k] + self.painted[k + 1 :],
            content=_content(self.boxes, kept, self.height, out.shape),
        )

    def letters(self) -> np.ndarray:
        """Indices of the kept components of letter height or more (half of it)."""
        tall = self.boxes[:, 1] - self.boxes[:, 0] >= 0.5 * self.height
        return np.flatnonzero(self.kept & tall & (self.sizes >= 12))

    def letter_groups(self) -> np.ndarray:
        """Each component's letter, numbered from 1 (0 for a mark not kept): on a page whose
        letters fall apart, the kept marks within two pixels of one another (their ink grown
        by a pixel all round meets) are one letter's pieces; elsewhere each mark is its own."""
        if not self.fragmented:
            return np.where(self.kept, np.arange(1, len(self.kept) + 1), 0)
        ink = self.labels > 0
        ink[ink] = self.kept[self.labels[ink] - 1]
        grown, _ = ndimage.label(ndimage.binary_dilation(ink, np.ones((3, 3), dtype=bool)))
        index = np.arange(1, len(self.kept) + 1)  # a mark lies wholly in its grown group
        group = np.asarray(ndimage.maximum(grown, self.labels, index), dtype=np.int64)
        return np.where(self.kept, group, 0)

    def graphic_marks(self) -> np.ndarray:
        """Indices of the kept components of a graphic's size and density (an engraving
        left on the page because it frames the text, a drop capital read plain), not a bar
        (a gutter's shadow is no graphic: its letters are the lines')."""
        graphic = self.kept & _graphic_sized(self.boxes, self.sizes, self.height)
        return np.flatnonzero(graphic & ~self.bar_marks)


def reading_scale(gray: Image.Image) -> float:
    """The factor that brings the page's letters to READ_HEIGHT (1 when they are not
    taller than LARGE): a library's 400-600 dpi scan has letters twice the height tesseract
    needs, and reading them at that size only costs time. Estimated on a quarter of the
    resolution, from the same measure of letter height."""
    small = np.asarray(gray.reduce(4))
    ink = small <= otsu(small)
    labels, n = ndimage.label(ink)
    if n == 0:
        return 1.0
    boxes = _boxes(ndimage.find_objects(labels))
    height = 4 * _letter_height(boxes, np.bincount(labels.ravel())[1:], small.shape[0])
    if height <= LARGE:
        return 1.0
    if abs(slant(small)) >= ITALIC:
        return min(1.0, ITALIC_READ_HEIGHT / height)
    return READ_HEIGHT / height


def slant(gray: np.ndarray) -> float:
    """The slant of the page's upright strokes in degrees (about 0 for roman, 11 to 18 for
    the italic of the real pages): the commonest direction, within 40 degrees of the
    vertical, of the strongest edges (a twentieth of the pixels), their gradients weighted by
    their strength."""
    g = gray.astype(np.float32)
    gx, gy = ndimage.sobel(g, axis=1), ndimage.sobel(g, axis=0)
    strength = np.hypot(gx, gy)
    strong = strength > np.percentile(strength, 95)
    angle = (np.degrees(np.arctan2(gy[strong], gx[strong])) + 90) % 180 - 90
    upright = np.abs(angle) < 40
    counts, edges = np.histogram(
        angle[upright], bins=80, range=(-40, 40), weights=strength[strong][upright]
    )
    k = int(np.argmax(ndimage.gaussian_filter1d(counts, 2)))
    return float((edges[k] + edges[k + 1]) / 2)


def prepare(image: Image.Image, scale: float | None = None, plain: bool = False) -> Prepared:
    """Scale, flatten, threshold, deskew, label, despeckle: each once (twice for a page of
    small letters, :data:`SMALL`, prepared again at a working size; the labelling twice on
    a page whose bent lines are straightened). ``plain``: scaled, flattened and despeckled
    only, nothing turned, straightened or painted out (a facing page's edge, the graphics):
    the page read again when the first reading lost its text
    (:func:`pipeline.ocr.pages.read_image`)."""
    gray_image = image.convert("L")
    original = gray_image
    scale = reading_scale(gray_image) if scale is None else scale
    if scale != 1:
        size = (round(gray_image.width * scale), round(gray_image.height * scale))
        if scale < 1:
            gray_image = gray_image.resize(size, Image.BILINEAR, reducing_gap=2.0)
        else:
            gray_image = gray_image.resize(size, Image.BICUBIC)
    gray = np.asarray(gray_image)
    flat, t = _flatten(gray)
    ink = flat <= t
    angle = 0.0 if plain else _skew(ink)
    if abs(angle) >= MIN_SKEW:
        turned = Image.fromarray(flat).rotate(-angle, resample=Image.BICUBIC, fillcolor=255)
        flat = np.asarray(turned)
        ink = flat <= t
    else:
        angle = 0.0
    labels, n, boxes, marks, height = _labelled(ink)
    if scale == 1 and 0 < height < SMALL:
        return prepare(original, min(MAX_UP, SMALL_READ_HEIGHT / height), plain)
    bent = None if plain else bend.estimate(ink, height)
    if bent is not None:  # its lines made level, and their marks found again
        flat = bent.straighten(flat)
        ink = flat <= t
        labels, n, boxes, marks, height = _labelled(ink)
    kept, bar, broken = np.ones(n, dtype=bool), np.zeros(n, dtype=bool), False
    out, zones = flat, []
    painted: list[tuple[np.ndarray, np.ndarray]] = []
    if n and height:
        speck, broken = _specks(marks, boxes, height)
        kept = ~speck
        if not plain:
            kept &= ~facing_page(boxes, kept & letter_sized(boxes, marks.sizes, height), height)
        out = _paint(flat, marks, kept)
        bar = bars(labels, boxes, marks.sizes, kept, height, None if plain else out)
        zones = [] if plain else graphics(boxes, marks.sizes, kept & ~bar, height)
        cy, cx = (boxes[:, 0] + boxes[:, 1]) / 2, (boxes[:, 2] + boxes[:, 3]) / 2
        inside = np.zeros(n, dtype=bool)
        for _, (x0, y0, x1, y1) in zones:
            inside |= (cy >= y0) & (cy < y1) & (cx >= x0) & (cx < x1)
        if not holds_the_text(boxes, marks.sizes, kept, inside, height):
            through = lines_through(boxes, marks.sizes, kept, inside, height)
            before = out.copy() if through.any() else out
            for _, (x0, y0, x1, y1) in zones:
                within = (cy >= y0) & (cy < y1) & (cx >= x0) & (cx < x1)
                painted.append((out[y0:y1, x0:x1].copy(), np.flatnonzero(kept & within & ~through)))
                out[y0:y1, x0:x1] = 255
            for k in np.flatnonzero(through):  # its box as it was, but for others' ink
                y0, y1, x0, x1 = boxes[k]
                own = labels[y0:y1, x0:x1]
                own = (own == 0) | (own == k + 1)
                out[y0:y1, x0:x1][own] = before[y0:y1, x0:x1][own]
            kept &= ~inside | through
    content = _content(boxes, kept, height, out.shape)
    image = Image.fromarray(mend(out) if SMOOTH else out)
    return Prepared(
        image,
        labels,
        boxes,
        marks.sizes,
        kept,
        height,
        angle,
        bar,
        zones=zones,
        content=content,
        scale=scale,
        painted=painted,
        fragmented=broken,
        bend=bent,
    )


def _labelled(ink: np.ndarray) -> tuple[np.ndarray, int, np.ndarray, Marks, float]:
    """The ink's connected components (labels and their count), their boxes, their pixels
    (:class:`Marks`) and the body's letter height measured on them."""
    labels, n = ndimage.label(ink)
    boxes = _boxes(ndimage.find_objects(labels))
    marks = Marks(ink, labels, n)
    return labels, n, boxes, marks, _letter_height(boxes, marks.sizes, ink.shape[0], MIN_MARK)


def _content(
    boxes: np.ndarray, kept: np.ndarray, height: float, shape: tuple[int, ...]
) -> tuple[int, int, int, int]:
    """The box (x0, y0, x1, y1) of the kept marks and a margin of two letter heights, within
    the page (the whole page when nothing is kept)."""
    if not kept.any():
        return (0, 0, shape[1], shape[0])
    pad = round(2 * max(height, 8))
    b = boxes[kept]
    return (
        max(0, int(b[:, 2].min()) - pad),
        max(0, int(b[:, 0].min()) - pad),
        min(shape[1], int(b[:, 3].max()) + pad),
        min(shape[0], int(b[:, 1].max()) + pad),
    )


def letter_sized(boxes: np.ndarray, sizes: np.ndarray, height: float) -> np.ndarray:
    """Which marks are letters or parts of letters (half the letter height or more)."""
    return (boxes[:, 1] - boxes[:, 0] >= 0.5 * height) & (sizes >= 12)


FACING = 0.12
"""A facing page's edge in the scan is a strip of letters no wider than this share of the
page, from the image's edge."""
GUTTER = 0.5
VALLEY = 0.2
FACING_LINES = 3
"""A facing page's edge holds the letters of several lines, FACING_LINES or more (or its dark
edge, as tall as they are); a strip of fewer is a word or a capital of the page's own: a
title page's large *MAISONS* stands alone at the ink's right edge, its *S* beyond a gap as
wide as a letter, and was painted out as the facing page; so was a line's last word, *de*,
on a generated page whose other lines end short of it."""


def facing_page(boxes: np.ndarray, letters: np.ndarray, height: float) -> np.ndarray:
    """The marks of a facing page's edge: letters in a strip that starts at the image's left
    (right) edge, no wider than FACING of the page, and ends in a gutter, a band at least
    GUTTER letter heights wide where the columns hold under VALLEY of the letters the text
    block's columns usually do (an italic's swash may cross it), and holds letters of
    FACING_LINES lines or more. A marginal note, which stands off the image's edge, is not
    taken."""
    taken = np.zeros(len(boxes), dtype=bool)
    if not letters.any() or not height:
        return taken
    b = boxes[letters]
    width = int(boxes[:, 3].max())
    cover = np.zeros(width + 1, dtype=np.int64)
    np.add.at(cover, b[:, 2], 1)
    np.add.at(cover, b[:, 3], -1)
    cover = np.cumsum(cover)[:width]
    inked = cover[cover > 0]
    low = VALLEY * float(np.median(inked))
    reach = int(FACING * width)
    for flip in (False, True):
        c = cover[::-1] if flip else cover
        start = int(np.argmax(c > low))
        if start > 0.01 * width:
            continue  # ink does not reach the image's edge: no facing page there
        run, end = 0, None
        for x in range(start, reach):
            run = run + 1 if c[x] <= low else 0
            if run >= GUTTER * height:
                end = x - run + 1
                break
        if end is None or end - start < 0.5 * height:
            continue
        cut = end + run // 2  # the middle of the gutter
        x0, x1 = (width - boxes[:, 3], width - boxes[:, 2]) if flip else (boxes[:, 2], boxes[:, 3])
        strip = (x1 <= cut) & ((x0 + x1) / 2 < end)
        if _rows(boxes[strip & letters], height) >= FACING_LINES:
            taken |= strip
    return taken


def _rows(boxes: np.ndarray, height: float) -> int:
    """How many rows of letters the marks stand in: their middles sorted, a row ending where
    the next middle is more than a letter height lower; a mark BAR letter heights tall or
    more (the dark edge of the scan or of the facing page) stands for as many rows as it is
    tall."""
    tall = boxes[:, 1] - boxes[:, 0]
    bar = tall >= BAR * height
    rows = int((tall[bar] / height).sum())
    if not (~bar).any():
        return rows
    middles = np.sort((boxes[~bar, 0] + boxes[~bar, 1]) / 2)
    return rows + 1 + int((np.diff(middles) > height).sum())


def bars(
    labels: np.ndarray,
    boxes: np.ndarray,
    sizes: np.ndarray,
    kept: np.ndarray,
    height: float,
    out: np.ndarray | None,
) -> np.ndarray:
    """Which marks are bars (:data:`BAR`): the bar's own columns painted white in ``out``, in
    place (when given: a plain page is not painted), and the rest of the mark, the first or
    last letters of lines that touch it, left for tesseract. A bound book's gutter shadow
    runs the page's height beside the text and touches the letters that come near it; as
    one mark with them it was taken for a drop capital the page's height tall, and its box
    painted out took the lines' first letters with it (``oncez`` for *Prononcez*, on a real
    page of issue 34). Such a mark is no
    graphic (:func:`graphics`). Only a bar that would be one is taken out: one that is not
    (a thin rule down the gutter, touching nothing) is left to tesseract as before, for
    painting it out moved tesseract's lines on pages that read well with it (on the real
    pages, 4.0% to 10.9% CER on one)."""
    h = boxes[:, 1] - boxes[:, 0]
    w = boxes[:, 3] - boxes[:, 2]
    found = np.zeros(len(boxes), dtype=bool)
    candidates = kept & (h >= BAR * height) & (w <= (BAR_WIDTH + TOUCHING) * height)
    for k in np.flatnonzero(candidates & _graphic_sized(boxes, sizes, height)):
        y0, y1, x0, x1 = (int(v) for v in boxes[k])
        own = labels[y0:y1, x0:x1] == k + 1
        columns = own.sum(axis=0) >= BAR_COLUMN * (y1 - y0)
        wide = int(columns.sum())
        if not wide or wide > BAR_WIDTH * height or (x1 - x0) - wide > TOUCHING * height:
            continue  # a brace, a long bracket (not dense down its height), an engraving
        found[k] = True
        if out is not None:
            region = out[y0:y1, x0:x1]
            region[own & columns[None, :]] = 255
    return found


def _graphic_sized(boxes: np.ndarray, sizes: np.ndarray, height: float) -> np.ndarray:
    """Which marks are a graphic's size and density (:func:`graphics`)."""
    h = boxes[:, 1] - boxes[:, 0]
    w = boxes[:, 3] - boxes[:, 2]
    fill = sizes / np.maximum(1, h * w)
    return (h >= GRAPHIC * height) & (w >= 1.5 * height) & (fill >= 0.1)


def graphics(
    boxes: np.ndarray, sizes: np.ndarray, kept: np.ndarray, height: float
) -> list[tuple[str, tuple[int, int, int, int]]]:
    """Drop capitals and graphics: marks taller than GRAPHIC letter heights and wider than
    one and a half (not a rule, not a brace, not a title's capital, which stays under three
    heights), dense (a frame round the page is not), gathered with their neighbours within
    a letter height, unless their box would take in the text between them
    (:data:`GATHERED_TEXT`). A gathering about as wide as tall (no more than 1.6 times as
    wide, nor 3 times as tall: a rule down the margin is no capital), with letters beside its
    right edge, is a drop capital, unless letters run up to its left edge on its rows: it is
    then ink inside a line (:data:`IN_LINE`), left on the page; any other is a graphic (an
    ornament, a band of fleurons, a plate). Marks that stand in one row as the letters of a
    word do (:func:`capitals_row`) are a title in large capitals, neither: they are left for
    tesseract to read. Gatherings kept apart may overlap (the rule beside the capital): a
    band put back (:meth:`Prepared.unpaint`, only of a band wider than tall) gives back the
    pixels of its own box."""
    big = np.flatnonzero(kept & _graphic_sized(boxes, sizes, height))
    big = big[~capitals_row(boxes[big], height)]
    regions = [
        [int(boxes[k, 2]), int(boxes[k, 0]), int(boxes[k, 3]), int(boxes[k, 1])] for k in big
    ]
    h = boxes[:, 1] - boxes[:, 0]
    small = kept & (h < 2 * height) & (h >= 0.5 * height)
    cy, cx = (boxes[:, 0] + boxes[:, 1]) / 2, (boxes[:, 2] + boxes[:, 3]) / 2

    def holding(r: list[int]) -> np.ndarray:
        return small & (cx >= r[0]) & (cx < r[2]) & (cy >= r[1]) & (cy < r[3])

    merged = True
    while merged:  # gather overlapping or touching marks (a handful per page)
        merged = False
        for i in range(len(regions)):
            for j in range(i + 1, len(regions)):
                a, b = regions[i], regions[j]
                if not (
                    a[0] - height <= b[2]
                    and b[0] - height <= a[2]
                    and a[1] - height <= b[3]
                    and b[1] - height <= a[3]
                ):
                    continue
                union = [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])]
                if (holding(union) & ~holding(a) & ~holding(b)).sum() >= GATHERED_TEXT:
                    continue  # (their box would take in the text between them)
                regions[i] = union
                del regions[j]
                merged = True
                break
            if merged:
                break
    out = []
    for x0, y0, x1, y1 in sorted(regions, key=lambda r: (r[1], r[0])):
        beside = (
            small & (cy > y0) & (cy < y1) & (boxes[:, 2] >= x1) & (boxes[:, 2] < x1 + 3 * height)
        )
        square = x1 - x0 <= 1.6 * (y1 - y0) and y1 - y0 <= 3 * (x1 - x0)
        if not (square and beside.sum() >= 3):
            out.append(("graphic", (x0, y0, x1, y1)))
            continue
        before = small & (cy > y0) & (cy < y1) & (boxes[:, 3] <= x0 + 0.2 * height)
        before &= boxes[:, 3] > x0 - IN_LINE_REACH * height
        if before.sum() >= ROW_LETTERS and boxes[before, 3].max() > x0 - IN_LINE * height:
            continue  # letters run up to it on its rows: ink within a line, no capital
        out.append(("dropcap", (x0, y0, x1, y1)))
    return out


READ_AGAIN = 0.4
"""A page whose main text lies over less than this share of its letters is read again, plain
(:func:`pipeline.ocr.pages.main_text_share`)."""
FRAMED = 0.5
"""Graphics that hold this share of the page's letters or more frame its text: an engraved
title page, whose title stands in a cartouche of the engraving (:func:`holds_the_text`)."""


def holds_the_text(
    boxes: np.ndarray, sizes: np.ndarray, kept: np.ndarray, inside: np.ndarray, height: float
) -> bool:
    """Whether the graphics found (``inside``: the marks within their boxes) hold FRAMED or
    more of the page's letter-shaped marks (half to twice the letter height, narrower than
    two): they are then left on the page for tesseract, as raw tesseract has them, not
    painted out with the text they frame. On the 80 real pages of issue 34 the graphics
    hold 0 to 12 per cent of a page's letters, and 96 per cent on the engraved title page
    (``Les Marguerites françoyses`` in its cartouche, of which the painted page kept no
    letter: 92 per cent CER, raw tesseract 63)."""
    letter = letter_shaped(boxes, sizes, kept, height)
    return bool(letter.any()) and (letter & inside).sum() >= FRAMED * letter.sum()


def letter_shaped(
    boxes: np.ndarray, sizes: np.ndarray, kept: np.ndarray, height: float
) -> np.ndarray:
    """Which kept marks are shaped as a letter: half to twice the letter height tall,
    narrower than two, of MIN_MARK pixels or more."""
    h = boxes[:, 1] - boxes[:, 0]
    w = boxes[:, 3] - boxes[:, 2]
    return kept & (h >= 0.5 * height) & (h < 2 * height) & (w < 2 * height) & (sizes >= MIN_MARK)


def lines_through(
    boxes: np.ndarray, sizes: np.ndarray, kept: np.ndarray, inside: np.ndarray, height: float
) -> np.ndarray:
    """Which marks within the graphics (``inside``) are letters of lines that run on outside
    them, left on the page (as they were, and kept) when the graphics' boxes are painted
    out: a library's stamp whose box takes in the end of a title page's line; a drop
    capital whose box reaches into the lines beside it (a letter run into the woodcut makes
    one mark of them, and the letters after it were painted out with it: 72266c_f3 lost
    ``pa`` of *parties* and ``ritu`` of *rituel*, which raw tesseract reads).

    Such a letter is letter-shaped and reached from a line outside through letters of its
    row, each from the next by less than STEP letter heights (the word the box cuts, not the
    next across a word's space: a woodcut's border breaks into pieces level with the lines,
    two thirds of a letter height from their first letters on the real pages), its middle
    within LEVEL letter heights of the line's (a stamp's own letter, turned with its ring,
    is not; a p's or an l's middle lies some 0.4 from the line's). A line is LINE_LETTERS
    letters or more chained across words' spaces (less than SPACE letter heights apart),
    its middle a straight fit of theirs that slopes by less than MIN_SKEW (a page turned by
    less is not deskewed) with LEVEL_SHARE of them on it: an ornament's pieces, on a print
    whose ink falls apart, chain as letters do, along a stem's slope. The accents and stops
    (smaller than STEP letter heights each way) within STEP of a letter left go with it.
    Only a word the box cuts is found: a word wholly in the box, or one beyond a letter two
    letter heights wide, is painted out as before."""
    h = boxes[:, 1] - boxes[:, 0]
    w = boxes[:, 3] - boxes[:, 2]
    letter = letter_shaped(boxes, sizes, kept, height)
    reached = np.zeros(len(boxes), dtype=bool)
    if not (letter & inside).any():
        return reached
    middle = (boxes[:, 0] + boxes[:, 1]) / 2
    row_letters = np.flatnonzero(letter)
    b, tall = boxes[row_letters], h[row_letters]

    def row(k: int, reach: float) -> np.ndarray:
        """The letters level with k and within ``reach`` of it."""
        overlap = np.minimum(b[:, 1], boxes[k, 1]) - np.maximum(b[:, 0], boxes[k, 0])
        gap = np.maximum(b[:, 2] - boxes[k, 3], boxes[k, 2] - b[:, 3])
        same = (overlap > 0.5 * np.minimum(tall, h[k])) & (gap < reach)
        return row_letters[same & (row_letters != k)]

    across = (boxes[:, 2] + boxes[:, 3]) / 2
    lines: dict[int, tuple[float, float] | None] = {}  # an outside letter: its line, or None

    def line(k: int) -> tuple[float, float] | None:
        """The line the outside letter k is in, as its middle's slope and height at x = 0
        (a page turned by less than MIN_SKEW is not deskewed), None when the letters chained
        with it across words' spaces are not a line's: fewer than LINE_LETTERS, their fit
        sloping by MIN_SKEW or more, or less than LEVEL_SHARE of them level with it (an
        ornament's pieces)."""
        if k not in lines:
            chain, todo = {k}, [k]
            while todo:
                for j in row(todo.pop(), SPACE * height):
                    if not inside[j] and j not in chain:
                        chain.add(j)
                        todo.append(j)
            found = None
            if len(chain) >= LINE_LETTERS:
                members = sorted(chain)
                x, y = across[members], middle[members]
                fit = np.polyfit(x, y, 1)
                level = np.abs(y - np.polyval(fit, x)) <= LEVEL * height
                straight = abs(fit[0]) <= math.tan(math.radians(MIN_SKEW))  # (not a stem of leaves)
                if straight and level.mean() >= LEVEL_SHARE:  # fitted again to its level letters
                    slope, at = np.polyfit(x[level], y[level], 1)
                    found = (float(slope), float(at))
            lines.update(dict.fromkeys(chain, found))
        return lines[k]

    def on(j: int, fit: tuple[float, float]) -> bool:
        """Whether the letter j's middle lies within LEVEL letter heights of the line's."""
        return abs(middle[j] - (fit[0] * across[j] + fit[1])) <= LEVEL * height

    frontier: list[tuple[int, tuple[float, float]]] = []
    for k in row_letters[inside[row_letters]]:
        for j in row(k, STEP * height):
            fit = None if inside[j] else line(j)
            if fit is not None and on(k, fit):
                reached[k] = True
                frontier.append((k, fit))
                break
    while frontier:
        k, fit = frontier.pop()
        for j in row(k, STEP * height):
            if inside[j] and not reached[j] and on(j, fit):
                reached[j] = True
                frontier.append((j, fit))
    left = boxes[reached]  # and their accents and stops, the marks too small for letters
    small = (h < STEP * height) & (w < STEP * height)
    for k in np.flatnonzero(kept & inside & ~letter & small):
        dy = np.maximum(left[:, 0] - boxes[k, 1], boxes[k, 0] - left[:, 1])
        dx = np.maximum(left[:, 2] - boxes[k, 3], boxes[k, 2] - left[:, 3])
        reached[k] = bool(((dy < STEP * height) & (dx < STEP * height)).any())
    return reached


LEVEL = 0.45
LEVEL_SHARE = 0.8
LINE_LETTERS = 6
SPACE = 1.5
STEP = 0.5
"""A letter within a graphic's box is a line's when level with it and near it
(:func:`lines_through`)."""

ROW_LETTERS = 3
"""So many large marks standing in one row, each shaped as a letter, are a word of capitals."""
BAND = 2.0
"""A graphic this many times as wide as it is tall is a band: of fleurons, or a title's word
of large capitals set close (:func:`pipeline.ocr.pages.lettered_bands`)."""
BAND_HEIGHT = 48
LETTERED = 70
"""A band brought to BAND_HEIGHT pixels tall and read as one line with LETTERED confidence or
more, ROW_LETTERS letters or more, is a word of capitals: the real pages' bands of fleurons
and head-pieces read 52 at the most (two letters), the rest 34 and less; a title's large
capitals set close (generated: three words, two faces, clean and worn) 86 to 90. At their
own size (185 pixels tall) the capitals read 28 to 49: tesseract reads a line of ordinary
height better."""
SPACED = 0.2


def capitals_row(big: np.ndarray, height: float) -> np.ndarray:
    """Which of the big marks (boxes as rows y0, y1, x0, x1) are the capitals of a title set
    large: at least ROW_LETTERS of them, apart from one another, no wider than a capital is
    (1.6 times its height: an *M*), their tops and feet level (within a fifth of their height)
    and their heights alike (within a fifth), spaced as a title's capitals are (each from the
    next by SPACED of their height or more: a head-piece's fleurons, in the real pages as
    level and as tall, stand 1 to 8 pixels apart at 140 pixels tall; *PRINCES.* 84 to 96 at
    155), and every large mark across the row one of them (a band's fleurons alternate in
    height: every other one is level). A title's *PRINCES.* of capitals five letter
    heights tall was painted out as seven graphics, and read by nobody; an ornament's marks
    are not of one height on one line, nor shaped as letters, and a drop capital stands
    alone. Spaced capitals, which a title page sets, are separate marks; capitals that touch
    are one mark as wide as a word, and stay a graphic."""
    out = np.zeros(len(big), dtype=bool)
    h = big[:, 1] - big[:, 0]
    w = big[:, 3] - big[:, 2]
    letter = w <= 1.6 * h
    for k in np.flatnonzero(letter):
        tol = 0.2 * h[k]
        level = (
            letter
            & (np.abs(big[:, 0] - big[k, 0]) <= tol)
            & (np.abs(big[:, 1] - big[k, 1]) <= tol)
            & (np.abs(h - h[k]) <= tol)
        )
        overlap = np.minimum(big[:, 1], big[k, 1]) - np.maximum(big[:, 0], big[k, 0])
        if level.sum() < ROW_LETTERS or (level != (overlap > 0.5 * h)).any():
            continue  # (not every large mark across the row is a level capital)
        xs = np.sort(big[level, 2])
        ends = np.sort(big[level, 3])
        gaps = xs[1:] - ends[:-1]
        if ((gaps >= SPACED * h[k]) & (gaps <= 3 * h[k])).all():
            out |= level
    return out


class Marks:
    """The ink's pixels (a tenth of the page or less) with the component each belongs to:
    what the despeckling reads and paints, without a pass over the whole page's labels."""

    def __init__(self, ink: np.ndarray, labels: np.ndarray, n: int) -> None:
        self.ink = ink
        self.where = np.flatnonzero(ink)
        """Each ink pixel's index in the page (row-major)."""
        self.owner = labels.ravel().take(self.where)
        """Each ink pixel's component (from 1)."""
        self.sizes = np.bincount(self.owner, minlength=n + 1)[1:]
        """Each component's pixel count."""

    def of(self, chosen: np.ndarray) -> np.ndarray:
        """The page indices of the pixels of the chosen components (one flag each)."""
        return self.where[chosen.take(self.owner - 1)]


def _specks(marks: Marks, boxes: np.ndarray, height: float) -> tuple[np.ndarray, bool]:
    """Which components are specks: tiny, or small and far from every letter; none on a
    page whose letters fall apart (:func:`fragmented`, the second of the pair)."""
    sizes = marks.sizes
    speck = sizes < max(2.0, SPECK * height * height)
    if fragmented(marks, speck):  # the specks are the letters' pieces
        return np.zeros(len(sizes), dtype=bool), True
    small = sizes < BLOT * height * height
    candidates = np.flatnonzero(small & ~speck)
    if not len(candidates):
        return speck, False
    # letter pixels in any window, from one summed-area table: a blot with no letter within
    # ISOLATED letter heights is dirt on the paper
    # (at a quarter of the resolution, a cell holding any letter pixel: the reach is a
    # letter height, some 40 pixels)
    page_rows, page_cols = marks.ink.shape
    rows, cols = -(-page_rows // 4), -(-page_cols // 4)
    y, x = np.divmod(marks.of(~small), page_cols)
    grid = np.zeros((rows, cols), dtype=bool)
    grid[y // 4, x // 4] = True
    table = np.pad(grid, ((1, 0), (1, 0))).cumsum(0, dtype=np.int32).cumsum(1)
    reach = ISOLATED * height
    b = boxes[candidates]
    y0 = np.clip(np.floor((b[:, 0] - reach) / 4), 0, rows).astype(int)
    y1 = np.clip(np.ceil((b[:, 1] + reach) / 4), 0, rows).astype(int)
    x0 = np.clip(np.floor((b[:, 2] - reach) / 4), 0, cols).astype(int)
    x1 = np.clip(np.ceil((b[:, 3] + reach) / 4), 0, cols).astype(int)
    near = table[y1, x1] - table[y0, x1] - table[y1, x0] + table[y0, x0]
    alone = candidates[near == 0]
    speck[alone[~_in_a_row(marks, boxes, candidates, alone, (rows, cols), height)]] = True
    return speck, False


def fragmented(marks: Marks, speck: np.ndarray) -> bool:
    """Whether the page's letters fall apart: its specks (``speck``) that touch a larger
    mark at a corner (8-connected to it; 4-connected they would be one component: a
    hairline broken to a diagonal) hold :data:`FRAGMENTED` of the page's ink or more, and
    the specks apart from every larger mark under :data:`NOISE` of it. Only the specks'
    pixels' neighbours are looked at: a dilation of the whole page took 0.6 s of CPU on a
    scan of 25 million pixels, this 0.07 s."""
    ink = len(marks.where)
    if not ink or not speck.any():
        return False
    rows, cols = marks.ink.shape
    body = np.zeros((rows + 2, cols + 2), dtype=bool)  # the larger marks, a margin round
    y, x = np.divmod(marks.of(~speck), cols)
    body[y + 1, x + 1] = True
    pixels = marks.of(speck)
    y, x = np.divmod(pixels, cols)
    near = np.zeros(len(pixels), dtype=bool)
    for dy in (0, 1, 2):
        for dx in (0, 1, 2):
            near |= body[y + dy, x + dx]
    touching = np.zeros(len(speck) + 1, dtype=bool)
    touching[marks.owner[np.searchsorted(marks.where, pixels[near])]] = True
    pieces = marks.sizes[speck & touching[1:]].sum()
    apart = marks.sizes[speck & ~touching[1:]].sum()
    return bool(pieces >= FRAGMENTED * ink and apart < NOISE * ink)


SMALL_TYPE = 0.3
"""A mark this share of its line's height or more is one of the line's letters, for the ink
support, when the line's type is smaller than the page's body (a line half the body's
letter height or taller: a sliver of dirt read as a line, 8 or 12 pixels tall against
letters of 34 or 36, keeps the body's measure)."""
SMALL_LETTER = 0.3
"""A blot this share of the letter height or taller may be a letter of smaller type (a title
page's small roman under its capitals: 0.44); dust, a rule's or the paper edge's fragments
are lower (a title page's top edge, 2 to 8 pixels against 31)."""


def _in_a_row(
    marks: Marks,
    boxes: np.ndarray,
    blots: np.ndarray,
    alone: np.ndarray,
    grid: tuple[int, int],
    height: float,
) -> np.ndarray:
    """Which of the blots far from every letter (``alone``, among ``blots``) have another
    letter-tall blot beside them on their row, within their own height: the letters of a line of small
    type, which a page of larger type measures as blots (a title page whose capitals set the
    letter height: its imprint's small letters, 14 pixels tall beside capitals of 32, were
    painted out and the line read ``Où font cont es Ieux`` for *Où ſont contenus les
    Ieux*). Dirt on the paper lies alone."""
    rows, cols = grid
    tall = boxes[:, 1] - boxes[:, 0]
    letter = np.zeros(len(boxes), dtype=bool)
    letter[blots] = tall[blots] >= SMALL_LETTER * height
    y, x = np.divmod(marks.of(letter), marks.ink.shape[1])
    cells = np.zeros(grid, dtype=bool)
    cells[y // 4, x // 4] = True
    table = np.pad(cells, ((1, 0), (1, 0))).cumsum(0, dtype=np.int32).cumsum(1)

    def count(y0: np.ndarray, y1: np.ndarray, x0: np.ndarray, x1: np.ndarray) -> np.ndarray:
        y0, y1 = np.clip(y0 // 4, 0, rows), np.clip(-(-y1 // 4), 0, rows)
        x0, x1 = np.clip(x0 // 4, 0, cols), np.clip(-(-x1 // 4), 0, cols)
        return table[y1, x1] - table[y0, x1] - table[y1, x0] + table[y0, x0]

    b = boxes[alone]
    reach = np.maximum(b[:, 1] - b[:, 0], 4)
    beside = count(b[:, 0], b[:, 1], b[:, 2] - reach, b[:, 3] + reach)
    own = count(b[:, 0], b[:, 1], b[:, 2], b[:, 3])
    return letter[alone] & (beside > own)


def _paint(flat: np.ndarray, marks: Marks, kept: np.ndarray) -> np.ndarray:
    """Specks painted white, pinholes filled with the ink's median shade."""
    out = flat.copy()
    np.put(out, marks.of(~kept), 255)
    ink = marks.ink
    pinhole = ~ink & (_neighbours(ink) >= PINHOLE)
    if pinhole.any():
        counts = np.bincount(flat.ravel().take(marks.where), minlength=256)
        out[pinhole] = int(np.searchsorted(np.cumsum(counts), counts.sum() / 2))
    return out


def _neighbours(ink: np.ndarray) -> np.ndarray:
    """How many of each pixel's 8 neighbours are ink (a 3×3 sum as a row sum then a column
    sum, less the pixel)."""
    one = ink.view(np.uint8)
    padded = np.pad(one, 1)
    across = padded[:, :-2] + padded[:, 1:-1] + padded[:, 2:]
    return across[:-2] + across[1:-1] + across[2:] - one


def despeckle(gray: np.ndarray) -> np.ndarray:
    """The page with its specks painted out and its pinholes filled (see the module)."""
    ink = gray <= otsu(gray)
    labels, n = ndimage.label(ink)
    if n == 0:
        return gray
    boxes = _boxes(ndimage.find_objects(labels))
    marks = Marks(ink, labels, n)
    height = _letter_height(boxes, marks.sizes, gray.shape[0])
    if height == 0:
        return gray
    return _paint(gray, marks, ~_specks(marks, boxes, height)[0])


def skew(gray: np.ndarray) -> float:
    """The page's skew in degrees, counter-clockwise (as :meth:`PIL.Image.Image.rotate`
    counts), to a tenth of a degree."""
    return _skew(gray <= otsu(gray))


def _skew(ink: np.ndarray) -> float:
    """The angle whose projection of the ink onto the page's height has the sharpest rows,
    measured on the ink's coordinates at a quarter of the resolution."""
    small = np.asarray(Image.fromarray(ink.view(np.uint8) * np.uint8(255)).reduce(4)) >= 128
    ys, xs = np.nonzero(small)
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
    return prepare(image).image


TWO_LINES = 2.5
"""A line tesseract read this many letter heights tall or more may be two printed lines run
together (:func:`pipeline.ocr.pages.split_run_together`; set close, two lines' box is three
letter heights tall, and one line's, ascenders to descenders, some two and a half)."""
BODY_LETTER = 0.8
SPLIT_ROW = 5
"""Such a line is split when its letters of the body's height (BODY_LETTER to ONE_LINE
letter heights: an accent, a point, an ascender, a capital, whose centres stand higher or
lower than the body's in one line, are left out) stand in two rows or more of SPLIT_ROW
letters each (a word's: the rows of a head-piece's or a stain's marks that chance makes
letter-sized hold fewer). On the 80 real pages as scanned it splits one line of the main
text (two lines of verse under a dashed rule: the page 86 -> 35 errors) and three
side-notes of two lines each."""
BLOCK_LINE = 20
ROW_GAP = 0.6
ONE_LINE = 1.4
"""A row of missed marks three letter heights tall or more is no line; it is a block of lines
run together (a pale, soft scan's paragraph that tesseract's layout passed over: the marks
that join one line's descenders to the next one's ascenders chain the rows) when its marks,
gathered again by their centres (:func:`pipeline.ocr.pages.rows_of_marks`: one within
ROW_GAP letter heights of the row's last, a mark taller than ONE_LINE heights linking none),
make rows of BLOCK_LINE letters or more, each then read as a line unless a line tesseract
read crosses it (not for large capitals, which stand as one row already). On the 80 real
pages as scanned one block is found, a head-piece's band of fleurons (read again, laid out
as dirt; its page three errors fewer, every other page as it was); on one of them faded
(``scripts/bench.py stress``) the six lines of a paragraph: 691 errors -> 148 (as scanned
107)."""


ENGRAVED = 0.5
"""The share of a word's ink in a graphic's marks round it that makes it the graphic's
strokes read as letters (see ENCLOSING)."""
ENCLOSING = 2.0
"""A word tesseract read with ENGRAVED of its ink or more in graphic marks that stand round
it (their box holds the word's, ENCLOSING times as tall and as wide or more) is the
graphic's strokes read as letters, not print (:func:`pipeline.ocr.pages.engraved_words`).
On the engraved title page of the 80 real pages of issue 34 (its title in a cartouche,
the engraving one mark round it), such words hold 0.59 to 1.0 of their ink in the
engraving (``AI``, ``SAT``, ``ME``, ``M2``), the title's own words 0.40 at the most (its
box takes in the cartouche's edge); on the other 79 pages no word of their readings has a
graphic's mark round it at all (a word in large capitals is its own marks; a drop
capital's woodcut, a rule down the margin, a gutter's shadow touching the first letters
hold no word's box). A word that is one large letter (a drop capital read alone) is its
mark's size: not twice."""


PREPARATION = (
    f"one-pass flatten otsu-split mend3x3{int(SMOOTH)} deskew>={MIN_SKEW} {bend.SETTINGS} speck<{SPECK} blot<{BLOT}@{ISOLATED} "
    f"pinhole>={PINHOLE} fragmented>={FRAGMENTED}/noise<{NOISE}-pieces-one-mark height-marks>={MIN_MARK} facing<{FACING}@{GUTTER}/{VALLEY}x{FACING_LINES}rows-or-bar tallest<{TALLEST} graphic>={GRAPHIC}-gathered<{GATHERED_TEXT}-lines-through@{LEVEL}/{STEP}/{LINE_LETTERS}x{SPACE}@{LEVEL_SHARE} bar>={BAR}@{BAR_COLUMN}w<={BAR_WIDTH}+{TOUCHING} capitals-row>={ROW_LETTERS}@{SPACED} in-line<{IN_LINE}@{IN_LINE_REACH} lettered-bands>={BAND}x@{BAND_HEIGHT}>={LETTERED} recovered blocks>={BLOCK_LINE}@{ROW_GAP}/{ONE_LINE} split>={TWO_LINES}x{SPLIT_ROW}@{BODY_LETTER} engraved>={ENGRAVED}@{ENCLOSING}x framed>={FRAMED} again<{READ_AGAIN} blots-in-a-row>={SMALL_LETTER} ink-small-type>={SMALL_TYPE} read@{READ_HEIGHT}>{LARGE} up@{SMALL_READ_HEIGHT}<{SMALL}x{MAX_UP} italic>={ITALIC}@{ITALIC_READ_HEIGHT} crop white>={WHITE}"
)
"""Part of the OCR cache's key: a page read with other settings is read again."""
