"""The conduct of a game of Tricque-Trac: dice, names, first throw, touched men, handicaps."""

from __future__ import annotations

import pytest

from pipeline.rules.trictrac import conduct as c

pred = pytest.mark.predicate


@pred("pipeline.rules.trictrac.conduct.primaute")
def test_who_throws_first():
    """trictrac.p22.1: "le plus âgé le jette, et le plus jeune après, et le plus haut en point
    gagne la primauté, l'on peut jeter un ou deux dés"; q4."""
    assert c.primaute((5,), (3,)) == "eldest"
    assert c.primaute((2, 1), (6, 1)) == "youngest"
    assert c.primaute((4,), (4,)) is None
    with pytest.raises(ValueError):
        c.primaute((4,), (4, 1))


@pred("pipeline.rules.trictrac.conduct.throw_counts")
def test_a_die_that_counts():
    """trictrac.p24.1: in the tables or on the men, not out or on the edge; q6 two dice astride
    are thrown again; p25.1 and q39 a spinning die may be stopped with the cornet."""
    assert [c.throw_counts(x) for x in ("table", "on men", "stopped")] == [True] * 3
    assert [c.throw_counts(x) for x in ("outside", "edge", "astride")] == [False] * 3
    with pytest.raises(ValueError):
        c.throw_counts("lost")


def test_the_names_of_the_throws():
    """trictrac.p28.1: "Deux as sont appelés ambes as ... deux six sennes"; p32.1 "le plus gros
    le premier, six et cinq"; q52 (names, not rules of play: throw_name is no predicate)."""
    assert [c.throw_name(d, d) for d in range(1, 7)] == [
        "ambes as",
        "double deux",
        "ternes",
        "quaternes",
        "quines",
        "sennes",
    ]
    assert c.throw_name(5, 6) == c.throw_name(6, 5) == "six et cinq"
    with pytest.raises(ValueError):
        c.throw_name(0, 3)


@pred("pipeline.rules.trictrac.conduct.must_play_touched")
def test_dame_touchee_dame_jouee():
    """trictrac.p95.1: "Dame touchée, Dame jouée, si l'on ne dit ce mot, j'addoube, hormis
    dessous le bois"; p34.2 up to four in hand; q48."""
    assert c.must_play_touched(True)
    assert not c.must_play_touched(True, said_jadoube=True)
    assert not c.must_play_touched(True, on_pile=True)
    assert not c.must_play_touched(True, in_hand=3, touched_in_hand=True)
    with pytest.raises(ValueError):
        c.must_play_touched(True, in_hand=5)


@pred("pipeline.rules.trictrac.conduct.must_play_touched")
def test_a_man_touched_on_the_board_is_played_though_one_holds_others():
    """trictrac.p95.1: "Dame touchée, Dame jouée … hormis dessous le bois; car si l'on en peut
    tenir dans ses mains, à forte raison y peut-on toucher innocemment": the exception is for
    the men of the pile and those in hand; a man touched on the board while one holds men
    from the pile must still be played."""
    assert c.must_play_touched(True, in_hand=1)
    assert not c.must_play_touched(True, in_hand=1, touched_in_hand=True)
    with pytest.raises(ValueError):
        c.must_play_touched(True, touched_in_hand=True)


@pred("pipeline.rules.trictrac.conduct.next_match")
def test_the_winner_faces_all_his_friends():
    """trictrac.p16.1: "le vainqueur fait tête à tous ses amis, jusqu'à ce qu'il soit
    vaincu"."""
    assert c.next_match("A", "B", ["C", "D"]) == (("A", "C"), ["D", "B"])
    assert c.next_match("A", "B", []) == (("A", "B"), [])


@pred("pipeline.rules.trictrac.conduct.handicap")
def test_the_advantages_given_to_the_weaker():
    """trictrac.p112.1 "des avantages que l'on peut donner à ceux qui ne sont pas assez grands
    Maîtres": the stronger gives, the weaker gets one of them; p113.1 "le dé", "Quines, ou
    sennes", "Le coing du repos", "Sennes, et le coing"; p118.1 "de donner 1. 2. 3. 4. 5. ou 6.
    parties"."""
    assert c.handicap("dé")["first"] and c.handicap("dé")["throw"] is None
    assert c.handicap("quines")["throw"] == (5, 5)
    assert c.handicap("coin")["corner"] == 2 and c.handicap("coin")["throw"] is None
    assert c.handicap("dé")["game"].sides[0].holes == 0  # only "parties" are marked ahead
    both = c.handicap("sennes et coin")
    assert (both["throw"], both["corner"], both["first"]) == ((6, 6), 2, False)
    assert c.handicap("parties", 3)["game"].sides[0].holes == 3
    with pytest.raises(ValueError):
        c.handicap("parties", 7)
    with pytest.raises(ValueError):
        c.handicap("the queen")


@pred("pipeline.rules.trictrac.conduct.chooses_colour")
def test_the_elder_or_the_honoured_chooses_the_colour():
    """trictrac.p21.1: "le respect donne le choix des Dames blanches ou noires, avec les
    cornets aux anciens, ou ceux que l'on honore"."""
    assert c.chooses_colour((60, 25)) == 0 and c.chooses_colour((25, 60)) == 1
    assert c.chooses_colour((25, 60), honoured=0) == 0  # the honoured, though younger
    with pytest.raises(ValueError):
        c.chooses_colour((40, 40))
    assert c.chooses_colour((40, 40), honoured=1) == 1
    with pytest.raises(ValueError):
        c.chooses_colour((40, 30), honoured=2)


@pred("pipeline.rules.trictrac.conduct.handicap")
def test_the_die_given_is_not_thrown_for():
    """trictrac.p22.1 "le plus haut en point gagne la primauté ... s'il n'y a point
    d'avantages donnés de part et d'autre": the advantage of the die gives the weaker the
    first throw; without it the primauté is thrown for."""
    from pipeline.rules.registry import predicates

    assert c.handicap("dé")["first"] is True
    assert c.handicap("coin")["first"] is False
    p = next(x for x in predicates() if x.name == "pipeline.rules.trictrac.conduct.handicap")
    assert "trictrac.p22.1" in p.rules
