"""The word lists the cleaning stages consult, loaded once from ``pipeline/text/data``.

They are produced by ``scripts/learn_lexicon.py`` from real resources and committed, so a
build never needs the resources themselves:

- ``modern.txt.gz``: modern French forms (Debian's ``wfrench`` word list, GPL-2+, and the
  modern side of FreEM-norm's training split, CC BY 4.0), lower case.
- ``early.txt.gz``: early-modern forms seen in FreEM-norm's originals, regularised (ſ, u/v,
  i/j resolved) and lower case, with their frequency.
- ``norm.tsv``: the normalisation table learned by aligning FreEM-norm's sentence pairs:
  ``key`` (a regularised early-modern form, or two of them), the modern form, its count,
  and optionally a context (``<w`` the word before, ``>w`` the word after).
- ``rules.tsv``: character rewrites learned from the same pairs, with their precision, tried
  on words the table has never seen.

Two tables are written by hand, not learned, each row with its source: ``terms.tsv``, the
names of games and the terms of play as a modern edition writes them (``Tricque-Trac`` ->
``Trictrac``), and ``names.tsv``, the proper names the book uses (kings and dynasties of
France, places, saints, biblical and classical names: ``Chilperic`` -> ``Chilpéric``,
``Tolose`` -> ``Toulouse``), from lists made for names, not from the common lexicon. The
normaliser reads both before the learned table (see :func:`terms`); the noisy channel
takes a capitalised word's candidates from the names (see :func:`names`).
"""

from __future__ import annotations

import gzip
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import regex
from rapidfuzz.distance import Levenshtein

DATA = Path(__file__).resolve().parent / "data"
MIN_AMBIGUOUS = 5  # a form seen fewer times than this takes its commonest reading, no context


@cache
def modern() -> frozenset[str]:
    return frozenset(_modern_words())


@cache
def _modern_words() -> list[str]:
    """The modern forms in order (``scripts/learn_lexicon.py`` writes them sorted, so the
    sort here is one pass of comparisons)."""
    return sorted(_read_gz("modern.txt.gz"))


@cache
def modern_unaccented() -> frozenset[str]:
    """Modern forms with their accents taken off, for words the OCR or the print left bare."""
    return frozenset(_letters().first)


@cache
def accented() -> dict[str, str]:
    """Unaccented form -> the one modern form it stands for (``trefle`` -> ``trèfle``);
    forms that could be more than one modern word (``a``: a, à) are left out."""
    letters = _letters()
    return {k: w for k, w in letters.first.items() if k not in letters.several}


def same_letters(bare: str) -> tuple[str, ...]:
    """Every modern form with the letters of ``bare`` (``gagne``: gagne, gagné), in order."""
    letters = _letters()
    if bare in letters.several:
        return letters.several[bare]
    return (letters.first[bare],) if bare in letters.first else ()


class _Marks(dict):
    """``str.translate`` table deleting the combining marks, filled as characters are met
    (the same test as ``unicodedata.combining``, without a Python call per character)."""

    def __missing__(self, cp: int) -> int | None:
        value = None if unicodedata.combining(chr(cp)) else cp
        self[cp] = value
        return value


_MARKS = _Marks()


@dataclass(frozen=True)
class _Letters:
    first: dict[str, str]
    """Unaccented form -> the first modern form (in sorted order) with its letters."""
    several: dict[str, tuple[str, ...]]
    """Unaccented forms that stand for more than one modern form -> all of them, sorted."""


@cache
def _letters() -> _Letters:
    """The one index the three lookups above read, made in one pass of C-level string work:
    the sorted list is unaccented as one string (a word's decomposition never crosses the
    newline between two words) and zipped into a dict; only the few forms shared by several
    words get a Python loop. Word by word, it took two seconds of every build."""
    words = _modern_words()
    bare = unaccent("\n".join(words)).split("\n")
    first = dict(zip(reversed(bare), reversed(words), strict=True))  # the first one wins
    shared = {k for k, n in Counter(bare).items() if n > 1}
    several: dict[str, list[str]] = defaultdict(list)
    for k, w in zip(bare, words, strict=True):
        if k in shared:
            several[k].append(w)
    return _Letters(first, {k: tuple(v) for k, v in several.items()})


