"""Other readings of a page's doubtful lines, and a vote between the readings of each word
(issue 34): a ROVER-style choice, word by word, by tesseract's own word confidences, the
period's lexicon and the neighbours' counts.

Why: tesseract misreads a worn word in one way at one size and often in another at another,
or with its strokes a pixel heavier, and another network misreads it otherwise; where the
readings of a word it doubted disagree, the lexicon and the confidences can often tell which
is the print's.

- **Which lines** (:func:`second_readings`): only those with a word read with less
  confidence than :data:`DOUBT` that is not a word the lexicon knows well (:data:`KNOWN`;
  some seven lines in ten on the real pages; reading the whole page again would cost
  tesseract's time again). The lines are cut out of the prepared
  page, a margin of paper round each and the neighbouring lines' strokes taken off
  (:func:`pipeline.ocr.lines.strip_neighbours`), stacked one under the other in one image,
  and the stack is read (``--psm 6``) once for each of the :data:`PREPARATIONS`, each after
  the first only of the lines still disputed: one process and one model load per page and
  preparation, not one per line.
- **Alignment**: each word of another reading is put back in the page's frame by its
  strip's offset and paired with the first reading's word whose box holds its centre, when
  their boxes overlap over :data:`MIN_OVERLAP` of their joint width; several words there
  are one reading of it, the words apart (a run-together word set apart, below); the pair
  is kept in the word's hOCR title (``x_alt MODEL:PREPARATION CONF TEXT``, the text
  %-quoted), so the cache keeps it and the vote is weighed again, or switched off (the rule
  ``vote`` of :mod:`.switches`), without tesseract.
- **The vote** (:func:`vote_line`, at layout time, before the letter choices): each other
  reading is weighed against the first (:func:`support`); of those :func:`choose` takes,
  the best supported replaces it. Its settings were chosen on the 80 real pages with the
  scaled reading alone, each word's gain measured alone (every line read again once):
  :data:`DOUBT` for the cost (three lines in four read again: 1.24x raw tesseract's CPU,
  every line an estimated 1.5x), :data:`MARGIN` and :data:`PER_POINTS` leaving one print
  out: chosen on nine prints, the tenth gained each time, 104 errors of 7,113 in all (the
  settings kept, chosen on all ten: 117).

The Latin script's recogniser (session 19): Debian's ``script/Latin`` model, trained on many
languages' texts, reads as badly as the French alone (raw, ten real pages: 18.20% against
17.85%) but errs elsewhere, so as a third voice, where the two French readings still dispute
a word, it pays: with the period's dictionary in place of its own 88 MB word list
(:mod:`pipeline.ocr.model`) the 80 real pages 5,540 -> 5,470 errors reading whole lines, a
gain on nine prints (the OCR17 lines 364 -> 359, the pages set independently 551 -> 536, the
test book 89 -> 89: not used to choose); with its own word list 5,484 (and a third of a
second more a page to load it), with none 5,495; in place of the heavier reading 5,525. Whole
lines cost too much (CPU 2.10x raw tesseract's on the real pages, 2.15x on the generated:
over issue 34's 2x), so it reads only the stretch of each line from its first disputed word to
its last (:func:`_stretch`): the real pages 5,476 errors (a gain on nine prints of ten, the
tenth 4 errors worse), the OCR17 lines 364, the pages set independently 541, the test book
88, for 0.41 s a page of tesseract's time on ten real pages where whole lines took 0.65 (a
word beside each end as context: 5,475, 0.48 s). The heavier reading so cut kept only 56 of
its 86 errors saved (5,570 against 5,540), so it reads whole lines still.

Debian's model of old Italian prints (``tesseract-ocr-ita-old``, session 23), trained on
early printed books (its letters hold the long s and the ampersand), reads the period's
print better than the French model alone (four main-text lines of each real page cut out by
their truth boxes and read raw: 16.09% against 17.03% with the period's dictionary; the
italic print 131 errors against 214) but does not pay its way here: as a fifth reading of
the stretches still disputed, the 80 real pages 5,076 -> 5,045 errors (six prints gain,
four lose; the pages set independently 514 -> 509) for a CPU time 2.06x raw tesseract's,
over issue 34's 2x; only where no reading so far is a word (a third of those stretches),
5,084; in place of the Latin script's reading, 5,116; as the first reader, everything after
it fitted to the French model's readings, 5,936. Not used.

A run-together word set apart (session 20): tesseract often reads a tight line's words as
one (``quetuznets``, ``grandeſallegreſles``) where another reading sets them apart; such a
reading is paired too, its words joined by spaces, and the vote weighs it as strongly as its
least supported word (:func:`_split_support`; every piece a word of the lexicon, a lone
letter only a word of one letter, the letters the same but for a third of them; the very
same letters set apart only case and all, not at a hyphen, :func:`_only_spaced`, session
22). On the same
readings the 80 real pages 5,487 -> 5,426 errors with it, a gain on eight prints, none
worse; the OCR17 lines 364 -> 354, the pages set independently 541 -> 539, the test book 88
(not used to choose). A split is a dispute, so a few more lines are read again, and the
readings stacked with them shift (the real pages as read before 5,476: 5,426 with the
splits); the CPU is unchanged (two worn generated books, 2.23x -> 2.24x raw tesseract's). The
reverse, words the first reading set apart that another reads as one (``argente lettes``):
6 errors on the real pages, 2 on the OCR17 lines, half its changes a letter lost
(``M editer`` read ``editer``): not taken.

Lines whose every doubtful word the lexicon knows well (session 20, :data:`KNOWN`): on the
real pages the other readings of such lines changed as many words for the better as for the
worse, so they are not read again: at a weight of 20, 11% fewer lines read, the real pages
5,426 -> 5,419 errors (five prints gain, five lose), the OCR17 lines 354 -> 356, the pages
set independently 539 -> 539, the test book 88 -> 87; at 5, 5,416, 356, 548, 89; at 1
(every doubtful word a word at all: a quarter fewer lines), 5,441, 359, 555, 91 (a loss on
every set, for 0.18x less of raw tesseract's CPU).

A reading of signs alone (session 20): the lexicon cannot weigh an ``&`` (nor the ``€``,
``@``, ``©`` the post-correction reads as one), while it knows ``c``, ``d`` and ``e`` well
(the elisions'), so the vote took another reading's ``c`` for a worn ampersand; a first
reading without a letter or a figure is now left as read: the real pages 5,419 -> 5,396
errors, a gain on eight prints, none worse (figures stay open to the vote: ``4`` read for
*a*, ``107`` for *toy*, which it mends).

An elided word (session 20): ``c’eſt`` is no single run of letters, so the lexicon gave the
first reading nothing and another reading that lost the elision (``eſt``, ``l’vne`` read
``vne``) won; such a reading, the elided word less its elision or its apostrophe, is now
refused: the real pages 5,396 -> 5,388 errors (five prints gain, none worse), the OCR17
lines 352 -> 352, the pages set independently 540 -> 537, the test book 87 -> 85.

Measured and not taken (every line read, each family of settings chosen leaving one print
out, the gain summed over the ten held-out prints): Debian's Middle French model (``frm``) as
the second reading, the issue's first idea: 5,661 disagreements with ``fra`` and a loss
(-13 and -46 errors for the two families, none better than leaving it off): its readings of
the period's italic are worse than ``fra``'s (``aſſez`` for *affez* but ``ielgiie`` for
*quelque*); the scaled reading with the strips' margins left as cut, +37 / +26 (their
neighbours' specks read as a ``;`` after a line's last word).

The heavier reading (``bold``, session 18), added to the vote as it was: measured with
``scripts/bench_pages.py`` (80 real pages), and on the OCR17 lines and the generated pages,
which were not used to choose it. Read only where the scaled reading disputes a doubtful
word (:func:`disputed`), at the strips' own size: the real pages 5,626 -> 5,542 errors
(7.50% -> 7.39%), a gain on each of the ten prints; the OCR17 lines 374 -> 364 errors (the
lines read as ``make bench``'s sample reads them less the drop capitals), the pages of the
book's text set independently 571 -> 551, the test book's 93 -> 89. Tried on the real pages
and not taken: every doubtful line read heavier at 1.5 times the size (7.39%, the others
362, 552, 93, for half as much again of its time: the CPU 1.92x raw tesseract's on the real
pages, 1.96x on the generated), or at its own size (7.40%; 364, 558, 90); at 2.0 times
(7.39%, a print lost); a third reading at 2.0 times of the strips as prepared (7.43%); the
heavier reading alone as the second (7.46%); the heavier reading only for lines with a word
under 50 (7.40%, for a sixth less of its time: most doubtful lines hold such a word); a
bonus for two readings that agree (ROVER's count of votes: one error, not worth a setting).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from typing import NamedTuple
from urllib.parse import quote

import numpy as np
import pytesseract
import regex
from lxml import html
from PIL import Image
from rapidfuzz.distance import Levenshtein
from scipy import ndimage

from pipeline.ocr import model
from pipeline.ocr.choices import CORE, reading_fit, vouched
from pipeline.ocr.choices import choose as choose_letters
from pipeline.ocr.confusions import repair
from pipeline.ocr.hocr import (
    BBOX,
    CONF,
    LINES,
    NOT_PRINTED,
    UTF8,
    WORDS,
    OcrLine,
    other_readings,
    word_text,
)
from pipeline.ocr.lines import strip_neighbours
from pipeline.ocr.switches import on

SCALE = 1.5
"""The strips are read at this multiple of the prepared page's size: a second preparation."""


