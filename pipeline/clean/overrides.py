"""Editors' decisions, read from ``corpus/edits/overrides.tsv`` and applied last.

One decision a line, tab-separated, ``#`` for comments::

    id          action    value        note
    o1611.0     reject                 "lan" is right here: a misprint kept as printed
    r2332.13    replace   prend        tilde read as grave accent
    n4188.3     accept                 checked
    @2719:0-1   add       le           kind=ocr; the OCR dropped "le"
    form:dé     reject                 kind=normalisation; in this book dé is the die

``accept`` keeps the machine's reading and makes it the editor's; ``reject`` removes the
intervention (the reading falls back to the layer below); ``replace`` gives another reading.
``add`` puts a reading at a place the machine did not touch: ``@LINE:START-END`` (source
line, columns of the line's text, end excluded) with ``kind=ocr|regularisation|
normalisation`` in the note, and optionally ``before=TEXT`` to check the place still holds
what the editor saw, and ``type=print`` when the print itself is wrong (not the OCR): the TEI
then says ``<corr type="print">``. A decision on ``form:WORD`` (with ``kind=regularisation|normalisation``) applies to every
occurrence of that word (case aside) that has no decision of its own: a book's vocabulary
(``dé`` is the die here, not ``de``) is decided once. Decisions that no longer match anything
are reported, never applied.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import regex

from pipeline.errors import SourceError
from pipeline.text.controls import XML_FORBIDDEN, control_name

ACTIONS = ("accept", "reject", "replace", "add")
KINDS_ADDABLE = ("ocr", "regularisation", "normalisation")
_PLACE = regex.compile(r"@(\d+):(\d+)-(\d+)")


@dataclass
class Decision:
    row: int
    target: str
    action: str
    value: str
    note: str
    kind: str = ""
    type: str = "editor"
    """For an added OCR reading: ``editor`` (the OCR misread) or ``print`` (the print is wrong)."""
    before: str | None = None
    place: tuple[int, int, int] | None = None
    used: bool = field(default=False, compare=False)


@dataclass
class Overrides:
    path: Path | None = None
    by_id: dict[str, Decision] = field(default_factory=dict)
    adds: list[Decision] = field(default_factory=list)
    forms: dict[tuple[str, str], Decision] = field(default_factory=dict)
    """(kind, word in lower case) -> the decision for every occurrence."""
    found: bool = True
    """False when ``path`` does not exist: the build then runs without editors' decisions."""

    def get(self, ident: str) -> Decision | None:
        d = self.by_id.get(ident)
        if d is not None:
            d.used = True
        return d

    def for_form(self, kind: str, word: str) -> Decision | None:
        d = self.forms.get((kind, word.lower()))
        if d is not None:
            d.used = True
        return d

    def at(self, line: int, kind: str) -> list[Decision]:
        return [d for d in self.adds if d.place and d.place[0] == line and d.kind == kind]

    def unused(self) -> list[Decision]:
        return [d for d in self.all() if not d.used]

    def all(self) -> list[Decision]:
        return sorted([*self.by_id.values(), *self.adds, *self.forms.values()], key=lambda d: d.row)


def read_overrides(path: Path) -> Overrides:
    """The decisions in ``path`` (none if it does not exist); a malformed row is an error."""
    out = Overrides(path)
    if not path.exists():
        out.found = False
        return out
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise SourceError(path, f"is not UTF-8 text (byte {e.start})") from None
    except OSError as e:
        raise SourceError(path, f"cannot be read ({e.strerror})") from None
    if text.startswith("\ufeff"):
        raise SourceError(
            path, "line 1: starts with a byte-order mark (save it as UTF-8 without BOM)"
        )
    for n, raw in enumerate(text.splitlines(), 1):
        bad = XML_FORBIDDEN.search(raw)
        if bad:
            raise SourceError(
                path,
                f"line {n}, column {bad.start() + 1}: control character {control_name(bad.group())}, "
                "which XML cannot hold (a decision's text goes into the TEI): remove it",
            )
        if not raw.strip() or raw.lstrip().startswith("#") or raw.startswith("id\t"):
            continue
        _check_columns(path, n, raw)
        cols = raw.split("\t") + ["", "", ""]
        target, action, value, note = (c.strip() for c in cols[:4])
        if action not in ACTIONS:
            raise SourceError(
                path, f"line {n}: action {action!r} is not one of {', '.join(ACTIONS)}"
            )
        if action == "replace" and not value:
            raise SourceError(path, f"line {n}: 'replace' needs a value")
        d = Decision(n, target, action, value, note)
        for part in note.split(";"):
            k, sep, v = part.strip().partition("=")
            if sep and k == "kind":
                d.kind = v.strip()
            elif sep and k == "before":
                d.before = v
            elif sep and k == "type":
                if v.strip() not in ("editor", "print"):
                    raise SourceError(
                        path, f"line {n}: type must be editor or print, not {v.strip()!r}"
                    )
                d.type = v.strip()
        if action == "add":
            m = _PLACE.fullmatch(target)
            if not m or d.kind not in KINDS_ADDABLE:
                raise SourceError(
                    path,
                    f"line {n}: 'add' needs a place @LINE:START-END and kind=ocr|regularisation|normalisation in the note",
                )
            d.place = (int(m[1]), int(m[2]), int(m[3]))
            out.adds.append(d)
        elif target.startswith("form:"):
            if d.kind not in KINDS_ADDABLE[1:] or action == "add" or not target[5:]:
                raise SourceError(
                    path,
                    f"line {n}: a form: decision needs a word and kind=regularisation|normalisation",
                )
            out.forms[d.kind, target[5:].lower()] = d
        else:
            if target in out.by_id:
                raise SourceError(path, f"line {n}: a second decision on {target}")
            out.by_id[target] = d
    return out


def _check_columns(path: Path, n: int, raw: str) -> None:
    """A row is 2 to 4 tab-separated columns: id, action, value, note (value and note may
    be empty). Spaces where the tabs should be are the usual slip of a text editor."""
    cols = raw.split("\t")
    words = cols[0].split()
    if len(words) > 1 and words[1] in ACTIONS:
        raise SourceError(
            path, f"line {n}: columns separated by spaces, not tabs (id, action, value, note)"
        )
    if len(cols) == 1:
        raise SourceError(
            path, f"line {n}: 1 column, expected 2 to 4 separated by tabs (id, action, value, note)"
        )
    if len(cols) > 4:
        raise SourceError(
            path,
            f"line {n}: {len(cols)} columns, expected at most 4 (id, action, value, note); "
            "a tab inside the note?",
        )
