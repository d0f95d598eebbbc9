"""Trictrac values as the book states them (chapter 13's table, the chapters, the quatrains),
and where it disagrees with itself."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import trictrac as t

pred = pytest.mark.predicate


@pred("pipeline.rules.trictrac.jan_de_rencontre")
def test_jan_de_rencontre_two_readings():
    """trictrac.p72.1–p73.1 (the table): simple 2, doublet 4; trictrac.p42.1 (the chapter):
    simple 4, doublet 6; trictrac.p43.2: "Je laisse en la disposition des joueurs de les
    mettre en jeu, ou non"."""
    assert (t.jan_de_rencontre(False), t.jan_de_rencontre(True)) == (2, 4)
    assert (t.jan_de_rencontre(False, "chapter"), t.jan_de_rencontre(True, "chapter")) == (4, 6)
    assert t.jan_de_rencontre(True, played=False) == 0
    with pytest.raises(ValueError):
        t.jan_de_rencontre(False, "quatrain")


@pred("pipeline.rules.trictrac.jan_de_deux_tables")
@pred("pipeline.rules.trictrac.jan_de_trois_coups")
def test_values_where_the_book_agrees():
    """trictrac.p75.1–p76.1, p48.3 and q13: the Jan de deux tables 4 and 6; trictrac.p74.1
    and p45.1: the Jan de trois coups 4 ("la quatrième bande")."""
    assert (t.jan_de_deux_tables(False), t.jan_de_deux_tables(True)) == (4, 6)
    assert t.jan_de_trois_coups() == 4


@pred("pipeline.rules.trictrac.plein_value")
def test_the_table_of_the_pleins():
    """trictrac.p77.1–p81.1 (petit Jan): 4, 6, by two ways 8, by three 12, by two doublets 12;
    p88.1–p91.1 (grand Jan): 4, 6, three ways 12 (p90.1: "pour chacun moyen quatre, qui pour
    les trois font douze"), double doublet 12; p100.1 (Jan de retour) the same."""
    assert t.plein_value(False) == 4
    assert t.plein_value(True) == 6
    assert t.plein_value(False, 2) == 8
    assert t.plein_value(False, 3) == 12
    assert t.plein_value(True, 2) == 12
    with pytest.raises(ValueError):
        t.plein_value(False, 0)


@pred("pipeline.rules.trictrac.plein_value")
def test_quatrain_xliv_doubles_whatever_the_ways():
    """trictrac.q44 to the letter: "Chaque simple et doublet y doublent leur prix" — three ways
    give 8 where the table (p90.1) gives 12; two ways agree (q37: "par trois fois")."""
    assert t.plein_value(False, 2, "quatrain-xliv") == t.plein_value(False, 2) == 8
    assert t.plein_value(False, 3, "quatrain-xliv") == 8 != t.plein_value(False, 3)


@pred("pipeline.rules.trictrac.hit_value")
def test_the_table_of_the_men_left_uncovered():
    """trictrac.p82.1–p87.1: 2, by a doublet 4, by a double doublet in the same table 8; in
    the table of the return 4, 6, 12. p59.2: "il faut marquer huit, qui sont quatre pour un
    chacun doublet"."""
    assert [t.hit_value(False), t.hit_value(True), t.hit_value(True, 2)] == [2, 4, 8]
    assert [t.hit_value(False, retour=True), t.hit_value(True, retour=True)] == [4, 6]
    assert t.hit_value(True, 2, retour=True) == 12
    assert t.hit_value(False, 3) == 6  # p60.1: "autant de fois dois tu marquer deux"


@pred("pipeline.rules.trictrac.hit_value")
def test_quatrain_xxx():
    """trictrac.q30: "Le double vaudra six, s'il redouble il vaut huit" — against the table's
    4 and 8 (same table) or 6 and 12 (the return)."""
    assert (
        t.hit_value(True, 1, reading="quatrain-xxx"),
        t.hit_value(True, 2, reading="quatrain-xxx"),
    ) == (6, 8)
    assert t.hit_value(False, reading="quatrain-xxx") == 2  # q27: "Marque deux pour chacune"
    with pytest.raises(ValueError):
        t.hit_value(True, 3, reading="quatrain-xxx")


@pred("pipeline.rules.trictrac.jan_qui_ne_peut_value")
def test_jan_qui_ne_peut():
    """trictrac.p92.1: worth to the winner what the hit would have been worth; the sentence's
    own figures: simple 2, "les doublets six, en même case et hors la case", the return 4 and
    6."""
    assert t.jan_qui_ne_peut_value(False) == 2
    assert t.jan_qui_ne_peut_value(True) == t.hit_value(True) == 4
    assert t.jan_qui_ne_peut_value(True, reading="as-printed") == 6
    assert t.jan_qui_ne_peut_value(False, retour=True, reading="as-printed") == 4
    assert t.jan_qui_ne_peut_value(True, retour=True, reading="as-printed") == 6


