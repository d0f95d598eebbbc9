"""The cleaning of the whole book, planned in reading order before anything is written,
and the furniture it sets apart.

Each container of text the layout decided (:class:`pipeline.segment.layout.Text`) gets the
cleaner's plan — its repairs, regularisations, normalisations, and the words joined across
line ends — in the layout's reading order, so the interventions are numbered and recorded
in that order, each with the page it is on (the last page break read before it)."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator

from pipeline.clean.cleaner import CONFIDENCE, Cleaner
from pipeline.model import Line
from pipeline.model.furniture import Fw
from pipeline.model.items import PageBreak, Unit
from pipeline.model.layout import (
    ColumnHead,
    Element,
    Layout,
    LineEvent,
    Mark,
    Reading,
    Table,
    Text,
    TocItem,
)
from pipeline.model.plans import Intervention, LineIn, Plan, WordEdit
from pipeline.text import locutions, meaning
from pipeline.text.furniture import split_furniture


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


def decide_by_parse(plans: list[Plan], has_subject: Callable[[str, int], bool | None]) -> int:
    """Words left undecided by their neighbours (``a`` or ``à``), or only leaned on
    (:data:`meaning.LEANING`), decided where the parse of their container's regularised text
    shows which word it is (:func:`meaning.by_parse`); ``has_subject(text, offset)`` is the
    parser's answer for the word at ``offset``. A parse that finds a subject makes the word
    the verb (the form kept, or ``à`` the neighbours leaned to taken back), with the parse's
    confidence; a lean the parse does not contradict is kept, the reason saying the parse
    found no subject. Editors' decisions are left alone. Returns how many the parse decided."""
    decided = 0
    asked = _asked(plans, lambda iv: iv.type in ("undecided", "leaning"))
    for _, text, at, w, iv in asked:
        subject = has_subject(text, bisect_left(at, w.view[0]))
        reason = meaning.by_parse(iv.before.strip().lower(), subject)
        if reason is not None:
            iv.type, iv.reason, iv.confidence = "parse", reason, CONFIDENCE["parse"]
            iv.after = iv.after.replace("à", "a").replace("À", "A")
            decided += 1
        elif iv.type == "leaning" and subject is False:
            iv.reason += NO_SUBJECT_PARSED
    return decided


NO_SUBJECT_PARSED = "; spaCy's parse of the regularised sentence gives it no subject"


def _asked(
    plans: list[Plan], wanted: Callable[[Intervention], bool]
) -> Iterator[tuple[Plan, str, list[int], WordEdit, Intervention]]:
    """The normalisations ``wanted`` picks (editors' decisions left alone) that the parse is
    to settle, each with its plan and its container's regularised text and offsets: the
    text is made once per container, and only for a container that has one."""
    for plan in plans:
        todo = [
            w
            for w in plan.words
            if w.norm is not None and w.norm.resp != "#editor" and wanted(w.norm)
        ]
        if not todo:
            continue
        text, at = plan.regularised()
        for w in todo:
            assert w.norm is not None
            yield plan, text, at, w, w.norm


IMPERATIVE_PARSED = "; the parse reads the pronoun as a pronoun"
ARTICLE_PARSED = (
    "an imperative before le, la, les or leur that the parse reads as an article: two words"
)


def check_imperatives(plans: list[Plan], is_article: Callable[[str, int], bool | None]) -> int:
    """Imperatives joined to the pronoun after them (``faites-les couper``,
    :data:`locutions.IMPERATIVE`) checked against the parse of their container's
    regularised text: where spaCy's morphology reads ``le``, ``la``, ``les`` or ``leur`` as
    an article (``depossédez le Fermier``), the two words are kept apart; otherwise the
    joining is confirmed with the parse's confidence. ``lui``, ``moi`` and ``y`` are never
    articles and are not asked. Editors' decisions are left alone. Returns how many were
    parted."""
    parted = 0
    asked = _asked(
        plans,
        lambda iv: (
            iv.reason == locutions.IMPERATIVE
            and iv.after.rsplit("-", 1)[-1].lower() in ("le", "la", "les", "leur")
        ),
    )
    for plan, text, at, w, iv in asked:
        reg = w.reg.after if w.reg else plan.view[w.view[0] : w.view[1]]
        start = bisect_left(at, w.view[0]) + reg.rstrip().rfind(" ") + 1
        article = is_article(text, start)
        if article is None:
            continue
        iv.type, iv.confidence = "parse", CONFIDENCE["parse"]
        if article:
            head, _, clitic = iv.after.rpartition("-")
            iv.after, iv.reason = f"{head} {clitic}", ARTICLE_PARSED
            parted += 1
        else:
            iv.reason += IMPERATIVE_PARSED
    return parted


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


def furniture_records(layout: Layout) -> list[Intervention]:
    """The furniture the layout sets apart from the text, one row per ``fw`` in document
    order (``f{line}.{k}``: the ``k``-th piece on a source line), each with the page it is
    on: what the editor reviews beside the cleaner's own interventions."""
    out: list[Intervention] = []
    state = {"line": 0, "page": "", "k": 0}

    def lb(n: int) -> None:
        state["line"], state["k"] = n, 0

    def fw(typ: str, text: str) -> None:
        line, k = state["line"], state["k"]
        out.append(
            Intervention(
                f"f{line}.{k}",
                "furniture",
                typ,
                line,
                -1,
                text,
                "",
                "page furniture, kept apart from the text",
                0.9,
                page=state["page"],
            )
        )
        state["k"] = k + 1

    def written_line(line: Line, fws: tuple[Fw, ...]) -> None:
        """As :func:`pipeline.tei.lines.write_line` writes it."""
        for a, b, typ in split_furniture(line.text, fws):
            if typ is not None:
                fw(typ, line.text[a:b])

    def milestone(x: object) -> None:
        if isinstance(x, PageBreak):
            state["page"] = x.n
        elif isinstance(x, Unit):
            for k, line in enumerate(x.lines):
                lb(line.n)
                written_line(line, x.fw.get(k, ()))

    def walk(x: object) -> None:
        if isinstance(x, Element):
            for c in x.children:
                walk(c)
        elif isinstance(x, Mark):
            milestone(x.item)
        elif isinstance(x, Text):
            for ev in x.events:
                if not isinstance(ev, LineEvent):
                    milestone(ev)
                    continue
                lb(ev.line.n)
                if any(f.type == "header" for f in ev.fws):
                    written_line(ev.line, ev.fws)
                else:
                    for f in sorted(ev.fws, key=lambda f: f.start):
                        fw(f.type, ev.line.text[f.start : f.end])
        elif isinstance(x, TocItem | ColumnHead):
            lb(x.line.n)
        elif isinstance(x, Table):
            for line in x.lines:
                lb(line.n)

    walk(layout.text)
    return out
