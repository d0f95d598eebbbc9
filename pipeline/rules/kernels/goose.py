"""The one engine of the book's race games: the Goose (Oye), the Quatre fins de l'homme, the
Monde, the Villes de France, Cupidon, the Chronologie (numbered tracks: two dice, a goal
reached exactly, squares that double the throw, squares with an effect, the player met) and
the Jeu de France (niches reached by the dice's two points, not their sum). Each game module
describes its board as data — a :class:`Board` whose squares are :class:`Effect` s, each
carrying the rule id it comes from — and its predicates; this module only moves the marks.

The state of a game is an immutable :class:`State` (whose turn, and each seat's
:class:`Seat`), so that :func:`step` is a pure function of (board, state, dice): the
simulator (:func:`play`) draws the dice, the exact solver (:mod:`.markov`) enumerates them.

Conventions where the book is silent, the same for every board and documented here (the
ones that change the odds are named parameters of :class:`Options`):

- a square one is *sent* to (by an effect, a meeting) has no effect of its own, and meets
  nobody; only the square where a throw ends (after doubling and bouncing) acts, and only
  the players standing there are met (squares passed over meet nobody, but for Cupidon's
  seven, :attr:`Board.privilege`);
- a player *held* (the Goose's well and prison, Monde 5, Villes 52, Cupidon's fountain and
  forest, the Jeu de France's prison of François I) stays until another player's throw ends
  on his square: that player meets him and takes his place, and he goes to where that
  player came from (the meeting rule). A player held at the Quatre fins' 43 is not freed by
  the next one who comes there (quatre-fins.p6.1): he waits for a companion to reach the
  Guardian Angel (49), then goes to 32; a second player on 43 waits beside him;
- a player resting (the Goose's inn, "tandis que chacun de ses compagnons aura tiré deux
  fois") lets his next ``wait`` turns go by;
- the seats throw in turn, seat 0 first; a round is one turn of every seat, and a game's
  length is the round in which it ends;
- a game where nobody can move any more (every player held) ends without a winner
  (``Options.all_held="end"``), unless the book says to start it again (Cupidon, the Jeu de
  France: ``"restart"``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

MEET, PASS = 1, 2
"""How a held player is freed: by a player whose throw ends on his square (``MEET``), or by
any player who passes over it (``PASS``, the Monde's Zaâra)."""

DICE = tuple(
    ((hi, lo), (1 if hi == lo else 2) / 36) for hi in range(1, 7) for lo in range(1, hi + 1)
)
"""The 21 throws of two dice, high die first, with their probabilities."""


@dataclass(frozen=True)
class Effect:
    """What a square does to the player whose throw ends on it."""

    rule: str = ""
    """The rule of the book that says so."""
    pay: int = 0
    """What he pays into the pool (negative: what he takes from it)."""
    collect: int = 0
    """What every other player pays him."""
    to: int | None = None
    """He goes on to this square."""
    wait: int = 0
    """He lets this many of his turns go by."""
    held: int = 0
    """He stays until freed: ``MEET`` or ``PASS``."""
    until: int | None = None
    """He stays until any player reaches this square; then goes to ``to``."""
    restart: bool = False
    """He goes back to the start."""
    levy: int = 0
    """What every other player pays into the pool."""
    frees: tuple[int, ...] = ()
    """Squares whose resting players he frees, each paying him one (the Chronologie's 25)."""
    push: int = 0
    """The nearest player ahead of him goes back this many squares (the Chronologie's 37)."""
    toll: int = 0
    """While he stands here, every player whose throw passes over the square pays him this
    much (the Monde's Denmark, the Sund)."""

    @property
    def advantage(self) -> bool:
        """It gains him something (which the Chronologie denies a player going back)."""
        return self.pay < 0 or self.collect > 0 or bool(self.frees) or self.push > 0


@dataclass(frozen=True)
class Options:
    """The editorial choices of the engine, where the books' words leave a choice."""

    restart_first_throw: bool = True
    """A player sent back to the start (by death, or met by one who came from the start)
    throws again as at the beginning: the first-throw rule (the Goose's nine, the Quatre
    fins' 6 or 12) applies to his next throw. Default True: the reason the book gives for
    that rule (a nine from the start runs on the geese to 63) holds for every throw from
    the start, and death says "recommence de nouveau". False: only the game's first throw."""
    met_keeps_rest: bool = False
    """A player met while resting (the inn) keeps the turns he had left to wait. Default
    False: he has left the square that made him rest, as the player held in the well is
    freed by the same meeting."""
    all_held: str = "end"
    """When every player is held: ``"end"`` (no winner) or ``"restart"`` (start again)."""
    rest_stops: bool = False
    """A resting player counts as held for ``all_held`` (the Jeu de France's "obligé
    d'arrêter")."""
    meeting: str = "back"
    """``"back"``: the player met goes to where the mover came from (every race game but
    one); ``"block"``: the mover stays where he was and pays (the Chronologie)."""


@dataclass(frozen=True)
class Board:
    name: str
    goal: int
    doubling: frozenset[int] = frozenset()
    """Squares that double the throw (geese, anchors, Cupidons, China)."""
    first_throw: dict[tuple[int, int], int] = field(default_factory=dict)
    """A first throw (dice, high first) that sends to a square."""
    effects: dict[int, Effect] = field(default_factory=dict)
    options: Options = Options()
    privilege: int | None = None
    """A throw (Cupidon's 7) that passes over the ``privileged`` squares as if they doubled."""
    privileged: frozenset[int] = frozenset()
    niches: tuple[frozenset[tuple[int, int]], ...] | None = None
    """The Jeu de France: niche k (1..goal) is reached by these throws; no sum is counted."""
    meeting_pay: str = "pool"
    """Who the player met pays: ``"pool"``, ``"mover"`` (he pays the one who met him), or
    ``"met"`` (the Monde: the mover pays the one he meets)."""
    overshoot_wins: frozenset[int] = frozenset()
    """Squares from which a throw past the goal wins anyway (the Chronologie's 13th)."""
    overshoot_margin: int = 0
    dice: tuple[tuple[tuple[int, int], float], ...] | None = None
    """Another die than two six-sided ones: the throws (as pairs) and their chances."""
    gains_forward_only: bool = False
    """A square reached going back (a bounce) gives no advantage (the Chronologie's rule)."""
    tolls: dict[int, int] = field(init=False, repr=False, compare=False)
    """Square -> toll, from ``effects`` (most boards have none: the turn then skips them)."""

    def __post_init__(self) -> None:
        tolls = {n: e.toll for n, e in self.effects.items() if e.toll}
        object.__setattr__(self, "tolls", tolls)


class Seat(NamedTuple):
    """One player's situation: all the state the rules need (payments are kept apart)."""

    at: int = 0
    wait: int = 0
    held: int = 0
    until: int = 0
    fresh: bool = True
    """His next throw is a first throw."""


class State(NamedTuple):
    turn: int
    seats: tuple[Seat, ...]


def start(n_players: int) -> State:
    return State(0, tuple(Seat() for _ in range(n_players)))


def land(board: Board, start: int, throw: int) -> tuple[int, list[int]]:
    """Where a throw from ``start`` ends, doubling on geese and bouncing back from the goal
    (``qu'il tourne autant en arrière qu'il y aura de points de surplus``); and the squares
    it touched on the way. A throw the geese carry back past the start (possible with geese
    six apart: 12 from the start, on the Goose as printed) stops at the start: the track has
    no square below it."""
    doubling = board.doubling
    if board.privilege is not None and throw == board.privilege:
        doubling = doubling | board.privileged
    pos, step, path = start, throw, []
    for _ in range(board.goal):  # a doubling chain is finite; this guards against a cycle
        pos += step
        if pos > board.goal:
            if start in board.overshoot_wins and pos - board.goal <= board.overshoot_margin:
                pos = board.goal
            else:
                pos = board.goal - (pos - board.goal)
                step = -abs(step)  # going back: a goose met doubles backwards
        pos = max(pos, 0)
        path.append(pos)
        if pos in doubling and pos != board.goal:
            continue
        break
    return pos, path


def niche(board: Board, at: int, dice: tuple[int, int]) -> int:
    """The Jeu de France: the next niche after ``at`` marked with this throw (the mark never
    goes back), the same niche if his own is marked with it; near the end, where no niche
    ahead has it, the nearest one behind (france.p99.1)."""
    assert board.niches is not None
    return _niche(board.niches, at, (max(dice), min(dice)))


@cache
def _niche(niches: tuple[frozenset[tuple[int, int]], ...], at: int, key: tuple[int, int]) -> int:
    if at and key in niches[at - 1]:
        return at
    for k in range(at + 1, len(niches) + 1):
        if key in niches[k - 1]:
            return k
    return max(k for k in range(1, at) if key in niches[k - 1])


def stopped(board: Board, s: Seat) -> bool:
    return bool(s.held or s.until or (board.options.rest_stops and s.wait))


def needs_dice(board: Board, state: State) -> bool:
    s = state.seats[state.turn]
    return not (s.held or s.until or s.wait)


def step(
    board: Board, state: State, dice: tuple[int, int] | None
) -> tuple[State, int | None, bool, tuple[int, ...]]:
    """One turn: (next state, winning seat or None, game over, what each seat paid).

    A held player's turn passes; a resting one's turn counts down his rest; otherwise he
    throws ``dice``."""
    me, seats = state.turn, list(state.seats)
    n = len(seats)
    paid = [0] * n
    nxt = (me + 1) % n
    s = seats[me]
    if s.held or s.until:
        return State(nxt, state.seats), None, False, tuple(paid)
    if s.wait:
        seats[me] = s._replace(wait=s.wait - 1)
        return State(nxt, tuple(seats)), None, False, tuple(paid)
    assert dice is not None
    opt = board.options
    came, throw = s.at, dice[0] + dice[1]
    key = (max(dice), min(dice))
    if board.niches is not None:
        pos, path = niche(board, came, dice), []
        path = [pos]
        if pos == came:  # his own niche's point: he pays and stays (france.p32.1)
            paid[me] += 1
            seats[me] = s._replace(fresh=False)
            return State(nxt, tuple(seats)), None, False, tuple(paid)
    elif s.fresh and key in board.first_throw:
        pos, path = board.first_throw[key], [board.first_throw[key]]
    else:
        pos, path = land(board, came, throw)
    s = s._replace(at=pos, fresh=False)
    seats[me] = s
    if pos == board.goal:
        return State(nxt, tuple(seats)), me, True, tuple(paid)
    privileged = board.privilege is not None and throw == board.privilege
    for k, q in enumerate(seats):  # a held player passed over (Zaâra), or freed by a 7
        if k == me:
            continue
        if q.held == PASS and _crosses(came, path, q.at):
            seats[k] = q._replace(held=0)
        elif privileged and q.at in path[:-1] and q.at in board.privileged and not q.until:
            seats[k] = _sent(q._replace(held=0), came, opt)
        if q.at in board.tolls and _crosses(came, path, q.at):  # the Sund's toll
            paid[me] += board.tolls[q.at]
            paid[k] -= board.tolls[q.at]
    if meet(board, seats, me, came, paid, privileged):
        return _after(board, State(nxt, tuple(seats)), me, paid)
    e = effect_reached(board, came, throw, pos)
    if e is not None and not (privileged and pos in board.privileged):
        s = _apply(board, seats, me, e, paid)
        seats[me] = s
    for k, q in enumerate(seats):  # the Guardian Angel reached: the one at 43 goes to 32
        if k != me and q.until and q.until == seats[me].at:
            target = board.effects[q.at].to if q.at in board.effects else None
            seats[k] = q._replace(until=0, at=target if target is not None else q.at)
    return _after(board, State(nxt, tuple(seats)), me, paid)


def _after(
    board: Board, state: State, me: int, paid: list[int]
) -> tuple[State, int | None, bool, tuple[int, ...]]:
    if all_stopped(board, state):
        if board.options.all_held == "restart":
            return start(len(state.seats)), None, False, tuple(paid)
        return state, None, True, tuple(paid)
    return state, None, False, tuple(paid)


def all_stopped(board: Board, state: State) -> bool:
    """Nobody can move any more: every player is held (or, on a board whose
    ``Options.rest_stops`` says so, resting). The game then ends without a winner, or starts
    again (``Options.all_held``)."""
    return all(stopped(board, q) for q in state.seats)


def meet(
    board: Board, seats: list[Seat], me: int, came: int, paid: list[int], privileged: bool = False
) -> bool:
    """The meeting rule, where the mover's throw has ended (``seats[me].at``, come from
    ``came``): every other player standing there (not on 0, not waiting at the Quatre fins'
    43) is met. ``Options.meeting="back"``: each met player goes to the square the mover came
    from, freed if he was held, and pays one (into the pool, to the mover, or is paid by him:
    ``Board.meeting_pay``), nothing if the throw is the privileged seven. ``"block"`` (the
    Chronologie): the mover goes back to where he came from and pays one to each. Updates
    ``seats`` and ``paid``; True when the mover was blocked (his square then does not act)."""
    pos = seats[me].at
    met = [k for k, q in enumerate(seats) if k != me and q.at == pos and not q.until]
    if not met or pos == 0:
        return False
    if board.options.meeting == "block":
        seats[me] = seats[me]._replace(at=came)
        paid[me] += len(met)
        for k in met:
            paid[k] -= 1
        return True
    for k in met:
        seats[k] = _sent(seats[k]._replace(held=0), came, board.options)
        if not privileged:  # met by a 7, he changes place without paying (cupidon.p17.1)
            payer, payee = (me, k) if board.meeting_pay == "met" else (k, me)
            paid[payer] += 1
            if board.meeting_pay != "pool":
                paid[payee] -= 1
    return False


def meeting(
    board: Board, squares: Sequence[int], mover: int, came: int, throw: int = 0
) -> tuple[list[int], list[int]]:
    """:func:`meet` on plain squares, as the game modules' meeting predicates state it:
    ``squares`` are where every seat stands once the mover's throw (of ``throw`` points, from
    ``came``) has ended on ``squares[mover]``; returns the squares after the meeting and what
    each seat paid (negative: received)."""
    seats = [Seat(at=a, fresh=False) for a in squares]
    paid = [0] * len(seats)
    meet(board, seats, mover, came, paid, board.privilege is not None and throw == board.privilege)
    return [q.at for q in seats], paid


def effect_reached(board: Board, came: int, throw: int, pos: int) -> Effect | None:
    """What the square where a throw of ``throw`` from ``came`` ended (``pos``) does: its
    effect, but none that gains him something if the board gives no advantage to a square
    reached going back (``Board.gains_forward_only``: the throw went past the goal)."""
    e = board.effects.get(pos)
    if e is not None and board.gains_forward_only and came + throw > board.goal and e.advantage:
        return None
    return e


def turns(players: int, rounds: int = 1, least: int = 2, most: int = 6) -> list[int]:
    """The order of the throws, each seat in turn from seat 0, for a game the book gives to
    ``least`` to ``most`` players (ValueError outside)."""
    if not least <= players <= most:
        raise ValueError(f"{players} players: the game is for {least} to {most}")
    return [k for _ in range(rounds) for k in range(players)]


def _sent(q: Seat, to: int, opt: Options) -> Seat:
    """A player sent to a square by another's throw (a meeting)."""
    fresh = q.fresh if to != 0 else opt.restart_first_throw or q.fresh
    return q._replace(at=to, wait=q.wait if opt.met_keeps_rest else 0, fresh=fresh)


def _crosses(came: int, path: list[int], square: int) -> bool:
    prev = came
    for pos in path:
        if min(prev, pos) < square < max(prev, pos):
            return True
        prev = pos
    return False


def _apply(board: Board, seats: list[Seat], me: int, e: Effect, paid: list[int]) -> Seat:
    s = seats[me]
    paid[me] += e.pay + e.collect * -(len(seats) - 1)
    for k, q in enumerate(seats):
        if k == me:
            continue
        paid[k] += e.collect + e.levy
        if e.frees and q.at in e.frees and q.wait:
            seats[k] = q._replace(wait=0)
            paid[k] += 1
            paid[me] -= 1
    if e.push:
        ahead = [(q.at, k) for k, q in enumerate(seats) if k != me and s.at < q.at < board.goal]
        if ahead:
            at, k = min(ahead)
            seats[k] = seats[k]._replace(at=max(0, at - e.push))
    if e.restart:
        s = s._replace(at=0, fresh=board.options.restart_first_throw)
    elif e.until is not None:
        if any(q.at == e.until for k, q in enumerate(seats) if k != me):
            s = s._replace(at=e.to if e.to is not None else s.at)  # the Angel already reached
        else:
            s = s._replace(until=e.until)
    elif e.to is not None:
        s = s._replace(at=e.to)
    return s._replace(wait=e.wait, held=e.held)


def play(
    board: Board, n_players: int, rng: random.Random, max_rounds: int = 1000
) -> tuple[int | None, int, list[int]]:
    """One game: (winning seat or None, rounds played, what each paid in)."""
    state = start(n_players)
    paid = [0] * n_players
    throws = [t for t, _ in board.dice] if board.dice else []
    for turn in range(max_rounds * n_players):
        dice = None
        if needs_dice(board, state):
            if throws:  # every throw of these dice equally likely (the decahedron)
                dice = throws[int(rng.random() * len(throws))]
            else:
                dice = (int(rng.random() * 6) + 1, int(rng.random() * 6) + 1)
        state, winner, over, pays = step(board, state, dice)
        paid = [a + b for a, b in zip(paid, pays, strict=True)]
        if over:
            return winner, turn // n_players + 1, paid
    return None, max_rounds, paid


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
    return {
        "game": board.name,
        "players": players,
        "games": games,
        "seed": seed,
        "win_share": [round(wins[k] / games, 4) for k in range(players)],
        "no_winner_share": round(wins[None] / games, 4),
        "rounds_mean": round(total_rounds / games, 2),
        "rounds_distribution": buckets(dict(rounds)),
        "payments_mean": [round(x / games, 2) for x in paid],
    }


def buckets(rounds: dict[int, float]) -> dict[str, float]:
    """Rounds grouped by ten (1-10, 11-20, …), for printing."""
    out: Counter[str] = Counter()
    for n, c in rounds.items():
        lo = (n - 1) // 10 * 10 + 1
        out[f"{lo}-{lo + 9}"] += c
    return dict(sorted(out.items(), key=lambda kv: int(kv[0].split("-")[0])))


def settle(paid: list[int], winner: int | None, stake: int = 1, price: int = 1) -> list[int]:
    """What each player is up or down at the end: every one put ``stake`` in the pool and
    paid ``price`` for each unit of ``paid`` (the engine's count: into the pool, or to a
    companion met, negative for what he took); the winner takes the pool. Nobody's money
    is made or lost: the figures add up to zero when someone wins."""
    pool = len(paid) * stake + price * sum(paid)
    return [-stake - price * p + (pool if k == winner else 0) for k, p in enumerate(paid)]
