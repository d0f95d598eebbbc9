"""The match model the three ball games share: the Billard, the Paume and the Palle-Mail.

Each of them is played stroke by stroke, and the book's articles say what a stroke, a fault
or a chase comes to: somebody wins it (by one, or "deux coups"), it is void ("ce n'est rien
de fait", "c'est à refaire", "le coup ne vaut rien"), the lead changes hands ("perd le
devant"). That is an :class:`Outcome`. The count it feeds is a :class:`Race`: so many points
win, and where the book says so ("à deux de jeu", the Paume's deuce "à deux", the Billard's
"cinq à cinq, ou sept à sept") the winner needs two clear once both sides are near the end.
A :class:`Match` is the score of two sides at two levels (points of the current game, games
won); :func:`play` applies an outcome, and never takes a point back: the only thing that
lowers a count is a game won, which sets the points of both sides to nothing.

Sides are 0 and 1. Nothing here knows a game; each game module maps its events to outcomes
with its own predicates, quoted from the book.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


class BallRuleError(ValueError):
    """An event the rules do not allow in this state (a side that is not 0 or 1, a stroke
    after the match is won)."""


@dataclass(frozen=True)
class Outcome:
    """What one stroke, fault or chase comes to."""

    to: int | None = None
    """The side that scores; None when nothing is scored."""
    points: int = 0
    """How many points (coups, quinzes) it scores."""
    lead: int | None = None
    """The side that has the lead after it (the Billard's *devant*); None: unchanged."""
    replay: bool = False
    """The stroke is played again ("à refaire", "se remet", "recommencer")."""

    def __post_init__(self) -> None:
        for side in (self.to, self.lead):
            if side not in (None, 0, 1):
                raise BallRuleError(f"side {side!r} is not 0 or 1")
        if self.points < 0 or (self.to is None) != (self.points == 0):
            raise BallRuleError(f"{self.points} points to side {self.to!r}")


NOTHING = Outcome()
"""A stroke that counts nothing and changes nothing."""


def win(side: int, points: int = 1) -> Outcome:
    """``side`` wins the stroke, scoring ``points``."""
    return Outcome(to=side, points=points)


def lose(side: int, points: int = 1) -> Outcome:
    """``side`` loses the stroke: the other side scores ``points`` ("perd deux coups")."""
    return Outcome(to=1 - side, points=points)


@dataclass(frozen=True)
class Race:
    """So many points win; with ``by_two_from`` set, once both sides have that many the
    winner must be two clear (and cannot be before)."""

    target: int
    by_two_from: int | None = None

    def winner(self, a: int, b: int) -> int | None:
        """The side that has won the race at ``a`` to ``b``, or None."""
        lead, high = (0, a) if a > b else (1, b)
        if a == b or high < self.target:
            return None
        if self.by_two_from is not None and min(a, b) >= self.by_two_from:
            return lead if abs(a - b) >= 2 else None
        return lead


@dataclass(frozen=True)
class Match:
    """The score of two sides: points of the game being played, games won, who leads."""

    points: tuple[int, int] = (0, 0)
    games: tuple[int, int] = (0, 0)
    lead: int = 0

    def __str__(self) -> str:
        return (
            f"{self.points[0]}-{self.points[1]} ({self.games[0]}-{self.games[1]}) lead {self.lead}"
        )


def play(state: Match, outcome: Outcome, points: Race, games: Race | None = None) -> Match:
    """The match after ``outcome``: its points to its side; a game won (``points`` race)
    goes to the games count and both sides start the next game at nothing. With ``games``
    None the points race is the whole match (the Billard's partie in coups)."""
    if winner(state, points, games) is not None:
        raise BallRuleError(f"the match {state} is already won")
    lead = state.lead if outcome.lead is None else outcome.lead
    if outcome.to is None:
        return replace(state, lead=lead)
    p = list(state.points)
    p[outcome.to] += outcome.points
    won = points.winner(*p)
    if won is None or games is None:
        return Match((p[0], p[1]), state.games, lead)
    g = list(state.games)
    g[won] += 1
    return Match((0, 0), (g[0], g[1]), lead)


def winner(state: Match, points: Race, games: Race | None = None) -> int | None:
    """Who has won the match, if anyone."""
    if games is None:
        return points.winner(*state.points)
    return games.winner(*state.games)
