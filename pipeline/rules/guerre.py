"""Le Jeu de la Guerre as printed in 1665 (pp. 266–267): a fortress besieged, played with
draughtsmen on a figure of forty-five posts.

The figure is not in the text; its parts and counts are: four bastions A and a fort B in
the middle; the first trench of eight small forts C with eight redoubts D between them; the
second trench of sixteen redoubts E; eight redoubts F between the trenches, by which one
goes down from the first to the second; from the second trench onto the bastions, and from
the bastions into the fort. Here each trench is a ring (C0 D0 C1 D1 … D7; E0 … E15); F_k
joins C_k to E_2k; two straight roads cross the fortress through the fort, each passing a
bastion on either side: C0 F0 E0 A0 B A2 E8 F4 C4, and C2 F2 E4 A1 B A3 E12 F6 C6. Pieces
step along these lines and take as at draughts (:mod:`pipeline.rules.kernels.lineboard`).

"Toward the fort" is measured by the rings a post lies on, not by steps along the roads: the
first trench (C, D), the redoubts between the trenches (F), the second trench (E), the
bastions (A), the fort (B). A Pion goes along its trench, right or left, or inward; never
outward (:func:`pion_may_go`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache

from pipeline.rules.kernels.lineboard import Capture, LineBoard, captures
from pipeline.rules.registry import implements, not_executable

not_executable("commentary", "guerre.p1.1")

ATTACK, DEFEND = "attack", "defend"
PION, DAME = "P", "D"
FORT = "B"


@implements(
    "guerre.p1.2",
    "guerre.p1.3",
    "guerre.p2.1",
    "guerre.p3.1",
    "guerre.p3.2",
    "guerre.p4.1",
    quote=(
        "quatre bastions marqués A",
        "Les tranchées de l'assaillant sont doubles",
        "huit petits forts",
        "seize redoutes marquées E",
        "par huit autres redoutes",
        "dans le fort qui est au milieu marqué B",
    ),
    status="editorial",
)
@cache
def board() -> LineBoard:
    """The fortress: 4 bastions A, the fort B, 8 forts C and 8 redoubts D on the first
    trench, 16 redoubts E on the second, 8 redoubts F between them (45 posts, the text's
    counts); how they are joined is this module's reading of the lost figure."""
    outer = tuple(p for k in range(8) for p in (f"C{k}", f"D{k}"))
    inner = tuple(f"E{k}" for k in range(16))
    roads = tuple(
        (f"C{k}", f"F{k}", f"E{2 * k}")
        for k in range(8)
        if k % 2  # the odd ways down
    )
    crosses = tuple(
        (
            f"C{k}",
            f"F{k}",
            f"E{2 * k}",
            f"A{j}",
            FORT,
            f"A{j + 2}",
            f"E{2 * k + 8}",
            f"F{k + 4}",
            f"C{k + 4}",
        )
        for j, k in ((0, 0), (1, 2))
    )
    return LineBoard(crosses + roads, rings=(outer, inner))


def kind(post: str) -> str:
    """The letter of a post: A, B, C, D, E or F."""
    return post[0]


@dataclass(frozen=True)
class Position:
    pieces: dict[str, tuple[str, str]]
    """post -> (side, PION or DAME)."""
    to_move: str = ATTACK

    def of(self, side: str) -> list[str]:
        return sorted(p for p, (s, _) in self.pieces.items() if s == side)


@implements(
    "guerre.p5.1",
    "guerre.p6.1",
    "guerre.p10.2",
    quote=("a cinq Dames", "ses Pions et une Dame", "c'est à l'assaillant de jouer le premier"),
    status="editorial",
)
def setup(dame_at: int = 0) -> Position:
    """The defender's five Dames on the four bastions and the fort; the attacker's Pions and
    one Dame on the eight small forts C (so seven Pions: the text gives no number; the Dame
    on C``dame_at``). The attacker plays first."""
    pieces = {f"A{j}": (DEFEND, DAME) for j in range(4)}
    pieces[FORT] = (DEFEND, DAME)
    for k in range(8):
        pieces[f"C{k}"] = (ATTACK, DAME if k == dame_at else PION)
    return Position(pieces)


DEPTH = {"C": 0, "D": 0, "F": 1, "E": 2, "A": 3, "B": 4}
"""How far in toward the fort each kind of post lies: the first trench, the redoubts between
the trenches, the second trench, the bastions, the fort (guerre.p2.1-p4.1 name them in
this order, going in)."""


@implements(
    "guerre.p8.1",
    "guerre.p9.1",
    quote=(
        "à droit, à gauche, et d'avancer vers le fort, mais non de reculer",
        "s'éloigner davantage du fort",
    ),
)
def pion_may_go(a: str, b: str) -> bool:
    """guerre.p8.1: a Pion has "trois mouvemens, sçavoir à droit, à gauche, & d'avancer vers le fort,
    mais non de reculer": along its trench either way (a post as far in, :data:`DEPTH`), or
    inward; never outward. So the Pion that takes the Dame in the fort, landing on the
    bastion beyond, may not go out again to the second trench (guerre.p9.1).

    Right and left are read along the trench, whatever the roads: a post where a road
    crosses a trench is as far in as its neighbours on the trench (an earlier reading, by
    steps along the roads to B, kept the Pions on those posts from going sideways)."""
    return DEPTH[kind(b)] >= DEPTH[kind(a)]


