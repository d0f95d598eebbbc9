"""Post-correction of tesseract's reading of 17th-century French print, toward a
near-diplomatic transcription (long s kept, as the OCR17 and most editions transcribe).

Tesseract's French model never outputs ``ſ``: it reads it as ``f`` (mostly), and the
print's round s as ``s``, so:

- an ``f`` becomes ``ſ`` where the word is only a word with an s there (``auffi`` ->
  ``auſſi``), judged with the cleaning lexicon (modern French and FreEM-norm's early forms);
- an ``s`` stays round: the prints set round s before a word's end too (``ſs``, ``est``,
  ``vostre``), and making every such s long, the printers' commonest habit, cost more than
  it saved (:func:`pipeline.text.longs.long_s_word`);
- the apostrophe is the typographic one (``’``) and a hyphen ending the line, which breaks a
  word, is ``¬``, as diplomatic transcriptions write them.

Each change is reported with its kind, so it can become an intervention.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import TypeVar

import regex
from rapidfuzz.distance import Levenshtein

from pipeline.ocr.confusions import COMMON, frequency, repair, weight
from pipeline.ocr.language import latin_long_s
from pipeline.ocr.switches import on
from pipeline.text import lexicon
from pipeline.text.longs import known, long_s_word
from pipeline.text.neighbours import fit, twin
from pipeline.text.repair import key
from pipeline.text.tokens import Piece, pieces

T = TypeVar("T")

_BRACKET = regex.compile(r"[\[{\]](?=\p{Ll})|(?<=\p{L})[\[{\]]")
"""A bracket touching a word's letters is tesseract's reading of a long s (``[ieur``,
``rai[on``, ``omef]e``): the prints set no bracket inside a word."""
_SPACE_BEFORE = regex.compile(r"(?<=\S)[ \t]+(?=[,;:.?!](?:\s|$))")
"""The space tesseract reads before a point (``vraye , ie``): diplomatic transcriptions
write none, whatever the print's spacing."""
_COMMA_AHEAD = regex.compile(r"(?<=\p{L}) ([,;])(?=\p{L})")
"""A comma read with the next word's letters (``langage ,que``, ``Romaine ,parmy``): the
print's comma follows its word, the space after it (so a semicolon)."""
_DOUBLE_POINT = regex.compile(r"(?<=\p{L})([.,])\1(?![.,])")
"""A word's point or comma read twice (``operis..``, ``tournez,,``): the print sets one (an
ellipsis's three points are left)."""
_GLUED = regex.compile(
    r"(?<=\p{L}[,;:])(?=[\p{L}&])|(?<=(?:^|\s)&)(?=\p{L})(?!c\b)|(?<=\p{Ll}{2}[.?!])(?=\p{Lu}\p{Ll})|(?<=\p{Ll}{3}[.?!])(?=\p{Ll}{2})"
    r"|(?<=\))(?=\p{L})"
)
"""After a comma, semicolon or colon, and round ``&``, the print leaves a space that
tesseract often loses (``cy,qui``, ``&inutil``): the transcriptions write it (not in
``&c``); so after a word's full stop before a capitalised word (``emplir.Et``) or a word
of small letters (``verrez.le``; not ``S.Pierre``), and after a closing bracket
(``retournant )il``)."""

_NO_MARK = regex.compile(r"(\s*)(?:(?<=^\s*)[<>]+(?!\S)|[‘_\"“”„]+|(?<=&)°)")
"""Marks the prints of the time never set, which tesseract reads in specks: an opening
quote (``cherchez‘``), an underscore (``_que``), a double quote, straight or curved
(``“S’il``; the period's prints quote with guillemets, and none of the truths here has
one), a degree sign on an ``&`` (``&°``), and ``<`` or ``>``
standing alone at a line's start (``> Priſreé``; inside a line one may be a point misread,
``liere >`` for *liere ,*)."""


_AFTER_AND = regex.compile(r"(?<=(?:^|\s)&)(?:[>)/*+}|?:’'](?=\s+\p{Ll})|r\s+(?=\p{Ll}))")
"""A speck tesseract reads on an ampersand's stroke and sets after it (``&>``, ``&)``,
``&/``, ``&:``, ``&r``): no mark follows an & inside a sentence (the word after it in
small letters). An r goes with its space: the space after ``&`` is restored as any glued
one is (:data:`_GLUED`)."""


def _after_and(line: str) -> list[Change]:
    """The specks an ampersand was read with (:data:`_AFTER_AND`) taken out."""
    return [Change(m.start(), m.end(), "", "spacing") for m in _AFTER_AND.finditer(line)]


def _no_marks(line: str) -> list[Change]:
    """The changes taking out the marks of :data:`_NO_MARK`: a mark standing alone with the
    space before it (after it, at the line's start), a mark touching a word alone."""
    out = []
    for m in _NO_MARK.finditer(line):
        start, end = m.start(), m.end()
        alone = (start == 0 or line[start].isspace()) and (end == len(line) or line[end].isspace())
        if alone and not m[1]:
            end += len(line[end:]) - len(line[end:].lstrip())
        elif not alone:
            start += len(m[1])
        out.append(Change(start, end, "", "spacing"))
    return out


_DOUBLED = regex.compile(r"(?<=\p{L})['’]{2}(?=\p{L})")
"""An elision's apostrophe read twice (``l’’Oye``, ``c’’eſt``): the print has one."""


@dataclass(frozen=True)
class Change:
    start: int
    end: int
    new: str
    type: str  # "long-s", "letter", "spacing", "apostrophe", "hyphen"


def _applying(rule: str, found: Iterable[T]) -> list[T]:
    """What a rule found on a line (its matches, its changes), or nothing when the rule is
    off; :func:`pipeline.ocr.switches.on` is asked only where it found something, so a rule
    counts as applied on the lines it would change."""
    found = list(found)
    return found if found and on(rule) else []


def _kind(old: str, new: str) -> str:
    if len(old) != len(new):
        return "letter"
    pairs = list(zip(old, new, strict=True))
    if any(a == "f" and b == "ſ" for a, b in pairs):
        return "long-s"
    return "letter"


def postcorrect(
    line: str,
    marks: bool = True,
    before: str = "",
    after: str = "",
    continued: bool = False,
    latin: bool = False,
) -> tuple[str, list[Change]]:
    """A line of tesseract output made diplomatic; the changes, in source offsets.

    ``before`` is the head of a word the previous line broke with a hyphen, ``after`` the
    tail of this line's broken last word on the next line, as tesseract read them: a broken
    word is judged whole (``laif-`` + ``fera`` is ``laiſſera``, so ``ſera``).
    ``marks=False`` leaves the apostrophe and the line-end hyphen as tesseract gives them,
    for the corpus build, whose cleaning stage encodes a broken word itself (``lb/@rend``).
    ``continued``: the line's first word may end a word the previous page broke, whose head
    this page does not have (:func:`continues`): it is not repaired as a word of its own.
    ``latin``: the line is Latin (:mod:`.language`): its words are not repaired by the French
    lists; only their long s is restored, by Latin spelling (:func:`.language.latin_long_s`).
    The next line's first word is not taken as the last word's neighbour: measured, that
    cost on the real pages and paid nowhere (issue 34; :data:`.switches.REMOVED`)."""
    changes: list[Change] = []
    brackets = [m.start() for m in _applying("bracket-long-s", _BRACKET.finditer(line))]
    original = line
    if brackets:
        line = _BRACKET.sub("ſ", line)  # one for one: the offsets hold
    ps = pieces(line)
    words = [k for k, p in enumerate(ps) if p.kind == "word"]
    joined = _overhangs(ps) | _set_apart(ps)
    last = {end for _, end in joined.values()}
    for n, k in enumerate(words):
        p = ps[k]
        if k in last:
            continue  # read with the capital before it, one word
        prev = ps[words[n - 1]].text if n else ""
        nxt = ps[words[n + 1]].text if n + 1 < len(words) else ""
        if k in joined:
            p = Piece(joined[k][0], p.start, "word")  # the capital and the rest, one word
            nxt = ps[words[n + 2]].text if n + 2 < len(words) else ""
        if (
            p.text == "s"
            and ps[k + 1 : k + 2]
            and ps[k + 1].text == "."
            and prev != "’"
            and on("s-for-5")
        ):
            new = "5"  # ``fera s. & 4.``: a numeral with its point, as the book writes them
        elif _stray_c(ps, k, nxt) and on("stray-c"):
            new = ""  # ``neuf &c dix``: et cetera ends a list with its point, never a word
        elif _eight_for_and(ps, k) and on("eight-for-and"):
            new = "&"  # ``huit, 8 non``, ``6. 8c 3.``: the ampersand read as an 8
        elif latin:
            new = latin_long_s(p.text)
        else:
            new = _word(
                p.text,
                prev,
                nxt,
                _before(ps, k),
                before if n == 0 else "",
                after if n == len(words) - 1 and broken(line) else "",
                (n == 0 and (bool(before) or continued)) or (n == len(words) - 1 and broken(line)),
            )
        if marks and "'" in new and on("typographic-apostrophe"):
            new = new.replace("'", "’")  # (the apostrophe of a word replaced whole)
        if k in joined:  # (an apostrophe taken out, or a space)
            kind = "apostrophe" if joined[k][1] == k + 1 else "spacing"
            changes.append(Change(p.start, ps[joined[k][1]].end, new, kind))
        elif new != p.text:
            changes.append(Change(p.start, p.end, new, _kind(p.text, new)))
    for i in brackets:
        if not any(c.start <= i < c.end for c in changes):
            changes.append(Change(i, i + 1, "ſ", "long-s"))
    for ligature in _applying("ct-ligature", _ct_ligatures(line)):
        changes = [c for c in changes if not ligature.start <= c.start < ligature.end]
        changes.append(ligature)
    if marks:
        for m in _applying("space-before-mark", _SPACE_BEFORE.finditer(line)):
            changes.append(Change(m.start(), m.end(), "", "spacing"))
        for m in _applying("glued-space", _GLUED.finditer(line)):
            changes.append(Change(m.start(), m.start(), " ", "spacing"))
        for m in _applying("comma-ahead", _COMMA_AHEAD.finditer(line)):
            changes.append(Change(m.start(), m.end(), m[1] + " ", "spacing"))
        for m in _applying("double-point", _DOUBLE_POINT.finditer(line)):
            changes.append(Change(m.start() + 1, m.end(), "", "spacing"))
    line = original
    for k, p in enumerate(ps):
        if p.kind == "other" and p.text in ("€", "@", "©") and on("ampersand-signs"):
            changes.append(Change(p.start, p.end, "&", "letter"))  # tesseract's readings of &
        elif (
            p.kind == "other"
            and p.text in ("$", "#")
            and _numeral_after(ps, k)
            and on("dollar-for-5")
        ):
            changes.append(Change(p.start, p.end, "5", "letter"))  # an old-style 5 (``4. $. 6.``)
    if marks:
        changes.extend(_applying("no-marks", _no_marks(line)))
        changes.extend(_applying("ampersand-speck", _after_and(line)))
    doubled = [m.start() + 1 for m in _applying("doubled-apostrophe", _DOUBLED.finditer(line))]
    for i in doubled:
        changes.append(Change(i, i + 1, "", "apostrophe"))
    straight = marks and "'" in line and on("typographic-apostrophe")
    for i, c in enumerate(line if straight else ""):
        if c == "'" and i not in doubled:
            changes.append(Change(i, i + 1, "’", "apostrophe"))
    stripped = line.rstrip()
    if marks and broken(line) and on("line-end-hyphen"):
        changes.append(Change(len(stripped) - 1, len(stripped), "¬", "hyphen"))
    changes.sort(key=lambda c: (c.start, c.end))  # an insertion before a change at its place
    out, pos = [], 0
    for c in changes:
        if c.start < pos:
            continue
        out.append(line[pos : c.start])
        out.append(c.new)
        pos = c.end
    out.append(line[pos:])
    return "".join(out), changes


_CT = regex.compile(r"(?<![\p{L}&])(\p{L}+)&(\p{L}+)")
"""A word with an ``&`` inside: tesseract's reading of the printers' ct ligature (``ſain&es``,
``affe&ions``), whose hooked c and t it takes for the ampersand."""


def _ct_ligatures(line: str) -> list[Change]:
    """The words whose ``&`` is the ct ligature: with ct they are words (their long s
    restored), read as they are they are none."""
    out = []
    for m in _CT.finditer(line):
        word = long_s_word(m[1] + "ct" + m[2])
        if weight(word) >= 1:
            out.append(Change(m.start(), m.end(), word, "letter"))
    return out


_EIGHT_AND = frozenset(("8c", "8z", "8€"))
"""Readings of the ampersand as an 8 with a tail no figure has (``8c``, ``8z``); ``8e`` and
``87`` may be figures (a table of contents' ``Cartes, 87``): see :func:`_eight_for_and`."""


def _eight_for_and(ps: list, k: int) -> bool:
    """Whether ``ps[k]`` is tesseract's 8 for an ampersand: an 8 with a tail
    (:data:`_EIGHT_AND`); ``8e`` before a word in small letters (the period writes no
    ordinal so); ``8`` or ``87`` after a word's comma and before a word in small letters
    (``huit, 8 non``: a number there would follow a word, ``au nombre 8.``, or end a line
    of contents, ``Cartes, 87``)."""
    text = ps[k].text
    if text in _EIGHT_AND:
        return True
    if text not in ("8", "8e", "87"):
        return False  # (most words: no look at the line round them)
    after = [p for p in ps[k + 1 :] if p.kind != "space"]
    word_after = bool(after) and after[0].kind == "word" and after[0].text[:1].islower()
    if text == "8e":
        return word_after
    before = [p for p in ps[:k] if p.kind != "space"]
    comma = len(before) >= 2 and before[-1].text == "," and before[-2].kind == "word"
    return comma and word_after


def _stray_c(ps: list, k: int, nxt: str) -> bool:
    """Whether ``ps[k]`` is the c of an ``&c`` without its point (tesseract's reading of a
    worn ``&``): before a word in small letters or a figure (``neuf &c dix``, ``5. &c 4.``);
    et cetera is printed ``&c.`` (at a line's end its point may be lost: left as read)."""
    glued = k and ps[k - 1].text == "&" and ps[k - 1].start + 1 == ps[k].start
    spaced = ps[k + 1 : k + 2] and ps[k + 1].kind == "space"
    before = nxt.islower() or nxt[:1].isdigit()
    return bool(ps[k].text == "c" and glued and spaced and before)


def continues(line: str) -> bool:
    """Whether a page's first line of text may begin with the tail of a word the previous
    page broke (``nce de nouveau``: *recommen¬* on the page before): its first word is in
    small letters and no word (a page read alone has not the head; repaired as a word, the
    tail became ``née``)."""
    first = word_at(line, 0)
    starts = line.lstrip().startswith(first)
    return bool(first) and starts and first[0].islower() and not known(first)


_ARTICLE = regex.compile(r"^(\S{1,3}?)([.,:;\-]?)[ \t]+(?=\p{L})")
"""A line's first token and its mark, before a word: an article's number (``12. La
marche``) as read, maybe (``t4. Aucuns``, ``n. L’autre``, ``4- Le Roy``, ``L ENcore``)."""
_AS_DIGITS = str.maketrans({"l": "1", "I": "1", "i": "1", "L": "1", "t": "1", "O": "0", "o": "0"})
_AS_DIGITS_TWO = {"n": "11", "u": "11"}
_DIGIT_LIKE = frozenset("lIiLtnuxrzZoOsS")
"""Letters tesseract reads for figures: a start of one or two of them with a point, not a
common word (:data:`pipeline.ocr.confusions.COMMON`: ``xl.``, ``r.``, ``n.``; not ``Si``),
may be an article's number."""
_LONE = frozenset("lILin")
"""Letters tesseract reads for a number alone before an article (none a word by itself)."""


def article_numbers(lines: list[str]) -> list[str]:
    """A page's lines with the numbers of its numbered articles made whole, by their
    sequence: the lines that start with a number (or what tesseract read for one, ``t4.``,
    ``n.``, ``L``), taken in order, are the articles; the numbers read right and with their
    point say where the sequence stands (the commonest offset of number to place, so that
    one read wrong, ``2.`` for *12.*, does not count); a start read with letters that is the
    number its place gives, its letters read for the digits they look like, with one more
    misread, lost or added, is that number. A start in digits is never renumbered (a line
    the sequence missed would shift the places); whose point was lost or read as a comma,
    colon or dash (``4- Le Roy``, ``11, L’autre``) takes its point. Only before an article's
    first word: capitalised, or a worn article (``3 les eſchets``); lists of numbers (``3. 4.
    5.``) and a sentence that goes on after a number (``au nombre`` / ``12. pour ſe noyer``)
    are left."""
    starts: list[tuple[int, str, str, str]] = []
    for i, line in enumerate(lines):
        m = _ARTICLE.match(line)
        if not m:
            continue
        token, mark, rest = m[1], m[2], line[m.end() :]
        number_like = (
            any(c.isdigit() for c in token)
            or (token in _LONE and mark in ("", ".", ","))
            or (mark in (".", ",") and set(token) <= _DIGIT_LIKE and weight(token) < COMMON)
        )
        if number_like and (rest[:1].isupper() or rest.split(" ")[0] in _WORN_ARTICLES):
            starts.append((i, token, mark, rest))
    offsets = Counter(
        int(t) - k for k, (_, t, m, _) in enumerate(starts) if t.isdigit() and m == "."
    )
    ranked = offsets.most_common(2)
    offset = ranked[0][0] if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]) else None
    out = list(lines)
    for k, (i, token, mark, rest) in enumerate(starts):
        if token.isdigit():
            if mark != "." and on("article-number-point"):
                out[i] = f"{token}. {rest}"  # (a number read right is never renumbered)
            continue
        expected = None if offset is None else k + offset
        if (
            expected is not None
            and expected > 0
            and _misread_number(token, expected)
            and on("article-number-sequence")
        ):
            out[i] = f"{expected}. {rest}"
    return out


