"""The regularised reading: the printer's conventions resolved, the spelling kept.

ſ becomes s, u/v and i/j follow modern usage (``vne`` -> ``une``, ``auoir`` -> ``avoir``,
``Ieu`` -> ``Jeu``), ``&`` becomes ``et``, tilde abbreviations are expanded (``cōpagnons`` ->
``compagnons``) and a diaeresis that modern spelling does not write is dropped (``iouër``
-> ``jouer``). ``estoit`` stays ``estoit``: that is the normalised reading's business.

The u/v and i/j rules are the printers' (v at the start of a word, u inside it), applied in
reverse; where a rule would make a word nobody spells (``vray`` -> ``uray``, ``queue`` ->
``queve``), the lexicon vetoes it. The lexicon is modern French plus the regularised forms
learned from FreEM-norm (see :mod:`pipeline.text.lexicon`).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import regex

from pipeline.text import lexicon
from pipeline.text.roman import is_roman_numeral
from pipeline.text.tokens import pieces

VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüœæ")
_TILDE = {"\u0303", "\u0304"}  # combining tilde, macron
_DIAERESIS = {"ë": "e", "ï": "i", "ü": "u", "ö": "o"}
_MARKED = frozenset("ëï")
"""Letters whose diaeresis makes a u before them a vowel unless the lists know the word with
v (``deuëment`` is dûment, ``leuë`` is lève)."""


_COMMON = 20  # a capitalised word that is a roman numeral stays one unless a common word
_MAX_CHOICES = 6  # positions tried both ways; beyond, the rules are trusted


@dataclass(frozen=True)
class WordChange:
    """How one word was regularised: the new form and what kinds of change made it."""

    new: str
    types: tuple[str, ...]  # "long-s", "u-v", "i-j", "tilde", "diaeresis", "et"

    @property
    def kind(self) -> str:
        return "abbreviation" if "tilde" in self.types else "regularisation"


def known(word: str) -> bool:
    return word in lexicon.modern() or word in lexicon.early()


def regularise_text(text: str) -> str:
    """A line in its regularised reading (same words, same spacing)."""
    out = []
    for p in pieces(text):
        out.append(regularise_word(p.text).new if p.kind == "word" else p.text)
    return "".join(out)


@lru_cache(maxsize=200_000)
def regularise_word(word: str) -> WordChange:
    """The regularised form of one word (as cut by :func:`pipeline.text.tokens.pieces`)."""
    if word == "&":
        return WordChange("et", ("et",))
    parts = word.split("-")
    if len(parts) > 1 and all(parts) and not known(word.lower()):
        # a compound no list knows, part by part (tres-obeïssant, quelques-vns)
        changes = [regularise_word(p) for p in parts]
        types = tuple(dict.fromkeys(t for c in changes for t in c.types))
        return WordChange("-".join(c.new for c in changes), types)
    types: list[str] = []
    w = word
    if "ſ" in w:
        w = w.replace("ſ", "s")
        types.append("long-s")
    w, expanded = _expand_tildes(w)
    if expanded:
        types.append("tilde")
    caps = sum(c.isupper() for c in w) > 1 and not any(c.islower() for c in w)
    low = w.lower()
    if caps:
        low = low.replace("v", "u")  # capitals print V for both u and v
    choices = _choices(low)
    best = _choose(low, choices)
    if caps and is_roman_numeral(w) and lexicon.early().get(best, 0) < _COMMON:
        return WordChange(word, tuple(types))  # XXXVI, LV: numbers, not words (DV is du)
    changed = {kind for (kind, pos, new) in choices if best[pos] == new and low[pos] != new}
    if best not in lexicon.modern() and lexicon.U_DIAERESIS.search(best):
        best = lexicon.u_plain(best)  # veüe, deuëment, issuë: the u is a vowel
        changed.add("diaeresis")
    if caps and "v" in w.lower():
        changed.add("u-v")
    types.extend(t for t in ("u-v", "i-j", "diaeresis") if t in changed)
    return WordChange(_restore_case(w, best, caps), tuple(types))


def keep_hiatus(printed: str, regular: str) -> str:
    """``païs`` stays ``païs``: a diaeresis on i after a, e or o marks two syllables, and is
    dropped only where the word without it is the same word. ``pais`` is a word of its own
    (il paît), which the learned table reads as another (pays): dropping the mark would make
    the regularised reading say a different word."""
    low = regular.lower()
    if len(printed) != len(regular):
        return regular
    for i, (a, b) in enumerate(zip(printed.lower(), low, strict=True)):
        if a == "ï" and b == "i" and i and low[i - 1] in "aeo":
            hit = lexicon.norm_table().best.get(low)
            if low in lexicon.modern() and hit and hit[0] != low and hit[0] in lexicon.modern():
                return regular[:i] + ("Ï" if regular[i].isupper() else "ï") + regular[i + 1 :]
    return regular


def _expand_tildes(word: str) -> tuple[str, bool]:
    """``cōpté`` -> ``compté``: a tilde or macron over a vowel stands for n (m before p, b, m)."""
    nfd = unicodedata.normalize("NFD", word)
    if not any(c in _TILDE for c in nfd):
        return word, False
    out: list[str] = []
    chars = list(nfd)
    for i, c in enumerate(chars):
        if c in _TILDE and out and out[-1].lower() in "aeiou":
            nxt = next((d for d in chars[i + 1 :] if unicodedata.category(d) != "Mn"), "")
            nasal = "m" if nxt.lower() in ("p", "b", "m") else "n"
            out.append(nasal.upper() if out[-1].isupper() and word.isupper() else nasal)
        else:
            out.append(c)
    return unicodedata.normalize("NFC", "".join(out)), True


def _choices(low: str) -> list[tuple[str, int, str]]:
    """Positions where a printer's convention applies: (kind, index, regularised letter)."""
    out: list[tuple[str, int, str]] = []
    n = len(low)
    for i, c in enumerate(low):
        prev = low[i - 1] if i else ""
        nxt = low[i + 1] if i + 1 < n else ""
        first = i == 0 or prev == "-"  # each part of a compound begins a word: trente-vn
        if c == "v" and first and nxt and nxt.isalpha() and nxt not in VOWELS:
            out.append(("u-v", i, "u"))
        elif c == "u" and i == 0 and nxt in ("r", "l"):
            out.append(("u-v", i, "v"))  # VRAY printed in capitals (optional: urine, ulcere)
        elif c == "u" and i == 0 and nxt in VOWELS and nxt != "i":
            out.append(("u-v", i, "v"))
        elif (
            c == "u"
            and prev == "u"
            and (nxt in VOWELS or (nxt in "rl" and i + 2 < n and low[i + 2] in VOWELS))
        ):
            out.append(("u-v", i, "v"))  # pouuoir, trouue, decouure
        elif c == "u" and prev == "o" and i >= 2 and nxt in VOWELS:
            out.append(("u-v", i, "v"))  # Prouerbe, Prouence (optional: jouer, louange stay)
        elif c == "u" and 0 < i < n - 1 and prev in VOWELS and nxt in _MARKED:
            out.append(("u-v", i, "v"))  # leuë (lève) or deuëment (dûment): the lists decide
        elif c == "ü" and 0 < i < n - 1 and prev == "i" and nxt in "aeoéè":
            out.append(("u-v", i, "v"))  # arriüées, suiüante: the OCR's ü for v, if a word
        elif (
            c == "u" and i > 0 and prev in VOWELS and prev not in "ou" and nxt in VOWELS
        ) and not (i >= 2 and low[i - 2] in "qg" and prev == "u"):
            out.append(("u-v", i, "v"))  # auoir, deuant, suiuant
        elif (
            c == "u"
            and 0 < i < n - 1
            and prev.isalpha()
            and prev not in VOWELS | {"q", "g"}
            and nxt in VOWELS
        ):
            out.append(("u-v", i, "v"))  # seruir, conuenir (optional: ensuite, nuit stay)
        elif (
            c == "u"
            and 0 < i < n - 1
            and prev in VOWELS
            and nxt in "rl"
            and i + 2 < n
            and low[i + 2] in VOWELS
        ):
            out.append(("u-v", i, "v"))  # suiure, liure, pauure (optional: heure stays)
        elif c == "i" and i == 0 and nxt in VOWELS:
            out.append(("i-j", i, "j"))  # ieu, iouer
        elif c == "i" and i == 0 and nxt in ("'", "’"):
            out.append(("i-j", i, "j"))  # i'ay
        elif c == "i" and 0 < i < n - 1 and nxt in VOWELS and prev in "bdt" and i <= 3:
            out.append(("i-j", i, "j"))  # subiect, adiouster, obiet
        elif c == "i" and 1 <= i <= 3 and prev in "aeo" and nxt in "aeouéè":
            out.append(("i-j", i, "j"))  # preiudice, reietton, aiousté, proiet (if a word)
        elif c == "i" and i >= 2 and low[i - 2 : i] == "ou" and nxt in "aeouéè":
            out.append(("i-j", i, "j"))  # touiours: toujours (if a word; jouir, ouïe stay)
        elif c == "i" and i >= 2 and prev == "s" and low[i - 2] in VOWELS and nxt in "aeouéè":
            out.append(("i-j", i, "j"))  # tousiours: tousjours (if a word; vision stays)
        elif c == "i" and low[:i] in ("es", "res", "des") and nxt in "aeouéè":
            out.append(("i-j", i, "j"))  # resiouit, esiouissance: the prefix's s before j
        elif c in _DIAERESIS:
            out.append(("diaeresis", i, _DIAERESIS[c]))
    return out


