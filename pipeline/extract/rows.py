"""The rules' rows from the model: what the text gives of each rule, before anything is
written.

The rule ids (:func:`pipeline.ruleids.cut_rules`) say where each rule begins in the texts of
the layout's reading order; a rule runs to where the next begins in the same text, or to
the text's end; a rule over several texts (a quatrain's lines, a list after the rule that
introduces it) chains its parts by ``prev``. Each part's readings are what the readings of
its text give from its start to its end (:mod:`pipeline.clean.texts`), so they are the same
text the TEI reader reads back from the written ``<seg type="rule">``; the rule's page is the
last page break before it, its game the game being read, its line the source line its first
part begins in.
"""

from __future__ import annotations

import regex

from pipeline.clean.texts import planned_readings, planned_tokens
from pipeline.model.items import PageBreak
from pipeline.model.layout import Element, GameEnd, GameStart, Layout, Mark, Node, Text, TocItem
from pipeline.model.plans import Plan
from pipeline.model.readings import Cut, Token, Turn, assemble
from pipeline.model.rows import Rule
from pipeline.model.starts import RuleStart, Starts
from pipeline.text.regularise import regularise_text

TEXTS = ("diplomatic", "regularised", "normalised")
"""The readings a rule's row gives, as ``text_<reading>``."""


def rule_rows(
    layout: Layout, plans: list[Plan], segs: list[Starts], titles: dict[str, str] | None = None
) -> list[Rule]:
    """Every rule of the layout in reading order, with its three readings; ``titles`` adds
    game titles to those the book's table gives."""
    titles = {**toc_titles(layout, plans), **(titles or {})}
    rules: dict[str, Rule] = {}
    texts: dict[str, dict[str, list[list[str]]]] = {}  # rule -> reading -> its parts' lines
    first_of: dict[str, str] = {}
    games: list[str] = []
    page = ""
    for x in layout.reading:
        if isinstance(x, GameStart):
            games.append(x.id)
        elif isinstance(x, GameEnd):
            games.pop()
        elif isinstance(x, Mark) and isinstance(x.item, PageBreak):
            page = x.item.n
        elif isinstance(x, Text):
            starts = segs[x.k]
            if not starts:
                page = next((e.n for e in reversed(x.events) if isinstance(e, PageBreak)), page)
                continue
            read = planned_readings(x, plans[x.k], ("source", *TEXTS), starts)
            parts = {r: _parts(tokens, page) for r, tokens in read.items()}
            source = parts["source"]
            for at, (cut, at_page, tokens) in source.items():
                start: RuleStart = starts[at]
                if start.prev:  # a later part of a rule (a quatrain's next line, a list)
                    first = first_of.get(start.prev, start.prev)
                    first_of[start.id] = first
                else:
                    first = start.id
                    game = games[-1] if games else start.id.split(".")[0]
                    line = assemble(tokens, "source", first=lambda c=cut: c.line)
                    rules[first] = Rule(
                        start.id,
                        game,
                        titles.get(game, ""),
                        start.n or None,
                        at_page,
                        line[0][0] if line else 0,
                        "",
                        "",
                        "",
                    )
                    texts[first] = {r: [] for r in TEXTS}
                rules[first].parts.append(start.id)
                for r in TEXTS:
                    c, _, toks = parts[r][at]
                    lines = assemble(toks, r, first=lambda c=c: c.line)
                    texts[first][r].append([t for _, t, _ in lines])
            page = next((e.n for e in reversed(x.events) if isinstance(e, PageBreak)), page)
    for rid, rule in rules.items():
        rule.text_diplomatic, rule.text_regularised, rule.text_normalised = (
            rule_text(texts[rid][r], r) for r in TEXTS
        )
    return list(rules.values())


def rule_text(parts: list[list[str]], reading: str) -> str:
    """A rule's text in one reading from its parts' lines: verse lines joined by `` / ``;
    in the diplomatic reading the printed lines are kept apart (newlines), as they are the
    print's."""
    lines = [t for p in parts for t in p]
    if reading == "diplomatic":
        return "\n".join(lines)
    return " / ".join(lines) if len(parts) > 1 else " ".join(lines)


def _parts(tokens: list[Token], page: str) -> dict[tuple[int, int], tuple[Cut, str, list[Token]]]:
    """The tokens of each rule a text holds, from its cut to the next (or the text's end),
    with the page it begins on (``page``: the page the text begins on)."""
    out: dict[tuple[int, int], tuple[Cut, str, list[Token]]] = {}
    current: list[Token] | None = None
    for t in tokens:
        if isinstance(t, Cut):
            current = []
            out[t.at] = (t, page, current)
        elif isinstance(t, Turn):
            page = t.n
        elif current is not None:
            current.append(t)
    return out


_SPLIT_INITIAL = regex.compile(r"^(\p{Lu}) (\p{Lu})")  # "L E Ieu": a drop capital set apart


def toc_titles(layout: Layout, plans: list[Plan]) -> dict[str, str]:
    """Game id -> its title as the book's table prints it (the entry's source text,
    regularised)."""
    out: dict[str, str] = {}

    def walk(x: Node) -> None:
        if isinstance(x, Element):
            for c in x.children:
                walk(c)
        elif isinstance(x, TocItem) and x.target:
            tokens = planned_tokens(x.title, plans[x.title.k], "source")
            printed = " ".join(t for _, t, _ in assemble(tokens, "source"))
            title = " ".join(printed.split()).rstrip(" ,.")
            out[x.target] = regularise_text(_SPLIT_INITIAL.sub(r"\1\2", title))

    walk(layout.text)
    return out
