"""``make corpus``: every source in ``corpus/sources/sources.toml`` to validated TEI.

Stages run in order (ingest -> pages -> structure -> TEI); outputs are validated against
``schemas/maison.rng`` and only then written, as one set swapped into place
(:mod:`pipeline.outputs`), so a failed or killed build leaves the old set or the new, never a
mix. ``sources.toml`` and the output directory are checked first (:mod:`pipeline.records`).
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from pipeline.clean.cleaner import Cleaner, Intervention
from pipeline.clean.overrides import Overrides, read_overrides
from pipeline.clean.suspects import Suspect, find_suspects
from pipeline.errors import OutputError, SourceError, ValidationError
from pipeline.extract.predicates import broken_links, link_predicates
from pipeline.extract.rules import Rule, analyse_rules, rules_jsonl
from pipeline.ingest import read_artfl, read_google_ocr
from pipeline.model import Source
from pipeline.nlp import Memo
from pipeline.ocr.scan import Scan, read_scan
from pipeline.outputs import check_output_dir, publish
from pipeline.paths import ROOT, SCHEMAS  # noqa: F401  (ROOT: the tests' and scripts' name)
from pipeline.records import load_records
from pipeline.reports import (
    cleaning_report,
    consistency_report,
    coverage_report,
    interventions_tsv,
    overrides_report,
    structure_report,
)
from pipeline.ruleids import RuleIds
from pipeline.rules.registry import predicates
from pipeline.segment.complete import check_games, check_table
from pipeline.segment.pages import estimate_lengths, make_units, paginate, paginate_known
from pipeline.segment.structure import Book, build_book, plan_front
from pipeline.tei.facsimile import add_facsimile
from pipeline.tei.header import new_tei, write_header
from pipeline.tei.lines import LineEvent, el, write_cleaned
from pipeline.tei.pretty import indent
from pipeline.tei.reader import read_lines
from pipeline.tei.rules import annotate_rules, read_rules
from pipeline.tei.writer import write_book_text

TEI = "http://www.tei-c.org/ns/1.0"
SCHEMA = SCHEMAS / "maison.rng"


@dataclass
class Built:
    name: str
    xml: bytes
    book: Book | None = None
    source: Source | None = None
    items: list = field(default_factory=list)
    interventions: list[Intervention] = field(default_factory=list)
    overrides: Overrides | None = None
    rules: list[Rule] = field(default_factory=list)
    broken_links: list[str] = field(default_factory=list)
    incomplete: str = ""
    """Why the source is known to be incomplete (built with ``partial``); empty if whole."""


def build_maison(
    path: Path,
    rec: dict,
    overrides: Overrides | None = None,
    scan: Scan | None = None,
    partial: bool = False,
    memo: Memo | None = None,
) -> Built:
    memo = memo or Memo()
    source = read_google_ocr(path, rec.get("title_match"))
    confidence = {n: p.confidence for n, p in scan.places.items()} if scan is not None else None
    cleaner = Cleaner.for_texts([line.text for line in source.lines], overrides, confidence)
    units = make_units(source.blocks, scan.furniture if scan is not None else None)
    estimate_lengths(units)
    plan = plan_front(units, path)
    if scan is None:
        items = paginate(units, plan.body_start, plan.prefer)
    else:  # the scan knows where its pages end
        blank = frozenset(p.n for p in scan.pages if p.blank)
        page_of_line = {n: p.page for n, p in scan.places.items()}
        items = paginate_known(units, plan.body_start, page_of_line, blank)
    check_table(path, plan, rec)
    book = build_book(units, items, plan, list(rec.get("ids", [])))
    incomplete = check_games(path, book, list(rec.get("ids", [])), partial)
    tei = new_tei()
    write_header(tei, rec, [f"lines {d.first}-{d.last}: {d.reason}" for d in source.dropped])
    if incomplete:
        # what the source lacks is a fact of sampling: samplingDecl, beside what was dropped
        el(tei.find(f".//{{{TEI}}}samplingDecl"), "p", f"Incomplete source: {incomplete}")
    write_book_text(tei, book, cleaner, RuleIds(split=memo.sentences))
    rules = read_rules(tei)
    analyse_rules(rules, memo)
    annotate_rules(tei, rules, link_predicates(rules))
    if scan is not None:
        add_facsimile(tei, scan.pages, scan.places)
    xml = _serialise(tei)
    records = furniture_records(xml) + cleaner.records
    built = Built(rec["output"], xml, book, source, items, records, cleaner.overrides, rules)
    built.incomplete = incomplete
    return built


def build_artfl(
    path: Path, rec: dict, overrides: Overrides | None = None, memo: Memo | None = None
) -> Built:
    memo = memo or Memo()
    source = read_artfl(path)
    cleaner = Cleaner.for_texts([line.text for line in source.lines])
    cleaner.page = source.ref or ""
    units = make_units(source.blocks)
    tei = new_tei()
    write_header(tei, rec, [f"lines {d.first}-{d.last}: {d.reason}" for d in source.dropped])
    text = el(tei, "text", xml_lang="fr")
    body = el(text, "body")
    div = el(body, "div", type="article", n=rec["article"])
    el(div, "pb", n=source.ref or "")
    ids = RuleIds(split=memo.sentences)
    ids.enter_game(rec["game"])  # the article is about one game: its paragraphs are rules
    for u in units:
        events = [LineEvent(line, u.fw.get(k, ())) for k, line in enumerate(u.lines)]
        write_cleaned(el(div, "p"), events, cleaner, ids.prose)
    rules = read_rules(tei, {rec["game"]: rec["game_title"]})
    analyse_rules(rules, memo)
    annotate_rules(tei, rules, link_predicates(rules))
    return Built(rec["output"], _serialise(tei), None, source, [], cleaner.records, rules=rules)


def furniture_records(xml: bytes) -> list[Intervention]:
    """The furniture set apart from the text, read back from the TEI (one row per ``fw``)."""
    out = []
    line, page, k = 0, "", 0
    for e in etree.fromstring(xml).iter(f"{{{TEI}}}lb", f"{{{TEI}}}pb", f"{{{TEI}}}fw"):
        tag = etree.QName(e).localname
        if tag == "lb":
            line, k = int(e.get("n")), 0
        elif tag == "pb":
            page = e.get("n")
        elif etree.QName(e.getparent()).localname != "fw":
            text = "".join(e.itertext())
            out.append(
                Intervention(
                    f"f{line}.{k}",
                    "furniture",
                    e.get("type"),
                    line,
                    -1,
                    text,
                    "",
                    "page furniture, kept apart from the text",
                    0.9,
                    page=page,
                )
            )
            k += 1
    return out


def _suspects(xml: bytes) -> list[Suspect]:
    """Suspect words of the book's text (not its header), read in the regularised reading:
    OCR repairs made, words broken at a line end joined, the print's spelling kept."""
    text = etree.fromstring(xml).find(f"{{{TEI}}}text")
    return find_suspects(read_lines(text, reading="regularised")) if text is not None else []


