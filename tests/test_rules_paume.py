"""Le Jeu de la Paume (1665, pp. 174–194): the count, the chases, the ordonnances and the prize,
from the book's own statements."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import paume as p
from pipeline.rules.kernels import ball as ball
from pipeline.rules.kernels.ball import BallRuleError, Match
from pipeline.rules.paume import match as pm
from pipeline.rules.paume import prix as px
from pipeline.rules.registry import predicates

pred = pytest.mark.predicate


@pred("pipeline.rules.paume.call")
def test_quinze_trente_quarante_cinq_jeu():
    """paume.p20.6 one stroke "nous comptons quinze"; p21.1 two "nous comptons trente";
    p22.1 three "quarante cinq"; p23.1 four "nous gagnons un jeu"; p3.1 "quinze, trente,
    quarante - cinq, et puis un jeu"."""
    assert [p.call(n, 0) for n in range(4)] == [
        "rien-rien",
        "quinze-rien",
        "trente-rien",
        "quarante-cinq-rien",
    ]
    assert p.call(4, 0) == "jeu 0" and p.call(2, 4) == "jeu 1"


@pred("pipeline.rules.paume.call")
def test_a_deux_and_l_avantage():
    """paume.a13: forty-five to thirty, the thirty side wins a chase: "ils seraient à deux";
    the other wins the next: "il n'avait que l'avantage"."""
    assert p.call(3, 3) == "à deux"
    assert p.call(4, 3) == "avantage 0" and p.call(4, 4) == "à deux"
    assert p.call(6, 4) == "jeu 0"
    with pytest.raises(BallRuleError):
        p.call(-1, 0)


@pred("pipeline.rules.paume.partie")
def test_four_jeux_a_partie_a_deux_de_jeu_at_three_all():
    """paume.a2 "les parties se jouent en quatre jeux (et étant trois jeux à trois jeux, l'on
    doit faire à deux de jeu) ou en six jeux, auxquels n'y a point d'à deux de jeu";
    paume.p3.7 "quatre jeux valent une partie entière, selon la coutume de France"; p23.3
    "deux jeux pour chacune partie" abroad."""
    four = p.partie()
    assert four.winner(4, 2) == 0 and four.winner(4, 3) is None and four.winner(5, 3) == 0
    six = p.partie(6)
    assert six.winner(6, 5) == 0
    assert p.partie(6, consent_a_deux=True).winner(6, 5) is None
    assert p.partie(2).winner(2, 1) == 0
    with pytest.raises(BallRuleError):
        p.partie(5)


@pred("pipeline.rules.paume.keeps_the_stakes")
def test_first_partie_keeps_the_stakes():
    """paume.a2 "qui gagne la première partie garde les gages"."""
    assert p.keeps_the_stakes((1, 0, 0)) == 1 and p.keeps_the_stakes((0, 1)) == 0
    with pytest.raises(BallRuleError):
        p.keeps_the_stakes(())


@pred("pipeline.rules.paume.keeps_the_stakes")
def test_the_stakes_are_said_at_the_first_jeu():
    """paume.a2 "Au premier jeu dire ce que l'on joue, qui gagne la première partie garde les
    gages": stakes said at the first jeu are kept by the first partie's winner; said at the
    third jeu, or never, there are none to keep."""
    assert p.keeps_the_stakes((1, 0), stakes_said_at_jeu=1) == 1
    with pytest.raises(BallRuleError, match="Au premier jeu"):
        p.keeps_the_stakes((1, 0), stakes_said_at_jeu=3)
    with pytest.raises(BallRuleError, match="paume.a2"):
        p.keeps_the_stakes((1, 0), stakes_said_at_jeu=None)


