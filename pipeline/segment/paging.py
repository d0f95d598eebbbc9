"""Where the printed pages break, and what number each page bears.

The Google export keeps no page boundaries, only their traces: running heads (with
page numbers, about one in seven of them misread or misprinted), signatures at the foot
of rectos, catchwords, and sentences cut in two by a blank line. This module

1. splits the source's blocks into *units* and recognises the furniture among them;
2. chooses, among the printed numbers and signatures, the largest set that agrees with
   itself (increasing, right parity, a plausible amount of text between them); the rest
   are misprints or misreadings, kept as printed and repaired;
3. places every page break by dynamic programming: furniture fixes some breaks, a cut
   sentence strongly suggests one, and elsewhere pages are about as long as the book's
   measured page; a jump in numbers that no text can fill is a page missing from the
   scan and becomes a gap, never invented text.

The result is a flat sequence of units, :class:`PageBreak` and :class:`MissingPages`.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from itertools import accumulate

import regex as re
from rapidfuzz.distance import Levenshtein

from pipeline.model import Block, Line
from pipeline.segment.numbering import Anchor, consistent_anchors, page_measure, place_breaks
from pipeline.text.fold import fold
from pipeline.text.furniture import (
    Fw,
    RunningHead,
    Signature,
    catchword,
    running_head,
    signature_tail,
    unnumbered_head,
    whole_line_signature,
)


@dataclass
class Unit:
    """A block of the source after page analysis."""

    lines: tuple[Line, ...]
    gap: int
    role: str = "text"  # "text", "head" (running head), "sig", "catch"
    fw: dict[int, tuple[Fw, ...]] = field(default_factory=dict)
    """Furniture inside lines: index of the line in ``lines`` -> its pieces."""
    head: RunningHead | None = None
    sig: Signature | None = None
    continues: bool = False
    """This text goes on with the sentence the previous text unit left open."""
    length: float = 0.0
    """Estimated printed lines."""

    @property
    def first(self) -> int:
        return self.lines[0].n

    @property
    def text(self) -> str:
        return " ".join(line.text for line in self.lines)

    @property
    def is_furniture(self) -> bool:
        return self.role != "text"


@dataclass(frozen=True)
class PageBreak:
    n: str
    """The page's number: printed, repaired from the sequence, or bracketed where unnumbered."""
    certain: bool
    """Whether furniture or a cut sentence places it; otherwise placed by page length."""
    printed: str | None = None
    """What the running head prints where it disagrees with ``n``."""
    scan_page: int | None = None
    """The scan's page, for a page the OCR found blank (no line after it to point there)."""


@dataclass(frozen=True)
class MissingPages:
    pages: tuple[str, ...]


Item = Unit | PageBreak | MissingPages

_SPLIT_BONUS = 6.0
_TABLE_WEIGHT = 2.5
_CLOSED = re.compile(r"[.!?:»)\]]\s*$")


def ends_open(unit: Unit) -> bool:
    """The unit's text stops mid-sentence (or mid-word, on a hyphen)."""
    return not _CLOSED.search(unit.lines[-1].text)


_ARTICLE = re.compile(r"^\W*\d+\s?\.\s")  # "19. Et c'est aussi…"


def _goes_on(before: Unit, unit: Unit) -> bool:
    """After a block cut mid-sentence, this one is its continuation: it begins in lower case,
    or the cut block is a numbered article and this one is neither an article nor a title
    (``… que deux`` / ``Cheualiers seuls ne peuvent mater le Roy.``: a noun's capital)."""
    if starts_lower(unit):
        return True
    return bool(
        _ARTICLE.match(before.text)
        and not _ARTICLE.match(unit.text)
        and not looks_like_heading(unit)
    )


_NAMELY = re.compile(r"^\W*(?:à\s+)?s\s?[çc]?\s?a\s?[uv]\s?o\s?i\s?r\W*$", re.I)
_NUMERAL_GOES_ON = re.compile(r"^[IVXLC]{1,8}\.\s+\p{Ll}")