class Preparation(NamedTuple):
    """One more reading of the doubtful lines: how its strips are prepared (``grey``: as the
    page was prepared; ``bold``: every stroke a pixel heavier, a 2x2 minimum filter), the
    scale they are read at, the model that reads them, and whether it reads the whole line
    or only the stretch that holds its disputed words (:func:`_stretch`)."""

    name: str
    scale: float
    model: str
    whole: bool = True


PREPARATIONS = (
    Preparation("grey", SCALE, model.NAME),
    Preparation("bold", 1.0, model.NAME),
    Preparation("grey", 1.0, model.SCRIPT_NAME, whole=False),
)
"""The readings after the first, in order, each of the lines the readings so far still
dispute: the strips as prepared, scaled; the same with every stroke a pixel heavier,
unscaled (a worn letter's broken stroke joined, a hairline kept, where the prepared strip
lets tesseract read ``c`` for *e* or lose an ``r``'s arm); then the stretches of the lines'
disputed words, read by the Latin script's recogniser with the period's dictionary
(:data:`pipeline.ocr.model.SCRIPT_NAME`): another network, other errors. A whole line's
reading costs about as much as the page's first reading, the Latin network a third more
than the French on the same strips (see the module for what each adds and costs)."""
DOUBT = 70
"""A line is read again when one of its words was read with less confidence than this, and
only such a word may be taken from the second reading, or one read with more that is no
word (:func:`_sure_of_no_word`). Reading again the lines that hold only such sure
non-words too (275 more lines on the 80 real pages, some 20% more lines read) gave 5,087
errors for 5,086: not done."""
KNOWN = 20
"""A line is not read again when each word it doubts is a word the period's lexicon knows at
least this well (:func:`pipeline.ocr.choices.vouched`): there the other readings changed as
many words for the worse as for the better (see the module), and a line's reading costs
tesseract's time."""
MARGIN = 0.25
"""How much more support (log odds) the second reading must have to be taken. Chosen at 1.5
in session 17 with the scaled reading alone; with three readings and the lexicon of session
22 a smaller margin pays: on the cached readings of the 80 real pages (PER_POINTS 20) 1.5
5,191 errors, 1.0 5,161, 0.75 5,150, 0.5 5,146, 0.25 5,138 (ten prints gain, none loses),
0 5,145; leaving one print out over MARGIN 0 to 1.5 and PER_POINTS 20, 30, 40 (chosen on
nine prints, scored on the tenth: 0.25 chosen for nine of them) 5,143. Not used to choose:
the OCR17 lines 345 -> 341, the pages set independently 503 -> 513, the test book 86 ->
85."""
PER_POINTS = 20.0
"""Points of tesseract's confidence worth one point of log odds in the vote."""
LETTER_WORDS = frozenset("aàyôo")
"""The words of one letter a split may hold (another lone letter is an elision's, ``l``)."""
LETTERS = regex.compile(r"\P{L}+")
"""What is not a letter, taken off a reading to compare its letters."""
ELIDED = regex.compile(r"^(\P{L}*)(\p{L}{1,2})[’'](\p{L}+)(\P{L}*)$")
"""An elided word as read (``c’eſt``: its elision, its word)."""
LETTER_OR_FIGURE = regex.compile(r"[\p{L}\p{N}]")
"""A reading without one is signs alone (``&``): the vote leaves it as read (see the
module)."""
MIN_OVERLAP = 0.8
"""A pair's boxes overlap over at least this share of their joint width."""
READING = (
    f"vote doubt {DOUBT} splits known {KNOWN} stacked psm 6 strips cleaned"
    f" overlap {MIN_OVERLAP} disputed "
    + " ".join(
        f"{p.model}:{p.name}@{p.scale}" + ("" if p.whole else "/words") for p in PREPARATIONS
    )
)
"""Part of the OCR cache's key: a page read with other settings is read again."""

