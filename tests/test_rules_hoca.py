"""Le Hoca de Catalogne (1665, pp. 236–240): the draw and the payouts, from the articles."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import hoca as h

pred = pytest.mark.predicate
F = Fraction


@pred("pipeline.rules.hoca.table")
@pred("pipeline.rules.hoca.bag")
@pred("pipeline.rules.hoca.bag_verified")
def test_thirty_points_thirty_balls_counted():
    """hoca.a5 "trente points … depuis 1. jusqu'à 30"; hoca.a6 thirty balls with slips 1–30;
    hoca.a8 counted in public: "ni plus ni moins que trente"."""
    assert h.table() == tuple(range(1, 31))
    assert sorted(h.bag()) == list(h.table())
    assert h.bag_verified(h.bag())
    assert not h.bag_verified(h.bag()[:-1])  # one missing
    assert not h.bag_verified([*h.bag(), 7])  # one more, a second 7
    assert not h.bag_verified([*h.bag()[:-1], 7])  # thirty, but 30 replaced by a 7


@pred("pipeline.rules.hoca.payout")
def test_the_odds_of_article_11():
    """hoca.a11: enplein "vingt-sept fois autant"; endeux "la moitié de 27. qui sont 13. &
    demy"; tiers 9, quart 7, sixième 4½, dixième 2½; hoca.a14 "on paye tout ce qui vient sur
    ledit nombre"."""
    for numbers, odds in [({5}, 27), ({5, 6}, F(27, 2)), ({4, 5, 6}, 9)]:
        assert h.payout(h.Bet("Pierre", frozenset(numbers), F(2)), 5) == 2 * F(odds)
    assert h.payout(h.Bet("P", frozenset({1, 2, 3, 4}), F(2)), 3) == 14
    assert h.payout(h.Bet("P", frozenset(range(1, 7)), F(2)), 6) == 9
    assert h.payout(h.Bet("P", frozenset(range(1, 11)), F(2)), 10) == 5
    assert h.payout(h.Bet("P", frozenset(range(1, 11)), F(2)), 11) == 0
    assert h.ODDS[2] == h.ODDS[1] / 2


@pred("pipeline.rules.hoca.payout")
def test_the_odds_include_the_stake():
    """hoca.a11's odds read as the whole sum handed back: the house keeps a tenth on most
    bets; paid on top of the stake, the quart, sixième and dixième would favour the players
    and ruin the bank."""
    assert {n: h.player_return(n) for n in (1, 2, 3, 6)} == dict.fromkeys((1, 2, 3, 6), F(9, 10))
    assert h.player_return(4) == F(14, 15) and h.player_return(10) == F(5, 6)
    assert all(h.player_return(n, stake_included=False) > 1 for n in (4, 6, 10))
    on_top = h.Bet("P", frozenset({7}), F(1))
    assert h.payout(on_top, 7, stake_included=False) == 28 and h.payout(on_top, 7) == 27


@pred("pipeline.rules.hoca.placed")
def test_a_stake_must_lie_on_a_place_of_the_table():
    """hoca.a20 "bien & justement posé dans le jeu"; hoca.a9 "on peut jouer peu ou
    beaucoup"."""
    assert h.placed(frozenset({30}), F(1, 100)) == "enplein"
    assert h.placed(frozenset(range(21, 31)), F(1000)) == "dixième"
    for numbers, stake in [({1, 2, 3, 4, 5}, F(1)), ({31}, F(1)), ({3}, F(0)), (set(), F(1))]:
        with pytest.raises(h.IllegalBet):
            h.placed(frozenset(numbers), stake)


@pred("pipeline.rules.hoca.accepted")
@pred("pipeline.rules.hoca.limited_to_bank")
def test_the_banker_may_refuse_and_owes_only_his_bank():
    """hoca.a10: he may "refuser la mise … si elle luy semble excessive" and owes no more than
    "ce qu'il a devant soy dans sa banque"."""
    assert h.accepted(F(10), None) and h.accepted(F(10), F(10)) and not h.accepted(F(11), F(10))
    owed = {"A": F(270), "B": F(30)}
    assert h.limited_to_bank(owed, F(400)) == owed
    assert h.limited_to_bank(owed, F(150)) == {"A": F(135), "B": F(15)}