def _belongs_before(unit: Unit) -> bool:
    """Blocks that finish the text before them even after a full stop: ``Sçavoir,`` (namely:
    the sentence before announces the list it opens) and a roman numeral followed by lower
    case (``LVI. qui deschargea…``: the king's number the page turn cut from "Roy de France")."""
    return is_namely(unit.text) or bool(_NUMERAL_GOES_ON.match(unit.text))


def is_namely(text: str) -> bool:
    """``Sçavoir,`` / ``S C A V O I R.`` (namely): it introduces the list after it."""
    return bool(_NAMELY.match(text))


_LAST_WORD = re.compile(r"(\p{Ll}+)$")
_FORMULA = re.compile(r"^qui ira\b")  # the book's rules of squares: "Qui ira au 59."


def _verse_goes_on(before: Unit, unit: Unit) -> bool:
    """Verse the converter set one line a block (the Proverbes' "De trois choses Dieu nous
    garde, / De bœuf salé sans moutarde, / …"): a short line ending with a comma goes on in
    the short line after it."""
    return (
        len(before.lines) == 1
        and len(unit.lines) == 1
        and len(before.text) <= 45
        and len(unit.text) <= 45
        and before.text.rstrip().endswith(",")
        and not is_namely(before.text)
        and not looks_like_heading(before)
        and not looks_like_heading(unit)
    )


def _cut_across(before: Unit, unit: Unit, turned: bool) -> bool:
    """A sentence cut by the page even where the OCR's punctuation hides it: the page turns
    and the text goes on in lower case after a stray full stop (Trictrac "…des trois moyens
    & Dames." / "simples, il vaut…"), or the text before stops on a small word with no
    punctuation at all (Tarots "…& mesme en" / "France, comme à Lyon…")."""
    if looks_like_heading(before) or looks_like_heading(unit) or _ARTICLE.match(unit.text):
        return False
    if len(before.text) <= 3 or not re.search(r"\p{Ll}{3,}", unit.text):
        return False  # a letter over a series (France's "C"), a label ("à I. I. II. II.")
    if turned and starts_lower(unit):
        return not _FORMULA.match(unit.text)
    last = len(before.lines) - 1
    text = before.lines[last].text
    for f in before.fw.get(last, ()):  # a signature glued to the line is not its last word
        text = text[: f.start] + " " * (f.end - f.start) + text[f.end :]
    return _LAST_WORD.search(text.rstrip()) is not None


def starts_lower(unit: Unit) -> bool:
    m = re.search(r"\p{L}", unit.lines[0].text)
    return bool(m) and m.group().islower()


def looks_like_heading(unit: Unit) -> bool:
    """Short, set apart, in capitals, italics or a converter heading: a title, not prose.

    Verse (two or more long lines, each opening with a capital) is not a title.
    """
    if unit.role != "text" or len(unit.lines) > 6:
        return False
    if len(unit.lines[0].text) > 70:
        return _italic_title_line(unit)
    if any(len(x.text) > 100 for x in unit.lines):
        return False
    if len(unit.lines) >= 2 and all(len(x.text) >= 35 and x.text[:1].isupper() for x in unit.lines):
        return False
    first = unit.lines[0]
    italic = sum(s.end - s.start for s in first.spans if s.rend in ("italic", "bold"))
    return (
        bool(first.heading)
        or set_in_capitals(first.text)
        or italic >= 0.6 * max(1, len(first.text))
    )


_WORD = re.compile(r"[\p{L}']+")


def set_in_capitals(text: str) -> bool:
    """A title is set in capitals: its first two words (``LE IEU DV HOC``, spaced letters
    ``E X E M P L E.``), or the whole line (``EXEMPLE.``). A paragraph's opening word in
    capitals (a drop capital and small capitals: ``PRemierement l'on donne``, ``LE conseil
    de…``, ``EST à remarquer``) is not: the words after it are in lower case."""
    words = _WORD.findall(text)
    if not words or not re.match(r"^\W*\p{Lu}{2,}|^\W*\p{Lu}\s\p{Lu}\b", text):
        return False
    upper = [w for w in words if w.replace("'", "").isupper()]
    return len(upper) == len(words) or all(w.replace("'", "").isupper() for w in words[:2])


