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
from pipeline.ocr.language import LEAN, latin_lines, latin_long_s, latin_share
from pipeline.ocr.pages import page_from_hocr
from pipeline.ocr.postcorrect import postcorrect
from pipeline.ocr.switches import off
from pipeline.ocr.testbook import _fonts, faces
from tests.test_ocr import needs_tesseract
from tests.test_ocr_dask import _hocr as page_hocr

EPIGRAM = [
    "Ad authorem buis operis..",
    "E pigramma.",
    "Cur precor Alcides tot curas totque labotes",
    "Saftulit & fubiit tanta pericla libens,",
    "Curnonextimait fortis crudelia fata",
    "Thefeus , & morti rot fera monftra Dares.",
    "Cur non eft veritus Phleget onta fubire Ca--",
    "A LVY-MESME.",
    "QVATRAIN.",
    "Que l'on ne vante plus le renom de Ronſard",
    "Que la diuinité au Bartas foit feintiſe,",
]


def test_the_latin_lines_of_a_page_are_found_and_its_french_left() -> None:
    """The epigram's lines are Latin, its one-word heads and the French quatrain after it
    are not; ``Curnonextimait fortis crudelia fata`` and ``Thefeus , & morti…``, on which
    the identifier wavers, are Latin beside lines it is sure of, and French alone."""
    latin = [True, False, True, True, True, True, True, False, False, False, False]
    assert latin_lines(EPIGRAM) == latin
    assert latin_lines(["Curnonextimait fortis crudelia fata"]) == [False]
    names = ["SANGARIDE, DORIS, ATYS,", "M: DC. XXXII.", "Qui produit vn fruit plus nouueau:"]
    assert latin_lines(names) == [False, False, False]  # names, a date, short French lines
    with off("latin-lines"):
        assert not any(latin_lines(EPIGRAM))


def test_a_lean_to_latin_does_not_spread() -> None:
    """A line leaning Latin is Latin beside a line surely Latin, not beside one only leaning:
    ``Que Philoxene defiroit.`` (French, a name) leans Latin more than the wavering epigram
    line before it, and stays French."""
    lines = [
        "Romano vt Gallos pelleret Imperio",
        "Curnonextimait fortis crudelia fata",
        "Que Philoxene defiroit.",
    ]
    assert latin_share(lines[2]) > latin_share(lines[1]) > LEAN
    assert latin_lines(lines) == [True, True, False]


@pytest.mark.parametrize(
    ("read", "latin"),
    [
        ("monftra", "monſtra"),  # f before a t: Latin has no ft
        ("ftuperem", "ſtuperem"),
        ("difcurfu", "diſcurfu"),  # the second f, after an r, may be an f (perfero)
        ("efſe", "eſſe"),  # an f before a long s
        ("Ipfa", "Ipſa"),  # no Latin p before an f
        ("fed", "ſed"),  # the commonest short words
        ("funt", "ſunt"),
        ("effe", "eſſe"),
        ("fumus", "fumus"),  # smoke, a word of its own
        ("fortis", "fortis"),  # an f before a vowel is as read
        ("fata", "fata"),
        ("profert", "profert"),
        ("fluuij", "fluuij"),
        ("abfuit", "abfuit"),  # a prefix's b, d or t kept before an f
        ("adfuit", "adfuit"),
        ("poftfero", "poſtfero"),
        ("Hafniæ", "Hafniæ"),  # a name's f before n, g, m
        ("Wolfgangus", "Wolfgangus"),
    ],
)
def test_latin_long_s_by_latin_spelling(read: str, latin: str) -> None:
    assert latin_long_s(read) == latin


def test_a_latin_line_is_spared_the_french_repairs() -> None:
    """The French post-correction gives an unknown word's f the long s (``ſortis``,
    ``ſata``) and mends words into French ones (``Dates``); the same line as Latin keeps *fortis*
    and *fata* and takes only Latin's long s; its marks are mended all the same."""
    line = "Thefeus , & morti rot fera monftra Dares."
    assert postcorrect("Curnonextimait fortis crudelia fata")[0] == (
        "Curnonextimait ſortis crudelia ſata"
    )
    assert postcorrect("Curnonextimait fortis crudelia fata", latin=True)[0] == (
        "Curnonextimait fortis crudelia fata"
    )
    assert postcorrect(line, latin=True)[0] == "Thefeus, & morti rot fera monſtra Dares."


def _hocr(lines: list[list[tuple[str, int, str]]]) -> bytes:
    """An hOCR of lines of words (text, confidence, other readings' title part), set on a
    grid (:func:`tests.test_ocr_dask._hocr` writes it): what the vote and the
    post-correction read, without an image."""
    placed = []
    for k, words in enumerate(lines):
        y, x, boxed = 100 + 60 * k, 60, []
        for text, conf, alt in words:
            box = (x, y, x + 14 * len(text), y + 40)
            boxed.append((text, box, f"{conf}{alt}"))
            x = box[2] + 12
        placed.append(((60, y, x, y + 40), boxed))
    return page_hocr(placed)


def test_a_latin_line_is_spared_the_vote() -> None:
    """The epigram's *huius*, read ``buis`` with little confidence, has another reading
    ``bois``, a French word the vote would take; on Latin lines it does not."""
    hocr = _hocr(
        [
            [("Ad", 96, ""), ("authorem", 95, ""), ("buis", 40, "; x_alt fra_period:grey 85 bois"),
             ("operis.", 95, "")],
            [("Cur", 96, ""), ("precor", 95, ""), ("Alcides", 95, ""), ("tot", 95, ""),
             ("curas", 95, ""), ("totque", 95, ""), ("labores", 95, "")],
        ]
    )  # fmt: skip
    page = page_from_hocr(1, hocr)
    assert [(ln.lang, ln.text) for ln in page.lines] == [
        ("la", "Ad authorem buis operis."),
        ("la", "Cur precor Alcides tot curas totque labores"),
    ]
    with off("latin-lines"):
        french = [ln.text for ln in page_from_hocr(1, hocr).lines]
    assert french[0] == "Ad authorem bois operis."


def test_a_latin_line_keeps_its_last_point() -> None:
    """``de,`` before ``ferre`` makes *deferre*, so on a French page the comma would be read
    as the hyphen of a broken word; the French lists weigh no Latin words' pieces."""
    lines = [
        "Cur non eft veritus Phlegetonta fubire tanta pericla de,",
        "ferre Romano vt Gallos pelleret Imperio",
    ]
    hocr = _hocr([[(w, 95, "") for w in line.split()] for line in lines])
    assert [ln.text for ln in page_from_hocr(1, hocr).lines][0].endswith("pericla de,")
    with off("latin-lines"):
        assert [ln.text for ln in page_from_hocr(1, hocr).lines][0].endswith("de¬")


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
