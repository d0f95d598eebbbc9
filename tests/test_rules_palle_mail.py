"""Le Jeu du Palle-Mail (1665, pp. 195–202), from the articles' own statements."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import palle_mail as m
from pipeline.rules.kernels.ball import BallRuleError
from pipeline.rules.palle_mail import conduct as c
from pipeline.rules.registry import predicates

pred = pytest.mark.predicate


@pred("pipeline.rules.palle_mail.debut")
@pred("pipeline.rules.palle_mail.stake_binds")
def test_no_start_before_the_value_of_the_passe_is_agreed():
    """palle-mail.a1 "Avant que débuter, il faut demeurer d'accord de la valeur de la
    passe"."""
    r = m.join(m.join(m.Rouet(), "Jean"), "Pierre")
    with pytest.raises(BallRuleError, match="palle-mail.a1"):
        m.debut(r)
    r = m.debut(m.agree(r, 2))
    assert r.started and m.stake_binds(r, "Jean") and m.stake_binds(r, "Pierre")
    with pytest.raises(BallRuleError):
        m.agree(r, 3)  # the value is agreed before the start, not after
    assert not m.stake_binds(m.agree(m.join(m.Rouet(), "Jean"), 2), "Jean")  # not begun


@pred("pipeline.rules.palle_mail.stake_binds")
def test_newcomers_are_bound_only_when_told():
    """palle-mail.a3 "Le Rouet y étant commencé, il faut avertir les survenants de la valeur
    de la passe"."""
    r = m.debut(m.agree(m.join(m.Rouet(), "Jean"), 2))
    r = m.join(m.join(r, "Paul", told=True), "Luc")
    assert m.stake_binds(r, "Paul") and not m.stake_binds(r, "Luc")
    assert not m.stake_binds(r, "Marc")  # not in the rouet
    with pytest.raises(BallRuleError):
        m.join(r, "Paul")


@pred("pipeline.rules.palle_mail.debut_ok")
@pred("pipeline.rules.palle_mail.may_tee")
def test_the_start():
    """palle-mail.a2 "qu'à trois ou quatre pas de l'archet au plus loin"; a4 nothing under the
    ball "qu'au début seulement"; a64 an advantage only at the start, "si les autres
    veulent"."""
    assert m.debut_ok(3) and m.debut_ok(4) and not m.debut_ok(5)
    assert not m.debut_ok(3, advantage=True) and m.debut_ok(3, True, others_agree=True)


@pred("pipeline.rules.palle_mail.may_tee")
def test_nothing_under_the_ball_after_the_first_stroke():
    """palle-mail.a4 "Il ne faut rien mettre sous la boule qu'au début seulement"."""
    assert m.may_tee(1) and not m.may_tee(2) and not m.may_tee(7)
    with pytest.raises(BallRuleError):
        m.may_tee(0)


@pred("pipeline.rules.palle_mail.may_take_advantage")
def test_an_advantage_only_at_the_start_and_with_leave():
    """palle-mail.a64 "Toat avantage ne se peut prendre qu'au début, si les autres
    veulent"."""
    assert m.may_take_advantage(1, others_agree=True)
    assert not m.may_take_advantage(1, others_agree=False)
    assert not m.may_take_advantage(3, others_agree=True)


@pred("pipeline.rules.palle_mail.met_ball_replayed")
def test_a_ball_met_on_its_way():
    """palle-mail.a5 at the start within fifty pas "se remet encore que l'on ne parle"; a6
    elsewhere twenty-five pas "et s'il faut parler"; a7 touching the boards first "ne doit
    recommencer"; a19 stopped by the partner or the porte-lève, a36 by a stranger when
    passing: "l'on peut recommencer"."""
    assert m.met_ball_replayed(True, 50) and not m.met_ball_replayed(True, 51)
    assert not m.met_ball_replayed(False, 20) and m.met_ball_replayed(False, 20, called=True)
    assert not m.met_ball_replayed(False, 30, called=True)
    assert not m.met_ball_replayed(True, 10, touched_boards=True)
    assert m.met_ball_replayed(False, 200, stopped_by="porte-leve")
    assert m.met_ball_replayed(False, 200, stopped_by="stranger")
    # palle-mail.a10 "sans se pouvoir défendre sinon au début", read strictly
    assert not m.met_ball_replayed(False, 20, called=True, defended_after_debut=False)
    assert m.met_ball_replayed(True, 20, defended_after_debut=False)