def _italic_title_line(unit: Unit) -> bool:
    """A long title set on one line in italics, beginning in capitals and ending with a full
    stop (``Des hazards qui arriuent en joüant, & les fautes…``, Paume's ``Les formes
    tenuës…``): the converter keeps a title on one line, where prose has several sentences
    or runs on to the next block."""
    line = unit.lines[0]
    return (
        len(unit.lines) == 1
        and len(line.text) <= 200
        and is_italic(unit)
        and line.text.rstrip().endswith(".")
        and line.text.count(". ") == 0
        and not starts_lower(unit)
    )


def is_italic(unit: Unit) -> bool:
    chars = sum(len(x.text) for x in unit.lines)
    italic = sum(s.end - s.start for x in unit.lines for s in x.spans if s.rend == "italic")
    return chars > 0 and italic >= 0.6 * chars


def make_units(blocks: tuple[Block, ...], furniture: dict[int, str] | None = None) -> list[Unit]:
    """Split blocks at furniture and recognise it (before any page is numbered).

    ``furniture``: source line -> kind (``header``, ``sig``, ``catch``) where the source
    already knows (OCR found the line at the page's head or foot); such a line is furniture
    even when its text, misread, would not say so."""
    units: list[Unit] = []
    for block in blocks:
        lines = block.lines
        known = (furniture or {}).get(lines[0].n) if len(lines) == 1 else None
        if known is not None and running_head(lines[0]) is None:
            units.append(_known_furniture(block, known))
            continue
        head = running_head(lines[0])
        if head and head.number is not None:
            units.append(Unit((lines[0],), block.gap, "head", {0: head.parts}, head=head))
            if len(lines) == 1:
                continue
            lines = lines[1:]
        if len(lines) == 1 and (sig := whole_line_signature(lines[0])):
            units.append(Unit(lines, block.gap, "sig", {0: (sig.fw,)}, sig=sig))
            continue
        unit = Unit(tuple(lines), block.gap)
        tail = signature_tail(lines[-1])
        if tail:
            unit.fw[len(lines) - 1] = (tail.fw,)
            unit.sig = tail
        units.append(unit)
    _mark_catchwords_and_heads(units)
    return units


def _known_furniture(block: Block, kind: str) -> Unit:
    line = block.lines[0]
    whole = (Fw(0, len(line.text), "header" if kind == "header" else kind),)
    if kind == "header":
        m = re.search(r"^\s*(\d{1,3})\.?\s|\s(\d{1,3})\.?\s*$", line.text)
        number = int(m.group(1) or m.group(2)) if m else None
        head = RunningHead(whole, number, m.group(0).strip() if m else None, None, line.text)
        return Unit(block.lines, block.gap, "head", {0: whole}, head=head)
    return Unit(block.lines, block.gap, "sig" if kind == "sig" else "catch", {0: whole})


def _mark_catchwords_and_heads(units: list[Unit]) -> None:
    for i, unit in enumerate(units):
        if unit.role != "text" or len(unit.lines) != 1:
            continue
        nxt = next((u for u in units[i + 1 :] if u.role == "text"), None)
        prev = next((u for u in reversed(units[:i]) if u.role == "text"), None)
        line = unit.lines[0]
        if nxt and catchword(line, nxt.text) and len(nxt.text) > len(line.text):
            unit.role = "catch"
            unit.fw = {0: (Fw(0, len(line.text), "catch"),)}
            continue
        head = unnumbered_head(line)
        if head and _ROMAN_LINE.fullmatch(line.text):
            head = None  # XVIII. between two quatrains numbers the next one
        if head and prev and nxt and ends_open(prev) and starts_lower(nxt):
            unit.role = "head"
            unit.head = head
            unit.fw = {0: head.parts}
    last_text: Unit | None = None
    turned = False  # furniture since the last text: a page turned
    for unit in units:
        if unit.role != "text":
            turned = True
            continue
        if last_text is not None and (
            (ends_open(last_text) and _goes_on(last_text, unit))
            or _belongs_before(unit)
            or _cut_across(last_text, unit, turned)
            or _verse_goes_on(last_text, unit)
        ):
            unit.continues = True
        turned = False
        if last_text is not None and (unit.continues or _glued_catchword(last_text, unit)):
            _mark_glued_catchword(last_text, unit)
        last_text = unit


_ROMAN_LINE = re.compile(r"(?:[IVXLC] ?){1,8}\.")


