"""How well a word fits between its neighbours, by the counts of early-modern French: the
context that tells two readings of a worn word apart when both are words.

Worn print breaks a letter's strokes and tesseract reads another letter there, often making
another word (``crois`` for *trois*, ``peur`` for *peut*, ``Lardin`` for *Iardin*): the
lexicon knows both, so only the neighbours can tell (*il peut*, never *il peur*; *de trois*,
*je crois*). The counts are FreEM-norm's originals (some 230,000 words of 17th-century
prose and verse, none of the Maison's), each word keyed as the lexicon keys it (ſ, u/v, i/j
resolved), learned by ``scripts/learn_neighbours.py`` into ``data/neighbours.tsv.gz``: every
word's count and every pair of neighbours seen at least :data:`MIN_PAIR` times.

:func:`fit` is the evidence of the neighbours for a word (how much likelier they are beside
it than anywhere), a bounded log ratio per side, so a word the counts have never seen, or
next to a word they have never seen, gets no evidence either way; :func:`twin` weighs a
word's readings by a letter tesseract confuses (:data:`CONFUSIONS`) with it.
"""

from __future__ import annotations

import gzip
import math
from collections.abc import Collection, Iterator
from functools import cache
from itertools import combinations
from pathlib import Path

from pipeline.text.repair import key as _lexicon_key

FILE = Path(__file__).resolve().parent / "data" / "neighbours.tsv.gz"
MIN_PAIR = 2
"""A pair of neighbours seen once is not kept (a tenth of the file's size each)."""
UNSEEN = 0.5
"""What a pair not in the file counts (seen once or never), or what chance would give it
where that is less: a pair of rare words unseen is no evidence."""
MAX_SIDE = 2.0
"""The most one neighbour may say (log odds): a pair never seen is weak evidence in a
quarter of a million words, and one neighbour is not the sentence. Below the odds of a
misreading (:data:`PRIOR`, -3.0), so that one neighbour alone never turns a word into its
twin: at 3.0, ``avoit aucune`` (seen) against ``avoir aucune`` (not) turned the print's
*n’auoir aucune* into *n’auoit*. Measured (issue 17, cached readings) at 3.0 / 2.5 / 2.25 /
2.0 / 1.75 / 1.5: the independent pages 783 / 783 / 779 / 778 / 781 / 784 errors, the real
pages 5.96 / 5.96 / 5.96 / 5.96 / 5.98 / 5.98%, the OCR17 lines 4.00 / 4.00 / 4.00 / 3.99 /
3.99 / 3.99%."""

CONFUSIONS: dict[str, str] = {
    "c": "te",
    "r": "t",
    "v": "t",
    "e": "c",
    "n": "u",
    "u": "n",
}
"""A lower-case letter as tesseract reads it -> the letters the print may have had there,
the confusions of a worn letter that make another word: a t whose bar or foot is broken
reads c, r or v (``crois``, ``peur``, ``vous`` for *trois*, *peut*, *tous*; e too, but
only in a word no list knows, :data:`pipeline.ocr.confusions.WORN_T`: among known words it
turned the period's *aye* into *ayt*), a c and an e
each other, n and u each other."""
CAPITALS: dict[str, str] = {"L": "I", "T": "I"}
"""A word's capital as read -> what the print may have had: a capital I with its serifs
read as L or T (``Lardin``, ``Touant`` for *Iardin*, *Iouant*; the modern list knows
*Lardin* and *Touant* as words, so the lexicon alone keeps them). Only for a word the
period's counts have never seen, whose I reading they have: a capital I wears into an L
or a T as often as not, so the counts alone decide (``Tours`` stays, a word of the time:
weighing the neighbours there too turned the chess *Tours* into *Iours*)."""
MIN_CAPITAL = 4
"""Short capitalised words (``Le``, ``La``, ``Les``) are all words of the time as read."""
MAX_LETTERS = 1
"""How many letters of one word may be misread (each at the odds :data:`PRIOR`): two
(``l’ancre`` for *l’autre*) changed nothing on the pages measured, at a cost."""
MIN_LENGTH = 3
"""Two-letter words (``ou``/``on``, ``ce``/``te``, ``au``/``an``) are left as read: all common,
their neighbours hardly tell them apart."""
PRIOR = 0.05
"""The odds that tesseract read one letter for another such that a word became another
word, before the words' counts and the neighbours are weighed: a misreading, a rare event
in a word read as a word, which the neighbours must make far likelier."""

PRIOR_DOUBTED = 0.5
"""The odds of a misreading where tesseract's recogniser weighed the print's letter too
(its choices, :mod:`pipeline.ocr.choices`): a worn t read c with t a close second, where
the image alone does not decide and the counts and the neighbours should. Tesseract's
first choice is still the likelier: half the odds of its own reading. Measured (issue 17,
cached readings) at 0.15 / 0.3 / 0.5 / 0.8 / 1.0: the independent pages 658 / 654 / 648 /
644 / 644 errors (662 without), the real pages 5.85% each (no word there changed); the
OCR17 lines are read without choices."""


