"""The race engine's exact solver and its simulator checking each other, the editorial
choices of the engine, and the ``maison race`` commands."""

from __future__ import annotations

import json
import math
import random

import pytest

from pipeline.rules import oye, quatre_fins
from pipeline.rules import race as races
from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels import markov as markov
from pipeline.rules.kernels.goose import Board, Seat, State

pred = pytest.mark.predicate


def agree(exact: dict, sim: dict) -> None:
    """The simulated shares lie within five standard errors of the exact odds."""
    games = sim["games"]
    pairs = [*zip(exact["win"], sim["win_share"], strict=True)]
    for p, share in [*pairs, (exact["no_winner"], sim["no_winner_share"])]:
        assert abs(p - share) <= 5 * math.sqrt(p * (1 - p) / games) + 1e-3, (p, share)


@pred("pipeline.rules.oye.arrival")
@pred("pipeline.rules.oye.well")
@pred("pipeline.rules.oye.death")
@pytest.mark.parametrize(
    "game,players,games", [("oye", 1, 4000), ("oye", 2, 1500), ("quatre-fins", 2, 1500)]
)
def test_exact_and_simulated_odds_agree(game, players, games):
    """The Markov chain's odds and seeded games agree within sampling error; the odds of
    every end add up to one."""
    b = races.board(game)
    exact = markov.exact(b, players)
    assert abs(sum(exact["win"]) + exact["no_winner"] - 1) < 1e-5
    assert abs(sum(exact["rounds_distribution"].values()) - 1) < 1e-9
    agree(exact, goose.simulate(b, players, games, 1665))


BEFORE = {
    "oye": (5930, [0.42529, 0.417283], 0.157427, 47.395, 23.9486),
    "quatre-fins": (4916, [0.436548, 0.429474], 0.133979, 47.0067, 23.7545),
    "monde": (7171, [0.492588, 0.464721], 0.042691, 35.3278, 17.9209),
    "villes": (6861, [0.508733, 0.491267], 0.0, 31.5977, 16.0532),
    "cupidon": (5710, [0.504145, 0.495855], 0.0, 59.0202, 29.7618),
    "france": (11747, [0.511309, 0.488691], 0.0, 65.7746, 33.1392),
    "chronologie": (6598, [0.525944, 0.474056], 0.0, 27.7192, 14.1226),
}
"""Every board's two-player figures (states, wins, no winner, mean turns, mean rounds) as
the pure-Python chain solved by sparse LU gave them (commit f0d6d6b, before the chain was
built with array code and summed as a series): the new solver must print the same."""


@pytest.mark.parametrize("game", sorted(BEFORE))
def test_two_player_figures_as_before(game):
    """The array-built chain and its series give every two-player figure of the old
    solver, to the digits printed."""
    r = markov.exact(races.board(game), 2)
    assert (r["states"], r["win"], r["no_winner"], r["turns_mean"], r["rounds_mean"]) == (
        BEFORE[game]
    )
    assert r["unended"] < 1e-12 and r["states"] <= markov.count(races.board(game), 2)[0]


VARIANTS = [
    ("oye", {}),
    ("oye", {"geese_every": 6, "six_three_to": 16}),
    ("oye", {"restart_first_throw": False, "met_keeps_rest": True}),
    ("quatre-fins", {}),
    ("monde", {"egypt_restart": True}),
    ("villes", {}),
    ("cupidon", {}),
    ("cupidon", {"forest_as_printed": True}),
    ("france", {}),
    ("chronologie", {}),
    ("chronologie", {"dice": "decahedron"}),
]


def sample_states(board, players: int, n: int, rng: random.Random) -> list[State]:
    """States met in seeded random games of ``players`` (the engine's own step)."""
    out: list[State] = []
    throws = [t for t, _ in board.dice] if board.dice else None
    while len(out) < n:
        state = goose.start(players)
        for _ in range(400):
            out.append(state)
            dice = rng.choice(throws) if throws else (rng.randint(1, 6), rng.randint(1, 6))
            state, _, over, _ = goose.step(
                board, state, dice if goose.needs_dice(board, state) else None
            )
            if over:
                break
    return rng.sample(out, n)


def engine_turns(board, state: State) -> dict:
    """goose.step over every throw: {next state, or ("won by", seat): probability}."""
    players = len(state.seats)
    out: dict = {}
    throws = (board.dice or goose.DICE) if goose.needs_dice(board, state) else ((None, 1.0),)
    for dice, p in throws:
        nxt, winner, over, _ = goose.step(board, state, dice)
        key = ("won by", players if winner is None else winner) if over else nxt
        out[key] = out.get(key, 0.0) + p
    return out


