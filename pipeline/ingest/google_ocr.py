"""Reader for Google Books' OCR text, exported as markdown-like text.

What Google adds is not the book: its usage notice at the top, the holding library's
stamps, barcodes and shelfmarks, and the converter's markdown. The notice and the stamps
are dropped (and listed, with their lines, in :attr:`Source.dropped`); markdown is read
as hints (headings, bold, italic, drop capitals) and never becomes text.
"""

from __future__ import annotations

from pathlib import Path

import regex as re

from pipeline.ingest.text import group_blocks, new_style, read_source_text, scan_markdown
from pipeline.model import Dropped, Line, Source
from pipeline.text.fold import fold

# The usage notice Google prefixes to every book, in English and French.
_GOOGLE = re.compile(r"Google|books\.google", re.I)
_NOTICE_SPAN = 200  # the notice always sits within the first lines of the export

# Library marks that recur on Google's scans: barcodes, stamps, struck-through labels.
_STAMP_LINE = [
    (re.compile(r"^\*\*<\d{10,}\*\*$"), "library barcode"),
    (re.compile(r"Staatsbibliothek", re.I), "library stamp"),
    (re.compile(r"^~~.*~~$"), "label or bleed-through from another volume (struck through)"),
]
_STAMP_BLOCK = [
    (re.compile(r"BIBLIOTHECA\s+REGIA\s+MONACENSIS", re.I), "library stamp (Munich)"),
]
# Lines that are nothing but the converter's layout: rules and table frames.
_CONVERTER_ONLY = re.compile(r"^\s*(?:-{3,}|-\s*\|[\s|]*|\|?[\s|:-]*-{3,}[\s|:-]*)\s*$")
_TABLE_ROW = re.compile(r"^\s*\|(.*)\|\s*$")


def read_google_ocr(path: Path, title_key: str | None = None, partial: bool = False) -> Source:
    """Read a Google OCR export; ``title_key`` (e.g. "maison des jeux") finds the title page.

    Everything between Google's notice and the title page (flyleaves: ex-libris, shelfmarks,
    labels) is dropped as library matter. ``partial``: characters XML cannot hold are dropped
    and listed, not refused.
    """
    dropped: list[Dropped] = []
    raw = read_source_text(path, dropped if partial else None)
    keep = [True] * len(raw)

    def drop(first: int, last: int, reason: str) -> None:
        """Drop 0-based lines first..last inclusive."""
        text = " / ".join(s.strip() for s in raw[first : last + 1] if s.strip())
        for i in range(first, last + 1):
            keep[i] = False
        if text:
            dropped.append(Dropped(first + 1, last + 1, reason, text))

    paragraphs = _paragraphs(raw)
    notice_end = -1
    for first, last in paragraphs:
        if first >= _NOTICE_SPAN:
            break
        if any(_GOOGLE.search(raw[i]) for i in range(first, last + 1)):
            notice_end = last
    if notice_end >= 0:
        drop(0, notice_end, "Google Books usage notice")

    title_first = _find_title(raw, paragraphs, notice_end, title_key)
    for first, last in paragraphs:
        if notice_end < first and title_first is not None and last < title_first:
            drop(first, last, "flyleaf: library stamp, ex-libris or shelfmark")

    for first, last in paragraphs:
        if not keep[first]:
            continue
        block = " ".join(raw[i].strip() for i in range(first, last + 1))
        for pattern, reason in _STAMP_BLOCK:
            if pattern.search(block):
                drop(first, last, reason)
                break
        else:
            for i in range(first, last + 1):
                for pattern, reason in _STAMP_LINE:
                    if pattern.search(raw[i].strip()):
                        drop(i, i, reason)
                        break
                else:
                    if _CONVERTER_ONLY.match(raw[i]):
                        drop(i, i, "converter markup (rule or table frame)")

    lines: list[Line | None] = []
    style = new_style()
    for i, text in enumerate(raw):
        if not keep[i] or not text.strip():
            if not text.strip():
                style = new_style()
            lines.append(None)
            continue
        row = _TABLE_ROW.match(text)
        lines.append(_table_row(i + 1, text, row) if row else scan_markdown(i + 1, text, style))
    return Source(
        path=path, kind="google-ocr", blocks=tuple(group_blocks(lines)), dropped=tuple(dropped)
    )


def _paragraphs(raw: list[str]) -> list[tuple[int, int]]:
    """0-based (first, last) line ranges of the blank-line separated paragraphs."""
    out = []
    start = None
    for i, text in enumerate(raw + [""]):
        if text.strip():
            if start is None:
                start = i
        elif start is not None:
            out.append((start, i - 1))
            start = None
    return out


def _find_title(
    raw: list[str], paragraphs: list[tuple[int, int]], after: int, key: str | None
) -> int | None:
    if not key:
        return None
    key = fold(key)
    for first, last in paragraphs:
        if first > after and key in fold(" ".join(raw[first : last + 1])):
            return first
    return None


def _table_row(n: int, raw: str, row: re.Match[str]) -> Line:
    """A markdown table row: cells (stripped) separated by one space, cell starts recorded."""
    chars: list[str] = []
    cols: list[int] = []
    cells: list[int] = []
    offset = row.start(1)
    for cell in row.group(1).split("|"):
        stripped = cell.strip()
        lead = len(cell) - len(cell.lstrip())
        if stripped:
            if chars:
                chars.append(" ")
                cols.append(offset - 1)
                cells.append(len(chars))
            for k, c in enumerate(stripped):
                chars.append(c)
                cols.append(offset + lead + k)
        offset += len(cell) + 1
    return Line(n=n, text="".join(chars), cols=tuple(cols), cells=tuple(cells))
