"""The grand Tricque-Trac of 1665 as a :class:`~.play_state.StateGame`, for ``maison play``: two
players (trictrac.p15.1), the primauté thrown for, then throw by throw to twelve jeux.

Each turn, as the book orders it (``trictrac_marks.turn_faults``: mark, then play): the throw
(a chance node, its 21 outcomes by their odds); what it marks, for the thrower and for the
other, by ``trictrac_jans.score_throw`` and the Jans of the first throws (de rencontre: the
second player's first throw equal to the first's, marked by the second, trictrac.q4; de deux
tables); the points marked with ``trictrac_marks.mark`` (twelve a jeu, the bredouille);
then, if the thrower has just won a jeu by his own throw, his choice to lift and go (the
men taken up, a new deal, and he keeps the dice: trictrac.p54.1, p109.1) or to stay; then his
choice among the positions ``trictrac_board.plays`` allows. The Jan de trois coups is marked
once the third throw is played (its predicate reads the men laid down). The throw that lifts
a player's last man marks four or six (``trictrac.last_throw_value``), and "après que tout est
levé, … on recommence" (trictrac.p140.1): a new deal, the other player throwing first.

The values are the table's (``reading="table"``); the Jan de rencontre is played.

Evaluation: the points each side has marked (a jeu is twelve), and a third of a point for
each point of the board held with two men or more, less as much for each man left alone (a
hit for the other); the difference read as a chance.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from pipeline.rules import trictrac as values
from pipeline.rules.play import stateful
from pipeline.rules.play.state import CHANCE, Ending, StateGame, logistic
from pipeline.rules.trictrac import board as board
from pipeline.rules.trictrac import conduct as conduct
from pipeline.rules.trictrac import jans as jans
from pipeline.rules.trictrac import marks as marks

PRIMAUTE, THROW, LEAVE, MOVE = "primauté", "throw", "leave", "move"
STAY, LIFT = "stay", "lift and go"

THROWS = tuple(
    ((hi, lo), (1 if hi == lo else 2) / 36) for hi in range(1, 7) for lo in range(1, hi + 1)
)
"""The 21 throws of two dice, high die first, with their odds."""

SINGLE_DICE = tuple(((a, b), 1 / 36) for a in range(1, 7) for b in range(1, 7))
"""The primauté: each player throws one die (trictrac.p22.1)."""


@dataclass(frozen=True)
class TrictracState:
    pos: board.Position
    """The board as seat 0 sees it (``mine`` is seat 0's men)."""
    game: marks.Game = marks.Game()
    to_move: int = 0
    phase: str = PRIMAUTE
    throw: tuple[int, int] | None = None
    opening: tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]] = ((), ())
    """Each seat's first three throws since the men were last set on the pile."""
    first: int = 0
    """Who threw first since the men were last set on the pile."""
    throws: int = 0
    _legal: list = field(default_factory=list, compare=False, repr=False)

    def mover_view(self) -> board.Position:
        """The board as the player to move sees it."""
        return self.pos if self.to_move == 0 else self.pos.swapped()


