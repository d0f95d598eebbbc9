"""The Jans found in a position and a throw, on the book's own examples."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules.trictrac import jans as j
from pipeline.rules.trictrac.board import (
    CORNER,
    GRAND_JAN,
    PETIT_JAN,
    RETOUR,
    Position,
    initial_position,
)

pred = pytest.mark.predicate


def their(point: int) -> int:
    """The other's own number of my ``point``."""
    return 23 - point


@pred("pipeline.rules.trictrac.jans.hits")
def test_each_man_that_hits_marks():
    """trictrac.p59.1: "pour chacune de tes Dames, il faut que tu marques deux points" — six and
    four, a man six and a man four from the uncovered man: two ways, four points."""
    pos = Position.of({9: 1, CORNER: 2}, {their(15): 1})
    [hit] = j.hits(pos, (6, 4))
    assert (hit.point, hit.ways, hit.false_ways, hit.retour) == (15, 2, 0, False)
    marks = j.score_throw(pos, (6, 4))
    assert ("Dame découverte 15", 4) in marks.mine


@pred("pipeline.rules.trictrac.jans.hits")
@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_double_doublet():
    """trictrac.p59.2: "si le doublet est géminé ... il faut marquer huit, qui sont quatre pour
    un chacun doublet" (p84.1: 8); in the table of the return, p87.1: "par double doublet
    douze"."""
    same = Position.of({13: 1, 10: 1}, {their(16): 1})
    assert j.hits(same, (3, 3)) == [j.Hit(16, 2, 0)]
    assert ("Dame découverte 16", 8) in j.score_throw(same, (3, 3)).mine
    back = Position.of({17: 1, 14: 1}, {their(20): 1})
    assert ("Dame découverte 20", 12) in j.score_throw(back, (3, 3)).mine
    assert ("Dame découverte 20", 8) in j.score_throw(back, (3, 3), hit="quatrain-xxx").mine


@pred("pipeline.rules.trictrac.jans.hits")
@pred("pipeline.rules.trictrac.jans.score_throw")
def test_jan_qui_ne_peut():
    """trictrac.p67.1: "si j'amène cinq et deux, et que la Dame de ton cinq et le passage de ton
    deux soient couverts et fermez ... tu comptes pour toi ce que j'eusse pris pour moi"; with
    one passage open the hit is good (q35: "Et passes sur un point qui soit plein et
    couvert")."""
    # the other's men on my 9 (7 + 2) and 12 (7 + 5, his corner)
    shut = Position.of({7: 1}, {their(14): 1, their(9): 2, their(12): 2})
    assert j.hits(shut, (5, 2)) == [j.Hit(14, 0, 1)]
    marks = j.score_throw(shut, (5, 2))
    assert ("Jan qui ne peut 14", 2) in marks.theirs
    assert j.is_jan_de_recompense(marks) == (marks.total("mine") > 0)
    half = Position.of({7: 1}, {their(14): 1, their(9): 2})
    assert j.hits(half, (5, 2)) == [j.Hit(14, 1, 0)]


@pred("pipeline.rules.trictrac.jans.fill_ways")
def test_three_ways_with_two_and_ace():
    """trictrac.p51.1: "comme ayant amené deux et as, et de ces deux points tu peux par trois
    moyens couvrir ta Dame découverte"; p51.2 "pour chaque endroit ... tu marques quatre
    points"; p80.1 "Par trois moyens vaut. 12. p."."""
    pos = Position.of({0: 0, 1: 2, 2: 3, 3: 3, 4: 3, 5: 1})
    assert pos.mine[0] == 3
    assert j.fill_ways(pos, (2, 1), PETIT_JAN) == 3
    assert ("petit Jan", 12) in j.score_throw(pos, (2, 1)).mine


