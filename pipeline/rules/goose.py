"""The engine of the race games on a numbered track (the Goose, the Quatre fins de l'homme):
two dice, a goal reached exactly, squares that double the throw, squares with an effect,
and the player met sent back. Each game module describes its board with :class:`Board`;
the rules are the game module's predicates, this is only their shared machinery.

Conventions where the book is silent, the same for both boards and documented here:

- a square one is *sent* to (by an effect, a bounce, a meeting) has no effect of its own;
  only a square reached by a throw (after doubling) acts;
- a player held (prison, well, the square 43 of the Quatre fins) is freed by the next player
  whose throw ends there, who takes his place; the freed player goes to where that player
  came from (the book's meeting rule);
- a game where nobody can move any more (every player held) ends without a winner, and the
  simulator counts it as such.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Effect:
    """What a square does to the player whose throw ends on it."""

    pay: bool = False
    """He pays the agreed price into the pool."""
    to: int | None = None
    """He goes on to this square."""
    wait: int = 0
    """He misses this many turns (the others throw that many times)."""
    held: bool = False
    """He stays until another player's throw ends here."""
    held_until: int | None = None
    """He stays until any player reaches this square; then goes to ``to``."""
    refund: bool = False
    """He takes his stake back from the pool."""
    restart: bool = False


@dataclass(frozen=True)
class Board:
    name: str
    goal: int
    doubling: frozenset[int]
    """Squares that double the throw (geese, anchors)."""
    first_throw: dict[tuple[int, int], int]
    """A first throw (dice, high first) that sends to a square."""
    effects: dict[int, Effect] = field(default_factory=dict)


@dataclass
class Player:
    at: int = 0
    wait: int = 0
    held: bool = False
    held_until: int | None = None
    paid: int = 0
    thrown: int = 0


def land(board: Board, start: int, throw: int) -> tuple[int, list[int]]:
    """Where a throw from ``start`` ends, doubling on geese and bouncing back from the goal
    (``qu'il tourne autant en arrière qu'il y aura de points de surplus``); and the squares
    it touched on the way, for the record."""
    pos, step, path = start, throw, []
    for _ in range(board.goal):  # a doubling chain is finite; this guards against a cycle
        pos += step
        if pos > board.goal:
            pos = board.goal - (pos - board.goal)
            step = -abs(step)  # going back: a goose met doubles backwards
        path.append(pos)
        if pos in board.doubling and pos != board.goal:
            continue
        break
    return pos, path


def move(board: Board, players: list[Player], me: int, dice: tuple[int, int]) -> bool:
    """Play one throw of player ``me``; True if he has won."""
    p = players[me]
    throw = dice[0] + dice[1]
    first = p.thrown == 0
    p.thrown += 1
    came_from = p.at
    key = (max(dice), min(dice))
    if first and key in board.first_throw:
        p.at = board.first_throw[key]
    else:
        p.at, _ = land(board, p.at, throw)
    if p.at == board.goal:
        return True
    _meet(players, me, came_from)
    effect = board.effects.get(p.at)
    if effect is not None:
        _apply(board, players, me, effect)
    for other, q in enumerate(players):
        if other != me and q.held_until is not None and q.held_until == p.at:
            q.held_until, q.held = None, False  # freed: the Angel at 49 frees the one at 43
            target = board.effects[q.at].to if q.at in board.effects else None
            q.at = target if target is not None else q.at
    return p.at == board.goal


def _meet(players: list[Player], me: int, came_from: int) -> None:
    """The player met pays and goes to where the mover came from."""
    p = players[me]
    if p.at == 0:
        return
    for other, q in enumerate(players):
        if other != me and q.at == p.at and q.held_until is None:
            q.at = came_from
            q.paid += 1
            q.held = False  # the one held in the well or prison is so freed


def _apply(board: Board, players: list[Player], me: int, e: Effect) -> None:
    p = players[me]
    if e.pay:
        p.paid += 1
    if e.refund:
        p.paid -= 1
    if e.restart:
        p.at = 0
    elif e.held_until is not None:
        p.held_until = e.held_until
        if any(q.at == e.held_until for k, q in enumerate(players) if k != me):
            p.held_until = None  # the Angel is already reached: freed at once
            p.at = e.to if e.to is not None else p.at
    elif e.to is not None:
        p.at = e.to
    p.wait = e.wait
    p.held = e.held


def play(
    board: Board, n_players: int, rng: random.Random, max_rounds: int = 1000
) -> tuple[int | None, int, list[int]]:
    """One game: (winning seat or None, rounds played, what each paid in)."""
    players = [Player() for _ in range(n_players)]
    for rounds in range(1, max_rounds + 1):
        movable = False
        for me, p in enumerate(players):
            if p.held or p.held_until is not None:
                continue
            movable = True
            if p.wait:
                p.wait -= 1
                continue
            dice = (int(rng.random() * 6) + 1, int(rng.random() * 6) + 1)
            if move(board, players, me, dice):
                return me, rounds, [q.paid for q in players]
        if not movable:
            return None, rounds, [q.paid for q in players]
    return None, max_rounds, [q.paid for q in players]


def simulate(board: Board, players: int, games: int, seed: int) -> dict:
    """Many seeded games: share of wins per seat, rounds (mean and distribution), games
    that end with every player held, mean payments."""
    rng = random.Random(seed)
    wins: Counter[int | None] = Counter()
    rounds: Counter[int] = Counter()
    paid = [0] * players
    for _ in range(games):
        winner, n, pays = play(board, players, rng)
        wins[winner] += 1
        rounds[n] += 1
        paid = [a + b for a, b in zip(paid, pays, strict=True)]
    total_rounds = sum(n * c for n, c in rounds.items())
    buckets: Counter[str] = Counter()
    for n, c in rounds.items():
        lo = (n - 1) // 10 * 10 + 1
        buckets[f"{lo}-{lo + 9}"] += c
    return {
        "game": board.name,
        "players": players,
        "games": games,
        "seed": seed,
        "win_share": [round(wins[k] / games, 4) for k in range(players)],
        "no_winner_share": round(wins[None] / games, 4),
        "rounds_mean": round(total_rounds / games, 2),
        "rounds_distribution": dict(
            sorted(buckets.items(), key=lambda kv: int(kv[0].split("-")[0]))
        ),
        "payments_mean": [round(x / games, 2) for x in paid],
    }
