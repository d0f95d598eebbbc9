"""``maison ocr BOOK...``: the books planned, run on Dask (:mod:`.books`), reported.

On stderr: a progress bar for the whole shelf and one for each book being read (on a
terminal; elsewhere, the final state), one line for each page or book that could not be
read, one line for each blank page. On stdout: one line per book, in the order given,
saying how many pages were written and how many of them tesseract read in this run
(the others came from the cache of an earlier, perhaps interrupted, run).
"""

from __future__ import annotations

import sys
from pathlib import Path

from pipeline.ocr.books import Book, Tally, connect, plan, run, sources_from
from pipeline.ocr.pages import Page


def ocr_books(
    sources: list[Path],
    out: Path,
    list_file: Path | None = None,
    scheduler: str | None = None,
    workers: int | None = None,
    threads: bool = False,
    marks: bool = True,
) -> int:
    """Read every book; the number of books and pages that failed (0: all read)."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    from pipeline.ocr.lines import check_tesseract

    check_tesseract()
    books = plan(sources_from(sources, list_file), out)
    err = Console(stderr=True, soft_wrap=True, highlight=False)

    def say(message: str) -> None:  # one line, whatever its length or brackets
        err.print(message, markup=False, highlight=False, soft_wrap=True)

    failed = 0
    for b in books:
        if b.error:
            say(f"maison: {b.error}")
            failed += 1
    good = [b for b in books if b.error is None]
    if not good:
        return failed
    total = sum(b.pages for b in good)
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    with (
        connect(scheduler, workers, threads) as client,
        Progress(*columns, console=err, transient=False) as bar,
    ):
        books_ = f"{len(good)} book{'s' if len(good) > 1 else ''}"
        shelf = bar.add_task(f"ocr: {books_}, {total} pages", total=total)
        tasks: dict[Path, int] = {}
        done: dict[Path, int] = {}

        def on_page(book: Book, page: Page | None, error: str | None) -> None:
            if book.source not in tasks:
                tasks[book.source] = bar.add_task(f"  {book.source.name}", total=book.pages)
                done[book.source] = 0
            if error:
                say(f"maison: {book.source}: {error}")
            elif page is not None and page.blank:
                say(f"maison: {book.source}: page {page.n}: blank, written as an empty page")
            bar.advance(shelf)
            bar.advance(tasks[book.source])
            done[book.source] += 1
            if done[book.source] == book.pages:  # a finished book makes room for the next
                bar.update(tasks[book.source], visible=False)

        tallies = run(good, out, client, marks, on_page)
    for b in good:
        t = tallies[b.source]
        failed += t.failed
        print(summary(b, t), file=sys.stdout)
    return failed


def summary(book: Book, t: Tally) -> str:
    """``wrote 4 pages to OUT (2 blank: 2, 3)`` and what was read or taken from the cache."""
    blank = f"{len(t.blank)} blank: {', '.join(map(str, t.blank))}; " if t.blank else ""
    failed = f"; {t.failed} could not be read" if t.failed else ""
    return (
        f"wrote {t.written} pages to {book.folder} ({blank}{t.read} read, "
        f"{t.cached} from the cache{failed})"
    )
