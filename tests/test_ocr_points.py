"""A word's last point or comma told by its ink (issue 17): rendered lines read by the real
tesseract, the marks measured on the preparation's components."""

from __future__ import annotations

import shutil

import pytest
from lxml import html
from PIL import Image

from pipeline.ocr.hocr import UTF8, word_text
from pipeline.ocr.pages import ocr_page, read_prepared
from pipeline.ocr.points import Ink, ink_points, verdict, words_ending_in_points
from pipeline.ocr.preprocess import prepare
from pipeline.ocr.testbook import TestPage as SetPage
from pipeline.ocr.testbook import faces, render

needs_tesseract = pytest.mark.skipif(shutil.which("tesseract") is None, reason="no tesseract")

LINES = [
    "Le dé vaut dix. Il en faut deux, puis trois, & ſix.",
    "On ioüe au dé, & l'on paye vingt. Chacun a ſon tour,",
    "le premier va, puis le ſecond. Il gaigne, l'autre perd.",
    "Le ieu finit au dixneufieme coup, puis on compte.",
]


def _page(face: str) -> Image.Image:
    return render(SetPage(None, LINES), face)


def _read(image: Image.Image) -> tuple:
    """The page prepared and read by tesseract, the hOCR in the prepared page's frame."""
    prepared = prepare(image)
    return prepared, read_prepared(prepared)


@needs_tesseract
@pytest.mark.parametrize("face", faces())
def test_the_ink_tells_a_point_from_a_comma_whatever_tesseract_read(face):
    """Every word's last point and comma swapped in tesseract's reading (the confusion of a
    worn page): the ink measured puts back the printed mark, and never writes another."""
    prepared, hocr = _read(_page(face))
    doc, found = words_ending_in_points(prepared, hocr)
    printed = [text[-1] for _, text, _ in found]
    assert printed.count(".") >= 4 and printed.count(",") >= 4
    for w, text, _ in found:  # the reading a worn page gives
        leaf = next(e for e in w.iter() if e.text and e.text.strip())
        leaf.text = leaf.text.rstrip()[:-1] + {".": ",", ",": "."}.get(text[-1], text[-1])
    judged = html.fromstring(ink_points(prepared, html.tostring(doc)), parser=UTF8)
    words = judged.xpath("//*[contains(@class,'ocrx_word')]")
    ends = [t[-1] for w in words if (t := "".join(w.itertext()).strip())[-1:] in list(".,;:")]
    after = [word_text(w)[-1] for w in words if "".join(w.itertext()).strip()[-1:] in list(".,;:")]
    assert len(after) == len(printed)
    for mark, read, now in zip(printed, ends, after, strict=True):
        assert now in (mark, read)  # the printed mark put back, or left as read: never another
    put_back = sum(
        now == mark != read for mark, read, now in zip(printed, ends, after, strict=True)
    )
    assert put_back >= 0.8 * sum(m in ".," for m in printed)


@needs_tesseract
def test_a_read_page_keeps_the_inks_verdict_in_its_hocr():
    """The whole page reader: the verdicts are in the cached hOCR (``x_point``) and the
    page's lines carry the printed marks."""
    page = ocr_page(1, _page(faces()[0]), None)
    assert b"x_point ." in page.hocr and b"x_point ," in page.hocr
    text = " ".join(line.text for line in page.lines)
    assert "dix." in text and "deux," in text and "perd." in text


def test_the_verdict_leaves_an_unclear_mark_as_read():
    """A point on the baseline with paper under it is a point; a letter-tall mark hanging
    below it a comma; a comma's head whose tail is lost (on the baseline, grey under it) is
    left as read, and a colon or semicolon keeps its upper mark as tesseract read it."""
    point = Ink(0.0, 0.01, 0.28, 0.28, 0.06, 0.0)
    comma = Ink(0.25, 0.27, 0.6, 0.35, 0.13, 0.0)
    worn_comma = Ink(0.02, 0.0, 0.3, 0.3, 0.07, 0.3)
    assert verdict(",", point) == "." and verdict(".", comma) == ","
    assert verdict(";", point) == ":" and verdict(":", comma) == ";"
    assert verdict(",", worn_comma) == ""
    off_line = Ink(0.0, 0.15, 0.28, 0.28, 0.06, 0.0)  # the two baselines disagree
    assert verdict(",", off_line) == ""
