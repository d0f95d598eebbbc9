"""The Monde, the Villes de France and Cupidon: each square as the book states it, named by
its rule id; the engine's properties on these boards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import cupidon, monde, oye, race, villes
from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import Seat, State

pred = pytest.mark.predicate


def throw(board, at, dice, others=(), first=False, turn=0):
    """Seat 0 at ``at`` throws; the others stand at ``others`` (Seat or square)."""
    seats = (
        Seat(at=at, fresh=first),
        *(o if isinstance(o, Seat) else Seat(at=o, fresh=False) for o in others),
    )
    state, winner, over, paid = goose.step(board, State(turn, seats), dice)
    return state.seats, winner, over, paid


@pred("pipeline.rules.monde.square")
def test_monde_countries_as_printed():
    """monde.p7.1 Virginia 3 -> Great Britain 60; p8.1 New Mexico 5 held until freed; p10.1
    Peru 10 takes from the pool; p20.1 Spain 46 -> Cuba 7 and pays; p23.1 Sweden 52 -> the
    Polar world (1) and pays; p24.1 Muscovy 55 -> Poland 53; p17.1 Persia 34 and p21.1
    Germany 50: "les autres joueront chacun deux coups"."""
    b = monde.board()
    assert throw(b, 1, (1, 1))[0][0].at == 60
    s, *_, paid = throw(b, 2, (2, 1))
    assert s[0].at == 5 and s[0].held == goose.MEET and paid[0] == 1
    assert throw(b, 7, (2, 1))[3][0] == -1
    s, *_, paid = throw(b, 40, (4, 2))
    assert s[0].at == 7 and paid[0] == 1
    assert throw(b, 47, (3, 2))[0][0].at == 1
    assert throw(b, 50, (3, 2))[0][0].at == 53
    assert throw(b, 30, (2, 2))[0][0].wait == 2 and throw(b, 45, (3, 2))[0][0].wait == 2


@pred("pipeline.rules.monde.square")
@pred("pipeline.rules.monde.china")
@pred("pipeline.rules.monde.arrival")
def test_monde_zaara_china_and_the_goal():
    """monde.p13.1 Zaâra (19) holds him "jusqu'à ce que quelqu'un venant à passer" frees him;
    p18.1 China (36) "comptera deux fois son jeu"; p26.1 France (63) exactly wins; p27.1 the
    surplus goes back."""
    b = monde.board()
    s, *_ = throw(b, 14, (4, 2), others=(Seat(at=19, held=goose.PASS, fresh=False),))
    assert s[1].held == 0 and s[1].at == 19  # passed over: freed, stays to play on
    s, *_ = throw(b, 10, (3, 2), others=(Seat(at=19, held=goose.PASS, fresh=False),))
    assert s[1].held == goose.PASS  # 15: not yet passed
    assert monde.arrival(31, 5) == 41  # 36 is China: counted twice
    assert monde.arrival(60, 3) == 63 and monde.arrival(60, 5) == 61
    _, winner, over, _ = throw(b, 58, (3, 2))
    assert winner == 0 and over


@pred("pipeline.rules.monde.meeting")
@pred("pipeline.rules.monde.settle")
def test_monde_meeting_the_mover_pays():
    """monde.p6.1 "Qui fera rencontre d'un autre, lui paiera le convenu, et s'en ira prendre sa
    place, en lui cédant la sienne": the predicate and the turn; p4.1 each stakes "dedans le
    petit Monde", p5.1 "au profit de celui qui gagnera la partie"."""
    s, _, _, paid = throw(monde.board(), 20, (2, 1), others=(23,))
    assert s[0].at == 23 and s[1].at == 20 and paid == (1, -1)
    assert monde.meeting([23, 23], 0, 20) == ([23, 20], [1, -1])
    assert monde.meeting([23, 23, 23], 1, 8) == ([8, 23, 8], [-1, 2, -1])
    assert monde.settle([2, 1], 0) == [2, -2]  # pool 2 + 3: he paid 1 + 2, takes 5
    assert sum(monde.settle([3, -1], 1)) == 0


@pred("pipeline.rules.monde.denmark")
def test_monde_denmark_takes_the_toll_of_the_sund():
    """monde.p22.1 "Qui ira en Danemark, coté 51. y demeurera pour faire payer l'impôt à tous
    ceux qui passeront par le détroit du Sund": a throw from 48 to 53 passes the Sund and
    pays the player on 51; one that stops short, or a player sent past by a country, does
    not."""
    b = monde.board()
    s, _, _, paid = throw(b, 48, (3, 2), others=(51,))
    assert [q.at for q in s] == [53, 51] and paid == (1, -1)
    assert throw(b, 46, (2, 1), others=(51,))[3] == (0, 0)  # 49: short of the Sund
    assert throw(b, 1, (1, 1), others=(51,))[3] == (0, 0)  # Virginia, sent on to 60
    assert monde.denmark().toll == 1 and not monde.denmark().held