Box = tuple[int, int, int, int]


def doubtful(line: html.HtmlElement, doubt: float = DOUBT) -> bool:
    """Whether a line of the hOCR has a printed word read with less confidence than
    ``doubt`` that is not a word the lexicon knows well (:data:`KNOWN`)."""
    for _, text in _doubted(line, doubt):
        m = CORE.match(text)
        if not m or vouched(m[2]) < KNOWN:
            return True
    return False


def _doubted(line: html.HtmlElement, doubt: float) -> Iterator[tuple[html.HtmlElement, str]]:
    """The line's printed words read with less confidence than ``doubt`` (or with none),
    each with its text."""
    for w in line.xpath(WORDS):
        text = word_text(w)
        if text in NOT_PRINTED:
            continue
        c = CONF.search(w.get("title", ""))
        if c is None or int(c[1]) < doubt:
            yield w, text


def _box(el: html.HtmlElement) -> Box | None:
    m = BBOX.search(el.get("title", ""))
    return tuple(int(v) for v in m.groups()) if m else None  # type: ignore[return-value]


def second_readings(image: Image.Image, hocr: bytes, height: float, doubt: float = DOUBT) -> bytes:
    """The hOCR with each word of a doubtful line carrying its other readings, one for each
    of the :data:`PREPARATIONS` (see the module); ``image`` is the page tesseract read (the
    hOCR's frame), ``height`` its letters' height in pixels, ``doubt`` the confidence below
    which a word makes its line doubtful. A preparation after the first reads only the lines
    whose doubtful words the readings so far dispute (:func:`disputed`). The hOCR as it was
    when no line is doubtful."""
    doc = html.fromstring(hocr, parser=UTF8)
    pad_y, pad_x = max(4, round(0.3 * height)), max(8, round(height))
    lines = [  # each line cut out once, however many times it is read
        (el, _strip(image, box, pad_x, pad_y))
        for el in doc.xpath(LINES)
        if (box := _box(el)) and doubtful(el, doubt)
    ]
    if not lines:
        return hocr
    for k, prep in enumerate(PREPARATIONS):
        if k:
            lines = [(el, strip) for el, strip in lines if disputed(el, doubt)]
            if not lines:
                break
        strips = [s if prep.whole else _stretch(el, s, doubt) for el, s in lines]
        stack, tops = _stack(strips, pad_x, pad_y)
        found = _read_stack(
            _prepared(stack, prep.name, prep.scale),
            prep.model,
            [crop for crop, _ in strips],
            tops,
            pad_x,
            prep.scale,
        )
        for (line, _), others in zip(lines, found, strict=True):
            _pair(line, others, f"{prep.model}:{prep.name}")
    return html.tostring(doc, encoding="utf-8")