def bulk_turns(board, states: list[State]) -> list[dict]:
    """markov.successors on all the states at once, read back as engine states."""
    code = markov.Code.of(board, len(states[0].seats))
    row, p, nxt, end = markov.successors(code, markov._Tables.of(code), code.states(states))
    out: list[dict] = [{} for _ in states]
    for i, pi, ni, ei in zip(row, p, nxt, end, strict=True):
        key = ("won by", int(ei)) if ei >= 0 else code.decode(int(ni))
        out[i][key] = out[i].get(key, 0.0) + pi
    return out


@pytest.mark.parametrize("game,choices", VARIANTS)
def test_bulk_turns_are_the_engines(game, choices):
    """markov.successors, which plays every throw from many states at once with array code,
    gives what goose.step gives, throw by throw, on states of seeded two-, three- and
    four-player games: the chain is the simulator's game. (Every state of every board's
    two-player chain was checked so when the array code was written.)"""
    board = races.board(game, **choices)
    rng = random.Random(1665)
    for players in (2, 3, 4):
        states = sample_states(board, players, 60, rng)
        for state, got in zip(states, bulk_turns(board, states), strict=True):
            want = engine_turns(board, state)
            assert got.keys() == want.keys(), state
            assert all(abs(got[k] - want[k]) < 1e-12 for k in want), state


@pytest.mark.parametrize("game", ["oye", "quatre-fins", "monde", "cupidon", "france"])
def test_seats_are_alike_but_for_the_order(game):
    """The rules treat every seat alike but for the order of play: a state with the seats
    turned round by one (seat k's situation given to seat k + 1, and the turn with it) has
    the turned-round successors, the same probabilities and the next seat winning.
    (Not the Chronologie: of two players pushed back from one square, its 37th picks the
    first seat.)"""
    board = races.board(game)
    states = sample_states(board, 3, 200, random.Random(31))

    def turned(state: State) -> State:
        return State((state.turn + 1) % 3, (state.seats[-1], *state.seats[:-1]))

    def turned_key(key):
        if isinstance(key, tuple) and key[0] == "won by":
            return key if key[1] == 3 else ("won by", (key[1] + 1) % 3)
        return key if key == goose.start(3) else turned(key)  # started again: seat 0 first

    plain, round_ = bulk_turns(board, states), bulk_turns(board, [turned(s) for s in states])
    for a, b in zip(plain, round_, strict=True):
        assert {turned_key(k): p for k, p in a.items()} == pytest.approx(b)


def short_track() -> Board:
    """The Goose's squares on a track of 24: geese at 9 and 18, a first 6 and 3 to 13, the
    bridge 6 -> 12, the inn 14, the well 16, the prison 20, death 22. Three players on it
    make a chain of a few tens of thousands of states, solved in well under a second."""
    squares = {6: oye.bridge(), 14: oye.inn(), 16: oye.well(), 20: oye.prison(), 22: oye.death()}
    return Board("short", 24, frozenset({9, 18}), {(6, 3): 13}, squares)


@pred("pipeline.rules.oye.well")
@pred("pipeline.rules.oye.prison")
def test_three_players_exact_and_simulated():
    """Three players: the ends' probabilities and the unended mass add up to one, as do the
    rounds'; the count up front bounds the chain; seeded games agree within five standard
    errors. With two places that hold one player each (the well, the prison) two players
    can both end held, three never can: the third frees one of them or wins."""
    board = short_track()
    three = markov.exact(board, 3)
    assert abs(sum(three["win"]) + three["no_winner"] + three["unended"] - 1) < 5e-6
    assert abs(sum(three["rounds_distribution"].values()) + three["unended"] - 1) < 1e-9
    assert three["states"] <= markov.count(board, 3)[0]
    assert three["no_winner"] == 0 and "every player held" in three["no_winner_is"]
    assert markov.exact(board, 2)["no_winner"] > 0.1
    agree(three, goose.simulate(board, 3, 3000, 1665))


def test_one_player_goose_by_hand():
    """One player: the chain has one state per square he can stand on (and his rests); he
    either reaches 63 or ends held in the well or the prison, nothing else."""
    exact = markov.exact(oye.board(), 1)
    assert exact["states"] < 80
    assert 0 < exact["win"][0] < 1 and exact["no_winner"] == pytest.approx(1 - exact["win"][0])
    # a first throw of nine never wins at once; any other first throw cannot reach 63
    assert exact["rounds_distribution"].get(1, 0.0) == 0.0


