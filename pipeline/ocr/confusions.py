"""Words tesseract misread in early print, repaired with the lexicon (a noisy channel).

Tesseract's French model reads early type with a few systematic confusions: the long s as
``f``, ``[``, ``{``, ``l`` or ``i``; the ``ſt`` ligature as ``ff``, ``fl`` or ``fi``, the ct
ligature as ``ét`` (or ``&``, :mod:`pipeline.ocr.postcorrect`); u and n for each other, c
and e, r and t, b and h; a y whose tail wore away as v (``d’Oves``: *d’Oyes*); an m whose
strokes parted as ``rn``, ``in`` or ``ni`` (``comine``, ``Konie`` for *comme*, *Rome*); the
italic z as ``x``; two worn letters run into one as ``œ`` (``œrouue``, ``œouue``: *trouue*);
a tilde (``õ``, ``ã``, the printers' abbreviation of a following n or m) as a circumflex or
a diaeresis; and it runs words together where the print's spaces are narrow (``ya`` for
``y a``).

A word no list knows (:func:`pipeline.text.longs.known`: modern French, FreEM-norm's early
forms, the shipped book's vocabulary) is replaced by the likeliest known word within two
such confusions; a known word is never touched, and a word with no good candidate is left
as read. Nothing here is fitted to a set of pages: the shapes are the ones any reader of
tesseract's output on this type sees, and the lexicon decides.

An unknown word is not cut into known ones (session 25): the cut made period words no list
holds into fragments (``ſecondoient``: *ſecond oient*, ``r’ajeunir``: *r’a je unir*) more
often than it parted a run-together pair (``compoſerle``). On the 80 real pages read by
networks that never saw their print: 3,876 -> 3,820 errors without it (eight prints gain,
one loses one); the pages set independently of the test book 443 -> 436, the OCR17 lines
165 -> 167. Run-together words are left to the vote's other readings (``vote-split``), but
for two words of one letter (:func:`two_words`).
"""

from __future__ import annotations

import math
from functools import cache
from itertools import combinations

import regex

from pipeline.text import lexicon
from pipeline.text.longs import _weight, known
from pipeline.text.neighbours import fit
from pipeline.text.repair import key

SHAPES: dict[str, tuple[str, ...]] = {
    "f": ("ſ", "ſſ"),
    "ff": ("ſt", "ſſ"),
    "fl": ("ſt", "ſſ"),
    "fi": ("ſt",),
    "[": ("ſ",),
    "{": ("ſ",),
    "]": ("ſſ", "ſ"),
    "l": ("ſ",),
    "i": ("ſ", "l"),
    "n": ("u",),
    "c": ("e", "t", "é"),
    "e": ("c",),
    "r": ("t",),
    "b": ("h",),
    "h": ("b",),
    "rn": ("m",),
    "in": ("m",),
    "ni": ("m",),
    "ét": ("ct",),
    "m": ("n",),
    "w": ("u",),
    "œ": ("ce", "tr", "t"),
    "x": ("z",),
    "v": ("u", "y"),
    "X": ("z",),
    "ô": ("õ",),
    "ö": ("õ", "o"),
    "â": ("ã",),
    "ä": ("ã", "a"),
    "ê": ("ẽ",),
    "é": ("e", "ẽ"),
    "è": ("e",),
    "ë": ("e",),
    "û": ("ũ", "u"),
    "ï": ("i",),
    "î": ("ſ", "i"),
}
"""Tesseract's reading -> what the print may have had. Each confusion was weighed alone
(session 22: taken out, the cached readings of the 80 real pages read again): most pay
(``f`` for ſ 43 errors on nine prints, ``ff`` for ſt 25, ``fl`` for ſt 17, ``n`` for u 16,
``c`` for e 15, ``é`` for ẽ 14); three cost and are left out, the print's letter being the
one tesseract read far more often than the confusion's: ``t`` for r (``flotes`` made
*flores*, ``Huet`` *Huer*: 6 errors, six prints), ``u`` for n (5, three prints), ``l`` for
i (3, three prints). Together: 5,138 -> 5,120 errors, nine prints gain, none loses; the
OCR17 lines 341 -> 338, the pages set independently 513 -> 517, the test book 85 (not used
to choose). A worn t read e (:data:`WORN_T`) saved 3 errors on the real pages taken out,
cost 5 on the generated worn pages: kept."""
AT_THE_END: dict[str, tuple[str, ...]] = {"f": ("ſt",)}
"""The ſt ligature read as one f, at a word's end only, where no long s stands (``ef``:
*eſt*)."""
WORN_T: dict[str, tuple[str, ...]] = {"e": ("t",), "x": ("t",), "k": ("t", "l"), "v": ("t",)}
"""A worn t, its bar and foot broken, reads as c or r (above), e, x, k or v (``auvre``:
*autre*): in a word that starts with a small letter only (a proper name's rare letters are
not the lexicon's). An i read for a t (``quaire``) was measured and left out: the
independent pages one error better, the real pages and the OCR17 lines each a hundredth
of a point worse."""
CAPITALS: dict[str, tuple[str, ...]] = {
    "J": ("I",),
    "T": ("I",),
    "L": ("I",),
    "K": ("R",),
    "G": ("C",),
    "F": ("E",),
}
"""A word's capital as read -> what the print may have had (a capital I with its serifs read
as J, L or T: ``Tardin``, *Iardin*, as :data:`pipeline.text.neighbours.CAPITALS` for a word
the lists know); the capital of a word no list knows only (a proper name's is left to the
lexicon too)."""
MAX_EDITS = 2
MIN_LOST_T = 4
"""A worn t may be lost altogether; at a word's end it leaves a word no list knows
(``ſouuen``, ``diſoi``, ``audi``): in a word of this many letters or more, a t put back
counts as one confusion, where the word it makes is attested in the period's texts
(:data:`ATTESTED`; a modern list's rare form, ``promt`` or ``defont``, is no repair)."""
LONG_S_READINGS = ("f", "ff", "fl", "[", "{", "]")
"""Tesseract's readings of the long s (its model has no ſ): a confusion it makes at nearly
every long s, so it costs a fraction of an edit (LONG_S_EDIT) and comes on top of
MAX_EDITS."""
LONG_S_EDIT = 0.25
MAX_LONG_S = 3
PER_EDIT = 4.0
"""A candidate must be this many times likelier (lexicon weight) for each confusion it
assumes: one confusion against the next-best reading is cheap, two must be well attested."""
ONE_LETTER = ("a", "à", "y", "o", "ô")
"""The words of one letter (``ſ`` alone is no word, nor ``s``, ``l`` or ``d``)."""
ATTESTED = 3
"""A word a lost t makes must be attested this often in the period's texts (FreEM-norm's
early forms and the book): a modern list's rare forms make no repair."""
COMMON = 500


