"""The rules of the book, typed and with their numbers: the rows of ``rules.jsonl``.

A :class:`Rule` holds what the text gives (its id, game, page and three readings) and what
this stage decides (its type, its numbers, its neighbours; with the rules layer, its
predicates and whether it is executable). Plain data: the TEI layer reads the rules from the
written segments and writes the decisions back (:mod:`pipeline.tei.rules`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from pipeline.extract.numbers import numbers_in
from pipeline.extract.types import rule_type
from pipeline.nlp import Memo, nlp

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

    def as_json(self) -> str:
        return json.dumps({k: getattr(self, k) for k in FIELDS}, ensure_ascii=False)


def analyse_rules(rules: list[Rule], memo: Memo | None = None) -> None:
    """Type every rule and read its numbers, from spaCy's analysis of its normalised text
    (all rules in one batch, or the memo's result for the same texts); chain the rules of
    each game (``prev``/``next``)."""
    texts = [r.text_normalised for r in rules]

    def analyse() -> list[tuple[str, str, list[dict]]]:
        return [
            (*rule_type(doc), [n.as_dict() for n in numbers_in(doc)]) for doc in nlp().pipe(texts)
        ]

    found = memo.get("rules", "\x1f".join(texts), analyse) if memo is not None else analyse()
    for r, (typ, evidence, numbers) in zip(rules, found, strict=True):
        r.type, r.type_evidence, r.numbers = typ, evidence, without_own_number(r, numbers)
    for a, b in zip(rules, rules[1:], strict=False):
        if a.game == b.game:
            a.next, b.prev = b.id, a.id


def without_own_number(rule: Rule, numbers: list[dict]) -> list[dict]:
    """An article's printed number (``17.`` opening ``17. Qui passe…``) names the article; it
    is not a quantity of the rule: drop it from the rule's numbers."""
    if not (rule.n and numbers):
        return numbers
    head = rule.text_normalised.lstrip()
    first = str(numbers[0].get("text", "")).strip().rstrip(".,")
    if first.upper() == rule.n.upper() and head.upper().startswith(rule.n.upper()):
        return numbers[1:]
    return numbers


def rules_jsonl(rules: list[Rule]) -> str:
    return "".join(r.as_json() + "\n" for r in rules)
