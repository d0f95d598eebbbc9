"""The Chronologie: the centuries as the book states them, by rule id."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import chronologie
from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import Seat, State

pred = pytest.mark.predicate


def throw(at, dice, others=(), board=None):
    b = board or chronologie.board()
    seats = (Seat(at=at, fresh=False), *(o if isinstance(o, Seat) else Seat(at=o) for o in others))
    state, winner, over, paid = goose.step(b, State(0, seats), dice)
    return state.seats, winner, paid


@pred("pipeline.rules.chronologie.square")
def test_centuries_as_printed():
    """chronologie.p7.1 the 6th and 14th "recommencera"; p9.1 the 11th "s'avantagera de six
    siècles" (17); p11.1 the 18th "reculera d'autant de siècles" (thirteen); p13.1 the 21st to
    24th "y demeurera en servitude, jusqu'à ce que chacun des autres aient joué deux fois";
    p16.1 the 31st "reculera de trois siècles"; p21.1 the 7th after Christ (47) "reculera au
    siècle d'Adam" (1); p24.1 the 15th after Christ (55) "en reculant de 11. siècles"; p10.1
    the 17th "retirera de chacun une marque"."""
    assert throw(4, (1, 1))[0][0].at == 0
    assert throw(9, (1, 1))[0][0].at == 17
    assert throw(15, (2, 1))[0][0].at == 5
    assert throw(19, (1, 1))[0][0].wait == 2
    assert throw(29, (1, 1))[0][0].at == 28
    assert throw(44, (2, 1))[0][0].at == 1 and throw(52, (2, 1))[0][0].at == 44
    assert throw(15, (1, 1), others=(30, 40))[2] == (-2, 1, 1)


@pred("pipeline.rules.chronologie.square")
@pred("pipeline.rules.chronologie.square_37")
def test_servitude_and_its_end():
    """chronologie.p14.1: the 25th "retirera une marque de ceux qui seront ès quatre siècles
    précédents, pour les tirer de servitude, sans attendre que les autres aient joué deux
    fois"; p18.1 the 37th "fera reculer de 5. siècles" the one ahead; p20.1 the 5th after
    Christ "fera mettre à chacun deux marques" (into the pool)."""
    s, _, paid = throw(23, (1, 1), others=(Seat(at=22, wait=2, fresh=False), 50))
    assert s[1].wait == 0 and paid == (-1, 1, 0)
    s, _, _ = throw(33, (2, 2), others=(40, 44))
    assert s[1].at == 35 and s[2].at == 44
    assert throw(41, (2, 2), others=(10, 12))[2] == (0, 2, 2)


@pred("pipeline.rules.chronologie.square")
def test_the_thirtieth_puts_the_marks_on_the_board():
    """chronologie.p15.1 "Qui ira au 30. retirera une marque de chacun pour le bâtiment du
    Temple de Salomon, qu'il mettra au 40. siècle": each other player pays a mark onto the
    board, not to him (he gains nothing)."""
    s, _, paid = throw(27, (2, 1), others=(5, 8))
    assert s[0].at == 30 and paid == (0, 1, 1)
    assert chronologie.square(30).levy == 1 and not chronologie.square(30).advantage


@pred("pipeline.rules.chronologie.square_35")
def test_the_persians_win_twice():
    """chronologie.p17.1 "Qui ira au 35. gagnera deux fois" (read: two marks from the board)."""
    assert throw(31, (2, 2))[2] == (-2,)
    assert chronologie.square(35) == chronologie.square_35()


@pred("pipeline.rules.chronologie.meeting")
@pred("pipeline.rules.chronologie.arrival")
def test_a_taken_century_blocks():
    """chronologie.p27.1 who comes to a century taken "paiera une marque à celui qu'il
    rencontrera, et ne bougera de son lieu"; p26.1 likewise going back from beyond the end,
    "si ce n'est qu'en reculant il rencontrât un siècle occupé par un autre"."""
    s, _, paid = throw(26, (2, 1), others=(29,))
    assert s[0].at == 26 and s[1].at == 29 and paid == (1, -1)
    s, _, paid = throw(54, (6, 1), others=(53,))  # 61: four over, back to 53, taken
    assert s[0].at == 54 and paid == (1, -1)
    assert chronologie.arrival(54, 3) == 57 and chronologie.arrival(56, 3) == 55
    assert chronologie.meeting([29, 29], 0, 26) == ([26, 29], [1, -1])
    assert chronologie.meeting([29, 29, 29], 0, 26) == ([26, 29, 29], [2, -1, -1])
    assert chronologie.meeting([29, 30], 0, 26) == ([29, 30], [0, 0])


@pred("pipeline.rules.chronologie.thirteenth")
@pred("pipeline.rules.chronologie.gains_forward_only")
def test_thirteenth_and_going_back():
    """chronologie.p23.1 from the 13th after Christ (53) "s'il passe de trois points, le siècle
    des Louis de Bourbon, il ne laissera pas de gagner le jeu"; p28.1 "personne ne pourra
    tirer aucun avantage du siècle qu'il pourra rencontrer, en reculant: mais seulement en
    avançant" (the 50th's homage by a bounce); a loss reached going back still falls."""
    assert chronologie.thirteenth() == (53, 3)
    assert chronologie.arrival(53, 7) == 57 and chronologie.arrival(53, 8) == 53  # 61: four over
    s, winner, _ = throw(53, (4, 3))
    assert winner == 0
    s, _, paid = throw(55, (5, 4), others=(10,))  # 64: seven over, back to 50
    assert s[0].at == 50 and paid == (0, 0)
    s, _, paid = throw(46, (3, 1), others=(10,))  # 50 going forward: homage from each
    assert paid == (-1, 1)
    assert chronologie.gains_forward_only(55, 9) is None
    assert chronologie.gains_forward_only(46, 4) == chronologie.square(50)
    assert chronologie.gains_forward_only(55, 12) == chronologie.square(47)  # 67 -> 47: a loss


