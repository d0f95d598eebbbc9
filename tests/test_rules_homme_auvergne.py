"""L'Homme d'Auvergne (homme-auvergne.p1.1–a7), each rule from its own words."""

from __future__ import annotations

import random

import pytest

from pipeline.rules import homme_auvergne as ha
from pipeline.rules.kernels import cards as k

pred = pytest.mark.predicate


def h(text: str) -> list[k.Card]:
    return [k.Card.parse(t, ha.DECK) for t in text.split()]


@pred("pipeline.rules.homme_auvergne.deal")
def test_five_each_and_the_turn_at_will():
    """homme-auvergne.p1.1 "l'on donne à chacun des joueurs cinq cartes, et il est à la
    volonté des joueurs de retourner la carte"."""
    d, trump = ha.deal(4, random.Random(1))
    assert [len(x) for x in d.hands] == [5] * 4 and trump == d.stock[0].suit
    assert ha.deal(4, 1, turn_up=False)[1] is None
    with pytest.raises(ValueError):
        ha.deal(7, 1)


@pred("pipeline.rules.homme_auvergne.game_over")
def test_five_marks():
    """homme-auvergne.p1.2 "l'ordinaire est en cinq marques, chaque marque vaut un jeu"."""
    assert ha.game_over({0: 4, 1: 3}) is None and ha.game_over({0: 5, 1: 3}) == 0
    assert ha.game_over({0: 2, 1: 3}, target=3) == 1


@pred("pipeline.rules.homme_auvergne.king_marks")
def test_the_king_turned_or_held():
    """homme-auvergne.a2 "Qui retourne le Roi vaut un, celui qui l'a en la main vaut la même
    chose"; a5 after se réjouir the King of the new colour "vaut autant que le premier"."""
    assert ha.king_marks(h("RC"), h("7P"), dealer=True) == 1
    assert ha.king_marks(h("9C"), h("RC 7P"), dealer=False) == 1
    assert ha.king_marks(h("9C 8P 10T"), h("RC RP RT"), dealer=False) == 3
    assert ha.king_marks(h("9C"), h("RP"), dealer=False) == 0


@pred("pipeline.rules.homme_auvergne.revoke")
def test_who_renounces_loses():
    """homme-auvergne.a3 "Qui renonce perd la partie": not following while able."""
    hand = h("7C RP")
    assert ha.revoke(hand, h("AC"), k.Card.parse("RP"), trump="P")
    assert not ha.revoke(hand, h("AC"), k.Card.parse("7C"), trump="P")
    assert not ha.revoke(hand, h("AK"), k.Card.parse("7C"), trump="P")


@pred("pipeline.rules.homme_auvergne.game_over")
def test_a_revoke_loses_the_game_whatever_the_marks():
    """homme-auvergne.a3 "Qui renonce perd la partie": the side ahead by four marks to one
    that renounces has lost, the other has won; a4 "au profit de sa partie": two sides."""
    assert ha.game_over({0: 4, 1: 1}) is None
    assert ha.game_over({0: 4, 1: 1}, revoked_by=0) == 1
    with pytest.raises(ValueError):
        ha.game_over({0: 1, 1: 1, 2: 0}, revoked_by=2)


@pred("pipeline.rules.homme_auvergne.player_loses")
@pred("pipeline.rules.homme_auvergne.king_lost")
@pred("pipeline.rules.homme_auvergne.out_of_turn")
def test_marks_lost():
    """homme-auvergne.a4 "Qui fait jouer et perd le jeu, on lui marque, et en est démarqué
    une au profit de sa partie"; a6 the King of the former colour lost: "démarqué une marque
    au profit de celui qui l'aura pris"; a7 "Qui joue devant son rang perd un jeu"."""
    assert ha.player_loses({0: 2, 1: 2}, player=0, opponent=1) == {0: 1, 1: 3}
    assert ha.king_lost({0: 2, 1: 2}, holder=1, taker=0) == {0: 3, 1: 1}
    assert ha.king_lost({0: 2}, holder=0, taker=0) == {0: 2}
    assert ha.out_of_turn({0: 2, 1: 0}, 1) == {0: 2, 1: -1}


@pred("pipeline.rules.homme_auvergne.rejouir")
def test_rejouir_up_to_three_times():
    """homme-auvergne.a5 "ils tirent la carte de dessous"; a6 "Il est permis de se réjouir
    jusqu'à trois"."""
    stock = h("7C 8P 9T")
    assert ha.rejouir(0, stock) == k.Card.parse("9T")
    assert ha.rejouir(2, stock) is not None and ha.rejouir(3, stock) is None
    assert ha.rejouir(0, []) is None


@pred("pipeline.rules.homme_auvergne.out_of_turn")
def test_only_playing_before_ones_turn_loses_a_jeu():
    """homme-auvergne.a7 "Qui joue devant son rang perd un jeu": with the trick led by seat
    0 at three, seat 2 playing second is before his turn and loses a mark; seat 1 playing
    second, and seat 2 playing third, are in their turn and lose nothing."""
    marks = {0: 2, 1: 2, 2: 2}
    assert ha.out_of_turn(marks, 2, leader=0, played=1, players=3) == {0: 2, 1: 2, 2: 1}
    assert ha.out_of_turn(marks, 1, leader=0, played=1, players=3) == marks
    assert ha.out_of_turn(marks, 2, leader=0, played=2, players=3) == marks
    with pytest.raises(ValueError):
        ha.out_of_turn(marks, 2, leader=0, played=3, players=3)