@pred("pipeline.rules.oye.first_throw")
@pred("pipeline.rules.oye.death")
def test_restart_and_the_first_throw_rule():
    """Editorial choice (goose.Options.restart_first_throw): a player sent back to the start by
    death (oye.p9.1 "recommence de nouveau") throws a nine as at the beginning (oye.p1.8:
    26 or 53); with the choice off, the geese carry his nine to 63."""
    for choice, square in ((True, 26), (False, 63)):
        b = oye.board(restart_first_throw=choice)
        state, *_ = goose.step(b, State(0, (Seat(at=53, fresh=False),)), (3, 2))
        assert state.seats[0].at == 0 and state.seats[0].fresh is choice
        state, winner, *_ = goose.step(b, State(0, state.seats), (6, 3))
        assert state.seats[0].at == square and (winner == 0) is (square == 63)


@pred("pipeline.rules.oye.meeting")
@pred("pipeline.rules.oye.inn")
def test_met_player_and_his_rest():
    """Editorial choice (goose.Options.met_keeps_rest): the player met at the inn (oye.p3.1,
    oye.p10.1) goes to the mover's square and, by default, no longer rests."""
    for keeps, wait in ((False, 0), (True, 2)):
        b = oye.board(met_keeps_rest=keeps)
        seats = (Seat(at=14, fresh=False), Seat(at=19, wait=2, fresh=False))
        state, _, _, paid = goose.step(b, State(0, seats), (3, 2))
        assert state.seats[0] == Seat(at=19, wait=2, fresh=False)
        assert state.seats[1] == Seat(at=14, wait=wait, fresh=False) and paid[1] == 1


@pred("pipeline.rules.oye.well")
@pred("pipeline.rules.oye.prison")
def test_all_held_ends_the_game():
    """oye.p5.1 and oye.p7.1: one in the well, the other in the prison: nobody can move, the
    game ends without a winner."""
    b = oye.board()
    seats = (Seat(at=36, fresh=False), Seat(at=31, held=goose.MEET, fresh=False))
    state, winner, over, _ = goose.step(b, State(0, seats), (3, 2))
    assert state.seats[0].held and over and winner is None


def test_choices_are_checked():
    assert races.choices("oye")["geese_every"] == 9
    assert races.parse_choices("oye", ("geese-every=6", "met_keeps_rest=true")) == {
        "geese_every": 6,
        "met_keeps_rest": True,
    }
    with pytest.raises(races.UnknownChoice):
        races.parse_choices("oye", ("nine=1",))
    with pytest.raises(races.UnknownChoice):
        races.board("snakes")
    assert quatre_fins.board() == races.board("quatre-fins")


def test_race_commands():
    """The commands, in process (click's runner): exact (figures on stdout, progress on
    stderr), simulate, the old name as an alias, a bad choice refused with the list of the
    game's choices, a chain over the cap refused before any work with its count."""
    from click.testing import CliRunner

    from pipeline.cli import cli

    runner = CliRunner()
    run = runner.invoke(cli, ["race", "exact", "--game", "oye", "--players", "1"])
    assert run.exit_code == 0, run.output
    out = json.loads(run.stdout)
    assert out["states"] < 80 and abs(out["win"][0] + out["no_winner"] - 1) < 1e-5
    assert "every player held" in out["no_winner_is"]
    assert [line.split(":")[0] for line in run.stderr.splitlines()][-3:] == [
        "enumerating",
        "built",
        "solved",
    ]
    args = ["--players", "1", "--games", "300"]
    sim = runner.invoke(cli, ["race", "simulate", "--game", "oye", *args])
    alias = runner.invoke(cli, ["oye", "simulate", *args])
    assert sim.exit_code == 0 and sim.output == alias.output
    bad = runner.invoke(cli, ["race", "exact", "--game", "oye", "--choice", "x=1"])
    assert bad.exit_code != 0 and "geese_every" in str(bad.exception)
    big = runner.invoke(cli, ["race", "exact", "--game", "oye", "--max-states", "100"])
    assert big.exit_code != 0 and "up to 6,050 states" in str(big.exception)
    assert "more than the cap of 100" in str(big.exception)


def test_four_players_refused_up_front():
    """Four players of the Goose: the count (every seat in any of the 55 situations a seat
    meets, for each seat's turn) is given and refused, with the memory it would take, before
    any state of the four-player chain is built."""
    from click.testing import CliRunner

    from pipeline.cli import cli

    run = CliRunner().invoke(cli, ["race", "exact", "--game", "oye", "--players", "4"])
    assert run.exit_code != 0 and not run.stdout
    message = str(run.exception)
    bound, situations = markov.count(oye.board(), 4)
    assert bound > markov.LIMIT and f"up to {bound:,} states" in message
    assert f"{situations} situations" in message
    assert "GiB" in message and "maison race simulate" in message
    assert "enumerating" not in run.stderr
