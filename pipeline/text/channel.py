"""A noisy-channel corrector for the OCR's noise: which word the print had, given what the
OCR read and the words around it.

For a word read, each candidate ``c`` the print may have had is weighed by

    log P(read | c)  +  log P(c)  +  fit(c, prev, next)

- **P(read | c), the error model**: what an OCR of 17th-century print reads for what was
  printed, block by block (``rn`` for ``m``, ``ui`` for ``ü``, a space lost between two
  words), learned by ``scripts/learn_channel.py`` from OCR17's aligned lines and
  Gallicorpora's pages read by tesseract and from the repairs the cleaning stage already
  makes (``data/channel.tsv``); a block no source has seen costs :data:`UNSEEN` per letter;
- **P(c)**: how often the period (FreEM-norm's originals) and the book use the word;
- **fit**: the neighbours' model (:func:`pipeline.text.neighbours.fit`), learned from
  FreEM-norm's originals.

Two uses, each with its own measured thresholds (``scripts/channel_check.py``, on
FreEM-norm's dev sentences, none of them in the tables, with misreadings drawn from the error
model put in; a tuning half and a held-out half):

1. :meth:`Corrector.nonword`: a word no list knows; its candidates are the words of the
   period and the book within two edits, and the word cut in two (``signifienticeux``:
   signifient iceux). The word as read stays a hypothesis (a rare word of the period,
   a name), at the odds :data:`KEEP`;
   A capitalised word no list knows takes its candidates from the names instead
   (:meth:`Corrector.name`, ``data/names.tsv``: kings, places, saints), never from the
   common lexicon (``Childerie``: Childeric, ``c`` read ``e``);
2. :meth:`Corrector.realword`: a word that is a word but may be another one misread
   (``du fort avec de la conduite``: ſort); its candidates are one block of the error model
   away and are words the period used, weighed by the sentence: the change each makes to
   the word trigrams around it (:mod:`pipeline.text.ngrams`, FreEM-norm's training
   originals and the book). Measured, it does not tell them apart well enough to change
   anything: the best precision over log-odds thresholds is 0.08 (tuning) / 0.15 (held
   out) at 0, and none above reaches 0.1 on the tuning half; the neighbours' model (one
   word each side) did no better (0.11). So no word is changed by it (:data:`REAL_CHANGE`); the candidates above
   :data:`REAL_PROPOSE` are listed for the editors in the cleaning report.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from pipeline.text import lexicon, ngrams

FILE = Path(__file__).resolve().parent / "data" / "channel.tsv"
UNSEEN = math.log(2e-4)
"""The log probability, per letter, of a misreading neither source of the error model saw."""
KEEP = math.log(0.2)
"""The prior of the word as read being what was printed although no list knows it (a rare
word of the period, a name), against the misreading of a known word; chosen on the tuning
half (``scripts/channel_check.py``: 0.005, 0.02, 0.05, 0.2 tried at :data:`NONWORD_CHANGE`;
0.2 repairs the most at a precision of 0.95)."""
NONWORD_CHANGE = 0.95
"""A word no list knows is repaired when its best candidate has this posterior or more (the
repair's ``@cert``, not tuned): then it is also at least 19 times likelier than the next
(a margin of 2 or 4 asked besides changes nothing). Measured (``scripts/channel_check.py``,
with :data:`KEEP`), the error model learned from OCR17's lines, Gallicorpora's pages and the
book's repairs: tuning half 223 of 437 misread words repaired right, 9 wrongly (precision
0.961, recall 0.510); held out 241 of 443, 10 wrongly (0.960, 0.544). The earlier model
(OCR17 and the repairs alone) on the same test: 214 right, 13 wrong on either half (0.943):
below 0.95 where the misreadings are drawn from the larger model; on its own test it scored
0.973 / 0.632 held out, where the larger model scores 0.979 / 0.524."""
REAL_CHANGE: float | None = None
"""Log odds above which a known word would be repaired to another word one misreading away:
none, since no threshold reaches a precision of 0.9 (:meth:`Corrector.realword`; measured
by ``scripts/channel_check.py``, tuning half, 48 words misread among 11,719: at log odds
0 / 2 / 4 / 6 / 8, 5 / 2 / 0 / 0 / 0 right against 55 / 32 / 22 / 10 / 4 wrong; with the
earlier error model, weighing the trigrams alone or half the misreading's odds, at best 5
right and 31 wrong)."""
REAL_PROPOSE = 0.0
"""Log odds above which such a candidate is listed for the editors (the cleaning report):
the other word likelier than the one read. Tuning half: 5 of 48 misread words found, 55
listed wrongly (precision 0.08); held out: 9 of 49, 52 wrongly (0.15)."""
NAME_KEEP = math.log(2e-5)
"""The odds of a capitalised word no list knows being a name the table lacks, against one
name of the table read through the error model: a name is repaired when its misreading is
likelier than ``exp(NAME_KEEP)`` by :data:`NONWORD_CHANGE`'s margin (19 to 1), i.e. a
misreading of log probability about -7.9 or better (one letter the model never saw misread,
-8.5, is not enough). Names are too few for a held-out measure; set on the book's
capitalised words within two edits of a name, each read against its line: Childerie (c
read e, -6.2), Faincans (-6.1) and Robere (t read e, -7.5) are the print's Childeric,
Faineans, Robert; Carron (-8.5) is Caron (Charon's barque), not Varron, and Capeuingiens
(-8.5, t read u) is left listed."""
MIN_BOOK = 3  # a form the book uses this often is a word of the book
MIN_LENGTH = 4  # shorter words have too many neighbours to decide alone
MAX_DISTANCE = 2
MIN_REAL_BLOCK = 3
"""A block of the error model seen this many times is a confusion tried on real words."""
MIN_REAL_WORD = 5
"""A real-word candidate is a word the period used this often (FreEM-norm's originals)."""


@dataclass(frozen=True)
class Weighed:
    """A candidate with its posterior probability."""

    word: str
    p: float


@dataclass(frozen=True)
class Proposal:
    """A known word that may be another word misread (:meth:`Corrector.realword`), listed
    for the editors: the word as printed, its source line, the candidate (keyed) and its
    probability against the word read, by the odds."""

    word: str
    line: int
    candidate: str
    p: float


def blocks(printed: str, read: str) -> list[tuple[str, str]]:
    """The differences of ``read`` from ``printed`` as blocks (printed part, read part),
    adjacent edits merged (``m`` read ``rn``; ``s i`` read ``si``)."""
    out: list[tuple[str, str]] = []
    last = -1
    for op in Levenshtein.opcodes(printed, read):
        if op.tag == "equal":
            continue
        a, b = printed[op.src_start : op.src_end], read[op.dest_start : op.dest_end]
        if out and last == op.src_start:
            pa, pb = out[-1]
            out[-1] = (pa + a, pb + b)
        else:
            out.append((a, b))
        last = op.src_end
    return out


@cache
def table() -> dict[tuple[str, str], float]:
    """(printed, read) -> log P(read | printed) for each block the error model has seen."""
    out = {}
    for line in FILE.read_text(encoding="utf-8").splitlines()[1:]:
        printed, read, n, chances = line.split("\t")
        out[printed, read] = math.log((int(n) + 0.5) / (int(chances) + 1))
    return out


@cache
def confusions() -> dict[str, tuple[tuple[str, float], ...]]:
    """printed part -> (read part, log P) for the blocks seen :data:`MIN_REAL_BLOCK` times or
    more, non-empty on both sides: the confusions tried on real words, indexed by what is read."""
    by_read: dict[str, list[tuple[str, float]]] = {}
    for line in FILE.read_text(encoding="utf-8").splitlines()[1:]:
        printed, read, n, _ = line.split("\t")
        if int(n) >= MIN_REAL_BLOCK and printed and read and " " not in printed + read:
            by_read.setdefault(read, []).append((printed, table()[printed, read]))
    return {k: tuple(v) for k, v in by_read.items()}


def channel(read: str, printed: str) -> float:
    """log P(read | printed) by the error model."""
    t = table()
    score = 0.0
    for a, b in blocks(printed, read):
        score += t.get((a, b), UNSEEN * max(len(a), len(b), 1))
    return score


class Corrector:
    """The corrector of one book: the period's words and the book's own (``vocabulary``,
    keyed as the lexicon keys them)."""

    def __init__(self, vocabulary: Counter[str]) -> None:
        self.vocabulary = vocabulary
        self._memo: dict[str, list[str]] = {}
        self._real: dict[str, list[tuple[str, float]]] = {}
        self._total = sum(lexicon.early().values()) + sum(vocabulary.values())

    @property
    def words(self) -> list[str]:
        return _words(frozenset(k for k, n in self.vocabulary.items() if n >= MIN_BOOK))

    def count(self, k: str) -> int:
        book = self.vocabulary.get(k, 0)
        return lexicon.early().get(k, 0) + (book if book >= MIN_BOOK else 0)

    def prior(self, k: str) -> float:
        if " " in k:
            return sum(self.prior(x) for x in k.split(" "))
        n = self.count(k) or (0.2 if k in lexicon.modern() else 0)
        return math.log((n + 0.1) / self._total)

    def candidates(self, k: str) -> list[str]:
        """Words within :data:`MAX_DISTANCE` edits of the keyed word ``k``, and ``k`` cut in
        two known words (one of them may be one edit off: ``quarantecing``)."""
        if k in self._memo:
            return self._memo[k]
        found = [
            w
            for w, _, _ in process.extract(
                k, self.words, scorer=Levenshtein.distance, score_cutoff=MAX_DISTANCE, limit=40
            )
            if w != k
        ]
        for i in range(2, len(k) - 1):
            a, b = k[:i], k[i:]
            if a[-1] in "-’'" or b[0] in "-’'":
                continue
            if self.count(a) and self.count(b):
                found.append(f"{a} {b}")
            if len(k) < 8:
                continue
            if self.count(a) and len(b) >= 3:  # one half one edit off: quarante cing
                found += [f"{a} {w}" for w in self._near(b) if w != b]
            if self.count(b) and len(a) >= 3:
                found += [f"{w} {b}" for w in self._near(a) if w != a]
        self._memo[k] = found
        return found

    def _near(self, k: str) -> list[str]:
        """Words one edit from ``k``."""
        return [
            w
            for w, _, _ in process.extract(
                k, self.words, scorer=Levenshtein.distance, score_cutoff=1, limit=5
            )
        ]

    def nonword(self, k: str, prev: str = "", nxt: str = "") -> list[Weighed]:
        """The keyed word ``k``, which no list knows, and its candidates, each with its
        posterior, likeliest first; the word as read is ``Weighed(k, ...)``."""
        scores = {k: KEEP + self.prior(k)}
        for c in self.candidates(k):
            scores[c] = channel(k, c) + self.prior(c) + self._fit(c, prev, nxt)
        return _posterior(scores)

    def name(self, k: str) -> list[Weighed]:
        """The keyed capitalised word ``k``, which no list knows, and the names of
        ``data/names.tsv`` within :data:`MAX_DISTANCE` edits of it (the book's forms and the
        modern ones, accents kept), each with its posterior, likeliest first. The names are
        equally likely a priori: the table is the book's, and no count of them is known."""
        scores = {k: NAME_KEEP}
        for c, _, _ in process.extract(
            k, _names(), scorer=Levenshtein.distance, score_cutoff=MAX_DISTANCE, limit=10
        ):
            scores[c] = channel(k, c)
        return _posterior(scores)

    def _fit(self, c: str, prev: str, nxt: str) -> float:
        if " " in c:
            a, b = c.split(" ", 1)
            return _fit_of(a, prev, b) + _fit_of(b, "", nxt)
        return _fit_of(c, prev, nxt)

    def real_candidates(self, k: str) -> list[tuple[str, float]]:
        """Words one confusion of the error model away from the keyed word ``k``, which the
        period used :data:`MIN_REAL_WORD` times, each with log P(k | it); not the same word
        with other accents (``matière``, ``matiere``: the period's spellings vary, and
        which one the print had is the normaliser's business, not the OCR's)."""
        if k in self._real:
            return self._real[k]
        out: dict[str, float] = {}
        for read, printed_all in confusions().items():
            at = k.find(read)
            while at >= 0:
                for printed, logp in printed_all:
                    c = k[:at] + printed + k[at + len(read) :]
                    if (
                        c != k
                        and lexicon.early().get(c, 0) >= MIN_REAL_WORD
                        and lexicon.unaccent(c) != lexicon.unaccent(k)
                    ):
                        out[c] = max(out.get(c, -99.0), logp)
                at = k.find(read, at + 1)
        self._real[k] = sorted(out.items())
        return self._real[k]

    def realword(self, words: Sequence[str], i: int) -> tuple[str, float] | None:
        """The best other word for the known word at position ``i`` of the sentence
        ``words`` (keyed), with the log odds of it against the word read: its misreading's
        probability and the change it makes to the sentence's trigrams
        (:meth:`pipeline.text.ngrams.Trigrams.delta`); None where it has no candidate."""
        best = None
        lm = ngrams.model()
        cands = self.real_candidates(words[i])
        base = lm.around(words, i, words[i]) if cands else 0.0
        for c, logp in cands:
            odds = logp + lm.around(words, i, c) - base  # lm.delta, the word read's once
            if best is None or odds > best[1]:
                best = (c, odds)
        return best


@cache
def _words(book: frozenset[str]) -> list[str]:
    """The period's words (FreEM-norm's originals) and the book's, of three letters or more."""
    return sorted({w for w in lexicon.early() if len(w) >= 3} | {w for w in book if len(w) >= 3})


@cache
def _trigrams() -> frozenset[str]:
    """The letter trigrams of the period's words (FreEM-norm's originals, keyed), with ``^``
    and ``$`` at the word's edges."""
    out = set()
    for w in lexicon.early():
        s = f"^{w}$"
        out.update(s[i : i + 3] for i in range(len(s) - 2))
    return frozenset(out)


def unattested(k: str) -> bool:
    """Whether the keyed word ``k`` holds three letters together that no word of the
    period's has (``auéugle``: véu; ``encôre``: côr; ``conseillè``: lè at the end): a
    spelling the print cannot have set, so the OCR's, though the normaliser reads it."""
    s = f"^{k}$"
    seen = _trigrams()
    return any(s[i : i + 3] not in seen for i in range(len(s) - 2))


@cache
def _names() -> list[str]:
    """The names of ``data/names.tsv``, lower case: each form and each modern form."""
    rows = lexicon.names().values()
    return sorted({n.form.lower() for n in rows} | {n.modern.lower() for n in rows})


def _posterior(scores: dict[str, float]) -> list[Weighed]:
    top = max(scores.values())
    z = sum(math.exp(s - top) for s in scores.values())
    out = [Weighed(w, math.exp(s - top) / z) for w, s in scores.items()]
    return sorted(out, key=lambda x: -x.p)


def surface(read: str, k: str, cand: str) -> str | None:
    """``cand`` (a keyed word) as the print sets it where ``read`` was read (its key ``k``):
    the edits from ``k`` to ``cand`` made on ``read`` itself, so its long s, u/v, i/j and
    capital stay (``ioier`` -> ``iouer``), and a v it puts inside the word is the
    print's u (``pouoit`` -> ``pouuoit``); None where ``read`` and its key do not match
    letter for letter."""
    if len(read) != len(k):
        return None
    out = []
    pos = 0
    for op in Levenshtein.opcodes(k, cand):
        if op.tag == "equal":
            out.append(read[op.src_start : op.src_end])
        else:
            new = cand[op.dest_start : op.dest_end]
            if op.dest_start:  # the print's convention inside a word: pouuoit, not pouvoit
                new = new.replace("v", "u")
            if op.src_start == 0 and read[:1].isupper():
                new = new[:1].upper() + new[1:]
            out.append(new)
        pos = op.src_end
    del pos
    return "".join(out)


def _fit_of(word: str, prev: str = "", nxt: str = "") -> float:
    """:func:`pipeline.text.neighbours.fit`, imported here: that module keys words with the
    repair's key, and the repair uses this corrector."""
    from pipeline.text.neighbours import fit

    return fit(word, prev, nxt)
