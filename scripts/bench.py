"""make bench: figures measured in one run, printed as a table (never asserted in tests).

- build time of the corpus (the same command as make corpus), wall clock, best of 3;
- peak memory (max RSS) of that build, from the kernel's accounting of the child;
- the shipped text's size, for a throughput figure.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "corpus" / "sources" / "maison-des-jeux-academiques-1665.google-ocr.md"


def main() -> None:
    runs = []
    with tempfile.TemporaryDirectory() as out:
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "pipeline.cli", "corpus", "--out", out],
                check=True,
                capture_output=True,
            )
            runs.append(time.perf_counter() - start)
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    size = SOURCE.stat().st_size
    lines = SOURCE.read_text(encoding="utf-8").count("\n")
    best = min(runs)
    rows = [
        ("make corpus (shipped text), wall time, best of 3", f"{best:.2f} s (target < 60 s)"),
        ("  all runs", ", ".join(f"{r:.2f} s" for r in runs)),
        ("peak memory of one build (max RSS)", f"{peak_kib / 1024:.0f} MiB"),
        (
            "throughput",
            f"{size / 1024 / best:.0f} KiB/s of source, {lines / best:.0f} source lines/s",
        ),
    ]
    width = max(len(a) for a, _ in rows)
    print(f"{'measure':<{width}}  value")
    print(f"{'-' * width}  -----")
    for a, b in rows:
        print(f"{a:<{width}}  {b}")


if __name__ == "__main__":
    main()
