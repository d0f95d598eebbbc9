"""Le Billard (1665, pp. 167–174): the partie of two and the Jeu de la Guerre, from the
articles' own statements."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import billard as b
from pipeline.rules.billard import guerre as g
from pipeline.rules.kernels import ball as ball
from pipeline.rules.kernels.ball import Match

pred = pytest.mark.predicate


@pred("pipeline.rules.billard.fault")
@pytest.mark.parametrize(
    "kind, rule, coups, devant",
    [
        ("touch_both", "billard.a5", 1, False),  # "perd le coup"
        ("drown_both", "billard.a6", 2, False),  # "perd deux coups"
        ("touch_twice", "billard.a7", 1, False),
        ("off_table", "billard.a8", 2, False),
        ("blow", "billard.a9", 1, False),
        ("no_foot_down", "billard.a9", 1, False),
        ("belouze_devant", "billard.a11", 0, True),  # "perd le devant"
        ("belouze_hyvet", "billard.a12", 2, False),
        ("made_other_butt", "billard.a16", 1, False),
        ("broke_hyvet_ball", "billard.a19", 0, True),
        ("drew_cue_back", "billard.a23", 1, False),
        ("stopped_rolling_ball", "billard.a24", 1, False),
        ("struck_cloth", "billard.a27", 1, False),
        ("out_of_turn", "billard.a27", 1, False),
        ("coached_partner", "billard.a28", 1, False),
        ("four_fingers_belouze", "billard.a30", 2, False),
        ("not_cue_end", "billard.a38", 1, False),
        ("balls_rolling", "billard.a39", 1, False),
        ("lifted_ball", "billard.a40", 1, False),
    ],
)
def test_partie_faults_cost_what_the_articles_say(kind, rule, coups, devant):
    p = b.fault(kind)
    assert (p.rule, p.coups, p.devant, p.ball) == (rule, coups, devant, False)


@pred("pipeline.rules.billard.fault")
def test_guerre_faults_lose_the_ball_and_the_coup():
    """billard.s2.a3 another's ball: "perd la bille et le coup"; s2.a4 touching both: the same
    and the other ball put back; s2.a5 speaking: into a belouze; s2.a20 before one's turn "ne
    perd que le coup, et non pas la bille"."""
    assert b.fault("wrong_ball", "guerre").ball
    tb = b.fault("touch_both", "guerre")
    assert tb.ball and tb.coups == 1 and tb.replace_other and tb.rule == "billard.s2.a4"
    assert b.fault("spoke", "guerre").into_belouze
    early = b.fault("out_of_turn", "guerre")
    assert early.coups == 1 and not early.ball and early.rule == "billard.s2.a20"
    assert b.fault("vendition", "guerre").coups == 1  # s2.a22 "à peine de perdre"
    with pytest.raises(ball.BallRuleError):
        b.fault("spoke")  # the partie of two has no such article


@pred("pipeline.rules.billard.fault")
def test_touching_both_balls_differs_between_the_two_sets():
    """billard.a5 "perd le coup" against billard.s2.a4 "perd la bille et le coup"."""
    assert not b.fault("touch_both", "partie").ball
    assert b.fault("touch_both", "guerre").ball


@pred("pipeline.rules.billard.forbidden_to_force")
def test_forcing_the_passe_is_forbidden_without_a_printed_cost():
    """billard.a14 "Défenses de toucher à la passe ni à la corde": no penalty printed."""
    p = b.forbidden_to_force(True)
    assert p is not None and p.coups == 0 and not p.devant and p.rule == "billard.a14"
    assert b.forbidden_to_force(False) is None


@pred("pipeline.rules.billard.lag")
def test_nearest_the_cord_has_the_devant():
    """billard.a1–a2: "Celui qui met le plus près de ladite corde, a le devant"."""
    assert b.lag((3.0, 5.5)) == 0 and b.lag((7.0, 1.0)) == 1 and b.lag((2.0, 2.0)) is None


@pred("pipeline.rules.billard.coup")
def test_both_pass_and_butt_nothing_done_but_the_last_takes_the_devant():
    """billard.a3 "ce n'est rien de fait, sinon que le dernier gagner à jouer le devant";
    billard.a4 the hyvet passing and butting first "gagne le coup"."""
    both = b.coup(devant=0, first_passes_and_butts=True, last_passes_and_butts=True)
    assert both.to is None and both.lead == 1
    assert b.coup(0, False, True) == ball.win(1)
    assert b.coup(1, False, True) == ball.win(0)
    assert b.coup(0, True, False) == ball.win(0)
    assert b.coup(0, False, False) == ball.NOTHING


