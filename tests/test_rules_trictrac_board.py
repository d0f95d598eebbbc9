"""The Tricque-Trac board: the setup, counting a die, where a throw may carry the men."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pipeline.rules.trictrac import board as b
from pipeline.rules.trictrac.board import CORNER, Position

pred = pytest.mark.predicate


def shown(results: set[Position]) -> set[str]:
    return {str(p) for p in results}


@pred("pipeline.rules.trictrac.board.initial_position")
@pred("pipeline.rules.trictrac.board.check_throw")
def test_fifteen_men_each_on_the_pile():
    """trictrac.p26.1 "il y en faut chacun quinze, ni plus ni moins"; q9, q42; p23.1 "L'On
    joue avec deux dés seulement"; p15.1 two players."""
    p = b.initial_position()
    assert p.mine[b.PILE] == p.theirs[b.PILE] == 15 == sum(p.mine) == sum(p.theirs)
    assert Position.parse(str(p)) == p
    assert b.check_throw((5, 6)) == (6, 5)
    for bad in [(0, 1), (7, 1), (1, 2, 3)]:
        with pytest.raises(b.IllegalThrow):
            b.check_throw(bad)
    with pytest.raises(ValueError):
        Position.of({3: 16})


@pred("pipeline.rules.trictrac.board.destination")
def test_a_die_counts_from_the_next_point():
    """trictrac.p35.1: not the point the man leaves, "mais bien la prochaine"; p37.1 an ace
    lays a man "sur l'as, qui est la première bande"."""
    assert b.destination(b.PILE, 1) == 1
    assert b.destination(6, 5) == CORNER
    with pytest.raises(b.IllegalThrow):
        b.destination(0, 7)


@pred("pipeline.rules.trictrac.board.plays")
def test_the_first_throws_of_the_book():
    """trictrac.p37.1: ambes as, two men on the ace or one played on; p38.1: double deux,
    "deux Dames sur le deux, ou une sur le quatre"; p39.1 deux et as (see the predicate's
    missing: what "en leur ordre" forbids is not said, and both plays are offered)."""
    start = b.initial_position()
    assert shown(b.plays(start, (1, 1))[0]) == {"0=13,1=2|0=15", "0=14,2=1|0=15"}
    assert shown(b.plays(start, (2, 2))[0]) == {"0=13,2=2|0=15", "0=14,4=1|0=15"}
    assert shown(b.plays(start, (2, 1))[0]) == {"0=13,1=1,2=1|0=15", "0=14,3=1|0=15"}


@pred("pipeline.rules.trictrac.board.plays")
def test_the_corner_is_taken_by_two_men():
    """trictrac.p56.2: "on ne peut entrer dans ces coings avec une Dame seule, il faut y entrer
    avec les deux ensemble, et faut aussi en sortir par compagnie"; q45; p144.1 the petit
    Trictrac lets one man in."""
    pos = Position.of({5: 1, 6: 1})
    results, used = b.plays(pos, (6, 5))
    assert used == 2
    assert "0=13,11=2|0=15" in shown(results)
    assert all(r.mine[CORNER] != 1 for r in results)
    petit, _ = b.plays(pos, (6, 5), petit=True)
    assert any(r.mine[CORNER] == 1 for r in petit)
    held = Position.of({CORNER: 2})
    out, _ = b.plays(held, (3, 1))
    assert all(r.mine[CORNER] in (0, 2) for r in out)


@pred("pipeline.rules.trictrac.board.plays")
def test_the_petit_trictrac_lets_one_man_into_the_others_corner():
    """trictrac.p144.1: "L'on peut mettre une seule Dame dans son coin, ou celui de son
    homme" — at the petit Trictrac; never at the grand (p57.1: his corner "tu ne t'en savais
    saisir en façon quelconque")."""
    pos = Position.of({6: 1})
    petit, _ = b.plays(pos, (6, 1), petit=True)
    assert "0=13,1=1,12=1|0=15" in shown(petit)  # the six from 6 into his corner
    grand, _ = b.plays(pos, (6, 1))
    assert all(r.mine[b.THEIR_CORNER] == 0 for r in grand)
    held = Position.of({6: 1}, {CORNER: 2})  # his corner taken: closed to the petit too
    assert all(r.mine[b.THEIR_CORNER] == 0 for r in b.plays(held, (6, 1), petit=True)[0])


@pred("pipeline.rules.trictrac.board.plays")
def test_the_corner_by_power():
    """trictrac.p110.1: "il est permis de prendre son coing de ses Dames qui y vont, ou de celles
    qui vont à celui de son homme" — six and four from 6 and 8 would go to the other's
    corner (12): they take mine."""
    pos = Position.of({6: 1, 8: 1})
    results, _ = b.plays(pos, (6, 4))
    assert "0=13,11=2|0=15" in shown(results)
    taken = Position.of({6: 1, 8: 1}, {CORNER: 2})
    assert "0=13,11=2|0=13,11=2" not in shown(b.plays(taken, (6, 4))[0])


@pred("pipeline.rules.trictrac.board.plays")
def test_every_die_that_can_be_played_must_be():
    """trictrac.q43: "Il le faut tout jouer"; p152.1 "L'on contraint de passer au retour"; a
    die with nowhere to go is not played (p105.1: "l'on ne saurait jouer ses Dames")."""
    # the other holds my 13..17 (his 6..10): from my corner nothing passes
    blocked = Position.of({CORNER: 15}, {q: 3 for q in range(6, 11)})
    assert b.plays(blocked, (3, 2)) == ({blocked}, 0)
    assert b.unplayable(blocked, (3, 2)) == 2
    one = Position.of({CORNER: 13, 16: 2}, {q: 3 for q in range(6, 11)})
    assert b.unplayable(one, (3, 2)) == 0


