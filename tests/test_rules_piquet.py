"""Piquet as printed in 1665: the book's own statements and examples, each citing its rule;
properties over random hands; the command."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import piquet as pq
from pipeline.rules.kernels.cards import CardError
from pipeline.rules.piquet import Card, parse_hand

pred = pytest.mark.predicate
MAISON = [sys.executable, "-m", "pipeline.cli"]


def hand(text: str) -> list[Card]:
    return [pq.parse_card(t) for t in text.split()]


@pred("pipeline.rules.piquet.deck")
def test_thirty_six_cards():
    """piquet.p1.1: twos to fives out, "jouer du reste qui se monte à trente-six"."""
    cards = pq.deck()
    assert len(cards) == 36 == len(set(cards))
    assert min(c.height for c in cards) == pq.RANKS.index("6")


@pred("pipeline.rules.piquet.card_value")
@pred("pipeline.rules.piquet.beats")
def test_values_and_order():
    """piquet.p3.1: "l'As qui vaut onze, tellement qu'il emporte le Roi, le Roi la Dame …
    jusqu'au six, qui est la moindre"; piquet.p13.1: only a higher card of the suit led."""
    assert [
        pq.card_value(pq.parse_card(c)) for c in ("AC", "RC", "DC", "VC", "10C", "9C", "6C")
    ] == [11, 10, 10, 10, 10, 9, 6]
    order = ["AC", "RC", "DC", "VC", "10C", "9C", "8C", "7C", "6C"]
    for high, low in zip(order, order[1:], strict=False):
        assert pq.beats(pq.parse_card(low), pq.parse_card(high))
        assert not pq.beats(pq.parse_card(high), pq.parse_card(low))
    assert not pq.beats(
        pq.parse_card("6C"), pq.parse_card("AP")
    )  # "il ne pourrait emporter ledit six"


@pred("pipeline.rules.piquet.point_value")
def test_the_scale_of_the_point():
    """piquet.p6.1: "trente vallent trois, & quarante vallent quatre … trente-cinq vallent
    autant que quarante … trente-six … trente-neuf, ne vallent pas plus que trente-cinq …
    trente-vn … trente-quatre, ne vallent pas plus que trente"."""
    assert pq.point_value(30) == 3 and pq.point_value(40) == 4
    assert pq.point_value(35) == pq.point_value(40)
    assert {pq.point_value(n) for n in range(36, 40)} == {pq.point_value(35)}
    assert {pq.point_value(n) for n in range(31, 35)} == {pq.point_value(30)}


@pred("pipeline.rules.piquet.compare_points")
@pred("pipeline.rules.piquet.point")
def test_point_only_the_better_scores_and_equal_is_nothing():
    """piquet.p6.1 "si l'autre n'en a autant ou plus, il compte"; piquet.p20.1 equal: nothing."""
    a = hand("AC RC DC VC 10C 9P 8P 7P AP AK AT 6T")  # hearts 51
    b = hand("9C 8C 7C 6C RP DP VP 10P RK DK VK 10K")  # spades 40
    assert pq.point(a) == 51 and pq.point(b) == 40
    assert pq.compare_points(a, b) == (5, 0)
    c = hand("AP RP DP VP 10P 9C 8C 7C AC AK AT 6T")  # spades 51 too
    assert pq.compare_points(a, c) == (0, 0)


@pred("pipeline.rules.piquet.sequence_value")
def test_sequence_values():
    """piquet.p9.1: tierce 3, quarte 4, quinte 15, sixiesme 16 … neufiesme 19."""
    assert [pq.sequence_value(n) for n in range(3, 10)] == [3, 4, 15, 16, 17, 18, 19]


@pred("pipeline.rules.piquet.sequences")
@pred("pipeline.rules.piquet.compare_sequences")
def test_the_better_sequence_annuls_the_other_and_counts_all():
    """piquet.p10.2: "L'vn a vne tierce major, vne tierce de Dame … & l'autre a vne tierce de
    Roy … celuy qui a la tierce major peut compter les autres tierces plus basses"."""
    a = hand("AC RC DC DP VP 10P 6K 8K 7T 9T 7C 9C")  # tierce major, tierce of Queen
    b = hand("RK DK VK 6C 8C 10C 6T 8T 10T 6P 8P 9K")  # tierce of King
    assert pq.sequences(a)[0] == (3, pq.RANKS.index("A"), "C")
    assert pq.compare_sequences(a, b) == (6, 0)


@pred("pipeline.rules.piquet.compare_sequences")
def test_a_sixieme_counts_its_lower_sequences_against_higher_ones():
    """piquet.p11.1: "quiconque a vne sixiesme, peut compter tierce, quarte & quinte, s'il les
    a, encore que l'autre ait tierce, quarte & quinte de plus haute valeur"."""
    a = hand("6C 7C 8C 9C 10C VC 6P 7P 8P 6K 7K 9T")  # sixième to the Jack, tierce of 8
    b = hand("10P VP DP RP AP 9K 10K VK DK 8T AT RT")  # quinte major, quarte to the Queen
    assert pq.compare_sequences(a, b) == (16 + 3, 0)


