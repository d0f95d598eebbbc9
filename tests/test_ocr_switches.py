"""The post-correction's rules by name (pipeline/ocr/switches.py) and their ablation
(scripts/bench_ablation.py, issue 34): each rule switchable, on by default, and measured on
the prints it was not developed on."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
import regex

from pipeline.ocr.postcorrect import postcorrect
from pipeline.ocr.switches import RULES, applied, off, on
from scripts import bench_ablation
from scripts.bench_pages import PAGES

ROOT = Path(__file__).resolve().parents[1]

EXAMPLES = [
    ("il eſt icy,qui vient", "glued-space", "il eſt icy, qui vient"),
    ("le [ieur de la", "bracket-long-s", "le ſieur de la"),
    ("vraye , ie", "space-before-mark", "vraye, ie"),
    ("que l'autre", "typographic-apostrophe", "que l’autre"),
    ("le langage ,que ie", "comma-ahead", "le langage, que ie"),
]


@pytest.mark.parametrize(("line", "rule", "corrected"), EXAMPLES)
def test_a_rule_is_on_by_default_and_off_only_within_its_block(line, rule, corrected):
    with applied() as seen:
        assert postcorrect(line)[0] == corrected
    assert rule in seen
    with off(rule):
        assert postcorrect(line)[0] != corrected
    assert postcorrect(line)[0] == corrected


def test_a_rule_that_does_not_apply_is_not_noted():
    with applied() as seen:
        postcorrect("le ſieur de la")
    assert "bracket-long-s" not in seen and "glued-space" not in seen


def test_an_unknown_rule_is_an_error():
    with (
        pytest.raises(KeyError, match="no post-correction rule 'glued-spaces'"),
        off("glued-spaces"),
    ):
        pass
    with pytest.raises(KeyError):
        on("no-such-rule")


def test_every_rule_is_asked_by_some_guard():
    """A name in the registry that no code asks for would be ablated to no effect, forever."""
    code = "".join(
        f.read_text(encoding="utf-8")
        for f in sorted((ROOT / "pipeline" / "ocr").glob("*.py"))
        if f.name != "switches.py"  # where the names are given, not asked
    )
    quoted = set(regex.findall(r'"([a-z0-9-]+)"', code))
    assert set(RULES) - quoted == set()


def _ablation(gains: dict[str, dict[str, int]]) -> bench_ablation.Ablation:
    gain = {r: defaultdict(int, gains.get(r, {})) for r in RULES}
    return bench_ablation.Ablation([], {}, {}, gain)


def test_the_decision_keeps_only_what_pays_where_it_was_not_developed():
    prints = ["a", "b", "bpt6k1512176r"]
    ab = _ablation(
        {
            "glued-space": {"a": 3, "b": -1},  # pays in total
            "italic-capital": {"a": 1, "b": -2},  # costs in total
            "tilde": {"a": 1, "b": -1},  # changes pages, saves nothing
            # pays only on the print its commit names (444c840)
            "no-marks": {"a": -1, "bpt6k1512176r": 5},
            "typographic-apostrophe": {"a": -9},  # a convention: not decided
        }
    )
    decided = {r: bench_ablation.decision(ab, r, prints) for r in RULES}
    assert decided["glued-space"] == "keep"
    assert decided["italic-capital"] == "remove"
    assert decided["tilde"] == "remove"
    assert decided["no-marks"] == "remove"
    assert decided["typographic-apostrophe"] == "convention"
    assert decided["page-continues"] == "untested here"
    assert set(bench_ablation.costly(ab, prints)) == {"italic-capital", "tilde", "no-marks"}


@pytest.fixture(scope="module")
def real_page() -> bench_ablation.RealPage:
    """A real page read once for the tests that lay it out again with rules off."""
    if not PAGES.is_dir():
        pytest.skip(f"{PAGES} absent: the real pages are not in this environment")
    stem = "bpt6k6509381p_f9"  # (72609n_f11's rules, all off, came to the same count)
    pages = bench_ablation.real_pages(stems=[stem])
    assert pages, f"{stem} not among {PAGES}'s pages"
    return pages[0]


def test_ablation_on_a_real_page(real_page):
    """Turning off a rule that did not apply leaves the page's errors; turning off every rule
    that applied changes them (the switches reach the page's post-correction)."""
    page = real_page
    base, seen = bench_ablation.errors(page)
    idle = next(r for r in RULES if r not in seen)
    assert bench_ablation.errors(page, (idle,))[0] == base
    assert bench_ablation.errors(page, tuple(seen))[0] != base


def test_leaving_a_print_out_scores_it_with_the_rules_the_others_chose(real_page):
    """Each print is scored with the rules its other prints' gains remove turned off, never by
    its own gains: a rule that cost 2 on b and saved 1 on c is off when a (-1 on b and c) and c
    (-2 on a and b) are scored, and on when b is (+1 on a and c). Every page of a print is
    scored; the same reading stands for each page."""
    base, seen = bench_ablation.errors(real_page)
    rule = next(
        (
            r
            for r in sorted(seen - bench_ablation.CONVENTIONS)  # conventions are not decided
            if bench_ablation.errors(real_page, (r,))[0] != base
        ),
        None,
    )
    assert rule, f"no decided rule changes {real_page.stem} when turned off"
    stems = ["a_f1", "a_f2", "b_f1", "c_f1"]
    pages = [bench_ablation.RealPage(s, real_page.hocr, real_page.reference) for s in stems]
    gain = {r: defaultdict(int) for r in RULES}
    gain[rule] |= {"b": -2, "c": 1}
    ab = bench_ablation.Ablation(pages, dict.fromkeys(stems, base), {}, gain)
    without = bench_ablation.errors(real_page, (rule,))[0]
    assert bench_ablation.left_out(ab) == {
        "a_f1": without, "a_f2": without, "b_f1": base, "c_f1": without
    }  # fmt: skip


def test_the_bench_rows_say_when_the_pages_are_absent(monkeypatch, tmp_path):
    monkeypatch.setattr(bench_ablation, "PAGES", tmp_path / "absent")
    rows = bench_ablation.rows()
    assert rows == [
        ("post-correction ablation", f"absent ({tmp_path / 'absent'} not found): not measured")
    ]
