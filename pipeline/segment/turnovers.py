"""A quatrain's lines as a reader reads them: turnovers put back in their verse line.

Where a verse line is too long for the measure, the printer sets its last word on the line
above or below, after a bracket (Trictrac XXV: ``Faut marquer tout d'un coup gain ou perte
com-`` / ``L'on châtie celuy qui peche d'y māquer. [mune,``), or alone before the quatrain
(LVIII: ``[qu'une,`` over ``Si tu gagnes Bredouille, & tu n'en marques``); a line's overflow
without a bracket is the next line, in lower case (LII: ``…doubles deux sont deux`` /
``deux. [places``). The converter keeps the print's lines; the edition's verse line is the
line with its turnover, which goes to the line it completes: one left open (a hyphen, or no
punctuation), the nearest after a turnover set before, else before.
"""

from __future__ import annotations

from dataclasses import replace

import regex as re

from pipeline.model import Line, Span

_WHOLE = re.compile(r"^\s*\[\S+\s*$")  # "[qu'une,"
_TAIL = re.compile(r"\s+(\[\S+)\s*$")  # "… d'y māquer. [mune,"

Piece = tuple[int, int, int, bool]
"""Part of a printed line: its index among the quatrain's lines, start and end offsets, and
whether it is a turnover (read away from where it is printed)."""


def verse_lines(texts: list[str], whole: frozenset[int] = frozenset()) -> list[list[Piece]]:
    """The quatrain's verse lines, each the pieces of printed lines it is read from, in order.

    ``texts``: the printed lines; ``whole``: lines never cut (furniture inside them)."""
    groups: list[list[Piece]] = []
    turnovers: list[tuple[Piece, int, bool]] = []  # the piece, its place, set before a line
    for i, text in enumerate(texts):
        if _WHOLE.match(text) and i not in whole:
            turnovers.append(((i, 0, len(text), True), len(groups), True))
            continue
        m = None if i in whole else _TAIL.search(text)
        main = (i, 0, m.start() if m else len(text), False)
        if groups and _starts_lower(text):  # the line before overflowed, unbracketed
            groups[-1].append(main)
        else:
            groups.append([main])
        if m:
            turnovers.append(((i, m.start(1), len(text), True), len(groups) - 1, False))
    if not groups:
        return [[p] for p, _, _ in turnovers]
    for piece, at, before in turnovers:
        groups[_target(groups, texts, at, before)].append(piece)
    return groups


def _target(groups: list[list[Piece]], texts: list[str], at: int, before: bool) -> int:
    n = len(groups)
    # set before line ``at``: the first open line from there, else back; set after a line's
    # own text: the next line, else the one before
    order = [*range(at, n), *range(min(at, n) - 1, -1, -1)] if before else [at + 1, at - 1]
    for g in order:
        if 0 <= g < n and _open(groups[g], texts):
            return g
    return min(at, n - 1)


def _open(group: list[Piece], texts: list[str]) -> bool:
    """The verse line stops on a hyphen or a word: its end was set elsewhere."""
    i, a, b, _ = group[-1]
    end = texts[i][a:b].rstrip()
    return bool(end) and (end.endswith("-") or end[-1].isalnum())


def _starts_lower(text: str) -> bool:
    m = re.search(r"\p{L}", text)
    return bool(m) and m.group().islower()


def piece_line(line: Line, start: int, end: int) -> Line:
    """The characters ``start:end`` of a printed line, keeping their source columns."""
    if (start, end) == (0, len(line.text)):
        return line
    spans = tuple(
        Span(max(s.start, start) - start, min(s.end, end) - start, s.rend)
        for s in line.spans
        if s.start < end and s.end > start
    )
    return replace(
        line, text=line.text[start:end], cols=line.cols[start:end], spans=spans, cells=None
    )