@pred("pipeline.rules.trictrac.jans.fill_ways")
def test_a_doublet_by_two_men():
    """trictrac.p51.2: "si tu amènes un doublet, duquel tu puisses de deux Dames couvrir ta
    découverte, il faut marquer pour chacune six points, qui te vaudrait douze"."""
    pos = Position.of({1: 2, 2: 2, 3: 4, 4: 2, 5: 1})
    assert j.fill_ways(pos, (2, 2), PETIT_JAN) == 2
    assert ("petit Jan", 12) in j.score_throw(pos, (2, 2)).mine


@pred("pipeline.rules.trictrac.jans.fill_ways")
def test_the_corner_counts_by_power():
    """trictrac.q40, p104.1: the plein of the return made two ways, and a third by the men of
    the corner that cannot leave alone — p102.1 "huit ou douze": twelve for the author."""
    pos = Position.of({CORNER: 2, 15: 1, 17: 1, 18: 2, 19: 2, 20: 2, 21: 1, 22: 2, 23: 2})
    assert j.fill_ways(pos, (6, 4), RETOUR) == 3
    assert j.fill_ways(pos, (6, 4), RETOUR, by_power=False) == 2


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_a_plein_held_marks_each_throw():
    """trictrac.p50.1: "pendant que tu l'auras, il faut toujours marquer quatre ou six"; q79
    "Le plein dure toujours, tant qu'on le peut jouer"."""
    pos = Position.of({p: 2 for p in range(1, 6)} | {7: 3})
    assert ("petit Jan", 4) in j.score_throw(pos, (3, 1)).mine
    assert ("petit Jan", 6) in j.score_throw(pos, (1, 1)).mine
    assert not any(n == "grand Jan" for n, _ in j.score_throw(pos, (3, 1)).mine)
    assert j.TABLES["grand Jan"] == GRAND_JAN


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_what_one_holds_and_makes_in_passing_is_marked():
    """trictrac.q43 "Qu'en passât tu maintiens marquârce que tu fais" (read: what you hold
    while passing, mark it, and what you make): a throw that keeps the petit Jan and hits a
    man as it passes marks both; q43 is one of score_throw's rules."""
    from pipeline.rules.registry import predicates

    pos = Position.of({p: 2 for p in range(1, 6)} | {7: 3}, {their(11): 1})
    mine = dict(j.score_throw(pos, (3, 1)).mine)
    assert mine == {"Dame découverte 11": 2, "petit Jan": 4}
    p = next(x for x in predicates() if x.name == "pipeline.rules.trictrac.jans.score_throw")
    assert "trictrac.q43" in p.rules


@pred("pipeline.rules.trictrac.jans.is_jan_de_trois_coups")
def test_jan_de_trois_coups():
    """trictrac.p44.1: six men "toutes plates et découvertes en trois coups de suite"; p45.1
    "il ne se peut jamais faire par doublet"."""
    pos = Position.of({p: 1 for p in range(1, 7)})
    assert j.is_jan_de_trois_coups([(2, 1), (4, 3), (6, 5)], pos)
    assert not j.is_jan_de_trois_coups([(2, 2), (4, 3), (6, 5)], pos)
    assert not j.is_jan_de_trois_coups([(2, 1), (4, 3)], pos)
    assert not j.is_jan_de_trois_coups([(2, 1), (4, 3), (6, 5)], Position.of({1: 2, 2: 4}))
    # q14 "d'un jusqu'à six": six dice, each laying a man from the pile
    assert not j.is_jan_de_trois_coups([(2, 1), (4, 3), (6, 5)], Position.of({1: 1, 7: 1}))


