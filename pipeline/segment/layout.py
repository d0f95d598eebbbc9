"""The book's containers, decided before anything is cleaned or written.

Segmentation gives divisions of units and page breaks; this stage decides what each becomes
in the edition — a paragraph (continued across a page turn while the sentence runs on), a
verse line of a quatrain, a table, a heading, the title page's parts, the table of contents'
items, a division's closing matter — and the order in which the text is read. The cleaning
stage plans every :class:`Text` in that order, the rule ids are cut in that order, and the
TEI layer only serialises the tree (:mod:`pipeline.tei.writer`): the writer decides nothing.

Block-level choices: a unit of text becomes a paragraph, ``lg``/``l`` inside a quatrain,
a ``table`` for the converter's tables; furniture stays where it falls (``fw``); page breaks
and lost pages (``gap``, which ends the paragraph before it: the text after a loss is not its
continuation). What closes a division is TEI's bottom matter: a short last block beginning
"Fin" is a ``trailer``, a dedication's salutation and signature its ``closer`` (``salute``,
``signed``).
"""

from __future__ import annotations

from dataclasses import replace

import regex

from pipeline.model import Line
from pipeline.model.book import Book, Div
from pipeline.model.front import Entry
from pipeline.model.items import Item, MissingPages, PageBreak, Unit
from pipeline.model.layout import (
    ColumnHead,
    Element,
    Event,
    GameEnd,
    GameStart,
    Layout,
    LineEvent,
    Milestone,
    Table,
    TocItem,
    Verse,
    child,
)
from pipeline.segment.headings import is_epigraph, is_verse
from pipeline.segment.toc import ENTRY
from pipeline.segment.turnovers import piece_line, verse_lines
from pipeline.text.fold import fold


def lay_out_book(book: Book) -> Layout:
    """The book's ``text``: front matter (title page, table of contents, the other
    divisions), then the body with its game divisions."""
    lay = Layout(Element("text", {"xml_lang": "fr"}))
    front = child(lay.text, "front")
    ids = {g.entry.n: g.id for g in book.games if g.entry and g.id}
    for div in book.front:
        if div.type == "titlePage":
            _title_page(lay, front, div)
        else:
            d = child(front, "div", type=div.type)
            for pre in _leading_milestones(div):
                lay.add_mark(d, pre)
            _head(lay, d, div.head)
            rest = _without_leading(div)
            if div.type == "contents":
                _contents(lay, d, rest, book.entries, ids)
            else:
                _content(lay, d, rest)
    body = child(lay.text, "body")
    _head(lay, body, book.body.head)
    _content(lay, body, book.body)
    return lay


def lay_out_article(units: list[Unit], n: str, page: str, game: str) -> Layout:
    """An article about one game (the Encyclopédie's): its paragraphs are the game's rules."""
    lay = Layout(Element("text", {"xml_lang": "fr"}))
    div = child(child(lay.text, "body"), "div", type="article", n=n)
    lay.add_mark(div, PageBreak(page, True))
    lay.reading.append(GameStart(game))
    for u in units:
        lay.add_text(div, "p", line_events(u), "prose")
    return lay


def lay_out_treatise(units: list[Unit], game: str, game_starts: str) -> Layout:
    """A treatise on one game (the 1642 *Jeu du Piquet*): its title, a preface (a head, its
    paragraphs, a signature ``Votre…`` as its closer), then the game from the unit that
    begins with ``game_starts``: its head, its paragraphs (its rules), a short unit between
    them a section's head (``EXEMPLE.``, ``Les coups remarquables.``) as the 1665 print's
    are, and ``FIN.`` its trailer."""
    lay = Layout(Element("text", {"xml_lang": "fr"}))
    front = child(lay.text, "front")
    start = next(  # after the title, which may begin as the game's head does
        (i for i in range(1, len(units)) if fold(units[i].text).startswith(fold(game_starts))),
        None,
    )
    if start is None:
        raise ValueError(f"no unit begins with {game_starts!r}")
    title = child(child(front, "titlePage"), "docTitle")
    lay.add_text(title, "titlePart", line_events(units[0]), type="main")
    if start > 1:
        preface = child(front, "div", type="preface")
        rest = units[1:start]
        if _is_head(rest[0]):
            lay.add_text(preface, "head", line_events(rest[0]))
            rest = rest[1:]
        closer = rest[-1] if rest and fold(rest[-1].text).startswith("votre") else None
        for u in rest[:-1] if closer else rest:
            lay.add_text(preface, "p", line_events(u))
        if closer is not None:
            lay.add_text(child(preface, "closer"), "signed", line_events(closer))
    div = child(child(lay.text, "body"), "div", type="game", xml_id=game)
    lay.add_text(div, "head", line_events(units[start]))
    lay.reading.append(GameStart(game))
    parent = div
    for u in units[start + 1 :]:
        if len(u.lines) == 1 and _TRAILER.match(fold(u.text)):
            lay.add_text(div, "trailer", line_events(u))
        elif _is_head(u):
            parent = child(div, "div", type="section")
            lay.add_text(parent, "head", line_events(u))
        else:
            lay.add_text(parent, "p", line_events(u), "prose")
    lay.reading.append(GameEnd(game))
    return lay


