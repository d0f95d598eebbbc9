"""The TEI ``text`` of a laid-out book or article: serialisation only.

What each container is, and in what order the text is read, was decided by the layout
(:mod:`pipeline.segment.layout`); what the cleaner does to each text, by its plans
(:mod:`pipeline.clean.plans`); where the rules begin, by the rule ids
(:func:`pipeline.ruleids.cut_rules`). This module writes the tree as it is: containers as
elements, texts through :func:`pipeline.tei.lines.write_planned`, page breaks as ``<pb n
cert?>``, lost pages as ``<gap reason="missing" unit="page">``, furniture as ``<fw>``."""

from __future__ import annotations

from lxml import etree

from pipeline.model import Line
from pipeline.model.items import MissingPages, PageBreak
from pipeline.model.layout import (
    ColumnHead,
    Element,
    Layout,
    Mark,
    Milestone,
    Node,
    Table,
    Text,
    TocItem,
)
from pipeline.model.plans import Plan
from pipeline.model.starts import Starts
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.lines import add_text, el, write_line, write_planned


def write_text(tei: etree._Element, layout: Layout, plans: list[Plan], segs: list[Starts]) -> None:
    """Append the layout's ``text`` element to ``tei``: the ``k``-th text with ``plans[k]``
    and ``segs[k]``; then the parts of rules over several containers, and the languages the
    text quotes."""
    _node(tei, layout.text, plans, segs)
    text = tei[-1]
    _mark_parts(text)
    _lists(text, {r.id for s in segs for r in s.values() if r.item})
    _verse(text, {r.id for s in segs for r in s.values() if r.verse})
    _languages(tei, text)


def _languages(tei: etree._Element, text: etree._Element) -> None:
    """Latin where the text quotes it (``foreign xml:lang="la"``): declared in langUsage."""
    usage = tei.find(f".//{{{TEI_NS}}}langUsage")
    latin = text.find(f".//{{{TEI_NS}}}foreign[@{{{XML_NS}}}lang='la']")
    if usage is not None and latin is not None:
        el(usage, "language", "Latin (terms and a proverb quoted in Latin)", ident="la")


def _mark_parts(text: etree._Element) -> None:
    """A rule over several containers (a list after the rule that introduces it): its first
    segment is part I, its last F, those between M (quatrains set theirs as they go)."""
    segs = {s.get(XML_ID): s for s in text.iter(f"{{{TEI_NS}}}seg")}
    pointed = {s.get("prev", "")[1:] for s in segs.values() if s.get("prev")}
    for s in segs.values():
        prev = s.get("prev")
        if prev and segs.get(prev[1:]) is not None and segs[prev[1:]].get("part") is None:
            segs[prev[1:]].set("part", "I")
        if s.get("part") == "M" and s.get(XML_ID) not in pointed:
            s.set("part", "F")


XML_ID = f"{{{XML_NS}}}id"
_MILESTONES = {f"{{{TEI_NS}}}{t}" for t in ("lb", "pb", "gap", "fw")}


def _lists(text: etree._Element, items: set[str]) -> None:
    """A paragraph that holds nothing but items of a list (the souplesses' cards, one a
    line; France's eight things a niche shows, numbered) becomes a ``list`` of ``item``s,
    each its line break and its rule part, the page's furniture between them; lists that
    follow each other with only a page break between (the cards over three pages; Trictrac's
    advantages set a paragraph an item) are one list."""
    for p in list(text.iter(f"{{{TEI_NS}}}p")):
        kids = list(p)
        segs = [c for c in kids if c.tag == f"{{{TEI_NS}}}seg"]
        if not segs or any(c.get(XML_ID) not in items for c in segs):
            continue
        if any(c.tag not in _MILESTONES and c not in segs for c in kids):
            continue
        _to_list(p, kids)
    for lst in list(text.iter(f"{{{TEI_NS}}}list")):
        if lst.get("type") == "toc" or lst.getparent() is None:
            continue
        while _merge_next(lst):
            pass


def _merge_next(lst: etree._Element) -> bool:
    """The list that follows ``lst`` with only milestones between joins it."""
    between: list[etree._Element] = []
    nxt = lst.getnext()
    while nxt is not None and nxt.tag in _MILESTONES:
        between.append(nxt)
        nxt = nxt.getnext()
    if nxt is None or nxt.tag != lst.tag or nxt.get("type") == "toc":
        return False
    for m in [*between, *nxt]:
        lst.append(m)
    nxt.getparent().remove(nxt)
    return True


