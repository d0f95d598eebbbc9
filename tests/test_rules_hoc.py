"""Le Jeu du Hoc (hoc.p2.1–p30.1): the book's payments, each from its own words; a whole
deal played at random."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import hoc
from pipeline.rules.hoc import play as hp
from pipeline.rules.kernels import cards as k

pred = pytest.mark.predicate


def h(text: str) -> list[k.Card]:
    return [k.Card.parse(t, hoc.DECK) for t in text.split()]


@pred("pipeline.rules.hoc.ante")
@pred("pipeline.rules.hoc.may_come_back")
@pred("pipeline.rules.hoc.valid_revie")
def test_stakes_and_vies():
    """hoc.p2.1 "chacun trois jetons ; l'un mettra au point, à la seccance, et l'autre au
    tricon"; hoc.p2.2 "s'il passe le premier, et que les autres envient, il y peut revenir";
    hoc.p3.1 "je le renvie de vingt, et moi quarante, et moi de soixante"; hoc.p5.1 and
    p6.1 the same for the seccance."""
    assert hoc.ante(3) == {"point": 3, "seccance": 3, "tricon": 3}
    with pytest.raises(ValueError):
        hoc.ante(4)
    assert hoc.may_come_back(passed=True, others_vied=True)
    assert not hoc.may_come_back(passed=True, others_vied=False)
    assert hoc.valid_revie(20, 40) and hoc.valid_revie(40, 60) and not hoc.valid_revie(20, 50)
    assert not hoc.valid_revie(20, 20)


@pred("pipeline.rules.hoc.point_counted")
@pred("pipeline.rules.hoc.point_gain")
def test_the_point_is_what_was_accused():
    """hoc.p30.1 "Si vous accusez trente-six de point, quoique vous en ayez quarante, vous n'y
    pouvez revenir"; hoc.p4.1 the winner takes the stake and the vies, "sans que les deux
    autres soient obligés à lui payer aucun droit"."""
    forty = h("10C VC DC RC 2P")
    assert hoc.point_counted(36, forty) == 36
    with pytest.raises(ValueError):
        hoc.point_counted(41, forty)
    assert hoc.point_gain(3, 40) == {"from_pot": 43, "from_each": 0}


@pred("pipeline.rules.hoc.seccance_pay")
@pred("pipeline.rules.hoc.stake_level")
def test_what_a_seccance_is_paid():
    """hoc.p7.1 simple: one each; p9.1 double "chacun lui en paye deux"; p10.1 "la seccance
    de Roi … l'on en paye deux"; p11.1 four cards two; p12.1 double four, "dix, Valet, Dame
    et Roi" three, double six; p13.1 a quinte three; p14.1 to the King four; p16.1 double:
    eight to the King, six the others; p17.1 six cards four."""
    assert hoc.stake_level(all_passed_before=True) == "double"
    assert hoc.stake_level(all_passed_before=False) == "simple"
    simple = {(3, False): 1, (3, True): 2, (4, False): 2, (4, True): 3, (5, False): 3}
    simple |= {(5, True): 4, (6, False): 4}
    for (n, king), pay in simple.items():
        assert hoc.seccance_pay(n, king) == pay
    double = {(3, False): 2, (3, True): 4, (4, False): 4, (4, True): 6, (5, False): 6, (5, True): 8}
    for (n, king), pay in double.items():
        assert hoc.seccance_pay(n, king, double=True) == pay
    assert hoc.seccance_pay(2, True) == 0


@pred("pipeline.rules.hoc.best_seccance")
def test_a_seccance_ace_low():
    """hoc.p8.1 "un, deux, trois … dix, Valet et Dame"; hoc.p10.1 "Valet, Dame et Roi"."""
    assert hoc.best_seccance(h("AC 2C 3C 9P")) == (3, False)
    assert hoc.best_seccance(h("VT DT RT AT")) == (3, True)
    assert hoc.best_seccance(h("10K VK DK RK")) == (4, True)
    assert hoc.best_seccance(h("AC 2P 3C")) is None


@pred("pipeline.rules.hoc.fredon_pay")
def test_what_a_fredon_is_paid():
    """hoc.p18.1 three cards two each; p18.1 three Kings four, four cards four; p19.1 four
    Kings eight; p20.1 double, three cards four."""
    assert hoc.fredon_pay(3, "7") == 2 and hoc.fredon_pay(3, "R") == 4
    assert hoc.fredon_pay(4, "7") == 4 and hoc.fredon_pay(4, "R") == 8
    assert hoc.fredon_pay(3, "7", double=True) == 4 and hoc.fredon_pay(2, "R") == 0
    assert hoc.best_fredon(h("RC RP RT 7C 7P 7T 7K")) == (4, "7")


