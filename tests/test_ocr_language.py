"""Latin passages on a French page (pipeline/ocr/language.py): found by the language check,
spared the French vote and repairs, given their long s by Latin spelling, and marked in the
ALTO (issue 34). The lines below are tesseract's first readings of a real print's epigrams
(bpt6k1110784, 1613) and of French lines of the development pages."""

from __future__ import annotations

import pytesseract
import pytest
from lxml import etree
from PIL import Image, ImageDraw, ImageFont

from pipeline.ocr import model
from pipeline.ocr.alto import ALTO_NS, page_alto, schema
from pipeline.ocr.language import latin_lines, latin_long_s
from pipeline.ocr.pages import page_from_hocr
from pipeline.ocr.postcorrect import postcorrect
from pipeline.ocr.switches import off
from pipeline.ocr.testbook import _fonts, faces
from tests.test_ocr import needs_tesseract

EPIGRAM = [
    "Ad authorem buis operis..",
    "E pigramma.",
    "Cur precor Alcides tot curas totque labotes",
    "Curnonextimait fortis crudelia fata",
    "Thefeus , & morti rot fera monftra Dares.",
    "A LVY-MESME.",
    "QVATRAIN.",
    "Que l'on ne vante plus le renom de Ronſard",
    "Que la diuinité au Bartas foit feintiſe,",
]


def test_the_latin_lines_of_a_page_are_found_and_its_french_left() -> None:
    """The epigram's lines are Latin, its one-word heads and the French quatrain after it
    are not; ``Curnonextimait fortis crudelia fata``, on which the identifier wavers, is
    Latin beside Latin lines, and French alone."""
    assert latin_lines(EPIGRAM) == [True, False, True, True, True, False, False, False, False]
    assert latin_lines(["Curnonextimait fortis crudelia fata"]) == [False]
    names = ["SANGARIDE, DORIS, ATYS,", "M: DC. XXXII.", "Qui produit vn fruit plus nouueau:"]
    assert latin_lines(names) == [False, False, False]  # names, a date, short French lines
    with off("latin-lines"):
        assert not any(latin_lines(EPIGRAM))


@pytest.mark.parametrize(
    ("read", "latin"),
    [
        ("monftra", "monſtra"),  # f before a t: Latin has no ft
        ("ftuperem", "ſtuperem"),
        ("difcurfu", "diſcurfu"),  # the second f, after an r, may be an f (perfero)
        ("Ipfa", "Ipſa"),  # no Latin p before an f
        ("fed", "ſed"),  # the commonest short words
        ("funt", "ſunt"),
        ("effe", "eſſe"),
        ("fortis", "fortis"),  # an f before a vowel is as read
        ("fata", "fata"),
        ("profert", "profert"),
        ("fluuij", "fluuij"),
        ("Fama", "Fama"),  # a capital F is no long s
    ],
)
def test_latin_long_s_by_latin_spelling(read: str, latin: str) -> None:
    assert latin_long_s(read) == latin


def test_a_latin_line_is_spared_the_french_repairs() -> None:
    """The French post-correction gives an unknown word's f the long s and mends words into
    French ones (``ſortis``, ``ſa ta``, ``Dates``); the same line as Latin keeps *fortis*
    and *fata* and takes only Latin's long s; its marks are mended all the same."""
    line = "Thefeus , & morti rot fera monftra Dares."
    assert postcorrect("Curnonextimait fortis crudelia fata")[0] == (
        "Curnonextimait ſortis crudelia ſa ta"
    )
    assert postcorrect("Curnonextimait fortis crudelia fata", latin=True)[0] == (
        "Curnonextimait fortis crudelia fata"
    )
    assert postcorrect(line, latin=True)[0] == "Thefeus, & morti rot fera monſtra Dares."


LATIN = [
    "Cur non extimuit fortis crudelia fata",
    "Theſeus, & morti tot fera monſtra dedit?",
    "Romano vt Gallos pelleret imperio",
    "Et nomen terris dedere perpetuum.",
]
FRENCH = [
    "Que l'on ne vante plus le renom des Poëtes,",
    "Car ce liure eſt plus rare que les autres.",
]


@needs_tesseract
def test_integ_a_printed_latin_passage_is_read_as_latin_and_marked_in_the_alto() -> None:
    """A page set in a period face, French lines about a Latin quatrain, read by the real
    tesseract: the quatrain's lines are Latin (``LANG="la"`` in the ALTO, which validates),
    and none is given the French long s of its *f* (*fortis*, *fata*, *fera*)."""
    if not faces():
        pytest.skip("no face installed (IM Fell, EB Garamond)")
    font = ImageFont.truetype(str(_fonts()[0]), 40)
    rows = FRENCH[:1] + LATIN + FRENCH[1:]
    im = Image.new("L", (1300, 120 + 70 * len(rows)), 255)
    draw = ImageDraw.Draw(im)
    for k, row in enumerate(rows):
        draw.text((60, 60 + 70 * k), row, font=font, fill=0)
    hocr = pytesseract.image_to_pdf_or_hocr(
        im, lang=model.NAME, extension="hocr", config=model.config("--psm 6")
    )
    page = page_from_hocr(1, hocr)
    langs = [ln.lang for ln in page.lines]
    assert langs == ["", "la", "la", "la", "la", ""], [ln.text for ln in page.lines]
    latin = " ".join(ln.text for ln in page.lines if ln.lang)
    assert "ſortis" not in latin and "ſata" not in latin and "ſera" not in latin
    alto = etree.fromstring(page_alto(page, "page.png"))
    assert schema().validate(alto), schema().error_log
    marked = [tl.get("LANG") for tl in alto.iter(f"{{{ALTO_NS}}}TextLine")]
    assert marked == [None, "la", "la", "la", "la", None]