@pred("pipeline.rules.paume.serve_counts")
@pred("pipeline.rules.paume.racket_toss")
def test_the_coup_dieu_and_the_racket():
    """paume.a1 the racket turned "pour savoir qui sera dans le jeu"; the first serve "est le
    coup Dieu"; paume.s2.a4 at a prize "le premier coup de service est tout de bon"."""
    assert not p.first_serve_counts() and p.first_serve_counts(prix=True)
    assert not p.serve_counts(1) and p.serve_counts(2) and p.serve_counts(1, prix=True)
    with pytest.raises(BallRuleError):
        p.serve_counts(0)
    assert p.racket_toss(0, "rough", "rough") == 0 and p.racket_toss(0, "rough", "smooth") == 1
    with pytest.raises(BallRuleError):
        p.racket_toss(0, "edge", "rough")


@pred("pipeline.rules.paume.pour_neant")
def test_pour_neant():
    """paume.a11 too late "il l'a perdu", never by the server, not in the hole; paume.a18
    after "y êtes-vous" answered yes, lost; paume.a2 none in the old game "sans
    pour-neant"; paume.s2.a4 none at a prize."""
    assert p.pour_neant() == "allowed"
    assert p.pour_neant(moved=True) == "lost"
    assert p.pour_neant(said_ready=True) == "lost"
    assert p.pour_neant(by_server=True) == "no"
    assert p.pour_neant(hazard=True) == "no"
    assert p.pour_neant(limited=True) == "no" and p.pour_neant(prix=True) == "no"


@pred("pipeline.rules.paume.pour_neant")
def test_pour_neant_in_the_hole_is_said_too_late():
    """paume.a11 "qu'il le dît trop tard, comme ayant démarché, il l'a perdu … Il n'est temps
    de dire pour néant quand il est dans le trou, ou au pied du mur, il le faut dire au partir
    de la tuile": said when the ball is in the hole or at the wall's foot, it is too late and
    the receiver loses the stroke; at the tile it is in time."""
    assert p.pour_neant(ball_at="hole") == "lost"
    assert p.pour_neant(ball_at="wall foot") == "lost"
    assert p.pour_neant(ball_at="tile") == "allowed"
    assert p.pour_neant(ball_at="hole", by_server=True) == "no"  # the server never may


@pred("pipeline.rules.paume.stroke_void")
def test_void_strokes():
    """paume.a3 a ball between the net and the cord "le coup ne vaut rien"; paume.a12 three
    chases: "tout le coup de nulle valeur"."""
    assert p.stroke_void(between_net_and_cord=True)
    assert p.stroke_void(chases=3) and not p.stroke_void(chases=2)
    assert p.stroke_void(back_over_wall=True) and not p.stroke_void()


@pred("pipeline.rules.paume.chase_mark")
def test_chase_marked_at_the_second_bound():
    """paume.a4 "marqueront au second bond"; paume.a15 on a marked chase at the second bound
    "faut marquer là", on the volley "doit être compté pour un bond"."""
    assert p.chase_mark(12.0) == 12.0
    assert p.chase_mark(12.5, on_a_marked_chase_at=12.0) == 12.0
    assert p.chase_mark(14.0, on_a_marked_chase_at=12.0, volley=True) == 14.0


@pred("pipeline.rules.paume.change_ends")
def test_two_chases_or_one_chasse_morte():
    """paume.a4 "quand il y aura deux chasses, ou une, étant dit … chasse morte"; paume.a13
    "faut dire ayant quarante-cinq, chasse-morte"."""
    assert p.change_ends(2) and not p.change_ends(1)
    assert p.change_ends(1, chasse_morte=True) and not p.change_ends(0, True)


@pred("pipeline.rules.paume.chase_result")
def test_the_longer_stroke_wins_the_chase():
    """paume.p3.3 the excess "toujours estimé valoir quinze"; paume.a18 "le coup retombe en
    même endroit, c'est à refaire"."""
    assert p.chase_result(10.0, 12.0) == "won" and p.chase_result(10.0, 8.0) == "lost"
    assert p.chase_result(10.0, 10.0) == "refaire"


@pred("pipeline.rules.paume.play_off_order")
def test_chases_played_in_the_order_made():
    """paume.a8 the first "se joue commecstant la première, ainsi qu'elle a été faite"."""
    assert p.play_off_order(((1, 9.0), (0, 3.0))) == (3.0, 9.0)
    assert p.play_off_order(((0, 3.0), (1, 9.0))) == (3.0, 9.0)


