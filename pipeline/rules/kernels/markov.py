"""Exact odds of a race game, by solving its Markov chain with array code.

**States are integers.** A seat's situation (:class:`~.goose.Seat`: square, rest, hold,
the square he waits for, first-throw flag) is one mixed-radix number below
:attr:`Code.seat_radix`; a state (:class:`~.goose.State`) is ``turn + players * (seat_0 +
seat_radix * seat_1 + …)``. Payments do not change who wins and are left out.

**Transitions are built in bulk.** :func:`successors` takes an array of states and plays
every throw of the dice from each at once, as numpy operations over all of them. What the
mover's own throw does (the geese or anchors, the bounce, a first throw, the Jeu de France's
niches) is read into small tables from the engine's own :func:`~.goose.land`,
:func:`~.goose.niche` and ``Board.first_throw``; what it does to the others (the meeting,
the squares' effects, the Zaâra, the seven, the Angel, every player held) follows
:func:`~.goose.step` line by line. ``tests/test_rules_race.py`` checks the two against each
other, throw by throw, on states of seeded two-, three- and four-player games of every board
and choice (and every state of every board's two-player chain agreed when this was
written), so the chain stays the simulator's game, not a second reading of the rules: a
change to :func:`~.goose.step` fails that test until it is made here too. The reachable
states are found breadth-first from the start, a level at a time, and numbered by whose
turn it is, then in the order found (the start is 0).

**The solve.** With Q the transient-to-transient matrix (one step = one seat's turn) and R
the transient-to-end matrix (a seat wins, or every player is held), the expected visits x to
each state from the start are ``Σₜ (Qᵀ)ᵗ e₀``; each end's probability is ``x·R`` and the mean
number of turns ``Σx``. :func:`_absorb` sums that series a turn at a time, which also gives
the length's distribution (the mass absorbed at each turn), and stops when less than
``tail`` (1e-12) of the games is unended: each probability is then low by at most that
mass, reported as ``unended``; the mean's part left out is that mass times the games'
remaining length (about 1e-10 turns for the Goose). Why not a direct solve: scipy's sparse
LU of I - Q, which the pure-Python solver used, fills in beyond use at three players (it
had not finished after 300 s), and GMRES needed 380 iterations and 184 s for the three-
player Goose, where the series takes about 2,300 turns of a sparse product and a few
seconds (a third of Q a turn: see :func:`_absorb`). For every board's one- and two-player
chain the series gives the LU's figures to the digits printed.

**The cap.** Before any work, :func:`count` bounds the number of states: each seat can be in
any of the situations a seat meets in the two-player chain (a few thousand states, built
in a fraction of a second), and any seat's turn. The chain is a little smaller (no two
players on one square but where the rules allow it): the Goose's is 470,919 of 499,125
for three players; four would be up to 36,602,500, which :func:`exact` refuses with that
count and the memory it would take.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from pipeline.rules.kernels.goose import DICE, PASS, Board, Seat, State, land, niche, start

if TYPE_CHECKING:
    from scipy.sparse import csr_matrix

BYTES_PER_STATE = 1_000
"""Peak memory per state (measured with /usr/bin/time -v: the three-player Goose, 470,919
states, 0.43 GB; the Jeu de France, 1,432,456 states, 1.04 GB), for the cap's reason."""
LIMIT = 2_000_000
"""The default cap on :func:`count`'s bound: about 2 GB."""

Progress = Callable[[str], None]


class TooManyStates(ValueError):
    """The chain is larger than the caller allowed."""