@pred("pipeline.rules.trictrac.jans.is_jan_de_trois_coups")
def test_jan_de_trois_coups_needs_the_throws_that_laid_the_men():
    """trictrac.p44.1: "l'on abat et couche jusqu'à six Dames toutes plates et découvertes en
    trois coups de suite" — six dice lay the six men from the pile, each on the point it
    names: deux et as twice and six et cinq cannot lay men on the three and the four."""
    pos = Position.of({p: 1 for p in range(1, 7)})
    assert not j.is_jan_de_trois_coups([(2, 1), (2, 1), (6, 5)], pos)
    assert not j.is_jan_de_trois_coups([(6, 1), (6, 2), (5, 4)], pos)
    assert j.is_jan_de_trois_coups([(6, 1), (5, 2), (4, 3)], pos)


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_second_player_marks_the_jan_de_rencontre():
    """trictrac.q4: the Jan de rencontre "peut arriver par fortune, Qui rendra le second premier
    avantagé" — the second player, who throws the first's throw again, marks it (p72.1–p73.1:
    2 and 4; p42.1: 4 and 6; p43.2 the players may leave it out)."""
    second = initial_position()  # the second player's view: his men all on the pile
    marks = j.score_throw(second, (6, 6), earlier=((6, 6),))
    assert ("Jan de rencontre", 4) in marks.mine and not marks.theirs
    assert ("Jan de rencontre", 2) in j.score_throw(second, (5, 3), earlier=((3, 5),)).mine
    chapter = j.score_throw(second, (6, 6), earlier=((6, 6),), rencontre="chapter")
    assert ("Jan de rencontre", 6) in chapter.mine
    unplayed = j.score_throw(second, (6, 6), earlier=((6, 6),), rencontre="not played")
    assert not any(n == "Jan de rencontre" for n, _ in unplayed.mine)
    other = j.score_throw(second, (6, 5), earlier=((6, 6),))
    assert not any(n == "Jan de rencontre" for n, _ in other.mine)
    first = j.score_throw(second, (6, 6))  # the first throw of all: no Jan de rencontre
    assert not any(n == "Jan de rencontre" for n, _ in first.mine)


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_jan_de_trois_coups_is_marked_by_who_makes_it():
    """trictrac.p44.1: "Ce second Jan ... qui arrive à profit à celui qui l'amène"; p74.1 "Le
    Jan de trois coups vaut. 4. p."; p45.1 never by a doublet."""
    mine = Position.of({1: 1, 2: 1, 3: 1, 4: 1})  # his deux et as, then quatre et trois
    earlier = ((2, 1), (5, 5), (4, 3), (3, 3))  # he threw first; the other's throws between
    assert ("Jan de trois coups", 4) in j.score_throw(mine, (6, 5), earlier=earlier).mine
    second = ((6, 6), (2, 1), (5, 5), (4, 3), (3, 3))  # he threw second: his are the same
    assert ("Jan de trois coups", 4) in j.score_throw(mine, (6, 5), earlier=second).mine
    assert not any(
        n == "Jan de trois coups" for n, _ in j.score_throw(mine, (6, 4), earlier=earlier).mine
    )
    assert not any(n == "Jan de trois coups" for n, _ in j.score_throw(mine, (6, 5)).mine)


