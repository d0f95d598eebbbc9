"""Piquet's faults and accidents (piquet.p18.1, p21.1–p48.1), each from the book's own words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import piquet as pq
from pipeline.rules.piquet import faults as pf

pred = pytest.mark.predicate


def h(text: str) -> list[pq.Card]:
    return [pq.parse_card(t) for t in text.split()]


@pred("pipeline.rules.piquet.faults.may_correct_count")
def test_p18_1_a_wrong_count_is_put_right_until_the_next_cut():
    """piquet.p18.1: saying thirty for the sixty of the pic, "il ne perdrait pour cela son
    jeu … pourvu qu'il n'eût … mêlé et fait couper"."""
    assert pf.may_correct_count(next_deal_cut=False)
    assert not pf.may_correct_count(next_deal_cut=True)


@pred("pipeline.rules.piquet.faults.too_many_cards")
def test_p21_1_p22_1_thirteen_is_the_elders_choice_fifteen_a_redeal():
    """piquet.p21.1 thirteen: "au choix de celui qui est le premier de refaire, ou de jouer",
    and the one with thirteen "écarte une plus qu'il ne prend"; piquet.p22.1 "quinze ou seize
    cartes … il faut nécessairement refaire, sans être au choix de nul des deux"."""
    assert pf.too_many_cards(13, 12, elder_redeals=False) == {
        "redeal": False,
        "discard_more": {"elder": 1},
        "loses_deal": [],
    }
    assert pf.too_many_cards(12, 13, elder_redeals=False)["discard_more"] == {"younger": 1}
    assert pf.too_many_cards(12, 13, elder_redeals=True)["redeal"]
    assert pf.too_many_cards(15, 12, elder_redeals=False)["redeal"]
    assert pf.too_many_cards(12, 16, elder_redeals=False)["redeal"]
    assert pf.too_many_cards(12, 12, elder_redeals=True) == {
        "redeal": False,
        "discard_more": {},
        "loses_deal": [],
    }


@pred("pipeline.rules.piquet.faults.too_many_cards")
def test_p21_1_thirteen_found_too_late_is_played_as_it_is():
    """piquet.p21.1: all this "auparavant qu'avoir vu les cartes que l'on prend, ni mêlé les
    siennes premières: car après cela, on n'est reçu à aucune chose, et faut que le jeu se
    joue comme il se trouve, aux peines ci-après portées pour ceux qui auront trop de
    cartes" (piquet.p26.1: he counts nothing)."""
    late = pf.too_many_cards(12, 13, elder_redeals=True, in_time=False)
    assert late == {"redeal": False, "discard_more": {}, "loses_deal": ["younger"]}
    assert pf.too_many_cards(12, 16, elder_redeals=False, in_time=False)["redeal"]


@pred("pipeline.rules.piquet.faults.still_counts")
def test_p23_1_p40_1_what_is_forgotten_before_play_is_lost():
    """piquet.p23.1 "il ne les peut plus compter après"; piquet.p40.1 blanche shown
    "auparavant que d'écarter … car après l'on n'est recevable"."""
    assert pf.still_counts("point", before_first_card=True)
    assert not pf.still_counts("sequences", before_first_card=False)
    assert not pf.still_counts("blanche", before_first_card=True, before_discard=False)
    with pytest.raises(ValueError):
        pf.still_counts("cards", True)


@pred("pipeline.rules.piquet.faults.unshown_claim")
def test_p24_1_who_does_not_show_before_his_first_card_loses_it():
    """piquet.p24.1: "il n'y peut plus revenir, et le perd; et l'autre compte ce qu'il
    pourra montrer des dites choses, encore qu'elles fussent moindres" — if at once."""
    assert pf.unshown_claim("elder", {"elder": True, "younger": True}) == "elder"
    assert pf.unshown_claim("elder", {"elder": False, "younger": True}) == "younger"
    assert pf.unshown_claim("elder", {"elder": False, "younger": True}, other_waited=False) is None
    assert pf.unshown_claim("younger", {"elder": False, "younger": False}) is None


