"""Which tests check a predicate of the rules layer, read from the project's ``tests/``.

Kept apart from the rules layer, which reads no files: the command line and the reports
ask here how well each predicate is tested."""

from __future__ import annotations

import re
from pathlib import Path

from pipeline.paths import ROOT


def tests_for(name: str, tests: Path | None = None) -> int:
    """How many tests check a predicate: tests marked ``@pytest.mark.predicate("NAME")`` (or
    ``@pred("NAME")``, the tests' short name for that marker) in the project's ``tests/``
    (0 where the tests are not there, as in an installed package)."""
    tests = tests or ROOT / "tests"
    marker = re.compile(rf"""\bpred(?:icate)?\(\s*"{re.escape(name)}"\s*\)""")
    return sum(
        len(marker.findall(f.read_text(encoding="utf-8"))) for f in sorted(tests.glob("test_*.py"))
    )