@pred("pipeline.rules.hoca.limited_to_bank")
@pred("pipeline.rules.hoca.settle")
def test_an_agreement_before_witnesses_binds_the_banker_beyond_his_bank():
    """hoca.a10 "si ce n'est qu'il intervienne particulière contention et accord entre lui et
    ceux qui jouent en présence de gens": so agreed, the banker owes the whole of what is
    won, though it pass his bank."""
    owed = {"A": F(270), "B": F(30)}
    assert h.limited_to_bank(owed, F(150), agreed_before_witnesses=True) == owed
    bets = [h.Bet("A", frozenset({12}), F(10))]
    assert h.settle(bets, 12, bank=F(50))["A"] == 50  # bank 50 + the stake 10, less 10
    assert h.settle(bets, 12, bank=F(50), agreed_before_witnesses=True)["A"] == 260


@pred("pipeline.rules.hoca.gold_stands")
def test_gold_must_be_announced():
    """hoca.a17: gold not announced "tout haut" is not paid."""
    said = h.Bet("P", frozenset({9}), F(1), gold=True, announced=True)
    unsaid = h.Bet("P", frozenset({9}), F(1), gold=True, announced=False)
    assert h.gold_stands(said) and not h.gold_stands(unsaid)
    assert h.payout(said, 9) == 27 and h.payout(unsaid, 9) == 0


@pred("pipeline.rules.hoca.draw")
def test_one_ball_for_all_drawn_after_the_stakes_uniformly():
    """hoca.a13 one ball "laquelle sert pour tous"; hoca.a16 not before "le jeu ne soit
    achevé"; hoca.a19 the hand opened and shown first. Over 30,000 seeded draws each number
    comes within 15% of its thirtieth."""
    rng = random.Random(1665)
    with pytest.raises(h.VoidCoup):
        h.draw(h.bag(), rng, betting_over=False, hand_shown=True)
    with pytest.raises(h.VoidCoup):
        h.draw(h.bag(), rng, betting_over=True, hand_shown=False)
    counts = Counter(h.draw(h.bag(), rng, True, True) for _ in range(30_000))
    assert set(counts) == set(range(1, 31))
    assert all(850 <= c <= 1150 for c in counts.values()), counts


@pred("pipeline.rules.hoca.restake")
def test_once_the_ball_is_drawn_the_stakes_stand():
    """hoca.a16 "la boule étant une fois tirée, on ne peut ni ne doit altérer ledit jeu, y
    plus mettre ni ôter": before the draw a stake may be laid or taken up; after it, neither."""
    a, b = h.Bet("A", frozenset({3}), F(2)), h.Bet("B", frozenset({4, 5}), F(1))
    assert h.restake((a,), drawn=False, laid=(b,)) == (a, b)
    assert h.restake((a, b), drawn=False, taken_up=(a,)) == (b,)
    with pytest.raises(h.IllegalBet):
        h.restake((a,), drawn=True, laid=(b,))
    with pytest.raises(h.IllegalBet):
        h.restake((a, b), drawn=True, taken_up=(a,))
    with pytest.raises(h.IllegalBet):
        h.restake((a,), drawn=False, taken_up=(b,))  # not on the table
    assert h.restake((a, b), drawn=True) == (a, b)


@pred("pipeline.rules.hoca.drawn_counts")
def test_one_ball_at_a_time():
    """hoca.a18: "qu'vne seule boule à la fois … le jeu ne vaut rien"; fraud bans."""
    assert h.drawn_counts(1) == "good"
    assert h.drawn_counts(2) == "void"
    assert h.drawn_counts(1, hidden=True) == "banned"


@pred("pipeline.rules.hoca.settle")
def test_a_coup_settled():
    """hoca.a7 the banker pays the winners on the spot; hoca.a14 all that lies on the number
    drawn is paid: 27 for 1 en plein, the losing stakes stay with him."""
    bets = [h.Bet("A", frozenset({12}), F(1)), h.Bet("B", frozenset({12, 13}), F(2))]
    bets.append(h.Bet("C", frozenset({1}), F(5)))
    net = h.settle(bets, 12, bank=F(500))
    assert net == {"A": F(26), "B": F(25), "C": F(-5), "banker": F(-46)}


bets_st = st.lists(
    st.builds(
        h.Bet,
        st.sampled_from(["A", "B", "C", "D"]),
        st.sampled_from(sorted(h.ODDS)).flatmap(
            lambda n: st.sets(st.integers(1, 30), min_size=n, max_size=n).map(frozenset)
        ),
        st.integers(1, 50).map(F),
    ),
    max_size=8,
)


@pred("pipeline.rules.hoca.settle")
@pred("pipeline.rules.hoca.limited_to_bank")
@settings(max_examples=100, deadline=None, derandomize=True)
@given(bets_st, st.integers(1, 30), st.integers(0, 2000).map(F))
def test_money_is_conserved_between_banker_and_players(bets, ball, bank):
    """What the players gain the banker loses, and he never pays out more than his bank
    and the coup's stakes (hoca.a7, hoca.a10, hoca.a14)."""
    net = h.settle(bets, ball, bank)
    assert sum(net.values()) == 0
    stakes = sum(b.stake for b in bets)
    handed = sum(net[p] for p in net if p != "banker") + stakes
    assert 0 <= handed <= bank + stakes
    owed = sum(h.payout(b, ball) for b in bets)
    assert handed == min(owed, bank + stakes)


