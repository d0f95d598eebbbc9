"""Repairing what the OCR misread, word by word, with the lexicon and the context.

Each repair is a :class:`Fix` on one line's text: the diplomatic reading takes it (TEI
``<choice><sic/><corr/></choice>``), the source reading keeps what the OCR said.

- **long s read as f** (``diuertiffans`` -> ``diuertiſſans``): an f-word nobody spells whose
  ſ-twin is a word. When both are words (``font``/``sont``, ``foi``/``soi``), the twins'
  neighbours in FreEM-norm decide, weighed by how often this OCR misreads ſ at all (measured
  on the book itself from the unambiguous cases).
- **letter confusions** (``lan`` -> ``Ian``, ``qn'vne`` -> ``qu'vne``, ``eela`` -> ``cela``):
  one substitution from a short list of shapes OCR confuses, only from an unknown word to a
  frequent known one.
- **spacing**: a space after an elision apostrophe (``l' Ambigu``), before a comma or full
  stop, or after a drop capital (``A Pres``).

"Known" means a modern word, an early-modern form seen in FreEM-norm, or a form the book
itself uses at least three times.
"""

from __future__ import annotations

import math
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import product

import regex

from pipeline.text import channel, lexicon, misreads, twins
from pipeline.text.normalise import _unseen, normalise_text
from pipeline.text.regularise import regularise_word
from pipeline.text.tokens import pieces

# (misread, meant): shapes the OCR of this type confuses
CONFUSIONS = (
    ("l", "I"),
    ("L", "I"),
    ("n", "u"),
    ("u", "n"),
    ("c", "e"),
    ("e", "c"),
    ("rn", "m"),
    ("ui", "ü"),
)
RARER = (
    ("o", "e"),
    ("l", "s"),
    ("g", "q"),  # cing: the tail of q broken off
)
"""Confusions of broken or faint type (``iottez`` -> ``iettez``, ``demourera`` ->
``demeurera``, ``melle`` -> ``mesle``: ſ with its nib lost reads l): tried only after a lost
letter, on a lower-case word that no list knows or modernises, towards a frequent word."""
_MIN_BOOK = 3
_MIN_SPLIT = 20  # both halves of a split word this frequent (FreEM originals + the book)
_MAX_EVIDENCE = 2.5  # one neighbour never weighs more than this (log odds)
_AMBIGUOUS_THRESHOLD = 0.75  # when both twins are words, repair only when fairly sure
_MIN_EARLY = 5
_ANOMALOUS = 3  # a page whose ſ-as-f rate is this many times the book's has its own
_ROMAN = regex.compile(r"[IVXLCDM]+")
_CEDILLA = regex.compile(r"ç(?=[bcdfghjklmnpqrstvwxzeéèêëiîïy])")
"""ç before a consonant, e or i: the print writes ç only before a, o, u, so this is the OCR's
reading of a c (``poinçts``: the ct ligature; ``seruiçe``)."""
_HYPHEN_SPACE = regex.compile(r"(?<=\p{L})-( )(?=\p{Ll})")
"""``cy- dessus``, ``ving- quatre``: a hyphen that ended a line, its line end turned into a
space by the converter; the print has no hyphen followed by a space inside a line."""
_LETTERS = "abcdefghijklmnopqrstuvwxyzéè"
_SUBJECT_CLITIC = frozenset({"se", "qui", "on", "l'on", "l’on", "il", "elle", "ne", "s'il"})
"""Words after which a participle in -é cannot stand without its auxiliary: ``se ioué``,
``qui ioué``, ``l'on ioué`` are the print's present ``iouë`` with its diaeresis read as é."""
_INFLECTING = "esxntz"  # endings of plurals, feminines, verbs, adjectives in -en
_MIN_DROPPED = 7  # a letter restored only in words this long: shorter ones have too many twins
_APOS_SPACE = regex.compile(r"(?<![\p{L}])(?:qu|[ldsnmctjiLDSNMCTJI])['’]( )(?=\p{L})")
_SPACE_PUNCT = regex.compile(r"(?<=\p{L})( )(?=[,.](?:\s|$))")
_INITIAL_SPLIT = regex.compile(r"^(\p{Lu})( )(\p{L}+)")
_CAPS_SPLIT = regex.compile(
    r"^(\p{Lu}(?= \p{Lu}\b)|\p{Lu}{2}(?= \p{Ll}))( )(\p{Lu}\b(?! \p{Lu}\b)|\p{Ll}+\b)"
)
"""A drop capital and its small capital apart from the rest of the word: ``L E Ieu``,
``PR emierement`` (never ``A vn``: the rest is one capital, or lower case after two; never
a letter-spaced word, ``E X E M P L E``)."""


