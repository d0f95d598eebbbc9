"""Front matter and games: from the paged sequence of units to a tree of divisions.

The front matter is found by its openings (title page, ``A MONSIEUR`` dedication,
``EXTRAIT DU PRIVILEGE``, ``TABLE``); the body begins at the first heading after the
table. Each entry of the table becomes a game division, placed where the text's heading
matching its words stands (:mod:`pipeline.segment.toc`); headings the table does not list
become nested divisions: sub-games, chapters (``Chap. 4.``) and runs of roman-numbered
pieces such as Trictrac's quatrains.
"""

from __future__ import annotations

from pipeline.model.book import Book, Div
from pipeline.model.front import Entry, FrontPlan
from pipeline.model.items import Item, MissingPages, PageBreak, Unit
from pipeline.segment.headings import (
    CHAPTER,
    ROMAN,
    heading_groups,
    is_numeral,
    is_verse,
    masked,
)
from pipeline.segment.toc import align, content_words, similarity
from pipeline.text.fold import fold
from pipeline.text.roman import lenient_roman_value

_NOT_NAMES = frozenset(
    [
        "intitule",
        "reduit",
        "appele",
        "dit",
        "nouueau",
        "roial",
        "plaisant",
        "urai",
        "fidelle",
        "excellent",
        "diuertissant",
        "subtil",
    ]
)


def table_pages(units: list[Unit], plan: FrontPlan) -> dict[int, int]:
    """Each game heading the table's entries match (by their words alone, before any page is
    placed) -> the page the table gives it: evidence for the pagination."""
    headings = [(u, text, None) for u, _, text in heading_groups(units, plan.body_start)]
    candidates = [c for c in headings if c[0] != plan.body_start]
    matched = _earliest(align(plan.entries, candidates), plan.entries, candidates)
    return {unit: plan.entries[k].page for k, unit in matched.items()}


def build_book(units: list[Unit], items: list[Item], plan: FrontPlan, ids: list[str]) -> Book:
    index = {id(u): i for i, u in enumerate(units)}
    pos_of_unit = {index[id(x)]: k for k, x in enumerate(items) if isinstance(x, Unit)}
    body_pos = _back_over_break(items, pos_of_unit[plan.body_start])
    front = _front(items[:body_pos], plan, pos_of_unit)
    headings = heading_groups(units, plan.body_start)
    pages = _page_at(items)
    candidates = [
        (u, text, _int(pages[pos_of_unit[u]])) for u, _, text in headings if u != plan.body_start
    ]
    matched = _earliest(align(plan.entries, candidates), plan.entries, candidates)
    starts: dict[int, tuple[str, Div]] = {}  # item position -> division opened there
    games: list[Div] = []
    unmatched: list[Entry] = []
    parent: Div | None = None
    used_ids: set[str] = set()
    for k, entry in enumerate(plan.entries):
        unit = matched.get(k)
        if unit is not None:
            pos = pos_of_unit[unit]
        else:
            pos = _running_head_start(items, entry, max(starts, default=0))
            if pos is None:
                unmatched.append(entry)
                continue
        nested = parent is not None and _is_variant(entry, parent, items, pos)
        gid = ids[k] if k < len(ids) else _unique(_slug(entry.title), used_ids)
        used_ids.add(gid)
        div = Div("game", gid, str(entry.n), level=2 if nested else 1, entry=entry)
        if not nested:
            parent = div
        starts[pos] = ("heading" if unit is not None else "page", div)
        games.append(div)
    heading_units = {u for u, _, _ in headings if u != plan.body_start}
    group_of = {u: g for u, g, _ in headings}
    current_game: Div | None = None
    last_chapter: int | None = None
    sections: list[tuple[Div, str]] = []  # a game's headings in order (the game first)
    for u in sorted(heading_units):
        pos = pos_of_unit[u]
        if pos in starts:
            current_game, last_chapter = starts[pos][1], None
            _nest_runs(sections)
            sections = [(current_game, "")]
            continue
        if current_game is None:
            continue
        text = " ".join(units[x].text for x in group_of[u])
        div = _section(text, current_game, used_ids, units[u], last_chapter)
        if div.type == "chapter" and div.n and div.n.isdigit():
            last_chapter = int(div.n)
        starts[pos] = ("heading", div)
        sections.append((div, text))
    _nest_runs(sections)
    _roman_runs(units, items, pos_of_unit, starts, plan.body_start)
    body = Div("body")
    body_head = [units[x] for x in group_of.get(plan.body_start, [plan.body_start])]
    body.head = body_head
    _fill(body, items, body_pos, starts, units, index, group_of, pages)
    return Book(front, body, games, plan.entries, unmatched)


def _form(text: str) -> str:
    """A heading's form word: its first word, numerals and "Qui ira à" aside (``Pour
    Amerique.`` -> ``pour``; ``Qui ira à I. I. II. I.`` and ``à II. II. III. I.`` -> ``9``)."""
    words = masked(text).split()
    return words[0] if words else ""