@pred("pipeline.rules.trictrac.jans.score_throw")
@pred("pipeline.rules.trictrac.jans.is_jan_de_deux_tables")
def test_the_jan_de_deux_tables_is_marked():
    """trictrac.p48.2: "j'amène deux cinq, qui sont quintes, j'en jette une dans ton coin, et
    l'autre dans le mien"; q13 "Par doublet il vaut six"; p75.1 simple four; p153.1 the
    author's variant when asked for."""
    two = Position.of({6: 1, 7: 1})
    assert ("Jan de deux tables", 6) in j.score_throw(two, (5, 5), earlier=((3, 3),)).mine
    assert ("Jan de deux tables", 4) in j.score_throw(Position.of({6: 2}), (6, 5), earlier=()).mine
    more = Position.of({2: 1, 6: 1, 7: 1})
    assert not any(
        n == "Jan de deux tables" for n, _ in j.score_throw(more, (5, 5), earlier=()).mine
    )
    author = j.score_throw(more, (5, 5), earlier=(), deux_tables="second table")
    assert ("Jan de deux tables", 6) in author.mine
    # without the deal's course it is left to the caller (the play code marks it itself)
    assert not any(n == "Jan de deux tables" for n, _ in j.score_throw(two, (5, 5)).mine)


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_a_plein_made_by_filling_two_points():
    """trictrac.p50.1: "tu l'auras fait si tu abat douze Dames, depuis l'as jusqu'au cinq,
    toutes couvertes deux à deux" — one throw that covers two points makes it too: "quatre par
    simple"."""
    pos = Position.of({1: 1, 2: 1, 3: 2, 4: 2, 5: 2})  # the pile's point holds seven
    assert j.fill_ways(pos, (2, 1), PETIT_JAN) == 0  # two points short, not one man
    assert ("petit Jan", 4) in j.score_throw(pos, (2, 1)).mine
    assert not any(n == "petit Jan" for n, _ in j.score_throw(pos, (6, 5)).mine)


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_last_throw_is_marked():
    """trictrac.p139.1: "quand le dernier coup est un doublet, on marque six, et quand c'est un
    simple, on marque tant seulement quatre"; q41 "Le doublet finissant vaut six"."""

    def home(points: dict[int, int]) -> Position:
        mine = [0] * 24
        for p, n in points.items():
            mine[p] = n
        return Position(tuple(mine), (0,) * 24, 15 - sum(mine), 15)  # the other has lifted all

    course = ((6, 5),)  # any throw before: the deal's course is followed
    assert ("dernier coup", 6) in j.score_throw(home({23: 2}), (1, 1), earlier=course).mine
    assert ("dernier coup", 4) in j.score_throw(home({22: 1, 23: 1}), (2, 1), earlier=course).mine
    last = j.score_throw(home({18: 2}), (2, 1), earlier=course)
    assert not any(n == "dernier coup" for n, _ in last.mine)


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_last_throw_charges_the_other_nothing():
    """trictrac.p139.1 "quand le dernier coup est un doublet, on marque six, et quand c'est un
    simple, on marque tant seulement quatre": the dice a finishing doublet leaves over once
    the last man is off are no "Dames qui ne peuvent jouer" marked to the other (two men on 22
    and 23, two and two: the thrower six, the other nothing), whether the deal's course is
    followed or not (the play calls it without); a throw that cannot lift them all is still
    charged its dice that cannot be played."""
    mine = [0] * 24
    mine[22] = mine[23] = 1
    two_left = Position(tuple(mine), Position.of({}).theirs, 13, 0)
    for course in (((6, 5),), None):
        marks = j.score_throw(two_left, (2, 2), earlier=course)
        assert marks.theirs == () and marks.total("theirs") == 0
    assert j.score_throw(two_left, (2, 2), earlier=((6, 5),)).mine == (("dernier coup", 6),)
    assert j.score_throw(two_left, (6, 6), earlier=((6, 5),)).total("theirs") == 0
    blocked = Position.of({CORNER: 13, 14: 2}, {q: 3 for q in range(3, 8)})  # my 16..20 shut
    assert j.score_throw(blocked, (6, 5)).theirs == (("Dames qui ne peuvent jouer", 4),)


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_margot_only_when_played():
    """trictrac.q32: "Si quelqu'un veut jouer à Margot la fendue"; p70.1 "il n'y a que ce que
    l'on convient entre ceux-là qui jouent"."""
    pos = Position.of({10: 1}, {their(14): 1, their(16): 1})
    assert ("Margot la fendue", 2) in j.score_throw(pos, (5, 3)).theirs
    assert not j.score_throw(pos, (5, 3), margot="not played").theirs
    with pytest.raises(ValueError):
        j.score_throw(pos, (5, 3), margot="sometimes")


@pred("pipeline.rules.trictrac.jans.is_jan_de_rencontre")
def test_jan_de_rencontre():
    """trictrac.p42.1: "comme si tu amènes sennes, et que ton compagnon les amène aussi"."""
    assert j.is_jan_de_rencontre((6, 6), (6, 6))
    assert j.is_jan_de_rencontre((5, 3), (3, 5))
    assert not j.is_jan_de_rencontre((6, 6), (5, 5))


