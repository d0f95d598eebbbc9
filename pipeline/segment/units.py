"""The source's blocks as units: furniture recognised among them (running heads, signatures,
catchwords, before any page is numbered), and whether a unit goes on with the sentence the
one before it left open (evidence of a page turn, and of one paragraph across it).
"""

from __future__ import annotations

import math
import statistics

import regex as re

from pipeline.model import Block
from pipeline.model.furniture import Fw, RunningHead
from pipeline.model.items import Unit
from pipeline.segment.headings import is_namely, looks_like_heading, starts_lower
from pipeline.text.fold import fold
from pipeline.text.furniture import (
    catchword,
    running_head,
    signature_tail,
    unnumbered_head,
    whole_line_signature,
)

_CLOSED = re.compile(r"[.!?:»)\]]\s*$")


def ends_open(unit: Unit) -> bool:
    """The unit's text stops mid-sentence (or mid-word, on a hyphen)."""
    return not _CLOSED.search(unit.lines[-1].text)


_ARTICLE = re.compile(r"^\W*\d+\s?\.\s")  # "19. Et c'est aussi…"


_THROW = re.compile(r"^\s*(?:[IVX]{1,4}\s?\.\s*){2,}")
"""A throw of two dice in France's notation ("VI. II.", "III. I. F."): words of a sentence,
never an article's number."""


def _goes_on(before: Unit, unit: Unit) -> bool:
    """After a block cut mid-sentence, this one is its continuation: it begins in lower case
    or on a throw (France: "Si un des joueurs… n'amène pas," / "VI. II. II. avancera sa
    marque…"), or the cut block is a numbered article and this one is neither an article nor a title
    (``… que deux`` / ``Cheualiers seuls ne peuvent mater le Roy.``: a noun's capital)."""
    if starts_lower(unit) or _THROW.match(unit.text):
        return True
    return bool(
        _ARTICLE.match(before.text)
        and not _ARTICLE.match(unit.text)
        and not looks_like_heading(unit)
    )


_NUMERAL_GOES_ON = re.compile(r"^[IVXLC]{1,8}\.\s+\p{Ll}")


def _belongs_before(unit: Unit) -> bool:
    """Blocks that finish the text before them even after a full stop: ``Sçavoir,`` (namely:
    the sentence before announces the list it opens) and a roman numeral followed by lower
    case (``LVI. qui deschargea…``: the king's number the page turn cut from "Roy de France")."""
    return is_namely(unit.text) or bool(_NUMERAL_GOES_ON.match(unit.text))


_LAST_WORD = re.compile(r"(\p{Ll}+)$")
_FORMULA = re.compile(r"^qui ira\b")  # the book's rules of squares: "Qui ira au 59."


def _verse_goes_on(before: Unit, unit: Unit) -> bool:
    """Verse the converter set one line a block (the Proverbes' "De trois choses Dieu nous
    garde, / De bœuf salé sans moutarde, / …"): a short line ending with a comma goes on in
    the short line after it."""
    return (
        len(before.lines) == 1
        and len(unit.lines) == 1
        and len(before.text) <= 45
        and len(unit.text) <= 45
        and before.text.rstrip().endswith(",")
        and not is_namely(before.text)
        and not looks_like_heading(before)
        and not looks_like_heading(unit)
    )


_ON_NUMBER = re.compile(r"\s\d{1,4}\.\s*$")
_REFERENCE_GOES_ON = re.compile(r"^\p{Lu}\p{Ll}{1,4}\.\s+\p{Ll}")


def _cut_across(before: Unit, unit: Unit, turned: bool) -> bool:
    """A sentence cut by the page even where the OCR's punctuation hides it: the page turns
    and the text goes on in lower case after a stray full stop (Trictrac "…des trois moyens
    & Dames." / "simples, il vaut…"), or the text before stops on a small word with no
    punctuation at all (Tarots "…& mesme en" / "France, comme à Lyon…"), or a reference
    is cut after its number and the page goes on with its abbreviated noun in lower case
    (Chronologie "…qu'elle dura suiuant le 12." / "Chap. de l'Exode, le deuxiême…")."""
    if looks_like_heading(before) or looks_like_heading(unit) or _ARTICLE.match(unit.text):
        return False
    if len(before.text) <= 3 or not re.search(r"\p{Ll}{3,}", unit.text):
        return False  # a letter over a series (France's "C"), a label ("à I. I. II. II.")
    if turned and starts_lower(unit):
        return not _FORMULA.match(unit.text)
    if turned and _ON_NUMBER.search(before.text) and _REFERENCE_GOES_ON.match(unit.text):
        return True
    for last in range(len(before.lines) - 1, -1, -1):
        text = before.lines[last].text
        for f in before.fw.get(last, ()):  # a signature glued to the line is not its last word
            text = text[: f.start] + " " * (f.end - f.start) + text[f.end :]
        if text.strip():  # a line all furniture (``K ij``) is no text's end
            return _LAST_WORD.search(text.rstrip()) is not None
    return False


