"""The board games of the book as :class:`~.play_state.StateGame` s, for ``maison play``:
the Renard & les Poules, the Jeu de la Guerre and the Eschets. Every move comes from the game
module's own legal-move predicates (``renard.legal_moves``, ``guerre.moves``,
``eschets.legal_moves``) and every end from its own (``renard.winner``, ``guerre.winner``,
``eschets.outcome``), so a correction of the rules there is what is played here.

What the text leaves to the players is a move of theirs: the Fox is set "à discrétion" on
one of the twenty upper rosettes by the Fox's player, the attacker of the fort chooses which
of the eight small forts holds his Dame. Where the text gives no end (a siege that never
takes the fort, a game of chess with no mate) the game stops, undecided, after a number of
plies: the label says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pipeline.rules import eschets, guerre, renard
from pipeline.rules.play import stateful
from pipeline.rules.play.state import Ending, StateGame, logistic

# -- Le Renard & les Poules ---------------------------------------------------------------

HENS_SEAT, FOX_SEAT = 0, 1


@dataclass(frozen=True)
class RenardState:
    pos: renard.Position | None
    """None until the Fox's player has set him on the board."""
    plies: int = 0
    _legal: list = field(default_factory=list, compare=False, repr=False)

    def moves(self) -> list:
        if not self._legal:
            assert self.pos is not None
            self._legal.append(renard.legal_moves(self.pos))
        return self._legal[0]


class Renard(StateGame[RenardState, Any]):
    """Thirteen Hens against the Fox (renard.p1.4): the Fox's player sets him on an upper
    rosette, then the Hens move first (renard.p1.9, p1.10), each side one move a ply.

    Evaluation (for the greedy agent and cut playouts): the Fox's chance grows with the Hens
    he has taken, with his free steps and his leaps (renard.p1.7: the Hens win by shutting
    him in, and lose those "seules et découvertes" to his leaps), and if he has got below
    the highest Hen, "dans la partie d'en bas parmi les Poules", which renard.p1.7 warns
    against: the Hens only go up, so they can no longer shut him in. The Hens' chance is the
    rest. With it the MCTS agent's playouts are short (two plies): random playouts of the
    Hens, who lose every game, say little."""

    name = "renard"
    seats = ("hens", "fox")
    length_unit = "plies"
    rollout_depth = 2
    limit = 1000
    """A safety bound: the Hens only go up (renard.p1.5), so a game ends long before."""

    def initial(self) -> RenardState:
        return RenardState(None)

    def to_move(self, s: RenardState) -> int:
        if s.pos is None:
            return FOX_SEAT
        return HENS_SEAT if s.pos.to_move == renard.HENS else FOX_SEAT

    def legal(self, s: RenardState) -> list[Any]:
        if s.pos is None:
            return [p for p in renard.CROSS if p[1] < 4]  # the twenty of the upper part
        return s.moves()

    def apply(self, s: RenardState, move: Any) -> RenardState:
        if s.pos is None:
            return RenardState(renard.setup(move))
        return RenardState(renard.play(s.pos, move), s.plies + 1)

    def ending(self, s: RenardState) -> Ending | None:
        if s.pos is None:
            return None
        w = renard.winner(s.pos)
        left = len(s.pos.hens)
        points = (float(left), float(13 - left))  # Hens left; Hens the Fox took
        if w == renard.HENS:
            return Ending(HENS_SEAT, "Fox shut in (renard.p1.7)", points)
        if w == renard.FOX:
            return Ending(FOX_SEAT, "Hens cannot move (editorial)", points)
        if s.plies >= self.limit:
            return Ending(None, "undecided: ply limit", points)
        return None

    def evaluate(self, s: RenardState) -> tuple[float, ...]:
        if s.pos is None:
            return (0.5, 0.5)
        taken = 13 - len(s.pos.hens)
        steps, leaps = len(renard.fox_steps(s.pos)), len(renard.fox_captures(s.pos))
        below = bool(s.pos.hens) and s.pos.fox[1] > min(h[1] for h in s.pos.hens)
        fox = logistic(taken - 2 + 0.7 * (steps - 2) + leaps + 2 * below)
        return (1 - fox, fox)

    def length(self, s: RenardState) -> int:
        return s.plies

    def endings(self) -> dict[str, str]:
        return {
            "Fox shut in (renard.p1.7)": 'The Hens win: the Fox is shut in "en telle sorte, '
            "qu'il ne puisse aller deçà ni delà\" (no step, no leap).",
            "Hens cannot move (editorial)": "The Fox wins: the Hens, to move, cannot (they only "
            "go up, renard.p1.5). The text does not say how the Fox wins; this is "
            "renard.winner's reading, as in draughts.",
            "undecided: ply limit": "Never reached: the Hens only go up, so a game is finite.",
        }


