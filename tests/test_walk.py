"""The one walk of a planned container (pipeline/model/walk.py) that the TEI writer and the
readings share, on a hand-built plan: a word broken over a line end with a page break
between its halves (``mai-`` | page 5 | ``son``), regularised as a whole."""

from __future__ import annotations

from lxml import etree

from pipeline.clean.texts import planned_tokens
from pipeline.model import Line
from pipeline.model.items import PageBreak
from pipeline.model.layout import LineEvent, Text
from pipeline.model.plans import Intervention, Join, Plan, WordEdit
from pipeline.model.readings import assemble
from pipeline.model.starts import RuleStart
from pipeline.model.walk import RULE, WORD, PlanWalk
from pipeline.tei import TEI_NS
from pipeline.tei.lines import el, write_planned


def _line(n: int, text: str) -> Line:
    return Line(n, text, tuple(range(len(text))))


def _iv(ident: str, kind: str, before: str, after: str) -> Intervention:
    return Intervention(ident, kind, "test", 10, 3, before, after, "hand-built", 0.9)


LINES = (_line(10, "la mai-"), _line(12, "son de jeu"))
EVENTS = (LineEvent(LINES[0]), PageBreak("5", True), LineEvent(LINES[1]))
WORD_EDIT = WordEdit((0, 3), (1, 3), reg=_iv("r10.3", "regularisation", "maison", "maisons"))
PLAN = Plan(
    fixes=[[], []],
    joins=[Join(False, _iv("h10.6", "hyphenation", "-", "")), None],
    words=[WORD_EDIT],
)
STARTS = {(0, 0): RuleStart(0, "g.p1.1")}


class _Recorder(PlanWalk):
    def __init__(self) -> None:
        super().__init__(PLAN, STARTS)
        self.steps: list[tuple] = []

    def on_line(self, i, ev, joined):
        self.steps.append(("line", ev.line.n, joined is not None))

    def on_text(self, line, a, b):
        self.steps.append(("text", line.text[a:b]))

    def on_open(self, what, kind, tail):
        self.steps.append(("open", kind, tail))

    def on_close(self, what, kind):
        self.steps.append(("close", kind))

    def on_milestone(self, ev):
        self.steps.append(("page", ev.n))


def test_a_word_cut_by_a_page_closes_before_it_and_goes_on_after_it():
    """The word's choice closes before the page break (no pb inside a choice) and opens
    again as its tail on the next line; the hidden hyphen is not text; the rule opened at
    the start stays open over the page and closes at the end."""
    walk = _Recorder()
    walk.run(EVENTS)
    assert walk.steps == [
        ("line", 10, False),
        ("open", RULE, False),
        ("text", "la "),
        ("open", WORD, False),
        ("text", "mai"),
        ("close", WORD),
        ("page", "5"),
        ("line", 12, True),
        ("open", WORD, True),
        ("text", "son"),
        ("close", WORD),
        ("text", " de jeu"),
        ("close", RULE),
    ]


def test_the_writer_and_the_readings_walk_the_plan_alike():
    root = etree.Element(f"{{{TEI_NS}}}p", nsmap={None: TEI_NS})
    write_planned(root, EVENTS, PLAN, STARTS, lambda parent, ev: el(parent, "pb", n=ev.n))
    xml = etree.tostring(root, encoding="unicode").replace(
        ' xmlns="http://www.tei-c.org/ns/1.0"', ""
    )
    assert '<orig>mai</orig><reg xml:id="r10.3"' in xml  # the whole word's reading, first
    assert xml.index("</choice><pb") > 0  # the choice closed before the page
    assert (
        '<lb n="12" break="no" rend="-" xml:id="h10.6"/><choice><orig>son</orig><reg corresp="#r10.3"/>'
        in xml
    )
    text = Text(0, "p", EVENTS, "prose")
    regularised = assemble(planned_tokens(text, PLAN, "regularised"), "regularised")
    source = assemble(planned_tokens(text, PLAN, "source"), "source")
    assert regularised == [(10, "la maisons de jeu", 12)]  # the word whole, on its first line
    assert source == [(10, "la mai-", 10), (12, "son de jeu", 12)]  # the hyphen as printed
