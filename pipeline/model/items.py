"""The paged sequence's items: a unit of the source's text or furniture, a page break, a
run of pages lost from the scan. Paging makes them; structure and layout read them."""

from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.model.furniture import Fw, RunningHead, Signature
from pipeline.model.source import Line


@dataclass
class Unit:
    """A block of the source after page analysis (mutable: paging settles its role, its
    furniture and its length as the page sequence is read)."""

    lines: tuple[Line, ...]
    gap: int
    role: str = "text"  # "text", "head" (running head), "sig", "catch"
    fw: dict[int, tuple[Fw, ...]] = field(default_factory=dict)
    """Furniture inside lines: index of the line in ``lines`` -> its pieces."""
    head: RunningHead | None = None
    sig: Signature | None = None
    continues: bool = False
    """This text goes on with the sentence the previous text unit left open."""
    length: float = 0.0
    """Estimated printed lines."""

    @property
    def first(self) -> int:
        return self.lines[0].n

    @property
    def text(self) -> str:
        return " ".join(line.text for line in self.lines)

    @property
    def is_furniture(self) -> bool:
        return self.role != "text"


@dataclass(frozen=True)
class PageBreak:
    n: str
    """The page's number: printed, repaired from the sequence, or bracketed where unnumbered."""
    certain: bool
    """Whether furniture or a cut sentence places it; otherwise placed by page length."""
    printed: str | None = None
    """What the running head prints where it disagrees with ``n``."""
    scan_page: int | None = None
    """The scan's page, for a page the OCR found blank (no line after it to point there)."""


@dataclass(frozen=True)
class MissingPages:
    pages: tuple[str, ...]


Item = Unit | PageBreak | MissingPages
