"""The rules of the book as rows of ``rules.jsonl``: what the text gives (id, game, page,
three readings) and what the extract stage decides (type, numbers, neighbours; with the
rules layer, predicates and whether the rule is executable). Mutable: the extract stage
fills in its decisions on rows the model's readings made (:mod:`pipeline.extract.rows`)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

FIELDS = (
    "id",
    "game",
    "game_title",
    "n",
    "page",
    "line",
    "text_diplomatic",
    "text_regularised",
    "text_normalised",
    "type",
    "type_evidence",
    "numbers",
    "predicates",
    "executable",
    "executable_reason",
    "parts",
    "prev",
    "next",
    "parallels",
)


@dataclass
class Rule:
    id: str
    game: str
    game_title: str
    n: str | None
    page: str
    line: int
    text_diplomatic: str
    text_regularised: str
    text_normalised: str
    type: str = "commentary"
    type_evidence: str = ""
    numbers: list[dict] = field(default_factory=list)
    predicates: list[str] = field(default_factory=list)
    executable: bool = True
    """A rule of play, to be implemented by a predicate; false with ``executable_reason``
    (one of ``pipeline.rules.registry.REASONS``) for everything else."""
    executable_reason: str | None = None
    parts: list[str] = field(default_factory=list)
    prev: str | None = None
    next: str | None = None
    parallels: list[str] = field(default_factory=list)
    """The rules of another witness of the game that say the same (the 1642 Piquet's for
    1665's, and back): :mod:`pipeline.witness.align`."""
    features: list[str] = field(default_factory=list, repr=False)
    """What the typer reads of the rule's parse (:func:`pipeline.extract.typer.doc_features`);
    not written out."""

    def as_json(self) -> str:
        return json.dumps({k: getattr(self, k) for k in FIELDS}, ensure_ascii=False)


def rules_jsonl(rules: list[Rule]) -> str:
    return "".join(r.as_json() + "\n" for r in rules)
