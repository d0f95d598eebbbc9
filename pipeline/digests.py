"""Digests of a built corpus, so that a test can say the outputs did not move by a byte.

Only the corpus proper counts: the TEI files, the TSVs, ``rules.jsonl`` and the reports;
caches and anything hidden (``.scan/``, temporary files) do not, nor the reading edition
(``edition/``, built from the corpus by ``make edition``).
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Iterable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

DIGESTS = Path(__file__).resolve().parents[1] / "tests" / "data" / "corpus.sha256"
"""The checked-in list, ``sha256  relative/path`` per line, sorted by path."""


def corpus_files(out: Path) -> list[Path]:
    """The outputs of a build under ``out``, sorted; hidden files and folders left out."""
    return sorted(
        p
        for p in out.rglob("*")
        if p.is_file()
        and p.relative_to(out).parts[0] != "edition"
        and not any(part.startswith(".") for part in p.relative_to(out).parts)
    )


def digest_lines(out: Path) -> list[str]:
    return [
        f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.relative_to(out).as_posix()}\n"
        for p in corpus_files(out)
    ]


def code_digest(packages: Iterable[str], root: Path, names: Iterable[str]) -> str:
    """A digest of what decides a remembered result: the Python's version, the installed
    versions of ``packages`` (``none`` for one not installed) and the bytes of the files
    ``names`` (relative to ``root``). A cache keyed by it is ignored once any of them moves."""
    h = hashlib.sha256()
    h.update(f"python={sys.version_info[0]}.{sys.version_info[1]}\n".encode())
    for package in packages:
        try:
            h.update(f"{package}={version(package)}\n".encode())
        except PackageNotFoundError:
            h.update(f"{package}=none\n".encode())
    for name in names:
        h.update(name.encode() + b"\0" + (root / name).read_bytes())
    return h.hexdigest()
