"""The Jeu de France: the niches and their throws from the book's own labels and examples,
the kings' niches, the end of the game, named by rule id."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import france
from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import Seat, State

pred = pytest.mark.predicate
DICE = st.tuples(st.integers(1, 6), st.integers(1, 6))


@pred("pipeline.rules.france.throws")
@pred("pipeline.rules.france.label")
def test_niches_as_the_book_labels_them():
    """france.a9: "cinq, deux, A, qui est la Niche de Childebert I. Roi de France VI." and
    "cinq et as, qui se rencontrent dans la même Niche"; "Clotaire I. Roi de France sept, où
    est marqué V. IV."; "Clouis III. Roi de France seize, où est marqué quatre, quatre"; a8
    Chilperic I (9) by "six et deux" or "six, trois"; p99.1 "VI. II. F. qui est le dernier
    point du jeu"; p9.1/p11.1 every letter holds all 21 throws."""
    assert france.throws(6) == {(5, 2), (5, 1)}
    assert (5, 4) in france.throws(7) and (4, 4) in france.throws(16)
    assert france.throws(9) == {(6, 2), (6, 3)}
    assert france.label(64) == "VI. II. F" and france.parse("VI. II. E") == 53
    letter = set().union(*(france.throws(k) for k in range(1, 12)))
    assert len(letter) == 21
    assert france.parse("V. IV. A") == 7 and france.parse("IV. IV. B") == 16
    with pytest.raises(ValueError):
        france.throws(65)


@pred("pipeline.rules.france.throws")
@pred("pipeline.rules.france.label")
def test_letters_of_eleven_and_f_of_nine():
    """france.p10.1 "Toutes les Niches sont séparées de onze en onze, par un Bâton Royal";
    p13.1 "la lettre F … ne contient pas onze Niches, mais seulement neuf … pour remplir le
    nombre de soixante-quatre"; p53.1's label "Quira à V I. IV. V. V." (six-four, six-five)
    is niche 21's."""
    letters = [france.label(k).split(". ")[-1] for k in range(1, 65)]
    assert [letters.count(x) for x in "ABCDEF"] == [11, 11, 11, 11, 11, 9]
    assert all(france.throws(k) == france.throws(k + 11) for k in range(1, 54))
    assert france.throws(21) == {(6, 4), (6, 5)}
    with pytest.raises(ValueError):
        france.throws(0)


@pred("pipeline.rules.france.move")
@pred("pipeline.rules.france.own_point")
def test_the_books_example_of_moving():
    """france.a9: first throw five and two: the mark on "cinq, deux, A" (6); again five and
    two, or five and one: "il ne bougera de sa place" (and pays, p32.1); five and four: to
    Clotaire I (7); "Quarne … ne pouvant reculer … il passera à la Lettre B … Clouis III"
    (16); a4 "l'on ne comptera pas huit, mais l'on dira six et deux"."""
    assert france.move(0, (5, 2)) == 6
    assert france.own_point(6, (5, 2)) == (6, 1) and france.own_point(6, (1, 5)) == (6, 1)
    assert france.move(6, (5, 4)) == 7 and france.move(7, (4, 4)) == 16
    assert france.move(0, (6, 2)) == 9  # not niche 8 by the sum


@pred("pipeline.rules.france.move")
def test_the_end_of_the_game():
    """france.p99.1: between VI. II. E. and the end a throw with no niche ahead sends the mark
    back, "sur le point amené plus proche d'icelle"; p100.1 "ayant sa marque sur VI. II. E.
    amène VI. II. il ne bougera de sa place"; p98.1 the last niche "Gagnera la partie"."""
    assert france.move(53, (6, 2)) == 53
    assert france.move(57, (2, 1)) == 56  # the rule: the nearest behind (the example says E)
    assert france.move(58, (6, 5)) == 54 and france.move(60, (6, 6)) == 55
    b = france.board()
    state, winner, over, _ = goose.step(b, State(0, (Seat(at=58, fresh=False), Seat())), (6, 3))
    assert state.seats[0].at == 64 and winner == 0 and over


@pred("pipeline.rules.france.niche")
def test_kings_niches():
    """france.p33.1 "Paiera une marque à Pharamond" (1); p34.1 Clodion receives "sans rien
    payer" (2); p37.1 Clovis I: "les autres joueront chacun deux coups" (5); p40.1 Cherebert
    "avancera à VI. II. A" (8 -> 9); p78.1 Philippe IV "annoncera à II. II. E." (45 -> 46);
    p90.1 François I's prison, "ne bougera de là jusqu'à ce qu'un autre amenant le même
    point, le tire de sa place" (57)."""
    b = france.board()
    s, *_ = goose.step(b, State(0, (Seat(), Seat())), (1, 1))
    assert s.seats[0].at == 1
    assert france.niche(1).pay == 1 and france.niche(2).pay == 0
    assert france.niche(5).wait == 2 and france.niche(8).to == 9 and france.niche(45).to == 46
    assert france.niche(57).held == goose.MEET
    state, _, _, paid = goose.step(b, State(0, (Seat(at=7, fresh=False), Seat())), (5, 5))
    assert state.seats[0].at == 9 and paid[0] == 1
    assert len(france.NICHES) == 63 and france.niche(64) is None