def _apply(low: str, choices: list[tuple[str, int, str]], skip: tuple[int, ...]) -> str:
    chars = list(low)
    for k, (_, pos, new) in enumerate(choices):
        if k not in skip:
            chars[pos] = new
    return "".join(chars)


def _choose(low: str, choices: list[tuple[str, int, str]]) -> str:
    """The rules' form, unless the lexicon knows a form with fewer of them applied.

    Optional changes (a diaeresis dropped, a medial i made j) are only taken when they make a
    known word. Among known forms, modern words win, then frequent early-modern forms, then
    the form closest to what the rules say.
    """
    if not choices:
        return low
    optional = {k for k, (kind, pos, _) in enumerate(choices) if _optional(kind, pos, low)}
    default = _apply(low, choices, tuple(optional))
    if len(choices) > _MAX_CHOICES:
        return default
    found: dict[str, int] = {}
    for r in range(len(choices) + 1):
        for skip in combinations(range(len(choices)), r):
            c = _apply(low, choices, skip)
            if c not in found and known(c):
                found[c] = len(set(skip) ^ optional)  # distance from the rules' form
    if not found:  # a word no list knows: the printers' rule where it is near certain
        default = _apply(low, choices, tuple(k for k in optional if not _likely_v(choices[k], low)))
        return _j_by_spelling(default, choices) or default
    early = lexicon.early()
    best = max(found, key=lambda c: (c in lexicon.modern(), early.get(c, 0), -found[c], c))
    return _by_skeleton(best, low, choices) or best


