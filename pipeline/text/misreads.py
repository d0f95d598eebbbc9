"""Misreadings of this OCR that the lexicon decides, each tried on one word (with its
neighbours' keys where the sentence decides): an accent no printer set where it stands
(the print's tilde, a diaeresis, ſ), I read as l after a determiner, l' read as P, the
verb ``a`` run into its subject, a worn ſ read as l in a rare word, an acute read as a
final tilde. Each returns the repaired word or None; :class:`pipeline.text.repair.OcrRepair`
makes it an intervention with its confidence."""

from __future__ import annotations

import unicodedata
from collections import Counter
from typing import Protocol

from pipeline.text import lexicon
from pipeline.text.normalise import _unseen
from pipeline.text.regularise import regularise_word

_MIN_BOOK = 3  # as pipeline.text.repair: a form the book uses this often is known
_MIN_EARLY = 5  # as pipeline.text.repair: a form FreEM-norm's originals use this often
_MIN_COMMON = 200  # l' read as P: only before a word FreEM-norm's originals use this often


class Repair(Protocol):
    """What these tests need of the book's repair: its vocabulary and its word tests."""

    vocabulary: Counter[str]

    def known(self, k: str, book: bool = True) -> bool: ...

    def frequent(self, k: str) -> bool: ...


def key(word: str) -> str:
    return regularise_word(word).new.lower()


_MARK_READ = {
    "é": ("ẽ",),
    "è": ("ẽ",),
    "ë": ("ẽ", "e"),
    "ê": ("ẽ", "e"),
    "â": ("ã", "a"),
    "ô": ("õ", "o"),
    "ï": ("ü", "ſ", "ſi", "i", ""),
    "ü": ("u", "ſ"),
    "û": ("u", "ſ", "ü"),
}
"""What this OCR reads as an accented vowel, most likely first: the print's tilde over a
vowel, its abbreviation of n or m (``ensèble``, ``contët``, ``autât``, ``nôme``: ensẽble,
contẽt, autãt, nõme; ``contéter``: contẽter), the diaeresis of ``oü`` set on the next letter (``joïeur``:
joüeur), a long s (``touïjours``, ``touûjours``: touſjours), or a speck over a plain
letter (``abbaïsser``)."""
_DETERMINER = frozenset(
    {"le", "la", "les", "un", "une", "du", "au", "aux", "des", "ce", "cet", "cette", "ces"}
    | {"mon", "ton", "son", "ma", "ta", "sa", "mes", "tes", "ses", "nostre", "vostre"}
    | {"notre", "votre", "leur", "leurs", "chaque", "quel", "quelque", "nos", "vos"}
)
_SUBJECT_A = frozenset({"qui", "il", "on", "elle", "y"})
_PARTICIPLE = ("é", "és", "ée", "ées", "u", "us", "ue", "ues")


def rare_twin(repair: Repair, w: str) -> str | None:
    """``carte melle les trente-six`` -> ``mesle``: a lower-case word only the modern list
    knows (FreEM-norm's originals and the book have it at most once), whose twin with
    ſ for a worn l is an old form the learned table reads with confidence and the
    originals use more often. The modern list holds rare words (melle, a plant) that
    a misreading lands on."""
    k = key(w)
    if not w.islower() or len(w) < 5 or k not in lexicon.modern():
        return None
    if lexicon.early().get(k, 0) > 1 or repair.vocabulary.get(k, 0) > 1:
        return None
    table = lexicon.norm_table()
    if k in table.best or k in table.targets:
        return None
    for at in (i for i, c in enumerate(w[:-1]) if c == "l" and i):
        cand = w[:at] + "s" + w[at + 1 :]
        hit = table.best.get(key(cand))
        if hit and hit[1] >= 2 and lexicon.early().get(key(cand), 0) > lexicon.early().get(k, 0):
            return cand
    return None


def capital_i(repair: Repair, w: str, prev: str) -> tuple[str, str, str, float] | None:
    """``dans vostre leu`` -> ``Ieu``: I read as l at a word's start, after a determiner,
    where the l-word is a rare form (``leu``, the old participle of lire, which no
    determiner takes) and the I-word a noun the book uses many times more often."""
    if w[:1] != "l" or len(w) < 3 or prev not in _DETERMINER:
        return None
    cand = "I" + w[1:]
    own, twin = repair.vocabulary.get(key(w), 0), repair.vocabulary.get(key(cand), 0)
    if twin >= _MIN_BOOK * 10 and twin >= 20 * max(own, 1) and lexicon.early().get(key(cand), 0):
        return cand, "letter", "OCR read 'I' as 'l': a determiner before it takes the noun", 0.7
    return None


