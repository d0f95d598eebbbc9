"""Which predicate implements which rule of the book.

A predicate is a plain function of a game module, declared with :func:`implements`::

    @implements("piquet.p6.1", quote="trente valent trois")
    def point_value(points: int) -> int: ...

The rule ids are the TEI's ``<seg type="rule">`` ids (stable across builds); ``quote`` is a
phrase the rule's normalised text must contain, so a link that stops pointing at the right
words is caught (the coverage report and a test check every one). ``status`` says how the
predicate stands to the text: ``verified`` (it does what the text says, and tests show it on
the text's own examples), ``editorial`` (the text is garbled or contradicts itself; the
predicate makes a documented choice), ``partial`` (it does part of what the rule's sentence
says; ``missing`` says, in a sentence, what it leaves out, and the coverage report and the
edition show it: a link is counted whole only when it is not partial).

Whether a rule is a rule of play is the rule typer's reading of its text, corrected by the
game modules' declarations: :func:`not_executable` (it is not, and why) and
:func:`rule_of_play` (it is, of which type, and why); never by the links.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass

GAMES = (
    "piquet", "oye", "quatre_fins", "eschets", "quadrille",
    "trictrac", "trictrac.board", "trictrac.jans", "trictrac.marks", "trictrac.conduct",
    "piquet.play", "piquet.faults", "hoc", "hoc.play", "guerre_cartes", "homme_beste", "homme_auvergne", "reversis", "quadrille.laws", "quadrille.play",
)  # fmt: skip
"""The modules of the rules layer, one per game (or several for a large one)."""
GAMES += ("hoca", "renard", "guerre", "jardin", "proverbes")
GAMES += (
    "billard",
    "billard.guerre",
    "paume",
    "paume.prix",
    "palle_mail",
    "palle_mail.conduct",
)  # the ball games (issue 12)
GAMES += (
    "tarots",
    "triomphe",
    "souplesses",
    "mesle",
    "mesle.coup",
    "romestecq",
    "imperiale",
    "familiers",
    "familiers.bourses",
    "mesle.play",
)  # cards-b
GAMES += ("monde", "villes", "cupidon", "france", "chouette", "blasons", "chronologie")  # race

STATUSES = ("verified", "editorial", "partial")

REASONS = {
    "commentary": "Not a rule of play: advice, praise, a proverb or a remark about the game.",
    "definition": "Says what a term means; the predicates that use the term implement it.",
    "history": "The game's origin, its name or its history.",
    "heading": "A heading or a title set as a sentence, not a statement of play.",
    "example": "A worked example: checked by a test of the predicates, not implemented itself.",
    "missing-text": "The text of the rule is lost or too garbled to implement.",
}
"""Why a rule is not executable: the closed list of ``rules.jsonl``'s ``executable_reason``
and of the TEI header's ``executable`` taxonomy. A rule of play (setup, deal, turn, move,
scoring, payment, penalty, win, board-square) is never one of these."""

PLAY_TYPES = (
    "setup", "deal", "turn", "move", "scoring", "payment", "penalty", "win", "board-square"
)  # fmt: skip
"""Rule types that are rules of play: executable, to be linked to a predicate."""


def family(module: str) -> str:
    """The game a module of the rules layer belongs to, as the corpus names it: a large game's
    package (``pipeline.rules.trictrac.board`` -> ``trictrac``), a kernel's own name
    (``pipeline.rules.kernels.goose`` -> ``goose``), else the module's (``palle_mail`` ->
    ``palle-mail``)."""
    parts = module.removeprefix("pipeline.rules.").split(".")
    name = parts[1] if parts[0] == "kernels" and len(parts) > 1 else parts[0]
    return name.replace("_", "-")


def ident(name: str) -> str:
    """A predicate's stable id, its game's and its own name (``piquet.still_counts``), from its
    dotted Python name (``pipeline.rules.piquet.faults.still_counts``); an id is returned as
    it is. The corpus (rules.jsonl, the TEI, the reports) names predicates by these ids, so
    code moved from one module to another of its game moves no output."""
    if not name.startswith("pipeline.rules."):
        return name
    module, _, func = name.rpartition(".")
    return f"{family(module)}.{func}"


@dataclass(frozen=True)
class Predicate:
    name: str
    """Dotted name, ``pipeline.rules.piquet.point_value``."""
    rules: tuple[str, ...]
    quotes: tuple[str, ...]
    status: str
    summary: str
    func: Callable
    missing: tuple[tuple[str, str], ...] = ()
    """For a ``partial`` predicate: (rule id, what the code leaves out of its sentence)."""

    def missing_for(self, rule: str) -> str:
        """What this predicate leaves out of ``rule``'s sentence ("" where it does it all)."""
        return next((m for r, m in self.missing if r == rule), "")

    @property
    def game(self) -> str:
        return self.name.split(".")[2]

    @property
    def ident(self) -> str:
        """Its stable id (:func:`ident`): ``piquet.still_counts``."""
        return ident(self.name)

    @property
    def category(self) -> str:
        """The xml:id of its category in the TEI header (``pred.piquet.point_value``)."""
        return category(self.name)


