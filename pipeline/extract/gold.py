"""Scoring the rule typer against the hand-checked sample in ``tests/gold/rule-types.tsv``."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from pipeline.extract.types import TYPES


def read_gold(path: Path) -> dict[str, str]:
    """id -> type, from the gold TSV (``#`` lines are its documentation)."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith(("#", "id\t")):
            continue
        ident, typ, _note = line.split("\t")
        out[ident] = typ
    return out


def per_type(gold: dict[str, str], found: dict[str, str]) -> dict[str, tuple[float, float, int]]:
    """type -> (precision, recall, support) over the gold ids; plus "all" -> (accuracy, ., n)."""
    tp: Counter[str] = Counter()
    fp: Counter[str] = Counter()
    fn: Counter[str] = Counter()
    for ident, want in gold.items():
        got = found.get(ident)
        if got == want:
            tp[want] += 1
        else:
            fn[want] += 1
            if got is not None:
                fp[got] += 1
    out = {}
    for t in TYPES:
        support = tp[t] + fn[t]
        p = tp[t] / (tp[t] + fp[t]) if tp[t] + fp[t] else 0.0
        r = tp[t] / support if support else 0.0
        out[t] = (p, r, support)
    acc = sum(tp.values()) / len(gold) if gold else 0.0
    out["all"] = (acc, acc, len(gold))
    return out
