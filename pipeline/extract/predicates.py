"""Linking the rules layer to the text: each rule a predicate implements lists the
predicate's name (``rules.jsonl``; the TEI layer points its segment to the predicate's
category, ``ana="#pred.…"``).

Every rule also says what it is for the rules layer: ``executable`` (a rule of play, to be
implemented) or not, with a reason from a closed list (``ana="#exec.history"`` on its segment,
the ``executable`` taxonomy in the header). In order: a linked rule is executable; a rule a
game module declared not executable (``registry.not_executable``) is not, and takes the type
that reason implies; otherwise a rule typed ``commentary`` or ``definition`` is not, with its
type as the reason; every other rule is a rule of play."""

from __future__ import annotations

from pipeline.extract.analysis import type_rules
from pipeline.extract.typer import returned
from pipeline.model.rows import Rule
from pipeline.rules.registry import (
    Predicate,
    check_links,
    declared_not_executable,
    predicates,
)


def link_predicates(rules: list[Rule]) -> list[Predicate]:
    """Link every predicate to those of its rules these are (the rule lists the predicate's
    name) and decide for each rule whether it is executable; the predicates, for the TEI's
    taxonomy."""
    preds = predicates()
    declared = declared_not_executable()
    by_id = {r.id: r for r in rules}
    for p in preds:
        for rid in p.rules:
            if rid in by_id:
                by_id[rid].predicates.append(p.name)
    for r in rules:
        r.predicates.sort()
    said = {p.name: p.summary for p in preds}
    type_rules(rules, said, {p.name: returned(p.func) for p in preds})  # predicates are features
    for r in rules:
        _decide_executable(r, declared.get(r.id))
    return preds


def _decide_executable(rule: Rule, declared: tuple[str, str] | None) -> None:
    if rule.predicates:
        rule.executable, rule.executable_reason = True, None
    elif declared is not None:
        reason, module = declared
        rule.executable, rule.executable_reason = False, reason
        kind = "definition" if reason == "definition" else "commentary"
        if rule.type != kind:
            rule.type = kind
            rule.type_evidence = f"declared {reason} by {module}"
    elif rule.type in ("commentary", "definition"):
        rule.executable, rule.executable_reason = False, rule.type
    else:
        rule.executable, rule.executable_reason = True, None


def broken_links(preds: list[Predicate], rules: list[Rule]) -> list[str]:
    """Links that fail over all the sources' rules: a rule no source has, or one that does
    not say what the predicate quotes."""
    return check_links(preds, {r.id: r.text_normalised for r in rules})
