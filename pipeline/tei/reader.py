"""Reading a reading back out of our TEI.

Four readings come out of the same TEI:

- ``source``: what the OCR gave, line by line (``<sic>``, ``<orig>``, ``<abbr>``; the hyphen of
  a broken word restored from ``lb/@rend``). Tests prove it equals the ingested source.
- ``diplomatic``: the text as printed, OCR repairs taken (``<corr>``), line by line.
- ``regularised``: ``<reg>``/``<expan>`` taken; a line that continues a broken word joins the
  line before it (``<lb break="no"/>``), so every word is whole.
- ``normalised``: modern spelling (``<reg type="modern">``), else as regularised.

Furniture (``<fw>``) is left out unless asked for.
"""

from __future__ import annotations

from lxml import etree

from pipeline.model.readings import JOINED, Break, Furniture, Token, assemble
from pipeline.model.readings import READINGS as READINGS
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.pretty import INDENT

_T = f"{{{TEI_NS}}}"
PICK = {
    "source": ("sic", "orig", "abbr"),
    "diplomatic": ("corr", "orig", "abbr"),
    "regularised": ("reg", "expan", "corr", "orig", "abbr"),
    "normalised": ("reg[modern]", "reg", "expan", "corr", "orig", "abbr"),
}
"""For each reading, which child of a ``<choice>`` it reads, in order of preference."""


def read_lines(
    root: etree._Element, furniture: bool = False, reading: str = "source"
) -> list[tuple[int, str]]:
    """(source line, text) for every line under ``root``, in document order."""
    return [(n, t) for n, t, _ in _collect(root, furniture, reading)]


def read_text(root: etree._Element, reading: str = "diplomatic", furniture: bool = False) -> str:
    """A reading as text: one line per line of the source (lines that continue a broken word
    joined to it, in the joined readings), a blank line where the source had one."""
    out: list[str] = []
    last = None
    for n, text, end in _collect(root, furniture, reading):
        if last is not None and n > last + 1:
            out.append("")
        out.append(text)
        last = end
    return "\n".join(out) + ("\n" if out else "")


def _collect(root: etree._Element, furniture: bool, reading: str) -> list[tuple[int, str, int]]:
    """(first source line, text, last source line) of every line of the reading: the
    tree's tokens (:mod:`pipeline.model.readings`), made lines as the model's are."""
    if reading not in PICK:
        raise ValueError(f"unknown reading {reading!r}")
    return assemble(
        _tokens(root, furniture, reading), reading, furniture, lambda: _line_before(root)
    )


def _tokens(root: etree._Element, furniture: bool, reading: str) -> list[Token]:
    """Line breaks and text under ``root`` in document order, each choice read as
    ``reading`` picks it; furniture only if asked for."""
    out: list[Token] = []
    in_fw = 0

    def add(text: str | None) -> None:
        if text:
            text = INDENT.sub("", text)
            out.append(Furniture(text) if in_fw else text)

    def walk(e: etree._Element) -> None:
        nonlocal in_fw
        tag = e.tag
        if tag == f"{_T}lb":
            rend = e.get("rend") or ""
            out.append(
                Break(int(e.get("n")), e.get("break") == "no", rend, e.get("type") == "turnover")
            )
            return
        if tag == f"{_T}fw":
            if not furniture:
                return
            in_fw += 1
            walk_children(e)
            in_fw -= 1
            return
        if tag == f"{_T}teiHeader":
            return
        if tag == f"{_T}choice":
            picked = _pick(e, reading)
            walk_children(picked)
            if reading in JOINED:
                # a word broken at a line's end and normalised whole (der-/niere: dernière)
                # reads no break of its own: the line it ends on is still passed, or the next
                # line would seem to follow a gap (a blank line: a paragraph cut in two)
                inside = set(picked.iter(f"{_T}lb"))
                for lb in e.iter(f"{_T}lb"):
                    if lb not in inside and lb.get("break") == "no":
                        out.append(Break(int(lb.get("n")), True, lb.get("rend") or "", False))
            return
        if tag == f"{_T}cell" and e.getprevious() is not None:
            add(" ")
        walk_children(e)

    def walk_children(e: etree._Element) -> None:
        add(e.text)
        for child in e:
            walk(child)
            add(child.tail)

    walk(root)
    return out


def _line_before(e: etree._Element) -> int:
    """The source line an element begins in: the last ``<lb n>`` before it."""
    lb = next(e.itersiblings(f"{_T}lb", preceding=True), None)
    for anc in (e, *e.iterancestors()):
        if lb is not None:
            break
        for sib in anc.itersiblings(preceding=True):
            found = list(sib.iter(f"{_T}lb"))
            if found:
                lb = found[-1]
                break
    return int(lb.get("n")) if lb is not None else 0


def _pick(choice: etree._Element, reading: str) -> etree._Element:
    kids = {}
    for c in choice:
        name = etree.QName(c).localname
        if name == "reg" and c.get("type") == "modern":
            name = "reg[modern]"
        kids.setdefault(name, c)
    for name in PICK[reading]:
        if name in kids:
            return kids[name]
    return choice[0]


def find_game(tree: etree._ElementTree, game: str) -> etree._Element | None:
    found = tree.getroot().xpath("//t:div[@xml:id=$id]", namespaces={"t": TEI_NS}, id=game)
    return found[0] if found else None


def game_ids(tree: etree._ElementTree) -> list[str]:
    return [
        d.get(f"{{{XML_NS}}}id") for d in tree.getroot().iter(f"{_T}div") if d.get("type") == "game"
    ]
