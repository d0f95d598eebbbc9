"""A whole game of Piquet: the cut, the deal, the exchange, the counting order, the play's
points and the race to a hundred; maison play."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import piquet as pq
from pipeline.rules import play
from pipeline.rules.kernels import cards as k
from pipeline.rules.piquet import play as pp

pred = pytest.mark.predicate
MAISON = [sys.executable, "-m", "pipeline.cli"]


def c(text: str) -> pq.Card:
    return pq.parse_card(text)


@pred("pipeline.rules.piquet.play.valid_cut")
@pred("pipeline.rules.piquet.play.first_dealer")
def test_the_cut_for_the_deal():
    """piquet.p2.1 a cut of more than one card ("pourvu qu'il y en ait plus d'une");
    piquet.p2.2 "celui qui montre la carte de moindre valeur, c'est à lui à donner"."""
    assert not pp.valid_cut(1) and pp.valid_cut(2) and not pp.valid_cut(36)
    assert pp.first_dealer((c("6C"), c("AP"))) == 0
    assert pp.first_dealer((c("RC"), c("7T"))) == 1
    assert pp.first_dealer((c("9C"), c("9P"))) is None


@pred("pipeline.rules.piquet.play.shown_card")
def test_a_card_that_falls_in_the_cut_is_not_regarded():
    """piquet.p2.3: a card that "tombât sur le tapis, l'on n'y doit avoir égard, ains à
    celle qui demeure dans la main avec les autres cartes que l'on a coupé"."""
    lifted = [c("AC"), c("9P"), c("6T")]  # top first: the six is shown
    assert pp.shown_card(lifted) == c("6T")
    assert pp.shown_card(lifted, dropped=(c("6T"),)) == c("9P")
    with pytest.raises(k.CardError):
        pp.shown_card([c("AC")])  # "elle ne se peut couper" (piquet.p2.1)


@pred("pipeline.rules.piquet.play.deal_packets")
def test_packets_of_two_to_four_all_the_same():
    """piquet.p4.1 "plus haut que quatre, et moins que deux … continue par le nombre qu'il a
    commencé"; piquet.p45.1 "même une à une", never above four; piquet.p44.1."""
    assert pp.deal_packets(3) == (3, 3, 3, 3) and pp.deal_packets(4) == (4, 4, 4)
    with pytest.raises(k.CardError):
        pp.deal_packets(1)
    assert pp.deal_packets(1, min_packet=1) == (1,) * 12
    with pytest.raises(k.CardError):
        pp.deal_packets(5, min_packet=1)


@pred("pipeline.rules.piquet.play.may_change_packet")
def test_the_packet_is_changed_only_said_before_the_cut():
    """piquet.p44.1 changing "de nombre par lequel on donne les cartes, en le disant
    auparavant qu'il coupe"; piquet.p45.1 "il est permis de reprendre le même nombre … le
    disant auparavant que l'on coupe … jamais permis de donner un plus haut nombre de
    quatre"."""
    assert pp.may_change_packet(3, 3, said_before_cut=False)
    assert not pp.may_change_packet(3, 2, said_before_cut=False)
    assert pp.may_change_packet(3, 2, said_before_cut=True)
    assert not pp.may_change_packet(3, 5, said_before_cut=True)
    assert not pp.may_change_packet(3, 1, said_before_cut=True)
    assert pp.may_change_packet(3, 1, said_before_cut=True, min_packet=1)


@pred("pipeline.rules.piquet.play.exchange_limits")
def test_the_younger_takes_at_most_what_is_left():
    """piquet.p4.3 the elder "jusqu'à huit"; piquet.p4.4 the younger "le reste, ou si peu
    qu'il voudra"; piquet.p5.1 each must discard at least one card."""
    assert pp.exchange_limits(True) == range(1, 9)
    assert pp.exchange_limits(False, stock_left=4) == range(1, 5)
    assert pp.exchange_limits(False, stock_left=11) == range(1, 12)
    assert 0 not in pp.exchange_limits(False, 7)