@pred("pipeline.rules.palle_mail.met_ball_replayed")
def test_no_defence_against_ones_own_partie():
    """palle-mail.a9 "L'on ne peut défendre ni détourner les boules d'une même partie"."""
    assert m.met_ball_replayed(True, 10)
    assert not m.met_ball_replayed(True, 10, same_partie=True)
    assert not m.met_ball_replayed(False, 20, called=True, same_partie=True)


@pred("pipeline.rules.palle_mail.may_play_from_beyond_stone")
def test_hazard_beyond_the_stone_when_all_are_last():
    """palle-mail.a42 "Quand tous sont dernière … l'on peut prendre le hasard au de-là de la
    pierre"."""
    assert m.may_play_from_beyond_stone(["dernière", "dernière"])
    assert not m.may_play_from_beyond_stone(["dernière", "en passe"])
    assert not m.may_play_from_beyond_stone([])


@pred("pipeline.rules.palle_mail.pushed_ball")
def test_balls_pushed():
    """palle-mail.a11 a stopped ball pushed "se doit remettre, si ce n'est par celles de la
    partie"; a14 the same partie's "demeurent où elles vont"; a20 stopped by chance "se doit
    remettre où elle a été arrêtée"."""
    assert m.pushed_ball(by_same_partie=False) == "replaced"
    assert m.pushed_ball(by_same_partie=True) == "stays where it goes"
    assert m.pushed_ball(False, stopped_by_chance=True) == "back where it was stopped"


@pred("pipeline.rules.palle_mail.reentry")
@pred("pipeline.rules.palle_mail.reentry_place")
def test_going_out_and_coming_back():
    """palle-mail.a12 out at the start "peut rentrer pour deux et non pour davantage"; a13 out
    at the second stroke, for one more with consent; a68 not for two in a partie liée; a39,
    a40 placed "entre la moins et la plus éloignée boule"; a17 "où il plaira aux autres"."""
    assert m.reentry(1) == 2 and m.reentry(1, partie_liee=True) is None
    assert m.reentry(2, consent=True) == 1 and m.reentry(2) is None and m.reentry(3, True) is None
    assert m.reentry_place([120.0, 80.5, 95.0]) == (80.5, 120.0)
    assert m.reentry_place([1.0], lost_after_reentry=True) is None
    with pytest.raises(BallRuleError):
        m.reentry_place([])


@pred("pipeline.rules.palle_mail.reentry_place")
def test_out_unaware_comes_back_if_the_company_wants():
    """palle-mail.a40 "Quiconque étant sorti au début, et ne le sachant, veut mettre sa boule
    avec les autres, rentrant pour deux, le peut faire, si la compagnie le veut"."""
    assert m.reentry_place([60.0, 90.0], out_unaware=True, company_consents=True) == (60.0, 90.0)
    with pytest.raises(BallRuleError, match="company"):
        m.reentry_place([60.0, 90.0], out_unaware=True)


@pred("pipeline.rules.palle_mail.mishap")
def test_split_stolen_changed():
    """palle-mail.a15 split: "à la plus loin"; a16 stolen: "n'est de la passe"; a18 changed:
    "peut jouer celle qu'il trouve", late back: out."""
    assert m.mishap("split") == "new ball at the farthest piece"
    assert m.mishap("stolen") == "out of the passe"
    assert m.mishap("changed") == "plays the ball found"
    assert m.mishap("changed", came_back_in_time=False) == "out of the passe"
    with pytest.raises(BallRuleError):
        m.mishap("eaten")


@pred("pipeline.rules.palle_mail.split_ball")
def test_a_split_ball_replaced_at_the_farthest_or_his_choice():
    """palle-mail.a15 "Quand la boule se fend, c'est à la plus loin que l'on en met une autre,
    ou à son choix"."""
    assert m.split_ball([40.0, 42.5, 41.0]) == 42.5
    assert m.split_ball([40.0, 42.5, 41.0], chosen=41.0) == 41.0
    with pytest.raises(BallRuleError):
        m.split_ball([40.0, 42.5], chosen=30.0)
    with pytest.raises(BallRuleError):
        m.split_ball([])


