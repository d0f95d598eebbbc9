"""Page furniture as the stages hold it: the pieces inside a line (a running head, a page
number, a signature, a catchword), a running head, a signature. Recognised by
:mod:`pipeline.text.furniture`; placed by paging; written as ``<fw>``."""

from __future__ import annotations

from dataclasses import dataclass

ALPHABET = "ABCDEFGHIKLMNOPQRSTVXYZ"
"""The gatherings' letters: 17th-century gatherings are lettered without J, U and W."""


@dataclass(frozen=True)
class Fw:
    """A piece of furniture inside a line: ``line.text[start:end]`` of TEI ``fw/@type``."""

    start: int
    end: int
    type: str  # "header", "pageNum", "sig", "catch"


@dataclass(frozen=True)
class RunningHead:
    parts: tuple[Fw, ...]
    number: int | None
    printed: str | None
    side: str | None  # "verso" (number first, even) or "recto" (number last, odd)
    title: str


@dataclass(frozen=True)
class Signature:
    fw: Fw
    letter: str
    leaf: int
    front: bool
    """A preliminary gathering (lower-case or accented letter: ``ã iij``)."""

    @property
    def page(self) -> int:
        """Page of this recto, counting from the first page of the gathering run.

        Duodecimo: 12 leaves (24 pages) a gathering; leaf n of gathering k is on page
        24k + 2n - 1. Preliminary gatherings count from the title page.
        """
        k = 0 if self.front else ALPHABET.index(self.letter)
        return 24 * k + 2 * self.leaf - 1