def _skeleton(form: str) -> str:
    """``form`` without its accents, the old silent s and doubled consonants and the Latin d
    of adv- and adj-: what is left of an old spelling in its modern word (``tousjours`` toujours,
    ``advantageux`` avantageux)."""
    return _SILENT.sub("", _ADV.sub("a", lexicon.unaccent(form)))


_ADV = regex.compile(r"^ad(?=[vj][aeiou])")


def _by_skeleton(best: str, low: str, choices: list[tuple[str, int, str]]) -> str | None:
    """A form the early list knows but whose skeleton is no modern word (``tousiours``,
    ``aduantageux``: FreEM-norm's sources keep the printers' i and u), against the one
    reading of its i and u whose skeleton is (``tousjours``, ``advantageux``): the modern
    word confirms the letter. None where ``best`` is modern or its skeleton is, or where no
    single reading's is."""
    bare = lexicon.modern_unaccented()
    if best in lexicon.modern() or _skeleton(best) in bare:
        return None
    hits = set()
    for r in range(len(choices) + 1):
        for skip in combinations(range(len(choices)), r):
            c = _apply(low, choices, skip)
            if _skeleton(c) in bare:
                hits.add(c)
    return next(iter(hits)) if len(hits) == 1 else None


_SILENT = regex.compile(r"(?<=[aeiou])s(?=[bcdfgjlmnpqtv])|([bcdfglmnprt])(?=\1)")


