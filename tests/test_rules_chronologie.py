"""The Chronologie: the centuries as the book states them, by rule id."""

from __future__ import annotations

import pytest

from pipeline.rules import chronologie, goose
from pipeline.rules.goose import Seat, State

pred = pytest.mark.predicate


def throw(at, dice, others=(), board=None):
    b = board or chronologie.board()
    seats = (Seat(at=at, fresh=False), *(o if isinstance(o, Seat) else Seat(at=o) for o in others))
    state, winner, over, paid = goose.step(b, State(0, seats), dice)
    return state.seats, winner, paid


@pred("pipeline.rules.chronologie.square")
def test_centuries_as_printed():
    """chronologie.p7.1 the 6th and 14th start again; p12.1 the 11th advances six (17); p14.1
    the 18th goes back thirteen; p16.1 21 to 24 hold while the others play twice; p19.1 the
    31st back three; p24.1 the 7th after Christ (47) back to Adam's (1); p27.1 the 15th after
    Christ (55) back eleven; p13.1 the 17th takes a mark from each."""
    assert throw(4, (1, 1))[0][0].at == 0
    assert throw(9, (1, 1))[0][0].at == 17
    assert throw(15, (2, 1))[0][0].at == 5
    assert throw(19, (1, 1))[0][0].wait == 2
    assert throw(29, (1, 1))[0][0].at == 28
    assert throw(44, (2, 1))[0][0].at == 1 and throw(52, (2, 1))[0][0].at == 44
    assert throw(15, (1, 1), others=(30, 40))[2] == (-2, 1, 1)


@pred("pipeline.rules.chronologie.square")
def test_servitude_and_its_end():
    """chronologie.p14.1: the 25th takes a mark from those in the four centuries before and
    frees them "sans attendre que les autres aient joué deux fois"; p21.1 the 37th sends back
    five the one ahead; p23.1 the 5th after Christ makes each put two marks."""
    s, _, paid = throw(23, (1, 1), others=(Seat(at=22, wait=2, fresh=False), 50))
    assert s[1].wait == 0 and paid == (-1, 1, 0)
    s, _, _ = throw(33, (2, 2), others=(40, 44))
    assert s[1].at == 35 and s[2].at == 44
    assert throw(41, (2, 2), others=(10, 12))[2] == (0, 2, 2)


@pred("pipeline.rules.chronologie.meeting")
@pred("pipeline.rules.chronologie.arrival")
def test_a_taken_century_blocks():
    """chronologie.p27.1 who comes to a century taken "paiera une marque à celui qu'il
    rencontrera, et ne bougera de son lieu"; p29.1 likewise going back from beyond the end."""
    s, _, paid = throw(26, (2, 1), others=(29,))
    assert s[0].at == 26 and s[1].at == 29 and paid == (1, -1)
    s, _, paid = throw(54, (6, 1), others=(53,))  # 61: four over, back to 53, taken
    assert s[0].at == 54 and paid == (1, -1)
    assert chronologie.arrival(54, 3) == 57 and chronologie.arrival(56, 3) == 55
    assert chronologie.meeting() == "block"


@pred("pipeline.rules.chronologie.thirteenth")
@pred("pipeline.rules.chronologie.gains_forward_only")
def test_thirteenth_and_going_back():
    """chronologie.p23.1 from the 13th after Christ (53) a throw up to three past the end still
    wins; p31.1 no advantage from a century reached going back (the 50th by a bounce)."""
    assert chronologie.thirteenth() == (53, 3)
    assert chronologie.arrival(53, 7) == 57 and chronologie.arrival(53, 8) == 53  # 61: four over
    s, winner, _ = throw(53, (4, 3))
    assert winner == 0
    s, _, paid = throw(55, (5, 4), others=(10,))  # 64: seven over, back to 50
    assert s[0].at == 50 and paid == (0, 0)
    s, _, paid = throw(46, (3, 1), others=(10,))  # 50 going forward: homage from each
    assert paid == (-1, 1)
    assert chronologie.gains_forward_only()


@pred("pipeline.rules.chronologie.pots")
def test_pots():
    """chronologie.p5.1 each stakes on the three centuries; p15.1 the 20th takes its pot;
    p22.1 the 40th its own and the 20th's if nobody took it; p28.1 the last takes all."""
    assert chronologie.pots(3, 2, [40, 57]) == ({}, [12, 6])
    assert chronologie.pots(3, 2, [20, 40]) == ({57: 6}, [6, 6])
    with pytest.raises(ValueError):
        chronologie.pots(2, 1, [30])


@pred("pipeline.rules.chronologie.parts")
def test_the_three_parts_are_the_three_pots():
    """chronologie.p1.2-p4.1: the centuries in three parts, ending at the 20th (Abraham), the
    40th (Christ) and the present, the board's last; p5.1 the stakes go on these three."""
    assert chronologie.parts() == (20, 40, chronologie.board().goal)
    pot, _ = chronologie.pots(2, 3, [])
    assert tuple(pot) == chronologie.parts() and set(pot.values()) == {6}


@pred("pipeline.rules.chronologie.board")
def test_decahedron():
    """chronologie.p5.2 "on y joue avec un decahedre, ou avec deux dés"."""
    b = chronologie.board("decahedron")
    assert sorted(t[0] for t, _ in b.dice) == list(range(1, 11))
    assert goose.simulate(b, 2, 100, 3)["no_winner_share"] == 0
    with pytest.raises(ValueError):
        chronologie.board("d6")
