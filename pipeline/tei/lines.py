"""Writing source lines into TEI: one ``<lb n="…"/>`` per line, hints as ``<hi>``,
furniture as ``<fw>``. ``n`` is the line of the source file, so every line of the
edition can be traced back to the text it was read from."""

from __future__ import annotations

from collections.abc import Callable

import regex as re
from lxml import etree

from pipeline.model import Line, Span
from pipeline.model.furniture import Fw
from pipeline.model.layout import Event, LineEvent, Milestone
from pipeline.model.plans import Intervention, LineFix, Plan, WordEdit
from pipeline.model.starts import RuleStart, Starts
from pipeline.tei import TEI_NS, XML_NS
from pipeline.text.furniture import split_furniture

_REND = {"bold": "bold", "italic": "italic", "sup": "sup", "initial": "initial"}


def el(parent: etree._Element, tag: str, text: str | None = None, **attrs: str) -> etree._Element:
    """A TEI child element; ``xml_id=…`` becomes ``xml:id``."""
    names = {(f"{{{XML_NS}}}{k[4:]}" if k.startswith("xml_") else k): v for k, v in attrs.items()}
    e = etree.SubElement(parent, f"{{{TEI_NS}}}{tag}", names)
    if text is not None:
        e.text = text
    return e


def add_text(parent: etree._Element, text: str) -> None:
    """Append text after whatever ``parent`` already holds."""
    if not text:
        return
    if len(parent):
        last = parent[-1]
        last.tail = (last.tail or "") + text
    else:
        parent.text = (parent.text or "") + text


def write_line(
    parent: etree._Element, line: Line, fws: tuple[Fw, ...] = (), lb: bool = True
) -> None:
    if lb:
        el(parent, "lb", n=str(line.n))
    for a, b, fw in split_furniture(line.text, fws):
        if fw is None:
            _write_spans(parent, line, a, b)
        else:
            el(parent, "fw", line.text[a:b], type=fw)


_LATIN = re.compile(r"\b(?:en|de) Latin\b[^.;]{0,26}$")


def latin_after(text: str, span: Span) -> bool:
    """Italics the sentence announces as Latin ("dite en Latin *Hexapeda*", "la trippe de
    Latin fait le Prouerbe, *ambes as in primis…*"): a foreign phrase, ``xml:lang="la"``."""
    return span.rend == "italic" and _LATIN.search(text[: span.start]) is not None


def _write_spans(parent: etree._Element, line: Line, start: int, end: int) -> None:
    """Text ``line.text[start:end]`` with non-overlapping hint spans as ``<hi rend>``."""
    pos = start
    for s in line.spans:
        if s.start < pos or s.end > end or s.start >= end:
            continue
        add_text(parent, line.text[pos : s.start])
        if latin_after(line.text, s):
            el(parent, "foreign", line.text[s.start : s.end], rend="italic", xml_lang="la")
        else:
            el(parent, "hi", line.text[s.start : s.end], rend=_REND[s.rend])
        pos = s.end
    add_text(parent, line.text[pos:end])


# -- cleaned text: choices, hyphenation, readings ------------------------------------------


def write_planned(
    parent: etree._Element,
    events: tuple[Event, ...],
    plan: Plan,
    segs: Starts,
    milestone: Callable[[etree._Element, Milestone], None],
) -> None:
    """Lines and milestones of one container, with the cleaner's plan encoded: ``<choice>``
    for repairs, regularisations and normalisations, ``<lb break="no">`` for words broken at
    a line end; each rule of ``segs`` a ``<seg type="rule">`` from its first word to the next
    rule's. A running-head line is written as it is; ``milestone`` writes what falls between
    lines."""
    _Emitter(parent, plan, segs, milestone).run(events)


