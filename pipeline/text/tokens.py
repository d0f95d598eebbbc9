"""Splitting a line into words and the rest, without losing a character.

Every stage that works on words (regularisation, normalisation, OCR repair, evaluation)
uses this one tokeniser, so a word means the same thing everywhere: letters and digits,
joined by inner hyphens (``peut-estre``), with a trailing elision apostrophe attached
(``l'`` + ``homme``, as the modern spelling writes them). ``&`` is a word of its own.
Joining the pieces gives back the input exactly.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import regex

_WORD = r"[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*['’]?|&"
_PIECE = regex.compile(rf"(?P<word>{_WORD})|(?P<space>\s+)|(?P<other>.)", regex.DOTALL)
_EVAL = regex.compile(r"[\p{L}\p{M}\p{N}]+['’]?|[^\s\p{L}\p{M}\p{N}]")


class Piece(NamedTuple):
    """A piece of a line (a named tuple, not a frozen dataclass: the book is cut into half a
    million of them per build, and a tuple is made several times faster)."""

    text: str
    start: int
    kind: str  # "word", "space", "other"

    @property
    def end(self) -> int:
        return self.start + len(self.text)


@lru_cache(maxsize=1 << 15)
def pieces(text: str) -> tuple[Piece, ...]:
    """``text`` cut into words, runs of white space and single other characters.

    Remembered: a build cuts each line of the book five times (the vocabulary count, the OCR
    calibration, the repairs, regularisation, normalisation), and the pieces are immutable."""
    return tuple(Piece(m.group(), m.start(), m.lastgroup) for m in _PIECE.finditer(text))


def words(text: str) -> list[str]:
    return [p.text for p in pieces(text) if p.kind == "word"]


def eval_tokens(text: str) -> list[str]:
    """Tokens for scoring: words (elision apostrophe attached) and each punctuation mark.

    Hyphenated compounds are split at the hyphen, so ``tres-humble`` against ``très humble``
    costs one token, not the whole compound (as in Bawden et al. 2022's tokenisation).
    ``'`` and ``’`` stay different: the modern references write ``’``.
    """
    return _EVAL.findall(text)


def case_like(model: str, word: str) -> str:
    """``word`` in the case pattern of ``model`` (``Estoit`` -> ``Était``, ``IEU`` -> ``JEU``,
    ``Tricque-Trac`` -> ``Tricque-Trac``: each part of a compound keeps its own)."""
    parts, new_parts = model.split("-"), word.split("-")
    if len(parts) > 1 and len(parts) == len(new_parts):
        return "-".join(case_like(m, w) for m, w in zip(parts, new_parts, strict=True))
    letters = [c for c in model if c.isalpha()]
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return word.upper()
    if letters and letters[0].isupper():
        return word[:1].upper() + word[1:]
    return word
