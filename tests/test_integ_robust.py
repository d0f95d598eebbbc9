"""Never a wrong corpus (issue 18), through the command line, on sources broken the ways
real files break: a non-zero exit, one message, no traceback, nothing written; and a build
killed at any moment leaves the old set of outputs or the new, never a mix."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pipeline.outputs import MANIFEST, check_set
from tests.conftest import SOURCES, maison, warm

pytestmark = pytest.mark.integration
MAISON = [sys.executable, "-m", "pipeline.cli"]
EARLY = [
    sys.executable,
    "-c",
    "import atexit, sys\n"
    "atexit.register(lambda: print('parsed' if 'spacy' in sys.modules"
    " else 'refused before parsing'))\n"
    "from pipeline.cli import main\n"
    "sys.argv[0] = 'maison'\n"
    "main()",
]
"""The command line, saying on stdout whether spaCy was loaded (a build into a new folder
parses the book's texts): a refusal that comes before building is seen by what ran, not by
a clock (speed is ``make bench``'s)."""
BOOK_FILE = "maison-des-jeux-academiques-1665.google-ocr.md"
ENV = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}


def corpus(
    sources: Path, out: Path, *extra: str, cmd: list[str] = MAISON
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*cmd, "corpus", "--sources", str(sources), "--out", str(out), *extra],
        capture_output=True,
        text=True,
        env=ENV,
    )


@pytest.fixture
def sources(tmp_path: Path) -> Path:
    d = tmp_path / "sources"
    shutil.copytree(SOURCES, d)
    shutil.copytree(SOURCES.parent / "edits", tmp_path / "edits")
    return d


def _toml(sources: Path, edit) -> None:  # noqa: ANN001
    path = sources / "sources.toml"
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")


def _refused(run: subprocess.CompletedProcess, out: Path, *words: str) -> str:
    assert run.returncode == 1, run.stderr[-500:]
    assert "Traceback" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert all(w in lines[0] for w in words), lines[0]
    assert not out.exists()
    return lines[0]


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (lambda t: re.sub(r"\nids = \[.*?\]\n", "\n", t, flags=re.S), ["[maison]", "'ids'"]),
        (lambda t: t.replace(f'file = "{BOOK_FILE}"\n', ""), ["[maison]", "'file'"]),
        (lambda t: t.replace('output = "encyc', 'x = "encyc'), ["[quadrille]", "'output'"]),
        (lambda t: t.replace('title = "Quadrille"\n', ""), ["[quadrille]", "'title'"]),
        (
            lambda t: t.replace('publisher = "Estienne', 'x = "Estienne'),
            ["[maison]", "'publisher'"],
        ),
        (lambda t: t.replace('"oye", "quatre-fins"', '"oye", "oye"'), ["'oye'", "twice"]),
    ],
)
def test_integ_broken_records_stop_before_building(sources, tmp_path, edit, words):
    _toml(sources, edit)
    out = tmp_path / "out"
    run = corpus(sources, out, cmd=EARLY)
    line = _refused(run, out, "sources.toml", *words)
    assert line.startswith(f"maison: {sources / 'sources.toml'}: ")
    assert run.stdout.strip() == "refused before parsing"  # by the schema, not a build


def test_integ_unwritable_output_found_first(sources, tmp_path):
    (tmp_path / "blocker").write_text("a file")
    out = tmp_path / "blocker" / "out"
    run = corpus(sources, out, cmd=EARLY)
    assert run.returncode == 1 and "is a file" in run.stderr and "Traceback" not in run.stderr
    assert run.stdout.strip() == "refused before parsing"


def test_integ_a_book_without_its_table_is_refused(sources, tmp_path):
    path = sources / BOOK_FILE
    lines = path.read_text(encoding="utf-8").split("\n")
    start = next(k for k, x in enumerate(lines) if x.startswith("**TABLE DE LA MAISON"))
    stop = next(k for k, x in enumerate(lines) if x.startswith("Le Ieu des Blasons"))
    path.write_text("\n".join(lines[:start] + lines[stop + 1 :]), encoding="utf-8")
    out = tmp_path / "out"
    _refused(corpus(sources, out), out, BOOK_FILE, "ids expect 36", "table is missing or cut")


