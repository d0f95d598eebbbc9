"""Typing a rule with a linear model trained on the hand-typed gold
(``tests/gold/rule-types.tsv``), over features read from spaCy's analysis of the rule.

Why a model and not more cue words: cues typed two rules in three right, and each new cue
mended one rule and broke another; the weights of a logistic regression are fitted to 448
rules typed by hand, and cross-validation (``make bench``) says how well they carry to
rules the model has not seen.

The features of a rule (:func:`doc_features`, :func:`rule_features`):

- its words: lemma and stem (the first five letters, which bridge the book's spellings:
  ``paiera``/``payera``), those of the main clause (before the first ``:`` or ``;``) again;
- its syntax: the lemma of each sentence's root, and the root's dependents by relation;
- the cue typer's verdict and every cue it matched (:mod:`pipeline.extract.types`);
- where it stands: the kind of its id (numbered article, quatrain, paragraph), its game, its
  length, a little of its neighbours; and, once linked, the words of the predicates' names
  that implement it and of their docstrings' first lines (the rules layer's reading of it:
  ``pays``, ``value``, ``square``).

The model is data (``data/typer.json``: per feature one weight per type, and a bias),
written by ``scripts/train_typer.py``; a build only reads it. Scoring is a sum in a fixed
order, so the same features give the same type, byte for byte.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import regex

from pipeline.extract.types import TYPES, matcher, rule_type
from pipeline.nlp import nlp

if TYPE_CHECKING:  # spaCy is loaded only where a text is analysed
    from spacy.tokens import Doc

MODEL = Path(__file__).resolve().parent / "data" / "typer.json"
_WORD = regex.compile(r"\p{L}[\p{L}'’-]*")
_SUMMARY_WORD = regex.compile(r"[a-z]{4,}")
_ID_KIND = regex.compile(r"\.(?:s\d+\.)?([apq])\d")
_ROLES = ("nsubj", "obj", "obl", "obl:arg", "obl:mod", "iobj", "advcl", "xcomp", "ccomp", "mark")


def _stem(word: str) -> str:
    return word[:5]


def doc_features(doc: Doc) -> list[str]:
    """The features of a rule that its parse gives (sorted, without repeats)."""
    feats: set[str] = set()
    main_end = next((t.i for t in doc if t.text in (":", ";")), len(doc))
    for t in doc:
        low = t.text.lower()
        if not _WORD.fullmatch(low):
            continue
        lemma = t.lemma_.lower()
        feats.update((f"l:{lemma}", f"s:{_stem(low)}"))
        if t.i < main_end:
            feats.update((f"ml:{lemma}", f"ms:{_stem(low)}"))
    for sent in doc.sents:
        root = sent.root
        feats.add(f"root:{root.lemma_.lower()}")
        for child in root.children:
            if child.dep_ in _ROLES and _WORD.fullmatch(child.text.lower()):
                feats.add(f"dep:{child.dep_}:{child.lemma_.lower()}")
    for match_id, start, _end in matcher()(doc):
        typ, name = nlp().vocab.strings[match_id].split("|", 1)
        feats.add(f"cue:{typ}|{name}")
        feats.add(f"cuet:{typ}")
        if start < main_end:
            feats.add(f"mcue:{typ}")
    feats.add(f"cue-typer:{rule_type(doc)[0]}")
    words = sum(1 for t in doc if t.is_alpha)
    feats.add(f"len:{min(6, int(math.log2(words + 1)))}")
    if any(t.like_num for t in doc):
        feats.add("has-number")
    return sorted(feats)


@dataclass(frozen=True)
class Typed:
    """What the typer reads of one rule: its id, its parse's features, its predicates."""

    id: str
    doc_features: list[str]
    predicates: list[str]
    summaries: tuple[str, ...] = ()
    """The first docstring lines of those predicates (the rules layer's words for the rule)."""


def _predicate_words(predicates: list[str]) -> list[str]:
    return [w for name in predicates for w in name.rsplit(".", 1)[-1].split("_") if len(w) > 1]


def rule_features(rules: list[Typed], k: int) -> list[str]:
    """The features of ``rules[k]``: those of its parse, its id's kind and game, its
    predicates' names (``pipeline.rules.oye.goose_square`` gives ``p:goose``,
    ``p:square``) and the English words of their summaries (``sum:pays``), and a few of its neighbours' in the same game (``prev:``, ``next:``: the
    cue typer's verdict, the root, whether linked, the predicates' words), which carry a
    fragment or a list item (a niche's destination, a card of a trick) to its kind."""
    rule = rules[k]
    game = rule.id.split(".", 1)[0]
    m = _ID_KIND.search(rule.id)
    feats = set(rule.doc_features)
    feats.update((f"game:{game}", f"kind:{m.group(1) if m else 'other'}"))
    if rule.predicates:
        feats.add("linked")
    feats.update(f"p:{w}" for w in _predicate_words(rule.predicates))
    feats.update(f"sum:{w}" for text in rule.summaries for w in _SUMMARY_WORD.findall(text.lower()))
    for tag, j in (("prev", k - 1), ("next", k + 1)):
        if 0 <= j < len(rules) and rules[j].id.split(".", 1)[0] == game:
            other = rules[j]
            feats.update(
                f"{tag}:{f}" for f in other.doc_features if f.startswith(("cue-typer:", "root:"))
            )
            feats.add(f"{tag}:{'linked' if other.predicates else 'unlinked'}")
            feats.update(f"{tag}:p:{w}" for w in _predicate_words(other.predicates))
    return sorted(feats)


@cache
def model() -> dict:
    """The trained weights: ``{"types": [...], "bias": [...], "weights": {feature: [...]}}``."""
    data = json.loads(MODEL.read_text(encoding="utf-8"))
    if tuple(data["types"]) != TYPES:
        raise ValueError(f"{MODEL} was trained for other types: {data['types']}")
    return data


def classify(features: list[str]) -> tuple[str, str]:
    """(type, evidence): the type of highest score, and the features that weighed most for
    it (the evidence a reader can check)."""
    m = model()
    weights = m["weights"]
    scores = list(m["bias"])
    known = [f for f in sorted(features) if f in weights]
    for f in known:
        for k, w in enumerate(weights[f]):
            scores[k] += w
    best = max(range(len(TYPES)), key=lambda k: (scores[k], -k))
    top = sorted(known, key=lambda f: (-weights[f][best], f))[:3]
    return TYPES[best], "model: " + ", ".join(top)


def type_all(rules: list[Typed]) -> list[tuple[str, str]]:
    """(type, evidence) of every rule, in order (the rules of a source, in reading order)."""
    return [classify(rule_features(rules, k)) for k in range(len(rules))]