def category(name: str) -> str:
    """The xml:id of a predicate's category in the TEI header, from its stable id or its
    dotted name (``pipeline.rules.piquet.faults.still_counts`` -> ``pred.piquet.still_counts``)."""
    return "pred." + ident(name)


_REGISTRY: dict[str, Predicate] = {}
_NOT_EXECUTABLE: dict[str, tuple[str, str]] = {}
_OF_PLAY: dict[str, tuple[str, str, str]] = {}


_ROLE = re.compile(r":[a-z]+:`~?([^`]+)`")  # :func:`x`, :data:`x`
_LITERAL = re.compile(r"``([^`]+)``|`([^`]+)`|\*([^*\s][^*]*)\*")


def docstring_summary(doc: str) -> str:
    """The first paragraph of a docstring as plain text: its lines joined (a summary cut at
    the first line ended mid-phrase in the header's catDesc) and the reST markup dropped
    (``x``, :func:`x`, *x* are read as x)."""
    paragraph = doc.strip().split("\n\n")[0]
    text = " ".join(line.strip() for line in paragraph.splitlines())
    text = _ROLE.sub(lambda m: m.group(1).rsplit(".", 1)[-1], text)
    return _LITERAL.sub(lambda m: next(g for g in m.groups() if g is not None), text).strip()


def implements(
    *rules: str,
    quote: str | tuple[str, ...] = (),
    status: str = "verified",
    missing: str | dict[str, str] = "",
) -> Callable:
    """Declare that the decorated function implements these rules of the book.

    ``status="partial"`` needs ``missing``: one sentence saying what of the rule's text the
    code does not do (a string for every rule it names, or rule id -> sentence for some);
    a partial link is never counted as a whole one, so it must say why."""
    if status not in STATUSES:
        raise ValueError(f"status must be one of {STATUSES}")
    if (status == "partial") != bool(missing):
        raise ValueError("a partial predicate says what it misses (missing=), and only it")
    quotes = (quote,) if isinstance(quote, str) else tuple(quote)
    gaps = missing if isinstance(missing, dict) else dict.fromkeys(rules, missing)
    unknown = set(gaps) - set(rules)
    if unknown:
        raise ValueError(f"missing= names rules the predicate does not implement: {unknown}")
    gaps = tuple((r, m) for r, m in gaps.items() if m)

    def register(func: Callable) -> Callable:
        name = f"{func.__module__}.{func.__name__}"
        summary = docstring_summary(func.__doc__ or "")
        _REGISTRY[name] = Predicate(name, tuple(rules), quotes, status, summary, func, gaps)
        return func

    return register


