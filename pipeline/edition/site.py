"""``maison edition build``: the reading edition, a static site, from the built corpus.

``corpus/out/edition/`` gets ``index.html`` (the title, the book's own table linking to the
games, the build's reports), ``front.html`` (title page, dedication, privilege), one
``GAME_ID.html`` per game (the Encyclopédie's Quadrille too), and local assets only: the
stylesheet, the script, MiniSearch (vendored from npm, see ``static/minisearch.LICENSE``),
``meta.js`` (the interventions' reasons, the games) and ``search-data.js`` (the search's
documents, loaded on the first search). Written files are byte-identical on a rebuild.

Nothing a source, a report or an editor's override says reaches a page as markup: the
reports' markdown is rendered with raw HTML off (an ``<img onerror>`` in a heading line is
shown as text), every other text is escaped where it enters the HTML, JSON embedded in a
page or a script escapes ``<``, ``>`` and ``&``, and every page carries a
Content-Security-Policy (:data:`CSP`) that runs scripts only from the site's own files, so
an injection that slipped past would still not run.
"""

from __future__ import annotations

import functools
import json
import re
import time
from dataclasses import dataclass
from html import escape
from importlib import resources
from pathlib import Path

from lxml import etree

from pipeline.edition.data import (
    Interventions,
    predicate_info,
    read_apparatus,
    read_findings,
    read_rules,
)
from pipeline.edition.render import Doc, Renderer
from pipeline.errors import SourceError
from pipeline.tei import TEI_NS, XML_NS

BOOK = "maison-des-jeux-academiques-1665.xml"
ENCYCLOPEDIE = "encyclopedie-quadrille.xml"
STATIC = ("edition.css", "boot.js", "edition.js", "minisearch.js", "minisearch.LICENSE")
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'self'; object-src 'none'"
)
"""The site's Content-Security-Policy: its own scripts and stylesheet only, no inline script
or event handler, no plug-ins, no other origin. In every page's ``meta`` element and in the
edition server's header (which adds ``frame-ancestors``, which a ``meta`` cannot carry)."""
REPORTS = ("structure", "cleaning", "coverage", "consistency", "variants", "overrides")
_NS = {"t": TEI_NS}
_ID = f"{{{XML_NS}}}id"


@dataclass(frozen=True)
class Page:
    ident: str
    title: str
    element: etree._Element
    why: dict[str, int]