def _nest_runs(headings: list[tuple[Div, str]]) -> None:
    """A run of three or more sections of one form that follows a section of another
    (Monde's "Loix du Jeu." then "Pour Amerique.", "Pour Afrique", "Pour Asie.", "Pour
    Europe."; France's "Loix du Jeu." then its "Qui ira à I. I. II. I." …) is that
    section's parts, one level down: the heading before the run introduces what the run
    divides. A run that opens the game (Hoc's "Pour le Poinct." …) has nothing to nest in."""
    k = 1
    while k < len(headings):
        form = _form(headings[k][1])
        end = k
        while end + 1 < len(headings) and headings[end + 1][0].type == "section":
            if _form(headings[end + 1][1]) != form:
                break
            end += 1
        before = headings[k - 1][0]
        if (
            end - k >= 2
            and headings[k][0].type == "section"
            and before.type == "section"
            and _form(headings[k - 1][1]) != form
        ):
            for div, _ in headings[k : end + 1]:
                div.level = before.level + 1
        k = end + 1


def _int(label: str | None) -> int | None:
    return int(label) if label and label.isdigit() else None


def _back_over_break(items: list[Item], pos: int) -> int:
    """Include in a division the page break (and running head) just before its heading."""
    k = pos
    while k > 0:
        prev = items[k - 1]
        if isinstance(prev, PageBreak | MissingPages) or (
            isinstance(prev, Unit) and prev.role == "head"
        ):
            k -= 1
        else:
            break
    if k < pos and any(isinstance(items[x], PageBreak) for x in range(k, pos)):
        return k
    return pos


def _page_at(items: list[Item]) -> list[str | None]:
    out: list[str | None] = []
    page = None
    for x in items:
        if isinstance(x, PageBreak):
            page = x.n
        out.append(page)
    return out


def _break_at(items: list[Item], pos: int) -> PageBreak | None:
    for k in range(pos, -1, -1):
        if isinstance(items[k], PageBreak):
            return items[k]  # type: ignore[return-value]
    return None


def _roman_runs(units, items, pos_of_unit, starts, body_start) -> None:  # noqa: ANN001
    """Runs of at least five roman-numbered pieces (Trictrac's quatrains) become divisions."""
    numerals = [
        i for i in range(body_start, len(units)) if is_numeral(units[i]) and units[i].role == "text"
    ]
    run: list[int] = []

    def flush() -> None:
        if len(run) >= 5:
            # the run is verse or prose as a whole: a quatrain the converter cut into
            # one-line blocks (L I V.) is still a quatrain
            votes = [u + 1 < len(units) and is_verse(units[u + 1]) for u in run]
            verse = sum(votes) * 2 > len(votes)
            for u in run:
                value = lenient_roman_value(ROMAN.match(units[u].lines[0].text).group("n"))
                starts.setdefault(
                    pos_of_unit[u],
                    ("heading", Div("quatrain" if verse else "article", n=str(value), level=9)),
                )
        run.clear()

    last = 0
    for u in numerals:
        value = lenient_roman_value(ROMAN.match(units[u].lines[0].text).group("n"))
        if run and not (last < value <= last + 3):
            flush()
        run.append(u)
        last = value
    flush()


def _slug(text: str, skip: set[str] | frozenset[str] = frozenset()) -> str:
    for w in content_words(text):
        if w not in skip and w not in _NOT_NAMES and w.isascii() and len(w) > 2:
            return w
    return "section"


def _unique(slug: str, used: set[str]) -> str:
    out, k = slug, 2
    while out in used:
        out, k = f"{slug}-{k}", k + 1
    return out


def _is_variant(entry: Entry, parent: Div, items: list[Item], pos: int) -> bool:
    """An 'Autre jeu…' entry nests in the game before it when it shares its words, or when
    its pages still carry that game's running head."""
    if not fold(entry.title).startswith("autre"):
        return False
    assert parent.entry is not None
    if (
        similarity(parent.entry.title, entry.title) > 0
        or similarity(entry.title, parent.entry.title) > 0
    ):
        return True
    for x in items[pos : pos + 40]:
        if (
            isinstance(x, Unit)
            and x.role == "head"
            and x.head
            and similarity(parent.entry.title, x.head.title) > 0
        ):
            return True
    return False


def _running_head_start(items: list[Item], entry: Entry, after: int) -> int | None:
    """A game whose heading was lost with its page starts at the first page, after
    ``after``, whose running head names it."""
    for k in range(after, len(items)):
        x = items[k]
        if (
            isinstance(x, Unit)
            and x.role == "head"
            and x.head
            and similarity(entry.title, x.head.title) >= 0.5
        ):
            for b in range(k, -1, -1):
                if isinstance(items[b], PageBreak):
                    # its heading went with the lost pages before: it starts at the gap
                    while b >= 2 and isinstance(items[b - 1], MissingPages):
                        b -= 2
                    return b
    return None


