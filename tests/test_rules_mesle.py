"""L'Ambigu ou le Meslé (1665, pp. 47–59): the hands and the coup."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import mesle as m
from pipeline.rules.kernels.cards import Card, CardError
from pipeline.rules.mesle import coup as mc

pred = pytest.mark.predicate


def H(text: str) -> list[Card]:
    return [Card.parse(x) for x in text.split()]


@pred("pipeline.rules.mesle.deck")
@pred("pipeline.rules.mesle.value")
def test_forty_cards_ace_one():
    """mesle.p4.1 "On ôte toutes les figures … l'as pour un, le deux pour deux"."""
    d = m.deck()
    assert len(d) == 40 and not any(c.is_figure for c in d)
    assert [m.value(Card.parse(x)) for x in ("AC", "2K", "10T")] == [1, 2, 10]


@pred("pipeline.rules.mesle.valid_table")
def test_two_to_six_four_cards():
    """mesle.p3.1 "deux jusqu'à six joueurs"; mesle.p2.1 "quatre cartes pour chaque
    joueur"."""
    assert m.valid_table(2) and m.valid_table(6) and not m.valid_table(7)
    assert m.valid_table(3, H("AC 2C 3C 4C")) and not m.valid_table(3, H("AC 2C"))


@pred("pipeline.rules.mesle.jeu")
def test_the_jeux_and_their_marks():
    """mesle.a1 point one mark; a2 prime two, "si elle passe trente … trois"; a3 séquence
    "comme 5. 6. 7." three; a4 tricon four; a5 flux five; a6 "trois as et un deux d'autre
    figure" 4 + 2; a7 flux and séquence eight; a8 fredon "quatre dix" 8 + 3."""
    cases = {
        "9C 8C 2P 3K": ("point", 1),
        "AC 2K 3P 4T": ("prime", 2),
        "10C 9K 8P 7T": ("prime", 3),
        "5C 6C 7C 9K": ("séquence", 3),
        "4C 4K 4P 9C": ("tricon", 4),
        "9C 10C 2C 4C": ("flux", 5),
        "AC AK AP 2T": ("tricon et prime", 6),
        "2C 3C 4C 9C": ("flux et séquence", 8),
        "10C 10K 10P 10T": ("fredon", 11),
        "6C 6K 6P 6T": ("fredon", 10),
    }
    for hand, (name, marks) in cases.items():
        j = m.jeu(H(hand))
        assert (j.name, j.marks) == (name, marks), hand
    with pytest.raises(CardError):
        m.jeu(H("AC 2C 3C"))


@pred("pipeline.rules.mesle.jeu")
@pred("pipeline.rules.mesle.winner")
def test_what_takes_what():
    """Each jeu "emporte" those below (a2–a8, p23.1 the doubles take the simples); a1 "un
    dix tout seul d'une peinture n'emporte point un cinq, et un quatre de même figure"; a7
    four in séquence take three "quand il serait plus grand en points"; a8 "celui d'as est
    le moindre"."""
    ladder = [
        "9C 8C 2P 3K", "AC 2K 3P 4T", "5C 6C 7C 9K", "4C 4K 4P 9C",
        "9C 10C 2C 4C", "AC AK AP 2T", "2C 3C 4C 9C", "AC AK AP AT",
    ]  # fmt: skip
    for low, high in zip(ladder, ladder[1:], strict=False):
        assert m.winner([H(low), H(high)]) == 1, (low, high)
        assert m.winner([H(high), H(low)]) == 0
    assert m.winner([H("10P 5C 4C 2K"), H("6C 3C 2P 9K")]) == 0  # the lone 10 counts nothing
    assert m.winner([H("10P 2K 5C 4C"), H("AP 3K 6T 10T")]) == 1  # 16 beats 9
    assert m.winner([H("8C 9C 10C 2C"), H("2K 3K 4K 5K")]) == 1  # four in séquence, 14 < 29
    assert m.winner([H("AC AK AP AT"), H("2C 2K 2P 2T")]) == 1