def glued_a(repair: Repair, w: str, prev: str, nxt: str) -> str | None:
    """``Quia commencé``, ``ce quia lieu``: the verb ``a`` run into the subject before it
    (qui, il, on), in a word no list knows, where a participle follows or ``ce`` goes
    before (``ce qui a lieu``); the Latin *quia ingunt* has neither."""
    if len(w) < 3 or w[-1] != "a" or repair.known(key(w), book=False):
        return None
    if key(w[:-1]) not in _SUBJECT_A:
        return None
    if nxt.endswith(_PARTICIPLE) or prev in ("ce", "celuy", "celui"):
        return w[:-1] + " a"
    return None


def elided_l(w: str) -> str | None:
    """``C'est que Pon prend``: the elided ``l'`` read as one P, before a frequent word that
    begins with a vowel (``on``, ``vn``, ``autre``), in a word no list knows."""
    rest = w[1:]
    if w[:1] != "P" or len(rest) < 2 or not rest.islower() or rest[0] not in "aeiouvy":
        return None
    k = key(rest)
    if lexicon.early().get(k, 0) >= _MIN_COMMON and _unseen(key(w)).how != "rules":
        return "l'" + rest
    return None


def mark_read(repair: Repair, w: str) -> str | None:
    """The one frequent word made by reading an accent no printer set there as what
    this OCR misreads (:data:`_MARK_READ`): each accented letter in turn, then all of
    them at once (``perdrètèps``), the likelier readings first.

    A capitalised word may be a name the lists do not know (``Mosaïques``, ``Zaâra``): it is
    read again only by the likeliest misreading of one mark (``Choïette``: Choüette, the ü
    of ``oü`` read as ï), and only into a word of the modern list; the book repeating the
    misread form (the OCR reads the same print the same way each time) does not make it a
    word."""
    at = [i for i, c in enumerate(w) if c in _MARK_READ]
    if not at:
        return None
    if w[:1].isupper():
        return _capital_mark_read(w, at)
    for rank in range(max(len(_MARK_READ[w[i]]) for i in at)):
        found = set()
        for i in at:
            reads = _MARK_READ[w[i]]
            if rank < len(reads):
                found.add(w[:i] + reads[rank] + w[i + 1 :])
        if len(at) > 1:
            found.add("".join(_MARK_READ[c][0] if c in _MARK_READ else c for c in w))
        hits = {unicodedata.normalize("NFC", c) for c in found if repair.frequent(key(c))}
        if len(hits) == 1:
            return hits.pop()
        if hits:
            return None
    return None


def _capital_mark_read(w: str, at: list[int]) -> str | None:
    """The one modern word a capitalised word becomes by reading its ï as the ü of ``oü``
    (the diaeresis set on the next letter); its other marks may be a name's own (``Roüen``,
    ``Gé``)."""
    found = {w[:i] + "ü" + w[i + 1 :] for i in at if w[i] == "ï" and w[i - 1 : i] == "o"}
    hits = {c for c in found if key(c) in lexicon.modern()}
    return hits.pop() if len(hits) == 1 else None


_TILDE_READ = {
    "ẽ": ("ë", "é"),
    "ã": ("à", "â"),
    "ā": ("à", "â"),
    "õ": ("ô", "ö"),
}
"""The accents this OCR reads as a tilde or a macron over a vowel, the likelier first: the
diaeresis (``iouẽr``: iouër), the acute and grave (``ẽcole``, ``lā``: là), the circumflex."""


def tilde_read(repair: Repair, w: str) -> str | None:
    """``iouẽr`` -> ``iouër``, ``ẽcole`` -> ``école``: a tilde (or a macron) whose expansion
    makes no word (``jouenr``, ``encole``), where one accent this OCR reads as a tilde
    (:data:`_TILDE_READ`) makes a frequent word; the diaeresis first after a vowel
    (the ``ë`` of ``jouër``), the acute first elsewhere. A tilde that stands for n or m
    makes a word expanded (``riẽ``, ``cōpte``) and is the regularised reading's to expand."""
    nfc = unicodedata.normalize("NFC", w)
    at = [i for i, c in enumerate(nfc) if c.lower() in _TILDE_READ]
    if len(at) != 1 or repair.known(key(nfc), book=False):
        return None
    i = at[0]
    reads = _TILDE_READ[nfc[i].lower()]
    if nfc[i].lower() == "ẽ" and not (i and nfc[i - 1].lower() in "aeiouy"):
        reads = reads[::-1]
    for read in reads:
        cand = nfc[:i] + (read.upper() if nfc[i].isupper() else read) + nfc[i + 1 :]
        if repair.frequent(key(cand)):
            return cand
    return None


