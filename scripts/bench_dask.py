"""make bench, the OCR of many books on Dask (``python scripts/bench.py dask`` alone):

- pages per second of ``maison ocr``'s Dask run (render, prepare, tesseract, layout, ALTO,
  outputs written) on the same pages with a local cluster of 1 and then 2 single-threaded
  worker processes, each run with an empty cache, the workers warmed first (modules
  imported, the lexicon loaded: a cost per worker, not per page); the scaling ratio
  (target >= 1.7x); the same with 2 workers as threads of one process;
- every page's ALTO against the official schema (count valid / pages);
- the load of the machine (``os.getloadavg``) before and after: on a shared machine the
  ratio is only as good as the cores the run had to itself.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAGES = 8


def _pages(tmp: Path) -> Path:
    """Eight pages of the Goose's and the Piquet's real text, set as the book sets them."""
    from pipeline.ocr.testbook import prose, write_pdf

    text = next((ROOT / "corpus" / "sources").glob("*.google-ocr.md")).read_text(encoding="utf-8")
    start = text.index("**P**Remierement, faut conuenir")
    body = text[start : start + 30000].replace("**", "")
    body = "\n".join(line for line in body.splitlines() if not line.startswith("#"))
    pages = prose(body, "Le Ieu de l’Oye", pages=PAGES)
    pdf = tmp / "shelf.pdf"
    write_pdf(pdf, pages=pages)
    return pdf


def _run(pdf: Path, out: Path, workers: int, threads: bool) -> tuple[float, int]:
    from pipeline.ocr.books import connect, plan, run, warm

    books = plan([pdf], out)
    with connect(None, workers, threads) as client:
        client.run(warm)
        start = time.perf_counter()
        tallies = run(books, out, client)
        took = time.perf_counter() - start
    return took, tallies[pdf].read


def rows() -> list[tuple[str, str]]:
    from lxml import etree

    from pipeline.ocr.alto import schema
    from pipeline.ocr.lines import check_tesseract
    from pipeline.ocr.testbook import ROMAN

    if not ROMAN.exists():
        return [("ocr on dask", f"absent font {ROMAN}: not measured")]
    check_tesseract()
    load = os.getloadavg()[0]
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        pdf = _pages(Path(tmp))
        rate = {}
        for label, workers, threads in (("1", 1, False), ("2", 2, False), ("2t", 2, True)):
            took, read = _run(pdf, Path(tmp) / f"out-{label}", workers, threads)
            assert read == PAGES, read  # an empty cache each time: every page read
            rate[label] = PAGES / took
        xsd = schema()
        altos = sorted((Path(tmp) / "out-2").glob("page-*.alto.xml"))
        valid = sum(xsd.validate(etree.parse(str(p))) for p in altos)
        same = all(
            p.read_bytes() == (Path(tmp) / "out-1" / p.name).read_bytes()
            for p in sorted((Path(tmp) / "out-2").glob("page-*"))
        )
    after = os.getloadavg()[0]
    out += [
        (
            f"maison ocr on Dask, {PAGES} pages: pages/s, 1 worker / 2 workers (processes)",
            f"{rate['1']:.3f} / {rate['2']:.3f} = {rate['2'] / rate['1']:.2f}x (target ≥ 1.7x)",
        ),
        (
            "  2 workers as threads of one process: pages/s, ratio to 1 worker",
            f"{rate['2t']:.3f} = {rate['2t'] / rate['1']:.2f}x",
        ),
        (
            "  load average (1 min) before / after, on this machine's cores",
            f"{load:.2f} / {after:.2f} on {os.cpu_count()} cores",
        ),
        ("  outputs of 1 and 2 workers byte-identical", "yes" if same else "NO"),
        ("  pages whose ALTO validates (ALTO 4.3 schema)", f"{valid} / {len(altos)}"),
    ]
    return out


if __name__ == "__main__":
    for a, b in rows():
        print(f"{a}  {b}")
