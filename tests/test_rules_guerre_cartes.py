"""Le Jeu Royal de la Guerre (cards): the pack, the order, the four figures, the rest; a coup
played at random."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import guerre_cartes as g
from pipeline.rules import piquet as pq
from pipeline.rules.kernels import cards as k

pred = pytest.mark.predicate


def h(text: str) -> list[k.Card]:
    return [k.Card.parse(t, g.DECK) for t in text.split()]


@pred("pipeline.rules.guerre_cartes.deck")
def test_forty_cards_and_piquets_thirty_six():
    """guerre-cartes.p1.1 "composé de quarante Cartes; savoir neuf de Canonniers, neuf
    d'épée …" and four figures; a8: without them "il vous en restera encore trente-six"
    (Piquet's pack)."""
    deck = g.deck()
    assert len(deck) == 40
    ordinary = {(c.rank, c.suit) for c in deck if c.suit != "X"}
    assert ordinary == {(c.rank, c.suit) for c in pq.DECK}


@pred("pipeline.rules.guerre_cartes.valid_table")
def test_two_to_twelve_players():
    """guerre-cartes.a1 "depuis deux personnes jusqu'à douze, donnant à chacun autant de
    Cartes qu'il sera accordé"."""
    assert g.valid_table(2, 10) and g.valid_table(12, 3)
    assert not g.valid_table(1, 5) and not g.valid_table(13, 1) and not g.valid_table(8, 5)


@pred("pipeline.rules.guerre_cartes.trick_taker")
def test_the_order_and_the_primaute():
    """guerre-cartes.a2 "Les Rois ne sont pas plus les uns que les autres, les Reines … le
    Général … le prisonnier … les Valets … les Ars … les dix", and "l'on ne retournera point
    la Carte qui suivra" (no trump); a7 "la plus haute Carte emporte la plus basse … la
    primauté l'emporte"."""
    assert g.trick_taker(h("RC RP DK")) == 0  # Kings alike: the first
    assert g.trick_taker(h("GEX DK VC")) == 1
    assert g.trick_taker(h("PRX GEX")) == 1 and g.trick_taker(h("VC PRX")) == 1
    assert g.trick_taker(h("10C AP 6K")) == 1  # the Ars above the tens, any suit
    assert g.trick_taker(h("6C 7P")) == 1  # no trump turned, no suit to follow
    with pytest.raises(k.CardError):
        g.trick_taker([])


@pred("pipeline.rules.guerre_cartes.on_the_deal")
def test_the_figures_when_dealt():
    """guerre-cartes.a3 the Mort: "votre coup est perdu"; a4 the Force "vous tirerez deux
    marques", under the pack with the Mort, else replaced by the top card; a6 the Prisoner
    "vous doublerez votre jeu, si mieux n'aimez mettre vos Cartes sous le jeu"."""
    assert g.on_the_deal(h("MOX 6C"), 1, False) == g.Dealt(True, 0, 0, False)
    assert g.on_the_deal(h("FOX MOX"), 1, False) == g.Dealt(True, 2, 0, False)
    assert g.on_the_deal(h("FOX 6C"), 1, False) == g.Dealt(False, 2, 0, True)
    assert g.on_the_deal(h("PRX 6C"), 2, True) == g.Dealt(False, 0, 2, False)
    assert g.on_the_deal(h("PRX 6C"), 2, False).out


@pred("pipeline.rules.guerre_cartes.general")
@pred("pipeline.rules.guerre_cartes.rest_to")
def test_the_general_and_the_rest():
    """guerre-cartes.a5 taken, "vous paierez votre rançon à celui qui vous prendra, qui est
    le jeu"; taking with it, "vous gagnerez tout ce qui sera au jeu de reste"; a7 most tricks
    "gagne tout ce qu'il y a de reste"."""
    assert g.general(taken_by=2, holder=0, stake=3, pot=10) == {0: -3, 2: 3}
    assert g.general(taken_by=0, holder=0, stake=3, pot=10) == {0: 10, -1: -10}
    assert g.rest_to({0: 1, 1: 3, 2: 3}, [0, 1, 2]) == 1
    assert g.rest_to({0: 2, 1: 2}, [1, 0]) == 1
    assert g.rest_to({}, []) is None


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 12))
def test_a_coup_conserves_the_stakes(seed, players):
    """Property: what the players win and lose sums to nothing (the stakes go from the
    players to the table and back); a coup always ends."""
    r = g.play_game(players, random.Random(seed))
    assert len(r.points) == players
    if r.winner is not None:
        assert sum(r.points) == 0
    else:
        assert sum(r.points) <= 0


def test_a_coup_names_the_rules_it_used():
    """maison play's rules_used: a coup names the order of the cards and the rest (a2, a7),
    and the figures' rules when they are dealt."""
    for seed in range(20):
        r = g.play_game(4, random.Random(seed))
        assert {"guerre-cartes.a2", "guerre-cartes.a7"} <= r.rules
        assert ("guerre-cartes.a5" in r.rules) or r.end != "the General took the stakes"


@pred("pipeline.rules.guerre_cartes.order_of_play")
def test_all_play_in_turn_from_the_first_in_cards():
    """guerre-cartes.a7 "Ce jeu se joue toujours, il n'y a pas de passe, le premier en carte
    joue, et le second après, le troisième ensuite, et ainsi du reste tous les uns après les
    autres": every seat still in the coup plays, from the first in cards round; a seat put
    out by the Mort (a3) is not among them."""
    assert g.order_of_play([0, 1, 2, 3], 0) == [0, 1, 2, 3]
    assert g.order_of_play([0, 1, 2, 3], 2) == [2, 3, 0, 1]
    assert g.order_of_play([0, 2, 3], 3) == [3, 0, 2]
    with pytest.raises(ValueError):
        g.order_of_play([0, 2, 3], 1)
