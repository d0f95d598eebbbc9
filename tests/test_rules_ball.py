"""The ball games' shared match model: outcomes, races, and play."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules.kernels import ball as ball
from pipeline.rules.kernels.ball import BallRuleError, Match, Outcome, Race


def test_outcomes_name_a_side_and_points_together():
    assert ball.win(1, 2) == Outcome(to=1, points=2) and ball.lose(1) == Outcome(to=0, points=1)
    for bad in ({"to": 2, "points": 1}, {"to": 0, "points": 0}, {"points": 1}, {"lead": -1}):
        with pytest.raises(BallRuleError):
            Outcome(**bad)


def test_races_with_and_without_two_clear():
    plain, deuce = Race(4), Race(4, 3)
    assert plain.winner(4, 3) == 0 and deuce.winner(4, 3) is None and deuce.winner(3, 5) == 1
    assert plain.winner(3, 3) is None and deuce.winner(4, 2) == 0


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 8), st.integers(0, 8), st.integers(0, 12), st.integers(0, 12))
def test_a_race_is_symmetric_and_never_won_level(target, two, a, b):
    r = Race(target, min(two, target - 1) if two else None)
    w = r.winner(a, b)
    assert r.winner(b, a) == (None if w is None else 1 - w)
    if a == b:
        assert w is None


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from((0, 1)), max_size=200))
def test_play_never_takes_a_point_back_and_stops_at_the_winner(sides):
    points, games = Race(4, 3), Race(4, 3)
    s = Match()
    for side in sides:
        if ball.winner(s, points, games) is not None:
            with pytest.raises(BallRuleError):
                ball.play(s, ball.win(side), points, games)
            return
        t = ball.play(s, ball.win(side), points, games)
        if t.games == s.games:
            assert t.points[side] == s.points[side] + 1
            assert t.points[1 - side] == s.points[1 - side]
        else:
            assert t.games[side] == s.games[side] + 1 and t.points == (0, 0)
        s = t


def test_nothing_scored_may_still_change_the_lead():
    s = ball.play(Match(lead=0), Outcome(lead=1), Race(8))
    assert s.points == (0, 0) and s.lead == 1
    assert str(s) == "0-0 (0-0) lead 1"
