"""The front matter as paging finds it, before any page is placed: the book's table of
contents (its entries drive the segmentation) and where the dedication, the privilege, the
table and the body begin (:mod:`pipeline.segment.front`, :mod:`pipeline.segment.toc`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    n: int
    """Position in the table, from 1."""
    title: str
    page: int
    unit: int
    line: int
    """Index of the unit, and of the line within it, where the entry is printed."""
    src: int
    """Source line number of the entry."""


@dataclass(frozen=True)
class FrontPlan:
    dedication: int | None
    privilege: int | None
    table: int
    entries: list[Entry]
    body_start: int
    prefer: frozenset[int]
