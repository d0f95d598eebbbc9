"""Page numbers from the book's own evidence, and page breaks by dynamic programming.

Used by :mod:`pipeline.segment.paging`. Everything here works on plain lists (unit
lengths, fixed breaks, anchors) so it can be tested on a few numbers.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from itertools import accumulate


@dataclass(frozen=True)
class Anchor:
    """The page that contains unit ``unit`` bears number ``page`` (printed or signed)."""

    unit: int
    page: int
    weight: float
    kind: str  # "head" or "sig"


def page_measure(anchors: list[Anchor], lengths: list[float]) -> float:
    """Median printed lines per page, between page boundaries the anchors fix.

    A running head opens its page; a signature closes its page. Neighbouring boundaries
    1-3 pages apart measure the page without the bias of where on a page an anchor sits.
    """
    cum = [0.0, *accumulate(lengths)]
    bounds = sorted(
        {
            (a.page, cum[a.unit]) if a.kind == "head" else (a.page + 1, cum[a.unit + 1])
            for a in anchors
        }
    )
    ratios = []
    for (p, x), (q, y) in zip(bounds, bounds[1:], strict=False):
        if 1 <= q - p <= 3 and y > x:
            ratios.append((y - x) / (q - p))
    return statistics.median(ratios) if ratios else 22.0


def consistent_anchors(
    anchors: list[Anchor], lengths: list[float], mu: float, fixed: set[int] = frozenset()
) -> list[Anchor]:
    """The heaviest chain of anchors that agrees with itself; the others are wrong numbers.

    Two anchors agree when their pages increase and the text between them could fill the
    pages between them (from 70% to 140% of the book's page, with room for a lost leaf).
    """
    cum = [0.0, *accumulate(lengths)]
    breaks = [0] * (len(lengths) + 1)
    for t in range(1, len(lengths) + 1):
        breaks[t] = breaks[t - 1] + (t in fixed)

    def agree(a: Anchor, b: Anchor) -> bool:
        dp = b.page - a.page
        lines = cum[b.unit] - cum[a.unit]
        if dp < breaks[b.unit] - breaks[a.unit]:
            return False  # furniture between them shows more page breaks than that
        if dp == 0:
            return lines <= 1.3 * mu
        est = lines / mu
        return dp > 0 and math.floor(0.7 * est) - 1 <= dp <= math.ceil(1.4 * est) + 2

    best: list[float] = []
    back: list[int | None] = []
    for j, b in enumerate(anchors):
        score, prev = b.weight, None
        for i in range(j):
            if best[i] + b.weight > score and agree(anchors[i], b):
                score, prev = best[i] + b.weight, i
        best.append(score)
        back.append(prev)
    if not anchors:
        return []
    j: int | None = max(range(len(anchors)), key=lambda k: (best[k], -k))
    chain = []
    while j is not None:
        chain.append(anchors[j])
        j = back[j]
    return chain[::-1]


@dataclass(frozen=True)
class Placement:
    start: int
    """Index of the first unit of the page."""
    page: int
    missing_before: int
    """Pages lost from the scan just before this one."""


_MISSING_COST = 8.0
_SPLIT_BONUS = 6.0
_BEAM = 60
_ORPHAN_HEADING = 8.0


def place_breaks(
    lengths: list[float],
    fixed: set[int],
    anchors: dict[int, int],
    first_page: int,
    bonus: dict[int, float],
    mu: float,
    opens: frozenset[int] = frozenset(),
    gaps: dict[int, float] | None = None,
) -> list[Placement]:
    """Choose page starts (unit indices) and numbers, honouring every constraint.

    ``fixed``: units before which a page must start. ``anchors``: unit -> the number of
    the page containing it. ``bonus``: units before which a break is likely (a cut
    sentence). ``opens``: units that open a section (a heading), after which a short page
    is normal; elsewhere printers filled their pages. Page lengths should be close to
    ``mu``; a break just after a heading (leaving it alone at the foot of a page) costs
    extra. Pages without text (lost from the scan, or blank) come only where the numbers
    demand them, and only before the units in ``gaps`` (``None``: anywhere), whose values
    lower the cost where the evidence of a loss is direct.
    """
    n = len(lengths)
    next_anchor = [math.inf] * (n + 1)
    for t in range(n - 1, -1, -1):
        next_anchor[t] = anchors.get(t, next_anchor[t + 1])

    def cost(length: float, last: bool, before_section: bool) -> float:
        if length >= mu:
            return ((length - mu) / (0.15 * mu)) ** 2
        if last:
            return 0.0
        return ((mu - length) / ((0.5 if before_section else 0.15) * mu)) ** 2

    states: list[dict[int, tuple[float, tuple[int, int, int] | None]]] = [{} for _ in range(n + 1)]
    states[0][first_page] = (0.0, None)
    final: tuple[float, int, int] | None = None
    for t in range(n):
        if not states[t]:
            continue
        ranked = sorted(states[t].items(), key=lambda kv: (kv[1][0], kv[0]))[:_BEAM]
        for p, (c0, _) in ranked:
            length = 0.0
            for t2 in range(t + 1, n + 1):
                u = t2 - 1
                if anchors.get(u, p) != p:
                    break
                length += lengths[u]
                if t2 == n:
                    total = c0 + cost(length, True, True)
                    if final is None or total < final[0]:
                        final = (total, t, p)
                    break
                c = c0 + cost(length, False, t2 in opens) - bonus.get(t2, 0.0)
                if u in opens:
                    c += _ORPHAN_HEADING
                limit = next_anchor[t2]
                for m in range(0, 5):
                    p2 = p + 1 + m
                    if p2 > limit:
                        break
                    if m and (limit == math.inf or (gaps is not None and t2 not in gaps)):
                        break
                    c2 = c + m * (_MISSING_COST - (gaps or {}).get(t2, 0.0)) if m else c
                    old = states[t2].get(p2)
                    if old is None or c2 < old[0]:
                        states[t2][p2] = (c2, (t, p, m))
                if t2 in fixed or length > 3 * mu:
                    break
    if final is None:
        if gaps is not None:  # the evidence allows no other reading: lost pages anywhere
            return place_breaks(lengths, fixed, anchors, first_page, bonus, mu, opens, None)
        raise ValueError("no page numbering satisfies the anchors")
    _, t, p = final
    placements = []
    while True:
        back = states[t][p][1]
        placements.append(Placement(t, p, back[2] if back else 0))
        if back is None:
            break
        t, p = back[0], back[1]
    return placements[::-1]
