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
from pipeline.model.plans import Intervention, Join, Plan
from pipeline.model.starts import Starts
from pipeline.model.walk import FIX, RULE, WORD, PlanWalk
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


class _Emitter(PlanWalk):
    """Writes a container's walk (:class:`pipeline.model.walk.PlanWalk`): a ``<lb/>`` per
    line, ``<choice>`` where a repair or a word opens, its readings where it closes, a
    ``<seg type="rule">`` from a rule's first word to the next rule's."""

    spans = True

    def __init__(
        self,
        parent: etree._Element,
        plan: Plan,
        segs: Starts,
        milestone: Callable[[etree._Element, Milestone], None],
    ) -> None:
        super().__init__(plan, segs)
        self.elements = [parent]
        """The element each open rule, word or repair writes into, innermost last."""
        self.milestone = milestone
        self.tails: set[int] = set()

    @property
    def here(self) -> etree._Element:
        return self.elements[-1]

    def on_line(self, i: int, ev: LineEvent, joined: Join | None) -> None:
        attrs = {"n": str(ev.line.n)}
        if ev.turnover:  # printed elsewhere on its line, or alone: the reader puts it back
            attrs["type"] = "turnover"
        if joined is not None:
            attrs["break"] = "no"
            if not joined.keep_hyphen:
                attrs["rend"] = "-"
            attrs["xml_id"] = joined.iv.id
        el(self.here, "lb", **attrs)

    def on_printed(self, line: Line, fws: tuple[Fw, ...]) -> None:
        write_line(self.here, line, fws, lb=False)

    def on_fw(self, line: Line, fw: Fw) -> None:
        el(self.here, "fw", line.text[fw.start : fw.end], type=fw.type)

    def on_text(self, line: Line, a: int, b: int) -> None:
        text = line.text
        span = next((s for s in line.spans if s.start <= a and b <= s.end), None)
        if span is not None and latin_after(text, span):
            el(self.here, "foreign", text[a:b], rend="italic", xml_lang="la")
        elif span is not None:
            el(self.here, "hi", text[a:b], rend=_REND[span.rend])
        else:
            add_text(self.here, text[a:b])

    def on_milestone(self, ev: Milestone) -> None:
        self.milestone(self.here, ev)

    def on_open(self, what: object, kind: str, tail: bool) -> None:
        """A rule's ``<seg>``; a word's ``<choice><orig>`` (``<abbr>`` for an
        abbreviation; the rest of a word cut by a page gets empty readings); a repair's
        ``<choice><sic>``."""
        if kind == RULE:
            attrs = {"type": "rule", "xml_id": what.id}
            if what.n:
                attrs["n"] = what.n
            if what.part:
                attrs["part"] = what.part
            if what.prev:
                attrs["prev"] = f"#{what.prev}"
            self.elements.append(el(self.here, "seg", **attrs))
            return
        choice = el(self.here, "choice")
        if kind == WORD:
            reg = what.reg
            self.elements.append(
                el(choice, "abbr" if reg and reg.kind == "abbreviation" else "orig")
            )
            if tail:
                self.tails.add(id(what))
        else:
            self.elements.append(el(choice, "sic"))

    def on_close(self, what: object, kind: str) -> None:
        inner = self.elements.pop()
        if kind == RULE:
            return
        choice = inner.getparent()
        if kind == FIX:
            _reading(choice, "corr", what.new, what.iv, type=what.iv.type)
        else:
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
