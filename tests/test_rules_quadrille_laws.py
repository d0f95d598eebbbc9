"""The Quadrille's laws of play (Encyclopédie 13:644), each from its own words."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import quadrille as q
from pipeline.rules.kernels import cards as k
from pipeline.rules.quadrille import laws as ql

pred = pytest.mark.predicate


def h(text: str) -> list[k.Card]:
    return [k.Card.parse(t, q.DECK) for t in text.split()]


@pred("pipeline.rules.quadrille.laws.turned_card_redeal")
def test_p1_3_a_turned_card_means_a_redeal():
    """quadrille.p1.3 "Il faudrait aussi resaire s'il y avait une carte retournée, quelle
    qu'elle pût être" (as printed; Piquet keeps one such card, piquet.p47.1)."""
    assert ql.turned_card_redeal(1) and not ql.turned_card_redeal(0)


@pred("pipeline.rules.quadrille.laws.first_to_play")
def test_p3_1_the_first_to_speak_plays_first():
    """quadrille.p3.1 "le coup commence à être joué par celui qui est à jouer le premier"."""
    assert ql.first_to_play(0) == 3 and ql.first_to_play(2) == 1


@pred("pipeline.rules.quadrille.pays_alone")
@pred("pipeline.rules.quadrille.settle")
def test_p3_8_spadille_forced_never_makes_the_bete_alone():
    """quadrille.p3.8 "lorsqu'on joue avec spadille forcé … l'hombre ne fît-il qu'une main,
    ne fait point la bête seule … le roi appelé est toujours de moitié"; p3.7 "des maisons où
    il faut faire quatre mains"; quadrille.p3.6 under three tricks he pays alone."""
    assert q.pays_alone(2) and not q.pays_alone(3)
    assert not q.pays_alone(1, forced=True)
    assert q.pays_alone(3, min_own=4)
    free = q.settle(4, hombre=0, partner=2, hombre_tricks=1, jeu=2, consolation=1, pool=4)
    forced = q.settle(4, 0, 2, 1, jeu=2, consolation=1, pool=4, forced=True)
    assert free["bete"]["makers"] == [0] and forced["bete"]["makers"] == [0, 2]
    assert forced["net"][0] == forced["net"][2] == -3.0


@pred("pipeline.rules.quadrille.laws.forced_terms")
@pred("pipeline.rules.quadrille.laws.may_bid")
@pred("pipeline.rules.quadrille.laws.preferred")
def test_bidding_laws():
    """quadrille.p3.9 "Celui qui joue avec spadille doit dire je passe, avant que de nommer";
    p3.10 "Celui qui a une fois passé, ne peut plus être reçu à jouer"; p5.1 the sans appeler
    "a la préférence dans le jeu", but the asker who will play sans appeler "est préferé à
    l'autre"; p6.3 the asker plays sans appeler only "qu'on ne le force"."""
    assert ql.forced_terms(True, others_passed=True)
    assert not ql.forced_terms(False, others_passed=True)
    assert not ql.may_bid("ask", passed=True, asked=False)
    assert not ql.may_bid("sans", passed=False, asked=True)
    assert ql.may_bid("sans", passed=False, asked=True, forced=True)
    assert ql.may_bid("sans", passed=False, asked=False)
    assert ql.preferred([(3, "ask"), (2, "sans")]) == 2
    assert ql.preferred([(3, "ask"), (2, "sans"), (3, "sans")]) == 3
    assert ql.preferred([(1, "ask")]) == 1 and ql.preferred([]) is None
    with pytest.raises(ValueError):
        ql.may_bid("vole", False, False)


@pred("pipeline.rules.quadrille.laws.partner_shown")
@pred("pipeline.rules.quadrille.laws.showing_game")
def test_showing_oneself_and_ones_game():
    """quadrille.p3.14 the called King shown by a matador "ne pourrait entreprendre la vole";
    p3.15 "condamné à faire la bête" for bad faith; p3.16 no showing one's game "que le coup ne
    soit gagné"; p4.1 shown before six tricks, the others "pourront les contraindre"."""
    assert ql.partner_shown(True) == {"may_vole": False, "bete": False}
    assert ql.partner_shown(True, bad_faith=True)["bete"]
    assert ql.partner_shown(False) == {"may_vole": True, "bete": False}
    assert ql.showing_game(6) == "allowed" and ql.showing_game(5) == "others direct the play"


