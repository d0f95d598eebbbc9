"""The Chouette: the book's statements on counters, antes, the Chouettes and Rien, by rule."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import chouette

pred = pytest.mark.predicate
SHEET = {(1, 2, 3): ("T", 2), (1, 2, 4): ("P", 3), (1, 2, 5): ("Rien", 0)}


@pred("pipeline.rules.chouette.play")
def test_chouettes_and_the_sheet():
    """chouette.p1.6 three sixes, "la grande Chouette", take all; p1.7 three alike take half;
    p1.8 "en cas que les jetons fussent impairs, le restant sera pour le jeu"; p1.5 T takes
    and P pays the number shown; p1.9 "Rien, pour cette fois ne tirera, ni ne paiera rien"."""
    assert chouette.play(11, (6, 6, 6), SHEET) == (0, 11)
    assert chouette.play(11, (2, 2, 2), SHEET) == (6, 5)
    assert chouette.play(10, (3, 2, 1), SHEET) == (8, 2)
    assert chouette.play(10, (4, 1, 2), SHEET) == (13, -3)
    assert chouette.play(10, (5, 2, 1), SHEET) == (10, 0)
    assert chouette.play(1, (1, 2, 3), SHEET) == (0, 1)
    with pytest.raises(ValueError):
        chouette.play(1, (1, 2, 3), {(1, 2, 3): ("X", 1)})


@pred("pipeline.rules.chouette.ante")
@pred("pipeline.rules.chouette.after_grande_chouette")
@pred("pipeline.rules.chouette.cash_out")
def test_counters_and_antes():
    """chouette.p1.1/p1.2 counters for the agreed price, paid back "au prolata des jetons";
    p1.3 "Au commencement chacun mettra au jeu", and again "quand le jeu sera vide"; p1.6
    after the great Chouette "chacun derechef mettra des jetons au jeu"."""
    assert chouette.cash_out(30, 20, 2.0) == 3.0
    assert chouette.ante(0, 4, 2) == 8 and chouette.ante(5, 4, 2) == 5
    assert chouette.after_grande_chouette(0, 3, 1) == 3
    with pytest.raises(ValueError):
        chouette.cash_out(1, 0, 1.0)


@pred("pipeline.rules.chouette.first_player")
@pred("pipeline.rules.chouette.turns")
def test_who_begins_and_the_turn():
    """chouette.p1.4 the highest throw of three dice begins; p1.5 then round with the sun."""
    assert chouette.first_player([(1, 2, 3), (6, 5, 1), (4, 4, 4)]) == 1
    assert chouette.turns(2, 3, 4) == [2, 0, 1, 2]


@pred("pipeline.rules.chouette.play")
@settings(max_examples=200, deadline=None)
@given(st.integers(0, 200), st.tuples(*[st.integers(1, 6)] * 3))
def test_no_counter_made_or_lost(pool, dice):
    """Property: what the thrower gains the pool loses; the pool never goes below zero."""
    sheet = {tuple(sorted(dice)): ("T", 4)}
    after, gain = chouette.play(pool, dice, sheet)
    assert after + gain == pool and after >= 0
