"""The stages of a build, each a function from the model of one source to what it adds.

A source goes through the stages as one :class:`Work`: every stage declares the fields it
needs and the fields it adds (as spaCy's pipeline components declare theirs), reads only
the first and returns only the second; :func:`run` checks both and makes the next model
(``dataclasses.replace``), so a stage cannot reach for what comes after it, and the order is
written in one place (:data:`BOOK`, :data:`ARTICLE`):

ingest -> paging -> structure -> layout -> clean -> rule ids -> extract -> tei -> finish

Everything flows one way: the extract stage reads the rules' readings from the model (the
layout's reading order, the cleaning plans, the rule starts: :mod:`pipeline.extract.rows`),
and the TEI stage serialises the model with the extract stage's decisions on the rules'
segments; nothing is read back from the written tree (neither the rules nor the words the
finish stage reports as suspect: :mod:`pipeline.clean.texts` reads the model).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lxml import etree

from pipeline.clean.cleaner import AsTranscribed, Cleaner
from pipeline.clean.overrides import Overrides
from pipeline.clean.plans import (
    check_imperatives,
    decide_by_parse,
    furniture_records,
    plan_texts,
)
from pipeline.clean.texts import layout_tokens
from pipeline.errors import StructureError
from pipeline.extract.analysis import analyse_rules
from pipeline.extract.predicates import link_predicates
from pipeline.extract.rows import rule_rows
from pipeline.ingest import read_artfl, read_google_ocr, read_web_transcription
from pipeline.model import Source
from pipeline.model.book import Book
from pipeline.model.front import FrontPlan
from pipeline.model.items import Item, Unit
from pipeline.model.layout import Layout
from pipeline.model.plans import Intervention, Plan
from pipeline.model.readings import assemble
from pipeline.model.rows import Rule
from pipeline.model.starts import Starts
from pipeline.nlp import Memo
from pipeline.ruleids import RuleIds, cut_rules
from pipeline.rules.registry import predicates
from pipeline.segment.complete import check_games, check_table
from pipeline.segment.front import plan_front
from pipeline.segment.layout import lay_out_article, lay_out_book, lay_out_treatise
from pipeline.segment.paging import paginate, paginate_known
from pipeline.segment.structure import build_book, table_pages
from pipeline.segment.units import estimate_lengths, make_units
from pipeline.tei import TEI_NS
from pipeline.tei.annotate import annotate_rules
from pipeline.tei.facsimile import add_facsimile
from pipeline.tei.header import new_tei, write_header
from pipeline.tei.lines import el
from pipeline.tei.pretty import indent
from pipeline.tei.writer import write_text
from pipeline.text.channel import Proposal, Weighed
from pipeline.text.repair import OcrRepair
from pipeline.text.suspects import Suspect, find_suspects, real_word_suspects

if TYPE_CHECKING:  # the OCR (numpy, scipy, tesseract) is loaded only for a scan
    from pipeline.ocr.scan import Scan


@dataclass(frozen=True)
class Work:
    """One source and what the stages have made of it so far (``None``: not yet)."""

    path: Path
    rec: dict
    memo: Memo
    overrides: Overrides | None = None
    scan: Scan | None = None
    partial: bool = False
    source: Source | None = None
    units: list[Unit] | None = None
    front: FrontPlan | None = None
    items: list[Item] | None = None
    book: Book | None = None
    incomplete: str = ""
    """Why the source is known to be incomplete (built with ``partial``); empty if whole."""
    layout: Layout | None = None
    interventions: list[Intervention] | None = None
    """The cleaner's interventions, in the order it made them."""
    decisions: Overrides | None = None
    """The editors' decisions as cleaning applied them (each marked used or not)."""
    plans: list[Plan] | None = None
    segs: list[Starts] | None = None
    tei: etree._Element | None = field(default=None, compare=False)
    rules: list[Rule] | None = None
    xml: bytes | None = None
    records: list[Intervention] | None = None
    suspects: list[Suspect] | None = None
    undecided: dict[str, tuple[Weighed, ...]] | None = None
    """Keyed word no list knows -> the noisy channel's candidates, none clearly best."""
    proposals: list[Proposal] | None = None
    """Known words that may be another word misread, by the sentence: for the editors."""


Stage = Callable[[Work], dict[str, Any]]


def stage(needs: tuple[str, ...], adds: tuple[str, ...]) -> Callable[[Stage], Stage]:
    """Declare what a stage reads from the model and what it adds to it."""
    unknown = (set(needs) | set(adds)) - {f.name for f in fields(Work)}
    if unknown:
        raise TypeError(f"a stage names fields the model does not have: {sorted(unknown)}")

    def declare(f: Stage) -> Stage:
        f.needs, f.adds = needs, adds  # type: ignore[attr-defined]
        return f

    return declare


