"""The cleaning plans: for one container of text, what the cleaner decided (OCR repairs per
line, words joined over a line end, regularised and normalised words) and every change as
an :class:`Intervention` (:mod:`pipeline.clean.cleaner` makes them; the TEI writer and
the readings (:mod:`pipeline.clean.texts`) read them, both through :mod:`pipeline.model.walk`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

KINDS = ("furniture", "hyphenation", "ocr", "abbreviation", "regularisation", "normalisation")


@dataclass
class Intervention:
    """One change the cleaner makes, with its id from where it is in the source. Mutable:
    an editor's decision or the parse (a or à) settles it after it is planned."""

    id: str
    kind: str
    type: str
    line: int
    col: int
    before: str
    after: str
    reason: str
    confidence: float
    resp: str = "#maison"
    page: str = ""


@dataclass(frozen=True)
class LineFix:
    start: int
    end: int
    new: str
    iv: Intervention


@dataclass(frozen=True)
class Join:
    keep_hyphen: bool
    iv: Intervention


@dataclass
class WordEdit:
    """A word (or a run of them) whose regularised or normalised reading differs (mutable:
    its readings are decided after the word is found)."""

    start: tuple[int, int]  # (line index in the container, offset in its text)
    end: tuple[int, int]
    reg: Intervention | None = None
    norm: Intervention | None = None
    view: tuple[int, int] = (0, 0)
    """Its place in the plan's view (the repaired, joined text)."""


@dataclass(frozen=True)
class Plan:
    fixes: list[list[LineFix]]
    joins: list[Join | None]
    words: list[WordEdit]
    view: str = ""
    """The container's repaired text, words broken at a line end joined."""
    where: list[tuple[int, int, int]] = field(default_factory=list)
    """For each character of ``view``: (line index, source start, source end)."""

    def normalised(self) -> tuple[str, list[int]]:
        """The container's normalised text, and for each character its place in ``view``."""
        return self._reading(lambda w: w.norm or w.reg)

    def regularised(self) -> tuple[str, list[int]]:
        """The container's regularised text, and for each character its place in ``view``
        (what spaCy reads: the printers' conventions resolved, the spelling of 1665)."""
        return self._reading(lambda w: w.reg)

    def _reading(self, pick: Callable[[WordEdit], Intervention | None]) -> tuple[str, list[int]]:
        out: list[str] = []
        at: list[int] = []
        edits = iter(sorted(self.words, key=lambda w: w.view))
        nxt = next(edits, None)
        i = 0
        while i < len(self.view):
            if nxt is not None and nxt.view[0] == i:
                a, b = nxt.view
                iv = pick(nxt)
                text = iv.after if iv else self.view[a:b]
                out.append(text)
                at += [a] * len(text)
                i, nxt = b, next(edits, None)
                continue
            out.append(self.view[i])
            at.append(i)
            i += 1
        return "".join(out), at

    def source_place(self, view_at: int) -> tuple[int, int]:
        """(line index, offset in that line's text) of a character of ``view``."""
        i, a, _ = self.where[view_at]
        return i, a


@dataclass(frozen=True)
class LineIn:
    """A line of a container as the layout gives it (:mod:`pipeline.clean.plans`)."""

    n: int
    text: str
    """The line's text with furniture replaced by spaces (so no word runs into it)."""
    initial: int | None = None
    """Offset of a drop capital at the start of the line, if any."""
    page: str = ""
    turn: bool = False
    """A page begins between the line before and this one."""
