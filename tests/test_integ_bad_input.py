"""Bad input: one clear line naming the file, exit 1, no traceback, nothing written."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SOURCES

pytestmark = pytest.mark.integration
MAISON = [sys.executable, "-m", "pipeline.cli"]


def corpus(sources: Path, out: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*MAISON, "corpus", "--sources", str(sources), "--out", str(out)],
        capture_output=True,
        text=True,
    )


@pytest.fixture
def sources(tmp_path: Path) -> Path:
    d = tmp_path / "sources"
    shutil.copytree(SOURCES, d)
    return d


BOOK_FILE = "maison-des-jeux-academiques-1665.google-ocr.md"


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda p: p.unlink(), "no such file"),
        (lambda p: p.write_bytes(b""), "is empty"),
        (lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), "binary"),
        (
            lambda p: p.write_bytes("Le Ieu du Hoc".encode("latin-1") + b" \xe9t\xe9\n"),
            "not valid UTF-8",
        ),
        (
            lambda p: p.write_text(
                "LA MAISON DES IEUX\n\nPREMIEREMENT il faut oster.\n", encoding="utf-8"
            ),
            "no table of contents",
        ),
    ],
)
def test_integ_bad_source(sources, tmp_path, damage, message):
    damage(sources / BOOK_FILE)
    out = tmp_path / "out"
    run = corpus(sources, out)
    assert run.returncode == 1
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and BOOK_FILE in lines[0]
    assert "Traceback" not in run.stderr
    assert not out.exists() or not any(out.rglob("*.xml"))


def test_integ_unwritable_output(sources, tmp_path):
    blocker = tmp_path / "out"
    blocker.write_text("a file where the output directory should be")
    run = corpus(sources, blocker)
    assert run.returncode == 1
    assert str(blocker) in run.stderr and "Traceback" not in run.stderr
    assert blocker.read_text() == "a file where the output directory should be"


def test_integ_text_of_one_game(built):
    out, _ = built
    run = subprocess.run(
        [
            *MAISON,
            "text",
            "--reading",
            "diplomatic",
            "--game",
            "oye",
            "--file",
            str(out / "maison-des-jeux-academiques-1665.xml"),
        ],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0
    assert run.stdout.startswith("LE IEU DE L'OYE,")
    assert "iusqu'à 63." in run.stdout and "M iiij" not in run.stdout
