"""One TEI division to HTML that holds its three readings at once.

A reader switches between Diplomatic, Regularised and Normalised without a reload, and a
page must stay light (Trictrac is a quarter of the book), so the page is not written three
times: every ``<choice>`` becomes a span whose children are the alternatives, each marked
with the readings it is hidden in (``hd``, ``hr``, ``hn``; ``hs`` for the OCR's source
reading, which the page never shows but the editor's tools read). A class on ``<body>``
(``rd-d``, ``rd-r``, ``rd-n``) hides the others, so switching is one class change.

The pick follows :mod:`pipeline.tei.reader` exactly (``corr``/``orig``/``abbr`` for the
diplomatic reading, ``reg``/``expan`` before them for the regularised, ``reg[@type=modern]``
first for the normalised), so what the page shows is what ``maison text`` prints.

Text keeps the TEI's characters with the pretty-printer's indentation taken out
(:data:`pipeline.tei.pretty.INDENT`), so the columns an editor's added reading names
(``@LINE:START-END``) can be counted in the page from the nearest line break.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from lxml import etree

from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.pretty import INDENT
from pipeline.tei.reader import PICK

_T = f"{{{TEI_NS}}}"
_ID = f"{{{XML_NS}}}id"
READS = ("d", "r", "n")
"""The page's readings: diplomatic, regularised, normalised."""
NAMES = {"d": "diplomatic", "r": "regularised", "n": "normalised"}
_PICK = {name[0]: order for name, order in PICK.items()}
"""The reader's choice of a ``<choice>``'s child per reading, by the reading's initial."""
KINDS = {
    "ocr": "o",
    "regularisation": "r",
    "abbreviation": "a",
    "hyphenation": "h",
    "normalisation": "n",
    "furniture": "f",
}
"""Intervention kind -> the letter of its mark's class (``k-o`` …)."""
_HI = {"italic": "i", "bold": "b", "sup": "sup"}
_BLOCK = {"p": "p", "head": "h", "lg": "div", "l": "div", "item": "li", "list": "ul"}


def _carries(root: etree._Element) -> dict[etree._Element, etree._Element | None]:
    """A word broken at a page turn: ``des<lb 279/><fw/><pb/><lb 281 break=no/>avantage``.
    The printed line ended at 279 (280 is furniture), so the hyphen and the line's end go
    there, as :mod:`pipeline.tei.reader` reads it: lb 279 -> lb 281; the furniture lines'
    own breaks between them -> None (no break in any reading)."""
    tokens: list[etree._Element | bool] = []  # an lb, or True for a run of text
    in_fw = 0
    for ev, el in etree.iterwalk(root, events=("start", "end")):
        if ev == "start":
            if el.tag == f"{_T}lb":
                tokens.append(el)
            elif el.tag == f"{_T}fw":
                in_fw += 1
            elif not in_fw and (el.text or "").strip():
                tokens.append(True)
            continue
        if el.tag == f"{_T}fw":
            in_fw -= 1
        if not in_fw and (el.tail or "").strip():
            tokens.append(True)
    out = {}
    for i, tok in enumerate(tokens):
        if tok is True or tok.get("break") != "no":
            continue
        between = []
        for j in range(i - 1, -1, -1):
            if tokens[j] is True:
                break
            between.append(tokens[j])
        if between:
            out[between[-1]] = tok
            for lb in between[:-1]:
                out[lb] = None
    return out


def _head_text(div: etree._Element) -> str:
    head = div.find(f"{_T}head")
    text = "".join(head.itertext()) if head is not None else div.get(_ID, "")
    return " ".join(INDENT.sub("", text).split())


def _name(e: etree._Element) -> str:
    name = etree.QName(e).localname
    return "reg[modern]" if name == "reg" and e.get("type") == "modern" else name


def _hide(kept: set[str]) -> str:
    return " ".join("h" + r for r in ("s", *READS) if r not in kept)


@dataclass
class Doc:
    """A unit of the search: a rule or a heading, its anchor and its three readings."""

    anchor: str
    label: str
    texts: dict[str, list[str]] = field(default_factory=lambda: {r: [] for r in READS})