@pred("pipeline.rules.paume.two_chases_at_45")
def test_forty_five_and_two_chases():
    """paume.a13: the holder of 45 needs both chases or the last; from thirty, the other
    winning the first makes them "à deux", and the holder's last gives only "l'avantage"."""
    assert p.call(*p.two_chases_at_45((3, 2), 0, (1, 0))) == "avantage 0"
    assert p.call(*p.two_chases_at_45((3, 1), 0, (1, 0))) == "jeu 0"
    assert p.call(*p.two_chases_at_45((3, 0), 0, (0, 0))) == "jeu 0"
    assert p.two_chases_at_45((3, 0), 0, (0, 1)) == (3, 1)  # the first alone: no jeu
    assert p.call(*p.two_chases_at_45((2, 3), 1, (0, 0))) == "avantage 0"
    with pytest.raises(BallRuleError):
        p.two_chases_at_45((3, 3), 0, (0, 0))


@pred("pipeline.rules.paume.ball_touches")
def test_ball_touching_people():
    """paume.a7 a marker or a held basket "il faut marquer là"; not held "c'est où va
    l'esteuf"; a player's body "il perd le coup"."""
    assert p.ball_touches("marker") == "mark there"
    assert p.ball_touches("basket", held=True) == "mark there"
    assert p.ball_touches("basket") == "where the ball goes"
    assert p.ball_touches("player") == "player loses the stroke"


@pred("pipeline.rules.paume.disputed")
def test_disputes_go_to_the_voices():
    """paume.a5 "à plus de voix"; a17 equal voices "c'est à refaire"; a19 nothing found: "à
    celui qui demande à prouver son dire"; a17 a chase to win: "c'est à refaire"."""
    assert p.disputed(5, 2) == "granted" and p.disputed(2, 5) == "refused"
    assert p.disputed(3, 3) == "refaire"
    assert p.disputed(0, 0) == "refused" and p.disputed(0, 0, chase_to_win=True) == "refaire"


@pred("pipeline.rules.paume.disputed")
def test_a_serve_nobody_saw_is_served_again():
    """paume.a18 "comme demandant d'un coup de service s'il a porté, et n'en trouvant rien,
    c'est encore à refaire"."""
    assert p.disputed(0, 0, serve=True) == "refaire"
    assert p.disputed(4, 1, serve=True) == "granted"


@pred("pipeline.rules.paume.marker_penalty")
def test_a_marker_who_favours_loses_wages_and_place():
    """paume.a5 "rapporter fidèlement ce qu'il leur sera dit à plus de voix ... à peine de
    perdre leurs salaires, et d'en mettre d'autres en leurs places"."""
    assert p.marker_penalty("chasse à deux", "chasse à deux") == {
        "salary_lost": False,
        "replaced": False,
    }
    assert p.marker_penalty("chasse à trois", "chasse à deux") == {
        "salary_lost": True,
        "replaced": True,
    }


@pred("pipeline.rules.paume.who_judges")
def test_the_spectators_judge_the_markers_when_nobody_else():
    """paume.a6 "auxdits spectateurs, sans en contredire, et même auxdits Marqueux: au cas
    toutefois qu'il n'y ait autres personnes qu'eux pour en juger, s'il ne leur est commandé
    desdits joueurs"."""
    assert p.who_judges(12) == "spectators"
    assert p.who_judges(0) == "markers"
    assert p.who_judges(12, players_ask_markers=True) == "markers"


@pred("pipeline.rules.paume.serve")
def test_serves():
    """paume.a10 on the ais de volée or in the Lune "l'on gagne quinze", on the roof only "c'est
    à refaire"; paume.s2.a4 at a prize the ais is a wall and "qui touche la corde perd
    quinze"."""
    assert p.serve("lune") == p.serve("ais") == "server wins fifteen"
    assert p.serve("roof only") == "refaire"
    assert p.serve("ais", prix=True) == "nothing"
    assert p.serve("service hole", prix=True) == "nothing"
    assert p.serve("cord", prix=True) == "server loses fifteen"


