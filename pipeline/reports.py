"""Reports written beside the TEI (``corpus/out/reports/``)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from pipeline.clean.overrides import Overrides
from pipeline.digests import code_digest
from pipeline.extract.predicates import contradictions
from pipeline.model import Source
from pipeline.model.book import Book, Div
from pipeline.model.items import MissingPages, PageBreak
from pipeline.model.plans import KINDS, Intervention
from pipeline.model.rows import Rule
from pipeline.rules.registry import Predicate
from pipeline.text.suspects import Suspect


def structure_report(book: Book, items: list, source: Source | None, incomplete: str = "") -> str:
    """The table against the games found; ``incomplete`` (a book built with ``--partial``)
    heads the report."""
    games = book.games
    rows = []
    agree = 0
    for g in games:
        e = g.entry
        assert e is not None
        start = g.start_page or "?"
        ok = start == str(e.page)
        agree += ok
        note = "" if ok else _explain(g, items)
        head = " / ".join(u.text for u in g.head)[:70] or "(no heading in the scan)"
        nest = "↳ " if g.level > 1 else ""
        rows.append(
            f"| {e.n} | {nest}`{g.id}` | {e.title} | {e.page} | {start} | {'yes' if ok else 'NO'} | {head} | {note} |"
        )
    missing = [x.pages[0] for x in items if isinstance(x, MissingPages)]
    repaired = [(x.n, x.printed) for x in items if isinstance(x, PageBreak) and x.printed]
    pbs = [x for x in items if isinstance(x, PageBreak)]
    out = [
        "# Structure report",
        "",
        *(
            [f"**Incomplete source (built with --partial)**: {incomplete}.", ""]
            if incomplete
            else []
        ),
        f"- Table of contents: {len(book.entries)} entries; game divisions: {len(games)}; "
        f"unmatched entries: {len(book.unmatched)}.",
        f"- Games starting on the page the table gives: {agree}/{len(games)} ({100 * agree / max(1, len(games)):.0f}%).",
        f"- Page breaks: {len(pbs)} (`<pb/>`), {sum(p.certain for p in pbs)} placed by furniture or a cut sentence, "
        f'{sum(not p.certain for p in pbs)} by page length (`cert="low"`).',
        f'- Pages missing from the scan (`<gap reason="missing"/>`): {", ".join(missing) or "none"}.',
        f"- Page numbers repaired (printed → true): {', '.join(f'{p} → {n}' for n, p in repaired) or 'none'}.",
        "",
        "| # | id | table entry | table page | starts on | agrees | heading as printed | why not |",
        "|---|---|---|---|---|---|---|---|",
        *rows,
    ]
    if book.unmatched:
        out += ["", "## Entries with no game in the text", ""]
        out += [f"- {e.n}. {e.title} (p. {e.page})" for e in book.unmatched]
    if source is not None:
        out += ["", "## Dropped from the source", ""]
        out += [f"- lines {d.first}-{d.last}: {d.reason}: {d.text[:80]}" for d in source.dropped]
    return "\n".join(out) + "\n"


def _explain(g: Div, items: list) -> str:
    if not g.head:
        return "its heading is lost with a page missing from the scan; starts at the first page that bears its running head"
    reasons = []
    if not g.start_certain:
        reasons.append(
            "the page break before it is placed by page length (no furniture on that page)"
        )
    if g.entry and g.start_page and g.start_page.isdigit():
        delta = int(g.start_page) - g.entry.page
        reasons.append(
            f"{abs(delta)} page{'s' if abs(delta) > 1 else ''} {'after' if delta > 0 else 'before'} the table's page"
        )
    return "; ".join(reasons)


TSV_COLUMNS = (
    "id",
    "page",
    "line",
    "kind",
    "before",
    "after",
    "confidence",
    "reason",
    "type",
    "resp",
)


def interventions_tsv(records: list[Intervention]) -> str:
    """One row per intervention, in document order; tabs and newlines in texts are shown as
    ``\\t`` and ``\\n`` so each intervention stays on one row."""
    rows = ["\t".join(TSV_COLUMNS)]
    for r in records:
        cells = (
            r.id,
            r.page,
            str(r.line),
            r.kind,
            r.before,
            r.after,
            f"{r.confidence:.2f}",
            r.reason,
            r.type,
            r.resp,
        )
        rows.append("\t".join(_cell(c) for c in cells))
    return "\n".join(rows) + "\n"


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def cleaning_report(records: list[Intervention], suspects: Sequence[Suspect] = ()) -> str:
    """Interventions by kind and type; then the words the OCR repair suspects but leaves as
    printed (:mod:`pipeline.text.suspects`), for an editor to read against the scan."""
    kinds = Counter(r.kind for r in records)
    types = Counter((r.kind, r.type) for r in records)
    editor = Counter(r.kind for r in records if r.resp == "#editor")
    out = [
        "# Cleaning report",
        "",
        "Interventions on the book, by kind (every one is a row of `interventions.tsv`).",
        "",
        "| kind | interventions | by the editors |",
        "|---|---|---|",
    ]
    out += [f"| {k} | {kinds[k]} | {editor[k]} |" for k in KINDS if kinds[k]]
    out += ["", "## By type", "", "| kind | type | count |", "|---|---|---|"]
    out += [f"| {k} | {t} | {n} |" for (k, t), n in sorted(types.items())]
    twins = [x for x in suspects if x.twin]
    real = [x for x in suspects if x.real]
    suspects = [x for x in suspects if not x.twin and not x.real]
    if suspects:
        out += [
            "",
            "## Suspected, not changed",
            "",
            f"{len(suspects)} words of the regularised reading ({sum(x.count for x in suspects)}"
            " occurrences) are in no word list (modern, early-modern, modern without accents)"
            " and do not look like names or numbers: OCR noise the repair could not decide,"
            " or rare words of the period. Left as printed; an editor decides"
            " (`corpus/edits/overrides.tsv`).",
            "",
            f"{sum(not x.reading for x in suspects)} of them have no modern reading either"
            " (the normaliser's learned rewrites make no word of them): most likely OCR"
            " noise, listed first. The others are read as the modern word shown: most likely"
            " spellings of the period. The noisy channel's readings (`pipeline/text/channel.py`)"
            " are shown where it found some but none clearly best (each with its probability;"
            " the word as read among them).",
            "",
            "| word | count | source lines | modern reading | candidates |",
            "|---|---|---|---|---|",
        ]
        out += [
            f"| {x.word} | {x.count} | {', '.join(map(str, x.lines))} | {x.reading or '—'}"
            f" | {x.candidates or '—'} |"
            for x in sorted(suspects, key=lambda x: (bool(x.reading), x.lines[0], x.word))
        ]
    if twins:
        out += [
            "",
            "## Read with f, a word with ſ too",
            "",
            f"{len(twins)} words ({sum(x.count for x in twins)} occurrences) were read with f"
            " where the same word with s is a word too, and the period wrote the s word at least"
            " as often (`feront`: seront): this OCR reads ſ as f, and the repair changed such a"
            " word only where the context model was sure. Left as read; an editor checks the scan"
            " (`corpus/edits/overrides.tsv`).",
            "",
            "| word | count | source lines | with ſ |",
            "|---|---|---|---|",
        ]
        out += [
            f"| {x.word} | {x.count} | {', '.join(map(str, x.lines))} | {x.twin} |"
            for x in sorted(twins, key=lambda x: (x.lines[0], x.word))
        ]
    if real:
        out += [
            "",
            "## A word, perhaps another word misread",
            "",
            f"{len(real)} words of the lists ({sum(x.count for x in real)} occurrences) where"
            " another word one misreading of the error model away fits the sentence better"
            " by the word trigram model (`pipeline/text/ngrams.py`; `du fort avec de la"
            " conduite`: sort). Never changed: on FreEM-norm's dev sentences with misreadings"
            " put in, no threshold reaches a precision of 0.9 (see `REAL_PROPOSE` in"
            " `pipeline/text/channel.py`: about one in ten of these is a misreading). An"
            " editor's worklist, likeliest first; the probability is the model's, by its odds.",
            "",
            "| word | count | source lines | candidate |",
            "|---|---|---|---|",
        ]
        out += [
            f"| {x.word} | {x.count} | {', '.join(map(str, x.lines))} | {x.real} |"
            for x in sorted(real, key=lambda x: (-float(x.real.split()[-1]), x.lines[0], x.word))
        ]
    return "\n".join(out) + "\n"


def overrides_report(overrides: Overrides, records: list[Intervention]) -> str:
    """What became of each editor's decision: applied (and to what), or no longer matching."""
    decisions = overrides.all()
    used = [d for d in decisions if d.used]
    stale = [d for d in decisions if not d.used]
    where = _shown(overrides.path) if overrides.path else "corpus/edits/overrides.tsv"
    by_id = {r.id: r for r in records}
    if not overrides.found:
        return (
            f"# Editors' overrides\n\nNo editors' decisions applied: `{where}` does not exist "
            "(the build ran without them).\n"
        )
    out = [
        "# Editors' overrides",
        "",
        f"Read from `{where}`: {len(used)} applied, {len(stale)} no longer match.",
        "",
    ]
    if stale:
        out += ["## No longer matching (not applied)", "", "| row | target | action | value |"]
        out += ["|---|---|---|---|"]
        out += [f"| {d.row} | `{d.target}` | {d.action} | {d.value} |" for d in stale]
        out.append("")
    if used:
        out += ["## Applied", "", "| row | target | action | reading now |", "|---|---|---|---|"]
        for d in used:
            r = by_id.get(d.target)
            now = (
                "(machine's change removed)"
                if d.action == "reject"
                else (r.after if r else d.value)
            )
            out.append(f"| {d.row} | `{d.target}` | {d.action} | {now} |")
    return "\n".join(out) + "\n"


