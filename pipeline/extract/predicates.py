"""Linking the rules layer to the text, both ways: each rule a predicate implements gets
``ana="#pred.…"`` on its segment and the predicate's name in ``rules.jsonl``; the TEI header
gets a taxonomy of the predicates (name, status, what it does)."""

from __future__ import annotations

from lxml import etree

from pipeline.extract.rules import Rule
from pipeline.rules.registry import Predicate, check_links, predicates
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.lines import el

_T = f"{{{TEI_NS}}}"


def link_predicates(tei: etree._Element, rules: list[Rule]) -> None:
    """Link every predicate to those of its rules this document has (the rule's segment
    gets ``@ana``, its row the predicate's name); the header gets the predicates' taxonomy."""
    preds = predicates()
    by_id = {r.id: r for r in rules}
    segs = {s.get(f"{{{XML_NS}}}id"): s for s in tei.iter(f"{_T}seg")}
    for p in preds:
        for rid in p.rules:
            if rid in by_id:
                by_id[rid].predicates.append(p.name)
    for r in rules:
        r.predicates.sort()
        if r.predicates and r.id in segs:
            cats = sorted("#" + _category(name) for name in r.predicates)
            segs[r.id].set("ana", " ".join(cats))
    _taxonomy(tei, preds)


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
