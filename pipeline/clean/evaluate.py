"""Word accuracy of a normaliser, as in Bawden et al. 2022 (LREC, "Automatic Normalisation
of Early Modern French"): each prediction is aligned with its reference by Levenshtein over
tokens, and a reference token counts as right when the token aligned with it is identical.
The score is right tokens / reference tokens, over the whole set.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rapidfuzz.distance import Levenshtein

from pipeline.text.tokens import eval_tokens


def word_accuracy(pairs: Iterable[tuple[str, str]], system: Callable[[str], str]) -> float:
    right = total = 0
    for orig, ref in pairs:
        r, h = eval_tokens(ref), eval_tokens(system(orig))
        total += len(r)
        right += sum(i2 - i1 for tag, i1, i2, _, _ in Levenshtein.opcodes(h, r) if tag == "equal")
    return 100.0 * right / max(total, 1)
