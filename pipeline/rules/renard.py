"""Le Jeu du Renard & des Poules as printed in 1665 (pp. 264–265): thirteen Hens against
one Fox on a figure of thirty-three rosettes.

The figure ("une figure semblable à celle qui est portraite") is not in the text. Its
counts are: thirteen rosettes below, where the Hens stand, twenty above, where the Fox is
placed. The cross of thirty-three points of the fox-and-geese boards fits both counts: a
column of two rows of three above and below a square of three rows of seven; the Hens on
the lower row of seven and the two rows of three beneath it (7 + 3 + 3 = 13), the rest
above (3 + 3 + 7 + 7 = 20). Points are (column, row), row 0 at the top; lines are the rows
and columns of the cross (the text names no diagonals).

The text says how the Hens win (the Fox shut in, "qu'il ne puisse aller deçà ni delà")
but not how the Fox does: here the Fox wins when the Hens can no longer move, so cannot go on
shutting him in (a player who cannot move loses, as in draughts).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache

from pipeline.rules.kernels.lineboard import Capture, LineBoard, Point, captures
from pipeline.rules.registry import implements, not_executable

not_executable("history", "renard.p1.1")

FOX, HENS = "fox", "hens"

_ROWS = [range(2, 5), range(2, 5), range(7), range(7), range(7), range(2, 5), range(2, 5)]
CROSS = [(x, y) for y, xs in enumerate(_ROWS) for x in xs]


def _runs(points: list[tuple[int, int]], key: int) -> list[tuple[Point, ...]]:
    out: list[tuple[Point, ...]] = []
    for k in sorted({p[key] for p in points}):
        run = sorted((p for p in points if p[key] == k), key=lambda p: p[1 - key])
        cur: list[Point] = [run[0]]
        for a, b in zip(run, run[1:], strict=False):
            if b[1 - key] == a[1 - key] + 1:
                cur.append(b)
            else:
                out.append(tuple(cur))
                cur = [b]
        out.append(tuple(cur))
    return out


@implements(
    "renard.p1.3", quote="une figure semblable à celle qui est portraite", status="editorial"
)
@cache
def board() -> LineBoard:
    """The figure the game is played on: thirty-three rosettes in a cross, joined by its rows
    and columns (the figure is lost; its counts, 13 below and 20 above, are the text's)."""
    return LineBoard(tuple(_runs(CROSS, 1) + _runs(CROSS, 0)))


@dataclass(frozen=True)
class Position:
    fox: Point
    hens: frozenset[Point]
    to_move: str = HENS


@implements(
    "renard.p1.4",
    "renard.p1.9",
    "renard.p1.10",
    quote=(
        "en nombre de treize",
        "en la partie d'en haut, qui consiste en vingt",
        "démarrent les Poules premier",
        "qu'on démarre le Renard le premier",
    ),
)
def setup(fox: Point = (3, 0)) -> Position:
    """Thirteen Hens on the thirteen rosettes of the lower part, the Fox on one of the twenty
    of the upper part "à discrétion"; the Hens move first ("Les bons joüeurs démarrent les
    Poules premier que le Renard")."""
    hens = frozenset(p for p in CROSS if p[1] >= 4)
    if fox in hens or fox not in CROSS:
        raise ValueError(f"the Fox goes on one of the twenty upper rosettes, not {fox}")
    return Position(fox, hens)


@implements("renard.p1.5", quote="ne peuvent monter que de bas en haut")
def hen_moves(pos: Position, sideways: bool = False) -> list[tuple[Point, Point]]:
    """A Hen steps up a line to an empty rosette and does not take: "les Poules ne peuuent
    monter que de bas en haut, & ne doiuent redescendre", where the Fox goes "au haut & bas,
    à droit & à trauers". ``sideways=True`` also lets her step along a row, as the Geese of
    later fox-and-geese boards do; then nothing makes a game end (see the consistency
    report)."""
    b = board()
    out = []
    for h in sorted(pos.hens):
        for q in sorted(b.neighbours(h)):
            if q in pos.hens or q == pos.fox:
                continue
            if q[1] < h[1] or (sideways and q[1] == h[1]):
                out.append((h, q))
    return out


@implements("renard.p1.4", quote="qui peut monter et descendre, aller et venir")
def fox_steps(pos: Position) -> list[Point]:
    """The Fox "peut monter & descendre, aller & venir au haut & bas, à droit & à travers":
    one step along any line to an empty rosette."""
    return sorted(q for q in board().neighbours(pos.fox) if q not in pos.hens)


@implements("renard.p1.7", quote="le Renard prend toutes les Poules qui sont seules et découvertes")
def fox_captures(pos: Position) -> list[Capture]:
    """The Fox "prend toutes les Poules qui sont seules & découvertes": a Hen with no Hen
    behind her on the line is taken by the Fox leaping over her onto the empty rosette, again
    while he can, as at draughts."""
    return captures(board(), pos.fox, pos.hens, pos.hens)


Move = tuple[Point, Point] | Capture


def legal_moves(pos: Position, sideways: bool = False) -> list[Move]:
    if pos.to_move == HENS:
        return list(hen_moves(pos, sideways))
    return [*fox_captures(pos), *((pos.fox, q) for q in fox_steps(pos))]


def play(pos: Position, move: Move) -> Position:
    if pos.to_move == HENS:
        a, b = move  # type: ignore[misc]
        return replace(pos, hens=(pos.hens - {a}) | {b}, to_move=FOX)
    if isinstance(move, Capture):
        return Position(move.end, pos.hens - set(move.taken), HENS)
    return Position(move[1], pos.hens, HENS)


@implements("renard.p1.7", quote="qu'il ne puisse aller deçà ni delà", status="editorial")
def winner(pos: Position, sideways: bool = False) -> str | None:
    """The Hens win when the Fox is shut in "en telle sorte, qu'il ne puisse aller deçà ni
    delà" (no step, no leap); the Fox when the Hens, to move, cannot (the text does not say
    how he wins). None while the game goes on."""
    if not legal_moves(replace(pos, to_move=FOX)):
        return HENS
    if pos.to_move == HENS and not hen_moves(pos, sideways):
        return FOX
    return None


def playout(seed: int, sideways: bool = False, limit: int = 1000) -> tuple[str | None, int, int]:
    """A seeded random legal game: (winner or None if ``limit`` plies pass, plies, Hens
    left)."""
    rng = random.Random(seed)
    pos = setup(rng.choice([p for p in CROSS if p[1] < 4]))
    for ply in range(limit):
        if (w := winner(pos, sideways)) is not None:
            return w, ply, len(pos.hens)
        pos = play(pos, rng.choice(legal_moves(pos, sideways)))
    return winner(pos, sideways), limit, len(pos.hens)