@pred("pipeline.rules.chronologie.pots")
def test_pots():
    """chronologie.p5.1 "Chacun mettra également en ces trois siècles"; p12.1 the 20th
    "gagnera ce qui aura été mis"; p19.1 the 40th its own, "et outre gagnera ce qui pourra
    être au 20. en cas que personne ne l'aurait gagné auparavant"; p25.1 the last "gagnera
    tout ce qui se trouvera à gagner dans tout le jeu"."""
    # seat 0 takes the 40th's and the 20th's (12 of his 6 staked); seat 1 the last's and
    # a mark from each (one advantageous century: the last)
    assert chronologie.pots(3, 2, [(0, 40), (1, 57)]) == ({}, [6 - 1, 2, -6 - 1])
    board, purse = chronologie.pots(3, 2, [(0, 20), (1, 40)])
    assert board == {57: 6} and purse == [0, 0, -6]
    assert chronologie.pots(2, 1, [(0, 31)]) == ({20: 2, 40: 2, 57: 2}, [-3, -3])
    with pytest.raises(ValueError):
        chronologie.pots(2, 1, [(0, 57), (1, 20)])


@pred("pipeline.rules.chronologie.pots")
def test_marks_put_on_the_centuries():
    """chronologie.p8.1 the 10th "prendra deux marques, qu'il mettra au siècle 49."; p15.1 the
    30th's marks "au 40. siècle, ou au derrière si le 40. avait été gagné"; p20.1 the 45th
    "fera mettre à chacun deux marques au siècle présent"; p25.1 the winner "retirera d'un
    chacun autant de marques qu'il aura gagné de siècles avantageux, qui sont les 20. et 40. et
    dernier"."""
    board, purse = chronologie.pots(2, 1, [(0, 10), (1, 30), (0, 45)])
    assert board == {20: 2, 40: 3, 57: 4, 49: 2} and purse == [-6, -5]
    board, _ = chronologie.pots(2, 1, [(0, 40), (1, 30)])
    assert board == {57: 3}  # the 40th won: the 30th's mark goes to the last
    board, purse = chronologie.pots(3, 1, [(0, 20), (0, 40), (0, 10), (0, 57)])
    # he took the 20th (3) and the 40th (3), put 2 on the 49th, takes the last (3 + 2) and
    # three marks from each other (20th, 40th, last)
    assert board == {} and purse == [-3 + 3 + 3 - 2 + 5 + 2 * 3, -3 - 3, -3 - 3]


@pred("pipeline.rules.chronologie.pots")
@settings(max_examples=200, deadline=None)
@given(
    st.integers(2, 5),
    st.integers(1, 3),
    st.lists(st.tuples(st.integers(0, 4), st.sampled_from([10, 20, 30, 40, 45, 57, 12]))),
)
def test_no_mark_made_or_lost(players, each, reached):
    """Property: the marks on the board and in the players' purses always add up to nothing
    (the game ends at the last century: nothing is reached after it)."""
    reached = [(seat % players, n) for seat, n in reached]
    if (end := next((i for i, (_, n) in enumerate(reached) if n == 57), None)) is not None:
        reached = reached[: end + 1]
    board, purse = chronologie.pots(players, each, reached)
    assert sum(board.values()) + sum(purse) == 0 and all(v >= 0 for v in board.values())


@pred("pipeline.rules.chronologie.parts")
def test_the_three_parts_are_the_three_pots():
    """chronologie.p1.2-p4.1: the centuries in three parts, ending at the 20th (Abraham), the
    40th (Christ) and the present, the board's last; p5.1 the stakes go on these three."""
    assert chronologie.parts() == (20, 40, chronologie.board().goal)
    pot, purse = chronologie.pots(2, 3, [])
    assert tuple(pot) == chronologie.parts() and set(pot.values()) == {6} and purse == [-9, -9]


@pred("pipeline.rules.chronologie.board")
def test_decahedron():
    """chronologie.p5.2 "on y joue avec un decahedre, ou avec deux dés"."""
    b = chronologie.board("decahedron")
    assert sorted(t[0] for t, _ in b.dice) == list(range(1, 11))
    assert goose.simulate(b, 2, 100, 3)["no_winner_share"] == 0
    with pytest.raises(ValueError):
        chronologie.board("d6")
