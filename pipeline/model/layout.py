"""The containers the layout decides and the writer serialises: a text's lines with what
falls between them, the milestones, the table of contents' items, the elements that hold
them, and the reading order (:class:`Layout`). Data only: :mod:`pipeline.segment.layout`
decides, :mod:`pipeline.clean.plans` plans, :mod:`pipeline.ruleids` cuts, the TEI writer
writes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.model.furniture import Fw
from pipeline.model.items import MissingPages, PageBreak, Unit
from pipeline.model.source import Line


@dataclass(frozen=True)
class LineEvent:
    """A line of a container's text, with the furniture inside it (a running head's pieces)."""

    line: Line
    fws: tuple[Fw, ...] = ()
    turnover: bool = False
    """A verse line's turnover, read in the line it completes, away from where it is printed."""


Milestone = PageBreak | MissingPages | Unit
"""What falls between lines where it stands: a page break, lost pages, a furniture unit."""

Event = LineEvent | Milestone


@dataclass(frozen=True)
class Verse:
    """One line of a quatrain, whose one rule runs over all its lines."""

    quatrain: str
    line: int
    lines: int


@dataclass(frozen=True)
class Text:
    """A container of cleaned text: its lines and what falls between them, in order.

    ``k`` is its place in the reading order: the ``k``-th plan of the cleaner and the
    ``k``-th cut of the rule ids are this container's. ``tag`` is the element it is written
    as (``None``: straight into its parent, as a trailer's lines are); ``rules`` says how its
    text is cut into rules: ``"prose"`` (articles and sentences), a :class:`Verse`, or not
    at all."""

    k: int
    tag: str | None
    events: tuple[Event, ...]
    rules: str | Verse | None = None
    attrs: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Mark:
    """A milestone written where it falls, outside any cleaned text."""

    item: Milestone


@dataclass(frozen=True)
class Table:
    """The converter's table: rows of cells, written as printed (nothing to clean)."""

    lines: tuple[Line, ...]


@dataclass(frozen=True)
class TocItem:
    """An entry of the book's table: its title (cleaned as any text is, ``Ieu`` -> ``Jeu``,
    pointing to the game's division, if any), what stands between title and page number, and
    the page number."""

    line: Line
    n: int
    title: Text
    between: str
    page: str
    value: str
    target: str | None


@dataclass(frozen=True)
class ColumnHead:
    """A line of the table that is no entry (its column's heading)."""

    line: Line


@dataclass(frozen=True)
class GameStart:
    """A game division begins: the rules after it are the game's."""

    id: str


@dataclass(frozen=True)
class GameEnd:
    id: str


@dataclass
class Element:
    """A container element; ``attrs`` in the order they are written (``xml_id``: xml:id)."""

    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Node] = field(default_factory=list)


Node = Element | Text | Mark | Table | TocItem | ColumnHead
Reading = Text | Mark | GameStart | GameEnd


@dataclass
class Layout:
    """The ``text`` element's tree, and its reading order: the texts to clean and cut into
    rules, the milestones that set the page between them, where games begin and end.
    Built in place by the layout stage (mutable); read, never changed, after it."""

    text: Element
    reading: list[Reading] = field(default_factory=list)
    count: int = 0
    """How many texts so far: the next one's ``k``."""

    def add_text(
        self,
        parent: Element,
        tag: str | None,
        events: list[Event],
        rules: str | Verse | None = None,
        **attrs: str,
    ) -> Text:
        t = self.new_text(tag, events, rules, **attrs)
        parent.children.append(t)
        return t

    def new_text(
        self, tag: str | None, events: list[Event], rules: str | Verse | None = None, **attrs: str
    ) -> Text:
        """A text read here, placed by its caller (a table entry's title)."""
        t = Text(self.count, tag, tuple(events), rules, tuple(attrs.items()))
        self.count += 1
        self.reading.append(t)
        return t

    def add_mark(self, parent: Element, item: Milestone) -> None:
        m = Mark(item)
        parent.children.append(m)
        self.reading.append(m)


def child(parent: Element, tag: str, **attrs: str) -> Element:
    e = Element(tag, dict(attrs))
    parent.children.append(e)
    return e