def _is_head(u: Unit) -> bool:
    """A heading of a transcription set one paragraph a line: one short sentence."""
    text = u.text.strip()
    return len(u.lines) == 1 and len(text.split()) <= 15 and ". " not in text.rstrip(".")


def line_events(u: Unit) -> list[Event]:
    return [LineEvent(line, u.fw.get(k, ())) for k, line in enumerate(u.lines)]


def _head(lay: Layout, parent: Element, units: list[Unit]) -> None:
    if units:
        lay.add_text(parent, "head", [e for u in units for e in line_events(u)])


_TRAILER = regex.compile(r"^(f\s?i\s?n)\b")  # "Fin du Jeu du Picquet.", "F I N"
_SALUTE = regex.compile(r"^[\p{Lu}\s]+,$")  # "MONSEIGNEUR,"
_SIGNED = regex.compile(r"^sign[ée]\b")  # "Signé, BECHET, Syndic." (folded)
_DATED = regex.compile(r"\b1[5-7]\d\d\b")  # "…le dernier iour de May 1665."


def _bottom(div: Div) -> tuple[int, str] | None:
    """Where a division's closing matter begins, and what it is: a trailer (a short last
    block beginning "Fin"), or a dedication's closer (from its salutation on, the last block
    signed)."""
    units = [i for i, x in enumerate(div.content) if isinstance(x, Unit) and not x.is_furniture]
    if not units or any(isinstance(x, Div) for x in div.content[units[-1] :]):
        return None
    last = div.content[units[-1]]
    if len(last.lines) == 1 and len(last.text.split()) <= 6 and _TRAILER.match(fold(last.text)):
        return units[-1], "trailer"
    if div.type == "dedication":
        salute = [i for i in units[-4:-1] if _SALUTE.match(div.content[i].text.strip())]
        if salute:
            return salute[0], "closer"
    if div.type == "privilege":  # "Signé, BECHET, Syndic." and the date of printing after it
        signed = [i for i in units[-3:] if _SIGNED.match(fold(div.content[i].text.strip()))]
        if signed:
            return signed[0], "closer"
    return None


def _closing(lay: Layout, parent: Element, div: Div, at: int, kind: str) -> None:
    """The closing matter (TEI's divBottom): a trailer, or a closer: a dedication's from its
    salutation to its signature (its last block), a privilege's from its signature
    ("Signé, BECHET, Syndic.") to the date of printing after it (a dateline)."""
    blocks = [x for x in div.content[at:] if isinstance(x, Unit) and not x.is_furniture]
    target = child(parent, kind)
    for x in div.content[at:]:
        if not isinstance(x, Unit) or x.is_furniture:
            lay.add_mark(target, x)
        elif kind == "trailer":
            lay.add_text(target, None, line_events(x))
        elif x is blocks[0] and _SALUTE.match(x.text.strip()):
            lay.add_text(target, "salute", line_events(x))
        elif (x is blocks[-1] and div.type == "dedication") or _SIGNED.match(fold(x.text.strip())):
            lay.add_text(target, "signed", line_events(x))
        elif x is blocks[-1] and _DATED.search(x.text):
            lay.add_text(target, "dateline", line_events(x))
        else:
            lay.add_text(target, None, line_events(x))


def _content(lay: Layout, parent: Element, div: Div, bottom: bool = True) -> None:
    closing = _bottom(div) if bottom else None
    if closing is not None:
        at, kind = closing
        head = Div(div.type, div.id, div.n, div.head, div.content[:at], div.level)
        _content(lay, parent, head, bottom=False)
        _closing(lay, parent, div, at, kind)
        return
    flow = _Flow(lay, parent, div.type == "quatrain", div.n if div.type == "quatrain" else None)
    for x in div.content:
        if isinstance(x, Div):
            flow.flush()
            attrs = {"type": x.type}
            if x.id:
                attrs["xml_id"] = x.id
            if x.n:
                attrs["n"] = x.n
            d = child(parent, "div", **attrs)
            for pre in _leading_milestones(x):
                lay.add_mark(d, pre)
            _head(lay, d, x.head)
            game = x.id if x.type == "game" and x.id else None
            if game:
                lay.reading.append(GameStart(game))
            _content(lay, d, _without_leading(x))
            if game:
                lay.reading.append(GameEnd(game))
        else:
            flow.add(x)
    flow.flush()


def _leading_milestones(div: Div) -> list[Item]:
    """Page breaks and running heads that open a division, before its head."""
    return list(div.content[: div.pre]) if div.head else []


def _without_leading(div: Div) -> Div:
    n = len(_leading_milestones(div))
    return Div(div.type, div.id, div.n, div.head, div.content[n:], div.level)