@dataclass
class Renderer:
    """Writes one division. ``why`` maps an intervention id to the index of its (type,
    reason, confidence, who) in the site's table, so the page carries one small number."""

    why: dict[str, int]
    furniture_ids: set[str] = field(default_factory=set)
    out: list[str] = field(default_factory=list)
    docs: list[Doc] = field(default_factory=list)
    pages: list[str] = field(default_factory=list)
    _line: int = 0
    _fresh: bool = True
    _heads: int = 0
    _doc: Doc | None = None
    _hidden: frozenset[str] = frozenset()
    _moved: list[tuple[etree._Element, frozenset[str]]] = field(default_factory=list)
    _prefix: str = ""
    _replay: bool = False
    rule_of: dict[str, str] = field(default_factory=dict)
    """Each rule segment's id -> its rule's id (a quatrain's lines -> the quatrain)."""
    variants: dict[str, int] = field(default_factory=dict)
    """A rule's id -> how many places the other witness reads it otherwise (its mark)."""

    def render(self, root: etree._Element, prefix: str) -> str:
        self._prefix = prefix
        self._carry = _carries(root)
        self._carried = {lb for lb in self._carry.values() if lb is not None}
        self.walk(root, depth=1)
        return "".join(self.out)

    # text ------------------------------------------------------------------------------
    def text(self, s: str | None) -> None:
        if not s:
            return
        s = INDENT.sub("", s)
        if not s:
            return
        if s.strip():
            self._fresh = False
        self.out.append(escape(s, quote=False))
        if self._doc is not None:
            for r in READS:
                if "h" + r not in self._hidden:
                    self._doc.texts[r].append(s)

    def children(self, e: etree._Element, depth: int) -> None:
        self.text(e.text)
        for c in e:
            self.walk(c, depth)
            self.text(c.tail)

    # elements --------------------------------------------------------------------------
    def walk(self, e: etree._Element, depth: int) -> None:  # noqa: C901 - one dispatch
        if not isinstance(e.tag, str):
            return
        name = etree.QName(e).localname
        if name == "teiHeader":
            return
        if name == "choice":
            self.choice(e, depth)
        elif name == "lb":
            self.lb(e)
        elif name == "pb":
            self.pb(e)
        elif name == "fw":
            self.fw(e, depth)
        elif name == "seg" and e.get("type") == "rule":
            self.rule(e, depth)
        elif name == "hi":
            rend = e.get("rend", "")
            tag = _HI.get(rend, "span")
            cls = ' class="init"' if rend == "initial" else ""
            self.out.append(f"<{tag}{cls}>")
            self.children(e, depth)
            self.out.append(f"</{tag}>")
        elif name == "div" and depth > 1 and e.get("type") == "game":
            ident = e.get(_ID, "")
            self.out.append(
                f'<p class="subgame"><a href="{escape(ident)}.html">{escape(_head_text(e))}</a>'
                " (a game of its own: on its own page)</p>"
            )
        elif name == "div":
            ident = e.get(_ID)
            attr = f' id="{escape(ident)}"' if ident and depth > 1 else ""
            self.out.append(f'<section class="div {escape(e.get("type", ""))}"{attr}>')
            self.children(e, depth + 1)
            self.out.append("</section>")
        elif name == "list":  # a list holds items only: its head and furniture in items too
            self.out.append(f'<ul class="list {escape(e.get("type", ""))}">')
            self.text(e.text)
            for c in e:
                item = isinstance(c.tag, str) and etree.QName(c).localname == "item"
                self.out.append("" if item else '<li class="lx">')
                self.walk(c, depth)
                self.text(c.tail)
                self.out.append("" if item else "</li>")
            self.out.append("</ul>")
        elif name == "head":
            self.head(e, depth)
        elif name in ("p", "lg", "l", "item", "titlePart", "docImprint", "docTitle"):
            tag = _BLOCK.get(name, "div")
            typ = e.get("type")
            cls = f"{name} {typ}" if typ else name
            self._fresh = True
            self.out.append(f'<{tag} class="{escape(cls)}">')
            self.children(e, depth)
            self.out.append(f"</{tag}>")
        elif name == "ref":
            target = e.get("target", "")
            href = f"{target[1:]}.html" if target.startswith("#") else target
            self.out.append(f'<a href="{escape(href)}">')
            self.children(e, depth)
            self.out.append("</a>")
        elif name == "table":
            self.out.append('<table class="tei">')
            self.children(e, depth)
            self.out.append("</table>")
        elif name == "row":
            self.out.append("<tr>")
            self.children(e, depth)
            self.out.append("</tr>")
        elif name == "cell":
            self.out.append("<td>")
            self.children(e, depth)
            self.out.append("</td>")
        elif name == "gap":
            what = "page" if e.get("unit") == "page" else "text"
            self.out.append(
                f'<span class="gap">[{what} missing: {escape(e.get("reason", ""))}]</span>'
            )
        elif name == "note":
            self.out.append('<span class="note">[')
            self.children(e, depth)
            self.out.append("]</span>")
        else:
            self.out.append(f'<span class="{escape(name)}">')
            self.children(e, depth)
            self.out.append("</span>")

    def head(self, e: etree._Element, depth: int) -> None:
        level = min(depth, 6)
        if e.get("type") == "column":
            self.out.append('<div class="colhead">')
            self.children(e, depth)
            self.out.append("</div>")
            return
        self._heads += 1
        anchor = f"{self._prefix}h{self._heads}"
        outer = self._doc
        self._doc = Doc(anchor, "")
        self._fresh = True
        self.out.append(f'<h{level} id="{anchor}">')
        self.children(e, depth)
        self.out.append(f"</h{level}>")
        self.docs.append(self._doc)
        self._doc = outer

    def lb(self, e: etree._Element) -> None:
        n = escape(e.get("n", ""))
        self._line = int(n) if n.isdigit() else self._line
        if e in self._carried:  # the word's line ended before the furniture: nothing here
            self.out.append(f'<i class="lb hd hr hn" data-n="{n}"></i>')
            return
        if e in self._carry and self._carry[e] is None:  # a furniture line inside a word
            self.out.append(f'<i class="lb hd hr hn" data-n="{n}"></i>')
            return
        if e in self._carry:  # a word broken across furniture: its hyphen goes here
            self._hyphen(self._carry[e], n)
            return
        if e.get("break") == "no":
            self._hyphen(e, n)
            return
        first = " lb0" if self._fresh else ""
        self.out.append(f'<i class="lb{first}" data-n="{n}">\n</i>')
        if self._doc is not None:
            for r in READS:
                if "h" + r not in self._hidden:
                    self._doc.texts[r].append(" ")

    def _hyphen(self, e: etree._Element, n: str) -> None:
        """The hyphen of a broken word (an intervention: the word is joined in the
        regularised and normalised readings) and the line's end, in the diplomatic only."""
        ident = e.get(_ID) or ""
        w = self.why.get(ident, "")
        rend = escape(e.get("rend") or "")
        self.out.append(
            f'<span class="hy k-h" data-id="{escape(ident)}" data-w="{w}">'
            f'<span class="hr hn">{rend}</span></span><i class="lb hr hn" data-n="{n}">\n</i>'
        )

    def pb(self, e: etree._Element) -> None:
        n = e.get("n", "")
        if self._hidden and not self._replay:  # inside an alternative: shown again after
            self._moved.append((e, self._hidden))
        ident = f"p{n}"
        first = ident not in self.pages and (self._replay or not self._hidden)
        if first:
            self.pages.append(ident)
        hide = " ".join(sorted(self._hidden))
        attr = f' id="{escape(ident)}"' if first else ""
        low = " low" if e.get("cert") == "low" else ""
        self.out.append(
            f'<span class="pb{low} {hide}"{attr} data-n="{escape(n)}" role="note"'
            f' aria-label="page {escape(n)}"></span>'
        )

    def fw(self, e: etree._Element, depth: int) -> None:
        if self._hidden and not self._replay:
            self._moved.append((e, self._hidden))
        ident = f"f{self._line}.0"
        data = f' data-id="{ident}" data-w="{self.why.get(ident, "")}"' if ident in self.why else ""
        hide = " ".join(sorted(self._hidden))
        doc, self._doc = self._doc, None  # furniture is not searched
        self.out.append(f'<span class="fw {escape(e.get("type", ""))} {hide}"{data}>')
        self.children(e, depth)
        self.out.append("</span>")
        self._doc = doc

    def rule(self, e: etree._Element, depth: int) -> None:
        ident = e.get(_ID, "")
        prev = e.get("prev")
        rule_id = self.rule_of.get(prev[1:], ident) if prev else ident
        self.rule_of[ident] = rule_id
        typ = escape(e.get("subtype", ""))
        ana = e.get("ana") or ""
        extra = " ex" if "#exec." in ana else (" ln" if "#pred." in ana else "")
        self.out.append(
            f'<span class="rule t-{typ}{extra}" id="{escape(ident)}" data-r="{escape(rule_id)}">'
        )
        if not prev:
            self.out.append(
                f'<a class="rt" href="#{escape(rule_id)}" data-r="{escape(rule_id)}"'
                f' title="rule {escape(rule_id)}">{typ}</a>'
            )
            for target in (e.get("corresp") or "").split():  # the other witness's rule
                other = target.rsplit("#", 1)[-1]
                page = other.split(".", 1)[0]
                self.out.append(
                    f'<a class="par" href="{escape(page)}.html#{escape(other)}"'
                    f' title="the same passage in the other witness">{escape(other)}</a>'
                )
            if self.variants.get(rule_id):
                n = self.variants[rule_id]
                self.out.append(
                    f'<span class="appm" data-r="{escape(rule_id)}" title="{n} variant'
                    f'{"s" if n > 1 else ""} between the witnesses">◊{n}</span>'
                )
        doc = None
        if self._doc is None:
            doc = self._doc = Doc(rule_id, "")
        self.children(e, depth)
        self.out.append("</span>")
        if doc is not None:
            self.docs.append(doc)
            self._doc = None

    def choice(self, e: etree._Element, depth: int) -> None:
        kids = list(e)
        by_name: dict[str, etree._Element] = {}
        for c in kids:
            by_name.setdefault(_name(c), c)
        picked = {
            r: next((by_name[n] for n in order if n in by_name), kids[0])
            for r, order in _PICK.items()
        }
        outer = not self._hidden
        if outer:  # made a button by the script (role, tabindex): 60 kB less for Trictrac
            self._moved = []
            empty = any(not "".join(picked[r].itertext()).strip() for r in READS)
            source = escape(" ".join("".join(picked["s"].itertext()).split()))
            # a word taken out in some reading still needs a name as a button
            label = f' aria-label="change to “{source}”"' if empty else ""
            self.out.append(f'<span class="c"{label}>')
        else:
            self.out.append('<span class="c2">')
        saved = self._hidden
        for c in kids:
            kept = {r for r, p in picked.items() if p is c}
            hide = _hide(kept)
            self._hidden = saved | frozenset(hide.split())
            cls = ["a", *hide.split()]
            ident = c.get(_ID)
            attrs = ""
            if ident:
                kind = (c.get("ana") or "").removeprefix("#int.")
                cls.append("k-" + KINDS.get(kind, "x"))
                if c.get("resp") == "#editor":
                    cls.append("ed")
                attrs = f' data-id="{escape(ident)}" data-w="{self.why.get(ident, "")}"'
            elif _name(c) in ("orig", "abbr") and len(kids) > 1:
                cls.append("src")
            self.out.append(f'<span class="{" ".join(cls)}"{attrs}>')
            self.children(c, depth)
            self.out.append("</span>")
        self._hidden = saved
        self.out.append("</span>")
        if outer and self._moved:
            moved, self._moved = self._moved, []
            self._replay = True
            for m, hidden in moved:  # a page break inside a word shown in every reading
                shown = {r for r in READS if "h" + r in hidden}
                self._hidden = frozenset(_hide(shown).split())  # not in the source: counted once
                self.pb(m) if etree.QName(m).localname == "pb" else self.fw(m, depth)
            self._hidden, self._replay = saved, False
