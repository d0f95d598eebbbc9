"""Spelling-blind comparison keys for early-modern French.

Matching a table-of-contents entry to a heading, or a running head to a game, must not
depend on how the 1665 compositor (or the OCR) spelt it: ``IEV DV PICQVET``,
``Ieu du Picquet`` and ``Jeu du Piquet`` are one title. ``fold`` maps all of them to
one key; it is for comparing only, never for output.
"""

from __future__ import annotations

import unicodedata

import regex as re

_LONG_S = str.maketrans({"ſ": "s", "ß": "ss", "œ": "oe", "æ": "ae", "&": " et "})


def fold(text: str) -> str:
    """Lower case, no accents or tildes, ſ→s, v→u, j→i, y→i; words separated by one space."""
    text = unicodedata.normalize("NFKD", text.translate(_LONG_S).lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("v", "u").replace("j", "i").replace("y", "i")
    return " ".join(re.findall(r"\p{L}+|\d+", text))


def words(text: str) -> list[str]:
    """The folded words of ``text``."""
    return fold(text).split()
