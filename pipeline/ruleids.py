"""Where the rules of a game are, and what they are called.

Every paragraph (or verse line) of a game is cut into rules, and each rule gets an id made
from the structure, never from the words, so a corrected word or a rebuild keeps it:

- a **numbered article** (``17. Qui passe…``, ``XXIV. …``) is one rule, ``GAME.a17``, its
  printed number in ``@n``; a game with several numbered series (Billard's 42 and 25) names the
  second ``GAME.s2.a1``;
- a **quatrain** (Trictrac's 80) is one rule over its four lines, ``GAME.q44``, ``@n`` the
  printed roman number, each line a part (``@part`` I, M, F);
- **prose** is cut into sentences by the spaCy French pipeline on the normalised reading, the
  book's numerals protected (``63.``, ``1. 2. 3.``): ``GAME.p12.3`` is the third sentence of the
  game's twelfth paragraph.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import regex

from pipeline.model.layout import GameEnd, GameStart, LineEvent, Reading, Text, Verse
from pipeline.model.plans import Plan
from pipeline.model.starts import RuleStart, Starts
from pipeline.nlp import has_main_verb, opens_on_subjectless_verb, sentences, states_on_its_own
from pipeline.segment.statements import _at_semicolons, _whole_statements  # noqa: F401
from pipeline.text.fold import fold
from pipeline.text.roman import roman_value, to_roman

_ARABIC = regex.compile(r"\s*(\d{1,3})\s*[.,]\s")
_ROMAN = regex.compile(r"\s*([IVXLC]{1,8})\s*\.\s")
_SMALL_ROMAN = regex.compile(r"\s*([ivx]{1,4})\s*\.\s")


@dataclass
class RuleIds:
    """Numbers the rules of the game being written, in document order."""

    game: str | None = None
    paragraph: int = 0
    series: int = 1
    last_n: int = 0
    used: set[str] = field(default_factory=set)

    last: str | None = None
    """The id of the last rule (or part of one) of the game, which a list goes on."""
    head: str | None = None
    parts: int = 0

    outer: list[tuple[str | None, int, int, int, str | None]] = field(default_factory=list)
    split: Callable[[str], list[tuple[int, int]]] = sentences
    """How prose is cut into sentences (:func:`pipeline.nlp.sentences`, or a memo of it)."""
    verb: Callable[[str], bool] = has_main_verb
    """Whether a text states (has a main verb) or only names (:func:`pipeline.nlp.has_main_verb`)."""
    subjectless: Callable[[str], bool] = opens_on_subjectless_verb
    """Whether a sentence opening on "Et" has a verb but no subject of its own
    (:func:`pipeline.nlp.opens_on_subjectless_verb`): it goes on with the one before."""
    states: Callable[[str], bool] = states_on_its_own
    """Whether a clause after a semicolon or colon is a main clause in itself, with its own
    subject (:func:`pipeline.nlp.states_on_its_own`): a statement of its own."""

    def enter_game(self, game: str) -> None:
        """A game division begins (perhaps inside another: Tarots' "autre jeu")."""
        self.outer.append((self.game, self.paragraph, self.series, self.last_n, self.last))
        self.game, self.paragraph, self.series, self.last_n, self.last = game, 0, 1, 0, None

    def leave_game(self) -> None:
        self.game, self.paragraph, self.series, self.last_n, self.last = self.outer.pop()

    def prose(self, text: str, line_starts: list[int] = (), item: bool = False) -> list[RuleStart]:
        """The rules of one paragraph (its normalised text; where its lines begin); ``item``:
        the paragraph is one item of a list set a paragraph an item."""
        if self.game is None or not text.strip():
            return []
        if self.last is not None and (
            item or is_list(text, line_starts) or is_numbered_list(text, line_starts)
        ):
            self.paragraph += 1  # counted all the same: the paragraphs after keep their numbers
            lead = len(text) - len(text.lstrip())
            if item:
                return [self._list_part(lead)]
            items = [at for at in line_starts if at >= lead and text[at:].strip()]
            return [self._list_part(at) for at in items or [lead]]
        out = self._verse(line_starts) if is_verse(text, line_starts) else []
        out = out or self._prose(text, line_starts)
        if out:
            self.last = self.head = out[-1].id
            self.parts = 0
        return out

    def _list_part(self, at: int) -> RuleStart:
        """An item of a list (the souplesses' forty-eight cards, one a line) is not a rule
        of its own: it is a part of the rule before it, which introduces it ("je vous la
        mets par chiffre cy-dessous. SÇAVOIR."), one part an item (a printed line, or a
        paragraph of one line), so that the TEI can give each its ``item``."""
        self.parts += 1
        part = self._unique(f"{self.head}.i{self.parts}")
        start = RuleStart(at, part, None, "M", self.last, item=True)
        self.last = part
        return start

    def _verse(self, line_starts: list[int]) -> list[RuleStart]:
        """A rhymed proverb set as verse (:func:`is_verse`): one rule, a part a line."""
        self.paragraph += 1
        base = self._unique(f"{self.game}.p{self.paragraph}.1")
        out = [RuleStart(line_starts[0], base, verse=True)]
        for k, at in enumerate(line_starts[1:], 2):
            out.append(
                RuleStart(at, self._unique(f"{base}.l{k}"), None, "M", out[-1].id, verse=True)
            )
        return out

    def _prose(self, text: str, line_starts: list[int]) -> list[RuleStart]:
        self.paragraph += 1
        lead = len(text) - len(text.lstrip())
        number = _number(text)
        if number is not None:
            out = [self._article(lead, *number)]
            for at in line_starts:  # 1., 2., 3. on lines of one paragraph
                nxt = _number(text[at:]) if at > lead else None
                if nxt is not None and nxt[1] == self.last_n + 1:
                    out.append(self._article(at, *nxt))
            return out
        out = []
        for k, (a, _) in enumerate(
            _whole_statements(text, self.split(text), self.subjectless, self.states), 1
        ):
            out.append(RuleStart(a, self._unique(f"{self.game}.p{self.paragraph}.{k}")))
        return out

    def _article(self, at: int, printed: str, value: int) -> RuleStart:
        if value <= self.last_n:
            self.series += 1  # the numbering starts again: a new series of articles
        self.last_n = value
        series = f"s{self.series}." if self.series > 1 else ""
        return RuleStart(at, self._unique(f"{self.game}.{series}a{value}"), printed)

    def verse(self, n: str, line: int, lines: int) -> RuleStart | None:
        """The part of quatrain ``n`` (its value, as the structure gives it) on one line."""
        if self.game is None:
            return None
        base = f"{self.game}.q{n}"
        part = "I" if line == 0 else "F" if line == lines - 1 else "M"
        if line == 0:
            return RuleStart(0, self._unique(base), to_roman(int(n)), part)
        prev = base if line == 1 else f"{base}.l{line}"
        return RuleStart(0, self._unique(f"{base}.l{line + 1}"), to_roman(int(n)), part, prev)

    def _unique(self, ident: str) -> str:
        out, k = ident, 2
        while out in self.used:
            out, k = f"{ident}-{k}", k + 1
        self.used.add(out)
        return out


def cut_rules(reading: list[Reading], plans: list[Plan], ids: RuleIds) -> list[Starts]:
    """The rules of every text of ``reading`` (the ``k``-th text's at ``k``), numbered in
    reading order; each text is cut on its normalised reading (``plans``, the cleaner's)."""
    out: list[Starts] = []
    items = list_items(reading, plans, ids.verb)
    for x in reading:
        if isinstance(x, GameStart):
            ids.enter_game(x.id)
        elif isinstance(x, GameEnd):
            ids.leave_game()
        elif isinstance(x, Text):
            if x.rules == "prose":
                cut = (lambda t, s: ids.prose(t, s, item=True)) if x.k in items else ids.prose
                out.append(_starts(plans[x.k], cut))
            elif isinstance(x.rules, Verse):
                part = ids.verse(x.rules.quatrain, x.rules.line, x.rules.lines)
                out.append(_starts(plans[x.k], lambda _t, _s, r=part: [r] if r else []))
            else:
                out.append({})
    return out


def _starts(plan: Plan, cut: Callable[[str, list[int]], list[RuleStart]]) -> Starts:
    """Cut one text's normalised reading (given with the offsets where its lines begin) and
    place each rule at the source character its first word comes from."""
    text, at = plan.normalised()
    starts, seen = [], set()
    for k, v in enumerate(at):
        line = plan.where[v][0]
        if line not in seen:
            seen.add(line)
            starts.append(k)
    segs: Starts = {}
    for r in cut(text, starts):
        k = r.at
        while k < len(text) and text[k].isspace():
            k += 1
        if k < len(text):
            segs.setdefault(plan.source_place(at[k]), r)
    return segs


def is_list(text: str, line_starts: list[int]) -> bool:
    """Three or more short lines, each a whole item closed by a full stop and opening with a
    capital (``L'as de trefle.`` / ``Le cinq de picq.``): a list, not prose (whose lines run
    on) and not articles (numbered)."""
    bounds = [*line_starts, len(text)]
    lines = [text[a:b].strip() for a, b in zip(bounds, bounds[1:], strict=False)]
    lines = [x for x in lines if x]
    return (
        len(lines) >= 3
        and _number(text.lstrip()) is None
        and all(len(x) <= 40 and x[0].isupper() and x.endswith(".") for x in lines)
    )


_LAST_WORD = regex.compile(r"(\p{L}+)\W*$")


def is_verse(text: str, line_starts: list[int]) -> bool:
    """Rhymed lines set as verse (the Proverbes: "De trois choses Dieu nous garde, / De bœuf
    salé sans moutarde, / D'un valet qui se regarde, / D'une femme qui se farde."; "Temps
    pommelé, femme fardée, / Ne sont point de longue durée."): two or more short lines, each
    opening with a capital, all but the last closed by a comma or semicolon, each line's last
    word rhyming with the next's (their last two letters, accents aside). Prose turned at
    the measure runs on in lower case or without a stop."""
    bounds = [*line_starts, len(text)]
    lines = [text[a:b].strip() for a, b in zip(bounds, bounds[1:], strict=False)]
    if len(lines) < 2 or not all(x and len(x) <= 45 and x[0].isupper() for x in lines):
        return False
    if not all(x.endswith((",", ";")) for x in lines[:-1]) or _number(text.lstrip()):
        return False
    ends = [_LAST_WORD.search(x) for x in lines]
    if not all(ends):
        return False
    rhymes = [fold(m.group(1))[-2:] for m in ends if m]
    return all(a == b for a, b in zip(rhymes, rhymes[1:], strict=False))


def is_numbered_list(text: str, line_starts: list[int]) -> bool:
    """Three or more short lines numbered from 1, one an item (France's eight things a niche
    shows: ``1. Le Nom d'un Roy de France.`` / ``2. Le quantiéme il a regné.`` …): the items
    of the sentence before, which announces them, not articles (which are statements and run
    over their lines: Billard's, Palle-Mail's)."""
    bounds = [*line_starts, len(text)]
    lines = [text[a:b].strip() for a, b in zip(bounds, bounds[1:], strict=False)]
    lines = [x for x in lines if x]
    return len(lines) >= 3 and all(
        len(x) <= 60 and x.endswith(".") and (_number(x) or ("", 0))[1] == k
        for k, x in enumerate(lines, 1)
    )


_ITEM_LENGTH = 120


def list_items(reading: list[Reading], plans: list[Plan], verb: Callable[[str], bool]) -> set[int]:
    """The texts (their ``k``) that are items of a list set a paragraph an item: three or more
    paragraphs in a row, each one line that names without stating (no main verb, no number:
    Trictrac ch. 19's advantages ``Quines, ou sennes.`` / ``Le coing du repos.`` / ``Sennes,
    & le coing.`` / ``Les coings de quines & sennes, qu'on appelle Bourgeois…``). A page
    break does not end the run; a heading, verse or a paragraph that states does. Values
    (``Par doublet 6. p.``) have a number: each is a rule."""
    out: set[int] = set()
    run: list[int] = []

    def flush() -> None:
        if len(run) >= 3:
            out.update(run)
        run.clear()

    for x in reading:
        if isinstance(x, Text) and x.rules == "prose":
            text = plans[x.k].normalised()[0].strip()
            lines = sum(isinstance(e, LineEvent) for e in x.events)
            if (
                lines == 1
                and len(text) <= _ITEM_LENGTH
                and text[:1].isupper()
                and not any(c.isdigit() for c in text)
                and not verb(text)
            ):
                run.append(x.k)
                continue
            flush()
        elif isinstance(x, GameStart | GameEnd | Text):
            flush()  # a heading or verse between: the list is over
    flush()
    return out


def _number(text: str) -> tuple[str, int] | None:
    """The printed number opening an article (``17.``, ``XXIV.``) and its value."""
    m = _ARABIC.match(text + " ")
    if m:
        return m.group(1), int(m.group(1))
    m = _ROMAN.match(text + " ")
    if m and (value := roman_value(m.group(1))):
        return m.group(1), value
    m = _SMALL_ROMAN.match(text + " ")  # "i." for "1." (Paume, l. 2866)
    if m and (value := roman_value(m.group(1).upper())):
        return m.group(1), value
    return None
