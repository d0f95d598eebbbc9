"""Reading a reading back out of our TEI.

The diplomatic reading is the text as printed, line by line (each ``<lb n>`` opens a
line), furniture left out unless asked for. Tests prove it equals the ingested source.
"""

from __future__ import annotations

from lxml import etree

from pipeline.tei import TEI_NS, XML_NS

_T = f"{{{TEI_NS}}}"


def read_lines(root: etree._Element, furniture: bool = False) -> list[tuple[int, str]]:
    """(source line, text) for every line under ``root``, in document order."""
    lines: list[list] = []

    def add(text: str | None) -> None:
        if text and lines:
            lines[-1][1] += text

    def walk(e: etree._Element) -> None:
        tag = e.tag
        if tag == f"{_T}lb":
            lines.append([int(e.get("n")), ""])
        elif tag == f"{_T}fw" and not furniture:
            pass
        elif tag in (f"{_T}teiHeader",):
            return
        else:
            if tag == f"{_T}cell" and e.getprevious() is not None:
                add(" ")
            add(e.text)
            for child in e:
                walk(child)
                add(child.tail)
            return
        # lb, skipped fw: only their tail counts, which the parent adds

    walk(root)
    out = [(n, " ".join(t.split())) for n, t in lines]
    return [(n, t) for n, t in out if t or furniture]


def find_game(tree: etree._ElementTree, game: str) -> etree._Element | None:
    found = tree.getroot().xpath("//t:div[@xml:id=$id]", namespaces={"t": TEI_NS}, id=game)
    return found[0] if found else None


def game_ids(tree: etree._ElementTree) -> list[str]:
    return [
        d.get(f"{{{XML_NS}}}id") for d in tree.getroot().iter(f"{_T}div") if d.get("type") == "game"
    ]


def format_lines(lines: list[tuple[int, str]]) -> str:
    """Lines as text; a blank line where the source had one (a jump in line numbers)."""
    out: list[str] = []
    prev = None
    for n, text in lines:
        if prev is not None and n > prev + 1:
            out.append("")
        out.append(text)
        prev = n
    return "\n".join(out) + ("\n" if out else "")