@pred("pipeline.rules.palle_mail.ball_state")
def test_stone_iron_and_passing():
    """palle-mail.a23 the stone: "en passe"; a24 the iron: "dernière"; a25 the iron cleared
    inside: passed; a26 rolled back through after passing: "l'on ne laisse d'avoir gagné"."""
    assert m.ball_state("stone") == "en passe" and m.ball_state("iron") == "dernière"
    assert m.ball_state("iron", cleared_iron_inside=True) == "passed"
    assert m.ball_state() == "in play"


@pred("pipeline.rules.palle_mail.who_comes_back")
def test_the_farthest_last_comes_back_first():
    """palle-mail.a22 no coming back "si tous ne sont en passe"; a58 the farthest from the
    middle of the hoop first."""
    assert m.who_comes_back(["en passe", "dernière", "dernière"], [1, 3, 7]) == 2
    assert m.who_comes_back(["in play", "dernière"], [9, 3]) is None
    assert m.who_comes_back(["en passe", "en passe"], [1, 2]) is None
    with pytest.raises(BallRuleError):
        m.who_comes_back(["dernière"], [])


@pred("pipeline.rules.palle_mail.pass_stroke")
def test_fair_strokes_at_the_hoop():
    """palle-mail.a29 "crochetant perd le coup sans pouvoir recommencer"; a31 no flattening;
    a45 "ne peut avancer les pieds plus avant que la boule"; a8 "vis à vis d'où l'on était";
    a41 adjusting with the lève allowed, a30 "ne peut s'accommoder" read as forbidding it."""
    assert m.pass_stroke() == "fair"
    assert m.pass_stroke(straight=False) == "stroke lost, no replay"
    assert m.pass_stroke(flattened=True) == "foul" and m.pass_stroke(feet_past_ball=True) == "foul"
    assert m.pass_stroke(moved_along=True) == "foul"
    assert m.pass_stroke(adjusted_lieu=True) == "fair"
    assert m.pass_stroke(adjusted_lieu=True, adjust_allowed=False) == "foul"


@pred("pipeline.rules.palle_mail.pass_stroke")
def test_the_feet_rule_is_the_one_handed_pass_and_the_mail_passes_from_anywhere():
    """palle-mail.a45 "Qui passe d'une main ne peut avancer les pieds plus avant que la
    boule"; palle-mail.a60 "L'on peut passer du Mail en quelque lieu que l'on se trouve",
    against a29's "passer de la lève en droite ligne"."""
    assert m.pass_stroke(feet_past_ball=True, one_handed=False) == "fair"
    assert m.pass_stroke(feet_past_ball=True, one_handed=True) == "foul"
    assert m.pass_stroke(straight=False, club="mail") == "fair"
    assert m.pass_stroke(straight=False, club="leve") == "stroke lost, no replay"
    with pytest.raises(BallRuleError):
        m.pass_stroke(club="racket")


@pred("pipeline.rules.palle_mail.pass_stroke")
def test_nothing_before_the_ball_may_be_taken_away():
    """palle-mail.a31 "Pour passer, l'on ne peut aplanir le lieu où est la boule, ni ôter ce
    qui est devant": flattening the lie and taking away what is before the ball are each a
    foul, with the lève or the Mail."""
    for club in ("leve", "mail"):
        assert m.pass_stroke(club=club, removed_obstacle=True) == "foul"
        assert m.pass_stroke(club=club, flattened=True) == "foul"
        assert m.pass_stroke(club=club) == "fair"


@pred("pipeline.rules.palle_mail.pass_stroke")
def test_no_adjusting_to_pass_with_the_mail():
    """palle-mail.a30 "L'on ne peut s'accommoder pour passer, soit d'un Mail ou de la lève";
    palle-mail.a41 "Il est permis de s'ajuster de la lève, en quelque lieu que ce soit": the
    leave is the lève's only, so adjusting to pass with the Mail is a foul whatever the
    reading of the lève; with the lève it is allowed unless a30 is read over a41."""
    assert m.pass_stroke(adjusted_lieu=True, club="mail") == "foul"
    assert m.pass_stroke(adjusted_lieu=True, club="mail", adjust_allowed=False) == "foul"
    assert m.pass_stroke(adjusted_lieu=True, club="leve") == "fair"
    assert m.pass_stroke(adjusted_lieu=True, club="leve", adjust_allowed=False) == "foul"
    assert m.pass_stroke(club="mail", straight=False) == "fair"  # a60: not adjusted


