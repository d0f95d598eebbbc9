"""Learn the error model of the OCR (``pipeline/text/data/channel.tsv``), read by
:mod:`pipeline.text.channel`.

What an OCR of 17th-century print reads for what was printed, counted on two sources, both
independent of the book's hand-made readings (``tests/gold``, never read here):

- **OCR17's aligned lines** (``../shared/data/ocr17-lines``: 300 line images of 17th-century
  prints with their transcription): each line read by raw ``tesseract -l fra``, its words
  aligned with the transcription's (difflib on the words as the lexicon keys them), and each
  pair of words that differ aligned letter by letter;
- **Gallicorpora's real pages** (``../shared/data/gallicorpora-pages``: 80 pages of ten
  17th-century prints with their ALTO transcription): each page read by raw tesseract
  (``fra``, as ``scripts/bench_pages.py`` reads it), its words aligned with those of the
  transcription's main-text lines the same way (line-end hyphens joined on both sides);
- **the repairs the cleaning stage already makes** on the book (``corpus/out/interventions.tsv``,
  kind ``ocr``, types letter, accent and spacing: ``jouier`` -> ``joüer``, ``lenant`` ->
  ``leuant``): what the OCR of the shipped text read for what the rules say was printed;
  not the noisy channel's own repairs, which would teach the model what it already thinks.

Each difference is cut into blocks (adjacent edits merged: ``rn`` for ``m``, a space lost
between two words), and each block counted as (printed, read). The file holds, per block,
its count and the count of the printed string in the transcriptions (its chances to be
misread), so that :mod:`pipeline.text.channel` can say P(read | printed).

    python scripts/learn_channel.py [--ocr17 DIR] [--pages DIR] [--interventions TSV]
                                    [--cache JSON]

``--cache`` keeps tesseract's readings of the lines (about a minute on two cores) for a
second run, and beside it (``.pages.json``) those of the pages (another minute and a half).
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from collections import Counter
from pathlib import Path

import regex

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bench_pages import line_truth, nfc, raw_reading, read_truth  # noqa: E402
from rapidfuzz.distance import Levenshtein  # noqa: E402

from pipeline.text.channel import FILE, blocks  # noqa: E402
from pipeline.text.repair import key  # noqa: E402
from pipeline.text.tokens import pieces  # noqa: E402

_MAX_DISTANCE = 3  # word pairs further apart are misalignments, not misreadings
_MAX_WORDS = 3  # a block of up to this many words on either side (split and run-together)


def ocr17_pairs(folder: Path, cache: Path | None) -> list[tuple[str, str]]:
    """(read, printed) lines of OCR17: raw tesseract against the transcription."""
    paths = sorted(folder.glob("*.png"))
    if not paths:
        sys.exit(f"learn_channel: {folder}: no line images")
    truth = [nfc(line_truth(p)) for p in paths]
    if cache is not None and cache.exists():
        raw = json.loads(cache.read_text("utf-8"))
    else:
        from pipeline.ocr.lines import check_tesseract, read_lines

        check_tesseract()
        raw = [nfc(r.text) for r in read_lines(paths, raw_only=True)]
        if cache is not None:
            cache.write_text(json.dumps(raw, ensure_ascii=False), "utf-8")
    return list(zip(raw, truth, strict=True))


def page_pairs(folder: Path, cache: Path | None) -> list[tuple[str, str]]:
    """(read, printed) pages of Gallicorpora: raw tesseract against the main-text lines of
    the ALTO transcription, each with its line-end hyphens joined."""
    paths = sorted(folder.glob("*.xml"))
    if not paths:
        sys.exit(f"learn_channel: {folder}: no ALTO pages")
    truth = [joined(nfc(read_truth(p).main_text())) for p in paths]
    if cache is not None and cache.exists():
        raw = json.loads(cache.read_text("utf-8"))
    else:
        from PIL import Image

        raw = [joined(nfc(raw_reading(Image.open(p.with_suffix(".jpg"))))) for p in paths]
        if cache is not None:
            cache.write_text(json.dumps(raw, ensure_ascii=False), "utf-8")
    return list(zip(raw, truth, strict=True))


def joined(text: str) -> str:
    """A page's lines as one text, a word broken at a line end (``-`` or ``¬``) joined."""
    return regex.sub(r"[-¬]\s*\n\s*", "", text).replace("\n", " ")


def words(line: str) -> list[str]:
    return [key(p.text) for p in pieces(line) if p.kind == "word"]


def aligned_words(read: str, printed: str) -> list[tuple[str, str]]:
    """Pairs (read, printed) of word groups that differ, aligned by difflib on the keyed
    words: a group of several words is joined with spaces (``signifient iceux`` read as one)."""
    r, p = words(read), words(printed)
    out = []
    for op, a, b, c, d in difflib.SequenceMatcher(None, r, p, autojunk=False).get_opcodes():
        if op != "replace" or b - a > _MAX_WORDS or d - c > _MAX_WORDS:
            continue
        x, y = " ".join(r[a:b]), " ".join(p[c:d])
        if Levenshtein.distance(x, y) <= _MAX_DISTANCE:
            out.append((x, y))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ocr17", type=Path, default=ROOT.parent / "shared/data/ocr17-lines")
    ap.add_argument("--pages", type=Path, default=ROOT.parent / "shared/data/gallicorpora-pages")
    ap.add_argument("--interventions", type=Path, default=ROOT / "corpus/out/interventions.tsv")
    ap.add_argument("--cache", type=Path, default=None)
    args = ap.parse_args()

    pairs: list[tuple[str, str]] = []
    lines = ocr17_pairs(args.ocr17, args.cache)
    for read, printed in lines:
        pairs += aligned_words(read, printed)
    n_ocr17 = len(pairs)
    truth_words = [w for _, printed in lines for w in words(printed)]
    page_cache = args.cache.with_suffix(".pages.json") if args.cache else None
    pages = page_pairs(args.pages, page_cache)
    for read, printed in pages:
        pairs += aligned_words(read, printed)
    n_pages = len(pairs) - n_ocr17
    truth_words += [w for _, printed in pages for w in words(printed)]
    for line in args.interventions.read_text("utf-8").splitlines()[1:]:
        f = line.split("\t")
        own = f[3] == "ocr" and f[8] in ("letter", "accent", "spacing") and f[9] == "#maison"
        if own and not f[7].startswith("noisy channel"):  # not its own decisions
            read, printed = key(f[4]), key(f[5])
            if read and printed and read != printed:
                pairs.append((read, printed))
                truth_words.append(printed)

    ops: Counter[tuple[str, str]] = Counter()
    for read, printed in pairs:
        for meant, got in blocks(printed, read):
            ops[meant, got] += 1
    text = " ".join(truth_words)
    chances = Counter()
    for meant, _ in ops:
        if meant not in chances:
            chances[meant] = text.count(meant) if meant else len(text)
    rows = sorted(ops.items(), key=lambda kv: (-kv[1], kv[0]))
    with FILE.open("w", encoding="utf-8") as f:
        f.write("printed\tread\tcount\tchances\n")
        for (meant, got), n in rows:
            f.write(f"{meant}\t{got}\t{n}\t{max(chances[meant], n)}\n")
    print(
        f"learn_channel: {n_ocr17} word pairs from OCR17, {n_pages} from Gallicorpora's"
        f" pages, {len(pairs) - n_ocr17 - n_pages} from the book's repairs; {len(rows)}"
        f" blocks -> {FILE.relative_to(ROOT)}"
    )


if __name__ == "__main__":
    main()