@pred("pipeline.rules.paume.miscount_restored")
def test_a_forgotten_quinze_is_restored_before_the_jeu_ends():
    """paume.a14 "l'on ne peut perdre son avantage" if recalled in time; "faut qu'il boive sa
    faute" who counted only the advantage and played on."""
    assert p.miscount_restored(enclosing_finished=False)
    assert not p.miscount_restored(enclosing_finished=True)
    assert not p.miscount_restored(False, counted_only_advantage=True, played_on=True)


@pred("pipeline.rules.paume.hazard_stroke")
@pred("pipeline.rules.paume.gallery")
@pred("pipeline.rules.paume.gallery_chase_answered")
def test_tile_gallery_and_grille():
    """paume.a15 above the tile lost, below won; paume.a16 "faut marquer par où il entre",
    "comme à la grille, il est gagnè", a gallery chase answered "c'est à refaire" — at a prize
    "il perd le coup" (paume.s2.a5)."""
    assert p.hazard_stroke(True) == "lost" and p.hazard_stroke(False) == "won"
    assert p.gallery(touched_someone=True) == "mark where it entered"
    assert p.gallery(False, one_bound=True) == "playable"
    assert p.gallery(False, dedans=True) == "won"
    assert p.gallery_chase_answered() == "refaire"


@pred("pipeline.rules.paume.gallery")
def test_the_grille_unless_it_comes_back_untouched():
    """paume.a16 "si c'est dans un jeu de dedans, comme à la grille, il est gagné, s'il ne
    revient sans toucher personne"; paume.s2.a5 at a prize "dans la grille, dans les
    galeries ... encore qu'il ait touché quelqu'un, c'est où va l'éteuf"."""
    assert p.gallery(False, dedans=True, came_back=True) == "playable"
    assert p.gallery(True, dedans=True, came_back=True) == "won"
    assert p.gallery(True, prix=True) == "where the ball goes"
    assert p.gallery(False, dedans=True, prix=True) == "where the ball goes"


@pred("pipeline.rules.paume.gallery_chase_answered")
def test_at_a_prize_the_maker_of_a_gallery_chase_answered_loses():
    """paume.s2.a5 "qui aurait fait une chasse dans l'une des galeries, l'autre y remettant,
    il perd le coup; au jeu de prix n'y a point d'à refaire": il is who made the chase."""
    assert p.gallery_chase_answered(prix=True) == "maker loses the stroke"


@pred("pipeline.rules.paume.change_ends")
@pred("pipeline.rules.paume.chase_result")
def test_play_two_chases_then_play_them_off():
    s = pm.play(pm.State(), pm.Point(0))
    s = pm.play(s, pm.Chase(10.0))
    assert not s.ends_changed
    s = pm.play(s, pm.Chase(6.0))
    assert s.ends_changed
    with pytest.raises(BallRuleError):
        pm.play(s, pm.Point(1))
    s = pm.play(s, pm.ChaseOff(1, 10.0))  # same place: à refaire
    assert s.chases == (10.0, 6.0)
    s = pm.play(s, pm.ChaseOff(1, 11.0))
    s = pm.play(s, pm.ChaseOff(0, 5.0))
    assert s.match.points == (1, 2) and s.chases == () and not s.ends_changed


@pred("pipeline.rules.paume.serve_counts")
def test_the_coup_dieu_counts_nothing_in_a_partie():
    """paume.a1 "Le premier coup de service est le coup Dieu"; paume.s2.a4 at a prize "le
    premier coup de service est tout de bon"."""
    s = pm.play(pm.start(), pm.Point(0))
    assert s.match.points == (0, 0) and not s.coup_dieu
    assert pm.play(s, pm.Point(0)).match.points == (1, 0)
    assert pm.play(pm.start(prix=True), pm.Point(0)).match.points == (1, 0)