@pred("pipeline.rules.hoc.is_hoc")
@pred("pipeline.rules.hoc.hoc_paid")
def test_hoc_cards():
    """hoc.p22.1 "Tous les Rois sont Hoc, la Dame de pique, et le Valet de carreau"; hoc.p23.2
    a card nobody can follow "vous est Hoc, et l'on en paye chacun un jeton"."""
    for card in ("RC", "DP", "VK"):
        assert hoc.is_hoc(k.Card.parse(card), next_held_by_others=True)
    assert not hoc.is_hoc(k.Card.parse("DC"), next_held_by_others=True)
    assert hoc.is_hoc(k.Card.parse("6T"), next_held_by_others=False)
    assert hoc.hoc_paid(3, 1) == [-1, 2, -1]


@pred("pipeline.rules.hoc.leftover_pay")
def test_cards_left_in_hand():
    """hoc.p24.1 "dix Cartes … vingt jettons, à unze, vingt-deux, à douze, vingt-quatre";
    hoc.p25.1 one card six; hoc.p26.1 "S'il en reste deux, quatre"."""
    assert [hoc.leftover_pay(n) for n in (10, 11, 12, 1, 2, 0)] == [20, 22, 24, 6, 4, 0]
    assert hoc.leftover_pay(5) == 5


@pred("pipeline.rules.hoc.blanche_pay")
def test_blanche_and_penalties():
    """hoc.p27.1 "Lorsque vous avez blanche, chacun paye dix jetons"; p28.1 two blanches,
    "le tiers … ne paye ni à l'un, ni à l'autre"; p29.1 a false "sans sept": five to each."""
    assert hoc.blanche_pay([True, False, False]) == [20, -10, -10]
    assert hoc.blanche_pay([True, True, False]) == [0, 0, 0]


@pred("pipeline.rules.hoc.hoc_paid")
def test_hoc_card_paid_by_each_of_the_others():
    """hoc.p23.2 "si vous jouez une Carte, et que vos compagnons n'en aient point au-dessus,
    elle vous est Hoc, et l'on en paye chacun un jeton": the player gains one from each of
    the others, who each lose one; at two, one from the other."""
    assert hoc.hoc_paid(3, 0) == [2, -1, -1]
    assert hoc.hoc_paid(2, 1) == [-1, 1]
    assert sum(hoc.hoc_paid(3, 2)) == 0
    with pytest.raises(ValueError):
        hoc.hoc_paid(3, 3)


@pred("pipeline.rules.hoc.false_sans")
def test_false_sans_sept_found_out_pays_five_to_each():
    """hoc.p29.1 "Lorsque vous jetez, par exemple, un six, que vous avez dit sans sept, si
    vous savez dans votre jeu, et qu'on le découvre, vous donnez cinq jetons à chacun":
    a seven of any suit left in hand (runs go "de quelque couleur que ce soit", p23.1)
    makes the "sans sept" false; he pays five to each of the others, only if found out."""
    six = k.Card.parse("6C", hoc.DECK)
    assert hoc.false_sans(3, 0, six, h("7P 9K"), said_without=True) == [-10, 5, 5]
    assert hoc.false_sans(3, 0, six, h("8P 9K"), said_without=True) == [0, 0, 0]
    assert hoc.false_sans(3, 0, six, h("7P"), said_without=False) == [0, 0, 0]
    assert hoc.false_sans(3, 0, six, h("7P"), said_without=True, discovered=False) == [0, 0, 0]
    king = k.Card.parse("RC", hoc.DECK)
    assert hoc.false_sans(2, 1, king, h("AP 2K"), said_without=True) == [0, 0]


@pred("pipeline.rules.hoc.valid_revie")
@pred("pipeline.rules.hoc.fredon_pay")
def test_vies_on_all_three_pots_and_cassade_declared():
    """hoc.p21.1 "l'on envie à tous les trois, et l'on donne cassade, si l'on peut": the
    vies of the point and seccance (twenty at most at a time) hold for the tricon too, so
    valid_revie is linked to p21.1; cassade (a bluff) is declared missing on fredon_pay."""
    from pipeline.rules.registry import predicates

    by_name = {p.name: p for p in predicates()}
    assert "hoc.p21.1" in by_name["pipeline.rules.hoc.valid_revie"].rules
    assert hoc.valid_revie(20, 40) and not hoc.valid_revie(20, 45)
    assert "cassade" in by_name["pipeline.rules.hoc.fredon_pay"].missing_for("hoc.p21.1")


