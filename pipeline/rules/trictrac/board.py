"""The Tricque-Trac board of 1665: two tables of twelve points a side, fifteen men a player,
two dice; where a throw may carry the men.

Each player's men run along his own path of 24 points, numbered from 0:

* 0 is the pile the fifteen men start on ("laisser tout sur la pile"); a die counts from the
  next point ("il ne faut jamais compter celle d'où la Dame part, mais bien la prochaine"), so
  an ace lays a man "sur l'as, qui est la première bande" (1);
* 0–5 are the first table (the petit Jan: "douze Dames, depuis l'as jusques au cinq" with the
  pile's point), 6–11 the second (the grand Jan), 11 his corner (coin de repos);
* 12–23 are the other player's side: 12 is the other's corner, 18–23 the table of the return
  (the Jan de retour), and from there the men are lifted (borne off).

The other player's point ``q`` (on his own path) is this player's ``23 - q``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import permutations

from pipeline.rules.registry import implements

POINTS = 24
MEN = 15
PILE = 0
CORNER = 11
THEIR_CORNER = 12
PETIT_JAN = range(0, 6)
GRAND_JAN = range(6, 12)
RETOUR = range(18, 24)


class IllegalThrow(ValueError):
    """A throw that two dice cannot show."""


@dataclass(frozen=True)
class Position:
    """Whose turn it is does not matter: ``mine`` is the player to throw, ``theirs`` the
    other, each counted on its own path; ``*_off`` the men already lifted."""

    mine: tuple[int, ...]
    theirs: tuple[int, ...]
    mine_off: int = 0
    theirs_off: int = 0

    def __post_init__(self) -> None:
        for side, off in ((self.mine, self.mine_off), (self.theirs, self.theirs_off)):
            if len(side) != POINTS or min(side) < 0 or sum(side) + off != MEN:
                raise ValueError(f"a side is {MEN} men on {POINTS} points: {side} + {off} off")

    @classmethod
    def of(cls, mine: dict[int, int], theirs: dict[int, int] | None = None) -> Position:
        """A position from ``{point: men}``; the men not placed stay on the pile."""

        def side(d: dict[int, int]) -> tuple[int, ...]:
            pts = [0] * POINTS
            for p, n in d.items():
                pts[p] += n
            pts[PILE] += MEN - sum(pts)
            return tuple(pts)

        return cls(side(mine), side(theirs or {}))

    def __str__(self) -> str:
        def side(pts: tuple[int, ...], off: int) -> str:
            s = ",".join(f"{p}={n}" for p, n in enumerate(pts) if n)
            return s + (f",off={off}" if off else "")

        return f"{side(self.mine, self.mine_off)}|{side(self.theirs, self.theirs_off)}"

    @classmethod
    def parse(cls, text: str) -> Position:
        """The inverse of ``str``: ``0=13,5=1,6=1|0=15``."""
        sides = []
        for part in text.split("|"):
            pts, off = [0] * POINTS, 0
            for item in filter(None, part.split(",")):
                k, v = item.split("=")
                if k == "off":
                    off = int(v)
                else:
                    pts[int(k)] = int(v)
            sides.append((tuple(pts), off))
        (m, mo), (t, to) = sides
        return cls(m, t, mo, to)

    def theirs_at(self, point: int) -> int:
        """The other player's men on my ``point``."""
        return self.theirs[POINTS - 1 - point]

    def swapped(self) -> Position:
        """The same board seen by the other player."""
        return Position(self.theirs, self.mine, self.theirs_off, self.mine_off)


@implements(
    "trictrac.p26.1",
    "trictrac.p15.1",
    "trictrac.p34.1",
    "trictrac.q9",
    "trictrac.q42",
    quote=(
        "il y en faut chacun quinze, ni plus ni moins",
        "l'on n'y saurait jouer que deux ensemble",
        "Quinze Dames y. sont de l'une et l'autre part",
        "L'Ordonnance du jeu quinze Dames demande",
        "en un, deux, trois ou quatre monceaux",
    ),
)
def initial_position() -> Position:
    """Two players ("l'on n'y saurait jouer que deux ensemble"), "quinze, ni plus ni moins"
    men each on the pile (the two dice are :func:`check_throw`'s); "la couronnée n'y sert
    aucunement": the men are counted, never told apart, and how the pile stands does not
    matter ("Il est aussi indifférent comme elles soient mises ensemble, en un, deux, trois ou
    quatre monceaux"): a position holds counts, not stacks."""
    return Position.of({}, {})


@implements(
    "trictrac.p23.1",
    "trictrac.q42",
    quote=("L'On joue avec deux dés seulement", "Il n'y faut que deux dés"),
)
def check_throw(throw: tuple[int, int]) -> tuple[int, int]:
    """A throw: "L'On joue avec deux dés seulement", each of one to six; anything else is
    refused (:class:`IllegalThrow`). Named the larger first."""
    if len(throw) != 2 or not all(1 <= d <= 6 for d in throw):
        raise IllegalThrow(f"two dice of one to six, not {throw!r}")
    a, b = sorted(throw, reverse=True)
    return a, b


