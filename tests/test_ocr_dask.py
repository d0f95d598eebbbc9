"""Many books on Dask (``maison ocr A.pdf B/ ...``), ALTO v4 for every page, and boxes in the
scan's own coordinates on a deskewed page (issue 17, items 1 and 2).

The pages are the generated test book's (pipeline/ocr/testbook.py), read by the real
tesseract: a few pages only, workers as threads of the command's own process (``--threads``)
so that no test waits for worker processes to start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from lxml import etree
from PIL import Image, ImageDraw

from pipeline.ocr.alto import ALTO_NS, page_alto, schema, zone_of
from pipeline.ocr.frame import hocr_to_scan, unrotate_box
from pipeline.ocr.pages import OcrLine, Page
from tests.test_ocr import needs_tesseract

MAISON = [sys.executable, "-m", "pipeline.cli"]
A = {"a": ALTO_NS}


def _fonts_present() -> bool:
    from pipeline.ocr.testbook import ROMAN

    return ROMAN.exists()


needs_font = pytest.mark.skipif(
    not _fonts_present(), reason="no test font (make test installs IM Fell or EB Garamond)"
)


@pytest.fixture(scope="module")
def alto_schema() -> etree.XMLSchema:
    return schema()


def _hocr(lines: list[tuple[tuple[int, int, int, int], list[tuple[str, tuple, int]]]]) -> bytes:
    body = "".join(
        f"<span class='ocr_line' title='bbox {' '.join(map(str, box))}'>"
        + "".join(
            f"<span class='ocrx_word' title='bbox {' '.join(map(str, b))}; x_wconf {c}'>{w}</span> "
            for w, b, c in words
        )
        + "</span>"
        for box, words in lines
    )
    return (
        "<html xmlns='http://www.w3.org/1999/xhtml'><body>"
        f"<div class='ocr_page' title='bbox 0 0 1000 1600'>{body}</div></body></html>"
    ).encode()


def test_alto_zones_words_and_schema(alto_schema):
    """Each kind of line becomes its SegmOnto zone (TAGREFS to Tags/OtherTag), the running
    head's page number a NumberingZone of its own, an unknown kind main text, dirt nothing;
    words keep their boxes and confidences, in their corrected forms; the ALTO validates."""
    head = (100, 80, 700, 120)
    text1, text2 = (100, 200, 900, 240), (100, 260, 880, 300)
    sig, dirt, other = (450, 1500, 520, 1540), (300, 1000, 320, 1010), (100, 700, 600, 740)
    hocr = _hocr(
        [
            (head, [("272", (100, 80, 160, 120), 91), ("Le", (180, 80, 230, 120), 88),
                    ("Ieu.", (250, 80, 700, 120), 70)]),
            (text1, [("Qui", (100, 200, 180, 240), 95), ("eftre", (200, 200, 900, 240), 60)]),
            (text2, [("paye", (100, 260, 500, 300), 90), ("laif-", (520, 260, 880, 300), 85)]),
            (sig, [("M", (450, 1500, 470, 1540), 80), ("iij", (480, 1500, 520, 1540), 75)]),
            (other, [("Note", (100, 700, 600, 740), 50)]),
        ]
    )  # fmt: skip
    page = Page(
        3,
        1000,
        1600,
        [
            OcrLine("272 Le Ieu.", head, 83.0, "header"),
            OcrLine("Qui eſtre", text1, 77.5, "text"),
            OcrLine("paye laiſ¬", text2, 87.5, "text"),
            OcrLine("Note", other, 50.0, "ornament-x"),
            OcrLine(".,", dirt, 10.0, "dirt"),
            OcrLine("M iij", sig, 77.5, "sig"),
        ],
        hocr,
    )
    doc = etree.fromstring(page_alto(page, "p3.png"))
    assert alto_schema.validate(doc), alto_schema.error_log
    tags = {t.get("ID"): t.get("LABEL") for t in doc.iterfind(".//a:OtherTag", A)}
    blocks = [
        (tags[b.get("TAGREFS")], [s.get("CONTENT") for s in b.iterfind(".//a:String", A)])
        for b in doc.iterfind(".//a:TextBlock", A)
    ]
    assert blocks == [
        ("NumberingZone", ["272"]),
        ("RunningTitleZone", ["Le", "Ieu."]),
        ("MainZone", ["Qui", "eſtre", "paye", "laiſ", "Note"]),  # unknown kind: main text
        ("QuireMarksZone", ["M", "iij"]),
    ]
    s = doc.find(".//a:String[@CONTENT='eſtre']", A)
    assert (s.get("HPOS"), s.get("VPOS"), s.get("WIDTH"), s.get("HEIGHT")) == (
        "200",
        "200",
        "700",
        "40",
    )
    assert s.get("WC") == "0.60"
    hyp = doc.find(".//a:String[@CONTENT='laiſ']", A).getnext()
    assert hyp.tag == f"{{{ALTO_NS}}}HYP" and hyp.get("CONTENT") == "-"  # laiſ-/ſera
    assert page_alto(page, "p3.png") == page_alto(page, "p3.png")  # no clock, no randomness


def test_boxes_turned_back_into_the_scan():
    """A box of the deskewed page, turned back by the skew about the centre, encloses the
    same ink in the skewed scan; hOCR boxes are rewritten so, the page's own box kept."""
    im = Image.new("L", (1400, 2200), 255)
    box = (200, 300, 1100, 340)
    ImageDraw.Draw(im).rectangle(box, fill=0)
    for angle in (4.0, -3.0):
        scan = np.asarray(im.rotate(angle, resample=Image.BICUBIC, fillcolor=255))
        ys, xs = np.nonzero(scan < 128)
        ink = (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)
        got = unrotate_box(box, angle, 1400, 2200)
        assert all(abs(a - b) <= 2 for a, b in zip(got, ink, strict=True)), (angle, got, ink)
    hocr = (
        b"<div class='ocr_page' title='image \"/tmp/tess_x1_input.PNG\"; bbox 0 0 1400 2200'>"
        b"<span title='bbox 200 300 1100 340'>"
    )
    turned = hocr_to_scan(hocr, 4.0, 1400, 2200)
    assert b"bbox 0 0 1400 2200" in turned and b"tess_" not in turned  # the same bytes each run
    assert "bbox {} {} {} {}".format(*unrotate_box(box, 4.0, 1400, 2200)).encode() in turned
    head = b"<head><meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_line'/></head>"
    scaled = head + hocr.replace(b"bbox 0 0 1400 2200", b"bbox 0 0 1399 2201")
    assert b"bbox 0 0 1400 2200" in hocr_to_scan(scaled, 0.0, 1400, 2200)  # tesseract's head
    # names ocr_page before the page does: the page's box is still the one made the scan's