@dataclass(frozen=True)
class Code:
    """How a board's seats and states are numbered: the radices of a seat's fields."""

    board: Board
    players: int
    until_squares: tuple[int, ...]
    """The squares a player can be made to wait for (``Effect.until``); index 0 is none."""
    max_wait: int

    @classmethod
    def of(cls, board: Board, players: int) -> Code:
        until = tuple(sorted({e.until for e in board.effects.values() if e.until is not None}))
        wait = max((e.wait for e in board.effects.values()), default=0)
        return cls(board, players, (0, *until), wait)

    @property
    def seat_radix(self) -> int:
        return (self.board.goal + 1) * (self.max_wait + 1) * 3 * len(self.until_squares) * 2

    def fits(self) -> bool:
        """Whether every state's number fits in a signed 64-bit integer."""
        return self.players * self.seat_radix**self.players < 2**63

    def state(self, s: State) -> int:
        """The number of one state (the engine's :class:`~.goose.State`)."""
        return int(self.states([s])[0])

    def states(self, states: list[State]) -> np.ndarray:
        """The numbers of many states."""
        f = {
            k: np.array([[getattr(q, k) for q in st.seats] for st in states]) for k in Seat._fields
        }
        f["until"] = np.searchsorted(self.until_squares, f["until"])
        f["fresh"] = f["fresh"].astype(np.int64)
        return _Fields(np.array([st.turn for st in states]), **f).pack(self)

    def decode(self, code: int) -> State:
        """The engine's state of a number (for tests, and to read a state back)."""
        f = _Fields.unpack(self, np.array([code]))
        seats = (
            Seat(int(at), int(wait), int(held), self.until_squares[until], bool(fresh))
            for at, wait, held, until, fresh in zip(
                f.at[0], f.wait[0], f.held[0], f.until[0], f.fresh[0], strict=True
            )
        )
        return State(int(f.turn[0]), tuple(seats))


@dataclass
class _Fields:
    """A batch of states as arrays, one row per state, one column per seat."""

    turn: np.ndarray
    at: np.ndarray
    wait: np.ndarray
    held: np.ndarray
    until: np.ndarray
    """The index in :attr:`Code.until_squares`."""
    fresh: np.ndarray

    @classmethod
    def unpack(cls, code: Code, states: np.ndarray) -> _Fields:
        p = code.players
        turn, rest = states % p, states // p
        cols = np.empty((5, len(states), p), dtype=np.int64)
        w, u = code.max_wait + 1, len(code.until_squares)
        for k in range(p):
            rest, s = np.divmod(rest, code.seat_radix)
            s, cols[4, :, k] = np.divmod(s, 2)
            s, cols[3, :, k] = np.divmod(s, u)
            s, cols[2, :, k] = np.divmod(s, 3)
            cols[0, :, k], cols[1, :, k] = np.divmod(s, w)
        return cls(turn, *cols)

    def pack(self, code: Code) -> np.ndarray:
        w, u = code.max_wait + 1, len(code.until_squares)
        seats = (((self.at * w + self.wait) * 3 + self.held) * u + self.until) * 2 + self.fresh
        out = np.zeros(len(self.turn), dtype=np.int64)
        for k in reversed(range(code.players)):
            out = out * code.seat_radix + seats[:, k]
        return self.turn + code.players * out

    def rows(self, index: np.ndarray) -> _Fields:
        return _Fields(*(a[index] for a in vars(self).values()))