@pred("pipeline.rules.trictrac.pile_de_malheur_value")
def test_pile_de_malheur():
    """trictrac.p105.2, p106.1: "quatre par simples, ou six par doublet"; q36: "Tu pourras
    marquer six"."""
    assert (t.pile_de_malheur_value(False), t.pile_de_malheur_value(True)) == (4, 6)
    assert t.pile_de_malheur_value(False, "quatrain-xxxvi") == 6


@pred("pipeline.rules.trictrac.pile_de_malheur_value")
def test_some_mark_nothing_for_the_pile():
    """trictrac.p106.1: some "ne veulent pas qu'on marque rien"; "mais je tiens ... qu'il faut
    marquer quatre par simples, ou six par doublet"."""
    assert t.pile_de_malheur_value(False, "nothing") == t.pile_de_malheur_value(True, "nothing")
    assert t.pile_de_malheur_value(True, "nothing") == 0
    assert t.pile_de_malheur_value(True) == 6  # the author's own rule stays the default


@pred("pipeline.rules.trictrac.margot_value")
def test_margot_is_played_by_agreement():
    """trictrac.q32: "Si quelqu'un veut jouer à Margot la fendue"; p70.1: "il n'y a que ce que
    l'on convient entre ceux-là qui jouent ... qui la joue perd deux par simple, et quatre par
    doublet"."""
    assert (t.margot_value(False), t.margot_value(True)) == (2, 4)
    assert t.margot_value(False, played=False) == t.margot_value(True, played=False) == 0


@pred("pipeline.rules.trictrac.coin_value")
@pred("pipeline.rules.trictrac.margot_value")
@pred("pipeline.rules.trictrac.contre_jan_de_mezeas_value")
@pred("pipeline.rules.trictrac.last_throw_value")
def test_small_values():
    """trictrac.p57.1 the corner by power 4/6; p70.1 Margot "perd deux par simple, et quatre
    par doublet"; p107.6 "quatre pour un, ou six pour doublet"; p139.1 and q41 the last throw
    4/6 ("Le doublet finissant vaut six")."""
    assert (t.coin_value(False), t.coin_value(True)) == (4, 6)
    assert (t.margot_value(False), t.margot_value(True)) == (2, 4)
    assert (t.contre_jan_de_mezeas_value(False), t.contre_jan_de_mezeas_value(True)) == (4, 6)
    assert (t.last_throw_value(False), t.last_throw_value(True)) == (4, 6)


@pred("pipeline.rules.trictrac.unplayable_value")
def test_unplayable_men():
    """trictrac.p105.1: two for each man that cannot be played, "les doublets n'y perdent pas
    plus que les simples"; p151.1, q38 the same."""
    assert t.unplayable_value(1) == 2
    assert t.unplayable_value(2, doublet=True) == t.unplayable_value(2) == 4
    with pytest.raises(ValueError):
        t.unplayable_value(-1)


VALUES = [
    lambda d: t.jan_de_rencontre(d),
    lambda d: t.jan_de_rencontre(d, "chapter"),
    t.jan_de_deux_tables,
    lambda d: t.plein_value(d),
    lambda d: t.hit_value(d),
    lambda d: t.hit_value(d, retour=True),
    lambda d: t.pile_de_malheur_value(d),
    t.coin_value,
    t.margot_value,
    t.contre_jan_de_mezeas_value,
    t.last_throw_value,
]


@pred("pipeline.rules.trictrac.plein_value")
@pred("pipeline.rules.trictrac.hit_value")
@pred("pipeline.rules.trictrac.jan_de_rencontre")
@settings(max_examples=60, deadline=None)
@given(st.sampled_from(VALUES), st.integers(1, 3))
def test_the_doublet_is_worth_more(value, ways):
    """trictrac.p42.1: "c'est maxime tres-generale, que toujours le doublet apporte plus de
    gain ou de perte que le simple"; every value is a positive even number of points."""
    assert value(True) > value(False) > 0
    assert value(True) % 2 == value(False) % 2 == 0
    assert t.plein_value(True, ways) == ways * t.plein_value(True)
    assert t.hit_value(False, ways) == ways * t.hit_value(False)


def test_every_difference_is_reported():
    """The consistency report names both sides of each Trictrac difference and a predicate
    that exists; the figures it prints differ."""
    from pipeline.rules import consistency, registry

    names = {p.name for p in registry.predicates()}
    found = [f for f in consistency.findings() if f.title.startswith("Trictrac")]
    pairs = {frozenset(f.rules) for f in found}
    for side_a, side_b in [
        ("trictrac.p42.1", "trictrac.p72.1"),
        ("trictrac.p83.1", "trictrac.q30"),
        ("trictrac.p105.2", "trictrac.q36"),
        ("trictrac.p90.1", "trictrac.q44"),
        ("trictrac.p92.1", "trictrac.p83.1"),
        ("trictrac.q21", "trictrac.p77.1"),
        ("trictrac.p94.2", "trictrac.q57"),
    ]:
        assert any({side_a, side_b} <= p for p in pairs), (side_a, side_b)
    assert all(f.predicate in names for f in found)
    assert len(found) == 10


