"""Long s read as f where both readings are words (``font``/``ſont``, ``fuite``/``ſuite``):
what decides besides the neighbours' statistics.

- **The grammar.** A form of *faire* never takes a past participle after it (``ces
  conditions font réglées``): where the ſ twin is the same form of *être* and the next word
  is a participle, the print had ſ. A participle is told by its agreement (``réglé``,
  ``réglée``, ``réglées``, ``reglez`` are one word's forms): a noun in -é (``pitié``,
  ``moitié``) has no feminine in -ée and is left.
- **The page.** This OCR reads ſ as f at very different rates from page to page: most of
  the book almost never, a few pages (a different scan or type) one time in three. The
  rate is measured around each line from the words where only ſ makes sense, against the
  words printed with ſ that would have been caught had they been read with f, and it is
  the prior of the twins' context model there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

BE_FOR_MAKE = frozenset(
    {"font", "fera", "feront", "feroit", "feroient", "ferez", "ferons", "feray", "ferai"}
    | {"ferois", "ferions", "feriez", "feriés"}
)
"""Forms of *faire* whose twin with ſ is the same person and tense of *être*."""

_PARTICIPLE_ENDS = (("ées", "é"), ("ée", "é"), ("és", "é"), ("é", "é"), ("ez", "é"))
_PARTICIPLE_ENDS_U = (("ues", "u"), ("ue", "u"), ("us", "u"), ("u", "u"))
_WINDOW = 15  # source lines either side of a line that measure its page's rate
_PSEUDO = 10.0  # the book's rate counts as this many words in every window


def participle(k: str, known: Callable[[str], bool]) -> bool:
    """``k`` (a regularised, lower-case word) is a past participle in -é or -u: it ends so,
    and its masculine and feminine are both words (``réglées``: réglé, réglée; ``marquez``:
    marqué, marquée; ``convenu``: convenu, convenue). ``pitié``, ``moitié``, ``assez``,
    ``lieu`` are not (a -u stem is long, as ``lieu``/``lieue`` are two nouns)."""
    for ends, least in ((_PARTICIPLE_ENDS, 3), (_PARTICIPLE_ENDS_U, 4)):
        end = next((e for e in ends if k.endswith(e[0])), None)
        if end is not None and len(k) - len(end[0]) >= least:
            stem = k[: -len(end[0])] + end[1]
            return known(stem) and known(stem + "e")
    return False


def be_not_make(fk: str, nxt: str, known: Callable[[str], bool]) -> bool:
    """The f-word ``fk`` is a form of *faire* that a participle follows: the print had the
    same form of *être* (``font réglées``: sont réglées)."""
    return fk in BE_FOR_MAKE and participle(nxt, known)


def local_rates(counts: Sequence[tuple[int, int, int]], book_rate: float) -> dict[int, float]:
    """Line -> the share of ſ read as f around it: ``counts`` is, per source line, (its
    number, the words where only ſ makes sense but the OCR gave f, the words printed with
    ſ read as s whose f reading would have been caught). Lines are pooled over
    :data:`_WINDOW` source lines either side and smoothed towards ``book_rate``."""
    out: dict[int, float] = {}
    order = sorted(counts)
    lo = hi = 0
    m = s = 0
    for n, _, _ in order:
        while hi < len(order) and order[hi][0] <= n + _WINDOW:
            m, s = m + order[hi][1], s + order[hi][2]
            hi += 1
        while order[lo][0] < n - _WINDOW:
            m, s = m - order[lo][1], s - order[lo][2]
            lo += 1
        out[n] = (m + _PSEUDO * book_rate) / (m + s + _PSEUDO)
    return out
