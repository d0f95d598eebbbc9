"""Le Jeu des Proverbes figurez (1665, pp. 230–235)."""

from __future__ import annotations

import pytest

from pipeline.rules import proverbes as p

pred = pytest.mark.predicate
COMPANY = frozenset("ABCDEFGH")


@pred("pipeline.rules.proverbes.next_actors")
def test_the_guessers_take_the_actors_place():
    """proverbes.p1.1: the proverb "doit estre deuiné par ceux de la Compagnie qui ne sont
    choisis pour le Prouerbe, & ceux qui le deuinent entrent à la place des autres"; in the
    example "quatre ou cinq de la compagnie" act *Qui terre a, guerre a*."""
    actors = frozenset("ABCD")
    assert p.guessers(COMPANY, actors) == frozenset("EFGH")
    assert p.next_actors(COMPANY, actors, frozenset("EF")) == frozenset("EF")
    assert p.next_actors(COMPANY, actors, frozenset()) == actors
    with pytest.raises(ValueError):
        p.next_actors(COMPANY, actors, frozenset("AE"))  # A acted it
    with pytest.raises(ValueError):
        p.next_actors(COMPANY, frozenset("AZ"), frozenset("E"))