def _glued_catchword(before: Unit, after: Unit) -> bool:
    """A page's last word repeating the next page's first: a catchword set on the text line."""
    last, first = before.lines[-1].text.split(), after.lines[0].text.split()
    if not (last and first) or len(last) < 2 or not (last[-1].isalpha() and len(last[-1]) > 1):
        return False
    return ends_open(before) and fold(last[-1]) == fold(first[0])


def _mark_glued_catchword(before: Unit, after: Unit) -> None:
    k = len(before.lines) - 1
    if k in before.fw or not _glued_catchword(before, after):
        return
    text = before.lines[k].text
    word = text.split()[-1]
    before.fw[k] = (Fw(len(text) - len(word), len(text), "catch"),)
    after.continues = True


def chars_per_line(units: list[Unit]) -> float:
    """The measure of a printed line, from the lines the converter kept hard-wrapped."""
    lengths = [
        len(line.text)
        for u in units
        if u.role == "text" and len(u.lines) > 2
        for line in u.lines[:-1]
        if 20 <= len(line.text) <= 70
    ]
    return statistics.median(lengths) if lengths else 36.0


def estimate_lengths(units: list[Unit]) -> None:
    cpl = chars_per_line(units)
    for u in units:
        if u.is_furniture:
            u.length = 0.0
            continue
        total = 0.0
        for line in u.lines:
            total += 1 if len(line.text) <= 1.3 * cpl else math.ceil(len(line.text) / cpl)
        u.length = total + (0.5 if u.gap > 1 else 0.0)


def _near_title(title: str, titles: list[str]) -> bool:
    """The running heads' title with one letter lost or misread by the OCR ("Le Jeu du
    Ticque-Trac." beside "Le Jeu du Tricque-Trac."): at most one edit from one of them."""
    key = fold(title)
    return len(key) >= 12 and any(
        Levenshtein.distance(key, fold(t), score_cutoff=1) <= 1 for t in titles
    )


def _title_key(title: str) -> str:
    """Running heads vary in spelling and OCR damage ("Tricque-Trat", "Trique-Trac"): compare
    their first two content words' first three letters."""
    content = [
        w
        for w in fold(title).split()
        if w not in ("le", "la", "les", "ieu", "ieux", "iou", "du", "de", "des", "l")
    ]
    return " ".join(w[:3] for w in content[:2])


def paginate(
    units: list[Unit],
    body_start: int,
    prefer: frozenset[int] = frozenset(),
    table: dict[int, int] | None = None,
) -> list[Item]:
    """Interleave page breaks with the units.

    ``body_start``: index of the unit that opens the book's body (its page 1), from the
    structure stage; front-matter pages are counted apart, in brackets. ``prefer``: units
    before which a break is likely (front-matter sections begin on a new page).
    """
    body = _Part(units[body_start:], front=False, offset=body_start, table=table or {})
    mu = page_measure(body.parity_anchors(), [u.length for u in body.units])
    items: list[Item] = []
    if body_start:
        front = _Part(units[:body_start], front=True, offset=0)
        items += front.items(mu, prefer)
    items += body.items(mu, prefer)
    return items


def _title_page_is_one_page(lengths: list[float], end: int | None, mu: float) -> list[float]:
    """The title page, set in large type, fills one page whatever its number of lines: its
    units (before the first section of the preliminaries) are given one page's length."""
    if not end:
        return lengths
    total = sum(lengths[:end])
    if total <= 0:
        return lengths
    return [x * mu / total for x in lengths[:end]] + lengths[end:]


