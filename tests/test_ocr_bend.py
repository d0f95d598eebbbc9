"""A page whose lines bend toward the gutter, measured and straightened before tesseract reads
it (pipeline.ocr.bend, issue 34): the bend found where it is and only there, the page's
pixels moved and not blurred, the boxes taken back round the bent lines."""

from __future__ import annotations

import shutil

import numpy as np
import pytest
from PIL import Image

from pipeline.ocr import bend
from pipeline.ocr.bend import Bend, departures, estimate, measure
from pipeline.ocr.frame import unbend_hocr
from pipeline.ocr.preprocess import prepare
from pipeline.ocr.testbook import book, render
from scripts.bench_pages import bent
from tests.test_ocr_layout import REAL, needs_real

needs_tesseract = pytest.mark.skipif(shutil.which("tesseract") is None, reason="no tesseract")


def _game_page() -> Image.Image:
    """A game page of the test book: 28 lines of running text, 40-pixel type."""
    return render(book()[3])


def _sharpness(ink: np.ndarray) -> float:
    """How sharply the ink's rows part into lines: the variance of its row profile's steps
    (a bent page's lines smear across each other's rows)."""
    return float(np.var(np.diff(ink.sum(axis=1).astype(float))))


def test_a_straight_page_and_a_skewed_one_are_left_as_they_are():
    """The bend is what departs from a straight line: a page turned by a degree (the
    deskew's, below its threshold tesseract's) departs by nothing, and is not moved."""
    page = _game_page()
    height = prepare(page).height
    for image in (page, page.rotate(1.0, resample=Image.BICUBIC, fillcolor=255)):
        ink = np.asarray(image) < 128
        assert measure(ink, height) is not None  # measured: it has lines enough
        assert estimate(ink, height) is None
    assert prepare(page).bend is None


@pytest.mark.parametrize("amount", [0.012, 0.03])
def test_a_page_bent_toward_the_gutter_is_measured_where_it_bends(amount: float):
    """make bench's bend (a recto's lines raised toward the left edge by the square of the
    distance into the left 45%, ``amount`` of the page's height at the edge): the field
    found follows it across the measure to a third of a letter's height."""
    page = _game_page()
    height = prepare(page).height
    ink = np.asarray(bent(page, amount)) < 128
    found = estimate(ink, height)
    assert found is not None
    w, h = page.size
    depth = np.clip((0.45 * w - found.xs) / (0.45 * w), 0, 1) ** 2
    raised = amount * h * depth  # a line's rise in the bent page: it is taken back down
    for row in found.shifts:
        off = row + raised
        assert np.ptp(off) < height / 3, (np.round(row), np.round(raised))
    assert max(departures(found)) >= bend.BENT * height


def test_a_bent_page_straightened_has_its_lines_level_and_its_pixels_unblurred():
    """Straightened, the bent page's rows part into lines as sharply as the page as made,
    and every pixel is one of the bent page's (each column moved whole rows)."""
    page = _game_page()
    curved = bent(page, 0.03)
    prepared = prepare(curved)
    assert prepared.bend is not None
    straight = np.asarray(prepared.image) < 128
    assert _sharpness(straight) > 0.8 * _sharpness(np.asarray(page) < 128)
    assert _sharpness(straight) > 2 * _sharpness(np.asarray(curved) < 128)
    gray = np.asarray(curved)
    moved = prepared.bend.straighten(gray)
    for x in (0, 200, 700, gray.shape[1] - 1):  # a column's shades, only displaced
        assert set(np.unique(moved[:, x])) <= set(np.unique(gray[:, x])) | {255}


def test_straightening_a_block_of_rows_at_a_time_is_straightening_the_page():
    """The field is applied a block of rows at a time (memory): the result is the one a
    pixel-by-pixel reading of the field gives, across the blocks' edges."""
    h, w = 3 * bend.BLOCK + 17, 90
    field = Bend(
        np.array([10.0, 80.0]), np.array([100.0, 600.0]), np.array([[-7.4, 3.0], [5.6, -2.2]])
    )
    gray = (np.arange(h * w) % 251).astype(np.uint8).reshape(h, w)
    rows, cols = np.mgrid[0:h, 0:w]
    source = rows + np.round(field.at(cols, rows)).astype(int)
    inside = (source >= 0) & (source < h)
    expected = np.where(inside, gray[source.clip(0, h - 1), cols], 255)
    assert np.array_equal(field.straighten(gray), expected)


def test_a_box_of_the_straightened_page_encloses_its_bent_line_in_the_scan():
    """A line's box goes back to the scan with its top and bottom followed along the bend
    (the field read at its ends and at every strip between: a bend's highest point may lie
    inside the box), its columns as they were; the
    page's own box is the page's."""
    field = Bend(np.array([100.0, 300.0, 500.0]), np.array([400.0]), np.array([[0.0, 30.0, 0.0]]))
    hocr = (
        b"<div class='ocr_page' title='bbox 0 0 600 800'>"
        b"<span class='ocr_line' title='bbox 50 200 550 240; baseline 0 -8'>"
        b"<span class='ocrx_word' title='bbox 400 205 540 238; x_wconf 91'>mot</span>"
        b"</span></div>"
    )
    back = unbend_hocr(hocr, field, 800).decode()
    assert "bbox 0 0 600 800" in back
    assert "bbox 50 200 550 270;" in back  # top at its least shift (0), bottom at its most (30)
    assert "bbox 400 205 540 253;" in back  # 400..540: shifts 15 to 0


@needs_real("bpt6k6551882q_f29")
def test_the_real_pages_as_scanned_are_not_bent():
    """The real pages of issue 34 as scanned: their lines depart from straight by less than
    half of BENT (0.04 to 0.52 letter heights over the 80; a page of one print here)."""
    with Image.open(REAL / "bpt6k6551882q_f29.jpg") as im:
        prepared = prepare(im.convert("L"))
    assert prepared.bend is None


@needs_tesseract
@needs_real("bpt6k6551882q_f29")
def test_integ_a_real_page_bent_strongly_reads_nearly_as_scanned(monkeypatch):
    """A real page bent toward the gutter by 3% of its height (some three lines' heights at
    the text's left): tesseract read one line's start with the next line's end, 356 errors
    against 47 as scanned (raw tesseract 392). Straightened, it reads near the page as
    scanned; with the straightening off it does not."""
    from rapidfuzz.distance import Levenshtein

    from pipeline.ocr.pages import ocr_page
    from scripts.bench_pages import nfc, read_main_text, read_truth

    with Image.open(REAL / "bpt6k6551882q_f29.jpg") as im:
        curved = bent(im.convert("L"), 0.03)
    truth = nfc(read_truth(REAL / "bpt6k6551882q_f29.xml").main_text())

    def errors() -> int:
        return Levenshtein.distance(nfc(read_main_text(ocr_page(1, curved, None))), truth)

    straightened = errors()
    monkeypatch.setattr(bend, "BENT", float("inf"))
    left = errors()
    assert straightened < 0.05 * len(truth)  # as scanned: 4.3% (47 of 1,081)
    assert left > 4 * straightened