@pred("pipeline.rules.piquet.sets")
@pred("pipeline.rules.piquet.set_value")
@pred("pipeline.rules.piquet.compare_sets")
def test_sets_the_book_example():
    """piquet.p12.2: "peut-on en auoir des trois As, & compter trois Dames, trois Valets, &
    trois dix … encore que l'autre eut trois Roys"; four of a kind "valent alors quatorze";
    piquet.p12.1: nines and below never count."""
    a = hand("AC AP AK DC DP DK VC VP VK 10C 10P 10K")
    b = hand("RC RP RK 9C 9P 9K 9T 8C 8P 8K 8T 7C")
    assert pq.compare_sets(a, b) == (12, 0)
    assert pq.set_value(4) == 14 and pq.set_value(3) == 3
    assert pq.sets(b) == [(3, pq.RANKS.index("R"))]  # four nines and four eights: nothing


@pred("pipeline.rules.piquet.blanche")
def test_blanche():
    """piquet.p4.1: no figure in the hand, "compte dix points pour icelle"."""
    assert pq.blanche(hand("AC 10C 9C 8C 7C 6C AP 10P 9P 8P 7P 6P")) == 10
    assert pq.blanche(hand("AC 10C 9C 8C 7C 6C AP 10P 9P 8P 7P VP")) == 0


@pred("pipeline.rules.piquet.blanche_discards")
def test_blanche_the_younger_discards_first_and_the_elder_is_bound():
    """piquet.p4.1: the elder with blanche says "je veux écarter un tel nombre de mes cartes
    … écartez premièrement des vôtres", shows it, "mais il est obligé au nombre qu'il a dit
    premièrement"."""
    assert pq.blanche_discards(None, 5) == ("elder", "younger")
    assert pq.blanche_discards(5, 5) == ("younger", "elder")
    with pytest.raises(CardError, match="bound to what he said"):
        pq.blanche_discards(5, 4)


@pred("pipeline.rules.piquet.repic")
@pred("pipeline.rules.piquet.pic")
def test_repic_and_pic():
    """piquet.p17.1: "au lieu de trente, il compte nonante … trente & vn … nonante vn";
    "au lieu de trente il compte soixante, & cela s'appelle Picq"; piquet.p40.1: the other's
    blanche "empesche le Picq & Repicq"."""
    for total in (30, 31, 33):
        assert total + pq.repic(total, 0, False) == 60 + total
    assert pq.repic(29, 0, False) == 0 and pq.repic(30, 1, False) == 0
    assert pq.repic(30, 0, True) == 0
    assert 30 + pq.pic(30, 0, False) == 60 and pq.pic(30, 0, True) == 0


@pred("pipeline.rules.piquet.pic")
def test_no_pic_once_the_other_has_led():
    """piquet.p17.1: pic is thirty reached "jetant de ses cartes, et sans que son compagnon
    compte ou jette aucune carte": once the other has led, sixty is no longer counted;
    piquet.p4.2 the other's blanche "empêche le Picq et Repicq du premier"."""
    assert pq.pic(30, 0, False, other_led=False) == 30
    assert pq.pic(30, 0, False, other_led=True) == 0
    assert pq.pic(34, 0, True, other_led=False) == 0


@pred("pipeline.rules.piquet.lead_point")
@pred("pipeline.rules.piquet.last_trick")
@pred("pipeline.rules.piquet.cards_bonus")
def test_points_in_play():
    """piquet.p13.1 one a card "iusqu'au dix, & du dix en bas ne peut rien compter";
    piquet.p14.1 the last trick two with ten or more, "si c'est vn neuf … vn poinçt", the
    most cards ten, equal nothing; piquet.p19.1 all the cards "il compte quarante"."""
    assert pq.lead_point(pq.parse_card("10C")) == 1 and pq.lead_point(pq.parse_card("9C")) == 0
    assert pq.last_trick(pq.parse_card("VK")) == 2 and pq.last_trick(pq.parse_card("9K")) == 1
    assert pq.cards_bonus(7, 5) == (10, 0) and pq.cards_bonus(6, 6) == (0, 0)
    assert pq.cards_bonus(12, 0) == (40, 0)


@pred("pipeline.rules.piquet.cards_bonus")
def test_equal_cards_count_for_neither():
    """piquet.p20.1 "si tous deux se trouvent avoir également de la ronfle, des séquences, et
    des cartes, nul des deux ne compte lesdites choses qui sont égales": equal tricks, no
    ten for either; cards_bonus is linked to p20.1 for that part."""
    from pipeline.rules.registry import predicates

    assert pq.cards_bonus(6, 6) == (0, 0) and pq.cards_bonus(7, 5) == (10, 0)
    p = next(x for x in predicates() if x.name == "pipeline.rules.piquet.cards_bonus")
    assert "piquet.p20.1" in p.rules


