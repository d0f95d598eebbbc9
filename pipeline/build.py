"""``make corpus``: every source in ``corpus/sources/sources.toml`` to validated TEI.

Stages run in order (ingest -> pages -> structure -> TEI); outputs are validated against
``schemas/maison.rng`` and only then written, each to a temporary file renamed into place,
so a failed build leaves nothing half-written.
"""

from __future__ import annotations

import os
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from lxml import etree

from pipeline.errors import OutputError, SourceError, ValidationError
from pipeline.ingest import read_artfl, read_google_ocr
from pipeline.model import Source
from pipeline.reports import structure_report
from pipeline.segment.pages import Unit, estimate_lengths, make_units, paginate
from pipeline.segment.structure import Book, build_book, plan_front
from pipeline.tei.header import new_tei, write_header
from pipeline.tei.lines import el, write_line
from pipeline.tei.writer import write_book_text

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = ROOT / "schemas" / "maison.rng"


@dataclass
class Built:
    name: str
    xml: bytes
    book: Book | None = None
    source: Source | None = None
    items: list = field(default_factory=list)


def load_records(sources: Path) -> dict[str, dict]:
    toml = sources / "sources.toml"
    try:
        data = tomllib.loads(toml.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SourceError(
            toml, "no such file (each source needs its bibliographic record)"
        ) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise SourceError(toml, f"is not valid TOML ({e})") from None
    return data


def build_maison(path: Path, rec: dict) -> Built:
    source = read_google_ocr(path, rec.get("title_match"))
    units = make_units(source.blocks)
    estimate_lengths(units)
    plan = plan_front(units, path)
    items = paginate(units, plan.body_start, plan.prefer)
    book = build_book(units, items, plan, list(rec.get("ids", [])))
    tei = new_tei()
    write_header(tei, rec, [f"lines {d.first}-{d.last}: {d.reason}" for d in source.dropped])
    write_book_text(tei, book)
    return Built(rec["output"], _serialise(tei), book, source, items)


def build_artfl(path: Path, rec: dict) -> Built:
    source = read_artfl(path)
    units = make_units(source.blocks)
    tei = new_tei()
    write_header(tei, rec, [f"lines {d.first}-{d.last}: {d.reason}" for d in source.dropped])
    text = el(tei, "text")
    body = el(text, "body")
    div = el(body, "div", type="article", n=rec["article"])
    el(div, "pb", n=source.ref or "")
    for u in units:
        p = el(div, "p")
        for k, line in enumerate(u.lines):
            write_line(p, line, u.fw.get(k, ()) if isinstance(u, Unit) else ())
    return Built(rec["output"], _serialise(tei), None, source, [])


def _serialise(tei: etree._Element) -> bytes:
    etree.indent(tei, space=" ")
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


def build_corpus(sources: Path, out: Path) -> list[Built]:
    """Build every source, validate everything, then write everything."""
    records = load_records(sources)
    builders = {"google-ocr": build_maison, "artfl": build_artfl}
    built = []
    for name, rec in records.items():
        kind = rec.get("kind")
        if kind not in builders:
            raise SourceError(sources / "sources.toml", f"[{name}] has unknown kind {kind!r}")
        built.append(builders[kind](sources / rec["file"], rec))
    for b in built:
        validate(b.xml, b.name)
    _check_writable(out)
    for b in built:
        write_atomic(out / b.name, b.xml)
        if b.book is not None:
            report = structure_report(b.book, b.items, b.source)
            write_atomic(out / "reports" / "structure.md", report.encode("utf-8"))
    return built


def _check_writable(out: Path) -> None:
    try:
        (out / "reports").mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise OutputError(f"{out}: cannot create the output directory ({e.strerror})") from None
    if not os.access(out, os.W_OK) or not os.access(out / "reports", os.W_OK):
        raise OutputError(f"{out}: output directory is not writable")
