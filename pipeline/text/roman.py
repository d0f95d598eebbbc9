"""Roman numerals as the book prints them: articles (``XXIV.``), quatrains, chapters.

One place for reading and writing them, strict or lenient as the caller needs: a numeral
that numbers an article must be well formed (``IIII`` is not 4 there), while a garbled
chapter number read by the OCR (``X L I V``) is still worth its letters."""

from __future__ import annotations

import regex

_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
_WELL_FORMED = regex.compile(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")


def is_roman_numeral(form: str) -> bool:
    """A well-formed roman numeral in capitals (``XLIV``, ``LV``; not ``IIII`` nor ``xliv``)."""
    return bool(form) and form.isupper() and _WELL_FORMED.fullmatch(form) is not None


def roman_value(numeral: str) -> int:
    """``XLIV`` -> 44 (0 for what is not a well-formed numeral up to C)."""
    total = 0
    values = [_VALUES.get(c, 0) for c in numeral.upper()]
    if not values or 0 in values:
        return 0
    for v, nxt in zip(values, [*values[1:], 0], strict=True):
        total += -v if v < nxt else v
    return total if to_roman(total) == numeral.upper() else 0


def lenient_roman_value(text: str) -> int:
    """The value of the numeral letters in ``text``, whatever else it holds (``X L I V.``
    -> 44): for numbers the OCR spaced or garbled, where the sequence decides."""
    digits = [_VALUES[c] for c in text if c in _VALUES]
    return sum(-d if k + 1 < len(digits) and d < digits[k + 1] else d for k, d in enumerate(digits))


def to_roman(value: int) -> str:
    """44 -> ``XLIV`` (up to 399)."""
    out = []
    for v, s in (
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ):
        while value >= v:
            out.append(s)
            value -= v
    return "".join(out)