@dataclass(frozen=True)
class _Tables:
    """What one seat's throw does, read from the engine, by (square, fresh, throw)."""

    dice: np.ndarray
    """Each throw's probability."""
    pos: np.ndarray
    """Where the throw ends."""
    stays: np.ndarray
    """The Jeu de France: his own niche's point; he pays and stays (nothing else happens)."""
    crosses: np.ndarray
    """(square, fresh, throw, other square): the throw passes over that square (Zaâra)."""
    passes: np.ndarray
    """(square, fresh, throw, other square): a privileged square passed before the end."""
    privileged: np.ndarray
    """The throw is the privileged one (Cupidon's seven)."""
    beyond: np.ndarray
    """(square, throw): the throw's points would carry past the goal (a bounce)."""
    # the squares' effects, by square
    has: np.ndarray
    to: np.ndarray
    wait: np.ndarray
    held: np.ndarray
    until: np.ndarray
    """The index of the square waited for (0: none)."""
    restart: np.ndarray
    frees: np.ndarray
    """(square of the effect, square freed)."""
    push: np.ndarray
    advantage: np.ndarray
    released_to: np.ndarray
    """Where a player waiting on this square goes when the square he waits for is reached."""
    is_privileged: np.ndarray

    @classmethod
    def of(cls, code: Code) -> _Tables:
        b = code.board
        dice = b.dice or DICE
        squares, n = b.goal + 1, len(dice)
        pos = np.zeros((squares, 2, n), dtype=np.int64)
        stays = np.zeros((squares, 2, n), dtype=bool)
        crosses = np.zeros((squares, 2, n, squares), dtype=bool)
        passes = np.zeros((squares, 2, n, squares), dtype=bool)
        beyond = np.zeros((squares, n), dtype=bool)
        for came in range(squares):
            for fresh in (0, 1):
                for d, (throw, _) in enumerate(dice):
                    key = (max(throw), min(throw))
                    beyond[came, d] = came + sum(throw) > b.goal
                    if b.niches is not None:
                        to = niche(b, came, throw)
                        path = [to]
                        stays[came, fresh, d] = to == came
                    elif fresh and key in b.first_throw:
                        to, path = b.first_throw[key], [b.first_throw[key]]
                    else:
                        to, path = land(b, came, sum(throw))
                    pos[came, fresh, d] = to
                    prev = came
                    for sq in path:  # goose._crosses, for every square at once
                        crosses[came, fresh, d, min(prev, sq) + 1 : max(prev, sq)] = True
                        prev = sq
                    for sq in path[:-1]:
                        passes[came, fresh, d, sq] = sq in b.privileged
        if pos.min() < 0 or pos.max() > b.goal:  # a state's number could not hold it
            raise ValueError(f"{b.name}: a throw ends off the track (goose.land)")
        effects = [b.effects.get(sq) for sq in range(squares)]
        frees = np.zeros((squares, squares), dtype=bool)
        for sq, e in enumerate(effects):
            for f in e.frees if e else ():
                frees[sq, f] = True

        def by_square(get, default=0) -> np.ndarray:
            return np.array([get(e) if e else default for e in effects], dtype=np.int64)

        return cls(
            dice=np.array([p for _, p in dice]),
            pos=pos,
            stays=stays,
            crosses=crosses,
            passes=passes,
            privileged=np.array(
                [b.privilege is not None and sum(t) == b.privilege for t, _ in dice]
            ),
            beyond=beyond,
            has=np.array([e is not None for e in effects]),
            to=by_square(lambda e: -1 if e.to is None else e.to, -1),
            wait=by_square(lambda e: e.wait),
            held=by_square(lambda e: e.held),
            until=by_square(lambda e: code.until_squares.index(e.until or 0)),
            restart=by_square(lambda e: e.restart).astype(bool),
            frees=frees,
            push=by_square(lambda e: e.push),
            advantage=by_square(lambda e: e.advantage).astype(bool),
            released_to=np.array(
                [e.to if e is not None and e.to is not None else sq for sq, e in enumerate(effects)]
            ),
            is_privileged=np.array([sq in b.privileged for sq in range(squares)]),
        )


