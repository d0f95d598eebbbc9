"""The TEI document of a book: front matter, body, game divisions, pages and furniture.

Block-level choices: a unit of text becomes ``<p>`` (continued across a page break when
the sentence runs on), ``<lg>/<l>`` inside a quatrain, ``<table>`` for the converter's
tables; furniture becomes ``<fw>``; page breaks ``<pb n cert?>`` and lost pages
``<gap reason="missing" unit="page">`` (which end the paragraph before them: the text after
a loss is not its continuation). What closes a division is TEI's bottom matter: a short
last block beginning "Fin" is a ``<trailer>``, a dedication's salutation and signature its
``<closer>`` (``<salute>``, ``<signed>``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import regex
from lxml import etree

from pipeline.clean.cleaner import Cleaner
from pipeline.model import Line
from pipeline.ruleids import RuleIds
from pipeline.segment.pages import Item, MissingPages, PageBreak, Unit
from pipeline.segment.structure import Book, Div, _is_verse
from pipeline.segment.toc import _ENTRY, Entry
from pipeline.tei.lines import (
    Event,
    LineEvent,
    MilestoneEvent,
    add_text,
    el,
    write_cleaned,
    write_line,
)
from pipeline.text.fold import fold


def write_book_text(
    tei: etree._Element, book: Book, cleaner: Cleaner, rule_ids: RuleIds | None = None
) -> None:
    w = Writing(cleaner, rule_ids or RuleIds())
    text = el(tei, "text", xml_lang="fr")
    front = el(text, "front")
    ids = {g.entry.n: g.id for g in book.games if g.entry and g.id}
    for div in book.front:
        if div.type == "titlePage":
            _title_page(front, div, w)
        else:
            d = el(front, "div", type=div.type)
            for pre in _leading_milestones(div):
                _milestone(d, pre, w)
            _head(d, div.head, w)
            rest = _without_leading(div)
            if div.type == "contents":
                _contents(d, rest, book.entries, ids, w)
            else:
                _content(d, rest, w)
    body = el(text, "body")
    _head(body, book.body.head, w)
    _content(body, book.body, w)


@dataclass
class Writing:
    """What the writer carries from container to container: the book's cleaner (its
    interventions, the current page) and the numbering of the rules."""

    cleaner: Cleaner
    rules: RuleIds


def _head(parent: etree._Element, units: list[Unit], w: Writing) -> None:
    if not units:
        return
    head = el(parent, "head")
    write_cleaned(head, [e for u in units for e in _line_events(u)], w.cleaner)


def _line_events(u: Unit) -> list[Event]:
    return [LineEvent(line, u.fw.get(k, ())) for k, line in enumerate(u.lines)]


def _milestone_event(x: PageBreak | MissingPages | Unit, w: Writing) -> MilestoneEvent:
    page = x.n if isinstance(x, PageBreak) else None
    return MilestoneEvent(lambda parent: _milestone(parent, x, w), page)


_TRAILER = regex.compile(r"^(f\s?i\s?n)\b")  # "Fin du Jeu du Picquet.", "F I N"
_SALUTE = regex.compile(r"^[\p{Lu}\s]+,$")  # "MONSEIGNEUR,"


def _bottom(div: Div) -> tuple[int, str] | None:
    """Where a division's closing matter begins, and what it is: a trailer (a short last
    block beginning "Fin"), or a dedication's closer (from its salutation on, the last block
    signed)."""
    units = [i for i, x in enumerate(div.content) if isinstance(x, Unit) and not x.is_furniture]
    if not units or any(isinstance(x, Div) for x in div.content[units[-1] :]):
        return None
    last = div.content[units[-1]]
    if len(last.lines) == 1 and len(last.text.split()) <= 6 and _TRAILER.match(fold(last.text)):
        return units[-1], "trailer"
    if div.type == "dedication":
        salute = [i for i in units[-4:-1] if _SALUTE.match(div.content[i].text.strip())]
        if salute:
            return salute[0], "closer"
    return None


def _closing(parent: etree._Element, div: Div, at: int, kind: str, w: Writing) -> None:
    """The closing matter: a trailer, or a closer whose first block is its salutation and
    last its signature (TEI's divBottom)."""
    blocks = [x for x in div.content[at:] if isinstance(x, Unit) and not x.is_furniture]
    target = el(parent, kind)
    for x in div.content[at:]:
        if not isinstance(x, Unit) or x.is_furniture:
            _milestone(target, x, w)
        elif kind == "trailer":
            write_cleaned(target, _line_events(x), w.cleaner)
        elif x is blocks[0]:
            write_cleaned(el(target, "salute"), _line_events(x), w.cleaner)
        elif x is blocks[-1]:
            write_cleaned(el(target, "signed"), _line_events(x), w.cleaner)
        else:
            write_cleaned(target, _line_events(x), w.cleaner)


def _content(parent: etree._Element, div: Div, w: Writing, bottom: bool = True) -> None:
    closing = _bottom(div) if bottom else None
    if closing is not None:
        at, kind = closing
        head = Div(div.type, div.id, div.n, div.head, div.content[:at], div.level)
        _content(parent, head, w, bottom=False)
        _closing(parent, div, at, kind, w)
        return
    writer = _Flow(parent, div.type == "quatrain", w, div.n if div.type == "quatrain" else None)
    if writer.quatrain:  # the parts of its one rule run over all its lines
        writer.verse_lines = sum(
            len(u.lines) for u in div.content if isinstance(u, Unit) and not u.is_furniture
        )
    for x in div.content:
        if isinstance(x, Div):
            writer.flush()
            attrs = {"type": x.type}
            if x.id:
                attrs["xml_id"] = x.id
            if x.n:
                attrs["n"] = x.n
            d = el(parent, "div", **attrs)
            for pre in _leading_milestones(x):
                _milestone(d, pre, w)
            _head(d, x.head, w)
            if x.type == "game" and x.id:
                w.rules.enter_game(x.id)
            _content(d, _without_leading(x), w)
            if x.type == "game" and x.id:
                w.rules.leave_game()
        else:
            writer.add(x)
    writer.flush()


def _leading_milestones(div: Div) -> list[Item]:
    """Page breaks and running heads that open a division, before its head."""
    return list(div.content[: div.pre]) if div.head else []


def _without_leading(div: Div) -> Div:
    n = len(_leading_milestones(div))
    return Div(div.type, div.id, div.n, div.head, div.content[n:], div.level)


def _milestone(parent: etree._Element, x: PageBreak | MissingPages | Unit, w: Writing) -> None:
    if isinstance(x, PageBreak):
        w.cleaner.page = x.n
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


class _Flow:
    """Writes a run of units into a container, joining paragraphs cut by a page turn."""

    def __init__(
        self, parent: etree._Element, verse: bool, w: Writing, quatrain: str | None = None
    ) -> None:
        self.quatrain = quatrain
        self.verse_lines = 0
        self.verse_at = 0
        self.parent = parent
        self.w = w
        self.verse = verse
        self.open_p: etree._Element | None = None
        self.events: list[Event] = []
        self.pending: list[PageBreak | MissingPages | Unit] = []

    def add(self, x: PageBreak | MissingPages | Unit) -> None:
        if isinstance(x, PageBreak | MissingPages) or x.is_furniture:
            self.pending.append(x)
            return
        lost = any(isinstance(m, MissingPages) for m in self.pending)
        if x.continues and self.open_p is not None and not lost:  # lost pages end the text
            self.events += [_milestone_event(m, self.w) for m in self.pending]
            self.pending = []
            self.events += _line_events(x)
            return
        self.flush()
        if all(line.is_table_row for line in x.lines):
            table = el(self.parent, "table")
            for line in x.lines:
                row = el(table, "row")
                cells = [0, *(line.cells or ()), len(line.text) + 1]
                for a, b in zip(cells, cells[1:], strict=False):
                    cell = el(row, "cell")
                    if a == 0:
                        el(cell, "lb", n=str(line.n))
                    cell_line = Line(line.n, line.text[a : b - 1], line.cols[a : b - 1])
                    write_line(cell, cell_line, lb=False)
            self.open_p = None
        elif self.verse and (_is_verse(x) or self.quatrain):  # a quatrain holds verse only
            lg = el(self.parent, "lg")
            events = _line_events(x)
            for ev in events:
                k, self.verse_at = self.verse_at, self.verse_at + 1  # across the quatrain's blocks
                part = (
                    self.w.rules.verse(self.quatrain, k, self.verse_lines)
                    if self.quatrain
                    else None
                )
                write_cleaned(
                    el(lg, "l"), [ev], self.w.cleaner, (lambda _t, _s, r=part: [r] if r else [])
                )
            self.open_p = None
        else:
            self.open_p = el(self.parent, "p")
            self.events = _line_events(x)

    def flush(self) -> None:
        if self.open_p is not None and self.events:
            write_cleaned(self.open_p, self.events, self.w.cleaner, self.w.rules.prose)
        self.events = []
        for m in self.pending:
            _milestone(self.parent, m, self.w)
        self.pending = []
        self.open_p = None


def _title_page(front: etree._Element, div: Div, w: Writing) -> None:
    """Title page: the title's blocks, then the imprint (from ``A PARIS`` on)."""
    tp = None
    doc_title = None
    imprint = False
    for x in div.content:
        if not isinstance(x, Unit) or x.is_furniture:
            _milestone(tp if tp is not None else front, x, w)
            continue
        if tp is None:
            tp = el(front, "titlePage")
        imprint = imprint or any(w in x.text for w in ("PARIS", "Chez", "A LYON", "M. D"))
        if imprint:
            target = el(tp, "docImprint")
        else:
            if doc_title is None:
                doc_title = el(tp, "docTitle")
            target = el(doc_title, "titlePart", type="main" if not len(doc_title) else "desc")
        write_cleaned(target, _line_events(x), w.cleaner)


def _contents(
    d: etree._Element, div: Div, entries: list[Entry], ids: dict[int, str], w: Writing
) -> None:
    """The book's table as a list whose items point to the game divisions."""
    by_src = {e.src: e for e in entries}
    lst = None
    flow = _Flow(d, False, w)
    for x in div.content:
        if isinstance(x, Unit) and any(line.n in by_src for line in x.lines):
            flow.flush()
            if lst is None:
                lst = el(d, "list", type="toc")
            for line in x.lines:
                entry = by_src.get(line.n)
                if entry is None:
                    write_line(el(lst, "head", type="column"), line)
                    continue
                item = el(lst, "item", n=str(entry.n))
                m = _ENTRY.match(line.text)
                start = m.start("page")
                title = line.text[:start].rstrip()
                ref = (
                    el(item, "ref", target=f"#{ids[entry.n]}")
                    if entry.n in ids
                    else el(item, "ref")
                )
                # the title cleaned as any text is (Ieu -> Jeu), its line break inside the ref
                write_cleaned(ref, [LineEvent(_cut(line, len(title)))], w.cleaner)
                add_text(item, line.text[len(title) : start])
                el(item, "num", line.text[start:], type="page", value=m.group("page"))
        elif lst is not None and isinstance(x, PageBreak | MissingPages):
            _milestone(lst, x, w)
        else:
            flow.add(x)
    flow.flush()


def _cut(line: Line, end: int) -> Line:
    """The first ``end`` characters of a line (a table entry's title, without its page)."""
    spans = tuple(replace(sp, end=min(sp.end, end)) for sp in line.spans if sp.start < end)
    return replace(line, text=line.text[:end], cols=line.cols[:end], spans=spans, cells=None)
