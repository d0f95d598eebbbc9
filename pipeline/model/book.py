"""The book's divisions: front matter, body and games (:mod:`pipeline.segment.structure`
builds them; the layout reads them). A division is mutable: structure builds each in place
as its headings and content are found; the book that holds them is made once, frozen."""

from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.model.front import Entry
from pipeline.model.items import Item, Unit


@dataclass
class Div:
    """A division of the text; ``content`` holds units, page breaks, gaps and divisions."""

    type: str
    id: str | None = None
    n: str | None = None
    head: list[Unit] = field(default_factory=list)
    content: list[Item | Div] = field(default_factory=list)
    level: int = 1
    entry: Entry | None = None
    start_page: str | None = None
    start_certain: bool = True
    pre: int = 0
    """How many items of ``content`` come before the head (a page break, a running head)."""


@dataclass(frozen=True)
class Book:
    """The book's divisions once structure has built them: front matter, body, the games (in
    the table's order), the table's entries and those no heading matched."""

    front: list[Div]
    body: Div
    games: list[Div]
    entries: list[Entry]
    unmatched: list[Entry]