@pred("pipeline.rules.piquet.faults.loses_deal")
def test_faults_that_cost_the_deal():
    """piquet.p25.1 a false claim once a card is played; p30.1 "n'ayant jeté aucune carte, il
    est permis de se reprendre"; p26.1 "l'on peut jouer avec moins et non avec plus"; p35.1
    too many taken "l'on peut remettre celles qu'il a de trop" unless one is turned; p48.1 a
    cheat "perd tout son jeu"; p29.1 counting what one has not."""
    assert pf.loses_deal("false-claim", played_a_card=True)
    assert not pf.loses_deal("misnamed", played_a_card=False)
    assert pf.loses_deal("claims-not-held")
    assert pf.loses_deal("took-more") and not pf.loses_deal("took-fewer")
    assert not pf.loses_deal("excess-seen", seen_or_mixed=False)
    assert pf.loses_deal("excess-seen", seen_or_mixed=True) and pf.loses_deal("cheat")
    with pytest.raises(ValueError):
        pf.loses_deal("sneezing")


@pred("pipeline.rules.piquet.faults.declare_after_fault")
def test_p25_1_the_offender_cannot_keep_the_other_from_his_repic():
    """piquet.p25.1: the offender "ne compte aucune chose de ce qu'il peut avoir de vrai: et
    l'autre peut compter tout ce qu'il aura … celui qui a fait la faute ne peut empêcher que
    l'autre ne compte son jeu" (his pic or repic)."""
    elder = h("6C 7C 8C 9C 10C VC 6P 7P 8P 9P 10P 6K")  # point 5, sixième and quinte: 36
    younger = h("RC RK RP RT DC DP DT AK AT AC 7K 8T")  # four Kings, three Queens, three Aces
    honest = pq.declare(elder, younger)
    assert honest["younger"]["total"] == 20
    out = pf.declare_after_fault(elder, younger, offender="younger")
    assert out["younger"]["total"] == 0
    assert out["elder"]["repic"] == 60 and out["elder"]["total"] == 96
    out = pf.declare_after_fault(elder, younger, offender="elder")
    assert out["elder"]["total"] == 0 and out["younger"]["point"] == pq.point_value(39)
    assert out["younger"]["sets"] == 20
    assert all(e[0] == "younger" for e in out["counted"])


@pred("pipeline.rules.piquet.faults.answer_leads")
def test_p27_1_p32_1_the_short_hand_answers_while_it_can():
    """piquet.p27.1: who has but one card "jette sa carte sur celle que l'autre jettera,
    encore qu'elle ne soit de sa couleur, et peut-être Capot"; p32.1 cards thrown down
    together are played in the order they touch the table."""
    assert pf.answer_leads(h("9C 7P"), h("AP")) == [0, 0]  # capot: the reply is not of hearts
    assert pf.answer_leads(h("9C 7P"), h("10C")) == [1, 0]
    assert pf.answer_leads(h("RC DC"), h("AC 6C")) == [1, 0]


@pred("pipeline.rules.piquet.faults.may_take_back")
def test_p28_1_p13_1_only_a_revoke_is_taken_back():
    """piquet.p28.1: "l'on ne peut renoncer, et n'y a aucune peine: mais si … l'on jetait
    une moindre … il faut qu'elle demeure"; piquet.p13.1 holding the suit "il la peut
    relever, et en fournir, sans qu'on puisse pour cela imputer faute"."""
    hand = h("6C AC 9P")
    assert pf.may_take_back(pq.parse_card("9P"), h("RC"), hand)  # revoke: taken back
    assert not pf.may_take_back(pq.parse_card("6C"), h("RC"), hand)  # low card: stays
    assert not pf.may_take_back(pq.parse_card("9P"), h("RK"), hand)  # void in diamonds


@pred("pipeline.rules.piquet.faults.abandoned_hand")
def test_p31_1_cards_thrown_down_and_mixed():
    """piquet.p31.1: "il ne les peut reprendre … et a perdu: mais pourvu qu'il n'y ait rien de
    mêlé, il est toujours reçu à voir s'il a perdu"."""
    assert pf.abandoned_hand(mixed=True) == "lost"
    assert pf.abandoned_hand(mixed=False) == "may check"


