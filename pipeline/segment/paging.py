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
from dataclasses import dataclass, field
from itertools import accumulate

from rapidfuzz.distance import Levenshtein

from pipeline.model.items import Item, MissingPages, PageBreak, Unit
from pipeline.segment.headings import looks_like_heading, starts_lower
from pipeline.segment.numbering import Anchor, consistent_anchors, page_measure, place_breaks
from pipeline.segment.units import ends_open
from pipeline.text.fold import fold

_SPLIT_BONUS = 6.0
_TABLE_WEIGHT = 2.5


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

    def _before_running_head(self, i: int) -> bool:
        return i + 1 < len(self.units) and self.units[i + 1].role == "head"

    def label(self, page: int) -> str:
        return f"[{page}]" if self.front else str(page)

    def _settle_signatures(
        self, chosen: list[Anchor], kept: set[int], lengths: list[float], mu: float
    ) -> None:
        """A signature outside the chain is a misread one if it is near where it should be,
        or where a page's furniture stands: before the next page's running head, or between
        the halves of a sentence (Meslé's second "C iij", misprinted for C iiij, at the foot
        of p. 55: "6. Le tricon avec prime, … emporte le" / "C iij" / "56 Le Jeu Meslé…" /
        "simple flux, …"). Far from it, and in the text's flow, it was never a signature (a
        board letter, a verse numeral): text again."""
        cum = [0.0, *accumulate(lengths)]
        for i, u in enumerate(self.units):
            if u.sig is None or i in kept or u.sig.front != self.front:
                continue
            if u.role == "sig" and (self._before_running_head(i) or self._cuts_a_sentence(i)):
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
