"""maison play for the Tarots, the Triomphes, the Ambigu, the Romestecq, the Impériale and
the jeux familiers: seeded random legal games end, and keep their cards and jetons."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import play
from pipeline.rules.mesle import play as mesle_play

GAMES = (
    "tarots", "tarots-autre", "suisses", "triomphe", "triomphe-autre", "triomphe-tolose",
    "mesle", "romestecq", "imperiale", "familiers", "familiers-trois", "familiers-ge",
)  # fmt: skip


@pytest.mark.parametrize("name", GAMES)
def test_registered_and_seeded(name):
    """Each game is playable; the same seed gives the same figures; every game ends."""
    a = play.simulate(name, None, 20, 1665)
    assert a == play.simulate(name, None, 20, 1665)
    assert abs(sum(a["winner_share"].values()) + a["no_winner_share"] - 1) < 1e-3
    assert abs(sum(a["ends"].values()) - 1) < 1e-3


def test_players_outside_the_chapter_are_refused():
    """A count the text does not allow is refused, naming the rule; one it allows plays
    (romestecq.a2: "depuis deux personnes jusqu'à six", odd counts too)."""
    with pytest.raises(play.PlayError, match=r"suisses.p1.1"):
        play.simulate("suisses", 4, 1, 1)
    with pytest.raises(play.PlayError, match=r"romestecq.a2.*not 7"):
        play.simulate("romestecq", 7, 1, 1)
    for n in (3, 5):
        r = play.simulate("romestecq", n, 20, 1)
        assert r["players"] == n and sum(r["winner_share"].values()) == pytest.approx(1)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 6))
def test_the_ambigu_keeps_its_jetons(seed, players):
    """Property: in a sitting of the Ambigu jetons pass between players and the pot, none
    made or lost (mesle.p5.1, p17.1, p30.1, p34.1); the stock never runs dry, the discards
    going back in (p35.1)."""
    s = mesle_play.sitting(players, random.Random(seed))
    assert sum(s.stacks) + s.pot == 30 * players
    assert s.coups <= 20