@pred("pipeline.rules.piquet.play.may_see_stock")
@pred("pipeline.rules.piquet.play.elder_may_see_rest")
def test_who_may_see_the_cards_not_taken():
    """piquet.p4.4: the elder "s'il en prend moins que huit, il peut voir le reste des huit";
    piquet.p4.5: "s'il ne prend tout le premier, les pourra voir après que l'autre les a
    vues, disant auparavant que les voir, de quelle peinture il désire jouer": the younger
    sees what he leaves, the elder after him, having named the suit he will lead."""
    assert pp.may_see_stock(True, took=5, stock_left=8)
    assert not pp.may_see_stock(True, took=8, stock_left=8)
    assert pp.may_see_stock(False, took=2, stock_left=4)  # no suit to name: he does not lead
    assert not pp.may_see_stock(False, took=4, stock_left=4)  # took all
    assert pp.elder_may_see_rest(2, stock_left=4, suit_named=True)
    assert not pp.elder_may_see_rest(2, stock_left=4, suit_named=False)
    assert not pp.elder_may_see_rest(4, stock_left=4, suit_named=True)
    with pytest.raises(k.CardError):
        pp.may_see_stock(False, took=5, stock_left=4)


@pred("pipeline.rules.piquet.play.trick_points")
def test_points_of_a_trick():
    """piquet.p13.1 a card led of ten or more counts one, "ce n'est que celui qui lève, ou qui
    commence à jeter, qui peut compter"; piquet.p14.1 the taker counts one too, and the last
    trick two if taken with ten or more, one with a nine or below."""
    t = k.Trick(0, (c("RC"), c("AC")), 1)
    assert pp.trick_points(t, last=False) == {0: 1, 1: 1}
    t = k.Trick(0, (c("9C"), c("AP")), 0)  # another suit takes nothing
    assert pp.trick_points(t, last=False) == {0: 0, 1: 0}
    t = k.Trick(1, (c("9C"), c("6C")), 1)
    assert pp.trick_points(t, last=True) == {1: 1, 0: 0}
    t = k.Trick(1, (c("6C"), c("10C")), 0)
    assert pp.trick_points(t, last=True) == {1: 0, 0: 2}


@pred("pipeline.rules.piquet.counting_order")
@pred("pipeline.rules.piquet.race")
def test_blanche_wins_before_the_point_near_the_end():
    """piquet.p16.1: both four or five short, "si l'un à blanche, il a gagné, la ronfle va
    après pour gagner … finalement les dix points de cartes"; piquet.p15.3 "la partie
    s'achève par l'ordre qui est ci-devant dit"."""
    scores = {
        "elder": {"point": 5, "play": 6},
        "younger": {"blanche": 10, "cards": 10},
    }
    events = pq.counting_order(scores)
    assert [e[1] for e in events] == ["blanche", "point", "play", "cards"]
    assert pq.race(events, {"elder": 96, "younger": 95}) == ("younger", 0)
    no_blanche = pq.counting_order({"elder": {"point": 5}, "younger": {"sets": 14}})
    assert pq.race(no_blanche, {"elder": 96, "younger": 95}) == ("elder", 0)
    assert pq.race(no_blanche, {"elder": 0, "younger": 0}) is None


@pred("pipeline.rules.piquet.declare")
def test_repic_counted_in_the_order_of_counting():
    """piquet.p16.1 and piquet.p17.1: the elder's point (5) and sixième and quinte (31) come
    before the younger's four Kings (sets come after sequences): thirty was reached before
    the other counted anything, so it is repic, though the younger counts his sets after."""
    elder = pq.parse_hand("6C 7C 8C 9C 10C VC 6P 7P 8P 9P 10P 6K")
    younger = pq.parse_hand("RC RK RP RT DC DP DT AK AT AC 7K 8T")
    out = pq.declare(elder, younger)
    assert out["elder"]["point"] == 5 and out["elder"]["sequences"] == 31
    assert out["younger"]["sets"] == 20
    assert out["elder"]["repic"] == 60 and out["elder"]["total"] == 96
    assert out["counted"][:2] == [["elder", "point", 5], ["elder", "sequences", 31]]
    # the younger's blanche, counted first, prevents it (piquet.p40.1)
    assert pq.declare(elder, younger, blanches=(False, True))["elder"]["repic"] == 0
    # p18.1's "ayant assemblé tous les points" read over the totals: no repic
    totals = pq.declare(elder, younger, repic_by="totals")
    assert totals["elder"]["repic"] == 0 and totals["elder"]["total"] == 36
    with pytest.raises(ValueError):
        pq.declare(elder, younger, repic_by="first")


@pred("pipeline.rules.piquet.play.next_dealer")
def test_deals_alternate_until_one_reaches_the_number():
    """piquet.p15.2 "celui qui a été le premier, c'est à lui à donner … jusqu'à ce que l'un
    des deux ait atteint le nombre"; piquet.p1.2 "ordinairement cent"."""
    assert pp.next_dealer(0) == 1 and pp.next_dealer(1) == 0
    r = pp.play_game(2, random.Random(7))
    assert r.winner in (0, 1) and r.points[r.winner] >= 100
    assert r.points[1 - r.winner] < 100


