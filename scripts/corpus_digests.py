"""Write the digest list of a built corpus: ``tests/data/corpus.sha256``.

The list pins every byte of ``make corpus``'s outputs. A change meant to keep the outputs
as they are (a refactoring, a speed-up) must leave it alone; a change that means to alter
the corpus regenerates it and says in its commit message why the output changed.

    .venv/bin/python scripts/corpus_digests.py [OUT]   # OUT: a built corpus/out
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pipeline.digests import DIGESTS, digest_lines  # noqa: E402


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "corpus" / "out"
    text = "".join(digest_lines(out))
    if not text:
        sys.exit(f"corpus_digests: {out}: no built corpus there (run make corpus)")
    DIGESTS.parent.mkdir(parents=True, exist_ok=True)
    DIGESTS.write_text(text, encoding="utf-8")
    print(f"wrote {DIGESTS.relative_to(ROOT)} ({text.count(chr(10))} files)")


if __name__ == "__main__":
    main()
