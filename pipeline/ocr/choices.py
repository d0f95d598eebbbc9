"""Tesseract's own second choices for each letter, kept with the page and used to read a
worn word again (:func:`choose`): a second reading that costs no second run.

Worn print breaks a letter's strokes, and tesseract reads the broken letter as another one
(``crois`` for *trois*, ``fair`` for *fait*, ``carre`` for *carte*): often a word, so the
lexicon alone cannot tell it is wrong, and an unknown word's confusions are only the ones
:mod:`.confusions` lists. Tesseract's recogniser weighs other letters at each place and
says so when asked (``lstm_choice_mode=2`` with ``hocr_char_boxes=1``, which leave the
reading itself unchanged): on the pages set independently of the test book, the print's
letter was among them for four out of five misread words of the same length. The choices
are folded into each word's hOCR title (``x_choices 0:t 3:tr``: at the word's letter 0, a
t; at letter 3, t or r, most likely first) and the per-letter spans dropped, so the hOCR
keeps its usual size and text.

A word is read again with some of its letters replaced by their choices when that makes a
word the lexicon vouches for far more (:data:`PER_CHOICE` for each letter replaced; a word
already known must be beaten :data:`KNOWN_RATIO` times over): the page's own evidence says
which letters are doubtful, the period's lexicon which reading is French. A known word whose
doubted letter makes its twin by a worn letter's confusion (``crois`` with a t among its
first letter's choices) is weighed first by the period's counts and its neighbours
(:func:`pipeline.text.neighbours.twin`, at the odds of a doubted letter). Measured (issue
17) on the independent pages, the real pages and the generated ones (``scripts/bench.py
ocr``).
"""

from __future__ import annotations

import math
import re
from html import unescape as html_unescape

import regex

from pipeline.ocr.confusions import weight
from pipeline.text.neighbours import count, fit, replaced, twin

CONFIG = "-c lstm_choice_mode=2 -c lstm_choice_iterations=3 -c hocr_char_boxes=1"
"""What asks tesseract for its choices (the reading is the same without them). They cost a
tenth of tesseract's time at its default of five iterations of the choice search; three
read the same (the independent pages 759 -> 760 errors, the test book 123 -> 124, the real
pages 5.96% both) in 4% less of tesseract's time; one read far worse (795 -> 837, real
5.96% -> 6.07%). Part of the OCR cache's key."""
MIN_CONFIDENCE = 30.0
"""A letter below this confidence among tesseract's choices is no choice."""
MAX_CHOICES = 3
PER_CHOICE = 4.0
"""A reading must be this many times likelier (lexicon weight) for each letter it replaces."""
KNOWN_RATIO = 5.0
"""A word the lexicon knows is read again only when the other reading is this much likelier
as well: ``crois`` (rare) becomes *trois*, ``le`` never *la*. 20 before the neighbours were
weighed; with them, 10 read the independent pages 2.01% -> 2.00%, the real 6.52% -> 6.51%,
the OCR17 lines the same (5: 1.99%, 6.53%). Once one neighbour could no longer outweigh a
misreading's prior (session 12, :data:`pipeline.text.neighbours.MAX_SIDE`), 10 / 5 / 3 read
the independent pages 778 / 774 / 771 errors, the real pages 5.96% each; 5 kept, the bar
still twenty times the lexicon's word for a two-letter change."""
MAX_REPLACED = 2
CORE = regex.compile(r"^(\P{L}*)(\p{L}+)(\P{L}*)$")
"""A word as (marks before, its letters, marks after): the letters are what is weighed."""


_WORD = re.compile(
    rb"<span class='ocrx_word'([^>]*?)title='([^']*)'([^>]*)>"
    rb"((?:\s*<span class='ocrx_cinfo'[^>]*>(?:[^<]*|(?:\s*<span[^>]*>[^<]*</span>)*\s*)</span>)*)"
    rb"\s*</span>"
)
_LETTER = re.compile(
    rb"<span class='ocrx_cinfo' title='x_bboxes[^']*'>([^<]*)</span>"
    rb"(?:\s*<span class='ocrx_cinfo' id='lstm_choices[^']*'>((?:\s*<span[^>]*>[^<]*</span>)*)\s*</span>)?"
)
_CHOICE = re.compile(rb"x_confs ([\d.]+)'>([^<]*)</span>")


