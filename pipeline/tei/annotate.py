"""What the extract stage decided about each rule, written on the ``<seg type="rule">``
the writer made for it: ``@subtype`` (its type) on every part; on its first segment ``@ana``
pointing to its predicates or to why it is not executable, and to its type; the header's
taxonomies those point to. Serialisation only: the rules themselves come from the model
(:mod:`pipeline.extract.rows`), never from the tree.
"""

from __future__ import annotations

from lxml import etree

from pipeline.model import RULE_TYPE_DESC
from pipeline.model.rows import Rule
from pipeline.rules.registry import REASONS, Predicate, category
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.lines import el

_T = f"{{{TEI_NS}}}"
_ID = f"{{{XML_NS}}}id"


def annotate_rules(tei: etree._Element, rules: list[Rule], preds: list[Predicate]) -> None:
    """Each rule's type on every part of it; on its first segment ``@ana``: its predicates'
    categories, or for a rule that is not executable the reason's; in the header the
    taxonomies of the predicates and of the reasons."""
    segs = {s.get(_ID): s for s in tei.iter(f"{_T}seg")}
    for r in rules:
        for part in r.parts:
            if part in segs:
                segs[part].set("subtype", r.type)
                segs[part].set("ana", f"#type.{r.type}")
    for r in rules:
        if r.predicates:
            cats = sorted("#" + category(name) for name in r.predicates)
        elif not r.executable:
            cats = [f"#exec.{r.executable_reason}"]
        else:
            continue
        if r.id in segs:
            segs[r.id].set("ana", " ".join([*cats, f"#type.{r.type}"]))
    cd = next(tei.iter(f"{_T}classDecl"))
    _taxonomy(
        cd,
        "predicates",
        "Predicates of the rules layer (pipeline/rules/): what each rule that points here does, as code.",
        {p.category: f"{p.ident} ({p.status}): {p.summary}" for p in preds},
    )
    _taxonomy(
        cd,
        "executable",
        "Why a rule is not executable (a rule of play is always executable, linked or not).",
        {f"exec.{reason}": desc for reason, desc in REASONS.items()},
    )
    _taxonomy(
        cd,
        "ruletypes",
        "Types of rule (seg/@subtype, and the seg's @ana points here): what a rule is about.",
        {f"type.{kind}": desc for kind, desc in RULE_TYPE_DESC.items()},
    )


def _taxonomy(cd: etree._Element, ident: str, desc: str, categories: dict[str, str]) -> None:
    """A taxonomy of the header's classDecl: its description, then each category (xml:id ->
    its description) in the order given."""
    tax = el(cd, "taxonomy", xml_id=ident)
    el(tax, "desc", desc)
    for cat_id, cat_desc in categories.items():
        el(el(tax, "category", xml_id=cat_id), "catDesc", cat_desc)
