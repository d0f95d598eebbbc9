"""``make corpus``: every source in ``corpus/sources/sources.toml`` to validated TEI.

Each source goes through its stages (:mod:`pipeline.stages`: ingest -> paging -> structure
-> layout -> clean -> rule ids -> extract -> tei); the rules of all sources are checked
against the rules layer together; outputs are validated against
``schemas/maison.rng`` and only then written, as one set swapped into place
(:mod:`pipeline.outputs`), so a failed or killed build leaves the old set or the new, never a
mix. ``sources.toml`` and the output directory are checked first (:mod:`pipeline.records`).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from lxml import etree

from pipeline.clean.overrides import Overrides, read_overrides
from pipeline.errors import SourceError, ValidationError
from pipeline.extract.predicates import broken_links
from pipeline.ingest.text import read_source_text
from pipeline.model import Source
from pipeline.model.book import Book
from pipeline.model.plans import Intervention
from pipeline.model.rows import Rule, rules_jsonl
from pipeline.nlp import Memo
from pipeline.outputs import check_output_dir, publish, write_atomic
from pipeline.paths import ROOT, SCHEMAS  # noqa: F401  (ROOT: the tests' and scripts' name)
from pipeline.records import load_records
from pipeline.reports import (
    cleaning_report,
    coverage_report,
    interventions_tsv,
    overrides_report,
    remembered_consistency,
    structure_report,
)
from pipeline.rules.registry import predicates
from pipeline.stages import ARTICLE, BOOK, TRANSCRIPTION, Work, run
from pipeline.text.suspects import Suspect
from pipeline.witness.build import collate_witnesses

if TYPE_CHECKING:  # the OCR (numpy, scipy, tesseract) is loaded only for a scan
    from pipeline.ocr.scan import Scan

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
    suspects: list[Suspect] = field(default_factory=list)
    """Words of the text no word list knows, suspected but not changed (for editors)."""


def build_source(
    path: Path,
    rec: dict,
    overrides: Overrides | None = None,
    scan: Scan | None = None,
    partial: bool = False,
    memo: Memo | None = None,
) -> Built:
    """One source through its stages (:data:`pipeline.stages.BOOK` for a book,
    :data:`pipeline.stages.ARTICLE` for an article about one game)."""
    kind = rec.get("kind")
    article = kind in ("artfl", "web-transcription")
    stages = {"artfl": ARTICLE, "web-transcription": TRANSCRIPTION}.get(kind, BOOK)
    work = Work(path, rec, memo or Memo(), None if article else overrides, scan, partial)
    w = run(work, stages)
    return Built(
        rec["output"],
        w.xml,
        w.book,
        w.source,
        w.items or [],
        w.records,
        None if article else w.decisions,
        w.rules,
        incomplete=w.incomplete,
        suspects=w.suspects,
    )


def validate(xml: bytes, name: str, schema: Path = SCHEMA) -> None:
    rng = etree.RelaxNG(etree.parse(str(schema)))
    doc = etree.fromstring(xml).getroottree()
    if not rng.validate(doc):
        first = rng.error_log[0] if rng.error_log else None
        where = f"line {first.line}: {first.message}" if first else "invalid"
        raise ValidationError(f"{name}: does not validate against {schema.name} ({where})")


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
    for k, rec in enumerate(records.values()):  # each source readable and XML-safe, first
        if not (k == 0 and scan is not None):  # (a scan's text is the OCR's, made later)
            dropped: list = []
            read_source_text(sources / rec["file"], dropped if partial else None)
            if dropped:
                lines = ", ".join(str(d.first) for d in dropped)
                print(
                    f"maison: warning: {sources / rec['file']}: control characters dropped "
                    f"(--partial) on line(s) {lines}; listed in the TEI header",
                    file=sys.stderr,
                )
    edits = edits if edits is not None else sources.parent / "edits" / "overrides.tsv"
    overrides = read_overrides(edits)
    builders = ("google-ocr", "artfl", "web-transcription")
    memo_path = out / ".cache" / "nlp.json"
    kept = out / ".cache" / "consistency.json"
    memo = Memo(memo_path.read_bytes() if memo_path.is_file() else None)
    built = []
    for k, (name, rec) in enumerate(records.items()):
        kind = rec.get("kind")
        if kind not in builders:
            raise SourceError(sources / "sources.toml", f"[{name}] has unknown kind {kind!r}")
        if k == 0 and scan is not None:
            # the book from its scan: real OCR, then the same pipeline; the shipped source's
            # game ids and editors' decisions are for the shipped text's lines, not these
            from pipeline.ocr.scan import read_scan

            read = read_scan(scan, out / ".scan")
            for error in read.errors:
                print(f"maison: {error}", file=sys.stderr)
            # nor has a scan Google's notice and flyleaves to drop before a title page
            scan_rec = {**rec, "ids": [], "title_match": None}
            built.append(build_source(read.text_path, scan_rec, None, read, partial, memo))
            continue
        book_edits = overrides if k == 0 else None
        built.append(build_source(sources / rec["file"], rec, book_edits, None, partial, memo))
    witnessed = {rec["game"] for rec in records.values() if rec.get("witness_of")}
    consistency_md, consistency = remembered_consistency(kept)
    witness_files = collate_witnesses(built, records, consistency_md, out / ".cache")
    for b in built:
        validate(b.xml, b.name)
    all_rules = [r for b in built for r in b.rules]
    # a witness's rules are linked through their parallels (reports/variants.md), not counted
    own_rules = [r for r in all_rules if r.game not in witnessed]
    preds = predicates()
    broken = broken_links(preds, own_rules)
    for b in built:
        b.broken_links = broken
    files: dict[str, str | bytes] = {}  # the set, written together (pipeline/outputs.py)
    for k, b in enumerate(built):
        files[b.name] = b.xml
        tsv = "interventions.tsv" if k == 0 else f"interventions-{Path(b.name).stem}.tsv"
        files[tsv] = interventions_tsv(b.interventions)
        if b.book is not None:
            files["rules.jsonl"] = rules_jsonl(all_rules)
            files["reports/coverage.md"] = coverage_report(own_rules, preds, broken)
            files["reports/consistency.md"] = consistency_md
            report = structure_report(b.book, b.items, b.source, b.incomplete)
            files["reports/structure.md"] = report
            files["reports/cleaning.md"] = cleaning_report(b.interventions, b.suspects)
        if b.overrides is not None:
            files["reports/overrides.md"] = overrides_report(b.overrides, b.interventions)
    files.update(witness_files)
    publish(out, {k: v.encode("utf-8") if isinstance(v, str) else v for k, v in files.items()})
    write_atomic(memo_path, memo.to_json())  # after: the analyses of the outputs published
    if consistency is not None:
        write_atomic(kept, consistency)
    return built