@pred("pipeline.rules.paume.prix.prize_match")
def test_a_prize_partie_is_three_jeux_and_the_prize_serves():
    """paume.s2.a5 "chacune partie trois jeux, auxquelles n'y a point d'à deux de jeu";
    paume.s2.a4 "qui touche la corde perd quinze", "l'ais ne sert que de murailles"."""
    s = pm.start(prix=True)
    assert pm.play(s, pm.Serve(0, "ais")).match.points == (0, 0)
    assert pm.play(s, pm.Serve(0, "cord")).match.points == (0, 1)
    s = pm.State(Match((0, 0), (2, 2)), prix=True)
    for _ in range(4):
        s = pm.play(s, pm.Point(1))
    assert ball.winner(s.match, p.jeu(), s.race()) == 1  # three jeux to two, no à deux


@pred("pipeline.rules.paume.serve")
@pred("pipeline.rules.paume.ball_touches")
def test_serves_and_touches_in_play():
    """paume.a10 the Lune "l'on gagnera aussi quinze", the roof only "c'est à refaire";
    paume.s2.a4 "qui touche la corde perd quinze"; paume.a7 a player touched "il perd le
    coup"."""
    s = pm.play(pm.State(), pm.Serve(0, "lune"))
    assert s.match.points == (1, 0)
    s = pm.play(s, pm.Serve(0, "cord", prix=True))
    assert s.match.points == (1, 1)
    s = pm.play(s, pm.Touched(1))
    assert s.match.points == (2, 1)
    assert pm.play(s, pm.Serve(1, "roof only")) == s
    assert pm.outcome_of(pm.Serve(1, "roof only")).replay


EVENTS = st.one_of(
    st.builds(pm.Point, st.sampled_from((0, 1))),
    st.builds(
        pm.Serve,
        st.sampled_from((0, 1)),
        st.sampled_from(("lune", "ais", "cord", "roof only", "floor")),
        st.booleans(),
    ),
    st.builds(pm.Touched, st.sampled_from((0, 1))),
    st.builds(pm.Chase, st.floats(0, 30)),
    st.builds(pm.ChaseOff, st.sampled_from((0, 1)), st.floats(0, 30)),
)


def _legal(s: pm.State, e) -> bool:
    if isinstance(e, pm.ChaseOff):
        return bool(s.chases) and s.ends_changed
    return not (s.chases and s.ends_changed)


@pred("pipeline.rules.paume.call")
@settings(max_examples=80, deadline=None)
@given(st.lists(EVENTS, max_size=80), st.booleans())
def test_jeux_never_go_back_and_a_quinze_is_one(events, morte):
    """Property: jeux won never fall; within a jeu a side's quinzes never fall; an outright
    stroke is one quinze, or a jeu."""
    s = pm.State()
    for e in events:
        if ball.winner(s.match, p.jeu(), p.partie()) is not None or not _legal(s, e):
            continue
        t = pm.play(s, e, chasse_morte=morte)
        assert t.match.games[0] >= s.match.games[0] and t.match.games[1] >= s.match.games[1]
        if t.match.games == s.match.games:
            assert all(a >= b for a, b in zip(t.match.points, s.match.points, strict=True))
            if isinstance(e, pm.Point):
                assert sum(t.match.points) == sum(s.match.points) + 1
            if isinstance(e, pm.Touched):  # paume.a7 "il perd le coup": one quinze to the other
                assert t.match.points[1 - e.side] == s.match.points[1 - e.side] + 1
        s = t


@pred("pipeline.rules.paume.two_chases_at_45")
@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2), st.sampled_from((0, 1)), st.sampled_from((0, 1)))
def test_play_agrees_with_the_forty_five_article(other, first, last):
    """The match model plays paume.a13 as :func:`two_chases_at_45` says."""
    expected = p.two_chases_at_45((3, other), 0, (first, last))
    s = pm.State(Match((3, other)), (10.0, 10.0), ends_changed=True)
    for w in (first, last):
        s = pm.play(s, pm.ChaseOff(w, 12.0))
    if p.jeu().winner(*expected) is not None:
        assert s.match.games[p.jeu().winner(*expected)] == 1
    else:
        assert s.match.points == expected


