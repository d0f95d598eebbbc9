"""The strict pass over the race family's links (issue 31): each test takes the words of a
sentence that a link left partly undone (the dice of a throw, the order of the turns, the
pool at the end, an exception done by another predicate) and checks that the predicates
linked to that rule now do them."""

from __future__ import annotations

import pytest

from pipeline.rules import chouette, chronologie, cupidon, france, monde, oye, quatre_fins, villes
from pipeline.rules.kernels import goose
from pipeline.rules.kernels.goose import Seat, State
from pipeline.rules.registry import predicates

pred = pytest.mark.predicate


def linked(rule: str) -> set[str]:
    """The predicates linked to ``rule``."""
    return {p.name for p in predicates() if rule in p.rules}


@pred("pipeline.rules.oye.arrival")
def test_oye_one_throw_of_two_dice():
    """oye.p1.4 "Jouant à ce jeu on prend deux dés, que chacun pour soi jette une fois, et
    autant de points qu'il s'en découvre par lesdits dés": a throw is what two dice show,
    2 to 12; a one or a thirteen is no throw of the Goose."""
    assert oye.arrival(0, 2) == 2 and oye.arrival(50, 12) == 62
    for impossible in (0, 1, 13, 18):
        with pytest.raises(ValueError, match="two dice"):
            oye.arrival(0, impossible)


@pred("pipeline.rules.villes.arrival")
def test_villes_two_common_dice():
    """villes.p3.1 "l'on y peut jouer avec deux dés communs"; villes.p4.1 "avancé d'autant
    de points qu'il en sera découvert par les dés": 2 to 12 points, nothing else."""
    assert "pipeline.rules.villes.arrival" in linked("villes.p3.1")
    assert villes.arrival(10, 7) == 17 and villes.arrival(51, 12) == 63
    for impossible in (1, 13):
        with pytest.raises(ValueError, match="two common dice"):
            villes.arrival(0, impossible)


@pred("pipeline.rules.cupidon.arrival")
@pred("pipeline.rules.cupidon.first_player")
def test_cupidon_two_common_dice():
    """cupidon.p3.1 "il faut prendre deux dés communs"; cupidon.p4.1 "Ayant jeté les dés, il
    faut compter ce qu'il y aura": the points are 2 to 12, and a throw for the first seven
    is two faces of one to six (a 7 and a 0 is not a seven of two dice)."""
    assert cupidon.arrival(10, 2) == 12
    for impossible in (1, 13):
        with pytest.raises(ValueError, match="two common dice"):
            cupidon.arrival(0, impossible)
    assert cupidon.first_player([(3, 3), (6, 1)], 2) == 1
    with pytest.raises(ValueError, match="two common dice"):
        cupidon.first_player([(7, 0), (6, 1)], 2)


@pred("pipeline.rules.cupidon.turns")
def test_cupidon_each_throws_in_his_turn_after_the_first():
    """cupidon.p3.1 "celui commencera le jeu, auquel premier sera advenu le nombre de 7 …
    et chacun puis après tirera son coup l'un après l'autre, selon son rang, et ordre": from
    the first player round the table; p2.1 not fewer than two."""
    first = cupidon.first_player([(2, 3), (5, 1), (4, 3)], 3)
    assert first == 2
    assert cupidon.turns(first, 3, 5) == [2, 0, 1, 2, 0]
    assert cupidon.turns(0, 2, 3) == [0, 1, 0]
    with pytest.raises(ValueError):
        cupidon.turns(0, 1, 2)
    with pytest.raises(ValueError):
        cupidon.turns(3, 3, 2)


@pred("pipeline.rules.monde.settle")
def test_monde_france_takes_the_little_world():
    """monde.p26.1 "Qui ira en France, coté 63. gagnera la partie, et tout ce qui se trouvera
    dans le Petit Monde": the winner takes the stakes and every payment put there (three
    players, stake 2: he paid one, the others two and three; he takes 6 + 2 * 6 = 18, up 14);
    what the players paid one another at the meetings is not in it."""
    assert "pipeline.rules.monde.settle" in linked("monde.p26.1")
    assert monde.settle([1, 2, 3], 0, stake=2) == [14, -6, -8]
    # a meeting: the mover (seat 1) paid the met (seat 0) one, outside the pool
    assert monde.settle([-1, 1, 0], 2, stake=1) == [0, -2, 2]