@pred("pipeline.rules.quadrille.laws.partner_shown")
def test_called_king_shown_by_spadille_manille_baste_or_the_king_not_first():
    """quadrille.p3.14 "Celui qui n'étant pas premier à jouer, et aurait le roi appelé,
    jouerait à tout, de spadille, manille ou baste, ou même le roi appelé, pour faire
    connaître qu'il est ami … ne pourrait entreprendre la vole": spades trumps, the King of
    hearts called; leading spadille, the manille (two of spades), baste or the King of
    hearts when not first loses the vole; the same cards led first, or another card, do
    not; in hearts the manille is the seven."""
    king = k.Card("R", "C")
    for led in ("AP", "2P", "AT", "RC"):
        card = k.Card.parse(led)
        out = ql.partner_shown(led=card, first=False, trump="P", called_king=king)
        assert out == {"may_vole": False, "bete": False}, led
        assert ql.partner_shown(led=card, first=True, trump="P", called_king=king)["may_vole"]
    assert ql.partner_shown(led=k.Card("R", "K"), trump="P", called_king=king)["may_vole"]
    assert not ql.partner_shown(led=k.Card("7", "C"), trump="C", called_king=k.Card("R", "P"))[
        "may_vole"
    ]
    assert ql.partner_shown(led=k.Card("2", "C"), trump="C", called_king=k.Card("R", "P"))[
        "may_vole"
    ]
    assert ql.partner_shown(led=king, trump="P", called_king=king, bad_faith=True)["bete"]
    with pytest.raises(ValueError):
        ql.partner_shown(led=king)


@pred("pipeline.rules.quadrille.laws.share_codille")
@pred("pipeline.rules.quadrille.laws.sans_appeler_due")
@pred("pipeline.rules.quadrille.laws.trump_named")
def test_codille_sans_appeler_and_naming():
    """quadrille.p5.4 codille winners "partagent entre eux"; p5.6 one's own King called:
    alone, "à l'exception du sans appeler"; p6.2 a colour not named may be named by another,
    "tenu de jouer dans la couleur"."""
    assert ql.share_codille(10) == (3, 1) and ql.share_codille(9) == (3, 0)
    assert ql.sans_appeler_due(True, 2) == 0 and ql.sans_appeler_due(False, 2) == 2
    assert ql.trump_named(None, "K") == "K" and ql.trump_named("C", "K") == "C"


@pred("pipeline.rules.quadrille.laws.legal")
def test_p7_1_follow_suit_but_no_need_to_trump():
    """quadrille.p7.1 "L'on n'est point obligé de couper … ni de mettre au dessus … mais il
    faut qu'il fournisse tant qu'il a de la couleur jouée"; spadille is always a trump."""
    hand = h("2C RK AP")
    assert ql.legal(hand, h("7C"), trump="K") == h("2C")
    assert ql.legal(hand, h("7P"), trump="T") == hand  # void in the suit led: anything
    assert ql.legal(hand, h("3K"), trump="K") == h("RK AP")


@pred("pipeline.rules.quadrille.laws.must_play_shown")
@pred("pipeline.rules.quadrille.laws.turned_hand_bete")
@pred("pipeline.rules.quadrille.laws.renounce_betes")
def test_shown_cards_turned_games_and_renounces():
    """quadrille.p7.2 a card shown "est obligé de le faire" if it could harm, "sur - tout si
    c'est un matador"; p8.1 who plays alone "n'est point du - tout sujet à cette loi"; p8.2 who
    turns another's game "fait la bête de moitié"; p8.3 "autant de fois"; p8.4 only once "la
    levée soit pliée, ou que celui qui a renoncé ait joué sa carte"."""
    assert ql.must_play_shown(could_harm=False, matador=True, alone=False)
    assert not ql.must_play_shown(could_harm=True, matador=True, alone=True)
    assert ql.turned_hand_bete(1, 3) == {1: 0.5, 3: 0.5}
    assert ql.renounce_betes([(True, False), (False, False), (False, True)]) == 2


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(list("CKPT")))
def test_ten_tricks_every_card_once(seed, trump):
    """Property: a Quadrille hand dealt by three, three and four and played out following
    suit gives ten tricks of four, each card once."""
    rng = random.Random(seed)
    d = q.seeded_deal(0, rng)
    tricks = k.play_tricks(d.hands, ql.first_to_play(0), ql.rules_for(trump), k.random_chooser(rng))
    assert len(tricks) == 10 and sorted(c for t in tricks for c in t.cards) == sorted(q.DECK)


