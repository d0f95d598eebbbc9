"""The readings of a planned container as text, line by line, without writing it.

A reading of the edition (``source``: what the OCR gave; ``diplomatic``: the print, OCR
repairs taken; ``regularised``: printers' conventions resolved, broken words whole;
``normalised``: modern spelling) is built in two steps, each defined once:

1. :func:`planned_tokens` walks one container's events with its plan (:mod:`pipeline.clean.plans`)
   and gives what the reading reads, in order: a :class:`Break` per line break (written
   ``<lb/>``), the text as strings (the repair, the regularised or the modern form
   where the reading takes it, the printed text where it does not; furniture left out), a
   :class:`Turn` per page break and a :class:`Cut` where a rule begins. The TEI reader
   (:mod:`pipeline.tei.reader`) gives the same tokens from the written tree;
   :func:`layout_tokens` gives those of the whole text the layout lays out.
2. :func:`~pipeline.model.readings.assemble` makes lines of them: a line per line break, in the joined readings a
   line that continues a broken word joined to the one before it, a verse line's turnover
   put back where it is printed for the source's order, spaces collapsed. The tokens and
   :func:`~pipeline.model.readings.assemble` live in the model (:mod:`pipeline.model.readings`)
   and the walk in :mod:`pipeline.model.walk`, so the TEI layer shares them without
   importing this stage.

So the rules' texts (:mod:`pipeline.extract.rows`) come from the model, and what the TEI
reader reads back from the written edition is the same, by construction and by test.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from pipeline.model import Line
from pipeline.model.furniture import Fw
from pipeline.model.items import MissingPages, PageBreak
from pipeline.model.layout import ColumnHead, Element, Layout, LineEvent, Mark, Table, Text, TocItem
from pipeline.model.plans import Join, LineFix, Plan, WordEdit
from pipeline.model.readings import JOINED, READINGS, Break, Cut, Token, Turn
from pipeline.model.walk import FIX, RULE, PlanWalk
from pipeline.text.furniture import split_furniture


def planned_tokens(
    text: Text, plan: Plan, reading: str, cuts: Collection[tuple[int, int]] = ()
) -> list[Token]:
    """What ``reading`` reads of one container, as the TEI writer encodes its plan
    (:func:`pipeline.tei.lines.write_planned`): a :class:`Cut` at each of ``cuts`` (where
    rules begin), a running-head line as printed, a word cut by a page read whole before
    the page break in the readings that replace it."""
    return planned_readings(text, plan, (reading,), cuts)[reading]


def planned_readings(
    text: Text, plan: Plan, readings: Iterable[str], cuts: Collection[tuple[int, int]] = ()
) -> dict[str, list[Token]]:
    """:func:`planned_tokens` of several readings, the container walked once."""
    ops = _Walk(plan, frozenset(cuts)).run(text.events)
    out = {}
    for reading in readings:
        if reading not in READINGS:
            raise ValueError(f"unknown reading {reading!r}")
        out[reading] = _read(ops, reading)
    return out


def layout_tokens(layout: Layout, plans: list[Plan], reading: str) -> list[Token]:
    """What ``reading`` reads of the whole ``text`` the layout lays out, in document order,
    as :func:`pipeline.tei.writer.write_text` writes it: every text with its plan, the
    milestones, the table of contents' entries (title, what stands before the page number,
    the number), the converter's tables (a space between cells), the columns' heads."""
    out: list[Token] = []

    def walk(x: object) -> None:
        if isinstance(x, Element):
            for c in x.children:
                walk(c)
        elif isinstance(x, Text):
            out.extend(planned_tokens(x, plans[x.k], reading))
        elif isinstance(x, Mark):
            out.extend(_Walk(None, frozenset()).run((x.item,)))
        elif isinstance(x, TocItem):
            out.extend(planned_tokens(x.title, plans[x.title.k], reading))
            out.extend(t for t in (x.between, x.page) if t)
        elif isinstance(x, ColumnHead):
            out.extend((Break(x.line.n), x.line.text))
        elif isinstance(x, Table):
            for line in x.lines:
                cells = [0, *(line.cells or ()), len(line.text) + 1]
                for k, (a, b) in enumerate(zip(cells, cells[1:], strict=False)):
                    out.extend([" "] if k else [Break(line.n)])
                    out.append(line.text[a : b - 1])

    walk(layout.text)
    return out


_CLOSE = object()
"""A choice closes (an operation of :class:`_Walk`)."""


def _read(ops: list, reading: str) -> list[Token]:
    """The tokens one reading reads of a container's walk: a choice's replacement where the
    reading takes it (and nothing of what it replaces), else what it holds."""
    out: list[Token] = []
    hides: list[bool] = []
    hidden = 0
    for op in ops:
        if op is _CLOSE:
            hidden -= hides.pop()
        elif type(op) is tuple:  # a choice opens: (what, is it a repair, the rest of a word)
            what, fix, tail = op
            instead = _replacement(what, fix, reading)
            if instead and not tail and not hidden:
                out.append(instead)
            hides.append(instead is not None)
            hidden += instead is not None
        elif not hidden or isinstance(op, Cut | Turn):
            out.append(op)
    return out


def _replacement(what: LineFix | WordEdit, fix: bool, reading: str) -> str | None:
    """What a reading reads instead of a choice's printed text (``None``: the printed text):
    a repair's new text but in the source; a word's regularised form in the regularised
    reading, its modern form (else the regularised) in the normalised."""
    if fix:
        return what.new if reading != "source" else None
    iv = what.reg if reading == "regularised" else what.norm or what.reg
    return iv.after if iv is not None and reading in JOINED else None


class _Walk(PlanWalk):
    """One container's walk (:class:`pipeline.model.walk.PlanWalk`, as the writer walks it)
    as a list of operations: tokens, a choice opening (``(what, is it a repair, is it the
    rest of a word cut by a page)``) and :data:`_CLOSE`."""

    def __init__(self, plan: Plan | None, cuts: frozenset[tuple[int, int]]) -> None:
        super().__init__(plan, {c: c for c in cuts})
        self.last = 0  # the last line break, the line a rule beginning now begins in
        self.ops: list = []

    def run(self, events: tuple) -> list:
        super().run(events)
        return self.ops

    def _break(self, brk: Break) -> None:
        self.ops.append(brk)
        self.last = brk.n

    def on_line(self, i: int, ev: LineEvent, joined: Join | None) -> None:
        rend = "-" if joined is not None and not joined.keep_hyphen else ""
        self._break(Break(ev.line.n, joined is not None, rend, ev.turnover))

    def on_printed(self, line: Line, fws: tuple[Fw, ...]) -> None:
        """A line written as it is (:func:`pipeline.tei.lines.write_line`): its text but
        the furniture."""
        for a, b, fw in split_furniture(line.text, fws):
            if fw is None and a < b:
                self.ops.append(line.text[a:b])

    def on_text(self, line: Line, a: int, b: int) -> None:
        if a < b:
            self.ops.append(line.text[a:b])

    def on_open(self, what: object, kind: str, tail: bool) -> None:
        if kind == RULE:
            self.ops.append(Cut(what, self.last))
        else:
            self.ops.append((what, kind == FIX, tail))

    def on_close(self, what: object, kind: str) -> None:
        if kind != RULE:
            self.ops.append(_CLOSE)

    def on_milestone(self, ev: object) -> None:
        if isinstance(ev, PageBreak):
            self.ops.append(Turn(ev.n))
        elif not isinstance(ev, MissingPages):  # a furniture unit's lines
            for k, line in enumerate(ev.lines):
                self._break(Break(line.n))
                self.on_printed(line, ev.fw.get(k, ()))
