"""Jeux familiers (1665, pp. 78–84): the Culbas, the Ferme, the Belle, Flux and
Trente-et-un, the Gé, Point, Flux and Séquence."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import familiers as f
from pipeline.rules.familiers import bourses as b
from pipeline.rules.kernels.cards import Card, CardError

pred = pytest.mark.predicate


def H(text: str) -> list[Card]:
    return [Card.parse(x) for x in text.split()]


@pred("pipeline.rules.familiers.culbas_deal")
def test_five_each_at_most_eight_shown():
    """familiers.p1.1 "à cinq ou six personnes plus ou moins"; familiers.p1.2 "en donne cinq
    à chaque personne … un nombre découvert sur le tapis, qui est au plus huit"."""
    hands, shown, rest = f.culbas_deal(6, random.Random(1))
    assert [len(h) for h in hands] == [5] * 6 and len(shown) == 8 and len(rest) == 52 - 38
    with pytest.raises(CardError):
        f.culbas_deal(5, random.Random(1), shown=9)


@pred("pipeline.rules.familiers.culbas_takes")
def test_take_one_alike_or_the_fourth_with_three():
    """familiers.p1.2 "s'il y a un as découvert, il le lèvera avec celui qu'on a dans son
    jeu"; familiers.p1.4 "vous pouvez avec vos trois, lever celle retournée"; familiers.p1.5
    "il n'est pas permis de lever deux cartes à la fois"."""
    moves = f.culbas_takes(H("AC 2K 9P 9T 9C"), H("AP 9K 5C"))
    assert f.Take(tuple(H("AC")), tuple(H("AP"))) in moves
    assert f.Take(tuple(H("9P 9T 9C")), tuple(H("9K"))) in moves
    assert all(len(m.table) == 1 for m in moves) and len(moves) == 5
    assert f.culbas_takes(H("AC 2K"), H("5C 6P")) == []  # culbas


@pred("pipeline.rules.familiers.culbas_takes")
def test_one_in_hand_lifts_the_three_turned():
    """familiers.p1.5 "il n'est pas permis de lever deux cartes à la fois, sinon qu'il y en
    eût trois de retournées, et que vous eussiez la quatrième": one 9 in hand and three 9s
    on the tapis lift all three at once; two shown and two held lift one at a time."""
    moves = f.culbas_takes(H("9C 2K 3P 4T 5C"), H("9P 9T 9K AC"))
    assert f.Take(tuple(H("9C")), tuple(H("9P 9T 9K"))) in moves
    assert all(len(m.table) == 1 for m in f.culbas_takes(H("9C 9P 4T"), H("9T 9K AC")))


@pred("pipeline.rules.familiers.culbas_takes")
@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6))
def test_every_lift_pairs_cards_alike_one_at_a_time(seed):
    """Property (familiers.p1.2, p1.4, p1.5): every lift takes shown cards of the rank it
    gives up; it lifts several only with the one card to three shown, and gives up several
    only as three to the fourth."""
    cards = f.pack().shuffled(random.Random(seed))
    hand, table = cards[:5], cards[5:13]
    for m in f.culbas_takes(hand, table):
        assert len({c.rank for c in m.hand + m.table}) == 1
        assert set(m.hand) <= set(hand) and set(m.table) <= set(table)
        assert len(m.table) == 1 or (len(m.table) == 3 and len(m.hand) == 1)
        assert len(m.hand) == 1 or (len(m.hand) == 3 and len(m.table) == 1)


@pred("pipeline.rules.familiers.four_alike")
def test_four_alike_are_changed():
    """familiers.p1.5 "quatre as, ou quatre autres semblables, il vous est permis de les
    écarter"."""
    assert f.four_alike(H("AC AK AP AT 2C")) and not f.four_alike(H("AC AK AP 2T 2C"))