INPUTS = frozenset({"path", "rec", "memo", "overrides", "scan", "partial"})
"""What every stage may read without declaring it: the source and how it is to be built."""


class _Sight:
    """The model as one stage sees it: the build's :data:`INPUTS` and the fields the stage
    declared it needs; reading anything else is an error, so a declaration cannot lie."""

    __slots__ = ("_may", "_stage", "_work")

    def __init__(self, work: Work, stage: Stage) -> None:
        self._work = work
        self._stage = stage.__name__
        self._may = INPUTS | set(stage.needs)  # type: ignore[attr-defined]

    def __getattr__(self, name: str) -> Any:
        if name not in self._may:
            raise TypeError(f"stage {self._stage} reads {name!r}, which it does not declare")
        return getattr(self._work, name)


def run(work: Work, stages: list[Stage]) -> Work:
    """The stages in order, each given the model the ones before it made (only what it
    declares it needs). The order is checked before anything runs: a stage placed before
    what it needs is refused."""
    given = {f.name for f in fields(Work) if getattr(work, f.name) is not None}
    for s in stages:
        missing = [n for n in s.needs if n not in given]  # type: ignore[attr-defined]
        if missing:
            raise TypeError(f"stage {s.__name__} needs {missing}: no stage before it adds them")
        given |= set(s.adds)  # type: ignore[attr-defined]
    for s in stages:
        added = s(_Sight(work, s))  # type: ignore[arg-type]
        if set(added) != set(s.adds):  # type: ignore[attr-defined]
            declared = s.adds  # type: ignore[attr-defined]
            raise TypeError(f"stage {s.__name__} added {sorted(added)}, declared {declared}")
        work = replace(work, **added)
    return work


# -- the book ------------------------------------------------------------------------------


@stage(needs=("path",), adds=("source",))
def ingest(w: Work) -> dict[str, Any]:
    return {"source": read_google_ocr(w.path, w.rec.get("title_match"), w.partial)}


@stage(needs=("source",), adds=("units", "front", "items"))
def paging(w: Work) -> dict[str, Any]:
    """Units of text, the front matter's plan, and the page breaks among the units; a book
    without its table is refused here, before any more work."""
    units = make_units(w.source.blocks, w.scan.furniture if w.scan is not None else None)
    estimate_lengths(units)
    front = plan_front(units, w.path)
    check_table(w.path, front, w.rec)
    if w.scan is None:
        items = paginate(units, front.body_start, front.prefer, table_pages(units, front))
    else:  # the scan knows where its pages end
        blank = frozenset(p.n for p in w.scan.pages if p.blank)
        page_of_line = {n: p.page for n, p in w.scan.places.items()}
        items = paginate_known(units, front.body_start, page_of_line, blank)
    return {"units": units, "front": front, "items": items}


@stage(needs=("units", "items", "front"), adds=("book", "incomplete"))
def structure(w: Work) -> dict[str, Any]:
    """Front matter, body and games; the games the table lists checked against the text."""
    ids = list(w.rec.get("ids", []))
    book = build_book(w.units, w.items, w.front, ids)
    return {"book": book, "incomplete": check_games(w.path, book, ids, w.partial)}


@stage(needs=("book",), adds=("layout",))
def layout(w: Work) -> dict[str, Any]:
    return {"layout": lay_out_book(w.book)}


# -- both kinds of source ------------------------------------------------------------------


@stage(
    needs=("source", "layout"),
    adds=("plans", "interventions", "decisions", "undecided", "proposals"),
)
def clean(w: Work) -> dict[str, Any]:
    """Every text of the layout planned in reading order; a scanned book's repairs weighed
    by the OCR's confidence."""
    scan = w.scan
    confidence = {n: p.confidence for n, p in scan.places.items()} if scan is not None else None
    texts = [line.text for line in w.source.lines]
    numbers = [line.n for line in w.source.lines]
    cleaner = Cleaner.for_texts(texts, w.overrides, confidence, numbers)
    plans = plan_texts(w.layout.reading, cleaner, w.source.ref or "")
    decide_by_parse(plans, w.memo.has_subject)  # a or à, where the neighbours did not say
    check_imperatives(plans, w.memo.is_article)  # faites-les couper, not prenez-les quatre
    return {
        "plans": plans,
        "interventions": cleaner.records,
        "decisions": cleaner.overrides,
        "undecided": cleaner.repair.undecided,
        "proposals": cleaner.repair.proposals,
    }


@stage(needs=("layout", "plans"), adds=("segs",))
def rule_ids(w: Work) -> dict[str, Any]:
    return {
        "segs": cut_rules(
            w.layout.reading,
            w.plans,
            RuleIds(
                split=w.memo.sentences,
                verb=w.memo.has_main_verb,
                subjectless=w.memo.opens_on_subjectless_verb,
                states=w.memo.states_on_its_own,
            ),
        )
    }