@pred("pipeline.rules.monde.egypt")
def test_monde_egypt_stay_or_start_again():
    """monde.p12.1 "Qui ira en Égypte, coté 17. y demeurera si bon lui semble … ou bien
    commencera son jeu": by default he stays and plays on from 17; the other choice sends him
    to the start."""
    assert throw(monde.board(), 15, (1, 1))[0][0].at == 17
    assert throw(monde.board(egypt_restart=True), 15, (1, 1))[0][0].at == 0
    assert monde.egypt().restart is False and monde.egypt(restart=True).restart


@pred("pipeline.rules.monde.throws")
def test_monde_two_common_dice():
    """monde.p3.1 "On peut jouer à ce jeu avec deux dés communs … et avancé d'autant de
    points, qu'il en sera découvert par les dés": two six-sided dice, every throw from 2 to
    12 with its chance."""
    throws = dict(monde.throws())
    assert len(throws) == 21 and sum(throws.values()) == pytest.approx(1)
    assert all(1 <= lo <= hi <= 6 for hi, lo in throws)
    by_points = {}
    for (hi, lo), p in throws.items():
        by_points[hi + lo] = by_points.get(hi + lo, 0) + p
    assert sorted(by_points) == list(range(2, 13))
    assert by_points[7] == pytest.approx(6 / 36) and by_points[12] == pytest.approx(1 / 36)
    assert monde.arrival(0, 6 + 5) == 11


@pred("pipeline.rules.monde.turns")
def test_monde_two_to_six_players():
    """monde.p3.1 "On peut jouer à ce jeu avec deux dés communs, 2. 3. 4. 5. et 6. personnes,
    chacun une fois, et à son rang"."""
    assert monde.turns(2, 2) == [0, 1, 0, 1] and monde.turns(6) == [0, 1, 2, 3, 4, 5]
    for bad in (1, 7):
        with pytest.raises(ValueError):
            monde.turns(bad)


@pred("pipeline.rules.monde.region")
def test_monde_regions():
    """monde.p2.1: the Polar world first, fourteen of America, fifteen of Africa, Asia "depuis
    30 jusqu'à 45", Europe "depuis 45. jusqu'à 63"; the countries the rules name fall where
    they should (Virginia 3, Barbary 16, Persia 34, Spain 46, France 63)."""
    assert [monde.region(n) for n in (1, 3, 16, 34, 46, 63)] == [
        "polar", "america", "africa", "asia", "europe", "europe"
    ]  # fmt: skip
    assert [monde.region(n) for n in range(1, 64)].count("europe") == 18
    with pytest.raises(ValueError):
        monde.region(64)


@pred("pipeline.rules.villes.square")
@pred("pipeline.rules.villes.arrival")
def test_villes_provinces_as_printed():
    """villes.p7.1 Ponthieu 3 -> Île de France 8; p8.1 Normandy 6 receives from each; p10.1
    Brittany 13 -> Guyenne 44 and pays; p15.1 the Basques 39 -> Ré 47; p16.1 Aunis 46 ->
    Toulon 61; p18.1 Languedoc 52 held until another takes his place; p6.1 63 exactly."""
    b = villes.board()
    assert throw(b, 1, (1, 1))[0][0].at == 8
    s, _, _, paid = throw(b, 4, (1, 1), others=(30, 40))
    assert s[0].at == 6 and paid == (-2, 1, 1)
    assert throw(b, 10, (2, 1))[0][0].at == 44
    assert throw(b, 36, (2, 1))[0][0].at == 47 and throw(b, 43, (2, 1))[0][0].at == 61
    s, *_ = throw(b, 50, (1, 1))
    assert s[0].held == goose.MEET
    s, *_ = throw(b, 48, (3, 1), others=(Seat(at=52, held=goose.MEET, fresh=False),))
    assert s[0].held and s[1] == Seat(at=48, fresh=False)
    assert villes.arrival(60, 6) == 60 and villes.arrival(57, 6) == 63