def successors(code: Code, tables: _Tables, states: np.ndarray):
    """Every turn from every state of ``states`` (an array of numbers), at once.

    Returns four arrays, one entry per (state, throw): the row in ``states`` it starts
    from, its probability, the next state's number (-1 when the game ends) and how it ends
    (the winning seat; ``players`` when every player is held; -1 when it goes on). A state
    whose mover cannot throw (held, waiting for the Angel, resting) has one entry."""
    b, t, players = code.board, tables, code.players
    opt = b.options
    f = _Fields.unpack(code, states)
    rows = np.arange(len(states))
    me = f.turn
    stopped_me = (f.held[rows, me] > 0) | (f.until[rows, me] > 0)
    resting = ~stopped_me & (f.wait[rows, me] > 0)
    throws = ~stopped_me & ~resting

    # a held player's turn passes; a resting one's counts down his rest
    quiet = np.flatnonzero(~throws)
    qf = f.rows(quiet)
    rest = np.flatnonzero(resting[quiet])
    qf.wait[rest, qf.turn[rest]] -= 1
    qf.turn = (qf.turn + 1) % players
    quiet_next = qf.pack(code)

    # every throw from every state where the mover throws
    mover = np.flatnonzero(throws)
    n_dice = len(t.dice)
    src = np.repeat(mover, n_dice)
    d = np.tile(np.arange(n_dice), len(mover))
    g = f.rows(src)
    i = np.arange(len(src))
    me = g.turn
    came, fresh = g.at[i, me], g.fresh[i, me]
    pos = t.pos[came, fresh, d]
    ends = np.full(len(src), -1, dtype=np.int64)
    live = np.ones(len(src), dtype=bool)  # still to be played on (not over, not done)

    stays = t.stays[came, fresh, d]
    g.fresh[i, me] = 0
    live &= ~stays
    g.at[i, me] = np.where(stays, came, pos)
    won = live & (pos == b.goal)
    ends[won] = me[won]
    live &= ~won

    privileged = t.privileged[d]
    for k in range(players):
        other = live & (me != k)
        qa = g.at[:, k]
        freed = other & (g.held[:, k] == PASS) & t.crosses[came, fresh, d, qa]
        g.held[freed, k] = 0
        pulled = other & ~freed & privileged & t.passes[came, fresh, d, qa] & (g.until[:, k] == 0)
        _send(g, pulled, k, came, opt)

    met = np.zeros(len(src), dtype=bool)
    met_k = np.zeros((len(src), players), dtype=bool)
    for k in range(players):
        met_k[:, k] = live & (me != k) & (g.at[:, k] == pos) & (g.until[:, k] == 0)
        met |= met_k[:, k]
    met &= pos != 0
    blocked = np.zeros(len(src), dtype=bool)
    if opt.meeting == "block":  # the Chronologie: the mover stays where he was
        blocked = met
        g.at[blocked, me[blocked]] = came[blocked]
    else:
        for k in range(players):
            _send(g, met & met_k[:, k], k, came, opt)

    acts = live & ~blocked & t.has[pos]
    if b.gains_forward_only:
        acts &= ~(t.beyond[came, d] & t.advantage[pos])
    acts &= ~(privileged & t.is_privileged[pos])
    _apply(code, t, g, acts, me, pos)

    # the Angel reached: whoever waits for the square the mover now stands on is released
    here = g.at[i, me]
    for k in range(players):
        released = live & ~blocked & (me != k) & (g.until[:, k] > 0)
        released &= np.asarray(code.until_squares)[g.until[:, k]] == here
        g.until[released, k] = 0
        g.at[released, k] = t.released_to[g.at[released, k]]

    # every player stopped: the game ends, or starts again
    stopped = (g.held > 0) | (g.until > 0)
    if opt.rest_stops:
        stopped |= g.wait > 0
    all_stopped = live & stopped.all(axis=1)
    g.turn = (g.turn + 1) % players
    nxt = g.pack(code)
    if opt.all_held == "restart":
        nxt[all_stopped] = code.state(start(players))
    else:
        ends[all_stopped] = players
    nxt[ends >= 0] = -1

    return (
        np.concatenate([quiet, src]),
        np.concatenate([np.ones(len(quiet)), t.dice[d]]),
        np.concatenate([quiet_next, nxt]),
        np.concatenate([np.full(len(quiet), -1, dtype=np.int64), ends]),
    )


def _send(g: _Fields, rows: np.ndarray, k: int, to: np.ndarray, opt) -> None:
    """goose._sent for seat ``k`` on the rows marked: freed, sent to ``to`` (the square the
    mover came from)."""
    g.held[rows, k] = 0
    if not opt.met_keeps_rest:
        g.wait[rows, k] = 0
    if opt.restart_first_throw:
        g.fresh[rows & (to == 0), k] = 1
    g.at[rows, k] = to[rows]


