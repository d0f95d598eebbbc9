"""``maison play GAME``: seeded legal games, from the deal (or the first throw) to the end the
text gives, for every game whose chapter says how a game ends.

Two kinds of game are registered here:

* a game that plays a whole game in one function, drawing every choice from ``rng`` among the
  moves its predicates allow (the card games, the race games, the Jardin, the ball games)::

      @playable("piquet")
      def play_game(players: int, rng: random.Random) -> GameResult: ...

* a game written move by move as a :class:`~.play_state.StateGame` (the Renard, the Guerre,
  the Eschets, the Tricque-Trac, the Hoca), which any agent of :mod:`.agents` can play —
  random, greedy one-ply, MCTS — registered with :func:`stateful`.

How many may play is the text's (:mod:`.play_players`): a count the text does not allow is
refused, naming the rule. :func:`simulate` plays many games and sums them up as JSON-ready
figures: each seat's share of wins (balance), the share of games someone wins
(decisiveness), the mean length, how the games ended and what each ending means, and the
rules whose predicates the play called (``rules_used``, traced: see :class:`RuleTracer`).
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import random
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from types import CodeType
from typing import Any

from pipeline.rules.play import players as play_players
from pipeline.rules.registry import GAMES, predicates


class PlayError(ValueError):
    """A game that cannot be played as asked (unknown game, wrong number of players, an
    agent the game cannot use)."""


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
    play: Player | None
    players: tuple[int, int]
    """Fewest and most players the game's play function handles (the text's counts are
    :mod:`.play_players`'s)."""
    default_players: int
    summary: str
    factory: Callable[[int], Any] | None = None
    """For a move-by-move game: players -> its :class:`~.play_state.StateGame`."""
    endings: dict[str, str] = field(default_factory=dict)
    """What each ending label means (for the function-played games)."""
    unit: str = "rounds"
    """What a function-played game's ``rounds`` count."""


_PLAYABLE: dict[str, Playable] = {}

PLAY_MODULES = ("play.boards", "play.trictrac", "play.dice", "play.ball", "play.cards")
"""The modules that register the board, dice and ball games (the card games register in
their own modules, :data:`~.registry.GAMES`)."""

NOT_PLAYABLE = {
    "chouette": "its sheet of throws (what each of the 56 throws of three dice takes or pays) "
    "is not in the book, and a game has no end but the players leaving (chouette.p1.2)",
    "blasons": "a game of reciting coats of arms: who errs is a matter of memory, not of rules",
    "proverbes": "a game of wit: no moves and no end",
    "souplesses": "card tricks: nobody wins",
    "palle-mail": "the passes are won by strokes along an alley: the text gives how a passe is "
    "won, not a match",
    "piquet-1642": "the 1642 witness of the Piquet: play `piquet` (the 1665 text); where 1642 "
    "reads otherwise the predicates take witness='1642' (reports/variants.md)",
}
"""Games of the book ``maison play`` does not play, and why."""


def playable(
    name: str,
    players: tuple[int, int] = (2, 2),
    default_players: int | None = None,
    endings: dict[str, str] | None = None,
    unit: str = "rounds",
) -> Callable[[Player], Player]:
    """Register a function that plays one whole game of ``name`` (the game's xml:id);
    ``endings`` says what its ending labels mean, ``unit`` what its rounds count."""

    def register(func: Player) -> Player:
        summary = (func.__doc__ or "").strip().splitlines()[0] if func.__doc__ else ""
        _PLAYABLE[name] = Playable(
            name,
            func,
            players,
            default_players or players[0],
            summary,
            None,
            endings or {},
            unit,
        )
        return func

    return register


def stateful(name: str, factory: Callable[[int], Any], players: tuple[int, int] = (2, 2)) -> None:
    """Register a move-by-move game: ``factory(players)`` gives its StateGame."""
    doc = inspect.getdoc(factory) or ""
    _PLAYABLE[name] = Playable(name, None, players, players[0], doc.split("\n")[0], factory)


def games() -> dict[str, Playable]:
    """Every playable game, by name (the game modules are loaded first)."""
    for game in GAMES:
        importlib.import_module(f"pipeline.rules.{game}")
    for module in PLAY_MODULES:
        importlib.import_module(f"pipeline.rules.{module}")
    return dict(sorted(_PLAYABLE.items()))


