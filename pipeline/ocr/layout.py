"""The layout of an OCR'd page: which lines are the page's own text, which are furniture
(running head, page number, signature, catchword), marginal notes, and which are ghosts.

Decided from the page itself, never from settings fitted to one print:

- **Ghost lines** (``dirt``): tesseract invents letters in bleed-through, paper texture, a
  facing page's dark edge. A line is a ghost when it has no word of two letters or figures
  (but spaced capitals, ``E T``, or a capital alone read with confidence, each with its
  mark on the page); when it is read with next to no confidence;
  when less than a fifth of its width lies under letter-sized marks of the prepared page
  and they are fewer than its letters (``x_ink``, measured by
  :func:`pipeline.ocr.hocr.annotate`); when it is read with little confidence from far more
  or far fewer marks than letters (fleurons); or when it is one short
  word read with little confidence and little ink under it. Confidence alone condemns no
  line that has the evidence of print (:func:`printed`): a line of one or two whole words
  (letters only, three or more each) with ink under most of its width, no more marks than
  letters and a little more, about as tall as the page's lines of text, and standing where print
  stands: at the text block's left edge (a paragraph's last line, a word alone on a worn
  line) or, the page's last line, at or past its right edge (a catchword). A worn word read with next to no
  confidence (``lecson,`` for the catchword *leçon,*) or from merged letters (``OCCUFENCES.``)
  is kept; a band of fleurons, set in the middle or across the measure, is not.
- **The text block**: the columns of the page's long lines (at least half the longest); a
  line that lies wholly beside it is a marginal note (``margin``) when it is near the block,
  a ghost when it touches the image's edge (the facing page, the scanner's bed).
- **Notes read into the text's lines** (first of all): a marginal note set close beside the
  block is read by tesseract with the text's line as one (``Henry II. venoit l'ans, de tant``);
  where the page shows a justified edge (lines starting there, others with a word starting
  there after a white channel, few crossing it, the notes narrower than the block), each
  such line is cut at it, the note's part a marginal note (:func:`split_notes`).
- **Two columns** (before the notes): a page or a block of it set in two columns (an index,
  a table, a dictionary) is known by a white channel down the block, words on both sides,
  the sides about as wide and as full, side by side and set close, the text not running on
  through it from the line above to the line below, as through a river of word spaces
  (:func:`split_columns`);
  a row read across both is cut at the channel, both columns are text (not notes beside
  the block), and the text is read column by column (:func:`_read_columns`).
- **Furniture**: the first line near the top is a running head (with or without its page
  number, its ones maybe read as letters: ``II``; kind ``header``, its zone NumberingZone
  when it is a number alone; in capitals no larger than the text's, also when the reading
  lost its full stop, where a piece's title is set in larger ones); the last line near
  the foot (of the image, or of the print when the scan takes in blank paper below it) is a
  signature or a catchword (known by its form, or by its place: one or two words beginning
  past the middle, or nearly, of the page, where tesseract's words are, not its line box,
  a speck read as a letter or two far left of them not counted, and no wider than a
  catchword: a motto at the foot is text);
  a signature in small, worn type read with next to no confidence (``À 4``, ``à j``), a ghost
  by its reading, is a signature by its place below the text and its form.
  A head garbled past recognition is known by its place: a short line, not in capitals (a
  title is), set apart from the text by more than twice its usual gap, centred over the
  text and followed by it (not by a short centred line: a title's second line).
- **A title page**: its lines centred (:func:`display`), it has no furniture by place; set in
  type of several sizes (:func:`title_page`), its lines are ``title``, the SegmOnto
  TitlePageZone, and still the page's text (:data:`pipeline.ocr.hocr.TEXT_KINDS`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar

import numpy as np
import regex
from rapidfuzz.distance import Levenshtein

from pipeline.model import Line
from pipeline.ocr.preprocess import runs
from pipeline.ocr.switches import on
from pipeline.text.fold import fold
from pipeline.text.furniture import running_head, signature, unnumbered_head

if TYPE_CHECKING:
    from pipeline.ocr.pages import OcrLine, Page

EDGE = 0.12
"""Furniture lives in the top and bottom eighth of the page."""
INK = 20
"""A line with less than this per cent of its width under letter-sized marks is a ghost
(print has some 70, spaced capitals 40)."""
SUPPORTED = 35
"""A short or spaced line with this much ink under it is printed, however unsure its
reading."""
NO_CONFIDENCE = 10
"""A line read with less confidence than this is a ghost (tesseract reading an ornament,
a band of fleurons, gives 0); a title in large capitals still reads at 15."""
SURE = 80
DOUBTFUL = 30
"""A line read with less confidence is not one of the lines that measure the text block."""
GHOST_DOUBT = 50
"""A line read with less confidence is a ghost when the marks on the page under it are not
about one per letter read (within MARKS_PER_LETTER either way): an ornament's fleurons are
read as two letters each, or one letter from three pieces; print, even garbled, is near one
(a title in large capitals read at 15: 14 marks for 15 letters). 30 with Debian's network;
the period's (:mod:`pipeline.ocr.model`) reads a head-piece's fleurons with more confidence
(``AE FA NE var ſi E`` at 60, ``ON O NI`` at 40, 4 and 7 marks a letter). Chosen on the real
pages read with networks trained on the other prints (``make bench``'s cross-print reading,
with the session's first networks, trained before a line's crop was cleared of its
neighbours' ink): 40 saved 94 errors, 45 96, 50 127, 55 122 (four prints better, none
worse), 60 55 (one print 52 worse), 70 cost 162; the generated pages unchanged."""
MARKS_PER_LETTER = 1.5
STRAY_GAP = 1.5
"""A mark further from the words than this many of the line's usual word spaces (and a
fifth of its height) is not one of them."""
QUIRE_MARK = 0.45
"""A short foot line whose words begin past this share of the page's width is a quire mark:
a catchword at the right, a signature about the middle (a worn ``A iij`` read ``À üit``,
which no signature pattern knows, begins at 0.498 of its page)."""
_PAGE_NUMBER = regex.compile(
    r"^\s*\d{1,3}[.,:]?\s|\s\d{1,3}[.,:]?\s*$|(?<=\p{L}[.,:])\d{1,3}[.,:]?\s*$"
)
"""A head's page number, first or last (``272 Le Ieu…``, ``…Oye. 273``), its point maybe read
as a comma or a colon (``Le leu du Hoc, 1:``, a worn *11.*), the space before it maybe lost
(``Le Ieu des quatre fins.3``). With the worn ones after a stop (below), read by the period's
network: the pages set independently of the test book 509 -> 427 errors, the test book 223
-> 141, the real pages (read by networks trained on the other prints) 17 fewer, one print."""
_WORN_PAGE_NUMBER = regex.compile(
    r"^\s*(?=[Il]*1)[1Il]{2,3}[.,:]?\s|\s[1Il]{2,3}[.,:]?\s*$|\p{L}[.,:]\s?[1Iil][.,:]?\s*$"
)
"""A head's page number whose ones were read as letters (``II``, ``Il``, ``l1`` for *11*;
first only with a figure among them, as a line of text may begin with *Il*), or a one read
as a letter after the title's stop (``Le Ieu de l’Oye. i``: the period's network reads an
old-style one so). A top line such as ``CHAP. I.`` is taken for a head too: asking for a
title of two words before the stop cost 17 errors on the real pages (``Mirsenes, Liv. I.``,
a running title)."""
_NUMBER_ALONE = regex.compile(r"[(\[]?\d{1,4}[)\].]?")
_WORN_SIGNATURE = regex.compile(r"\p{L}{1,2}\.?\s*(?:\d{1,2}|[ijlvüïIJV1]{1,5})\.?")
"""A letter and a leaf's number, in figures (``A4``) or as tesseract reads the roman ones."""
_SIGNATURE_LIKE = regex.compile(
    r"\p{Lu}{1,2}\.?\s*[ijlvüïIJV1]{1,5}\.?"
)  # "M iij" as tesseract reads it


