"""Shared fixtures: real builds of the shipped corpus, each made once per test session.

``built`` is ``make corpus`` as it is; ``built_with_edits`` the same sources with one
editors' file holding every kind of decision the tests check (reject, replace, accept, an
added reading, a stale row, decisions on every occurrence of a form), so the tests of
overrides share one build instead of building each its own.

The suite runs on every core (pytest-xdist, ``-n auto`` in ``pyproject.toml``). A session
fixture there is per worker, so each build is made by the first worker that needs it, under a
file lock, and the others load what it made (:func:`once`): one build of each kind per run, as
without workers. Builds a test makes of its own start from the session build's analyses
(:func:`warm`), as a rebuild in the same folder does."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import os
import pickle
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TypeVar

import pytest
from filelock import FileLock

from pipeline.build import ROOT, build_corpus

SOURCES = ROOT / "corpus" / "sources"
BOOK = "maison-des-jeux-academiques-1665.xml"
T = TypeVar("T")


@dataclass(frozen=True)
class Run:
    """What ``maison`` said and returned, as :func:`subprocess.run` gives it."""

    returncode: int
    stdout: str
    stderr: str


def load_script(name: str) -> ModuleType:
    """``scripts/NAME.py`` loaded as a module (the scripts are no package): registered under
    its name, so that what it defines (a dataclass) can look its module up."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def maison(*args: str) -> Run:
    """``maison ARGS`` run by this process: the command line's own entry point
    (:func:`pipeline.cli.main`, its messages and its exit code), without a new interpreter.

    Why: a build in a new process loads spaCy again, and importing its French tokenizer
    compiles a regular expression of 1.4 million characters (some 4 s of CPU), while this
    worker has them loaded already. Tests of what a process does alone (a killed build, a
    build that must not load spaCy) still start one."""
    from pipeline.cli import main

    out, err, argv = io.StringIO(), io.StringIO(), sys.argv
    sys.argv = ["maison", *args]
    code = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            main()
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else int(e.code is not None)
    finally:
        sys.argv = argv
    return Run(code, out.getvalue(), err.getvalue())


def once(factory: pytest.TempPathFactory, name: str, make: Callable[[Path], T]) -> T:
    """``make(folder)``, made once for the whole run: by this process without workers; with
    workers, by the first to ask (the others wait on the lock, then load its pickled result,
    its files staying in the run's shared temporary folder)."""
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return make(factory.mktemp(name))
    root = factory.getbasetemp().parent  # shared by the run's workers
    done = root / f"{name}.pickle"
    with FileLock(str(root / f"{name}.lock")):
        if done.is_file():
            return pickle.loads(done.read_bytes())
        folder = root / name
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        value = make(folder)
        done.write_bytes(pickle.dumps(value))
        return value


def warm(out: Path, session: Path) -> None:
    """Give a build into ``out`` what the session build (its output folder ``session``)
    remembers in ``.cache/`` (the analyses of its texts, the consistency report): the texts
    it shares with the book are not parsed again, the rules not run again. Its outputs are
    the same either way (``tests/test_memo.py``)."""
    (out / ".cache").mkdir(parents=True, exist_ok=True)
    for kept in ("nlp.json", "consistency.json"):
        shutil.copyfile(session / ".cache" / kept, out / ".cache" / kept)
    for kept in (session / ".cache").glob("collation-*.json"):  # the witnesses' collation
        shutil.copyfile(kept, out / ".cache" / kept.name)


def keep_consistency(out: Path) -> None:
    """Give a build into ``out`` the consistency report a build keeps (a function of the
    rules layer's code alone), for builds of other books than the session's (the scans)."""
    from pipeline.reports import remembered_consistency

    kept = out / ".cache" / "consistency.json"
    _, data = remembered_consistency(kept)
    kept.parent.mkdir(parents=True, exist_ok=True)
    if data is not None:
        kept.write_bytes(data)


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list]:
    def make(folder: Path) -> tuple[Path, list]:
        return folder / "out", build_corpus(SOURCES, folder / "out")

    return once(tmp_path_factory, "built", make)


EDITS = [
    "o87.18\treject\t\tkept as the OCR read it",
    "n135.17\treplace\tfaible (sic)\t",
    "r134.5\taccept\t\tchecked",
    "@2719:{col}-{end}\tadd\tles\tkind=ocr; before=s; letters lost in the scan",
    "o9999.1\treject\t\tno such intervention",
    "n4188.0\treplace\tPREMIÈREMENT\t",
    "form:dé\treject\t\tkind=normalisation; the die",
    "form:celuy\treplace\tcelluy\tkind=normalisation",
]


def hauteurs_col() -> int:
    """Where ``s hauteurs`` starts on source line 2719 (the OCR lost ``le``)."""
    from tests.test_clean import book_lines

    return book_lines()[2719].index("s hauteurs")


@pytest.fixture(scope="session")
def built_with_edits(
    built: tuple[Path, list], tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, list]:
    """Starts from the session build's analyses (waiting for it if another worker is making
    it): only the texts the decisions change are parsed again."""

    def make(d: Path) -> tuple[Path, list]:
        col = hauteurs_col()
        rows = [r.format(col=col, end=col + 1) for r in EDITS]
        edits = d / "overrides.tsv"
        edits.write_text("id\taction\tvalue\tnote\n" + "\n".join(rows) + "\n", encoding="utf-8")
        warm(d / "out", built[0])
        return d / "out", build_corpus(SOURCES, d / "out", edits)

    return once(tmp_path_factory, "edits", make)


@pytest.fixture(scope="session")
def edition(built: tuple[Path, list], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reading edition of the session's build (``maison edition build``)."""
    from pipeline.edition.site import build_edition

    def make(site: Path) -> Path:
        build_edition(built[0], site, ROOT / "corpus" / "edits" / "overrides.tsv", ROOT)
        return site

    return once(tmp_path_factory, "edition", make)


@dataclass(frozen=True)
class ScanBuild:
    """``maison corpus --source FOLDER`` run on page images, and what it said."""

    out: Path
    returncode: int
    stderr: str


@pytest.fixture(scope="session")
def scan_with_blank_and_broken(tmp_path_factory: pytest.TempPathFactory) -> ScanBuild:
    """The small test book as a folder of page images with a blank leaf after its title page
    and one file that is no image (the third page of text, printed 2). One real OCR and
    build serves the tests of both: the blank leaf is an empty page of the front matter, the
    broken file a lost page, and the book is built past both."""
    from PIL import Image

    from pipeline.ocr.testbook import book, render

    def make(d: Path) -> ScanBuild:
        images = d / "pages"
        images.mkdir()
        pages = [render(p) for p in book()]
        pages.insert(1, Image.new("L", pages[0].size, 255))
        for k, im in enumerate(pages, 1):
            im.save(images / f"p{k:02d}.png")
        (images / "p05.png").write_bytes(b"broken")
        out = d / "out"
        keep_consistency(out)
        run = maison("corpus", "--source", str(images), "--out", str(out))
        return ScanBuild(out, run.returncode, run.stderr)

    return once(tmp_path_factory, "scan", make)
