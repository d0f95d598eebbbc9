"""The period's recogniser measured on prints it never saw (``make bench``; alone: ``python
scripts/bench.py recogniser``).

The shipped network (``pipeline/ocr/data/fra-period.lstm``) learned from every line of the
Gallicorpora pages and the OCR17 lines (``scripts/train_period_model.py``), so the bench's
figures on those pages and lines are its training set's. Here the prints are parted in two
halves (every other Gallicorpora print and OCR17 book, in name order), a network is trained
on each half as the shipped one was, and each half is read by the whole reader (layout,
vote, post-correction: ``$MAISON_RECOGNISER``) with the network trained on the other half,
and with Debian's: main-text CER on the real pages, strict CER on the OCR17 lines, errors
summed over both halves.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bench_pages import PAGES, line_truth, nfc, read_main_text, read_truth  # noqa: E402
from train_period_model import OCR17, all_prints, print_of, train  # noqa: E402


def halves() -> tuple[set[str], set[str]]:
    """The two halves of the prints (see the module)."""
    pages = sorted({print_of(p.stem) for p in PAGES.glob("*.jpg")})
    books = sorted(all_prints() - set(pages))
    return set(pages[0::2] + books[0::2]), set(pages[1::2] + books[1::2])


def read(prints: set[str]) -> dict[str, int]:
    """Errors and reference characters of the real pages and the OCR17 lines of ``prints``,
    read by the whole reader with the network ``$MAISON_RECOGNISER`` names."""
    from PIL import Image
    from rapidfuzz.distance import Levenshtein

    from pipeline.ocr.lines import read_lines
    from pipeline.ocr.pages import ocr_page

    out = {"page_errors": 0, "page_chars": 0, "line_errors": 0, "line_chars": 0}
    for path in sorted(PAGES.glob("*.jpg")):
        if print_of(path.stem) not in prints:
            continue
        ref = nfc(read_truth(path.with_suffix(".xml")).main_text())
        with Image.open(path) as im:
            page = ocr_page(1, im.convert("L"), None)
        ours = nfc(read_main_text(page))
        out["page_errors"] += Levenshtein.distance(ours, ref)
        out["page_chars"] += len(ref)
    lines = [p for p in sorted(OCR17.glob("*.png")) if print_of(p.name) in prints]
    for p, reading in zip(lines, read_lines(lines), strict=True):
        truth = nfc(line_truth(p))
        out["line_errors"] += Levenshtein.distance(nfc(reading.text), truth)
        out["line_chars"] += len(truth)
    return out


def _read_with(network: Path, prints: set[str]) -> dict[str, int]:
    """:func:`read` in a process of its own, the reader's network set to ``network``."""
    env = {**os.environ, "MAISON_RECOGNISER": str(network), "OMP_THREAD_LIMIT": "1"}
    done = subprocess.run(
        [sys.executable, __file__, "--read", ",".join(sorted(prints))],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def rows() -> list[tuple[str, str]]:
    if not PAGES.is_dir() or not OCR17.is_dir():
        return [("recogniser on unseen prints", f"absent ({PAGES.parent} not found)")]
    from pipeline.ocr import model

    a, b = halves()
    with tempfile.TemporaryDirectory(prefix="maison-bench-") as tmp:
        work = Path(tmp)
        subprocess.run(
            ["combine_tessdata", "-u", str(model.system_tessdata() / f"{model.BASE}.traineddata"),
             f"{work}/debian."],
            capture_output=True, check=True,
        )  # fmt: skip
        with ThreadPoolExecutor(2) as pool:
            learned = list(pool.map(train, (a, b), (work / "a.lstm", work / "b.lstm")))
            runs = [
                (work / "b.lstm", a),
                (work / "a.lstm", b),
                (work / "debian.lstm", a),
                (work / "debian.lstm", b),
            ]
            got = list(pool.map(lambda run: _read_with(*run), runs))
    crossed = {k: got[0][k] + got[1][k] for k in got[0]}
    debian = {k: got[2][k] + got[3][k] for k in got[2]}

    def cer(d: dict[str, int], what: str) -> str:
        return f"{100 * d[f'{what}_errors'] / d[f'{what}_chars']:.2f}%"

    return [
        (
            "recogniser on unseen prints: real pages, main-text CER, Debian's network / the"
            " other half's",
            f"{cer(debian, 'page')} / {cer(crossed, 'page')}"
            f" ({debian['page_errors']} / {crossed['page_errors']} errors; halves of"
            f" {learned[0]} and {learned[1]} lines)",
        ),
        (
            "recogniser on unseen prints: OCR17 lines, strict CER, Debian's network / the"
            " other half's",
            f"{cer(debian, 'line')} / {cer(crossed, 'line')}",
        ),
    ]


if __name__ == "__main__":
    if sys.argv[1:2] == ["--read"]:
        print(json.dumps(read(set(sys.argv[2].split(",")))))
    else:
        for label, value in rows():
            print(f"{label:<90}  {value}")
