"""Where a plan's choices open and close: one container's events walked once, in order.

The TEI writer (:mod:`pipeline.tei.lines`) and the readings (:mod:`pipeline.clean.texts`)
both need, for each line of a container, where a repair, a regularised word or a rule
begins and ends, what stays open over a line end or a page break, and which pieces of
the line are text, furniture or a hidden hyphen. :class:`PlanWalk` decides all that once;
its subclasses say what to do at each step (write elements, or list tokens), so the
edition and its readings cannot disagree on where a choice opens. It is in the model, beside
the plans it walks, so that both stages read it and neither imports the other.

A step is one of the hooks: :meth:`PlanWalk.on_line` (a line begins), :meth:`~PlanWalk.on_printed`
(a running-head line, written as it is), :meth:`~PlanWalk.on_text` and :meth:`~PlanWalk.on_fw`
(a piece of the line), :meth:`~PlanWalk.on_open` and :meth:`~PlanWalk.on_close` (a rule,
a word or a repair), :meth:`~PlanWalk.on_milestone` (what falls between lines).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pipeline.model.furniture import Fw
from pipeline.model.layout import Event, LineEvent, Milestone
from pipeline.model.plans import Join, LineFix, Plan, WordEdit
from pipeline.model.source import Line

RULE, WORD, FIX = "rule", "word", "fix"
"""What a walk opens: a rule (from where it begins to where the next begins), a word's
readings, a line's repair."""


class PlanWalk:
    """One container's events with its plan; ``starts`` maps (line of the container, offset
    in it) to what begins a rule there. ``spans``: cut the text at the line's typographic
    hints too (the writer writes them; a reading does not need them)."""

    spans = False

    def __init__(self, plan: Plan | None, starts: Mapping[tuple[int, int], object]) -> None:
        self.plan = plan
        self.starts = starts
        self.start_lines = {i for i, _ in starts}
        self.stack: list[tuple[object, str]] = []
        """What is open, innermost last, with its kind (:data:`RULE`, :data:`WORD`, :data:`FIX`)."""
        self.opens: dict[int, list[WordEdit]] = {}  # by the line they begin in, then end in
        self.closes: dict[int, list[WordEdit]] = {}
        for w in plan.words if plan is not None else ():
            self.opens.setdefault(w.start[0], []).append(w)
            self.closes.setdefault(w.end[0], []).append(w)
        self.suspended: list[WordEdit] = []
        """Words cut by a page's furniture, to go on after it."""

    # -- the hooks ----------------------------------------------------------------------------

    def on_line(self, i: int, ev: LineEvent, joined: Join | None) -> None:
        """Line ``i`` of the container begins; ``joined``: it continues a word broken at
        the end of the line before."""

    def on_printed(self, line: Line, fws: tuple[Fw, ...]) -> None:
        """A running-head line, written as it is printed."""

    def on_text(self, line: Line, a: int, b: int) -> None:
        """``line.text[a:b]``: text, no furniture in it, no hint boundary inside it."""

    def on_fw(self, line: Line, fw: Fw) -> None:
        """A piece of furniture inside the line."""

    def on_open(self, what: object, kind: str, tail: bool) -> None:
        """A rule, a word or a repair opens; ``tail``: the rest of a word cut by a page."""

    def on_close(self, what: object, kind: str) -> None:
        """What opened last closes."""

    def on_milestone(self, ev: Milestone) -> None:
        """A page break, lost pages or a furniture unit, between lines (no word open)."""

    # -- the walk ----------------------------------------------------------------------------

    def run(self, events: Iterable[Event]) -> None:
        """Every event in order; what a join left open with nothing after it closed at the end."""
        i = 0
        for ev in events:
            if not isinstance(ev, LineEvent):
                while self.stack and self.stack[-1][1] == WORD:  # a word cut by a page
                    self.suspended.insert(0, self._pop())
                self.on_milestone(ev)
                continue
            self._line(i, ev)
            i += 1
        while self.stack:
            self._pop()

    def _open(self, what: object, kind: str, tail: bool = False) -> None:
        self.on_open(what, kind, tail)
        self.stack.append((what, kind))

    def _pop(self) -> object:
        what, kind = self.stack.pop()
        self.on_close(what, kind)
        return what

    def _is_open(self, what: object) -> bool:
        return any(o is what for o, _ in self.stack)

    def _line(self, i: int, ev: LineEvent) -> None:
        plan, line, fws = self.plan, ev.line, ev.fws
        self.on_line(i, ev, plan.joins[i - 1] if i else None)
        for word in self.suspended:  # the rest of a word cut by a page
            self._open(word, WORD, tail=True)
        self.suspended = []
        text = line.text
        if any(f.type == "header" for f in fws):
            self.on_printed(line, fws)
            return
        # what opens and closes at each offset
        fix_ends: dict[int, list[LineFix]] = {}
        fix_starts: dict[int, list[LineFix]] = {}
        for f in plan.fixes[i]:
            fix_ends.setdefault(f.end, []).append(f)
            fix_starts.setdefault(f.start, []).append(f)
        opens: dict[int, list[WordEdit]] = {}
        closes: dict[int, list[WordEdit]] = {}
        for w in self.opens.get(i, ()):
            opens.setdefault(w.start[1], []).append(w)
        for w in self.closes.get(i, ()):
            closes.setdefault(w.end[1], []).append(w)
        join = plan.joins[i]
        hidden = len(text) - 1 if join is not None and not join.keep_hyphen else None
        cuts = {0, len(text), *fix_ends, *fix_starts, *opens, *closes}
        for f in fws:
            cuts |= {f.start, f.end}
        if self.spans:
            for s in line.spans:
                cuts |= {s.start, s.end}
        if i in self.start_lines:
            cuts |= {off for (li, off) in self.starts if li == i}
        if hidden is not None:
            cuts |= {hidden, hidden + 1}
        points = sorted(c for c in cuts if 0 <= c <= len(text))
        for a, b in zip(points, points[1:] + [None], strict=False):
            self._boundary(
                i,
                a,
                fix_ends.get(a, ()),
                closes.get(a, ()),
                opens.get(a, ()),
                fix_starts.get(a, ()),
            )
            if b is None:
                break
            if a == hidden:
                continue
            fw = next((f for f in fws if f.start <= a < f.end), None) if fws else None
            if fw is not None:
                if fw.start == a:
                    self.on_fw(line, fw)
                continue
            self.on_text(line, a, b)

    def _boundary(
        self,
        i: int,
        at: int,
        fix_ends: Iterable[LineFix],
        closes: Iterable[WordEdit],
        opens: Iterable[WordEdit],
        fix_starts: Iterable[LineFix],
    ) -> None:
        """At one offset: repairs and words that end there closed, a rule begun, words and
        repairs that begin there opened."""
        for f in fix_ends:
            if self.stack and self.stack[-1][0] is f:
                self._pop()
        for w in closes:
            if self._is_open(w):
                while self._pop() is not w:
                    pass
        start = self.starts.get((i, at)) if i in self.start_lines else None
        if start is not None:
            if self.stack and self.stack[-1][1] == RULE:
                self._pop()  # the rule before ends where this one begins
            assert not self.stack, "a rule begins inside a word"
            self._open(start, RULE)
        for w in opens:
            if not self._is_open(w):
                self._open(w, WORD)
        for f in fix_starts:
            if not self._is_open(f):
                self._open(f, FIX)
                if f.end == at:
                    self._pop()