_FOREIGN_ACCENT = {
    "í": ("ï", "î", "i"),
    "ì": ("ï", "î", "i"),
    "ó": ("o", "ô"),
    "ò": ("o", "ô"),
    "á": ("a", "à", "â"),
    "ú": ("ü", "û", "u"),
    "ö": ("o", "ô"),
}
"""Accents the French printers of the time never set on these letters (``país``, ``vòs``,
``osterá``): the OCR's reading of a diaeresis, a circumflex or a speck, each with what the
print can have had there, most likely first."""
_DIAERESIS_BEFORE = regex.compile(r"ö(?=u)")
"""``jöueurs``: the diaeresis of ``oü`` set on the o."""
_UNPRINTED_GRAVE = regex.compile(r"(?<=\p{L})è(?=(?:qu|gu|[bcdfghjklmnprstvwxzç])+e)")
"""A grave on e inside a word before a consonant (or two) and e: ``deuxième``,
``Premièrement``, ``siècle``. The prints of the 1660s set none there (premiere, siecle,
troisiesme or troisiéme: FreEM-norm's originals have 62 premiere, 0 première); their grave
ends a word (à, là, où, dès), which this does not match (a last ``ès`` is
:data:`_FINAL_GRAVE`'s)."""
_GRAVE_FORMS = ("e", "é", "es")
"""What the print set where the OCR gives that grave, in the order a tie is settled."""
_FINAL_GRAVE = regex.compile(r"(?<=\p{L})è(?=s$)")
"""A grave on a word's last ``ès``: ``très``, ``après``, ``auprès``. The prints of the 1660s
set an acute there or none (FreEM-norm's originals: tres 110, très 0; apres 181, aprés 76,
après 4; prés 31, pres 16, près 2): the grave is the modern accent Google's OCR gave
(the book: tres 36, très 1; apres 90, après 13 with its capitals)."""
_FINAL_GRAVE_FORMS = ("e", "é")
"""What the print set there: none, or the acute."""
_FINAL_GRAVE_EVIDENCE = 3
_FINAL_GRAVE_MIN = 5
"""The book's form without the grave must be at least three times as frequent as the grave's,
and seen five times: the printer's habit, not a slip."""


@dataclass(frozen=True)
class Fix:
    """Replace ``text[start:end]`` of one line by ``new``."""

    start: int
    end: int
    new: str
    type: str  # "long-s", "letter", "spacing"
    reason: str
    confidence: float


@cache
def _normalised(word: str) -> str:
    """The modern word a form is read as, alone (``apres`` and ``après``: après)."""
    return normalise_text(word).lower()


def key(word: str) -> str:
    return regularise_word(word).new.lower()


