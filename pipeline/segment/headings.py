"""What is a heading, by its form: capitals, italics, a converter heading, a chapter number,
a short line the text after it does not continue; and the groups of blocks one title spans.

Form only, before any page or division is known: the structure stage places the divisions
these headings open, the paging stage prefers a page break before one.
"""

from __future__ import annotations

import regex as re

from pipeline.model.items import Unit
from pipeline.text.fold import fold

CHAPTER = re.compile(r"^\W*(?:chapitre|chap|ch)\.?\s*(?P<n>\d+|[IVXLC]+)\b", re.I)
ROMAN = re.compile(r"^(?P<n>(?:[IVXLC] ?){1,8})\.(?:\s|$)")
_NAMELY = re.compile(r"^\W*(?:à\s+)?s\s?[çc]?\s?a\s?[uv]\s?o\s?i\s?r\W*$", re.I)


def is_namely(text: str) -> bool:
    """``Sçavoir,`` / ``S C A V O I R.`` (namely): it introduces the list after it."""
    return bool(_NAMELY.match(text))


def starts_lower(unit: Unit) -> bool:
    m = re.search(r"\p{L}", unit.lines[0].text)
    return bool(m) and m.group().islower()


def looks_like_heading(unit: Unit) -> bool:
    """Short, set apart, in capitals, italics or a converter heading: a title, not prose.

    Verse (two or more long lines, each opening with a capital) is not a title.
    """
    if unit.role != "text" or len(unit.lines) > 6:
        return False
    if len(unit.lines[0].text) > 70:
        return _italic_title_line(unit)
    if any(len(x.text) > 100 for x in unit.lines):
        return False
    if len(unit.lines) >= 2 and all(len(x.text) >= 35 and x.text[:1].isupper() for x in unit.lines):
        return False
    first = unit.lines[0]
    italic = sum(s.end - s.start for s in first.spans if s.rend in ("italic", "bold"))
    return (
        bool(first.heading)
        or set_in_capitals(first.text)
        or italic >= 0.6 * max(1, len(first.text))
    )


_WORD = re.compile(r"[\p{L}']+")


def set_in_capitals(text: str) -> bool:
    """A title is set in capitals: its first two words (``LE IEU DV HOC``, spaced letters
    ``E X E M P L E.``), or the whole line (``EXEMPLE.``). A paragraph's opening word in
    capitals (a drop capital and small capitals: ``PRemierement l'on donne``, ``LE conseil
    de…``, ``EST à remarquer``) is not: the words after it are in lower case."""
    words = _WORD.findall(text)
    if not words or not re.match(r"^\W*\p{Lu}{2,}|^\W*\p{Lu}\s\p{Lu}\b", text):
        return False
    upper = [w for w in words if w.replace("'", "").isupper()]
    return len(upper) == len(words) or all(w.replace("'", "").isupper() for w in words[:2])


def _italic_title_line(unit: Unit) -> bool:
    """A long title set on one line in italics, beginning in capitals and ending with a full
    stop (``Des hazards qui arriuent en joüant, & les fautes…``, Paume's ``Les formes
    tenuës…``): the converter keeps a title on one line, where prose has several sentences
    or runs on to the next block."""
    line = unit.lines[0]
    return (
        len(unit.lines) == 1
        and len(line.text) <= 200
        and is_italic(unit)
        and line.text.rstrip().endswith(".")
        and line.text.count(". ") == 0
        and not starts_lower(unit)
    )


def is_italic(unit: Unit) -> bool:
    chars = sum(len(x.text) for x in unit.lines)
    italic = sum(s.end - s.start for x in unit.lines for s in x.spans if s.rend == "italic")
    return chars > 0 and italic >= 0.6 * chars


def heading_groups(units: list[Unit], start: int) -> list[tuple[int, list[int], str]]:
    """Groups of consecutive heading-like units (a title set on two or three blocks)."""
    out: list[tuple[int, list[int], str]] = []
    i = start
    while i < len(units):
        u = units[i]
        after_numeral = i > start and is_numeral(units[i - 1]) and is_verse(u)
        heading = (looks_like_heading(u) or is_chapter_line(u)) and not is_epigraph(u)
        if not heading or is_numeral(u) or _not_a_heading(u.text) or after_numeral:
            i += 1  # (the verse after XVIII. is the quatrain, not a title)
            continue
        group = [i]
        while i + 1 < len(units) and units[i + 1].role == "text" and not is_numeral(units[i + 1]):
            nxt = units[i + 1]
            first_letter = re.search(r"\p{L}", nxt.text)
            lower = bool(first_letter and first_letter.group().islower())
            open_end = not re.search(r"[.!?:]$", units[i].text)
            subtitle = is_italic(nxt) and lower  # "*de Cartes des Tarots, recreatif…*"
            tail = (
                open_end and len(nxt.lines) == 1 and len(nxt.text) <= 40
            )  # "Reduit en ses Maximes."
            numbered = is_bare_chapter(units[i]) and looks_like_heading(nxt)  # its title
            if (looks_like_heading(nxt) and (lower or open_end)) or subtitle or tail or numbered:
                group.append(i + 1)
                i += 1
            else:
                break
        text = " ".join(units[x].text for x in group)
        if not is_namely(text):  # "Sçavoir," introduces a list; it titles nothing
            out.append((group[0], group, text))
        i += 1
    return _by_analogy(units, start, out)


