"""The cleaning of the whole book, planned in reading order before anything is written.

Each container of text the layout decided (:class:`pipeline.segment.layout.Text`) gets the
cleaner's plan — its repairs, regularisations, normalisations, and the words joined across
line ends — in the layout's reading order, so the interventions are numbered and recorded
in that order, each with the page it is on (the last page break read before it)."""

from __future__ import annotations

from pipeline.clean.cleaner import Cleaner, LineIn, Plan
from pipeline.model import Line
from pipeline.segment.layout import LineEvent, Mark, Reading, Text
from pipeline.segment.pages import PageBreak
from pipeline.text.furniture import Fw


def plan_texts(reading: list[Reading], cleaner: Cleaner, page: str = "") -> list[Plan]:
    """The plan of every text of ``reading``, the ``k``-th text's at ``k``; ``page`` is the
    page the reading starts on."""
    plans: list[Plan] = []
    for x in reading:
        if isinstance(x, Text):
            plan, page = _plan(x, cleaner, page)
            plans.append(plan)
        elif isinstance(x, Mark) and isinstance(x.item, PageBreak):
            page = x.item.n
    return plans


def _plan(text: Text, cleaner: Cleaner, page: str) -> tuple[Plan, str]:
    """One text's plan, and the page it ends on."""
    ins: list[LineIn] = []
    turn = False
    for ev in text.events:
        if isinstance(ev, LineEvent):
            masked = _masked(ev.line, ev.fws)
            ins.append(LineIn(ev.line.n, masked, _initial(ev.line), page, turn and bool(ins)))
            turn = False
        elif isinstance(ev, PageBreak):
            page = ev.n or page
            turn = True
    return cleaner.plan(ins), page


def _masked(line: Line, fws: tuple[Fw, ...]) -> str:
    """The line with its furniture blanked, so no word runs into a running head."""
    chars = list(line.text)
    for f in fws:
        chars[f.start : f.end] = " " * (f.end - f.start)
    return "".join(chars)


def _initial(line: Line) -> int | None:
    return next((s.start for s in line.spans if s.rend == "initial" and s.start == 0), None)