@dataclass(frozen=True)
class Block:
    """What the page's surely printed lines (three words or more, read with some
    confidence) say of where print stands: their usual height and the text block's left
    and right edges, and the top of the page's last line."""

    height: float
    left: int
    right: int
    last: int

    @classmethod
    def of(cls, lines: list[OcrLine]) -> Block | None:
        sure = [
            ln
            for ln in lines
            if ln.confidence >= DOUBTFUL and len(ln.text.split()) >= 3 and ln.ink >= SUPPORTED
        ]
        if len(sure) < 3:
            return None
        return cls(
            _median([ln.bbox[3] - ln.bbox[1] for ln in sure]),
            _median([ln.bbox[0] for ln in sure]),
            _median([ln.bbox[2] for ln in sure]),
            max(ln.bbox[1] for ln in lines),
        )


_WHOLE_WORD = regex.compile(r"[(\[]?\p{L}{3,}[.,;:?!)\]]?")


def printed(line: OcrLine, block: Block | None) -> bool:
    """Whether a line of one or two words has the evidence of print beyond tesseract's
    confidence (see the module): its ink, its marks, its height and its place."""
    words = line.text.split()
    if block is None or not 1 <= len(words) <= 2:
        return False
    if not all(_WHOLE_WORD.fullmatch(w) for w in words) or line.ink < SUPPORTED:
        return False
    letters = _letters(line.text)
    if not 1 <= line.marks <= MARKS_PER_LETTER * letters:
        return False
    x0, y0, x1, y1 = line.bbox
    if not 0.4 * block.height <= y1 - y0 <= 1.6 * block.height:
        return False  # (a word of x-height letters alone, ``occurrences.``, is some 0.5)
    near = block.height
    at_left = abs(x0 - block.left) <= near and x1 < block.right + near
    middle = (block.left + block.right) / 2
    catchword = y0 >= block.last and x1 >= block.right - near and x0 > middle
    return at_left or catchword


def mark_layout(page: Page) -> None:
    """Each line's kind (see :data:`pipeline.ocr.pages.ZONES`), in place; whatever the
    rules decide, a page's printed lines are not lost wholesale (:func:`_keep_print`); a row
    read across two columns, then a line that runs from a marginal note into the text, are
    cut in two first (:func:`split_columns`, :func:`split_notes`), and a page set in two
    columns is read column by column last (:func:`_read_columns`)."""
    channel, rows = split_columns(page)
    split_notes(page)
    _mark(page, channel, rows)
    _keep_print(page)
    if channel is not None:
        _read_columns(page, channel)


def _mark(page: Page, channel: Channel | None = None, rows: list[OcrLine] | None = None) -> None:
    """The kinds of the page's lines (see the module); ``channel``: the columns' of a page set
    in two (:func:`split_columns`), ``rows`` the parts of its lines cut at the channel, print
    as their rows were."""
    block = Block.of(page.lines)
    whole = {id(ln) for ln in rows or ()}
    for ln in page.lines:
        if ghost(ln) and not printed(ln, block) and id(ln) not in whole:
            ln.kind = "dirt"
    lines = [ln for ln in page.lines if ln.kind != "dirt"]
    if not lines:
        return
    _margins(lines, page.width, channel)
    lines = [ln for ln in lines if ln.kind == "text"]
    if not lines:
        return
    top, foot = lines[0], lines[-1]
    probe = lambda t: Line(0, t, tuple(range(len(t))))  # noqa: E731
    if display(lines) and on(
        "title-page-layout"
    ):  # a title page: its first and last lines are its title and imprint
        for ln in (top, foot) if len(lines) > 1 else (top,):
            if _NUMBER_ALONE.fullmatch(ln.text.strip()):
                ln.kind = "header" if ln is top else "number"
        if title_page(lines) and on("title-page-zone"):
            for ln in lines:
                if ln.kind == "text":
                    ln.kind = "title"  # its zone the TitlePageZone, its text the page's text
        return
    if top.bbox[3] <= page.height * EDGE and not _in_a_row(top, lines, channel):
        worn = _WORN_PAGE_NUMBER.search(top.text) is not None and on("worn-page-number")
        numbered = (_PAGE_NUMBER.search(top.text) is not None or worn) and len(top.text) <= 60
        if _NUMBER_ALONE.fullmatch(top.text.strip()):
            top.kind = "header"  # its zone is NumberingZone (hocr.OcrLine.zone)
        elif (
            numbered
            or running_head(probe(top.text))
            or unnumbered_head(probe(top.text))
            or _lost_stop(top, block, probe)
            or _set_apart(lines, page.width, block)
            or _title_repeats(top, lines)
        ):
            top.kind = "header"
    at_foot = _foot_of_print(lines, page.height)
    if len(lines) > 1 and foot.bbox[1] >= at_foot and not _in_a_row(foot, lines, channel):
        if _NUMBER_ALONE.fullmatch(foot.text.strip()):
            foot.kind = "number"
        elif signature(foot.text) or _SIGNATURE_LIKE.fullmatch(foot.text.strip()):
            foot.kind = "sig"
        elif _catchword(foot, page.width, lines):
            foot.kind = "catch"
    _worn_signature(page, lines, at_foot)


CENTRED = 0.6
"""A page whose lines of text are centred, this share of them or more, sets a title, not
running text (:func:`display`)."""
KEPT = 0.5
"""A page whose main text keeps less than this share of the characters of its printed lines
(:func:`_print`) has lost lines to a rule of the layout misled (:func:`_keep_print`)."""


