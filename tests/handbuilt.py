"""A hand-built division written the way a build writes it: laid out, cleaned, cut into
rules and serialised by the stages' own functions, for tests of one decision on a few lines."""

from __future__ import annotations

from collections.abc import Callable

from lxml import etree

from pipeline.clean.cleaner import Cleaner
from pipeline.clean.plans import plan_texts
from pipeline.model.book import Div
from pipeline.model.items import Unit
from pipeline.model.layout import Element, GameStart, Layout
from pipeline.ruleids import RuleIds, cut_rules
from pipeline.segment.layout import _content
from pipeline.tei.writer import write_text


def written(
    div: Div,
    game: str,
    split: Callable[[str], list[tuple[int, int]]] | None = None,
    texts: list[str] | None = None,
    verb: Callable[[str], bool] | None = None,
) -> etree._Element:
    """The TEI of ``div``'s content as the rules of ``game`` (``split``: how prose is cut
    into sentences, spaCy's by default; ``texts``: the book's lines the cleaner learns its
    vocabulary from, the division's own by default; ``verb``: whether a text states, spaCy's
    parse by default)."""
    lay = Layout(Element("div"))
    lay.reading.append(GameStart(game))
    _content(lay, lay.text, div)
    cleaner = Cleaner.for_texts(texts or [x.text for x in div.content if isinstance(x, Unit)])
    plans = plan_texts(lay.reading, cleaner)
    ids = RuleIds(split=split) if split is not None else RuleIds()
    if verb is not None:
        ids.verb = verb
    root = etree.Element("written")
    write_text(root, lay, plans, cut_rules(lay.reading, plans, ids))
    return root[0]
