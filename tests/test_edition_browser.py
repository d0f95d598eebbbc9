"""The reading edition in a real browser: Debian's chromium, headless, driven by Playwright.

One server and one browser for the session; each test opens a fresh context (its own
localStorage). Skipped, saying why, only where chromium or Playwright is not installed
(``make test`` installs both: scripts/setup.sh).
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from pipeline.build import ROOT, build_corpus
from tests.conftest import warm

playwright = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (make test installs it)"
)
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
if not Path(CHROMIUM).exists():
    pytest.skip(
        "Debian's chromium is not installed (make test installs it when root)",
        allow_module_level=True,
    )
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
AXE = ROOT / ".venv" / "node" / "axe-core" / "axe.min.js"
SOURCES = ROOT / "corpus" / "sources"


@contextlib.contextmanager
def serving(site: Path) -> Iterator[str]:
    """The site served on 127.0.0.1 while the block runs: its base URL."""
    from pipeline.edition.serve import serve_in_thread

    server, url = serve_in_thread(site)
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def base(edition: Path) -> Iterator[str]:
    with serving(edition) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator:
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, base: str) -> Iterator:
    ctx = browser.new_context(base_url=base, accept_downloads=True)
    pg = ctx.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    ctx.close()
    assert not errors, errors


def ready(pg, url: str) -> None:
    pg.goto(url)
    pg.wait_for_selector("body[data-ready]", state="attached")


def rule_text(pg, ident: str) -> str:
    return " ".join(pg.locator(f'[id="{ident}"]').inner_text().split())


def test_reading_switch_and_url_forms(page) -> None:
    ready(page, "oye.html")
    assert "rd-d" in page.get_attribute("body", "class")
    assert "à sçauoir 5." in rule_text(page, "oye.p1.8")
    page.get_by_label("Normalised").check()
    assert "à savoir 5." in rule_text(page, "oye.p1.8")
    assert "sçauoir" not in rule_text(page, "oye.p1.8")
    assert "reading=normalised" in page.url
    # the choice is kept while browsing
    page.click("a[rel=next]")
    page.wait_for_selector("body[data-ready]", state="attached")
    assert "rd-n" in page.get_attribute("body", "class")
    # the URL sets it, and a rule id in the fragment scrolls to it and opens its panel
    ready(page, "oye.html?reading=regularised#oye.p2.1")
    assert "rd-r" in page.get_attribute("body", "class")
    assert page.is_checked("input[value=regularised]")
    rule = page.locator('[id="oye.p2.1"]')
    assert "hl" in rule.get_attribute("class")
    assert rule.is_visible() and rule.evaluate("e => e.getBoundingClientRect().top < innerHeight")
    assert "Qui fera 6. où y a un pont" in rule_text(page, "oye.p2.1")
    panel = page.locator("#panel")
    assert "oye.bridge" in panel.inner_text()
    assert "Reading\nregularised" in panel.inner_text()


def test_furniture_and_page_breaks(page) -> None:
    ready(page, "oye.html")
    pb = page.locator(".pb[id=p272]")
    assert pb.evaluate("e => getComputedStyle(e, '::before').content").find("272") > 0
    sig = page.locator(".fw.sig").first
    assert sig.is_visible()
    page.locator("#furniture").uncheck()
    assert not sig.is_visible()
    ready(page, "oye.html")  # kept
    assert not page.locator(".fw.sig").first.is_visible()


def test_an_interventions_details(page) -> None:
    ready(page, "oye.html")
    page.locator('.c:has([data-id="r4188.19"])').click()
    panel = page.locator("#panel")
    text = panel.inner_text()
    assert "regularisation" in text and "r4188.19" in text
    assert "“conuenir” → “convenir”" in text or "conuenir" in panel.locator(".ba").inner_text()
    assert "0.95" in text and "#maison" in text
    # an OCR repair inside a regularised word: both interventions, each before -> after
    page.locator('.c:has([data-id="o4188.248"])').click()
    bas = panel.locator(".ba").all_inner_texts()
    assert any("arrine" in b and "arriue" in b for b in bas), bas
    assert any("arriue" in b and "arrive" in b for b in bas), bas
    # kinds are told apart without colour: the underline's style
    styles = page.evaluate(
        """() => ['k-o','k-r','k-n'].map(k => getComputedStyle(
             document.querySelector('.rd-d .a.' + k + ', .a.' + k)).textDecorationStyle)"""
    )
    assert len(set(styles)) == 3, styles


def test_a_rules_predicates_code_tests_and_findings(page) -> None:
    ready(page, "oye.html#oye.p1.8")
    panel = page.locator("#panel")
    text = panel.inner_text()
    assert "oye.first_throw" in text
    assert re.search(r"pipeline/rules/oye\.py:\d+", text)
    assert "aille au nombre 26" in text  # the quoted words
    assert panel.locator("ul.tests li").count() >= 1
    assert "contradicts" in text and "oye.p4.1" in text
    assert panel.locator("mark").count() >= 1  # the quote marked in the rule's text
    # a rule that is not a rule of play says why
    ready(page, "tarots.html#tarots.p1.1")
    assert "Not executable: commentary" in page.locator("#panel").inner_text()
    # a type label opens its rule by keyboard
    ready(page, "piquet.html")
    label = page.locator('a.rt[data-r="piquet.p3.1"]')
    label.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("location.hash === '#piquet.p3.1'")
    assert "piquet.p3.1" in page.locator("#panel h2").inner_text()


def test_search_every_reading(page) -> None:
    ready(page, "index.html")
    page.fill("#q", "sçauoir")
    page.click("#search button")
    page.wait_for_selector("#panel ul.results li")
    old = page.locator("#panel ul.results a").evaluate_all("as => as.map(a => a.href)")
    page.fill("#q", "savoir")
    page.click("#search button")
    page.wait_for_function("document.querySelector('#panel h2').textContent.includes('savoir')")
    new = page.locator("#panel ul.results a").evaluate_all("as => as.map(a => a.href)")
    assert any("oye.html" in h and "#oye.p1.8" in h for h in old)
    assert any("oye.html" in h and "#oye.p1.8" in h for h in new)
    page.locator("#panel ul.results a", has_text="oye.p1.8").first.click()
    page.wait_for_selector("body[data-ready]", state="attached")
    assert "hl" in page.locator('[id="oye.p1.8"]').get_attribute("class")


def test_keyboard_reaches_every_control(page) -> None:
    ready(page, "oye.html")
    seen = []
    for _ in range(14):
        page.keyboard.press("Tab")
        seen.append(
            page.evaluate(
                "() => { const e = document.activeElement; return e.id || e.name || e.className || e.tagName }"
            )
        )
    for control in ("reading", "furniture", "q", "decisions"):
        assert control in seen, seen
    assert "rt" in seen or "c" in seen, seen
    # Enter on a marked word opens its details; the panel's controls follow in the tab order
    page.locator(".c").first.focus()
    page.keyboard.press("Enter")
    assert page.locator("#panel").is_visible()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "close"


def test_editor_export_and_the_next_build(page, tmp_path: Path) -> None:
    """Reject, accept and replace interventions and add a reading in the page; export; the
    exported file, built, puts them in the TEI (resp="#editor") and the overrides report."""
    ready(page, "oye.html")

    def decide(ident: str, action: str, value: str = "", every: bool = False) -> None:
        page.locator(f'.c:has([data-id="{ident}"])').click()
        form = page.locator(f'form.decide[data-target="{ident}"]')
        form.locator(f"input[value={action}]").check()
        if value:
            form.locator("input[name=value]").fill(value)
        if every:
            form.locator("input[name=every]").check()
        form.locator("input[name=note]").fill(f"test: {action}")
        form.locator("button[type=submit]").click()

    decide("r4188.55", "reject")
    decide("r4188.48", "accept")
    decide("r4188.19", "replace", "conuenir")
    decide("n4188.179", "reject", every=True)  # celuy stays celuy, everywhere
    page.click("#decisions")
    assert page.locator("#ndec").inner_text() == "(4)"
    # an added reading: the word is selected in the text, its source place computed
    page.evaluate(
        """() => { const el = document.getElementById('oye.p6.1');
           const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
           let n; while ((n = w.nextNode()) && !n.nodeValue.includes('labyrinthe')) {}
           const i = n.nodeValue.indexOf('labyrinthe'), r = document.createRange();
           r.setStart(n, i); r.setEnd(n, i + 10);
           getSelection().removeAllRanges(); getSelection().addRange(r); }"""
    )
    page.click("#use-selection")
    form = page.locator("#add-form")
    assert form.locator("input[name=line]").input_value() == "4204"
    assert form.locator("input[name=start]").input_value() == "32"
    assert form.locator("input[name=end]").input_value() == "42"
    form.locator("select[name=kind]").select_option("normalisation")
    form.locator("input[name=value]").fill("labyrinthe")
    form.locator("button[type=submit]").click()
    with page.expect_download() as dl:
        page.click("#export")
    exported = tmp_path / "overrides.tsv"
    dl.value.save_as(exported)
    text = exported.read_text(encoding="utf-8")
    base = (ROOT / "corpus" / "edits" / "overrides.tsv").read_text(encoding="utf-8")
    assert all(line in text.splitlines() for line in base.splitlines())  # nothing lost
    assert "r4188.55\treject\t\ttest: reject" in text.splitlines()
    assert "@4204:32-42\tadd\tlabyrinthe\tkind=normalisation; before=labyrinthe" in text
    assert "form:celuy\treject\t\tkind=normalisation; test: reject" in text.splitlines()
    # kept in the browser: a new page sees the decisions
    ready(page, "oye.html")
    assert page.locator("#ndec").inner_text() == "(5)"
    assert page.locator('.c.dec:has([data-id="r4188.55"])').count() == 1


def test_source_places_counted_in_the_page(page) -> None:
    """The page counts an added reading's place (source line, column) from the nearest line
    break: at every intervention of these pages it gives the place its id names
    (``r4188.19``: line 4188, column 19), across broken words, furniture and page turns."""
    for game in ("oye", "piquet", "trictrac"):
        ready(page, f"{game}.html")
        n, bad = page.evaluate(
            """() => { const bad = []; let n = 0;
              const all = [...document.querySelectorAll('#text .c')];
              const step = Math.max(1, Math.floor(all.length / 80));  // each count walks the page
              all.filter((c, i) => i % step === 0 || c.querySelector('.lb')).forEach(c => {
                const alt = c.querySelector(':scope > [data-id]');
                const m = alt && /^[ronae](\\d+)\\.(\\d+)$/.exec(alt.dataset.id);
                if (!m) return;
                n++;
                const p = window.maisonSourcePlace(c, 0, false);
                if (p[0] !== +m[1] || p[1] !== +m[2]) bad.push([alt.dataset.id, p[0], p[1]]);
              });
              return [n, bad.slice(0, 5)]; }"""
        )
        assert n > 50 and not bad, (game, bad)


@pytest.mark.integration
def test_an_exported_file_round_trips(page, tmp_path: Path, built) -> None:
    """``make corpus`` with the page's export applies every decision."""
    ready(page, "oye.html")
    page.evaluate(
        """() => localStorage.setItem('maison.decisions', JSON.stringify({
             'r4188.55': {action: 'reject', value: '', note: 'the ampersand kept'},
             'r4188.48': {action: 'accept', value: '', note: 'checked'},
             'r4188.19': {action: 'replace', value: 'conuenir', note: 'kept as printed'},
             '@4204:32-42': {action: 'add', value: 'Labyrinthe', note: 'kind=normalisation; before=labyrinthe'}}))"""
    )
    edits = tmp_path / "overrides.tsv"
    edits.write_text(page.evaluate("window.maisonExport()"), encoding="utf-8")
    out = tmp_path / "out"
    warm(out, built[0])
    build_corpus(SOURCES, out, edits=edits)
    tei = (out / "maison-des-jeux-academiques-1665.xml").read_text(encoding="utf-8")
    assert 'xml:id="r4188.55"' not in tei  # rejected: the & stays as printed
    assert re.search(r'<reg xml:id="r4188.48" resp="#editor"[^>]*>jouer</reg>', tei)
    assert re.search(r'<reg xml:id="r4188.19" resp="#editor"[^>]*>conuenir</reg>', tei)
    assert re.search(r'<reg xml:id="n4204.32e" resp="#editor"[^>]*>Labyrinthe</reg>', tei)
    report = (out / "reports" / "overrides.md").read_text(encoding="utf-8")
    base = (ROOT / "corpus" / "edits" / "overrides.tsv").read_text(encoding="utf-8")
    rows = [x for x in base.splitlines() if x.strip() and x[0] != "#" and not x.startswith("id\t")]
    assert f"{len(rows) + 4} applied, 0 no longer match" in report
    assert "| `r4188.55` | reject | (machine's change removed) |" in report