_WORN_ARTICLES = frozenset(("le", "la", "les"))
"""An article's first word read in small letters (its worn capital), after its number."""


def _misread_number(token: str, number: int) -> bool:
    """Whether ``token`` is tesseract's reading of ``number``: its letters read as the
    digits they resemble, it is the number with at most one digit misread, lost or added."""
    as_digits = "".join(_AS_DIGITS_TWO.get(c, c) for c in token).translate(_AS_DIGITS)
    return Levenshtein.distance(as_digits, str(number)) <= 1


def word_at(line: str, k: int) -> str:
    """The first (0) or last (-1) word of a line, its hyphen and punctuation left off."""
    found = regex.findall(r"[\p{L}\p{M}]+", line)
    return found[k] if found else ""


def broken(line: str) -> bool:
    """Whether the line ends with a hyphen that breaks a word."""
    stripped = line.rstrip()
    return stripped[-1:] in ("-", "¬") and len(stripped) > 1 and stripped[-2].isalpha()


_END_MARK = regex.compile(r"(\p{Ll}+)([.:,<])$")
_HEAD = regex.compile(r"^\p{Ll}+")
_LOST = regex.compile(r"(?:^|\s)(\p{Ll}+)$")


def misread_hyphen(line: str, nxt: str) -> str:
    """The line with its last mark made the hyphen it is when tesseract read the hyphen
    that breaks a word as a point, a colon, a comma or ``<`` (``demandé quel.`` before ``le,
    il dit``, ``par:`` before ``ler``, ``remar,`` before ``quables``, ``ga<`` before ``gez``):
    the next line starts in lower case and the last word joined to its first word is a
    word. After a point no sentence starts in lower case; the print sets no ``<``; a colon
    or a comma may stand before a word in lower case, so there the last word alone must be
    none, rarer than the word joined (``pou:`` + ``voit``, not ``choſes,`` + ``que``) or one
    that never ends a phrase (:data:`_BEFORE_A_WORD`: ``par:`` + ``ler``); otherwise the
    line as it is."""
    stripped = line.rstrip()
    m, n = _END_MARK.search(stripped), _HEAD.match(nxt.lstrip())
    if not m and n and _LOST.search(stripped):
        last, first = _LOST.search(stripped)[1], nxt.split()[0]
        if (
            first == n[0]
            and not _known_form(first)
            and _known_form(last + first)
            and on("lost-hyphen")
        ):
            return stripped + "-"  # ``pou`` / ``uoir``: the hyphen lost
    if not m or not n:
        return line
    if m[2] == "<":
        return stripped[:-1] + "-" if on("misread-hyphen") else line
    joined = m[1] + n[0]
    if not _known_form(joined):
        return line
    pause = m[1] not in _BEFORE_A_WORD and _known_form(m[1])
    if m[2] in ":," and pause and _weight_form(m[1]) > _weight_form(joined):
        return line
    return stripped[:-1] + "-" if on("misread-hyphen") else line


