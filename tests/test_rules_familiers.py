"""Jeux familiers (1665, pp. 78–84): the Culbas, the Ferme, the Belle, Flux and
Trente-et-un, the Gé, Point, Flux and Séquence."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import familiers as f
from pipeline.rules import familiers_bourses as b
from pipeline.rules.cards import Card, CardError

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
    jeu"; "vous pouvez avec vos trois, lever celle retournée"; "il n'est pas permis de lever
    deux cartes à la fois"."""
    moves = f.culbas_takes(H("AC 2K 9P 9T 9C"), H("AP 9K 5C"))
    assert (Card.parse("AC"),) in moves and tuple(H("9P 9T 9C")) in moves
    assert all(len(m) in (1, 3) for m in moves) and len(moves) == 5
    assert f.culbas_takes(H("AC 2K"), H("5C 6P")) == []  # culbas


@pred("pipeline.rules.familiers.four_alike")
def test_four_alike_are_changed():
    """familiers.p1.3 "quatre as, ou quatre autres semblables, il vous est permis de les
    écarter"."""
    assert f.four_alike(H("AC AK AP AT 2C")) and not f.four_alike(H("AC AK AP 2T 2C"))


@pred("pipeline.rules.familiers.culbas_payment")
def test_a_jeton_for_each_card_left():
    """familiers.p1.3 "oblige les autres à lui donner autant de jettons ou de marques qu'il
    leur reste de cartes entre les mains"."""
    assert f.culbas_payment([0, 3, 2, 5], winner=0) == [10, -3, -2, -5]


@pred("pipeline.rules.familiers.culbas_play")
def test_a_culbas_game():
    """familiers.p1.3 "on met son culbas" with no card alike; "celui qui a plutôt tiré ces
    cinq cartes diferentes, gagne"."""
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


@pred("pipeline.rules.familiers.ferme_outcome")
def test_stand_on_twelve_to_fifteen_and_sixteen_takes_the_farm():
    """familiers.p4.1 "douze, treize, quatorze ou quinze points, on s'y peut tenir"; sixteen,
    "vous gagnez la ferme et dépossédez le Fermier"."""
    assert f.ferme_outcome(H("10C 6K")) == "seize"
    assert f.ferme_outcome(H("10C 2K")) == "peut tenir"
    assert f.ferme_outcome(H("RC AK")) == "tire"
    assert f.ferme_outcome(H("RC 9K")) == "passe"


@pred("pipeline.rules.familiers_bourses.belle")
def test_the_highest_card_turned():
    """familiers.p5.1 "celui des joueurs qui a la plus haute carte retournée gagne"; p6.1
    "l'as … va après les dix, mais le Valet ne laisse d'aller au dessus"."""
    assert b.belle(H("10C AK")) == 1
    assert b.belle(H("AC VK")) == 1
    assert b.belle(H("RC 2K")) == 0 and b.belle(H("RC RK")) is None


@pred("pipeline.rules.familiers_bourses.value31")
@pred("pipeline.rules.familiers_bourses.flux")
def test_flux_of_three():
    """familiers.p6.1 "L'as à ce jeu vaut onze … le Valet, la Dame, et le Roi ne valent que
    dix"; "trois cartes d'une même couleur … gagnent le flux, et le plus de point
    l'emporte"."""
    assert [b.value31(c) for c in H("AC RC 7C")] == [11, 10, 7]
    assert b.flux([H("AC RC 7C"), H("2K 3K 4K"), H("AP RT 9T")]) == 0
    assert b.flux([H("AP RT 9T"), H("2K 3C 4K")]) is None


@pred("pipeline.rules.familiers_bourses.trente_et_un")
def test_thirty_one_exactly_or_the_highest_under():
    """familiers.p7.1 "s'ils le passent, ils ne gagnent rien … s'il leur arrive trente-vn au
    juste"; familiers.p8.1 "celui qui a le plus haut point, gagne comme s'il avait ce
    véritable nombre"."""
    assert b.trente_et_un([H("AC RC"), H("AK RK 10P")]) == 1  # 21 against 31
    assert b.trente_et_un([H("AC RC 5C"), H("AK RK 10P 2T")]) == 0  # 26 against 33
    assert b.trente_et_un([H("AC RC 10C"), H("VK RK 10P AT")]) == 0  # 41 wins nothing
    assert b.trente_et_un([H("AC RC 10C"), H("AK RK 10P")]) is None


@pred("pipeline.rules.familiers_bourses.value_ge")
@pred("pipeline.rules.familiers_bourses.ge")
def test_the_ge_and_two_aces():
    """familiers.p10.1 "ces deux semblables s'appellent le Gè …, le plus haut l'emporte, les
    deux as emportent les dix et valent vingt et demi pour le point"."""
    assert b.value_ge(Card.parse("AC")) + b.value_ge(Card.parse("AK")) == 20.5
    assert b.ge([H("10C 10K 2P"), H("AC AP 3K")]) == 1
    assert b.ge([H("RC RK 2P"), H("10C 10P 3K")]) == 0
    assert b.ge([H("RC DK 2P"), H("10C 9P 3K")]) is None


@pred("pipeline.rules.familiers_bourses.point_ge")
@pred("pipeline.rules.familiers_bourses.flux_ge")
def test_point_and_flux():
    """familiers.p11.1 "deux cartes d'une même couleur …, et le plus haut l'emporte";
    familiers.p12.1 the Flux "quand les trois cartes sont de treffle, pique, carreau, ou
    cœur"."""
    assert b.point_ge([H("AC RC 2P"), H("10K 9K 3P")]) == 0
    assert b.point_ge([H("AC RK 2P"), H("3K 9T 4P")]) is None
    assert b.flux_ge([H("2C 3C 5C"), H("AK RK 10K")]) == 1


@pred("pipeline.rules.familiers_bourses.sequence")
def test_the_highest_sequence_and_the_flutee():
    """familiers.p13.1 "comme un deux et trois, Valet, Reine et Roi …, la plus haute Séquence
    emporte la plus faible"; "la Séquence flutée … emporte toutes les autres"."""
    assert b.sequence([H("AC 2K 3P"), H("VC DK RP")]) == 1
    assert b.sequence([H("2C 3C 4C"), H("VC DK RP")]) == 0
    assert b.sequence([H("2C 3C 5C"), H("AK RK DP")]) is None


@pred("pipeline.rules.familiers_bourses.feed")
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
