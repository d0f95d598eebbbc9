"""Where the rules begin: the rule ids' cut of each container (:mod:`pipeline.ruleids`
makes them; the extract stage and the TEI writer read them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleStart:
    """A rule begins at ``at`` (offset in the container's normalised text)."""

    at: int
    id: str
    n: str | None = None
    part: str | None = None  # "I", "M", "F" for a rule over several containers
    prev: str | None = None
    """The id of the part before, for a rule over several containers."""
    item: bool = False
    """The part is an item of a list the rule introduces (the TEI's ``list/item``)."""
    verse: bool = False
    """The rule is a line of verse, or goes on over the lines of one (the TEI's ``lg/l``)."""


Starts = dict[tuple[int, int], RuleStart]
"""Where rules begin in one text: (line of the text, offset in the line) -> the rule."""