def test_integ_a_book_cut_short_is_refused_then_built_partial(sources, tmp_path, built):
    path = sources / BOOK_FILE
    lines = path.read_text(encoding="utf-8").split("\n")
    path.write_text("\n".join(lines[: len(lines) // 2]), encoding="utf-8")  # mid-Trictrac
    out = tmp_path / "out"
    line = _refused(corpus(sources, out), out, BOOK_FILE, "have no game in the text", "--partial")
    assert "billard (p. 167)" in line and "blasons (p. 284)" in line
    warm(out, built[0])
    run = maison("corpus", "--sources", str(sources), "--out", str(out), "--partial")
    assert run.returncode == 0, run.stderr[-1000:]
    assert "incomplete source" in run.stderr and "blasons (p. 284)" in run.stderr
    tei = (out / "maison-des-jeux-academiques-1665.xml").read_text(encoding="utf-8")
    assert re.search(r"<p>Incomplete source: \d+ of the table's 36 entries", tei)
    report = (out / "reports" / "structure.md").read_text(encoding="utf-8")
    assert "**Incomplete source (built with --partial)**" in report.split("\n")[2]
    assert check_set(out) == []


def test_integ_overrides_slips_are_named_before_building(sources, tmp_path):
    edits = tmp_path / "edits" / "overrides.tsv"
    edits.write_bytes(b"\xef\xbb\xbf" + edits.read_bytes())
    out = tmp_path / "out"
    _refused(corpus(sources, out), out, "overrides.tsv", "line 1", "byte-order mark")
    edits.write_text("id\taction\tvalue\tnote\nform:dé  reject    kind=normalisation\n")
    _refused(corpus(sources, out), out, "overrides.tsv", "line 2", "spaces, not tabs")


def _snapshot(out: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(out)): p.read_bytes()
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != MANIFEST
    }


def _whole(out: Path, old: dict[str, bytes], new: dict[str, bytes] | None) -> str:
    """'old' or 'new': the set in ``out`` is one of them, whole, and its manifest agrees."""
    assert check_set(out) == []
    now = _snapshot(out)
    if now == old:
        return "old"
    assert new is not None and now == new, sorted(set(now) ^ set(old))
    return "new"


def _quadrille_only(sources: Path) -> None:
    """The Encyclopédie's article alone: a real build of a few seconds, whose set of
    outputs differs from the full corpus's (no book, no rules.jsonl)."""
    _toml(sources, lambda t: t[t.index("[quadrille]") :])


def test_integ_a_killed_build_leaves_one_whole_set(sources, tmp_path, built):
    """Real builds SIGKILLed while they build and at moments of their staging and swap, over
    the full corpus's set: each time the output directory holds the old set, whole, or the
    new one (the one the last build, not killed, writes); that build also removes what the
    killed ones left."""
    _quadrille_only(sources)
    old_out, _ = built
    out = tmp_path / "out"
    shutil.copytree(old_out, out)
    old = _snapshot(out)
    cmd = [*MAISON, "corpus", "--sources", str(sources), "--out", str(out)]
    states = []
    for k, delay in enumerate([1.0, 0.0, 0.002, 0.02]):
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)
        start = time.monotonic()
        staged = lambda: list(tmp_path.glob(".out.staging-*"))  # noqa: E731
        if k == 0:  # while it builds: a second in, or its staging begun, whichever is first
            while proc.poll() is None and not staged() and time.monotonic() - start < delay:
                time.sleep(0.0005)
        else:  # once its staging directory appears
            while proc.poll() is None and not staged():
                time.sleep(0.0005)
            time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
        assert check_set(out) == []
        states.append(_snapshot(out))
        if states[-1] != old:  # swapped: start again from the old set
            shutil.rmtree(out)
            shutil.copytree(old_out, out)
    run = corpus(sources, out)
    assert run.returncode == 0, run.stderr
    assert check_set(out) == [] and not list(tmp_path.glob(".out.*"))
    new = _snapshot(out)
    assert "encyclopedie-quadrille.xml" in new and "rules.jsonl" not in new
    assert all(state in (old, new) for state in states)
    assert states[0] == old


WRITER = """
import sys
from pathlib import Path
from pipeline.outputs import publish
src, out = Path(sys.argv[1]), Path(sys.argv[2])
files = {str(p.relative_to(src)): p.read_bytes() for p in src.rglob("*")
         if p.is_file() and p.name != "manifest.tsv"}
print("go", flush=True)
publish(out, files)
print("done", flush=True)
"""


def test_integ_publish_killed_at_every_moment(tmp_path, built):
    """The swap itself, killed at moments spread over its length (the real set of outputs,
    an old one and a new one): old or new, whole, every time; the next run cleans up."""
    old_out, _ = built
    sets = {"old": tmp_path / "old", "new": tmp_path / "new"}
    shutil.copytree(old_out, sets["old"])
    shutil.copytree(old_out, sets["new"])
    for p in sets["new"].rglob("*"):
        if p.is_file():
            p.write_bytes(p.read_bytes() + b"\n")
    snaps = {k: _snapshot(v) for k, v in sets.items()}
    out = tmp_path / "out"
    shutil.copytree(sets["old"], out)
    seen = set()

    def kill_after(delay: float, side: str) -> None:
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(sets[side]), str(out)],
            stdout=subprocess.PIPE,
            text=True,
            env=ENV,
        )
        assert proc.stdout.readline().strip() == "go"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
        seen.add(_whole(out, snaps["old"], snaps["new"]))

    for k, delay in enumerate([0, 0.002, 0.005, 0.01, 0.02, 0.04, 0.08, 0.15, 0.3, 2]):
        kill_after(delay, "new" if k % 2 == 0 else "old")
    # On a busy machine a swap can outlast every delay above, so that no write of one side
    # finished before its kill: later kills wait longer, writing the side not yet seen.
    # The schedule bends to the machine; what is asserted does not.
    while len(seen) < 2 and delay < 64:
        delay *= 2
        kill_after(delay, "new" if "new" not in seen else "old")
    assert seen == {"old", "new"}  # kills landed on both sides of the swap
    subprocess.run([sys.executable, "-c", WRITER, str(sets["new"]), str(out)], env=ENV, check=True)
    assert _whole(out, snaps["old"], snaps["new"]) == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new", "old", "out"]
