"""The long-s model for a text read by tesseract, which never outputs ``ſ``.

Tesseract reads the print's ``ſ`` as ``f`` (mostly), ``fl``, ``ff``, ``ñ`` or ``î``, and its
round s as ``s``. :func:`long_s_word` restores the print's form,
judged by the cleaning lexicon (modern French, FreEM-norm's early forms, the shipped book's
vocabulary) and, for twins like ``fera``/``ſera``, by the cleaning stage's context model at
tesseract's misreading rate. The OCR's post-correction and the cleaning of a scanned book
both use it, so it lives with the text helpers under both (neither stage imports the other).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from pipeline.text import lexicon, twins
from pipeline.text.repair import OcrRepair, key

TESSERACT_MISREAD = 0.9
"""Share of ſ that tesseract's French model reads as f (measured on the OCR17 lines and the
generated pages: it never outputs ſ, and reads it as s about one time in ten)."""


@cache
def ocr_repair() -> OcrRepair:
    """The cleaning stage's OCR repair, for tesseract's reading: the shipped book's
    vocabulary, tesseract's misreading rate."""
    repair = OcrRepair(Counter(lexicon.book()))
    repair.misread = TESSERACT_MISREAD
    return repair


def known(word: str) -> bool:
    return ocr_repair().known(key(word), book=False) or key(word) in lexicon.book()


READINGS = (("fl", "ſſ"), ("ff", "ſſ"), ("ñl", "ſſ"), ("ñ", "ſſ"), ("î", "ſ"), ("f", "ſ"))
"""How tesseract reads a long s (and two): ``auffi``, ``aufli``, ``pañler``, ``haîte``."""
_MAX_SPOTS = 5


def long_s_word(word: str, prev: str = "", nxt: str = "") -> str:
    """A word as the print would set it: long s where tesseract read it as something else
    (:data:`READINGS`) and only the ſ form is a word, or the ſ form is far commoner, or, for
    twins like ``fera``/``ſera``, the neighbours ``prev`` and ``nxt`` make it likelier (the
    cleaning stage's context model, with tesseract's misreading rate).

    An s tesseract read stays round. The printers set most non-final s long, and this
    function once made every s it read before a word's end long by that convention; but the
    prints set round s too (``ſs`` for a double s, ``est``, ``vostre``, ``Histoire`` in
    some), and tesseract reads the round s as ``s`` where it reads the ſ as ``f``: on the 80
    real pages (issue 34) the convention cost 69 errors, on all ten prints, and saved 4
    (5,290 -> 5,221 without it); the OCR17 lines 352 -> 350, the pages set independently
    509 -> 510, the test book 85 -> 85."""
    if not word or not any(c.isalpha() for c in word) or word.isupper():
        return word
    last = max(i for i, c in enumerate(word) if c.isalpha())
    spots: list[tuple[int, str, str]] = []
    i = 0
    while i < last and len(spots) < _MAX_SPOTS:
        found = next(((old, new) for old, new in READINGS if word.startswith(old, i)), None)
        if found and i + len(found[0]) - 1 < last and (i or word[0].islower()):
            if len(found[0]) == 2 and found[0][0] == "f":
                spots.append((i, "f", "ſ"))  # ``mefle``: *meſle* (one ſ), not only *meſſe*
            spots.append((i, *found))
            i += len(found[0])
        else:
            i += 1
    if not spots:
        return word
    base = _weight(word)
    best, best_w = word, base
    for subset in range(1, 2 ** len(spots)):  # (a place's one-letter reading first: it wins a tie)
        trial, pos = [], 0
        for k, (at, old, new) in enumerate(spots):
            if subset >> k & 1:
                if at < pos:
                    break  # two readings of one place
                trial.append(word[pos:at] + new)
                pos = at + len(old)
        else:
            cand = "".join(trial) + word[pos:]
            w = _weight(cand)
            if w > best_w:
                best, best_w = cand, w
    if best == word:
        return word
    if base == 0:
        return best
    if len(spots) == 1 and spots[0][1:] == ("f", "ſ"):
        if twins.be_not_make(key(word), key(nxt), known):
            return best  # faire takes no participle after it (``qui fera arriué``): être
        decided = ocr_repair()._long_s_twin(word, prev, nxt)  # fera / ſera: the context decides
        if decided is not None:
            return decided
    return best if best_w >= _MARGIN * base else word


_MARGIN = 3


def _weight(word: str) -> float:
    """How much the lexicon vouches for a form: its early-modern frequency and its frequency
    in the shipped book, at least 1 for a modern word (accents or not), 0 for no word."""
    k = key(word.replace("ſ", "s"))
    modern = k in lexicon.modern() or k in lexicon.modern_unaccented()
    return lexicon.early().get(k, 0) + lexicon.book().get(k, 0) + (1 if modern else 0)
