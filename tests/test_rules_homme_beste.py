"""L'Homme ou la Beste: the deal, following and trumping, the outcomes; games at random."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import homme_beste as b
from pipeline.rules.kernels import cards as k

pred = pytest.mark.predicate


def h(text: str) -> list[k.Card]:
    return [k.Card.parse(t, b.DECK) for t in text.split()]


@pred("pipeline.rules.homme_beste.deal")
def test_five_cards_to_four_or_five_and_a_trump_turned():
    """homme-beste.p1.1 "à quatre ou cinq personnes au plus … au nombre de cinq"; p1.2
    "retourne la carte qui suit … qui marque la triomphe", "le Valet emporte l'as"."""
    d, trump = b.deal(5, 3)
    assert [len(x) for x in d.hands] == [5] * 5 and trump == d.stock[0].suit
    assert len(b.DECK) == 32 and b.ORDER.higher(k.Card.parse("VC"), k.Card.parse("AC"))
    assert b.ORDER.higher(k.Card.parse("AC"), k.Card.parse("10C"))
    with pytest.raises(ValueError):
        b.deal(3, 1)


@pred("pipeline.rules.homme_beste.legal")
@pred("pipeline.rules.homme_beste.revoke_penalty")
def test_follow_suit_else_trump():
    """homme-beste.p1.2 "il n'est pas permis de renoncer à peine de perdre autant comme il y a
    au jeu"; p2.1 "n'est permis de leur en renoncer que par une carte de la couleur de la
    triomphe"."""
    hand = h("7C RP 8T")
    assert b.legal(hand, h("AC"), trump="P") == h("7C")
    assert b.legal(hand, h("AK"), trump="P") == h("RP")
    assert b.legal(hand, h("AK"), trump="K") == hand
    assert b.revoke_penalty(7) == 7


@pred("pipeline.rules.homme_beste.outcome")
@pred("pipeline.rules.homme_beste.losses")
def test_three_tricks_the_first_two_the_bete_and_the_devole():
    """homme-beste.p2.2: the player who "ne lève trois mains, on ne fait les deux premières,
    il ne peut gagner" (read "ou fait"); another taking three, he makes the Bête "qu'il
    double le jeu"; p2.3 all taking one, "celui qui a levé la première gagne"; none, "il fait
    la devole et paye autant … et donne à chacun … la somme qui sera convenue"."""
    assert b.outcome([0, 1, 0, 2, 0], player=0, players=4) == b.Outcome("gagne", 0)
    assert b.outcome([0, 0, 1, 2, 3], player=0, players=4) == b.Outcome("gagne", 0)
    assert b.outcome([3, 1, 0, 2, 4], player=0, players=5) == b.Outcome("premiere", 3)
    assert b.outcome([1, 2, 1, 1, 3], player=0, players=4) == b.Outcome("devole", None)
    assert b.outcome([1, 0, 1, 1, 0], player=0, players=4) == b.Outcome("bete", 1)
    assert b.outcome([1, 0, 2, 0, 3], player=0, players=4) == b.Outcome("bete", None)
    assert b.losses("bete", pot=6) == {"to_pot": 6, "to_each": 0}
    assert b.losses("devole", pot=6, agreed=2) == {"to_pot": 6, "to_each": 2}
    assert b.losses("gagne", pot=6) == {"to_pot": 0, "to_each": 0}


@pred("pipeline.rules.homme_beste.all_pass")
def test_all_pass():
    """homme-beste.p3.1 "ils disent tous ce mot, je passe … les cartes changent de main, et
    celui qui fait met ordinairement une marque"."""
    assert b.all_pass(3, 4) == (0, 1) and b.all_pass(1, 5) == (2, 1)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([4, 5]))
def test_a_game_ends_and_the_winner_is_paid(seed, players):
    """Properties: a game ends with someone taking what is in the game, and nobody but the
    table can have lost what the players won."""
    r = b.play_game(players, random.Random(seed))
    assert r.winner is not None and r.end in ("gagne", "premiere", "bete")
    assert sum(r.points) <= 0  # the bête just made stays on the table


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_every_card_dealt_is_played_once(seed):
    rng = random.Random(seed)
    d, trump = b.deal(4, rng)
    tricks = k.play_tricks(d.hands, 1, b.rules_for(trump), k.random_chooser(rng), must_trump=True)
    assert sorted(c for t in tricks for c in t.cards) == sorted(c for x in d.hands for c in x)


def test_a_game_names_the_rules_it_used():
    """maison play's rules_used: the deal, the play and how the hand ended (p2.2 or p2.3)."""
    r = b.play_game(4, random.Random(2))
    assert {"homme-beste.p1.1", "homme-beste.p2.1"} <= r.rules
    assert r.rules & {"homme-beste.p2.2", "homme-beste.p2.3"}


@pred("pipeline.rules.homme_beste.outcome")
def test_first_two_lose_to_another_who_makes_three():
    """homme-beste.p2.2: the player who takes the first two tricks does not win when another
    takes the other three, "parce qu'un autre faisant les trois mains, il fait perdre celui
    qui a fait jouer; c'est ce que l'on dit faire la Bête"."""
    assert b.outcome([0, 0, 2, 2, 2], player=0, players=4) == b.Outcome("bete", 2)
    assert b.outcome([0, 0, 1, 2, 2], player=0, players=4) == b.Outcome("gagne", 0)