@pred("pipeline.rules.billard.double_coup")
@pred("pipeline.rules.billard.penalty_outcome")
def test_two_coups_won_and_lost():
    """billard.a13 knocking the other's ball off "gagne deux coups"; billard.a12 the hyvet
    belouzing himself "perd deux coups"; billard.a11 the devant belouzing "perd le devant"."""
    assert b.double_coup(1, other_off=True) == ball.Outcome(to=1, points=2)
    assert b.penalty_outcome(1, b.fault("belouze_hyvet")) == ball.Outcome(to=0, points=2)
    assert b.penalty_outcome(0, b.fault("belouze_devant")) == ball.Outcome(lead=1)


@pred("pipeline.rules.billard.fault")
def test_a_belouze_is_charged_to_what_the_player_holds():
    """billard.a11 "Qui joue le premier et se belouze perd le devant"; billard.a12 "Si celui
    qui a l'hyvet se belouze, il perd deux coups": the hyvet's fault charged to the devant
    (who would lose two coups) or the devant's to the hyvet (who would lose nothing) is
    refused."""
    devant_first = Match(lead=0)
    assert b.play(devant_first, b.Fault(0, "belouze_devant")).lead == 1
    assert b.play(devant_first, b.Fault(1, "belouze_hyvet")).points == (2, 0)
    for side, kind in ((0, "belouze_hyvet"), (1, "belouze_devant")):
        with pytest.raises(ball.BallRuleError, match="charged to"):
            b.play(devant_first, b.Fault(side, kind))
    assert b.fault("belouze_hyvet", devant=False).coups == 2
    with pytest.raises(ball.BallRuleError):
        b.fault("belouze_hyvet", devant=True)


@pred("pipeline.rules.billard.fault")
def test_the_devants_faults_are_the_devants():
    """billard.a16 "Si la bille de celui qui a le devant fait buter l'autre bille perd le
    coup"; billard.a19 "Défenses de rompre la bille de celui qui a l'hyvet ... à peine de
    perdre le devant": only the devant makes them."""
    s = Match(lead=1)
    assert b.play(s, b.Fault(1, "made_other_butt")).points == (1, 0)
    assert b.play(s, b.Fault(1, "broke_hyvet_ball")).lead == 0
    for kind in ("made_other_butt", "broke_hyvet_ball"):
        with pytest.raises(ball.BallRuleError):
            b.play(s, b.Fault(0, kind))
    assert b.fault("touch_both", devant=True) == b.fault("touch_both", devant=False)


@pred("pipeline.rules.billard.double_coup")
def test_two_coups_won_only_as_the_articles_say():
    """billard.a13 "Qui fait sauter la bille de sa partie hors le tapis, gagne deux coups",
    but billard.a8 "Qui fait sortir les deux billes ... perd deux coups"; billard.a29 "Qui tire
    à quatre doigts de la corde, et gagne la bille, gagne deux coups", but billard.a30 "se met
    dans une belouze ... perd deux coups"."""
    assert b.double_coup(0, other_off=True) == ball.win(0, 2)
    assert b.double_coup(0, other_off=True, own_off=True) is None  # billard.a8
    assert b.double_coup(1, four_fingers=True, won_ball=True) == ball.win(1, 2)
    assert b.double_coup(1, four_fingers=True, won_ball=True, belouzed=True) is None
    assert b.double_coup(1, won_ball=True) is None  # not from four fingers
    assert b.double_coup(1) is None
    with pytest.raises(ball.BallRuleError):
        b.play(Match(), b.Double(0, other_off=False))
    assert b.play(
        Match(), b.Double(0, other_off=False, four_fingers=True, won_ball=True)
    ).points == (
        2,
        0,
    )


@pred("pipeline.rules.billard.butt_is_good")
def test_which_butts_count():
    """billard.a21 "à une ou deux bricoles, est bon"; a22 "Le but au revenir ne vaut rien";
    a37 off the board after missing a ball near the cord "est bon"."""
    assert b.butt_is_good(0, False) and b.butt_is_good(2, False)
    assert not b.butt_is_good(3, False)
    assert not b.butt_is_good(1, on_return=True)
    assert b.butt_is_good(0, on_return=True, off_ais_after_missing=True)


