"""``maison play GAME``: seeded random legal games, from the deal to a winner, for every game
whose chapter gives a whole game.

A game module registers a function that plays one game with :func:`playable`::

    @playable("piquet", players=(2, 2))
    def play_game(players: int, rng: random.Random) -> GameResult: ...

The function draws every choice (the cut, the discard, the card played) from ``rng`` among
the moves the game's predicates allow, so the same seed always gives the same games, and
returns who won, each seat's points and how the game ended. :func:`simulate` plays many and
sums them up as JSON-ready figures.
"""

from __future__ import annotations

import importlib
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from pipeline.rules.registry import GAMES


class PlayError(ValueError):
    """A game that cannot be played as asked (unknown game, wrong number of players)."""


@dataclass(frozen=True)
class GameResult:
    winner: int | None
    """The winning seat, or None where the game ends without one."""
    points: tuple[float, ...]
    """Each seat's points (or net gain) at the end."""
    end: str
    """How it ended, in a word or two (``"100 reached in play"``, ``"capot"``)."""
    rounds: int = 1
    """Deals (or rounds) played."""
    rules: frozenset[str] = field(default_factory=frozenset)
    """The rule ids that decided something in this game."""


Player = Callable[[int, random.Random], GameResult]


@dataclass(frozen=True)
class Playable:
    name: str
    play: Player
    players: tuple[int, int]
    """Fewest and most players the chapter allows."""
    default_players: int
    summary: str


_PLAYABLE: dict[str, Playable] = {}


def playable(
    name: str, players: tuple[int, int] = (2, 2), default_players: int | None = None
) -> Callable[[Player], Player]:
    """Register a function that plays one whole game of ``name`` (the game's xml:id)."""

    def register(func: Player) -> Player:
        summary = (func.__doc__ or "").strip().splitlines()[0] if func.__doc__ else ""
        _PLAYABLE[name] = Playable(name, func, players, default_players or players[0], summary)
        return func

    return register


def games() -> dict[str, Playable]:
    """Every playable game, by name (the game modules are loaded first)."""
    for game in GAMES:
        importlib.import_module(f"pipeline.rules.{game}")
    return dict(sorted(_PLAYABLE.items()))


def find(name: str) -> Playable:
    known = games()
    if name not in known:
        raise PlayError(f"no playable game {name!r} (playable: {', '.join(known)})")
    return known[name]


def simulate(name: str, players: int | None, n_games: int, seed: int) -> dict:
    """Play ``n_games`` seeded random legal games: winner share per seat, mean points per
    seat, mean rounds, and how the games ended (share of each ending)."""
    game = find(name)
    n = players or game.default_players
    lo, hi = game.players
    if not lo <= n <= hi:
        raise PlayError(f"{name} is played by {lo} to {hi} players, not {n}")
    if n_games < 1:
        raise PlayError("at least one game")
    rng = random.Random(seed)
    wins: Counter[int | None] = Counter()
    ends: Counter[str] = Counter()
    points = [0.0] * n
    rounds = 0
    rules: set[str] = set()
    for _ in range(n_games):
        r = game.play(n, rng)
        wins[r.winner] += 1
        ends[r.end] += 1
        rounds += r.rounds
        rules |= r.rules
        for k, p in enumerate(r.points):
            points[k] += p
    return {
        "game": name,
        "players": n,
        "games": n_games,
        "seed": seed,
        "winner_share": {str(k): round(wins[k] / n_games, 4) for k in range(n)},
        "no_winner_share": round(wins[None] / n_games, 4),
        "mean_points": {str(k): round(points[k] / n_games, 3) for k in range(n)},
        "mean_rounds": round(rounds / n_games, 3),
        "ends": {e: round(c / n_games, 4) for e, c in sorted(ends.items())},
        "rules_used": sorted(rules),
    }
