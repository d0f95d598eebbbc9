"""The trained rule typer and its gold: features, scoring, staleness, determinism (no spaCy
load, no build: the parse's features are given as lists)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.build import ROOT
from pipeline.extract.gold import GoldRow, first_words, read_gold_rows, stale_rows
from pipeline.extract.typer import (
    Scorer,
    Typed,
    _verb_class,
    classify,
    context_features,
    context_model,
    games_of,
    in_context,
    model,
    rule_features,
)
from pipeline.model import RULE_TYPES

GOLD = ROOT / "tests" / "gold" / "rule-types.tsv"


def test_a_row_whose_rule_moved_is_stale():
    rows = [
        GoldRow("oye.p3.1", "Qui ira au nombre", "board-square", ""),
        GoldRow("oye.p6.1", "Qui ira au nombre", "board-square", ""),
        GoldRow("oye.p99.1", "Qui ira au nombre", "board-square", ""),
    ]
    texts = {
        "oye.p3.1": "Qui ira au  nombre 19. où il y a une hôtellerie",
        "oye.p6.1": "Et qui sera rencontré, paye le prix convenu",  # another rule took the id
    }
    assert stale_rows(rows, texts) == ["oye.p6.1", "oye.p99.1"]
    assert first_words(" Qui ira\tau nombre 19.") == "Qui ira au nombre"


def test_the_gold_file_reads_and_says_how_it_was_typed():
    rows = read_gold_rows(GOLD)
    assert len(rows) >= 400 and len({r.id for r in rows}) == len(rows)
    assert {r.type for r in rows} == set(RULE_TYPES)
    header = "".join(line for line in GOLD.read_text(encoding="utf-8").splitlines(True)[:40])
    assert all(f"#   {t}" in header for t in RULE_TYPES)  # the definitions, copied
    assert "main clause" in header


def test_an_unknown_type_in_the_gold_is_refused(tmp_path: Path):
    bad = tmp_path / "g.tsv"
    bad.write_text("id\twords\ttype\tnote\nx.p1.1\tUn deux\trule\t\n", encoding="utf-8")
    with pytest.raises(ValueError, match="not a rule type"):
        read_gold_rows(bad)


def test_features_of_a_rule_and_its_neighbours_in_the_same_game():
    rules = [
        Typed("oye.p9.1", ["cue-typer:payment", "l:mort"]),
        Typed("oye.p10.1", ["cue-typer:payment", "l:rencontrer"]),
        Typed("quatre-fins.p1.1", ["cue-typer:win", "root:remarquer"]),
    ]
    f = rule_features(rules, 1)
    assert "kind:p" in f and "prev:cue-typer:payment" in f
    # never the game's name; the lemma is left to the stem (s:)
    assert not any(x.startswith(("game:", "l:")) for x in f)
    assert not any(x.startswith("next:") for x in f)  # the next rule is another game's
    first = rule_features(rules, 0)
    assert "next:cue-typer:payment" in first and first == sorted(first)
    assert "kind:a" in rule_features([Typed("billard.s2.a5", [])], 0)
    assert "kind:q" in rule_features([Typed("trictrac.q44", [])], 0)


LINK_FEATURES = ("linked", "unlinked", "p:", "pm:", "sum:", "ret:")
"""The names the typer's features had when it read the rules layer's links (issue 31): the
predicates' names, modules, docstrings and return annotations, and whether linked."""


def _from_links(feature: str) -> bool:
    bare = feature.split(":", 1)[1] if feature.startswith(("prev:", "next:")) else feature
    return bare.startswith(LINK_FEATURES)


def test_no_feature_of_the_trained_models_comes_from_the_links():
    for m in (model(), context_model()):
        assert not [f for f in m["weights"] if _from_links(f)]
    assert _from_links("prev:p:death") and _from_links("linked") and not _from_links("s:payer")


def test_a_rule_is_typed_the_same_with_and_without_its_links():
    """Whether a rule is a rule of play is read from its text: the rules of a game typed
    once unlinked and once with every predicate the registry links to them get the same
    types, with the same evidence (a witness whose rules carry no links is typed as a
    linked one)."""
    from pipeline.extract.analysis import type_rules
    from pipeline.model.rows import Rule
    from pipeline.rules.registry import predicates

    features = {  # a parse's features, of the kinds doc_features gives
        "piquet.p6.1": ["cue-typer:scoring", "cx:num-score", "num:value", "s:valen"],
        "piquet.p8.1": ["cue-typer:definition", "cx:name", "s:appel", "ms:sont"],
        "piquet.p39.1": ["cue-typer:commentary", "cx:has-other", "s:provi", "s:parol"],
    }
    linked = {rid: sorted(p.name for p in predicates() if rid in p.rules) for rid in features}
    assert linked["piquet.p6.1"]  # a linked rule is among them

    def typed(with_links: bool) -> list[tuple[str, str]]:
        rules = [
            Rule(rid, "piquet", "Piquet", None, "1", 1, "", "", "", features=feats)
            for rid, feats in features.items()
        ]
        for r in rules:
            r.predicates = linked[r.id] if with_links else []
        type_rules(rules)
        return [(r.type, r.type_evidence) for r in rules]

    assert typed(with_links=True) == typed(with_links=False)


def test_the_model_is_data_for_the_closed_list_of_types():
    for m in (model(), context_model()):
        assert tuple(m["types"]) == RULE_TYPES and len(m["bias"]) == len(RULE_TYPES)
        assert all(len(w) == len(RULE_TYPES) for w in m["weights"].values())
        assert m["trained_on"] == len(read_gold_rows(GOLD))
    assert any(f.startswith("ctx:") for f in context_model()["weights"])