# -- Le Jeu de la Guerre --------------------------------------------------------------------

ATTACK_SEAT, DEFEND_SEAT = 0, 1


@dataclass(frozen=True)
class GuerreState:
    pos: guerre.Position | None
    """None until the attacker has chosen the small fort of his Dame."""
    plies: int = 0
    _legal: list = field(default_factory=list, compare=False, repr=False)

    def moves(self) -> list:
        if not self._legal:
            assert self.pos is not None
            self._legal.append(guerre.moves(self.pos))
        return self._legal[0]


class Guerre(StateGame[GuerreState, Any]):
    """The siege (guerre.p5.1, p6.1): the attacker sets his Dame on one of the eight small
    forts (his Pions on the others) and plays first (guerre.p10.2).

    The text gives no end but the fort held (guerre.p11.1): a siege where neither side takes
    or holds it is stopped after :attr:`limit` plies, undecided.

    Evaluation: material (a Pion 1, a Dame 3) of the attacker less the defender's, and how
    near the attacker's nearest piece is to the fort B. The MCTS agent's playouts are two
    plies long: the evaluation judges better than a random siege does."""

    name = "guerre"
    seats = ("attack", "defend")
    length_unit = "plies"
    rollout_depth = 2
    limit = 300

    def initial(self) -> GuerreState:
        return GuerreState(None)

    def to_move(self, s: GuerreState) -> int:
        if s.pos is None:
            return ATTACK_SEAT
        return ATTACK_SEAT if s.pos.to_move == guerre.ATTACK else DEFEND_SEAT

    def legal(self, s: GuerreState) -> list[Any]:
        if s.pos is None:
            return list(range(8))  # the small fort C_k of the attacker's Dame
        return s.moves()

    def apply(self, s: GuerreState, move: Any) -> GuerreState:
        if s.pos is None:
            return GuerreState(guerre.setup(move))
        return GuerreState(guerre.play(s.pos, move), s.plies + 1)

    def ending(self, s: GuerreState) -> Ending | None:
        if s.pos is None:
            return None
        w = guerre.winner(s.pos)
        if w == guerre.ATTACK:
            return Ending(ATTACK_SEAT, "the attacker holds the fort (guerre.p11.1)", (1.0, -1.0))
        if w == guerre.DEFEND:
            if not s.pos.of(guerre.ATTACK):
                return Ending(DEFEND_SEAT, "every attacker taken (guerre.p11.1)", (-1.0, 1.0))
            return Ending(DEFEND_SEAT, "the attacker cannot move (guerre.p11.1)", (-1.0, 1.0))
        if s.plies >= self.limit:
            return Ending(None, "undecided: ply limit", (0.0, 0.0))
        return None

    def evaluate(self, s: GuerreState) -> tuple[float, ...]:
        if s.pos is None:
            return (0.5, 0.5)
        worth = {guerre.PION: 1, guerre.DAME: 3}
        material = {guerre.ATTACK: 0, guerre.DEFEND: 0}
        for side, piece in s.pos.pieces.values():
            material[side] += worth[piece]
        to_fort = _to_fort()
        near = min((to_fort[p] for p in s.pos.of(guerre.ATTACK)), default=9)
        att = logistic(
            0.4 * (material[guerre.ATTACK] - material[guerre.DEFEND] + 5) - 0.6 * (near - 2)
        )
        return (att, 1 - att)

    def length(self, s: GuerreState) -> int:
        return s.plies

    def endings(self) -> dict[str, str]:
        return {
            "the attacker holds the fort (guerre.p11.1)": '"Celui qui demeure maître du fort '
            "a gagné\": the attacker's piece is still in the fort B when his turn comes round.",
            "every attacker taken (guerre.p11.1)": "The defender stays master of the fort: the "
            "attacker has no piece left.",
            "the attacker cannot move (guerre.p11.1)": "The defender stays master of the fort: "
            "the attacker, to move, has no move.",
            "undecided: ply limit": f"The text gives no other end: a siege neither won nor "
            f"lost is stopped after {self.limit} plies.",
        }


