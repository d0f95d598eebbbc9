"""The ``maison`` command. Thin: each command calls a plain function; errors print once."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import click
from lxml import etree

from pipeline.commands.games import oye, piquet, play, quatre_fins, race
from pipeline.errors import MaisonError
from pipeline.model import RULE_TYPES
from pipeline.paths import OUT, ROOT, SOURCES
from pipeline.tei.reader import READINGS, find_game, game_ids, read_text

# Commands import what they run inside their bodies: `maison --help`, `maison piquet
# declare` and the other small commands start without loading the build and spaCy.
DEFAULT_BOOK = OUT / "maison-des-jeux-academiques-1665.xml"


@click.group()
@click.option("--debug", is_flag=True, help="Show tracebacks.")
@click.pass_context
def cli(ctx: click.Context, debug: bool) -> None:
    """maison: a scanned early-modern French game book to a validated TEI corpus."""
    ctx.obj = {"debug": debug}


for _game_command in (piquet, race, oye, quatre_fins, play):  # pipeline/commands/games.py
    cli.add_command(_game_command)


@cli.command()
@click.option(
    "--sources",
    type=click.Path(path_type=Path),
    default=SOURCES,
    show_default=True,
)
@click.option("--out", type=click.Path(path_type=Path), default=OUT, show_default=True)
@click.option(
    "--source",
    "scan",
    type=click.Path(path_type=Path),
    default=None,
    help="A scanned PDF or image folder (OCR).",
)
@click.option(
    "--partial",
    is_flag=True,
    help="Build a book known to lack games its table lists; the TEI and reports say so.",
)
def corpus(sources: Path, out: Path, scan: Path | None, partial: bool) -> None:
    """Build the TEI corpus, its reports, and validate it."""
    from pipeline.build import build_corpus

    built = build_corpus(sources, out, scan=scan, partial=partial)
    for b in built:
        click.echo(f"wrote {out / b.name}")
        if b.incomplete:
            click.echo(f"maison: warning: {b.name}: incomplete source: {b.incomplete}", err=True)
    book = built[0]
    click.echo(f"wrote {out / 'interventions.tsv'} ({len(book.interventions)} interventions)")
    if book.overrides is not None and not book.overrides.found:
        click.echo(
            f"maison: warning: {book.overrides.path}: no such file; "
            "built without the editors' decisions",
            err=True,
        )
    stale = book.overrides.unused() if book.overrides else []
    if stale:
        rows = ", ".join(str(d.row) for d in stale)
        click.echo(
            f"maison: warning: {len(stale)} override(s) no longer match (rows {rows}); "
            f"see {out / 'reports' / 'overrides.md'}",
            err=True,
        )


@cli.command()
@click.option("--reading", type=click.Choice(READINGS), default="diplomatic", show_default=True)
@click.option("--game", default=None, help="A game's xml:id (e.g. piquet).")
@click.option(
    "--file", "path", type=click.Path(path_type=Path), default=DEFAULT_BOOK, show_default=True
)
@click.option(
    "--furniture", is_flag=True, help="Keep running heads, page numbers, signatures, catchwords."
)
def text(reading: str, game: str | None, path: Path, furniture: bool) -> None:
    """Print a reading of the book (or of one game) as plain text."""
    try:
        tree = etree.parse(str(path))
    except OSError:
        raise MaisonError(f"{path}: no such file (run 'make corpus' first)") from None
    except etree.XMLSyntaxError as e:
        raise MaisonError(f"{path}: not well-formed XML ({e})") from None
    root = tree.getroot()
    if game:
        found = find_game(tree, game)
        if found is None:
            raise MaisonError(f"{path}: no game {game!r} (games: {', '.join(game_ids(tree))})")
        root = found
    click.echo(read_text(root, reading, furniture=furniture), nl=False)


DEFAULT_RULES = OUT / "rules.jsonl"


@cli.group()
def rules() -> None:
    """The rules of the games (corpus/out/rules.jsonl)."""


@rules.command("list")
@click.option(
    "--json", "as_json", is_flag=True, help="The predicates that implement rules, as JSON lines."
)
@click.option("--game", default=None, help="A game's xml:id (e.g. oye).")
@click.option(
    "--type", "typ", type=click.Choice(RULE_TYPES), default=None, help="Only rules of this type."
)
@click.option(
    "--file", "path", type=click.Path(path_type=Path), default=DEFAULT_RULES, show_default=True
)
def rules_list(game: str | None, typ: str | None, path: Path, as_json: bool) -> None:
    """One rule a line: id, type, page, the start of its normalised text. With --json, the
    predicates of the rules layer instead, one JSON object a line."""
    if as_json:
        _predicates_json(game)
        return
    found = read_rules(path)
    if game and not any(r["game"] == game for r in found):
        games = sorted({r["game"] for r in found})
        raise MaisonError(f"{path}: no game {game!r} (games: {', '.join(games)})")
    for r in found:
        if (game is None or r["game"] == game) and (typ is None or r["type"] == typ):
            text = r["text_normalised"]
            short = text if len(text) <= 90 else text[:89] + "…"
            click.echo(f"{r['id']}\t{r['type']}\tp. {r['page']}\t{short}")


@rules.command("show")
@click.argument("ident")
@click.option(
    "--file", "path", type=click.Path(path_type=Path), default=DEFAULT_RULES, show_default=True
)
def rules_show(ident: str, path: Path) -> None:
    """A rule in its three readings, with its page, type, numbers and neighbours."""
    by_id = {r["id"]: r for r in read_rules(path)}
    r = by_id.get(ident)
    if r is None:
        near = [k for k in by_id if k.startswith(ident.split(".")[0] + ".")][:5]
        hint = f" (e.g. {', '.join(near)})" if near else ""
        raise MaisonError(f"{path}: no rule {ident!r}{hint}")
    number = f" n. {r['n']}" if r["n"] else ""
    click.echo(
        f"{r['id']}{number} — {r['game_title']} ({r['game']}), p. {r['page']}, source line {r['line']}"
    )
    click.echo(f"type: {r['type']} ({r['type_evidence']})")
    for reading in ("diplomatic", "regularised", "normalised"):
        click.echo(f"\n[{reading}]\n{r['text_' + reading]}")
    if r["numbers"]:
        nums = ", ".join(
            f"{x['text']}={x['value']} ({x['role']}{' of ' + x['unit'] if x['unit'] else ''})"
            for x in r["numbers"]
        )
        click.echo(f"\nnumbers: {nums}")
    if r["predicates"]:
        click.echo(f"predicates: {', '.join(r['predicates'])}")
    for side in ("prev", "next"):
        other = by_id.get(r[side] or "")
        if other:
            text = other["text_normalised"]
            click.echo(f"{side}: {other['id']} — {text[:70]}{'…' if len(text) > 70 else ''}")


def _predicates_json(game: str | None) -> None:
    """One object per predicate: its name, the rules it implements, how many tests check it
    (tests marked ``@pytest.mark.predicate(NAME)``), its status."""
    from pipeline.rules.registry import predicates
    from pipeline.testindex import tests_for

    for p in predicates():
        if game and not any(r.split(".")[0] == game for r in p.rules):
            continue
        obj = {
            "predicate": p.ident,
            "code": p.name,
            "rules": list(p.rules),
            "tests": tests_for(p.name) + tests_for(p.ident),
            "status": p.status,
        }
        click.echo(json.dumps(obj, ensure_ascii=False))


def read_rules(path: Path) -> list[dict]:
    """The rows of a rules.jsonl; a missing or damaged file is one clear error."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise MaisonError(f"{path}: no such file (run 'make corpus' first)") from None
    except UnicodeDecodeError:
        raise MaisonError(f"{path}: not UTF-8 text") from None
    out = []
    for k, line in enumerate(lines, 1):
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError as e:
            raise MaisonError(f"{path}: line {k} is not JSON ({e.msg})") from None
    return out


