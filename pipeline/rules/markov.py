"""Exact odds of a race game, by solving its Markov chain.

The chain's states are the engine's own :class:`~.goose.State` s (whose turn, and each seat's
square, rest, hold and first-throw flag), found by walking :func:`~.goose.step` from the
start over the 21 throws of two dice; so the chain is the simulator's game, not a second
reading of the rules. Payments do not change who wins and are left out of the state.

With Q the transient-to-transient matrix (one step = one seat's turn) and R the
transient-to-end matrix (a seat wins, or every player is held), the probabilities of each end
from the start are the start's row of (I - Q)^-1 R, and the mean number of turns solves
(I - Q) t = 1 (scipy's sparse LU). The distribution of the length is the mass absorbed at
each turn, pushed forward until less than ``tail`` is left.
"""

from __future__ import annotations

import time
from array import array

from pipeline.rules.goose import DICE, Board, State, needs_dice, start, step


class TooManyStates(ValueError):
    """The chain is larger than the caller allowed."""


def chain(board: Board, players: int, limit: int = 2_000_000):
    """The chain: (states, Q, R) with R's columns the seats' wins and then "all held"."""
    from scipy import sparse

    first = start(players)
    index: dict[State, int] = {first: 0}
    states = [first]
    seats: dict = {}
    q_rows, q_cols, q_vals = array("l"), array("l"), array("d")  # compact: 8 bytes an entry
    r_rows, r_cols, r_vals = array("l"), array("l"), array("d")
    i = 0
    while i < len(states):
        state = states[i]
        outcomes = (board.dice or DICE) if needs_dice(board, state) else ((None, 1.0),)
        for dice, p in outcomes:
            nxt, winner, over, _ = step(board, state, dice)
            if over:
                r_rows.append(i)
                r_cols.append(players if winner is None else winner)
                r_vals.append(p)
                continue
            j = index.get(nxt)
            if j is None:
                # the same seats recur in many states: keep one copy of each
                nxt = State(nxt.turn, tuple(seats.setdefault(q, q) for q in nxt.seats))
                j = index[nxt] = len(states)
                states.append(nxt)
                if len(states) > limit:
                    raise TooManyStates(f"more than {limit:,} states")
            q_rows.append(i)
            q_cols.append(j)
            q_vals.append(p)
        i += 1
    n = len(states)
    import numpy as np

    q = sparse.csr_matrix(
        (
            np.frombuffer(q_vals),
            (np.frombuffer(q_rows, dtype=np.int64), np.frombuffer(q_cols, dtype=np.int64)),
        ),
        shape=(n, n),
    )
    r = sparse.csr_matrix(
        (
            np.frombuffer(r_vals),
            (np.frombuffer(r_rows, dtype=np.int64), np.frombuffer(r_cols, dtype=np.int64)),
        ),
        shape=(n, players + 1),
    )
    return states, q, r


def exact(board: Board, players: int, tail: float = 1e-12, limit: int = 2_000_000) -> dict:
    """Each seat's probability of winning, of no winner (all held), the mean number of
    rounds and its distribution; the size of the chain and the time taken."""
    import numpy as np
    from scipy import sparse
    from scipy.sparse.linalg import splu

    t0 = time.perf_counter()
    states, q, r = chain(board, players, limit)
    built = time.perf_counter() - t0
    n = len(states)
    lu = splu((sparse.identity(n, format="csc") - q).tocsc())
    ends = lu.solve(r.toarray())[0]
    turns_mean = float(lu.solve(np.ones(n))[0])
    solved = time.perf_counter() - t0
    # the length's distribution: mass absorbed at each turn, from the start
    v = np.zeros(n)
    v[0] = 1.0
    qt, absorb = q.T.tocsr(), np.asarray(r.sum(axis=1)).ravel()
    rounds: dict[int, float] = {}
    turn = 0
    while v.sum() > tail and turn < 1_000_000:
        turn += 1
        ended = float(v @ absorb)
        k = (turn - 1) // players + 1
        rounds[k] = rounds.get(k, 0.0) + ended
        v = qt @ v
    return {
        "game": board.name,
        "players": players,
        "states": n,
        "win": [round(float(x), 6) for x in ends[:players]],
        "no_winner": round(float(ends[players]), 6),
        "turns_mean": round(turns_mean, 4),
        "rounds_mean": round(sum(k * p for k, p in rounds.items()), 4),
        "rounds_distribution": rounds,
        "seconds_build": round(built, 3),
        "seconds_total": round(solved, 3),
    }