@pred("pipeline.rules.trictrac.board.lift_from")
def test_lifting_the_modern_way():
    """trictrac.p138.1: "non sur le nombre, mais sur le voisin où elles défaillent ... le deux
    sur l'as"; p141.1 the modern way "de lever par les défaillants, que de jouer toutes les
    Dames" (the old way plays what can be played); q79 none is lifted before all have passed;
    p139.1 "quand on ne peut lever il faut jouer à la rigueur"."""
    home = Position.of({18: 5, 20: 5, 23: 5}).mine  # points six, four and one from the edge
    assert b.lift_from(home, 4) == 20
    assert b.lift_from(home, 5) == 20  # no man on the five: its neighbour, the four
    assert b.lift_from(home, 5, modern=False) is None  # the six can still play the five
    assert b.lift_from(home, 6) == 18
    assert b.lift_from(Position.of({17: 1, 23: 14}).mine, 1) is None
    # "l'as sur le tas": no point below the ace; an ace whose point is empty is played
    assert b.lift_from(Position.of({18: 5, 20: 10}).mine, 1) is None


@pred("pipeline.rules.trictrac.board.plays")
@pred("pipeline.rules.trictrac.board.lift_from")
def test_a_doublet_lifts_four():
    """trictrac.q41: "quiconque apporte Sennes, Il lève quatre bois comme à Quines aussi"."""
    pos = Position.of({18: 8, 23: 7})
    results, used = b.plays(pos, (6, 6))
    assert used == 4
    assert {r.mine_off for r in results} == {4}


positions = st.builds(
    lambda mine, theirs: Position.of(mine, theirs),
    st.dictionaries(st.integers(1, 17), st.integers(1, 2), max_size=5),
    st.dictionaries(st.integers(1, 17), st.integers(1, 2), max_size=5),
)
throws = st.tuples(st.integers(1, 6), st.integers(1, 6))


@pred("pipeline.rules.trictrac.board.plays")
@settings(max_examples=60, deadline=None)
@given(positions, throws)
@example(  # the corner taken by power while the other stood in it (found by hypothesis)
    Position.of({1: 1, 2: 1, 10: 2}, {1: 1, 2: 1, 3: 1, 12: 1}), (2, 2)
)
def test_plays_keep_the_men_and_the_rules(pos, throw):
    """Invariants of trictrac.p56.2 and q16: fifteen men, never one alone in the corner that
    was not there, never on the other's men or in his corner; round trip of the notation."""
    assert Position.parse(str(pos)) == pos
    results, used = b.plays(pos, throw)
    assert 0 <= used <= 2
    for r in results:
        assert sum(r.mine) + r.mine_off == 15
        assert r.theirs == pos.theirs
        assert r.mine[CORNER] != 1 or pos.mine[CORNER] == 1
        for p, n in enumerate(r.mine):
            if n > pos.mine[p]:
                assert pos.theirs_at(p) == 0 and p != b.THEIR_CORNER


@pred("pipeline.rules.trictrac.board.holds")
def test_the_petit_jan_is_twelve_men():
    """trictrac.p50.1: "douze Dames, depuis l'as jusqu'au cinq, toutes couvertes deux à
    deux"."""
    made = Position.of({p: 2 for p in range(1, 6)})
    assert made.mine[b.PILE] == 5 and b.holds(made.mine, b.PETIT_JAN)
    assert sum(2 for _ in b.PETIT_JAN) == 12
    assert not b.holds(Position.of({p: 2 for p in range(1, 5)} | {5: 1}).mine, b.PETIT_JAN)
    assert not b.holds(made.mine, b.GRAND_JAN)


@pred("pipeline.rules.trictrac.board.plays")
def test_forgetting_to_play_the_whole_throw():
    """trictrac.p149.1 "il faut jouer tout ce qu'apporte le dé"; p150.1 "Si l'on l'oublie on
    est envoyé justement à l'école": plays leaves only the positions where both dice are
    played, so a position with one die played is the fault ecole punishes."""
    from pipeline.rules.registry import predicates

    start = b.initial_position()
    results, played = b.plays(start, (6, 5))
    assert played == 2
    assert all(sum(r.mine[1:]) == 2 for r in results)  # two men down, one per die
    p = next(x for x in predicates() if x.name == "pipeline.rules.trictrac.board.plays")
    assert "trictrac.p150.1" in p.rules


@pred("pipeline.rules.trictrac.board.plays")
def test_a_man_never_lands_on_the_uncovered_man_it_hits():
    """trictrac.q46 "Contente-toi d'avoir gagné cet avantage, De deux, ou quatre, ou six sur
    le bois découvert, Le jeu n'y permet pas qu'on y prenne passage": the other's lone man on
    my eight, mine on two, a throw of six and one: no result puts my man on eight."""
    from pipeline.rules.registry import predicates

    pos = Position.of({0: 14, 2: 1}, {23 - 8: 1, 0: 14})
    assert pos.theirs_at(8) == 1
    results, _ = b.plays(pos, (6, 1))
    assert results and all(r.mine[8] == 0 for r in results)
    p = next(x for x in predicates() if x.name == "pipeline.rules.trictrac.board.plays")
    assert "trictrac.q46" in p.rules
