"""The book's own table of contents, and matching its entries to headings in the text.

The table (``TABLE DE LA MAISON``) drives the segmentation: each entry is a game, and
the text's headings are aligned to the entries in order, by their words (spelling-blind,
tolerant of OCR damage), never by position alone.
"""

from __future__ import annotations

from functools import lru_cache

import regex as re

from pipeline.model.front import Entry
from pipeline.model.items import Unit
from pipeline.text.fold import fold

ENTRY = re.compile(r"^(?P<title>\S.*?)[\s,.;]*\s(?P<page>\d{1,3}|(?<=[,.]\s)[Il])\.?$")
"""An entry: its title, then its page (an old-style one read as a capital I or an l by an
OCR trained on the period's print, after the title's comma or point, ``Le Ieu de l’Oye,
I``: page 1; ``LIVRE I.`` is no entry)."""
GENERIC = frozenset(
    [
        "le",
        "la",
        "les",
        "l",
        "d",
        "de",
        "du",
        "des",
        "et",
        "ou",
        "a",
        "au",
        "aux",
        "en",
        "ieu",
        "ieux",
        "iou",
        "cartes",
        "carte",
        "autre",
        "autres",
        "que",
        "qui",
        "se",
        "il",
        "est",
        "comme",
        "present",
        "maison",
        "academiques",
    ]
)


def parse_entries(units: list[Unit], start: int, stop: int) -> list[Entry]:
    """Entries ``title … page`` printed in units ``start`` (the table's title) to ``stop``."""
    entries: list[Entry] = []
    for u in range(start, stop):
        for k, line in enumerate(units[u].lines):
            m = ENTRY.match(line.text)
            if m and len(m.group("title")) > 3:
                page = 1 if m.group("page") in ("I", "l") else int(m.group("page"))
                entries.append(Entry(len(entries) + 1, m.group("title"), page, u, k, line.n))
    return entries


_SPACED = re.compile(r"\b(?:\p{L} ){2,}\p{L}\b")


@lru_cache(maxsize=4096)
def content_words(text: str) -> tuple[str, ...]:
    """Folded words that name something (letter-spaced display words joined up).

    Remembered: aligning the table with the headings compares every entry with every
    candidate heading, thirteen thousand pairs, each of whose texts was folded again."""
    folded = _SPACED.sub(lambda m: m.group().replace(" ", ""), fold(text))
    return tuple(w for w in folded.split() if w not in GENERIC and not w.isdigit() and len(w) > 1)


def _same_word(a: str, b: str) -> bool:
    """OCR-tolerant word identity: equal, one edit apart, or sharing a 5-letter stem."""
    if a == b or a.replace("f", "s") == b.replace("f", "s"):  # long s read as f
        return True
    if len(a) >= 3 and len(b) > len(a) + 3 and a in b:  # "ieuduhoc": letter-spaced words joined
        return True
    if min(len(a), len(b)) >= 5 and a[:5] == b[:5]:
        return True
    if min(len(a), len(b)) < 4 or abs(len(a) - len(b)) > 1:
        return False
    return _one_edit(a, b)


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) <= 1
    if len(a) > len(b):
        a, b = b, a
    return any(a == b[:i] + b[i + 1 :] for i in range(len(b)))


def similarity(title: str, heading: str) -> float:
    """Share of the title's content words found in the heading (0..1)."""
    t = content_words(title)
    h = content_words(heading)
    if not t:
        return 0.0
    found = sum(any(_same_word(w, x) for x in h) for w in t)
    return found / len(t)


def align(entries: list[Entry], candidates: list[tuple[int, str, int | None]]) -> dict[int, int]:
    """Map entries to candidate headings, in order, maximising total similarity.

    ``candidates``: (unit index, heading text, page it stands on). A match needs at least
    a third of the entry's words; among equals, the heading nearer the table's page wins.
    """
    n, m = len(entries), len(candidates)
    score = [[0.0] * (m + 1) for _ in range(n + 1)]
    move = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            best, how = score[i + 1][j], 1  # entry i left unmatched
            if score[i][j + 1] > best:
                best, how = score[i][j + 1], 2  # candidate j is not a game heading
            s = similarity(entries[i].title, candidates[j][1])
            if s >= 0.34:
                page = candidates[j][2]
                near = 0.0 if page is None else min(abs(page - entries[i].page), 40) / 400
                if s - near + score[i + 1][j + 1] > best:
                    best, how = s - near + score[i + 1][j + 1], 3
            score[i][j], move[i][j] = best, how
    out: dict[int, int] = {}
    i = j = 0
    while i < n and j < m:
        how = move[i][j]
        if how == 3:
            out[i] = candidates[j][0]
            i, j = i + 1, j + 1
        elif how == 2:
            j += 1
        else:
            i += 1
    return out
