"""The ingested source: what every stage starts from.

A source becomes a sequence of :class:`Line` objects, each remembering the line of the
source file it came from and, character by character, the column it came from: nothing
that reaches the TEI is untraceable. Converter markup (markdown, HTML) never becomes
text; it survives only as :class:`Span` hints (bold, italic...) and heading levels.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

RULE_TYPES = (
    "setup",
    "deal",
    "turn",
    "move",
    "scoring",
    "payment",
    "penalty",
    "win",
    "board-square",
    "definition",
    "commentary",
)
"""The closed list of rule types (``rules.jsonl``'s ``type``, the segments' ``@subtype``)."""

RULE_TYPE_DESC = {
    "setup": "what is needed and arranged before play: equipment, players, stakes agreed, the deck",
    "deal": "dealing, cutting, shuffling, exchanging and discarding cards",
    "turn": "order of play, who begins",
    "move": "what a player may or must do in play: play a card, follow suit, which card beats "
    "which, move a piece, throw, touch-move",
    "scoring": "what something is worth, how points are counted",
    "payment": "who pays whom, stakes put in",
    "penalty": "a fault and its consequence",
    "win": "how a game or round is won or ends",
    "board-square": "what happens on a square or place of a board",
    "definition": "what a term means",
    "commentary": "history, praise, advice, card tricks and proverbs told: no rule of play",
}
"""What each rule type means (the TEI header's ``ruletypes`` taxonomy; as in the typer's docs)."""


@dataclass(frozen=True)
class Span:
    """A typographic hint over ``text[start:end]`` of one line, read from the converter's markup."""

    start: int
    end: int
    rend: str  # "bold", "italic", "sup", "initial" (a drop capital)


@dataclass(frozen=True)
class Line:
    """One line of the source as printed: markup removed, white space folded."""

    n: int
    """1-based line number in the source file."""
    text: str
    cols: tuple[int, ...]
    """For each character of ``text``, its 0-based column in the source line."""
    spans: tuple[Span, ...] = ()
    heading: int = 0
    """Markdown heading level the converter gave the line (0: none). A hint only."""
    cells: tuple[int, ...] | None = None
    """For a table row: offsets in ``text`` where the second, third... cell start (else None)."""

    def __post_init__(self) -> None:
        if len(self.cols) != len(self.text):
            raise ValueError(
                f"line {self.n}: {len(self.text)} characters but {len(self.cols)} columns"
            )

    @property
    def is_table_row(self) -> bool:
        return self.cells is not None


@dataclass(frozen=True)
class Dropped:
    """Source lines left out of the text, and why (boilerplate, library stamp, markup)."""

    first: int
    last: int
    reason: str
    text: str = ""


@dataclass(frozen=True)
class Block:
    """Lines the source sets apart by blank lines (a paragraph, a heading, furniture)."""

    lines: tuple[Line, ...]
    gap: int = 1
    """Blank lines before the block in the source (a hint for section starts)."""

    @property
    def first(self) -> int:
        return self.lines[0].n

    @property
    def last(self) -> int:
        return self.lines[-1].n

    @property
    def text(self) -> str:
        return " ".join(line.text for line in self.lines)


@dataclass(frozen=True)
class Source:
    """One ingested source: its blocks of printed text and what was dropped on the way."""

    path: Path
    kind: str  # "google-ocr", "artfl"
    blocks: tuple[Block, ...]
    dropped: tuple[Dropped, ...] = ()
    ref: str | None = None
    """A page reference the source itself gives (ARTFL: ``13:644``)."""
    meta: dict[str, str] = field(default_factory=dict)

    @property
    def lines(self) -> tuple[Line, ...]:
        return tuple(line for block in self.blocks for line in block.lines)