@pred("pipeline.rules.france.niche")
def test_homage_and_louis_xiv():
    """france.p33.1 "Paiera une marque à Pharamond … pour lui rendre hommage"; p68.1 Hugues
    Capet (35) the same; p97.1 Louis XIV (64) "Rendra ses respects et ses Vénérations" and
    p98.1 "Gagnera la partie": nothing paid there."""
    assert france.niche(1).pay == 1 and france.niche(35).pay == 1
    assert france.niche(35).wait == 0 and france.niche(35).to is None
    b = france.board()
    start = State(0, (Seat(at=58, fresh=False), Seat()))
    state, winner, over, paid = goose.step(b, start, (6, 3))
    assert state.seats[0].at == 64 and winner == 0 and over and paid[0] == 0


@pred("pipeline.rules.france.meeting")
@pred("pipeline.rules.france.settle")
@pred("pipeline.rules.france.turns")
def test_meeting_changes_places():
    """france.p31.1 "Qui sera rencontré d'un autre, lui paiera le prix convenu, et s'en ira
    prendre sa place, en lui cédant la sienne"; a8 met by either throw of the niche (six and
    three on Chilperic's six and two); a10 the meetings paid "à celui qui fera la rencontre
    par celui qui sera rencontré", the rest to the middle; a2 two to six players."""
    b = france.board()
    seats = (Seat(at=4, fresh=False), Seat(at=9, fresh=False))
    state, _, _, paid = goose.step(b, State(0, seats), (6, 3))
    assert state.seats[0].at == 9 and state.seats[1].at == 4 and paid == (-1, 1)
    assert france.meeting([9, 9], 0, 4) == ([9, 4], [-1, 1])
    assert france.meeting([9, 10], 0, 4) == ([9, 10], [0, 0])
    assert france.settle([3, 1], 0) == [2, -2] and france.turns(2, 2) == [0, 1, 0, 1]
    with pytest.raises(ValueError):
        france.turns(1)


@pred("pipeline.rules.france.all_stopped")
def test_all_stopped_starts_again():
    """france.p101.1: one resting at Clovis I (5), the other coming to stop at Childebert II
    (17): "l'on recommencera le jeu tout de nouveau" — the turn and the predicate."""
    b = france.board()
    seats = (Seat(at=15, fresh=False), Seat(at=5, wait=2, fresh=False))
    state, winner, over, _ = goose.step(b, State(0, seats), (5, 1))
    assert state == goose.start(2) and not over and winner is None
    stopped = State(0, (Seat(at=17, wait=2, fresh=False), Seat(at=57, held=goose.MEET)))
    assert france.all_stopped(stopped) == goose.start(2)
    going = State(0, (Seat(at=18, fresh=False), Seat(at=57, held=goose.MEET)))
    assert france.all_stopped(going) == going


@pred("pipeline.rules.france.move")
@settings(max_examples=200, deadline=None)
@given(st.integers(0, 63), DICE)
def test_the_mark_never_goes_back_before_the_end(at, dice):
    """Property (france.a3): before VI. II. E. (53) the mark never goes back, and it always
    lands on a niche marked with the throw."""
    to = france.move(at, dice)
    assert (max(dice), min(dice)) in france.throws(to)
    if at < 53:
        assert to >= at


def test_always_a_winner():
    """The game starts again when all are stopped (france.p101.1), so every simulated game
    ends with a winner (the exact chain, 11,747 states for two players, is in ``make
    bench``)."""
    sim = goose.simulate(france.board(), 2, 200, 1665)
    assert sim["no_winner_share"] == 0 and sum(sim["win_share"]) == 1


@pred("pipeline.rules.france.philippe_i")
def test_philippe_i_goes_on():
    """france.p71.1: Philippe I (38) "Paiera une marque … N'y arrêtera point … Et y arrêtera à
    vi. D.": he pays and goes on to VI. II. D. (42) by default."""
    b = france.board()
    state, _, _, paid = goose.step(b, State(0, (Seat(at=36, fresh=False), Seat())), (4, 3))
    assert state.seats[0].at == 42 and paid[0] == 1
    assert france.philippe_i().to == france.parse("VI. II. D")
    assert france.board(philippe_i_to=39).effects[38].to == 39
