"""Refuse a book the build cannot have understood: its table, and every game the table lists.

The table of contents drives the segmentation, so a source whose table is gone (or cut)
used to build "successfully" on whatever line began with *table* (a false three-entry
table: the Quatre fins labelled piquet), and a source cut mid-book built twenty games of
thirty-six with nothing said. Both now stop with one line naming what was expected and what
was found. A scholar who knows the source is incomplete builds it with ``--partial``: the
missing games are then named in the TEI header and the structure report.
"""

from __future__ import annotations

from pathlib import Path

from pipeline.errors import StructureError
from pipeline.model.book import Book
from pipeline.model.front import Entry, FrontPlan


def check_table(path: Path, plan: FrontPlan, rec: dict) -> None:
    """The table found must have one entry per stable id of the record (``ids``): the ids
    name the table's entries in order, so any other count would misname every game."""
    ids = list(rec.get("ids", []))
    if not ids or len(plan.entries) == len(ids):
        return
    first, last = plan.entries[0], plan.entries[-1]
    found = f"the table of contents found (lines {first.src}-{last.src})"
    raise StructureError(
        path,
        f"{found} lists {len(plan.entries)} entries ('{_short(plan.entries[0].title)}' … "
        f"'{_short(plan.entries[-1].title)}') but sources.toml's ids expect {len(ids)} "
        f"('{ids[0]}' … '{ids[-1]}'): the book's table is missing or cut "
        "(--partial does not help: the ids would name the wrong games)",
    )


MAX_DRIFT = 20
"""A game found further than this many pages from where its table entry says is doubtful:
the shipped book's games all start within 3 pages of it, while a book cut short matched
'Le Ieu des Prouerbes' (p. 230) to Trictrac's chapter 'Proverbes du Jeu' (p. 144)."""


def check_games(path: Path, book: Book, ids: list[str], partial: bool) -> str:
    """Every entry of the table must find its game in the text, near the page the table
    gives. Returns what is missing or doubtful (empty if nothing) when ``partial``; else
    either stops the build."""

    def name(e: Entry) -> str:
        return ids[e.n - 1] if e.n <= len(ids) else _short(e.title)

    doubtful = []
    for g in book.games:
        start = (g.start_page or "").strip("[]")
        if g.entry is not None and start.isdigit():
            drift = int(start) - g.entry.page
            if abs(drift) > MAX_DRIFT:
                doubtful.append(
                    f"{name(g.entry)} found on p. {start}, {abs(drift)} pages "
                    f"{'before' if drift < 0 else 'after'} the table's p. {g.entry.page}"
                )
    if not book.unmatched and not doubtful:
        return ""
    parts = []
    if book.unmatched:
        names = ", ".join(f"{name(e)} (p. {e.page})" for e in book.unmatched)
        parts.append(
            f"{len(book.unmatched)} of the table's {len(book.entries)} entries have no game "
            f"in the text: {names}"
        )
    if doubtful:
        parts.append(f"doubtful: {'; '.join(doubtful)}")
    what = "; ".join(parts)
    if partial:
        return what
    raise StructureError(
        path, f"{what}; is the source cut short? (--partial builds it anyway, and says so)"
    )


def _short(title: str, width: int = 30) -> str:
    title = " ".join(title.split())
    return title if len(title) <= width else title[: width - 1] + "…"
