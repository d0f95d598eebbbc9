"""The dice and chance games of the book for ``maison play``: the race games, the Jardin
militaire and the Hoca de Catalogne.

The race games and the Jardin leave the players no choice (the dice move the marks and lay
the stakes), so each plays a whole game in one function, through the game's own engine
(``goose.play`` with the board the game module builds; ``jardin.session``): every agent
would play them alike. The Hoca leaves one choice, the stake's place on the table, and is a
:class:`~.play_state.StateGame`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from pipeline.rules import hoca, jardin, race
from pipeline.rules.kernels import goose as goose
from pipeline.rules.play import GameResult, playable, stateful
from pipeline.rules.play.state import CHANCE, Ending, StateGame, logistic

# -- The race games --------------------------------------------------------------------------

GOAL_RULES = {
    "oye": "oye.p1.7",
    "quatre-fins": "quatre-fins.p1.6",
    "monde": "monde.p26.1",
    "villes": "villes.p6.1",
    "cupidon": "cupidon.p1.2",
    "france": "france.p98.1",
    "chronologie": "chronologie.p25.1",
}
"""The rule that says who wins each race."""

ALL_HELD_RULES = {"cupidon": "cupidon.p2.2", "france": "france.p101.1"}
"""The races whose text says what happens when every player is held: they start again."""

MAX_ROUNDS = 1000


def race_endings(name: str) -> dict[str, str]:
    goal = GOAL_RULES[name]
    b = race.board(name)
    out = {
        f"goal reached ({goal})": f"A player's throw ended on {b.goal}, the last square "
        "(reached exactly, or by the board's own rule): he wins the game and the pool.",
        "every player held: no winner": "Every player is held (a well, a prison, a rest "
        "that needs another to free him) and nobody is left to free anyone: the text gives no "
        "way out, so the game ends without a winner (goose.Options.all_held).",
        "undecided: round limit": f"No end in {MAX_ROUNDS} rounds.",
    }
    if name in ALL_HELD_RULES:
        out["every player held: no winner"] = (
            f"Not possible here: when every player is held the game starts again "
            f"({ALL_HELD_RULES[name]}), without raising the stake."
        )
    return out


def _race_player(name: str):
    def play_race(players: int, rng: random.Random) -> GameResult:
        b = race.board(name)
        winner, rounds, paid = goose.play(b, players, rng, MAX_ROUNDS)
        money = goose.settle(paid, winner)
        if winner is not None:
            end = f"goal reached ({GOAL_RULES[name]})"
        elif rounds < MAX_ROUNDS:
            end = "every player held: no winner"
        else:
            end = "undecided: round limit"
        rules = {e.rule for e in b.effects.values() if e.rule} | {GOAL_RULES[name]}
        return GameResult(winner, tuple(float(m) for m in money), end, rounds, frozenset(rules))

    play_race.__doc__ = (
        f"A game of the {name} race: {GOAL_RULES[name]}'s goal, the board's squares."
    )
    return play_race


for _name in race.GAMES:
    playable(_name, endings=race_endings(_name))(_race_player(_name))


# -- The Jardin militaire ----------------------------------------------------------------------

JARDIN_THROWS = 300
"""Throws in a sitting: the text gives no end to a game of the Jardin."""


JARDIN_ENDINGS = {
    f"{JARDIN_THROWS} throws: the poor keep something (jardin.p3.3)": "The text gives the "
    "Jardin no end: a sitting is stopped after so many throws; the money left on the gates of "
    "the triangles and on the square goes to the poor ('l'argent demeure à la fin d'icelui "
    "pour les pauvres'). The winner is the player most in pocket.",
    f"{JARDIN_THROWS} throws: the poor keep nothing (jardin.p3.3)": "As above, with nothing "
    "left on the triangles or the square for the poor.",
}


@playable("jardin", endings=JARDIN_ENDINGS, unit="throws")
def play_jardin(players: int, rng: random.Random) -> GameResult:
    """A sitting of the Jardin militaire: throws round the table, stakes laid and taken as
    the articles say (``jardin.session``); the player most in pocket at the end "wins"."""
    _, purse, poor = jardin.session(rng.randrange(2**32), players, JARDIN_THROWS)
    best = max(purse)
    leaders = [k for k, p in enumerate(purse) if p == best]
    winner = leaders[0] if len(leaders) == 1 else None
    end = (
        f"{JARDIN_THROWS} throws: the poor keep {'something' if poor else 'nothing'} (jardin.p3.3)"
    )
    return GameResult(winner, tuple(float(p) for p in purse), end, JARDIN_THROWS)


# -- Le Hoca de Catalogne -----------------------------------------------------------------------

SIZES = tuple(sorted(hoca.ODDS))
"""How many numbers a stake may cover (hoca.a11): one, two, three, four, six or ten."""


@dataclass(frozen=True)
class HocaState:
    purse: tuple[Fraction, ...]
    """Seat 0 is the banker, the others the players."""
    coup: int = 0
    bets: tuple[int, ...] = ()
    """The sizes chosen so far this coup, seat 1 first."""
    drawer: int = 1


class Hoca(StateGame[HocaState, Any]):
    """A sitting at the Hoca: a banker (seat 0) and players. Each coup every player stakes
    one unit on a group of the table's numbers of a size he chooses (hoca.a9, a20: one,
    two, three, four, six or ten numbers; the ball being drawn at random, which numbers does
    not matter); the stakes laid, a ball is drawn "qui sert pour tous" (hoca.a13), by each
    player in turn to the right (hoca.a15); the coup is settled on the spot (hoca.a7, a11,
    a14). The text gives the game no end but the hours of opening (hoca.a2): a sitting is
    :attr:`coups` coups; the seat most in pocket at the end wins.

    Evaluation: each seat's money with the stakes laid this coup counted at what they bring
    back on average (:func:`hoca.player_return`), the lead over the best other seat read as
    a chance."""

    name = "hoca"
    length_unit = "coups"
    rollout_depth = 4
    coups = 20
    bank = Fraction(1000)
    """What the banker has before him (hoca.a10 limits what he pays to it)."""

    def __init__(self, players: int) -> None:
        self.seats = ("banker", *(f"player {k}" for k in range(1, players)))

    def initial(self) -> HocaState:
        return HocaState((Fraction(0),) * len(self.seats))

    def to_move(self, s: HocaState) -> int:
        if len(s.bets) == len(self.seats) - 1:
            return CHANCE
        return 1 + len(s.bets)

    def legal(self, s: HocaState) -> list[Any]:
        return [size for size in SIZES if hoca.accepted(Fraction(1), None)]

    def chances(self, s: HocaState) -> list[tuple[Any, float]]:
        balls = hoca.bag()
        assert hoca.bag_verified(balls)
        return [(b, 1 / len(balls)) for b in balls]

    def apply(self, s: HocaState, action: Any) -> HocaState:
        if self.to_move(s) != CHANCE:
            return replace(s, bets=(*s.bets, action))
        bets = [
            hoca.Bet(f"p{k}", frozenset(range(1, size + 1)), Fraction(1))
            for k, size in enumerate(s.bets, 1)
        ]
        net = hoca.settle(bets, action, self.bank + s.purse[0])
        purse = [s.purse[0] + net["banker"]]
        purse += [s.purse[k] + net[f"p{k}"] for k in range(1, len(self.seats))]
        drawer = hoca.next_drawer(len(self.seats) - 1, s.drawer - 1) + 1
        return HocaState(tuple(purse), s.coup + 1, (), drawer)

    def ending(self, s: HocaState) -> Ending | None:
        if s.coup < self.coups:
            return None
        best = max(s.purse)
        leaders = [k for k, p in enumerate(s.purse) if p == best]
        winner = leaders[0] if len(leaders) == 1 else None
        end = f"{self.coups} coups (hoca.a2)" if winner is not None else f"{self.coups} coups, tied"
        return Ending(winner, end, tuple(float(p) for p in s.purse))

    def evaluate(self, s: HocaState) -> tuple[float, ...]:
        money = [float(p) for p in s.purse]
        for k, size in enumerate(s.bets, 1):
            mean = float(hoca.player_return(size)) - 1
            money[k] += mean
            money[0] -= mean
        out = []
        for k, m in enumerate(money):
            others = max(money[j] for j in range(len(money)) if j != k)
            out.append(logistic(m - others))
        return tuple(out)

    def length(self, s: HocaState) -> int:
        return s.coup

    def endings(self) -> dict[str, str]:
        return {
            f"{self.coups} coups (hoca.a2)": "The text gives the game no end but its hours "
            "(hoca.a2): a sitting is stopped after so many coups; the seat most in pocket "
            "wins.",
            f"{self.coups} coups, tied": "As above, two seats level at the top: no winner.",
        }


stateful("hoca", Hoca)
