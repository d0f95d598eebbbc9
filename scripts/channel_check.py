"""Measure the noisy-channel corrector (:mod:`pipeline.text.channel`) and choose its
thresholds, on sentences of the period it has never seen.

FreEM-norm's dev originals (``../shared/data/freemnorm/dev.tsv``: neither the lexicon nor the
neighbours' model learned from them) are shuffled with a fixed seed and cut in two: a
tuning half, on which the thresholds are chosen, and a held-out half, measured once with
them. Misreadings drawn from the error model itself (a block, by its count) are put into
words of the sentences:

- **non-words**: a word of four letters or more misread into a form no list knows; the
  corrector must give the word back. The dev sentences' own words that no list knows (rare
  words and names of the period) are in the test as they are: the corrector must leave them;
- **real words**: a word misread into another word the period uses (``sort`` read ``fort``);
  every word of the sentences is judged, so a word changed that was read right counts
  against the corrector.

    python scripts/channel_check.py            # both halves, the grids and the chosen rows
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.text import channel, lexicon  # noqa: E402
from pipeline.text.repair import key  # noqa: E402
from pipeline.text.tokens import pieces  # noqa: E402

SEED = 1665
NONWORD_RATE = 0.05  # share of eligible words misread into a non-word
REAL_RATE = 0.01  # share of words misread into another word


def known(k: str) -> bool:
    return k in lexicon.modern() or k in lexicon.early() or k in lexicon.modern_unaccented()


def sentences(path: Path) -> tuple[list[list[str]], list[list[str]]]:
    rows = [line.partition("\t")[0] for line in path.read_text("utf-8").splitlines() if line]
    random.Random(SEED).shuffle(rows)
    keyed = [[key(p.text) for p in pieces(r) if p.kind == "word"] for r in rows]
    half = len(keyed) // 2
    return keyed[:half], keyed[half:]


def misread(word: str, rng: random.Random, real: bool) -> str | None:
    """``word`` with one block of the error model misread, chosen by the blocks' counts
    among those that apply; a non-word (or, ``real``, another word of the period)."""
    opts = []
    for (printed, read), logp in channel.table().items():
        if " " in printed + read or "’" in printed + read or "'" in printed + read:
            continue
        if printed and printed in word:
            at = word.find(printed)
            opts.append((word[:at] + read + word[at + len(printed) :], math.exp(logp)))
        elif not printed and not real:
            at = rng.randrange(1, len(word))
            opts.append((word[:at] + read + word[at:], math.exp(logp) / 10))
    if real:
        opts = [
            (w, p)
            for w, p in opts
            if w != word and lexicon.early().get(w, 0) >= channel.MIN_REAL_WORD
        ]
    else:
        opts = [(w, p) for w, p in opts if w != word and not known(w)]
    if not opts:
        return None
    return rng.choices([w for w, _ in opts], [p for _, p in opts])[0]


def nonword_cases(half: list[list[str]], rng: random.Random) -> list[tuple]:
    """(read, truth, prev, next) for each misread word and each word no list knows."""
    cases = []
    for words in half:
        for i, w in enumerate(words):
            prev = words[i - 1] if i else ""
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if len(w) < channel.MIN_LENGTH or not w.isalpha():
                continue
            if not known(w):
                cases.append((w, w, prev, nxt))
            elif rng.random() < NONWORD_RATE:
                bad = misread(w, rng, real=False)
                if bad:
                    cases.append((bad, w, prev, nxt))
    return cases


def run_nonword(cases: list[tuple], keep: float) -> list[tuple]:
    channel.KEEP = keep
    c = channel.Corrector(Counter())
    return [(read, truth, c.nonword(read, prev, nxt)) for read, truth, prev, nxt in cases]


def score_nonword(results: list[tuple], t: float, margin: float) -> tuple[int, int, int, int]:
    """(misread words, repaired right, repairs wrong, words no list knows changed)."""
    misread_n = right = wrong = 0
    for read, truth, ranked in results:
        if read != truth:
            misread_n += 1
        best = ranked[0]
        second = ranked[1].p if len(ranked) > 1 else 0.0
        if best.word == read or best.p < t or math.log(best.p / max(second, 1e-12)) < margin:
            continue
        if best.word == truth:
            right += 1
        else:
            wrong += 1
    return misread_n, right, wrong, 0


def real_cases(half: list[list[str]], rng: random.Random) -> list[tuple]:
    """(sentence as read, position, truth) for every word of three letters or more: the
    real-word corrector weighs the whole sentence (:mod:`pipeline.text.ngrams`)."""
    cases = []
    for words in half:
        read_words = list(words)
        for i, w in enumerate(words):
            if len(w) >= 3 and w.isalpha() and rng.random() < REAL_RATE:
                bad = misread(w, rng, real=True)
                if bad:
                    read_words[i] = bad
        read_t = tuple(read_words)
        for i, w in enumerate(read_words):
            if len(w) >= 3 and w.isalpha():
                cases.append((read_t, i, words[i]))
    return cases


def run_real(cases: list[tuple]) -> list[tuple]:
    c = channel.Corrector(Counter())
    return [(read[i], truth, c.realword(read, i)) for read, i, truth in cases]


def score_real(results: list[tuple], t: float) -> tuple[int, int, int]:
    """(misread words, changed right, changed wrong) at log odds ``t``."""
    n = sum(read != truth for read, truth, _ in results)
    right = wrong = 0
    for _read, truth, best in results:
        if best is None or best[1] <= t:
            continue
        if best[0] == truth:
            right += 1
        else:
            wrong += 1
    return n, right, wrong


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--freemnorm", type=Path, default=ROOT.parent / "shared/data/freemnorm")
    args = ap.parse_args()
    tune, held = sentences(args.freemnorm / "dev.tsv")
    print(f"dev sentences: {len(tune)} tuning, {len(held)} held out")

    rng = random.Random(SEED)
    tune_nw, held_nw = nonword_cases(tune, rng), nonword_cases(held, rng)
    print("\n## Non-words (tuning half): keep prior, threshold, margin -> misread, right, wrong")
    best = None
    for keep in (0.005, 0.02, 0.05, 0.2):
        results = run_nonword(tune_nw, math.log(keep))
        # the threshold is the repair's @cert, which the README promises at 0.95: not tuned
        for t in (0.95,):
            for margin in (0.0, math.log(2), math.log(4)):
                n, right, wrong, _ = score_nonword(results, t, margin)
                prec = right / max(right + wrong, 1)
                print(
                    f"keep {keep:<5} t {t:<4} margin {math.exp(margin):.0f}: {n} {right} {wrong}"
                    f"  precision {prec:.3f} recall {right / n:.3f}"
                )
                if prec >= 0.95 and (best is None or right > best[0]):
                    best = (right, keep, t, margin)
    if best:
        _, keep, t, margin = best
        print(f"\nchosen: keep {keep}, threshold {t}, margin {math.exp(margin):.0f}")
        for name, cases in (("tuning", tune_nw), ("held-out", held_nw)):
            n, right, wrong, _ = score_nonword(run_nonword(cases, math.log(keep)), t, margin)
            kept = sum(r == tr for r, tr, *_ in cases)
            print(
                f"{name}: {n} misread, {right} repaired right, {wrong} changed wrongly"
                f" (of them words no list knows: {kept} in the test)"
                f" -> precision {right / max(right + wrong, 1):.3f}, recall {right / n:.3f}"
            )

    tune_rw, held_rw = real_cases(tune, rng), real_cases(held, rng)
    print("\n## Real words (tuning half): log odds threshold -> misread, right, wrong")
    res_t = run_real(tune_rw)
    for t in (0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0, 12.0):
        n, right, wrong = score_real(res_t, t)
        print(
            f"t {t:<4}: {n} {right} {wrong}  precision {right / max(right + wrong, 1):.3f}"
            f" recall {right / max(n, 1):.3f}"
        )
    res_h = run_real(held_rw)
    for t in (channel.REAL_PROPOSE, channel.REAL_CHANGE):
        if t is None:  # no change by real words: nothing to measure
            continue
        for name, res, cases in (("tuning", res_t, tune_rw), ("held-out", res_h, held_rw)):
            n, right, wrong = score_real(res, t)
            print(
                f"{name} at {t}: {len(cases)} words judged, {n} misread, {right} right,"
                f" {wrong} wrong -> precision {right / max(right + wrong, 1):.3f},"
                f" recall {right / max(n, 1):.3f}"
            )


if __name__ == "__main__":
    main()
