"""Shared fixtures: one real build of the shipped corpus per test session."""

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


@pytest.fixture(scope="session")
def edition(built: tuple[Path, list], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reading edition of the session's build (``maison edition build``)."""
    from pipeline.edition.site import build_edition

    site = tmp_path_factory.mktemp("edition")
    build_edition(built[0], site, ROOT / "corpus" / "edits" / "overrides.tsv", ROOT)
    return site