@pred("pipeline.rules.hoc.cards_thrown_down")
def test_who_throws_his_cards_down_pays_twenty_to_each():
    """hoc.p31.1 "Lorsqu'un homme jette ses Cartes par colère, ou qu'il n'ait pas bon jeu, il
    paiera à chacun des autres vingt jetons": at three, seat 1 throwing them down pays twenty
    to seat 0 and twenty to seat 2, for either reason; at two, twenty to the other; nobody
    throwing, nothing paid."""
    assert hoc.cards_thrown_down(3, 1) == [20, -40, 20]
    assert hoc.cards_thrown_down(3, 1, why="mauvais jeu") == [20, -40, 20]
    assert hoc.cards_thrown_down(2, 0) == [-20, 20]
    assert hoc.cards_thrown_down(3, None) == [0, 0, 0]
    assert sum(hoc.cards_thrown_down(3, 2)) == 0
    with pytest.raises(ValueError):
        hoc.cards_thrown_down(3, 1, why="fin du coup")


@pred("pipeline.rules.hoc.play.who_follows")
def test_a_run_goes_up_in_any_suit():
    """hoc.p23.1 "L'on joue tant de Cartes que l'on a de suite, de quelque couleur que ce
    soit"."""
    assert hp.follows(k.Card.parse("6C"), k.Card.parse("7P"))
    assert not hp.follows(k.Card.parse("6C"), k.Card.parse("8C"))
    assert not hp.follows(k.Card.parse("RC"), k.Card.parse("AC"))


@pred("pipeline.rules.hoc.play.who_follows")
def test_one_plays_on_as_long_as_one_has_the_run():
    """hoc.p23.1 "L'on joue tant de Cartes que l'on a de suite, de quelque couleur que ce
    soit": the player goes on while he holds the next card, of any suit; then the next who
    holds it; nobody: None (Hoc)."""
    C = k.Card.parse
    hands = [[C("7P"), C("8T"), C("10C")], [C("8C"), C("9K")], [C("10T")]]
    assert hp.who_follows(C("6C"), 0, hands, [0, 1, 2]) == (0, [C("7P")])
    assert hp.who_follows(C("7P"), 0, hands, [0, 1, 2]) == (0, [C("8T")])
    assert hp.who_follows(C("8T"), 0, hands, [0, 1, 2]) == (1, [C("9K")])
    assert hp.who_follows(C("9K"), 1, hands, [0, 1, 2]) == (0, [C("10C")])
    assert hp.who_follows(C("RC"), 0, hands, [0, 1, 2]) is None


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([2, 3]))
def test_a_deal_ends_cards_once_and_jettons_conserved(seed, players):
    """Properties: the deal ends with one player out of cards; each card dealt is played
    once or left in a hand; what the players win and lose, with the stakes left on the
    table, sums to nothing."""
    d = hp.play_deal(players, 0, random.Random(seed))
    held = [c for hand in d.left for c in hand]
    assert not d.left[d.winner]
    assert len(d.played) + len(held) == players * hp.HANDS[players]
    assert len(set(d.played) | set(held)) == len(d.played) + len(held)
    assert sum(d.net) + d.pots_left == 0


@pred("pipeline.rules.hoc.play.hand_size")
def test_hoc_deals_twelve_to_three_and_fifteen_to_two():
    """hoc.p1.1 "l'on donne douze Cartes à chacun, trois à trois ; l'ou le joue en trois ou
    en deux, et en faut donner chacun quinze" (as printed; the rule the OCR's drop capital had
    made a head)."""
    assert hp.hand_size(3) == 12 and hp.hand_size(2) == 15
    with pytest.raises(ValueError):
        hp.hand_size(4)


@pred("pipeline.rules.hoc.play.deal_packets")
@pred("pipeline.rules.hoc.play.speaking_order")
def test_dealt_by_threes_and_the_first_speaks_first():
    """hoc.p1.1 "douze Cartes à chacun, trois à trois"; hoc.p2.1 "Le premier commence à
    accuser le point, ou à dire passe, ou à l'envier"."""
    assert hp.deal_packets(3) == (3, 3, 3, 3) and hp.deal_packets(2) == (3,) * 5
    assert hp.speaking_order(3, dealer=0) == [1, 2, 0]
    assert hp.speaking_order(2, dealer=1) == [0, 1]
    with pytest.raises(ValueError):
        hp.speaking_order(5, 0)


def test_a_deal_names_the_rules_it_used():
    """maison play's rules_used: a deal of the Hoc names the rules that decided something in
    it (issue 31 found it empty), every one a rule of the chapter."""
    used = hp.play_game(3, random.Random(4)).rules
    assert {"hoc.p1.1", "hoc.p2.1", "hoc.p4.1", "hoc.p23.1"} <= used
    assert all(r.startswith("hoc.p") for r in used)