@pred("pipeline.rules.quadrille.laws.forced_terms")
@pred("pipeline.rules.quadrille.settle")
def test_p3_9_spadille_not_passed_plays_by_the_laws_of_his_own_will():
    """quadrille.p3.9: "car s'il n'eût pas passé, quoiqu'il eût mauvais jeu, il suivrait en
    tout les lois de ceux qui ont joué de leur plein gré": one trick of his own, codille, he
    pays alone; having said "je passe", the called King pays half (p3.8)."""
    args = dict(hombre=0, partner=2, hombre_tricks=1, jeu=2, consolation=1, pool=4)
    passed = q.settle(4, **args, forced=ql.forced_terms(said_pass=True, others_passed=True))
    did_not = q.settle(4, **args, forced=ql.forced_terms(said_pass=False, others_passed=True))
    assert passed["bete"]["makers"] == [0, 2] and did_not["bete"]["makers"] == [0]
    assert did_not["net"][0] == -6.0 and passed["net"][0] == -3.0


@pred("pipeline.rules.quadrille.laws.play_tricks")
@pred("pipeline.rules.quadrille.laws.tricks_won")
@pred("pipeline.rules.quadrille.laws.in_turn")
def test_p3_2_the_taker_leads_and_the_tricks_are_counted():
    """quadrille.p3.2 "Celui qui prend la levée, jette une autre carte, et ainsi des autres
    … après quoi l'on compte les levées que chacun a"; p3.13 "l'on ne doit jouer qu'à son
    rang", to the right as the speaking goes (p2.1)."""
    rng = random.Random(5)
    d = q.seeded_deal(0, rng)
    first = ql.first_to_play(0)
    tricks = ql.play_tricks(
        [list(x) for x in d.hands], first, ql.rules_for("C"), k.random_chooser(rng)
    )
    assert len(tricks) == 10 and tricks[0].leader == first
    for a, b in zip(tricks, tricks[1:], strict=False):
        assert b.leader == a.winner  # the taker leads the next
    won = ql.tricks_won(tricks)
    assert sum(won.values()) == 10
    assert won == {s: sum(t.winner == s for t in tricks) for s in range(4)}
    assert ql.in_turn(3, leader=3, played=0) and ql.in_turn(2, leader=3, played=1)
    assert not ql.in_turn(0, leader=3, played=1)  # his left hand: not his turn yet
    with pytest.raises(ValueError):
        ql.in_turn(0, 3, 4)


@pred("pipeline.rules.quadrille.laws.may_bid")
def test_p3_10_who_asked_may_not_withdraw_unless_another_goes_sans():
    """quadrille.p3.10 "celui qui a demandé à jouer n'est pas le maître de ne pas jouer, à -
    moins que quelqu'un ne veuille jouer sans appeler"."""
    assert not ql.may_bid("pass", passed=False, asked=True)
    assert ql.may_bid("pass", passed=False, asked=True, forced=True)
    assert ql.may_bid("pass", passed=False, asked=False)


@pred("pipeline.rules.quadrille.laws.showing_game")
def test_p4_1_only_the_hombres_side_is_made_to_play_and_only_if_it_could_be_stopped():
    """quadrille.p4.1 "Si l'hombre ou le roi appelé montraient leur jeu avant d'avoir leurs six
    mains complettes … et qu'il pût se trouver une manière d'empêcher leurs six mains";
    p3.16 "pas même si l'on avait déjà codille"."""
    assert ql.showing_game(5, shower="partner") == "others direct the play"
    assert ql.showing_game(5, could_be_stopped=False) == "not allowed"
    assert ql.showing_game(4, shower="opponent") == "not allowed"
    assert ql.showing_game(6, shower="opponent") == "allowed"


@pred("pipeline.rules.quadrille.laws.remainder_to")
def test_p5_5_what_is_left_goes_to_spadille_next_hand():
    """quadrille.p5.5 "s'il y a quelques jetons de reste, ce sera pour celui qui le coup
    suivant aura spadille ou la plus forte triomphe"."""
    assert ql.share_codille(10) == (3, 1)
    d = q.seeded_deal(1, random.Random(3))
    hands = [list(x) for x in d.hands]
    holder = next(s for s in range(4) if ql.SPADILLE in hands[s])
    assert ql.remainder_to(hands) == holder
    hands[holder].remove(ql.SPADILLE)  # no spadille: the highest trump
    rules = ql.rules_for("K")
    best = max(
        (rules.order.height(c), s) for s, hd in enumerate(hands) for c in hd if rules.is_trump(c)
    )
    assert ql.remainder_to(hands, rules) == best[1]
