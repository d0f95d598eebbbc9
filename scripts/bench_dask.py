"""make bench, the OCR of many books on Dask (``python scripts/bench.py dask`` alone):

- pages per second of ``maison ocr``'s Dask run (render, prepare, tesseract, layout, ALTO,
  outputs written) on the same pages with a local cluster of 1 and then 2 single-threaded
  worker processes, each run with an empty cache, the workers warmed first (modules
  imported, the lexicon loaded: a cost per worker, not per page); the scaling ratio
  (target >= 1.7x); the same with 2 workers as threads of one process;
- every page's ALTO against the official schema (count valid / pages);
- the load of the machine (``os.getloadavg``) before and after, the cores the workers
  obtained (their CPU time, tesseract's included, over the wall time) and the CPU seconds a
  page costs: on a shared machine the ratio is only as good as the cores the run had to
  itself, and a page's CPU cost times the pages of a shelf is what a cluster must supply.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAGES = 12


def _pages(tmp: Path) -> Path:
    """Twelve pages of the Goose's and the Piquet's real text, set as the book sets them."""
    from pipeline.ocr.testbook import prose, write_pdf

    text = next((ROOT / "corpus" / "sources").glob("*.google-ocr.md")).read_text(encoding="utf-8")
    start = text.index("**P**Remierement, faut conuenir")
    body = text[start : start + 30000].replace("**", "")
    body = "\n".join(line for line in body.splitlines() if not line.startswith("#"))
    pages = prose(body, "Le Ieu de l’Oye", pages=PAGES)
    pdf = tmp / "shelf.pdf"
    write_pdf(pdf, pages=pages)
    return pdf


def _cpu(pids: list[int]) -> float:
    """CPU seconds of these processes and of their finished children (tesseract)."""
    import psutil

    total = 0.0
    for pid in pids:
        t = psutil.Process(pid).cpu_times()
        total += t.user + t.system + t.children_user + t.children_system
    return total


def _run(pdf: Path, out: Path, workers: int, threads: bool) -> tuple[float, float, int, int]:
    """Seconds of the run, CPU seconds its workers had, pages read, the largest worker's
    resident memory (bytes)."""
    import psutil

    from pipeline.ocr.books import connect, plan, run, warm

    books = plan([pdf], out)
    with connect(None, workers, threads) as client:
        client.run(warm)
        pids = sorted(set(client.run(os.getpid).values()))
        cpu = _cpu(pids)
        start = time.perf_counter()
        tallies = run(books, out, client)
        took = time.perf_counter() - start
        cpu = _cpu(pids) - cpu
        rss = max(psutil.Process(pid).memory_info().rss for pid in pids)
    return took, cpu, tallies[pdf].read, rss


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
        rate, cores, per_page, rss = {}, {}, {}, {}
        for label, workers, threads in (("1", 1, False), ("2", 2, False), ("2t", 2, True)):
            took, cpu, read, rss[label] = _run(pdf, Path(tmp) / f"out-{label}", workers, threads)
            assert read == PAGES, read  # an empty cache each time: every page read
            rate[label], cores[label], per_page[label] = PAGES / took, cpu / took, cpu / PAGES
        xsd = schema()
        altos = sorted((Path(tmp) / "out-2").glob("page-*.alto.xml"))
        valid = sum(xsd.validate(etree.parse(str(p))) for p in altos)
        written = sum(f.stat().st_size for f in (Path(tmp) / "out-2").rglob("*") if f.is_file())
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
            "  cores the workers obtained (CPU time / wall), 1 / 2 processes / 2 threads",
            f"{cores['1']:.2f} / {cores['2']:.2f} / {cores['2t']:.2f}",
        ),
        (
            "  CPU seconds per page (workers and their tesseract), 1 / 2 processes / 2 threads",
            f"{per_page['1']:.2f} / {per_page['2']:.2f} / {per_page['2t']:.2f}",
        ),
        (
            "  projected ratio had each worker a core: 2 × CPU/page 1 ÷ CPU/page 2 (processes)",
            f"{2 * per_page['1'] / per_page['2']:.2f}x (arithmetic, not a measurement)",
        ),
        (
            "  load average (1 min) before / after, on this machine's cores",
            f"{load:.2f} / {after:.2f} on {os.cpu_count()} cores",
        ),
        ("  outputs of 1 and 2 workers byte-identical", "yes" if same else "NO"),
        (
            "  written per page (txt, furniture, hOCR, ALTO, cache); a worker's memory",
            f"{written / PAGES / 1024:.0f} KiB; {rss['1'] / 2**20:.0f} MiB resident",
        ),
        ("  pages whose ALTO validates (ALTO 4.3 schema)", f"{valid} / {len(altos)}"),
    ]
    return out


if __name__ == "__main__":
    for a, b in rows():
        print(f"{a}  {b}")
