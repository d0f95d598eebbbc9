"""Reader for a page of the Encyclopédie as served by ARTFL (PhiloLogic), saved as text.

The site wraps the page in its banner, navigation ("Previous page", "Next page") and
credits; they are dropped. The page reference it prints ("Page 13:644", volume:page) is
kept as :attr:`Source.ref`.
"""

from __future__ import annotations

from pathlib import Path

import regex as re

from pipeline.errors import SourceError
from pipeline.ingest.text import group_blocks, new_style, read_source_text, scan_markdown
from pipeline.model import Dropped, Line, Source

_PAGE = re.compile(r"^\s*Page\s+(\d+:\d+)\s*$")
_NAV = re.compile(
    r"^\s*(Previous page|Next page|RECHERCHE\b.*|ENCYCLOP[ÉE]DIE OU DICTIONNAIRE.*|DES SCIENCES, DES ARTS.*)\s*$"
)
_CREDITS = re.compile(r"ARTFL|PhiloLogic|University of Chicago", re.I)


def read_artfl(path: Path, partial: bool = False) -> Source:
    """``partial``: characters XML cannot hold are dropped and listed, not refused."""
    dropped: list[Dropped] = []
    raw = read_source_text(path, dropped if partial else None)
    ref = None
    lines: list[Line | None] = []
    style = new_style()
    body_started = False
    for i, text in enumerate(raw):
        n = i + 1
        page = _PAGE.match(text)
        if page:
            ref = page.group(1)
            dropped.append(
                Dropped(n, n, "ARTFL page reference (kept as the page number)", text.strip())
            )
            lines.append(None)
            body_started = True
            continue
        if not text.strip():
            lines.append(None)
            continue
        if (
            _NAV.match(text)
            or (_CREDITS.search(text) and not body_started)
            or (body_started and _CREDITS.search(text) and ref is not None and _after_next(raw, i))
        ):
            dropped.append(Dropped(n, n, "ARTFL site banner, navigation or credits", text.strip()))
            lines.append(None)
            continue
        if not body_started:
            dropped.append(Dropped(n, n, "ARTFL site banner", text.strip()))
            lines.append(None)
            continue
        lines.append(scan_markdown(n, text, style))
    if ref is None:
        raise SourceError(path, "no 'Page VOLUME:PAGE' line: is this an ARTFL Encyclopédie page?")
    blocks = group_blocks(lines)
    if not blocks:
        raise SourceError(path, "has no article text between the ARTFL navigation lines")
    return Source(path=path, kind="artfl", blocks=tuple(blocks), dropped=tuple(dropped), ref=ref)


def _after_next(raw: list[str], i: int) -> bool:
    """Whether line ``i`` comes after the page's closing "Next page" link."""
    return any(re.match(r"^\s*Next page\s*$", raw[k]) for k in range(i))