def _serialise(tei: etree._Element) -> bytes:
    indent(tei)
    return etree.tostring(tei, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def validate(xml: bytes, name: str, schema: Path = SCHEMA) -> None:
    rng = etree.RelaxNG(etree.parse(str(schema)))
    doc = etree.fromstring(xml).getroottree()
    if not rng.validate(doc):
        first = rng.error_log[0] if rng.error_log else None
        where = f"line {first.line}: {first.message}" if first else "invalid"
        raise ValidationError(f"{name}: does not validate against {schema.name} ({where})")


def write_atomic(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as e:
        raise OutputError(f"{path.parent}: cannot write there ({e.strerror})") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)  # mkstemp makes it private; outputs are for everyone
        os.replace(tmp, path)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(f"{path}: cannot be written ({e.strerror})") from None


def build_corpus(
    sources: Path,
    out: Path,
    edits: Path | None = None,
    scan: Path | None = None,
    partial: bool = False,
) -> list[Built]:
    """Build every source, validate everything, then write everything.

    The NLP stages' results are remembered in ``out/.cache/nlp.json`` (see
    :class:`pipeline.nlp.Memo`): a rebuild of unchanged texts loads no spaCy, and its outputs
    are the same bytes.

    ``edits`` is the editors' decisions file (default: ``corpus/edits/overrides.tsv`` beside
    the sources); it applies to the first source, the book. ``partial`` builds a book
    whose text lacks games its table lists (and says so) instead of stopping.
    """
    records = load_records(sources)  # the schema, before any work
    check_output_dir(out)
    edits = edits if edits is not None else sources.parent / "edits" / "overrides.tsv"
    overrides = read_overrides(edits)
    builders = {"google-ocr": build_maison, "artfl": build_artfl}
    memo_path = out / ".cache" / "nlp.json"
    memo = Memo(memo_path.read_bytes() if memo_path.is_file() else None)
    built = []
    for k, (name, rec) in enumerate(records.items()):
        kind = rec.get("kind")
        if kind not in builders:
            raise SourceError(sources / "sources.toml", f"[{name}] has unknown kind {kind!r}")
        if k == 0 and scan is not None:
            # the book from its scan: real OCR, then the same pipeline; the shipped source's
            # game ids and editors' decisions are for the shipped text's lines, not these
            read = read_scan(scan, out / ".scan")
            for error in read.errors:
                print(f"maison: {error}", file=sys.stderr)
            # nor has a scan Google's notice and flyleaves to drop before a title page
            scan_rec = {**rec, "ids": [], "title_match": None}
            built.append(build_maison(read.text_path, scan_rec, None, read, partial, memo))
            continue
        if kind == "google-ocr":
            built.append(
                build_maison(
                    sources / rec["file"],
                    rec,
                    overrides if k == 0 else None,
                    partial=partial,
                    memo=memo,
                )
            )
        else:
            built.append(
                build_artfl(sources / rec["file"], rec, overrides if k == 0 else None, memo=memo)
            )
    for b in built:
        validate(b.xml, b.name)
    all_rules = [r for b in built for r in b.rules]
    preds = predicates()
    broken = broken_links(preds, all_rules)
    for b in built:
        b.broken_links = broken
    files: dict[str, str | bytes] = {}  # the set, written together (pipeline/outputs.py)
    for k, b in enumerate(built):
        files[b.name] = b.xml
        tsv = "interventions.tsv" if k == 0 else f"interventions-{Path(b.name).stem}.tsv"
        files[tsv] = interventions_tsv(b.interventions)
        if b.book is not None:
            files["rules.jsonl"] = rules_jsonl(all_rules)
            files["reports/coverage.md"] = coverage_report(all_rules, preds, broken)
            files["reports/consistency.md"] = consistency_report()
            report = structure_report(b.book, b.items, b.source, b.incomplete)
            files["reports/structure.md"] = report
            files["reports/cleaning.md"] = cleaning_report(b.interventions, _suspects(b.xml))
        if b.overrides is not None:
            files["reports/overrides.md"] = overrides_report(b.overrides, b.interventions)
    publish(out, {k: v.encode("utf-8") if isinstance(v, str) else v for k, v in files.items()})
    write_atomic(memo_path, memo.to_json())  # after: the analyses of the outputs published
    return built