@pred("pipeline.rules.palle_mail.winner")
def test_who_wins_the_passe():
    """palle-mail.a32 "Qui passe le premier au pair ou au plus, a gagné"; a33 after one at two
    more, "gagne, sinon il perd"; a38 three more let go, "ainsa perdu"; a48 nobody passed,
    nobody can come back: "celui qui est le dernier gagne"."""
    assert m.winner([(2, "pair"), (1, "plus")]) == 2
    assert m.winner([(0, "deux"), (1, "pair")]) == 1
    assert m.winner([(0, "deux")]) is None
    assert m.winner([(0, "deux")], anyone_can_return=False) == 0
    assert m.winner([(3, "trois"), (1, "pair")]) == 3
    assert m.winner([], last=4, anyone_can_return=False) == 4
    assert m.winner([], last=4) is None
    with pytest.raises(BallRuleError):
        m.winner([(0, "quatre")])


@pred("pipeline.rules.palle_mail.winner")
def test_two_more_prejudices_nobody_en_passe():
    """palle-mail.a43 "Jouant deux de plus, ne peut pre-judicier à aucun étant tous deux en
    passe": one en passe who passes after still wins."""
    assert m.winner([(0, "deux"), (1, "plus")]) == 1
    assert m.winner([(0, "deux")], anyone_can_return=False) == 0


@pred("pipeline.rules.palle_mail.may_play_at")
def test_what_one_may_play_at():
    """palle-mail.a34 not three more "quand quelqu'un est en passe"; a35 two more only the
    last; a44 "le pair, ou le plus, de faire ce que l'on voudra"."""
    assert not m.may_play_at("trois", someone_en_passe=True)
    assert m.may_play_at("trois", someone_en_passe=False)
    assert m.may_play_at("deux", True, is_last=True) and not m.may_play_at("deux", True, False)
    assert m.may_play_at("pair", True, False) and m.may_play_at("plus", True, False)


@pred("pipeline.rules.palle_mail.passes_won")
def test_double_passes_forgotten_are_single():
    """palle-mail.a46 "ne les gagne que simples s'il a débuté avant"."""
    assert m.passes_won(True, counted_double=False, started_before=True) == 1
    assert m.passes_won(True, counted_double=True, started_before=True) == 2
    assert m.passes_won(False, False, False) == 1


@pred("pipeline.rules.palle_mail.conduct.lifted_ball")
def test_ask_before_lifting():
    """palle-mail.a50 lifted without asking "perd la passe si aucun peut revenir"; a51 asked,
    "la peut remettre"."""
    assert c.lifted_ball(asked=False, passed=False, someone_can_return=True) == "loses the passe"
    assert c.lifted_ball(True, False, True) == "put it back"
    assert (
        c.lifted_ball(False, False, False) == "fine" and c.lifted_ball(False, True, True) == "fine"
    )


@pred("pipeline.rules.palle_mail.conduct.fault")
def test_wrong_balls_and_turns():
    """palle-mail.a52 another partie's ball "doit recommencer"; a53 one's partner's "perd le
    coup"; a54 passing it "perd la passe"; a57 out of turn "perd la passe"; a56 not gone to
    see, "elle ne se put réparer"."""
    assert c.fault("other_partie_ball") == "replay"
    assert c.fault("other_partie_ball", went_to_see=False) == "stroke lost"
    assert c.fault("partner_ball") == "stroke lost"
    assert c.fault("passed_partner_ball") == c.fault("passed_out_of_turn") == "passe lost"
    with pytest.raises(BallRuleError):
        c.fault("sneezed")


@pred("pipeline.rules.palle_mail.conduct.grand_coup")
def test_the_long_stroke():
    """palle-mail.a62 failed without meeting anything "le coup est nul, pourvu que l'on n'ait
    touché les aix"; a63 the second stopped by the first ball "ne laisse de gagner"."""
    assert c.grand_coup(100, 80) == "first" and c.grand_coup(100, 120) == "second"
    assert c.grand_coup(100, 90, second_stopped_by_first=True) == "second"
    assert c.grand_coup(100, 0, second_failed=True) == "null"
    assert c.grand_coup(100, 0, second_failed=True, touched_boards=True) == "first"