@pred("pipeline.rules.mesle.winner")
def test_equal_jeux_the_first_and_four_five_against_two_seven():
    """mesle.p27.1 "Entre jeux égaux, le premier en cartes l'emporte, si ce n'est au point
    ou deux cartes de séquence, comme quatre et cinq emportent deux et sept, ou bien six et
    trois, quoique tous ne valent que neuf"."""
    assert m.winner([H("2C 7C AP 3K"), H("4K 5K AC 3T")]) == 1
    assert m.winner([H("6C 3C AP 2K"), H("4K 5K AC 3T")]) == 1
    assert m.winner([H("4K 5K AC 3T"), H("4C 5C AP 3P")]) == 0  # the same: the first
    assert m.winner([H("AC 2K 3P 4T"), H("AK 2P 3T 4C")]) == 0


@pred("pipeline.rules.mesle.paid")
def test_every_player_gives_the_marks():
    """mesle.a1 "chaque joueur donne une marque"; mesle.a2 the prime "vaut deux marques"."""
    assert m.paid([H("9C 8C 2P 3K"), H("AC 2K 3P 4T"), H("5C 3C 2P 7K")]) == [-2, 4, -2]


@pred("pipeline.rules.mesle.coup.cave")
@pred("pipeline.rules.mesle.coup.may_leave")
def test_cave_and_leaving():
    """mesle.p5.1 "autant les uns que les autres"; mesle.p6.1 the time agreed; mesle.p6.1
    "il n'est pas permis de s'en aller à ceux qui gagnent, que du consentement de tous, mais
    bien à ceux qui ont perdu ce qu'ils ont cavé"."""
    assert mc.cave(4, 30) == [30] * 4
    assert not mc.may_leave(45, time_up=False)
    assert mc.may_leave(45, time_up=False, all_consent=True)
    assert mc.may_leave(0, time_up=False) and mc.may_leave(45, time_up=True)
    assert not mc.may_leave(12, time_up=False)


@pred("pipeline.rules.mesle.coup.dealer")
def test_the_finest_of_the_named_suit_deals():
    """mesle.p7.1 "qui aura la plus belle de telle ou de telle couleur"."""
    assert mc.dealer(H("9C 3K 10K AP"), "K") == 2
    assert mc.dealer(H("9C 3K"), "T") is None


@pred("pipeline.rules.mesle.coup.serve")
@pred("pipeline.rules.mesle.coup.discard")
def test_two_by_one_then_discards_then_two_more():
    """mesle.p8.1 "une carte à chaque joueur à la ronde, et puis encore une autre … chacun
    écartera … une carte, ou toutes deux"; mesle.p14.1 the last discard."""
    cards = list(m.deck())
    d = mc.serve(cards, 3)
    assert d.hands[0] == (cards[0], cards[3]) and len(d.stock) == 34
    hand, stock = mc.discard(d.hands[0], [cards[0]], d.stock)
    assert hand == [cards[3], cards[6]] and len(stock) == 33
    d2 = mc.serve(stock, 3)
    assert all(len(h) == 2 for h in d2.hands)
    with pytest.raises(CardError):
        mc.discard(hand, [cards[0]], stock)


@pred("pipeline.rules.mesle.coup.serve_after_battez")
def test_after_battez_shuffle_and_cut_the_stock_only():
    """mesle.p11.1 "celui qui a les cartes après avoir battu et fait couper ce qu'il a dans
    la main seulement, sans reprendre les escars, en donnera à chaque joueur encore deux,
    l'un après l'autre comme au commencement, pour en avoir chacun quatre"."""
    cards = list(m.deck())
    stock, escars = cards[:20], cards[20:]
    orders = set()
    for seed in range(20):
        d = mc.serve_after_battez(stock, 3, random.Random(seed))
        served = [c for h in d.hands for c in h]
        assert all(len(h) == 2 for h in d.hands) and len(d.stock) == 14
        assert sorted(served + list(d.stock)) == sorted(stock)  # his hand only
        assert not set(served) & set(escars)  # the escars are not taken up
        orders.add(tuple(served + list(d.stock)))
    assert len(orders) > 1 and tuple(stock) not in orders  # shuffled and cut
    with pytest.raises(CardError):
        mc.serve_after_battez(stock[:5], 3, random.Random(0))


@pred("pipeline.rules.mesle.coup.battez")
def test_battez_puts_one_or_two():
    """mesle.p10.1 "il mettra une ou deux marques à l'assiette, selon que l'on en sera
    convenu"."""
    assert mc.battez(1) == 1 and mc.battez(2, agreed=2) == 2
    with pytest.raises(ValueError):
        mc.battez(2, agreed=1)