_BEFORE_A_WORD = frozenset(
    [
        "de",
        "du",
        "des",
        "le",
        "la",
        "les",
        "vn",
        "vne",
        "au",
        "aux",
        "à",
        "par",
        "pour",
        "en",
        "ſur",
        "ſous",
        "ſans",
        "auec",
        "dans",
        "entre",
        "vers",
        "ce",
        "ces",
        "cet",
        "ſon",
        "ſa",
        "ſes",
        "mon",
        "ma",
        "mes",
        "ton",
        "ta",
        "tes",
        "nos",
        "vos",
        "leur",
        "quel",
        "quelle",
        "et",
        "ni",
        "ne",
    ]
)
"""Words that stand before another (prepositions, articles, determiners, conjunctions),
never before a colon or a comma: after one, the mark is the hyphen misread."""


def _weight_form(word: str) -> float:
    """How much the lexicon vouches for a word as read, its long s restored."""
    return weight(long_s_word(word))


def _known_form(word: str) -> bool:
    """Whether a word is known, as read or with its long s restored by the lexicon."""
    return known(word) or known(long_s_word(word).replace("ſ", "s"))


def _numeral_after(ps: list, k: int) -> bool:
    """Whether the pieces round ``ps[k]`` make it a numeral's figure: a point after it (the
    book's numbers take one, ``$.``), digits after it (``#3.``: *53.*) or a figure just
    before it (an index's page, ``4$``, ``.32$``: *45*, *325*). The prints set neither
    ``$`` nor ``#``; tesseract reads the old-style 5, which hangs below the line, as
    either."""
    after = ps[k + 1].text if k + 1 < len(ps) else ""
    glued = k > 0 and ps[k - 1].text[-1:].isdigit() and ps[k - 1].end == ps[k].start
    return after == "." or after.isdigit() or glued