def end_acute(repair: Repair, w: str) -> str | None:
    """``guidẽ``, ``gagnẽ``, ``touchẽ`` -> ``guidé``: a tilde on a word's last e after a
    consonant, where expanding it makes no word (``guiden``) and the acute makes a
    frequent one; a tilde that stands for n (``biẽ``, ``riẽ``) makes a word expanded."""
    nfc = unicodedata.normalize("NFC", w)
    if len(nfc) < 4 or nfc[-1] != "ẽ" or nfc[-2].lower() in "aeiouy" or not nfc.islower():
        return None
    cand = nfc[:-1] + "é"
    if repair.known(key(w), book=False) or not repair.frequent(key(cand)):
        return None
    return cand


_MIN_ADDED = 7  # as a lost letter: shorter words have too many twins


def added(repair: Repair, w: str) -> str | None:
    """``toujourns``, ``monstrier``, ``ioiueur`` -> ``toujours``, ``monstrer``, ``ioueur``:
    a minim the OCR added (i, n: strokes a speck or a broken letter makes), in a word no
    list knows, long enough that one letter less rarely makes another word, where exactly
    one word of the period's usage (FreEM-norm's originals, the book) is made. Other
    letters are not tried: a period spelling adds them (ausdits, pourtraits, obmettre)."""
    if len(w) < _MIN_ADDED or not w.isalpha():
        return None
    found = {w[:i] + w[i + 1 :] for i in range(1, len(w)) if w[i] in "in"}
    hits = {c for c in found if _in_use(repair, key(c))}
    return hits.pop() if len(hits) == 1 else None


def _in_use(repair: Repair, k: str) -> bool:
    return lexicon.early().get(k, 0) >= _MIN_EARLY or repair.vocabulary.get(k, 0) >= _MIN_BOOK


def lost_cedilla(repair: Repair, w: str) -> str | None:
    """``scauroit``, ``scait`` -> ``sçauroit``, ``sçait``: a c before a, o or u whose cedilla
    the OCR lost, in a word no list knows, where the word with ç is one the period used
    (FreEM-norm's originals, the book) and only one such word is made."""
    at = [i for i, c in enumerate(w[:-1]) if c in "cC" and w[i + 1] in "aouâôû"]
    hits = {
        w[:i] + ("ç" if w[i] == "c" else "Ç") + w[i + 1 :]
        for i in at
        if _in_use(repair, key(w[:i] + "ç" + w[i + 1 :]))
    }
    return hits.pop() if len(hits) == 1 else None


_MIN_SWAPPED = 5  # as a lost letter: shorter words have too many twins


def doubled(repair: Repair, w: str) -> str | None:
    """``aautant`` -> ``autant``: a vowel the OCR read twice, in a lower-case word no list
    knows, where dropping one of the pair makes exactly one frequent word. Doubled
    consonants are left: the period doubled them at will (``abbaisser``, ``bricolles``,
    ``addoube``), and the lists do not know every such spelling."""
    if len(w) < _MIN_SWAPPED or not w.isalpha() or not w.islower():
        return None
    found = {w[:i] + w[i + 1 :] for i in range(1, len(w)) if w[i] == w[i - 1] and w[i] in "aeiou"}
    hits = {c for c in found if repair.frequent(key(c))}
    return hits.pop() if len(hits) == 1 else None


def swapped(repair: Repair, w: str) -> str | None:
    """``catres`` -> ``cartes``: two neighbouring letters read in each other's place, in a
    lower-case word no list knows, where exactly one swap makes a word the book itself
    uses often. The first letter stays (a word's start is read surely) and so do the last
    two: a swap there makes another form of a word (``gentilleses``: gentillesse, where
    the print has gentillesses; ``fauses``), not the word."""
    if len(w) < _MIN_SWAPPED or not w.isascii() or not w.isalpha() or not w.islower():
        return None
    found = {w[:i] + w[i + 1] + w[i] + w[i + 2 :] for i in range(1, len(w) - 3) if w[i] != w[i + 1]}
    hits = {c for c in found if repair.vocabulary.get(key(c), 0) >= _MIN_BOOK * 3}
    return hits.pop() if len(hits) == 1 else None