def not_executable(reason: str, *rules: str) -> None:
    """Declare, from a game module that has read them, that these rules are not rules of
    play (``reason`` from :data:`REASONS`). The reader's word overrides the rule typer's:
    a rule declared here is typed ``definition`` (reason ``definition``) or ``commentary``
    (any other reason), and a rule of play is never declared here."""
    if reason not in REASONS:
        raise ValueError(f"reason {reason!r} is not one of {sorted(REASONS)}")
    module = sys._getframe(1).f_globals.get("__name__", "?")
    for rule in rules:
        if rule in _NOT_EXECUTABLE:
            raise ValueError(f"{rule} declared not executable twice")
        _NOT_EXECUTABLE[rule] = (reason, module)


def rule_of_play(rule_type: str, *rules: str, why: str) -> None:
    """Declare, from a game module that has read them, that these rules are rules of play of
    type ``rule_type`` (one of :data:`PLAY_TYPES`), where their text alone misleads the
    typer (a term named and then played: ``le Jan de rencontre … vaut quatre points``; a step
    of a card trick told as a story). ``why`` says what in the sentence is played, for a
    reader checking the declaration. The converse of :func:`not_executable`: the reader's
    word overrides the typer's, and never because a predicate links the rule."""
    if rule_type not in PLAY_TYPES:
        raise ValueError(f"rule type {rule_type!r} is not one of {PLAY_TYPES}")
    if not why.strip():
        raise ValueError("a rule of play is declared with the reason (why=)")
    module = sys._getframe(1).f_globals.get("__name__", "?")
    for rule in rules:
        if rule in _OF_PLAY:
            raise ValueError(f"{rule} declared a rule of play twice")
        _OF_PLAY[rule] = (rule_type, why, module)


def predicates() -> list[Predicate]:
    """Every predicate of every game module, in the order of their stable ids."""
    _load()
    return sorted(_REGISTRY.values(), key=lambda p: p.ident)  # by id: code moved moves no output


def declared_not_executable() -> dict[str, tuple[str, str]]:
    """Rule id -> (reason, declaring module) for every rule a game module declared not
    executable."""
    _load()
    return dict(sorted(_NOT_EXECUTABLE.items()))


def declared_rules_of_play() -> dict[str, tuple[str, str, str]]:
    """Rule id -> (type, why, declaring module) for every rule a game module declared a
    rule of play (:func:`rule_of_play`)."""
    _load()
    return dict(sorted(_OF_PLAY.items()))


def _load() -> None:
    for game in GAMES:
        importlib.import_module(f"pipeline.rules.{game}")


def check_links(preds: list[Predicate], texts: dict[str, str]) -> list[str]:
    """Problems with the links and declarations: a rule id the book does not have, a rule
    that does not say what the predicate's quote says (``texts``: rule id -> normalised
    text), a rule declared not executable that a predicate implements, or one declared both
    a rule of play and not executable."""
    from pipeline.text.fold import fold

    problems = []
    linked = {r for p in preds for r in p.rules}
    not_play = declared_not_executable()
    for rule, (_type, _why, module) in declared_rules_of_play().items():
        if rule not in texts:
            problems.append(f"{module}: declares no rule {rule} a rule of play")
        elif rule in not_play:
            problems.append(
                f"{module}: declares {rule} a rule of play, {not_play[rule][1]} not executable"
            )
    for rule, (reason, module) in declared_not_executable().items():
        if rule not in texts:
            problems.append(f"{module}: declares no rule {rule} not executable")
        elif rule in linked:
            problems.append(
                f"{module}: declares {rule} not executable ({reason}), but it is linked"
            )
    for p in preds:
        for rule in p.rules:
            if rule not in texts:
                problems.append(f"{p.name}: no rule {rule}")
        for q in p.quotes:
            if not any(fold(q) in fold(texts.get(r, "")) for r in p.rules):
                problems.append(f"{p.name}: none of its rules says {q!r}")
    return problems