@cli.group()
def edition() -> None:
    """The reading edition: a static site of the built corpus (corpus/out/edition/)."""


@edition.command("build")
@click.option(
    "--corpus",
    type=click.Path(path_type=Path),
    default=OUT,
    show_default=True,
    help="The built corpus to read.",
)
@click.option(
    "--out", type=click.Path(path_type=Path), default=None, help="Default: CORPUS/edition."
)
@click.option(
    "--edits",
    type=click.Path(path_type=Path),
    default=ROOT / "corpus" / "edits" / "overrides.tsv",
    show_default=True,
    help="The editors' decisions an export starts from.",
)
def edition_build(corpus: Path, out: Path | None, edits: Path) -> None:
    """Write the site from the built TEI, rules.jsonl, interventions and reports."""
    from pipeline.edition.site import build_edition

    out = out or corpus / "edition"
    sizes = build_edition(corpus, out, edits, ROOT)
    pages = sum(1 for k in sizes if not k.startswith("_"))
    click.echo(f"wrote {out}/index.html and {pages - 1} more pages in {sizes['_seconds']} s")


@edition.command("serve")
@click.option("--port", default=8000, show_default=True, help="Port to listen on.")
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to bind: this machine only by default; 0.0.0.0 opens it to the network.",
)
@click.option(
    "--dir",
    "site",
    type=click.Path(path_type=Path),
    default=OUT / "edition",
    show_default=True,
)
def edition_serve(port: int, host: str, site: Path) -> None:
    """Serve the built site (on 127.0.0.1 unless --host says otherwise) until interrupted."""
    from pipeline.edition.serve import LOCAL, make_server

    if not (site / "index.html").exists():
        raise MaisonError(f"{site}: no site here: run `maison edition build` first")
    try:
        server = make_server(site, port, host)
    except OSError as e:
        raise MaisonError(f"{host}:{port}: cannot listen there ({e.strerror or e})") from None
    bound, port = server.server_address[:2]
    reach = "this machine only" if host == LOCAL else "reachable from other machines"
    click.echo(f"serving {site} at http://{bound}:{port}/ ({reach}; Ctrl-C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


@cli.command("ocr")
@click.argument("sources", nargs=-1, type=click.Path(path_type=Path))
@click.option("--out", type=click.Path(path_type=Path), required=True, help="Where page-NNN.* go.")
@click.option(
    "--list",
    "list_file",
    type=click.Path(path_type=Path),
    default=None,
    help="A file naming books, one path a line (# comments), read after SOURCES.",
)
@click.option(
    "--scheduler",
    default=None,
    help="A running Dask scheduler (tcp://host:8786) whose workers read the pages.",
)
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    default=None,
    help="Local workers (default: one per core).",
)
@click.option(
    "--threads",
    is_flag=True,
    help="Local workers as threads of this process: a quicker start for a few pages.",
)
def ocr(
    sources: tuple[Path, ...],
    out: Path,
    list_file: Path | None,
    scheduler: str | None,
    workers: int | None,
    threads: bool,
) -> None:
    """OCR scanned books (PDFs or folders of page images), every page a Dask task, on this
    machine or on a cluster (--scheduler): OUT/page-NNN.txt (main text, diplomatic, one
    printed line per line), page-NNN.furniture.txt (type, text), page-NNN.hocr and
    page-NNN.alto.xml (ALTO v4: lines, words, confidences, SegmOnto zones). Several books
    go to OUT/<name>/. Pages already read are taken from OUT/.cache: an interrupted run
    resumes. A bad book or page is reported and the others go on; the exit is then 1."""
    from pipeline.ocr.shelf import ocr_books

    if ocr_books(list(sources), out, list_file, scheduler, workers, threads):
        sys.exit(1)


