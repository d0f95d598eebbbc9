"""L'Impériale (1665, pp. 66–69)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import imperiale as i
from pipeline.rules.kernels.cards import Card, CardError, Trick

pred = pytest.mark.predicate


def H(text: str) -> list[Card]:
    return [Card.parse(x) for x in text.split()]


@pred("pipeline.rules.imperiale.deal_hand")
def test_twelve_each_the_last_shown():
    """imperiale.a1 "trois personnes, en donnant à chacun douze cartes, et celui qui donne
    est obligé de montrer la dernière …; trente-six cartes"."""
    hands, turned = i.deal_hand(random.Random(1665), dealer=2)
    assert [len(h) for h in hands] == [12, 12, 12]
    assert len({c for h in hands for c in h}) == 36 and turned == hands[2][-1]


@pred("pipeline.rules.imperiale.deal_hand")
def test_three_players_only():
    """imperiale.a1 "L'on y peut jouer que trois personnes, en donnant à chacun douze
    cartes": two or four are refused, by the deal and by a partie; three get twelve each."""
    for players in (2, 4):
        with pytest.raises(CardError, match="que trois personnes"):
            i.deal_hand(random.Random(1), players=players)
        with pytest.raises(CardError, match="imperiale.a1"):
            i.play(random.Random(1), players)
    hands, _ = i.deal_hand(random.Random(1), players=3)
    assert [len(h) for h in hands] == [12, 12, 12]


@pred("pipeline.rules.imperiale.dealer")
def test_highest_cut_deals():
    """imperiale.a2 "celui qui coupe la plus haute fait"; a3 "la plus haute fait"."""
    assert i.dealer(H("9C AK 10P")) == 1


@pred("pipeline.rules.imperiale.turned_honour")
def test_a_turned_honour_is_four():
    """imperiale.a2 the honours "l'as, le Roi, la Reine, le Valet, le six"; a3 turned,
    "elle lui vaut quatre points"."""
    assert [i.turned_honour(c) for c in H("AC RK DP VT 6C 7C 10K")] == [4] * 5 + [0, 0]


@pred("pipeline.rules.imperiale.imperiales")
def test_the_imperiale():
    """imperiale.a7 "un as, un Roi, une Reine et un Valet, ou bien quatre six"; a3 "une ou
    deux Impériales"."""
    assert i.imperiales(H("AC RC DC VC 7K 8K")) == 1
    assert i.imperiales(H("6C 6K 6P 6T AP RP DP VP")) == 2
    assert i.imperiales(H("AC RC DC VK 6C 6K 6P")) == 0


@pred("pipeline.rules.imperiale.point")
def test_the_point_by_count_then_pips_then_primaute():
    """imperiale.p4.1 "par la quantité de cartes que chacun a de chaque forte" (sorte); "…
    combien les cartes … font de points, l'as vaut onze, le Roi, Reine et Valet, valent
    dix …; celui qui doit jouer le premier gagne de primauté"."""
    assert i.point([H("AC RC DC 7K"), H("6P 7P 8P 9P")], elder=0)[0] == 1
    assert i.point([H("AC RC DC"), H("6P 7P 8P")], elder=1)[0] == 0  # 31 against 21
    assert i.point([H("AC RC 9C"), H("AP RP 9P")], elder=1)[0] == 1  # equal: the elder


@pred("pipeline.rules.imperiale.point")
def test_the_point_is_worth_four():
    """imperiale.a5 "Qui a plus de cartes d'une même carte, vaut quatre, que l'on marquera
    comme il a été dit ci-dessus": the point's four come with its seat, and are marked."""
    seat, points = i.point([H("AC RC DC 7K"), H("6P 7P 8P 9P")], elder=0)
    assert (seat, points) == (1, 4)
    assert i.add(i.Score((0, 0), (0, 20)), seat, points) == i.Score((0, 1), (0, 0))