def _before(ps: list, k: int) -> str:
    """The nearest piece before ``ps[k]`` that is not a space, or '' at the line's start."""
    return next((p.text for p in reversed(ps[:k]) if p.kind != "space"), "")


_ARTICLES = {
    "Ja": "la",
    "Ia": "la",
    "Îa": "la",
    "Jes": "les",
    "Ies": "les",
    "In": "la",
}
"""The worn l of *la*, *les* read as a capital I or J (``de Ja ſeccance``, ``auſſi Jes
pieces``: the period writes *ia* for déjà in small letters inside a sentence), or *la* worn to ``In`` (``en In
place``: no French word, and FreEM-norm's prose has no Latin *In* inside a sentence)."""
_ARTICLE_RULE = {
    "Ja": "article-worn-l",
    "Ia": "article-worn-l",
    "Îa": "article-worn-l",
    "Jes": "article-worn-l",
    "Ies": "article-worn-l",
    "In": "in-for-la",
}
"""The switch (:mod:`.switches`) of each of :data:`_ARTICLES`' readings."""


_NEVER_CAPITAL = frozenset(
    ("ce", "c’", "c'", "ces", "cet", "comme", "car", "plus", "par", "pour", "puis", "peu")
    + ("ſi", "ſe", "ſa", "ſon", "ſes", "ſur", "ſans", "ſous", "ſont", "on", "ou", "où")
    + ("si", "se", "sa", "son", "ses", "sur", "sans", "sous", "sont")
)
"""Words the printers set in small letters inside a sentence (the nouns they capitalised are
none of them), whose capital C, O, P or S is the small letter's shape: tesseract's capital
after a word in small letters is the small letter."""
_IL_READINGS = frozenset(("11", "1l", "l1", "I1", "1I", "1", "i", "l", "ë", "ï", "î"))
IL_FIT = 1.8
"""Tesseract reads *Il* as a number (``11 vient``, ``1 vient``), and a worn *il* as one of
its letters alone, or a speck with an accent (``où i y ait``, ``où l y a``, ``où ë y a``;
none of them a word of the language): it is the pronoun where the next word is one that
follows *il* far more than chance (its neighbours' fit, log: *faut* 3.0, *vient* 2.4, *eſt*
2.0; not *a*, 1.5, nor a noun, *points*)."""


