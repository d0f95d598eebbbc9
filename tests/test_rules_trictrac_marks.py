"""Marking at the Tricque-Trac: points, holes, the bredouille, the école, the dice."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules.trictrac import marks as m
from pipeline.rules.trictrac.marks import Game

pred = pytest.mark.predicate


@pred("pipeline.rules.trictrac.marks.mark")
def test_twelve_points_make_a_jeu():
    """trictrac.q29: "Douze points font un jeu"; p51.2 "douze points, qui sont un jeu simple,
    ou bredouille"; p94.2 "une partie bredouille, qui en vaut deux simples"."""
    g = m.mark(m.mark(Game(), 0, 4), 0, 8)
    assert str(g) == "0/2b 0/0b"  # twelve points, none for the other: bredouille, two holes
    g = m.mark(m.mark(m.mark(Game(), 0, 4), 1, 2), 0, 8)
    assert g.sides[0].holes == 1 and g.sides[1].points == 0  # interrupted: one hole


@pred("pipeline.rules.trictrac.marks.mark")
def test_the_bredouille_stands_unless_the_interrupter_lifts_it():
    """trictrac.p94.2: "celui qui l'interrompt par quelque gain ou marque nouvelle, il la doit
    lever lui-même, ou dire à son compagnon, que je debredouille, autrement celui qui achève
    son jeu avec la bredouille et double marque, il peut marquer deux parties"."""
    started = m.mark(Game(), 0, 4)
    lifted = m.mark(m.mark(started, 1, 2, debredouille=True), 0, 8)
    assert lifted.sides[0].holes == 1  # "je débredouille": a simple partie
    left = m.mark(started, 1, 2, debredouille=False)
    assert left.sides[0].bredouille  # the two jetons stay
    assert m.mark(left, 0, 8).sides[0].holes == 2  # "il peut marquer deux parties"


@pred("pipeline.rules.trictrac.marks.mark")
def test_bredouille_after_the_other():
    """trictrac.p94.1: "quand sans interruption nous gagnons une partie soit devant ou après
    notre compagnon" — the other's earlier points do not spoil it; p156.1 he loses them."""
    g = m.mark(m.mark(Game(), 1, 6), 0, 12)
    assert g.sides[0].holes == 2 and g.sides[1].points == 0
    kept = m.mark(m.mark(Game(), 1, 6), 0, 12, keep_jeton=True)
    assert kept.sides[1].points == 6  # p155.1 "ne lèvent point du tout leur jeton"


@pred("pipeline.rules.trictrac.marks.mark")
@pred("pipeline.rules.trictrac.marks.stake_multiplier")
def test_twelve_holes_and_the_enfilade():
    """trictrac.p94.3 and q24: twelve holes, "Pousse-la pour gagner jusqu'à douze coups";
    p96.1: "gagné douze jeux tout d'une suite ... il emporte le double"."""
    g = Game()
    for _ in range(6):
        g = m.mark(g, 0, 12)  # six bredouilles
    assert g.finished and g.sides[0].holes == 12
    assert m.stake_multiplier(g) == 2
    assert m.stake_multiplier(g, enfilade_agreed=False) == 1
    h = m.mark(Game(), 1, 12)
    for _ in range(10):
        h = m.mark(h, 0, 12)
    assert m.stake_multiplier(h) == 1
    with pytest.raises(ValueError):
        m.stake_multiplier(Game())


@pred("pipeline.rules.trictrac.marks.mark")
@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 1), st.integers(0, 30)), max_size=25))
def test_points_never_negative_and_a_hole_is_twelve(marks):
    """Points run 0–11 and are never negative; holes never go back; the holes won by a mark
    are its points over twelve, once or twice (the bredouille)."""
    g = Game()
    assert Game.parse(str(g)) == g
    for player, pts in marks:
        before = g.sides[player]
        g = m.mark(g, player, pts)
        after = g.sides[player]
        assert Game.parse(str(g)) == g
        assert all(0 <= s.points < 12 for s in g.sides)
        gained = after.holes - before.holes
        jeux = (before.points + pts) // 12
        assert gained >= 0 and (after.holes == 12 or jeux <= gained <= 2 * jeux)
    with pytest.raises(ValueError):
        m.mark(g, 0, -2)


@pred("pipeline.rules.trictrac.marks.jetons")
def test_the_counters_of_the_bredouille():
    """trictrac.p94.2: two counters while en bredouille; q57: "Le premier marquant seul", "Le
    second en met deux"."""
    first = m.mark(Game(), 0, 4)
    assert m.jetons(first, 0) == 2 and m.jetons(first, 0, "quatrain-lvii") == 1
    second = m.mark(first, 1, 2)
    assert m.jetons(second, 0) == 1  # debredouillé
    assert m.jetons(second, 1) == 2 == m.jetons(second, 1, "quatrain-lvii")
    with pytest.raises(ValueError):
        m.jetons(first, 0, "table")


