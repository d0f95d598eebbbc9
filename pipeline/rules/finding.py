"""A finding of the consistency report: where the book disagrees with itself, or a rule
cannot be true as printed, shown by running the predicate it names
(:mod:`pipeline.rules.consistency` gathers them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finding:
    title: str
    rules: tuple[str, ...]
    predicate: str
    detail: str
    choice: str
    """What the rules layer does about it."""

    @property
    def ident(self) -> str:
        """The predicate's stable id (``oye.first_throw``), as the corpus names it."""
        from pipeline.rules.registry import ident

        return ident(self.predicate)
