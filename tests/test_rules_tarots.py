"""The Tarots, the Triomphe forcée and the Swiss game (1665, pp. 34–42)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import tarots as t
from pipeline.rules.kernels.cards import Card, CardError, Trick

pred = pytest.mark.predicate
C = Card.parse


@pred("pipeline.rules.tarots.deck")
def test_seventy_eight_cards_fifty_six_and_twenty_one_trumps():
    """tarots.a1 "soixante et dix-huit … le tout fait cinquante-six Cartes … vingt-une
    Cartes, depuis le Bateleur jusqu'à la Carte que l'on appelle le Monde"."""
    d = t.deck()
    assert len(d) == 78
    assert sum(c.suit in t.SUITS for c in d) == 56
    assert all(sum(c.suit == s for c in d) == 14 for s in t.SUITS)
    trumps = [c for c in d if c.suit == t.TRUMP]
    assert len(trumps) == 21 and t.FOOL in d
    assert t.trump_name(trumps[0]) == "Bateleur" and t.trump_name(trumps[-1]) == "Monde"
    assert t.trump_name(t.FORCE) == "Force" and t.trump_name(t.MORT) == "Mort"
    assert Card.parse(str(t.FOOL)) == t.FOOL


@pred("pipeline.rules.tarots.valid_hand")
def test_as_many_cards_as_agreed():
    """tarots.a2 "tant, et si peu de Cartes que l'on voudra"."""
    assert t.valid_hand(4, 12) and t.valid_hand(3, 26) and t.valid_hand(2, 1)
    assert not t.valid_hand(4, 20) and not t.valid_hand(1, 5)


@pred("pipeline.rules.tarots.card_points")
def test_card_points_tarots_and_swiss():
    """tarots.a3 fou 5, monde 4, bateleur 4, Rois 4, Reines 3, Chevaliers 2, Valet 1;
    suisses.p1.3 Monde 5, Bateleur 5, Rois 5, Reines 4; suisses.p2.1 "Le fou vaut trois"."""
    p = t.card_points
    assert [p(c) for c in (t.FOOL, t.MONDE, t.BATELEUR, C("RE"), C("DB"), C("CC"), C("VD"))] == [
        5, 4, 4, 4, 3, 2, 1
    ]  # fmt: skip
    assert p(C("10E")) == 0 and p(t.MORT) == 0
    s = [p(c, "suisses") for c in (t.MONDE, t.BATELEUR, C("RD"), C("DC"), t.FOOL)]
    assert s == [5, 5, 5, 4, 3]
    assert p(C("RE"), "suisses") == p(C("RB"), "suisses")  # "de toutes les quatre façons"
    assert sum(p(c) for c in t.deck()) == 5 + 4 + 4 + 4 * (4 + 3 + 2 + 1)
    with pytest.raises(ValueError):
        p(t.FOOL, "piquet")


@pred("pipeline.rules.tarots.winner_by_points")
def test_who_counts_most_wins():
    """tarots.a3 "celui qui contera le plus, gagnera ce qui est mis au jeu"."""
    assert t.winner_by_points([[t.FOOL, t.MONDE], [C("RE"), C("RB"), C("DC")]]) == 1
    assert t.winner_by_points([[t.FOOL], [C("RE"), C("VC")]]) is None


@pred("pipeline.rules.tarots.excuse")
def test_the_fool_excuses_and_a_card_is_given_for_it():
    """tarots.a1 "vous montrerez votre fou, et vous baillez une Carte de vos levées, et
    vous mettrez la Carte du fou en la place de vos levées"."""
    owner, taker = t.excuse([C("RE"), C("2B")], [C("21A"), t.FOOL, C("3C")])
    assert t.FOOL in owner and C("2B") in taker and C("RE") in owner
    assert len(owner) + len(taker) == 5
    with pytest.raises(CardError):
        t.excuse([], [C("RE")])


@pred("pipeline.rules.tarots.renonce")
def test_follow_suit_then_trump_else_renonce():
    """tarots.a3 "comme à la Triomphe forcée"; tarots.a5 "vous êtes obligé d'en jeter";
    tarots.a6 and tarots-autre.a6 "qui renonce perd la partie"."""
    hand = [C("3E"), C("5A"), t.FOOL, C("RB")]
    assert t.renonce(hand, [C("RE")], C("RB"))  # has an épée
    assert not t.renonce(hand, [C("RE")], C("3E"))
    assert not t.renonce(hand, [C("RE")], t.FOOL)  # the excuse
    assert t.renonce(hand, [C("RC")], C("RB"))  # void in coupes, must trump
    assert not t.renonce(hand, [C("RC")], C("5A"))
    with pytest.raises(CardError):
        t.renonce(hand, [], C("RC"))


