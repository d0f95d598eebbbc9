"""What a reading reads, as tokens, and the lines they make: shared by the stage that makes
the readings from the model (:mod:`pipeline.clean.texts`) and the TEI reader that reads them
back from the written tree (:mod:`pipeline.tei.reader`), so neither stage imports the other
and both make lines the same way.

A reading (``source``: what the OCR gave; ``diplomatic``: the print, OCR repairs taken;
``regularised``: printers' conventions resolved, broken words whole; ``normalised``: modern
spelling) is a sequence of :data:`Token`: a :class:`Break` per line break, the text as
strings, :class:`Furniture`, a :class:`Turn` per page break, a :class:`Cut` where a rule
begins. :func:`assemble` makes lines of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

READINGS = ("source", "diplomatic", "regularised", "normalised")
JOINED = frozenset({"regularised", "normalised"})
"""The readings in which a word broken at a line end is read whole, on the first line."""


@dataclass(frozen=True, slots=True)
class Break:
    """A line break: the source line that begins; ``joins``: it continues a word broken at
    the end of the line before (``rend``: the hyphen the print shows there, if the edition
    hides it); ``turnover``: a verse line's turnover, read away from where it is printed."""

    n: int
    joins: bool = False
    rend: str = ""
    turnover: bool = False


@dataclass(frozen=True, slots=True)
class Furniture:
    """Text of the page's furniture (a running head), read only when asked for."""

    text: str


@dataclass(frozen=True, slots=True)
class Turn:
    """A page break (``n``: the page that begins)."""

    n: str


@dataclass(frozen=True, slots=True)
class Cut:
    """A rule begins at ``at`` ((line of the container, offset in it)); ``line`` is the
    source line a fragment that begins there is read in: the last line break before it,
    wherever it was written (inside the rule before, or inside a word broken over the
    line end)."""

    at: tuple[int, int]
    line: int


Token = str | Break | Furniture | Turn | Cut
"""What a reading reads, in order: text (a string), line and page breaks, furniture, the
cuts where rules begin."""


def assemble(
    tokens: Iterable[Token],
    reading: str,
    furniture: bool = False,
    first: Callable[[], int] = lambda: 0,
) -> list[tuple[int, str, int]]:
    """(first source line, text, last source line) of every line a reading reads in
    ``tokens``; ``first()`` is the line of text that comes before any break (a fragment
    that begins inside a line). Empty lines are left out unless ``furniture`` is read."""
    if reading not in READINGS:
        raise ValueError(f"unknown reading {reading!r}")
    joined = reading in JOINED
    lines: list[list] = []
    turnovers: list[int] = []  # lines that are a verse's turnover, read away from their line
    text_line = -1  # the last line with text that is not furniture: a broken word's line
    for t in tokens:
        kind = type(t)
        if kind is str or kind is Furniture:
            text = t if kind is str else t.text
            if text and not lines and text.strip():
                n = first()
                lines.append([n, "", n])
            if text and lines:
                lines[-1][1] += text
                if kind is str and text.strip():
                    text_line = len(lines) - 1
        elif kind is Break:
            if t.joins and text_line >= 0:
                if joined:
                    lines[text_line][2] = t.n
                    if text_line != len(lines) - 1:  # furniture between the halves
                        lines.append(lines.pop(text_line))
                        text_line = len(lines) - 1
                    continue  # the word goes on: the line continues
                lines[text_line][1] += t.rend
            lines.append([t.n, "", t.n])
            if t.turnover:
                turnovers.append(len(lines) - 1)
    if reading == "source":  # the print's order; the readings keep the edition's
        lines = _put_back(lines, turnovers)
    out = [(n, " ".join(t.split()), last) for n, t, last in lines]
    return [x for x in out if x[1] or furniture]


def _put_back(lines: list[list], turnovers: list[int]) -> list[list]:
    """A turnover back where it is printed, for the source's lines: at the end of the rest
    of its line, or, alone on its line, in the line's order. The readings keep it in the
    verse line it completes."""
    moved = set(turnovers)
    out = [x for k, x in enumerate(lines) if k not in moved]
    for k in turnovers:
        n, text, _ = lines[k]
        rest = next((x for x in out if x[0] == n), None)
        if rest is not None:
            rest[1] = f"{rest[1]} {text}"
            continue
        at = sum(1 for j in range(k) if j not in moved)  # where it stands, then back
        while at > 0 and out[at - 1][0] > n:
            at -= 1
        out.insert(at, lines[k])
    return out