@pred("pipeline.rules.familiers.culbas_payment")
def test_a_jeton_for_each_card_left():
    """familiers.p1.4 "oblige les autres à lui donner autant de jetons ou de marques qu'il
    leur reste de cartes entre les mains"."""
    assert f.culbas_payment([0, 3, 2, 5], winner=0) == [10, -3, -2, -5]


@pred("pipeline.rules.familiers.culbas_payment")
def test_the_culbas_wins_nothing_of_the_money_put_in():
    """familiers.p1.4 "on met son culbas … et ne gagnerez rien de l'argent mis au jeu":
    every seat put two jetons in; the winner takes them all, besides a jeton a card left;
    the seat that put its culbas (its five spread) loses its two."""
    pay = f.culbas_payment([0, 3, 5], winner=0, stake=2)
    assert pay == [8 + 4, -3 - 2, -5 - 2] and sum(pay) == 0


@pred("pipeline.rules.familiers.culbas_play")
def test_a_culbas_game():
    """familiers.p1.4 "on met son culbas" with no card alike; "celui qui a plutôt tiré ces
    cinq cartes différentes, gagne"."""
    g = f.culbas_play(5, random.Random(1665))
    assert g.winner is None or g.left[g.winner] == 0
    assert len(g.left) == 5 and g.turns >= 1


@pred("pipeline.rules.familiers.ferme_pack")
@pred("pipeline.rules.familiers.ferme_value")
def test_the_ferme_pack_and_values():
    """familiers.p2.1 "en ôte les quatre huit, parce que le prix de la ferme est seize";
    familiers.p3.1 "L'as de ce jeu ne vaut qu'un, mais … Rois, Reine et Valet, valent
    dix"."""
    assert len(f.ferme_pack()) == 48 and not any(c.rank == "8" for c in f.ferme_pack())
    assert [f.ferme_value(c) for c in H("AC RK DP VT 7C")] == [1, 10, 10, 10, 7]


@pred("pipeline.rules.familiers.fermier")
@pred("pipeline.rules.familiers.over_sixteen")
def test_the_highest_bid_and_paying_the_excess():
    """familiers.p2.1 "l'un la met par exemple à dix sols, l'autre à vingt, et celui qui la
    met le plus haut demeure le fermier"; "si vous aviez un dix, et il vous en donne une
    autre, vous lui paierez quatre jettons"."""
    assert f.fermier([10, 20]) == 1
    assert f.over_sixteen(H("10C 10K")) == 4
    assert f.over_sixteen(H("10C 6K")) == 0 and f.over_sixteen(H("10C 5K")) == 0


@pred("pipeline.rules.familiers.ferme_deal")
@pred("pipeline.rules.familiers.ferme_draw")
def test_the_first_card_from_the_top_the_others_from_the_bottom():
    """familiers.p2.1 "le Fermier donne aux joueurs chacun une carte du dessus du jeu, et vous
    en donne une après du dessous pour fournir jusqu'au nombre de seize points"."""
    cards = f.ferme_pack()
    hands, rest = f.ferme_deal(cards, 3)
    assert hands == [[cards[0]], [cards[1]], [cards[2]]] and rest == cards[3:]
    hand, rest = f.ferme_draw(hands[0], rest)
    assert hand == [cards[0], cards[-1]] and rest == cards[3:-1]
    with pytest.raises(CardError):
        f.ferme_draw(hand, [])


@pred("pipeline.rules.familiers.ferme_outcome")
def test_stand_on_twelve_to_fifteen_and_sixteen_takes_the_farm():
    """familiers.p4.1 "douze, treize, quatorze ou quinze points, on s'y peut tenir"; sixteen,
    "vous gagnez la ferme et dépossédez le Fermier"."""
    assert f.ferme_outcome(H("10C 6K")) == "seize"
    assert f.ferme_outcome(H("10C 2K")) == "peut tenir"
    assert f.ferme_outcome(H("RC AK")) == "tire"
    assert f.ferme_outcome(H("RC 9K")) == "passe"