@pred("pipeline.rules.piquet.valid_deal")
@pred("pipeline.rules.piquet.valid_exchange")
@pred("pipeline.rules.piquet.game_over")
def test_deal_exchange_and_game():
    """piquet.p4.1 packets "ne soit plus haut que quatre, & moins que deux"; piquet.p45.1
    "iamais permis de donner vn plus haut nombre de quatre"; piquet.p4.3 the elder takes
    "iusqu'à huit, & non dauantage", having discarded as many (piquet.p4.2 "pareil nombre
    qu'il a écarté"); piquet.p1.2 "ordinairement cent"."""
    assert [pq.valid_deal(k) for k in (1, 2, 3, 4, 5)] == [False, True, True, True, False]
    assert pq.valid_exchange(True, 8, 8) and not pq.valid_exchange(True, 9, 9)
    assert not pq.valid_exchange(True, 3, 4) and not pq.valid_exchange(True, 0, 0)
    assert pq.valid_exchange(False, 4, 4, stock_left=4) and not pq.valid_exchange(
        False, 5, 5, stock_left=4
    )
    assert pq.game_over((99, 50)) is None and pq.game_over((101, 50)) == 0


@pred("pipeline.rules.piquet.valid_deal")
def test_one_by_one_is_allowed_by_p45_1():
    """piquet.p45.1: the dealer may change "en donnant par deux ou par quatre, même une à
    une"; p4.1 says "moins que deux": min_packet=1 plays p45.1."""
    assert pq.valid_deal(1, min_packet=1) and not pq.valid_deal(1)
    assert not pq.valid_deal(5, min_packet=1)


@pred("pipeline.rules.piquet.game_over")
def test_both_past_the_number_is_decided_by_the_order_of_counting():
    """piquet.p1.3: "celuy qui premier arriue audit nombre gagne"; piquet.p15.3 "la partie
    s'achève par l'ordre qui est ci-devant dit": the higher score does not decide."""
    with pytest.raises(ValueError, match="counting order"):
        pq.game_over((104, 101))


@pred("pipeline.rules.piquet.declare")
def test_declare_a_whole_hand():
    """piquet.p6.1 … p18.1: quinte major and tierce (18), four Aces (14), point of 51 (5):
    37 before a card is played, the other at nothing: repic (+60)."""
    out = pq.declare(
        parse_hand("AC RC DC VC 10C 9P 8P 7P AP AK AT 6T"),
        parse_hand("9C 8C 7C 6C RP DP VP 10P RK DK VK 10K"),
    )
    assert {
        k: out["elder"][k]
        for k in ("blanche", "point", "sequences", "sets", "pic", "repic", "total")
    } == {
        "blanche": 0,
        "point": 5,
        "sequences": 18,
        "sets": 14,
        "pic": 0,
        "repic": 60,
        "total": 97,
    }
    assert out["younger"]["total"] == 0 and "piquet.p17.1" in out["elder"]["rules"]


def _swap_suits(cards: list[Card], perm: dict[str, str]) -> list[Card]:
    return [Card(c.rank, perm[c.suit]) for c in cards]


hands = st.permutations(pq.deck()).map(lambda cs: (cs[:12], cs[12:24]))


@pred("pipeline.rules.piquet.declare")
@pred("pipeline.rules.piquet.point")
@settings(max_examples=300, deadline=None)
@given(hands, st.permutations(pq.SUITS))
def test_declarations_properties(pair, suits):
    """Properties: a point never exceeds what the cards allow; declarations do not depend on
    which suit is which; exactly one side (or none) scores the point, sequences and sets."""
    a, b = pair
    assert pq.point(a) <= sum(pq.card_value(c) for c in a) and pq.point(a) <= 81
    out = pq.declare(a, b)
    perm = dict(zip(pq.SUITS, suits, strict=True))
    assert pq.declare(_swap_suits(a, perm), _swap_suits(b, perm)) == out
    for field in ("point", "sequences", "sets"):
        assert out["elder"][field] == 0 or out["younger"][field] == 0


def test_declare_command_and_bad_hands():
    run = subprocess.run(
        [
            *MAISON,
            "piquet",
            "declare",
            "--elder",
            "AC RC DC VC 10C 9P 8P 7P AP AK AT 6T",
            "--younger",
            "9C 8C 7C 6C RP DP VP 10P RK DK VK 10K",
        ],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0 and json.loads(run.stdout)["elder"]["total"] == 97
    for elder, message in (
        ("AC RC", "2 cards, not 12"),
        ("AC RC DC VC 10C 9P 8P 7P AP AK AT 5T", "'5T' is not a card"),
        ("AC AC DC VC 10C 9P 8P 7P AP AK AT 6T", "the same card twice: AC"),
        ("9C RC DC VC 10C 9P 8P 7P AP AK AT 6T", "both hands hold 9C"),
    ):
        run = subprocess.run(
            [
                *MAISON,
                "piquet",
                "declare",
                "--elder",
                elder,
                "--younger",
                "9C 8C 7C 6C RP DP VP 10P RK DK VK 10K",
            ],
            capture_output=True,
            text=True,
        )
        assert run.returncode == 1 and message in run.stderr and "Traceback" not in run.stderr
