"""Le Jeu de la Paume, 1665, played: a partie as a sequence of events (strokes won, serves,
touches, chases marked and played off) on the shared :mod:`.ball` model, by the predicates of
:mod:`.paume`. :func:`start` begins a partie as the ordonnances (the first serve the coup
Dieu, paume.a1) or a prize (three jeux, the first serve good, paume.s2.a4-a5) have it."""

from __future__ import annotations

from dataclasses import dataclass, replace

from pipeline.rules.kernels import ball as ball
from pipeline.rules.kernels.ball import BallRuleError, Match, Race
from pipeline.rules.paume import (
    ball_touches,
    change_ends,
    chase_result,
    jeu,
    partie,
    play_off_order,
    serve,
    serve_counts,
    stroke_void,
)
from pipeline.rules.paume.prix import prize_match


@dataclass(frozen=True)
class Point:
    """A stroke won outright (a quinze) by ``side``."""

    side: int


@dataclass(frozen=True)
class Chase:
    """A chase marked at ``length`` (how far it falls from the wall it is played towards)."""

    length: float


@dataclass(frozen=True)
class ChaseOff:
    """The first chase pending played off: ``side`` plays to win it with a stroke of
    ``length``."""

    side: int
    length: float


@dataclass(frozen=True)
class Serve:
    """``server`` serves and the ball goes ``where`` (see :func:`serve`)."""

    server: int
    where: str
    prix: bool = False


@dataclass(frozen=True)
class Touched:
    """The ball touched a player of ``side`` (see :func:`ball_touches`)."""

    side: int


def outcome_of(event: Serve | Touched) -> ball.Outcome:
    """A serve or a touch as a stroke's outcome: fifteen won or lost is one point."""
    if isinstance(event, Touched):
        return ball.lose(event.side) if ball_touches("player") else ball.NOTHING
    said = serve(event.where, event.prix)  # a prize's state passes prix=True (see play)
    if said == "server wins fifteen":
        return ball.win(event.server)
    if said == "server loses fifteen":
        return ball.lose(event.server)
    return ball.Outcome(replay=said == "refaire")


@dataclass(frozen=True)
class State:
    match: Match = Match()
    chases: tuple[float, ...] = ()
    """Chases marked and not yet played off, in the order made."""
    ends_changed: bool = False
    jeux: int = 4
    coup_dieu: bool = False
    """The first serve is still to be given away: the next stroke counts nothing (paume.a1)."""
    prix: bool = False
    """A prize's partie: three jeux without à deux, and the prize's serves (paume.s2.a4-a5)."""

    def race(self) -> Race:
        """The jeux that win this partie."""
        return prize_match()["partie"] if self.prix else partie(self.jeux)


def start(prix: bool = False, jeux: int = 4) -> State:
    """A partie before its first serve: in the ordinary game that serve is "le coup Dieu"
    and counts nothing (:func:`~pipeline.rules.paume.serve_counts`); at a prize it is "tout de
    bon" and the partie is of three jeux."""
    return State(jeux=jeux, coup_dieu=not serve_counts(1, prix), prix=prix)


Event = Point | Chase | ChaseOff | Serve | Touched


def play(state: State, event: Event, chasse_morte: bool = False) -> State:
    """The game after one event. A point is a quinze, and so are a serve that wins or loses
    fifteen and a ball touching a player (:func:`outcome_of`); a chase is marked (a third one
    is void, paume.a12) and, once :func:`change_ends` says so, the sides change ends; a chase
    played off is won by the longer stroke (:func:`chase_result`), "à refaire" when equal.
    While the coup Dieu is owed (:func:`start`), the first stroke counts nothing."""
    race = state.race()
    if state.coup_dieu and isinstance(event, Point | Serve | Touched | Chase):
        return replace(state, coup_dieu=False)
    if isinstance(event, Serve) and state.prix and not event.prix:
        event = replace(event, prix=True)
    if isinstance(event, Point | Serve | Touched):
        if state.chases and state.ends_changed:
            raise BallRuleError("chases are pending: play them off first")
        won = ball.win(event.side) if isinstance(event, Point) else outcome_of(event)
        return replace(state, match=ball.play(state.match, won, jeu(), race))
    if isinstance(event, Chase):
        if state.ends_changed:
            raise BallRuleError("the ends are changed: play off the chases first")
        if stroke_void(chases=len(state.chases) + 1):
            return state
        chases = (*state.chases, event.length)
        return replace(state, chases=chases, ends_changed=change_ends(len(chases), chasse_morte))
    if not (state.chases and state.ends_changed):
        raise BallRuleError("no chase to play off: the ends are not changed")
    first, *rest = play_off_order(tuple(enumerate(state.chases)))
    result = chase_result(first, event.length)
    if result == "refaire":
        return state
    won = event.side if result == "won" else 1 - event.side
    p = state.match.points
    if len(state.chases) == 2 and p[won] == 3 and p[1 - won] <= 2:
        # paume.a13: the holder of forty-five winning the first of two chases gains nothing
        match = state.match
    else:
        match = ball.play(state.match, ball.win(won), jeu(), race)
    return replace(
        state, match=match, chases=tuple(rest), ends_changed=bool(rest) and state.ends_changed
    )