@pred("pipeline.rules.hoca.next_drawer")
def test_the_bag_goes_to_the_right():
    """hoca.a15: "à main droite, chacun à son tour"; one may renounce his turn to the next."""
    assert h.next_drawer(5, 2) == 3 and h.next_drawer(5, 4) == 0
    assert h.next_drawer(5, 2, frozenset({3})) == 4
    with pytest.raises(ValueError):
        h.next_drawer(2, 0, frozenset({0, 1}))


@pred("pipeline.rules.hoca.dispute")
def test_disputed_stake():
    """hoca.a21: "la pluralité des voix"; no one saying, the banker divides the payment."""
    assert h.dispute(["A", "A", "B"], ("A", "B"), F(27)) == {"A": F(27)}
    assert h.dispute([], ("A", "B"), F(27)) == {"A": F(27, 2), "B": F(27, 2)}
    assert h.dispute(["A", "B"], ("A", "B"), F(9)) == {"A": F(9, 2), "B": F(9, 2)}


@pred("pipeline.rules.hoca.may_play")
@pred("pipeline.rules.hoca.is_open")
def test_the_house_rules():
    """hoca.a1 swearers are barred; hoca.a2 open from two in the afternoon, on feasts and
    Sundays "depuis trois heures jusqu'à six"."""
    assert h.may_play(False) and not h.may_play(True)
    assert h.is_open(14, False) and not h.is_open(13.5, False)
    assert not h.is_open(14, True) and h.is_open(15, True) and not h.is_open(18, True)


@pred("pipeline.rules.hoca.draw")
@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.sets(st.integers(1, 30), min_size=1), st.integers(0, 10**6))
def test_the_ball_drawn_is_one_in_the_bag(balls, seed):
    """hoca.a13: the ball drawn is one of those in the bag; the predicate does not change
    the bag (the text does not say the ball stays out; art. 8 counts thirty before play)."""
    bag = sorted(balls)
    ball = h.draw(bag, random.Random(seed), True, True)
    assert ball in balls and bag == sorted(balls)


@pred("pipeline.rules.hoca.settle")
def test_a18_two_balls_drawn_the_coup_is_worth_nothing():
    """hoca.a18 "Le joueur ne peut tirer qu'une seule boule à la fois, et s'il en tirait
    davantage, le jeu ne vaut rien": with two balls drawn the winner on 12 is paid nothing
    and the loser on 3 loses nothing, the banker neither gains nor pays."""
    bets = [h.Bet("A", frozenset({12}), F(2)), h.Bet("B", frozenset({3}), F(5))]
    assert h.settle(bets, 12, bank=F(100))["A"] == 52  # one ball: paid 27 times, less 2
    assert h.settle(bets, 12, bank=F(100), drawn=2) == {"A": 0, "B": 0, "banker": 0}


@pred("pipeline.rules.hoca.banish")
def test_a18_the_cheat_is_banished_and_gives_back_what_he_received():
    """hoca.a18 "s'il en était tiré quelqu'une en cachette, ou avec fraude, celui qui l'aura
    tirée sera banni du jeu, et contraint à la restitution de tout ce qu'il aura reçu": the
    drawer leaves the table and gives the banker back all he was paid."""
    left, back = h.banish(frozenset({"A", "B", "C"}), "B", F(54))
    assert left == {"A", "C"}
    assert back == {"B": -54, "banker": 54}
    with pytest.raises(ValueError):
        h.banish(frozenset({"A"}), "B", F(1))


@pred("pipeline.rules.hoca.is_open")
def test_a2_the_other_reading_closes_during_the_service():
    """hoca.a2 "ouvert tous les jours sur les deux heures de relevée, excepté les fêtes et
    Dimanches, depuis trois heures jusqu'à six, afin de ne point troubler le service Divin":
    read as the hours of the service, a feast day is open at half past two and at seven but
    not at four; the weekday hours are the same under both readings."""
    assert h.is_open(14.5, True, closed_for_service=True)
    assert not h.is_open(16, True, closed_for_service=True)
    assert h.is_open(19, True, closed_for_service=True)
    assert not h.is_open(13, True, closed_for_service=True)
    for hour in (13, 14, 16, 19):
        assert h.is_open(hour, False, closed_for_service=True) == h.is_open(hour, False)
