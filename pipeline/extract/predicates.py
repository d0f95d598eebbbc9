"""Linking the rules layer to the text, both ways: each rule a predicate implements gets
``ana="#pred.…"`` on its segment and the predicate's name in ``rules.jsonl``; the TEI header
gets a taxonomy of the predicates (name, status, what it does).

Every rule also says what it is for the rules layer: ``executable`` (a rule of play, to be
implemented) or not, with a reason from a closed list (``ana="#exec.history"`` on its segment,
the ``executable`` taxonomy in the header). In order: a linked rule is executable; a rule a
game module declared not executable (``registry.not_executable``) is not, and takes the type
that reason implies; otherwise a rule typed ``commentary`` or ``definition`` is not, with its
type as the reason; every other rule is a rule of play."""

from __future__ import annotations

from lxml import etree

from pipeline.extract.rules import Rule
from pipeline.rules.registry import (
    REASONS,
    Predicate,
    check_links,
    declared_not_executable,
    predicates,
)
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.lines import el

_T = f"{{{TEI_NS}}}"


def link_predicates(tei: etree._Element, rules: list[Rule]) -> None:
    """Link every predicate to those of its rules this document has (the rule's segment
    gets ``@ana``, its row the predicate's name); the header gets the predicates' taxonomy."""
    preds = predicates()
    declared = declared_not_executable()
    by_id = {r.id: r for r in rules}
    segs = {s.get(f"{{{XML_NS}}}id"): s for s in tei.iter(f"{_T}seg")}
    for p in preds:
        for rid in p.rules:
            if rid in by_id:
                by_id[rid].predicates.append(p.name)
    for r in rules:
        r.predicates.sort()
        _decide_executable(r, declared.get(r.id))
        for part in r.parts:  # a declaration may have changed the type
            if part in segs:
                segs[part].set("subtype", r.type)
        if r.predicates:
            cats = sorted("#" + _category(name) for name in r.predicates)
        elif not r.executable:
            cats = [f"#exec.{r.executable_reason}"]
        else:
            continue
        if r.id in segs:
            segs[r.id].set("ana", " ".join(cats))
    _taxonomy(tei, preds)
    _reasons(tei)


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


def _category(name: str) -> str:
    return "pred." + ".".join(name.split(".")[2:])


def _taxonomy(tei: etree._Element, preds: list[Predicate]) -> None:
    cd = next(tei.iter(f"{_T}classDecl"))
    tax = el(cd, "taxonomy", xml_id="predicates")
    el(
        tax,
        "desc",
        "Predicates of the rules layer (pipeline/rules/): what each rule that points here does, as code.",
    )
    for p in preds:
        cat = el(tax, "category", xml_id=p.category)
        el(cat, "catDesc", f"{p.name} ({p.status}): {p.summary}")


def _reasons(tei: etree._Element) -> None:
    cd = next(tei.iter(f"{_T}classDecl"))
    tax = el(cd, "taxonomy", xml_id="executable")
    el(
        tax,
        "desc",
        "Why a rule is not executable (a rule of play is always executable, linked or not).",
    )
    for reason, desc in REASONS.items():
        cat = el(tax, "category", xml_id=f"exec.{reason}")
        el(cat, "catDesc", desc)
