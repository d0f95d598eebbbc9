"""Citations hold (issue 31): every rule id that the prose of the tests and of the rules
layer names exists, and a quotation of the book set right after a rule id is in that rule.

Prose is what a reader reads: docstrings and comments (code strings are the tests' inputs,
and may be ids made up to test a refusal). An id in double back-quotes (as in a script's
example of a renaming) is code quoted in prose, and is left alone too. A paragraph or a section cited whole
(france.p33, paume.s2) holds when rules stand in it. A quotation is checked where it
follows its id with nothing but a colon between (billard.a21 "est bon"): the book's
words, folded as the corpus folds them (accents, long s, u/v, i/j), in any of the rule's
three readings, or running on into the next rule; ``…`` cuts a quotation into pieces, each
of which must be there, and ``[…]`` is the citer's own insertion.
"""

from __future__ import annotations

import ast
import io
import json
import tokenize
from collections.abc import Iterator
from pathlib import Path

import regex

from pipeline.build import ROOT
from pipeline.text.fold import fold

READINGS = ("text_diplomatic", "text_regularised", "text_normalised")


def _prose(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of every docstring and comment of a Python file."""
    text = path.read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(text)):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            first = body[0] if body else None
            value = getattr(first, "value", None) if isinstance(first, ast.Expr) else None
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                yield first.lineno, value.value
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.COMMENT:
            yield tok.start[0], tok.string


def _files() -> list[Path]:
    return sorted((ROOT / "tests").glob("*.py")) + sorted((ROOT / "pipeline/rules").rglob("*.py"))


def _citations(rules: dict[str, dict]) -> tuple[list[str], list[str]]:
    games = sorted({r["game"] for r in rules.values()}, key=len, reverse=True)
    rid = (
        r"(?<![\w.#`-])(?:"
        + "|".join(map(regex.escape, games))
        + r")\.[a-z]\d+(?:\.[a-z]?\d+)*(?![\w`-])"
    )
    cited = regex.compile(rid)
    quoted = regex.compile(rf"({rid}):?\s*[\"«“]([^\"»”]{{6,}}?)[\"»”]")
    ids = set(rules) | {p for r in rules.values() for p in r["parts"]}
    order = list(rules)
    missing, misquoted = [], []
    for path in _files():
        where = path.relative_to(ROOT)
        for line, text in _prose(path):
            flat = regex.sub(r"``[^`]*``", " ", " ".join(text.split()))
            for m in cited.finditer(flat):
                i = m.group(0).rstrip(".")
                if i not in ids and not any(k.startswith(i + ".") for k in ids):
                    missing.append(f"{where}:{line}: {i}")
            for m in quoted.finditer(flat):
                i = m.group(1).rstrip(".")
                if i not in rules:
                    continue
                k = order.index(i)
                nxt = rules[order[k + 1]] if k + 1 < len(order) else {}
                hay = " ".join(fold(r.get(x, "")) for r in (rules[i], nxt) for x in READINGS)
                hay += " " + fold(" ".join(rules[i][x] + " " + nxt.get(x, "") for x in READINGS))
                quote = regex.sub(r"\[[^\]]*\]", "…", m.group(2))
                pieces = [
                    fold(p) for p in regex.split(r"…|\.\.\.", quote) if len(fold(p).split()) >= 2
                ]
                if not all(p in hay for p in pieces):
                    misquoted.append(f"{where}:{line}: {i}: {m.group(2)!r}")
    return missing, misquoted


def test_every_cited_rule_exists_and_says_what_is_quoted(built: tuple[Path, list]) -> None:
    rows = (built[0] / "rules.jsonl").read_text(encoding="utf-8").splitlines()
    rules = {r["id"]: r for r in map(json.loads, rows)}
    missing, misquoted = _citations(rules)
    assert missing == []
    assert misquoted == []


def test_no_predicate_is_listed_twice_for_a_rule(built: tuple[Path, list]) -> None:
    rows = (built[0] / "rules.jsonl").read_text(encoding="utf-8").splitlines()
    twice = [
        r["id"] for r in map(json.loads, rows) if len(r["predicates"]) != len(set(r["predicates"]))
    ]
    assert twice == []