@pred("pipeline.rules.trictrac.hit_value")
@pred("pipeline.rules.trictrac.unplayable_value")
@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), st.integers(0, 15))
def test_where_the_doublet_doubles(ways, men):
    """trictrac.p59.1: "deux points pour chaque Dame frappée d'un nombre simple, et quatre pour
    un nombre double" — in the same table a doublet doubles; in the return it adds half (4, 6:
    p85.1–p86.1); p105.1 "les doublets n'y perdent pas plus que les simples"."""
    assert t.hit_value(True, ways) == 2 * t.hit_value(False, ways)
    assert 2 * t.hit_value(True, ways, retour=True) == 3 * t.hit_value(False, ways, retour=True)
    assert t.unplayable_value(men, True) == t.unplayable_value(men, False) == 2 * men


def test_no_rule_is_listed_twice_for_a_predicate():
    """rules.jsonl listed hit_value twice for trictrac.p83.1 ("Par un double en vaut. 4. p."):
    the rule was named twice in one ``@implements``. A predicate names each rule once."""
    from pipeline.rules import registry

    for p in registry.predicates():
        if p.game.startswith("trictrac"):
            assert len(set(p.rules)) == len(p.rules), p.name
    hit = next(p for p in registry.predicates() if p.name.endswith("trictrac.hit_value"))
    assert hit.rules.count("trictrac.p83.1") == 1


def _linked(name: str, rule: str) -> bool:
    """Whether the registry links ``rule`` to the predicate ``name``."""
    from pipeline.rules.registry import predicates

    return rule in next(p for p in predicates() if p.name == name).rules


@pred("pipeline.rules.trictrac.jan_de_trois_coups")
def test_the_ecole_de_quatre_is_the_jan_de_trois_coups():
    """trictrac.p46.1 "qui ne le marque doit être envoyé à l'école de quatre, qui est ce qui
    devait être et marqué par celui qui l'a amené": the four is the Jan de trois coups' own,
    marked by the other when forgotten."""
    from pipeline.rules.trictrac import marks

    forgotten = marks.ecole(marks.Game(), 0, t.jan_de_trois_coups())
    assert str(forgotten) == "0/0 4/0b"
    assert _linked("pipeline.rules.trictrac.jan_de_trois_coups", "trictrac.p46.1")


@pred("pipeline.rules.trictrac.hit_value")
def test_each_man_hit_two_by_a_simple_four_by_a_double():
    """trictrac.p59.1 "il faut que tu marques deux points pour chaque Dame frappée d'un nombre
    simple, et quatre pour un nombre double": the values of hits() (also linked)."""
    assert t.hit_value(False) == 2 and t.hit_value(True) == 4
    assert t.hit_value(False, ways=2) == 4  # six and four, each hitting: two for each
    assert _linked("pipeline.rules.trictrac.hit_value", "trictrac.p59.1")


@pred("pipeline.rules.trictrac.jan_qui_ne_peut_value")
def test_the_other_counts_what_the_hit_would_have_given():
    """trictrac.p67.1 "tu comptes pour toi ce que j'eusse pris pour moi, s'il n'y eût point eu
    d'obstacles": a Jan qui ne peut is worth to the other what the hit was worth."""
    for doublet in (False, True):
        for retour in (False, True):
            for ways in (1, 2):
                assert t.jan_qui_ne_peut_value(doublet, ways, retour) == t.hit_value(
                    doublet, ways, retour
                )
    assert _linked("pipeline.rules.trictrac.jan_qui_ne_peut_value", "trictrac.p67.1")


@pred("pipeline.rules.trictrac.plein_value")
def test_four_for_each_way_of_covering_six_for_each_doublet_man():
    """trictrac.p51.2 "pour chaque endroit qui couvre ta Dame découverte, tu marques quatre
    points ... et si tu amènes un doublet, duquel tu puisses de deux Dames couvrir ta
    découverte, il faut marquer pour chacune six points, qui te vaudrait douze points": the
    values of the ways fill_ways (also linked) counts."""
    assert t.plein_value(False, ways=1) == 4 and t.plein_value(False, ways=3) == 12
    assert t.plein_value(True, ways=2) == 12
    assert _linked("pipeline.rules.trictrac.plein_value", "trictrac.p51.2")


@pred("pipeline.rules.trictrac.hit_value")
def test_what_an_uncovered_man_is_worth_to_who_falls_on_it():
    """trictrac.p58.1 "il faut savoir ce qu'elles valent à celui qui par le nombre de son dé
    tombe dessus une Dame découverte": what hit_value gives, hits (also linked) finding the
    man."""
    assert [t.hit_value(d, retour=r) for r in (False, True) for d in (False, True)] == [2, 4, 4, 6]
    assert _linked("pipeline.rules.trictrac.hit_value", "trictrac.p58.1")
