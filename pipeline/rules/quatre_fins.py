"""Le Jeu des quatre fins de l'homme as printed in 1665 (pp. 274–276): the Goose's engine
on sixty squares, with anchors for geese and its own squares (Death, Charon's boat, the
Guardian Angel, Hell, Paradise).

Editorial choice: the text does not say where the anchors are; it sends a first throw of
6 or 12 to 26 "d'autant que" doubling would otherwise carry it to the end, which holds with
anchors every six squares (6, 12 … 54) — the spacing the Goose's text gives its geese, and
the one that fits a board of sixty. ``anchors_every`` makes it a parameter.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import Board, Effect, Options, Seat, State
from pipeline.rules.registry import implements

GOAL = 60


@implements(
    "quatre-fins.p1.1",
    "quatre-fins.p9.1",
    "quatre-fins.p1.3",
    "quatre-fins.p1.4",
    "quatre-fins.p1.5",
    "quatre-fins.p1.6",
    "quatre-fins.p1.2",
    quote=(
        "on ne doit jamais séjourner ni s'arrêter sur les ancres",
        "l'on doit redoubler le point jusqu'à ce qu'on n'en rencontre plus",
        "nombre de soixante",
        "gagne la partie",
        "tourne autant en arrière",
        "doit poser sa marque au nombre qu'il amènera",
    ),
)
def arrival(start: int, throw: int, anchors_every: int = 6, *, first: bool | None = None) -> int:
    """Where a throw ends: "il faut avoir deux dés, que chacun jette une fois pour soi, et
    doit poser sa marque au nombre qu'il amènera", so ``throw`` is what one throw of two dice
    shows (2 to 12: anything else is refused, ValueError); doubled on an anchor, bounced back
    from 60; 60 exactly wins. "Si au commencement du jeu quelqu'un faisait 6. ou 12. il faut
    qu'il aille au nombre 26": a first throw of 6 or 12 goes to 26 instead of running on the
    anchors to the end. ``first`` says whether this is a first throw; by default it is one
    when the mark is not on the board yet (``start`` 0), as the engine counts a player sent
    back to the start (``Options.restart_first_throw``)."""
    if not 2 <= throw <= 12:
        raise ValueError(f"throw {throw}: two dice show 2 to 12 (quatre-fins.p1.2)")
    b = board(anchors_every)
    is_first = start == 0 if first is None else first
    sent = {to for dice, to in b.first_throw.items() if sum(dice) == throw}
    if is_first and sent:
        return sent.pop()
    return goose.land(b, start, throw)[0]


@implements(
    "quatre-fins.p1.3",
    "quatre-fins.p1.4",
    quote=("sur les ancres", "redoubler le point"),
    status="editorial",
)
def anchors(every: int = 6) -> frozenset[int]:
    """The anchors, where a throw is doubled: every six squares below 60 (inferred from the
    first-throw rule)."""
    return frozenset(range(every, GOAL, every))


@implements("quatre-fins.p1.6", quote=("6. ou 12.", "au nombre 26"))
def first_throw(high: int, low: int) -> int | None:
    """A first throw of 6 or 12 goes to 26."""
    return 26 if high + low in (6, 12) else None


@implements("quatre-fins.p2.1", quote="la Mort")
def death() -> Effect:
    """Square 8, Death: pay and let the others throw twice."""
    return Effect("quatre-fins.p2.1", pay=1, wait=2)


@implements("quatre-fins.p3.1", quote="recule au 14")
def square_25() -> Effect:
    """Square 25: pay and go back to 14."""
    return Effect("quatre-fins.p3.1", pay=1, to=14)


@implements("quatre-fins.p4.1", quote="ira au 16")
def square_22() -> Effect:
    """Square 22: pay, go to 16 and stay while the others throw twice."""
    return Effect("quatre-fins.p4.1", pay=1, to=16, wait=2)


@implements("quatre-fins.p5.1", quote="la barque de Carron")
def charons_boat() -> Effect:
    """Square 32, Charon's boat: pay and go to the safe square 13."""
    return Effect("quatre-fins.p5.1", pay=1, to=13)