def _word(
    word: str, prev: str, nxt: str, mark: str, head: str, tail: str, part: bool = False
) -> str:
    """One word made diplomatic: tesseract's confusions repaired, the long s restored (by
    the lexicon, else by the spelling, :func:`spelled_long_s`), a tilde read as another
    accent restored (:func:`tilde`)."""
    out = _lexical(word, prev, nxt, mark, head, tail, part)
    if (head or tail) and known(head + word + tail):
        return tilde(out)  # the whole word's long s decided it (``defe¬ ndre``: defendre)
    return " ".join(tilde(spelled_long_s(no_diaeresis(w))) for w in out.split(" "))


_INNER_W = regex.compile(r"(?<=\p{L})w")


def italic_u(word: str) -> str:
    """A word no list knows with a w after a letter read u: French writes no w there, and
    tesseract reads the period's italic u, its strokes joined at the foot, as w
    (``honnewr``, ``pipewrs``, ``dewiſer``: *honneur*, *pipeurs*, *deuiſer*), where the
    lexicon may not know the word's early form to mend it by a confusion. On the 80 real
    pages the truths hold one word with a w, a name."""
    if "w" not in word[1:] or known(word.replace("ſ", "s")) or not on("italic-u"):
        return word
    read = _INNER_W.sub("u", word)
    if word[:1].isupper() and not _known_form(read):
        return word  # a name (``Swalues``, ``Cromwell``): a capital's word only made known
    return read


_DIAERESIS = {"ï": "i", "ü": "u", "ë": "e", "ÿ": "y"}
DIAERESIS_RATIO = 3
"""How much more often the period's prose must print a word without its diaeresis than
with it (FreEM-norm's originals, plus one) for tesseract's diaeresis to be a speck: ``ſür``
(*ſur* 610, *ſür* never), ``plaïſt`` (39, never), ``naïſſance`` (49, once); ``païs`` (27
against *pais*'s 4), ``ioüer`` (11, *iouer* never) and ``veuë`` keep theirs."""