@cache
def _to_fort() -> dict[Any, int]:
    return guerre.board().distances(guerre.FORT)


# -- Les Eschets ---------------------------------------------------------------------------

WHITE_SEAT, BLACK_SEAT = 0, 1
WORTH = {"Q": 9, "R": 5, "B": 3, "N": 3, "P": 1, "K": 0}
"""Material for the evaluation, in the book's order of the pieces' worth (eschets.a5–a9: the
Queen the best, the Rooks next, Knights and Bishops "quasi en même estime", the Pawns least);
the figures are today's usual ones."""


@dataclass(frozen=True)
class EschetsState:
    pos: eschets.Position
    plies: int = 0
    _legal: list = field(default_factory=list, compare=False, repr=False)
    """The legal moves, computed once (the ending needs them too)."""

    def moves(self) -> list:
        if not self._legal:
            self._legal.append(eschets.legal_moves(self.pos))
        return self._legal[0]


class Eschets(StateGame[EschetsState, Any]):
    """The Eschets of 1665 (no castling, no taking en passant: see :mod:`.eschets`). The game
    ends by mate (eschets.a27) or the *eschec suffoqué* (eschets.a26: the side that cannot
    move pays half the stake). The book has no drawn game: a game with only the Kings (or a
    King and one Bishop or Knight at most a side) cannot end and stops there, undecided;
    so does one that passes :attr:`limit` plies.

    Evaluation: material, valued as :data:`WORTH`."""

    name = "eschets"
    seats = ("white", "black")
    length_unit = "plies"
    rollout_depth = 6
    limit = 300

    def initial(self) -> EschetsState:
        return EschetsState(eschets.setup())

    def to_move(self, s: EschetsState) -> int:
        return WHITE_SEAT if s.pos.to_move == eschets.WHITE else BLACK_SEAT

    def legal(self, s: EschetsState) -> list[Any]:
        return s.moves()

    def apply(self, s: EschetsState, move: Any) -> EschetsState:
        return EschetsState(eschets.play(s.pos, move), s.plies + 1)

    def ending(self, s: EschetsState) -> Ending | None:
        if not s.moves():
            over = eschets.outcome(s.pos)
            assert over is not None
            kind, stake = over
            loser = self.to_move(s)
            points = (-stake, stake) if loser == WHITE_SEAT else (stake, -stake)
            if kind == "mate":
                return Ending(1 - loser, "mate (eschets.a27)", points)
            return Ending(1 - loser, "eschec suffoqué (eschets.a26)", points)
        if _cannot_mate(s.pos):
            return Ending(None, "undecided: no men to mate", (0.0, 0.0))
        if s.plies >= self.limit:
            return Ending(None, "undecided: ply limit", (0.0, 0.0))
        return None

    def evaluate(self, s: EschetsState) -> tuple[float, ...]:
        diff = 0
        for colour, piece in s.pos.pieces.values():
            diff += WORTH[piece] if colour == eschets.WHITE else -WORTH[piece]
        white = logistic(diff / 3)
        return (white, 1 - white)

    def length(self, s: EschetsState) -> int:
        return s.plies

    def endings(self) -> dict[str, str]:
        return {
            "mate (eschets.a27)": "Échec et mat: the King attacked cannot move or be covered; "
            '"la partie perdue". Points: the stake.',
            "eschec suffoqué (eschets.a26)": "The King not in check cannot move without being "
            "taken and no other man can move: the side shut in pays half the stake (the "
            "winner here is the side that shut him in).",
            "undecided: no men to mate": "Only the Kings, or a King with one Bishop or Knight "
            "at most a side: no mate can come, and the book knows no drawn game.",
            "undecided: ply limit": f"The book gives no other end (no repetition or move "
            f"count): the game is stopped after {self.limit} plies.",
        }


def _cannot_mate(pos: eschets.Position) -> bool:
    """Neither side has men enough to mate: no Pawn, Rook or Queen, and one minor piece at
    most a side."""
    minors = {eschets.WHITE: 0, eschets.BLACK: 0}
    for colour, piece in pos.pieces.values():
        if piece in "PRQ":
            return False
        if piece in "BN":
            minors[colour] += 1
    return all(n <= 1 for n in minors.values())


stateful("renard", lambda players: Renard())
stateful("guerre", lambda players: Guerre())
stateful("eschets", lambda players: Eschets())
