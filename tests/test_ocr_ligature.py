"""The ct ligature read as a t (pipeline/ocr/ligature.py, issue 34): a doubted word whose box
is a letter wider than tesseract's reading of it takes its ct spelling when the period's
texts attest it. The boxes are a period face's own widths (IM Fell or EB Garamond, as the
test book sets them): the print's word (``faict``) measured, tesseract's reading (``fait``)
in its place."""

from __future__ import annotations

import pytest
from PIL import ImageFont

from pipeline.ocr.hocr import OcrLine
from pipeline.ocr.ligature import CT_DOUBT, mend_ct
from pipeline.ocr.switches import off
from pipeline.ocr.testbook import _fonts, faces

PRINTED = "Et la vertu qui faict l’homme paroir, & le dict ſans fin"
"""A line as the print sets it (the test book's kind of period text)."""


@pytest.fixture(scope="module")
def face() -> ImageFont.FreeTypeFont:
    if not faces():
        pytest.skip("no face installed (IM Fell, EB Garamond)")
    return ImageFont.truetype(str(_fonts()[0]), 40)


def read_line(face, read: list[str], confidences: list[float], printed: str = PRINTED) -> OcrLine:
    """The ``printed`` line as tesseract would give it: the words ``read``, each in the box of
    the printed word in its place (a word's ink, a space's width between words)."""
    x, words, conf = 0, [], {}
    space = face.getlength(" ")
    for printed_word, text, c in zip(printed.split(), read, confidences, strict=True):
        box = (round(x), 0, round(x + face.getlength(printed_word)), 40)
        words.append((text, box))
        conf[box] = c
        x = box[2] + space
    return OcrLine(" ".join(read), (0, 0, round(x), 40), 80.0, words=tuple(words), confidences=conf)


def as_read(**replace: str) -> list[str]:
    words = PRINTED.split()
    return [replace.get(w, w) for w in words]


SURE = [96.0] * len(PRINTED.split())


def test_a_doubted_word_a_letter_too_wide_takes_its_ct(face) -> None:
    read = as_read(faict="fait", dict="dit")
    doubted = [c if w not in ("fait", "dit") else 40.0 for w, c in zip(read, SURE, strict=True)]
    line = read_line(face, read, doubted)
    mend_ct(line)
    assert line.text == line.raw == PRINTED
    assert [w for w, _ in line.words] == PRINTED.split()


def test_a_sure_word_or_one_as_wide_as_its_letters_is_left_as_read(face) -> None:
    read = as_read(faict="fait", dict="dit")
    line = read_line(face, read, SURE)  # tesseract sure of ``fait``: the print's fait
    mend_ct(line)
    assert "fait" in line.text.split()
    plain = PRINTED.replace("faict", "fait")  # a print that spells it so
    narrow = read_line(face, plain.split(), [CT_DOUBT - 10] * len(SURE), plain)
    mend_ct(narrow)  # doubted, but its box is the width of fait: no lost letter
    assert narrow.text.split()[4] == "fait"


def test_no_ct_the_period_did_not_write(face) -> None:
    read = as_read(faict="fait", vertu="vertt")  # no vertct anywhere: no ct made
    doubted = [40.0] * len(read)
    line = read_line(face, read, doubted)
    mend_ct(line)
    assert "vertt" in line.text.split() and "faict" in line.text.split()
    with off("ct-read-t"):
        again = read_line(face, as_read(faict="fait"), doubted)
        mend_ct(again)
    assert "fait" in again.text.split()