@pred("pipeline.rules.familiers.bourses.belle")
def test_the_highest_card_turned():
    """familiers.p5.2 "celui des joueurs qui a la plus haute carte retournée gagne"; p6.1
    "l'as … va après les dix, mais le Valet ne laisse d'aller au dessus"."""
    assert b.belle(H("10C AK")) == 1
    assert b.belle(H("AC VK")) == 1
    assert b.belle(H("RC 2K")) == 0 and b.belle(H("RC RK")) is None


@pred("pipeline.rules.familiers.bourses.value31")
@pred("pipeline.rules.familiers.bourses.flux")
def test_flux_of_three():
    """familiers.p6.1 "L'as à ce jeu vaut onze … le Valet, la Dame, et le Roi ne valent que
    dix"; "trois cartes d'une même couleur … gagnent le flux, et le plus de point
    l'emporte"."""
    assert [b.value31(c) for c in H("AC RC 7C")] == [11, 10, 7]
    assert b.flux([H("AC RC 7C"), H("2K 3K 4K"), H("AP RT 9T")]) == 0
    assert b.flux([H("AP RT 9T"), H("2K 3C 4K")]) is None


@pred("pipeline.rules.familiers.bourses.trente_et_un")
def test_thirty_one_exactly_or_the_highest_under():
    """familiers.p7.1 "s'ils le passent, ils ne gagnent rien … s'il leur arrive trente-vn au
    juste"; familiers.p8.1 "celui qui a le plus haut point, gagne comme s'il avait ce
    véritable nombre"."""
    assert b.trente_et_un([H("AC RC"), H("AK RK 10P")]) == 1  # 21 against 31
    assert b.trente_et_un([H("AC RC 5C"), H("AK RK 10P 2T")]) == 0  # 26 against 33
    assert b.trente_et_un([H("AC RC 10C"), H("VK RK 10P AT")]) == 0  # 41 wins nothing
    assert b.trente_et_un([H("AC RC 10C"), H("AK RK 10P")]) is None


@pred("pipeline.rules.familiers.bourses.draw_31")
def test_past_thirty_one_the_cards_go_under():
    """familiers.p7.1 "l'on donne des cartes du dessus aux joueurs …, et s'ils le passent,
    ils ne gagnent rien, et l'on met leurs cartes dessous"."""
    hand, stock = b.draw_31(H("10C 9C"), H("5K RK 2P"))
    assert hand == H("10C 9C 5K") and stock == H("RK 2P")
    hand, stock = b.draw_31(hand, stock)  # 24 + 10: past thirty-one
    assert hand == [] and stock == H("2P 10C 9C 5K RK")
    assert b.trente_et_un([hand, H("2C 3C")]) == 1  # who passed wins nothing


@pred("pipeline.rules.familiers.bourses.feed")
def test_three_jetons_in_three_ecuelles():
    """familiers.p5.2 "chacun joueur met trois jetons en trois petites écuelles … celui des
    joueurs qui a la plus haute carte retournée gagne ce qui est mis en l'écuelle de la
    Belle"."""
    gains, left = b.feed([0, 0, 0], [2, None, 0], 4)
    assert gains == [4, 0, 4, 0] and left == [0, 4, 0]


@pred("pipeline.rules.familiers.bourses.envier")
def test_the_ge_envied_one_over_the_other():
    """familiers.p10.2 "ils peuvent envier l'un sur l'autre, la somme qui est dans la
    première bourse, et le plus haut l'emporte"; familiers.p11.1 the Point "se peut aussi
    envier"; familiers.p12.1 the Flux "s'envie l'un sur l'autre"; familiers.p13.1 "les
    joueurs peuvent enchérir"."""
    hands = [H("10C 10K 2P"), H("AC AP 3K"), H("RC RK 4T")]
    winner, gains = b.envier(6, hands, [0, 1], b.ge)
    assert winner == 1 and gains == [-6, 12, 0]  # the Kings did not envy: out
    winner, gains = b.envier(6, hands, [0, 1, 2], b.ge)
    assert winner == 1 and gains == [-6, 18, -6] and sum(gains) == 6  # the pot's six
    assert b.envier(6, hands, [], b.ge) == (None, [0, 0, 0])
    assert b.envier(3, [H("2C 5K 9P"), H("3C 6K 10P")], [0, 1], b.flux_ge)[0] is None


