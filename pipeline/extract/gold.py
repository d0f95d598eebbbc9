"""The hand-typed rules of ``tests/gold/rule-types.tsv``, and scoring a typer against them.

A row is keyed by the rule's id *and* its first words, so that a rule whose id moved (the
cutting changed) is found stale by a test rather than silently scored under another rule's
label."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from pipeline.model import RULE_TYPES as TYPES

N_WORDS = 4


@dataclass(frozen=True)
class GoldRow:
    id: str
    words: str
    """The first :data:`N_WORDS` words of the rule's normalised text, when it was typed."""
    type: str
    note: str


def first_words(text: str, n: int = N_WORDS) -> str:
    """The first ``n`` words of a rule's text, whitespace made single."""
    return " ".join(text.split()[:n])


def read_gold_rows(path: Path) -> list[GoldRow]:
    """The rows of the gold TSV (``#`` lines are its documentation), in order."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith(("#", "id\t")):
            continue
        ident, words, typ, note = line.split("\t")
        if typ not in TYPES:
            raise ValueError(f"{ident}: {typ!r} is not a rule type")
        out.append(GoldRow(ident, words, typ, note))
    return out


def read_gold(path: Path) -> dict[str, str]:
    """id -> type, from the gold TSV."""
    return {row.id: row.type for row in read_gold_rows(path)}


def stale_rows(rows: list[GoldRow], texts: dict[str, str]) -> list[str]:
    """The ids of rows whose rule is gone or no longer starts with the words typed."""
    return [r.id for r in rows if r.id not in texts or first_words(texts[r.id]) != r.words]


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
