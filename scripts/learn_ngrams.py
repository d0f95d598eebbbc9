"""Learn the word trigram model the real-word corrector weighs a sentence by
(``pipeline/text/data/ngrams.json.gz``, read by :mod:`pipeline.text.ngrams`).

From FreEM-norm's training originals (``../shared/data/freemnorm/train.tsv``, CC BY 4.0;
never its dev sentences, on which ``scripts/channel_check.py`` measures) and the book's
own text as the OCR read it (``corpus/sources/*.google-ocr.md``, cut into sentences at
``. ; : ? !``): each sentence cut into words as the cleaner cuts a line
(:func:`pipeline.text.tokens.pieces`), each keyed as the lexicon keys it (ſ, u/v, i/j
resolved, lower case). A pair or a triple the book and the period share once only is
dropped (:data:`pipeline.text.ngrams.MIN_KEPT`), so the book's own misreadings, each seen
once, do not become its language. Deterministic: the same inputs give the same bytes.

    python scripts/learn_ngrams.py [--freemnorm DIR] [--no-book]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import regex

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from learn_lexicon import freemnorm, read_pairs  # noqa: E402

from pipeline.text.ngrams import FILE, Trigrams  # noqa: E402
from pipeline.text.repair import key  # noqa: E402
from pipeline.text.tokens import pieces  # noqa: E402

BOOK = ROOT / "corpus/sources/maison-des-jeux-academiques-1665.google-ocr.md"
_STOP = regex.compile(r"[.;:?!]+")


def keyed(text: str) -> list[str]:
    """The words of ``text`` as the model keys them."""
    return [key(p.text) for p in pieces(text) if p.kind == "word"]


def book_sentences(path: Path) -> list[list[str]]:
    """The book's paragraphs (blank-line separated, markdown marks and line-end hyphens
    taken out) cut into sentences."""
    text = path.read_text("utf-8")
    text = regex.sub(r"-\s*\n\s*", "", text)
    text = regex.sub(r"[*_#|]", " ", text)
    out = []
    for para in regex.split(r"\n\s*\n", text):
        for sent in _STOP.split(" ".join(para.split())):
            ws = keyed(sent)
            if len(ws) >= 2:
                out.append(ws)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--freemnorm", type=Path, default=freemnorm())
    ap.add_argument("--no-book", action="store_true", help="FreEM-norm's originals alone")
    args = ap.parse_args()
    train = args.freemnorm / "train.tsv"
    if not train.exists():
        sys.exit(f"learn_ngrams: {train}: not found")
    sentences = [keyed(orig) for orig, _ in read_pairs(train)]
    n_period = len(sentences)
    if not args.no_book:
        sentences += book_sentences(BOOK)
    model = Trigrams.learn(sentences)
    model.dump(FILE)
    print(
        f"learn_ngrams: {n_period} sentences of the period, {len(sentences) - n_period} of"
        f" the book; {len(model.uni)} words, {len(model.bi)} pairs, {len(model.tri)} triples"
        f" -> {FILE.relative_to(ROOT)}"
    )


if __name__ == "__main__":
    main()
