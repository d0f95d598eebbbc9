"""The Jeux de souplesses de Cartes (1665, pp. 87–100): each trick run over every case the
text allows."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import souplesses as s
from pipeline.rules.kernels.cards import Card, CardError

pred = pytest.mark.predicate
C = Card.parse


@pred("pipeline.rules.souplesses.number_value")
def test_valet_ten_dame_eleven_roi_twelve():
    """souplesses.p1.1 "le valet vaut dix, la Dame onze, le Roi douze, et l'as un point"."""
    assert [s.number_value(C(x)) for x in ("VT", "DP", "RC", "AK", "7T")] == [10, 11, 12, 1, 7]
    with pytest.raises(CardError):
        s.number_value(C("10T"))


@pred("pipeline.rules.souplesses.next_by_rule")
def test_four_more_and_the_four_exceptions():
    """souplesses.p2.1 "l'as de trèfle … multiplierez quatre points davantage … le cinq de
    pique … neuf de cœur … après le neuf faut mettre le deux, après le Valet le trois, après
    la Dame le quatre, après le Roi l'as"; p6.2 "multipliant les quatre points davantage"."""
    assert s.next_by_rule(C("AT")) == C("5P")
    assert s.next_by_rule(C("5P")) == C("9C")
    assert s.next_by_rule(C("9C")) == C("2K")
    assert [s.next_by_rule(C(x)).rank for x in ("VT", "DT", "RT")] == ["3", "4", "A"]


@pred("pipeline.rules.souplesses.rule_stack")
def test_the_rule_has_period_twelve():
    """souplesses.p2.1: from the Ace of trèfle the rule is back at it after twelve cards,
    so it orders only twelve different cards, not the forty-eight of the pack."""
    stack = s.rule_stack()
    assert stack[:3] == [C("AT"), C("5P"), C("9C")]
    assert stack[12] == C("AT") and len(set(stack)) == 12


@pred("pipeline.rules.souplesses.printed_stack")
def test_the_printed_list_is_not_a_pack():
    """souplesses.p2.1, the list "par chiffre ci-dessous" that ends the rule: 48 cards
    read, 42 different; it opens with the Ace of trèfle and the cinq de pique; its third card
    is printed a six of cœur where the prose (p2.1) says "neuf de cœur"."""
    printed = s.printed_stack()
    assert len(printed) == 48 and len(set(printed)) == 42
    assert printed[:2] == [C("AT"), C("5P")] and printed[2] == C("6C")
    twice = sorted(str(c) for c in set(printed) if printed.count(c) == 2)
    assert twice == ["3C", "5P", "6C", "7P", "8T", "AK"]
    assert sorted(s.printed_stack("columns")) == sorted(printed)
    assert s.parse_named("La Dame de careau.") == C("DK")
    with pytest.raises(CardError):
        s.parse_named("Le Bateleur")


@pred("pipeline.rules.souplesses.stack_breaks")
def test_where_the_list_breaks_the_rule():
    """souplesses.p2.1 "afin que vous ne manquez à cette règle": the rule's own stack never
    breaks it; the printed list does at 31 of 47 steps (22 read by columns)."""
    assert s.stack_breaks(s.rule_stack()) == []
    assert len(s.stack_breaks(s.printed_stack())) == 31
    assert len(s.stack_breaks(s.printed_stack("columns"))) == 22
    assert 0 not in s.stack_breaks(s.printed_stack())  # As de trèfle, cinq de pique


@pred("pipeline.rules.souplesses.named_card")
@pred("pipeline.rules.souplesses.number_trick_failures")
def test_the_card_taken_is_named_for_a_true_stack_not_for_the_printed_one():
    """souplesses.p6.1 "ferez prendre du milieu une carte … toutes les cartes qui seront
    dessous … vous les remettrez par dessus les autres, puis vous regarderez secrètement par
    dessus, et ainsi vous saurez la carte qu'on aura prise": any order of different cards
    the conjuror knows works for every cut and every card taken; the printed list, with six
    cards twice, fails for a quarter of them."""
    pack = [Card(r, su) for su in s.SUITS_DEALT for r in s.NUMBER_RANKS]
    random.Random(1665).shuffle(pack)
    assert s.number_trick_failures(pack) == []
    assert s.named_card(pack, pack[10]) == pack[9]
    printed = s.printed_stack()
    assert len(s.number_trick_failures(printed)) == 552  # of 48 cuts x 46 cards
    assert s.named_card(printed, C("6C")) is None  # after the 5P and after the 2P