def _verse(text: etree._Element, lines: set[str]) -> None:
    """A paragraph that is a rhymed proverb set as verse, a rule part a line
    (:func:`pipeline.ruleids.is_verse`), becomes ``lg``, each line an ``l``."""
    for p in list(text.iter(f"{{{TEI_NS}}}p")):
        kids = list(p)
        segs = [c for c in kids if c.tag == f"{{{TEI_NS}}}seg"]
        if len(segs) < 2 or any(c.get(XML_ID) not in lines for c in segs):
            continue
        if any(c.tag != f"{{{TEI_NS}}}lb" and c not in segs for c in kids):
            continue
        _to_list(p, kids, "lg", "l")


def _to_list(
    p: etree._Element, kids: list[etree._Element], tag: str = "list", each: str = "item"
) -> None:
    """``p`` (lb, seg, lb, seg…, furniture lines between) as ``list``: an item opens at the
    line break before each seg and holds it; what else falls between stays between (or as
    ``lg``, a verse line ``l`` for each seg)."""
    for seg in [c for c in kids if c.tag == f"{{{TEI_NS}}}seg"]:
        while len(seg) and seg[-1].tag in _MILESTONES and not (seg[-1].tail or "").strip():
            seg.addnext(seg[-1])  # the next line's break (and a page's furniture) is not its
    kids = list(p)
    lst = etree.Element(f"{{{TEI_NS}}}{tag}")
    lst.text, lst.tail = p.text, p.tail
    k = 0
    while k < len(kids):
        c = kids[k]
        opens = c.tag == f"{{{TEI_NS}}}lb" and k + 1 < len(kids) and kids[k + 1].tag.endswith("seg")
        if c.tag.endswith("seg") or opens:
            item = etree.SubElement(lst, f"{{{TEI_NS}}}{each}")
            item.append(c)
            if opens:
                item.append(kids[k + 1])
                k += 1
        else:
            lst.append(c)
        k += 1
    p.addprevious(lst)
    p.getparent().remove(p)


def _node(parent: etree._Element, x: Node, plans: list[Plan], segs: list[Starts]) -> None:
    if isinstance(x, Element):
        e = el(parent, x.tag, **x.attrs)
        for c in x.children:
            _node(e, c, plans, segs)
    elif isinstance(x, Text):
        target = el(parent, x.tag, **dict(x.attrs)) if x.tag else parent
        write_planned(target, x.events, plans[x.k], segs[x.k], milestone)
    elif isinstance(x, Mark):
        milestone(parent, x.item)
    elif isinstance(x, Table):
        _table(parent, x.lines)
    elif isinstance(x, TocItem):
        item = el(parent, "item", n=str(x.n))
        ref = el(item, "ref", target=f"#{x.target}") if x.target else el(item, "ref")
        k = x.title.k  # the title cleaned, its line break inside the ref
        write_planned(ref, x.title.events, plans[k], segs[k], milestone)
        add_text(item, x.between)
        el(item, "num", x.page, type="page", value=x.value)
    elif isinstance(x, ColumnHead):
        write_line(el(parent, "head", type="column"), x.line)


def milestone(parent: etree._Element, x: Milestone) -> None:
    """A page break, lost pages, or a furniture unit's lines, where they fall."""
    if isinstance(x, PageBreak):
        attrs = {"n": x.n}
        if not x.certain:
            attrs["cert"] = "low"
        if x.scan_page is not None:  # a blank page of a scan: its surface, no line to follow
            attrs["facs"] = f"#page-{x.scan_page:03d}"
        el(parent, "pb", **attrs)
    elif isinstance(x, MissingPages):
        el(parent, "gap", reason="missing", unit="page", quantity=str(len(x.pages)))
    else:
        for k, line in enumerate(x.lines):
            write_line(parent, line, x.fw.get(k, ()))


def _table(parent: etree._Element, lines: tuple[Line, ...]) -> None:
    table = el(parent, "table")
    for line in lines:
        row = el(table, "row")
        cells = [0, *(line.cells or ()), len(line.text) + 1]
        for a, b in zip(cells, cells[1:], strict=False):
            cell = el(row, "cell")
            if a == 0:
                el(cell, "lb", n=str(line.n))
            cell_line = Line(line.n, line.text[a : b - 1], line.cols[a : b - 1])
            write_line(cell, cell_line, lb=False)