@pred("pipeline.rules.billard.pass_is_good")
def test_which_passes_are_good():
    """billard.a31 at four fingers "tant à la bricole, que tout droit" unless forbidden;
    a33, a35, s2.a14 "elle est bien passée"; a34 "Si une bille vous fait passer, est bon"."""
    for how in ("straight", "bricole", "cutting", "pushed_by_ball", "from_passe_side"):
        assert b.pass_is_good(how)
    assert b.pass_is_good("four_fingers")  # billard.s2.a14 "Tirant à quatre doigts"
    assert not b.pass_is_good("straight", forbidden=True)
    assert b.pass_is_good("pushed_by_ball", forbidden=True)
    with pytest.raises(ball.BallRuleError):
        b.pass_is_good("jumped")


@pred("pipeline.rules.billard.ball_state")
def test_touched_is_played_out_is_out():
    """billard.a10 "La bille touchée est jouée"; a26 "ne peut revenir"; a25 "elle doit
    demeurer où elle a été arrêtée"."""
    assert b.ball_state(True) == "played" and b.ball_state(False) == "at rest"
    assert b.ball_state(True, off_table=True) == "out"
    assert b.ball_state(False, stopped_by_outsider=True) == "stays where stopped"


@pred("pipeline.rules.billard.replace_hyvet_ball")
def test_hyvet_ball_put_back():
    """billard.a15 "il la faut remettre en sa place"."""
    assert b.replace_hyvet_ball(True, True)
    assert not b.replace_hyvet_ball(False, True) and not b.replace_hyvet_ball(True, False)


@pred("pipeline.rules.billard.fournisseur")
def test_fournisseur_undone_once():
    """billard.a17 passing on the first stroke "est fournisseur"; a18 "cinq ou six fois, une
    fois le défourne, suffit"; a20 on the acquitting side, pass and butt "tout d'un coup"."""
    assert b.fournisseur(True, times=6)["strokes_to_undo"] == 1
    assert not b.fournisseur(False)["fournisseur"]
    assert b.fournisseur(True, acquit_side=True)["may_butt_same_stroke"]
    assert not b.fournisseur(True)["may_butt_same_stroke"]


@pred("pipeline.rules.billard.partie")
@pred("pipeline.rules.billard.quits")
def test_seven_all_and_quitting():
    """billard.a36 "sept à sept de la partie" the devant may play it "en deux"; billard.a41
    "Qui quitte la partie ou la remet, la perd"."""
    assert b.partie().winner(8, 7) == 0
    assert b.partie(devant_plays_two=True).winner(8, 7) is None
    assert b.partie(devant_plays_two=True).winner(9, 7) == 0
    assert b.partie(6, True).winner(5, 6) is None  # "cinq à cinq" in a partie of six
    assert b.partie().winner(8, 3) == 0 and b.partie().winner(3, 7) is None
    assert b.quits(0) == 1 and b.quits(1) == 0


@pred("pipeline.rules.billard.fault")
@pred("pipeline.rules.billard.coup")
def test_play_a_partie_of_two():
    """Events through the shared model: a double fault is two coups to the other side."""
    s = b.play(Match(), b.Fault(0, "drown_both"))
    assert s.points == (0, 2)
    s = b.play(s, b.Coup(True, True))
    assert s.points == (0, 2) and s.lead == 1
    s = b.play(s, b.Fault(1, "belouze_devant"))
    assert s.lead == 0


EVENTS = st.one_of(
    st.builds(b.Fault, st.sampled_from((0, 1)), st.sampled_from(sorted(b.FAULTS["partie"]))),
    st.builds(b.Coup, st.booleans(), st.booleans()),
    st.builds(b.Double, st.sampled_from((0, 1))),
)


@pred("pipeline.rules.billard.fault")
@pred("pipeline.rules.billard.penalty_outcome")
@settings(max_examples=80, deadline=None)
@given(st.lists(EVENTS, max_size=60), st.booleans())
def test_scores_never_go_back_and_a_fault_costs_its_coups(events, two):
    """Property: no event lowers a score; a fault gives the other side exactly its coups."""
    race = b.partie(devant_plays_two=two)
    s = Match()
    for e in events:
        if ball.winner(s, race) is not None:
            with pytest.raises(ball.BallRuleError):
                b.play(s, e, race)
            break
        holder = isinstance(e, b.Fault) and b.HOLDER.get(e.kind)
        if holder and (e.side == s.lead) != (holder == "devant"):
            with pytest.raises(ball.BallRuleError):  # billard.a11-a12, a16, a19
                b.play(s, e, race)
            continue
        t = b.play(s, e, race)
        assert t.points[0] >= s.points[0] and t.points[1] >= s.points[1]
        if isinstance(e, b.Fault):
            cost = b.fault(e.kind, devant=e.side == s.lead).coups
            assert t.points[1 - e.side] - s.points[1 - e.side] == cost
            assert t.points[e.side] == s.points[e.side]
        s = t