@pred("pipeline.rules.tarots.rigueur")
def test_the_rigueur_takes_the_other_suits():
    """tarots.a5 "les quatorze Cartes … d'épée, on les appelle la rigueur"; "n'ayant point
    de la Carte que l'on vous joue …, vous jetterez de la rigueur, et emporterez"; "la plus
    haute l'emporte"."""
    from pipeline.rules.kernels.cards import trick_winner

    r = t.rigueur()
    assert trick_winner([C("RD"), C("1E")], r) == 1
    assert trick_winner([C("5E"), C("VE")], r) == 1
    assert trick_winner([C("5C"), C("RD")], r) == 0


@pred("pipeline.rules.tarots.fifty_hand_score")
@pred("pipeline.rules.tarots.first_to")
def test_the_game_to_fifty():
    """tarots.a4 "on donne à chacun douze Cartes …, et celui qui a le premier cinquante,
    gagne"; tarots.a6 "à tant et si peu de points que vous voudrez"."""
    assert t.fifty_hand_score([t.FOOL, C("RE")] + [C(f"{n}B") for n in range(1, 11)]) == 9
    assert t.fifty_hand_score([C("RE"), C("2B")]) == 4 - 10
    assert t.first_to([[20, 10], [20, 30], [15, 5]]) == 0
    assert t.first_to([[40, 45], [10, 8]]) == 1  # both at once: the higher
    assert t.first_to([[10, 10]]) is None
    assert t.first_to([[10, 12]], target=12) == 1


@pred("pipeline.rules.tarots.forcee_deal")
def test_five_each_nothing_turned():
    """tarots-autre.a1 "on donne à chacun … cinq cartes, et l'on ne retourne point";
    tarots-autre.p1.1 "en tant et si peu de personnes que l'on veut"."""
    d = t.forcee_deal(6, 3)
    assert [len(h) for h in d.hands] == [5] * 6 and len(d.stock) == 48
    assert len(t.forcee_deal(2, 3).stock) == 68 and len(t.forcee_deal(15, 3).hands) == 15


@pred("pipeline.rules.tarots.lucky_cards")
def test_fool_bateleur_force_mort_before_play():
    """tarots-autre.a2: the fool and the Bateleur, one's stake back; the Force, two stakes;
    the Mort, all; tarots-autre.a3 two or three of them add up."""
    hands = [[t.FOOL], [t.BATELEUR, t.FORCE], [C("RE")], [C("2B")]]
    assert t.lucky_cards(hands, 1) == ([1, 3, 0, 0], 0)
    assert t.lucky_cards([[t.FOOL], [C("RE")], [C("1B")]], 2) == ([2, 0, 0], 4)
    assert t.lucky_cards([[t.FOOL], [t.MORT], [t.FORCE]], 1) == ([0, 3, 0], 0)


def _tricks(winners):
    return [Trick(0, (), w) for w in winners]


@pred("pipeline.rules.tarots.most_tricks")
def test_most_tricks_and_the_primaute():
    """tarots-autre.a4 "plus de levée, gagnera"; a5 "celui qui aura les premières levées
    gagnera"; tarots.a1 "celui qui a le plus de levées, gagne"."""
    assert t.most_tricks(_tricks([0, 1, 1, 0, 1]), 2) == 1
    assert t.most_tricks(_tricks([1, 0, 0, 1, 2]), 3) == 0  # both two; seat 0 had two first
    assert t.most_tricks(_tricks([2, 1, 0, 0, 1]), 3) == 0


@pred("pipeline.rules.tarots.suisses_deal")
def test_swiss_deal_keeps_three_for_the_dealer():
    """suisses.p1.1 "à la réserve de trois Cartes, que celui qui donne les Cartes prend"."""
    hands, rest = t.suisses_deal(1665, dealer=2)
    assert [len(h) for h in hands] == [25, 25, 28] and len(rest) == 3
    assert set(rest) <= set(hands[2])


@pred("pipeline.rules.tarots.suisses_match")
def test_first_to_three_parties():
    """suisses.p1.2 "celui qui gagne le plus tôt ces trois parties, emporte"."""
    assert t.suisses_match([0, 1, 1, 0, 2, 1]) == 1
    assert t.suisses_match([0, 1, 2]) is None


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6), st.integers(1, 13), st.integers(0, 10**6))
def test_every_card_dealt_is_taken_once_and_points_are_kept(players, each, seed):
    """Property: in a whole hand every card dealt ends in exactly one seat's tricks (the
    fool with its owner), and the points taken are the points dealt."""
    r = t.play(players, each, seed)
    cards = [c for s in r.taken for c in s]
    assert len(cards) == len(set(cards)) == players * each
    assert sum(r.points) == sum(t.card_points(c) for c in cards)
    assert r.tricks == each