def _shown(path: Path) -> str:
    """A path as the report shows it: relative to the project when inside it (reports must
    not depend on where the project was cloned)."""
    root = Path(__file__).resolve().parents[1]
    try:
        return str(path.resolve().relative_to(root))
    except ValueError:
        return path.name


def coverage_report(rules: list[Rule], preds: list, broken: list[str]) -> str:
    """Per game: its rules, how many are rules of play (executable), how many of those are
    linked to a predicate, and the executable rules still unlinked, by id; the
    contradictions (a rule that is not a rule of play, by its type or a declaration, that a
    predicate implements), each named; then why the others are not executable, and the
    predicates with their links."""
    games: dict[str, list[Rule]] = {}
    for r in rules:
        games.setdefault(r.game, []).append(r)
    executable = [r for r in rules if r.executable]
    linked = sum(1 for r in executable if r.predicates)
    share = f" ({100 * linked / len(executable):.0f}%)" if executable else ""
    clashes = contradictions(rules)
    known = {r.id for r in rules}
    links = [(p, r) for p in preds for r in p.rules if r in known]
    partial = [(p, r) for p, r in links if p.missing_for(r)]
    out = [
        "# Coverage of the rules layer",
        "",
        f"{len(links) - len(partial)} of {len(links)} links do the whole sentence of their rule"
        f" (each read against its sentence: pipeline/rules/verdicts/); {len(partial)} do part of it"
        " (below, with what they leave out).",
        "",
        f"{len(rules)} rules; {len(executable)} are rules of play (executable), {linked} of them"
        f" linked to a predicate{share}; {len(preds)} predicates.",
        "",
        f"**{len(clashes)} contradictions**: rules that are not rules of play (by their type or"
        " a declaration) that a predicate implements.",
        "",
        "| game | rules | executable | linked | linked % | predicates |",
        "|---|---|---|---|---|---|",
    ]
    for game, rs in games.items():
        ex = [r for r in rs if r.executable]
        n = sum(1 for r in ex if r.predicates)
        pct = f"{100 * n / len(ex):.0f}%" if ex else "–"
        names = sorted({p.split(".")[-1] for r in rs for p in r.predicates})
        out.append(f"| `{game}` | {len(rs)} | {len(ex)} | {n} | {pct} | {', '.join(names)} |")
    out += ["", "## Rules of play not yet linked", ""]
    for game, rs in games.items():
        ids = [r.id for r in rs if r.executable and not r.predicates]
        if ids:
            out.append(f"- `{game}` ({len(ids)}): {', '.join(ids)}")
    if out[-1] == "":
        out.append("None.")
    out += ["", "## Contradictions: not rules of play, yet implemented", ""]
    out += [
        f"- `{r.id}`: {_not_play_because(r)}; implemented by "
        + ", ".join(f"`{p}`" for p in r.predicates)
        for r in clashes
    ] or ["None: no predicate implements a rule that is not a rule of play."]
    out += [
        "",
        "## Rules not executable, by reason",
        "",
        "| game | reason | rules |",
        "|---|---|---|",
    ]
    for game, rs in games.items():
        by_reason: dict[str, list[str]] = {}
        for r in rs:
            if not r.executable:
                by_reason.setdefault(r.executable_reason or "", []).append(r.id)
        for reason, ids in sorted(by_reason.items()):
            out.append(f"| `{game}` | {reason} | {', '.join(ids)} |")
    out += ["", "## Predicates with no source rule", ""]
    out += [f"- {b}" for b in broken] or [
        "None: every predicate's rules exist and say what it quotes."
    ]
    out += ["", "## Links that do part of their sentence", ""]
    out += [f"- `{r}` by `{p.ident}`: {p.missing_for(r)}" for p, r in partial] or ["None."]
    out += ["", "## Predicates", "", "| predicate | status | rules |", "|---|---|---|"]
    out += [f"| `{p.ident}` | {_status(p)} | {', '.join(p.rules)} |" for p in preds]
    return "\n".join(out) + "\n"