def disputed(line: html.HtmlElement, doubt: float = DOUBT) -> bool:
    """Whether a doubtful word of the line (below ``doubt``) has no other reading yet, or one
    that differs from it: where every reading so far agrees, another seldom changes the
    vote, and each costs about as much as the page's first reading."""
    return any(True for _ in _disputed(line, doubt))


def _disputed(line: html.HtmlElement, doubt: float) -> Iterator[html.HtmlElement]:
    """The line's disputed words (:func:`disputed`)."""
    for w, text in _doubted(line, doubt):
        others = other_readings(w.get("title", ""))
        if not others or any(o != text for o, _ in others):
            yield w


def _stretch(
    line: html.HtmlElement, strip: tuple[Box, Image.Image], doubt: float
) -> tuple[Box, Image.Image]:
    """The stretch of a line's strip from its first disputed word to its last, cut halfway
    across the gaps to the words beside them (the strip's ends beyond its first and last
    word): a reading costs tesseract time in proportion to the width it reads, and only a
    disputed word can take another reading. The whole strip where none is disputed."""
    (cx0, cy0, cx1, cy1), cut = strip
    boxes = _printed(line)
    hit = set(_disputed(line, doubt))
    at = [k for k, (w, _) in enumerate(boxes) if w in hit]
    if not at:
        return strip
    first, last = at[0], at[-1]
    x0 = (boxes[first - 1][1][2] + boxes[first][1][0]) // 2 if first else cx0
    x1 = (boxes[last][1][2] + boxes[last + 1][1][0]) // 2 if last + 1 < len(boxes) else cx1
    x0, x1 = max(cx0, x0), min(cx1, x1)
    if x1 - x0 < 4:
        return strip
    return (x0, cy0, x1, cy1), cut.crop((x0 - cx0, 0, x1 - cx0, cut.height))


