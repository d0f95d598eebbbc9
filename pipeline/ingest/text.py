"""Reading a text source safely, and turning converter markup into hints.

Shared by the readers: the checks that give bad input one clear error, and the
markdown/HTML scanner that keeps a column map from every output character back
to the source line it came from.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import regex as re

from pipeline.errors import SourceError
from pipeline.model import Block, Dropped, Line, Span
from pipeline.text.controls import CONTROL, SPACE_CONTROL, control_name

# Bytes that never occur in a text file (NUL and most C0 controls): many of them, a binary file.
_BINARY = re.compile(rb"[\x00-\x08\x0e-\x1a\x1c-\x1f]")
_BINARY_SHARE = 0.01
"""Above this share of the first 64 KiB, control bytes make a file binary; below it, they are
stray characters in a text (a NUL pasted in), named by line and column."""


def read_source_text(path: Path, dropped: list[Dropped] | None = None) -> list[str]:
    """Return the lines of a UTF-8 text file, or raise :class:`SourceError` saying why not.

    A character XML cannot hold (:data:`~pipeline.text.controls.CONTROL`) is refused with its
    line and column, unless ``dropped`` is given (a build with ``--partial``): then it is taken out, and each line
    that lost one is appended to ``dropped`` with the characters and their columns.
    """
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise SourceError(path, "no such file") from None
    except IsADirectoryError:
        raise SourceError(path, "is a directory, not a text file") from None
    except OSError as e:
        raise SourceError(path, f"cannot be read ({e.strerror})") from None
    if not data.strip():
        raise SourceError(path, "is empty")
    head = data[:65536]
    if len(_BINARY.findall(head)) > _BINARY_SHARE * len(head):
        raise SourceError(path, "is a binary file, not UTF-8 text")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise SourceError(
            path, f"is not valid UTF-8 (byte 0x{data[e.start]:02x} on line {line})"
        ) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    # controls that are white space are read as a space (one character for one: the columns
    # stay those of the file); a reader folds white space anyway
    lines = SPACE_CONTROL.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n")).split("\n")
    found = [
        (n, m.start(), m.group()) for n, line in enumerate(lines, 1) for m in CONTROL.finditer(line)
    ]
    if not found:
        return lines
    if dropped is None:
        n, col, c = found[0]
        on = sorted({f[0] for f in found})
        where = ", ".join(map(str, on[:5])) + (", …" if len(on) > 5 else "")
        raise SourceError(
            path,
            f"line {n}, column {col + 1}: control character {control_name(c)}, which XML "
            f"cannot hold ({len(found)} in all, on line{'s' if len(on) > 1 else ''} {where}); "
            "remove them, or build with --partial to drop and list them",
        )
    for n in sorted({f[0] for f in found}):
        chars = "; ".join(f"{control_name(c)} at column {col + 1}" for m, col, c in found if m == n)
        lines[n - 1] = CONTROL.sub("", lines[n - 1])
        reason = f"control characters XML cannot hold, taken out (built with --partial): {chars}"
        dropped.append(Dropped(n, n, reason, lines[n - 1].strip()))
    return lines


@dataclass
class _Style:
    """Markup state carried from line to line inside one paragraph."""

    bold: int | None = None  # output offset where an open ** began, on the current line
    italic: int | None = None
    bold_open: bool = False
    italic_open: bool = False


_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+")
_TAGS = {
    "<b>": ("bold", True),
    "</b>": ("bold", False),
    "<sup>": ("sup", True),
    "</sup>": ("sup", False),
}


def scan_markdown(n: int, raw: str, style: _Style) -> Line:
    """Turn one source line into a :class:`Line`: markup out, hints kept, columns mapped.

    ``**`` and ``*`` toggle bold and italic across the lines of a paragraph (``style``
    carries the state); ``<b>``, ``<sup>`` and ``~~`` are read the same way. White space
    runs (tabs, the converter's double-space hard breaks, indentation) fold to one space.
    """
    heading = 0
    i = 0
    m = _HEADING.match(raw)
    if m:
        heading = len(m.group(1))
        i = m.end()
    chars: list[str] = []
    cols: list[int] = []
    spans: list[Span] = []
    opened: dict[str, int] = {}
    if style.bold_open:
        opened["bold"] = 0
    if style.italic_open:
        opened["italic"] = 0

    def toggle(rend: str, is_open: bool | None = None) -> None:
        now_open = rend in opened
        want = (not now_open) if is_open is None else is_open
        if want and not now_open:
            opened[rend] = len(chars)
        elif not want and now_open:
            start = opened.pop(rend)
            if len(chars) > start:
                spans.append(Span(start, len(chars), rend))

    while i < len(raw):
        c = raw[i]
        if raw.startswith("**", i):
            toggle("bold")
            i += 2
            continue
        if c == "*":
            toggle("italic")
            i += 1
            continue
        if raw.startswith("~~", i):
            toggle("strike")
            i += 2
            continue
        if c == "<":
            for tag, (rend, is_open) in _TAGS.items():
                if raw.startswith(tag, i):
                    toggle(rend, is_open)
                    i += len(tag)
                    break
            else:
                chars.append(c)
                cols.append(i)
                i += 1
            continue
        if c.isspace():
            if chars and chars[-1] != " ":
                chars.append(" ")
                cols.append(i)
            i += 1
            continue
        chars.append(c)
        cols.append(i)
        i += 1
    # Close what is still open at the end of the line; remember it for the next line.
    style.bold_open = "bold" in opened
    style.italic_open = "italic" in opened
    for rend in list(opened):
        toggle(rend, False)
    while chars and chars[-1] == " ":
        chars.pop()
        cols.pop()
    text = "".join(chars)
    spans = [_trim(s, text) for s in spans]
    spans = [s for s in spans if s is not None and s.rend in ("bold", "italic", "sup")]
    return Line(
        n=n, text=text, cols=tuple(cols), spans=tuple(_mark_initial(spans, text)), heading=heading
    )


def _trim(span: Span, text: str) -> Span | None:
    start, end = span.start, min(span.end, len(text))
    while start < end and text[start] == " ":
        start += 1
    while end > start and text[end - 1] == " ":
        end -= 1
    return Span(start, end, span.rend) if end > start else None


def _mark_initial(spans: list[Span], text: str) -> list[Span]:
    """A bold capital (with an optional apostrophe) opening a paragraph is a drop capital."""
    out = []
    for s in spans:
        piece = text[s.start : s.end]
        if (
            s.start == 0
            and s.rend == "bold"
            and re.fullmatch(r"\p{Lu}'?", piece)
            and s.end < len(text)
            and (text[s.end].isalpha() or text[s.end] == " ")
        ):
            out.append(Span(s.start, s.end, "initial"))
        else:
            out.append(s)
    return sorted(out, key=lambda s: (s.start, -s.end))


def group_blocks(lines: list[Line | None]) -> list[Block]:
    """Group lines into blocks; ``None`` stands for a blank (or dropped-blank) source line."""
    blocks: list[Block] = []
    current: list[Line] = []
    gap = 0
    pending_gap = 0
    for line in lines:
        if line is None:
            if current:
                blocks.append(Block(tuple(current), gap))
                current = []
                pending_gap = 0
            pending_gap += 1
            continue
        if not current:
            gap = pending_gap
        current.append(line)
    if current:
        blocks.append(Block(tuple(current), gap))
    return blocks


def new_style() -> _Style:
    return _Style()