@pred("pipeline.rules.trictrac.jans.is_jan_de_deux_tables")
def test_jan_de_deux_tables():
    """trictrac.p48.2: "posez le cas que j'amène deux cinq ... j'en jette une dans ton coin, et
    l'autre dans le mien"; p153.1 the author's variant with men left in the first table."""
    pos = Position.of({6: 1, 7: 1})
    assert j.is_jan_de_deux_tables(pos, (5, 5))
    assert not j.is_jan_de_deux_tables(pos, (4, 4))
    assert j.is_jan_de_deux_tables(Position.of({6: 2}), (6, 5))
    more = Position.of({2: 1, 6: 1, 7: 1})
    assert not j.is_jan_de_deux_tables(more, (5, 5))
    assert j.is_jan_de_deux_tables(more, (5, 5), second_table_only=True)


@pred("pipeline.rules.trictrac.jans.is_contre_jan_de_mezeas")
@pred("pipeline.rules.trictrac.jans.score_throw")
def test_an_ace_with_both_corners_taken():
    """trictrac.p107.6: both with only two men down, in their corners; "je viens à jeter un as
    ... il faut que tu marques quatre pour un, ou six pour doublet"; q56."""
    pos = Position.of({CORNER: 2}, {CORNER: 2})
    assert j.is_contre_jan_de_mezeas(pos, (3, 1))
    assert not j.is_contre_jan_de_mezeas(pos, (3, 2))
    assert ("Jan qui ne peut (as)", 6) in j.score_throw(pos, (1, 1)).theirs
    assert not j.is_contre_jan_de_mezeas(Position.of({CORNER: 2}), (3, 1))


@pred("pipeline.rules.trictrac.jans.takes_their_corner")
def test_their_corner_by_power():
    """trictrac.p57.1: "tu as ton coing, et que ton homme ne l'ait pas, et que tu amènes des
    nombres qui jettent deux de tes Dames dans son coing"; p111.1 the old masters without
    one's own corner."""
    pos = Position.of({6: 1, 8: 1, CORNER: 2})
    assert j.takes_their_corner(pos, (6, 4))
    assert ("coin", 4) in j.score_throw(pos, (6, 4)).mine
    assert not j.takes_their_corner(Position.of({6: 1, 8: 1, CORNER: 2}, {CORNER: 2}), (6, 4))
    both = Position.of({5: 1, 6: 1, 7: 1, 8: 1})
    assert not j.takes_their_corner(both, (6, 4))
    assert j.takes_their_corner(both, (6, 4), old_practice=True)


@pred("pipeline.rules.trictrac.jans.takes_their_corner")
def test_the_old_masters_took_both_corners_at_once():
    """trictrac.p111.1: the old masters, "j'amène quines, ternes, quaternes, sennes, ou
    quelqu'autre nombre que ce soit, double ou simple, avec lesquels je puisse prendre ton coing
    et le mien tout ensemble, je marquerais quatre par le simple, ou six par doublet": without
    one's own corner, the throw must take both, two men into each."""
    # six and four: two men reach his corner (from 6 and 8), none reaches one's own (5, 7)
    only_his = Position.of({6: 1, 8: 1})
    assert not j.takes_their_corner(only_his, (6, 4), old_practice=True)
    # the same two men cannot take both: one's own by power is not "tout ensemble"
    assert not j.takes_their_corner(Position.of({5: 1, 7: 1}), (6, 4), old_practice=True)
    # two more men, from 5 and 7, take one's own corner with the same six and four
    assert j.takes_their_corner(Position.of({5: 1, 6: 1, 7: 1, 8: 1}), (6, 4), old_practice=True)
    # five and four: the man on 7 serves one's own with the four and his with the five
    assert not j.takes_their_corner(Position.of({6: 1, 7: 1, 8: 1}), (5, 4), old_practice=True)
    assert j.takes_their_corner(Position.of({6: 1, 7: 2, 8: 1}), (5, 4), old_practice=True)
    # quines, a doublet: two men five from each corner
    assert j.takes_their_corner(Position.of({6: 2, 7: 2}), (5, 5), old_practice=True)
    assert not j.takes_their_corner(Position.of({6: 1, 7: 2}), (5, 5), old_practice=True)
    # "aujourd'hui l'on pratique qu'il faut avoir premièrement son homme"
    assert not j.takes_their_corner(Position.of({6: 2, 7: 2}), (5, 5))