@pred("pipeline.rules.billard.coup")
def test_a_seeded_partie_ends_with_a_winner():
    """A playout: random coups and faults end with a winner within a bounded number."""
    rng = random.Random(1665)
    kinds = sorted(b.FAULTS["partie"])
    for _ in range(50):
        s, n = Match(), 0
        while ball.winner(s, b.partie()) is None:
            r = rng.random()
            side, kind = rng.randint(0, 1), rng.choice(kinds)
            if kind in b.HOLDER:  # the holder's own fault: the article names him
                side = s.lead if b.HOLDER[kind] == "devant" else 1 - s.lead
            e = b.Fault(side, kind) if r < 0.2 else b.Coup(rng.random() < 0.4, rng.random() < 0.4)
            s, n = b.play(s, e), n + 1
            assert n < 2000
        assert max(s.points) >= b.PARTIE


@pred("pipeline.rules.billard.guerre.draw_order")
def test_order_drawn_from_the_mixed_balls():
    """billard.s2.a1 "une bille de marque différente, et les mêler"."""
    names = [f"p{i}" for i in range(9)]
    order = g.draw_order(names, random.Random(3))
    assert sorted(order) == sorted(names) and order != names
    with pytest.raises(ball.BallRuleError):
        g.draw_order(["a", "a"], random.Random(0))


@pred("pipeline.rules.billard.guerre.may_stand_before_passe")
def test_before_the_passe_only_if_all_agree():
    """billard.s2.a2 "si tous les joueurs n'en sont d'accord"."""
    assert g.may_stand_before_passe(8, 8) and not g.may_stand_before_passe(7, 8)


@pred("pipeline.rules.billard.guerre.wins_all")
def test_what_wins_the_whole_partie():
    """billard.s2.a6 a ball won then a butt "gagne toute la partie"; s2.a7 a butt from under
    the passe "étant six ou sept, ou plus, gagne tout"."""
    assert g.wins_all(9, won_a_ball=True, butted=True)
    assert g.wins_all(7, won_a_ball=False, butted=True, from_under_passe=True)
    assert not g.wins_all(5, won_a_ball=False, butted=True, from_under_passe=True)
    assert not g.wins_all(9, won_a_ball=True, butted=False)


@pred("pipeline.rules.billard.guerre.may_pass")
def test_five_must_win_a_ball_before_passing():
    """billard.s2.a12 "N'étant que cinq faut gagner une bille devant que passer"."""
    assert not g.may_pass(5, won_a_ball=False) and g.may_pass(5, won_a_ball=True)
    assert g.may_pass(7, won_a_ball=False)


@pred("pipeline.rules.billard.guerre.shot_counts")
def test_heights_count_nothing():
    """billard.s2.a8 "Il faut tirer les billes à quatre doigts, les hauteurs ne valent
    rien"."""
    assert g.shot_counts(4) and g.shot_counts(2.5)
    assert not g.shot_counts(9)
    with pytest.raises(ball.BallRuleError):
        g.shot_counts(-1)


@pred("pipeline.rules.billard.guerre.may_reenter")
def test_reentry_only_at_the_next_partie():
    """billard.s2.a10 "ne peut rentrer qu'à la seconde partie"; s2.a17 "Nul ne peut rentrer"."""
    assert not g.may_reenter(True, 1, 1) and g.may_reenter(True, 1, 2)
    assert g.may_reenter(False, 1, 1)


@pred("pipeline.rules.billard.guerre.newcomer_may")
def test_newcomer_shoots_the_passe_first():
    """billard.s2.a11 "Nul survenant ne peut tirer sur les billes le premier coup, mais trop
    bien tirer la passe à quatre doigts"."""
    assert not g.newcomer_may("ball", 1) and g.newcomer_may("passe", 1)
    assert g.newcomer_may("ball", 2)
    assert not g.newcomer_may("passe", 1, fingers_from_cord=10)