def _printed(line: html.HtmlElement) -> list[tuple[html.HtmlElement, Box]]:
    """The line's printed words (not a rule read as ``|``) that have a box, with it."""
    return [
        (w, box)
        for w in line.xpath(WORDS)
        if word_text(w) not in NOT_PRINTED and (box := _box(w)) is not None
    ]


def _strip(image: Image.Image, box: Box, pad_x: int, pad_y: int) -> tuple[Box, Image.Image]:
    """A line cut out of the page with a margin of paper round it, the neighbouring lines'
    strokes taken off; with its crop box in the page."""
    x0, y0, x1, y1 = box
    crop = (
        max(0, x0 - pad_x),
        max(0, y0 - pad_y),
        min(image.width, x1 + pad_x),
        min(image.height, y1 + pad_y),
    )
    return crop, strip_neighbours(image.crop(crop))


def _stack(
    strips: list[tuple[Box, Image.Image]], pad_x: int, pad_y: int
) -> tuple[Image.Image, list[int]]:
    """The strips stacked one under the other, a margin between them; with each one's top."""
    tops, top = [], pad_y
    for crop, _ in strips:
        tops.append(top)
        top += crop[3] - crop[1] + pad_y
    width = max(c[2] - c[0] for c, _ in strips) + 2 * pad_x
    stack = Image.new("L", (width, top + pad_y), 255)
    for (_, cut), at in zip(strips, tops, strict=True):
        stack.paste(cut, (pad_x, at))
    return stack, tops