@dataclass
class _Part:
    """The front matter or the body: its own page sequence."""

    units: list[Unit]
    front: bool
    offset: int
    table: dict[int, int] = field(default_factory=dict)
    """Unit (index in the whole book) -> the page the table gives for the heading there."""

    def table_anchors(self) -> list[Anchor]:
        """The book's table gives the page of each game's heading: evidence like a printed
        number (a misread signature is outvoted where two games' pages agree against it)."""
        return [
            Anchor(u - self.offset, page, _TABLE_WEIGHT, "toc")
            for u, page in sorted(self.table.items())
            if 0 <= u - self.offset < len(self.units)
        ]

    def parity_anchors(self) -> list[Anchor]:
        """Printed numbers and signatures whose recto/verso side fits their parity."""
        out = []
        for i, u in enumerate(self.units):
            if u.role == "head" and u.head and u.head.number is not None and not self.front:
                even = u.head.number % 2 == 0
                if (u.head.side == "verso") == even:
                    out.append(Anchor(i, u.head.number, 1.0, "head"))
            elif u.sig is not None and u.sig.front == self.front:
                out.append(Anchor(i, u.sig.page, 2.0, "sig"))
        return out

    def items(self, mu: float, prefer: frozenset[int]) -> list[Item]:
        units = self.units
        lengths = [u.length for u in units]
        evidence = sorted(self.parity_anchors() + self.table_anchors(), key=lambda a: a.unit)
        chosen = consistent_anchors(evidence, lengths, mu, self.fixed_breaks())
        kept = {a.unit for a in chosen}
        self._settle_signatures(chosen, kept, lengths, mu)
        self._settle_heads(chosen, kept)
        lengths = [u.length for u in units]
        fixed = self.fixed_breaks()
        bonus = {i: _SPLIT_BONUS for i, u in enumerate(units) if u.continues}
        for i in range(1, len(units)):
            if i + self.offset in prefer:
                bonus[i] = bonus.get(i, 0.0) + _SPLIT_BONUS
        anchors = {a.unit: a.page for a in chosen}
        first = 1  # the front matter counts from its title page
        if chosen and not self.front:
            before = sum(lengths[: chosen[0].unit])
            first = max(1, chosen[0].page - math.floor(before / mu))
        opens = frozenset(i for i, u in enumerate(units) if looks_like_heading(u))
        gaps = self.gap_places(opens)
        if self.front:
            starts = sorted(i - self.offset for i in prefer if 0 < i - self.offset < len(units))
            lengths = _title_page_is_one_page(lengths, starts[0] if starts else None, mu)
            gaps = dict.fromkeys(starts, 0.0)  # blank pages come before a section opens
            fixed = fixed | set(starts)  # and each section of the preliminaries opens a page
        placements = place_breaks(lengths, fixed, anchors, first, bonus, mu, opens, gaps)
        starts = {p.start: p for p in placements}
        out: list[Item] = []
        for i, u in enumerate(units):
            p = starts.get(i)
            if p is not None:
                for missing in range(p.page - p.missing_before, p.page):
                    out.append(PageBreak(self.label(missing), False))
                    if not self.front:  # preliminaries have blank pages; the body lost them
                        out.append(MissingPages((self.label(missing),)))
                printed = None
                if (
                    u.role == "head"
                    and u.head
                    and u.head.number is not None
                    and u.head.number != p.page
                ):
                    printed = u.head.printed
                certain = i == 0 or i in fixed or i in bonus
                out.append(PageBreak(self.label(p.page), certain, printed))
            out.append(u)
        return out

    def gap_places(self, opens: frozenset[int]) -> dict[int, float] | None:
        """Where pages may be missing: before a printed page number (the numbers jump), or,
        more likely, before a heading that follows text cut off mid-sentence (what was
        lost is visible). Preliminaries: ``None`` here; :meth:`items` allows their blank
        pages only before a section opens."""
        if self.front:
            return None
        places: dict[int, float] = {}
        last_text: Unit | None = None
        for i, u in enumerate(self.units):
            if u.role == "head" and u.head and u.head.number is not None:
                places[i] = 0.0
            elif i in opens and last_text is not None and ends_open(last_text):
                places[i] = 1.0
            if u.role == "text":
                last_text = u
        return places

    def fixed_breaks(self) -> set[int]:
        """Units before which furniture forces a new page."""
        fixed: set[int] = set()
        for i, u in enumerate(self.units):
            if u.role == "head" and i > 0:
                fixed.add(i)
            if (u.role in ("sig", "catch") or u.sig is not None) and i + 1 < len(self.units):
                fixed.add(i + 1)
        return fixed

    def _settle_heads(self, chosen: list[Anchor], kept: set[int]) -> None:
        """A numbered head outside the chain is a misprinted running head if its title is
        one the book's running heads use; otherwise it was a numbered sub-heading."""
        heads = [self.units[a.unit].head.title for a in chosen if a.kind == "head"]
        titles = {_title_key(t) for t in heads}
        for i, u in enumerate(self.units):
            if u.role != "head" or i in kept or u.head is None or u.head.number is None:
                continue
            if _title_key(u.head.title) in titles or _near_title(u.head.title, heads):
                continue
            if self._cuts_a_sentence(i):
                continue  # furniture where it falls: the text runs on across it
            u.role, u.head, u.fw = "text", None, {}
            u.length = float(len(u.lines))

    def _cuts_a_sentence(self, i: int) -> bool:
        """The text before unit ``i`` stops mid-sentence and the text after it goes on in
        lower case: what stands between is a page's furniture (``24. Qui tient du fer est
        derniere, &`` / ``198 Le Jeu du Palle-Mail.`` / ``peut reuenir…``)."""
        prev = next((u for u in reversed(self.units[:i]) if u.role == "text"), None)
        nxt = next((u for u in self.units[i + 1 :] if u.role == "text"), None)
        return bool(prev and nxt and ends_open(prev) and starts_lower(nxt))

    def label(self, page: int) -> str:
        return f"[{page}]" if self.front else str(page)

    def _settle_signatures(
        self, chosen: list[Anchor], kept: set[int], lengths: list[float], mu: float
    ) -> None:
        """A signature outside the chain is a misread one if it is near where it should be;
        far from it, it was never a signature (a board letter, a verse numeral): text again."""
        cum = [0.0, *accumulate(lengths)]
        for i, u in enumerate(self.units):
            if u.sig is None or i in kept or u.sig.front != self.front:
                continue
            left = max((a for a in chosen if a.unit < i), key=lambda a: a.unit, default=None)
            expected = None if left is None else left.page + (cum[i] - cum[left.unit]) / mu
            if expected is not None and abs(expected - u.sig.page) <= 3:
                continue
            if u.role == "sig":
                u.role = "text"
            u.fw = {k: v for k, v in u.fw.items() if all(f.type != "sig" for f in v)}
            u.sig = None
            u.length = 1.0


