"""Le nouveau Jeu de France, or des Villes de France, as printed in 1665 (pp. 253–256): the
provinces on sixty-three squares, on the Goose's engine; the player met pays the one who
meets him and they change places (villes.p5.1).

Gap: the Forez (villes.p14.1, "Qui ira en Forêt … pour Orléans, coté 19. et paiera") has no
number of its own in the text: it cannot be placed on the board. It is a rule of play all the
same (a square's effect: typed board-square, executable, not linked), not missing text.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import MEET, Board, Effect, Options
from pipeline.rules.registry import implements

GOAL = 63

SQUARES: dict[int, Effect] = {
    3: Effect("villes.p7.1", to=8),
    6: Effect("villes.p8.1", collect=1),
    9: Effect("villes.p9.1", pay=1),
    13: Effect("villes.p10.1", pay=1, to=44),
    23: Effect("villes.p11.1", wait=2),
    31: Effect("villes.p13.1", pay=1),
    35: Effect("villes.p12.1", wait=2),
    39: Effect("villes.p15.1", to=47),
    46: Effect("villes.p16.1", pay=1, to=61),
    49: Effect("villes.p17.1", pay=1),
    52: Effect("villes.p18.1", held=MEET),
    58: Effect("villes.p19.1", pay=1),
    59: Effect("villes.p20.1", pay=1),
}
"""The provinces that act, each with the rule that says what it does."""


@implements(
    *(e.rule for e in SQUARES.values()),
    quote=(
        "viendra en l'Île de France, coté 8",
        "il recevra de chacun le convenu",
        "payerá pour l'entretien des Places Frontières",
        "pour Bordeaux en Guyenne, coté 44. et paiera",
        "les autres joueront chacun deux coups",
        "paiera non au Bureau de la Douïanne, mais au jeu",
        "il prendra le divertissement de la chasse",
        "abordera en l'Île de Ré, coté 47",
        "pour Toulon, coté 61",
        "achètera des chevaux",
        "jusqu'à ce que quelqu'un vienne prendre sa place",
        "il paiera sa rançon",
        "paiera non au Pape, mais au jeu",
    ),
)
def square(n: int) -> Effect | None:
    """What the province numbered ``n`` does to the player whose throw ends there: "Qui ira en
    Ponthieu, coté 3, prendra la poste et viendra en l'Île de France, coté 8." … "Qui ira en
    Languedoc coté 52. demeurera … jusqu'à ce que quelqu'un vienne prendre sa place." (every
    province of :data:`SQUARES`)."""
    return SQUARES.get(n)


PROVINCES: dict[int, str] = {
    3: "Ponthieu", 6: "Normandie", 8: "Île de France", 9: "Champagne", 13: "Bretagne",
    19: "Orléans", 23: "Touraine", 31: "Lyon", 35: "Poictou", 39: "les Basques",
    44: "Guyenne", 46: "Aulnis", 47: "Île de Ré", 49: "Limousin", 52: "Languedoc",
    58: "Provence", 59: "Avignon", 61: "Thoulon", 63: "la Carte de la France",
}  # fmt: skip
"""The places the rules name with their number ("Qui ira en Ponthieu, coté 3"; "Bourdeaux en
Guyenne, coté 44"; "Orléans, coté 19"; 63 "ou la Carte de la France")."""


@implements("villes.p1.1", quote="laquelle figure représente les Provinces de France")
def province(n: int) -> str | None:
    """The province on square ``n`` of the oval figure, which "représente les Provinces de
    France, avec leurs Villes Capitales": the 63 numbered places, of which the book names
    those of :data:`PROVINCES` (``None`` for the others, whose names the engraving alone
    gave)."""
    if not 1 <= n <= GOAL:
        raise ValueError(f"no square {n}: the figure has 1 to {GOAL}")
    return PROVINCES.get(n)


REGIONS = ((16, "septentrion"), (37, "milieu"), (GOAL - 1, "midi"))
"""The last square of each part, an editorial reading: the book gives the order but no
numbers; the cuts fall between the last northern province it numbers (Bretagne, 13) and the
first of the middle (Orléans, 19), and between Poictou (35) and the Basques (39)."""


@implements(
    "villes.p2.1",
    quote=("Les Provinces qui sont devers le Septentrion", "enfin ceux qui sont vers le midi"),
    status="editorial",
)
def region(n: int) -> str:
    """The part of France of square ``n``: "Les Provinces qui sont devers le Septentrion y
    sont déduites les premières, ensuite celles qui sont vers le milieu, et enfin celles qui
    sont vers le midi" (the cuts: :data:`REGIONS`); 63 is the map of the whole of France."""
    if not 1 <= n <= GOAL:
        raise ValueError(f"no square {n}: the figure has 1 to {GOAL}")
    if n == GOAL:
        return "france"
    return next(name for last, name in REGIONS if n <= last)


@implements(
    "villes.p3.1",
    "villes.p4.1",
    "villes.p6.1",
    quote=(
        "avec deux dés communs",
        "avancé d'autant de points",
        "arriver justement au nombre de 63",
        "en arrière",
    ),
)
def arrival(start: int, throw: int) -> int:
    """Where a throw ends: "l'on y peut jouer avec deux dés communs" (villes.p3.1), so
    ``throw`` is what two six-sided dice show (2 to 12: anything else is refused,
    ValueError), and the mark is "aduancé d'autant de points qu'il en sera découvert par les
    dés"; "Pour gagner la partie faut arriver justement au nombre de 63. … que si il y avait
    plus de points … il retournera en arrière, d'autant de points qu'il aura de surplus"."""
    if not 2 <= throw <= 12:
        raise ValueError(f"throw {throw}: two common dice show 2 to 12 (villes.p3.1)")
    return goose.land(board(), start, throw)[0]


@implements("villes.p3.1", quote=("deux, trois, quatre, cinq, ou six personnes", "en son rang"))
def turns(players: int, rounds: int = 1) -> list[int]:
    """The order of the throws: "deux dés communs, deux, trois, quatre, cinq, ou six personnes,
    chacun en son rang selon qu'il se trouvera placé" (seat 0 first)."""
    return goose.turns(players, rounds, 2, 6)


@implements(
    "villes.p5.1",
    "villes.p18.1",
    quote=(
        "celui qui sera rencontré d'un autre, il lui paiera le convenu",
        "en lui cédant",
        "jusqu'à ce que quelqu'un vienne prendre sa place",
    ),
)
def meeting(squares: Sequence[int], mover: int, came: int) -> tuple[list[int], list[int]]:
    """ "celui qui sera rencontré d'un autre, il lui paiera le convenu, et s'en ira prendre sa
    place en lui cédant la sienne": every seat's square once the ``mover``'s throw from
    ``came`` has ended on ``squares[mover]`` -> the squares after (the player met goes to
    ``came``) and what each paid: the player met one to the mover (:func:`~.goose.meet` on
    this board, ``meeting_pay="mover"``, as in every turn). It is how Languedoc (52) lets a
    player go: "jusqu'à ce que quelqu'un vienne prendre sa place" (p18.1)."""
    return goose.meeting(board(), squares, mover, came)


@implements(
    "villes.p4.2",
    "villes.p5.1",
    quote=("chacun mettra dans le milieu du jeu", "au profit de celui qui gagnera la partie"),
)
def settle(paid: list[int], winner: int | None, stake: int = 1) -> list[int]:
    """The stake "que chacun mettra dans le milieu du jeu"; every payment "de la valeur du
    jeu", into the middle, "au profit de celui qui gagnera la partie" (those of the
    meetings are paid to the player)."""
    return goose.settle(paid, winner, stake, stake)


def board() -> Board:
    """The whole board, from the table above."""
    return Board("villes", GOAL, frozenset(), {}, dict(SQUARES), Options(), meeting_pay="mover")
