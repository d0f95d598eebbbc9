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


def _tsv_rows(path: Path) -> list[list[str]]:
    """The cells of a gold TSV's rows: its ``#`` lines (documentation), its header (``id``
    first) and blank lines left out."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.split("\t") for line in lines if line and not line.startswith(("#", "id\t"))]


def read_gold_rows(path: Path) -> list[GoldRow]:
    """The rows of the gold TSV (``#`` lines are its documentation), in order."""
    out = []
    for ident, words, typ, note in _tsv_rows(path):
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


@dataclass(frozen=True)
class NumberRow:
    id: str
    text: str
    occurrence: int
    """Which occurrence of ``text`` among the rule's numbers (1 for the first)."""
    role: str
    """``square``, ``value``, ``count``, ``stake``, ``number``, or ``article`` (the rule's
    own number, which must not be reported)."""
    unit: str


def read_number_gold(path: Path) -> list[NumberRow]:
    """The rows of ``tests/gold/number-roles.tsv``."""
    out = []
    for ident, text, occurrence, role, unit in _tsv_rows(path):
        out.append(NumberRow(ident, text, int(occurrence), role, unit))
    return out


def found_roles(rows: list[NumberRow], numbers: dict[str, list[dict]]) -> list[tuple[str, str]]:
    """(role found, unit found) for each gold row, from each rule's ``numbers`` (as in
    rules.jsonl); ``article`` where the number is not reported."""
    out = []
    for row in rows:
        same = [n for n in numbers.get(row.id, []) if n["text"] == row.text]
        if len(same) >= row.occurrence:
            n = same[row.occurrence - 1]
            out.append((n["role"], n["unit"] or ""))
        else:
            out.append(("article", ""))
    return out


def role_scores(rows: list[NumberRow], found: list[tuple[str, str]]) -> dict[str, tuple]:
    """role -> (precision, recall, support); "all" -> (accuracy, unit accuracy, n), the unit
    scored on the counts and stakes whose unit the text names (its first five letters, which
    the lemmatiser's plural and old spellings leave alone)."""
    roles = ("article", "square", "value", "count", "stake", "number")
    out: dict[str, tuple] = {}
    for role in roles:
        tp = sum(1 for r, f in zip(rows, found, strict=True) if r.role == role and f[0] == role)
        fp = sum(1 for r, f in zip(rows, found, strict=True) if r.role != role and f[0] == role)
        n = sum(1 for r in rows if r.role == role)
        out[role] = (tp / (tp + fp) if tp + fp else 0.0, tp / n if n else 0.0, n)
    acc = sum(1 for r, f in zip(rows, found, strict=True) if r.role == f[0]) / len(rows)
    units = [(r, f) for r, f in zip(rows, found, strict=True) if r.unit]
    unit_acc = sum(1 for r, f in units if f[1][:5] == r.unit.lower()[:5]) / len(units)
    out["all"] = (acc, unit_acc, len(rows))
    return out
