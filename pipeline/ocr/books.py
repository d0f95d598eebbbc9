"""``maison ocr`` on a shelf of books: every page a Dask task, on this machine or a cluster.

- **Why Dask**: a project with a thousand books has tens of thousands of pages, weeks of one
  core; the clusters such projects have already run schedulers, and dask.distributed runs on
  them (SSH, SLURM, Kubernetes, a scheduler started by hand) as on one machine's cores
  (``LocalCluster``). A home-made pool would need its own scheduling, retries of a lost
  worker and remote workers.
- **Tasks**: one per page, ``(source, page number)``: the worker renders its page itself
  (pdftocairo for one page of a PDF, or opens one image), so no image crosses the network;
  the files and ``OUT`` must be on a file system the workers share. A bounded window of tasks
  is in flight (twice the workers' threads), so a shelf of a thousand books is never all
  submitted at once, and the pages come back in any order.
- **The cache** (``OUT/.cache``, shared by all books and workers; :mod:`.cache`) keeps each
  page's hOCR under its source's hash (a PDF's bytes, hashed once per book by a task whose
  result, not the task, is handed to its pages, and the page's number; an image file's
  bytes) and the settings; a page found there is neither rendered nor read again, so a
  re-run after an interrupt costs the pages it lacks. An entry is written to a temporary file and renamed, so a run killed at
  any moment leaves whole entries only; the temporary files it leaves are swept by the
  next run.
- **Outputs** of a page depend on the page alone (its image, its number), never on the
  worker, the order or the number of workers: the same shelf gives the same bytes.
- **Errors**: a book that cannot be opened, or a page that cannot be rendered or read, is
  one line on stderr and the rest goes on; the caller exits non-zero at the end.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.errors import MaisonError
from pipeline.ocr import pages
from pipeline.ocr.alto import page_alto
from pipeline.ocr.cache import SourceId, source_id, sweep
from pipeline.ocr.pages import Page, tesseract_guard
from pipeline.ocr.render import IMAGE_SUFFIXES, _pdf_pages
from pipeline.outputs import write_atomic


@dataclass(frozen=True)
class Book:
    source: Path
    folder: Path
    """Where its ``page-NNN.*`` go."""
    images: tuple[str, ...] = ()
    """A folder's page images in name order (empty for a PDF)."""
    pages: int = 0
    error: str | None = None


@dataclass
class Tally:
    """What became of a book's pages."""

    written: int = 0
    read: int = 0
    """OCR'd by tesseract in this run."""
    cached: int = 0
    """Taken from the cache (read by an earlier, perhaps interrupted, run)."""
    blank: list[int] = field(default_factory=list)
    failed: int = 0


def sources_from(args: list[Path], list_file: Path | None) -> list[Path]:
    """The books named on the command line, then those of the list file (one path a line,
    ``#`` comments, relative to the list's folder), each once, in the order given."""
    out = list(args)
    if list_file is not None:
        try:
            text = list_file.read_text(encoding="utf-8")
        except OSError as e:
            raise MaisonError(f"{list_file}: cannot read the list ({e.strerror})") from None
        for line in text.splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                out.append(list_file.parent / line)
    seen: set[Path] = set()
    unique = [p for p in out if not (p in seen or seen.add(p))]
    if not unique:
        raise MaisonError("no book to read: name PDFs or folders of page images, or --list FILE")
    return unique


def plan(sources: list[Path], out: Path) -> list[Book]:
    """Each book with its page count and its output folder (``OUT`` itself for one book,
    ``OUT/<name>`` for several); a book that cannot be opened carries its error."""
    names: dict[str, int] = {}
    for s in sources:
        names[s.stem] = names.get(s.stem, 0) + 1
    books = []
    for s in sources:
        name = s.stem
        if names[name] > 1:  # two books of one name in different folders: told apart, stably
            name += "-" + hashlib.sha256(str(s.resolve()).encode()).hexdigest()[:8]
        folder = out if len(sources) == 1 else out / name
        try:
            if s.is_dir():
                images = tuple(
                    str(p.resolve())
                    for p in sorted(s.iterdir())
                    if p.suffix.lower() in IMAGE_SUFFIXES
                )
                if not images:
                    raise MaisonError(f"{s}: no page images (PNG, JPEG, TIFF)")
                books.append(Book(s, folder, images, len(images)))
            else:
                books.append(Book(s, folder, pages=_pdf_pages(s)))
        except MaisonError as e:
            books.append(Book(s, folder, error=str(e)))
        except OSError as e:  # a folder that cannot be listed
            books.append(Book(s, folder, error=f"{s}: cannot be read ({e.strerror})"))
    return books


def read_page(
    source: str,
    image: str | None,
    n: int,
    cache: str,
    marks: bool = True,
    book: SourceId | None = None,
) -> Page:
    """One page, taken from the cache or rendered and OCR'd (:func:`.pages.read_page`).
    Runs on a Dask worker; ``book`` is the PDF's id, hashed once per book by a task of its
    own."""
    os.environ["OMP_THREAD_LIMIT"] = "1"  # one core per task: the workers are the parallelism
    return tesseract_guard(n, lambda: pages.read_page(source, image, n, Path(cache), marks, book))


def warm() -> None:
    """What a worker loads once (the post-correction's lexicon): run on every worker before a
    measurement, so that pages per second are the pages' cost, not the workers' start."""
    from pipeline.ocr import model
    from pipeline.ocr.postcorrect import postcorrect
    from pipeline.text import lexicon

    model.tessdata()  # the period's OCR model, built once per machine (found after)
    lexicon.accented()  # the post-correction's index of the modern forms, built once per process
    postcorrect("de m'eftre rencontré")


