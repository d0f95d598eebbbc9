"""Cleaning one container of text (a paragraph, a verse line, a heading) into a plan.

The TEI writer hands over the lines of a container, in order, with what is furniture
masked out; :meth:`Cleaner.plan` says what to do with them, in three layers, each built on
the one below and each open to the editors' decisions (:mod:`pipeline.clean.overrides`):

1. **OCR repairs** per line (``<sic>/<corr>``), decided on whole words, so a word broken
   at a line end is judged joined;
2. **hyphenation**: a line ending in ``letter-`` followed by a line starting with a letter
   is joined (``<lb break="no" rend="-"/>``); the hyphen is kept when the joined word is a
   compound (``peut-estre``) rather than a word broken in two;
3. **words**: the regularised form (``<orig>/<reg>`` or ``<abbr>/<expan>``) and the
   normalised one (``<reg type="modern">``), computed on the repaired, joined text; a
   letter-spaced display word (``E X E M P L E``) is one word, a drop capital's small-caps
   tail is lower-cased (``PREMIEREMENT`` -> ``Premierement``).

Every change is an :class:`Intervention` with an id made from where it is in the source
(``o1611.0``: OCR repair, source line 1611, column 0), so ids do not change from one build
to the next and editors can refer to them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import regex
from rapidfuzz.distance import Levenshtein

from pipeline.clean.overrides import Decision, Overrides
from pipeline.model.plans import Intervention, Join, LineFix, LineIn, Plan, WordEdit
from pipeline.text import lexicon
from pipeline.text.fold import fold
from pipeline.text.longs import long_s_word
from pipeline.text.normalise import normalise_text, normalise_units
from pipeline.text.regularise import WordChange, keep_hiatus, regularise_text, regularise_word
from pipeline.text.repair import OcrRepair, key
from pipeline.text.roman import is_roman_numeral
from pipeline.text.tokens import Piece, case_like, pieces

_PREFIX = {"hyphenation": "h", "ocr": "o", "abbreviation": "r", "regularisation": "r"}
_MIDLINE = "mid-line"  # a word's hyphen left inside a line by the converter's reflow
_INITIAL_APART = regex.compile(r"(\p{Lu}) (\p{Lu}\p{Ll}+)\b")  # a drop capital: "A Pres"
_SPACED = regex.compile(r"(?<![\p{L}\p{N}.'])(?:\p{Lu} ){2,}\p{Lu}(?![\p{L}\p{N}'])")


@dataclass
class Cleaner:
    repair: OcrRepair
    overrides: Overrides = field(default_factory=Overrides)
    records: list[Intervention] = field(default_factory=list)
    ocr_confidence: dict[int, float] = field(default_factory=dict)
    apostrophe: str = "’"
    """The book's own apostrophe, for one the modern spelling adds (``jusqu'à``)."""

    @classmethod
    def for_texts(
        cls,
        texts: list[str],
        overrides: Overrides | None = None,
        ocr_confidence: dict[int, float] | None = None,
        numbers: list[int] | None = None,
    ) -> Cleaner:
        """A cleaner for a book, which lends its vocabulary to the OCR repair.

        ``ocr_confidence`` (source line -> tesseract's confidence, 0–100) marks a text read
        from a scan: the printers' long s is restored, and each repair's confidence is
        weighed by the OCR's. ``numbers``, the texts' source lines, let the repair measure
        how the OCR read ſ page by page."""
        vocab = Counter(key(p.text) for t in texts for p in pieces(t) if p.kind == "word")
        repair = OcrRepair(vocab, long_s_word if ocr_confidence is not None else None)
        repair.calibrate(texts, numbers)
        marks = Counter(c for t in texts for c in t if c in "'’")
        return cls(
            repair,
            overrides or Overrides(),
            ocr_confidence=ocr_confidence or {},
            apostrophe=max(marks, key=lambda c: (marks[c], c == "’")) if marks else "’",
        )

    # -- the three layers ------------------------------------------------------------

    def plan(self, lines: list[LineIn]) -> Plan:
        joins = [self._join(lines, i) for i in range(len(lines))]
        fixes = self._fixes(lines, joins)
        words, view, where = self._words(lines, joins, fixes)
        return Plan(fixes, joins, words, view, where)

    def _join(self, lines: list[LineIn], i: int) -> Join | None:
        if i + 1 >= len(lines):
            return None
        text, nxt = lines[i].text, lines[i + 1].text
        if not (len(text) >= 2 and text[-1] == "-" and text[-2].isalpha() and nxt[:1].isalpha()):
            return None
        head = pieces(text[:-1])[-1].text
        tail = pieces(nxt)[0].text
        joined, compound = head + tail, f"{head}-{tail}"
        prefix = f"{key(head)}-"  # tres-: a head the book hyphenates to many words
        family = sum(1 for k in self.repair.vocabulary if k.startswith(prefix))
        keep = not self.repair.known(key(joined)) and (
            self.repair.known(key(compound)) or tail[:1].isupper() or family >= 3
        )
        after = compound if keep else joined
        reason = "compound broken at its hyphen" if keep else "word broken at the line end"
        iv = self._new(
            "hyphenation",
            "line-end",
            lines[i],
            len(text) - 1,
            f"{head}-|{tail}",
            after,
            reason,
            0.9,
        )
        d = self.overrides.get(iv.id)
        if d is not None:
            if d.action == "reject":
                return None
            if d.action == "replace":
                keep = d.value.strip() == compound
                iv.after = compound if keep else joined
            self._by_editor(iv, d)
        self.records.append(iv)
        return Join(keep, iv)

    def _fixes(self, lines: list[LineIn], joins: list[Join | None]) -> list[list[LineFix]]:
        raw = [
            [
                (f.start, f.end, f.new, f.type, f.reason, f.confidence)
                for f in self.repair.spacing(li.text)
            ]
            for li in lines
        ]
        for i in range(1, len(lines)):
            dup = _repeated_catchword(lines[i - 1].text, lines[i]) if joins[i - 1] is None else None
            if dup:
                raw[i].append(
                    (0, dup, "", "duplicate", "the catchword repeated where the page begins", 0.8)
                )
        for i, li in enumerate(lines):
            m = _INITIAL_APART.match(li.text) if li.initial == 0 else None
            if m and self.repair.known(key(m.group(1) + m.group(2)), book=False):
                raw[i].append((1, 2, "", "spacing", "a drop capital set apart from its word", 0.8))
        view, where = _view([li.text for li in lines], joins)
        ws = [p for p in pieces(view) if p.kind == "word"]
        keys = [key(p.text) for p in ws]
        for k, p in enumerate(ws):
            prev = keys[k - 1] if k else ""
            nxt = keys[k + 1] if k + 1 < len(ws) else ""
            found = self.repair.word(p.text, prev, nxt, lines[where[p.start][0]].n)
            if found is None:
                self.repair.propose(p.text, keys, k, lines[where[p.start][0]].n)
                continue
            new, typ, reason, conf = found
            lines_of = {where[x][0] for x in range(p.start, p.end)}
            if len(lines_of) == 1:
                i, a = where[p.start][0], where[p.start][1]
                raw[i].append((a, where[p.end - 1][2], new, typ, reason, conf))
            elif len(new) == len(p.text):  # split a same-length repair over the lines
                for x, (old_c, new_c) in enumerate(zip(p.text, new, strict=True)):
                    if old_c != new_c:
                        i, a, b = where[p.start + x]
                        raw[i].append((a, b, new_c, typ, reason, conf))
            else:  # im-|gination: each edit on the line of the letters it touches
                for i, a, b, piece in _edits_by_line(p.text, new, where, p.start) or ():
                    raw[i].append((a, b, piece, typ, reason, conf))
        out: list[list[LineFix]] = []
        for i, li in enumerate(lines):
            fixes: list[LineFix] = []
            for a, b, new, typ, reason, conf in sorted(raw[i]):
                if fixes and a < fixes[-1].end:
                    continue
                if li.n in self.ocr_confidence:  # weighed by how sure the OCR was of the line
                    conf = round(conf * self.ocr_confidence[li.n] / 100, 2)
                iv = self._new("ocr", typ, li, a, li.text[a:b], new, reason, conf)
                d = self.overrides.get(iv.id)
                if d is not None:
                    if d.action == "reject":
                        continue
                    if d.action == "replace":
                        iv.after = new = d.value
                    self._by_editor(iv, d)
                self.records.append(iv)
                fixes.append(LineFix(a, b, new, iv))
            for d in self.overrides.at(li.n, "ocr"):
                _, a, b = d.place
                if b > len(li.text) or (d.before is not None and li.text[a:b] != d.before):
                    continue
                if any(f.start < b and a < f.end for f in fixes):
                    continue
                d.used = True
                iv = self._new("ocr", d.type, li, a, li.text[a:b], d.value, d.note, 1.0)
                iv.id += "e"
                self._by_editor(iv, d)
                self.records.append(iv)
                fixes.append(LineFix(a, b, d.value, iv))
            out.append(sorted(fixes, key=lambda f: f.start))
        return out

    def _words(
        self, lines: list[LineIn], joins: list[Join | None], fixes: list[list[LineFix]]
    ) -> tuple[list[WordEdit], str, list[tuple[int, int, int]]]:
        corrected, maps = zip(
            *(_apply(li.text, fs) for li, fs in zip(lines, fixes, strict=True)), strict=True
        )
        view, where = _view(list(corrected), joins, maps)
        units = _units(view, lines, where)
        spaced = [view[u[1] : v[0]] == " " for u, v in zip(units, units[1:], strict=False)]
        forms = [u[2] for u in units]
        regs_all = [self._regularise(u) for u in units]
        frozen = {k for k, r in enumerate(regs_all) if r[1] == "numeral"}
        normal = {
            ab: n
            for ab, n in normalise_units(forms, spaced, apostrophe=self.apostrophe).items()
            if not frozen & set(range(*ab))
        }
        edits: list[WordEdit] = []
        k = 0
        while k < len(units):
            span = next((b for (a, b) in normal if a == k), k + 1)
            split = False
            while span < len(units) and _src(where, units[span][0]) < _src_end(
                where, units[span - 1][1]
            ):
                span += 1  # words a repair split apart share its source: one edit
                split = True
            a, b = units[k][0], units[span - 1][1]
            dipl = view[a:b]
            regs = regs_all[k:span]
            reg = (
                regs[0][0]
                + "".join(  # r'emporter: units the print sets close stay close
                    (" " if view[units[j - 1][1] : units[j][0]] else "") + regs[j - k][0]
                    for j in range(k + 1, span)
                )
            )
            norm = normal[k, span].new if (k, span) in normal else reg
            if split:
                reg = regularise_text(dipl)
                norm = normalise_text(dipl, apostrophe=self.apostrophe)
            if (
                norm.endswith(("'", "’"))
                and not dipl.endswith(("'", "’"))
                and _space_at(view, where, b)
            ):
                b += 1  # jusques à -> jusqu'à: the space goes with the word
                dipl, reg = dipl + " ", reg + " "
            start, end = where[a][:2], (where[b - 1][0], where[b - 1][2])
            li = lines[start[0]]
            edit = WordEdit(start, end, view=(a, b))
            if reg != dipl:
                kinds = {r[1] for r in regs}
                kind = next(
                    (x for x in ("abbreviation", "hyphenation") if x in kinds), "regularisation"
                )
                parts = [t for r in regs for t in r[2]]
                reason = "; ".join(_REASONS.get(t, t) for t in parts) or "printing convention"
                edit.reg = self._decide(
                    self._new(
                        kind, "+".join(parts) or "form", li, start[1], dipl, reg, reason, 0.95
                    )
                )
            found = normal.get((k, span))
            how = found.how if found else "table"
            if norm != (edit.reg.after if edit.reg else dipl) or how == "undecided":
                iv = self._new(
                    "normalisation",
                    how,
                    li,
                    start[1],
                    dipl,
                    norm,
                    (found.note if found and found.note else f"modern spelling ({how})"),
                    CONFIDENCE[how],
                )
                edit.norm = self._decide(iv)
            self._placed(edit, lines, dipl)
            if edit.reg or edit.norm:
                edits.append(edit)
            k = span
        return edits, view, where

    def _regularise(self, unit: tuple[int, int, str, str]) -> tuple[str, str, tuple[str, ...]]:
        """(regularised form, kind, types) of one unit."""
        _, _, form, how = unit
        if how == "numeral":
            return form, "numeral", ("letter-spacing",)
        if (
            how in ("word", "numeral-word")
            and is_roman_numeral(form)
            and (how == "numeral-word" or regularise_word(form).new.lower() not in lexicon.modern())
        ):
            return form, "numeral", ()
        joined = form.replace("-", "")
        book = self.repair.vocabulary
        if (
            "-" in form
            and not self.repair.known(key(form), book=False)
            and book.get(key(joined), 0) > book.get(key(form), 0)
        ):  # the book writes the word whole more often than with this hyphen
            change = regularise_word(joined)
            return change.new, "hyphenation", (_MIDLINE, *change.types)
        change = regularise_word(form)
        kept = keep_hiatus(form, change.new)
        if kept != change.new:  # païs: the diaeresis is the word's, not the printer's
            types = tuple(t for t in change.types if t != "diaeresis")
            change = WordChange(kept, types) if types else WordChange(form, ())
        types = change.types
        if how == "spaced":
            types = ("letter-spacing", *types)
        elif how == "small-caps":
            types = ("small-caps", *types)
        return change.new, change.kind, types

    # -- records and decisions ---------------------------------------------------------

    def _new(
        self,
        kind: str,
        typ: str,
        li: LineIn,
        col: int,
        before: str,
        after: str,
        reason: str,
        conf: float,
    ) -> Intervention:
        prefix = _PREFIX.get(kind, "n")
        return Intervention(
            f"{prefix}{li.n}.{col}", kind, typ, li.n, col, before, after, reason, conf, page=li.page
        )

    def _decide(self, iv: Intervention) -> Intervention | None:
        d = self.overrides.get(iv.id)
        value = d.value if d else ""
        if d is None and iv.kind in ("regularisation", "normalisation"):
            d = self.overrides.for_form(iv.kind, iv.before)
            value = case_like(iv.before, d.value) if d else ""  # Celuy as well as celuy
        if d is not None:
            if d.action == "reject":
                return None
            if d.action == "replace":
                iv.after = value
            self._by_editor(iv, d)
        self.records.append(iv)
        return iv

    def _placed(self, edit: WordEdit, lines: list[LineIn], dipl: str) -> None:
        """Editors' readings added at exactly this word's place."""
        (i, a), (j, b) = edit.start, edit.end
        if i != j:
            return
        li = lines[i]
        for kind in ("regularisation", "normalisation"):
            for d in self.overrides.at(li.n, kind):
                if d.place[1:] != (a, b) or (d.before is not None and d.before != dipl):
                    continue
                d.used = True
                old = edit.reg if kind == "regularisation" else edit.norm
                if old is not None:
                    old.after = d.value
                    self._by_editor(old, d)
                    continue
                iv = self._new(kind, "editor", li, a, dipl, d.value, d.note, 1.0)
                iv.id += "e"
                self._by_editor(iv, d)
                self.records.append(iv)
                if kind == "regularisation":
                    edit.reg = iv
                else:
                    edit.norm = iv

    @staticmethod
    def _by_editor(iv: Intervention, d: Decision) -> None:
        iv.resp = "#editor"
        iv.confidence = 1.0
        if d.note:
            iv.reason = f"{iv.reason}; editor: {d.note}"


_REASONS = {
    "long-s": "long s printed",
    "u-v": "u/v by modern usage",
    "i-j": "i/j by modern usage",
    "et": "& for et",
    "tilde": "tilde abbreviation expanded",
    "diaeresis": "diaeresis modern spelling does not write",
    _MIDLINE: "hyphen of a word broken at a line end, left inside the line",
    "letter-spacing": "letter-spaced display type",
    "small-caps": "small capitals after a drop capital",
}
CONFIDENCE = {
    "table": 0.95,
    "term": 0.95,  # a row of data/terms.tsv, with its source: written by hand
    "context": 0.85,
    "syntax": 0.9,
    "parse": 0.8,  # decided by spaCy's parse of the sentence (pipeline.clean.plans)
    "compound": 0.85,
    "rules": 0.7,
    "same": 0.5,
    "undecided": 0.5,  # the form kept: the words it could be differ, nothing decides
    "leaning": 0.6,  # the neighbours' lean between two words, short of decisive
}


def _apply(text: str, fixes: list[LineFix]) -> tuple[str, list[tuple[int, int]]]:
    """The repaired text, and for each of its characters the source range it comes from."""
    out: list[str] = []
    where: list[tuple[int, int]] = []
    pos = 0
    for f in fixes:
        for x in range(pos, f.start):
            out.append(text[x])
            where.append((x, x + 1))
        for c in f.new:
            out.append(c)
            where.append((f.start, f.end))
        pos = f.end
    for x in range(pos, len(text)):
        out.append(text[x])
        where.append((x, x + 1))
    return "".join(out), where


def _view(
    texts: list[str],
    joins: list[Join | None],
    maps: tuple[list[tuple[int, int]], ...] | None = None,
) -> tuple[str, list[tuple[int, int, int]]]:
    """The container's text as one string, joined where words are broken at a line end;
    for each character, (line index, source start, source end)."""
    out: list[str] = []
    where: list[tuple[int, int, int]] = []
    for i, text in enumerate(texts):
        m = maps[i] if maps else [(x, x + 1) for x in range(len(text))]
        j = joins[i]
        cut = (
            len(text) - 1
            if j is not None and not j.keep_hyphen and text.endswith("-")
            else len(text)
        )
        for x in range(cut):
            out.append(text[x])
            where.append((i, *m[x]))
        if j is None and i + 1 < len(texts):
            out.append(" ")
            end = m[-1][1] if m else 0
            where.append((i, end, end))
    return "".join(out), where


def _units(
    view: str, lines: list[LineIn], where: list[tuple[int, int, int]]
) -> list[tuple[int, int, str, str]]:
    """Words of the view as (start, end, form, how): "word", "spaced" (letter-spaced, joined),
    "small-caps" (a drop capital's tail lower-cased) or "numeral"."""
    spaced = [(m.start(), m.end()) for m in _SPACED.finditer(view)]
    spaced = [
        (a, b)
        for a, b in spaced
        if is_roman_numeral(view[a:b].replace(" ", ""))
        or regularise_word(view[a:b].replace(" ", "")).new.lower() in lexicon.modern()
    ]
    out = []
    ps = [p for p in pieces(view) if p.kind == "word"]
    k = 0
    while k < len(ps):
        p = ps[k]
        run = next(((a, b) for a, b in spaced if a == p.start), None)
        if run:
            form = view[run[0] : run[1]].replace(" ", "")
            how = "numeral" if is_roman_numeral(form) else "spaced"
            out.append((run[0], run[1], form, how))
            while k < len(ps) and ps[k].start < run[1]:
                k += 1
            continue
        i, a, _ = where[p.start]
        form, how = p.text, "word"
        rest = p.text[1:]
        initial = lines[i].initial == a or _opens_in_capitals(view, p, i, a)
        # after a drop capital its small capital may be the only one (**L**Es Lydiens)
        tail = len(rest) >= (1 if initial else 3) and rest[0].isupper() and rest[1:].islower()
        small = rest.isupper() or tail
        caps = len(rest) >= 3 and rest[0].isupper() and rest[1:].islower() and p.text[0].isupper()
        if (initial or caps) and rest and small and rest.isalpha():
            # two capitals before lower case (``1. ENcore``) is the drop capital's convention
            # wherever the word stands: no word of the language is written so
            form, how = p.text[0] + rest.lower(), "small-caps"  # LE, PRemierement
        elif is_roman_numeral(p.text) and view[p.end : p.end + 1] == ".":
            how = "numeral-word"
        out.append((p.start, p.end, form, how))
        k += 1
    return out


def _opens_in_capitals(view: str, p: Piece, i: int, a: int) -> bool:
    """The container's first word in capitals before a word in small letters (``CE jeu de
    Triomphe``): a drop capital and its small capitals whose bold the source lost, so no
    ``initial`` marks it (the OCR of page images never marks one). A heading in capitals
    (``LE ROY``) goes on in capitals and is not taken."""
    if i or a or p.start or len(p.text) < 2 or not p.text.isupper():
        return False
    after = regex.match(r"[ \t]+(\p{L}+)", view[p.end :])
    return after is not None and after[1].islower()


def _edits_by_line(
    old: str, new: str, where: list[tuple[int, int, int]], start: int
) -> list[tuple[int, int, int, str]] | None:
    """The edits from ``old`` (a word of the view at ``start``, broken over lines) to
    ``new`` as (line index, start, end, new text) on the source lines; an inserted letter
    goes after the letter before it. None where one edit would span two lines, or would
    put a space where the lines join (the hyphen there was the compound's)."""
    out = []
    for op in Levenshtein.opcodes(old, new):
        if op.tag == "equal":
            continue
        piece = new[op.dest_start : op.dest_end]
        if op.src_start < op.src_end:
            first, last = where[start + op.src_start], where[start + op.src_end - 1]
            if first[0] != last[0]:
                return None
            out.append((first[0], first[1], last[2], piece))
        elif op.src_start:
            i, _, b = where[start + op.src_start - 1]
            if piece.isspace() and where[start + op.src_start][0] != i:
                return None  # porte-|leue: two words at the join are a compound, not a split
            out.append((i, b, b, piece))
        else:
            return None
    return out


def _repeated_catchword(before: str, line: LineIn) -> int | None:
    """Length of a first word (and its space) that only repeats the end of the page's last
    word (``sçavans`` / ``uans que``): the catchword, read twice."""
    if not line.turn:
        return None
    last = [p for p in pieces(before) if p.kind == "word"]
    first = [p for p in pieces(line.text) if p.kind == "word"]
    if not last or not first or first[0].start != 0:
        return None
    x, y = fold(last[-1].text), fold(first[0].text)
    if len(y) >= 3 and first[0].text[:1].islower() and x.endswith(y) and len(x) > len(y):
        end = first[0].end
        return end + 1 if line.text[end : end + 1] == " " else end
    return None


def _space_at(view: str, where: list[tuple[int, int, int]], at: int) -> bool:
    """A space of the source text (not the join of two lines) at ``view[at]``."""
    return view[at : at + 1] == " " and where[at][1] < where[at][2]


def _src(where: list[tuple[int, int, int]], at: int) -> tuple[int, int]:
    return where[at][0], where[at][1]


def _src_end(where: list[tuple[int, int, int]], end: int) -> tuple[int, int]:
    return where[end - 1][0], where[end - 1][2]


class AsTranscribed(Cleaner):
    """The cleaner of a source already transcribed into modern spelling (the 1642 *Jeu du
    Piquet*, keyed by a person): no OCR to repair, no printers' conventions to resolve, no
    old spelling to modernise, so its three readings are its text, and no intervention is
    made. It still plans each container (the view the rule cutter and the TEI writer read)."""

    def plan(self, lines: list[LineIn]) -> Plan:
        joins: list[Join | None] = [None] * len(lines)
        view, where = _view([li.text for li in lines], joins)
        return Plan([[] for _ in lines], joins, [], view, where)