def find(name: str) -> Playable:
    known = games()
    if name not in known:
        why = f": {NOT_PLAYABLE[name]}" if name in NOT_PLAYABLE else ""
        raise PlayError(f"no playable game {name!r}{why} (playable: {', '.join(known)})")
    return known[name]


def _players(name: str) -> play_players.Players:
    p = play_players.of(name)
    if p is None:  # a registered game must say how many play, and where the text says so
        raise PlayError(f"{name}: no player count in play_players.PLAYERS")
    return p


def player_counts(name: str) -> tuple[int, ...]:
    """The counts ``maison play`` plays ``name`` with: the text's."""
    return _players(name).counts()


def default_players(name: str) -> int:
    """The table's default, else the play function's, else the fewest the text allows."""
    p, counts = _players(name), player_counts(name)
    if p.default is not None:
        return p.default
    own = find(name).default_players
    return own if own in counts else counts[0]


def check_players(name: str, n: int) -> None:
    """Refuse a count the text does not allow, naming the rule."""
    if (why := _players(name).refusal(name, n)) is not None:
        raise PlayError(why)


# -- which rules a game used ------------------------------------------------------------------


class RuleTracer:
    """Records the rules whose predicates run while it is active: a Python trace function
    that, on each call, looks the called code up among the registered predicates' (the
    registry knows which rules each implements). So ``rules_used`` is what the play called,
    not a list written by hand. A predicate behind ``functools.cache`` runs no Python code
    when its answer is cached: its calls are read from its cache's counters instead. Tracing
    slows a game about threefold, so :func:`simulate` traces only the first
    :data:`TRACED_GAMES` games of a run; and it pauses while an agent searches (a search's
    imagined moves are not the game's)."""

    _codes: dict[CodeType, tuple[str, ...]] | None = None
    _cached: list[tuple[Any, tuple[str, ...]]] = []

    def __init__(self) -> None:
        if RuleTracer._codes is None:
            codes: dict[CodeType, tuple[str, ...]] = {}
            for p in predicates():
                if hasattr(p.func, "cache_info"):
                    RuleTracer._cached.append((p.func, p.rules))
                code = getattr(inspect.unwrap(p.func), "__code__", None)
                if code is not None:
                    codes[code] = codes.get(code, ()) + p.rules
            RuleTracer._codes = codes
        self.codes = RuleTracer._codes
        self.used: set[str] = set()
        self._paused = [0] * len(self._cached)

    def _trace(self, frame: Any, event: str, arg: Any) -> None:
        rules = self.codes.get(frame.f_code)
        if rules:
            self.used.update(rules)

    def _calls(self) -> list[int]:
        return [f.cache_info().hits + f.cache_info().misses for f, _ in self._cached]

    @contextlib.contextmanager
    def active(self) -> Iterator[None]:
        previous = sys.gettrace()
        before, paused = self._calls(), list(self._paused)
        sys.settrace(self._trace)
        try:
            yield
        finally:
            sys.settrace(previous)
            after = self._calls()
            for k, (_, rules) in enumerate(self._cached):
                if after[k] - before[k] - (self._paused[k] - paused[k]) > 0:
                    self.used.update(rules)

    @contextlib.contextmanager
    def paused(self) -> Iterator[None]:
        previous = sys.gettrace()
        before = self._calls()
        sys.settrace(None)
        try:
            yield
        finally:
            sys.settrace(previous)
            for k, n in enumerate(self._calls()):
                self._paused[k] += n - before[k]


TRACED_GAMES = 200
"""Games of a run whose predicate calls are traced for ``rules_used``."""


# -- simulate ---------------------------------------------------------------------------------


