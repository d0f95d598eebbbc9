"""A word trigram model of early-modern French: the wider context that tells a real word
from another real word the OCR read in its place (``il y a du fort avec de la conduite``:
ſort).

The neighbours' model (:mod:`pipeline.text.neighbours`) weighs one word on each side, each
bounded; measured as a witness of real-word misreadings it is too weak (precision 0.11,
issue 33). This model scores the sentence: a candidate at position ``i`` changes the three
trigrams that contain it, and :meth:`Trigrams.delta` is the change of their log probability
(interpolated Kneser-Ney, absolute discount :data:`DISCOUNT`), so two words on each side
speak, each through the words between.

The counts are FreEM-norm's training originals and the book's regularised text, keyed as the
lexicon keys words (ſ, u/v, i/j resolved, lower case), learned by
``scripts/learn_ngrams.py`` into ``data/ngrams.json.gz``: every word's count and
continuation count, every pair and every triple of words seen at least :data:`MIN_KEPT` times, with the
totals and the number of distinct followers of each context counted before that cut (so the
pruned model is still a probability). Punctuation is not a word here; a sentence begins and
ends with :data:`EDGE`.
"""

from __future__ import annotations

import gzip
import json
import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

FILE = Path(__file__).resolve().parent / "data" / "ngrams.json.gz"
EDGE = "<s>"
DISCOUNT = 0.75
MIN_KEPT = 2
"""A pair or a triple seen once is not kept (most of the file); the contexts' totals keep
its mass, which goes to the shorter context."""


@dataclass
class Trigrams:
    """Counts of words, pairs and triples, with each context's total and its number of
    distinct followers (the mass the discount leaves for the shorter context)."""

    uni: Counter[str] = field(default_factory=Counter)
    cont: Counter[str] = field(default_factory=Counter)
    """word -> the number of distinct words seen before it (Kneser-Ney's continuation)."""
    bi: dict[str, int] = field(default_factory=dict)
    """``a<TAB>b`` -> its count (words joined by a tab: the file's own keys, read fast)."""
    tri: dict[str, int] = field(default_factory=dict)
    """``a<TAB>b<TAB>c`` -> its count."""
    ctx1: dict[str, tuple[int, int]] = field(default_factory=dict)
    """a -> (count of pairs a·, distinct followers), before the cut."""
    ctx2: dict[str, tuple[int, int]] = field(default_factory=dict)
    """``a<TAB>b`` -> (count of triples ab·, distinct followers), before the cut."""
    _norm: float | None = field(default=None, repr=False)

    @classmethod
    def learn(cls, sentences: Iterable[Sequence[str]], min_kept: int = MIN_KEPT) -> Trigrams:
        """The model of ``sentences`` (each a list of keyed words)."""
        bi: Counter[tuple[str, str]] = Counter()
        tri: Counter[tuple[str, str, str]] = Counter()
        uni: Counter[str] = Counter()
        for words in sentences:
            seq = [EDGE, EDGE, *words, EDGE]
            uni.update(words)
            bi.update(zip(seq[1:], seq[2:], strict=False))
            tri.update(zip(seq, seq[1:], seq[2:], strict=False))
        m = cls(uni=uni)
        cont: Counter[str] = Counter(b for _, b in bi)
        m.cont = cont
        c1: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for (a, _), n in bi.items():
            c1[a][0] += n
            c1[a][1] += 1
        c2: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        for (a, b, _), n in tri.items():
            c2[a, b][0] += n
            c2[a, b][1] += 1
        m.ctx1 = {k: (v[0], v[1]) for k, v in c1.items()}
        m.ctx2 = {"\t".join(k): (v[0], v[1]) for k, v in c2.items() if v[0] >= min_kept}
        m.bi = {"\t".join(k): n for k, n in bi.items() if n >= min_kept}
        m.tri = {"\t".join(k): n for k, n in tri.items() if n >= min_kept}
        return m

    def p1(self, c: str) -> float:
        """Kneser-Ney's continuation probability, with half a count for a word never seen."""
        if self._norm is None:  # the distinct pairs, and half a count for each kind
            self._norm = sum(self.cont.values()) + 1 + 0.5 * (len(self.cont) + 1)
        return (self.cont.get(c, 0) + 0.5) / self._norm

    def p2(self, b: str, c: str) -> float:
        total, kinds = self.ctx1.get(b, (0, 0))
        if not total:
            return self.p1(c)
        n = self.bi.get(f"{b}\t{c}", 0)
        return (max(n - DISCOUNT, 0) + DISCOUNT * kinds * self.p1(c)) / total

    def p3(self, a: str, b: str, c: str) -> float:
        total, kinds = self.ctx2.get(f"{a}\t{b}", (0, 0))
        if not total:
            return self.p2(b, c)
        n = self.tri.get(f"{a}\t{b}\t{c}", 0)
        return (max(n - DISCOUNT, 0) + DISCOUNT * kinds * self.p2(b, c)) / total

    def around(self, words: Sequence[str], i: int, w: str) -> float:
        """The log probability of the trigrams that hold position ``i`` of ``words`` (keyed,
        the sentence's), with ``w`` standing there."""
        before = [EDGE, EDGE, *words[max(i - 2, 0) : i]][-2:]
        after = [*words[i + 1 : i + 3], EDGE][:2]
        seq = [*before, w, *after]  # the window: two words each side, the edges included
        return sum(math.log(self.p3(seq[k - 2], seq[k - 1], seq[k])) for k in range(2, len(seq)))

    def delta(self, words: Sequence[str], i: int, c: str) -> float:
        """How much likelier the sentence is with ``c`` at position ``i`` than with the word
        read there (log ratio)."""
        return self.around(words, i, c) - self.around(words, i, words[i])

    def dump(self, path: Path) -> None:
        """Write the model as gzipped JSON, keys sorted (the same counts give the same
        bytes): one object per table, pairs and triples keyed by their words joined with a
        tab, the contexts' totals as [total, kinds]. JSON, so that reading it is the C
        parser's work, not a loop of Python (a build reads it every time)."""
        data = {
            "uni": self.uni,
            "cont": self.cont,
            "ctx1": self.ctx1,
            "bi": self.bi,
            "ctx2": self.ctx2,
            "tri": self.tri,
        }
        text = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        with gzip.GzipFile(path, "wb", mtime=0) as f:
            f.write(text.encode("utf-8"))


@cache
def model() -> Trigrams:
    """The committed model (``data/ngrams.json.gz``), read once."""
    with gzip.open(FILE, "rt", encoding="utf-8") as f:
        data = json.load(f)
    return Trigrams(
        uni=Counter(data["uni"]),
        cont=Counter(data["cont"]),
        bi=data["bi"],
        tri=data["tri"],
        ctx1={k: (t, n) for k, (t, n) in data["ctx1"].items()},
        ctx2={k: (t, n) for k, (t, n) in data["ctx2"].items()},
    )