def build_edition(corpus: Path, out: Path, edits: Path, root: Path) -> dict[str, float]:
    """Write the site from ``corpus`` (a built ``corpus/out``) to ``out``; return the
    seconds it took and the bytes of each page (for ``make bench``)."""
    start = time.perf_counter()
    book_path = corpus / BOOK
    if not book_path.exists():
        raise SourceError(book_path, "not found: run `maison corpus` (or `make corpus`) first")
    rules = read_rules(corpus / "rules.jsonl")
    ivs = Interventions()
    why_book = ivs.read(corpus / "interventions.tsv")
    why_enc = ivs.read(corpus / "interventions-encyclopedie-quadrille.tsv")
    book = etree.parse(str(book_path)).getroot()
    titles = {r["game"]: r["game_title"] for r in rules.values()}
    pages = [
        Page(d.get(_ID), _title(d, titles), d, why_book)
        for d in book.iterfind(".//t:body//t:div[@type='game']", _NS)
    ]
    for path in sorted(corpus.glob("*.xml")):  # other witnesses of a game (the 1642 Piquet)
        if path.name in (BOOK, ENCYCLOPEDIE) or path.name.endswith("-collation.xml"):
            continue
        text = etree.parse(str(path)).getroot().find("t:text", _NS)
        for d in text.iterfind(".//t:body//t:div[@type='game']", _NS):
            # its one game on a page with the whole treatise: its title page and preface too
            pages.append(Page(d.get(_ID), _title(d, titles), text, {}))
    apparatus = read_apparatus(corpus)
    variants = {k: len(v) for k, v in apparatus.items()}  # a rule's mark: its places
    enc_path = corpus / ENCYCLOPEDIE
    if enc_path.exists():
        body = etree.parse(str(enc_path)).getroot().find(".//t:body", _NS)
        if body is not None:
            title = titles.get("quadrille", "Quadrille (Encyclopédie)")
            pages.append(Page("quadrille", title + " (Encyclopédie)", body, why_enc))
    preds = predicate_info(root)
    findings = read_findings(corpus / "reports" / "consistency.md")
    out.mkdir(parents=True, exist_ok=True)
    sizes: dict[str, float] = {}
    docs: list[list[str]] = []
    nav = [(p.ident, p.title) for p in pages]
    for i, page in enumerate(pages):
        r = Renderer(page.why, variants=variants)
        body_html = r.render(page.element, prefix=f"{page.ident}-")
        data = _page_data(page.ident, r, rules, preds, findings)
        data["app"] = {k: apparatus[k] for k in data["rules"] if k in apparatus}
        prev = nav[i - 1] if i else None
        nxt = nav[i + 1] if i + 1 < len(nav) else None
        html = _shell(page.title, page.ident, body_html, data, prev, nxt)
        sizes[page.ident] = _write(out / f"{page.ident}.html", html)
        docs += _search_docs(page, r.docs)
    front = book.find(".//t:front", _NS)
    r = Renderer(why_book)
    front_html = r.render(front, prefix="front-") if front is not None else ""
    docs += _search_docs(Page("front", "Front matter", front, why_book), r.docs)
    sizes["front"] = _write(
        out / "front.html",
        _shell("Title page, dedication, privilege", "front", front_html, {}, None, None),
    )
    index = _index(book, nav, corpus / "reports", why_book)
    sizes["index"] = _write(
        out / "index.html",
        _shell("La Maison des jeux académiques (1665)", "index", index, {}, None, None),
    )
    from pipeline.rules.registry import REASONS

    meta = {"W": [list(t) for t in ivs.table], "games": nav, "reasons": REASONS}
    base = edits.read_text(encoding="utf-8") if edits.exists() else ""
    _write(
        out / "meta.js",
        "window.MAISON=" + _json(meta) + ";\nwindow.MAISON_OVERRIDES=" + _json(base) + ";\n",
    )
    _write(out / "search-data.js", "window.MAISON_DOCS=" + _json(docs) + ";\n")
    static = resources.files("pipeline.edition") / "static"
    for name in STATIC:
        data = (static / name).read_bytes()
        target = out / name
        if not target.exists() or target.read_bytes() != data:
            target.write_bytes(data)
    sizes["_seconds"] = round(time.perf_counter() - start, 2)
    return sizes


def _title(div: etree._Element, titles: dict[str, str]) -> str:
    ident = div.get(_ID)
    if ident in titles:
        return " ".join(titles[ident].split())
    head = div.find("t:head", _NS)
    return " ".join("".join(head.itertext()).split()) if head is not None else ident


