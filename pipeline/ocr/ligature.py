"""The ct ligature tesseract reads as a t (issue 34): ``faict`` read ``fait``.

The period's printers set ``ct`` as one piece of type, the c's top joined to the t by an arc
(``faict``, ``nuict``, ``fruicts``, ``effects``). Tesseract's French model has no such
letter; it reads it as ``ct`` or ``ét`` at times (:mod:`.confusions` and
:mod:`.postcorrect` mend those), but mostly as a t, and the word it then reads is the modern
spelling, which every list knows: nothing after it can tell that a letter was lost.

Two things on the page can. The ligature is a letter wider than the t tesseract reads in its
place, so the word's box is wider than its letters; and tesseract, reading a shape it does
not know, is unsure of the word. On the 80 real pages (ten prints) every word read with a t
whose ct spelling the period's texts attest was weighed so (:data:`WIDTHS` for the letters,
the line's own scale): of the 16 that were the print's ct, 12 were read with a confidence
under 50 and 8 of those were 15% or more wider than their letters; of the 41 that the
print spells with a t, none was read under 54. A word so doubted and so wide takes its ct
spelling (:func:`mend_ct`).

Measured (the rule ``ct-read-t`` of :mod:`.switches` off and on, the same readings): the
real pages 5,383 -> 5,376 errors (five prints gain, one loses one: ``parfait`` read for the
print's *parfaitz*, a letter lost, not a ligature); the OCR17 lines (352 errors), the pages
set independently (537) and the test book (85) the same either way. Without the width test
the real pages gain three more (5,373) but the pages set independently lose two (539): a
worn word is doubted too, and only its width tells it from a ligature.
"""

from __future__ import annotations

import statistics

from pipeline.ocr.choices import CORE
from pipeline.ocr.confusions import frequency, weight
from pipeline.ocr.hocr import OcrLine
from pipeline.ocr.switches import on

CT_DOUBT = 50.0
"""A word read with less confidence than this may be a ct read as t."""
WIDER = 1.15
"""... and its box this much wider than its letters at the line's scale (a c is a third of
``fait``'s width: a word read without it is some 1.3 times as wide as its letters)."""
MIN_WORDS = 3
"""The line's scale is the median of this many words at least (else nothing is mended)."""
MIN_LETTERS = 3
"""A shorter word's box says too little of its letters (their side bearings weigh as much);
a word as read must be a word, too (:func:`pipeline.ocr.confusions.weight`): a figure or a
speck read as letters (``at`` for *21*) is no ct word."""

WIDTHS = {
    **dict.fromkeys("ijlIJ.,;:'’!", 0.28),
    **dict.fromkeys("ftrſ", 0.35),
    "s": 0.4,
    **dict.fromkeys("aceéèêàâçz", 0.44),
    **dict.fromkeys("bdghknopquvxyôûîù", 0.52),
    **dict.fromkeys("mw", 0.8),
    **dict.fromkeys("MW", 0.85),
}
"""The width of the letters of an old-style roman, in ems (a capital not listed 0.65, any
other sign 0.5): a coarse table, enough to tell a word one letter too wide; the line's words
give its scale, so italic and roman, large and small type, are each measured against
themselves."""

_VOWELS = "aeiouy"


def _width(letters: str) -> float:
    return sum(WIDTHS.get(c, 0.65 if c.isupper() else 0.5) for c in letters)


def mend_ct(line: OcrLine) -> None:
    """The line's doubted, too wide words read with a t whose ct spelling the period's texts
    attest, spelt with the ct (in place: the words, the text and the raw reading)."""
    if not on("ct-read-t"):
        return
    words = list(line.words)
    ratios = [
        (box[2] - box[0]) / _width(text) for text, box in words if len(text) >= 3 and text.isalpha()
    ]
    if len(ratios) < MIN_WORDS:
        return
    scale = statistics.median(ratios)
    changed = False
    for k, (text, box) in enumerate(words):
        m = CORE.match(text)
        if not m or line.confidences.get(box, 100.0) >= CT_DOUBT or m[2].isupper():
            continue
        core = m[2]
        if len(core) < MIN_LETTERS or not weight(core):
            continue
        if (box[2] - box[0]) / _width(core) < WIDER * scale:
            continue
        twin = _ct_twin(core)
        if twin is not None:
            words[k] = (m[1] + twin + m[3], box)
            changed = True
    if changed:
        line.words = tuple(words)
        line.text = line.raw = " ".join(text for text, _ in words)


def _ct_twin(core: str) -> str | None:
    """``core`` with a c before a t that follows a vowel, the spelling the period's texts
    attest most often (``fait``: *faict*, ``dit``: *dict*); None when they attest none."""
    best, most = None, 0
    for i in range(1, len(core)):
        if core[i] == "t" and core[i - 1].lower() in _VOWELS:
            twin = core[:i] + "c" + core[i:]
            n = frequency(twin)
            if n > most:
                best, most = twin, n
    return best