@pred("pipeline.rules.france.move")
def test_france_two_common_dice():
    """france.a2 "L'on jouera avec deux dés communs": a throw is two faces of one to six
    (high first or not); anything else is refused by name."""
    assert "pipeline.rules.france.move" in linked("france.a2")
    assert france.move(0, (2, 5)) == france.move(0, (5, 2)) == 6
    for impossible in ((7, 1), (0, 3), (6, 6, 6)):
        with pytest.raises(ValueError, match="two common dice"):
            france.move(0, impossible)


@pred("pipeline.rules.france.meeting")
def test_france_the_mark_goes_back_when_met():
    """france.a3 "laquelle on avancera toujours sur les points qu'on aura amenés, sans
    pouvoir le reculer, si ce n'est lorsque l'on sera rencontré": a player on Clotaire I
    (7) met by one who came from Childebert I (6) goes back to 6."""
    assert "pipeline.rules.france.meeting" in linked("france.a3")
    niches, paid = france.meeting([7, 7], 1, 6)
    assert niches == [6, 7] and paid == [1, -1]


@pred("pipeline.rules.france.own_point")
def test_france_own_point_on_vi_ii_e():
    """france.p100.1 "Si un des joueurs ayant sa marque sur VI. II. E. amène VI. II. il ne
    bougera de sa place, suivant l'ordre du jeu, ci-devant expliqué" — the order of p32.1:
    he pays the agreed price and stays."""
    assert "pipeline.rules.france.own_point" in linked("france.p100.1")
    at = france.parse("VI. II. E")
    assert france.own_point(at, (6, 2)) == (at, 1)
    assert france.own_point(at, (2, 6)) == (at, 1)


@pred("pipeline.rules.chouette.first_player")
@pred("pipeline.rules.chouette.play")
def test_chouette_three_dice():
    """chouette.p1.4 "pour jouer on aura trois dés, et on verra par le plus haut jet qui sera
    le premier": a throw is three faces of one to six; three sevens are no Chouette."""
    assert chouette.first_player([(1, 1, 2), (6, 6, 5)]) == 1
    with pytest.raises(ValueError, match="three dice"):
        chouette.first_player([(9, 9, 9), (1, 1, 1)])
    with pytest.raises(ValueError, match="three dice"):
        chouette.play(10, (7, 7, 7), {})
    with pytest.raises(ValueError, match="three dice"):
        chouette.play(10, (1, 2), {(1, 2): ("T", 1)})


@pred("pipeline.rules.cupidon.seven")
def test_cupidon_seven_pulls_out_a_companion_passed_over():
    """cupidon.p16.1 "il ne paiera aucune chose, ni ne séjournera et ne reculera; mais
    redoublera seulement son nombre jusqu'à ce qu'il soit en lieu sûr, et ne laissera de
    tirer son compagnon qui se trouvera engagé ou arrêté, lequel sortira sans rien payer, et
    ira au lieu où était celui qui l'aura délivré": from 11 a seven reaches the Throne (18),
    pays nothing and doubles on to 25; the companion resting on the Throne comes out and
    goes to 11, paying nothing. From the Labyrinth's side: a seven from 39 to 46 does not
    go back to 23, it doubles on to 53."""
    seats = (Seat(at=11, fresh=False), Seat(at=18, wait=2, fresh=False))
    after, paid = cupidon.seven(seats, 0, (5, 2))
    assert after[0].at == 25 and after[1] == Seat(at=11, fresh=False)
    assert paid == (0, 0)
    after, paid = cupidon.seven((Seat(at=39, fresh=False), Seat(at=2, fresh=False)), 0)
    assert after[0].at == 53 and not after[0].wait and paid == (0, 0)
    with pytest.raises(ValueError, match="not a seven"):
        cupidon.seven(seats, 0, (3, 3))


