"""The OCR's page cache (issue 17): a resumed run renders only the pages it lacks, a PDF
that changed is read again, and a killed run's temporary files are swept.

The book is a real PDF of the test book's generator (pipeline/ocr/testbook.py), pages of
one short line each so that the real tesseract reads them in a fraction of a second; the
renderings are counted by wrapping pdf2image's one entry point in this process."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pdf2image
import pytest

from pipeline.ocr.cache import SourceId, entry, page_key, source_id, sweep
from pipeline.ocr.pages import ocr_book
from pipeline.ocr.render import RENDER
from tests.test_ocr import needs_tesseract
from tests.test_ocr_dask import needs_font

LINES = ("Le Ieu de l’Oye.", "Premierement faut conuenir", "Qui fera neuf, paye vn iecton.")


def _book(path: Path, lines: tuple[str, ...] = LINES) -> Path:
    from pipeline.ocr.testbook import TestPage, write_pdf

    write_pdf(path, pages=[TestPage(None, [line]) for line in lines])
    return path


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The (first, last) page of every rendering of a PDF made in this test."""
    made: list[tuple[int, int]] = []
    real = pdf2image.convert_from_path

    def counted(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202 - pdf2image's signature
        made.append((kwargs["first_page"], kwargs["last_page"]))
        return real(*args, **kwargs)

    monkeypatch.setattr(pdf2image, "convert_from_path", counted)
    return made


def _stale(folder: Path, name: str, age: float) -> Path:
    """A temporary file as a write killed ``age`` seconds ago leaves it."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f".{name}.k1ll3d.tmp"
    path.write_bytes(b"<html><body><div class='ocr_pa")  # torn mid-write
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def test_sweep_takes_a_killed_runs_temporary_files_and_leaves_a_writers(tmp_path):
    """Temporary files older than any write are swept; a young one (another run writing
    now), the entries and other files stay; a folder that does not exist is no error."""
    old = _stale(tmp_path, "abc.hocr", 3600)
    young = _stale(tmp_path, "def.hocr", 5)
    kept = tmp_path / "abc.hocr"
    kept.write_bytes(b"<html/>")
    (tmp_path / "notes.tmp").write_bytes(b"not ours")
    assert sweep(tmp_path) == 1
    assert not old.exists() and young.exists() and kept.exists()
    assert (tmp_path / "notes.tmp").exists()
    assert sweep(tmp_path / "absent") == 0
    assert sweep(tmp_path, now=time.time() + 3600) == 1 and not young.exists()


@needs_tesseract  # the key holds the model's folder, built from Debian's models
def test_a_pdf_is_keyed_by_its_bytes_and_a_change_is_seen(tmp_path):
    """The key of a PDF's page is its bytes' and its number's, whatever the file's name;
    other bytes, another page, another key; a file rewritten since it was hashed is seen."""
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    a.write_bytes(b"%PDF-1.4 one")
    b.write_bytes(a.read_bytes())
    ida, idb = source_id(a), source_id(b)
    assert page_key(ida, 1, RENDER) == page_key(idb, 1, RENDER)
    assert page_key(ida, 1, RENDER) != page_key(ida, 2, RENDER)
    assert page_key(ida, 1, RENDER) != page_key(ida, 1, None)  # an image file's key
    assert ida.unchanged(a)
    a.write_bytes(b"%PDF-1.4 two, longer")
    assert not ida.unchanged(a) and page_key(source_id(a), 1, RENDER) != page_key(ida, 1, RENDER)
    assert not SourceId("x", 1, 1).unchanged(tmp_path / "gone.pdf")


@pytest.mark.integration
@needs_tesseract
@needs_font
def test_integ_resume_renders_only_the_pages_not_cached(tmp_path, renders):
    """A book read whole, then one page's entry lost (a kill before it was written) and a
    torn temporary file left: the re-run renders and reads that page alone, takes the others
    from the cache unrendered, gives the same pages and sweeps the torn file. The PDF
    rewritten with another line: no old entry is taken, every page is read again."""
    pdf = _book(tmp_path / "book.pdf")
    out = tmp_path / "out"
    first = list(ocr_book(pdf, out, workers=1))
    assert [p.cached for p in first] == [False] * 3 and len(renders) == 1  # one run of 3 pages
    assert "Premierement" in first[1].lines[0].raw
    key = page_key(source_id(pdf), 2, RENDER)
    entry(out / ".cache", key).unlink()
    torn = _stale(out / ".cache", f"{key}.hocr", 3600)
    renders.clear()
    again = list(ocr_book(pdf, out, workers=1))
    assert renders == [(2, 2)], renders
    assert [p.cached for p in again] == [True, False, True] and not torn.exists()
    assert [(p.width, p.height, p.hocr) for p in again] == [
        (p.width, p.height, p.hocr) for p in first
    ]
    assert [[ln.text for ln in p.lines] for p in again] == [
        [ln.text for ln in p.lines] for p in first
    ]
    renders.clear()
    _book(pdf, ("Le Ieu du Hoc.", *LINES[1:]))
    changed = list(ocr_book(pdf, out, workers=1))
    assert [p.cached for p in changed] == [False] * 3 and renders == [(1, 3)]
    assert "Hoc" in changed[0].lines[0].raw


@pytest.mark.integration
@needs_tesseract
@needs_font
def test_integ_resume_on_dask_renders_only_the_pages_not_cached(tmp_path, renders):
    """`maison ocr`'s Dask run (worker threads of this process, so the renderings are
    counted here): after a run whose last page was lost, the re-run renders page 3 alone,
    counts the others as from the cache, writes the same files, and sweeps the killed run's
    temporary files from the cache and the book's folder."""
    from pipeline.ocr.books import connect, plan, run

    pdf = _book(tmp_path / "book.pdf")
    out = tmp_path / "out"
    books = plan([pdf], out)
    with connect(None, 1, threads=True) as client:
        tally = run(books, out, client)[pdf]
        assert (tally.read, tally.cached) == (3, 0) and sorted(renders) == [(1, 1), (2, 2), (3, 3)]
        written = {p.name: p.read_bytes() for p in out.glob("page-*")}
        entry(out / ".cache", page_key(source_id(pdf), 3, RENDER)).unlink()
        torn = [_stale(out / ".cache", "x.hocr", 3600), _stale(out, "page-003.txt", 3600)]
        renders.clear()
        tally = run(books, out, client)[pdf]
    assert (tally.read, tally.cached) == (1, 2) and renders == [(3, 3)]
    assert {p.name: p.read_bytes() for p in out.glob("page-*")} == written
    assert not any(t.exists() for t in torn)
