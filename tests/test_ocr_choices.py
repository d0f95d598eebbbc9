"""Tesseract's letter choices (pipeline/ocr/choices.py): folded into the hOCR by real
tesseract on one worn line, and a worn word read again with them."""

from __future__ import annotations

import pytesseract
import pytest
from PIL import Image, ImageDraw

from pipeline.ocr.choices import CONFIG, choose, compact
from pipeline.ocr.hocr import parse_hocr
from pipeline.ocr.testbook import _fonts, faces, wear


@pytest.mark.skipif(not faces(), reason="no face installed (IM Fell, EB Garamond)")
def test_compact_keeps_the_reading_and_folds_the_choices() -> None:
    from PIL import ImageFont

    font = ImageFont.truetype(str(_fonts()[0]), 40)
    im = Image.new("L", (900, 90), 255)
    ImageDraw.Draw(im).text((20, 20), "trois, quatre, cinq, & joüer du reste", font=font, fill=0)
    im = wear(im, 7)
    plain = pytesseract.image_to_pdf_or_hocr(im, lang="fra", extension="hocr", config="--psm 7")
    full = pytesseract.image_to_pdf_or_hocr(
        im, lang="fra", extension="hocr", config=f"--psm 7 {CONFIG}"
    )
    folded = compact(full)
    assert [ln.text for ln in parse_hocr(folded)] == [ln.text for ln in parse_hocr(plain)]
    assert b"lstm_choices" not in folded and b"x_bboxes" not in folded
    lines = parse_hocr(folded)
    assert len(lines[0].choices) == len(lines[0].words)
    assert any(lines[0].choices)


def test_choose_reads_a_worn_word_again() -> None:
    assert choose("fair,", "3:t") == "fait,"  # a rare word, a far commoner reading
    assert choose("carre", "3:t") == "carte"
    assert choose("le", "1:a") == "le"  # two common words: the reading stands
    assert choose("fair", "") == "fair"  # no choices: as read
    assert choose("Carre", "0:t") == "Carre"  # a capital is not replaced
    assert choose("TROIS", "0:c") == "TROIS"


def test_choose_weighs_the_neighbours() -> None:
    """Tesseract weighed a t where it read r: the neighbours say which (FreEM's counts)."""
    assert choose("peur", "3:t", "il", "prendre") == "peut"  # il peut prendre
    assert choose("peur", "3:t", "la", "de") == "peur"  # la peur de
    # both words, and no neighbours: the doubted letter's reading if it is the commoner
    assert choose("peur", "3:t") == "peut" and choose("peut", "3:r") == "peut"


def test_a_doubted_letter_lets_the_counts_and_neighbours_decide() -> None:
    """A known word read with a worn t's confusion (c, v) where tesseract weighed the t too:
    the period's counts and the neighbours decide, at better odds than a letter tesseract
    did not doubt (``paye crois iettons``: *trois*; ``de vous autres``: *tous*)."""
    assert choose("crois", "0:tsv", "paye", "iettons") == "trois"
    assert choose("crois", "", "paye", "iettons") == "crois"  # no doubt: as read
    assert choose("crois", "0:tsv", "ie", "que") == "crois"  # ie crois que
    assert choose("vous", "0:crt", "de", "autres") == "tous"
    assert choose("vous", "0:crt", "", "") == "vous"  # no neighbours: the commoner word
