"""Recognising furniture on real lines of the 1665 text."""

import pytest

from pipeline.model import Line
from pipeline.text.fold import fold
from pipeline.text.furniture import running_head, signature


def line(text: str) -> Line:
    return Line(1, text, tuple(range(len(text))))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A iij", ("A", 3, False)),
        ("M V", ("M", 5, False)),
        ("G. W", ("G", 5, False)),  # the OCR reads the leaf's v as W
        ("H. V. J.", ("H", 6, False)),
        ("I. vj)", ("I", 6, False)),
        ("à iij", ("à", 3, True)),  # preliminaries: ã read as à
        ("B", ("B", 1, False)),
    ],
)
def test_signature_parses_ocr_variants(text, expected):
    assert signature(text) == expected


@pytest.mark.parametrize("text", ["Si", "Et", "A MONSIEUR,", "J iij"])
def test_signature_rejects_words(text):
    assert signature(text) is None


def test_running_head_verso_and_recto():
    verso = running_head(line("28 Le Jeu du Hoc."))
    assert (verso.number, verso.side, verso.title) == (28, "verso", "Le Jeu du Hoc.")
    recto = running_head(line("Le Jeu de la Triomphe. 45"))
    assert (recto.number, recto.side) == (45, "recto")


def test_numbered_rule_is_not_a_running_head():
    assert (
        running_head(line("5. S'il vous arriue que vous ayez le General d'armée, & que vous"))
        is None
    )


def test_fold_is_spelling_blind():
    assert fold("IEV DV PICQVET") == fold("Ieu du Picquet") == fold("Jeu du Picquet")