def unaccent(word: str) -> str:
    """``word`` with its accents taken off (its combining marks, after decomposition)."""
    if word.isascii():  # most words: nothing to take off
        return word
    return unicodedata.normalize("NFD", word).translate(_MARKS)


U_DIAERESIS = regex.compile(r"uë|(?<!a)ü")
"""A diaeresis that only says a u is a vowel (``veüe``, ``issuë``, ``deuëment``): the
regularised reading drops it once u and v are told apart (modern spelling never writes it;
``aiguë``, a modern word, keeps it, and so does ``Saül``, where it parts a and u)."""


def u_plain(word: str) -> str:
    """``word`` without the diaeresis of :data:`U_DIAERESIS` (``veüe`` -> ``veue``)."""
    return U_DIAERESIS.sub(lambda m: "ue" if m.group() == "uë" else "u", word)


@cache
def early() -> dict[str, int]:
    out = {}
    for line in _read_gz("early.txt.gz"):
        word, _, count = line.partition("\t")
        out[word] = int(count)
    return out


@cache
def early_plain() -> dict[str, int]:
    """FreEM-norm's regularised forms that keep that diaeresis (``veüe``), as the regularised
    reading writes them (``veue``), for checks on that reading's words (an OCR repair). Not
    for choosing u or v: FreEM's form says the u is a vowel only with its diaeresis."""
    out: dict[str, int] = {}
    for word, count in early().items():
        if "ü" in word or "uë" in word:
            plain = u_plain(word)
            out[plain] = out.get(plain, 0) + count
    return out


@dataclass(frozen=True)
class Rewrite:
    """A character rewrite learned from the alignment (``data/rules.tsv``): ``old`` -> ``new``
    in a word, with how often it held."""

    old: str
    new: str
    precision: float
    count: int


@dataclass
class NormTable:
    """What the alignment learned: targets per key, overall and in context."""

    best: dict[str, tuple[str, int, int]]
    """key -> (most frequent modern form, its count, the key's total count)."""
    context: dict[str, dict[str, dict[str, int]]]
    """ambiguous key -> context (``<prev`` or ``>next``) -> modern form -> count."""
    targets: dict[str, dict[str, int]]
    """ambiguous key -> modern form -> count."""
    rewrites: list[Rewrite]