@cache
def _longs() -> dict[str, dict[str, int]]:
    table: dict[str, dict[str, int]] = {}
    for line in (lexicon.DATA / "longs.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        form, ctx, count = line.split("\t")
        table.setdefault(form, {})[ctx] = int(count)
    return table


_ONE_WORD_MISREADS: tuple[tuple[Callable[[misreads.Repair, str], str | None], str], ...] = (
    (misreads.added, "a letter the OCR added: the one word without it"),
    (misreads.doubled, "a letter the OCR read twice: the one word with it once"),
    (misreads.swapped, "two letters read in each other's place"),
)
"""Misreadings of an unknown lower-case word, tried in this order, each giving the one word
it can be (:mod:`misreads`), with the reason its repair records."""


class OcrRepair:
    """Repairs for one book, which lends its own vocabulary and misreading rate."""

    def __init__(
        self, vocabulary: Counter[str], restore_long_s: Callable[[str], str] | None = None
    ) -> None:
        self.vocabulary = vocabulary
        self.misread = 0.05  # share of ſ read as f; measured by :meth:`calibrate`
        self.restore_long_s = restore_long_s
        self._noise: dict[str, tuple[str, str, str, float] | None] = {}
        self._caught_memo: dict[str, bool] = {}
        self.local: dict[int, float] = {}
        """Source line -> the share of ſ read as f on its page (:func:`twins.local_rates`)."""
        self.book_rate = 0.0
        """The same share over the whole book, measured the same way."""
        self._corrector: channel.Corrector | None = None
        self.undecided: dict[str, tuple[channel.Weighed, ...]] = {}
        """Keyed word -> the noisy channel's candidates for a word no list knows where none
        was clearly best (:meth:`_channel`), for the editors (the cleaning report)."""
        self.proposals: list[channel.Proposal] = []
        """Known words the sentence suggests are another word misread (:meth:`propose`),
        for the editors; never changed."""
        """For tesseract's reading of a scan, which never gives ſ: the word as the print set
        it, long s restored by its convention (:func:`pipeline.text.longs.long_s_word`,
        passed in: that model is built on this class)."""

    def calibrate(self, texts: list[str], numbers: list[int] | None = None) -> None:
        """Measure how often this OCR read ſ as f, from the words where only ſ makes sense;
        with the texts' source line ``numbers``, also around each line (:attr:`local`)."""
        misread = read_s = 0
        counts = []
        for at, text in enumerate(texts):
            m = s = 0
            for p in pieces(text):
                w = p.text
                if "s" in w.lower():
                    read_s += 1
                if "f" in w and self._certain_long_s(w):
                    m += 1
                elif numbers is not None and p.kind == "word" and self._caught(w):
                    s += 1
            misread += m
            if numbers is not None:
                counts.append((numbers[at], m, s))
        self.misread = min(0.5, max(0.001, misread / max(read_s, 1)))
        if counts:
            self.book_rate = misread / max(misread + sum(c[2] for c in counts), 1)
            self.local = twins.local_rates(counts, self.book_rate)

    def _caught(self, w: str) -> bool:
        """A word printed with ſ, read as s, whose reading with f would have been caught as
        a misread (no list knows it): the measure of the words the OCR read right."""
        at = next((i for i, c in enumerate(w[:-1]) if c in "sſ"), None)
        if at is None:
            return False
        f = w[:at] + "f" + w[at + 1 :]
        if f not in self._caught_memo:
            self._caught_memo[f] = not self.known(key(f))
        return self._caught_memo[f]

    def rate(self, line: int | None) -> float:
        """The share of ſ read as f to assume at a source line: its page's own where that is
        well above the book's (a page read by another hand of the OCR), else the book's."""
        here = self.local.get(line, 0.0) if line is not None else 0.0
        return here if here > _ANOMALOUS * self.book_rate else self.misread

    def known(self, k: str, book: bool = True) -> bool:
        if k in lexicon.modern() or lexicon.early().get(k, 0) or lexicon.early_plain().get(k, 0):
            return True
        if not book:
            return k in lexicon.modern_unaccented()  # ``denote`` is ``dénote``
        return self.vocabulary.get(k, 0) >= _MIN_BOOK

    def frequent(self, k: str) -> bool:
        return (
            k in lexicon.modern()
            or lexicon.early().get(k, 0) >= _MIN_EARLY
            or self.vocabulary.get(k, 0) >= _MIN_BOOK * 3
        )

    def spacing(self, text: str) -> list[Fix]:
        """Spaces the OCR put where the print has none, on one line."""
        fixes = []
        for pattern, reason in (
            (_APOS_SPACE, "space after an elision apostrophe"),
            (_SPACE_PUNCT, "space before a comma or full stop"),
            (_HYPHEN_SPACE, "a line-end hyphen left inside the line with a space after it"),
        ):
            for m in pattern.finditer(text):
                fixes.append(Fix(m.start(1), m.end(1), "", "spacing", reason, 0.8))
        if self.restore_long_s is not None:
            for m in regex.finditer(r"€", text):
                fixes.append(Fix(m.start(), m.end(), "&", "letter", "tesseract reads & as €", 0.9))
        m = _INITIAL_SPLIT.match(text)
        if m and self.known(key(m.group(1) + m.group(3))) and not self.known(key(m.group(3))):
            fixes.append(Fix(1, 2, "", "spacing", "drop capital set apart from its word", 0.8))
        m = _CAPS_SPLIT.match(text)
        if m and self.known(key(m.group(1) + m.group(3)), book=False):
            a, b = m.span(2)
            fixes.append(Fix(a, b, "", "spacing", "drop capital set apart from its word", 0.8))
        return sorted(fixes, key=lambda f: f.start)

    def word(
        self, w: str, prev: str, nxt: str, line: int | None = None
    ) -> tuple[str, str, str, float] | None:
        """(new, type, reason, confidence) for a misread word, else None; ``line``, the
        source line, gives the page's misreading rate."""
        if any(c.isdigit() for c in w):
            return None
        if self.restore_long_s is not None:
            new = self.restore_long_s(w)
            if new != w:
                how = (
                    "f read for ſ"
                    if any(a == "f" for a, b in zip(w, new, strict=True) if b == "ſ")
                    else "the printers' long s"
                )
                return new, "long-s", f"long s, which the OCR never reads: {how}", 0.9
        if "f" in w:
            found = self._long_s(w, prev, nxt, line)
            if found:
                return found
        if w.endswith("oué") and prev in _SUBJECT_CLITIC and self.known(key(w[:-1] + "e")):
            return w[:-1] + "ë", "accent", "ë read as é: a verb after its subject (se iouë)", 0.8
        accent = self._end_tilde(w)
        if accent is not None:
            return accent, "accent", "a diaeresis read as a tilde (ë, not a left-out n)", 0.8
        acute = misreads.end_acute(self, w)
        if acute is not None:
            return acute, "accent", "an acute read as a tilde (é, not a left-out n)", 0.7
        read = misreads.tilde_read(self, w)
        if read is not None:
            return read, "accent", "an accent read as a tilde: the expansion makes no word", 0.7
        capital_i = misreads.capital_i(self, w, prev)
        if capital_i is not None:
            return capital_i
        glued = misreads.glued_a(self, w, prev, nxt)
        if glued is not None:
            return glued, "spacing", "the verb a run into its subject (qui a commencé)", 0.7
        if w not in self._noise:  # what follows does not depend on the neighbours
            self._noise[w] = self._misread(w)
        return self._noise[w] or self._channel(w, prev, nxt)

    @property
    def corrector(self) -> channel.Corrector:
        """The noisy channel over the period's words and the book's own: a form the book
        uses :data:`channel.MIN_BOOK` times is a candidate only if it is no misreading the
        rules above repair (``jouier``, ``cing``: the OCR reads the same print the same way
        each time)."""
        if self._corrector is None:
            own = Counter(
                {
                    k: n
                    for k, n in self.vocabulary.items()
                    if n >= _MIN_BOOK and (self.known(k, book=False) or self._clean(k))
                }
            )
            self._corrector = channel.Corrector(own)
        return self._corrector

    def _clean(self, k: str) -> bool:
        if k not in self._noise:
            self._noise[k] = self._misread(k)
        return self._noise[k] is None

    def _channel(self, w: str, prev: str, nxt: str) -> tuple[str, str, str, float] | None:
        """The noisy channel's repair of a word no list knows (:mod:`channel`), the
        normaliser's spellings of the period left unless the period never spelt so
        (:func:`channel.unattested`: ``auéugle``, ``encôre``):
        its best candidate where that has :data:`channel.NONWORD_CHANGE` of the posterior,
        with that as its confidence; else its candidates are kept in :attr:`undecided`."""
        k = key(w)
        capital = w[:1].isupper() and w[1:].islower()
        if (
            len(k) < channel.MIN_LENGTH
            or not w.isalpha()
            or not (w.islower() or capital)
            or self.known(k)
            or k in lexicon.names()
            or (not capital and _modernisable(k) and not channel.unattested(k))
        ):
            return None
        # a capitalised word no list knows is most likely a name: its candidates are the
        # names of data/names.tsv (Childerie: Childeric), not the common lexicon's words
        ranked = self.corrector.name(k) if capital else self.corrector.nonword(k, prev, nxt)
        best = ranked[0]
        if best.word == k or best.p < channel.NONWORD_CHANGE:
            shown = tuple(x for x in ranked[:4] if x.p >= 0.01)
            if len(shown) > 1 or (shown and shown[0].word != k):
                self.undecided[k] = shown
            return None
        new = channel.surface(w, k, best.word)
        if new is None:
            return None
        split = " " in best.word
        how = "two words run together" if split else "a misreading"
        reason = f"noisy channel: {how}, the likeliest reading by the OCR's errors and the context"
        if capital:
            reason = (
                "noisy channel: a misread name, the likeliest in data/names.tsv by the OCR's errors"
            )
        return new, "spacing" if split else "letter", reason, round(best.p, 2)

    def propose(self, w: str, keys: list[str], i: int, line: int) -> None:
        """List the word ``w`` (keys[i], the words of its container keyed) where the
        sentence makes another word one misreading away likelier by
        :data:`channel.REAL_PROPOSE` (log odds) or more; no word is changed by it
        (:data:`channel.REAL_CHANGE` is None: no threshold measured reaches 0.9)."""
        k = keys[i]
        if len(k) < 3 or not k.isalpha() or not self.known(k):
            return
        best = self.corrector.realword(keys, i)
        if best is not None and best[1] > channel.REAL_PROPOSE:
            p = 1 / (1 + math.exp(-best[1]))
            self.proposals.append(channel.Proposal(w, line, best[0], round(p, 2)))

    def _misread(self, w: str) -> tuple[str, str, str, float] | None:
        """A misreading judged on the word alone: ç, letter confusions, a lost letter, two
        words run together."""
        if _CEDILLA.search(w):
            new = _CEDILLA.sub("c", w)
            return new, "letter", "ç before a consonant, e or i: the OCR's reading of c", 0.9
        foreign = self._foreign_accent(w)
        if foreign is not None:
            return foreign, "accent", "an accent French printing never sets on this letter", 0.7
        acute = self._grave_for_acute(w)
        if acute is not None:
            return acute, "accent", "è read for é: the word with é is the one the lists know", 0.6
        unprinted = self._unprinted_grave(w)
        if unprinted is not None:
            return unprinted
        rare = misreads.rare_twin(self, w)
        if rare is not None:
            return (
                rare,
                "letter",
                "OCR read 's' as 'l' (worn type): a rare word's twin the period wrote",
                0.5,
            )
        if self.known(key(w), book=False) or len(w) < 3 or _ROMAN.fullmatch(w):
            return None
        elided = misreads.elided_l(w)
        if elided is not None:
            return elided, "letter", "l' read as P: the elided article before a word", 0.6
        cedilla = misreads.lost_cedilla(self, w)
        if cedilla is not None:
            return cedilla, "letter", "ç read as c: the cedilla lost, the word with it in use", 0.7
        marked = misreads.mark_read(self, w)
        if marked is not None:
            return (
                marked,
                "accent",
                "an accent no printer set here: the OCR's reading of a tilde, a diaeresis or ſ",
                0.6,
            )
        own = self.vocabulary.get(key(w), 0)
        spelt = _modernisable(key(w))
        # a name is left alone (Nantes, Perou, Senes): only a word in lower case is read as
        # an old form whose modern word shows the misreading (suiuaus -> suivants)
        loose = not spelt and own < 2 and w.islower()
        for frequent in (True, False):
            for old, new, cand in _confusion_readings(w) if frequent or loose else ():
                ck = key(cand)
                if (
                    cand.lower() != w.lower()
                    and (own < _MIN_BOOK or self.vocabulary.get(ck, 0) > own)
                    and (self.frequent(ck) if frequent else self._attested(ck))
                ):
                    conf = 0.7 if frequent else 0.6
                    return cand, "letter", f"OCR read {new!r} as {old!r}", conf
        if not spelt and own < 2 and (w.islower() or "-" in w):
            dropped = self._dropped(w)
            if dropped is not None:
                return dropped
        if not spelt and own < _MIN_BOOK + 1 and w.islower():
            for find, reason in _ONE_WORD_MISREADS:
                found = find(self, w)
                if found is not None:
                    return found, "letter", reason, 0.6
        if not spelt and w.islower():
            worn = self._worn(w, own)
            if worn is not None:
                return worn
        return self._split(w)

    def _worn(self, w: str, own: int) -> tuple[str, str, str, float] | None:
        """One of the :data:`RARER` confusions towards a word well attested in FreEM-norm's
        originals and the book (or a modern word), more often than the word read. ſ never ends a word, so an l
        at the end is an l (``del``)."""
        for old, new in RARER:
            at = w.find(old)
            while at >= 0:
                cand = w[:at] + new + w[at + len(old) :]
                ck = key(cand)
                seen = lexicon.early().get(ck, 0) + self.vocabulary.get(ck, 0)
                if (
                    not (old == "l" and at == len(w) - 1)
                    and (ck in lexicon.modern() or seen >= _MIN_EARLY)
                    and (self.vocabulary.get(ck, 0) > own or own < _MIN_BOOK)
                ):
                    return cand, "letter", f"OCR read {new!r} as {old!r} (worn type)", 0.6
                at = w.find(old, at + 1)
        return None

    def _foreign_accent(self, w: str) -> str | None:
        """The first reading of a word with an accent the print never set (``país`` ->
        ``païs``, ``jöueurs`` -> ``joüeurs``) that is a word or an old form of one, or None
        (a name, Piö)."""
        at = next((i for i, c in enumerate(w) if c in _FOREIGN_ACCENT), None)
        if at is None or w[:1].isupper():
            return None
        tries = (
            [_DIAERESIS_BEFORE.sub("o", w[:at]) + "oü" + w[at + 2 :]]
            if w[at : at + 2] == "öu"
            else []
        )
        tries += [w[:at] + c + w[at + 1 :] for c in _FOREIGN_ACCENT[w[at]]]
        return next((t for t in tries if self.known(key(t)) or _modernisable(key(t))), None)

    def _grave_for_acute(self, w: str) -> str | None:
        """``d'agrèment`` -> ``d'agrément``, ``dèplacer`` -> ``déplacer``: a word no list
        knows with an è inside it, which the same word with é is (the print sets è too,
        dernière, siècle: those words are known and left)."""
        if "è" not in w[:-1] or self.known(key(w), book=False) or w[:1].isupper():
            return None
        for at in (i for i, c in enumerate(w[:-1]) if c == "è"):
            cand = w[:at] + "é" + w[at + 1 :]
            if self.known(key(cand), book=False):
                return cand
        return None

    def _unprinted_grave(self, w: str) -> tuple[str, str, str, float] | None:
        """``deuxième`` -> ``deuxieme``, ``sixième`` -> ``sixiesme``, ``troisième`` ->
        ``troisiéme``: a grave the print cannot carry (:data:`_UNPRINTED_GRAVE`), which
        Google's OCR, trained on modern French, gave. The print's form is, of e, é and es in
        its place, the one the book itself uses most, else the one FreEM-norm's originals
        use most; a word neither attests is read with a plain e where a modern list knows it
        (``vingtième``), and otherwise left to the other repairs (``ensèble`` is
        ``ensẽble``, a tilde)."""
        found = list(_UNPRINTED_GRAVE.finditer(w))
        final = _FINAL_GRAVE.search(w)
        if len(found) + bool(final) != 1:
            return None
        if final:
            return self._unprinted_final_grave(w, final.start())
        at = found[0].start()
        cands = [w[:at] + c + w[at + 1 :] for c in _GRAVE_FORMS]
        book = [self.vocabulary.get(key(c), 0) for c in cands]
        early = [lexicon.early().get(key(c), 0) for c in cands]
        why = "a grave no print of the 1660s sets inside a word"
        if max(book):
            best = max(range(len(cands)), key=lambda k: (book[k], early[k], -k))
            return cands[best], "accent", f"{why}: the book's own form", 0.7
        if max(early):
            best = max(range(len(cands)), key=lambda k: (early[k], -k))
            return cands[best], "accent", f"{why}: the period's form (FreEM-norm)", 0.6
        if key(w) in lexicon.modern():
            return cands[0], "accent", f"{why}: the accent taken off (no form attested)", 0.5
        return None

    def _unprinted_final_grave(self, w: str, at: int) -> tuple[str, str, str, float] | None:
        """``très`` -> ``tres``, ``après`` -> ``apres``: the word's last ``ès`` as the print
        set it (:data:`_FINAL_GRAVE`), where the book itself shows it: of e and é, a form
        the book uses at least :data:`_FINAL_GRAVE_EVIDENCE` times as often as the grave,
        and that the normaliser reads as the same modern word (never ``des`` for ``dès``).
        Only the book's own usage is evidence here: the period's counts say the grave is
        rare, not which of e and é this printer set (``près`` 8, ``pres`` 2 is left)."""
        grave = self.vocabulary.get(key(w), 0)
        modern = _normalised(w)
        cands = [w[:at] + c + w[at + 1 :] for c in _FINAL_GRAVE_FORMS]
        seen = [(self.vocabulary.get(key(c), 0), c) for c in cands if _normalised(c) == modern]
        count, best = max(seen, default=(0, ""))
        if count < max(_FINAL_GRAVE_EVIDENCE * grave, _FINAL_GRAVE_MIN):
            return None
        why = f"a grave no print of the 1660s sets on a word's last ès: the book's own form ({count} to {grave})"
        return best, "accent", why, 0.7

    def _attested(self, k: str) -> bool:
        """An early-modern form FreEM-norm or the book has seen that modernises to a word
        (``suivans``): the seen-ness is checked first, as modernising costs a search."""
        seen = lexicon.early().get(k, 0) or self.vocabulary.get(k, 0)
        return bool(seen) and _modernisable(k)

    def _dropped(self, w: str) -> tuple[str, str, str, float] | None:
        """A letter the OCR lost, or read as a hyphen (``propotions`` -> ``proportions``,
        ``Seru-teurs`` -> ``Seruiteurs``): the one frequent word that the letter makes, in a
        word no list knows and long enough that a letter more rarely makes another word."""
        k = key(w)
        if len(k) < _MIN_DROPPED or len(k) != len(w) or w[1:].lower() != w[1:]:
            return None
        found = set()
        for i in range(1, len(k) + 1):  # the last too: dereche, derechef
            here = k[i] if i < len(k) else ""
            if here == "-" and 1 < i < len(k) - 2:
                for c in _LETTERS:
                    if self.frequent(key(w[:i] + c + w[i + 1 :])):
                        found.add(w[:i] + c + w[i + 1 :])
            if "-" in k:
                continue
            for c in _LETTERS:
                if c in (k[i - 1], here):
                    continue  # a consonant single where modern doubles it is spelling (frapera)
                if not here and c in _INFLECTING:
                    continue  # at the end these make another form (biscaye: biscayen), not a word
                cand = k[:i] + c + k[i:]
                if cand in lexicon.modern() or lexicon.early().get(cand, 0) >= _MIN_EARLY:
                    found.add(w[:i] + c + w[i:])
        if len(found) != 1:
            return None
        new = found.pop()
        return new, "letter", "a letter the OCR lost: the one word it makes", 0.6

    def _end_tilde(self, w: str) -> str | None:
        """``iouẽ`` -> ``iouë``: a tilde on a word's last e, after a vowel, where expanding it
        makes no word (``jouen``) and the diaeresis makes one (``joue``). A tilde that
        stands for n is left to the regularised reading (``riẽ`` -> ``rien``)."""
        nfc = unicodedata.normalize("NFC", w)
        if len(nfc) < 3 or nfc[-1] not in "ẽẼ" or nfc[-2].lower() not in "aeiouy":
            return None
        cand = nfc[:-1] + ("ë" if nfc[-1] == "ẽ" else "Ë")
        if self.known(key(w), book=False) or not self.known(key(cand), book=False):
            return None
        return cand

    def _split(self, w: str) -> tuple[str, str, str, float] | None:
        """Two frequent words the OCR ran together (``peutaussi``, ``nis'arrester``)."""
        if len(w) < 4 or w[:1].isupper() or _modernisable(key(w)):
            return None  # a capital: more often a name than two words
        if self.vocabulary.get(key(w), 0) >= 2:
            return None  # a form the book repeats is a word we do not know (careau, vade)

        def freq(k: str) -> int:
            return lexicon.early().get(k, 0) + self.vocabulary.get(k, 0)

        best = None
        for i in range(2, len(w) - 1):
            a, b = w[:i], w[i:]
            if b[0] in "'’-" or a[-1] == "-":
                continue
            score = min(freq(key(a)), freq(key(b)))
            if score >= _MIN_SPLIT and (best is None or score > best[0]):
                best = (score, f"{a} {b}")
        if best is None:
            return None
        return best[1], "spacing", "two words run together", 0.6

    def _certain_long_s(self, w: str) -> str | None:
        if "-" in w.strip("-"):  # each part of a compound alone (feront-ils: feront is a word)
            parts = w.split("-")
            found = [self._certain_long_s(x) if "f" in x else None for x in parts]
            return (
                "-".join(f or x for f, x in zip(found, parts, strict=True)) if any(found) else None
            )
        wk = key(w)
        if self.known(wk, book=False) and (
            lexicon.early().get(wk, 0) or self.vocabulary.get(wk, 0) >= _MIN_BOOK
        ):
            return None  # an attested word (``fait``, ``forte``): only the context may say ſ
        weak = self.known(wk, book=False)  # a rare modern word (``suiffes``) or a bare form
        if not weak and _modernisable(wk):
            return None
        best = None
        for cand in _long_s_candidates(w):
            k = key(cand)
            strong = (
                lexicon.early().get(k, 0) >= _MIN_BOOK or self.vocabulary.get(k, 0) >= _MIN_BOOK
            )
            if strong if weak else self.known(k) or _modernisable(k) or self._two_words(k, wk):
                score = (
                    k in lexicon.modern(),
                    lexicon.early().get(k, 0),
                    self.vocabulary.get(k, 0),
                )
                if best is None or score > best[0]:
                    best = (score, cand)
        if best is None or self.known(key(best[1])) or not self._confused(w):
            return best[1] if best else None
        return None  # fante: faute (n for u), not ſante, which only the spelling rules make a word

    def _confused(self, w: str) -> bool:
        """One of this OCR's frequent letter confusions (:data:`CONFUSIONS`) makes ``w`` a
        frequent word (``fante``: faute): a likelier misreading than an ſ whose word no
        list knows as it is spelt (``ſante``, a word only once accented)."""
        return any(self.frequent(key(cand)) for _, _, cand in _confusion_readings(w))

    def _two_words(self, k: str, fk: str) -> bool:
        """``surquoy``: two frequent words run together (sur quoy), which the f reading
        ``fk`` is not: the print's compound, whose ſ reading is the word."""

        def split(x: str) -> bool:
            return any(
                min(self._freq(x[:i]), self._freq(x[i:])) >= _MIN_SPLIT
                for i in range(2, len(x) - 1)
            )

        return "-" not in k and split(k) and not split(fk)

    def _freq(self, k: str) -> int:
        return lexicon.early().get(k, 0) + self.vocabulary.get(k, 0)

    def _long_s(
        self, w: str, prev: str, nxt: str, line: int | None = None
    ) -> tuple[str, str, str, float] | None:
        cand = self._certain_long_s(w)
        if cand:
            return cand, "long-s", "long s read as f: only the ſ form is a word", 0.9
        if w.count("f") != 1:
            return None
        twin = w.replace("f", "ſ")
        if key(w) in twins.BE_FOR_MAKE:  # faire or être: only the grammar decides
            if not twins.be_not_make(key(w), nxt, lambda k: self.known(k, book=False)):
                return None
            reason = "long s read as f: faire never takes a participle after it (sont réglées)"
            return twin, "long-s", reason, 0.85
        p = self._twin_posterior(w, prev, nxt, self.rate(line))
        if p is not None and p > _AMBIGUOUS_THRESHOLD:
            return twin, "long-s", f"long s read as f: {key(twin)!r} fits the context", round(p, 2)
        return None

    def _long_s_twin(self, w: str, prev: str, nxt: str) -> str | None:
        """For ``w`` with one f whose ſ twin is a word too: the twin where the context model
        finds it likelier (with this OCR's misreading rate as the prior), ``w`` where not,
        None where the model has not seen both."""
        p = self._twin_posterior(w, prev, nxt)
        if p is None:
            return None
        return w.replace("f", "ſ") if p > _AMBIGUOUS_THRESHOLD else w

    def _twin_posterior(
        self, w: str, prev: str, nxt: str, rate: float | None = None
    ) -> float | None:
        """P(``w``'s f is a long s | neighbours), None where the model lacks either twin;
        ``rate``, the share of ſ read as f to assume (the book's by default)."""
        fk, sk = key(w), key(w.replace("f", "ſ"))
        table = _longs()
        if fk not in table or sk not in table:
            return None
        return self._posterior(table[sk], table[fk], prev, nxt, rate or self.misread)

    def _posterior(
        self, s: dict[str, int], f: dict[str, int], prev: str, nxt: str, rate: float
    ) -> float:
        """P(the word is the ſ twin | neighbours), a naive Bayes over the FreEM contexts."""
        ns, nf = s[""], f[""]
        logodds = math.log(rate * ns / nf)
        whole_next = bool(s.get(f">{nxt}", 0) or f.get(f">{nxt}", 0))
        for c in (f"<{prev}", f">{nxt}", f">~{nxt[-2:]}"):
            seen_s, seen_f = s.get(c, 0), f.get(c, 0)
            if c in ("<", ">", ">~") or not (seen_s or seen_f):
                continue  # a context neither twin was seen in says nothing
            if c.startswith(">~") and whole_next:
                continue  # the next word's ending, where the word itself was seen, says it twice
            pool = (seen_s + seen_f) / (ns + nf)
            ratio = math.log((seen_s + pool) / (ns + 1)) - math.log((seen_f + pool) / (nf + 1))
            logodds += max(-_MAX_EVIDENCE, min(_MAX_EVIDENCE, ratio))
        return 1 / (1 + math.exp(-logodds))


def _confusion_readings(w: str) -> Iterator[tuple[str, str, str]]:
    """(what was read, what the print had, ``w`` read back there) for each place of each of
    this OCR's frequent confusions (:data:`CONFUSIONS`), in the table's order; an l read for
    I only where a word begins (``Ian``, ``Iardin``)."""
    for old, new in CONFUSIONS:
        at = w.find(old)
        while at >= 0:
            if old in "lL" and at != 0:
                break
            yield old, new, w[:at] + new + w[at + len(old) :]
            at = w.find(old, at + 1)


def _modernisable(k: str) -> bool:
    """Whether the learned spelling rules make a modern word of ``k`` (``espingle`` -> ``épingle``)."""
    return _unseen(k).how == "rules"


def _long_s_candidates(w: str) -> list[str]:
    """``w`` with some of its f's made ſ (never an f that begins a capital word)."""
    at = [i for i, c in enumerate(w[:-1]) if c == "f" and w[i + 1].isalpha()]  # ſ never ends one
    if len(at) > 4:
        return []
    out = []
    for choice in product((False, True), repeat=len(at)):
        if any(choice):
            chars = list(w)
            for i, flip in zip(at, choice, strict=True):
                if flip:
                    chars[i] = "ſ"
            out.append("".join(chars))
    return out