@pred("pipeline.rules.villes.province")
@pred("pipeline.rules.villes.region")
def test_villes_figure_north_to_south():
    """villes.p1.1 "laquelle figure représente les Provinces de France": the places the rules
    number (Ponthieu 3, Guyenne 44, the map of France 63); p2.1 "Les Provinces qui sont devers
    le Septentrion … les premières, ensuite … le milieu, et enfin … le midi"."""
    assert villes.province(3) == "Ponthieu" and villes.province(44) == "Guyenne"
    assert villes.province(63) == "la Carte de la France" and villes.province(2) is None
    north = ("Ponthieu", "Normandie", "Île de France", "Champagne", "Bretagne")
    middle = ("Orléans", "Touraine", "Lyon", "Poictou")
    south = ("les Basques", "Guyenne", "Languedoc", "Provence", "Avignon", "Thoulon")
    where = {name: villes.region(n) for n, name in villes.PROVINCES.items()}
    assert {where[x] for x in north} == {"septentrion"}
    assert {where[x] for x in middle} == {"milieu"}
    assert {where[x] for x in south} == {"midi"}
    regions = [villes.region(n) for n in range(1, 63)]
    assert regions == sorted(regions, key=["septentrion", "milieu", "midi"].index)
    assert villes.region(63) == "france"
    for bad in (0, 64):
        with pytest.raises(ValueError):
            villes.province(bad)
        with pytest.raises(ValueError):
            villes.region(bad)


@pred("pipeline.rules.villes.meeting")
@pred("pipeline.rules.villes.settle")
@pred("pipeline.rules.villes.turns")
def test_villes_meeting_and_turns():
    """villes.p5.1 "celui qui sera rencontré d'un autre, il lui paiera le convenu, et s'en ira
    prendre sa place en lui cédant la sienne" (the predicate and the turn); p3.1 two to six
    players, each in his turn; p4.2 the stake "que chacun mettra dans le milieu du jeu"."""
    s, _, _, paid = throw(villes.board(), 20, (1, 1), others=(22,))
    assert s[1].at == 20 and paid == (-1, 1)
    assert villes.meeting([22, 22], 0, 20) == ([22, 20], [-1, 1])
    assert villes.turns(3, 2) == [0, 1, 2, 0, 1, 2]
    with pytest.raises(ValueError):
        villes.turns(7)
    assert villes.settle([1, -1], 1) == [-2, 2]


@pred("pipeline.rules.cupidon.first_throw")
@pred("pipeline.rules.cupidon.cupidons")
@pred("pipeline.rules.cupidon.arrival")
def test_cupidon_first_seven_and_the_cupidons():
    """cupidon.p5.2 a first seven: 6 and 1 to 16, 4 and 3 to 23, 5 and 2 to 43; p5.1 the
    Cupidons every seven double the throw, "ce qui a lieu aussi en rétrogradant"; p1.2 63
    exactly, p4.2 the surplus back."""
    b = cupidon.board()
    for dice, square in (((6, 1), 16), ((4, 3), 23), ((5, 2), 43)):
        assert throw(b, 0, dice, first=True)[0][0].at == square
    assert cupidon.arrival(0, 7) == 63  # why the first seven is moved
    assert cupidon.arrival(10, 4) == 18  # 14, a Cupidon: 18
    assert cupidon.arrival(60, 12) == 54  # 72: nine over, back to 54
    assert cupidon.arrival(58, 12) == 44  # 70: back to 56, a Cupidon, doubled backwards
    assert cupidon.cupidons() == frozenset({7, 14, 21, 28, 35, 42, 49, 56})


@pred("pipeline.rules.cupidon.square")
@pred("pipeline.rules.cupidon.bridge")
@pred("pipeline.rules.cupidon.meeting")
def test_cupidon_circles_as_printed():
    """cupidon.p8.1 the bridge to the Chair (12); p9.1 the Throne (18) two turns; p11.1 the
    Banquet (38) one; p12.1 the Labyrinth (46) back to 23; p14.1 the Tomb (59) to the start;
    p10.1 the Fountain holds until a companion comes; p15.1 "le rencontré paiera le prix
    convenu, et retournera en arrière, au lieu où était celui qui l'a ôté de sa place"."""
    b = cupidon.board()
    assert cupidon.meeting([10, 10], 0, 3) == ([10, 3], [0, 1])
    assert throw(b, 3, (2, 1))[0][0].at == 12
    assert throw(b, 15, (2, 1))[0][0].wait == 2 and throw(b, 34, (3, 1))[0][0].wait == 1
    assert throw(b, 43, (2, 1))[0][0].at == 23 and throw(b, 55, (3, 1))[0][0].at == 0
    s, _, _, paid = throw(b, 26, (3, 1), others=(Seat(at=30, held=goose.MEET, fresh=False),))
    assert s[0].held and s[1] == Seat(at=26, fresh=False) and paid == (1, 1)


