"""The rules in the TEI, both ways: the rows of ``rules.jsonl`` read from the
``<seg type="rule">`` the writer made (their readings, page, game), and what the extract
stage decided about each written back on its segment (``@subtype``; ``@ana`` pointing to its
predicates or to why it is not executable, and to its type) with the header's taxonomies.

The readings of a rule are what :mod:`pipeline.tei.reader` gives for its segment (all its
parts, for a quatrain), its page the last ``<pb/>`` before it, its game the enclosing game
division (else the id's prefix: an article about one game).
"""

from __future__ import annotations

import regex
from lxml import etree

from pipeline.clean.regularise import regularise_text
from pipeline.extract.rules import Rule
from pipeline.model import RULE_TYPE_DESC
from pipeline.rules.registry import REASONS, Predicate, category
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.lines import el
from pipeline.tei.reader import read_lines

_T = f"{{{TEI_NS}}}"
_ID = f"{{{XML_NS}}}id"


def read_rules(root: etree._Element, titles: dict[str, str] | None = None) -> list[Rule]:
    """Every rule of a TEI document in document order, with its three readings; ``titles``
    adds game titles to those the book's table gives."""
    titles = {**_titles(root), **(titles or {})}
    rules: list[Rule] = []
    segs: dict[str, list[etree._Element]] = {}
    first_of: dict[str, str] = {}
    page = ""
    for e in root.iter(f"{_T}pb", f"{_T}seg"):
        if e.tag == f"{_T}pb":
            page = e.get("n")
            continue
        if e.get("type") != "rule":
            continue
        prev = e.get("prev")
        if prev:  # a later part of a rule (a quatrain's next line)
            first = first_of.get(prev[1:], prev[1:])
            first_of[e.get(_ID)] = first
            segs[first].append(e)
            continue
        game = next((d for d in e.iterancestors(f"{_T}div") if d.get("type") == "game"), None)
        gid = game.get(_ID) if game is not None else e.get(_ID).split(".")[0]
        segs[e.get(_ID)] = [e]
        rules.append(
            Rule(e.get(_ID), gid, titles.get(gid, ""), e.get("n"), page, _line(e), "", "", "")
        )
    for r in rules:
        parts = segs[r.id]
        r.parts = [p.get(_ID) for p in parts]
        r.text_diplomatic = _text(parts, "diplomatic")
        r.text_regularised = _text(parts, "regularised")
        r.text_normalised = _text(parts, "normalised")
    return rules


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
        {p.category: f"{p.name} ({p.status}): {p.summary}" for p in preds},
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


def _text(parts: list[etree._Element], reading: str) -> str:
    """A rule's text in one reading: verse lines joined by `` / ``; in the diplomatic reading
    the printed lines are kept apart (newlines), as they are the print's."""
    lines = [t for p in parts for _, t in read_lines(p, reading=reading)]
    if reading == "diplomatic":
        return "\n".join(lines)
    return " / ".join(lines) if len(parts) > 1 else " ".join(lines)


def _line(seg: etree._Element) -> int:
    lines = read_lines(seg, reading="source")
    return lines[0][0] if lines else 0


_SPLIT_INITIAL = regex.compile(r"^(\p{Lu}) (\p{Lu})")  # "L E Ieu": a drop capital set apart


def _titles(root: etree._Element) -> dict[str, str]:
    """Game id -> its title as the book's table prints it."""
    out = {}
    for ref in root.iter(f"{_T}ref"):
        target = ref.get("target", "")
        if target.startswith("#"):
            printed = " ".join(t for _, t in read_lines(ref, reading="source"))
            title = " ".join(printed.split()).rstrip(" ,.")
            out[target[1:]] = regularise_text(_SPLIT_INITIAL.sub(r"\1\2", title))
    return out