def _apply(code: Code, t: _Tables, g: _Fields, rows: np.ndarray, me: np.ndarray, pos) -> None:
    """goose._apply on the rows marked: the effect of the square ``pos`` on the mover."""
    i = np.flatnonzero(rows)
    if not len(i):
        return
    me, sq = me[i], pos[i]
    for k in range(code.players):
        other = me != k
        freed = other & t.frees[sq, g.at[i, k]] & (g.wait[i, k] > 0)
        g.wait[i[freed], k] = 0
    pushing = t.push[sq] > 0
    if pushing.any():
        goal = code.board.goal
        ahead = np.where(
            (np.arange(code.players)[None, :] != me[:, None])
            & (g.at[i] > sq[:, None])
            & (g.at[i] < goal),
            g.at[i],
            goal + 1,
        )
        k = ahead.argmin(axis=1)  # the nearest ahead; of two on one square, the first seat
        hit = pushing & (ahead[np.arange(len(i)), k] <= goal)
        g.at[i[hit], k[hit]] = np.maximum(0, g.at[i[hit], k[hit]] - t.push[sq[hit]])
    restart = t.restart[sq]
    g.at[i[restart], me[restart]] = 0
    if code.board.options.restart_first_throw:
        g.fresh[i[restart], me[restart]] = 1
    waits = ~restart & (t.until[sq] > 0)
    target = np.asarray(code.until_squares)[t.until[sq]]
    there = np.zeros(len(i), dtype=bool)
    for k in range(code.players):
        there |= (me != k) & (g.at[i, k] == target)
    go = waits & there & (t.to[sq] >= 0)
    g.at[i[go], me[go]] = t.to[sq[go]]
    stay = waits & ~there
    g.until[i[stay], me[stay]] = t.until[sq[stay]]
    moved = ~restart & ~waits & (t.to[sq] >= 0)
    g.at[i[moved], me[moved]] = t.to[sq[moved]]
    g.wait[i, me] = t.wait[sq]
    g.held[i, me] = t.held[sq]


CHUNK = 1 << 14
"""States played at once: the batch's arrays stay a few tens of megabytes."""


@dataclass
class Chain:
    """A race game's chain: states numbered by whose turn it is, then in the order found
    (the start is 0); ``bounds[c]:bounds[c + 1]`` are the states where seat ``c`` plays."""

    code: Code
    states: np.ndarray
    """Each state's number (:class:`Code`)."""
    q: csr_matrix
    """Transient to transient (scipy CSR), one step being one seat's turn."""
    r: csr_matrix
    """Transient to the ends: the seats' wins, then "every player held"."""
    bounds: np.ndarray

    def __len__(self) -> int:
        return len(self.states)