_JSON_ESCAPES = str.maketrans(
    {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
)


def _json(value: object) -> str:
    """JSON safe inside a ``<script>`` element or a script file: no ``</script>``, no ``<!--``
    and no line separator can end or change what holds it (the escapes are JSON's own)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).translate(_JSON_ESCAPES)


def _write(path: Path, text: str) -> int:
    data = text.encode("utf-8")
    if not path.exists() or path.read_bytes() != data:
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
    return len(data)


def _page_data(game: str, r: Renderer, rules: dict, preds: dict, findings: list) -> dict:
    """The rules of one page with their predicates and findings, for the rule panel."""
    ids = list(dict.fromkeys(r.rule_of.values()))  # the page's rules, in order
    used: dict[str, dict] = {}
    found: list[dict] = []
    out_rules = {}
    for rid in ids:
        rule = rules.get(rid, {})
        names = rule.get("predicates") or []
        for name in names:
            if name in preds:
                used[name] = preds[name]
        fidx = []
        for f in findings:
            if rid in f.rules:
                entry = {
                    "title": f.title,
                    "rules": list(f.rules),
                    "predicate": f.predicate,
                    "html": _md(f.body),
                }
                if entry not in found:
                    found.append(entry)
                fidx.append(found.index(entry))
        out_rules[rid] = [
            rule.get("type", ""),
            names,
            rule.get("executable_reason"),
            rule.get("page", ""),
            fidx,
            rule.get("n"),
        ]
    return {"game": game, "rules": out_rules, "preds": used, "findings": found}


def _search_docs(page: Page, docs: list[Doc]) -> list[list[str]]:
    merged: dict[str, dict[str, str]] = {}
    for d in docs:
        texts = merged.setdefault(d.anchor, {"d": "", "r": "", "n": ""})
        for k, parts in d.texts.items():
            texts[k] = " ".join((texts[k] + " " + "".join(parts)).split())
    out = []
    for anchor, t in merged.items():
        if not t["d"]:
            continue
        r = "" if t["r"] == t["d"] else t["r"]
        n = "" if t["n"] == (t["r"] or t["d"]) else t["n"]
        out.append([f"{page.ident}.html#{anchor}", page.title, t["d"], r, n])
    return out


@functools.cache
def _markdown():  # markdown_it is imported where it is needed
    from markdown_it import MarkdownIt

    # html off: a report quotes the source (a heading, a dropped line, an override's value),
    # and what the source says is text, never markup
    return MarkdownIt("commonmark", {"html": False}).enable("table")


def _md(text: str) -> str:
    return _markdown().render(text)


def _index(
    book: etree._Element, nav: list[tuple[str, str]], reports: Path, why: dict[str, int]
) -> str:
    contents = book.find(".//t:div[@type='contents']", _NS)
    toc = Renderer(why).render(contents, prefix="toc-") if contents is not None else ""
    head = book.find(".//t:body/t:head", _NS)  # the book's title over its first game
    title = (
        Renderer(why).render(head, prefix="book-")
        if head is not None
        else "<h1>La Maison des jeux académiques</h1>"
    )
    games = "".join(f'<li><a href="{escape(g)}.html">{escape(t)}</a></li>' for g, t in nav)
    parts = [
        f'<section class="intro"><div lang="fr">{title}</div>',
        '<p class="imprint">Paris, Estienne Loyson, 1665 — with the article QUADRILLE of the '
        "<i>Encyclopédie</i> (vol. 13, p. 644)</p>",
        "<p>A reading edition of the TEI corpus: each game in three readings (<b>Diplomatic</b>, "
        "as printed; <b>Regularised</b>, printers' conventions resolved; <b>Normalised</b>, modern "
        "spelling), every intervention marked and open to review, every rule linked to the code "
        'that plays it. <a href="front.html">Title page, dedication and privilege</a>.</p>',
        _legend(),
        "</section>",
        f'<section class="toc" aria-labelledby="toc-title"><h2 id="toc-title">The book\'s own table</h2>{toc}</section>',
        f'<section class="games"><h2>All pages of this edition</h2><ul class="gamelist">{games}</ul></section>',
        '<section class="reports"><h2>Reports of the build</h2>',
    ]
    for name in REPORTS:
        path = reports / f"{name}.md"
        if path.exists():
            parts.append(
                f'<details id="report-{name}"><summary>{name}.md</summary>'
                f'<div class="report">{_md(path.read_text(encoding="utf-8"))}</div></details>'
            )
    parts.append("</section>")
    return "".join(parts)


def _legend() -> str:
    marks = [
        ("k-o", "OCR repair", "wavy underline"),
        ("k-r", "regularisation", "dotted underline"),
        ("k-a", "abbreviation", "double underline"),
        ("k-n", "normalisation", "dashed underline"),
        ("k-h", "hyphenation", "¦ where a word was joined"),
        ("ed", "an editor's decision", "† after the word"),
    ]
    items = "".join(
        f'<li><span class="c"><span class="a {cls}">mot</span></span> {escape(what)} ({escape(how)})</li>'
        for cls, what, how in marks
    )
    return f'<div class="legend"><h2>Marks in the text</h2><ul>{items}</ul></div>'


_SHELL = resources.files("pipeline.edition") / "static" / "page.html"
_SLOT = re.compile(r"\{\{(\w+)\}\}")


def _shell(title: str, ident: str, body: str, data: dict, prev, nxt) -> str:
    """The page: the template's slots filled in one pass, so that a slot's name inside
    what fills another (a heading that reads ``{{body}}``) stays text."""
    template = _SHELL.read_text(encoding="utf-8")
    links = []
    if ident != "index":
        links.append('<a href="index.html">Contents</a>')
    if prev:
        links.append(f'<a href="{escape(prev[0])}.html" rel="prev">← {escape(prev[1])}</a>')
    if nxt:
        links.append(f'<a href="{escape(nxt[0])}.html" rel="next">{escape(nxt[1])} →</a>')
    heading = "" if ident == "index" else f'<h1 class="gametitle">{escape(title)}</h1>'
    slots = {
        "title": escape(title),
        "page": escape(ident),
        "csp": escape(CSP),
        "nav": " ".join(links),
        "heading": heading,
        "data": _json(data),
        "body": body,
    }
    return _SLOT.sub(lambda m: slots[m.group(1)], template)
