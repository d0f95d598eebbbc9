"""Latin passages found on a French page, and read as Latin (issue 34).

The prints of the time quote Latin: a dedication's epigram, a motto, a verse of Horace.
Everything after tesseract's first reading is French: the vote weighs other readings by the
French lists (it made the epigram's *huius* ``bois``), and the post-correction mends words
by them and gives an unknown word's f the long s by French spelling (*fortis* became
``ſortis``, *fata* ``ſa ta``, *feræ* ``ſeræ``). A Latin line is none of French's business.

**Which lines are Latin.** A character n-gram identifier, py3langid (the maintained fork of
langid.py, trained on 97 languages; a library does this better than a list of endings),
asked to choose between French and Latin only, on the line as tesseract first read it, the
long s made round. A single line is Latin when the identifier is sure of it
(:data:`SURE`) and it has :data:`MIN_WORDS` words in small letters: a line of names or
capitals (``SANGARIDE, DORIS, ATYS``, ``M. DC. XXXII.``) leans Latin without being it. A
line beside one it is sure of is Latin on a bare lean (:data:`LEAN`): a passage is one
language, and the identifier wavers on a line of a few words (``Curnonextimait fortis
crudelia fata``); the lean does not spread further (a French line of names may lean Latin).
On the 80 real pages of ten prints this finds 21 lines, all Latin (one print's two epigrams
and the signature under one, ``And. Boeda. Cœnom.``), and no French line.

**What a Latin line is spared.** The vote and the letter choices (both weigh words by the
French lists), the post-correction's word repairs and the hyphen read as a point (``de,``
before ``ferre``); the marks' rules (the ampersand, the spaces, the apostrophe) are the
print's, not the language's, and stay. Its long s comes from Latin spelling
(:func:`latin_long_s`).

Measured on the 80 real pages, the same readings: 5,086 -> 5,076 errors, all on the
epigrams' print (its two Latin pages 110 -> 100). Reading the Latin lines with Debian's
``lat`` model instead was weighed on the same lines (each line's box read alone by
``fra``, ``lat`` and the Latin script's model, the long s aside): 83, 81 and 89 errors
against the truth, no gain worth a third reading; ``lat``'s own word list cannot choose
either, being full of the long s read as f (``monftra``, ``funt``, ``fed``).
"""

from __future__ import annotations

from functools import cache

import regex
from py3langid.langid import MODEL_FILE, LanguageIdentifier

from pipeline.ocr.switches import on

SURE = 0.9
"""How sure the identifier must be of a line alone (its probability of Latin against French)."""
LEAN = 0.5
"""... and of a line beside one it is sure of."""
MIN_WORDS = 3
"""Words of two small letters or more a line needs to be judged alone (two beside a Latin
line)."""
_WORD = regex.compile(r"\p{Ll}{2,}")


@cache
def _identifier() -> LanguageIdentifier:
    """The identifier, French or Latin (its model loaded once a process: half a second)."""
    ident = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    ident.set_languages(["fr", "la"])
    return ident


def latin_share(line: str) -> float:
    """The identifier's probability that ``line`` is Latin rather than French."""
    lang, p = _identifier().classify(line.replace("ſ", "s"))
    return p if lang == "la" else 1.0 - p


def latin_lines(lines: list[str]) -> list[bool]:
    """Which of a page's lines (in reading order, as first read) are Latin: sure alone, or
    leaning so beside a line that is. A lean does not spread further: else a French line
    that leans Latin (a name, a few words) beside a line only leaning would be taken, and
    the French lines after it in turn."""
    scored = [(latin_share(t), len(_WORD.findall(t))) for t in lines]
    sure = [p >= SURE and n >= MIN_WORDS for p, n in scored]
    found = [
        sure[k]
        or (
            p > LEAN
            and n >= MIN_WORDS - 1
            and ((k > 0 and sure[k - 1]) or (k + 1 < len(sure) and sure[k + 1]))
        )
        for k, (p, n) in enumerate(scored)
    ]
    if any(found) and not on("latin-lines"):  # asked only where it applies (the ablation)
        return [False] * len(lines)
    return found


_NOT_AFTER_F = frozenset("cpqtsſ")
"""Letters Latin sets after an s constantly (*eſt*, *ſcribo*, *ſpes*, *ſquama*, *eſſe*)
and never after an f (whose *fama*, *fortis*, *fluuius*, *efficere*, *Hafniæ* take a
vowel, an l, an r, another f, or in a name an n, a g, an m)."""
_NOT_BEFORE_F = frozenset("cgpx")
"""Letters Latin never sets before an f (a prefix ends in a vowel, n, r, or keeps its b, d,
s or t: *profero*, *infero*, *abfuit*, *adfuit*, *transfero*, *postfero*)."""
SHORT_WORDS = frozenset((
    "sed", "sunt", "sic", "si", "se", "sub", "super", "sua", "suas", "suis", "suo", "suos",
    "suum", "suus", "sibi", "semper", "sicut", "sint", "siue", "seu", "sum", "esse", "posse",
))  # fmt: skip
"""Latin's commonest words with an s before a vowel, whose f-forms no Latin word is (``fed``,
``funt``, ``fibi``; ``effe`` for *eſſe*, its ſſ read ff; *ipſa* and the like need no
list, :data:`_NOT_BEFORE_F`): *fit*, *fis*, *fine*, *fumus* (so not *ſumus*), *fera*,
*fors* are words and are left."""


def latin_long_s(word: str) -> str:
    """A Latin word's long s, read as f by tesseract (whose Latin models set no ſ either),
    restored where Latin spelling has no f: before a c, p, q, t or s (``monftra``,
    ``ftuperem``, ``difcurfu``: *monſtra*, *ſtuperem*, *diſcurfu*, its second f left), after
    a letter no prefix ends in (``Ipfa``: *Ipſa*), and in the commonest short words
    (:data:`SHORT_WORDS`). An f before a vowel elsewhere is as read: *fata*, *fortis*,
    *feræ* and *ſacer*, *ſecuta* are told apart only by a Latin lexicon, and no Latin word
    list at hand sets the long s apart from the f (tesseract's ``lat`` list holds both);
    so is an ff (*efficere*, *fortiſſimus*) but for *eſſe* and *poſſe*, and a word broken
    at the line's end, its pieces weighed apart."""
    if "f" not in word:
        return word
    low = word.lower()
    if low.replace("f", "s") in SHORT_WORDS:
        return word.replace("f", "ſ")
    out = list(word)
    for i, c in enumerate(word[:-1]):  # a word's last f is an f (no ſ ends a word)
        if c != "f":
            continue
        if low[i + 1] in _NOT_AFTER_F or (i and low[i - 1] in _NOT_BEFORE_F):
            out[i] = "ſ"
    return "".join(out)