class _Emitter:
    """Walks a container's events once, opening and closing choices at the plan's offsets."""

    def __init__(
        self,
        parent: etree._Element,
        plan: Plan,
        segs: Starts,
        milestone: Callable[[etree._Element, Milestone], None],
    ) -> None:
        self.stack: list[tuple[etree._Element, object]] = [(parent, None)]
        self.plan = plan
        self.segs = segs
        self.milestone = milestone
        self.suspended: list[WordEdit] = []
        """Words cut by a page's furniture, to go on after it (see :meth:`_suspend`)."""
        self.tails: set[int] = set()

    @property
    def here(self) -> etree._Element:
        return self.stack[-1][0]

    def run(self, events: tuple[Event, ...]) -> None:
        i = 0
        for ev in events:
            if not isinstance(ev, LineEvent):
                self._suspend()
                self.milestone(self.here, ev)
                continue
            self._line(i, ev)
            i += 1
        while len(self.stack) > 1:  # a word left open by a join with nothing after it
            self._close(self.stack[-1][1])

    def _line(self, i: int, ev: LineEvent) -> None:
        line, fws = ev.line, ev.fws
        joined = self.plan.joins[i - 1] if i else None
        attrs = {"n": str(line.n)}
        if ev.turnover:  # printed elsewhere on its line, or alone: the reader puts it back
            attrs["type"] = "turnover"
        if joined is not None:
            attrs["break"] = "no"
            if not joined.keep_hyphen:
                attrs["rend"] = "-"
            attrs["xml_id"] = joined.iv.id
        el(self.here, "lb", **attrs)
        self._resume()
        text = line.text
        if any(f.type == "header" for f in fws):
            write_line(self.here, line, fws, lb=False)
            return
        fixes = self.plan.fixes[i]
        words = self.plan.words
        opens = [w for w in words if w.start[0] == i]
        closes = [w for w in words if w.end[0] == i]
        hidden = None
        join = self.plan.joins[i]
        if join is not None and not join.keep_hyphen:
            hidden = len(text) - 1
        cuts = {0, len(text)}
        for f in fixes:
            cuts |= {f.start, f.end}
        for w in opens:
            cuts.add(w.start[1])
        for w in closes:
            cuts.add(w.end[1])
        for f in fws:
            cuts |= {f.start, f.end}
        for s in line.spans:
            cuts |= {s.start, s.end}
        cuts |= {off for (li, off) in self.segs if li == i}
        if hidden is not None:
            cuts |= {hidden, hidden + 1}
        points = sorted(c for c in cuts if 0 <= c <= len(text))
        for a, b in zip(points, points[1:] + [None], strict=False):
            self._boundary(a, fixes, opens, closes, self.segs.get((i, a)))
            if b is None:
                break
            if a == hidden:
                continue
            fw = next((f for f in fws if f.start <= a < f.end), None)
            if fw is not None:
                if fw.start == a:
                    el(self.here, "fw", text[fw.start : fw.end], type=fw.type)
                continue
            span = next((s for s in line.spans if s.start <= a and b <= s.end), None)
            if span is not None and latin_after(text, span):
                el(self.here, "foreign", text[a:b], rend="italic", xml_lang="la")
            elif span is not None:
                el(self.here, "hi", text[a:b], rend=_REND[span.rend])
            else:
                add_text(self.here, text[a:b])

    def _suspend(self) -> None:
        """A page break (and its furniture) inside a word broken across the page: close the
        word's choice before it, with the whole word's readings, so no pb, fw or gap sits in
        a choice; :meth:`_resume` opens a second choice for the rest of the word."""
        while isinstance(self.stack[-1][1], WordEdit):
            word = self.stack[-1][1]
            self._close(word)
            self.suspended.insert(0, word)

    def _resume(self) -> None:
        """The rest of a word cut by a page: ``<choice><orig>rest</orig><reg/></choice>``,
        its readings empty (the first part's readings are the whole word's)."""
        for word in self.suspended:
            choice = el(self.here, "choice")
            reg = word.reg
            inner = el(choice, "abbr" if reg and reg.kind == "abbreviation" else "orig")
            self.tails.add(id(word))
            self.stack.append((inner, word))
        self.suspended = []

    def _boundary(
        self,
        at: int,
        fixes: list[LineFix],
        opens: list[WordEdit],
        closes: list[WordEdit],
        seg: RuleStart | None = None,
    ) -> None:
        for f in fixes:
            if f.end == at and self.stack[-1][1] is f:
                self._close(f)
        for w in closes:
            if w.end[1] == at and any(o is w for _, o in self.stack):
                while self.stack[-1][1] is not w:
                    self._close(self.stack[-1][1])
                self._close(w)
        if seg is not None:
            if isinstance(self.stack[-1][1], RuleStart):
                self.stack.pop()  # the rule before ends where this one begins
            assert len(self.stack) == 1, "a rule begins inside a word"
            attrs = {"type": "rule", "xml_id": seg.id}
            if seg.n:
                attrs["n"] = seg.n
            if seg.part:
                attrs["part"] = seg.part
            if seg.prev:
                attrs["prev"] = f"#{seg.prev}"
            self.stack.append((el(self.here, "seg", **attrs), seg))
        for w in opens:
            if w.start[1] == at and not any(o is w for _, o in self.stack):
                choice = el(self.here, "choice")
                reg = w.reg
                inner = el(choice, "abbr" if reg and reg.kind == "abbreviation" else "orig")
                self.stack.append((inner, w))
        for f in fixes:
            if f.start == at and not any(o is f for _, o in self.stack):
                choice = el(self.here, "choice")
                self.stack.append((el(choice, "sic"), f))
                if f.end == at:
                    self._close(f)

    def _close(self, what: object) -> None:
        inner, obj = self.stack.pop()
        assert obj is what, "choices must nest"
        if isinstance(what, RuleStart):
            return
        choice = inner.getparent()
        if isinstance(what, LineFix):
            _reading(choice, "corr", what.new, what.iv, type=what.iv.type)
        elif isinstance(what, WordEdit):
            tail = id(what) in self.tails
            self.tails.discard(id(what))
            if what.reg is not None:
                tag = "expan" if what.reg.kind == "abbreviation" else "reg"
                _reading(choice, tag, what.reg.after, what.reg, tail)
            if what.norm is not None:
                _reading(choice, "reg", what.norm.after, what.norm, tail, type="modern")


def _reading(
    choice: etree._Element, tag: str, text: str, iv: Intervention, tail: bool = False, **attrs: str
) -> None:
    """A reading of a choice; the rest of a word cut by a page (``tail``) has an empty one
    that points to the reading the word's first part gives in full."""
    if tail:
        el(choice, tag, None, corresp=f"#{iv.id}", **attrs)
        return
    el(
        choice,
        tag,
        text,
        xml_id=iv.id,
        resp=iv.resp,
        cert=f"{iv.confidence:.2f}",
        ana=f"#int.{iv.kind}",
        **attrs,
    )