@pred("pipeline.rules.imperiale.imperiale_points")
def test_impériales_shown_before_the_point_or_worthless():
    """imperiale.a3 "il les doit montrer sur la table avant que compter combien il y a de
    cartes de points, car s'il comptait les points devant les Impériales, les Impériales
    seraient de nulle valeur"; imperiale.p4.1 "s'il arrive que chacun ait une Impériale en la
    main, chacun la compte"."""
    two = H("6C 6K 6P 6T AP RP DP VP")
    assert i.imperiale_points(two) == 48 and i.imperiale_points(two, shown_first=False) == 0
    hands = [H("AC RC DC VC 7K"), H("AK RK DK VK 7C")]
    assert [i.imperiale_points(h) for h in hands] == [24, 24]


@pred("pipeline.rules.imperiale.legal")
def test_must_take_and_trump():
    """imperiale.a13 void, "vous êtes obligé de lever de la couleur de celle qui retourne";
    a10 "L'on est obligé à lever les plus hautes cartes emportées"; a8 the turned suit
    "emporte toutes les autres"."""
    hand = H("7C RC 8P 9K")
    assert set(i.legal(hand, H("DC"), "P")) == {Card.parse("RC")}
    assert set(i.legal(hand, H("AC"), "P")) == set(H("7C RC"))  # cannot take: follow
    assert i.legal(hand, H("AT"), "P") == H("8P")
    assert set(i.legal(hand, [], "P")) == set(hand)


@pred("pipeline.rules.imperiale.renonce")
def test_who_renounces_loses_the_partie():
    """imperiale.a9 "Qui renonce perd la partie": a card the rules forbid (a low cœur on the
    Dame of cœur when one's King would take it, a carreau while void of the trèfle led and
    holding a trump) is a renonce."""
    hand = H("7C RC 8P 9K")
    assert i.renonce(hand, H("DC"), Card.parse("7C"), "P")  # the King takes: must lever
    assert not i.renonce(hand, H("DC"), Card.parse("RC"), "P")
    assert i.renonce(hand, H("AT"), Card.parse("9K"), "P")  # void: must trump
    with pytest.raises(CardError):
        i.renonce(hand, H("AT"), Card.parse("AP"), "P")


@pred("pipeline.rules.imperiale.honours_taken")
def test_queen_taken_by_the_king_is_eight():
    """imperiale.a6 "celui qui aura jeté le Roi gagnera avec quatre autres pour son Roi, qui
    sont huit"."""
    assert i.honours_taken(H("DC RC")) == 8
    assert i.honours_taken(H("7C 9C 8C")) == 0
    assert i.honours_taken(H("6C 10C")) == 4


@pred("pipeline.rules.imperiale.most_tricks")
def test_most_tricks_four():
    """imperiale.a12 "ceux qui en ont le plus marquent quatre points"; imperiale.p4.1
    "celui qui a plus de levées gagne les cartes"."""
    assert i.most_tricks([Trick(0, (), w) for w in (0, 1, 1, 2)], 3) == (1, 4)
    assert i.most_tricks([Trick(0, (), w) for w in (0, 1)], 3) is None