def _not_play_because(rule: Rule) -> str:
    """Why a rule is not a rule of play, as the build decided it: its type, its reason and
    the evidence (a declaration names its module, the typer its weightiest features)."""
    return f"typed {rule.type}, {rule.executable_reason} ({rule.type_evidence})"


def _status(p: Predicate) -> str:
    """A predicate's status as the table shows it: partial names the rules it is partial for
    (it does the others whole)."""
    if p.status != "partial":
        return p.status
    return "partial for " + ", ".join(r for r, _ in p.missing)


def remembered_consistency(cache_file: Path) -> tuple[str, bytes | None]:
    """The consistency report, and what to write to ``cache_file`` for the next build (None
    when the file already holds it).

    The report is a function of the rules layer's code alone (the layer is pure, reads no
    file and takes nothing from the build; the import contract holds it there), and
    computing it runs the Goose's exact chain and seeded playouts: seconds of every build.
    So the report is kept beside the NLP memo, keyed by a digest of that code and of the
    libraries it calls, and a build whose rules did not change reads it back."""
    version = rules_version()
    try:
        kept = json.loads(cache_file.read_bytes())
        if kept.get("version") == version and isinstance(kept.get("report"), str):
            return kept["report"], None
    except (OSError, ValueError, AttributeError):
        pass  # no file, another format, a damaged one: computed again
    report = consistency_report()
    data = json.dumps({"version": version, "report": report}, ensure_ascii=False)
    return report, data.encode("utf-8")


@cache
def rules_version() -> str:
    """A digest of the rules layer's code (every module under ``pipeline/rules``) and of
    the Python and the libraries it runs on."""
    rules = Path(__file__).resolve().parent / "rules"
    names = sorted(p.relative_to(rules).as_posix() for p in rules.rglob("*.py"))
    return code_digest(("numpy", "scipy"), rules, names)


@cache
def consistency_report() -> str:
    """Where the book contradicts itself, found by running the predicates. The rules layer
    is pure and takes nothing from the build, so one process computes the report once (the
    Goose's exact chain alone takes seconds), however many corpora it builds."""
    from pipeline.rules.consistency import findings

    out = [
        "# Consistency of the rules as printed",
        "",
        "Each entry is found by running a predicate of the rules layer; the rule ids are the",
        'TEI\'s `<seg type="rule">` (and `maison rules show ID`).',
        "",
    ]
    for f in findings():
        out += [
            f"## {f.title}",
            "",
            f"- rules: {', '.join(f'`{r}`' for r in f.rules)}",
            f"- predicate: `{f.ident}`",
            f"- {f.detail}",
            f"- choice: {f.choice}",
            "",
        ]
    return "\n".join(out)