@pred("pipeline.rules.oye.arrival")
@pred("pipeline.rules.quatre_fins.arrival")
@pred("pipeline.rules.cupidon.arrival")
@pred("pipeline.rules.monde.arrival")
def test_the_doubling_squares_double_the_throw():
    """The sentences that say a square doubles were linked only to the set of squares, not
    to what doubles the throw. oye.p1.5 "si on rencontre un nombre où il y ait une Oie, faut
    redoubler le point, et passer outre" (3 + 6 = 9, a goose: 15); quatre-fins.p1.3 "on ne
    doit jamais séjourner ni s'arrêter sur les ancres" and p1.4 "l'on doit redoubler le point
    jusqu'à ce qu'on n'en rencontre plus" (4 + 2 = 6, an anchor: 8); cupidon.p5.1 "il ne s'y
    faut arrêter, mais doubler le nombre advenu … ce qui a lieu aussi en rétrogradant" (3 + 4
    = 7: 11; 59 + 11 = 70, back to 56, a Cupidon: back again to 45); monde.p18.1 China
    "comptera deux fois son jeu découvert par les dés" (30 + 6 = 36: 42)."""
    for rule, name in (
        ("oye.p1.5", "oye"),
        ("quatre-fins.p1.3", "quatre_fins"),
        ("quatre-fins.p1.4", "quatre_fins"),
        ("cupidon.p5.1", "cupidon"),
        ("monde.p18.1", "monde"),
    ):
        assert f"pipeline.rules.{name}.arrival" in linked(rule)
    assert oye.arrival(3, 6) == 15
    assert quatre_fins.arrival(4, 2) == 8 and quatre_fins.arrival(1, 5) == 11
    assert cupidon.arrival(3, 4) == 11 and cupidon.arrival(59, 11) == 45
    assert monde.arrival(30, 6) == 42


@pred("pipeline.rules.chronologie.arrival")
def test_chronologie_the_thirteenth_wins_past_the_end():
    """chronologie.p23.1 "Qui ira au 13. aura cet avantage que s'il passe de trois points, le
    siècle des Louis de Bourbon, il ne laissera pas de gagner le jeu, sans être obligé de
    reculer": from the 13th after Christ (53) a throw up to three past the last century (57)
    wins; four past goes back as any; from the 12th (52), three past goes back."""
    assert "pipeline.rules.chronologie.arrival" in linked("chronologie.p23.1")
    assert chronologie.arrival(53, 4) == 57 and chronologie.arrival(53, 7) == 57
    assert chronologie.arrival(53, 8) == 53
    assert chronologie.arrival(52, 8) == 54


@pred("pipeline.rules.oye.meeting")
@pred("pipeline.rules.monde.meeting")
@pred("pipeline.rules.villes.meeting")
@pred("pipeline.rules.cupidon.meeting")
@pred("pipeline.rules.france.meeting")
def test_a_held_player_is_let_go_by_the_meeting():
    """The squares that hold a player "jusqu'à ce que" another comes were linked only to the
    square's effect (held); what lets him go, and where he goes, is the meeting. oye.p5.1
    the well, "jusqu'à ce qu'un autre faisant le même point l'en tire, et lui ira en la place
    de celui qui l'en aura tiré"; oye.p7.1 the prison "jusqu'à ce qu'un autre l'enlève";
    monde.p8.1 "jusqu'à ce que quelqu'un le délivre charitablement en prenant sa place";
    villes.p18.1 "jusqu'à ce que quelqu'un vienne prendre sa place"; cupidon.p10.1 "jusqu'à ce
    qu'un de ses compagnons y parvienne", p13.1 "y soit pris"; france.p90.1 "ne bougera de là
    jusqu'à ce qu'un autre amenant le même point, le tire de sa place". Each time the one held
    goes where the other came from (and pays by his game's meeting rule)."""
    cases = (
        ("oye.p5.1", oye.meeting, 31, 25),
        ("oye.p7.1", oye.meeting, 41, 35),
        ("monde.p8.1", monde.meeting, 5, 2),
        ("villes.p18.1", villes.meeting, 52, 45),
        ("cupidon.p10.1", cupidon.meeting, 30, 26),
        ("cupidon.p13.1", cupidon.meeting, 54, 50),
        ("france.p90.1", france.meeting, 57, 50),
    )
    for rule, meeting, held_at, came in cases:
        assert f"{meeting.__module__}.meeting" in linked(rule), rule
        squares, _ = meeting([held_at, held_at], 1, came)
        assert squares == [came, held_at], rule
    # in the game's turn: the one held in the well is freed and goes to 25
    b = oye.board()
    seats = (Seat(at=31, held=goose.MEET, fresh=False), Seat(at=25, fresh=False))
    state, *_ = goose.step(b, State(1, seats), (4, 2))
    assert state.seats[0] == Seat(at=25, fresh=False) and state.seats[1].held == goose.MEET


