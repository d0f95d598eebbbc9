"""Blank, uniform and tiny pages: OCR never stops on one page (issue 18).

A flyleaf or the back of a plate used to end ``maison ocr`` with ``All-NaN slice`` in the
threshold, and the pages after it were never read; a blank line image came back as
invented text ('LL', 'di').
"""

from __future__ import annotations

import shutil
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image

from pipeline.ocr.pages import ocr_page
from pipeline.ocr.preprocess import is_blank, otsu, prepare_page

MAISON = [sys.executable, "-m", "pipeline.cli"]
needs_tesseract = pytest.mark.skipif(shutil.which("tesseract") is None, reason="no tesseract")


@pytest.mark.parametrize("shade", [0, 128, 200, 255])
def test_a_uniform_page_is_blank_and_thresholds_without_error(shade):
    gray = np.full((300, 200), shade, np.uint8)
    assert is_blank(gray)
    assert not (gray <= otsu(gray)).any()  # one shade: nothing to split, no ink
    prepare_page(Image.fromarray(gray))  # no All-NaN slice


def test_specks_are_blank_and_a_page_number_is_not():
    rng = np.random.default_rng(1665)
    page = np.full((2600, 1700), 235, np.uint8)
    page += rng.integers(0, 12, page.shape, dtype=np.uint8)  # paper grain
    for y, x in rng.integers(100, 1600, (20, 2)):
        page[y, x] = 40  # dust: single dark pixels
    assert is_blank(page)
    page[2400:2440, 800:860] = 20  # a page number's worth of ink (2400 pixels)
    assert not is_blank(page)


def test_ocr_page_reports_blank_and_tiny_pages_without_tesseract():
    blank = ocr_page(7, Image.new("L", (1700, 2600), 250), None)
    assert blank.blank and blank.error is None and blank.lines == []
    assert b"ocr_page" in blank.hocr
    tiny = ocr_page(8, Image.new("L", (10, 3), 0), None)
    assert not tiny.blank and "page 8: image too small" in tiny.error


def _text_page(lines: list[str]) -> Image.Image:
    from PIL import ImageDraw, ImageFont

    from pipeline.ocr.testbook import _fonts

    font = ImageFont.truetype(str(_fonts()[0]), 44)
    im = Image.new("L", (1700, 2600), 255)
    d = ImageDraw.Draw(im)
    for k, t in enumerate(lines):
        d.text((250, 400 + k * 70), t, font=font, fill=0)
    return im


@pytest.mark.integration
@needs_tesseract
def test_integ_ocr_reads_on_past_a_blank_page(tmp_path):
    """A folder: a page of text, a blank flyleaf, a grey uniform page, a page of text.
    Both text pages are read; the blank ones are reported and written as empty pages."""
    try:
        first = _text_page(["Qui ira au nombre 19. où il y a vne hoſtellerie,"])
        last = _text_page(["Qui ira au nombre 31. où il y a vn puits, paye"])
    except (OSError, FileNotFoundError):
        pytest.skip("fonts-ebgaramond is not installed")
    pages = tmp_path / "pages"
    pages.mkdir()
    first.save(pages / "p1.png")
    Image.new("L", (1700, 2600), 255).save(pages / "p2.png")
    Image.new("L", (1700, 2600), 140).save(pages / "p3.png")
    last.save(pages / "p4.png")
    out = tmp_path / "out"
    run = subprocess.run(
        [*MAISON, "ocr", str(pages), "--out", str(out), "--threads"], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    assert "page 2: blank" in run.stderr and "page 3: blank" in run.stderr
    assert "nombre 19" in (out / "page-001.txt").read_text(encoding="utf-8")
    assert "nombre 31" in (out / "page-004.txt").read_text(encoding="utf-8")
    assert (out / "page-002.txt").read_text(encoding="utf-8") == ""
    assert "wrote 4 pages" in run.stdout and "2 blank: 2, 3" in run.stdout


@pytest.mark.integration
@needs_tesseract
def test_integ_ocr_lines_a_blank_line_is_an_empty_line(tmp_path):
    lines = tmp_path / "lines"
    lines.mkdir()
    Image.new("L", (900, 80), 255).save(lines / "blank.png")
    Image.new("L", (900, 80), 90).save(lines / "grey.png")
    out = tmp_path / "out"
    run = subprocess.run(
        [*MAISON, "ocr-lines", str(lines), "--out", str(out)], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    assert (out / "blank.txt").read_text(encoding="utf-8") == "\n"
    assert (out / "grey.txt").read_text(encoding="utf-8") == "\n"


@pytest.mark.integration
@needs_tesseract
def test_integ_corpus_from_a_scan_with_a_blank_page(scan_with_blank_and_broken):
    """The small test book with a blank leaf after its title page: the leaf is an empty
    page of the front matter (its <pb/> points to its surface), never a lost page (the scan
    also has a broken file, the only page declared lost)."""
    from lxml import etree

    from pipeline.tei import TEI_NS

    scan = scan_with_blank_and_broken
    assert scan.returncode == 0, scan.stderr[-2000:]
    tree = etree.parse(str(scan.out / "maison-des-jeux-academiques-1665.xml"))
    ns = {"t": TEI_NS}
    pbs = [(pb.get("n"), pb.get("facs")) for pb in tree.xpath("//t:text//t:pb", namespaces=ns)]
    assert pbs[:3] == [("[1]", "#page-001"), ("[2]", "#page-002"), ("[3]", "#page-003")]
    lost = tree.xpath("//t:gap[@reason='missing']/preceding-sibling::t:pb[1]/@n", namespaces=ns)
    assert lost == ["2"]  # the broken file's page, not the blank leaf
    assert len(tree.xpath("//t:facsimile/t:surface", namespaces=ns)) == 5