def chain(board: Board, players: int, limit: int = LIMIT, progress: Progress | None = None):
    """The chain, found breadth-first from the start, a level at a time, each level's
    states played at once by :func:`successors`.

    While it grows, a state is known by its tag ``rank * players + turn``, its rank being
    the order in which it was found among the states where the same seat plays; its final
    number is the count of the states of the seats before plus its rank."""
    from scipy import sparse

    say = progress or (lambda _: None)
    code = Code.of(board, players)
    if not code.fits():
        raise TooManyStates(f"{players} players: the states do not fit in 64-bit numbers")
    tables = _Tables.of(code)
    first = code.state(start(players))
    known, tags = np.array([first]), np.array([0])  # the numbers seen, sorted; their tags
    ranks = np.zeros(players, dtype=np.int64)  # the states found so far, by seat
    ranks[0] = 1
    frontier, frontier_tags, level = known.copy(), tags.copy(), 0
    q_parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    r_parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    t0 = last = time.perf_counter()
    while len(frontier):
        level += 1
        level_q, found = [], []
        for row0 in range(0, len(frontier), CHUNK):
            row, p, nxt, end = successors(code, tables, frontier[row0 : row0 + CHUNK])
            src = frontier_tags[row0 + row]
            over = end >= 0
            r_parts.append((src[over], end[over], p[over]))
            src, nxt, p, to = _merge(src[~over], nxt[~over], p[~over])
            level_q.append((src, nxt, p))
            found.append(to)
        seen = np.unique(np.concatenate(found))
        where = np.minimum(np.searchsorted(known, seen), len(known) - 1)
        new = seen[known[where] != seen]
        turn = new % players
        new_tags = np.empty(len(new), dtype=np.int64)
        for c in range(players):
            mine = turn == c
            new_tags[mine] = (ranks[c] + np.arange(mine.sum())) * players + c
            ranks[c] += mine.sum()
        if ranks.sum() > limit:
            raise TooManyStates(f"more than {limit:,} states")
        known, tags = np.concatenate([known, new]), np.concatenate([tags, new_tags])
        order = np.argsort(known, kind="stable")
        known, tags = known[order], tags[order]
        for src, nxt, p in level_q:
            q_parts.append((src, tags[np.searchsorted(known, nxt)], p))
        frontier, frontier_tags = new, new_tags
        if time.perf_counter() - last > 2 or not len(frontier):
            last = time.perf_counter()
            say(f"enumerating: level {level}, {ranks.sum():,} states ({last - t0:.1f} s)")

    n, bounds = int(ranks.sum()), np.concatenate([[0], np.cumsum(ranks)])

    def number(tag: np.ndarray) -> np.ndarray:
        return bounds[tag % players] + tag // players

    def matrix(parts, cols: int, q: bool):
        rows, to, vals = (np.concatenate(a) for a in zip(*parts, strict=True))
        to = number(to) if q else to
        return sparse.csr_matrix((vals, (number(rows), to)), shape=(n, cols))

    q = matrix(q_parts, n, True)
    del q_parts
    r = matrix(r_parts, players + 1, False)
    states = np.empty(n, dtype=np.int64)
    states[number(tags)] = known
    say(f"built: {n:,} states, {q.nnz:,} transitions ({time.perf_counter() - t0:.1f} s)")
    return Chain(code, states, q, r, bounds)


def _merge(src: np.ndarray, nxt: np.ndarray, p: np.ndarray):
    """The transitions of a batch with the throws that lead to the same state added up
    (a 6 and 3 and a 5 and 4 from one square often do): half as many to keep. Also the
    states reached, each once."""
    to, inv = np.unique(nxt, return_inverse=True)
    pair, at = np.unique(src * len(to) + inv, return_inverse=True)
    return pair // len(to), to[pair % len(to)], np.bincount(at, weights=p), to