@pred("pipeline.rules.tarots.deck")
def test_the_swiss_trumps():
    """suisses.p1.5 "ces Triomphe font 21. Cartes" and the list the rule's "SCA VOIR"
    announces (1. Le Basteleur … 11. La Force … 13. La Mort … 21. Le Monde): the deck's
    trumps, ranked by their number."""
    trumps = sorted((c for c in t.deck() if c.suit == t.TRUMP), key=t.ORDER.height)
    assert len(trumps) == 21
    names = [t.trump_name(c) for c in trumps]
    assert (names[0], names[10], names[12], names[20]) == ("Bateleur", "Force", "Mort", "Monde")
    assert t.ORDER.higher(t.MONDE, t.MORT) and t.ORDER.higher(t.FORCE, t.BATELEUR)


@pred("pipeline.rules.tarots.suisses_rencarte")
def test_the_swiss_dealer_puts_back_three_of_his_choice():
    """suisses.p1.1 "celui qui donne les Cartes prend, et rencarte trois autres Cartes,
    telles qu'il lui plaît": he plays twenty-five, none of the three he chose."""
    hands, _ = t.suisses_deal(1665, dealer=0)
    back = hands[0][:3]
    kept = t.suisses_rencarte(hands[0], back)
    assert len(kept) == 25 and not set(back) & set(kept)
    with pytest.raises(CardError):
        t.suisses_rencarte(hands[0], hands[0][:2])
    with pytest.raises(CardError):
        t.suisses_rencarte(hands[0], hands[0][:2] + hands[1][:1])


@pred("pipeline.rules.tarots.excuse")
def test_the_swiss_fool_excuses_too():
    """suisses.p2.1 "Le fou vaut trois, et sert d'excuse comme nous avons dit ci-dessus":
    taken by another, the fool goes back to its owner, who gives a card for it, and its
    three points count for him."""
    owner, taker = t.excuse([C("2B")], [C("RE"), t.FOOL])
    assert sum(t.card_points(c, "suisses") for c in owner) == 3
    assert C("2B") in taker and t.FOOL not in taker


def _linked(rule: str) -> set[str]:
    """The predicates the registry links to ``rule``."""
    from pipeline.rules.registry import predicates

    return {p.name.rsplit(".", 1)[1] for p in predicates() if rule in p.rules}


@pred("pipeline.rules.tarots.suisses_match")
def test_swiss_play_in_three_parties():
    """suisses.p1.1 "… et jouent ce jeu en trois parties": linked to suisses_match besides the
    deal, and the game is not over at two parties won."""
    assert {"suisses_deal", "suisses_rencarte", "suisses_match"} <= _linked("suisses.p1.1")
    assert t.suisses_match([2, 2]) is None
    assert t.suisses_match([2, 0, 2, 1, 2]) == 2


@pred("pipeline.rules.tarots.renonce")
def test_triomphe_forcee_of_five_plays_as_said_before():
    """tarots-autre.p1.1 "Ce jeu se nomme la Triomphe forcée, et se joue comme il a été
    ci-devant dit": linked to renonce (follow, void trump, the fool free), not to the deal
    alone: a void player who does not trump renounces."""
    assert {"forcee_deal", "renonce"} <= _linked("tarots-autre.p1.1")
    hand = [C("RB"), C("3A")]
    assert t.renonce(hand, [C("VE")], C("RB"))
    assert not t.renonce(hand, [C("VE")], C("3A"))
    assert not t.renonce([C("RB"), C("FX")], [C("VE")], C("FX"))


@pred("pipeline.rules.tarots.takes")
def test_tricks_taken_as_at_the_triomphe():
    """tarots.a3 "vous jouerez comme à la Triomphe"; suisses.p1.4 "l'on y joue comme à la
    Triomphe"; tarots.a5 "vous jetterez de la rigueur, et emporterez … et alors la plus haute
    l'emporte": the lowest Triomphe takes a King led, the highest of the suit led takes
    otherwise, the fool never; in the rigueur an épée takes a King of bâtons."""
    for rule in ("tarots.a3", "suisses.p1.4", "tarots.a5", "tarots-autre.p1.1"):
        assert "takes" in _linked(rule)
    assert t.takes([C("RB"), C("1A"), C("DB")]) == 1
    assert t.takes([C("5B"), C("RB"), C("RC")]) == 1
    assert t.takes([C("21A"), C("FX")]) == 0
    assert t.takes([C("FX"), C("2B")]) == 1
    assert t.takes([C("RB"), C("1E")], t.rigueur()) == 1
    assert t.takes([C("RB"), C("1E")]) == 0


@pred("pipeline.rules.tarots.takes")
@settings(max_examples=20, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6))
def test_a_played_hand_takes_its_tricks_by_takes(players, seed):
    """tarots.a3 "vous jouerez comme à la Triomphe": in a hand played out, every trick's
    taker is the one takes names."""
    import random

    rng = random.Random(seed)
    d = t.forcee_deal(players, rng)
    tricks = t.play_tricks(d.hands, 0, t.TRUMPS_RULE, t.random_chooser(rng), True, {t.FOOL})
    for tr in tricks:
        assert (tr.leader + t.takes(tr.cards)) % players == tr.winner
