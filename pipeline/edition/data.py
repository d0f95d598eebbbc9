"""What the edition shows beside the text, read from the build's outputs and the rules layer.

Nothing here recomputes the corpus: the rules come from ``rules.jsonl``, the interventions'
reasons from ``interventions*.tsv``, the contradictions from ``reports/consistency.md``; the
predicates' quotes, source file and line from the registry (``inspect``), and their tests
from the ``@pytest.mark.predicate`` markers (:mod:`pipeline.testindex`).
"""

from __future__ import annotations

import csv
import inspect
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.errors import SourceError
from pipeline.testindex import tests_by_predicate


@dataclass
class Interventions:
    """Every intervention's (type, reason, confidence, who) as an index into one table."""

    table: list[tuple[str, str, str, str]] = field(default_factory=list)
    by_file: dict[str, dict[str, int]] = field(default_factory=dict)

    def read(self, path: Path) -> dict[str, int]:
        index = {t: i for i, t in enumerate(self.table)}
        out: dict[str, int] = {}
        if path.exists():
            with path.open(encoding="utf-8", newline="") as f:
                for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                    key = (row["type"], row["reason"], row["confidence"], row["resp"])
                    if key not in index:
                        index[key] = len(self.table)
                        self.table.append(key)
                    out[row["id"]] = index[key]
        self.by_file[path.name] = out
        return out


def read_rules(path: Path) -> dict[str, dict]:
    """rules.jsonl by id."""
    if not path.exists():
        raise SourceError(path, "not found: run `maison corpus` first")
    rules = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            rules[r["id"]] = r
    return rules


def predicate_info(root: Path) -> dict[str, dict]:
    """Every predicate of the rules layer, by its stable id: its Python name (``code``), rules,
    quotes, status, summary, the file and line of its definition (relative to ``root``), and
    the tests that check it (marked with either name)."""
    from pipeline.rules import registry

    tests = tests_by_predicate(root / "tests")
    out = {}
    for p in registry.predicates():
        func = inspect.unwrap(p.func)
        try:
            src = Path(inspect.getsourcefile(func) or "")
            lines, line = inspect.getsourcelines(func)
        except (OSError, TypeError):
            src, lines, line = Path("?"), [], 0
        for k, text in enumerate(lines):  # the def, not the decorators above it
            if text.lstrip().startswith(("def ", "async def ")):
                line += k
                break
        try:
            where = str(src.resolve().relative_to(root))
        except ValueError:
            where = src.name
        out[p.ident] = {
            "code": p.name,
            "rules": list(p.rules),
            "quotes": list(p.quotes),
            "status": p.status,
            "missing": dict(p.missing),
            "summary": " ".join((inspect.getdoc(func) or "").split("\n\n")[0].split()),
            "file": where,
            "line": line,
            "tests": tests.get(p.name, []) + tests.get(p.ident, []),
        }
    return out


@dataclass(frozen=True)
class Finding:
    title: str
    rules: tuple[str, ...]
    predicate: str
    body: str
    """The finding's markdown bullets."""


def read_findings(path: Path) -> list[Finding]:
    """The sections of ``reports/consistency.md``: each names its rules and predicate."""
    if not path.exists():
        return []
    out = []
    for block in re.split(r"^## ", path.read_text(encoding="utf-8"), flags=re.M)[1:]:
        title, _, body = block.partition("\n")
        rules = re.search(r"^- rules: (.*)$", body, re.M)
        pred = re.search(r"^- predicate: `([^`]*)`", body, re.M)
        ids = tuple(re.findall(r"`([^`]+)`", rules[1])) if rules else ()
        out.append(Finding(title.strip(), ids, pred[1] if pred else "", body.strip()))
    return out


def read_apparatus(corpus: Path) -> dict[str, list[dict]]:
    """Every rule id of a collated witness -> the apparatus entries of its group (each its
    readings in both witnesses, its kind, whether substantive or a probable slip, and, for a
    variant a predicate takes, what the predicate gives under each witness), from the
    ``*-collation.xml`` files of the build."""
    from lxml import etree

    from pipeline.tei import TEI_NS
    from pipeline.witness.variants import result, run_for, runs

    known = runs()
    ns = {"t": TEI_NS}
    out: dict[str, list[dict]] = {}
    for path in sorted(corpus.glob("*-collation.xml")):
        root = etree.parse(str(path)).getroot()
        sigla = [
            w.get("{http://www.w3.org/XML/1998/namespace}id")
            for w in root.iterfind(".//t:witness", ns)
        ]
        for ab in root.iterfind(".//t:ab", ns):
            ids = [t.rsplit("#", 1)[-1] for t in ab.get("corresp", "").split()]
            entries = []
            for app in ab.iterfind("t:app", ns):
                lem = app.findtext("t:lem", "", ns)
                rdg = app.findtext("t:rdg", "", ns)
                entry = {
                    "kind": app.get("ana", "").removeprefix("#var."),
                    "substantive": app.get("type") == "substantive",
                    "slip": app.find("t:rdg", ns).get("cause") == "slip",
                    "lem": lem,
                    "rdg": rdg,
                    "wits": sigla,
                }
                r = run_for(ids, lem, rdg, known)
                if r is not None:
                    entry["run"] = {
                        "predicate": r.predicate,
                        "situation": r.situation,
                        "results": [result(r, "1665"), result(r, "1642")],
                    }
                entries.append(entry)
            for rid in ids:
                if entries:
                    out[rid] = entries
    return out