@cli.command("ocr-lines")
@click.argument("folder", type=click.Path(path_type=Path))
@click.option(
    "--out", type=click.Path(path_type=Path), required=True, help="Where OUT/<stem>.txt go."
)
def ocr_lines(folder: Path, out: Path) -> None:
    """Read every *.png of FOLDER as one printed line; write OUT/<stem>.txt, diplomatic
    (long s restored, ’, ¬). A bad image is reported and skipped; the exit is then 1."""
    from pipeline.ocr.lines import check_tesseract, read_lines
    from pipeline.outputs import write_atomic

    if not folder.is_dir():
        raise MaisonError(f"{folder}: no such folder")
    paths = sorted(folder.glob("*.png"))
    if not paths:
        raise MaisonError(f"{folder}: no *.png line images")
    check_tesseract()
    bad = 0
    with click.progressbar(length=len(paths), label="ocr-lines", file=sys.stderr) as bar:
        for result in read_lines(paths):
            bar.update(1)
            if result.error:
                bad += 1
                click.echo(f"maison: {result.error}", err=True)
                continue
            write_atomic(out / f"{result.path.stem}.txt", (result.text + "\n").encode("utf-8"))
    click.echo(f"wrote {len(paths) - bad} lines to {out}")
    if bad:
        raise MaisonError(f"{folder}: {bad} of {len(paths)} images could not be read")


@cli.command()
@click.option(
    "--keep-apostrophes/--modern-apostrophes",
    default=True,
    help="Keep each word's own apostrophe, ' or ’ (the default), or write the modern ’.",
)
def normalize(keep_apostrophes: bool) -> None:
    """Modern spelling of early-modern French: lines on stdin, the same lines on stdout."""
    from pipeline.text.normalise import normalise_text

    _filter_lines(lambda line: normalise_text(line, keep_apostrophes))


@cli.command()
def regularize() -> None:
    """Printers' conventions resolved (ſ, u/v, i/j, &, tildes): stdin lines to stdout."""
    from pipeline.text.regularise import regularise_text

    _filter_lines(regularise_text)


def _filter_lines(fn: Callable[[str], str]) -> None:
    """Apply ``fn`` to each line of stdin; line count and line endings are kept exactly.

    All of stdin is read and decoded before anything is written, so bad input (not UTF-8)
    gets one error and no partial output.
    """
    data = sys.stdin.buffer.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise MaisonError(f"<stdin>: not UTF-8 text (line {line}, byte {e.start})") from None
    out = []
    for raw in text.splitlines(keepends=True):
        body = raw.rstrip("\r\n")
        out.append(fn(body) + raw[len(body) :])
    sys.stdout.write("".join(out))
    sys.stdout.flush()


def main() -> None:  # noqa: D103
    debug = "--debug" in sys.argv
    try:
        cli(standalone_mode=False)
    except click.exceptions.Abort:
        sys.exit(130)
    except click.ClickException as e:
        e.show()
        sys.exit(e.exit_code)
    except MaisonError as e:
        if debug:
            raise
        for line in str(e).splitlines() or [""]:  # one line per problem (sources.toml)
            click.echo(f"maison: {line}", err=True)
        sys.exit(1)


if __name__ == "__main__":
    main()
