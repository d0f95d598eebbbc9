"""Le Jeu du Monde as printed in 1665 (pp. 241–246): sixty-three countries on the Goose's
engine, two dice, a pool that pays as well as receives, and the player met paid by the one
who meets him (monde.p6.1, the other way round from the Goose).

Editorial choices and gaps:

- Egypt (17) lets the player "demeurer si bon lui semble … ou bien commencer son jeu": a
  player's choice at each visit, which the engine (no decisions) makes once for the game:
  ``egypt_restart=False`` (he stays: starting again never helps him).
- Zaâra (19) holds him "jusqu'à ce que quelqu'un venant à passer" shows him the way: he is
  freed by any player whose move passes over or ends on 19.
- Denmark (51) makes everyone who passes the Sound pay him while he stays there: he is not
  held (the text does not stop his play); while he stands on 51, every player whose throw
  passes over it pays him one (:func:`denmark`).
- Arabia (monde.p16.1) has no number in the text: it cannot be placed on the board. It is a
  rule of play all the same (a square's effect: board-square, executable, not linked).
- monde.p2.2 and p2.3 describe the board (each country's chief place marked, the parts of the
  world drawn in the corners and the middle): equipment, typed setup as the board of
  monde.p2.1; nothing in them to compute, so no predicate.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import MEET, PASS, Board, Effect, Options, Seat, State
from pipeline.rules.registry import implements

GOAL = 63

SQUARES: dict[int, Effect] = {
    3: Effect("monde.p7.1", to=60),
    5: Effect("monde.p8.1", pay=1, held=MEET),
    8: Effect("monde.p9.1", pay=1),
    10: Effect("monde.p10.1", pay=-1),
    16: Effect("monde.p11.1", pay=1),
    19: Effect("monde.p13.1", pay=1, held=PASS),
    22: Effect("monde.p14.1", pay=-1),
    30: Effect("monde.p15.1", pay=-1),
    34: Effect("monde.p17.1", wait=2),
    45: Effect("monde.p19.1", pay=-1),
    46: Effect("monde.p20.1", pay=1, to=7),
    50: Effect("monde.p21.1", pay=1, wait=2),
    52: Effect("monde.p23.1", pay=1, to=1),
    55: Effect("monde.p24.1", to=53),
    59: Effect("monde.p25.1", pay=1),
}
"""The countries that act, each with the rule that says what it does (China, 36, doubles:
:func:`china`; Egypt, 17, and Denmark, 51: :func:`egypt`, :func:`denmark`)."""


@implements(
    *(e.rule for e in SQUARES.values()),
    quote=(
        "s'avancera en la Grand Bretagne, coté 60",
        "jusqu'à ce que quelqu'un le délivre",
        "paiera pour en sortir",
        "prendra dans le jeu le convenu",
        "paiera rançon avant que d'en sortir",
        "jusqu'à ce que quelqu'un venant à passer",
        "recevra non de l'or en poudre, mais le convenu du jeu",
        "recevra contribution du jeu",
        "les autres joueront chacun deux coups",
        "en rapportera non des épiceries",
        "en l'Île Cuba, coté 7",
        "pendant que tous les autres jouèront chacun deux coups",
        "porté par les vents dans le Monde Polaire",
        "retournera en Pologne, coté 53",
        "paiera tribut au jeu",
    ),
)
def square(n: int) -> Effect | None:
    """What the country numbered ``n`` does to the player whose throw ends there: "Qui ira en
    Virginie, coté 3. s'aduancera en la Grand Bretagne, coté 60." … "Qui ira en Suède, coté
    52. … sera porté par les vents dans le Monde Polaire, et … mettra de nouveau au jeu."
    (every country of :data:`SQUARES`)."""
    return SQUARES.get(n)


@implements(
    "monde.p12.1",
    quote="y demeurera si bon lui semble",
    status="partial",
    missing="staying or starting again is the player's choice at each visit; the engine, which "
    "has no decisions, makes it once for the whole game (egypt_restart).",
)
def egypt(restart: bool = False) -> Effect:
    """Egypt (17): "y demeurera si bon lui semble, pour y prendre ses plaisirs en toute
    liberté; ou bien commencera son jeu": he stays and plays on from there (nothing happens),
    or, with ``restart``, goes back to the start."""
    return Effect("monde.p12.1", restart=restart)


@implements(
    "monde.p22.1",
    quote="y demeurera pour faire payer l'impôt",
    status="partial",
    missing="'y demeurera': the player is not held on 51; the text does not say until when he "
    "stays, and he plays on at his next turn (the toll he takes while there is done).",
)
def denmark() -> Effect:
    """Denmark (51): "y demeurera pour faire payer l'impôt à tous ceux qui passeront par le
    détroit du Sund": while he stands on 51, every player whose throw passes over it pays him
    one (``toll``, which the engine's turn collects). Read as the reason he stays, not as a
    hold: nothing says until when, and a player held there for the rest of the game could
    never win; he plays on at his next turn. The engine keeps no record of how a player came
    to 51: one sent there by a meeting takes the toll as well."""
    return Effect("monde.p22.1", toll=1)


@implements(
    "monde.p13.1",
    "monde.p22.1",
    quote=(
        "jusqu'à ce que quelqu'un venant à passer, il apprenne son chemin pour jouer à son rang",
        "à tous ceux qui passeront par le détroit du Sund",
    ),
)
def passing(
    seats: Sequence[Seat], mover: int, dice: tuple[int, int]
) -> tuple[tuple[Seat, ...], tuple[int, ...]]:
    """What a throw does to those it passes: ``mover`` throws ``dice`` from where ``seats``
    stand -> the seats after the turn and what each paid. A player lost in Zaâra (19) stays
    "jusqu'à ce que quelqu'un venant à passer, il apprenne son chemin pour jouer à son rang"
    (p13.1): a throw that passes over 19 frees him where he is (one that ends there meets
    him, :func:`meeting`); while a player stands on Denmark (51), every throw that passes
    over it pays him one, "l'impôt à tous ceux qui passeront par le détroit du Sund"
    (p22.1, :func:`denmark`). The engine's own turn (:func:`~.goose.step`), so that the rule
    and the game cannot differ."""
    state, _, _, paid = goose.step(board(), State(mover, tuple(seats)), dice)
    return state.seats, paid


@implements("monde.p18.1", quote="comptera deux fois son jeu")
def china() -> frozenset[int]:
    """China (36) "comptera deux fois son jeu découvert par les dés": the throw is counted
    again from there, as on the Goose's geese."""
    return frozenset({36})


@implements("monde.p2.1", quote=("les quatorze ensuivants", "depuis 45. jusqu'à 63."))
def region(n: int) -> str:
    """The part of the world of country ``n``: "Le Monde Polaire … dans le premier cercle;
    les quatorze ensuivans … d'Amérique …; les quinze autres ceux d'Afrique …; les quinze
    ensuite depuis 30 jusqu'à 45. … d'Asie …; et les dix-huit restants, depuis 45. jusqu'à
    63. ceux d'Europe" (1 + 14 + 15 + 15 + 18 = 63)."""
    if not 1 <= n <= GOAL:
        raise ValueError(f"no country {n}: the world has 1 to {GOAL}")
    for last, name in ((1, "polar"), (15, "america"), (30, "africa"), (45, "asia")):
        if n <= last:
            return name
    return "europe"


@implements("monde.p3.1", quote=("2. 3. 4. 5. et 6. personnes", "à son rang"))
def turns(players: int, rounds: int = 1) -> list[int]:
    """The order of the throws: "avec deux dés communs, 2. 3. 4. 5. et 6. personnes, chacun
    une fois, et à son rang, selon qu'il se trouvera placé" (seat 0 first; ValueError for
    another number of players)."""
    return goose.turns(players, rounds, 2, 6)


@implements(
    "monde.p3.1",
    "monde.p18.1",
    "monde.p26.1",
    "monde.p27.1",
    quote=(
        "comptera deux fois son jeu découvert par les dés",
        "avancé d'autant de points",
        "coté 63. gagnera la partie",
        "il retournera en arrière",
    ),
)
def arrival(start: int, throw: int) -> int:
    """Where a throw ends: "aduancé d'autant de points, qu'il en sera découvert par les dés";
    France (63) reached exactly wins; "s'il avait plus de points … il retournera en arrière,
    d'autant de points qu'il aura de surplus"; China counts the throw twice."""
    return goose.land(board(), start, throw)[0]


@implements(
    "monde.p6.1",
    "monde.p8.1",
    quote=(
        "lui paiera le convenu, et s'en ira prendre sa place",
        "jusqu'à ce que quelqu'un le délivre charitablement en prenant sa place",
    ),
)
def meeting(squares: Sequence[int], mover: int, came: int) -> tuple[list[int], list[int]]:
    """ "Qui fera rencontre d'un autre, lui paiera le convenu, et s'en ira prendre sa place, en
    lui cédant la sienne": every seat's square once the ``mover``'s throw from ``came`` has
    ended on ``squares[mover]`` -> the squares after (the player met goes to ``came``) and
    what each paid: the mover one to each player he meets (:func:`~.goose.meet` on this
    board, ``meeting_pay="met"``, as in every turn). It is how New Mexico (5) lets a player
    go: "jusqu'à ce que quelqu'un le délivre charitablement en prenant sa place" (p8.1)."""
    return goose.meeting(board(), squares, mover, came)


@implements(
    "monde.p4.1",
    "monde.p5.1",
    "monde.p26.1",
    quote=(
        "chacun mettra dedans le petit Monde",
        "au profit de celui qui gagnera la partie",
        "tout ce qui se trouvera dans le Petit Monde",
    ),
)
def settle(paid: list[int], winner: int | None, stake: int = 1) -> list[int]:
    """Each puts the stake "dedans le petit Monde"; every payment is "de la valeur du jeu" and
    goes there, "au profit de celui qui gagnera la partie", and the receipts come from it,
    "hormis aux rencontres" (paid between the players); who reaches France (63) "gagnera la
    partie, et tout ce qui se trouvera dans le Petit Monde" (monde.p26.1)."""
    return goose.settle(paid, winner, stake, stake)


@implements("monde.p3.1", quote="avec deux dés communs")
def throws() -> tuple[tuple[tuple[int, int], float], ...]:
    """What a player throws: "avec deux dés communs" — the 21 throws of two six-sided dice
    (high die first) with their chances, as the board is thrown (a board without dice of
    its own is thrown with two common dice by the engine's :func:`~.goose.play` and the
    exact solver); the points advanced are their sum (:func:`arrival`)."""
    return board().dice or goose.DICE


def board(egypt_restart: bool = False) -> Board:
    """The whole board, from the table and predicates above."""
    effects = {**SQUARES, 17: egypt(egypt_restart), 51: denmark()}
    return Board("monde", GOAL, china(), {}, effects, Options(), meeting_pay="met")