def no_diaeresis(word: str) -> str:
    """The word without a diaeresis tesseract read over a vowel (worn print's specks, the
    independent pages' ``reconnoïſtre``, ``ſür``, the real pages' ``naïſſance``) where the
    period printed the word without it far more often (:data:`DIAERESIS_RATIO`); as read
    otherwise, and for a word whose plain form the period's prose never has."""
    spots = [i for i, c in enumerate(word) if c in _DIAERESIS]
    if len(spots) != 1 or not word.isalpha():
        return word
    i = spots[0]
    plain = word[:i] + _DIAERESIS[word[i]] + word[i + 1 :]
    plain_key = key(plain)
    if len(plain_key) != len(word):
        return word
    early = lexicon.early()
    marked_key = plain_key[:i] + word[i].lower() + plain_key[i + 1 :]
    seen = early.get(plain_key, 0)
    if seen and seen >= DIAERESIS_RATIO * (early.get(marked_key, 0) + 1) and on("no-diaeresis"):
        return plain
    return word


TILDES = {"ä": "ã", "â": "ã", "ë": "ẽ", "ê": "ẽ", "ô": "õ", "ö": "õ", "û": "ũ", "ü": "ũ"}
"""Tesseract's French model has no tilde: the printers' ã, ẽ, õ, ũ (a nasal's n or m left
out, ``grãde``, ``cõme``, ``tẽps``) come out as the vowel with another accent. On the real
pages' truth (issue 17), some forty of the main text's errors were such vowels. é is left
out: the commonest accent, and an unknown word's é read as ẽ read the OCR17 lines a
character worse (with it, the real pages 6.55% -> 6.50%; without, 6.53%)."""
MAX_TILDES = 3


def tilde(word: str) -> str:
    """A word no list knows made known by reading one or more of its accented vowels as
    the tilde (:data:`TILDES`; ``cômencemét`` -> ``cõmencemẽt`` when that is a word); a
    word known as read as it is. In a word with no such reading, an ô is õ all the same:
    the prints of the time set the o's tilde and no circumflex (the real pages' truth: 37
    õ, no ô; a later print's ô is in words the lists know, ``côté``, ``nôtre``); so are an
    ä and an ö, which French never sets (:data:`_NO_FRENCH`)."""
    spots = [i for i, c in enumerate(word) if c in TILDES or _figure_o(word, i)][:MAX_TILDES]
    if not spots or known(word.replace("ſ", "s")) or not on("tilde"):
        return word
    for n in range(1, len(spots) + 1):
        for chosen in combinations(spots, n):
            cand = "".join(TILDES.get(c, "õ") if i in chosen else c for i, c in enumerate(word))
            if known(cand.replace("ſ", "s")):
                return cand
    return word.translate(_NO_FRENCH)


_NO_FRENCH = str.maketrans({"ô": "õ", "ä": "ã", "ö": "õ"})
"""The vowels that are the tilde in a word no list knows, whatever the lexicon says: ô (the
prints of the time set the o's tilde, no circumflex), ä and ö, which French never sets
(``figräde``: *figrãde*; the 80 real pages' truths hold neither, our readings held ten ä:
5,310 -> 5,304 errors, two prints gain, none loses)."""


def _figure_o(word: str, i: int) -> bool:
    """Whether ``word[i]`` is a 6 or a 0 after the word's letters, which tesseract reads for
    an õ, its tilde a 6's hook or lost in a 0 (``m6``, ``n0``, ``demonſtrati0``: *mõ*, *nõ*,
    *demonſtratiõ*): taken for one where the õ makes a known word, as an accent is. On the 80
    real pages 5,376 -> 5,371 errors (three prints gain, none loses)."""
    return word[i] in "60" and i > 0 and word[:i].isalpha()


_F_BEFORE_CONSONANT = regex.compile(r"f(?=[bcçdgjmnpqtvſ])|(?<=\p{L})ff(?=[aeiouy])")
"""An f before a consonant that never follows f in French (t, p, c, q, m…: ``eft``,
``efprit``, ``defcouurir``) is the print's ſ read as f; so, in a word that is not known,
is a doubled f between letters (``recognoiffez``: ſſ far outnumbers ff in the period's
words the lexicon lacks)."""


def spelled_long_s(word: str) -> str:
    """A word the lexicon does not know with its long s restored by French spelling alone
    (see :data:`_F_BEFORE_CONSONANT`); a known word, or one in capitals, as it is."""
    if "f" not in word or word.isupper() or known(word.replace("ſ", "s")):
        return word
    if not on("spelled-long-s"):
        return word
    word = _F_BEFORE_CONSONANT.sub(lambda m: "ſ" * len(m[0]), word)
    return "".join(
        "ſ" if c == "f" and i < len(word) - 1 and _s_context(word, i) else c
        for i, c in enumerate(word)
    )


S_OVER_F = 0.5
"""An f is ſ when s stands between the same letters this many times as often as f in the
period's words (the early-modern lexicon, each form by its frequency), or more: unless f
stands there twice as often. The word is one no list knows, and tesseract reads nearly
every ſ as f, where the print's ſ far outnumbers its f: an f read in an unknown word is a
ſ unless its letters say otherwise. 4 until session 22, with CONTEXT_SEEN 20; on the cached
readings of the 80 real pages 5,120 -> 5,086 errors at 0.5 and 5 (seven prints gain, none
loses); over S_OVER_F 0 to 4 and CONTEXT_SEEN 2 to 20, leaving one print out, 5,095.
Not used to choose: the OCR17 lines 338 -> 340, the pages set independently 517 -> 514,
the test book 85 -> 85."""
CONTEXT_SEEN = 5
"""A context must have been seen this often (s and f together) to decide; else the next,
narrower one (one letter each side), else the f stays."""


