"""Linking the rules layer to the text: each rule a predicate implements lists the
predicate's name (``rules.jsonl``; the TEI layer points its segment to the predicate's
category, ``ana="#pred.…"``).

Every rule also says what it is for the rules layer: ``executable`` (a rule of play, to be
implemented) or not, with a reason from a closed list (``ana="#exec.history"`` on its segment,
the ``executable`` taxonomy in the header). It is decided from the rule's type and the game
modules' declarations, never from its links (issue 31: a rule was a rule of play because a
predicate linked it, and linked because it was one). In order: a rule a game module declared
not executable (``registry.not_executable``) is not, and takes the type that reason implies;
a rule declared a rule of play (``registry.rule_of_play``) is, with the declared type;
otherwise a rule typed ``commentary`` or ``definition`` is not, with its type as the reason;
every other rule is a rule of play. A rule that is not executable and that a predicate
implements is a contradiction (:func:`contradictions`): the type or the link is wrong."""

from __future__ import annotations

from pipeline.model.rows import Rule
from pipeline.rules.registry import (
    Predicate,
    check_links,
    declared_not_executable,
    declared_rules_of_play,
    family,
    predicates,
)


def link_predicates(rules: list[Rule]) -> list[Predicate]:
    """Link every predicate to those of its rules these are (the rule lists the predicate's
    name) and decide for each rule whether it is executable (from its type and the
    declarations, not its links); the predicates, for the TEI's taxonomy."""
    preds = predicates()
    not_play, of_play = declared_not_executable(), declared_rules_of_play()
    by_id = {r.id: r for r in rules}
    for p in preds:
        for rid in p.rules:
            if rid in by_id:
                by_id[rid].predicates.append(p.ident)
    for r in rules:
        r.predicates.sort()
        _decide_executable(r, not_play.get(r.id), of_play.get(r.id))
    return preds


def _decide_executable(
    rule: Rule, not_play: tuple[str, str] | None, of_play: tuple[str, str, str] | None
) -> None:
    if not_play is not None:
        reason, module = not_play
        rule.executable, rule.executable_reason = False, reason
        kind = "definition" if reason == "definition" else "commentary"
        if rule.type != kind:
            rule.type = kind
            rule.type_evidence = f"declared {reason} by the rules of {family(module)}"
    elif of_play is not None:
        kind, why, module = of_play
        rule.executable, rule.executable_reason = True, None
        if rule.type != kind:
            rule.type = kind
            rule.type_evidence = f"declared a rule of play by the rules of {family(module)}: {why}"
    elif rule.type in ("commentary", "definition"):
        rule.executable, rule.executable_reason = False, rule.type
    else:
        rule.executable, rule.executable_reason = True, None


def contradictions(rules: list[Rule]) -> list[Rule]:
    """The rules that are not rules of play (typed commentary or definition, or declared not
    executable for any reason) and that a predicate implements: either the type is wrong
    (declare the rule a rule of play) or the link is (remove it)."""
    return [r for r in rules if r.predicates and not r.executable]


def broken_links(preds: list[Predicate], rules: list[Rule]) -> list[str]:
    """Links that fail over all the sources' rules: a rule no source has, or one that does
    not say what the predicate quotes."""
    return check_links(preds, {r.id: r.text_normalised for r in rules})