@pred("pipeline.rules.mesle.coup.vade")
def test_all_pass_vade_taken_or_held():
    """mesle.p12.1 all pass: the dealer "mettra deux marques"; mesle.p13.1 a vade no one
    holds: "prendra la batterie, et deux que lui donnera le dernier, si ce n'est lui-même";
    mesle.p14.1 held: the holders discard once more."""
    assert mc.vade(["passe"] * 4, dealer=3) == mc.Vade("garde", None, 2)
    assert mc.vade(["passe", "vade", "quitte", "quitte"], 3) == mc.Vade("prend", 1, 2)
    assert mc.vade(["quitte", "quitte", "quitte", "vade"], 3) == mc.Vade("prend", 3, 0)
    assert mc.vade(["vade", "tiens", "quitte", "quitte"], 3).outcome == "tenue"


@pred("pipeline.rules.mesle.coup.envi")
def test_envi_taken_held_or_left():
    """mesle.p15.1 all pass, "tout ce qui était en Vade demeurera pour le coup d'après";
    mesle.p16.1 "s'ils quittent il prendra tout"; mesle.p17.1 "chacun des tenants montrera
    son jeu"."""
    assert mc.envi(["passe", "passe"]) == mc.Envi("reste")
    assert mc.envi(["passe", "envi", "quitte"]) == mc.Envi("prend", 1)
    assert mc.envi(["envi", "tiens", "quitte"]).outcome == "montre"
    assert mc.envi(["envi", "renvi"]).outcome == "montre"


@pred("pipeline.rules.mesle.coup.may_renvi")
def test_the_envier_renvies_only_after_another():
    """mesle.p28.1 "n'est pas reçu à renvier par-dessus les autres qui l'ont tenu; … auquel
    reny ledit premier est aussi reçu"."""
    assert not mc.may_renvi(2, envier=2, renvied=False)
    assert mc.may_renvi(2, envier=2, renvied=True) and mc.may_renvi(1, envier=2, renvied=False)


@pred("pipeline.rules.mesle.coup.envi_allowed")
def test_envis_within_the_agreed_limit():
    """mesle.p29.1 "On peut régler lesdits envis de commun accord si l'on veut": with no limit
    agreed any envi goes; with one, no envi above it."""
    assert mc.envi_allowed(50) and mc.envi_allowed(1)
    assert mc.envi_allowed(10, agreed_limit=10) and not mc.envi_allowed(11, agreed_limit=10)
    with pytest.raises(ValueError):
        mc.envi_allowed(0)
    with pytest.raises(ValueError):
        mc.envi_allowed(3, agreed_limit=0)


@given(st.integers(1, 200), st.integers(1, 200))
@settings(max_examples=50, deadline=None)
@pred("pipeline.rules.mesle.coup.envi_allowed")
def test_a_limit_only_forbids_what_is_above_it(amount, limit):
    """mesle.p29.1: an agreed limit never forbids an envi the limit allows, and never allows
    one above it."""
    assert mc.envi_allowed(amount, limit) == (amount <= limit)


@pred("pipeline.rules.mesle.coup.settle")
def test_table_stakes_and_the_marks_paid_anyway():
    """mesle.p30.1 "chacun ne peut perdre ni gagner, que ce qui a de reste devant soi";
    mesle.p34.1 "Encore que l'on n'ait point de reste devant soi … on ne laisse pas de payer
    le courant du jeu"; mesle.p17.1 "tous payeront en outre ce qu'il aura de jeu"."""
    assert mc.settle([20, 5, 30], [10, 10, 10], winner=0, marks=2) == [39, -2, 18]
    assert mc.settle([4, 30], [20, 20], winner=0, marks=1) == [9, 25]


@pred("pipeline.rules.mesle.coup.may_claim")
@pred("pipeline.rules.mesle.coup.may_add_money")
def test_claims_and_money():
    """mesle.p32.1 "jusqu'à ce que l'on ait coupé pour le jeu suivant"; mesle.p33.1 "après
    avoir vu sa troisième carte"."""
    assert mc.may_claim(False) and not mc.may_claim(True)
    assert mc.may_add_money(2) and not mc.may_add_money(3)


