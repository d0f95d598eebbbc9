"""Writing source lines into TEI: one ``<lb n="…"/>`` per line, hints as ``<hi>``,
furniture as ``<fw>``. ``n`` is the line of the source file, so every line of the
edition can be traced back to the text it was read from."""

from __future__ import annotations

from lxml import etree

from pipeline.model import Line
from pipeline.segment.furniture import Fw
from pipeline.tei import TEI_NS, XML_NS

_REND = {"bold": "bold", "italic": "italic", "sup": "sup", "initial": "initial"}


def el(parent: etree._Element, tag: str, text: str | None = None, **attrs: str) -> etree._Element:
    """A TEI child element; ``xml_id=…`` becomes ``xml:id``."""
    names = {(f"{{{XML_NS}}}{k[4:]}" if k.startswith("xml_") else k): v for k, v in attrs.items()}
    e = etree.SubElement(parent, f"{{{TEI_NS}}}{tag}", names)
    if text is not None:
        e.text = text
    return e


def add_text(parent: etree._Element, text: str) -> None:
    """Append text after whatever ``parent`` already holds."""
    if not text:
        return
    if len(parent):
        last = parent[-1]
        last.tail = (last.tail or "") + text
    else:
        parent.text = (parent.text or "") + text


def write_line(
    parent: etree._Element, line: Line, fws: tuple[Fw, ...] = (), lb: bool = True
) -> None:
    if lb:
        el(parent, "lb", n=str(line.n))
    text = line.text
    header = next(
        (f for f in fws if f.type == "header" and f.start == 0 and f.end == len(text)), None
    )
    if (
        header is None
        and any(f.type == "header" for f in fws)
        and any(f.type == "pageNum" for f in fws)
    ):
        # a running head: the whole line is the header, its page number inside it
        outer = el(parent, "fw", type="header")
        for f in sorted(fws, key=lambda f: f.start):
            if f.type == "pageNum":
                add_text(outer, text[len(_flat(outer)) : f.start])
                el(outer, "fw", text[f.start : f.end], type="pageNum")
        add_text(outer, text[len(_flat(outer)) :])
        return
    pos = 0
    for f in sorted(fws, key=lambda f: f.start):
        _write_spans(parent, line, pos, f.start)
        el(parent, "fw", text[f.start : f.end], type=f.type)
        pos = f.end
    _write_spans(parent, line, pos, len(text))


def _flat(e: etree._Element) -> str:
    return "".join(e.itertext())


def _write_spans(parent: etree._Element, line: Line, start: int, end: int) -> None:
    """Text ``line.text[start:end]`` with non-overlapping hint spans as ``<hi rend>``."""
    pos = start
    for s in line.spans:
        if s.start < pos or s.end > end or s.start >= end:
            continue
        add_text(parent, line.text[pos : s.start])
        el(parent, "hi", line.text[s.start : s.end], rend=_REND[s.rend])
        pos = s.end
    add_text(parent, line.text[pos:end])