def key(word: str) -> str:
    """The word as the lexicon keys it (ſ, u/v, i/j resolved, lower case), its apostrophe
    the typographic one whatever the transcription wrote (``l'`` and ``l’`` are one word)."""
    return _lexicon_key(word).replace("'", "’")


@cache
def _table() -> tuple[dict[str, int], dict[tuple[str, str], int], int]:
    single: dict[str, int] = {}
    pairs: dict[tuple[str, str], int] = {}
    with gzip.open(FILE, "rt", encoding="utf-8") as f:
        for line in f:
            a, b, n = line.rstrip("\n").split("\t")
            if b:
                pairs[a, b] = int(n)
            else:
                single[a] = int(n)
    return single, pairs, sum(single.values())


def count(word: str) -> int:
    """How often the word (keyed as the lexicon keys it) occurs in the counts."""
    return _table()[0].get(key(word), 0)


def fit(word: str, prev: str = "", nxt: str = "") -> float:
    """The log ratio of the neighbours' likelihood beside ``word`` to their likelihood
    anywhere, each side bounded by :data:`MAX_SIDE`; 0 for a side that is absent or a word
    the counts have not seen (no evidence), and for a word they have not seen."""
    single, pairs, total = _table()
    w = key(word)
    seen_w = single.get(w, 0)
    if not seen_w:
        return 0.0
    score = 0.0
    for other, pair in ((prev, lambda o: (o, w)), (nxt, lambda o: (w, o))):
        if not other:
            continue
        o = key(other)
        if o not in single and "f" in o:
            o = o.replace("f", "s")  # a neighbour as tesseract read it: its f is mostly ſ
        seen_o = single.get(o, 0)
        if not seen_o:
            continue
        p = seen_o / total
        together = pairs.get(pair(o), min(UNSEEN, seen_w * p))  # absent: no more than chance
        ratio = math.log((together + p) / (seen_w + 1)) - math.log(p)
        score += max(-MAX_SIDE, min(MAX_SIDE, ratio))
    return score


def twin(
    word: str, prev: str = "", nxt: str = "", doubted: Collection[tuple[int, str]] = ()
) -> str:
    """The word as the print likelier had it: ``word`` or a reading of it with one letter
    read by one of :data:`CONFUSIONS` (or its capital by :data:`CAPITALS`), by the words'
    counts, the neighbours (:func:`fit`) and the odds of a misreading (:data:`PRIOR`, or
    :data:`PRIOR_DOUBTED` where tesseract itself weighed the print's letter at that place:
    ``doubted``, (place, letter) pairs); ``word`` as read unless another reading is
    likelier. A word with an f is left to the long-s model (tesseract's f is mostly the
    print's ſ: ``fur`` is *ſur*, not *fut*)."""
    if len(word) < MIN_LENGTH or not word.isalpha() or "f" in word:
        return word
    base = _support(word, prev, nxt)
    best, best_score = word, 0.0
    unseen = not count(word)
    for cand, letters, capital in _readings(word):
        if not count(cand) or (capital and not unseen):
            continue
        changed = {(i, c) for i, (a, c) in enumerate(zip(word, cand, strict=True)) if a != c}
        prior = 1.0 if capital else (PRIOR_DOUBTED if changed <= set(doubted) else PRIOR) ** letters
        score = math.log(prior) + _support(cand, prev, nxt) - base
        if score > best_score:
            best, best_score = cand, score
    return best


def _support(word: str, prev: str, nxt: str) -> float:
    """What the counts say for ``word`` between these neighbours: its count (log) and the
    neighbours' fit (:func:`fit`)."""
    return math.log(count(word) + 1) + fit(word, prev, nxt)


def _readings(word: str) -> list[tuple[str, int, bool]]:
    """The readings of ``word`` with up to :data:`MAX_LETTERS` letters replaced as tesseract
    confuses them, each with how many and whether its capital was the one."""
    out: list[tuple[str, int, bool]] = []
    if word[0] in CAPITALS and word[1:].islower() and len(word) >= MIN_CAPITAL:
        out += [(c + word[1:], 1, True) for c in CAPITALS[word[0]]]
    spots = [
        (i, c)
        for i, ch in enumerate(word)
        if not (i == 0 and (ch.isupper() or ch in "nu"))  # (a first u is printed v: never *uous*)
        for c in CONFUSIONS.get(ch, "")
    ]
    out += [(cand, n, False) for cand, n in replaced(word, spots, MAX_LETTERS)]
    return out


def replaced(word: str, spots: list[tuple[int, str]], most: int) -> Iterator[tuple[str, int]]:
    """``word`` with one to ``most`` of ``spots`` (place, letter) put in, never two at one
    place, each with how many were."""
    for n in range(1, most + 1):
        for chosen in combinations(spots, n):
            if len({i for i, _ in chosen}) < n:
                continue
            cand = list(word)
            for i, c in chosen:
                cand[i] = c
            yield "".join(cand), n
