"""Learn the period's words the OCR model's dictionary is grown by
(``pipeline/ocr/data/period-words.txt.gz``, read by :mod:`pipeline.ocr.model`).

From FreEM-norm's training originals (``../shared/data/freemnorm/train.tsv``, CC BY 4.0):
every word as tesseract reads the print (its model has no long s: ``ſ`` is written ``f``),
with its capitalised form (a word begins a sentence or a verse), and every elided form the
texts write (``l’autre``, ``qu’il``, ``d’vne``; tesseract's dictionary holds a word with its
apostrophe whole), in both apostrophes and capitalised. One form a line, sorted by code
point. Deterministic: the same inputs give the same bytes.
``python scripts/learn_period_words.py [--freemnorm DIR]``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import regex

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from learn_lexicon import _write_gz, training_pairs  # noqa: E402

from pipeline.ocr.model import WORDS  # noqa: E402

_WORD = regex.compile(r"\p{L}+")
_ELIDED = regex.compile(r"\p{L}+['’]\p{L}+")


def period_words(originals: list[str]) -> set[str]:
    """The forms (see the module) of the words of ``originals``."""
    found: set[str] = set()
    for text in originals:
        read = text.replace("ſ", "f")
        for w in _WORD.findall(read):
            found.add(w)
            if w.islower():
                found.add(w[0].upper() + w[1:])
        for w in _ELIDED.findall(read):
            for form in (w.replace("’", "'"), w.replace("'", "’")):
                found.add(form)
                if form[:1].islower():
                    found.add(form[0].upper() + form[1:])
    return found


def main() -> None:
    pairs = training_pairs("learn_period_words", __doc__.splitlines()[0])
    found = period_words([orig for orig, _ in pairs])
    WORDS.parent.mkdir(parents=True, exist_ok=True)
    _write_gz(WORDS, "".join(f"{w}\n" for w in sorted(found)))
    print(f"learn_period_words: {len(found)} forms -> {WORDS}")


if __name__ == "__main__":
    main()