@pred("pipeline.rules.trictrac.marks.ecole")
def test_the_ecole():
    """trictrac.p46.1: "l'école de quatre"; p48.3 "qui ne le marque est envoyé à l'école de ce
    qu'il devait avoir pris"; p94.4 a false mark sends to the école; p61.1 "ton compagnon les
    marquera pour toi"; p94.5 "l'on n'envoie point à l'école des parties", nor after "deux ou
    trois coups de dé jetez"."""
    g = m.ecole(Game(), 0, 4)
    assert g.sides[1].points == 4 and g.sides[0].points == 0
    assert m.ecole(Game(), 0, 4, parties=True) == Game()
    assert m.ecole(Game(), 0, 4, throws_since=2) == Game()


@pred("pipeline.rules.trictrac.marks.turn_faults")
def test_mark_before_playing():
    """trictrac.p132.1: "marquer très soigneusement son plein ou grand Jan avant que de le
    jouer"; p19.2 the dice left "jusqu'à ce que l'on ait joué et placé ses Dames"."""
    assert m.turn_faults(["throw", "mark", "play", "take dice"]) == []
    assert m.turn_faults(["throw", "play", "mark"]) == ["marked after playing: école"]
    assert m.turn_faults(["throw", "take dice", "play"]) == [
        "dice taken before the men were played"
    ]
    with pytest.raises(ValueError):
        m.turn_faults(["shout"])


@pred("pipeline.rules.trictrac.marks.turn_faults")
def test_each_turn_marks_its_own_throw_before_playing():
    """trictrac.p132.1: "il faut marquer ... avant que de le jouer" — on every turn: the next
    throw marked before it is played is no fault (it was called 'too late')."""
    turn = ["throw", "mark", "play", "take dice"]
    assert m.turn_faults(turn * 3) == []


@pred("pipeline.rules.trictrac.marks.turn_faults")
def test_nothing_of_an_earlier_throw_once_the_dice_are_thrown_again():
    """trictrac.q25: "En rejetant les dés, ne doit plus rien marquer"; p94.3 "ayant jeté le dé
    sans le marquer, on n'y peut plus être admis"; q58 "Après un coup de dé, tu n'y dois
    revenir"."""
    late = ["throw", "play", "take dice", "throw", "mark earlier", "mark", "play"]
    assert m.turn_faults(late) == ["marked after throwing again: too late"]
    with pytest.raises(ValueError):
        m.turn_faults(["throw", "mark earlier"])


@pred("pipeline.rules.trictrac.marks.turn_faults")
def test_the_late_bredouille_refused_only_at_the_rigueur():
    """trictrac.p94.3: "Ceux qui jouent à la rigueur, observent toutes les fins de non
    recevoir contre ceux qui ont omis et manqué à marquer leur bredouille; car ayant jeté le
    dé sans le marquer, on n'y peut plus être admis ni reçu, si ce n'est de grâce spéciale"."""
    late = ["throw", "play", "take dice", "throw", "mark earlier", "mark", "play"]
    too_late = ["marked after throwing again: too late"]
    assert m.turn_faults(late, rigueur=True) == too_late
    assert m.turn_faults(late, rigueur=True, grace=True) == []
    assert m.turn_faults(late, rigueur=False) == []


@pred("pipeline.rules.trictrac.marks.may_leave")
def test_leaving_after_a_jeu():
    """trictrac.p54.1: "celui qui gagne un jeu de son dé, peut lever et s'en aller"; p64.1 not
    "si c'était du dé et de la perte de ton homme"; p154.1 "avec cette loi, de ne point
    lever"."""
    assert m.may_leave(True)
    assert not m.may_leave(False)
    assert not m.may_leave(True, no_leaving_agreed=True)


@pred("pipeline.rules.trictrac.marks.may_leave")
def test_no_leaving_once_the_rest_is_marked():
    """trictrac.p54.1: he may leave "s'il n'a remarqué sur l'autre jeu, ce qui lui restait, et
    laissé son jeton; mais tant qu'on tient son jeton, l'on peut disposer de jouer, ou de ne
    jouer pas"."""
    assert m.may_leave(True, marked_rest=False)
    assert not m.may_leave(True, marked_rest=True)


