"""Whether a rule is a rule of play (executable) is decided from its type and the game
modules' declarations, never from its links; a rule that is not, yet a predicate implements,
is a contradiction the coverage report names (issue 31)."""

from __future__ import annotations

import pytest

from pipeline.extract.predicates import contradictions, link_predicates
from pipeline.model.rows import Rule
from pipeline.reports import coverage_report
from pipeline.rules.registry import (
    PLAY_TYPES,
    declared_not_executable,
    family,
    predicates,
    rule_of_play,
)


def _rule(rid: str, typ: str) -> Rule:
    return Rule(rid, rid.split(".")[0], "", None, "1", 1, "", "", "", type=typ)


def _linked(game: str, n: int) -> list[str]:
    """``n`` rules of ``game`` that a predicate implements and no module declared."""
    declared = declared_not_executable()
    ids = sorted({r for p in predicates() for r in p.rules if r.startswith(game + ".")})
    return [r for r in ids if r not in declared][:n]


def test_a_linked_rule_typed_commentary_is_not_executable_and_is_a_contradiction():
    play, talk = _linked("piquet", 2)
    rules = [_rule(play, "scoring"), _rule(talk, "commentary"), _rule("piquet.p99.9", "move")]
    link_predicates(rules)
    by_id = {r.id: r for r in rules}
    assert by_id[play].predicates and by_id[talk].predicates  # both linked...
    assert by_id[play].executable and not by_id[talk].executable  # ...only one of play
    assert by_id[talk].executable_reason == "commentary" and by_id[talk].type == "commentary"
    assert by_id["piquet.p99.9"].executable  # a rule of play unlinked is still one
    assert contradictions(rules) == [by_id[talk]]


def test_a_declaration_not_executable_decides_over_the_type_linked_or_not():
    rid, (reason, module) = next(iter(declared_not_executable().items()))
    rules = [_rule(rid, "scoring")]
    link_predicates(rules)
    assert not rules[0].executable and rules[0].executable_reason == reason
    assert rules[0].type == ("definition" if reason == "definition" else "commentary")
    assert rules[0].type_evidence == f"declared {reason} by the rules of {family(module)}"


def test_a_rule_of_play_is_declared_with_a_type_of_play_and_a_reason():
    with pytest.raises(ValueError, match="not one of"):
        rule_of_play("commentary", "piquet.p6.1", why="a value")
    with pytest.raises(ValueError, match="why="):
        rule_of_play("scoring", "piquet.p6.1", why=" ")
    assert "scoring" in PLAY_TYPES


def test_the_coverage_report_names_every_contradiction_and_counts_them():
    play, talk, term = _linked("hoc", 3)
    rules = [_rule(play, "payment"), _rule(talk, "commentary"), _rule(term, "definition")]
    preds = link_predicates(rules)
    report = coverage_report(rules, preds, [])
    assert "**2 contradictions**" in report
    section = report.split("## Contradictions")[1].split("\n## ")[0]
    for r in rules[1:]:
        assert f"- `{r.id}`: typed {r.type}, {r.type} (" in section
        assert all(f"`{p}`" in section for p in r.predicates)
    assert f"`{play}`" not in section
    retyped = [_rule(play, "payment"), _rule(talk, "move"), _rule(term, "scoring")]
    none = coverage_report(retyped, link_predicates(retyped), [])
    assert "**0 contradictions**" in none and "None: no predicate implements" in none