def compact(hocr: bytes) -> bytes:
    """Tesseract's hOCR with choices, each word's per-letter spans folded into its title
    (``x_choices``) and its text left as the reading (see the module). Done on the bytes
    with regular expressions (the hOCR with choices is some fifteen times the size of the
    plain one: a tree would cost a twelfth of tesseract's time)."""
    if b"x_bboxes" not in hocr:
        return hocr
    return _WORD.sub(_fold, hocr)


def _fold(m: re.Match) -> bytes:
    text, marks = b"", []
    length = 0
    for letter in _LETTER.finditer(m[4]):
        read = html_unescape(letter[1].decode())
        if letter[2]:
            found = _letters(letter[2], read)
            if found:
                marks.append(f"{length}:{found}")
        text += letter[1]
        length += len(read)
    title = m[2] + (f"; x_choices {' '.join(marks)}".encode() if marks else b"")
    return (
        b"<span class='ocrx_word'"
        + m[1]
        + b"title='"
        + title
        + b"'"
        + m[3]
        + b">"
        + text
        + b"</span>"
    )


def _letters(choices: bytes, letter: str) -> str:
    """The letters tesseract weighed at one place besides the one it read, most likely
    first."""
    found = []
    for c in _CHOICE.finditer(choices):
        other = html_unescape(c[2].decode())
        if float(c[1]) >= MIN_CONFIDENCE and len(other) == 1 and other.isalpha():
            found.append((-float(c[1]), other))
    out = ""
    for _, other in sorted(found):
        if other != letter and other not in out:
            out += other
    return out[:MAX_CHOICES]


def choose(word: str, choices: str, prev: str = "", nxt: str = "") -> str:
    """The word read again with its letters' other choices (see the module); as read when
    no reading is far likelier, its neighbours ``prev`` and ``nxt`` weighed too
    (:func:`pipeline.text.neighbours.fit`: ``il peur prendre`` is *il peut prendre*). A word
    in capitals, with a digit, an apostrophe or a hyphen inside, and a capital letter, are
    left as read."""
    if not choices:
        return word
    m = CORE.match(word)
    if not m or (m[2].isupper() and len(m[2]) > 1):
        return word
    lead, core = len(m[1]), m[2]
    spots: list[tuple[int, str]] = []
    for item in choices.split(" "):
        at, _, letters = item.partition(":")
        if not at.isdigit():
            continue
        i = int(at) - lead
        if 0 <= i < len(core) and not core[i].isupper():
            spots.extend((i, c) for c in letters if c.islower() == core[i].islower())
    if not spots or len(core) < 2:
        return word
    if core.isalpha() and weight(core):
        doubted = twin(core, prev, nxt, spots)
        if doubted != core:
            return m[1] + doubted + m[3]  # ``crois`` with a t among its first letter's choices
    base = vouched(core)
    threshold = (math.log(base * KNOWN_RATIO) if base else 0.0) + reading_fit(core, prev, nxt)
    best, best_score = core, threshold
    for cand, n in replaced(core, spots, MAX_REPLACED):
        w = vouched(cand)
        if w <= 0:
            continue
        score = math.log(w) - n * math.log(PER_CHOICE) + reading_fit(cand, prev, nxt)
        if score > best_score:
            best, best_score = cand, score
    if best == core:
        return word
    return m[1] + best + m[3]


def reading_fit(word: str, prev: str, nxt: str) -> float:
    """The neighbours' evidence for a reading, its f read as long s where only that is a
    word the counts know (``fon`` is *ſon*)."""
    if "f" in word and not count(word):
        word = word.replace("f", "s")
    return fit(word, prev, nxt)


def vouched(word: str) -> float:
    """How much the lexicon vouches for a reading, its f's read as long s too (tesseract's
    ``refte`` is *reſte*)."""
    w = weight(word)
    if "f" in word:
        w = max(w, weight(word.replace("f", "s")))
    return w
