"""The race engine's exact solver and its simulator checking each other, the editorial
choices of the engine, and the ``maison race`` commands."""

from __future__ import annotations

import json
import math

import pytest

from pipeline.rules import goose, markov, oye, quatre_fins
from pipeline.rules import race as races
from pipeline.rules.goose import Seat, State

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
    """The commands, in process (click's runner): exact, simulate, the old name as an alias,
    a bad choice refused with the list of the game's choices."""
    from click.testing import CliRunner

    from pipeline.cli import cli

    runner = CliRunner()
    run = runner.invoke(cli, ["race", "exact", "--game", "oye", "--players", "1"])
    assert run.exit_code == 0, run.output
    out = json.loads(run.output)
    assert out["states"] < 80 and abs(out["win"][0] + out["no_winner"] - 1) < 1e-5
    args = ["--players", "1", "--games", "300"]
    sim = runner.invoke(cli, ["race", "simulate", "--game", "oye", *args])
    alias = runner.invoke(cli, ["oye", "simulate", *args])
    assert sim.exit_code == 0 and sim.output == alias.output
    bad = runner.invoke(cli, ["race", "exact", "--game", "oye", "--choice", "x=1"])
    assert bad.exit_code != 0 and "geese_every" in str(bad.exception)
    big = runner.invoke(cli, ["race", "exact", "--game", "oye", "--max-states", "100"])
    assert big.exit_code != 0 and "more than 100 states" in str(big.exception)