def _iou(a: tuple, b: tuple) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    inter = max(0, w) * max(0, h)
    area = lambda r: (r[2] - r[0]) * (r[3] - r[1])  # noqa: E731
    return inter / (area(a) + area(b) - inter)


@pytest.mark.integration
@needs_tesseract
@needs_font
def test_integ_deskewed_page_lines_in_the_scans_coordinates(tmp_path, alto_schema):
    """A page of the test book turned by 4 degrees (the preparation deskews it): each line
    read is where that line's ink is in the scan as given (its upright box turned by 4
    degrees), not where it is on the upright page; the ALTO validates."""
    from pipeline.ocr.pages import ocr_page
    from pipeline.ocr.testbook import book, render

    clean = render(book()[3])
    ink = np.asarray(clean) < 128
    rows = np.flatnonzero(ink.any(axis=1))
    bands = np.split(rows, np.flatnonzero(np.diff(rows) > 8) + 1)
    truth = []
    for band in bands:
        xs = np.flatnonzero(ink[band[0] : band[-1] + 1].any(axis=0))
        upright = (int(xs[0]), int(band[0]), int(xs[-1]) + 1, int(band[-1]) + 1)
        truth.append(unrotate_box(upright, 4.0, *clean.size))
    scan = clean.rotate(4.0, resample=Image.BICUBIC, fillcolor=255)
    page = ocr_page(4, scan, tmp_path / "cache")
    text = [ln for ln in page.lines if ln.is_text]
    assert len(text) >= 4
    for line in text:
        assert max(_iou(line.bbox, t) for t in truth) >= 0.7, (line.text, line.bbox)
    assert alto_schema.validate(etree.fromstring(page_alto(page, "scan.png")))


