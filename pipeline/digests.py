"""Digests of a built corpus, so that a test can say the outputs did not move by a byte.

Only the corpus proper counts: the TEI files, the TSVs, ``rules.jsonl`` and the reports;
caches and anything hidden (``.scan/``, temporary files) do not, nor the reading edition
(``edition/``, built from the corpus by ``make edition``).
"""

from __future__ import annotations

import hashlib
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