@pred("pipeline.rules.palle_mail.conduct.grand_coup")
def test_the_first_strokes_failure_is_null_too():
    """palle-mail.a62 "Qui joue au grand coup, sans rencontre, quand elle se faute le coup est
    nul, pourvu que l'on n'ait touché les aix": the first player's too."""
    assert c.grand_coup(5, 120, first_failed=True) == "null"
    assert c.grand_coup(5, 120, first_failed=True, touched_boards=True) == "second"
    with pytest.raises(BallRuleError):
        c.grand_coup(5, 5, first_failed=True, second_failed=True)


@pred("pipeline.rules.palle_mail.conduct.may_start_or_leave")
def test_leaving_and_starting_behind_another_partie():
    """palle-mail.a61 leave only "du consentement des autres"; a71 start when the others are
    "à cent pas pour le moins et criants, gare"."""
    assert not c.may_start_or_leave("leave") and c.may_start_or_leave("leave", consent=True)
    assert c.may_start_or_leave("start", ahead_pas=100, called_gare=True)
    assert not c.may_start_or_leave("start", ahead_pas=99, called_gare=True)
    assert not c.may_start_or_leave("start", ahead_pas=150)


@pred("pipeline.rules.palle_mail.conduct.may_start_or_leave")
def test_who_has_not_started_may_go_and_no_partie_ahead_no_wait():
    """palle-mail.a61 "Qui a débuté ne s'en peut aller que du consentement des autres";
    palle-mail.a71 "Quand il y a une partie devant, ceux qui suivent après ne débuteront
    point que les autres ne soient à cent pas"."""
    assert c.may_start_or_leave("leave", debuted=False)
    assert not c.may_start_or_leave("leave", debuted=True)
    assert c.may_start_or_leave("start", ahead_pas=None)
    assert c.may_start_or_leave("start")


@pred("pipeline.rules.palle_mail.conduct.rapport")
def test_bringing_back():
    """palle-mail.a67 "Le rapport est aux cinquante pas"; a66 "au plus avancé de jouer le
    premier"; a65 pushed by the partie, "l'on n'est tenu de rapporter"."""
    r = c.rapport([40.0, 90.0, 70.0], [False, True, False])
    assert r["owing"] == [0, 2] and r["first"] == 2


@pred("pipeline.rules.palle_mail.conduct.rapport")
def test_the_rapport_brings_back_to_fifty_pas():
    """palle-mail.a67 "Le rapport est aux cinquante pas"; a65 pushed by one of the partie,
    "l'on n'est tenu de rapporter"."""
    r = c.rapport([40.0, 90.0, 70.0], [False, True, False])
    assert r["positions"] == [40.0, 90.0, 50.0] and r["distance"] == 50
    with pytest.raises(BallRuleError):
        c.rapport([40.0], [])


@pred("pipeline.rules.palle_mail.conduct.dispute")
@pred("pipeline.rules.palle_mail.conduct.is_allowed")
def test_disputes_and_what_nobody_may_do():
    """palle-mail.a28 "c'est au demandeur à prouver"; a47 no advising; a70 porte-lèves "hors du
    Mail"; a69 one ball pushed walking."""
    assert c.dispute(found=False) == "claim fails" and c.dispute(True) == "claim granted"
    assert not c.is_allowed("advise") and not c.is_allowed("lackey_on_alley")
    assert not c.is_allowed("push_second_ball_walking") and c.is_allowed("play")


PASSES = st.lists(st.tuples(st.integers(0, 5), st.sampled_from(m.LEVELS)), max_size=8)


@pred("pipeline.rules.palle_mail.winner")
@settings(max_examples=100, deadline=None)
@given(PASSES, st.integers(0, 5), st.booleans())
def test_the_winner_passed_or_is_last_and_the_game_ends(passes, last, can_return):
    """Property: the winner is a player who passed, or the last when nobody did; when nobody
    can come back there is always a winner; a first pass at pair or plus is never
    overtaken."""
    w = m.winner(passes, last, can_return)
    if w is not None:
        assert w in {p for p, _ in passes} or (not passes and w == last)
    if not can_return:
        assert w is not None
    firm = [p for p, lvl in passes if lvl != "deux"]
    if firm:
        assert w == firm[0]