def _j_by_spelling(form: str, choices: list[tuple[str, int, str]]) -> str | None:
    """A medial i made j where only that spells a modern word once the old silent s and
    doubled consonants are dropped (``reiettant`` -> ``rejettant``: rejetant; ``resiouit``
    -> ``resjouit``: réjouit; ``aiousté`` -> ``ajousté``: ajouté). The letters of the old
    spelling are kept: the test only asks which reading of the i makes a word."""
    bare = lexicon.modern_unaccented()
    if _SILENT.sub("", lexicon.unaccent(form)) in bare:
        return None
    hits = []
    for _, pos, new in choices:
        if new == "j" and form[pos] == "i":
            cand = form[:pos] + "j" + form[pos + 1 :]
            if _SILENT.sub("", lexicon.unaccent(cand)) in bare:
                hits.append(cand)
    return hits[0] if len(hits) == 1 else None


def _likely_v(choice: tuple[str, int, str], low: str) -> bool:
    """An optional u that is v in a word the lists do not know: between r, n or l and a, e
    or o (``conuendra``, ``reseruant``, ``Reuersis``); the vowel u there (``ruelle``,
    ``continuer``) is in words the lists know."""
    kind, pos, new = choice
    return (
        kind == "u-v"
        and new == "v"
        and 0 < pos < len(low) - 1
        and low[pos - 1] in "rnl"
        and (low[pos + 1] in "aeoéèê" or (low[pos - 1] == "n" and low[pos + 1] == "i"))
    )


def _optional(kind: str, pos: int, low: str = "") -> bool:
    if kind == "u-v" and low and (low[pos] == "ü" or low[pos + 1 : pos + 2] in _MARKED):
        return True  # arriüées, leuë: v only where that makes a word (veüe, deuëment: u)
    if kind == "u-v" and pos == 0 and low[1:2] == "r" and low[2:3] and low[2] in VOWELS:
        return True  # vr + vowel: u only where that makes a word (vrine), else v (vraiement)
    if kind == "u-v" and pos >= 2 and low[pos - 2 : pos] == "ad" and low[pos] == "u":
        return False  # aduis, aduancer, inaduertence: adu + vowel is adv
    if kind == "u-v" and pos >= 2 and low[pos - 1] == "u" and low[pos - 2] in "ou":
        return False  # ouure, decouure, pouuoir: of two u, the second is v
    if kind == "u-v" and pos > 0 and low[pos - 1] == "-":
        return False  # the start of a compound's part, as of a word: trente-vn
    if kind == "u-v" and pos >= 2 and low[pos - 1] == "o" and low[pos] == "u":
        return True  # ou + vowel: a v only where that makes the word (Prouerbe, not jouer)
    if kind == "u-v" and pos == 0 and low[:1] == "u" and low[1:2] in ("r", "l"):
        return True
    if kind == "u-v" and pos > 0 and low:
        before_rl = pos + 1 < len(low) and low[pos + 1] in "rl"
        return before_rl or (low[pos - 1] not in VOWELS and low[pos - 1] != "u")
    return kind == "diaeresis" or (kind == "i-j" and pos > 0)


def _restore_case(orig: str, new: str, caps: bool) -> str:
    if caps:
        return new.upper()
    if len(orig) == len(new):
        return "".join(n.upper() if o.isupper() else n for o, n in zip(orig, new, strict=True))
    return new[:1].upper() + new[1:] if orig[:1].isupper() else new