@pred("pipeline.rules.familiers.bourses.value_ge")
@pred("pipeline.rules.familiers.bourses.ge")
def test_the_ge_and_two_aces():
    """familiers.p10.1 "ces deux semblables s'appellent le Gè"; familiers.p10.2 "le plus haut
    l'emporte, les deux as emportent les dix et valent vingt et demi pour le point"."""
    assert b.value_ge(Card.parse("AC")) + b.value_ge(Card.parse("AK")) == 20.5
    assert b.ge([H("10C 10K 2P"), H("AC AP 3K")]) == 1
    assert b.ge([H("RC RK 2P"), H("10C 10P 3K")]) == 0
    assert b.ge([H("RC DK 2P"), H("10C 9P 3K")]) is None


@pred("pipeline.rules.familiers.bourses.point_ge")
@pred("pipeline.rules.familiers.bourses.flux_ge")
def test_point_and_flux():
    """familiers.p11.1 "deux cartes d'une même couleur …, et le plus haut l'emporte";
    familiers.p12.1 the Flux "quand les trois cartes sont de trèfle, pique, carreau, ou
    cœur"."""
    assert b.point_ge([H("AC RC 2P"), H("10K 9K 3P")]) == 0
    assert b.point_ge([H("AC RK 2P"), H("3K 9T 4P")]) is None
    assert b.flux_ge([H("2C 3C 5C"), H("AK RK 10K")]) == 1


@pred("pipeline.rules.familiers.bourses.sequence")
def test_the_highest_sequence_and_the_flutee():
    """familiers.p13.1 "comme un deux et trois, Valet, Reine et Roi …, la plus haute Séquence
    emporte la plus faible"; "la Séquence flutée … emporte toutes les autres"."""
    assert b.sequence([H("AC 2K 3P"), H("VC DK RP")]) == 1
    assert b.sequence([H("2C 3C 4C"), H("VC DK RP")]) == 0
    assert b.sequence([H("2C 3C 5C"), H("AK RK DP")]) is None


@pred("pipeline.rules.familiers.bourses.feed")
def test_a_pot_not_won_doubles():
    """familiers.p9.1 "chacun met un jeton" in each of four pots; familiers.p13.1 "l'argent
    des bourses double autant de fois qu'on bat les cartes sans rien gagner"."""
    gains, pots = b.feed([0, 0, 0, 0], [1, None, None, 0], 3)
    assert gains == [3, 3, 0] and pots == [0, 3, 3, 0]
    gains, pots = b.feed(pots, [None, None, None, None], 3)
    assert gains == [0, 0, 0] and pots == [3, 6, 6, 3]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 8))
def test_jetons_are_kept(seed, players):
    """Property: in the pots games and the Culbas no jeton is made or lost: what the players
    gained and lost, plus what stays in the pots, is nothing."""
    rng = random.Random(seed)
    r = b.play_ge(players, rng)
    assert sum(r.net) <= 0 and r.deals >= 1
    t = b.play_three(players, rng)
    unwon = sum(w is None for w in t.pots_won)
    assert sum(t.net) == -unwon * players
    g = f.culbas_play(players, rng)
    if g.winner is not None:
        assert sum(f.culbas_payment(g.left, g.winner)) == 0


def _linked(rule: str) -> set[str]:
    """The predicates the registry links to ``rule``."""
    from pipeline.rules.registry import predicates

    return {p.name.rsplit(".", 1)[1] for p in predicates() if rule in p.rules}