@stage(needs=("layout", "plans", "segs"), adds=("rules",))
def extract(w: Work) -> dict[str, Any]:
    """The rules with their readings (from the model: the reading order, the plans, the
    rule starts), typed, with their numbers and their predicates."""
    titles = {w.rec["game"]: w.rec["game_title"]} if "game" in w.rec else None
    rules = rule_rows(w.layout, w.plans, w.segs, titles)
    analyse_rules(rules, w.memo)
    link_predicates(rules)
    return {"rules": rules}


@stage(
    needs=("source", "incomplete", "layout", "plans", "segs", "rules", "decisions"), adds=("tei",)
)
def tei(w: Work) -> dict[str, Any]:
    """The header, then the text as laid out, cleaned and cut into rules; on each rule's
    segments what the extract stage decided (its type, its predicates), with the header's
    taxonomies for them."""
    doc = new_tei()
    dropped = [f"lines {d.first}-{d.last}: {d.reason}" for d in w.source.dropped]
    applied = sum(d.used for d in w.decisions.all()) if w.decisions else 0
    write_header(doc, w.rec, dropped, applied)
    if w.incomplete:
        # what the source lacks is a fact of sampling: samplingDecl, beside what was dropped
        el(doc.find(f".//{{{TEI_NS}}}samplingDecl"), "p", f"Incomplete source: {w.incomplete}")
    write_text(doc, w.layout, w.plans, w.segs)
    annotate_rules(doc, w.rules, predicates())
    return {"tei": doc}


@stage(
    needs=("tei", "layout", "plans", "interventions", "undecided", "proposals"),
    adds=("xml", "records", "suspects"),
)
def finish(w: Work) -> dict[str, Any]:
    """A scan's facsimile, the document as bytes; the furniture and the cleaner's
    interventions as records; the words of the text (its regularised reading: repairs
    made, broken words joined, the print's spelling kept) that no word list knows."""
    if w.scan is not None:
        add_facsimile(w.tei, w.scan.pages, w.scan.places)
    indent(w.tei)
    xml = etree.tostring(w.tei, xml_declaration=True, encoding="UTF-8", pretty_print=True)
    regularised = assemble(layout_tokens(w.layout, w.plans, "regularised"), "regularised")
    suspects = find_suspects(((n, text) for n, text, _ in regularised), w.undecided)
    suspects += real_word_suspects(w.proposals or [])
    records = furniture_records(w.layout) + w.interventions
    return {"xml": xml, "records": records, "suspects": suspects}


BOOK: list[Stage] = [ingest, paging, structure, layout, clean, rule_ids, extract, tei, finish]


# -- an article about one game (the Encyclopédie's) ----------------------------------------


@stage(needs=("path",), adds=("source",))
def ingest_article(w: Work) -> dict[str, Any]:
    return {"source": read_artfl(w.path, w.partial)}


@stage(needs=("source",), adds=("layout",))
def article_layout(w: Work) -> dict[str, Any]:
    """The article's paragraphs, all rules of its one game."""
    units = make_units(w.source.blocks)
    ref = w.source.ref or ""
    return {"layout": lay_out_article(units, w.rec["article"], ref, w.rec["game"])}


ARTICLE: list[Stage] = [ingest_article, article_layout, clean, rule_ids, extract, tei, finish]


# -- a transcription of a treatise on one game, saved from a web page (the 1642 Piquet) ----


@stage(needs=("path",), adds=("source",))
def ingest_transcription(w: Work) -> dict[str, Any]:
    rec = w.rec
    return {
        "source": read_web_transcription(w.path, rec["text_begins"], rec["text_ends"], w.partial)
    }


@stage(needs=("source",), adds=("layout",))
def treatise_layout(w: Work) -> dict[str, Any]:
    """The title, the preface, then the game: one paragraph of the source a unit (a person
    keyed it: no running heads or signatures to find)."""
    units = [Unit(block.lines, block.gap) for block in w.source.blocks]
    try:
        layout = lay_out_treatise(units, w.rec["game"], w.rec["game_starts"])
    except ValueError as e:
        raise StructureError(w.path, f"{e} (game_starts in sources.toml)") from None
    return {"layout": layout}


@stage(
    needs=("source", "layout"),
    adds=("plans", "interventions", "decisions", "undecided", "proposals"),
)
def clean_as_transcribed(w: Work) -> dict[str, Any]:
    """A modern transcription's readings are its text: planned, never changed."""
    plans = plan_texts(w.layout.reading, AsTranscribed(OcrRepair(Counter())), "")
    return {
        "plans": plans,
        "interventions": [],
        "decisions": None,
        "undecided": {},
        "proposals": [],
    }


TRANSCRIPTION: list[Stage] = [
    ingest_transcription,
    treatise_layout,
    clean_as_transcribed,
    rule_ids,
    extract,
    tei,
    finish,
]
