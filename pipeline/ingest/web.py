"""Reader for a transcription saved from a web page (the 1642 *Jeu du Piquet*).

A page saved from a site is not the text alone: the saving tool put the HTTP header on its
first line, the site gives the page a title and its own reference to the original before the
text, and the transcriber's credit and the site's navigation after it. The record in
``sources.toml`` says where the text begins and ends (``text_begins``, ``text_ends``: the
first and last lines of the original, as the page gives them); everything outside is dropped
and listed, with its lines and why, as for the ARTFL page (:mod:`pipeline.ingest.artfl`).
The text itself is kept as it is: one paragraph a line, the transcriber's modern spelling.
"""

from __future__ import annotations

from pathlib import Path

import regex as re

from pipeline.errors import SourceError
from pipeline.ingest.text import group_blocks, new_style, read_source_text, scan_markdown
from pipeline.model import Dropped, Line, Source

_HTTP_HEADER = re.compile(r"^[A-Za-z][A-Za-z-]*: \S")  # Content-Type: text/html; charset=…
_CREDIT = re.compile(r"^\(?\s*(?:texte\s+)?(?:saisi|transcrit|numéris)", re.I)


def read_web_transcription(
    path: Path, text_begins: str, text_ends: str, partial: bool = False
) -> Source:
    """The text between the lines ``text_begins`` and ``text_ends`` (both kept), the rest
    dropped and listed. ``partial``: characters XML cannot hold are dropped, not refused."""
    dropped: list[Dropped] = []
    raw = read_source_text(path, dropped if partial else None)
    starts = [i for i, s in enumerate(raw) if s.strip() == text_begins.strip()]
    if not starts:
        raise SourceError(path, f"no line reads {text_begins!r} (text_begins in sources.toml)")
    first = starts[0]
    ends = [i for i, s in enumerate(raw) if i > first and s.strip() == text_ends.strip()]
    if not ends:
        raise SourceError(path, f"no line reads {text_ends!r} (text_ends) after the text begins")
    last = ends[0]
    for i, s in enumerate(raw):
        text = s.strip()
        if first <= i <= last or not text:
            continue
        if i == 0 and _HTTP_HEADER.match(text):
            reason = "HTTP header saved with the page"
        elif i < first:
            reason = "the web page's title and the site's reference to the original"
        elif _CREDIT.match(text):
            reason = "the transcriber's credit (recorded in the TEI header)"
        else:
            reason = "the site's navigation"
        dropped.append(Dropped(i + 1, i + 1, reason, text))
    lines: list[Line | None] = [None] * len(raw)
    for i in range(first, last + 1):
        if raw[i].strip():
            lines[i] = scan_markdown(i + 1, raw[i], new_style())
    blocks = group_blocks(lines)
    dropped.sort(key=lambda d: d.first)
    return Source(path=path, kind="web-transcription", blocks=tuple(blocks), dropped=tuple(dropped))