@pred("pipeline.rules.familiers.sixteen_wins")
def test_sixteen_wins_the_jetons_and_the_farm_and_takes_the_fermiers_place():
    """familiers.p4.1 "s'il arrive seize …, l'on gagne les jetons que l'on met au jeu à chaque
    fois que l'on bat les cartes, n'y ayant que le prix de la ferme qui demeure jusqu'à ce que
    … seize …, auquel cas vous gagnez la ferme et dépossédez le Fermier pour vous mettre en sa
    place": seat 2 with sixteen takes the pot (6) and the price (10) and is the Fermier."""
    assert "sixteen_wins" in _linked("familiers.p4.1")
    assert f.ferme_outcome(H("10C 6K")) == "seize"
    purse, fermier = f.sixteen_wins([-10, -3, -3, -3], 2, pot=6 + 3, price=10)
    assert purse == [-10, -3, 16, -3]
    assert fermier == 2
    with pytest.raises(ValueError):
        f.sixteen_wins([-10, 0], 0, pot=1, price=10)


@pred("pipeline.rules.familiers.sixteen_wins")
def test_the_ferme_play_ends_with_the_sixteen_as_fermier():
    """familiers.p4.1 "l'on gagne les jetons que l'on met au jeu … vous gagnez la ferme et
    dépossédez le Fermier pour vous mettre en sa place": in the Ferme's play, the card that
    makes sixteen gives its seat the jetons on the table and the farm's price, and that seat
    ends the game as the new Fermier."""
    from pipeline.rules.play.cards import PRICE, Ferme
    from pipeline.rules.play.state import CHANCE

    game = Ferme(4)
    rng = random.Random(3)
    seen = 0
    for _ in range(20):
        s = before = game.initial()
        while game.ending(s) is None:
            before = s
            if game.to_move(s) == CHANCE:
                moves, weights = zip(*game.chances(s), strict=True)
                s = game.apply(s, rng.choices(moves, weights)[0])
            else:
                s = game.apply(s, rng.choice(game.legal(s)))
        if s.sixteen is not None:
            seen += 1
            assert s.sixteen == before.turn != 0
            assert s.purse[s.sixteen] == before.purse[before.turn] + before.pot + PRICE
            assert s.pot == 0
    assert seen


@pred("pipeline.rules.familiers.bourses.belle")
def test_p6_1_the_belle_ace_after_the_ten_the_valet_above():
    """familiers.p6.1 "L'as à ce jeu vaut onze et va après les dix, mais le Valet ne laisse
    d'aller au-dessus pour la Belle": linked to belle, where an Ace turned beats a ten and
    loses to a Valet."""
    assert "belle" in _linked("familiers.p6.1")
    assert b.belle(H("10C AK")) == 1
    assert b.belle(H("AC VK")) == 1
    assert b.belle(H("RC AK 9P")) == 0


@pred("pipeline.rules.familiers.change_four")
def test_p1_5_four_alike_put_out_and_others_given():
    """familiers.p1.5 "si dans les cinq cartes il vous arrivait quatre as, ou quatre autres
    semblables, il vous est permis de les écarter, et l'on vous en donne d'autres": the four
    Aces go, four cards of the unseen rest come; a hand without four alike has none to put
    out."""
    hand, rest = f.change_four(H("AC AK AP AT 5C"), H("2C 3K 4P 6T 7C"))
    assert sorted(hand) == sorted(H("5C 2C 3K 4P 6T"))
    assert rest == H("7C")
    again, _ = f.change_four(H("AC AK AP AT 5C"), H("9C 9K 9P 9T 2C 3K 4P 6T"))
    assert not f.four_alike(again) and len(again) == 5
    with pytest.raises(CardError):
        f.change_four(H("AC AK AP 5T 5C"), H("2C 3K 4P 6T"))
