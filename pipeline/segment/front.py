"""The front matter's sections found by their openings, before paging: title page, a
dedication (``A MONSIEUR``), the privilege (``EXTRAIT DU PRIVILEGE``) and the table
(``TABLE``), whose entries drive the segmentation; the body begins at the first heading
after the table."""

from __future__ import annotations

from pathlib import Path

import regex as re

from pipeline.errors import StructureError
from pipeline.model.front import FrontPlan
from pipeline.model.items import Unit
from pipeline.segment.headings import looks_like_heading
from pipeline.segment.toc import parse_entries
from pipeline.text.fold import fold

_DEDICATION = re.compile(
    r"^(a|au|aux|a tres) (monsieur|monseigneur|madame|roi|reine|tres|son|sa)\b"
)


def plan_front(units: list[Unit], path: Path) -> FrontPlan:
    """Find the front matter's sections and the body's first heading (before paging)."""
    table = next(
        (i for i, u in enumerate(units) if u.role == "text" and fold(u.text).startswith("table")),
        None,
    )
    if table is None:
        raise StructureError(
            path,
            "no table of contents (a 'TABLE …' heading) found; the book's own table drives the segmentation",
        )
    stop = table + 1
    for u in range(table + 1, len(units)):
        if units[u].role != "text":
            continue  # furniture between the table's pages is not an entry
        if parse_entries(units, u, u + 1):
            stop = u + 1
        elif (
            units[u].role == "text"
            and fold(units[u].text) not in ("page", "pages")
            and stop > table + 1
        ):
            break
    entries = parse_entries(units, table + 1, stop)
    if len(entries) < 2:
        raise StructureError(
            path,
            f"the table of contents at line {units[table].first} lists no 'title … page' entries",
        )
    body_start = next((i for i in range(stop, len(units)) if looks_like_heading(units[i])), None)
    if body_start is None:
        raise StructureError(
            path, "no heading after the table of contents: where does the text begin?"
        )
    dedication = next((i for i in range(1, table) if _DEDICATION.match(fold(units[i].text))), None)
    privilege = next(
        (
            i
            for i in range((dedication or 0) + 1, table)
            if looks_like_heading(units[i])
            and re.match(r"^(extrait )?(du )?priuilege", fold(units[i].text))
        ),
        None,
    )
    prefer = frozenset(i for i in (dedication, privilege, table, body_start) if i is not None)
    return FrontPlan(dedication, privilege, table, entries, body_start, prefer)