def _chapter_number(printed: str, last: int | None) -> str:
    """A chapter's number; "Chap. II." after chapter 10 is 11: the OCR reads the digit 1 as
    the letter I, so a numeral of I's that breaks the sequence is read as the digits that
    continue it."""
    if printed.isdigit():
        return printed
    if last is not None and set(printed.upper()) == {"I"} and int("1" * len(printed)) == last + 1:
        return str(last + 1)
    return str(lenient_roman_value(printed))


def _section(
    text: str, game: Div, used: set[str], unit: Unit, last_chapter: int | None = None
) -> Div:
    m = CHAPTER.match(text)
    level = game.level + 1
    if m:
        return Div("chapter", n=_chapter_number(m.group("n"), last_chapter), level=level)
    words = fold(text).split()
    title_words = content_words(game.entry.title) if game.entry else ()
    named = any(w in ("ieu", "ieux") for w in words) or any(
        w in title_words for w in content_words(text)
    )
    if named and game.id:
        slug = _slug(text, set(title_words) if content_words(text) != title_words[:1] else set())
        gid = _unique(f"{game.id}-{slug}", used)
        used.add(gid)
        # a part of the game named after it ("Regles du Ieu de l'Oye"): a section with an
        # id; only the games of the book's table are games
        return Div("section", gid, level=level)
    return Div("section", level=level)


def _fill(root: Div, items, offset, starts, units, index, group_of, pages) -> None:  # noqa: ANN001
    """Distribute items into the division tree, opening divisions where they start."""
    effective: dict[int, tuple[int, Div]] = {}
    for pos, (how, div) in starts.items():
        begin = _back_over_break(items, pos) if how == "heading" else pos
        effective[begin] = (pos, div)
    stack = [root]
    root.level = 0
    head_units = {x for g in group_of.values() for x in g}
    heads_of: dict[int, Div] = {}
    for pos in range(offset, len(items)):
        if pos in effective:
            heading_pos, div = effective[pos]
            while stack[-1].level >= div.level:
                stack.pop()
            stack[-1].content.append(div)
            stack.append(div)
            div.start_page = pages[heading_pos]
            pb = _break_at(items, heading_pos)
            div.start_certain = pb.certain if pb else True
            item = items[heading_pos]
            if isinstance(item, Unit):
                u = index[id(item)]
                for x in group_of.get(u, [u]):
                    heads_of[x] = div
        x = items[pos]
        if isinstance(x, Unit):
            u = index[id(x)]
            if u in heads_of:
                owner = heads_of[u]
                if not owner.head:
                    owner.pre = len(owner.content)
                owner.head.append(x)
                continue
            if u in head_units and root.type == "body" and root.head and x in root.head:
                continue
        stack[-1].content.append(x)


def _front(items: list[Item], plan: FrontPlan, pos_of_unit: dict[int, int]) -> list[Div]:
    """Title page, dedication, privilege and table, each from its opening to the next."""
    bounds = [("titlePage", 0)]
    for kind, unit in (
        ("dedication", plan.dedication),
        ("privilege", plan.privilege),
        ("contents", plan.table),
    ):
        if unit is not None:
            bounds.append((kind, _back_over_break(items, pos_of_unit[unit])))
    out = []
    for k, (kind, start) in enumerate(bounds):
        end = bounds[k + 1][1] if k + 1 < len(bounds) else len(items)
        div = Div(kind)
        div.content = list(items[start:end])
        if kind != "titlePage":
            first = next(
                i for i, x in enumerate(div.content) if isinstance(x, Unit) and x.role == "text"
            )
            div.head = [div.content.pop(first)]
            div.pre = first  # the page breaks before the head open the division
        out.append(div)
    return out


def _earliest(matched: dict[int, int], entries: list[Entry], candidates) -> dict[int, int]:  # noqa: ANN001
    """A game may announce itself twice (``INSTRUCTION DV IEV Mestlé`` then ``LE JEU
    MESLÉ``): it starts at the first heading, after the previous game's, that names it."""
    order = [u for u, _, _ in candidates]
    out = dict(matched)
    prev = -1
    for k in sorted(matched):
        u = matched[k]
        j = order.index(u)
        for i in range(prev + 1, j):
            own = similarity(entries[k].title, candidates[i][1])
            # a heading that names the game before as well is that game's ("Regles du … Jeu
            # de Tarots" inside the Tarots, before "AUTRE JEU DE CARTES de Tarots")
            before = similarity(entries[k - 1].title, candidates[i][1]) if k else 0.0
            if own >= 0.34 and own > before:
                out[k] = candidates[i][0]
                break
        prev = j
    return out