@pred("pipeline.rules.mesle.coup.shuffle_before")
@pred("pipeline.rules.mesle.coup.restock")
def test_shuffle_only_at_the_vades_and_reuse_discards():
    """mesle.p35.1 "Toutes les fois qu'on passe, il faut donner les cartes sans battre …
    on prend celles qui ont été écartées"; mesle.p36.1 "il pourra séparer le sien"."""
    assert not mc.shuffle_before("passe") and mc.shuffle_before("vade")
    assert mc.shuffle_before("court")
    with pytest.raises(ValueError):
        mc.shuffle_before("renvi")
    new = mc.restock(H("AC"), [H("2C 3C"), H("4C")], keep_apart=[1], rng=random.Random(1))
    assert new[0] == Card.parse("AC") and sorted(new[1:]) == sorted(H("2C 3C"))


@pred("pipeline.rules.mesle.coup.false_claim")
def test_a_false_claim_costs_nothing_and_wins_over_mixed_cards():
    """mesle.p37.1 "Si quelqu'un accuse son jeu à faux …, il ne perd rien pour cela, c'est
    pourquoi les autres ne doivent pas brouiller leurs cartes qu'ils ne l'aient vu, et s'ils
    les avaient icctées [jetées] ou mêlées avec les écarts, celui qui aurait accusé faux, ne
    laisse pas de gagner en montrant son jeu"."""
    claimant, flux = H("9C 8C 2P 3K"), H("9K 10K 2K 4K")  # a point, against a flux
    assert mc.false_claim([claimant, flux], claimant=0, mixed=[]) == 1  # his cards as they are
    assert mc.false_claim([claimant, flux], claimant=0, mixed=[1]) == 0  # the flux mixed
    prime = H("AC 2K 3P 4T")
    assert mc.false_claim([flux, claimant, prime], claimant=1, mixed=[0]) == 2


@pred("pipeline.rules.mesle.coup.miscounted")
def test_too_many_or_too_few_cards_lose_the_coup():
    """mesle.p38.1 "Quiconques a plus ou moins de cartes qu'il ne faut, soit sur les
    premières, soit après l'écart, perd le coup et l'argent qu'il avait tenu; … et celui qui
    donne les cartes n'en porte point la peine, si ce n'est de celles qu'il se donne à
    lui-même": the dealer (last seat) served one three cards, that one loses, not he."""
    hands = [H("AC 2C"), H("3C 4C 5C"), H("6C 7C")]
    assert mc.miscounted(hands, due=2) == [1]
    assert mc.miscounted([H("AC 2C 3C 4C"), H("5C 6C 7C")], due=4) == [1]
    with pytest.raises(ValueError):
        mc.miscounted(hands, due=3)


@pred("pipeline.rules.mesle.coup.contenders")
def test_who_has_a_card_too_many_loses_the_coup_and_his_money():
    """mesle.p38.1 "Quiconques a plus ou moins de cartes qu'il ne faut, soit sur les
    premières, soit après l'écart, perd le coup et l'argent qu'il avait tenu; … celui qui
    donne les cartes n'en porte point la peine": of three who held, the one with five cards
    (a flux in them) is out and the best of the others wins; the dealer (last) who served him
    is not; all wrong, none may win and the money stays on the table."""
    flux_of_five = H("AC 2C 3C 4C 6K")
    prime, point = H("AC 2K 3P 4T"), H("5C 6C 7K 8P")
    hands = [point, flux_of_five, prime]
    assert mc.contenders(hands, 4, [0, 1, 2]) == [0, 2]
    still = mc.contenders(hands, 4, [0, 1, 2])
    assert still[m.winner([hands[k] for k in still])] == 2  # the prime, not the five cards
    assert mc.contenders(hands, 4, [1]) == []
    assert mc.contenders([H("AC"), H("2C 3C")], 2, [0, 1]) == [1]  # "sur les premières"


@pred("pipeline.rules.mesle.coup.contenders")
def test_a_sitting_with_cards_served_wrong():
    """mesle.p38.1 in play: the dealer serves one seat a card too many every coup; a coup
    whose only holders are found with the wrong count ends with no winner, what they held
    left on the table (p38.1 "perd le coup et l'argent qu'il avait tenu"), and no jeton is
    made or lost."""
    from pipeline.rules.mesle import play as mesle_play

    ends = []
    for seed in range(120):
        t = mesle_play._Table([30] * 4)
        end = mesle_play.coup(t, [1, 2, 3, 0], 0, random.Random(seed), misdeal=1.0)
        ends.append(end)
        assert sum(t.stacks) + t.pot == 120
        if end == "miscount":
            assert t.pot > 0
    assert "miscount" in ends and "shown" in ends