@implements(
    "trictrac.p35.1",
    "trictrac.p36.1",
    "trictrac.q7",
    "trictrac.q12",
    quote=(
        "il ne faut jamais compter celle d'où la Dame part, mais bien la prochaine",
        "chaque lame est un, ou deux, ou trois",
        "Sache que chaque Dame est un, deux, trois",
        "Tous les nombres des dés donnent aux Dames place",
    ),
)
def destination(point: int, die: int) -> int:
    """Where a die carries a man: "il ne faut jamais compter celle d'où la Dame part, mais bien
    la prochaine et voisine" — ``point + die``."""
    if not 1 <= die <= 6:
        raise IllegalThrow(f"a die shows one to six, not {die}")
    return point + die


def closed(pos: Position, point: int) -> bool:
    """A point the other player holds with two men or more: "couverts et fermez"."""
    return 0 <= point < POINTS and pos.theirs_at(point) >= 2


def _open_to(pos: Position, point: int, petit: bool = False) -> bool:
    # A man never lands on the other's men (a hit is counted, not made) nor in his corner,
    # save one man at the petit Trictrac ("ou celui de son homme").
    return 0 <= point < POINTS and pos.theirs_at(point) == 0 and (petit or point != THEIR_CORNER)


def all_home(mine: tuple[int, ...]) -> bool:
    """Every man on the board in the table of the return: only then lifted ("On ne lève
    jamais qu'on n'ait passé ses Dames")."""
    return all(n == 0 for p, n in enumerate(mine) if p not in RETOUR)


@implements(
    "trictrac.p138.1",
    "trictrac.p139.1",
    "trictrac.p141.1",
    "trictrac.q79",
    quote=(
        "non sur le nombre, mais sur le voisin où elles défaillent",
        "quand on ne peut lever il faut jouer à la rigueur",
        "La façon moderne est meilleure et plus expéditive",
        "On ne lève jamais qu'on n'ait passé ses Dames",
    ),
    status="editorial",
)
def lift_from(mine: tuple[int, ...], die: int, modern: bool = True) -> int | None:
    """The point a die lifts a man from, or None (trictrac.p139.1: the die is then played on the
    board, "à la rigueur"); nothing is lifted before all are home (q79). p141.1: the modern
    way, "lever par les défaillants"; p138.1: it takes the men "non sur le nombre, mais sur le
    voisin où elles défaillent": a die whose own point is empty lifts from the nearest point
    below it ("le quatre sur trois, le trois sur le deux, et le deux sur l'as"); the old way
    played every man that could still be played, lifting short only from the last. The chain
    ends "et l'as sur le tas", for which this reading has no point below the ace: an ace whose
    point is empty is played on the board.
    (Read as the other player's names of the points, his pile being the "tas", the chain
    would be the exact count: the sentence's "voisin" would then be the point next to the
    one the die names, and the modern way only lifting exactly; we keep the reading that
    makes "où elles défaillent" a rule.)"""
    if not all_home(mine):
        return None
    exact = POINTS - die
    if mine[exact]:
        return exact
    below = [p for p in range(exact + 1, POINTS) if mine[p]]
    above = [p for p in RETOUR if p < exact and mine[p]]
    if not below:
        return None
    if modern or not above:
        return below[0]
    return None


def _steps(
    pos: Position, mine: tuple[int, ...], off: int, die: int, modern: bool, petit: bool = False
):
    for p, n in enumerate(mine):
        if not n:
            continue
        t = p + die
        if t < POINTS and _open_to(pos, t, petit):
            new = list(mine)
            new[p] -= 1
            new[t] += 1
            yield tuple(new), off
    lift = lift_from(mine, die, modern)
    if lift is not None:
        new = list(mine)
        new[lift] -= 1
        yield tuple(new), off + 1


def _corner_ok(before: tuple[int, ...], after: tuple[int, ...]) -> bool:
    # "on ne peut entrer dans ces coings avec une Dame seule ... et faut aussi en sortir par
    # compagnie": never one man alone in the corner.
    return after[CORNER] != 1 or before[CORNER] == 1


def dice_of(throw: tuple[int, int], mine: tuple[int, ...]) -> list[int]:
    """The dice a throw plays: a doublet plays its number twice ("deux Dames sur le deux, ou
    une sur le quatre"), four times when lifting ("quiconque apporte Sennes, Il lève quatre
    bois")."""
    a, b = check_throw(throw)
    if a == b:
        return [a] * (4 if all_home(mine) else 2)
    return [a, b]