@pred("pipeline.rules.souplesses.put_back")
def test_the_card_put_back_on_top_or_below_keeps_the_stack():
    """souplesses.p6.2 "vous vous ferez bailler la carte, et la mettrez par-dessus ou
    par-dessous les cartes, et les mêlerez de la même façon": either way the pack is the
    stack read round, and the trick names the next card taken as well."""
    pack = [Card(r, su) for su in s.SUITS_DEALT for r in s.NUMBER_RANKS]
    k = 17
    after = pack[k + 1 :] + pack[:k]
    for on_top in (True, False):
        again = s.put_back(after, pack[k], on_top)
        start = again.index(pack[0])
        assert again[start:] + again[:start] == pack
        assert s.number_trick_failures(again) == []
    with pytest.raises(CardError):
        s.put_back(pack, pack[0], on_top=True)


@pred("pipeline.rules.souplesses.deduction")
def test_the_general_rule_gives_four():
    """souplesses.p10.1 "multipliez le nombre que vous faites accomplir par le nombre des
    cartes choisies, et au produit ajoutez le nombre des cartes choisies, puis soustrayez
    cette somme de tout le nombre des cartes"; p8.1 "en ôtant quatre"."""
    assert s.deduction() == 4
    assert s.deduction(52, 4, 12) == 0
    assert s.deduction(52, 4, 15) == -12


@pred("pipeline.rules.souplesses.points_trick")
def test_four_seven_nine_leave_twenty_four():
    """The worked example of p8.1, souplesses.p9.1: "les points des trois cartes soient 4.
    7. 9. … il faudra ajouter à 4. onze cartes, à 7. il en faut ajouter huit, et à 9. il en
    faut ajouter six, parquoi le reste des cartes sera 24. lesquels ôtant 4." (20); p11.1 the
    subtraction that cannot be made is added back."""
    assert s.points_trick((4, 7, 9)) == (24, 20)
    assert s.points_trick((10, 10, 10, 10), 52, 15) == (52 - 4 - 20, 40)
    assert s.points_trick((1, 1, 1, 1), 52, 15) is None  # 60 cards wanted


@pred("pipeline.rules.souplesses.points_trick")
def test_the_points_trick_for_every_choice():
    """souplesses.p8.1 "le reste sera infailliblement la somme": true for every three cards;
    with four the pack runs out for 38 choices of values (p10.1's "4. 5. 6. ou plusieurs")."""
    assert s.points_trick_failures(3) == []
    fails = s.points_trick_failures(4)
    assert len(fails) == 38 and all(sum(v) < 12 for v in fails)
    assert s.points_trick_failures(4, 52, 12) == []


@pred("pipeline.rules.souplesses.fifteen_cards")
def test_third_of_its_row_and_the_eighth_of_fifteen():
    """After p12.1, p12.2, a1, a2 and p15.1, souplesses.a4 "elle se trouvera la troisième du
    rang où elle sera" holds for every card of every row; gathered again it is in the middle
    of the fifteen, the eighth from either end, not "la septième"."""
    assert {s.fifteen_cards(r, p) for r in range(3) for p in range(5)} == {(3, 8, 8)}
    with pytest.raises(ValueError):
        s.fifteen_cards(3, 0)


@pred("pipeline.rules.souplesses.persons_trick")
def test_each_person_is_told_his_card():
    """souplesses.p17.1 "celle que la première personne aura pensée sera la première du rang
    …, la carte de la seconde personne sera la seconde de son rang … et ainsi des autres":
    every choice of 2 to 5 persons."""
    for n in range(2, 6):
        for thoughts in itertools.product(range(n), repeat=n):
            assert s.persons_trick(thoughts) == list(thoughts)
    with pytest.raises(ValueError):
        s.persons_trick([0, 2])