class Trictrac(StateGame[TrictracState, Any]):
    name = "trictrac"
    seats = ("first", "second")
    length_unit = "throws"
    rollout_depth = 8
    limit = 4000
    """Throws after which a game is stopped undecided (never reached in practice)."""

    def initial(self) -> TrictracState:
        return TrictracState(board.initial_position())

    def to_move(self, s: TrictracState) -> int:
        return CHANCE if s.phase in (PRIMAUTE, THROW) else s.to_move

    def chances(self, s: TrictracState) -> list[tuple[Any, float]]:
        return list(SINGLE_DICE if s.phase == PRIMAUTE else THROWS)

    def legal(self, s: TrictracState) -> list[Any]:
        if s.phase == LEAVE:
            return [STAY, LIFT]
        if not s._legal:
            results, _ = board.plays(s.mover_view(), s.throw)
            s._legal.append(sorted(results, key=str))
        return s._legal[0]

    def apply(self, s: TrictracState, action: Any) -> TrictracState:
        if s.phase == PRIMAUTE:
            won = conduct.primaute((action[0],), (action[1],))
            if won is None:
                return s  # equal: they throw again
            seat = 0 if won == "eldest" else 1
            return replace(s, to_move=seat, first=seat, phase=THROW)
        if s.phase == THROW:
            return self._thrown(s, action)
        if s.phase == LEAVE:
            if action == LIFT:  # a new deal; he keeps the dice (trictrac.p109.1)
                return self._new_deal(s, s.to_move)
            return replace(s, phase=MOVE)
        return self._played(s, action)

    def _thrown(self, s: TrictracState, throw: tuple[int, int]) -> TrictracState:
        me = s.to_move
        view = s.mover_view()
        m = jans.score_throw(view, throw)
        mine, theirs = m.total("mine"), m.total("theirs")
        doublet = throw[0] == throw[1]
        opening = list(s.opening)
        opening[me] = (*s.opening[me], throw)[:3]
        if s.throws == 1 and jans.is_jan_de_rencontre(s.opening[1 - me][0], throw):
            mine += values.jan_de_rencontre(doublet)  # the game's second throw (trictrac.p42.1)
        if jans.is_jan_de_deux_tables(view, throw):
            mine += values.jan_de_deux_tables(doublet)
        before = s.game.sides[me].holes
        game = marks.mark(marks.mark(s.game, me, mine), 1 - me, theirs)
        nxt = replace(
            s,
            game=game,
            throw=throw,
            phase=MOVE,
            opening=(opening[0], opening[1]),
            throws=s.throws + 1,
            _legal=[],
        )
        won_jeu = game.sides[me].holes > before
        if won_jeu and not game.finished and conduct_may_leave():
            return replace(nxt, phase=LEAVE)
        return nxt

    def _played(self, s: TrictracState, after: board.Position) -> TrictracState:
        me = s.to_move
        game = s.game
        if len(s.opening[me]) == 3 and jans.is_jan_de_trois_coups(list(s.opening[me]), after):
            game = marks.mark(game, me, values.jan_de_trois_coups())
        pos = after if me == 0 else after.swapped()
        if after.mine_off == board.MEN and s.mover_view().mine_off < board.MEN:
            assert s.throw is not None
            game = marks.mark(game, me, values.last_throw_value(s.throw[0] == s.throw[1]))
            if marks.after_lifting(game) == "restart":  # trictrac.p140.1
                return self._new_deal(replace(s, game=game), 1 - me)
            return replace(s, pos=pos, game=game, phase=THROW, throw=None, _legal=[])
        return replace(s, pos=pos, game=game, to_move=1 - me, phase=THROW, throw=None, _legal=[])

    def _new_deal(self, s: TrictracState, first: int) -> TrictracState:
        return replace(
            s,
            pos=board.initial_position(),
            to_move=first,
            first=first,
            phase=THROW,
            throw=None,
            opening=((), ()),
            _legal=[],
        )

    def ending(self, s: TrictracState) -> Ending | None:
        holes = (s.game.sides[0].holes, s.game.sides[1].holes)
        if s.game.finished:
            winner = 0 if holes[0] > holes[1] else 1
            stake = marks.stake_multiplier(s.game)
            points = (float(stake), -float(stake)) if winner == 0 else (-float(stake), float(stake))
            end = (
                "twelve jeux, enfilade (trictrac.p96.1)"
                if stake == 2
                else "twelve jeux (trictrac.p94.1)"
            )
            return Ending(winner, end, points)
        if s.throws >= self.limit:
            return Ending(None, "undecided: throw limit", (0.0, 0.0))
        return None

    def evaluate(self, s: TrictracState) -> tuple[float, ...]:
        a, b = (side.holes * marks.POINTS_A_JEU + side.points for side in s.game.sides)
        shape = _shape(s.pos.mine) - _shape(s.pos.theirs)
        first = logistic((a - b + shape / 3) / 12)
        return (first, 1 - first)

    def length(self, s: TrictracState) -> int:
        return s.throws

    def endings(self) -> dict[str, str]:
        return {
            "twelve jeux (trictrac.p94.1)": "One player has marked twelve jeux in the twelve "
            'holes (trictrac.q29: "Douze points font un jeu"; a jeu en bredouille counts two, '
            "trictrac.p94.1).",
            "twelve jeux, enfilade (trictrac.p96.1)": "Twelve jeux won without the other "
            "marking one: the enfilade, which wins double when agreed (here it is).",
            "undecided: throw limit": f"Stopped after {self.limit} throws (never seen).",
        }


def _shape(men: tuple[int, ...]) -> int:
    """Points held with two men or more, less men left alone (each a hit for the other,
    trictrac.p58.1), on the board past the pile."""
    return sum((n >= 2) - (n == 1) for n in men[1:])


def conduct_may_leave() -> bool:
    """A jeu won by one's own throw lets one lift and go (trictrac.p54.1); nobody here agreed
    to play "avec cette loi, de ne point lever" (trictrac.p154.1)."""
    return marks.may_leave(won_by_own_throw=True)


stateful("trictrac", lambda players: Trictrac())
