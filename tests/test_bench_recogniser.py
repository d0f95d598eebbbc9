"""The recogniser's bench (scripts/bench_recogniser.py) adds up the runs it reads in parts
(two halves; ten prints left out one by one) and names the pages a network read worse than
raw tesseract: the issue's "no page worse than raw" checked on prints the network never saw."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import bench_recogniser as br  # noqa: E402
from bench_pages import worse_than_raw  # noqa: E402


def run(pages: dict[str, int], raw: dict[str, int], chars: int) -> dict:
    """A :func:`bench_recogniser.read` result of pages alone."""
    return {
        "page_errors": sum(pages.values()),
        "page_chars": chars,
        "line_errors": 0,
        "line_chars": 0,
        "pages": pages,
        "raw": raw,
        "hocr": {},
    }


def test_runs_on_parts_of_the_prints_add_up_to_one_run_on_them_all():
    a = run({"x_f1": 10, "x_f2": 5}, {"x_f1": 30, "x_f2": 4}, 400)
    b = run({"y_f1": 7}, {"y_f1": 9}, 100)
    both = br._summed([a, b])
    assert both["page_errors"] == 22 and both["page_chars"] == 500
    assert both["pages"] == {"x_f1": 10, "x_f2": 5, "y_f1": 7}
    assert br.cer(both, "page") == "4.40%"
    with pytest.raises(ValueError, match="two runs"):  # parts, never a page twice
        br._summed([a, a])


def test_the_pages_worse_than_raw_are_named_with_both_counts():
    both = br._summed([run({"x_f1": 10, "x_f2": 5}, {"x_f1": 30, "x_f2": 4}, 400)])
    assert worse_than_raw(both["pages"], both["raw"]) == "1 of 2: x_f2 (5 / 4)"
    level = br._summed([run({"x_f1": 4}, {"x_f1": 4}, 100)])
    assert (
        worse_than_raw(level["pages"], level["raw"]) == "0 of 1"
    )  # as many errors as raw tesseract is not worse


@pytest.mark.skipif(not br.PAGES.is_dir(), reason=f"{br.PAGES} is absent: no prints to part")
def test_the_halves_part_the_prints():
    a, b = br.halves()
    assert a and b and not a & b and a | b == br.all_prints()
