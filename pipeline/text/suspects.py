"""Words of the text that the OCR repair suspects but does not change.

The repair (:mod:`pipeline.text.repair`) changes a word only when a known word is one
character confusion away and the context agrees; everything else stays as printed. An
editor still wants to see the rest of what no list knows (``signifienticeux``, ``tontre``):
a misread the repair could not decide, or a rare word of the period. This lists them, with
where they are, so they can be read against the scan; nothing here changes the text.

A word is suspect when, regularised (ſ, u/v, i/j resolved), it is in none of the word lists
(modern French, FreEM-norm's early-modern forms, modern forms without their accents) and
is not a number. Capitalised words are left out (names of places and people, which no list
holds) unless the noisy channel found names they may be misread from (``Capeuingiens``:
Capetingiens), and words of fewer than three letters.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pipeline.text import lexicon
from pipeline.text.normalise import _unseen
from pipeline.text.regularise import regularise_word
from pipeline.text.roman import is_roman_numeral
from pipeline.text.tokens import pieces


@dataclass(frozen=True)
class Suspect:
    word: str
    count: int
    lines: tuple[int, ...]
    """The source lines where it occurs (the first few)."""
    reading: str = ""
    """The modern word the normaliser's learned rewrites make of it (``escartant`` ->
    ``écartant``: a spelling of the period, most likely), or "" where nothing reads it
    (``tontre``, ``signifienticeux``: most likely OCR noise, to be read first)."""
    twin: str = ""
    """For a word read with f whose ſ reading is a word too (``feront``: seront, ``ferres``:
    serres), that reading: the repair's twin model left it as printed, and only the sentence
    (or the scan) decides. Such a word is in the word lists; it is listed apart."""
    candidates: str = ""
    """The noisy channel's readings of it, none clearly best, each with its probability
    (``jouier 0.48, jouer 0.45``: :mod:`pipeline.text.channel`), "" where it made none."""
    real: str = ""
    """For a word of the lists that the sentence suggests is another word misread
    (``fort``: sort, :meth:`pipeline.text.channel.Corrector.realword`), that word with its
    probability by the odds; listed apart, never changed."""


_SHOWN_LINES = 5


def suspect(word: str) -> bool:
    """``word`` (as printed) is in no word list and does not look like a name or a number."""
    letters = [c for c in word if c.isalpha()]
    if len(letters) < 3 or len(letters) != len(word.rstrip("'’").replace("-", "")):
        return False  # short, or with digits or marks inside: numbers, signs, abbreviations
    if word[:1].isupper() or is_roman_numeral(word):
        return False
    for part in word.rstrip("'’").split("-"):
        k = regularise_word(part).new.lower()
        known = (
            k in lexicon.modern()
            or lexicon.early().get(k, 0) >= 1
            or k in lexicon.modern_unaccented()
        )
        if not known and len(part) >= 3:
            return True
    return False


def find_suspects(
    lines: Iterable[tuple[int, str]], undecided: Mapping[str, tuple] | None = None
) -> list[Suspect]:
    """Suspect words of the lines ``(source line, text)``, in the order first met: those no
    list knows, then the f/ſ twins left as printed (:func:`long_s_twin`). ``undecided``,
    keyed word -> the noisy channel's candidates (each with ``word`` and ``p``), gives each
    word its candidates."""
    undecided = undecided or {}

    def shown(w: str) -> str:
        found = undecided.get(regularise_word(w).new.lower(), ())
        return ", ".join(f"{x.word} {x.p:.2f}" for x in found)

    seen: dict[str, list[int]] = {}
    twins: dict[str, list[int]] = {}
    for n, text in lines:
        for p in pieces(text):
            if p.kind != "word":
                continue
            name = p.text[:1].isupper() and not is_roman_numeral(p.text) and shown(p.text)
            if suspect(p.text) or name:
                seen.setdefault(p.text, []).append(n)
            elif long_s_twin(p.text):
                twins.setdefault(p.text, []).append(n)
    return [
        Suspect(w, len(ns), tuple(ns[:_SHOWN_LINES]), reading(w), candidates=shown(w))
        for w, ns in seen.items()
    ] + [
        Suspect(w, len(ns), tuple(ns[:_SHOWN_LINES]), twin=long_s_twin(w))
        for w, ns in twins.items()
    ]


def real_word_suspects(proposals: Iterable) -> list[Suspect]:
    """The real-word candidates (each with ``word``, ``line``, ``candidate``, ``p``), one row
    per word and candidate, its lines in order and its highest probability."""
    rows: dict[tuple[str, str], list] = {}
    for x in proposals:
        row = rows.setdefault((x.word, x.candidate), [[], 0.0])
        row[0].append(x.line)
        row[1] = max(row[1], x.p)
    return [
        Suspect(w, len(ns), tuple(ns[:_SHOWN_LINES]), real=f"{c} {p:.2f}")
        for (w, c), (ns, p) in rows.items()
    ]


def long_s_twin(word: str) -> str:
    """``word``'s reading with one f made s where both are words and FreEM-norm's
    originals do not use the f reading more often than the s one (``feront``: seront,
    ``fuit``: suit, ``ferres``: serres, both unseen; not ``fait``, ``fort``, whose s readings
    the period wrote far less), else "". This OCR reads ſ as f: where both are words, the
    word read may be the print's ſ, and the repair changed it only where the context model
    was sure."""
    if "f" not in word.lower() or not word.isalpha():
        return ""
    k = regularise_word(word).new.lower()
    if not _word(k):
        return ""
    early = lexicon.early()
    for at in (i for i, c in enumerate(k[:-1]) if c == "f"):
        twin = k[:at] + "s" + k[at + 1 :]
        if _word(twin) and early.get(twin, 0) >= early.get(k, 0):
            shown = word[:at] + ("S" if word[at] == "F" else "s") + word[at + 1 :]
            return shown if len(word) == len(k) else twin
    return ""


def _word(k: str) -> bool:
    return k in lexicon.modern() or lexicon.early().get(k, 0) >= 1


def reading(word: str) -> str:
    """The modern form the normaliser gives ``word`` alone, "" where it finds none."""
    parts = [regularise_word(p).new.lower() for p in word.rstrip("'’").split("-")]
    found = [_unseen(p) for p in parts if p]
    if any(f.how == "same" and f.new not in lexicon.modern() for f in found):
        return ""
    return "-".join(f.new for f in found)
