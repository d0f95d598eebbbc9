"""The reading edition's pages, read as HTML (the browser's side: test_edition_browser.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from lxml import etree, html

from pipeline.build import ROOT
from pipeline.edition.data import read_findings
from pipeline.edition.site import build_edition
from pipeline.rules import registry
from pipeline.tei.reader import game_ids
from pipeline.testindex import tests_for as count_tests  # (a name pytest does not collect)

READINGS = {"diplomatic": "d", "regularised": "r", "normalised": "n"}


def shown(el: html.HtmlElement, r: str) -> str:
    """The text an element shows in reading ``r`` (what the page's CSS leaves visible),
    without the rule's type label, furniture and editorial gaps."""
    out: list[str] = [el.text or ""]

    def walk(e: html.HtmlElement) -> None:
        cls = (e.get("class") or "").split()
        if {"h" + r, "rt", "fw", "gap", "par", "appm"} & set(cls):
            out.append(e.tail or "")
            return
        if "lb" in cls:
            out.append(" " + (e.tail or ""))
            return
        out.append(e.text or "")
        for c in e:
            walk(c)
        out.append(e.tail or "")

    for c in el:
        walk(c)
    return " ".join("".join(out).split())


@pytest.fixture(scope="module")
def rules(built: tuple[Path, list]) -> list[dict]:
    path = built[0] / "rules.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def pages(edition: Path) -> dict[str, html.HtmlElement]:
    return {p.stem: html.parse(str(p)).getroot() for p in sorted(edition.glob("*.html"))}


def data(page: html.HtmlElement) -> dict:
    return json.loads(page.get_element_by_id("page-data").text)


def test_every_rule_shows_each_reading(rules: list[dict], pages: dict) -> None:
    """For any game, any reading and any rule id, the rule's element (id = the rule id, its
    parts chained) shows that reading's text, as rules.jsonl gives it."""
    ids = {g: {e.get("id"): e for e in p.iter() if e.get("id")} for g, p in pages.items()}
    for rule in rules:
        parts = [ids[rule["game"]][p] for p in rule["parts"]]
        assert parts[0].get("data-r") == rule["id"]
        assert f"t-{rule['type']}" in parts[0].get("class")
        for name, r in READINGS.items():
            got = " ".join(shown(p, r) for p in parts).split()
            want = rule[f"text_{name}"].replace(" / ", " ").split()
            assert got == want, (rule["id"], name)


def test_a_page_per_game_and_the_books_table_links_them(
    built: tuple[Path, list], pages: dict
) -> None:
    tree = etree.parse(str(built[0] / "maison-des-jeux-academiques-1665.xml"))
    for game in game_ids(tree):
        assert game in pages, game
    toc = pages["index"].xpath("//section[@class='toc']//a/@href")
    assert len(toc) == 36 and all(h.removesuffix(".html") in pages for h in toc)
    reports = pages["index"].xpath("//details/@id")
    assert "report-consistency" in reports and "report-overrides" in reports


def test_assets_are_local(edition: Path) -> None:
    for f in [*edition.glob("*.html"), edition / "edition.css"]:
        text = f.read_text(encoding="utf-8")
        assert not re.search(r"""(?:src|href)=["']?(?:https?:)?//""", text), f.name
        assert "url(http" not in text and "@import" not in text


def test_rule_panel_data_names_code_tests_and_findings(
    built: tuple[Path, list], pages: dict
) -> None:
    """Each linked rule's predicates: quotes, the line of their def, their tests as counted
    by the registry; findings of the consistency report under every rule they name."""
    seen = 0
    for page in pages.values():
        if page.get_element_by_id("page-data").text in (None, "{}"):
            continue
        d = data(page)
        for name, p in d["preds"].items():
            line = (ROOT / p["file"]).read_text(encoding="utf-8").splitlines()[p["line"] - 1]
            assert re.match(rf"\s*def {name.rsplit('.', 1)[1]}\(", line), (name, line)
            assert len(p["tests"]) == count_tests(p["code"]) + count_tests(name)
            assert p["quotes"] == list(
                next(x.quotes for x in registry.predicates() if x.ident == name)
            )
            seen += 1
    assert seen >= 40
    findings = read_findings(built[0] / "reports" / "consistency.md")
    assert findings
    for f in findings:
        for rule in f.rules:
            page = pages[rule.split(".")[0]]
            entry = data(page)["rules"][rule]
            assert f.title in [data(page)["findings"][i]["title"] for i in entry[4]], rule


def test_a_rule_not_executable_says_why(rules: list[dict], pages: dict) -> None:
    not_exec = [r for r in rules if r["executable_reason"]]
    assert not_exec
    for r in not_exec:
        page = pages[r["game"]]
        assert data(page)["rules"][r["id"]][2] == r["executable_reason"]
        assert " ex" in page.get_element_by_id(r["id"]).get("class")


def test_every_intervention_of_the_tei_is_marked(built: tuple[Path, list], pages: dict) -> None:
    """Every xml:id'd change of the TEI is a marked, reviewable element of its page, with
    its kind's mark and its reason's index."""
    tei = (built[0] / "maison-des-jeux-academiques-1665.xml").read_text(encoding="utf-8")
    ids = set(re.findall(r'<(?:reg|corr|expan|lb)[^>]* xml:id="([^"]+)"', tei))
    marked = set()
    for page in pages.values():
        for el in page.xpath("//*[@data-id]"):
            assert re.search(r"\bk-[oranhf]\b|\bfw\b", el.get("class")), el.get("data-id")
            assert el.get("data-w") != "", el.get("data-id")
            marked.add(el.get("data-id"))
    assert ids <= marked, sorted(ids - marked)[:5]


def test_rebuild_is_byte_identical(built: tuple[Path, list], edition: Path, tmp_path: Path) -> None:
    build_edition(built[0], tmp_path, ROOT / "corpus" / "edits" / "overrides.tsv", ROOT)
    names = sorted(p.name for p in edition.iterdir())
    assert names == sorted(p.name for p in tmp_path.iterdir())
    for name in names:
        assert (edition / name).read_bytes() == (tmp_path / name).read_bytes(), name


def test_search_documents_hold_every_reading(edition: Path) -> None:
    text = (edition / "search-data.js").read_text(encoding="utf-8")
    docs = json.loads(text.removeprefix("window.MAISON_DOCS=").rstrip(";\n"))
    oye = next(d for d in docs if d[0] == "oye.html#oye.p1.8")
    assert "sçauoir" in oye[2] and "savoir" in oye[4]
    assert {d[0].split(".html")[0] for d in docs} >= {"piquet", "trictrac", "quadrille", "front"}
