"""A hand of the Quadrille played at random: the Hombre's order of the cards (editorial), the
stakes conserved, spadille forced."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import quadrille as q
from pipeline.rules.kernels import cards as k
from pipeline.rules.quadrille import play as qp


def cs(text: str) -> list[k.Card]:
    return [k.Card.parse(t, q.DECK) for t in text.split()]


def test_the_hombres_order():
    black = qp.trumps("T")
    assert k.trick_winner(cs("RT 2T"), black) == 1  # the manille above the King
    assert k.trick_winner(cs("2T AT AP"), black) == 2  # spadille, manille, baste
    assert k.trick_winner(cs("2T AT"), black) == 0
    assert k.trick_winner(cs("7T 3T"), black) == 0  # black: seven above three
    red = qp.trumps("C")
    assert k.trick_winner(cs("RC AC"), red) == 1  # the ponte above the King
    assert k.trick_winner(cs("AC 7C"), red) == 1  # the manille (seven) above the ponte
    assert k.trick_winner(cs("3C 2C"), red) == 1  # red: two above three
    assert k.trick_winner(cs("2K AK"), red) == 1  # a red Ace out of trumps above the two
    assert k.trick_winner(cs("VK AK"), red) == 0  # and below the Jack
    assert k.trick_winner(cs("RK AP"), red) == 1  # spadille a trump whatever the colour


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_a_hand_conserves_the_stakes_and_plays_every_card(seed):
    """Properties: ten tricks of four, each card once; what the players win and lose, with
    what is left in the pool for the next hand, sums to nothing; with spadille forced the
    hombre never makes the bête alone with a partner (quadrille.p3.8); with none (he called
    his own King, p3.12) he is alone whatever the terms (seed 42484: codille, his bête)."""
    result, net, pool, tricks = qp.play_hand(random.Random(seed))
    assert len(tricks) == 10 and sorted(c for t in tricks for c in t.cards) == sorted(q.DECK)
    assert abs(sum(net) + pool) < 1e-3  # settle rounds a share to four places
    if result["forced"] and result["bete"] is not None and result["partner"] is not None:
        assert len(result["bete"]["makers"]) == 2 or result["outcome"] == "gagne"


def test_a_hand_names_the_rules_it_used():
    """maison play's rules_used: the deal, the play in turn, and how the hand ended (p3.3
    won, p3.4 remise or codille)."""
    for seed in range(10):
        r = qp.play_game(4, random.Random(seed))
        assert {"quadrille.p1.1", "quadrille.p3.2", "quadrille.p3.13"} <= r.rules
        assert ("quadrille.p3.3" in r.rules) == r.end.startswith("gagne")