class _Flow:
    """Lays out a run of units in a container, joining paragraphs cut by a page turn."""

    def __init__(self, lay: Layout, parent: Element, verse: bool, quatrain: str | None = None):
        self.lay = lay
        self.parent = parent
        self.verse = verse
        self.quatrain = quatrain
        self.lines: list[Event] = []
        """A quatrain's printed lines and what falls between them, laid out at its end."""
        self.open = False
        self.events: list[Event] = []
        self.pending: list[Milestone] = []
        self.blocks = 0

    def add(self, x: Item) -> None:
        if isinstance(x, PageBreak | MissingPages) or x.is_furniture:
            self.pending.append(x)
            return
        if self.quatrain is not None:  # a quatrain holds verse only
            if self.lines:
                self.lines += self.pending
                self.pending = []
            else:
                self.flush()
            self.lines += line_events(x)
            return
        lost = any(isinstance(m, MissingPages) for m in self.pending)
        if x.continues and self.open and not lost:  # lost pages end the text
            self.events += self.pending
            self.pending = []
            self.events += line_events(x)
            return
        self.flush()
        first, self.blocks = not self.blocks, self.blocks + 1
        if first and not self.verse and is_epigraph(x):  # verse in italics opening a division
            lg = child(child(self.parent, "epigraph"), "lg")
            for ev in line_events(x):
                self.lay.add_text(lg, "l", [ev])
        elif all(line.is_table_row for line in x.lines):
            self.parent.children.append(Table(x.lines))
        elif self.verse and is_verse(x):
            lg = child(self.parent, "lg")
            for ev in line_events(x):
                self.lay.add_text(lg, "l", [ev])
        else:
            self.open = True
            self.events = line_events(x)

    def flush(self) -> None:
        if self.lines:
            self._quatrain()
        if self.open and self.events:
            self.lay.add_text(self.parent, "p", self.events, "prose")
        self.events = []
        for m in self.pending:
            self.lay.add_mark(self.parent, m)
        self.pending = []
        self.open = False

    def _quatrain(self) -> None:
        """One ``lg``: each verse line with its turnover (:mod:`pipeline.segment.turnovers`),
        the parts of the quatrain's one rule over them; a page break stays after the printed
        line it follows."""
        lines = [e for e in self.lines if isinstance(e, LineEvent)]
        after: dict[int, list[Event]] = {}
        k = -1
        for e in self.lines:
            if isinstance(e, LineEvent):
                k += 1
            else:
                after.setdefault(k, []).append(e)
        whole = frozenset(i for i, e in enumerate(lines) if e.fws)
        groups = verse_lines([e.line.text for e in lines], whole)
        lg = child(self.parent, "lg")
        for n, group in enumerate(groups):
            events: list[Event] = []
            for i, a, b, moved in group:
                e = lines[i]
                piece = e if i in whole else LineEvent(piece_line(e.line, a, b), e.fws, moved)
                events.append(piece)
                if a == 0:
                    events += after.pop(i, [])
            self.lay.add_text(lg, "l", events, Verse(self.quatrain, n, len(groups)))
        self.lines = []


def _title_page(lay: Layout, front: Element, div: Div) -> None:
    """Title page: the title's blocks, then the imprint (from ``A PARIS`` on)."""
    tp = None
    doc_title = None
    imprint = False
    for x in div.content:
        if not isinstance(x, Unit) or x.is_furniture:
            lay.add_mark(tp if tp is not None else front, x)
            continue
        if tp is None:
            tp = child(front, "titlePage")
        imprint = imprint or any(w in x.text for w in ("PARIS", "Chez", "A LYON", "M. D"))
        if imprint:
            lay.add_text(tp, "docImprint", line_events(x))
        else:
            if doc_title is None:
                doc_title = child(tp, "docTitle")
            typ = "main" if not doc_title.children else "desc"
            lay.add_text(doc_title, "titlePart", line_events(x), type=typ)


def _contents(lay: Layout, d: Element, div: Div, entries: list[Entry], ids: dict[int, str]) -> None:
    """The book's table as a list whose items point to the game divisions."""
    by_src = {e.src: e for e in entries}
    lst = None
    flow = _Flow(lay, d, False)
    for x in div.content:
        if isinstance(x, Unit) and any(line.n in by_src for line in x.lines):
            flow.flush()
            if lst is None:
                lst = child(d, "list", type="toc")
            for line in x.lines:
                entry = by_src.get(line.n)
                if entry is None:
                    lst.children.append(ColumnHead(line))
                    continue
                m = ENTRY.match(line.text)
                start = m.start("page")
                title = line.text[:start].rstrip()
                cleaned = lay.new_text(None, [LineEvent(_cut(line, len(title)))])
                lst.children.append(
                    TocItem(
                        line,
                        entry.n,
                        cleaned,
                        line.text[len(title) : start],
                        line.text[start:],
                        str(entry.page),  # (an old-style one read I: its value is 1)
                        ids.get(entry.n),
                    )
                )
        elif lst is not None and isinstance(x, PageBreak | MissingPages):
            lay.add_mark(lst, x)
        else:
            flow.add(x)
    flow.flush()


def _cut(line: Line, end: int) -> Line:
    """The first ``end`` characters of a line (a table entry's title, without its page)."""
    spans = tuple(replace(sp, end=min(sp.end, end)) for sp in line.spans if sp.start < end)
    return replace(line, text=line.text[:end], cols=line.cols[:end], spans=spans, cells=None)
