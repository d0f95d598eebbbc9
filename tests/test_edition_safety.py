"""A reading edition safe to publish (issue 35): nothing a source, a report or an editor's
override says runs as markup, in a real browser (Debian's chromium, headless, Playwright).

A copy of the shipped sources and overrides is given script and event-handler markup in
every place text enters the site (a game's heading, a rule's text, a struck-through label
the build drops, a running head, the Encyclopédie's article, an override's value and note, a
stale override, a template's slot name); the edition is built from it and every page is
opened (the reports unfolded, a rule's panel, an intervention's panel, a search that finds
the markup). Every dialog is recorded: none may fire. Every Content-Security-Policy
violation is recorded too: none may happen, so the markup is escaped where it enters the
page, not merely stopped by the policy.
"""

from __future__ import annotations

import http.client
import shutil
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from pipeline.build import build_corpus
from tests import test_edition_browser
from tests.conftest import SOURCES, warm
from tests.test_edition_browser import serving

BOOK_SOURCE = "maison-des-jeux-academiques-1665.google-ocr.md"
ARTICLE_SOURCE = "encyclopedie-quadrille-13-644.artfl.txt"


def attack(where: str) -> str:
    """Markup that, if it ran, would open a dialog naming ``where``."""
    return f"<img src=x onerror=alert('{where}')><script>alert('{where}-script')</script>"


def _edit_line(lines: list[str], starts: str, new: str) -> None:
    """Replace the first source line that starts with ``starts`` (found, not numbered: the
    test holds if lines move)."""
    i = next(i for i, line in enumerate(lines) if line.startswith(starts))
    lines[i] = new(lines[i]) if callable(new) else new


def poison(sources: Path, edits: Path) -> None:
    """Put markup into a copy of the sources (``sources``) and write an overrides file."""
    book = sources / BOOK_SOURCE
    lines = book.read_text(encoding="utf-8").split("\n")
    # short: a heading carrying many more words no longer matches its entry in the table
    _edit_line(lines, "## LE I E V D V H O C.", lambda s: s + " <svg onload=alert('heading')>")
    _edit_line(lines, "donner chacun quinze.", lambda s: s + " " + attack("rule"))
    _edit_line(lines, "~~NOUVEAU MANUEL DE JEUX DE CARTES~~", f"~~NOUVEAU {attack('dropped')}~~")
    # a running head (furniture) that also names two of the page template's slots
    running_head = " {{body}} {{data}} <svg onload=alert('furniture')>"
    _edit_line(lines, "## 42 *Le Jeu de Cartes des Tarots.*", lambda s: s + running_head)
    book.write_text("\n".join(lines), encoding="utf-8")
    article = sources / ARTICLE_SOURCE
    lines = article.read_text(encoding="utf-8").split("\n")
    _edit_line(lines, "Après que chacun a reçu", lambda s: s + " " + attack("encyclopedie"))
    article.write_text("\n".join(lines), encoding="utf-8")
    edits.write_text(
        "id\taction\tvalue\tnote\n"
        f"o87.18\treplace\t{attack('override')}\t{attack('override-note')}\n"
        f"o9999.1\treplace\t{attack('stale-override')}\t\n"
        f"form:dé\treject\t\tkind=normalisation; {attack('form-note')}\n",
        encoding="utf-8",
    )


