"""The Proverbes figurés and the Blasons: their few rules of play, by rule id."""

from __future__ import annotations

import pytest

from pipeline.rules import blasons, proverbes

pred = pytest.mark.predicate


@pred("pipeline.rules.proverbes.next_actors")
def test_who_guesses_acts_next():
    """proverbes.p1.1: "ceux qui le devinent entrent à la place des autres"."""
    company = frozenset({"a", "b", "c", "d"})
    actors, guessers = frozenset({"a", "b"}), frozenset({"c"})
    assert proverbes.next_actors(company, actors, guessers) == guessers
    assert proverbes.next_actors(company, actors, frozenset()) == actors  # nobody guessed
    with pytest.raises(ValueError):  # an actor cannot guess his own proverb
        proverbes.next_actors(company, actors, actors)


@pred("pipeline.rules.blasons.deck")
@pred("pipeline.rules.blasons.payer")
def test_blason_cards_and_the_coucou():
    """blasons.p2.1 fifty-two cards, Prince and Chevalier for knave and ace; p3.2 the lowest
    pays."""
    d = blasons.deck()
    assert len(d) == 52 and len(set(d)) == 52
    assert ("Prince", "coeur") in d and not any(r in ("Valet", "As") for r, _ in d)
    assert blasons.payer([("Roi", "pique"), ("Chevalier", "coeur"), ("2", "trefle")]) == 1


@pred("pipeline.rules.blasons.as_ordinary")
def test_blason_cards_play_as_ordinary_ones():
    """blasons.p2.2 "l'on en pourra jouer de la même façon que des ordinaires": each of the 52
    cards is one ordinary card, the Chevalier the ace and the Prince the knave."""
    ordinary = [blasons.as_ordinary(c) for c in blasons.deck()]
    assert len(set(ordinary)) == 52
    assert blasons.as_ordinary(("Chevalier", "pique")) == ("As", "pique")
    assert blasons.as_ordinary(("Prince", "coeur")) == ("Valet", "coeur")
    assert blasons.as_ordinary(("Roi", "trefle")) == ("Roi", "trefle")
    with pytest.raises(ValueError):
        blasons.as_ordinary(("Valet", "coeur"))


@pred("pipeline.rules.blasons.marks")
def test_blason_marks_for_faults():
    """blasons.p3.3 a mark for each fault in reading one's blazon; p3.4 a second round on the
    same cards."""
    assert blasons.marks([[1, 0, 2], [0, 3, 1]]) == [1, 3, 3]
    with pytest.raises(ValueError):
        blasons.marks([[0], [0], [0]])