def display(lines: list[OcrLine]) -> bool:
    """Whether the page's text lines are set as a title page sets them: at least four, and
    CENTRED of them centred on one axis (within a line's height of the middle of the
    widest) and narrower than it, where running text fills its measure (its lines as wide
    as the widest, a paragraph's last line at the left) and verse starts at the left edge.
    On such a page no line is furniture by its place: the first is the title (``LE`` above
    ``TOMBEAV``), the last the imprint's date, and neither is a running head or a quire
    mark."""
    if len(lines) < 4:
        return False
    widest = max(lines, key=lambda ln: ln.bbox[2] - ln.bbox[0])
    axis = (widest.bbox[0] + widest.bbox[2]) / 2
    width = widest.bbox[2] - widest.bbox[0]
    centred = [
        ln
        for ln in lines
        if abs((ln.bbox[0] + ln.bbox[2]) / 2 - axis) <= ln.bbox[3] - ln.bbox[1]
        and ln.bbox[2] - ln.bbox[0] < 0.9 * width
    ]
    return len(centred) >= CENTRED * len(lines)


DISPLAY_TYPE = 1.5
"""A title page sets its title in capitals at least this many times as tall as its smaller
lines (:func:`title_page`)."""


def title_page(lines: list[OcrLine]) -> bool:
    """Whether a page of centred lines (:func:`display`) is a title page: its type of several
    sizes, the tallest line (the title's large capitals: ``TOMBEAV``, ``OEVVRES``) DISPLAY_TYPE
    times as tall as the lower quarter of its lines (the imprint's, the subtitle's), where
    a list set centred in one size (a ballet's cast, its lines within a quarter of each
    other's height) is no title page."""
    heights = sorted(ln.bbox[3] - ln.bbox[1] for ln in lines)
    return heights[-1] >= DISPLAY_TYPE * heights[len(heights) // 4]


def _print(line: OcrLine) -> bool:
    """Whether a line has the evidence of print (whatever the layout made of it): read with
    confidence (50), letters under a third of its width or more, four letters or more, and
    about one mark per letter."""
    letters = _letters(line.text)
    if line.confidence < 50 or line.ink < SUPPORTED or letters < 4:
        return False
    return line.marks < 0 or 1 / MARKS_PER_LETTER**2 <= line.marks / letters <= MARKS_PER_LETTER


def _keep_print(page: Page) -> None:
    """The safety net of the layout: when the main text keeps less than KEPT of the
    characters of the page's printed lines, the printed lines it left out as ghosts or notes
    beside the block are its text after all. (On the 80 real pages of issue 34 the main text
    keeps 0.81 of them at the least, a page of an index whose entries are notes; a rule
    misled by a page unlike those, say a verse page whose block an ornament or the facing
    page widened, would leave a page of text with a line or two.) Furniture is left as it
    is: a running head or a quire mark is one line."""
    printed_lines = [ln for ln in page.lines if _print(ln)]
    total = sum(len(ln.text) for ln in printed_lines)
    kept = sum(len(ln.text) for ln in page.lines if ln.is_text)
    if kept >= KEPT * total or not on("keep-printed-lines"):
        return
    for ln in printed_lines:
        if ln.kind in ("dirt", "margin"):
            ln.kind = "text"


CATCHWORD = 0.4
"""A catchword, the next page's first word (with a signature beside it, or a word's first
syllables: ``A MON``), is at most this share of the page's widest line of text (0.33 at the
most on the real pages); a foot line as wide as half of it is text set at the foot: a
motto (``CONSTANTIA CEDO.``, 0.45), the author's name under a dedication (``BEROALDE.``)."""


def _catchword(foot: OcrLine, width: int, lines: list[OcrLine]) -> bool:
    """Whether the foot line is a quire mark by its place: one or two words beginning past
    QUIRE_MARK of the width (not the text's *FIN*), no wider than a catchword is (CATCHWORD
    of the widest of ``lines``, the page's text). A speck read as a letter or two, further
    left of the word than the line is tall (``e quil``, ``SC de``: the catchwords *qu'il*,
    *de*), is no word of it, and is taken off the line when the rest is a quire mark."""
    words = list(foot.words)
    tall = foot.bbox[3] - foot.bbox[1]
    while len(words) > 1 and _letters(words[0][0]) <= 2 and words[1][1][0] - words[0][1][2] > tall:
        words.pop(0)
    kept = " ".join(text for text, _ in words) if words else foot.text
    start = min((box[0] for _, box in words), default=foot.bbox[0])
    if len(kept.split()) > 2 or start <= width * QUIRE_MARK or _end(foot):
        return False
    widest = max(ln.bbox[2] - ln.bbox[0] for ln in lines)
    end = max((box[2] for _, box in words), default=foot.bbox[2])
    if end - start > CATCHWORD * widest and on("catchword-width"):
        return False  # a motto, a name: text set at the foot
    if len(words) < len(foot.words):
        foot.text, foot.words = kept, tuple(words)
        foot.bbox = (start, foot.bbox[1], max(b[2] for _, b in words), foot.bbox[3])
    return True


def _worn_signature(page: Page, text: list[OcrLine], at_foot: float) -> None:
    """A signature below the text taken for a ghost: its small, worn letters read with next to
    no confidence (``À 4``, ``à j`` for *A4*, *ã iij*), it is known by its place (the foot,
    below the last line of text, past QUIRE_MARK of the width) and its form, a letter and a
    leaf's number (:data:`_WORN_SIGNATURE`, or :func:`signature`). ``at_foot``: where the
    foot's furniture may begin (:func:`_foot_of_print` of the text's lines)."""
    body = [ln for ln in text if ln.kind == "text"]  # (not a catchword beside it)
    if not body:
        return
    below = max(ln.bbox[3] for ln in body) - 0.5 * (body[-1].bbox[3] - body[-1].bbox[1])
    for ln in page.lines:
        if ln.kind != "dirt" or ln.bbox[1] < max(below, at_foot):
            continue
        form = ln.text.strip()
        if _start(ln) > page.width * QUIRE_MARK and (
            _WORN_SIGNATURE.fullmatch(form) or signature(form)
        ):
            ln.kind = "sig"


HEAD_CAPITALS = 0.75
"""A running title in capitals is set in the text's capitals or smaller: its line (capitals
alone, no descender) at most this share of the height of the text's lines, ascender to
descender (``EPISTRE``, ``ATYS``: 0.63 to 0.68 on the real pages); a piece's title is set
in larger capitals, as tall as a line of text or more (``A MONSIEVR DES``, ``A TRES
NOBLE``: 0.81 to 0.98)."""


def _lost_stop(top: OcrLine, block: Block | None, probe: Callable[[str], Line]) -> bool:
    """Whether the top line is a running title in capitals whose full stop the reading lost
    (``EPISTRE`` for *EPISTRE.*): in capitals no larger than the text's (HEAD_CAPITALS),
    where a title, of the page or of a piece, is set in larger ones (``AVIS AVX BEAVX``,
    ``A MONSIEVR DES``)."""
    text = top.text.strip()
    if block is None or not text or text.endswith(".") or not text[-1].isalpha():
        return False
    if not unnumbered_head(probe(text + ".")):
        return False
    tall = top.bbox[3] - top.bbox[1]
    if tall > HEAD_CAPITALS * block.height and on("head-in-small-capitals"):
        return False  # larger capitals than the text's: a title
    return tall <= block.height


def _foot_of_print(lines: list[OcrLine], height: int) -> float:
    """Where the foot's furniture may begin: the bottom EDGE of the image, or of the print
    (the first line's top to the last line's foot) when the scan takes in more than the
    printed page (a quire mark at two fifths of the image, the paper below it empty)."""
    top, bottom = lines[0].bbox[1], lines[-1].bbox[3]
    return min(height * (1 - EDGE), top + (1 - EDGE) * (bottom - top))


def ghost(line: OcrLine) -> bool:
    """Whether tesseract invented the line (see the module)."""
    letters = sum(c.isalnum() for c in line.text)
    marked = line.marks >= letters / MARKS_PER_LETTER
    if line.confidence < NO_CONFIDENCE or (0 <= line.ink < INK and not marked):
        return True
    words = [w for w in line.text.split() if sum(c.isalnum() for c in w) >= 2]
    if not words:  # a capital alone (a section's letter) read with confidence, or spaced
        tokens = line.text.split()
        spaced = len(tokens) >= 2 and all(len(t) == 1 and t.isupper() for t in tokens)
        alone = letters == 1 and line.confidence >= SURE
        return not ((spaced or alone) and line.ink >= SUPPORTED)
    per_letter = line.marks / max(letters, 1)
    if (
        line.confidence < GHOST_DOUBT
        and line.marks >= 0
        and not 1 / MARKS_PER_LETTER <= per_letter <= MARKS_PER_LETTER
    ):
        return True  # a band of fleurons ("ne er ann", "ANNE F Cu E ROSE")
    short = len(words) == 1 and sum(c.isalnum() for c in words[0]) <= 3
    supported = line.ink >= SUPPORTED
    return short and line.confidence < 40 and not supported


def _margins(lines: list[OcrLine], width: int, channel: Channel | None = None) -> None:
    """Lines wholly beside the text block: marginal notes, or ghosts at the image's edge;
    and the stray marks tesseract read as a line's first or last word beside the block (a
    facing page's letters, the gutter's shadow: ``4 uent les plus``). On a page set in two
    columns (``channel``) the block runs from the left column's left edge to the right
    column's right edge, each measured on its own column's lines."""
    sides = [lines]
    if channel is not None:
        columns = [[ln for ln in lines if channel.side(ln) == side] for side in (0, 1)]
        sides = [c for c in columns if c] or sides
    left = _edges(sides[0])[0]
    right = _edges(sides[-1])[1]
    for ln in lines:
        x0, _, x1, _ = ln.bbox
        if x1 > left and x0 < right:
            _trim(ln, left, right)
            continue
        at_edge = x0 <= 0.02 * width or x1 >= 0.98 * width
        ln.kind = "dirt" if at_edge else "margin"


def _edges(lines: list[OcrLine]) -> tuple[int, int]:
    """The text block's left and right edges: where the first and last words of its long
    lines (half the longest or more) begin and end, their medians."""
    longest = max(ln.bbox[2] - ln.bbox[0] for ln in lines)
    long = [ln for ln in lines if ln.bbox[2] - ln.bbox[0] >= longest / 2]
    return (
        _median([_first_word(ln, 0)[0] for ln in long]),
        _median([_first_word(ln, -1)[2] for ln in long]),
    )


def _in_a_row(line: OcrLine, lines: list[OcrLine], channel: Channel | None) -> bool:
    """Whether the line is one of the columns' (``channel``) with a line of ``lines`` beside
    it, over half its height: the columns' first or last row, no running head or quire
    mark by its place (a head, a catchword stands alone on its line)."""
    if channel is None or channel.side(line) is None:
        return False
    return any(
        ln is not line
        and (ln.bbox[2] <= line.bbox[0] or ln.bbox[0] >= line.bbox[2])
        and _level(line.bbox[1::2], ln.bbox[1::2])
        for ln in lines
    )


def _end(line: OcrLine) -> bool:
    """Whether the line is the book's or a part's *FIN*, set in the middle at the foot."""
    return line.text.strip(" .").upper() == "FIN"


def _start(line: OcrLine) -> int:
    """Where the line's words begin: tesseract's line box may take in specks far to their
    left (a catchword ``quil`` whose line box starts at a third of the page)."""
    return min((box[0] for _, box in line.words), default=line.bbox[0])


N = TypeVar("N", int, float)


def _median(values: list[N]) -> N:
    return sorted(values)[len(values) // 2]


def _first_word(line: OcrLine, end: int) -> tuple[int, int, int, int]:
    """The box of the line's first (0) or last (-1) word of three letters or more: where
    the text block's edge is, whatever specks tesseract read beside it."""
    words = line.words[::-1] if end else line.words
    return next((box for text, box in words if _letters(text) >= 3), line.bbox)


def _letters(text: str) -> int:
    return sum(c.isalnum() for c in text)


def _trim(line: OcrLine, left: int, right: int) -> None:
    """The line without its leading or trailing words of at most two letters that lie
    wholly beside the block (a quarter of the line's height beyond its edge) and further
    from the next word than the line's word spaces (see STRAY_GAP)."""
    words = list(line.words)
    tall = line.bbox[3] - line.bbox[1]
    gaps = sorted(b[1][0] - a[1][2] for a, b in zip(words, words[1:], strict=False))
    slack = tall // 4
    apart = max(STRAY_GAP * gaps[len(gaps) // 2] if gaps else 0, tall / 5)

    def stray(word: tuple, beyond: bool, gap: int) -> bool:
        return _letters(word[0]) <= 2 and beyond and gap > apart

    while len(words) > 1 and stray(
        words[0], words[0][1][2] < left - slack, words[1][1][0] - words[0][1][2]
    ):
        words.pop(0)
    while len(words) > 1 and stray(
        words[-1], words[-1][1][0] > right + slack, words[-1][1][0] - words[-2][1][2]
    ):
        words.pop()
    if len(words) < len(line.words):
        line.text = " ".join(text for text, _ in words)
        line.words = tuple(words)
        line.bbox = (
            min(b[0] for _, b in words),
            line.bbox[1],
            max(b[2] for _, b in words),
            line.bbox[3],
        )


def _set_apart(lines: list[OcrLine], width: int, block: Block | None) -> bool:
    """Whether the first line is short (beside the text block: a title of the page is not),
    not in capitals, and further from the next line than twice the gap between the text's
    lines; and, when the text block is known, set as a head is: followed by the text, not by
    more of a title (:func:`_title_follows`), and centred over the block or set at its left
    above its prose (:func:`_prose_follows`). Centring alone, measured on the real pages
    only, took the generated pages' heads, set at the left, for text: 571 -> 751 errors on
    the pages set independently, 93 -> 134 on the test book. A verse's first line set apart
    above the verse below it is taken for a head, as it was before the rule."""
    if len(lines) < 4:
        return False
    top = lines[0]
    gaps = sorted(b.bbox[1] - a.bbox[3] for a, b in zip(lines[1:], lines[2:], strict=False))
    usual = max(gaps[len(gaps) // 2], 4)
    measure = max(ln.bbox[2] - ln.bbox[0] for ln in lines)
    short = top.bbox[2] - top.bbox[0] < 0.6 * min(width, measure)
    apart = short and not _capitals(top.text) and lines[1].bbox[1] - top.bbox[3] > 2 * usual
    if not apart or block is None or not on("head-set-as-head"):
        return apart
    if _title_follows(lines[1], block):
        return False
    return _centred(top, block) or _prose_follows(lines[1], block)


def _title_repeats(top: OcrLine, lines: list[OcrLine]) -> bool:
    """Whether the line below the top line says its words again (folded: case, u/v, i/j,
    accents; as many words, a letter in ten read otherwise: the layout sees tesseract's
    readings, ``LE IFU DES``): a piece's first page whose running title, its number lost,
    stands above the piece's title (``Le Ieu des quatre fins.`` above ``LE IEU DES QVATRE
    FINS.``); a title is not printed twice. The period's network (:mod:`pipeline.ocr.model`)
    drops a head's lone number set far right (the generated book's recto heads), which
    Debian's read."""
    if len(lines) < 2 or not on("title-repeats-head"):
        return False
    head, title = fold(top.text), fold(lines[1].text)
    same = len(head.split()) >= 2 and len(head.split()) == len(title.split())
    return same and Levenshtein.distance(head, title) <= len(head) // 10


def _prose_follows(line: OcrLine, block: Block) -> bool:
    """Whether the line below a short top line is running text: at the block's left edge
    (a paragraph's line, maybe its last, short) and not in capitals. A head set at the left
    (the generated book's, its page number read apart) stands above prose; a title set at
    the left stands above more of its title, in capitals (``A L'Autheur`` above ``SVR SON
    TABLEAV``)."""
    at_left = abs(line.bbox[0] - block.left) <= line.bbox[3] - line.bbox[1]
    return at_left and not _capitals(line.text)


def _centred(line: OcrLine, block: Block) -> bool:
    """Whether the line's middle is within its height of the text block's middle."""
    middle = (block.left + block.right) / 2
    return abs((line.bbox[0] + line.bbox[2]) / 2 - middle) <= line.bbox[3] - line.bbox[1]


def _title_follows(line: OcrLine, block: Block) -> bool:
    """Whether the line below a short top line goes on with a title, short and centred as
    the top line is (``Franciſcus Deſ-ruës,`` above ``En ſis diſcurſu facer.``); below a
    running head the text begins, across its measure."""
    short = line.bbox[2] - line.bbox[0] < 0.9 * (block.right - block.left)
    return short and _centred(line, block)


def _capitals(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return sum(c.isupper() for c in letters) > 0.7 * max(len(letters), 1)


EDGE_TOLERANCE = 0.1
"""A word starts at the text block's edge when it starts within this share of the page's
line height of it (8 pixels on a page of 80-pixel lines, where the lines set to the edge
scatter by 3)."""
STEEPEST = 0.11
"""The steepest edge looked for, in pixels across per pixel down: a page turned by up to
the preparation's MAX_SKEW (6 degrees) has its boxes put back in the scan's frame, and the
text block's edge leans with it."""
EDGE_LINES = 3
"""The least of the page's lines that must start at the edge, and the least that must have
a word starting at it with words beside the block before it, for a note to be cut off."""
CROSSED = 1 / 3
"""A page whose lines reaching beside the edge cross it (a word over it) this share of
those with a white channel at it or more is no page of notes beside a block (a hanging
indent, an index's entries, a heading set out to the left)."""
NARROW = 0.5
"""Notes stand in a strip narrower than this share of the text block (two columns read as
one line are as wide as each other)."""
OVERHANG = 0.5
"""A line of the block that reaches beyond its edge by less than this share of the page's
usual line height (a line's last hyphen or a leading quote hung out over the edge, its box
widened by a speck) reaches no note: it is neither cut nor counted as crossing the edge;
and a line's word hung out so before a note beyond it is the text's (the note is cut off
after it). A note whose whole reach is under it (a lone figure or sign set tight beside
the block) stays in the line."""


@dataclass(frozen=True)
class Edge:
    """The text block's justified edge, as a line across the page's height (its lean the
    page's skew in the scan's frame): ``x = at + lean * y``, ``tolerance`` either side.
    ``flip``: the right edge, measured from the image's right side (a line's words read
    from its end), so that one procedure finds either."""

    at: float
    lean: float
    tolerance: float
    flip: bool

    def x(self, y: float) -> float:
        return self.at + self.lean * y


def _spans(line: OcrLine, width: int, flip: bool) -> list[tuple[int, int]]:
    """The line's words as (start, end) from the side looked at: from the left, or from the
    image's right side for the right edge (then in the line's order from its end)."""
    if not flip:
        return [(b[0], b[2]) for _, b in line.words]
    return [(width - b[2], width - b[0]) for _, b in reversed(line.words)]


def _middle(line: OcrLine) -> float:
    return (line.bbox[1] + line.bbox[3]) / 2


def _find_edge(lines: list[OcrLine], width: int, flip: bool, tolerance: float) -> Edge | None:
    """The edge most of the page's lines have a word starting at: the starts of every word
    of every line, projected along each lean in turn, and the narrowest band (twice the
    tolerance) holding most of them; then a line fitted through the starts in that band (one
    a line), and fitted again through those near it."""
    points = [
        (start, _middle(ln), k)
        for k, ln in enumerate(lines)
        for start, _ in _spans(ln, width, flip)
    ]
    if len(points) < 2 * EDGE_LINES:
        return None
    x = np.array([p[0] for p in points], dtype=float)
    y = np.array([p[1] for p in points], dtype=float)
    leans = np.arange(-STEEPEST, STEEPEST + 1e-9, tolerance / max(y.max() - y.min(), 1))
    projected = np.sort(x[None, :] - leans[:, None] * y[None, :], axis=1)
    ends = np.stack([np.searchsorted(row, row + 2 * tolerance, side="right") for row in projected])
    held = ends - np.arange(len(x))[None, :]  # the starts in the band from each start on
    row = np.lexsort((np.abs(leans), -held.max(axis=1)))[0]  # of two as good, the upright
    at, lean = projected[row, held[row].argmax()] + tolerance, leans[row]
    for _ in range(2):
        near: dict[int, tuple[float, float]] = {}
        for start, mid, k in points:
            off = abs(start - (at + lean * mid))
            if off <= tolerance and (k not in near or off < abs(near[k][0] - (at + lean * mid))):
                near[k] = (start, mid)
        if len(near) < 2 * EDGE_LINES:
            return None
        xs, ys = (np.array(v, dtype=float) for v in zip(*near.values(), strict=True))
        if ys.max() - ys.min() > 0:
            lean, at = np.polyfit(ys, xs, 1)
        else:
            lean, at = 0.0, float(np.median(xs))
    return Edge(float(at), float(lean), tolerance, flip)


def _cut(line: OcrLine, edge: Edge, width: int, overhang: float) -> int | None:
    """Where a line runs across the edge: the index (in the side's order) of its first word
    at or beyond the edge, or hung out over it by less than ``overhang`` (a line's last
    hyphen), when the words before it end short of the edge by the tolerance (a white
    channel), None when it does not run across (it starts there, lies beside the block, or
    a word crosses the edge)."""
    spans = _spans(line, width, edge.flip)
    x = edge.x(_middle(line))
    reach = max(edge.tolerance, overhang)
    k = next((k for k, (start, _) in enumerate(spans) if start >= x - reach), None)
    if not k:
        return None
    return k if max(end for _, end in spans[:k]) <= x - edge.tolerance else None


def _notes_cut(lines: list[OcrLine], width: int, edge: Edge, height: float) -> dict[int, int]:
    """The lines to cut at the edge (index in ``lines`` -> index of the cut in the side's
    order), when the page gives the evidence of notes set close beside a justified block
    (see :func:`split_notes`; ``height``: the page's lines' usual height); empty when it
    does not."""
    overhang = OVERHANG * height
    starting = at_edge = crossing = 0
    cuts: dict[int, int] = {}
    beside: list[float] = []
    block: list[float] = []
    for n, ln in enumerate(lines):
        spans = _spans(ln, width, edge.flip)
        x = edge.x(_middle(ln))
        if abs(spans[0][0] - x) <= edge.tolerance:
            starting += 1
            block.append(spans[-1][1] - x)
            continue
        if spans[0][0] >= x - edge.tolerance or max(end for _, end in spans) <= x:
            continue  # indented, or wholly beside the block
        if x - spans[0][0] < overhang:
            continue  # hung out over the edge (OVERHANG): the block's own
        k = _cut(ln, edge, width, overhang)
        if k is None:
            crossing += 1
            continue
        cuts[n] = k
        at_edge += abs(spans[k][0] - x) <= edge.tolerance
        beside.append(x - spans[0][0])
        block.append(spans[-1][1] - x)
    if starting < EDGE_LINES or at_edge < EDGE_LINES or crossing >= CROSSED * len(cuts):
        return {}
    return cuts if _median(beside) < NARROW * _median(block) else {}


def _part(line: OcrLine, keep: list[int], kind: str) -> OcrLine:
    """The line cut down to its words ``keep`` (indices in its own order): their boxes,
    choices, confidences and second readings; its mean confidence theirs; its marks in
    proportion to its letters; its ink (a share of its width) and height as they were."""
    words = tuple(line.words[k] for k in keep)
    boxes = {box for _, box in words}
    confidences = {b: c for b, c in line.confidences.items() if b in boxes}
    weighed = [confidences[b] for _, b in words if b in confidences]
    letters = _letters(line.text)
    marks = line.marks
    if marks > 0 and letters:
        marks = round(marks * sum(_letters(w) for w, _ in words) / letters)
    return replace(
        line,
        text=" ".join(w for w, _ in words),
        bbox=(min(b[0] for b in boxes), line.bbox[1], max(b[2] for b in boxes), line.bbox[3]),
        confidence=sum(weighed) / len(weighed) if weighed else line.confidence,
        kind=kind,
        marks=marks,
        words=words,
        choices=tuple(line.choices[k] for k in keep) if line.choices else (),
        confidences=confidences,
        alternatives={b: a for b, a in line.alternatives.items() if b in boxes},
    )


def split_notes(page: Page) -> None:
    """Marginal notes set so close beside the text block that tesseract read a note's line
    and the text's as one (``Henry II. venoit l'ans, de tant de deluges``: the note *Henry
    III. venoit*, the text *yans, de tant…*): each such line cut in two at the block's edge,
    the note's part a marginal note (before the text's part, on the left; after it, on the
    right) and the text's part the line, in its place.

    The edge is found from the page's lines themselves (:func:`_find_edge`), one line along
    the page's height, so the page's skew does not matter; the cut is made only on the
    evidence the page gives (:func:`_notes_cut`): EDGE_LINES lines or more start at the
    edge, as many have a word starting at it after words beside the block, a white channel
    (no word over the edge) in them, the lines crossing the edge few (CROSSED), and the
    notes in a strip narrower than NARROW of the block; a word hung out over the edge by
    less than OVERHANG of a line's height (a line's last hyphen) is the block's. A page of
    running text (every line starts at the edge), verse (a left edge only), an index with
    its page numbers at the right (nothing beyond them), a title page, hanging indents or
    headings set out to the left (their lines cross the edge) has no line cut."""
    lines = [ln for ln in page.lines if ln.words and not ghost(ln)]
    tall = [ln.bbox[3] - ln.bbox[1] for ln in lines if len(ln.words) >= 3]
    if len(tall) < 2 * EDGE_LINES:
        return
    height = _median(tall)
    tolerance = max(4.0, EDGE_TOLERANCE * height)
    for flip in (False, True):
        edge = _find_edge(lines, page.width, flip, tolerance)
        cuts = _notes_cut(lines, page.width, edge, height) if edge else {}
        if not cuts or not on("margin-split"):
            continue
        for n, k in cuts.items():
            line = lines[n]
            if flip:  # the note after the text's part
                lines[n] = _cut_in_two(page, line, len(line.words) - k, (line.kind, "margin"))[0]
            else:
                lines[n] = _cut_in_two(page, line, k, ("margin", line.kind))[1]


def _cut_in_two(page: Page, line: OcrLine, k: int, kinds: tuple[str, str]) -> list[OcrLine]:
    """The line, in ``page.lines``, replaced by its two parts, in its place: its words before
    the ``k``-th and the rest (:func:`_part`), of ``kinds``; the parts returned."""
    count = len(line.words)
    parts = [_part(line, list(range(k)), kinds[0]), _part(line, list(range(k, count)), kinds[1])]
    at = next(i for i, ln in enumerate(page.lines) if ln is line)
    page.lines[at : at + 1] = parts
    return parts


COLUMN_LINES = 6
"""The least of the page's lines with words on each side of a channel for the page to be
set in two columns (an index of two columns of some fifteen rows has eleven and more)."""
COLUMNS_CROSSED = 0.2
"""The greatest share of the two columns' lines that may have a word over the channel
(a number read with the next column's first letter, ``A8`` for *48* with a speck)."""
COLUMN_WIDTH = 2 / 3
"""Two columns are about as wide as each other: the narrower's lines (their median, from
their start to the channel, or from it to their end) at least this share of the wider's;
marginal notes stand in a strip under half the block's width, an index's page numbers in
one a ninth as wide as its entries."""
COLUMN_FILL = 0.5
"""... and about as full: the one with fewer letters has at least this share of the
other's (a column of page numbers has a tenth of its entries' letters)."""
ROWS = 0.5
"""... and side by side: this share of the shorter column's lines at least has a line of
the other beside it (a note stands beside a few of the text's lines)."""
GUTTER = 2.5
"""... and set close, each to its measure: the white between the columns at most this many
lines' heights (the two indexes of the real pages leave 0.65 and 0.62 of one, two columns
of justified prose with a gutter of one and a half ems 1.5; a list of roles and their
dancers set in two ragged columns, to be read across, leaves 5.4)."""
ACROSS = 2 / 3
"""A line next above or below the columns that crosses the channel over this share of their
measure or more (from the left column's start to the right column's end) is a line of the
text set across it (:func:`_in_running_text`), where a title over an index is narrower."""
ADJACENT = 1.5
"""... next, at the text's own spacing: its middle within this many lines' heights of the
columns' first or last line's (a white line or a head between them leaves two and more)."""


@dataclass(frozen=True)
class Channel:
    """The white channel between two columns, as a line down the page (:class:`Edge`, its
    lean the page's skew in the scan's frame), from the columns' first line's middle
    (``top``) to their last line's (``bottom``)."""

    edge: Edge
    top: float
    bottom: float

    def side(self, line: OcrLine) -> int | None:
        """0 for a line of the left column, 1 of the right (by its middle), None for a line
        above or below the columns (a title set across both)."""
        y = _middle(line)
        if not self.top <= y <= self.bottom:
            return None
        return int((line.bbox[0] + line.bbox[2]) / 2 >= self.edge.x(y))


def _channel(lines: list[OcrLine], width: int) -> Channel | None:
    """The channel of a page set in two columns, found from its lines' words: upright and
    along the lean of the page's left edge (:func:`_find_edge`: the page's skew in the
    scan's frame), at each place across the page, the lines with a word over it (crossing)
    and those with words left of it, or right of it (a line read across both columns has
    both). A place is a channel when each side has COLUMN_LINES lines or more, few of the
    lines between the first and the last of those cross it (COLUMNS_CROSSED) and the two
    sides are about as wide (COLUMN_WIDTH); of those, the one fewest lines cross, in the
    widest white (a row's gap between two words of the right column is narrower than the
    channel), the upright first; the channel runs down the middle of that white.
    Then the columns' extent down the page (:func:`_block`), whether they are columns
    alike (:func:`_columns_alike`), and not a river of word spaces down running text
    (:func:`_in_running_text`)."""
    if len(lines) < 2 * COLUMN_LINES:
        return None
    mids = np.array([_middle(ln) for ln in lines], dtype=float)
    mids -= mids.min()
    owner = np.array([k for k, ln in enumerate(lines) for _ in ln.words])
    x0 = np.array([b[0] for ln in lines for _, b in ln.words], dtype=float)
    x1 = np.array([b[2] for ln in lines for _, b in ln.words], dtype=float)
    first_end = np.array([min(b[2] for _, b in ln.words) for ln in lines], dtype=float)
    last_start = np.array([max(b[0] for _, b in ln.words) for ln in lines], dtype=float)
    start = np.array([b[0] for b in (ln.bbox for ln in lines)], dtype=float)
    end = np.array([b[2] for b in (ln.bbox for ln in lines)], dtype=float)
    grid = np.arange(int(x0.min()), int(x1.max()) + 1)
    tall = _median([ln.bbox[3] - ln.bbox[1] for ln in lines])
    edge = _find_edge(lines, width, False, max(4.0, EDGE_TOLERANCE * tall))
    leans = sorted({0.0, edge.lean if edge else 0.0}, key=abs)
    best: tuple[tuple[int, int, float], float, int] | None = None
    for lean in leans:
        shift = lean * mids
        # a word covers the places strictly inside its box (along the lean): cover[k, x]
        cover = np.zeros((len(lines), len(grid) + 1), dtype=np.int32)
        lo = np.clip(np.floor(x0 - shift[owner]).astype(int) + 1 - grid[0], 0, len(grid))
        hi = np.clip(np.ceil(x1 - shift[owner]).astype(int) - grid[0], 0, len(grid))
        np.add.at(cover, (owner, lo), 1)
        np.add.at(cover, (owner, np.maximum(hi, lo)), -1)
        crossed = np.cumsum(cover, axis=1)[:, :-1] > 0
        left = ((first_end - shift)[:, None] <= grid[None, :]) & ~crossed
        right = ((last_start - shift)[:, None] >= grid[None, :]) & ~crossed
        beside = left | right
        top = np.where(beside, mids[:, None], np.inf).min(axis=0)
        bottom = np.where(beside, mids[:, None], -np.inf).max(axis=0)
        within = (mids[:, None] >= top[None, :]) & (mids[:, None] <= bottom[None, :])
        n_left, n_right = left.sum(axis=0), right.sum(axis=0)
        n_crossed = (crossed & within).sum(axis=0)
        wide_left = _medians(grid[None, :] - (start - shift)[:, None], left)
        wide_right = _medians((end - shift)[:, None] - grid[None, :], right)
        ok = (
            (np.minimum(n_left, n_right) >= COLUMN_LINES)
            & (n_crossed <= COLUMNS_CROSSED * (n_crossed + beside.sum(axis=0)))
            & (
                np.minimum(wide_left, wide_right)
                >= COLUMN_WIDTH * np.maximum(wide_left, wide_right)
            )
        )
        if not ok.any():
            continue
        fewest = n_crossed[ok].min()
        for first, stop in runs(ok & (n_crossed == fewest)):
            last = stop - 1
            key = (-int(fewest), last - first, -abs(lean))
            if best is None or key > best[0]:
                best = (key, lean, (first + last) // 2)
    if best is None:
        return None
    _, lean, at = best
    base = min(_middle(ln) for ln in lines)
    edge = Edge(float(grid[at] - lean * base), float(lean), 0.0, False)
    channel = _block(lines, edge)
    if channel is None or not _columns_alike(lines, channel):
        return None
    return None if _in_running_text(lines, channel, tall) else channel


def _in_running_text(lines: list[OcrLine], channel: Channel, tall: float) -> bool:
    """Whether the channel is a river of word spaces down a stretch of running text, not the
    white between two columns: the text runs on through it, the nearest line above the
    stretch and the nearest below (each crossing the channel, or it would be one of the
    stretch's lines: :func:`_block`) at the stretch's own spacing (within ADJACENT of a
    line's height, no white or head set between) and set across it (over ACROSS of the
    stretch's measure: its left column's lines' start to its right column's lines' end).
    Word spaces that happen to fall one under another down six or seven lines (lined up the
    more readily where the lines bend at a gutter, which leans the page's edge the channel
    follows) pass every other test of the columns, and the lines cut there were read half
    by half: a page of verse 29 -> 253 errors. A block of columns at the top or the foot of
    the text, or set off from the text round it by a white or a title, is columns still;
    one set at the text's own spacing between two of its lines is taken for the text.
    ``tall``: the lines' usual height, as :func:`_channel` measured it."""
    inside = [ln for ln in lines if channel.top <= _middle(ln) <= channel.bottom]
    at = [channel.edge.x(_middle(ln)) for ln in inside]
    starts = [ln.bbox[0] for ln, x in zip(inside, at, strict=True) if ln.bbox[0] < x]
    ends = [ln.bbox[2] for ln, x in zip(inside, at, strict=True) if ln.bbox[2] > x]
    if not starts or not ends:  # (one side's lines alone: not columns alike either)
        return False
    start, end = _median(starts), _median(ends)
    reach = ADJACENT * tall
    above = [ln for ln in lines if _middle(ln) < channel.top]
    below = [ln for ln in lines if _middle(ln) > channel.bottom]
    if not above or not below:
        return False
    nearest = (max(above, key=_middle), min(below, key=_middle))
    return (
        _middle(nearest[0]) >= channel.top - reach
        and _middle(nearest[1]) <= channel.bottom + reach
        and all(
            min(ln.bbox[2], end) - max(ln.bbox[0], start) >= ACROSS * (end - start)
            for ln in nearest
        )
    )


def _crosses(line: OcrLine, edge: Edge) -> bool:
    """Whether a word of the line lies over the edge (at the line's middle)."""
    x = edge.x(_middle(line))
    return any(b[0] < x < b[2] for _, b in line.words)


def _block(lines: list[OcrLine], edge: Edge) -> Channel | None:
    """The columns' extent down the page: the longest run of lines (by their middles) that
    do not cross the channel, but one now and then (a row misread over it); two crossing
    lines together end a run (a title set across both columns above them, ``MARGVERITES``
    over ``Françoiſes.``), and a run neither begins nor ends with one. None when the run's
    lines crossing are more than COLUMNS_CROSSED of them."""
    order = sorted(lines, key=_middle)
    crossing = [_crosses(ln, edge) for ln in order]
    runs: list[list[int]] = [[]]
    for k, across in enumerate(crossing):
        if across and (k and crossing[k - 1] or k + 1 < len(order) and crossing[k + 1]):
            runs.append([])
        else:
            runs[-1].append(k)
    clear = [[k for k in run if not crossing[k]] for run in runs]
    run, ends = max(zip(runs, clear, strict=True), key=lambda r: len(r[1]))
    if not ends or len(run) - len(ends) > COLUMNS_CROSSED * len(run):
        return None
    return Channel(edge, _middle(order[ends[0]]), _middle(order[ends[-1]]))


def _medians(values: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Each column's median (as :func:`_median` takes it) of its values where ``mask`` holds;
    0 for a column where it holds nowhere."""
    ordered = np.sort(np.where(mask, values, np.inf), axis=0)
    at = mask.sum(axis=0) // 2
    return np.where(mask.any(axis=0), ordered[at, np.arange(values.shape[1])], 0)


def _columns_alike(lines: list[OcrLine], channel: Channel) -> bool:
    """Whether the two sides of the channel are columns alike: as full as each other
    (COLUMN_FILL, their letters), side by side (ROWS: a line of one with a line of the
    other beside it, or the two read as one line) and set close, each to its measure (the
    white between them, their lines' usual white either side of the channel, at most
    GUTTER of a line's height, where a list of roles and their dancers, ragged, leaves
    more)."""
    letters = [0, 0]
    rows: list[list[tuple[int, int]]] = [[], []]
    white: list[list[float]] = [[], []]
    for ln in lines:
        y = _middle(ln)
        x = channel.edge.x(y)
        if not channel.top <= y <= channel.bottom:
            continue
        for side in (0, 1):
            boxes = [b for w, b in ln.words if ((b[0] + b[2]) / 2 >= x) == side]
            if boxes:
                letters[side] += sum(_letters(w) for w, b in ln.words if b in boxes)
                rows[side].append((ln.bbox[1], ln.bbox[3]))
                white[side].append(
                    min(b[0] for b in boxes) - x if side else x - max(b[2] for b in boxes)
                )
    if min(letters) < COLUMN_FILL * max(letters):
        return False
    tall = _median([ln.bbox[3] - ln.bbox[1] for ln in lines])
    if _median(white[0]) + _median(white[1]) > GUTTER * tall:
        return False
    few, many = sorted(rows, key=len)

    return sum(any(_level(a, b) for b in many) for a in few) >= ROWS * len(few)


def _level(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether a line from ``b[0]`` down to ``b[1]`` stands beside one from ``a[0]`` to
    ``a[1]``: over half of the latter's height."""
    return min(a[1], b[1]) - max(a[0], b[0]) > (a[1] - a[0]) / 2


def split_columns(page: Page) -> tuple[Channel | None, list[OcrLine]]:
    """A page, or a block of it, set in two columns (an index, a table of contents, a
    dictionary): tesseract reads a row across both as one line (``Bſence. fol. 1 Eau. 53``),
    or each column's lines apart, and the layout would take the left column for notes beside
    the right. The channel between the columns is found from the page's own evidence
    (:func:`_channel`): white down the block, words on both sides in many lines, the two
    sides about as wide and as full as each other and side by side, where marginal notes are
    narrow and sparse, a line with a wide gap is one line, and an index's page numbers at
    the right are a narrow column of figures; and the text not running on through the white
    from the line above to the line below, as through a river of word spaces. Each line of
    the columns read across the channel is cut in two there (its words by their middles;
    :func:`_cut_in_two`). The channel returned tells the layout that both columns are text
    (:func:`_margins`), that a line beside another is no furniture by its place, and the
    reading order, column by column (:func:`_read_columns`); with it, the parts cut, each
    print or not as its row was judged, whole, and with the row's confidence
    (``L/Æuarice. s5``, its words read at 0 and 16, is a column's line all the same; a
    column's section letter, ``C``, no ghost for being one letter). None and no part
    (nothing done) on a page not so set."""
    lines = [ln for ln in page.lines if ln.words and not ghost(ln)]
    channel = _channel(lines, page.width)
    if channel is None or not on("two-columns"):
        return None, []
    rows: list[OcrLine] = []
    for line in lines:
        y = _middle(line)
        if not channel.top <= y <= channel.bottom:
            continue
        right = [(b[0] + b[2]) / 2 >= channel.edge.x(y) for _, b in line.words]
        k = right.index(True) if True in right else len(right)
        if 0 < k < len(right) and all(right[k:]):
            for part in _cut_in_two(page, line, k, (line.kind, line.kind)):
                part.confidence = line.confidence
                rows.append(part)
    return channel, rows


def _read_columns(page: Page, channel: Channel) -> None:
    """The page's text lines of the columns in reading order: the left column top to bottom,
    then the right, in the places the columns' text lines held; every other line (the
    furniture, a title above the columns, notes, ghosts) keeps its place."""
    places = [k for k, ln in enumerate(page.lines) if ln.is_text and channel.side(ln) is not None]
    ordered = sorted((page.lines[k] for k in places), key=lambda ln: channel.side(ln) or 0)
    for k, line in zip(places, ordered, strict=True):
        page.lines[k] = line