@pred("pipeline.rules.trictrac.jans.is_margot_la_fendue")
def test_margot_la_fendue():
    """trictrac.p70.1: "quand ton dé tombe par son nombre entre deux Dames découvertes, et non
    sur aucunes d'icelles ... perd deux par simple"; q32 "Seulette entre deux bois"."""
    pos = Position.of({10: 1}, {their(14): 1, their(16): 1})
    assert j.is_margot_la_fendue(pos, (5, 3))
    assert ("Margot la fendue", 2) in j.score_throw(pos, (5, 3)).theirs
    assert not j.is_margot_la_fendue(pos, (4, 3))
    covered = Position.of({10: 1}, {their(14): 2, their(16): 1})
    assert not j.is_margot_la_fendue(covered, (5, 3))


@pred("pipeline.rules.trictrac.jans.is_pile_de_malheur")
@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_pile_of_misfortune():
    """trictrac.p105.2: "l'on emplit et entasse toutes les Dames dans le dernier coing de son
    grand Jan" with no passage: four, or six by a doublet (q36: six)."""
    pos = Position.of({CORNER: 15}, {q: 3 for q in range(6, 11)})
    assert j.is_pile_de_malheur(pos, (3, 2))
    assert j.score_throw(pos, (3, 2)).mine == (("pile de malheur", 4),)
    assert j.score_throw(pos, (3, 2), pile="quatrain-xxxvi").mine == (("pile de malheur", 6),)
    assert not j.is_pile_de_malheur(Position.of({CORNER: 15}), (3, 2))


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_dice_that_cannot_be_played_pay_two():
    """trictrac.p105.1 and p151.1: "on est marqué deux pour chaque Dame"."""
    # the other holds my 13, 14, 15 and 17; his corner is my 12
    pos = Position.of({CORNER: 13, 16: 2}, {their(p): 3 for p in (13, 14, 15, 17)})
    assert not j.score_throw(pos, (6, 5)).theirs  # from 16 to 22 and 21
    assert ("Dames qui ne peuvent jouer", 4) in j.score_throw(pos, (1, 1)).theirs
    stuck = Position.of({CORNER: 15}, {q: 3 for q in range(6, 11)})
    assert j.score_throw(stuck, (6, 6)).mine == (("pile de malheur", 6),)


@pred("pipeline.rules.trictrac.jans.score_throw")
@settings(max_examples=40, deadline=None)
@given(
    st.dictionaries(st.integers(1, 17), st.integers(1, 2), max_size=5),
    st.dictionaries(st.integers(1, 17), st.integers(1, 2), max_size=5),
    st.tuples(st.integers(1, 6), st.integers(1, 6)),
)
def test_marks_are_never_negative(mine, theirs, throw):
    """Points are never negative; a doublet's points on either side are even (the table's
    values are all even)."""
    marks = j.score_throw(Position.of(mine, theirs), throw)
    for _, v in marks.mine + marks.theirs:
        assert v > 0 and v % 2 == 0