@pred("pipeline.rules.cupidon.privileged")
@pred("pipeline.rules.cupidon.meeting")
def test_cupidon_privilege_of_seven():
    """cupidon.p16.1: a seven arriving at the Fountain (30) pays nothing, does not stay, doubles
    on (37), and pulls out the companion held there, who goes where the thrower was without
    paying; p17.1 met by a seven, he changes place without paying."""
    b = cupidon.board()
    s, _, _, paid = throw(b, 23, (4, 3), others=(Seat(at=30, held=goose.MEET, fresh=False),))
    assert s[0].at == 37 and not s[0].held and s[1] == Seat(at=23, fresh=False)
    assert paid == (0, 0)
    s, _, _, paid = throw(b, 3, (5, 2), others=(10,))
    assert s[1].at == 3 and paid == (0, 0)
    assert cupidon.meeting([10, 10], 0, 3, throw=7) == ([10, 3], [0, 0])
    assert cupidon.meeting([10, 10], 0, 3, throw=6) == ([10, 3], [0, 1])


@pred("pipeline.rules.cupidon.all_held")
@pred("pipeline.rules.cupidon.first_player")
@pred("pipeline.rules.cupidon.settle")
def test_cupidon_all_held_starts_again():
    """cupidon.p2.2 "s'il arrive que tous deux soient détenus, comme l'un à la Fontaine, et
    l'autre à la Forêt, ni l'un ni l'autre ne gagne, ains faut recommencer le jeu"; p2.1 "ne
    se joue à moins de deux"; p3.1 the first seven begins."""
    b = cupidon.board()
    s = (Seat(at=50, fresh=False), Seat(at=30, held=goose.MEET, fresh=False))
    state, winner, over, _ = goose.step(b, State(0, s), (3, 1))
    assert state == goose.start(2) and not over
    held = State(1, (Seat(at=54, held=goose.MEET), Seat(at=30, held=goose.MEET)))
    assert cupidon.all_held(held) == goose.start(2)
    one_free = State(1, (Seat(at=54, held=goose.MEET), Seat(at=31)))
    assert cupidon.all_held(one_free) == one_free
    with pytest.raises(ValueError):
        cupidon.all_held(State(0, (Seat(at=30, held=goose.MEET),)))
    assert goose.simulate(b, 2, 300, 1665)["no_winner_share"] == 0
    assert cupidon.first_player([(2, 3), (6, 2), (4, 3)], 2) == 0
    assert cupidon.first_player([(2, 3), (6, 1)], 3) == 1
    assert cupidon.first_player([], 3, last_winner=2) == 2
    assert sum(cupidon.settle([2, 1], 0)) == 0


@pred("pipeline.rules.monde.arrival")
@pred("pipeline.rules.villes.arrival")
@pred("pipeline.rules.cupidon.arrival")
@pred("pipeline.rules.chronologie.arrival")
@pred("pipeline.rules.france.move")
@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 4), st.sampled_from(sorted(race.GAMES)))
def test_boards_properties(seed, n, which):
    """Property on every race board: a won race ends exactly on its last square; a held or
    resting player never moves by his own turn; nobody leaves the track."""
    b = race.board(which)
    rng = random.Random(seed)
    state = goose.start(n)
    for _ in range(300 * n):
        before = state
        state, winner, over, _ = goose.step(b, state, (rng.randint(1, 6), rng.randint(1, 6)))
        if not goose.needs_dice(b, before):
            assert state.seats[before.turn].at == before.seats[before.turn].at
        if winner is not None:
            assert state.seats[winner].at == b.goal and over
        else:
            assert all(s.at != b.goal for s in state.seats)
        assert all(0 <= s.at <= b.goal for s in state.seats)
        if over:
            break


@pred("pipeline.rules.oye.settle")
def test_oye_settle():
    """oye.p1.1 the agreed price of the meetings and accidents; oye.p1.7 the winner takes all."""
    assert oye.settle([2, 1], 1, stake=2, price=1) == [-4, 4]


@pred("pipeline.rules.cupidon.forest")
def test_cupidon_forest_reading():
    """cupidon.p13.1 "jusqu'à ce qu'un de ses compagnons y soit pris, et que le jeu soit gagné":
    by default freed by the next companion caught there (as the Fountain, p10.1); as printed,
    held to the end, so that two players both end up held more often."""
    b = cupidon.board()
    s = (Seat(at=50, fresh=False), Seat(at=54, held=goose.MEET, fresh=False))
    state, *_ = goose.step(b, State(0, s), (3, 1))
    assert state.seats[1] == Seat(at=50, fresh=False) and state.seats[0].held
    printed = cupidon.board(forest_as_printed=True)
    s = (Seat(at=50, fresh=False), Seat(at=54, until=64, fresh=False))
    state, *_ = goose.step(printed, State(0, s), (3, 1))
    assert state == goose.start(2)  # both held in the Forest: the game starts again (p2.2)
    assert cupidon.forest(True).until == 64 and cupidon.forest() == cupidon.SQUARES[54]
