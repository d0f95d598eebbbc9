"""The Jeu de l'Oye and the Quatre fins de l'homme: the squares as printed, the engine's
properties over random games, the simulator."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import oye, quatre_fins
from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import Seat, State

pred = pytest.mark.predicate


class P:
    """A seat after a throw, with what it paid (for the tests' asserts)."""

    def __init__(self, seat: Seat, paid: int) -> None:
        self.at, self.wait, self.held, self.until, self.paid = (
            seat.at, seat.wait, seat.held, seat.until, paid
        )  # fmt: skip


def one_throw(
    board, at: int, dice: tuple[int, int], first: bool = False, others: tuple[int, ...] = ()
):
    """Seat 0 at ``at`` throws ``dice``; the others stand at ``others``."""
    seats = (Seat(at=at, fresh=first), *(Seat(at=a, fresh=False) for a in others))
    state, winner, _, paid = goose.step(board, State(0, seats), dice)
    return [P(s, p) for s, p in zip(state.seats, paid, strict=True)], winner == 0


@pred("pipeline.rules.oye.bridge")
@pred("pipeline.rules.oye.inn")
@pred("pipeline.rules.oye.labyrinth")
@pred("pipeline.rules.oye.death")
def test_goose_squares_as_printed():
    """oye.p2.1 bridge 6 -> 12, oye.p3.1 inn 19 (the others throw twice), oye.p6.1 labyrinth
    42 -> 30, oye.p9.1 death at 58: start again; each pays."""
    b = oye.board()
    (p, *_), _ = one_throw(b, 2, (3, 1))
    assert p.at == 12 and p.paid == 1
    (p, *_), _ = one_throw(b, 14, (3, 2))
    assert p.at == 19 and p.wait == 2 and p.paid == 1
    (p, *_), _ = one_throw(b, 37, (3, 2))
    assert p.at == 30 and p.paid == 1
    (p, *_), _ = one_throw(b, 53, (3, 2))
    assert p.at == 0 and p.paid == 1


@pred("pipeline.rules.oye.well")
@pred("pipeline.rules.oye.prison")
@pred("pipeline.rules.oye.meeting")
def test_held_until_another_comes_and_the_player_met():
    """oye.p5.1 the well holds "jusqu'à ce qu'un autre faisant le même point l'en tire, et lui
    ira en la place de celui qui l'en aura tiré"; oye.p7.1 the prison at 41; oye.p10.1 the
    player met pays and goes to his companion's square."""
    b = oye.board()
    (p, *_), _ = one_throw(b, 26, (3, 2))
    assert p.at == 31 and p.held
    seats = (Seat(at=25, fresh=False), Seat(at=31, held=goose.MEET, fresh=False))
    state, *_ = goose.step(b, State(0, seats), (4, 2))
    assert state.seats[1] == Seat(at=25, fresh=False)  # freed, in the other's place
    (p, q), _ = one_throw(b, 25, (4, 2), others=(31,))
    assert p.at == 31 and p.held and q.at == 25 and not q.held and q.paid == 1
    (p, *_), _ = one_throw(b, 36, (3, 2))
    assert p.at == 41 and p.held
    (p, q), _ = one_throw(b, 10, (1, 2), others=(13,))
    assert p.at == 13 and q.at == 10 and q.paid == 1


@pred("pipeline.rules.oye.first_throw")
def test_goose_first_throw_of_nine():
    """oye.p1.8 "celui qui fera 6. et 3. aille au nombre 26. … celui qui fera 5. et 4. aille
    au nombre 53."; oye.p8.1 5 and 4 to 53; oye.p4.1 says 16 for 6 and 3 (the editorial
    choice is 26; the other reading is a parameter)."""
    b = oye.board()
    assert one_throw(b, 0, (6, 3), first=True)[0][0].at == 26
    assert one_throw(b, 0, (4, 5), first=True)[0][0].at == 53
    assert one_throw(oye.board(six_three_to=16), 0, (3, 6), first=True)[0][0].at == 16
    assert one_throw(b, 0, (6, 3))[0][0].at == 63  # not a first throw: the geese carry it


@pred("pipeline.rules.oye.arrival")
@pred("pipeline.rules.oye.geese")
def test_goose_doubling_bounce_and_exact_arrival():
    """oye.p1.5 a goose doubles the throw; oye.p1.6 overshooting 63 goes back by what is
    over, and a goose met going back doubles backwards; 63 exactly wins."""
    assert oye.geese() == frozenset({9, 18, 27, 36, 45, 54})
    assert oye.arrival(0, 9) == 63
    assert oye.arrival(60, 5) == 61
    assert oye.arrival(57, 10) == 59  # 67: four over, back to 59
    assert oye.arrival(60, 12) == 42  # 72: back to 54, a goose, doubled backwards by 12
    (p, *_), won = one_throw(oye.board(), 57, (4, 2))
    assert p.at == 63 and won


@pred("pipeline.rules.oye.arrival")
def test_geese_never_carry_a_throw_off_the_track():
    """With the geese "de 6. en 6." as printed, a 12 from the start runs to 72, comes back
    to 54 and, doubled backwards, past the start: it stops at the start (it went to -6).
    No throw from any square ends off the track, on any spacing of the geese or anchors."""
    assert oye.arrival(0, 12, geese_every=6) == 0
    for b in (oye.board(geese_every=6), oye.board(), quatre_fins.board()):
        for start in range(b.goal + 1):
            assert all(0 <= goose.land(b, start, t)[0] <= b.goal for t in range(2, 13))


@pred("pipeline.rules.quatre_fins.death")
@pred("pipeline.rules.quatre_fins.square_25")
@pred("pipeline.rules.quatre_fins.square_22")
@pred("pipeline.rules.quatre_fins.charons_boat")
@pred("pipeline.rules.quatre_fins.hell")
@pred("pipeline.rules.quatre_fins.first_throw")
def test_quatre_fins_squares_as_printed():
    """quatre-fins.p2.1 Death at 8 (the others throw twice); p3.1 25 -> 14; p4.1 22 -> 16 and
    wait; p5.1 Charon's boat 32 -> 13; p8.1 Hell at 59: start again; p1.6 a first throw of 6
    or 12 goes to 26."""
    b = quatre_fins.board()
    (p, *_), _ = one_throw(b, 5, (2, 1))
    assert p.at == 8 and p.wait == 2 and p.paid == 1
    assert one_throw(b, 20, (3, 2))[0][0].at == 14
    (p, *_), _ = one_throw(b, 19, (2, 1))
    assert p.at == 16 and p.wait == 2
    assert one_throw(b, 29, (2, 1))[0][0].at == 13
    assert one_throw(b, 55, (2, 2))[0][0].at == 0
    assert one_throw(b, 0, (3, 3), first=True)[0][0].at == 26
    assert one_throw(b, 0, (6, 6), first=True)[0][0].at == 26
    assert one_throw(b, 0, (4, 3), first=True)[0][0].at == 7


@pred("pipeline.rules.quatre_fins.square_43")
@pred("pipeline.rules.quatre_fins.guardian_angel")
@pred("pipeline.rules.quatre_fins.arrival")
@pred("pipeline.rules.quatre_fins.anchors")
def test_quatre_fins_held_at_43_until_the_angel():
    """quatre-fins.p6.1 held at 43 until a companion reaches the Guardian Angel, then freed to
    32 without paying; p7.1 the Angel gives the stake back; p1.1/p9.1 60 exactly wins."""
    b = quatre_fins.board()
    (p, *_), _ = one_throw(b, 40, (2, 1))
    assert p.at == 43 and p.until == 49 and p.paid == 1
    seats = (Seat(at=43, until=49, fresh=False), Seat(at=45, fresh=False))
    state, _, _, paid = goose.step(b, State(1, seats), (3, 1))
    assert state.seats[1].at == 49 and paid[1] == -1
    assert state.seats[0].at == 32 and state.seats[0].until == 0 and paid[0] == 0
    # the next one to come to 43 does not free him: he waits beside him (quatre-fins.p6.1)
    seats = (Seat(at=43, until=49, fresh=False), Seat(at=40, fresh=False))
    state, *_ = goose.step(b, State(1, seats), (2, 1))
    assert state.seats[0].until == 49 and state.seats[1].until == 49
    assert quatre_fins.arrival(55, 5) == 60 and quatre_fins.arrival(58, 4) == 58


@pred("pipeline.rules.quatre_fins.arrival")
def test_quatre_fins_arrival_is_one_throw_of_two_dice():
    """quatre-fins.p1.2 "il faut avoir deux dés, que chacun jette une fois pour soi, et doit
    poser sa marque au nombre qu'il amènera": a throw is what two dice show, 2 to 12; a
    one or a thirteen is no throw of this game."""
    assert quatre_fins.arrival(10, 2) == 12 + 2  # 12 is an anchor: doubled on to 14
    assert quatre_fins.arrival(13, 4) == 17
    for impossible in (0, 1, 13, 20):
        with pytest.raises(ValueError, match="two dice"):
            quatre_fins.arrival(0, impossible)


@pred("pipeline.rules.quatre_fins.arrival")
def test_quatre_fins_first_six_or_twelve_goes_to_26():
    """quatre-fins.p1.6 "si au commencement du jeu quelqu'un faisait 6. ou 12. il faut qu'il
    aille au nombre 26": from the start a 6 or a 12 (which the anchors, six apart, would
    carry to 60) goes to 26; a 6 later in the game is doubled on the anchors as any throw,
    and the same throw from the start counted as no first throw runs on to 60."""
    assert quatre_fins.arrival(0, 6) == 26 and quatre_fins.arrival(0, 12) == 26
    assert quatre_fins.arrival(0, 7) == 7
    assert quatre_fins.arrival(3, 6) == 9
    assert quatre_fins.arrival(0, 6, first=False) == 60
    assert quatre_fins.arrival(0, 6) == one_throw(quatre_fins.board(), 0, (3, 3), True)[0][0].at


@pred("pipeline.rules.oye.arrival")
@pred("pipeline.rules.quatre_fins.arrival")
@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 6), st.sampled_from(["oye", "quatre-fins"]))
def test_every_won_game_ends_exactly_on_the_goal(seed, n, which):
    """Property: whoever wins stands exactly on the goal (63 or 60); nobody ever stands
    outside the track; the same seed gives the same game."""
    b = oye.board() if which == "oye" else quatre_fins.board()
    rng = random.Random(seed)
    state = goose.start(n)
    for _ in range(400 * n):
        before = state
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        state, winner, over, _ = goose.step(b, state, dice)
        me = before.turn
        if not goose.needs_dice(b, before):  # a held or resting player never moves
            assert state.seats[me].at == before.seats[me].at
        if winner is not None:
            assert state.seats[winner].at == b.goal
        else:
            assert all(s.at != b.goal for s in state.seats)
        assert all(0 <= s.at <= b.goal for s in state.seats)
        if over:
            break
    assert goose.play(b, n, random.Random(seed)) == goose.play(b, n, random.Random(seed))


