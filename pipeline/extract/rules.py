"""The rules of the book, read back from the TEI's ``<seg type="rule">``, typed and with
their numbers: the rows of ``rules.jsonl``.

The TEI is the source of truth: a rule's three readings are what the reader gives for its
segment (all its parts, for a quatrain), its page the last ``<pb/>`` before it, its game the
enclosing game division. The type is also written back on the segment (``@subtype``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import regex
from lxml import etree

from pipeline.clean.regularise import regularise_text
from pipeline.extract.nlp import nlp
from pipeline.extract.numbers import numbers_in
from pipeline.extract.types import rule_type
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.reader import read_lines

_T = f"{{{TEI_NS}}}"
_ID = f"{{{XML_NS}}}id"
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


def collect_rules(root: etree._Element, titles: dict[str, str] | None = None) -> list[Rule]:
    """Every rule of a TEI document in document order, typed, its numbers read; each
    segment's ``@subtype`` set to the rule's type. The game is the enclosing game division,
    else the rule id's prefix (an article about one game); ``titles`` adds game titles to
    those the book's table gives."""
    titles = {**_titles(root), **(titles or {})}
    rules: list[Rule] = []
    segs: dict[str, list[etree._Element]] = {}
    first_of: dict[str, str] = {}
    page = ""
    for e in root.iter(f"{_T}pb", f"{_T}seg"):
        if e.tag == f"{_T}pb":
            page = e.get("n")
            continue
        if e.get("type") != "rule":
            continue
        prev = e.get("prev")
        if prev:  # a later part of a rule (a quatrain's next line)
            first = first_of.get(prev[1:], prev[1:])
            first_of[e.get(_ID)] = first
            segs[first].append(e)
            continue
        game = next((d for d in e.iterancestors(f"{_T}div") if d.get("type") == "game"), None)
        gid = game.get(_ID) if game is not None else e.get(_ID).split(".")[0]
        segs[e.get(_ID)] = [e]
        rules.append(
            Rule(e.get(_ID), gid, titles.get(gid, ""), e.get("n"), page, _line(e), "", "", "")
        )
    for r in rules:
        parts = segs[r.id]
        r.parts = [p.get(_ID) for p in parts]
        r.text_diplomatic = _text(parts, "diplomatic")
        r.text_regularised = _text(parts, "regularised")
        r.text_normalised = _text(parts, "normalised")
    for r, doc in zip(rules, nlp().pipe(r.text_normalised for r in rules), strict=True):
        r.type, r.type_evidence = rule_type(doc)
        r.numbers = [n.as_dict() for n in numbers_in(doc)]
        for p in segs[r.id]:
            p.set("subtype", r.type)
    for a, b in zip(rules, rules[1:], strict=False):
        if a.game == b.game:
            a.next, b.prev = b.id, a.id
    return rules


def rules_jsonl(rules: list[Rule]) -> str:
    return "".join(r.as_json() + "\n" for r in rules)


def _text(parts: list[etree._Element], reading: str) -> str:
    """A rule's text in one reading: verse lines joined by `` / ``; in the diplomatic reading
    the printed lines are kept apart (newlines), as they are the print's."""
    lines = [t for p in parts for _, t in read_lines(p, reading=reading)]
    if reading == "diplomatic":
        return "\n".join(lines)
    return " / ".join(lines) if len(parts) > 1 else " ".join(lines)


def _line(seg: etree._Element) -> int:
    lines = read_lines(seg, reading="source")
    return lines[0][0] if lines else 0


_SPLIT_INITIAL = regex.compile(r"^(\p{Lu}) (\p{Lu})")  # "L E Ieu": a drop capital set apart


def _titles(root: etree._Element) -> dict[str, str]:
    """Game id -> its title as the book's table prints it."""
    out = {}
    for ref in root.iter(f"{_T}ref"):
        target = ref.get("target", "")
        if target.startswith("#"):
            title = " ".join("".join(ref.itertext()).split()).rstrip(" ,.")
            out[target[1:]] = regularise_text(_SPLIT_INITIAL.sub(r"\1\2", title))
    return out