@cache
def repair(word: str) -> str | None:
    """The word as the print had it, when ``word`` is unknown and a confusion makes a known
    word of it, or, two letters, two words (``ya``: y a); None when it is known, too short,
    or nothing fits. Kept, as
    :func:`confused` is: the vote asks it of a word's readings (``vote-repaired``) and the
    post-correction asks it again of the word it keeps."""
    short = len(word) < (2 if not word.isascii() or word.endswith("f") else 3)  # nô: nõ, ef: eſt
    if cut := two_words(word):
        return cut  # ``il ya``: y a
    if short or word.isupper() or any(c.isdigit() for c in word):
        return None
    if _known(word):
        return None
    return confused(word)


def _known(word: str) -> bool:
    return known(word.replace("ſ", "s"))


@cache
def confused(word: str) -> str | None:
    """The best known word within MAX_EDITS confusions of ``word``, besides any number (up
    to MAX_LONG_S) of long-s readings, which cost less (:data:`LONG_S_EDIT`): a worn page's
    ``difpofirion`` is ``diſpoſition``, two long s and one r for t."""
    lower = word[:1].islower()
    hard: list[tuple[int, int, str]] = []  # (start, end, replacement)
    soft: list[tuple[int, int, str]] = []
    for i in range(len(word)):
        if i == 0 and word[0].isupper():
            hard.extend((0, 1, new) for new in CAPITALS.get(word[0], ()))
            continue
        for n in (2, 1) if i + 1 < len(word) else (1,):
            old = word[i : i + n]
            shapes = SHAPES.get(old, ()) + (WORN_T.get(old, ()) if lower else ())
            if i + n == len(word):
                shapes += AT_THE_END.get(old, ())
            for new in shapes:
                (soft if _soft(old, new) else hard).append((i, i + n, new))
    if lower and len(word) >= MIN_LOST_T:
        hard.append((len(word), len(word), "t"))  # a final t worn away (:data:`MIN_LOST_T`)
    if not (hard or soft) or len(hard) > 24 or len(soft) > 3 * MAX_LONG_S:
        return None
    best, best_score = None, 0.0
    for n_soft in range(min(MAX_LONG_S, len(soft)) + 1):
        for longs in combinations(soft, n_soft):
            for edits in range(0 if n_soft else 1, MAX_EDITS + 1):
                for others in combinations(hard, edits):
                    chosen = sorted(longs + others)
                    if any(a[1] > b[0] for a, b in zip(chosen, chosen[1:], strict=False)):
                        continue  # overlapping spots
                    out, pos = [], 0
                    for start, end, new in chosen:
                        out.append(word[pos:start] + new)
                        pos = end
                    cand = "".join(out) + word[pos:]
                    w = weight(cand)
                    lost_t = any(start == len(word) for start, _, _ in others)
                    if w <= 0 or (lost_t and frequency(cand) < ATTESTED):
                        continue
                    cost = edits + LONG_S_EDIT * sum(not _certain(word, at) for at in longs)
                    score = math.log(w) - cost * math.log(PER_EDIT)
                    if best is None or score > best_score:
                        best, best_score = cand, score
    if best is None or best_score < -math.log(PER_EDIT):
        return None
    return best


