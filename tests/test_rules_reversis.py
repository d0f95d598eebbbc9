"""Le Reversis (reversis.p1.1–p12.1): the Quinola, the Poule, the Talon, the Reversis; a deal
played at random."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import reversis as rv
from pipeline.rules.kernels import cards as k

pred = pytest.mark.predicate


def h(text: str) -> list[k.Card]:
    return [k.Card.parse(t) for t in text.split()]


@pred("pipeline.rules.reversis.deal")
def test_the_whole_pack_to_four_or_five():
    """reversis.p1.1 "il se joue avec toutes les cartes"; p5.1 "à quatre ou cinq … l'on a
    distribué tout le jeu de cartes entières"."""
    d = rv.deal(4, 1)
    assert [len(x) for x in d.hands] == [13] * 4 and d.stock == ()
    assert [len(x) for x in rv.deal(5, 1).hands] == [10] * 5
    with pytest.raises(ValueError):
        rv.deal(3, 1)


@pred("pipeline.rules.reversis.honours")
def test_honours_for_the_talon():
    """reversis.a3 "les as valent cinq, les Rois quatre, les Reines trois, et les Valets
    deux"."""
    assert rv.honours(h("AC RP DK VT 10C 2C")) == 14


@pred("pipeline.rules.reversis.may_discard")
def test_what_may_be_discarded():
    """reversis.p6.1 "Il n'est pas permis d'écarter du cœur"; p10.1 unless only "le Roi ou la
    Reine, sans une plus basse", and "on ne peut absolument écartier le Quinola, ni les as"."""
    assert rv.may_discard(k.Card.parse("7P"), h("7P RC"))
    assert not rv.may_discard(k.Card.parse("7C"), h("7C 8P"))
    assert rv.may_discard(k.Card.parse("RC"), h("RC 8P"))
    assert not rv.may_discard(k.Card.parse("RC"), h("RC 3C"))
    assert not rv.may_discard(rv.QUINOLA, h("VC 8P")) and not rv.may_discard(
        k.Card.parse("AP"), h("AP")
    )


@pred("pipeline.rules.reversis.discard")
def test_each_discards_one_card_only():
    """reversis.p5.1 "chacun des joueurs, en a seulement écarté une qui demeure sous le
    tapis"; p6.1 "Il n'est pas permis d'écarter du cœur"."""
    hand = h("7P RC 3K")
    assert rv.discard(hand, k.Card.parse("7P")) == h("RC 3K")
    with pytest.raises(k.CardError):
        rv.discard(h("7C 8P"), k.Card.parse("7C"))
    with pytest.raises(k.CardError):
        rv.discard(hand, k.Card.parse("AP"))  # not in the hand


@pred("pipeline.rules.reversis.in_turn")
def test_nobody_plays_before_his_turn():
    """reversis.p12.1 "Il n'est pas permis aussi de jouer devant son rang": after seat 2
    leads, seat 3 plays, then 0, then 1."""
    assert rv.in_turn(2, leader=2, played=0, players=4)
    assert rv.in_turn(3, leader=2, played=1, players=4)
    assert not rv.in_turn(0, leader=2, played=1, players=4)  # before his turn
    assert rv.in_turn(1, leader=2, played=3, players=4)
    with pytest.raises(ValueError):
        rv.in_turn(1, leader=2, played=4, players=4)


@pred("pipeline.rules.reversis.first_leads")
@pred("pipeline.rules.reversis.legal")
@pred("pipeline.rules.reversis.renounce_penalty")
def test_hearts_first_follow_suit():
    """reversis.p5.1 "le premier en carte commence à jouer par cœur, s'il en a"; p11.1 no
    renouncing, "l'on ferait payer à chacun des joueurs deux ou trois marques"."""
    assert rv.first_leads(h("2C 9P")) == h("2C") and rv.first_leads(h("9P")) == h("9P")
    assert rv.legal(h("2C 9P"), h("AP")) == h("9P")
    assert rv.renounce_penalty(4) == 6 and rv.renounce_penalty(5, agreed=3) == 12
    with pytest.raises(ValueError):
        rv.renounce_penalty(4, agreed=5)


