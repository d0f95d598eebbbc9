"""The card kernel: cards round-trip, decks, orders, deals, tricks and combinations; the
invariants every card game built on it keeps (every card dealt is played once)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import piquet as pq
from pipeline.rules import quadrille as q
from pipeline.rules.kernels import cards as k

ORDER = k.RankOrder(("6", "7", "8", "9", "10", "V", "D", "R", "A"))
PLAIN = k.Trumps(ORDER)


def cs(text: str) -> list[k.Card]:
    return [k.Card.parse(t) for t in text.split()]


def test_cards_round_trip_and_errors():
    for text in ("VC", "10P", "AT", "6K"):
        card = k.Card.parse(text)
        assert str(card) == text and k.Card.parse(str(card)) == card
        assert repr(card) == f"Card.parse({text!r})"
    assert k.Card.parse(" vc ") == k.Card("V", "C")
    with pytest.raises(k.CardError, match="'X' is not a card"):
        k.Card.parse("X")
    with pytest.raises(k.CardError, match="not a card of the Piquet pack"):
        k.Card.parse("5T", pq.DECK)
    assert repr(pq.parse_card("VC")) == "Card.parse('VC')"  # piquet's own card type


def test_decks_as_each_game_defines_them():
    assert len(pq.DECK) == 36 and len(q.DECK) == 40
    assert len(k.Deck.build("32", ("7", "8", "9", "10", "V", "D", "R", "A"))) == 32
    full = k.Deck.build("52", ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"))
    assert len(full) == 52
    trumps = [k.Card(str(n), "A") for n in range(1, 22)] + [k.Card("F", "X")]
    tarot = k.Deck.build(
        "78", ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "C", "D", "R"), extra=trumps
    )
    assert len(tarot) == 78 and k.Card.parse("FX", tarot) in tarot
    with pytest.raises(k.CardError, match="the same card twice"):
        k.Deck.build("bad", ("A",), extra=[k.Card("A", "C")])
    with pytest.raises(k.CardError, match="the same card twice: AC"):
        pq.DECK.parse_hand("AC AC")
    with pytest.raises(k.CardError, match="2 cards, not 12"):
        pq.DECK.parse_hand("AC RC", 12)


def test_rank_orders_and_tricks():
    assert ORDER.higher(k.Card.parse("AC"), k.Card.parse("RC"))
    # only the suit led takes, unless a trump is played
    assert k.trick_winner(cs("6C AP 7C"), PLAIN) == 2
    trump_p = k.Trumps(ORDER, suit="P")
    assert k.trick_winner(cs("AC 6P 7C"), trump_p) == 1
    assert k.trick_winner(cs("AC 6P 7P"), trump_p) == 2
    reds = k.RankOrder(("2", "3"), by_suit={"C": ("3", "2")}, top=(k.Card("A", "P"),))
    assert reds.higher(k.Card.parse("2C"), k.Card.parse("3C"))
    assert reds.higher(k.Card.parse("3K"), k.Card.parse("2K"))
    assert reds.height(k.Card.parse("AP")) > reds.height(k.Card.parse("3P"))
    always = k.Trumps(reds, suit="C", always=frozenset({k.Card("A", "P")}))
    assert always.is_trump(k.Card("A", "P")) and k.trick_winner(cs("2C AP"), always) == 1
    fool = k.Card("F", "X")
    excuse = k.Trumps(ORDER, never_wins=frozenset({fool}))
    assert k.trick_winner([fool, *cs("6C 7C")], excuse) == 2
    with pytest.raises(k.CardError):
        k.trick_winner([], PLAIN)


def test_following_suit_and_trumping():
    hand = cs("6C AC 7P 9T")
    assert k.legal_plays(hand, [], PLAIN) == hand
    assert k.legal_plays(hand, cs("RC"), PLAIN) == cs("6C AC")
    assert k.legal_plays(hand, cs("RK"), PLAIN) == hand  # void: anything
    trump_p = k.Trumps(ORDER, suit="P")
    assert k.legal_plays(hand, cs("RK"), trump_p, must_trump=True) == cs("7P")
    fool = k.Card("F", "X")
    assert k.legal_plays([*cs("6C"), fool], cs("RC"), PLAIN, excuses=frozenset({fool})) == [
        *cs("6C"),
        fool,
    ]


def test_deals_by_packets_and_one_by_one():
    cards = list(pq.DECK)
    d = k.deal(cards, 2, k.packets_for(12, 3))
    assert [len(h) for h in d.hands] == [12, 12] and len(d.stock) == 12
    assert d.hands[0][:3] == tuple(cards[:3]) and d.hands[1][:3] == tuple(cards[3:6])
    one = k.deal(cards, 3, (1,) * 5)
    assert one.hands[0][:2] == (cards[0], cards[3])
    right = k.deal(cards, 4, (1,), first=0, direction=-1)
    assert right.hands[3] == (cards[1],)
    with pytest.raises(k.CardError):
        k.packets_for(12, 5)
    with pytest.raises(k.CardError, match="cards to deal"):
        k.deal(cards, 4, (10,))
    assert k.seeded_deal(pq.DECK, 2, (4, 4, 4), 7) == k.seeded_deal(pq.DECK, 2, (4, 4, 4), 7)


def test_combinations():
    hand = cs("6C 7C 8C 9C RC AP RP DP AK AT VK 10K")
    assert k.sequences(hand, ORDER) == [(4, ORDER.ranks.index("9"), "C"), (3, 8, "P")]
    assert k.sets(hand, ORDER, min_count=3) == [(3, ORDER.ranks.index("A"))]
    assert k.sets(hand, ORDER, ranks=("R",), min_count=2) == [(2, ORDER.ranks.index("R"))]
    assert k.best_suit_points(hand, pq.card_value) == 6 + 7 + 8 + 9 + 10


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4), st.sampled_from([None, "C", "P"]))
def test_every_card_dealt_is_played_once(seed, players, trump):
    """Property: in a hand played out by random legal plays, each card dealt goes to exactly
    one trick, every trick has one card per player, and its taker leads the next."""
    rng = random.Random(seed)
    hand = 36 // players
    d = k.seeded_deal(pq.DECK, players, (1,) * hand, rng)
    rules = k.Trumps(ORDER, suit=trump)
    tricks = k.play_tricks(d.hands, 0, rules, k.random_chooser(rng))
    played = [c for t in tricks for c in t.cards]
    assert sorted(played) == sorted(c for h in d.hands for c in h)
    assert len(tricks) == hand and all(len(t.cards) == players for t in tricks)
    for a, b in zip(tricks, tricks[1:], strict=False):
        assert b.leader == a.winner


def test_quadrille_deals_to_the_right_by_three_three_four():
    d = q.seeded_deal(dealer=0, seed=1665)
    assert [len(h) for h in d.hands] == [10, 10, 10, 10] and d.stock == ()
    assert sorted(d.all_cards()) == sorted(q.DECK)
    shuffled = q.DECK.shuffled(random.Random(1665))
    assert d.hands[3][:3] == tuple(shuffled[:3])  # the dealer's right (seat 3) first
    assert d.hands[2][:3] == tuple(shuffled[3:6]) and d.hands[0][:3] == tuple(shuffled[9:12])
    with pytest.raises(k.CardError):
        q.seeded_deal(0, 1, packets=(5, 5))