def test_no_serious_accessibility_violation(browser, base: str) -> None:
    """axe-core, the checker, is put into the page as an inline script: its context passes
    over the site's Content-Security-Policy (which runs no inline script), the site's own
    scripts running as they do for a reader."""
    if not AXE.exists():
        pytest.skip(f"axe-core is not installed at {AXE} (make test installs it from npm)")
    ctx = browser.new_context(base_url=base, bypass_csp=True)
    page = ctx.new_page()
    for url in ("index.html", "oye.html#oye.p1.8", "quatre-fins.html?reading=normalised"):
        ready(page, url)
        page.add_script_tag(path=str(AXE))
        found = page.evaluate(
            "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
            ".map(v => [v.id, v.impact, v.nodes.length])"
        )
        bad = [v for v in found if v[1] in ("serious", "critical")]
        assert not bad, (url, bad)
    ctx.close()


def test_largest_page_is_ready_with_every_rule(page, built) -> None:
    """Trictrac, the largest page, gets ready (script run, reading set) in headless Chromium
    with every one of its rules in the page. How fast is ``make bench``'s (no test times
    anything)."""
    ready(page, "trictrac.html")
    rows = (built[0] / "rules.jsonl").read_text(encoding="utf-8").splitlines()
    ids = [json.loads(r)["id"] for r in rows if json.loads(r)["game"] == "trictrac"]
    missing = page.evaluate("ids => ids.filter(i => document.getElementById(i) === null)", ids)
    assert len(ids) > 250 and missing == []