_NUMERALS = re.compile(r"\b[IVXLC]+\.|\b\d+\b\.?")


_LETTER = re.compile(r"^\s*\p{Lu}\s*\.?\s*$")  # France's letters: "B."


def masked(text: str) -> str:
    """A heading's form, numerals aside: ``Qui ira à I. I. II. II.``, ``à V. I. V. II.``,
    ``C à I. I. II. II.`` and ``VI. VI. VI. VI.`` are all the form of a throw."""
    words = fold(_NUMERALS.sub(" 9 ", text)).replace("quira", "qui ira").split()
    if len(words) > 1 and len(words[0]) == 1 and words[0] != "9":
        words = words[1:]  # the letter of a series before it
    while words and words[0] in ("qui", "ira", "a"):
        words = words[1:]
    return " ".join(words)


def _by_analogy(
    units: list[Unit], start: int, found: list[tuple[int, list[int], str]]
) -> list[tuple[int, list[int], str]]:
    """A one-line block shaped like three or more of the headings already found, numerals
    aside (France's ``Qui ira à I. I. II. II.`` where most of its kind are set in italics):
    a heading by the form of its siblings."""
    counts: dict[str, int] = {}
    for _, group, text in found:
        if len(group) == 1 and "9" in masked(text):
            counts[masked(text)] = counts.get(masked(text), 0) + 1
    forms = {m for m, c in counts.items() if c >= 3}
    taken = {x for _, group, _ in found for x in group}
    extra = [
        (i, [i], units[i].text)
        for i in range(start, len(units))
        if i not in taken
        and units[i].role == "text"
        and len(units[i].lines) == 1
        and masked(units[i].text) in forms
    ]
    out = []
    for first, group, text in sorted(found + extra):
        letter = units[first - 1] if first - 1 > start else None
        if (
            letter is not None
            and first - 1 not in taken
            and letter.role == "text"
            and _LETTER.match(letter.text)
            and masked(text) in forms
        ):  # "B." over the first throw of its series
            first, group, text = first - 1, [first - 1, *group], f"{letter.text} {text}"
        out.append((first, group, text))
    return out


def is_epigraph(unit: Unit) -> bool:
    """Verse in italics, three lines or more, each opening with a capital (the Renard's
    "Fortune icy bas tourne-boule, / Tourne choses par le hazard: …"): an epigraph, not a
    title; where it opens a division the writer makes it one."""
    ends = sum(bool(re.search(r"[,.;:!?]$", x.text.rstrip())) for x in unit.lines)
    return (
        len(unit.lines) >= 3
        and is_italic(unit)
        and is_verse(unit)
        and ends >= 0.75 * len(unit.lines)
        and not set_in_capitals(unit.lines[0].text)
    )


def is_chapter_line(unit: Unit) -> bool:
    """``Chap. 27. Corollaire.``: a short line that opens with a chapter number is a heading
    by its form, even in lower case."""
    return (
        unit.role == "text"
        and len(unit.lines) == 1
        and len(unit.text) <= 40
        and CHAPTER.match(unit.text) is not None
    )


def is_bare_chapter(unit: Unit) -> bool:
    """``CHAPITRE I.`` alone on its line: the chapter's title is the next block."""
    m = CHAPTER.match(unit.text)
    return m is not None and not re.search(r"\p{L}{2,}", unit.text[m.end() :])


def _not_a_heading(text: str) -> bool:
    """Closing formulas and signatures-like stubs are not headings."""
    f = fold(text)
    return f.startswith("fin ") or f == "fin" or f.replace(" ", "") == "fin" or len(f) < 1


def is_numeral(unit: Unit) -> bool:
    return (
        len(unit.lines) == 1 and ROMAN.match(unit.lines[0].text) is not None and len(unit.text) < 30
    )


def is_verse(unit: Unit) -> bool:
    lines = unit.lines
    return (
        len(lines) >= 2
        and all(len(x.text) <= 75 for x in lines)
        and sum(bool(re.match(r"^\W*\p{Lu}", x.text)) for x in lines) >= 0.75 * len(lines)
    )