@pred("pipeline.rules.piquet.faults.valid_discards")
@pred("pipeline.rules.piquet.faults.left_for_younger")
def test_p33_1_p34_1_one_discard_and_no_looking():
    """piquet.p33.1 "Le premier écarte six cartes … il ne lui est permis d'en écarter encore
    une"; piquet.p34.1 no looking before the discard; the elder says what he leaves."""
    assert pf.valid_discards([6]) and not pf.valid_discards([6, 1])
    assert not pf.valid_discards([3], looked_first=True) and not pf.valid_discards([0])
    assert pf.left_for_younger(6) == 6 and pf.left_for_younger(8) == 4
    with pytest.raises(ValueError):
        pf.left_for_younger(9)


@pred("pipeline.rules.piquet.faults.younger_may_count")
def test_p34_1_the_younger_counts_the_cards_only_if_not_told():
    """piquet.p34.1: the younger may not say "il faut que je les compte, ce qu'il ne peut
    faire, si ce premier ne lui refuse de lui dire la quantité qu'il prend et qu'il
    laisse"."""
    assert not pf.younger_may_count(elder_told=True)
    assert pf.younger_may_count(elder_told=False)


@pred("pipeline.rules.piquet.faults.wrong_dealer_redeals")
def test_p36_1_dealing_twice_running():
    """piquet.p36.1: "il faut que l'autre donne, pourvu qu'il n'ait vu aucune de ses
    cartes"."""
    assert pf.wrong_dealer_redeals(rightful_saw_his_cards=False)
    assert not pf.wrong_dealer_redeals(rightful_saw_his_cards=True)


@pred("pipeline.rules.piquet.faults.revise_answer")
def test_p37_1_p38_1_p39_1_the_answer_may_be_revised_in_paris():
    """piquet.p37.1 the younger may come back "pourvu qu'il n'eût jeté aucune carte";
    piquet.p38.1 the elder "serait contraint de déduire"; piquet.p39.1 in Provence and
    Languedoc "la première parole que l'on dit, est celle qui subsiste"."""
    assert pf.revise_answer(younger_played=False, elder_counted=4, holds_as_much=True) == 4
    assert pf.revise_answer(younger_played=True, elder_counted=4, holds_as_much=True) is None
    assert pf.revise_answer(False, 4, custom="provence", holds_as_much=True) is None


@pred("pipeline.rules.piquet.faults.revise_answer")
def test_p37_2_he_comes_back_only_if_he_holds_more():
    """piquet.p37.2: "s'il se trouve qu'il se serait abusé et qu'il aurait plus ès mains de
    ronfle … il y peut revenir"; piquet.p38.1 "trouvait avoir autant ou plus": holding less,
    nothing is deducted from the elder."""
    assert pf.revise_answer(False, 4, holds_as_much=False) is None


@pred("pipeline.rules.piquet.faults.missing_of_four")
def test_p41_1_which_one_is_missing():
    """piquet.p41.1: he "est obligé … de dire, laquelle des dites choses lui manque"."""
    assert pf.missing_of_four(h("AC AP AT 6K 7K"), "A") == ["K"]
    with pytest.raises(ValueError):
        pf.missing_of_four(h("9C 9P 9T"), "9")


@pred("pipeline.rules.piquet.faults.false_pack")
@pred("pipeline.rules.piquet.faults.fix_pack")
def test_p42_1_p43_1_false_and_short_packs():
    """piquet.p42.1 "il n'y a que le coup où l'on s'aperçoit de la fausseté qui demeure nul";
    piquet.p43.1 too many or too few: take out or add, "remesler seulement", same dealer."""
    assert pf.false_pack(4, found_in=2) == [True, True, False, True]
    assert pf.fix_pack(35) == {"add": 1, "remove": 0, "same_dealer": True}
    assert pf.fix_pack(37)["remove"] == 1