@pred("pipeline.rules.piquet.play.next_game_dealer")
def test_a_new_game_is_cut_for_unless_agreed():
    """piquet.p15.2: the game over, "si celui qui a perdu veut jouer encore, l'on coupe, pour
    savoir qui fera le premier", unless agreed at the start "que ce serait comme la main
    finirait": then "continuer alternativement à donner"."""
    assert pp.next_game_dealer(0, alternate_agreed=False) is None
    assert pp.next_game_dealer(0, alternate_agreed=True) == 1


@pred("pipeline.rules.piquet.pic")
def test_the_younger_never_makes_pic_in_play():
    """piquet.p17.1: pic is counted "sans que son compagnon compte ou jette aucune carte";
    the elder leads first, so the younger never makes it (before, 3 deals in 3,000 gave the
    younger pic)."""
    rng = random.Random(1)
    pics = [e for n in range(600) for e in pp.play_deal(n % 2, rng).events if e[1] == "pic"]
    assert pics and all(who == "elder" for who, _, _ in pics)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 1))
def test_a_deal_every_card_once_and_points_as_counted(seed, dealer):
    """Properties of a random legal deal: twelve tricks of two cards, 24 distinct cards played,
    and with the discards and what is left of the stock, the 36 once each; the one who takes a
    trick leads the next; the cards bonus goes to who took more tricks (ten, forty for capot,
    nothing when equal)."""
    score = pp.play_deal(dealer, random.Random(seed))
    played = [x for t in score.tricks for x in t.cards]
    assert len(score.tricks) == 12 and len(set(played)) == 24
    # every card dealt is played, discarded or left in the stock, exactly once
    everything = played + list(score.discards) + list(score.stock_left)
    assert sorted(everything) == sorted(score.dealt) == sorted(pq.DECK)
    for a, b in zip(score.tricks, score.tricks[1:], strict=False):
        assert b.leader == a.winner
    elder_tricks = sum(1 for t in score.tricks if t.winner == 1 - dealer)
    cards = {w: p for w, kind, p in score.events if kind == "cards"}
    assert cards == {
        12: {"elder": 40},
        0: {"younger": 40},
        6: {},
    }.get(elder_tricks, {"elder": 10} if elder_tricks > 6 else {"younger": 10})
    assert all(p > 0 for _, _, p in score.events)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6))
def test_a_game_ends_with_one_winner_at_a_hundred(seed):
    r = pp.play_game(2, random.Random(seed))
    assert r.winner is not None and max(r.points) == r.points[r.winner] >= 100
    assert r.rounds >= 1


def test_play_simulate_and_the_command():
    a = play.simulate("piquet", None, 30, 11)
    assert a == play.simulate("piquet", 2, 30, 11)  # seeded
    assert sum(a["winner_share"].values()) + a["no_winner_share"] == pytest.approx(1, abs=1e-3)
    assert sum(a["ends"].values()) == pytest.approx(1, abs=1e-3)
    with pytest.raises(play.PlayError, match=r"two, the dealer and the other \(piquet.p4.1"):
        play.simulate("piquet", 3, 1, 1)
    with pytest.raises(play.PlayError, match="no playable game"):
        play.simulate("pikett", 2, 1, 1)
    run = subprocess.run(
        [*MAISON, "play", "piquet", "--games", "5", "--seed", "2"], capture_output=True, text=True
    )
    assert run.returncode == 0 and json.loads(run.stdout)["games"] == 5
    run = subprocess.run([*MAISON, "play", "nope"], capture_output=True, text=True)
    assert run.returncode == 1 and "no playable game" in run.stderr


def test_declare_command_counting_order():
    """maison piquet declare: repic in the counting order (piquet.p16.1) by default, over the
    totals with --repic-by totals."""
    args = ["--elder", "6C 7C 8C 9C 10C VC 6P 7P 8P 9P 10P 6K"]
    args += ["--younger", "RC RK RP RT DC DP DT AK AT AC 7K 8T"]
    totals = {}
    for how in ("order", "totals"):
        run = subprocess.run(
            [*MAISON, "piquet", "declare", *args, "--repic-by", how], capture_output=True, text=True
        )
        assert run.returncode == 0, run.stderr
        totals[how] = json.loads(run.stdout)["elder"]["total"]
    assert totals == {"order": 96, "totals": 36}