def write_page(book: Book, page: Page) -> None:
    """``page-NNN.txt`` (main text), ``.furniture.txt`` (kind, text), ``.hocr`` and
    ``.alto.xml`` in the book's folder, each written whole."""
    stem = book.folder / f"page-{page.n:03d}"
    text = "".join(f"{ln.text}\n" for ln in page.lines if ln.is_text)
    furniture = "".join(f"{ln.kind}\t{ln.text}\n" for ln in page.lines if not ln.is_text)
    image = Path(book.images[page.n - 1]).name if book.images else f"{book.source.name}#{page.n}"
    write_atomic(stem.with_suffix(".txt"), text.encode("utf-8"))
    write_atomic(stem.with_suffix(".furniture.txt"), furniture.encode("utf-8"))
    write_atomic(stem.with_suffix(".hocr"), page.hocr)
    write_atomic(stem.with_suffix(".alto.xml"), page_alto(page, image))


QUIET = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.system-monitor.gil.enabled": False,
    "distributed.admin.system-monitor.interval": "2s",
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.admin.tick.interval": "100ms",
}
"""The local cluster's housekeeping slowed to what a batch of OCR pages needs: the workers'
statistical profiler (a stack sample every 10 ms), the system and memory monitors (every
0.5 s and 0.1 s) and the event loop's tick (20 ms) cost an idle two-process cluster some
14% of a core, which the second worker's page reading then lacks (3% with these, measured
by CPU time, not wall time); a cluster of the user's keeps its own settings."""


@contextlib.contextmanager
def connect(scheduler: str | None, workers: int | None, threads: bool = False) -> Iterator:
    """A Dask client: on the cluster whose scheduler is at ``scheduler`` (``tcp://host:8786``),
    or on a local cluster of ``workers`` single-threaded workers (one per core by default),
    processes unless ``threads``. The local cluster's own logs are silenced below CRITICAL: a
    page's or a book's failure is reported by :func:`run`, one line each, and at the cluster's
    close a worker's last heartbeat may meet a scheduler already gone, which distributed logs
    as an error with a traceback (a fresh clone's CI saw one on stderr)."""
    import logging

    from dask.distributed import Client, LocalCluster

    if scheduler:
        try:
            client = Client(scheduler, timeout="20s")
        except OSError as e:
            raise MaisonError(f"{scheduler}: no Dask scheduler answers ({e})") from None
        with client:
            yield client
        return
    import dask

    n = workers or os.cpu_count() or 1
    with (
        dask.config.set(QUIET),
        LocalCluster(
            n_workers=n,
            threads_per_worker=1,
            processes=not threads,
            dashboard_address=None,
            silence_logs=logging.CRITICAL,
        ) as cluster,
        Client(cluster) as client,
    ):
        yield client


def run(
    books: list[Book],
    out: Path,
    client,  # noqa: ANN001 - a dask.distributed.Client
    marks: bool = True,
    on_page: Callable[[Book, Page | None, str | None], None] = lambda *_: None,
) -> dict[Path, Tally]:
    """Every page of every readable book through the cluster; each page written as it comes
    back. ``on_page(book, page, error)`` is told of each (for the progress and the errors).
    The temporary files a killed run left in the cache and the books' folders are swept
    first; each PDF is hashed once, by a task whose result its pages are given."""
    from dask.distributed import as_completed

    cache = str((out / ".cache").resolve())
    for folder in {out / ".cache", *(b.folder for b in books)}:
        sweep(folder)
    tallies = {b.source: Tally() for b in books}
    readable = [b for b in books if b.error is None]
    pdfs = [b for b in readable if not b.images]
    place = {b.source: k for k, b in enumerate(pdfs)}
    hashing: dict[Path, object] = {}  # a PDF's future SourceId, asked for a book ahead
    todo = ((b, n) for b in readable for n in range(1, b.pages + 1))
    window = max(4, 2 * sum(client.nthreads().values()))
    pending: dict = {}

    def hashed(book: Book) -> SourceId | None:
        """The PDF's id, hashed on a worker; the next PDF's hash asked for meanwhile. Its
        pages are given the id itself, not the future: a task that waits on another's
        result is sent to the worker holding it, and the other workers idled until Dask
        stole work from it (0.86 s of two workers' first 4 s). None when the hash failed:
        each page then hashes and fails on its own, one error a page."""
        for ahead in pdfs[place[book.source] : place[book.source] + 2]:
            if ahead.source not in hashing:
                source = str(ahead.source.resolve())
                hashing[ahead.source] = client.submit(source_id, source, pure=False)
        try:
            return hashing[book.source].result()
        except Exception:  # noqa: BLE001 - unreadable now: its pages report it one by one
            return None

    def submit(k: int) -> None:
        for book, n in todo:
            image = book.images[n - 1] if book.images else None
            source = str(book.source.resolve())
            book_id = hashed(book) if image is None else None
            future = client.submit(read_page, source, image, n, cache, marks, book_id, pure=False)
            pending[future] = (book, n)
            stream.add(future)
            k -= 1
            if k == 0:
                return

    stream = as_completed()
    submit(window)
    for future in stream:
        book, n = pending.pop(future)
        tally = tallies[book.source]
        try:
            page = future.result()
        except Exception as e:  # noqa: BLE001 - a worker lost or a bug: this page, not the run
            page = Page(n, 0, 0, error=f"page {n}: failed ({e.__class__.__name__}: {e})")
        if page.error:
            tally.failed += 1
            on_page(book, page, page.error)
        else:
            write_page(book, page)
            tally.written += 1
            tally.cached += page.cached
            tally.read += not page.cached and not page.blank
            if page.blank:
                tally.blank.append(page.n)
            on_page(book, page, None)
        submit(1)
    for t in tallies.values():
        t.blank.sort()
    return tallies
