"""What the extract stage decides about each rule of the book (a row of ``rules.jsonl``,
:class:`pipeline.model.rows.Rule`): its typing features and numbers, read from spaCy's
analysis of its normalised text; its type; its neighbours. The rows are made from the model
(:mod:`pipeline.extract.rows`), and the TEI layer writes the decisions on the rules'
segments (:mod:`pipeline.tei.annotate`).
"""

from __future__ import annotations

from pipeline.extract.numbers import numbers_in
from pipeline.extract.typer import Typed, doc_features, type_all
from pipeline.model.rows import Rule
from pipeline.nlp import Memo, nlp


def analyse_rules(rules: list[Rule], memo: Memo | None = None) -> None:
    """Read every rule's typing features and numbers from spaCy's analysis of its normalised
    text (the memo's result for a text analysed before, the others in one batch), and type
    it (:func:`type_rules`); chain the rules of each game (``prev``/``next``)."""

    def analyse(texts: list[str]) -> list[tuple[list[str], list[dict]]]:
        return [
            (doc_features(doc), [n.as_dict() for n in numbers_in(doc)]) for doc in nlp().pipe(texts)
        ]

    texts = [r.text_normalised for r in rules]
    found = memo.get_many("rule", texts, analyse) if memo is not None else analyse(texts)
    for r, (features, numbers) in zip(rules, found, strict=True):
        r.features, r.numbers = features, numbers
    type_rules(rules)
    for a, b in zip(rules, rules[1:], strict=False):
        if a.game == b.game:
            a.next, b.prev = b.id, a.id


def type_rules(rules: list[Rule]) -> None:
    """Type every rule with the trained model, from its text's features and its neighbours'
    (never from the rules layer's links: :mod:`pipeline.extract.typer`)."""
    typed = [Typed(r.id, r.features) for r in rules]
    for r, (typ, evidence) in zip(rules, type_all(typed), strict=True):
        r.type, r.type_evidence = typ, evidence
