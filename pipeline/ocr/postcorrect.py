"""Post-correction of tesseract's reading of 17th-century French print, toward a
near-diplomatic transcription (long s kept, as the OCR17 and most editions transcribe).

Tesseract's French model never outputs ``ſ``: it reads it as ``f`` (mostly) or ``s``. In
the prints of the period a lowercase s is long everywhere but at the end of a word (in the
six prints of the OCR17 sample, every non-final s is ``ſ``), so:

- an ``s`` that does not end its word becomes ``ſ`` (the printers' convention);
- an ``f`` becomes ``ſ`` where the word is only a word with an s there (``auffi`` ->
  ``auſſi``), judged with the cleaning lexicon (modern French and FreEM-norm's early forms);
- the apostrophe is the typographic one (``’``) and a hyphen ending the line, which breaks a
  word, is ``¬``, as diplomatic transcriptions write them.

Each change is reported with its kind, so it can become an intervention.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from pipeline.clean.ocr import OcrRepair, key
from pipeline.clean.tokens import pieces


@dataclass(frozen=True)
class Change:
    start: int
    end: int
    new: str
    type: str  # "long-s", "long-s-convention", "apostrophe", "hyphen"


@cache
def _repair() -> OcrRepair:
    return OcrRepair(Counter())


def known(word: str) -> bool:
    return _repair().known(key(word), book=False)


def long_s_word(word: str) -> str:
    """A word as the print would set it: non-final s long, and f long where only s makes a
    word."""
    if not word or not any(c.isalpha() for c in word) or word.isupper():
        return word
    chars = list(word)
    last = max(i for i, c in enumerate(chars) if c.isalpha())
    for i, c in enumerate(chars):
        if c == "s" and i < last:
            chars[i] = "ſ"
    out = "".join(chars)
    fs = [i for i, c in enumerate(chars) if c == "f" and i < last]
    if not fs:
        return out
    base = _weight(out)
    best, best_w = out, base
    for subset in range(1, 2 ** min(len(fs), 4)):
        trial = list(chars)
        for k, i in enumerate(fs[:4]):
            if subset >> k & 1:
                trial[i] = "ſ"
        cand = "".join(trial)
        w = _weight(cand)
        if w > best_w:
            best, best_w = cand, w
    # a word with f that is a word too (fervent/ſeruent) yields only to a far commoner ſ form
    if best != out and (base == 0 or best_w >= _MARGIN * base):
        return best
    return out


_MARGIN = 3


def _weight(word: str) -> float:
    """How much the lexicon vouches for a form: its early-modern frequency, at least 1 for
    a modern word, 0 for no word."""
    from pipeline.clean import lexicon

    k = key(word.replace("ſ", "s"))
    return lexicon.early().get(k, 0) + (1 if k in lexicon.modern() else 0)


def _kind(old: str, new: str) -> str:
    if len(old) != len(new):
        return "letter"
    pairs = list(zip(old, new, strict=True))
    if any(a == "f" and b == "ſ" for a, b in pairs):
        return "long-s"
    if all(a == b or (a, b) == ("s", "ſ") for a, b in pairs):
        return "long-s-convention"
    return "letter"


def postcorrect(line: str, marks: bool = True) -> tuple[str, list[Change]]:
    """A line of tesseract output made diplomatic; the changes, in source offsets.

    ``marks=False`` leaves the apostrophe and the line-end hyphen as tesseract gives them,
    for the corpus build, whose cleaning stage encodes a broken word itself (``lb/@rend``)."""
    changes: list[Change] = []
    ps = pieces(line)
    for p in ps:
        if p.kind == "other" and p.text == "€":
            changes.append(Change(p.start, p.end, "&", "letter"))  # tesseract's reading of &
        if p.kind == "word":
            word = p.text
            if not known(word.replace("ſ", "s")) and "f" not in word:
                found = _repair().word(word, "", "")
                if found is not None and found[1] in ("letter", "spacing"):
                    word = found[0]  # quelqnes -> quelques, ilme -> il me
            new = " ".join(long_s_word(w) for w in word.split(" "))
            if new != p.text:
                changes.append(Change(p.start, p.end, new, _kind(p.text, new)))

    for i, c in enumerate(line if marks else ""):
        if c == "'":
            changes.append(Change(i, i + 1, "’", "apostrophe"))
    stripped = line.rstrip()
    if marks and stripped.endswith("-") and len(stripped) > 1 and stripped[-2].isalpha():
        changes.append(Change(len(stripped) - 1, len(stripped), "¬", "hyphen"))
    changes.sort(key=lambda c: c.start)
    out, pos = [], 0
    for c in changes:
        if c.start < pos:
            continue
        out.append(line[pos : c.start])
        out.append(c.new)
        pos = c.end
    out.append(line[pos:])
    return "".join(out), changes