def _shelf(tmp: Path) -> tuple[Path, Path, Path]:
    """Two small books (a PDF of a game page, a folder with another page's image and a file
    that is no image), each with a numbered running head, and a PDF that is not one."""
    from pipeline.ocr.testbook import book, render, write_pdf

    pages = book()
    pdf = tmp / "oye.pdf"
    write_pdf(pdf, pages=pages[3:4])
    folder = tmp / "fins"
    folder.mkdir()
    render(pages[4]).save(folder / "p1.png")
    (folder / "p2.png").write_bytes(b"\x89PNG broken")
    bad = tmp / "bad.pdf"
    bad.write_bytes(b"%PDF-1.4 this is not a pdf")
    return pdf, folder, bad


@pytest.mark.integration
@needs_tesseract
@needs_font
def test_integ_two_books_on_a_local_cluster_a_bad_one_reported(tmp_path, alto_schema):
    """Two books and a corrupt PDF through a local Dask cluster of two workers: the bad book
    and the bad page are one line each on stderr, the rest is read, every page has valid
    ALTO, and the outputs are the same bytes when one worker writes them in another order."""
    pdf, folder, bad = _shelf(tmp_path)
    out = tmp_path / "out"
    run = subprocess.run(
        [*MAISON, "ocr", str(pdf), str(folder), str(bad), "--out", str(out), "--threads"]
        + ["--workers", "2"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 1, run.stderr
    assert "Traceback" not in run.stderr
    bad_lines = [ln for ln in run.stderr.splitlines() if "bad.pdf" in ln]
    assert bad_lines == [
        f"maison: {bad}: not a readable PDF (Syntax Error: Couldn't read xref table)"
    ]
    assert f"wrote 1 pages to {out / 'oye'} (1 read, 0 from the cache)" in run.stdout
    assert (
        f"wrote 1 pages to {out / 'fins'} (1 read, 0 from the cache; 1 could not be read)"
        in run.stdout
    )
    assert [ln for ln in run.stderr.splitlines() if "p2.png" in ln] == [
        f"maison: {folder}: page 2 (p2.png): not a readable image (UnidentifiedImageError)"
    ]
    files = sorted(p.relative_to(out) for p in out.rglob("page-*"))
    assert len(files) == 8 and not (out / "bad").exists()
    for alto in out.rglob("*.alto.xml"):
        assert alto_schema.validate(etree.parse(str(alto))), (alto, alto_schema.error_log)
    for stem in ("oye/page-001", "fins/page-001"):
        alto = etree.parse(str(out / f"{stem}.alto.xml"))
        zones = {t.get("LABEL") for t in alto.iterfind(".//a:OtherTag", A)}
        furniture = (out / f"{stem}.furniture.txt").read_text(encoding="utf-8").splitlines()
        kinds = {row.split("\t")[0] for row in furniture} - {"dirt"}
        assert {"MainZone", *map(zone_of, kinds)} <= zones, (stem, zones, kinds)
        # the head, with its number ("2 Le Ieu de l'Oye.") or without it: the period's
        # network drops the lone 3 far right of "Le Ieu des quatre fins. 3"
        assert zones & {"NumberingZone", "RunningTitleZone"}
    # one worker, the books in the other order, the same cache: the same bytes
    again = tmp_path / "again"
    (again / ".cache").mkdir(parents=True)
    for entry in (out / ".cache").iterdir():
        (again / ".cache" / entry.name).write_bytes(entry.read_bytes())
    one = subprocess.run(
        [*MAISON, "ocr", str(folder), str(pdf), "--out", str(again), "--threads", "--workers", "1"],
        capture_output=True,
        text=True,
    )
    assert one.returncode == 1 and "p2.png" in one.stderr  # the broken page is still broken
    assert "(0 read, 1 from the cache)" in one.stdout
    for f in files:
        assert (again / f).read_bytes() == (out / f).read_bytes(), f


@pytest.mark.integration
@needs_tesseract
@needs_font
def test_integ_killed_run_resumes_with_the_pages_not_cached(tmp_path):
    """`maison ocr` killed (SIGKILL, the whole process group) once the first page is cached:
    the re-run takes the cached pages as they are (the same files, never rewritten) and OCRs
    only the others."""
    from pipeline.ocr.testbook import book, write_pdf

    pdf = tmp_path / "book.pdf"
    write_pdf(pdf, pages=book()[2:4])
    out = tmp_path / "out"
    cache = out / ".cache"
    cmd = [*MAISON, "ocr", str(pdf), "--out", str(out), "--threads", "--workers", "1"]
    proc = subprocess.Popen(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    try:
        deadline = time.monotonic() + 300
        while not list(cache.glob("*.hocr")) and time.monotonic() < deadline:
            assert proc.poll() is None, "the run ended before a page was cached"
            time.sleep(0.05)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    kept = {p.name: p.stat().st_ino for p in cache.glob("*.hocr")}
    assert len(kept) == 1, kept  # one worker: the second page was being read
    run = subprocess.run(cmd, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "(1 read, 1 from the cache)" in run.stdout
    after = {p.name: p.stat().st_ino for p in cache.glob("*.hocr")}
    assert len(after) == 2 and all(after[name] == ino for name, ino in kept.items())
    assert sorted(p.name for p in out.glob("page-*.alto.xml")) == [
        "page-001.alto.xml",
        "page-002.alto.xml",
    ]


@pytest.mark.integration
@needs_tesseract
@needs_font
def test_integ_a_book_gone_before_its_hash_fails_page_by_page(tmp_path):
    """A PDF's hash is handed to its pages as a value (a page that waited on the hashing
    task was sent to the worker holding its result, and the other workers idled): a PDF
    that vanished after the shelf was planned makes its hash fail, and then each of its
    pages fails on its own, one error a page, while the next book is read whole."""
    from pipeline.ocr.books import connect, plan, run
    from pipeline.ocr.testbook import book, write_pdf

    for name in ("gone", "kept"):
        write_pdf(tmp_path / f"{name}.pdf", pages=book()[2:4])
    books = plan([tmp_path / "gone.pdf", tmp_path / "kept.pdf"], tmp_path / "out")
    (tmp_path / "gone.pdf").unlink()
    errors: list[str] = []
    with connect(None, 2, threads=True) as client:
        tallies = run(
            books, tmp_path / "out", client, on_page=lambda b, p, e: e and errors.append(e)
        )
    assert (tallies[tmp_path / "gone.pdf"].failed, tallies[tmp_path / "kept.pdf"].written) == (2, 2)
    assert len(errors) == 2 and all("gone.pdf" in e for e in errors), errors
    assert sorted(p.name for p in (tmp_path / "out" / "kept").glob("page-*.alto.xml")) == [
        "page-001.alto.xml",
        "page-002.alto.xml",
    ]


def test_books_from_the_command_line_and_a_list_file(tmp_path):
    """A list file: one path a line, comments, relative to the list's folder, each book
    once; several books go to folders of their names (two of one name told apart, stably);
    a book that cannot be opened carries its one-line error, the others are planned."""
    from pipeline.errors import MaisonError
    from pipeline.ocr.books import plan, sources_from

    for name in ("a/scans", "b/scans", "empty"):
        (tmp_path / name).mkdir(parents=True)
    for name in ("a/scans", "b/scans"):
        Image.new("L", (40, 40), 255).save(tmp_path / name / "p1.png")
    shelf = tmp_path / "books.txt"
    shelf.write_text("# the shelf\na/scans\nb/scans  # the same name\n\nempty\nnone.pdf\n")
    sources = sources_from([tmp_path / "a/scans"], shelf)
    assert sources == [tmp_path / p for p in ("a/scans", "b/scans", "empty", "none.pdf")]
    books = plan(sources, tmp_path / "out")
    assert [b.pages for b in books] == [1, 1, 0, 0]
    a, b = books[0].folder.name, books[1].folder.name
    assert a != b and a.startswith("scans-") and b.startswith("scans-")
    assert plan(sources, tmp_path / "out")[0].folder.name == a  # the same name each run
    assert books[2].error == f"{tmp_path / 'empty'}: no page images (PNG, JPEG, TIFF)"
    assert books[3].error == f"{tmp_path / 'none.pdf'}: no such file or folder"
    assert plan(sources[:1], tmp_path / "out")[0].folder == tmp_path / "out"  # one book: OUT
    with pytest.raises(MaisonError, match="no book to read"):
        sources_from([], None)