def paginate_known(
    units: list[Unit],
    body_start: int,
    page_of_line: dict[int, int],
    blank: frozenset[int] = frozenset(),
) -> list[Item]:
    """Page breaks where a scan's pages really end (OCR knows them), numbered as the running
    heads print them; a page without a number takes the next in sequence in the body, and a
    bracketed count in the front matter. A page of the scan the OCR could not read is a page
    break and a gap; a ``blank`` one (a flyleaf, the back of a plate) is an empty page."""
    pages: list[int] = []
    for u in units:
        p = page_of_line.get(u.first)
        if p is not None and (not pages or pages[-1] != p):
            pages.append(p)
    printed: dict[int, int] = {}
    for u in units:
        if u.head is not None and u.head.number is not None and u.first in page_of_line:
            printed[page_of_line[u.first]] = u.head.number
    body_page = page_of_line.get(units[body_start].first) if body_start < len(units) else None
    items: list[Item] = []
    current, last_number, front_count = None, 0, 0
    for u in units:
        p = page_of_line.get(u.first, current)
        if p != current:
            between = range(current + 1, p) if current is not None and p is not None else []
            lost = [q for q in between if q not in blank]
            for q in between:  # a page the OCR could not read: declared, never invented
                if q in blank:  # read, and nothing on it: an empty page, not a gap
                    in_front = body_page is not None and q < body_page
                    front_count += in_front
                    n = f"[{front_count}]" if in_front else str(last_number + 1)
                    last_number += not in_front
                    items.append(PageBreak(n, True, scan_page=q))
                    continue
                last_number += 1
                items.append(PageBreak(str(last_number), True))
            if lost:
                items.append(
                    MissingPages(
                        tuple(str(last_number - len(lost) + 1 + k) for k in range(len(lost)))
                    )
                )
            in_front = body_page is not None and p is not None and p < body_page
            if in_front:
                front_count += 1
                n = f"[{front_count}]"
            else:
                last_number = printed.get(p, last_number + 1)
                n = str(last_number)
            items.append(PageBreak(n, True))
            current = p
        items.append(u)
    return items