@pred("pipeline.rules.billard.guerre.after_drowning")
def test_drowning_touched_ball_stays_or_goes_back():
    """billard.s2.a15 touched ball "demeure où elle est roulée", both drowned: put back."""
    assert g.after_drowning(True, False)["touched_ball"] == "stays"
    assert g.after_drowning(False, True)["touched_ball"] == "replaced"
    assert g.after_drowning(True, False)["player_lost"]


@pred("pipeline.rules.billard.guerre.drowned_balls_won")
def test_the_drowned_balls_go_to_who_butts():
    """billard.s2.a18 "Les billes noyées sont pour celui qui bute"."""
    won = {"Jean": ["croix"]}
    assert g.drowned_balls_won(["lune", "etoile"], None, won) == (("lune", "etoile"), won)
    waiting, after = g.drowned_balls_won(["lune", "etoile"], "Pierre", won)
    assert waiting == () and after == {"Jean": ["croix"], "Pierre": ["lune", "etoile"]}
    assert won == {"Jean": ["croix"]}
    with pytest.raises(ball.BallRuleError):
        g.drowned_balls_won(["Pierre"], "Pierre", won)


@pred("pipeline.rules.billard.guerre.replace_passed_ball")
def test_passed_ball_put_back_only_when_nobody_is_left():
    """billard.s2.a16 "s'il n'y a personne, la faut remettre en sa place première"."""
    assert g.replace_passed_ball(False, 0) and not g.replace_passed_ball(False, 2)
    assert not g.replace_passed_ball(True, 0)


@pred("pipeline.rules.billard.guerre.may_stake")
def test_the_last_two_stake():
    """billard.s2.a19 "Les deux derniers peuvent faire d'enjeu"."""
    assert g.may_stake(2, True, True) and not g.may_stake(3, True, True)
    assert not g.may_stake(2, False, True) and g.may_stake(2, False, False)


@pred("pipeline.rules.billard.guerre.cue_touches_won_ball")
def test_cue_touching_a_won_ball():
    """billard.s2.a21 the ball touched "doit être gagnée", the player's into a belouze."""
    assert g.cue_touches_won_ball(True, True) == {"other_won": True, "own_into_belouze": True}
    assert not g.cue_touches_won_ball(False, True)["other_won"]


@pred("pipeline.rules.billard.guerre.house_dues")
def test_the_master_takes_the_parties_and_the_broken_cue():
    """billard.s2.a23 "Le Maître prend toutes les parties"; s2.a24 "le paye selon sa valeur"."""
    assert g.house_dues([2, 3, 1]) == 6 and g.house_dues([2], broken_cue_value=10) == 12
    with pytest.raises(ball.BallRuleError):
        g.house_dues([-1])


@pred("pipeline.rules.billard.guerre.cue_debt")
def test_who_breaks_a_cue_pays_it():
    """billard.s2.a24 "Qui rompt un billard le paye selon sa valeur": the breaker owes the cue
    at its value, to the Master for his (s2.a25 "Les billards du Maître sont communs"), to
    the player whose own it was; nobody owes for one's own cue."""
    assert g.cue_debt("Pierre", 10) == g.Debt(debtor="Pierre", creditor=g.MASTER, value=10)
    assert g.cue_debt("Pierre", 6, owner="Jacques") == g.Debt("Pierre", "Jacques", 6)
    assert g.cue_debt("Jacques", 6, owner="Jacques") is None
    with pytest.raises(ball.BallRuleError):
        g.cue_debt("Pierre", -1)
    # the Master's cues are the ones anybody may break: who broke it is the one who owes
    assert b.may_use_cue(g.MASTER, "Paul") and g.cue_debt("Paul", 10).debtor == "Paul"


@pred("pipeline.rules.billard.terms_set_by")
@pred("pipeline.rules.billard.may_use_cue")
def test_the_first_word_binds_and_the_masters_cues_are_common():
    """billard.a32 "Le premier qui parle pour le jeu, oblige pour le reste"; billard.s2.a25
    "Les billards du Maître sont communs"."""
    assert b.terms_set_by((1, 0, 1)) == 1
    with pytest.raises(ball.BallRuleError):
        b.terms_set_by(())
    assert b.may_use_cue("master", "Jean") and b.may_use_cue("Jean", "Jean")
    assert not b.may_use_cue("Pierre", "Jean")