def _prepared(stack: Image.Image, name: str, scale: float) -> Image.Image:
    """The stack of strips as the preparation ``name`` has it (:data:`PREPARATIONS`), scaled."""
    if name == "bold":
        stack = Image.fromarray(ndimage.grey_erosion(np.asarray(stack), size=(2, 2)))
    if scale != 1:
        stack = stack.resize(
            (round(stack.width * scale), round(stack.height * scale)), Image.LANCZOS
        )
    return stack


def _read_stack(
    stack: Image.Image, lang: str, crops: list[Box], tops: list[int], pad_x: int, scale: float
) -> list[list[tuple[str, int, Box]]]:
    """Tesseract's words of the stack (read by the model ``lang`` at ``scale``), strip by
    strip, each with its confidence and its box in the page's frame."""
    stack.format = "PPM"  # handed to tesseract as PGM (pages.pnm)
    read = pytesseract.image_to_pdf_or_hocr(
        stack, lang=lang, extension="hocr", config=model.config("--psm 6")
    )
    found: list[list[tuple[str, int, Box]]] = [[] for _ in crops]
    for w in html.fromstring(read, parser=UTF8).xpath(WORDS):
        text, box = word_text(w), _box(w)
        if text in NOT_PRINTED or box is None:
            continue
        box = tuple(round(v / scale) for v in box)
        cy = (box[1] + box[3]) / 2
        for k, (crop, at) in enumerate(zip(crops, tops, strict=True)):
            if at <= cy < at + crop[3] - crop[1]:
                dx, dy = crop[0] - pad_x, crop[1] - at
                c = CONF.search(w.get("title", ""))
                found[k].append(
                    (
                        text,
                        int(c[1]) if c else 0,
                        (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy),
                    )
                )
                break
    return found


def _pair(line: html.HtmlElement, others: list[tuple[str, int, Box]], reading: str) -> None:
    """Each word of the line given the other reading's words (named ``reading`` in its
    ``x_alt``) whose centres lie in the word's box, when together they mostly overlap it:
    one word, or several (a run-together word read apart, their texts joined by spaces,
    their least confidence), so long as none of them lies in another word's box too."""
    words = _printed(line)
    for w, box in words:
        inside = [o for o in others if box[0] <= (o[2][0] + o[2][2]) / 2 < box[2]]
        if not inside:
            continue
        if len(inside) > 1 and any(  # a split: none of its pieces another word's too
            b[0] <= (o[2][0] + o[2][2]) / 2 < b[2] for o in inside for v, b in words if v is not w
        ):
            continue
        a0, a1 = min(o[2][0] for o in inside), max(o[2][2] for o in inside)
        joint = max(box[2], a1) - min(box[0], a0)
        if min(box[2], a1) - max(box[0], a0) < MIN_OVERLAP * joint:
            continue
        text = " ".join(o[0] for o in sorted(inside, key=lambda o: o[2][0]))  # words apart
        conf = min(o[1] for o in inside)
        w.set("title", f"{w.get('title', '')}; x_alt {reading} {conf} {quote(text, safe='')}")


def vote_line(line: OcrLine) -> None:
    """The line's words each as the vote reads it, in place: of a word's other readings, the
    one :func:`choose` takes with the most :func:`support`; a word so taken takes its
    confidence and loses the first reading's letter choices (they are of its letters); the
    line's text and raw reading are its words again."""
    words = list(line.words)
    taken = set()
    for k, (text, box) in enumerate(words):
        prev = words[k - 1][0] if k else ""
        nxt = words[k + 1][0] if k + 1 < len(words) else ""
        conf = line.confidences.get(box, 0.0)
        alternatives = line.alternatives.get(box, ())
        choices = line.choices[k] if len(line.choices) == len(words) else ""
        unknown = bool(alternatives) and _sure_of_no_word(text, conf, choices, prev, nxt)
        weighed = min(conf, DOUBT - 1) if unknown else conf  # no word: doubted at the most
        best = _best(text, weighed, alternatives, prev, nxt)
        if best is not None and unknown and not on("vote-unknown"):
            best = None
        if best is not None and " " in best[0] and not on("vote-split"):
            others = [a for a in alternatives if " " not in a[0]]
            best = _best(text, weighed, others, prev, nxt)
        if best is not None and on("vote"):
            words[k] = (best[0], box)
            line.confidences[box] = best[1]
            taken.add(k)
    if not taken:
        return
    line.words = tuple(words)
    line.text = line.raw = " ".join(text for text, _ in words)
    if len(line.choices) == len(words):
        line.choices = tuple("" if k in taken else c for k, c in enumerate(line.choices))


