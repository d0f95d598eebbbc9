"""Boards of points joined by straight lines, where a piece steps along a line to the next
point and takes "comme on fait au jeu des Dames": over an adjacent enemy along a line onto
the empty point beyond, again and again while it can. Shared by the Renard & Poule and the
Jeu de la Guerre, whose boards are such figures."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from functools import cached_property

Point = Hashable


@dataclass(frozen=True)
class Capture:
    path: tuple[Point, ...]
    """Where the piece stands, then each point it lands on."""
    taken: tuple[Point, ...]
    """The points of the pieces it takes, in order."""

    @property
    def start(self) -> Point:
        return self.path[0]

    @property
    def end(self) -> Point:
        return self.path[-1]


@dataclass(frozen=True)
class LineBoard:
    lines: tuple[tuple[Point, ...], ...]
    """Open lines: each a run of points in a straight line."""
    rings: tuple[tuple[Point, ...], ...] = ()
    """Closed lines (a trench round a fort): the last point joins the first."""

    @cached_property
    def _runs(self) -> list[tuple[Point, ...]]:
        runs = [tuple(line) for line in self.lines]
        runs += [(*ring, *ring[:2]) for ring in self.rings]
        return runs

    @cached_property
    def points(self) -> frozenset[Point]:
        return frozenset(p for run in self._runs for p in run)

    @cached_property
    def _adjacent(self) -> dict[Point, frozenset[Point]]:
        out: dict[Point, set[Point]] = {p: set() for p in self.points}
        for run in self._runs:
            for a, b in zip(run, run[1:], strict=False):
                out[a].add(b)
                out[b].add(a)
        return {p: frozenset(q) for p, q in out.items()}

    @cached_property
    def _jumps(self) -> dict[Point, frozenset[tuple[Point, Point]]]:
        out: dict[Point, set[tuple[Point, Point]]] = {p: set() for p in self.points}
        for run in self._runs:
            for a, b, c in zip(run, run[1:], run[2:], strict=False):
                if a != c:
                    out[a].add((b, c))
                    out[c].add((b, a))
        return {p: frozenset(j) for p, j in out.items()}

    def neighbours(self, p: Point) -> frozenset[Point]:
        """The points one step from ``p`` along a line."""
        return self._adjacent[p]

    def jumps(self, p: Point) -> frozenset[tuple[Point, Point]]:
        """(over, landing): the jumps from ``p`` along a line."""
        return self._jumps[p]

    def distances(self, target: Point) -> dict[Point, int]:
        """Steps from each point to ``target`` along the lines."""
        dist = {target: 0}
        queue = deque([target])
        while queue:
            p = queue.popleft()
            for q in self._adjacent[p]:
                if q not in dist:
                    dist[q] = dist[p] + 1
                    queue.append(q)
        return dist


Allowed = Callable[[Point, Point], bool]


def captures(
    board: LineBoard,
    start: Point,
    enemies: Iterable[Point],
    occupied: Iterable[Point],
    allowed: Allowed = lambda a, b: True,
) -> list[Capture]:
    """Every way the piece on ``start`` can take, going on while it can (the draughts
    rule): each jump passes over an enemy not yet taken onto an empty point, and
    ``allowed(from, to)`` says whether the piece may jump that way. Only chains that cannot
    be taken further are returned."""
    enemies, occupied = frozenset(enemies), frozenset(occupied) - {start}
    out: list[Capture] = []

    def extend(path: tuple[Point, ...], taken: tuple[Point, ...]) -> None:
        here, grown = path[-1], False
        for over, land in sorted(board.jumps(here), key=repr):
            free = land not in occupied and land not in path[1:]
            if over in enemies and over not in taken and free and allowed(here, land):
                grown = True
                extend((*path, land), (*taken, over))
        if not grown and taken:
            out.append(Capture(path, taken))

    extend((start,), ())
    return out