def simulate(
    name: str,
    players: int | None,
    n_games: int,
    seed: int,
    agents: Sequence[str] | None = None,
    budget: int | None = None,
) -> dict:
    """Play ``n_games`` seeded games: winner share per seat, share of games with no winner,
    mean points per seat, mean length, how the games ended (share of each ending, and what
    each means), the rules used. With ``agents`` (a move-by-move game's seats' agents, in
    seat order) the figures are given for every seating of them (``pairings``): the given
    order and each rotation, so that a seat's advantage and an agent's are told apart."""
    from pipeline.rules.play import agents as agent_kinds

    game = find(name)
    n = players or default_players(name)
    check_players(name, n)
    if n_games < 1:
        raise PlayError("at least one game")
    budget = budget or agent_kinds.DEFAULT_BUDGET
    names = list(agents or ["random"])
    for a in names:
        if a not in agent_kinds.AGENTS:
            raise PlayError(f"no agent {a!r} (agents: {', '.join(agent_kinds.AGENTS)})")
    if game.factory is None and set(names) != {"random"}:
        movewise = ", ".join(k for k, g in games().items() if g.factory is not None)
        raise PlayError(
            f"{name} is played by its own module with random legal choices (or has none to "
            f"make); the agents {', '.join(agent_kinds.AGENTS)} play the games written move "
            f"by move: {movewise}"
        )
    state_game = game.factory(n) if game.factory is not None else None
    seats = list(state_game.seats) if state_game is not None else [str(k) for k in range(n)]
    seatings = _seatings(names, len(seats))
    tracer = RuleTracer()
    runs = [
        _run(game, state_game, n, n_games, seed, seating, budget, tracer, seats)
        for seating in seatings
    ]
    first = runs[0]
    labels = sorted({e for r in runs for e in r["ends"]})
    meanings = state_game.endings() if state_game is not None else game.endings
    if not meanings and game.play is not None:
        from pipeline.rules.play import endings as play_endings

        meanings = play_endings.ENDINGS.get(name, {})
    out = {
        "game": name,
        "players": n,
        "games": n_games,
        "seed": seed,
        "seats": seats,
        "agents": first["agents"],
        "winner_share": first["winner_share"],
        "no_winner_share": first["no_winner_share"],
        "decisive_share": first["decisive_share"],
        "mean_points": first["mean_points"],
        "mean_rounds": first["mean_length"],
        "length_unit": state_game.length_unit if state_game is not None else game.unit,
        "ends": first["ends"],
        "endings": {e: meanings.get(e, "") for e in labels},
        "rules_used": sorted(tracer.used | set().union(*(r["rules"] for r in runs))),
    }
    if "mcts" in names:
        out["budget"] = budget
    if len(runs) > 1:
        out["pairings"] = [{k: v for k, v in r.items() if k != "rules"} for r in runs]
    return out


def _seatings(names: list[str], seats: int) -> list[list[str]]:
    """The agents in seat order (the last repeated to fill the seats), then each rotation
    that seats them differently."""
    base = (names + [names[-1]] * seats)[:seats]
    out: list[list[str]] = []
    for k in range(seats):
        turned = base[k:] + base[:k]
        if turned not in out:
            out.append(turned)
    return out if len(set(names)) > 1 else out[:1]


def _run(
    game: Playable,
    state_game: Any,
    n: int,
    n_games: int,
    seed: int,
    seating: list[str],
    budget: int,
    tracer: RuleTracer,
    seats: list[str],
) -> dict:
    from pipeline.rules.play import agents as agent_kinds
    from pipeline.rules.play.state import play_one

    rng = random.Random(seed)
    wins: Counter[int | None] = Counter()
    ends: Counter[str] = Counter()
    points = [0.0] * len(seats)
    length = 0
    rules: set[str] = set()
    players = [agent_kinds.make(a, f"{seed}:{k}:{a}", budget) for k, a in enumerate(seating)]
    for i in range(n_games):
        traced = tracer.active() if i < TRACED_GAMES else contextlib.nullcontext()
        with traced:
            if state_game is not None:
                pause = tracer.paused if i < TRACED_GAMES else None
                p = play_one(state_game, players, rng, pause=pause)
                winner, end, pts, rounds = p.ending.winner, p.ending.end, p.ending.points, p.length
            else:
                r = game.play(n, rng)
                winner, end, pts, rounds = r.winner, r.end, r.points, r.rounds
                rules |= r.rules
        wins[winner] += 1
        ends[end] += 1
        length += rounds
        for k, x in enumerate(pts):
            points[k] += x
    return {
        "agents": dict(zip(seats, seating, strict=True)),
        "winner_share": {s: round(wins[k] / n_games, 4) for k, s in enumerate(seats)},
        "no_winner_share": round(wins[None] / n_games, 4),
        "decisive_share": round(1 - wins[None] / n_games, 4),
        "mean_points": {s: round(points[k] / n_games, 3) for k, s in enumerate(seats)},
        "mean_length": round(length / n_games, 3),
        "ends": {e: round(c / n_games, 4) for e, c in sorted(ends.items())},
        "rules": rules,
    }