def make_units(blocks: tuple[Block, ...], furniture: dict[int, str] | None = None) -> list[Unit]:
    """Split blocks at furniture and recognise it (before any page is numbered).

    ``furniture``: source line -> kind (``header``, ``sig``, ``catch``) where the source
    already knows (OCR found the line at the page's head or foot); such a line is furniture
    even when its text, misread, would not say so."""
    units: list[Unit] = []
    for block in blocks:
        lines = block.lines
        known = (furniture or {}).get(lines[0].n) if len(lines) == 1 else None
        if known is not None and running_head(lines[0]) is None:
            units.append(_known_furniture(block, known))
            continue
        head = running_head(lines[0])
        if head and head.number is not None:
            units.append(Unit((lines[0],), block.gap, "head", {0: head.parts}, head=head))
            if len(lines) == 1:
                continue
            lines = lines[1:]
        if len(lines) == 1 and (sig := whole_line_signature(lines[0])):
            units.append(Unit(lines, block.gap, "sig", {0: (sig.fw,)}, sig=sig))
            continue
        unit = Unit(tuple(lines), block.gap)
        tail = signature_tail(lines[-1])
        if tail:
            unit.fw[len(lines) - 1] = (tail.fw,)
            unit.sig = tail
        units.append(unit)
    _mark_catchwords_and_heads(units)
    return units


def _known_furniture(block: Block, kind: str) -> Unit:
    line = block.lines[0]
    whole = (Fw(0, len(line.text), "header" if kind == "header" else kind),)
    if kind == "header":
        m = re.search(r"^\s*(\d{1,3})\.?\s|\s(\d{1,3})\.?\s*$", line.text)
        number = int(m.group(1) or m.group(2)) if m else None
        head = RunningHead(whole, number, m.group(0).strip() if m else None, None, line.text)
        return Unit(block.lines, block.gap, "head", {0: whole}, head=head)
    return Unit(block.lines, block.gap, "sig" if kind == "sig" else "catch", {0: whole})


def _mark_catchwords_and_heads(units: list[Unit]) -> None:
    for i, unit in enumerate(units):
        if unit.role != "text" or len(unit.lines) != 1:
            continue
        nxt = next((u for u in units[i + 1 :] if u.role == "text"), None)
        prev = next((u for u in reversed(units[:i]) if u.role == "text"), None)
        line = unit.lines[0]
        if nxt and catchword(line, nxt.text) and len(nxt.text) > len(line.text):
            unit.role = "catch"
            unit.fw = {0: (Fw(0, len(line.text), "catch"),)}
            continue
        head = unnumbered_head(line)
        if head and _ROMAN_LINE.fullmatch(line.text):
            head = None  # XVIII. between two quatrains numbers the next one
        if head and prev and nxt and ends_open(prev) and starts_lower(nxt):
            unit.role = "head"
            unit.head = head
            unit.fw = {0: head.parts}
    last_text: Unit | None = None
    turned = False  # furniture since the last text: a page turned
    for unit in units:
        if unit.role != "text":
            turned = True
            continue
        if last_text is not None and (
            (ends_open(last_text) and _goes_on(last_text, unit))
            or _belongs_before(unit)
            or _cut_across(last_text, unit, turned)
            or _verse_goes_on(last_text, unit)
        ):
            unit.continues = True
        turned = False
        if last_text is not None and (unit.continues or _glued_catchword(last_text, unit)):
            _mark_glued_catchword(last_text, unit)
        last_text = unit


_ROMAN_LINE = re.compile(r"(?:[IVXLC] ?){1,8}\.")


def _glued_catchword(before: Unit, after: Unit) -> bool:
    """A page's last word repeating the next page's first: a catchword set on the text line,
    or on a line of its own that the converter left at the end of the paragraph (Meslé's
    preface, l. 761: "…doivent estre" / "fondez" / next page "fondez en raison.")."""
    last, first = before.lines[-1].text.split(), after.lines[0].text.split()
    alone = len(last) == 1 and len(before.lines) > 1
    if not (last and first) or (len(last) < 2 and not alone):
        return False
    if not (last[-1].isalpha() and len(last[-1]) > 1):
        return False
    return ends_open(before) and fold(last[-1]) == fold(first[0])


def _mark_glued_catchword(before: Unit, after: Unit) -> None:
    k = len(before.lines) - 1
    if k in before.fw or not _glued_catchword(before, after):
        return
    text = before.lines[k].text
    word = text.split()[-1]
    before.fw[k] = (Fw(len(text) - len(word), len(text), "catch"),)
    after.continues = True


def chars_per_line(units: list[Unit]) -> float:
    """The measure of a printed line, from the lines the converter kept hard-wrapped."""
    lengths = [
        len(line.text)
        for u in units
        if u.role == "text" and len(u.lines) > 2
        for line in u.lines[:-1]
        if 20 <= len(line.text) <= 70
    ]
    return statistics.median(lengths) if lengths else 36.0


def estimate_lengths(units: list[Unit]) -> None:
    cpl = chars_per_line(units)
    for u in units:
        if u.is_furniture:
            u.length = 0.0
            continue
        total = 0.0
        for line in u.lines:
            total += 1 if len(line.text) <= 1.3 * cpl else math.ceil(len(line.text) / cpl)
        u.length = total + (0.5 if u.gap > 1 else 0.0)
