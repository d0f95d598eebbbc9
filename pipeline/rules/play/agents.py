"""Agents that play any :class:`~.play_state.StateGame`: random, greedy one-ply, and a Monte
Carlo tree search (UCT) with a playout budget — the usual pair of a plain and a searching
player in game studies, so that what ``maison play`` says about a game ("the Fox nearly
always wins") can be checked under play that is not blind.

Every agent is seeded: the same seed, the same game, the same choices. None of them sees
anything but the state's moves, the dice's odds and the game's own evaluation.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from pipeline.rules.play.state import CHANCE, StateGame, returns, sample, value

AGENTS = ("random", "greedy", "mcts")

DEFAULT_BUDGET = 100
"""Playouts per move of the MCTS agent unless told otherwise."""


class RandomAgent:
    """Any legal move, each as likely."""

    name = "random"

    def __init__(self, seed: str | int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: StateGame, state: Any, legal: list[Any]) -> int:
        return self.rng.randrange(len(legal))


class GreedyAgent:
    """One ply: the move whose resulting state is worth most to the mover — a win if it wins
    at once, else the game's :meth:`~.play_state.StateGame.evaluate` (material, progress:
    each game documents its own). Equal moves are drawn among at random."""

    name = "greedy"

    def __init__(self, seed: str | int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: StateGame, state: Any, legal: list[Any]) -> int:
        seat = game.to_move(state)
        worth = [value(game, game.apply(state, m))[seat] for m in legal]
        best = max(worth)
        return self.rng.choice([k for k, w in enumerate(worth) if w >= best - 1e-12])


@dataclass
class _Node:
    state: Any
    seat: int
    """The seat to move here, or CHANCE."""
    terminal: tuple[float, ...] | None
    """The returns, where the game is over."""
    moves: list[Any] = field(default_factory=list)
    """Legal moves; at a chance node, (outcome, probability) pairs."""
    children: dict[int, _Node] = field(default_factory=dict)
    visits: int = 0
    totals: list[float] = field(default_factory=list)


class MCTSAgent:
    """UCT (Kocsis & Szepesvári 2006): ``budget`` playouts from the current state, each going
    down the tree by the UCB1 rule (mean result to the mover plus ``c`` times
    sqrt(ln N / n)), adding one node, then playing random legal moves to the end, or for
    ``game.rollout_depth`` moves, where the game's evaluation stands in for the result; the
    results are backed up per seat (so it plays any number of seats). Dice are chance nodes,
    drawn by their odds. The move played is the one most visited. Seeded: the same seed and
    budget, the same choices."""

    name = "mcts"

    def __init__(self, seed: str | int, budget: int = DEFAULT_BUDGET, c: float = 1.4) -> None:
        if budget < 1:
            raise ValueError("the MCTS budget is at least one playout")
        self.rng = random.Random(seed)
        self.budget = budget
        self.c = c

    def choose(self, game: StateGame, state: Any, legal: list[Any]) -> int:
        if len(legal) == 1:
            return 0
        root = self._node(game, state, legal)
        for _ in range(self.budget):
            path, leaf = self._descend(game, root)
            result = leaf.terminal or self._rollout(game, leaf.state)
            for node in path:
                node.visits += 1
                for k, r in enumerate(result):
                    node.totals[k] += r
        seat = root.seat
        return max(
            root.children,
            key=lambda k: (
                root.children[k].visits,
                root.children[k].totals[seat] / root.children[k].visits,
                -k,
            ),
        )

    def _node(self, game: StateGame, state: Any, legal: list[Any] | None = None) -> _Node:
        e = game.ending(state)
        n = len(game.seats)
        if e is not None:
            return _Node(state, CHANCE, returns(game, e), totals=[0.0] * n)
        seat = game.to_move(state)
        if legal is not None:
            moves = legal
        else:
            moves = game.chances(state) if seat == CHANCE else game.legal(state)
        return _Node(state, seat, None, moves, totals=[0.0] * n)

    def _descend(self, game: StateGame, root: _Node) -> tuple[list[_Node], _Node]:
        node, path = root, [root]
        while node.terminal is None:
            if node.seat == CHANCE:
                k = _draw(node.moves, self.rng)
                child = node.children.get(k)
                if child is None:
                    child = node.children[k] = self._node(
                        game, game.apply(node.state, node.moves[k][0])
                    )
                    path.append(child)
                    return path, child
            else:
                untried = [k for k in range(len(node.moves)) if k not in node.children]
                if untried:
                    k = untried[self.rng.randrange(len(untried))]
                    child = node.children[k] = self._node(
                        game, game.apply(node.state, node.moves[k])
                    )
                    path.append(child)
                    return path, child
                child = self._select(node)
            node = child
            path.append(node)
        return path, node

    def _select(self, node: _Node) -> _Node:
        log_n = math.log(node.visits)
        seat = node.seat

        def ucb(child: _Node) -> float:
            return child.totals[seat] / child.visits + self.c * math.sqrt(log_n / child.visits)

        return max(node.children.values(), key=ucb)

    def _rollout(self, game: StateGame, state: Any) -> tuple[float, ...]:
        for _ in range(game.rollout_depth):
            e = game.ending(state)
            if e is not None:
                return returns(game, e)
            seat = game.to_move(state)
            if seat == CHANCE:
                move = sample(game.chances(state), self.rng)
            else:
                legal = game.legal(state)
                move = legal[self.rng.randrange(len(legal))]
            state = game.apply(state, move)
        return value(game, state)


def _draw(outcomes: list[tuple[Any, float]], rng: random.Random) -> int:
    r, acc = rng.random(), 0.0
    for k, (_, p) in enumerate(outcomes):
        acc += p
        if r < acc:
            return k
    return len(outcomes) - 1


def make(name: str, seed: str | int, budget: int = DEFAULT_BUDGET) -> Any:
    """An agent by name (``random``, ``greedy``, ``mcts``)."""
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(seed)
    if name == "mcts":
        return MCTSAgent(seed, budget)
    raise ValueError(f"no agent {name!r} (agents: {', '.join(AGENTS)})")
