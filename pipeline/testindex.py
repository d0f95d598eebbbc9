"""Which tests check a predicate of the rules layer, read from the project's ``tests/``.

Kept apart from the rules layer, which reads no files: the command line, the reports and
the reading edition ask here how well each predicate is tested. The test files are read
once per process and folder, not once per predicate (456 predicates × 60 files made
``maison rules list --json`` take seconds)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from pipeline.paths import ROOT

_MARKER = re.compile(r"""@(?:pytest\.mark\.)?pred(?:icate)?\(\s*"([^"]+)"\s*\)""")
"""``@pytest.mark.predicate("NAME")``, or ``@pred("NAME")``, the tests' short name for it."""
_DEF = re.compile(r"^\s*(?:async\s+)?def\s+(test\w*)", re.M)


def tests_by_predicate(tests: Path | None = None) -> dict[str, list[list]]:
    """Predicate name -> [file, line, test function] of each test marked for it (nothing
    where the tests are not there, as in an installed package)."""
    return {k: [list(t) for t in v] for k, v in _index((tests or ROOT / "tests").resolve()).items()}


def tests_for(name: str, tests: Path | None = None) -> int:
    """How many tests check a predicate."""
    return len(_index((tests or ROOT / "tests").resolve()).get(name, ()))


@cache
def _index(tests: Path) -> dict[str, tuple[tuple[str, int, str], ...]]:
    out: dict[str, list[tuple[str, int, str]]] = {}
    for f in sorted(tests.glob("test_*.py")) if tests.is_dir() else []:
        text = f.read_text(encoding="utf-8")
        for m in _MARKER.finditer(text):
            d = _DEF.search(text, m.end())
            name = d[1] if d else "?"
            line = text.count("\n", 0, d.start(1) if d else m.start()) + 1
            out.setdefault(m[1], []).append((f"tests/{f.name}", line, name))
    return {k: tuple(v) for k, v in out.items()}
