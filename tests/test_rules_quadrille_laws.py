"""The Quadrille's laws of play (Encyclopédie 13:644), each from its own words."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import cards as k
from pipeline.rules import quadrille as q
from pipeline.rules import quadrille_laws as ql

pred = pytest.mark.predicate


def h(text: str) -> list[k.Card]:
    return [k.Card.parse(t, q.DECK) for t in text.split()]


@pred("pipeline.rules.quadrille_laws.turned_card_redeal")
def test_p1_3_a_turned_card_means_a_redeal():
    """quadrille.p1.3 "Il faudrait aussi refaire s'il y avait une carte retournée, quelle
    qu'elle pût être" (Piquet keeps one such card, piquet.p47.1)."""
    assert ql.turned_card_redeal(1) and not ql.turned_card_redeal(0)


@pred("pipeline.rules.quadrille_laws.first_to_play")
def test_p3_1_the_first_to_speak_plays_first():
    """quadrille.p3.1 "le coup commence à être joué par celui qui est à jouer le premier"."""
    assert ql.first_to_play(0) == 3 and ql.first_to_play(2) == 1


@pred("pipeline.rules.quadrille.pays_alone")
@pred("pipeline.rules.quadrille.settle")
def test_p3_5_spadille_forced_never_makes_the_bete_alone():
    """quadrille.p3.7 "lorsqu'on joue avec spadille forcé … l'hombre ne fît-il qu'une main,
    ne fait point la bête seule … le roi appelé est toujours de moitié"; "des maisons où il
    faut faire quatre mains"; quadrille.p3.5 under three tricks he pays alone."""
    assert q.pays_alone(2) and not q.pays_alone(3)
    assert not q.pays_alone(1, forced=True)
    assert q.pays_alone(3, min_own=4)
    free = q.settle(4, hombre=0, partner=2, hombre_tricks=1, jeu=2, consolation=1, pool=4)
    forced = q.settle(4, 0, 2, 1, jeu=2, consolation=1, pool=4, forced=True)
    assert free["bete"]["makers"] == [0] and forced["bete"]["makers"] == [0, 2]
    assert forced["net"][0] == forced["net"][2] == -3.0


@pred("pipeline.rules.quadrille_laws.forced_terms")
@pred("pipeline.rules.quadrille_laws.may_bid")
@pred("pipeline.rules.quadrille_laws.preferred")
def test_bidding_laws():
    """quadrille.p3.9 "Celui qui joue avec spadille doit dire je passe, avant que de nommer";
    p3.7 "Celui qui a une fois passé, ne peut plus être reçu à jouer"; p5.1 the sans appeler
    "à la préférence", but the asker who will play sans appeler "est préferé à l'autre";
    p6.2 the asker plays sans appeler only if forced."""
    assert ql.forced_terms(True) and not ql.forced_terms(False)
    assert not ql.may_bid("ask", passed=True, asked=False)
    assert not ql.may_bid("sans", passed=False, asked=True)
    assert ql.may_bid("sans", passed=False, asked=True, forced=True)
    assert ql.may_bid("sans", passed=False, asked=False)
    assert ql.preferred([(3, "ask"), (2, "sans")]) == 2
    assert ql.preferred([(3, "ask"), (2, "sans"), (3, "sans")]) == 3
    assert ql.preferred([(1, "ask")]) == 1 and ql.preferred([]) is None
    with pytest.raises(ValueError):
        ql.may_bid("vole", False, False)


@pred("pipeline.rules.quadrille_laws.partner_shown")
@pred("pipeline.rules.quadrille_laws.showing_game")
def test_showing_oneself_and_ones_game():
    """quadrille.p3.14 the called King shown by a matador "ne pourrait entreprendre la vole";
    p3.12 "condamné à faire la bête" for bad faith; p3.13 no showing one's game "que le coup ne
    soit gagné"; p4.1 shown before six tricks, the others "pourront les contraindre"."""
    assert ql.partner_shown(True) == {"may_vole": False, "bete": False}
    assert ql.partner_shown(True, bad_faith=True)["bete"]
    assert ql.partner_shown(False) == {"may_vole": True, "bete": False}
    assert ql.showing_game(6) == "allowed" and ql.showing_game(5) == "others direct the play"


@pred("pipeline.rules.quadrille_laws.share_codille")
@pred("pipeline.rules.quadrille_laws.sans_appeler_due")
@pred("pipeline.rules.quadrille_laws.trump_named")
def test_codille_sans_appeler_and_naming():
    """quadrille.p5.4 codille winners "partagent entre eux", what is left to spadille next
    hand; p5.5 one's own King called: alone, "à l'exception du sans appeler"; p6.1 a colour
    not named may be named by another, "tenu de jouer dans la couleur"."""
    assert ql.share_codille(10) == (3, 1) and ql.share_codille(9) == (3, 0)
    assert ql.sans_appeler_due(True, 2) == 0 and ql.sans_appeler_due(False, 2) == 2
    assert ql.trump_named(None, "K") == "K" and ql.trump_named("C", "K") == "C"


@pred("pipeline.rules.quadrille_laws.legal")
def test_p7_1_follow_suit_but_no_need_to_trump():
    """quadrille.p7.1 "L'on n'est point obligé de couper … ni de mettre au dessus … mais il
    faut qu'il fournisse tant qu'il a de la couleur jouée"; spadille is always a trump."""
    hand = h("2C RK AP")
    assert ql.legal(hand, h("7C"), trump="K") == h("2C")
    assert ql.legal(hand, h("7P"), trump="T") == hand  # void in the suit led: anything
    assert ql.legal(hand, h("3K"), trump="K") == h("RK AP")


@pred("pipeline.rules.quadrille_laws.must_play_shown")
@pred("pipeline.rules.quadrille_laws.turned_hand_bete")
@pred("pipeline.rules.quadrille_laws.renounce_betes")
def test_shown_cards_turned_games_and_renounces():
    """quadrille.p7.2 a card shown "est obligé de le faire" if it could harm, "sur-tout si
    c'est un matador"; p8.1 who plays alone "n'est point du-tout sujet à cette loi", who turns
    another's game "fait la bête de moitié"; p8.2 "autant de fois"; p8.3 only once "la levée
    soit pliée, ou que celui qui a renoncé ait joué sa carte"."""
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