def _sure_of_no_word(read: str, conf: float, choices: str, prev: str, nxt: str) -> bool:
    """Whether tesseract was sure of a reading (:data:`DOUBT` or over) that no list knows
    and its letters' other choices do not make a word (``qus``, its s's choice an i, is
    left to them). Such a word is open to the vote as a doubted one, its confidence
    counting as DOUBT - 1 at the most: tesseract's beam was sure of letters that make no
    word (``Quetont``, ``pourledelice``, ``furie`` for *ſur le*), and the other readings
    that are words, though read with less confidence, are likelier the print's. A line is
    read again only for its doubted words, so a sure word has other readings only on such
    a line: no tesseract call more. On the 80 real pages (cached readings) 5,218 -> 5,191
    errors, eight prints gain, one loses (one error); with the word's own confidence
    weighed, 5,198 (seven gain, two lose one each); without the letter choices' guard the
    vote took ``qu`` for ``qus``, which the choices make *qui*."""
    if conf < DOUBT:
        return False
    m = CORE.match(read)
    if m is None or vouched(m[2]):
        return False
    mended = CORE.match(choose_letters(read, choices, prev, nxt))
    return mended is None or not vouched(mended[2])


def _best(
    read: str, conf: float, others: Iterable[tuple[str, float]], prev: str, nxt: str
) -> tuple[str, float] | None:
    """Of a word's other readings, the one with the most :func:`support`, if it beats the
    first reading by :data:`MARGIN`."""
    best, most = None, MARGIN
    for other, other_conf in others:
        gain = support(read, conf, other, other_conf, prev, nxt)
        if gain is not None and gain > most:
            best, most = (other, other_conf), gain
    return best


def _split_support(
    read: str, conf: float, other: str, other_conf: float, prev: str, nxt: str
) -> float | None:
    """:func:`support` for another reading that splits the word in several (``quetuznets``
    read ``que tu mets``): each piece must be a word of the lexicon, and the split is as well
    supported as its least supported piece, each weighed beside its own neighbours (the
    pieces beside it; the line's words at the ends)."""
    pieces = [CORE.match(p) for p in other.split()]
    if not all(pieces):
        return None  # a mark alone, or figures: of which the lexicon says nothing
    cores = [m[2] for m in pieces]  # type: ignore[index]
    if any(len(c) == 1 and c.lower() not in LETTER_WORDS for c in cores):
        return None  # a lone l, d, m: an elision's apostrophe lost, not a word set apart
    mine, theirs = LETTERS.sub("", read).lower(), "".join(cores).lower()
    if mine == theirs and not _only_spaced(read, cores):
        return None  # the same letters: only their case or marks differ
    if Levenshtein.distance(mine, theirs) > max(len(mine), len(theirs)) // 3:
        return None  # not the same print read otherwise: specks or a neighbour's letters
    a = CORE.match(read)
    scores = []
    for k, core in enumerate(cores):
        known = vouched(core)
        if not known:
            return None
        left = cores[k - 1] if k else prev
        right = cores[k + 1] if k + 1 < len(cores) else nxt
        scores.append(_score(core, known, left, right))
    first = _score(a[2], vouched(a[2]), prev, nxt) if a else 0.0
    return min(scores) - first + (other_conf - conf) / PER_POINTS