@pred("pipeline.rules.piquet.faults.recut")
@pred("pipeline.rules.piquet.faults.faced_cards")
@pred("pipeline.rules.piquet.faults.suit_to_lead")
def test_p46_1_p47_1_p5_1_the_cut_faced_cards_and_the_announced_suit():
    """piquet.p46.1 a clean cut stands, "cela ne lui est permis"; p4.1 a scattered cut "ne
    vaut rien, et faut remesler"; p47.1 one card turned "celui à qui elle arrive la prenne",
    two "il faut remesler"; p5.1 "obligé de jeter de celle qu'il plaira à l'autre"."""
    assert not pf.recut(clean=True) and pf.recut(clean=False)
    assert pf.faced_cards(1) == "play" and pf.faced_cards(2) == "redeal"
    assert pf.faced_cards(0) == "play"
    assert pf.suit_to_lead("C", h("AC 9P"), "T") == "C"
    assert pf.suit_to_lead("K", h("AC 9P"), "T") == "T"


@settings(max_examples=100, deadline=None)
@given(st.permutations(pq.deck()), st.sampled_from(pq.SIDES))
def test_a_fault_never_helps_the_offender(cards, offender):
    """Property: after a fault the offender counts nothing, and the other never counts less
    than he would have."""
    elder, younger = cards[:12], cards[12:24]
    honest = pq.declare(elder, younger)
    out = pf.declare_after_fault(elder, younger, offender)
    other = "younger" if offender == "elder" else "elder"
    assert out[offender]["total"] == 0
    assert out[other]["total"] >= honest[other]["total"]


@pred("pipeline.rules.piquet.faults.asked_to_recut")
def test_asking_to_recut_a_clean_cut_is_refused_and_pays_the_agreed_penalty():
    """piquet.p46.1 a clean cut "faut qu'il la prene, puisqu'il l'a coupé nettement", the
    dealer seeing an Ace cut "voulait aussi refaire, il ne lui serait non plus permis, et y
    doit avoir peine pour ceux qui font, que l'on doit convenir auparavant que de jouer":
    the cut stands and who asked owes the agreed penalty; a scattered cut is cut again with
    no penalty; no penalty agreed, nothing owed."""
    assert pf.asked_to_recut(True, "younger", agreed_penalty=10) == {
        "recut": False,
        "penalty": {"younger": 10},
    }
    assert pf.asked_to_recut(True, "elder", agreed_penalty=5)["penalty"] == {"elder": 5}
    assert pf.asked_to_recut(True, "elder") == {"recut": False, "penalty": {"elder": 0}}
    assert pf.asked_to_recut(False, "elder", agreed_penalty=5) == {"recut": True, "penalty": {}}
    assert pf.asked_to_recut(True, None, agreed_penalty=5) == {"recut": False, "penalty": {}}
    with pytest.raises(ValueError):
        pf.asked_to_recut(True, "dealer")


@pred("pipeline.rules.piquet.faults.loses_deal")
def test_the_cheat_loses_the_deal_and_the_rest_is_declared():
    """piquet.p48.1 "il perd tout son jeu, et ne doit rien compter, et le doit-on quitter, et
    ne plus jouer avec lui": the deal is lost (loses_deal); quitting him is declared missing."""
    from pipeline.rules.registry import predicates

    assert pf.loses_deal("cheat", played_a_card=False)
    found = next(p for p in predicates() if p.name.endswith("faults.loses_deal"))
    assert "ne plus jouer avec lui" in found.missing_for("piquet.p48.1")
    assert found.missing_for("piquet.p29.1") == ""


@pred("pipeline.rules.piquet.faults.valid_discards")
def test_no_discarding_in_two_goes_is_linked_to_p32():
    """piquet.p32.1 ends "il n'est permis d'écarter en deux fois": that clause is
    valid_discards' (one discard, at one go), now linked to p32.1 beside answer_leads."""
    from pipeline.rules.registry import predicates

    found = next(p for p in predicates() if p.name.endswith("faults.valid_discards"))
    assert "piquet.p32.1" in found.rules
    assert pf.valid_discards([3]) and not pf.valid_discards([2, 1])