@pred("pipeline.rules.trictrac.jans.score_throw")
@settings(max_examples=12, deadline=None)
@given(
    st.lists(st.tuples(st.integers(1, 6), st.integers(1, 6)), min_size=1, max_size=24), st.randoms()
)
def test_a_game_played_at_random(throws, rnd):
    """Two players throwing in turn from the setup, each play chosen at random among the legal
    ones: fifteen men a side, never on each other's points; what each throw marks goes to
    the holes, which never go back (trictrac.p94.3: "en des trous qui sont au nombre de
    douze")."""
    from pipeline.rules.trictrac import marks as m
    from pipeline.rules.trictrac.board import initial_position, plays

    pos, game, side = initial_position(), m.Game(), 0
    for throw in throws:
        marks = j.score_throw(pos, throw)
        before = [s.holes for s in game.sides]
        game = m.mark(game, side, marks.total("mine"))
        game = m.mark(game, 1 - side, marks.total("theirs"))
        assert all(s.holes >= h for s, h in zip(game.sides, before, strict=True))
        results, _ = plays(pos, throw)
        pos = rnd.choice(sorted(results, key=str)).swapped()
        side = 1 - side
        for p in range(24):
            assert not (pos.mine[p] and pos.theirs_at(p))


def _linked(name: str, rule: str) -> bool:
    """Whether the registry links ``rule`` to the predicate ``name``."""
    from pipeline.rules.registry import predicates

    return rule in next(p for p in predicates() if p.name == name).rules


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_men_that_cannot_be_played_are_marked_to_the_other():
    """trictrac.p151.1 "Si l'on ne le peut jouer, on est marqué deux pour chaque Dame"; q33
    "On marque deux pour toi": the two for each man go to the other player, not the
    thrower."""
    blocked = Position.of({CORNER: 13, 14: 2}, {q: 3 for q in range(3, 8)})  # my 16..20 shut
    marks = j.score_throw(blocked, (6, 5))
    assert marks.theirs == (("Dames qui ne peuvent jouer", 4),)
    assert not any(n == "Dames qui ne peuvent jouer" for n, _ in marks.mine)
    for rule in ("trictrac.p151.1", "trictrac.q33"):
        assert _linked("pipeline.rules.trictrac.jans.score_throw", rule), rule


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_a_plein_de_retour_with_the_corner_still_held_loses_two():
    """trictrac.q78 "Si ton plein de retour est bâti de la sorte, Que ton coin du repos ait
    encore son bois, Si tu jettes ... six ... Jouant ce que tu peux, tu ne perds que deux
    fois": the ace is played, the six cannot be, and the other marks two. p105.1 "il faut
    marquer deux points pour chaque Dame que l'on ne peut jouer" and q38 "on marque deux pour
    chacune": to the other, as score_throw gives them."""
    mine = [0] * 24
    mine[CORNER] = 2
    for p in RETOUR:
        mine[p] = 2
    plein = Position(tuple(mine), Position.of({}).theirs, 1, 0)
    assert j.score_throw(plein, (6, 1)) == j.Marks((), (("Dames qui ne peuvent jouer", 2),))
    for rule in ("trictrac.q78", "trictrac.p105.1", "trictrac.q38"):
        assert _linked("pipeline.rules.trictrac.jans.score_throw", rule), rule


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_quatrain_xiv_the_jan_de_trois_coups_marked():
    """trictrac.q14 "Si d'un jusqu'à six tes Dames tu arranges, ... c'est le Jan de trois
    coups, Qui le fait et le marque": the first player's third throw, six-five after two-ace
    and four-three, lays one man on each point from one to six and he marks its four."""
    pos = Position.of({0: 11, 1: 1, 2: 1, 3: 1, 4: 1})
    course = ((2, 1), (5, 3), (4, 3), (6, 4))
    assert j.score_throw(pos, (6, 5), earlier=course).mine == (("Jan de trois coups", 4),)
    assert _linked("pipeline.rules.trictrac.jans.score_throw", "trictrac.q14")


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_authors_jan_de_deux_tables_is_marked():
    """trictrac.p153.1 "je ferais d'avis de marquer Jan de deux tables, quand on le fait de
    deux Dames seules dans la 2. table, bien qu'il y en ait d'abattues dans la première
    table": men on one and two, two alone on six and seven, double five: marked six under
    the author's reading, nothing under the common one."""
    pos = Position.of({0: 11, 1: 1, 2: 1, 6: 1, 7: 1})
    course = ((6, 5), (3, 2))
    author = j.score_throw(pos, (5, 5), earlier=course, deux_tables="second table")
    assert author.mine == (("Jan de deux tables", 6),)
    assert j.score_throw(pos, (5, 5), earlier=course).mine == ()
    assert _linked("pipeline.rules.trictrac.jans.score_throw", "trictrac.p153.1")


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_a_jan_qui_ne_peut_is_to_the_throwers_loss():
    """trictrac.q35 "Jan qui ne peut avient quand je suis découvert, Es que dessus ma danse à
    ton dam tu viens battre, Et passes sur un point qui soit plein et couvert": my lone man on
    his eight, reached by three and two only through his covered five and six: the two go to
    me, the thrower marks nothing."""
    pos = Position.of({0: 13, 3: 2}, {their(8): 1, their(5): 2, their(6): 2, 0: 10})
    assert j.score_throw(pos, (2, 3)) == j.Marks((), (("Jan qui ne peut 8", 2),))
    assert _linked("pipeline.rules.trictrac.jans.score_throw", "trictrac.q35")


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_pile_of_misfortune_is_the_unlucky_ones_reward():
    """trictrac.p105.2 "l'extrême malheur de celui qui charge ainsi le baudet ... à récompense
    de quatre ou de six"; p106.1 "quelques-uns ne veulent pas qu'on marque rien ... je tiens
    ... qu'il faut marquer quatre par simples, ou six par doublet"; q36 "Tu pourras marquer
    six": the one whose men are heaped marks, not the other; nothing under the others'
    custom."""
    stuck = Position.of({CORNER: 15}, {q: 3 for q in range(6, 11)})
    assert j.score_throw(stuck, (3, 2)) == j.Marks((("pile de malheur", 4),), ())
    assert j.score_throw(stuck, (3, 2), pile="nothing") == j.Marks((), ())
    for rule in ("trictrac.p105.2", "trictrac.p106.1", "trictrac.q36"):
        assert _linked("pipeline.rules.trictrac.jans.score_throw", rule), rule


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_margot_and_the_contre_jan_are_marked_by_the_other():
    """trictrac.p70.1 "qui la joue perd deux par simple, et quatre par doublet" (q32 "en
    l'ayant on la perd"); p107.6 "je viens à jeter un as, ce m'est un Jan qui ne peut, ce m'est
    une perte, et il faut que tu marques quatre pour un, ou six pour doublet" (q56): the
    thrower loses, the other marks."""
    margot = Position.of({10: 1}, {their(14): 1, their(16): 1})
    assert j.score_throw(margot, (5, 3)) == j.Marks((), (("Margot la fendue", 2),))
    mezeas = Position.of({CORNER: 2}, {CORNER: 2})
    assert j.score_throw(mezeas, (3, 1)) == j.Marks((), (("Jan qui ne peut (as)", 4),))
    for rule in ("trictrac.p70.1", "trictrac.q32", "trictrac.p107.6", "trictrac.q56"):
        assert _linked("pipeline.rules.trictrac.jans.score_throw", rule), rule


@pred("pipeline.rules.trictrac.jans.score_throw")
def test_the_jan_qui_ne_peut_goes_to_who_wins_it():
    """trictrac.p92.1 "Les Jan qui ne peut valent autant à celui qui les gagne"; p67.1 "tu comptes pour toi ce que j'eusse pris pour moi":
    three and two blocked onto the other's lone man give him what the open hit gives me."""
    blocked = Position.of({0: 13, 3: 2}, {their(8): 1, their(5): 2, their(6): 2, 0: 10})
    open_ = Position.of({0: 13, 3: 2}, {their(8): 1, 0: 14})
    assert j.score_throw(blocked, (2, 3)).theirs == (("Jan qui ne peut 8", 2),)
    assert j.score_throw(open_, (2, 3)).mine == (("Dame découverte 8", 2),)
    for rule in ("trictrac.p92.1", "trictrac.p67.1"):
        assert _linked("pipeline.rules.trictrac.jans.score_throw", rule), rule