def _only_spaced(read: str, cores: list[str]) -> bool:
    """Whether another reading sets the first's very letters apart (``Taface`` read ``Ta
    face``, ``eſſayeeque`` read ``eſſayee que``), case and all, and not at a hyphen
    (``toutes-fois``: the hyphen's own spacing). The gap it saw is evidence of a space the
    lexicon cannot give (the post-correction cuts no unknown word, session 25; a piece as
    rare as *eſſayee* is no word it would vouch for): on the 80 real pages
    (cached readings) 5,221 -> 5,218 errors, three prints gain, none loses; the OCR17
    lines 350 -> 349, the pages set independently 510 -> 508, the test book 85 -> 86. With
    the case differing (``mavie``, ``ma Vie``) the split is still refused."""
    return len(cores) > 1 and "-" not in read and LETTERS.sub("", read) == "".join(cores)


def choose(read: str, conf: float, other: str, other_conf: float, prev: str, nxt: str) -> bool:
    """Whether another reading ``other`` of a word the first reading doubted (below
    :data:`DOUBT`) is the print's rather than ``read``: when its :func:`support` beats the
    first reading's by :data:`MARGIN`."""
    return _best(read, conf, ((other, other_conf),), prev, nxt) is not None


def support(
    read: str, conf: float, other: str, other_conf: float, prev: str, nxt: str
) -> float | None:
    """How much more ``other`` is supported than ``read`` (log odds: the lexicon's weight,
    log; the neighbours' fit; the confidence, a point of log odds per :data:`PER_POINTS`
    points); None when it may not be taken at all: the first reading was sure (at
    :data:`DOUBT` or over), the other is no word of the lexicon, or only their marks differ
    (``Ciel;``, ``Ciel;;``): there the vote has nothing but two confidences to go on, and on
    the real pages that cost more than it saved (the strips' specks read as a ``;``: 33
    words taken on the real pages, 9 errors more; ``M. DC. LXV.`` read ``M.; DC.; LXV.`` on
    a clean generated page)."""
    if conf >= DOUBT or other == read:
        return None
    if not LETTER_OR_FIGURE.search(read):
        return None  # signs alone (&, or the € and © the post-correction reads as one)
    e, b = ELIDED.match(read), CORE.match(other)
    if e and b and b[2].lower() in (e[3].lower(), e[2].lower() + e[3].lower()):
        return None  # the elided word, its elision (or only its apostrophe) lost
    if " " in other:
        return _split_support(read, conf, other, other_conf, prev, nxt)
    a, b = CORE.match(read), CORE.match(other)
    if a and b and a[2] == b[2]:
        return None  # the same letters: only marks differ, of which the lexicon says nothing
    known = vouched(b[2]) if b else 0.0
    if not known and a and b and on("vote-repaired"):
        known = _repaired(a[2], b[2])
    if not known:
        return None
    first = _score(a[2], vouched(a[2]), prev, nxt) if a else 0.0
    second = _score(b[2], known, prev, nxt)
    return second - first + (other_conf - conf) / PER_POINTS


def _repaired(read: str, other: str) -> float:
    """How much the lexicon vouches for ``other`` as tesseract's confusions mend it
    (:func:`pipeline.ocr.confusions.repair`: ``tranaſl`` -> *trauail*), where the first
    reading ``read`` is no word and no confusion mends it (``tranaſl``, ``anidernent``): the
    vote's other readings are then weighed as the post-correction will read them; 0 for
    two words of one letter (``ya``: the split vote weighs those) or no repair. On the 80 real pages 5,299
    -> 5,290 errors (four prints gain, two lose); on the pages set independently of the test
    book, not used to choose, 537 -> 509; the OCR17 lines 351 -> 352, the test book 85."""
    if vouched(read) or repair(read) is not None:
        return 0.0
    mended = repair(other)
    return vouched(mended) if mended and " " not in mended else 0.0


def _score(word: str, known: float, prev: str, nxt: str) -> float:
    """A reading's letters weighed (log odds): the lexicon's weight ``known`` for them
    (:func:`pipeline.ocr.choices.vouched`) and their neighbours' fit."""
    return math.log(known + 1) + reading_fit(word, prev, nxt)
