"""Write the shipped book's vocabulary: ``pipeline/text/data/book.txt.gz``.

Each regularised, lower-cased form of the shipped 1665 transcription with its count
(``form<TAB>count``, sorted by form). Reading a scan of the book, or of its kin, the OCR's
post-correction weighs forms with it: ``seccance``, ``Picq`` are in no modern or FreEM list.
Committed as data so that the package reads no source at run time (installed, it has no
``corpus/``); rerun when the shipped source changes.

    .venv/bin/python scripts/book_vocabulary.py
"""

from __future__ import annotations

import gzip
import io
import sys
from collections import defaultdict
from pathlib import Path

import regex

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pipeline.text.lexicon import DATA  # noqa: E402
from pipeline.text.regularise import regularise_word  # noqa: E402

SOURCE = ROOT / "corpus" / "sources" / "maison-des-jeux-academiques-1665.google-ocr.md"


def vocabulary(text: str) -> dict[str, int]:
    raw: dict[str, int] = defaultdict(int)
    for word in regex.findall(r"\p{L}+", text):
        raw[word] += 1
    out: dict[str, int] = defaultdict(int)
    for word, n in raw.items():
        out[regularise_word(word).new.lower()] += n
    return dict(out)


def main() -> None:
    counts = vocabulary(SOURCE.read_text(encoding="utf-8"))
    text = "".join(f"{form}\t{n}\n" for form, n in sorted(counts.items()))
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0, filename="") as f:
        f.write(text.encode("utf-8"))
    (DATA / "book.txt.gz").write_bytes(buf.getvalue())
    print(f"wrote {DATA / 'book.txt.gz'} ({len(counts)} forms)")


if __name__ == "__main__":
    main()