def test_the_piquet_page_shows_the_apparatus_of_the_1642_witness(page) -> None:
    """A rule with variants carries a mark; its panel gives both readings and, for a
    variant that changes play, what each witness gives; the 1642 page links each passage to
    its 1665 rule."""
    ready(page, "piquet.html")
    page.locator('.appm[data-r="piquet.p4.1"]').click()
    panel = page.locator("#panel").inner_text()
    assert "Variants of piquet.p4.1" in panel and "piquet-1642.p3.1" in panel
    assert "number, substantive" in panel
    assert "Changes play: piquet.blanche" in panel
    assert "under 1665 10; under 1642 none" in " ".join(panel.split())
    ready(page, "piquet-1642.html")
    assert "LE LIBRAIRE AUX LECTEURS" in page.inner_text("main")  # the treatise whole
    link = page.locator('[id="piquet-1642.p2.1"] a.par')
    assert re.fullmatch(r"piquet\.html(\?reading=\w+)?#piquet\.p1\.2", link.get_attribute("href"))
    link.click()
    page.wait_for_selector("body[data-ready]", state="attached")
    assert "piquet.p1.2" in page.url


def test_a_partial_link_says_what_it_leaves_out(page) -> None:
    """A predicate that does only part of its rule's sentence says so in the rule's panel,
    with what it does not do (its missing= sentence), as the coverage report lists it."""
    from pipeline.rules.registry import predicates

    p, rule = next((p, r) for p in predicates() for r, _ in p.missing if r.startswith("blasons."))
    ready(page, f"blasons.html#{rule}")
    panel = " ".join(page.locator("#panel").inner_text().split())
    assert "Does part of this rule. Not done:" in panel
    assert " ".join(p.missing_for(rule).split())[:60] in panel