@pytest.fixture(scope="module")
def poisoned(built: tuple[Path, list], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The edition of a poisoned copy (built from the session build's analyses)."""
    from pipeline.edition.site import build_edition

    d = tmp_path_factory.mktemp("poisoned")
    sources, edits, out = d / "sources", d / "overrides.tsv", d / "out"
    shutil.copytree(SOURCES, sources)
    poison(sources, edits)
    warm(out, built[0])
    build_corpus(sources, out, edits)
    site = d / "site"
    build_edition(out, site, edits, sources.parent)
    return site


browser = test_edition_browser.browser  # the browser tests' Chromium, one for this module


@pytest.fixture(scope="module")
def served(poisoned: Path) -> Iterator[str]:
    with serving(poisoned) as url:
        yield url


def test_the_markup_reached_the_reports(poisoned: Path, built: tuple[Path, list]) -> None:
    """The copy really carries the markup into the build's reports (else the browser test
    below would prove nothing): the heading into structure.md, the dropped label too, the
    override's value and note into overrides.md."""
    reports = poisoned.parent / "out" / "reports"
    assert "<svg onload=alert('heading')>" in (reports / "structure.md").read_text(encoding="utf-8")
    assert "alert('dropped')" in (reports / "structure.md").read_text(encoding="utf-8")
    overrides = (reports / "overrides.md").read_text(encoding="utf-8")
    assert "alert('override')" in overrides and "alert('stale-override')" in overrides


def test_no_markup_from_a_source_or_an_override_runs(poisoned: Path, served: str, browser) -> None:
    pages = sorted(p.name for p in poisoned.glob("*.html"))
    assert len(pages) > 30
    ctx = browser.new_context(base_url=served)
    page = ctx.new_page()
    dialogs: list[str] = []
    refused: list[str] = []
    errors: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on(
        "console",
        lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None,
    )
    shown: dict[str, str] = {}
    for name in pages:
        page.goto(name)
        page.wait_for_selector("body[data-ready]", state="attached")
        page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        rules = page.evaluate(
            "Object.keys(JSON.parse(document.getElementById('page-data').textContent).rules || {})"
        )
        for rule in rules[:3]:  # a rule's panel: its predicates and the book's contradictions
            page.evaluate(f"location.hash = {rule!r}")
        for choice in page.locator(".c").all()[:2]:  # an intervention's panel
            choice.click()
        page.wait_for_timeout(50)
        shown[name] = page.inner_text("body")
    for q in ("onerror", "alert", "script"):
        page.goto(f"index.html?q={q}")
        page.wait_for_selector("#panel ul.results", state="attached")
        shown[f"search {q}"] = page.inner_text("#panel")
    page.goto("index.html")
    page.click("#decisions")
    exported = page.evaluate("window.maisonExport()")
    ctx.close()
    assert dialogs == []
    assert refused == []
    assert errors == []
    # the markup is there, as text a reader sees
    assert "<svg onload=alert('heading')>" in shown["index.html"]
    assert "alert('dropped')" in shown["index.html"]
    assert "alert('override')" in shown["index.html"]
    assert "onerror=alert('rule')" in shown["hoc.html"]
    assert "alert('encyclopedie')" in shown["quadrille.html"] + shown.get("quadrille-1.html", "")
    furniture = next(v for k, v in shown.items() if "alert('furniture')" in v)
    assert "{{body}} {{data}}" in furniture
    assert "alert" in shown["search alert"]
    # the editors' file the page exports keeps the overrides it was built with, as text
    assert "alert('override-note')" in exported


def test_every_page_carries_the_policy_and_works_under_it(
    poisoned: Path, served: str, browser
) -> None:
    """The policy is in every page and in the server's answer, it forbids inline script (a
    script element added to the page does not run), and the page still works under it: the
    readings switch, a search finds, a rule's panel opens."""
    from pipeline.edition.site import CSP

    for path in poisoned.glob("*.html"):
        assert f'<meta http-equiv="Content-Security-Policy" content="{CSP}">' in path.read_text(
            encoding="utf-8"
        ).replace("&#x27;", "'"), path.name
        assert "<script>" not in path.read_text(encoding="utf-8"), path.name
    ctx = browser.new_context(base_url=served)
    page = ctx.new_page()
    answer = page.goto("oye.html?reading=normalised#oye.p1.8")
    assert "script-src 'self'" in answer.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in answer.headers["content-security-policy"]
    page.wait_for_selector("body[data-ready]", state="attached")
    assert "rd-n" in page.get_attribute("body", "class")  # boot.js ran before the page drew
    assert "oye.p1.8" in page.inner_text("#panel h2")
    page.get_by_label("Diplomatic").check()
    assert "sçauoir" in page.inner_text('[id="oye.p1.8"]')
    ran = page.evaluate(
        """() => { const s = document.createElement('script');
                   s.textContent = 'window.injected = 1'; document.body.appendChild(s);
                   return window.injected === 1 }"""
    )
    assert not ran
    page.fill("#q", "sçauoir")
    page.click("#search button")
    page.wait_for_selector("#panel ul.results li")
    ctx.close()


def _raw_request(base: str, raw: bytes, close_early: bool = False) -> bytes:
    host, port = base.split("//")[1].rstrip("/").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as s:
        s.sendall(raw)
        if close_early:
            return b""
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
        return b"".join(chunks)


def test_the_server_answers_bad_paths_and_dropped_clients_quietly(
    poisoned: Path, capfd: pytest.CaptureFixture
) -> None:
    """A path with a NUL gets 400, a missing file 404, a client that hangs up mid-answer
    nothing: no traceback on stderr, and the server still serves."""
    from pipeline.edition.serve import serve_in_thread

    server, base = serve_in_thread(poisoned)
    try:
        assert server.server_address[0] == "127.0.0.1"
        host, port = server.server_address[:2]
        conn = http.client.HTTPConnection(host, port, timeout=5)
        conn.request("GET", "/%00")
        assert conn.getresponse().status == 400
        conn = http.client.HTTPConnection(host, port, timeout=5)
        conn.request("GET", "/no-such-page.html")
        assert conn.getresponse().status == 404
        for _ in range(40):  # the largest page, its client gone before the answer is sent
            with socket.create_connection((host, port), timeout=5) as s:
                s.setsockopt(
                    socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00"
                )
                s.sendall(b"GET /trictrac.html HTTP/1.1\r\nHost: x\r\n\r\n")
        answer = _raw_request(base, b"GET /index.html HTTP/1.0\r\n\r\n")
        assert answer.startswith(b"HTTP/1.0 200")
    finally:
        server.shutdown()
        server.server_close()
    err = capfd.readouterr().err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) <= 1


def test_a_source_with_control_characters_is_refused_before_any_work(
    built: tuple[Path, list], tmp_path: Path
) -> None:
    """NUL and BEL in the book: one message naming the file, the line and the column, no
    traceback, the old outputs untouched; with --partial the characters are dropped and
    listed in the TEI header."""
    from tests.conftest import maison

    sources = tmp_path / "sources"
    shutil.copytree(SOURCES, sources)
    book = sources / BOOK_SOURCE
    lines = book.read_text(encoding="utf-8").split("\n")
    n = next(i for i, line in enumerate(lines) if line.startswith("donner chacun quinze."))
    lines[n] = "donner\x00 chacun\x07 quinze."
    book.write_text("\n".join(lines), encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "maison-des-jeux-academiques-1665.xml").write_bytes(b"the old output")
    run = maison("corpus", "--sources", str(sources), "--out", str(out))
    assert run.returncode == 1
    assert "Traceback" not in run.stderr
    message = run.stderr.strip().splitlines()
    assert len(message) == 1, message
    assert f"{book}: line {n + 1}, column 7: control character U+0000 (NUL)" in message[0]
    assert "2 in all" in message[0] and "--partial" in message[0]
    assert (out / "maison-des-jeux-academiques-1665.xml").read_bytes() == b"the old output"
    warm(out, built[0])
    run = maison("corpus", "--sources", str(sources), "--out", str(out), "--partial")
    assert run.returncode == 0, run.stderr
    assert f"control characters dropped (--partial) on line(s) {n + 1}" in run.stderr
    tei = (out / "maison-des-jeux-academiques-1665.xml").read_text(encoding="utf-8")
    assert "U+0000 (NUL) at column 7; U+0007 (BEL) at column 15" in tei
    assert "donner chacun quinze" in tei.replace("\n", " ")


def test_an_override_with_a_control_character_is_refused(tmp_path: Path) -> None:
    """A decision's text goes into the TEI: a NUL in it is refused, naming the line and
    column, before any source is built."""
    from pipeline.errors import SourceError

    edits = tmp_path / "overrides.tsv"
    edits.write_text("id\taction\tvalue\tnote\no87.18\treplace\tfo\x00o\t\n", encoding="utf-8")
    with pytest.raises(SourceError) as e:
        build_corpus(SOURCES, tmp_path / "out", edits)
    assert str(e.value).startswith(f"{edits}: line 2, column 18: control character U+0000")
    assert not (tmp_path / "out" / "rules.jsonl").exists()