@pred("pipeline.rules.reversis.trick_payments")
def test_the_quinola_and_the_aces():
    """reversis.a1 the Poule "ne peut être prise et gagnée que par le Quinola jeté en renonce
    sur le carreau, trèfle ou pique"; p8.1 its lifter "donne deux marques à celui qui l'a
    donné"; p8.2 an Ace in renounce, "une marque à celui qui les jette"; p6.1 forced out on
    a heart, its holder pays the leader "quatre marques"."""
    pay = rv.trick_payments(h("9P VC 2P AK"), [0, 1, 2, 3], taker=0)
    assert pay.poule_to == 1 and pay.pays == {(0, 1): 2, (0, 3): 1}
    forced = rv.trick_payments(h("2C VC 3C 4C"), [2, 3, 0, 1], taker=3)
    assert forced.poule_to is None and forced.pays == {(3, 2): 4}


@pred("pipeline.rules.reversis.trick_payments")
def test_the_quinola_forced_out_one_to_each_when_agreed():
    """reversis.p6.1: its holder pays the leader "quatre marques, ou jetons, et quelquefois
    un à chacun des jeteurs, quand il est convenu"."""
    pay = rv.trick_payments(h("2C VC 3C 4C"), [2, 3, 0, 1], taker=3, one_to_each=True)
    assert pay.pays == {(3, 2): 5, (3, 0): 1, (3, 1): 1}


@pred("pipeline.rules.reversis.talon")
@pred("pipeline.rules.reversis.reversis")
def test_the_talon_and_the_reversis():
    """reversis.a2 who lifts fewest honours "est payé par celui qui en a le plus levé", to
    "celui qui est le dernier en cartes" among equals; p7.1 the Reversis is "de lever lui
    seul toutes les cartes du jeu"."""
    lifted = {0: h("AC AP"), 1: h("2C 3C"), 2: h("RC"), 3: h("4C")}
    assert rv.talon(lifted, last_in_cards=3) == (0, 3)
    assert rv.talon(lifted, last_in_cards=2) == (0, 1)
    assert rv.talon({0: [], 1: []}, last_in_cards=0) is None
    assert rv.reversis([2] * 12) == 2 and rv.reversis([2, 2, 1]) is None


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_a_deal_conserves_the_marks(seed):
    """Property: what the players win and lose, with the Poule left on the table when
    nobody took it, sums to nothing."""
    r = rv.play_game(4, random.Random(seed))
    assert len(r.points) == 4
    left = 0 if r.end in ("quinola", "reversis") else 4
    assert sum(r.points) + left == 0


@pred("pipeline.rules.reversis.settle")
def test_the_reversis_takes_the_poule_back_and_two_marks_from_each():
    """reversis.p7.1: making the Reversis "il gagne non seulement la Poule, mais même on lui
    rend, si quelqu'un l'avait prise, et outre ce, chacun des joueurs lui donne deux
    marques"."""
    lifted = {0: h("AC AP RC"), 1: [], 2: [], 3: []}
    net = rv.settle([0] * 13, poule=4, poule_to=2, lifted=lifted, last_in_cards=3)
    assert net == {0: 4 + 3 * 2, 1: -2, 2: -2, 3: -2}  # seat 2 does not keep the Poule
    assert rv.settle([0] * 13, 4, None, lifted, 3, marks=3)[0] == 4 + 9


@pred("pipeline.rules.reversis.settle")
def test_the_talon_is_worth_the_poule():
    """reversis.a2: the fewest honours "est payé par celui qui en a le plus levé, d'autant
    d'argent qu'il y en avait à la Poule"; a1 the Poule to the Quinola played in renounce."""
    lifted = {0: h("AC AP"), 1: h("2C 3C"), 2: h("RC"), 3: h("4C")}
    net = rv.settle([0, 1, 2, 0], poule=4, poule_to=1, lifted=lifted, last_in_cards=3)
    assert net == {0: -4, 1: 4, 2: 0, 3: 4}
    net = rv.settle([0, 1, 2, 0], poule=6, poule_to=None, lifted=lifted, last_in_cards=3)
    assert net == {0: -6, 1: 0, 2: 0, 3: 6}


def test_a_deal_names_the_rules_it_used():
    """maison play's rules_used: the discard, the turn, the Quinola or the Talon."""
    for seed in range(10):
        r = rv.play_game(4, random.Random(seed))
        assert {"reversis.p5.1", "reversis.p12.1"} <= r.rules
        assert ("reversis.a1" in r.rules) == (r.end == "quinola")
