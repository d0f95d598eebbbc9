"""Two words of the print that modern spelling writes as one: the printers' rules, not a list
of the book's words.

- **r' before a vowel**: the prefix re- elided (``r'emporter`` -> ``remporter``, ``r'entre``
  -> ``rentre``, ``r'assembler`` -> ``rassembler``); modern spelling writes the word whole.
  Joined only where the whole word is a modern word.
- **au or par + dessus, dessous, devant, delà**: the compound adverbs and prepositions that
  modern spelling hyphenates (``au dessus de`` -> ``au-dessus de``, ``par dessous`` ->
  ``par-dessous``), as it does ``ci-dessus``, ``là-dessus``.
- **jusques before au, aux, ici**: the elided form before a vowel (``jusques au six`` ->
  ``jusqu'au six``), as ``jusques à`` -> ``jusqu'à`` already is by the learned table.

Pure functions on regularised, lower-cased keys (the normaliser's).
"""

from __future__ import annotations

from collections.abc import Callable

from pipeline.text import lexicon

_R = frozenset({"r'", "r’"})
_AU = frozenset({"dessus", "dessous", "devant", "delà"})
_JUSQUES = frozenset({"jusques", "jusque"})
_AFTER_JUSQUES = frozenset({"au", "aux", "ici", "icy"})
VOWELS = "aeiouyàâéèêëîïôûü"

R_ELIDED = "r' before a vowel: the prefix re- elided, written whole today"
AU_COMPOUND = (
    "au or par with dessus, dessous, devant, delà: the compound modern spelling hyphenates"
)
JUSQU = "jusques before a vowel: elided today (jusqu'au, jusqu'ici)"


def joined(
    first: str, second: str, spaced: bool, modern_form: Callable[[str], str]
) -> tuple[str, str] | None:
    """(modern form of ``first second`` as one word, reason), or None.

    ``spaced``: a single space between them (``r'`` and its word are never spaced);
    ``modern_form`` gives one word's modern form (the normaliser's)."""
    if not spaced and first in _R and second[:1] in VOWELS:
        whole = "r" + modern_form(second)
        if whole in lexicon.modern():
            return whole, R_ELIDED
        return None
    if not spaced:
        return None
    if first in ("au", "par") and modern_form(second) in _AU:
        return f"{first}-{modern_form(second)}", AU_COMPOUND
    if first in _JUSQUES and second in _AFTER_JUSQUES:
        return f"jusqu’{modern_form(second)}", JUSQU
    return None