@pred("pipeline.rules.mesle.coup.serve_turned")
def test_a_card_found_turned_goes_under():
    """mesle.p39.1, a card turned in dealing: "on la met dessous, mais si elle se tourne par
    hasard, celui à qui elle va la doit prendre"."""
    stock = H("AC 2K 3P 4T")
    assert mc.serve_turned(stock, by_chance=False) == (Card.parse("2K"), H("3P 4T AC"))
    assert mc.serve_turned(stock, by_chance=True) == (Card.parse("AC"), H("2K 3P 4T"))
    with pytest.raises(CardError):
        mc.serve_turned(H("AC"), by_chance=False)


@pred("pipeline.rules.mesle.coup.dealer_fault")
def test_a_dealer_who_fails_puts_four_and_loses_his_coup():
    """mesle.p40.1 "Si celui qui donne les cartes manque à les battre et faire couper …, il
    mettra quatre marques au jeu, et perdra son coup, sans que cela préjudicie aux autres,
    qui ne laisseront pas d'achever leurs envis et le coup"."""
    stacks, pot, live = mc.dealer_fault([30, 30, 2], pot=5, dealer=2)
    assert stacks == [30, 30, -2] and pot == 9 and live == [0, 1]
    assert sum(stacks) + pot == 30 + 30 + 2 + 5


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 6))
def test_every_hand_has_a_jeu_and_payments_balance(seed, players):
    """Property: four cards always make at least a point or a prime (a1, a2); what the
    losers pay the winner (a1) sums to nothing; settle keeps the jetons."""
    d = m.deck().shuffled(random.Random(seed))
    hands = [d[4 * k : 4 * k + 4] for k in range(players)]
    assert all(m.jeu(h).marks >= 1 for h in hands)
    assert sum(m.paid(hands)) == 0
    stacks = [random.Random(seed + k).randint(0, 40) for k in range(players)]
    w = m.winner(hands)
    after = mc.settle(stacks, [10] * players, w, m.jeu(hands[w]).marks)
    assert sum(after) == sum(stacks)


@pred("pipeline.rules.mesle.coup.settle")
@pred("pipeline.rules.mesle.coup.envi")
def test_p16_1_an_envi_all_quit_is_paid_its_jeu_by_each():
    """mesle.p16.1 "si quelqu'un fait ledit envi …, les autres quitteront ou tiendront; s'ils
    quittent il prendra tout, et se fera payer encor à chacun des joueurs ce qu'il avait de
    point, prime, tricon": linked to settle besides envi; the envier, all having quit, is
    paid his jeu's marks (a tricon: four) by each of the two others, nothing bet held."""
    from pipeline.rules.registry import predicates

    assert any(
        p.name.endswith("mesle.coup.settle") and "mesle.p16.1" in p.rules for p in predicates()
    )
    e = mc.envi(["passe", "envi", "quitte"])
    assert (e.outcome, e.takes) == ("prend", 1)
    marks = m.jeu(H("5C 5K 5P 2P")).marks
    assert marks == 4
    assert mc.settle([10, 10, 10], [0, 0, 0], e.takes, marks) == [6, 18, 6]


@pred("pipeline.rules.mesle.coup.serve")
def test_p8_1_the_dealer_shuffles_and_cuts_then_serves_one_at_a_time():
    """mesle.p8.1 "celui, qui doit donner après avoir battu et fait couper, donnera une carte
    à chaque joueur à la ronde, et puis encore une autre": with rng the pack is shuffled and
    cut before the two rounds (not served as it lies), every card still there once; without
    it (a passe, p35.1 "sans battre") the cards are served as they lie."""
    pack = list(m.deck())
    plain = mc.serve(pack, 3)
    assert [h[0] for h in plain.hands] == pack[:3]
    assert [h[1] for h in plain.hands] == pack[3:6]
    shuffled = [mc.serve(pack, 3, rng=random.Random(seed)) for seed in range(5)]
    assert any([c for h in d.hands for c in h] != pack[:6] for d in shuffled)
    for d in shuffled:
        assert sorted([*(c for h in d.hands for c in h), *d.stock]) == sorted(pack)
        assert all(len(h) == 2 for h in d.hands)