@pred("pipeline.rules.monde.passing")
def test_monde_zaara_and_the_sund_act_on_those_who_pass():
    """monde.p13.1 Zaâra: "y demeurera égaré dans les déserts, jusqu'à ce que quelqu'un
    venant à passer, il apprenne son chemin pour jouer à son rang" — a throw from 15 to 20
    frees him where he is, one from 15 to 18 does not; monde.p22.1 Denmark: "y demeurera pour
    faire payer l'impôt à tous ceux qui passeront par le détroit du Sund" — a throw from 48
    to 53 pays him one, one from 45 to 48 pays nothing. Before, only the square's Effect was
    linked; the passing was done by the engine's turn alone."""
    lost = Seat(at=19, held=goose.PASS, fresh=False)
    after, paid = monde.passing((lost, Seat(at=15, fresh=False)), 1, (3, 2))
    assert after[0] == Seat(at=19, fresh=False) and after[1].at == 20 and paid == (0, 0)
    after, _ = monde.passing((lost, Seat(at=15, fresh=False)), 1, (2, 1))
    assert after[0].held == goose.PASS
    dane = Seat(at=51, fresh=False)
    after, paid = monde.passing((dane, Seat(at=48, fresh=False)), 1, (3, 2))
    assert after[1].at == 53 and paid == (-1, 1)
    after, paid = monde.passing((dane, Seat(at=45, fresh=False)), 1, (2, 1))
    assert after[1].at == 48 and paid == (0, 0)


@pred("pipeline.rules.quatre_fins.angel_frees")
def test_quatre_fins_43_freed_when_a_companion_reaches_the_angel():
    """quatre-fins.p6.1 "y demeurera jusqu'à ce que quelqu'un de ses compagnons soit parvenu
    à l'Ange Gardien, et sera délivré sans rien payer, et ira à 32": a companion's throw from
    44 to 49 sends him to 32, paying nothing (the companion takes his stake, p7.1); a throw
    from 44 to 47 leaves him waiting at 43."""
    waiting = Seat(at=43, until=49, fresh=False)
    after, paid = quatre_fins.angel_frees((waiting, Seat(at=44, fresh=False)), 1, (3, 2))
    assert after[0] == Seat(at=32, fresh=False) and after[1].at == 49
    assert paid[0] == 0
    after, _ = quatre_fins.angel_frees((waiting, Seat(at=44, fresh=False)), 1, (2, 1))
    assert after[0] == waiting


@pred("pipeline.rules.chronologie.deliverance")
def test_chronologie_25_frees_those_in_servitude():
    """chronologie.p14.1 "Qui ira au 25. retirera une marque de ceux qui seront ès quatre
    siècles précédents, pour les tirer de servitude, sans attendre que les autres aient joué
    deux fois": two players resting on the 22nd and 24th each pay one mark to the one who
    comes to the 25th, and play at their next turn."""
    seats = (
        Seat(at=22, wait=2, fresh=False),
        Seat(at=24, wait=1, fresh=False),
        Seat(at=20, fresh=False),
    )
    after, paid = chronologie.deliverance(seats, 2, (3, 2))
    assert after[2].at == 25 and paid == (1, 1, -2)
    assert after[0].wait == after[1].wait == 0
    assert after[0].at == 22 and after[1].at == 24
