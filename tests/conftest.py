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