@pred("pipeline.rules.imperiale.add")
def test_the_first_mark_rubs_out_the_others_points():
    """imperiale.a3 "cinq marques, lesquelles valent vingt quatre poinçts chacune"; a11 "il
    effacera les vôtres, quand même vous en auriez vingt"; a4 the turned honour marked too
    soon is "effacés par celui qui aurait l'Impériale"."""
    s = i.Score((0, 0, 0), (20, 4, 0))
    s = i.add(s, 1, 20)
    assert s == i.Score((0, 1, 0), (0, 0, 0))
    dealer_first = i.add(i.add(i.Score((0, 0, 0), (0, 0, 0)), 0, 4), 1, 24)
    assert dealer_first.points[0] == 0 and dealer_first.marks[1] == 1


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6))
def test_a_partie_ends_at_five_marks(seed):
    """Property: a partie of three ends, with a seat at five marks."""
    p = i.play(random.Random(seed))
    assert p.score.marks[p.winner] >= 5 and p.hands >= 1


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6))
def test_every_card_dealt_is_played_once(seed):
    """Property: a hand played by :func:`legal` (imperiale.a8, a10, a13) plays each of the 36
    cards exactly once, in twelve tricks, and the honours scored are four for each of the
    twenty honours (imperiale.a6)."""
    from pipeline.rules.kernels.cards import Trumps, trick_winner

    rng = random.Random(seed)
    hands, turned = i.deal_hand(rng)
    held = [list(h) for h in hands]
    played, leader, honours = [], 1, 0
    while held[leader]:
        trick = []
        seats = [(leader + k) % 3 for k in range(3)]
        for s in seats:
            card = rng.choice(i.legal(held[s], trick, turned.suit))
            held[s].remove(card)
            trick.append(card)
        played += trick
        honours += i.honours_taken(trick)
        leader = seats[trick_winner(trick, Trumps(i.ORDER, suit=turned.suit))]
    assert sorted(played) == sorted(c for h in hands for c in h) and len(set(played)) == 36
    assert honours == 4 * 20


def _linked(rule: str) -> set[str]:
    """The predicates the registry links to ``rule``."""
    from pipeline.rules.registry import predicates

    return {p.name.rsplit(".", 1)[1] for p in predicates() if rule in p.rules}


@pred("pipeline.rules.imperiale.partie_winner")
def test_a3_the_partie_is_five_marks_unless_agreed():
    """imperiale.a3 "ce qui est accordé par les joueurs, mais l'ordinaire est en cinq
    marques": four marks win nothing yet, five win; another number if agreed."""
    assert "partie_winner" in _linked("imperiale.a3")
    assert i.partie_winner(i.Score((4, 3, 0), (20, 0, 0))) is None
    assert i.partie_winner(i.Score((5, 3, 0), (0, 0, 0))) == 0
    assert i.partie_winner(i.Score((4, 3, 6), (0, 0, 0))) == 2
    assert i.partie_winner(i.Score((3, 1, 0), (0, 0, 0)), marks=3) == 0
    with pytest.raises(ValueError):
        i.partie_winner(i.Score((0, 0, 0), (0, 0, 0)), marks=0)


@pred("pipeline.rules.imperiale.partie_winner")
def test_play_ends_at_five_marks_through_partie_winner():
    """imperiale.a3 "l'ordinaire est en cinq marques": a played partie ends when one seat has
    five marks and he is the winner."""
    for seed in range(5):
        p = i.play(random.Random(seed))
        assert i.partie_winner(p.score) == p.winner
        assert p.score.marks[p.winner] >= 5


@pred("pipeline.rules.imperiale.legal")
def test_p4_1_the_cards_played_as_at_the_triomphe():
    """imperiale.p4.1 "et ensuite l'on joue les cartes comme à la triomphe": linked to legal,
    the suit led, else the turned suit (trumps) as at the Triomphe."""
    assert "legal" in _linked("imperiale.p4.1")
    assert i.legal(H("7C 8K"), H("9C"), "P") == H("7C")
    assert i.legal(H("7K 8P"), H("9C"), "P") == H("8P")


@pred("pipeline.rules.imperiale.takes")
def test_a8_the_turned_suit_takes_all_the_others():
    """imperiale.a8 "La couleur de la carte retournée emporte toutes les autres cartes, comme
    à la triomphe": a six of the turned suit takes an Ace of the suit led; without it the
    highest of the suit led takes, and a card of a third suit nothing."""
    assert "takes" in _linked("imperiale.a8")
    assert i.takes(H("AC 6P 7C"), "P") == 1
    assert i.takes(H("9C AK VC"), "P") == 2
    assert i.takes(H("6C RK 7P"), "P") == 2
