"""The move-by-move interface of the games that have choices to make, for ``maison play``'s
agents (random, greedy, MCTS: :mod:`.agents`).

A card game of the rules layer plays a whole game in one function (see :mod:`.play`); the
board and dice games where a player chooses (the Renard, the Guerre, the Eschets, the
Tricque-Trac, the Hoca) are written once against this interface instead, as the game-study
libraries do (OpenSpiel's ``new_initial_state``, ``legal_actions``, ``chance_outcomes``,
``apply_action``, ``returns``), so that every agent plays every one of them:

* a state is an immutable value; :meth:`StateGame.apply` returns a new one;
* a state is either a player's turn (:meth:`StateGame.to_move` gives his seat, and
  :meth:`StateGame.legal` his moves, built by the game module's own legal-move predicates)
  or a throw of the dice (``to_move`` is :data:`CHANCE`, and :meth:`StateGame.chances` gives
  each outcome with its probability): the dice are never a hidden call to a random
  generator, so a search can weigh them;
* :meth:`StateGame.ending` says whether the game is over, who won and how, in words that
  name the rule (``"Fox shut in (renard.p1.7)"``);
* :meth:`StateGame.evaluate` is each seat's chance of winning as a simple, documented
  estimate (material, progress to the goal), for the greedy agent and for a search that
  stops before the end.

:func:`play_one` plays one game between agents and checks every move against the legal ones.
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

CHANCE = -1
"""The "seat" of a state where the dice (or the bag, or the deal) decide."""

S = TypeVar("S")
A = TypeVar("A")


class IllegalPlay(ValueError):
    """An agent chose a move that is not among the legal ones."""


@dataclass(frozen=True)
class Ending:
    """How a game ended."""

    winner: int | None
    """The winning seat; None when nobody wins (undecided, or a draw the text allows)."""
    end: str
    """How, in a few words naming the rule: ``"Fox shut in (renard.p1.7)"``."""
    points: tuple[float, ...]
    """Each seat's points or stakes won (+) and lost (-)."""


class StateGame(ABC, Generic[S, A]):
    """One game as states and moves. Subclasses set :attr:`seats` (what each seat is called,
    in the order they are given agents) and implement the abstract methods."""

    name: str = ""
    seats: tuple[str, ...] = ()
    length_unit: str = "plies"
    """What :meth:`length` counts (plies, throws, coups)."""
    rollout_depth: int = 40
    """How far an MCTS playout goes before :meth:`evaluate` stands in for the end."""

    @abstractmethod
    def initial(self) -> S:
        """The state before the first move (or the first throw)."""

    @abstractmethod
    def to_move(self, state: S) -> int:
        """The seat to move, or :data:`CHANCE`."""

    def legal(self, state: S) -> list[A]:
        """The moves of the seat to move, in a fixed order (the game module's)."""
        raise NotImplementedError(f"{self.name} has no moves here")

    def chances(self, state: S) -> list[tuple[Any, float]]:
        """At a :data:`CHANCE` state: each outcome and its probability (they sum to one)."""
        raise NotImplementedError(f"{self.name} throws no dice here")

    @abstractmethod
    def apply(self, state: S, action: Any) -> S:
        """The state after a move (or an outcome of the dice)."""

    @abstractmethod
    def ending(self, state: S) -> Ending | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def evaluate(self, state: S) -> tuple[float, ...]:
        """Each seat's estimated chance of winning from here, each in [0, 1]."""

    @abstractmethod
    def length(self, state: S) -> int:
        """How long the game has lasted, in :attr:`length_unit`."""

    def endings(self) -> dict[str, str]:
        """What each ending label means and which rule says so (for ``maison play``)."""
        return {}


def returns(game: StateGame, ending: Ending) -> tuple[float, ...]:
    """What a finished game is worth to each seat: 1 to the winner, 0 to the others; with
    no winner, an equal share each."""
    n = len(game.seats)
    if ending.winner is None:
        return (1 / n,) * n
    return tuple(1.0 if k == ending.winner else 0.0 for k in range(n))


def value(game: StateGame, state: Any) -> tuple[float, ...]:
    """A state's worth to each seat: its returns if the game is over, else the estimate."""
    e = game.ending(state)
    return returns(game, e) if e is not None else game.evaluate(state)


def logistic(x: float) -> float:
    """A score difference as a chance in (0, 1): 0.5 at 0, about 0.73 at 1, 0.88 at 2."""
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, x))))


def sample(outcomes: Sequence[tuple[Any, float]], rng: random.Random) -> Any:
    """One outcome drawn by its probability."""
    r, acc = rng.random(), 0.0
    for outcome, p in outcomes:
        acc += p
        if r < acc:
            return outcome
    return outcomes[-1][0]


class Agent(Protocol):
    name: str

    def choose(self, game: StateGame, state: Any, legal: list[Any]) -> int:
        """The index in ``legal`` of the move to make."""
        ...


@dataclass(frozen=True)
class Played:
    ending: Ending
    length: int
    state: Any
    """The final state."""


def play_one(
    game: StateGame,
    agents: Sequence[Agent],
    rng: random.Random,
    on_move: Any = None,
    pause: Any = None,
) -> Played:
    """One game: the dice drawn from ``rng``, each seat's move chosen by its agent among the
    legal ones (a choice outside them is an :class:`IllegalPlay`). ``on_move(state, move)``
    sees every move made; ``pause`` is a context manager factory entered while an agent
    thinks (the rule tracer is paused there: a search's imagined moves are not the game's)."""
    state = game.initial()
    while (end := game.ending(state)) is None:
        seat = game.to_move(state)
        if seat == CHANCE:
            move = sample(game.chances(state), rng)
        else:
            legal = game.legal(state)
            if not legal:
                raise IllegalPlay(f"{game.name}: seat {game.seats[seat]} has no move")
            if pause is not None:
                with pause():
                    k = agents[seat].choose(game, state, legal)
            else:
                k = agents[seat].choose(game, state, legal)
            if not 0 <= k < len(legal):
                raise IllegalPlay(
                    f"{game.name}: {agents[seat].name} chose move {k} of {len(legal)}"
                )
            move = legal[k]
        if on_move is not None:
            on_move(state, move)
        state = game.apply(state, move)
    return Played(end, game.length(state), state)
