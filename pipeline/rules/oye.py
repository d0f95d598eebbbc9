"""Le Jeu de l'Oye as printed in 1665 (pp. 271–273), on the engine of :mod:`.goose`.

Editorial choices, each a parameter with the book's own reading available:

- **geese every nine**: the text says the geese are "disposées de 6. en 6."; but square 6 is
  the bridge (oye.p2.1), and the reason the text gives for sending a first throw of nine
  elsewhere ("que redoublant le nombre on viendrait à 63.") only holds if the geese are nine
  apart. Default ``geese_every=9`` (9, 18 … 54); ``geese_every=6`` plays it as printed.
- **a first 6 and 3 goes to 26**: oye.p1.8 says 26, oye.p4.1 says 16; 26 is what oye.p1.8
  argues for and what the board's dice "portraits" at 26 and 53 pair with. Default
  ``six_three_to=26``; ``16`` plays oye.p4.1.
- **a player sent back to the start throws a first throw again** (``restart_first_throw``,
  default True): after death (58), or met by a player who came from the start, his next
  nine goes to 26 or 53 as at the beginning. False: only the game's first throw.
- **a player met loses his rest** (``met_keeps_rest``, default False): met at the inn, he
  goes to the mover's square and plays at his next turn.

The game as the engine plays it with the defaults (``maison race exact --game oye``):

1. Seats throw two dice in turn, seat 0 first; everyone starts off the board (square 0).
2. A player's first throw (and, by the choice above, his first after being sent back to 0)
   of 6+3 goes to 26 and of 5+4 to 53; any other throw moves him by the sum.
3. Geese at 9, 18, 27, 36, 45, 54: a throw ending on one is counted again from there, as
   often as it meets geese. A throw past 63 comes back by the surplus, and a goose met
   coming back counts the throw again backwards. Exactly 63 wins, at once.
4. Where the throw ends (after geese and bounce), any other player standing there (except
   one at 0) is met: he pays and goes to the square the mover came from, freed if he was
   held, his rest lost if he was resting. Squares passed over meet nobody.
5. Then the square acts: 6 pays and goes to 12; 19 pays and lets his next two turns go by;
   31 (well) and 41 (prison) pay and hold him until another player's throw ends there (4);
   42 pays and goes to 30; 58 pays and goes back to 0. A square one is sent to (12, 30, 0,
   or by a meeting) does nothing and meets nobody.
6. A held player's turns pass; a resting one's turn counts down his rest.
7. When every player is held (two players: one in the well, one in the prison), the game
   ends without a winner. A game's length is the round in which it ends.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import MEET, Board, Effect, Options
from pipeline.rules.registry import implements

GOAL = 63


@implements(
    "oye.p1.2",
    "oye.p1.3",
    "oye.p1.4",
    "oye.p1.5",
    "oye.p1.6",
    "oye.p1.7",
    quote=(
        "faut redoubler le point, et passer outre",
        "jusqu'à 63",
        "premier atteint à ce nombre final",
        "on prend deux dés, que chacun pour soi jette une fois",
        "justement arrive",
    ),
)
def arrival(start: int, throw: int, geese_every: int = 9) -> int:
    """Where a throw ends: "on prend deux dés, que chacun pour soi jette une fois, et autant
    de points qu'il s'en découvre par lesdits dés" (oye.p1.4), so ``throw`` is what one
    throw of two dice shows (2 to 12: anything else is refused, ValueError); doubled on a
    goose, bounced back from 63 by what is over; the game is won only on 63 exactly."""
    if not 2 <= throw <= 12:
        raise ValueError(f"throw {throw}: two dice show 2 to 12 (oye.p1.4)")
    return goose.land(board(geese_every), start, throw)[0]


@implements(
    "oye.p1.5",
    "oye.p1.6",
    "oye.p1.8",
    quote=("redoubler le point", "de 6. en 6."),
    status="editorial",
)
def geese(every: int = 9) -> frozenset[int]:
    """The geese, where a throw is doubled: every nine squares below 63 (the text's "6. en
    6." cannot be: see the module's note)."""
    return frozenset(range(every, GOAL, every))


@implements(
    "oye.p1.8",
    "oye.p8.1",
    "oye.p4.1",
    quote=("aille au nombre 26", "au nombre 53", "au nombre 16"),
    status="editorial",
)
def first_throw(high: int, low: int, six_three_to: int = 26) -> int | None:
    """A first throw of nine goes to 26 (six and three) or 53 (five and four), since
    otherwise the geese would carry it to 63; other first throws are ordinary."""
    return {(6, 3): six_three_to, (5, 4): 53}.get((high, low))


@implements("oye.p2.1", quote="un pont")
def bridge() -> Effect:
    """Square 6, the bridge: pay and go to 12."""
    return Effect("oye.p2.1", pay=1, to=12)


@implements("oye.p3.1", quote="une hôtellerie")
def inn() -> Effect:
    """Square 19, the inn: pay and rest while the others throw twice."""
    return Effect("oye.p3.1", pay=1, wait=2)


@implements("oye.p5.1", quote="un puits")
def well() -> Effect:
    """Square 31, the well: pay and stay until another player's throw ends there."""
    return Effect("oye.p5.1", pay=1, held=MEET)


@implements("oye.p6.1", quote="un labyrinthe")
def labyrinth() -> Effect:
    """Square 42, the labyrinth: pay and go back to 30."""
    return Effect("oye.p6.1", pay=1, to=30)


@implements("oye.p7.1", quote="une prison")
def prison() -> Effect:
    """Square 41 as printed (52 on later boards), the prison: pay and stay until freed."""
    return Effect("oye.p7.1", pay=1, held=MEET)


@implements("oye.p9.1", quote="une mort")
def death() -> Effect:
    """Square 58, death: pay and start again."""
    return Effect("oye.p9.1", pay=1, restart=True)


@implements(
    "oye.p10.1",
    "oye.p5.1",
    "oye.p7.1",
    quote=(
        "aille au nombre de son compagnon",
        "lui ira en la place de celui qui l'en aura tiré",
        "jusqu'à ce qu'un autre l'enlève",
    ),
)
def meeting(squares: Sequence[int], mover: int, came: int) -> tuple[list[int], list[int]]:
    """ "Et qui sera rencontré, paye le prix convenu, et aille au nombre de son compagnon":
    every seat's square once the ``mover``'s throw from ``came`` has ended on
    ``squares[mover]`` -> the squares after the meeting (the player met on the mover's
    square, but on 0, goes to ``came``) and what each paid into the pool. The same
    :func:`~.goose.meet` as every turn of the game runs. It is also how the well (31) and the
    prison (41) let a player go: "jusqu'à ce qu'un autre faisant le même point l'en tire, et
    lui ira en la place de celui qui l'en aura tiré" (oye.p5.1), "jusqu'à ce qu'un autre
    l'enlève" (oye.p7.1)."""
    return goose.meeting(board(), squares, mover, came)


def board(
    geese_every: int = 9,
    six_three_to: int = 26,
    restart_first_throw: bool = True,
    met_keeps_rest: bool = False,
) -> Board:
    """The whole board, from the predicates above; the parameters are the editorial choices
    (this module's note and :class:`~.goose.Options`)."""
    return Board(
        "oye",
        GOAL,
        geese(geese_every),
        {k: v for k in ((6, 3), (5, 4)) if (v := first_throw(*k, six_three_to)) is not None},
        {6: bridge(), 19: inn(), 31: well(), 41: prison(), 42: labyrinth(), 58: death()},
        Options(restart_first_throw=restart_first_throw, met_keeps_rest=met_keeps_rest),
    )


def simulate(
    players: int, games: int, seed: int, geese_every: int = 9, six_three_to: int = 26
) -> dict:
    return goose.simulate(board(geese_every, six_three_to), players, games, seed)


@implements(
    "oye.p1.1",
    "oye.p1.7",
    quote=("ce qu'on doit payer aux rencontres et accidents", "gagera le jeu de tous"),
)
def settle(paid: list[int], winner: int | None, stake: int = 1, price: int = 1) -> list[int]:
    """ "faut convenir de ce que l'on veut jouer, et de ce qu'on doit payer aux rencontres et
    accidents" (``stake``, ``price``); who reaches 63 "gagera le jeu de tous": each player's
    gain or loss from the engine's count of payments."""
    return goose.settle(paid, winner, stake, price)