@implements("quatre-fins.p6.1", quote="l'Ange Gardien")
def square_43() -> Effect:
    """Square 43: pay and stay until another player reaches the Guardian Angel (49), then
    go to 32 without paying ("y demourera jusqu'à ce que quelqu'un de ses compagnons soit
    parvenu à l'Ange Gardien … et ira à 32"); the next player to come to 43 does not free
    him but stays beside him; if a companion already stands on 49, he goes on to 32 at
    once."""
    return Effect("quatre-fins.p6.1", pay=1, until=49, to=32)


@implements(
    "quatre-fins.p6.1",
    quote="sera délivré sans rien payer, et ira à 32",
)
def angel_frees(
    seats: Sequence[Seat], mover: int, dice: tuple[int, int]
) -> tuple[tuple[Seat, ...], tuple[int, ...]]:
    """The turn in which a companion reaches the Guardian Angel: ``mover`` throws ``dice``
    from where ``seats`` stand -> the seats after and what each paid. The one waiting at 43
    "y demeurera jusqu'à ce que quelqu'un de ses compagnons soit parvenu à l'Ange Gardien, et
    sera délivré sans rien payer, et ira à 32": when the throw ends on 49 he goes to 32,
    paying nothing; another throw leaves him there. The engine's own turn
    (:func:`~.goose.step`), so that the rule and the game cannot differ."""
    state, _, _, paid = goose.step(board(), State(mover, tuple(seats)), dice)
    return state.seats, paid


@implements(
    "quatre-fins.p7.1",
    quote="il tirera son enjeu",
    status="partial",
    missing="his stake is taken back as one unit of the agreed price (his stake only when the "
    "two are equal), and a second visit to 49 takes it again.",
)
def guardian_angel() -> Effect:
    """Square 49, the Guardian Angel: "il tirera son enjeu", one unit from the pool (the
    engine counts payments in units of one price and keeps no purse per player)."""
    return Effect("quatre-fins.p7.1", pay=-1)


@implements("quatre-fins.p8.1", quote="l'Enfer")
def hell() -> Effect:
    """Square 59, Hell: pay and start again."""
    return Effect("quatre-fins.p8.1", pay=1, restart=True)


@implements("quatre-fins.p10.1", quote="retourne au nombre où était celui qui l'a rencontré")
def meeting(squares: Sequence[int], mover: int, came: int) -> tuple[list[int], list[int]]:
    """ "Et qui sera rencontré par quelqu'un de ses compagnons, paye le prix convenu, et
    retourne au nombre où était celui qui l'a rencontré": every seat's square once the
    ``mover``'s throw from ``came`` has ended on ``squares[mover]`` -> the squares after the
    meeting and what each paid (:func:`~.goose.meet`, as in every turn; a player waiting at 43
    for the Angel is not met)."""
    return goose.meeting(board(), squares, mover, came)


def board(
    anchors_every: int = 6, restart_first_throw: bool = True, met_keeps_rest: bool = False
) -> Board:
    first = {(hi, lo): 26 for hi in range(1, 7) for lo in range(1, hi + 1) if first_throw(hi, lo)}
    return Board(
        "quatre-fins",
        GOAL,
        anchors(anchors_every),
        first,
        {
            8: death(),
            22: square_22(),
            25: square_25(),
            32: charons_boat(),
            43: square_43(),
            49: guardian_angel(),
            59: hell(),
        },
        Options(restart_first_throw=restart_first_throw, met_keeps_rest=met_keeps_rest),
    )


def simulate(players: int, games: int, seed: int, anchors_every: int = 6) -> dict:
    return goose.simulate(board(anchors_every), players, games, seed)