def _s_context(word: str, i: int) -> bool:
    """Whether the letters round ``word[i]`` (two each side, else one) are an s's far more
    often than an f's in the period's words."""
    low = word.lower().replace("ſ", "s")
    s_counts, f_counts = _contexts()
    for reach in (2, 1):
        ctx = (
            ("^" + low)[max(0, i + 1 - reach) : i + 1].rjust(reach, "^")
            + "|"
            + (low[i + 1 : i + 1 + reach] + "$$")[:reach]
        )
        s, f = s_counts.get(ctx, 0), f_counts.get(ctx, 0)
        if s + f >= CONTEXT_SEEN:
            return s >= S_OVER_F * f
    return False


@functools.cache
def _contexts() -> tuple[dict[str, int], dict[str, int]]:
    """For each context (two and one letters each side) the frequency of an s and of an f
    between them in the early-modern lexicon (an s ending its word left out: the print's is
    round)."""
    from collections import Counter

    from pipeline.text import lexicon

    s_counts: Counter[str] = Counter()
    f_counts: Counter[str] = Counter()
    for form, n in lexicon.early().items():
        padded = "^^" + form + "$$"
        for i, c in enumerate(form[:-1]):
            if c in "sf":
                j = i + 2
                for reach in (2, 1):
                    ctx = padded[j - reach : j] + "|" + padded[j + 1 : j + 1 + reach]
                    (s_counts if c == "s" else f_counts)[ctx] += n
    return dict(s_counts), dict(f_counts)


def _lexical(
    word: str, prev: str, nxt: str, mark: str, head: str, tail: str, part: bool = False
) -> str:
    """One word's lexical repairs; ``part``: the word is a piece of one broken at a line's
    end (``re¬``), which no neighbour describes."""
    word = italic_u(word)
    if (
        word.lower() in _NEVER_CAPITAL
        and word[:1] in "COPS"
        and mark[-1:].islower()
        and on("italic-capital")
    ):
        return word.lower()  # ``le Plus``, ``que C’eſtoient``: the italic's C, O, P, S
    if (
        word in _IL_READINGS
        and nxt[:1].islower()
        and fit("il", "", nxt) >= IL_FIT
        and on("il-as-letter" if word.isalpha() else "il-as-figures")
    ):
        return "il" if mark and mark not in ".!?:;" else "Il"  # ``11 vient``
    if word.isupper() and len(word) > 2 and ("Ï" in word or "Ë" in word):
        plain = word.replace("Ï", "I").replace("Ë", "E")
        if known(plain) and on("capital-diaeresis"):
            return plain  # capitals take no diaeresis here: MAÏSON is MAISON
    if word in _ARTICLES and mark and mark not in ".!?¬-:;" and on(_ARTICLE_RULE.get(word, "")):
        # inside a sentence: a worn article. An article read with a capital L there is
        # left as read (session 25: the printers capitalise more than the lists know;
        # on the real pages read by networks that never saw the print, 4 errors on four
        # prints, the pages set independently one)
        return _ARTICLES[word]
    inner = _inner_capital(word)
    if inner and on("inner-capital"):
        return " ".join(long_s_word(w, prev, nxt) for w in inner.split(" "))
    if (head or tail) and on("broken-word-whole"):
        joined = long_s_word(head + word + tail, prev, nxt)
        if len(joined) == len(head + word + tail):
            return joined[len(head) : len(head) + len(word)]
    out = " ".join(long_s_word(w, prev, nxt) for w in word.split(" "))
    if not (head or tail or " " in out) and "-" in out and not any(c in out for c in "'’"):
        if on("hyphen-parts"):
            parts = [_part(w, r) for w, r in zip(word.split("-"), out.split("-"), strict=True)]
        else:
            parts = out.split("-")
        return "-".join(number_parts(parts))
    if head or tail or part or " " in out or any(c in out for c in "-'’"):
        return out
    if known(out.replace("ſ", "s")):
        if "f" in word and "ſ" in out and "f" not in out and on("long-s-twin"):
            out = twin(out, prev, nxt)  # its long s restored, a twin too (``foir``: ſoir, *ſoit*)
        return out
    fixed = repair(word)
    if fixed is None or not on("confusion-repair"):
        return out
    return " ".join(long_s_word(w, prev, nxt) for w in fixed.split(" "))


_OVERHANG = regex.compile(r"([TVN])['’](\p{Ll}+)")
OVERHANG_RATIO = 5
"""After T or N the word without the apostrophe must be this much commoner than what follows
it (``Tous`` against ``ous``, ``Tour`` against ``our``; ``T’en``, ``N’eut`` stay)."""


def _overhangs(ps: tuple[Piece, ...]) -> dict[int, tuple[str, int]]:
    """The words tesseract read with an apostrophe in the overhang of their capital T, V or
    N (``T'ous``, ``V'oilant``, ``N'ymphelet``: *Tous*, *Voilant*, *Nymphelet*), by the
    index of their first piece (``T'``): after a V, which no elision ends, whenever the word
    without it is a word; after T and N, the elisions *t’* and *n’*, only where it is far
    commoner than what follows the apostrophe (:data:`OVERHANG_RATIO`); the word and the
    index of its last piece."""
    out = {}
    for k, (p, q) in enumerate(zip(ps, ps[1:], strict=False)):
        m = _OVERHANG.fullmatch(p.text + q.text)
        if not m or p.kind != "word" or q.kind != "word" or not on("capital-apostrophe"):
            continue
        joined = _weight_form(m[1] + m[2])
        if joined and (m[1] == "V" or joined > OVERHANG_RATIO * frequency(m[2])):
            out[k] = (m[1] + m[2], k + 1)
    return out


