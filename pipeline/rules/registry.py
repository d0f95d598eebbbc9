"""Which predicate implements which rule of the book.

A predicate is a plain function of a game module, declared with :func:`implements`::

    @implements("piquet.p6.1", quote="trente valent trois")
    def point_value(points: int) -> int: ...

The rule ids are the TEI's ``<seg type="rule">`` ids (stable across builds); ``quote`` is a
phrase the rule's normalised text must contain, so a link that stops pointing at the right
words is caught (the coverage report and a test check every one). ``status`` says how the
predicate stands to the text: ``verified`` (it does what the text says, and tests show it on
the text's own examples), ``editorial`` (the text is garbled or contradicts itself; the
predicate makes a documented choice).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

GAMES = ("piquet", "oye", "quatre_fins", "eschets", "quadrille", "trictrac")
"""The modules of the rules layer, one per game."""

STATUSES = ("verified", "editorial")


@dataclass(frozen=True)
class Predicate:
    name: str
    """Dotted name, ``pipeline.rules.piquet.point_value``."""
    rules: tuple[str, ...]
    quotes: tuple[str, ...]
    status: str
    summary: str
    func: Callable

    @property
    def game(self) -> str:
        return self.name.split(".")[2]

    @property
    def category(self) -> str:
        """The xml:id of its category in the TEI header (``pred.piquet.point_value``)."""
        return "pred." + ".".join(self.name.split(".")[2:])


_REGISTRY: dict[str, Predicate] = {}


def implements(
    *rules: str, quote: str | tuple[str, ...] = (), status: str = "verified"
) -> Callable:
    """Declare that the decorated function implements these rules of the book."""
    if status not in STATUSES:
        raise ValueError(f"status must be one of {STATUSES}")
    quotes = (quote,) if isinstance(quote, str) else tuple(quote)

    def register(func: Callable) -> Callable:
        name = f"{func.__module__}.{func.__name__}"
        summary = (func.__doc__ or "").strip().splitlines()[0] if func.__doc__ else ""
        _REGISTRY[name] = Predicate(name, tuple(rules), quotes, status, summary, func)
        return func

    return register


def predicates() -> list[Predicate]:
    """Every predicate of every game module, by name."""
    for game in GAMES:
        importlib.import_module(f"pipeline.rules.{game}")
    return sorted(_REGISTRY.values(), key=lambda p: p.name)


def check_links(preds: list[Predicate], texts: dict[str, str]) -> list[str]:
    """Problems with the links: a rule id the book does not have, or a rule that does not
    say what the predicate's quote says (``texts``: rule id -> normalised text)."""
    from pipeline.fold import fold

    problems = []
    for p in preds:
        for rule in p.rules:
            if rule not in texts:
                problems.append(f"{p.name}: no rule {rule}")
        for q in p.quotes:
            if not any(fold(q) in fold(texts.get(r, "")) for r in p.rules):
                problems.append(f"{p.name}: none of its rules says {q!r}")
    return problems


def tests_for(name: str, tests: Path | None = None) -> int:
    """How many tests check a predicate: tests marked ``@pytest.mark.predicate("NAME")`` (or
    ``@pred("NAME")``, the tests' short name for that marker) in
    the project's ``tests/`` (0 where the tests are not there, as in an installed package)."""
    tests = tests or Path(__file__).resolve().parents[2] / "tests"
    marker = re.compile(rf"""\bpred(?:icate)?\(\s*"{re.escape(name)}"\s*\)""")
    return sum(
        len(marker.findall(f.read_text(encoding="utf-8"))) for f in sorted(tests.glob("test_*.py"))
    )
