"""Indenting our TEI for people to read, without touching a character of the text.

``lxml``'s own ``indent`` replaces whitespace-only text, and in mixed content a space
between two elements is text (``</hi> <choice>``): it would be lost. Here only structural
elements (no text of their own) are indented, and inside text each line begins on a new
line of the file, just before its ``<lb/>``. Every inserted run starts with a newline,
which the source text never contains (it comes line by line), so readers drop exactly
the inserted runs (:data:`INDENT`).
"""

from __future__ import annotations

import regex
from lxml import etree

INDENT = regex.compile(r"\n *")
MIXED = frozenset(
    [
        "seg",
        "p",
        "head",
        "l",
        "item",
        "cell",
        "titlePart",
        "docImprint",
        "hi",
        "fw",
        "choice",
        "orig",
        "reg",
        "sic",
        "corr",
        "abbr",
        "expan",
        "ref",
        "num",
        "trailer",
        "closer",
        "salute",
        "signed",
        "dateline",
        "edition",
    ]
)


def indent(root: etree._Element, step: str = " ") -> None:
    _indent(root, 0, step)


def _indent(e: etree._Element, level: int, step: str) -> None:
    children = list(e)
    if not children:
        return
    pad = "\n" + step * (level + 1)
    if etree.QName(e).localname in MIXED:
        for c in children:
            if etree.QName(c).localname == "lb":
                prev = c.getprevious()
                if prev is None:
                    e.text = (e.text or "") + pad
                else:
                    prev.tail = (prev.tail or "") + pad
            _indent(c, level + 1, step)
        return
    if (e.text or "").strip() or any((c.tail or "").strip() for c in children):
        raise ValueError(f"<{etree.QName(e).localname}> holds text: it belongs in MIXED")
    e.text = pad
    for c in children:
        c.tail = pad
        _indent(c, level + 1, step)
    children[-1].tail = "\n" + step * level