def _set_apart(ps: tuple[Piece, ...]) -> dict[int, tuple[str, int]]:
    """The words whose capital tesseract set apart from the rest (``M ais``, ``D e``, ``B
    ouche``: a swash or wide capital's side bearing read as a space), by the index of the
    capital's piece: the word and the index of its last piece, where the word is a word far
    commoner (:data:`OVERHANG_RATIO`) than the rest alone (``A la``, ``O dieux`` stay)."""
    out = {}
    for k in range(len(ps) - 2):
        p, gap, q = ps[k : k + 3]
        if not (p.kind == "word" and gap.kind == "space" and q.kind == "word"):
            continue
        if len(p.text) != 1 or not p.text.isupper() or not q.text.isalpha():
            continue
        if not q.text[0].islower() or not on("capital-apart"):
            continue
        rest = max(frequency(q.text), 1.0 if known(q.text.replace("ſ", "s")) else 0.0)
        joined = _weight_form(p.text + q.text)
        if joined > OVERHANG_RATIO * rest:
            out[k] = (p.text + q.text, k + 2)
    return out


_INNER_CAPITAL = regex.compile(r"(\p{L}*\p{Ll})(\p{Lu})(\p{Ll}+)")


def _inner_capital(word: str) -> str | None:
    """A word with a capital inside, between small letters: tesseract's reading of a small
    letter (``eſChapoit``; an italic long s as ``S``, ``eStant``: *eſtant*), or a word run
    into the next word's capital (``queTheodoric``: *que Theodoric*); None when neither
    makes words."""
    m = _INNER_CAPITAL.fullmatch(word)
    if not m:
        return None
    head, capital, rest = m[1], m[2], m[3]
    small = long_s_word(head + ("ſ" if capital == "S" else capital.lower()) + rest)
    if known(small.replace("ſ", "s")):
        return small
    whole = len(head) >= 2 and len(rest) >= 3 and capital.isascii()  # (not ``pu Ëfe``)
    if whole and known(head) and weight(head) >= 10 * max(1.0, weight(small)):
        return head + " " + capital + rest
    return None


TENS = ("dix", "vingt", "trente", "quarante", "cinquante", "ſoixante", "quatre")
"""The number words that begin a compound (``trente-ſix``, ``dix-huit``, ``quatre-vingts``)."""
UNITS = (
    "vn",
    "vne",
    "un",
    "une",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "ſix",
    "ſept",
    "huit",
    "huict",
    "neuf",
    "dix",
    "vnze",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "ſeize",
    "vingt",
    "vingts",
    "cent",
    "cens",
)
"""The number words that follow in one, as the period prints them (v for a first u, long
s, ``huict``); a part that is one of either list stays (``ſix-vingts``, ``trois-cens``)."""
MAX_NUMBER_EDITS = 2


def number_parts(parts: list[str]) -> list[str]:
    """The parts of a hyphenated compound with a number word among them, each other part
    made the number word it is a worn reading of (``trente-crois``, ``trente-ciaq``,
    ``treme-ſix``, ``rente-vn``: *trente-trois*, *trente-cinq*, *trente-ſix*, *trente-vn*):
    of the words that may stand in its place (:data:`TENS` first, :data:`UNITS` after), the
    nearest within :data:`MAX_NUMBER_EDITS` letters when no other is as near. A compound
    without a number word is left as it is (``quelques-vns``, ``celle-cy``)."""
    if len(parts) < 2 or not any(p in TENS or p in UNITS for p in parts):
        return parts
    if not on("number-compound"):
        return parts
    out = []
    for k, p in enumerate(parts):
        words = TENS if k == 0 else UNITS
        if p in TENS or p in UNITS or not p.isalpha() or not p.islower():
            out.append(p)
            continue
        long_s = p.replace("f", "ſ")  # (tesseract's f: ``trente-fx``)
        near = sorted((min(Levenshtein.distance(x, n) for x in (p, long_s)), n) for n in words)
        (d, nearest), (d2, _) = near[:2]
        out.append(nearest if d <= MAX_NUMBER_EDITS and d < d2 else p)
    return out


def _part(read: str, restored: str) -> str:
    """A part of a hyphenated word (``crente-fix``: ``trente-ſix``): repaired alone when it
    is no word, as read with its long s restored (``restored``) when it is one. A part ends
    a word, and the print's s at a word's end is round (``quelques-vns``, ``Pays-bas``,
    ``Prouinces-Vnies``): the whole's long s before the hyphen is taken back (on the real
    pages' truth, three ſ before a hyphen read as ſ, none printed so). A part the whole
    word's long s left as read (the whole no word: ``crente-fix``) has its own judged alone
    (``fix``: *ſix*)."""
    if restored == read and "f" in read:
        restored = long_s_word(read)
    if restored.endswith("ſ"):
        restored = restored[:-1] + "s"
    if not read or known(restored.replace("ſ", "s")):
        return restored
    fixed = repair(read)
    return long_s_word(fixed) if fixed and " " not in fixed else restored
