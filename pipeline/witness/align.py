"""Rule-level alignment of two witnesses of one game: which rules say the same.

The two texts run in the same order, but the rule cutter may cut them differently (a 1665
rule may be two 1642 sentences, or one 1642 paragraph two 1665 rules), and either may lack
a passage. So the alignment is made on words, not on rules: both games' words (keys of
:mod:`pipeline.witness.tokens`, punctuation left out) are aligned as two sequences
(:class:`difflib.SequenceMatcher`, its longest matching blocks, no heuristic junk), and two
rules are parallels when enough of their words are aligned with each other: at least
:data:`MIN_SHARED` words and :data:`MIN_SHARE` of the shorter rule's. A rule with no
parallel is said to be one witness's only (``parallels`` empty).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from difflib import SequenceMatcher

from pipeline.witness.tokens import tokens

MIN_SHARED = 3
MIN_SHARE = 0.3


@dataclass(frozen=True)
class Passage:
    """A rule of one witness: its id and the reading compared."""

    id: str
    text: str


def align(a: list[Passage], b: list[Passage]) -> dict[str, list[str]]:
    """Every rule id of ``a`` and of ``b`` -> the ids of its parallels in the other, in the
    other's order (empty: no counterpart)."""
    keys_a, owner_a = _words(a)
    keys_b, owner_b = _words(b)
    matcher = SequenceMatcher(None, keys_a, keys_b, autojunk=False)
    shared: Counter[tuple[int, int]] = Counter()
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            shared[owner_a[block.a + k], owner_b[block.b + k]] += 1
    size_a = Counter(owner_a)
    size_b = Counter(owner_b)
    out: dict[str, list[str]] = {p.id: [] for p in [*a, *b]}
    for (i, j), n in sorted(shared.items()):
        if n >= MIN_SHARED and n >= MIN_SHARE * min(size_a[i], size_b[j]):
            out[a[i].id].append(b[j].id)
            out[b[j].id].append(a[i].id)
    for ids in out.values():
        ids.sort(key=lambda r: _order(r, a, b))
    return out


def groups(
    a: list[Passage], b: list[Passage], parallels: dict[str, list[str]]
) -> list[tuple[list[str], list[str]]]:
    """The passages collated together: runs of rules of ``a`` and of ``b`` joined by their
    parallels (a rule two rules of the other say: all three), in order; a rule without a
    parallel is a group of its own, with nothing on the other side."""
    index_a = {p.id: i for i, p in enumerate(a)}
    index_b = {p.id: i for i, p in enumerate(b)}
    out: list[tuple[list[str], list[str]]] = []
    i = j = 0
    while i < len(a) or j < len(b):
        if i < len(a) and not parallels[a[i].id]:
            out.append(([a[i].id], []))
            i += 1
            continue
        if j < len(b) and not parallels[b[j].id]:
            out.append(([], [b[j].id]))
            j += 1
            continue
        # a component of the parallels graph, from a[i] (or b[j] when a is done)
        ga, gb = set(), set()
        todo = [("a", a[i].id)] if i < len(a) else [("b", b[j].id)]
        while todo:
            side, rid = todo.pop()
            seen = ga if side == "a" else gb
            if rid in seen:
                continue
            seen.add(rid)
            other = "b" if side == "a" else "a"
            todo += [(other, r) for r in parallels[rid]]
        # a crossing link may reach back: keep the runs contiguous
        hi_a = max((index_a[r] for r in ga), default=i - 1)
        hi_b = max((index_b[r] for r in gb), default=j - 1)
        run_a = [p.id for p in a[i : hi_a + 1]]
        run_b = [p.id for p in b[j : hi_b + 1]]
        out.append((run_a, run_b))
        i, j = max(i, hi_a + 1), max(j, hi_b + 1)
    return out


def _words(passages: list[Passage]) -> tuple[list[str], list[int]]:
    keys: list[str] = []
    owner: list[int] = []
    for i, p in enumerate(passages):
        for t in tokens(p.text):
            if t.is_word:
                keys.append(t.key)
                owner.append(i)
    return keys, owner


def _order(rid: str, a: list[Passage], b: list[Passage]) -> int:
    for side in (a, b):
        for k, p in enumerate(side):
            if p.id == rid:
                return k
    return 0
