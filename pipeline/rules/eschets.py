"""Le Royal Ieu des Eschets as printed in 1665 (pp. 276–283), articles 1–29.

The moves are today's, except what the book does not have or says otherwise: no castling
(the King's leap of three squares is a named variant the book says is "pas toujours
obseruée"), no taking *en passant* (never mentioned), a pawn reaching the last rank becomes
a piece its side has lost (art. 21), and a stalemate, the *eschec suffoqué*, costs the
player who cannot move half the stake (art. 26). Check and mate as today (art. 24–27).

Squares are numbered 0–63 from a1 to h8 (a1 = 0, h1 = 7, a8 = 56), White on ranks 1–2.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from pipeline.rules.registry import implements, not_executable, rule_of_play

# Art. 19 praises the Knight and says when to bring him out; art. 23 says what good players
# do. Advice: the moves and the mate they speak of are art. 18 and art. 27. Art. 6 values
# the Rooks, as art. 5 and 7-9 value the other pieces: the order serves art. 21's "meilleure
# pièce" (see WORTH), but is no rule of play itself.
not_executable("commentary", "eschets.a6", "eschets.a19", "eschets.a23")
# Arts. 24-26 open on a word ("Le mot d'Échec veut dire") and the typer types them definition;
# each says how the game is played (verdicts/boards-types.tsv):
rule_of_play(
    "move",
    "eschets.a24",
    why="the King in check must be defended, by changing square, taking or covering, «à faute de quoi il est Mat»",
)
rule_of_play(
    "move",
    "eschets.a25",
    why="the simple check, and the three ways the King defends himself from it",
)
rule_of_play(
    "win",
    "eschets.a26",
    why="the stalemate ends the game, the stalemated side paying «la moitié de ce que l'on joue»",
)

FILES = "abcdefgh"
WHITE, BLACK = "w", "b"
BACK_RANK = ("R", "N", "B", "Q", "K", "B", "N", "R")
START_PIECES = Counter({"Q": 1, "R": 2, "B": 2, "N": 2})


def square(name: str) -> int:
    return FILES.index(name[0]) + 8 * (int(name[1]) - 1)


def name(sq: int) -> str:
    return f"{FILES[sq % 8]}{sq // 8 + 1}"


@implements("eschets.a2", quote="dont une moitié est composée de 32. cases")
def board() -> tuple[list[int], list[int]]:
    """The *eschiquier* "plié en deux": two halves of 32 squares, white and black, one for
    each army (ranks 1–4 and 5–8)."""
    return list(range(32)), list(range(32, 64))


def colour_of_square(sq: int, a1_dark: bool = True) -> str:
    """``white`` or ``black``: the colour of a square (with a1 dark, as today, or not)."""
    dark = (sq % 8 + sq // 8) % 2 == 0
    return "black" if dark == a1_dark else "white"


@dataclass
class Position:
    pieces: dict[int, tuple[str, str]]
    """square -> (colour, piece letter K Q R B N P)."""
    to_move: str = WHITE
    king_moved: dict[str, bool] = field(default_factory=lambda: {WHITE: False, BLACK: False})

    def copy(self) -> Position:
        return Position(dict(self.pieces), self.to_move, dict(self.king_moved))


@implements(
    "eschets.a10",
    "eschets.a11",
    "eschets.a3",
    "eschets.a20",
    quote=(
        "quatrième case blanche",
        "la Reine auprès du Roi à la gauche",
        "huit pions, qui sont mis au devant",
        "flanquées aux deux bouts de la première ligne",
    ),
    status="editorial",
)
def setup(a1_dark: bool = False) -> Position:
    """The two armies as art. 10–11 place them: the King in the middle of the first line on
    "la quatriéme case blanche", the Queen beside him on his left, Bishops, Knights, Rooks
    outwards, the Rooks "flanquées aux deux bouts de la première ligne" (art. 20), "huit
    pions, qui sont mis au deuant de chacune de ces huit pieces" (art. 3).
    The description fits a board whose first square on the
    player's left is white (then the King stands on e1, the Queen on d1, today's places);
    on today's board (a1 dark) the fourth square from the left, d1, is the white one and the
    King would stand there with the Queen on c1 — which leaves no room for the rest (see
    :func:`setup_fits`)."""
    pieces: dict[int, tuple[str, str]] = {}
    for f, piece in enumerate(BACK_RANK):
        pieces[f] = (WHITE, piece)
        pieces[56 + f] = (BLACK, piece)
        pieces[8 + f] = (WHITE, "P")
        pieces[48 + f] = (BLACK, "P")
    return Position(pieces)


def setup_fits(a1_dark: bool) -> list[str]:
    """What of art. 10's description does not fit a board of this orientation (empty: all
    fits). Counted from the player's left, the King on the fourth square, which must be
    white, the Queen to his left, the rest outwards ending with the Rooks at both ends."""
    problems = []
    king, queen = 3, 2  # fourth square from the left, the Queen on his left
    if colour_of_square(king, a1_dark) != "white":
        # then count from the right: the fourth from the right is e1
        king, queen = 4, 3
        problems.append("the fourth square from the left is not white: counted from the right")
    if colour_of_square(king, a1_dark) != "white":
        problems.append("the King's square is not white either way")
    line = [None] * 8
    line[king], line[queen] = "K", "Q"
    order = [(king + 1, queen - 1, "B"), (king + 2, queen - 2, "N")]
    for right, left, piece in order:
        for sq in (right, left):
            if 0 <= sq < 8 and line[sq] is None:
                line[sq] = piece
            else:
                problems.append(f"no free square for the {piece} at {sq}")
    for sq in (0, 7):
        if line[sq] is not None:
            problems.append(f"the Rook's corner {FILES[sq]}1 already holds {line[sq]}")
        line[sq] = "R"
    if None in line:
        problems.append(f"square {FILES[line.index(None)]}1 is left empty")
    return problems


def _ray_moves(
    pos: Position, sq: int, colour: str, steps: list[tuple[int, int]], slide: bool
) -> list[int]:
    out = []
    f, r = sq % 8, sq // 8
    for df, dr in steps:
        nf, nr = f + df, r + dr
        while 0 <= nf < 8 and 0 <= nr < 8:
            t = nf + 8 * nr
            occ = pos.pieces.get(t)
            if occ is None:
                out.append(t)
            else:
                if occ[0] != colour:
                    out.append(t)
                break
            if not slide:
                break
            nf, nr = nf + df, nr + dr
    return out


ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]


@implements("eschets.a12", "eschets.a13", quote=("de case en case", "il la peut prendre"))
def king_moves(pos: Position, sq: int) -> list[int]:
    """The King: one square any way, taking what he meets."""
    return _ray_moves(pos, sq, pos.pieces[sq][0], ROOK + BISHOP, slide=False)


@implements("eschets.a15", quote="si loin que l'on veut")
def queen_moves(pos: Position, sq: int) -> list[int]:
    """The Queen: straight and oblique, as far as the way is free."""
    return _ray_moves(pos, sq, pos.pieces[sq][0], ROOK + BISHOP, slide=True)


@implements("eschets.a20", quote="en droite ligne seulement")
def rook_moves(pos: Position, sq: int) -> list[int]:
    """The Rooks: straight lines only, as far as the way is free."""
    return _ray_moves(pos, sq, pos.pieces[sq][0], ROOK, slide=True)


@implements("eschets.a16", "eschets.a17", quote=("sur le Noir seulement", "l'autre sur le Blanc"))
def bishop_moves(pos: Position, sq: int) -> list[int]:
    """The Bishops ("Fols"): oblique only, so each keeps to the colour it starts on."""
    return _ray_moves(pos, sq, pos.pieces[sq][0], BISHOP, slide=True)


@implements("eschets.a18", quote=("de la case Noire à la Blanche", "par dessus toutes les pièces"))
def knight_moves(pos: Position, sq: int) -> list[int]:
    """The Knights leap three squares counting the first and last, over any piece, always
    from one colour to the other."""
    return _ray_moves(pos, sq, pos.pieces[sq][0], KNIGHT, slide=False)


@implements("eschets.a21", quote=("de deux cases si on veut", "en ligne oblique"))
def pawn_moves(pos: Position, sq: int) -> list[int]:
    """Pawns: two squares on their first move if one likes, then one straight ahead; they
    take one square obliquely forward. No taking en passant."""
    colour = pos.pieces[sq][0]
    d = 8 if colour == WHITE else -8
    start_rank = 1 if colour == WHITE else 6
    out = []
    one = sq + d
    if 0 <= one < 64 and one not in pos.pieces:
        out.append(one)
        two = one + d
        if sq // 8 == start_rank and two not in pos.pieces:
            out.append(two)
    for df in (-1, 1):
        f = sq % 8 + df
        t = one + df
        if 0 <= f < 8 and 0 <= t < 64 and t in pos.pieces and pos.pieces[t][0] != colour:
            out.append(t)
    return out


WORTH = ("Q", "R", "B", "N")
"""The pieces, best first: the Queen "la meilleure" (art. 5), the Rooks "passent en bonté
apres la Reyne" (art. 6, art. 20); then the Bishops and the Knights, "quasi en mesme estime"
(art. 8): see :data:`RANKS`."""

RANKS = (("Q",), ("R",), ("B", "N"))
"""The pieces by worth, best first, a tie where the book sees none between them: the
Bishops are "quasi en mesme estime que les Cheualiers" (art. 8)."""


@implements(
    "eschets.a21", quote=("la dignité de Capitaine", "la meilleure pièce qu'il aura perdue")
)
def promotion_choices(pos: Position, colour: str) -> list[str]:
    """What a pawn reaching the last line becomes: "la meilleure pièce qu'il aura perdue",
    the Queen if she is lost, else a Rook, else a Bishop or a Knight (the book ranks them
    nearly equal: the player chooses, :data:`RANKS`); never a lesser piece while a better
    one is lost. None lost, it stays a pawn."""
    have = Counter(p for c, p in pos.pieces.values() if c == colour and p in START_PIECES)
    lost = START_PIECES - have
    for rank in RANKS:
        if any(lost[p] for p in rank):
            return [p for p in rank if lost[p]]
    return []


_MOVERS = {
    "K": king_moves,
    "Q": queen_moves,
    "R": rook_moves,
    "B": bishop_moves,
    "N": knight_moves,
    "P": pawn_moves,
}


def attacked(pos: Position, sq: int, by: str) -> bool:
    """Whether a piece of colour ``by`` could take on ``sq``."""
    for s, (c, p) in pos.pieces.items():
        if c != by:
            continue
        if p == "P":
            d = 8 if c == WHITE else -8
            if any(s + d + df == sq and 0 <= s % 8 + df < 8 for df in (-1, 1)):
                return True
        elif sq in _MOVERS[p](pos, s):
            return True
    return False


def _king(pos: Position, colour: str) -> int:
    return next(s for s, (c, p) in pos.pieces.items() if c == colour and p == "K")


@implements(
    "eschets.a24", "eschets.a25", quote=("veut dire et signifie un avertissement", "simple Échec")
)
def in_check(pos: Position, colour: str) -> bool:
    """Check: the King could be taken by an enemy piece, "en prise" (art. 24)."""
    return attacked(pos, _king(pos, colour), WHITE if colour == BLACK else BLACK)


Move = tuple[int, int, str | None]


@implements(
    "eschets.a24",
    "eschets.a25",
    quote=("afin de s'en défendre en changeant de case", "dont le Roi se défend en se couvrant"),
)
def legal_moves(pos: Position, king_leap: bool = False) -> list[Move]:
    """Every move of the side to move that does not leave its King in check:
    (from, to, promotion). So a King in check must be defended, "afin de s'en defendre en
    changeant de case, ou prenant la piece", or by covering himself with one of his pieces
    (eschets.a24; the three ways of eschets.a25); with none, he is mate (:func:`outcome`)."""
    colour = pos.to_move
    out: list[Move] = []
    for s, (c, p) in sorted(pos.pieces.items()):
        if c != colour:
            continue
        targets = _MOVERS[p](pos, s)
        if p == "K" and king_leap:
            targets = targets + king_leaps(pos, s)
        for t in targets:
            promos: list[str | None] = [None]
            if p == "P" and t // 8 in (0, 7):
                promos = promotion_choices(pos, colour) or [None]
            for promo in promos:
                nxt = play(pos, (s, t, promo))
                if not in_check(nxt, colour):
                    out.append((s, t, promo))
    return out


@implements("eschets.a24", quote="on est obligé de donner au Roi seul")
def warning_owed(pos: Position, move: Move) -> bool:
    """Whether the player making ``move`` owes the warning "Échec": the enemy King is put
    "en prise", and the warning is one "que (par respect) on est obligé de donner au Roy
    seul" (eschets.a24): never for another piece attacked, the Queen included."""
    nxt = play(pos, move)
    return in_check(nxt, nxt.to_move)


