"""Where the project's files are: the checkout's corpus, schemas and tests.

A module of its own so that the command line can name its defaults without importing the
build (and with it spaCy)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "corpus" / "sources"
OUT = ROOT / "corpus" / "out"
SCHEMAS = ROOT / "schemas"
