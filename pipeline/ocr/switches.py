"""The post-correction's rules (and the layout's, :mod:`.layout`) by name, each on by
default and each switchable (issue 34).

Why: the post-correction grew rule by rule from the residuals of a few development pages,
and a rule that fits those pages may cost on prints it was not made on. Each rule's guard in
:mod:`.postcorrect` (and the page stages in :mod:`.pages`) asks :func:`on` once the rule
applies; the ablation (``scripts/bench_ablation.py``) turns each rule off in turn and scores
the pages again, so a rule keeps its place only where it pays on prints it was not made on.

:func:`on` also notes, when asked (:func:`applied`), which rules applied: a rule that did
not apply on a page cannot change it when turned off, so the ablation reads again only the
pages where it applied. With every rule on (the default, and all the product ever runs) the
post-correction is what it was before the registry.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

RULES: dict[str, str] = {
    # the line's marks and signs (postcorrect)
    "s-for-5": "a lone s with its point is the old-style 5 (fera s. & 4.)",
    "dollar-for-5": "$ or # before a point or figures is the old-style 5 ($. 6.)",
    "stray-c": "the c of an &c without its point before a word or figure goes (neuf &c dix)",
    "eight-for-and": "an 8 with a tail, or after a comma before a word, is & (8c)",
    "ampersand-signs": "€, @, © are the ampersand",
    "bracket-long-s": "a bracket touching a word's letters is a long s ([ieur)",
    "ct-ligature": "an & inside a word is the ct ligature (ſain&es)",
    "space-before-mark": "no space before , ; : . ? ! (vraye , ie)",
    "glued-space": "the space after a comma, an &, a full stop or a bracket put back (cy,qui)",
    "comma-ahead": "a comma read with the next word goes after its own (langage ,que)",
    "double-point": "a point or comma read twice is one (operis..)",
    "no-marks": "marks the prints never set taken out (cherchez‘, _que, “, &°, > at the start)",
    "doubled-apostrophe": "an apostrophe read twice is one (l’’Oye)",
    "typographic-apostrophe": "the apostrophe is written ’ (the transcriptions' convention)",
    "line-end-hyphen": "a hyphen breaking a word at the line's end is written ¬",
    # one word's lexical repairs (postcorrect._lexical, _word)
    "italic-capital": "an italic C, O, P, S on a word set small inside a sentence (le Plus)",
    "il-as-figures": "11, 1l, 1… before a word that follows il is il (11 vient)",
    "il-as-letter": "i, l, ë, ï, î alone before a word that follows il is il (où i y ait)",
    "capital-diaeresis": "capitals take no diaeresis where the plain word is known (MAÏSON)",
    "article-worn-l": "Ja, Ia, Îa, Jes, Ies inside a sentence are la, les (de Ja ſeccance)",
    "in-for-la": "In inside a sentence is la (en In place)",
    "inner-capital": "a capital between small letters (eStant, queTheodoric)",
    "broken-word-whole": "a word broken at the line's end judged whole (laif- fera)",
    "hyphen-parts": "each part of a hyphenated word repaired alone (crente-fix)",
    "number-compound": "a number compound's parts made number words (treme-fix)",
    "long-s-twin": "a word with f, its long s restored, weighed against its twins (foir)",
    "confusion-repair": "an unknown word repaired by tesseract's confusions",
    "tilde": "an accent read for the printers' tilde (cômencemét: cõmencemẽt)",
    "spelled-long-s": "the long s of an unknown word restored by spelling (efprit)",
    "no-diaeresis": "a diaeresis the period did not print goes (ſür)",
    # the page's stages (pages.page_from_hocr, postcorrect.article_numbers, misread_hyphen)
    "vote": "a doubtful word read again (larger; larger and heavier) where the vote prefers it",
    "vote-repaired": "a reading the confusions mend weighed as mended where the first "
    "reading is no word and none mends it (tranaſl: trauail)",
    "vote-split": "a run-together word another reading sets apart as words (quetuznets: "
    "que tu mets)",
    "vote-unknown": "a word tesseract was sure of that no list knows, its letter choices "
    "making none, open to the vote as a doubted one (Quetont: Que tout)",
    "italic-u": "an unknown word's w after a letter is the italic u (honnewr: honneur)",
    "ampersand-speck": "a speck read after an & inside a sentence taken out (&> : &)",
    "capital-apart": "a capital set apart from the rest of its word joined to it (M ais: Mais)",
    "capital-apostrophe": "an apostrophe read in a capital's overhang taken out (T'ous: Tous)",
    "letter-choices": "a worn word read again with tesseract's other choices (fair: fait)",
    "latin-lines": "a passage the language check finds Latin is spared the French vote and "
    "repairs, its long s by Latin spelling (fortis, not ſortis)",
    "misread-hyphen": "a line's last point, colon, comma or < is the broken word's hyphen",
    "lost-hyphen": "a hyphen lost where the two pieces make a word (pou / uoir)",
    "page-continues": "a page's first word left as a tail of the last page's broken word",
    "article-number-point": "an article's number read right takes its lost point (4- Le Roy)",
    "article-number-sequence": "an article's number read with letters, by its place (t4.)",
    # the layout (layout.mark_layout)
    "margin-split": "a line read across a note and the text is cut at the block's edge "
    "(Henry II. venoit | yans, de tant)",
    "two-columns": "a page set in two columns is read column by column, a row read across "
    "both cut at the channel (Bſence. fol. 1 | Eau. 53)",
    "title-page-layout": "a page of centred lines has no furniture by place (LE / TOMBEAV)",
    "title-page-zone": "a page of centred lines in type of several sizes is a title page",
    "head-in-small-capitals": "a head in capitals without its stop is no larger than the text's"
    " capitals (A MONSIEVR DES is a title)",
    "head-set-as-head": "a head known by its place is centred and followed by text, not by "
    "more of a title (Franciſcus Deſ-ruës,)",
    "title-repeats-head": "a top line whose words the next line says again is the running "
    "head above the piece's title (Le Ieu des quatre fins. / LE IEU DES QVATRE FINS.)",
    "catchword-width": "a foot line wider than two fifths of the widest line is text, not a "
    "catchword (CONSTANTIA CEDO.)",
    "worn-page-number": "a head's page number read with letters for its ones (II, Il, l1: 11)",
    "keep-printed-lines": "printed lines come back when the main text keeps under half",
}
"""Every switchable rule, by name: what it does, in a line (the code's docstrings say why)."""

REMOVED: dict[str, str] = {
    "lone-letter": "a lone letter no word is, as the word it is left of (à c nombre): "
    "cost 13 errors on the real pages, on 8 of 10 prints, helped none",
    "worn-twin": "a known word weighed against its worn letter's twin by its neighbours "
    "(de crois caſes: trois): cost 6 errors, on 5 of 10 prints, helped none",
    "lost-apostrophe": "an elided letter and a common word, the apostrophe lost (dvne: "
    "d’vne): cost 4 errors, on 2 of 10 prints, helped none",
    "capital-l-apostrophe": "P’, F’, V’ before a vowel are l’ (V’As): cost 2 errors, on 2 "
    "of 10 prints, helped none",
    "digits-in-word": "figures inside a word read as letters (vn2e): cost 2 errors on the real "
    "pages, on 2 of 10 prints, helped none; 0 on OCR17, 1 saved on the generated pages",
    "next-line-neighbour": "the next line's first word as the last word's neighbour: cost 1 "
    "error on the real pages, 0 on OCR17 and on the generated pages",
    "round-s-long": "every s read before a word's end made long, the printers' commonest "
    "habit (vostre: voſtre), never a switch until measured: cost 69 errors on the real pages, "
    "on all 10 prints, saved 4; OCR17 2 errors, the generated pages 1 saved",
    # session 25: judged on the real pages read by networks trained on the other half of the
    # prints (3,876 errors with every rule; 3,755 without these)
    "unknown-word-cut": "an unknown word cut into known ones (ſecondoient: ſecond oient), "
    "part of confusion-repair: cost 56 errors on 8 of 10 prints, saved 1 on one; cost 7 "
    "on the generated pages, saved 2 on OCR17",
    "l-elision": "P, l, F, V for l’ before a vowel or capital (POye, lon, FEmpereur): cost 17 "
    "errors on 6 of 10 prints, helped none",
    "cleaning-repair": "an unknown word repaired by the cleaning stage (quelqnes), the commoner "
    "of its repair and the confusions' taken (poine): cost 16 errors, 6 prints worse, 3 better",
    "letter-for-and": "an & read as C, G, r or cr alone between words in small letters: cost 8 "
    "errors on 3 of 10 prints, helped none",
    "spaced-initials": "initials with their points kept as spaced capitals, not a ghost (E. R.): "
    "cost 5 errors on one print, helped none",
    "article-capital": "Le, La, Les, Là, À inside a sentence made small: cost 4 errors on 4 of "
    "10 prints, helped none; cost 1 on the generated pages",
    "accent-twin": "à, où read with a speck weighed against a, ou (il y à vne): cost 4 errors "
    "on 2 of 10 prints; saved 1 on the generated pages",
    "glued-cut": "a known word two common words run together cut (ila: il a; dela, quine): "
    "cost 3 errors on 3 of 10 prints, helped none",
    "elision-run-in": "an elision run into the word before cut off (Outrel’experience): cost "
    "1 error on one print",
    "lone-f": "a lone f as ſi or ſe by its neighbours (pour ſe noyer): no change on any set",
    "ct-read-t": "a doubted word wider than its letters read with a t for the ct ligature "
    "(fait: faict): no change on any set",
}
"""Rules the ablation removed (issue 34): what each did and what it cost on the real pages of
prints it was not made on (``scripts/bench_ablation.py``), so that none comes back unmeasured."""

_OFF: ContextVar[frozenset[str]] = ContextVar("ocr_rules_off", default=frozenset())
_SEEN: ContextVar[set[str] | None] = ContextVar("ocr_rules_seen", default=None)


def on(name: str) -> bool:
    """Whether the rule ``name`` is on; called where the rule applies, it notes that it did
    (:func:`applied`). An unknown name is an error: a misspelt guard would be on forever."""
    if name not in RULES:
        raise KeyError(f"no post-correction rule {name!r}")
    seen = _SEEN.get()
    if seen is not None:
        seen.add(name)
    return name not in _OFF.get()


@contextmanager
def off(*names: str) -> Iterator[None]:
    """The rules ``names`` turned off within the block (this thread's or task's context)."""
    unknown = sorted(set(names) - RULES.keys())
    if unknown:
        raise KeyError(f"no post-correction rule {', '.join(map(repr, unknown))}")
    token = _OFF.set(_OFF.get() | frozenset(names))
    try:
        yield
    finally:
        _OFF.reset(token)


@contextmanager
def applied() -> Iterator[set[str]]:
    """The names of the rules that applied within the block (on or off), filled as it runs."""
    seen: set[str] = set()
    token = _SEEN.set(seen)
    try:
        yield seen
    finally:
        _SEEN.reset(token)