def situations(board: Board) -> np.ndarray:
    """The situations one seat meets (square, rest, hold…), as seat numbers: those of the
    two-player chain (a few thousand states, built in well under a second)."""
    ch = chain(board, 2)
    rest = ch.states // 2
    return np.unique(np.concatenate([rest % ch.code.seat_radix, rest // ch.code.seat_radix]))


def count(board: Board, players: int) -> tuple[int, int]:
    """(states, situations): the size of the chain counted before building it, as every
    seat in any of the situations a seat meets, for each seat whose turn it is:
    ``players × situations ** players``. The chain has a little fewer (no two players on
    one square but where the rules allow it): 53 of 55 for the Goose's one player, 5,930
    of 6,050 for two, 470,919 of 499,125 for three."""
    m = len(situations(board))
    return players * m**players, m


MAX_TURNS = 1_000_000


def exact(
    board: Board,
    players: int,
    tail: float = 1e-12,
    limit: int = LIMIT,
    progress: Progress | None = None,
) -> dict:
    """Each seat's probability of winning, of no winner (every player held), the mean
    number of turns and rounds and the rounds' distribution; the size of the chain and the
    time taken. Refused (:class:`TooManyStates`) before any work when :func:`count` says
    the chain would have more than ``limit`` states."""
    say = progress or (lambda _: None)
    t0 = time.perf_counter()
    bound, m = count(board, players)
    if bound > limit:
        raise TooManyStates(
            f"{players} players: up to {bound:,} states ({m} situations a seat can be in, "
            f"to the power {players}, times {players} turns), more than the cap of "
            f"{limit:,}; the chain would need about {bound * BYTES_PER_STATE / 2**30:,.0f} GiB"
        )
    say(f"{board.name}, {players} players: up to {bound:,} states (cap {limit:,})")
    ch = chain(board, players, limit, progress)
    built = time.perf_counter() - t0
    ends, visits, rounds, left = _absorb(ch, tail, say)
    solved = time.perf_counter() - t0
    say(f"solved: {len(rounds)} rounds, {left:.1e} of the games left unended ({solved:.1f} s)")
    return {
        "game": board.name,
        "players": players,
        "states": len(ch),
        "win": [round(float(x), 6) for x in ends[:players]],
        "no_winner": round(float(ends[players]), 6),
        "no_winner_is": _no_winner(board),
        "turns_mean": round(visits, 4),
        "rounds_mean": round(sum(k * p for k, p in rounds.items()), 4),
        "rounds_distribution": rounds,
        "unended": left,
        "seconds_build": round(built, 3),
        "seconds_total": round(solved, 3),
    }


def _absorb(ch: Chain, tail: float, say: Progress):
    """The games pushed forward from the start a turn at a time (the truncated series
    x = Σ (Qᵀ)ᵗ e₀ of the expected visits), until less than ``tail`` of them is unended:
    (each end's probability, the mean number of turns, the mass ended in each round, the
    mass left). Each probability is low by at most the mass left.

    A turn takes the games from the states where seat c plays only to those where the
    next seat plays (or, on boards that start again, to the start), so the transposed Q
    is kept in blocks (c, d) and only the blocks whose seat holds games are multiplied:
    a third of the work for three players. The mass ended is summed by numpy, not by a dot
    product: that goes to OpenBLAS, which spreads each one over threads, and on two busy
    cores took 3 ms a turn, half the three-player Goose's solve."""
    players, b = ch.code.players, ch.bounds
    blocks = []
    for c in range(players):
        rows = ch.q[b[c] : b[c + 1]]
        for d in range(players):
            block = rows[:, b[d] : b[d + 1]]
            if block.nnz:
                blocks.append((c, d, block.T.tocsr()))
    r = [ch.r[b[c] : b[c + 1]] for c in range(players)]
    absorb = [np.asarray(x.sum(axis=1)).ravel() for x in r]
    visits = [np.zeros(b[c + 1] - b[c]) for c in range(players)]
    v: list[np.ndarray | None] = [None] * players
    v[0] = np.zeros(b[1])
    v[0][0] = 1.0
    rounds: dict[int, float] = {}
    t0 = last = time.perf_counter()
    turn, left = 0, 1.0
    while left > tail and turn < MAX_TURNS:
        turn += 1
        ended = 0.0
        nxt: list[np.ndarray | None] = [None] * players
        for c, d, block in blocks:
            if v[c] is not None:
                y = block @ v[c]
                nxt[d] = y if nxt[d] is None else nxt[d] + y
        for c in range(players):
            if v[c] is not None:
                visits[c] += v[c]
                ended += float((v[c] * absorb[c]).sum())  # not BLAS: see above
        k = (turn - 1) // players + 1
        rounds[k] = rounds.get(k, 0.0) + ended
        v = nxt
        left = sum(float(x.sum()) for x in v if x is not None)
        if time.perf_counter() - last > 2:
            last = time.perf_counter()
            say(f"solving: turn {turn:,}, {left:.1e} of the games unended ({last - t0:.1f} s)")
    ends = sum(visits[c] @ r[c] for c in range(players))
    return ends, float(sum(x.sum() for x in visits)), rounds, left


def _no_winner(board: Board) -> str:
    """What a game without a winner is, on this board (goose._after)."""
    if board.options.all_held == "restart":
        return "impossible: when every player is held, the game starts again"
    holds = sorted(sq for sq, e in board.effects.items() if e.held or e.until is not None)
    return f"every player held at once (on {', '.join(map(str, holds))}): nobody can move"