@pred("pipeline.rules.souplesses.drawn_found")
def test_one_way_pack_finds_every_drawn_card():
    """souplesses.s2.a2 "toutes les têtes en haut … les points en bas … ils seront à rebours
    les unes des autres": with the carreaux taken out but the figures (the heading) every
    drawn card is found; in a whole pack a carreau drawn is not."""
    pack = s.one_way_pack()
    assert len(pack) == 42
    for drawn in itertools.combinations(pack[:10] + pack[-6:], 2):
        assert s.drawn_found(pack, drawn) == set(drawn)
    assert s.drawn_found(pack, [C("VK"), C("5T")]) == {C("VK"), C("5T")}
    with pytest.raises(CardError):
        s.drawn_found(pack, [C("5K")])


@pred("pipeline.rules.souplesses.drawn_found")
def test_every_drawn_card_is_told_when_the_pack_is_turned():
    """souplesses.s2.a2 "si celui qui vous a tiré vos cartes vous les remet de la même façon
    qu'il les a tirées, alors vous devez retourner votre jeu de cartes … et par cette règle
    direz fort facilement les cartes qu'ils auront tirées, d'autant qu'ils seront à rebours
    les unes des autres, observant la règle ci-dessus": all the drawn cards are told, pip
    cards as well as figures; not turning the pack, none; a pack with carreau pip cards
    (against the rule above) cannot be set one way."""
    pack = s.one_way_pack()
    drawn = [C("5T"), C("AC"), C("DK"), C("10P")]
    assert s.drawn_found(pack, drawn) == set(drawn)
    assert s.drawn_found(pack, drawn, returned_same_way=False) == set(drawn)
    assert s.drawn_found(pack, drawn, turn_pack=False) == set()
    full = [Card(r, su) for su in "CKPT" for r in ("A", "5", "10", "V")]
    with pytest.raises(CardError):
        s.drawn_found(full, [C("5K"), C("5T")])


@settings(max_examples=50, deadline=None)
@given(st.permutations(range(12)), st.integers(0, 11))
def test_any_known_order_names_the_taken_card(order, cut):
    """Property (souplesses.p6.1): for a stack of different cards, every cut keeps the order
    read round, so the card seen names the card taken."""
    pack = [Card(s.NUMBER_RANKS[k], "T") for k in order]
    assert s.number_trick_failures(pack[cut:] + pack[:cut]) == []


@pred("pipeline.rules.souplesses.one_way_pack")
def test_the_drawn_cards_pack_keeps_only_the_carreau_figures():
    """souplesses.p18.1 "il faut ôter tout le carreau, à la réserve du Roi, de la Dame et du
    Valet": 42 cards, the carreaux left are the three figures."""
    pack = s.one_way_pack()
    assert len(pack) == 42 and len(set(pack)) == 42
    assert sorted(c.rank for c in pack if c.suit == "K") == ["D", "R", "V"]


@pred("pipeline.rules.souplesses.number_hands")
def test_p1_1_each_of_four_persons_holds_one_suits_sequence():
    """souplesses.p1.1 "vous les donnerez dans les mains de quatre personnes, et à la première
    personne … la seccance de trèfle, et à la seconde celle de pique, à la troisième celle de
    cœur, et à la quatrième celle de carreau": four hands of twelve, one suit each in that
    order, numbered one to twelve; the stack's first card, the Ace of trèfle, is the first
    person's and the next, the five of pique, the second's (p2.1)."""
    hands = s.number_hands()
    assert [{c.suit for c in h} for h in hands] == [{"T"}, {"P"}, {"C"}, {"K"}]
    assert all(sorted(map(s.number_value, h)) == list(range(1, 13)) for h in hands)
    assert Card("A", "T") in hands[0]
    assert s.next_by_rule(Card("A", "T")) in hands[1]