def test_the_second_reading_sees_the_types_around_in_the_same_game_only():
    ids = ["oye.p1.1", "oye.p2.1", "oye.p3.1", "hoc.p1.1"]
    types = ["board-square", "payment", "board-square", "deal"]
    first, second, third, hoc = in_context(ids, types)
    assert {"ctx:next:payment", "ctx:next2:board-square"} <= set(first)
    assert not any(f.startswith("ctx:prev") for f in first)
    assert {"ctx:prev:board-square", "ctx:next:board-square"} <= set(second)
    assert not any(f.endswith(":deal") for f in first + second + third)  # hoc is another game
    # the game's make-up: board-square two rules in three, payment one in three
    assert {"ctx:gametop:board-square", "ctx:game35:board-square", "ctx:game15:payment"} <= set(
        second
    )
    assert "ctx:game35:payment" not in second
    assert (
        context_features(["deal"], 0)
        == hoc
        == ["ctx:gametop:deal", "ctx:game15:deal", "ctx:game35:deal"]
    )


def test_what_a_main_verb_does_by_its_lemma_or_its_form():
    # the parser's lemma of the book's verbs is often the form itself
    assert _verb_class("vaut", "vaut") == "score" and _verb_class("payer") == "pay"
    assert _verb_class("paiera") == "pay" and _verb_class("perdre") == "lose"
    assert _verb_class("être", "est") == "be" and _verb_class("aller", "ira") == "move"
    assert _verb_class("avancer") == "move"  # "av" is the verb avoir's only as a form of it
    assert _verb_class("renoncer") == "other"


def test_classify_is_deterministic_and_names_its_evidence():
    feats = ["kind:p", "s:payer", "cx:has-pay", "cue-typer:board-square"]
    typ, evidence = classify(feats)
    assert typ in RULE_TYPES and evidence.startswith("model: ")
    assert classify(list(reversed(feats))) == (typ, evidence)
    assert (
        classify(["no such feature"])[0]
        == RULE_TYPES[max(range(len(RULE_TYPES)), key=lambda k: (model()["bias"][k], -k))]
    )


def test_training_is_deterministic():
    pytest.importorskip("sklearn")
    from pipeline.extract.training import Example, fit

    exs = [
        Example(f"g.p{i}.1", t, [f"w:{t}", "w:common", f"n:{i % 3}"], t, None)
        for i, t in enumerate(["move", "scoring", "payment", "commentary"] * 4)
    ]
    a, b = fit(exs), fit(list(exs))
    assert a == b
    assert Scorer(a).type_of(["w:scoring", "w:common"]) == "scoring"
    absent = RULE_TYPES.index("setup")
    assert a["bias"][absent] < -100  # a type absent from training is never given


def test_stacked_training_is_deterministic_and_reads_the_neighbours_types():
    pytest.importorskip("sklearn")
    from pipeline.extract.training import Example, fit_stacked, predict_stacked

    # in each game a list item (no words of its own) follows the rule that gives its type
    exs = []
    for g, typ in enumerate(["scoring", "payment", "move"] * 6):
        game = ([f"w:{typ}", f"g:{g}"], ["w:item"])
        exs.append(Example(f"g{g}.p1.1", typ, game[0], typ, None, game, 0))
        exs.append(Example(f"g{g}.p2.1", typ, game[1], typ, None, game, 1))
    a, b = fit_stacked(exs), fit_stacked(list(exs))
    assert a == b
    assert any(f.startswith("ctx:prev:") for f in a[1]["weights"])
    new = (["w:payment"], ["w:item"])
    item = Example("new.p2.1", "payment", ["w:item"], "payment", None, new, 1)
    assert predict_stacked(a, [item]) == {"new.p2.1": "payment"}


def test_leave_one_game_out_types_a_game_by_the_other_games_only():
    pytest.importorskip("sklearn")
    from pipeline.extract.training import Example, cross_validate

    kinds = {"oye": "board-square", "piquet": "scoring", "hoc": "payment"}
    exs = [
        Example(f"{game}.p{i}.1", typ, [f"w:{game}", "w:common"], typ, None)
        for game, typ in kinds.items()
        for i in range(6)
    ]
    seen = cross_validate(exs, folds=3)
    assert all(seen[ex.id] == ex.type for ex in exs)  # each game's words were learnt
    unseen = cross_validate(exs, by_game=True)
    # a game left out is typed by models that never saw its type: never right here
    assert all(unseen[ex.id] != ex.type for ex in exs)
    declared = [Example("hoc.p9.1", "commentary", ["w:hoc"], "payment", "commentary")]
    assert cross_validate(exs + declared, by_game=True)["hoc.p9.1"] == "commentary"


def test_a_game_s_family_and_where_a_rule_stands_in_it():
    rules = [
        Typed("hoc.p1.1", ["first:si", "l:carte", "l:donner"]),
        Typed("hoc.p2.1", ["l:carte"]),
        Typed("hoc.p3.1", ["l:jeton"]),
        Typed("oye.p1.1", ["l:dé"]),
        Typed("oye.p2.1", ["l:case", "l:dé"]),
        Typed("blasons.p1.1", ["l:écu"]),
    ]
    games = games_of(rules)
    assert (games["hoc"].family, games["oye"].family, games["blasons"].family) == (
        "card",
        "dice",
        "other",
    )
    assert (games["oye"].start, games["oye"].size) == (3, 2)
    first, middle, last = (rule_features(rules, k, games) for k in range(3))
    assert "at:first" in first and "at:last" in last and "at:q1" in middle
    assert {"fam:card", "fam:card&first:si"} <= set(first)  # a family's own reading of a word
    assert not any(f.startswith("fam:card&l:") for f in first)  # of the crossed kinds only
    assert rule_features(rules, 4) == rule_features(rules, 4, games)  # computed if not given