def test_simulate_commands_are_seeded():
    from click.testing import CliRunner

    from pipeline.cli import cli

    args = ["oye", "simulate", "--players", "3", "--games", "300", "--seed", "7"]
    runs = [CliRunner().invoke(cli, args) for _ in range(2)]
    assert runs[0].exit_code == 0 and runs[0].output == runs[1].output
    out = json.loads(runs[0].output)
    assert out["games"] == 300 and len(out["win_share"]) == 3
    assert abs(sum(out["win_share"]) + out["no_winner_share"] - 1) < 0.01
    run = CliRunner().invoke(cli, ["quatre-fins", "simulate", "--games", "100"])
    assert run.exit_code == 0 and json.loads(run.output)["game"] == "quatre-fins"


@pred("pipeline.rules.quatre_fins.meeting")
def test_quatre_fins_player_met_goes_back():
    """quatre-fins.p10.1: "qui sera rencontré par quelqu'un de ses compagnons, paye le prix
    convenu, et retourne au nombre où était celui qui l'a rencontré": the predicate moves him
    and charges him, as the turn does; one waiting at 43 for the Angel is not met."""
    assert quatre_fins.meeting([20, 20], 0, 17) == ([20, 17], [0, 1])
    assert quatre_fins.meeting([20, 20, 5], 1, 17) == ([17, 20, 5], [1, 0, 0])
    (p, q), _ = one_throw(quatre_fins.board(), 17, (2, 1), others=(20,))
    assert p.at == 20 and q.at == 17 and q.paid == 1
    seats = (Seat(at=40, fresh=False), Seat(at=43, until=49, fresh=False))
    state, _, _, paid = goose.step(quatre_fins.board(), State(0, seats), (2, 1))
    assert state.seats[1].at == 43 and paid[1] == 0


@pred("pipeline.rules.oye.meeting")
def test_oye_meeting_predicate_moves_and_charges():
    """oye.p10.1 "Et qui sera rencontré, paye le prix convenu, et aille au nombre de son
    compagnon": the player on 13 met by a throw from 10 goes to 10 and pays; nobody is met on
    the start."""
    assert oye.meeting([13, 13], 0, 10) == ([13, 10], [0, 1])
    assert oye.meeting([13, 13, 13], 2, 4) == ([4, 4, 13], [1, 1, 0])
    assert oye.meeting([0, 0], 0, 0) == ([0, 0], [0, 0])
    assert oye.meeting([20, 13], 0, 10) == ([20, 13], [0, 0])
