"""Shared fixtures: real builds of the shipped corpus, each made once per test session.

``built`` is ``make corpus`` as it is; ``built_with_edits`` the same sources with one
editors' file holding every kind of decision the tests check (reject, replace, accept, an
added reading, a stale row, decisions on every occurrence of a form), so the tests of
overrides share one build instead of building each its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.build import ROOT, build_corpus

SOURCES = ROOT / "corpus" / "sources"
BOOK = "maison-des-jeux-academiques-1665.xml"


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list]:
    out = tmp_path_factory.mktemp("out")
    return out, build_corpus(SOURCES, out)


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
def built_with_edits(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list]:
    d = tmp_path_factory.mktemp("edits")
    col = hauteurs_col()
    rows = [r.format(col=col, end=col + 1) for r in EDITS]
    edits = d / "overrides.tsv"
    edits.write_text("id\taction\tvalue\tnote\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return d / "out", build_corpus(SOURCES, d / "out", edits)


@pytest.fixture(scope="session")
def edition(built: tuple[Path, list], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reading edition of the session's build (``maison edition build``)."""
    from pipeline.edition.site import build_edition

    site = tmp_path_factory.mktemp("edition")
    build_edition(built[0], site, ROOT / "corpus" / "edits" / "overrides.tsv", ROOT)
    return site