@pred("pipeline.rules.trictrac.marks.leave")
def test_who_leaves_keeps_the_first_throw():
    """trictrac.p110.1: "quiconque lève et a gagné le dernier, se conserve toujours la primauté
    du dé"; p64.1 "romps ton jeu et recommence, ayant la primauté si tant est que tu aies
    achevé ton jeu de ton dé"."""
    g = m.mark(m.mark(m.mark(Game(), 0, 4), 1, 2), 0, 10)  # seat 0 wins a jeu, 2 points over
    assert (g.sides[0].holes, g.sides[0].points) == (1, 2)
    after, first = m.leave(g, 0, won_by_own_throw=True)
    assert first == 0
    assert after.sides[0] == m.Side(0, 1) and after.sides[1] == g.sides[1]
    assert m.leave(m.mark(Game(), 1, 12), 1, won_by_own_throw=True)[1] == 1
    with pytest.raises(ValueError):  # won "du dé et de la perte de ton homme"
        m.leave(g, 0, won_by_own_throw=False)
    with pytest.raises(ValueError):  # the rest marked on the next jeu, the jeton left
        m.leave(g, 0, won_by_own_throw=True, marked_rest=True)


@pred("pipeline.rules.trictrac.marks.petit_parties")
def test_the_petit_trictrac():
    """trictrac.p147.1: every simple mark of the grand game a partie at the petit; p146.1 "On
    n'y a point de Jan qui ne peut"."""
    events = ["Dame découverte 15", "petit Jan", "Jan qui ne peut 14"]
    assert m.petit_parties(events) == 2


@pred("pipeline.rules.trictrac.marks.petit_after_coup")
def test_the_petit_trictrac_ends_after_a_coup():
    """trictrac.p145.1: "L'on joue en une, 2. 3. 4. 5. ou 6. parties, ou coups, ce que l'on
    veut ... c'est un coup après lequel on se lève et s'en va, si on n'accorde ensemble la
    continuation"."""
    assert m.petit_after_coup((1, 0), parties=1) == "over"
    assert m.petit_after_coup((1, 0), parties=3) == "restart"
    assert m.petit_after_coup((2, 1), parties=3, continuation=True) == "continue"
    assert m.petit_after_coup((2, 3), parties=3, continuation=True) == "over"
    for bad in (0, 7):
        with pytest.raises(ValueError):
            m.petit_after_coup((0, 0), parties=bad)


@pred("pipeline.rules.trictrac.marks.after_lifting")
def test_after_lifting():
    """trictrac.p140.1: "si la partie des jeux n'est pas finie, on recommence par les premiers
    commencements"."""
    assert m.after_lifting(Game()) == "restart"
    g = Game()
    for _ in range(6):
        g = m.mark(g, 1, 12)
    assert m.after_lifting(g) == "over"


def _linked(name: str, rule: str) -> bool:
    """Whether the registry links ``rule`` to the predicate ``name``."""
    from pipeline.rules.registry import predicates

    return rule in next(p for p in predicates() if p.name == name).rules


@pred("pipeline.rules.trictrac.marks.ecole")
@pred("pipeline.rules.trictrac.marks.turn_faults")
def test_a_plein_played_before_it_is_marked_is_marked_for_you():
    """trictrac.p132.1 "il faut marquer très soigneusement son plein ou grand Jan avant que de
    le jouer, autrement on le marque pour vous, et c'est une école": turn_faults finds the
    fault, ecole gives the plein's four to the other. q25 "L'on châtie celui qui péche d'y
    manquer", q30 "Qui l'omet à marquer fait une grande perte", q44 "de ton compagnon tu peux
    être repris": the same école."""
    assert m.turn_faults(["throw", "play", "mark"]) == ["marked after playing: école"]
    assert str(m.ecole(Game(), 0, 4)) == "0/0 4/0b"
    for rule in ("trictrac.p132.1", "trictrac.q25", "trictrac.q30", "trictrac.q44"):
        assert _linked("pipeline.rules.trictrac.marks.ecole", rule), rule


@pred("pipeline.rules.trictrac.marks.ecole")
def test_points_marked_wrongly_go_to_the_other():
    """trictrac.p94.4 "ne marquer point à faux, car on vous envoyeroit à l'école"; p136.1
    "sitôt qu'on a marqué ou joué à faux, on est répréhensible": the points marked à faux are
    lifted and the other marks them; not after two throws, nor for parties."""
    g = Game.parse("6/0b 0/0")
    assert str(m.ecole(g, 0, 4, marked_wrongly=True)) == "2/0 4/0b"
    assert m.ecole(g, 0, 4, marked_wrongly=True, throws_since=2) == g
    with pytest.raises(ValueError):
        m.ecole(g, 0, 8, marked_wrongly=True)


@pred("pipeline.rules.trictrac.marks.ecole")
def test_a_hit_not_marked_is_marked_by_the_other():
    """trictrac.q27 "Celui qui la jette l'indiquant sur la lame, Marque deux pour chacune,
    autrement il a tort": two hits by a simple forgotten, the other marks their four."""
    from pipeline.rules import trictrac as values

    forgotten = values.hit_value(False, ways=2)
    assert str(m.ecole(Game(), 1, forgotten)) == "4/0b 0/0"
    assert _linked("pipeline.rules.trictrac.marks.ecole", "trictrac.q27")