@pred("pipeline.rules.palle_mail.reentry_place")
def test_a_ball_lost_playing_two_more_is_put_where_the_others_please():
    """palle-mail.a17 "Celui qui perd sa boule, étant rentré pour deux ou jouant deux de plus,
    en doit remettre une autre où il plaira aux autres": playing at two more, as after
    re-entering for two, the new ball is not placed between the partie's balls."""
    assert m.reentry_place([40.0, 70.0], lost_playing_two_more=True) is None
    assert m.reentry_place([40.0, 70.0]) == (40.0, 70.0)


@pred("pipeline.rules.palle_mail.winner")
def test_a_pass_at_three_more_objected_in_time_does_not_stand():
    """palle-mail.a38 "Quiconque laisse passer à trois de plus étant en passe … le coup étant
    achevé ne peut revenir, ainsa perdu": let go, the pass at three more wins; objected to
    before the stroke is finished it does not stand (a34 "L'on ne peut jouer à trois de plus,
    quand quelqu'un est en passe"), and the next pass wins."""
    passes = [(3, "trois"), (1, "pair")]
    assert m.winner(passes) == 3
    assert m.winner(passes, objected=[0]) == 1
    assert m.winner([(3, "trois")], objected=[0]) is None
    with pytest.raises(BallRuleError, match="a38"):
        m.winner(passes, objected=[1])  # a pass at the even is no three more


@pred("pipeline.rules.palle_mail.met_ball_replayed")
def test_a_stranger_ball_gives_a_replay_only_when_passing():
    """palle-mail.a36 "Si en passant l'on est empêché par quelque étrangère, on peut
    recommencer": at the hoop, whatever the distance; met elsewhere, the stranger ball is a
    ball met, replayed only within a6's twenty-five pas and called."""
    assert m.met_ball_replayed(False, 200, stopped_by="stranger")
    assert not m.met_ball_replayed(False, 200, stopped_by="stranger", passing=False)
    assert m.met_ball_replayed(False, 20, called=True, stopped_by="stranger", passing=False)


@pred("pipeline.rules.palle_mail.reentry")
@pred("pipeline.rules.palle_mail.reentry_place")
def test_out_unaware_comes_back_for_two():
    """palle-mail.a40 "Quiconque étant sorti au début, et ne le sachant, veut mettre sa boule
    avec les autres, rentrant pour deux, le peut faire, si la compagnie le veut": the 'pour
    deux' is reentry's (linked to a40), the place between the balls reentry_place's."""
    linked = {q.name for q in predicates() if "palle-mail.a40" in q.rules}
    assert {
        "pipeline.rules.palle_mail.reentry",
        "pipeline.rules.palle_mail.reentry_place",
    } <= linked
    assert m.reentry(1) == 2
    assert m.reentry_place([30.0, 55.0], out_unaware=True, company_consents=True) == (30.0, 55.0)


@pred("pipeline.rules.palle_mail.ball_state")
@pred("pipeline.rules.palle_mail.who_comes_back")
def test_the_ball_on_the_iron_is_derniere_and_comes_back():
    """palle-mail.a24 "Qui tient du fer est dernière, et peut revenir par dedans l'archet":
    ball_state calls it dernière, and who_comes_back (linked to a24) lets only such a ball
    come back, not one en passe."""
    linked = {q.name for q in predicates() if "palle-mail.a24" in q.rules}
    assert "pipeline.rules.palle_mail.who_comes_back" in linked
    states = [m.ball_state("stone"), m.ball_state("iron")]
    assert states == ["en passe", "dernière"]
    assert m.who_comes_back(states, [20.0, 1.0]) == 1
    assert m.who_comes_back([m.ball_state("stone")] * 2, [20.0, 1.0]) is None


@pred("pipeline.rules.palle_mail.conduct.dispute")
def test_the_porte_leve_asks_the_onlookers():
    """palle-mail.a27 "Les différends se doivent demander par le porte-lève aux regardants":
    put by the porte-lève to the onlookers the question is answered; put by a player, or to
    the other players, it is refused."""
    assert c.dispute(True, asked_by="porte-lève", asked_of="onlookers") == "claim granted"
    with pytest.raises(BallRuleError, match="palle-mail.a27"):
        c.dispute(True, asked_by="player")
    with pytest.raises(BallRuleError, match="palle-mail.a27"):
        c.dispute(True, asked_of="players")