@implements(
    "trictrac.p37.1",
    "trictrac.p38.1",
    "trictrac.p39.1",
    "trictrac.p40.1",
    "trictrac.p56.2",
    "trictrac.p108.1",
    "trictrac.p110.1",
    "trictrac.p144.1",
    "trictrac.p152.1",
    "trictrac.q15",
    "trictrac.q16",
    "trictrac.q41",
    "trictrac.q43",
    "trictrac.q45",
    "trictrac.q51",
    "trictrac.p149.1",
    "trictrac.p150.1",
    "trictrac.q46",
    quote=(
        "que j'abatte deux Dames, et que je les accoupte sur l'as",
        "je peux mettre deux Dames sur le deux, ou une sur le quatre",
        "Si le dé a deux et as, il faut les placer en leur ordre",
        "l'on peut de suite en suite les placer, ou couvertes ou découvertes",
        "on ne peut entrer dans ces coings avec une Dame seule",
        "il faut lever et rompre ton dernier Jan",
        "il est permis de prendre son coing de ses Dames qui y vont, ou de celles qui vont à "
        "celui de son homme",
        "L'on peut mettre une seule Dame dans son coin",
        "L'on contraint de passer au retour",
        "De mettre tout à bas, ou passer du devant",
        "Pour passer l'on te peut contraindre à ton devoir",
        "Il lève quatre bois comme à Quines aussi",
        "Il le faut tout jouer, même ton plein d'èfaire",
        "qu'il faut jouer tout ce qu'apporte le dé",
        "Il les faut toutes deux ensemble démarrer",
        "Dans l'ordre qui sera selon ton appétit",
        "Le jeu n'y permet pas qu'on y prenne passage",
    ),
    status="partial",
    missing={
        "trictrac.p39.1": "'Si le dé a deux et as, il faut les placer en leur ordre' obliges "
        "something of deux et as that the other throws are free of (read: one man on the ace "
        "and one on the two, not one man on the three); the sentence does not say what, and "
        "deux et as is played like any throw"
    },
)
def plays(
    pos: Position, throw: tuple[int, int], modern: bool = True, petit: bool = False
) -> tuple[set[Position], int]:
    """Every position the throw can leave, and how many dice it plays: the dice in either
    order ("dans l'ordre qui sera selon ton appétit"), from the pile or from the men already
    down ("mettre tout à bas, ou passer du devant"); as many dice as can be played must be
    ("Il le faut tout jouer, même ton plein d'èfaire", "L'on contraint de passer au retour");
    the corner entered and left by two men together, or taken "par puissance" with two men
    that would go to the other's empty corner; in the petit Trictrac "L'on peut mettre une
    seule Dame dans son coin, ou celui de son homme" (``petit``)."""
    dice = dice_of(throw, pos.mine)
    finals: dict[int, set[tuple[tuple[int, ...], int]]] = {0: {(pos.mine, pos.mine_off)}}
    for order in set(permutations(dice)):
        states = {(pos.mine, pos.mine_off)}
        for k, die in enumerate(order, 1):
            states = {s for m, off in states for s in _steps(pos, m, off, die, modern, petit)}
            finals.setdefault(k, set()).update(states)
    if not petit:
        finals = {k: {s for s in v if _corner_ok(pos.mine, s[0])} for k, v in finals.items()}
        power = _corner_by_power(pos, throw)
        if power:
            finals.setdefault(2, set()).add((power, pos.mine_off))
    used = max(k for k, v in finals.items() if v)
    return {replace(pos, mine=m, mine_off=off) for m, off in finals[used]}, used


def _corner_by_power(pos: Position, throw: tuple[int, int]) -> tuple[int, ...] | None:
    a, b = check_throw(throw)
    if pos.mine[CORNER] or pos.theirs_at(THEIR_CORNER) or not _open_to(pos, CORNER):
        return None  # like any move, never onto a point the other holds
    src = [THEIR_CORNER - a, THEIR_CORNER - b]
    if min(src) < 0 or any(s == CORNER for s in src):
        return None
    new = list(pos.mine)
    for s in src:
        new[s] -= 1
    if min(new) < 0:
        return None
    new[CORNER] += 2
    return tuple(new)


def unplayable(pos: Position, throw: tuple[int, int], modern: bool = True) -> int:
    """How many dice of the throw cannot be played: none when the throw lifts the last man,
    for the dice it leaves over have no man to play ("Dames que l'on ne peut jouer"); that
    throw is the "dernier coup" the thrower marks (trictrac.p139.1), nothing to the other."""
    results, used = plays(pos, throw, modern)
    if any(r.mine_off == MEN for r in results):
        return 0
    return len(dice_of(throw, pos.mine)) - used


@implements(
    "trictrac.p50.1",
    quote="si tu abat douze Dames, depuis l'as jusqu'au cinq, toutes couvertes deux à deux",
    status="editorial",
)
def holds(mine: tuple[int, ...], table: range) -> bool:
    """A plein: every point of the table covered, two men at least: "douze Dames, depuis l'as
    jusques au cinq, toutes couvertes deux à deux" — twelve men are six points, so the first
    table is counted with the pile's point (``PETIT_JAN``, 0–5)."""
    return all(mine[p] >= 2 for p in table)