@pred("pipeline.rules.paume.partie")
def test_a_seeded_partie_is_won():
    """A playout of random strokes and chases ends with four jeux (two clear from three all)."""
    rng = random.Random(1665)
    for _ in range(30):
        s = pm.State()
        for _n in range(5000):
            if ball.winner(s.match, p.jeu(), p.partie()) is not None:
                break
            if s.chases and s.ends_changed:
                e = pm.ChaseOff(rng.randint(0, 1), rng.uniform(0, 20))
            elif rng.random() < 0.3:
                e = pm.Chase(rng.uniform(0, 20))
            else:
                e = pm.Point(rng.randint(0, 1))
            s = pm.play(s, e)
        g = s.match.games
        assert max(g) >= 4 and (max(g) == 4 and min(g) <= 2 or max(g) - min(g) == 2)


@pred("pipeline.rules.paume.prix.broken_off")
@pred("pipeline.rules.paume.prix.partner_leaves")
def test_leaving_a_partie():
    """paume.a9 rain or night: the loser leaves the whole, the other half; parties liées by
    consent only, each the whole; paume.a23 money in a third hand; a21 the other may finish."""
    assert px.broken_off("rain", 60) == px.Leave(60, 30, True)
    assert px.broken_off("boredom", 60) is None
    assert px.broken_off("consent", 60, liees=True) == px.Leave(60, 60, True)
    assert px.broken_off("night", 60, liees=True) is None
    assert px.partner_leaves(True) == "finishes alone, paying"


@pred("pipeline.rules.paume.prix.broken_off")
def test_the_obliged_who_leaves_winning_leaves_as_much():
    """paume.a23 "si l'obligé ne pouvait lors s'acquitter de sadite promesse ... encore qu'il
    fût en gain, doit laisser autant que l'autre, ensemble l'argent du jeu en main tierce"."""
    assert px.broken_off("legitimate", 60, by_the_obliged=True) == px.Leave(60, 60, True)
    assert px.broken_off("boredom", 60, by_the_obliged=True) is None


@pred("pipeline.rules.paume.prix.bettor_may")
def test_bettors_may_not_advise():
    """paume.a21 "sans que celui qui parie puisse avertir, juger, ni enseigner le jeu de celui
    pour lequel il parie"."""
    assert not any(px.bettor_may(a) for a in ("advise", "judge", "teach"))
    assert px.bettor_may("watch")


@pred("pipeline.rules.paume.prix.petits_frais")
def test_small_costs():
    """paume.a22 "payez par celui qui embourse argent", the excess shared; for drink, off the
    loss unless "tous frais payez"."""
    assert px.petits_frais(10, 30) == {"winner": 10, "shared": 0, "off_the_loss": 0.0}
    assert px.petits_frais(40, 30) == {"winner": 30, "shared": 10, "off_the_loss": 0.0}
    assert px.petits_frais(10, 30, for_drink=True)["off_the_loss"] == 10
    assert px.petits_frais(10, 30, for_drink=True, all_paid=True)["winner"] == 10


@pred("pipeline.rules.paume.prix.petits_frais")
def test_the_balls_are_no_small_costs():
    """paume.a22 "des petits frais, hormis les éteufs ou balle : à savoir, pain, vin, bois,
    chauffons, et Marqueux, doivent être payés par celui qui embourse argent": the balls spent
    are left out of what the winner pays; a cost the article does not name is refused."""
    spent = {"pain": 4, "vin": 6, "éteufs": 30}
    assert px.petits_frais(spent, 30) == {"winner": 10, "shared": 0, "off_the_loss": 0.0}
    assert px.petits_frais({"vin": 40, "balles": 5}, 30)["shared"] == 10
    with pytest.raises(BallRuleError, match="paume.a22"):
        px.petits_frais({"raquettes": 20}, 30)