_NEVER_AFTER_F = frozenset("bcçdgjmnpqtvſ")
"""The letters that never follow an f in French: an f before one is the print's long s
(``combaft``, ``efcarcée``), so reading it so costs nothing."""


def _certain(word: str, spot: tuple[int, int, str]) -> bool:
    """Whether a long-s reading is certain (:data:`_NEVER_AFTER_F`)."""
    start, end, new = spot
    return word[start:end] == "f" and new == "ſ" and word[end : end + 1] in _NEVER_AFTER_F


def _soft(old: str, new: str) -> bool:
    """Whether a reading is one tesseract's model makes at nearly every such letter, which
    costs a fraction of an edit: a long s (:data:`LONG_S_READINGS`), and a tilde, which the
    model has not (``ô`` for *õ*: ``faétiôs`` is *factiõs*, the tilde and one ct)."""
    return (old in LONG_S_READINGS and "ſ" in new) or new in ("õ", "ã", "ẽ", "ũ")


_IJ = regex.compile(r"(?:(?<=^|[aeiouyéèêâôîû])i(?=[aeiouyéèêâôîû]))")
_UV = regex.compile(r"(?<=[aeiouyéèêâôîû])u(?=[aeiouyéèêâôîû])")


_MUTE_S = regex.compile(r"([aeiou])[sſ](?=[bcdfgjlmnpqrtv])")
"""A vowel and an s before a consonant, which the period still wrote and later French
wrote with an accent instead (``deſrobe``: dérobe, ``feſte``: fête, ``maiſtre``: maître),
at a word's start too, the commonest place (``eſtendus``: étendus; ``eſcrire``, ``eſtat``).
Session 21 let it match there: the 80 real pages 5,304 -> 5,297 errors (four prints gain,
none loses; ``eſſendus`` for the ſt ligature read ff is now *eſtendus*)."""
_ACCENTS = {"a": "â", "e": "éê", "i": "î", "o": "ô", "u": "û"}


def weight(word: str) -> float:
    """How much the lexicon vouches for a form (:func:`pipeline.text.longs._weight`), also
    when its i or u is the consonant the lists spell j or v (``ſuiet``, ``ſuiuant``), which
    the regulariser does not always resolve, or, a word no list of the period holds, when
    a modern word has an accent for its mute s (:data:`_MUTE_S`: vouched for as a modern
    word is, 1)."""
    best = _weight(word)
    if best:
        return best
    lower = word.lower()
    variant = _UV.sub("v", _IJ.sub("j", lower))
    if variant != lower and _weight(variant):
        return _weight(variant)
    plain = lower.replace("ſ", "s")
    for m in _MUTE_S.finditer(plain):
        for accented in _ACCENTS[m[1]]:
            if plain[: m.start()] + accented + plain[m.end() :] in lexicon.modern():
                return 1
    return 0


def two_words(word: str) -> str | None:
    """A word of two letters no list knows that is two words of one letter tesseract ran
    together (``ya``: y a): both among the commonest words of the period
    (:data:`ONE_LETTER`), a pair the period's prose sets together more than chance
    (:func:`pipeline.text.neighbours.fit`)."""
    if len(word) != 2 or _known(word) or weight(word) > 1:
        return None
    a, b = word
    common = min(frequency(a), frequency(b)) >= COMMON
    return f"{a} {b}" if a in ONE_LETTER and b in ONE_LETTER and fit(b, a) > 0 and common else None


def frequency(piece: str) -> int:
    """How common a piece is, as read or with its f's long s (``eftre``: estre)."""

    def count(form: str) -> int:
        k = key(form)
        return lexicon.early().get(k, 0) + lexicon.book().get(k, 0)

    plain = piece.replace("ſ", "s")
    return max(count(plain), count(plain.replace("f", "s"))) if "f" in plain else count(plain)
