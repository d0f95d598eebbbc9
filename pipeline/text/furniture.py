"""Recognising page furniture: running heads, page numbers, signatures, catchwords.

Each recogniser looks at one line (or one short block) and says what it is, without
deciding where pages break: that is :mod:`pipeline.segment.paging`' job, which also
rejects look-alikes that do not fit the page sequence (the board letters ``B.``, ``C``
of the Jeu de France look exactly like signatures).
"""

from __future__ import annotations

import regex as re

from pipeline.model import Line
from pipeline.model.furniture import ALPHABET, Fw, RunningHead, Signature
from pipeline.text.fold import fold


def split_furniture(text: str, fws: tuple[Fw, ...]) -> list[tuple[int, int, str | None]]:
    """A line as it is written: ``(start, end, None)`` for text, ``(start, end, type)`` for
    a piece of furniture, in order over the whole line (text ranges may be empty). Pieces
    stand side by side (a running head's page number is its sibling, not inside it); the
    space between two pieces goes with the first, so no indentation can take it."""
    out: list[tuple[int, int, str | None]] = []
    pos = 0
    pieces = sorted(fws, key=lambda f: f.start)
    for k, f in enumerate(pieces):
        out.append((pos, f.start, None))
        end = f.end
        nxt = pieces[k + 1].start if k + 1 < len(pieces) else None
        if nxt is not None and not text[end:nxt].strip():
            end = nxt
        out.append((f.start, end, f.type))
        pos = end
    out.append((pos, len(text), None))
    return out


_TITLE_WORDS = {"le", "la", "les", "ieu", "ieux", "iou", "du", "des", "de"}
_VERSO = re.compile(r"^(?P<num>\d{1,3})(?P<dot>\.?)\s+(?P<title>\S.{2,60})$")
_RECTO = re.compile(r"^(?P<title>\S.{2,60}?)\s+(?P<num>\d{1,3})\.?$")


def _title_like(title: str, line: Line, start: int) -> bool:
    """A running-head title: short, italic in the converter, or 'Le Jeu de…' by its words."""
    w = fold(title).split()
    if not w or len(w) > 9:
        return False
    italic = sum(s.end - s.start for s in line.spans if s.rend == "italic" and s.start >= start - 1)
    return italic >= 0.6 * len(title.strip()) or (
        w[0] in _TITLE_WORDS and any(x in ("ieu", "ieux", "iou") for x in w[:3])
    )


def running_head(line: Line) -> RunningHead | None:
    """``28 Le Jeu du Hoc.`` (verso) or ``Le Jeu de la Triomphe. 45`` (recto), else None."""
    text = line.text
    if len(text) > 70 or line.is_table_row:
        return None
    m = _VERSO.match(text)
    if m and _title_like(m.group("title"), line, m.start("title")):
        num_end = m.end("dot")
        return RunningHead(
            (Fw(0, num_end, "pageNum"), Fw(m.start("title"), len(text), "header")),
            int(m.group("num")),
            text[:num_end],
            "verso",
            m.group("title"),
        )
    m = _RECTO.match(text)
    if m and _title_like(m.group("title"), line, 0) and not re.match(r"^\d", text):
        return RunningHead(
            (Fw(0, m.end("title"), "header"), Fw(m.start("num"), len(text), "pageNum")),
            int(m.group("num")),
            text[m.start("num") :],
            "recto",
            m.group("title"),
        )
    return None


def unnumbered_head(line: Line) -> RunningHead | None:
    """A running head that lost (or never had) its number: ``EPISTRE.``, ``du Picquet.``.

    Only a candidate: the caller accepts it where it interrupts a sentence.
    """
    text = line.text
    if len(text) > 45 or line.is_table_row or not text.endswith("."):
        return None
    italic = sum(s.end - s.start for s in line.spans if s.rend == "italic")
    if text.isupper() or italic >= 0.6 * len(text) or line.heading:
        return RunningHead((Fw(0, len(text), "header"),), None, None, None, text)
    return None


_ROMAN_LEAF = {"i": 1, "ij": 2, "iij": 3, "iiij": 4, "iiii": 4, "iv": 4, "v": 5, "vj": 6, "vi": 6}
# The OCR reads a leaf's v as W or V, adds dots and a stray bracket: "G. W", "H. V. J.", "I. vj)".
_SIG = re.compile(
    r"^(?P<letter>[A-Zàãâa])\.?(?:[\s.]+(?P<leaf>[ijvIJVW](?:[\s.]*[ijvIJ]){0,3}))?[.)]?$"
)


def signature(text: str) -> tuple[str, int, bool] | None:
    """``A iij`` -> ("A", 3, False); ``M V`` -> ("M", 5, False); ``ã iij`` -> ("ã", 3, True)."""
    m = _SIG.match(text.strip())
    if not m:
        return None
    letter = m.group("letter")
    leaf_text = (m.group("leaf") or "i").lower().replace("w", "v")
    leaf_text = re.sub(r"[\s.]", "", leaf_text)
    leaf = _ROMAN_LEAF.get(leaf_text)
    if leaf is None:
        return None
    front = not letter.isupper() or letter in "ÀÃÂ"
    if not front and letter not in ALPHABET:
        return None
    return letter, leaf, front


_SIG_TAIL = re.compile(r"(?:^|\s)(?P<sig>[A-Z] (?:ij|iij|iiij|v|vj))$")


def signature_tail(line: Line) -> Signature | None:
    """A signature the converter glued to the end of a paragraph's last line (``… F ij``),
    or kept as the paragraph's last line of its own (France: ``…par Robere`` / ``K ij``)."""
    m = _SIG_TAIL.search(line.text)
    if not m:
        return None
    parsed = signature(m.group("sig"))
    if not parsed:
        return None
    return Signature(Fw(m.start("sig"), len(line.text), "sig"), *parsed)


def whole_line_signature(line: Line) -> Signature | None:
    parsed = signature(line.text)
    if not parsed or line.is_table_row:
        return None
    return Signature(Fw(0, len(line.text), "sig"), *parsed)


def catchword(line: Line, next_text: str) -> bool:
    """A one-line block of one to three words that the next page begins with."""
    words = line.text.split()
    if not 1 <= len(words) <= 3 or len(line.text) > 25 or not next_text:
        return False
    key = fold(line.text)
    return bool(key) and fold(next_text).startswith(key)