@pred("pipeline.rules.paume.prix.partner_leaves")
@pred("pipeline.rules.paume.prix.broken_off")
def test_what_a21_and_a23_leave_out_is_declared():
    """paume.a21 "faut que le parti aille, et en même composition" and paume.a23 "Ledit Royal
    jeu de la Paume est libre, l'on n'y doit être contraint, si ce n'est par obligation de
    parole … afin d'achever à heure limitée": no predicate settles a bet, makes anyone play or
    sets an hour, so both links say so."""
    by_name = {q.name: q for q in predicates()}
    assert "même composition" in by_name["pipeline.rules.paume.prix.partner_leaves"].missing_for(
        "paume.a21"
    )
    gap = by_name["pipeline.rules.paume.prix.broken_off"].missing_for("paume.a23")
    assert "contraint" in gap and "heure limitée" in gap
    assert px.partner_leaves(False) == "partie ends"


@pred("pipeline.rules.paume.prix.may_take")
def test_bisque_and_faute():
    """paume.a20 the bisque "quand il plaît", on the first chase or the second with the first
    played; paume.p44.1 not after crossing the cord; a faute only once made."""
    assert px.may_take("bisque") and px.may_take("bisque", chase=1)
    assert not px.may_take("bisque", chase=2) and px.may_take("bisque", 2, first_played=True)
    assert not px.may_take("bisque", crossed_cord=True)
    assert not px.may_take("faute") and px.may_take("faute", fault_made=True)


@pred("pipeline.rules.paume.prix.oath_fines")
@pred("pipeline.rules.paume.prix.prize_box")
def test_the_masters_box():
    """paume.s2.a1 "cinq sols d'amende" each time; paume.s2.a8 a quart d'écu each, twenty
    balls for two dozen."""
    assert px.oath_fines(3) == 15
    assert px.prize_box(4, 24) == {"box": 60, "balls_given": 20}


@pred("pipeline.rules.paume.prix.prize_of_day")
@pred("pipeline.rules.paume.prix.defenders_present")
def test_three_days_of_a_prize():
    """paume.s2.a7 the flowers, then the racket, "au dernier l'esteuf d'argent"; s2.a3 from
    eight in the morning to seven at night."""
    assert px.prize_of_day(2) == "raquette" and px.prize_of_day(3) == "esteuf d'argent"
    with pytest.raises(BallRuleError):
        px.prize_of_day(4)
    assert px.defenders_present(8) and px.defenders_present(19) and not px.defenders_present(20)


@pred("pipeline.rules.paume.prix.defenders_present")
def test_an_hour_off_for_dinner():
    """paume.s2.a3 "boire et manger à l'heure du dîner, pendant le temps d'une heure
    seulement"."""
    assert not px.defenders_present(12.5, dinner_from=12)
    assert px.defenders_present(13, dinner_from=12) and px.defenders_present(12.5)


@pred("pipeline.rules.paume.prix.close_day")
def test_the_days_prize_to_who_holds_the_court():
    """paume.s2.a7 "lesquelles le Maître doit présenter à ceux à qui le champ est demeuré, et
    les prier de revenir au premier jour que l'on avisera pour parachever ledit prix"."""
    first = px.close_day(1, ("Jean", "Pierre"))
    assert first["to"] == ("Jean", "Pierre") and first["defend_next"] == ("Jean", "Pierre")
    assert "bouquet" in first["prize"]
    last = px.close_day(3, ("Paul", "Luc"))
    assert last["prize"] == "esteuf d'argent" and last["defend_next"] is None
    with pytest.raises(BallRuleError):
        px.close_day(2, ("Jean",))


@pred("pipeline.rules.paume.prix.prize_match")
@pred("pipeline.rules.paume.prix.defenders_reenter")
def test_prize_partie_of_three_jeux():
    """paume.s2.a4 "deux contre deux"; s2.a5 two parties liées "chacune partie trois jeux", no
    à deux, change places after the first; s2.a6 defenders back "en second seulement"."""
    m = px.prize_match((1, 0))
    assert m["players_a_side"] == 2 and m["change_places"] and m["partie"].winner(3, 2) == 0
    assert not px.prize_match()["change_places"]
    assert px.defenders_reenter(True, False) == "second"
    assert px.defenders_reenter(True, True) == "defending"