@cache
def norm_table() -> NormTable:
    best: dict[str, tuple[str, int, int]] = {}
    targets: dict[str, dict[str, int]] = defaultdict(dict)
    context: dict[str, dict[str, dict[str, int]]] = defaultdict(lambda: defaultdict(dict))
    for line in (DATA / "norm.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        key, ctx, target, count = line.split("\t")
        if ctx:
            context[key][ctx][target] = int(count)
        else:
            targets[key][target] = int(count)
    for key in [k for k in targets if "ü" in k or "uë" in k]:
        plain = u_plain(key)  # veüe -> vue is also veue -> vue (see early_plain())
        if plain not in targets:
            targets[plain] = dict(targets[key])
            if key in context:
                context[plain] = context[key]
    for key, forms in targets.items():
        target = max(forms, key=lambda f: (forms[f], f == key, -Levenshtein.distance(f, key), f))
        best[key] = (target, forms[target], sum(forms.values()))
    rewrites = []
    for line in (DATA / "rules.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        old, new, precision, count = line.split("\t")
        rewrites.append(Rewrite(old, new, float(precision), int(count)))
    return NormTable(
        best,
        {k: dict(v) for k, v in context.items()},
        {k: v for k, v in targets.items() if len(v) > 1 and sum(v.values()) >= MIN_AMBIGUOUS},
        rewrites,
    )


def _read_gz(name: str) -> list[str]:
    with gzip.open(DATA / name, "rt", encoding="utf-8") as f:
        return f.read().splitlines()


@dataclass(frozen=True)
class Term:
    """One row of ``data/terms.tsv``: a word as the book writes it once regularised, and its
    modern form. A ``form`` with a capital is matched only capitalised (``Fol``, the chess
    piece, not the adjective ``fol``); ``after``/``not_after`` are the words the one before
    it must or must not be (empty: any); ``consonant``: only before a word that begins with a
    consonant (``jusques sur`` -> ``jusque sur``, where ``jusques à`` is ``jusqu'à``)."""

    form: str
    modern: str
    kind: str
    source: str
    after: frozenset[str] = frozenset()
    not_after: frozenset[str] = frozenset()
    consonant: bool = False

    def fits(self, unit: str, prev: str, nxt: str = "") -> bool:
        """Whether the row applies to ``unit`` (as printed) after the word ``prev`` and before
        ``nxt`` (their regularised, lower-case keys; "" where a stop or nothing stands)."""
        if self.consonant and (not nxt[:1].isalpha() or unaccent(nxt[:1]) in "aeiouyh"):
            return False
        if self.form[:1].isupper() and not unit[:1].isupper():
            return False
        if self.after and prev not in self.after:
            return False
        return prev not in self.not_after


TERM_KINDS = frozenset({"game", "term", "name", "word"})
NAME_KINDS = frozenset({"king", "queen", "dynasty", "place", "saint", "biblical", "classical"})


@dataclass(frozen=True)
class Name:
    """One row of ``data/names.tsv``: a proper name as the book writes it once regularised
    (``Clouis``, ``Tolose``) or as the modern lists do (``Lothaire``), its modern form, what
    it names and the list it comes from."""

    form: str
    modern: str
    kind: str
    source: str


@cache
def names() -> dict[str, Name]:
    """``data/names.tsv`` by lower-case form; a row of an unknown kind, or without a source,
    is refused."""
    out: dict[str, Name] = {}
    for n, line in enumerate((DATA / "names.tsv").read_text(encoding="utf-8").splitlines()[1:]):
        form, modern, kind, source = line.split("\t")
        if kind not in NAME_KINDS or len(source.strip()) < 10:
            raise ValueError(f"names.tsv row {n + 2} ({form!r}): kind {kind!r}, source {source!r}")
        out[form.lower()] = Name(form, modern, kind, source)
    return out


@cache
def terms() -> dict[str, Term]:
    """``data/terms.tsv`` by lower-case form, with the rows of :func:`names` (kind ``name``,
    matched only capitalised: ``Chilperic`` -> ``Chilpéric``; a name whose modern form is its
    own, ``Valois``, ``Dauphiné``, is kept so, where the learned rewrites would make it the
    nearest common word, Valais, dauphine). Its context column holds ``after=a|b``,
    ``not-after=a|b`` or ``before-consonant``; a row of an unknown kind, or without a source,
    is refused."""
    out: dict[str, Term] = {
        k: Term(n.form, n.modern, "name", f"{n.kind}: {n.source}") for k, n in names().items()
    }
    for n, line in enumerate((DATA / "terms.tsv").read_text(encoding="utf-8").splitlines()[1:]):
        form, modern, kind, context, source = line.split("\t")
        if kind not in TERM_KINDS or not source.strip():
            raise ValueError(f"terms.tsv row {n + 2} ({form!r}): kind {kind!r}, source {source!r}")
        field, _, words = context.partition("=")
        listed = frozenset(words.split("|")) if words else frozenset()
        out[form.lower()] = Term(
            form,
            modern,
            kind,
            source,
            after=listed if field == "after" else frozenset(),
            not_after=listed if field == "not-after" else frozenset(),
            consonant=field == "before-consonant",
        )
    return out


@cache
def book() -> dict[str, int]:
    """The forms of the shipped 1665 book (regularised, lower-cased) with their frequency:
    for reading a scan of the book, or of its kin, whose words the modern and FreEM lists
    lack. Made from the shipped transcription by ``scripts/book_vocabulary.py``."""
    out = {}
    for line in _read_gz("book.txt.gz"):
        form, _, count = line.partition("\t")
        out[form] = int(count)
    return out