@implements("eschets.a14", quote="il peut sauter trois cases", status="editorial")
def king_leaps(pos: Position, sq: int) -> list[int]:
    """A named variant the book reports as not always observed: on his first move, not in
    check, the King may leap three squares (counting first and last, as the Knight does):
    two squares straight or oblique over an empty square, or a Knight's move, onto an empty
    square."""
    colour = pos.pieces[sq][0]
    if pos.king_moved[colour] or in_check(pos, colour):
        return []
    out = []
    f, r = sq % 8, sq // 8
    for df, dr in ROOK + BISHOP:
        mid, end = (f + df, r + dr), (f + 2 * df, r + 2 * dr)
        if all(0 <= x < 8 for x in (*mid, *end)):
            m, e = mid[0] + 8 * mid[1], end[0] + 8 * end[1]
            if m not in pos.pieces and e not in pos.pieces:
                out.append(e)
    for df, dr in KNIGHT:
        nf, nr = f + df, r + dr
        if 0 <= nf < 8 and 0 <= nr < 8 and nf + 8 * nr not in pos.pieces:
            out.append(nf + 8 * nr)
    return out


def play(pos: Position, move: Move) -> Position:
    s, t, promo = move
    nxt = pos.copy()
    colour, piece = nxt.pieces.pop(s)
    nxt.pieces[t] = (colour, promo or piece)
    if piece == "K":
        nxt.king_moved[colour] = True
    nxt.to_move = BLACK if colour == WHITE else WHITE
    return nxt


@implements(
    "eschets.a26",
    "eschets.a27",
    "eschets.a4",
    "eschets.a24",
    quote=(
        "Échec suffoqué",
        "la moitié de ce que l'on joue",
        "la partie perdue",
        "à faute de quoi il est Mat",
    ),
)
def outcome(pos: Position, stake: float = 1.0) -> tuple[str, float] | None:
    """The end of a game for the side to move: ``("mate", stake)`` lost (mate, art. 27; the
    King's loss ends the game, art. 4; a King in check who cannot defend himself, "à faute de
    quoi il est Mat, et son Armée ou la partie perdue", art. 24), ``("suffoque", stake / 2)``
    the *eschec suffoqué*
    (no move, not in check: "la moitié de ce que l'on iouë", art. 26), else None."""
    if legal_moves(pos):
        return None
    if in_check(pos, pos.to_move):
        return "mate", stake
    return "suffoque", stake / 2
