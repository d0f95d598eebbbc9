"""Learn the word-neighbour counts the OCR's post-correction weighs two readings by
(``pipeline/text/data/neighbours.tsv.gz``, read by :mod:`pipeline.text.neighbours`).

From FreEM-norm's training originals (``../shared/data/freemnorm/train.tsv``, CC BY 4.0):
each sentence cut into words as the OCR's post-correction cuts a line
(:func:`pipeline.text.tokens.words`: punctuation left out, an elision its own word), each
word regularised and lower-cased as the lexicon keys it (ſ, u/v, i/j resolved); then the
count of every word (a line ``word<TAB><TAB>count``) and of every pair of neighbours seen at
least :data:`MIN_PAIR` times (``word<TAB>next<TAB>count``). Deterministic: the same inputs
give the same bytes. ``python scripts/learn_neighbours.py [--freemnorm DIR]``.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from learn_lexicon import _write_gz, training_pairs  # noqa: E402

from pipeline.text.neighbours import FILE, MIN_PAIR, key  # noqa: E402
from pipeline.text.tokens import words  # noqa: E402


def main() -> None:
    originals = [orig for orig, _ in training_pairs("learn_neighbours", __doc__.splitlines()[0])]
    single: Counter[str] = Counter()
    pairs: Counter[tuple[str, str]] = Counter()
    for orig in originals:
        ks = [key(w) for w in words(orig)]
        single.update(ks)
        pairs.update(zip(ks, ks[1:], strict=False))
    rows = [f"{w}\t\t{c}\n" for w, c in sorted(single.items())]
    rows += [f"{a}\t{b}\t{c}\n" for (a, b), c in sorted(pairs.items()) if c >= MIN_PAIR]
    _write_gz(FILE, "".join(rows))
    kept = sum(1 for c in pairs.values() if c >= MIN_PAIR)
    print(f"learn_neighbours: {len(single)} words, {kept} pairs of neighbours -> {FILE}")


if __name__ == "__main__":
    main()