@implements(
    "guerre.p7.1",
    "guerre.p10.1",
    quote=("Les Dames peuvent jouer de tous côtés", "ne doit pas sortir"),
)
def steps(pos: Position, post: str) -> list[str]:
    """The empty posts a piece may step to: a Dame "de tous côtés", a Pion not backward; a
    Pion in the fort does not come out, "Le Pion qui sera arrivé dans le fort, ne doit pas
    sortir" (guerre.p10.1: it has no step; it leaves only to take, :func:`captures_from`)."""
    side, piece = pos.pieces[post]
    empty = [q for q in sorted(board().neighbours(post)) if q not in pos.pieces]
    if piece == DAME:
        return empty
    if post == FORT:
        return []
    return [q for q in empty if pion_may_go(post, q)]


@implements(
    "guerre.p4.1",
    "guerre.p9.1",
    "guerre.p10.1",
    quote=(
        "jouant et prenant comme on fait au jeu des Dames",
        "Un Pion peut prendre la Dame qui sera dans le fort",
        "ne doit pas sortir, il n'a à prendre",
    ),
)
def captures_from(pos: Position, post: str) -> list[Capture]:
    """Taking as at draughts: over an enemy onto the empty post beyond, on and on. A Pion
    takes only where it may go (right, left or inward), so "Un Pion peut prendre la Dame qui
    sera dans le fort" from a bastion, over the fort onto the bastion beyond (guerre.p9.1);
    and out of the fort, which it leaves only to take ("ne doit pas sortir, s'il n'a à
    prendre"); once out, the rest of its chain keeps to where a Pion may go."""
    side, piece = pos.pieces[post]
    enemies = pos.of(DEFEND if side == ATTACK else ATTACK)
    if piece == DAME:
        return captures(board(), post, enemies, pos.pieces)
    return captures(board(), post, enemies, pos.pieces, _pion_may_jump)


def _pion_may_jump(a: str, b: str) -> bool:
    """A Pion's jump: where it may go, or out of the fort (guerre.p10.1)."""
    return a == FORT or pion_may_go(a, b)


Move = tuple[str, str] | Capture


def moves(pos: Position) -> list[Move]:
    out: list[Move] = []
    for post in pos.of(pos.to_move):
        out += captures_from(pos, post)
        out += [(post, q) for q in steps(pos, post)]
    return out


@implements(
    "guerre.p8.2",
    "guerre.p7.1",
    quote=("s'ils ne prennent on les souffle", "ne peuvent être soufflées"),
    status="editorial",
)
def huffed(pos: Position, move: Move) -> list[str]:
    """The Pions that could take when their side did not take: "s'ils ne prennent on les
    souffle" (the adversary removes them; every one of them, here). Dames are never huffed, "encore qu'elles ne prennent pas,
    pouvant prendre"."""
    if isinstance(move, Capture):
        return []
    return [
        post
        for post in pos.of(pos.to_move)
        if pos.pieces[post][1] == PION and captures_from(pos, post)
    ]


def play(pos: Position, move: Move) -> Position:
    """The move made, the pieces taken removed, the Pions that failed to take huffed."""
    gone = set(huffed(pos, move))
    pieces = dict(pos.pieces)
    if isinstance(move, Capture):
        start, end, taken = move.start, move.end, move.taken
    else:
        (start, end), taken = move, ()
    piece = pieces.pop(start)
    for t in taken:
        del pieces[t]
    if start not in gone:
        pieces[end] = piece
    for g in gone - {start}:
        pieces.pop(g, None)
    return replace(pos, pieces=pieces, to_move=DEFEND if pos.to_move == ATTACK else ATTACK)


@implements(
    "guerre.p11.1",
    quote="Celui qui demeure maître du fort a gagné la partie",
    status="editorial",
)
def winner(pos: Position) -> str | None:
    """ "Celuy qui demeure maistre du fort a gagné": the attacker once his piece holds the
    fort with the defender to play unable to take it back — that is, it is still there when
    his turn comes round; the defender when the attacker has nothing left to play with.
    A side that cannot move has lost the fort or cannot take it."""
    holder = pos.pieces.get(FORT, (None,))[0]
    if pos.to_move == ATTACK and holder == ATTACK:
        return ATTACK
    if not pos.of(ATTACK):
        return DEFEND
    if not moves(pos):
        return DEFEND if pos.to_move == ATTACK else ATTACK
    return None


def playout(seed: int, limit: int = 2000) -> tuple[str | None, int]:
    """A seeded random legal game: (winner, or None if ``limit`` plies pass; plies)."""
    rng = random.Random(seed)
    pos = setup(rng.randrange(8))
    for ply in range(limit):
        if (w := winner(pos)) is not None:
            return w, ply
        pos = play(pos, rng.choice(moves(pos)))
    return winner(pos), limit
