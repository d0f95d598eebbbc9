"""Chess as printed in 1665, checked against python-chess where the rules coincide."""

from __future__ import annotations

import random

import chess
import pytest

from pipeline.rules import eschets as e

pred = pytest.mark.predicate


def from_board(board: chess.Board) -> e.Position:
    pieces = {
        sq: (e.WHITE if p.color == chess.WHITE else e.BLACK, p.symbol().upper().replace("P", "P"))
        for sq, p in board.piece_map().items()
    }
    pos = e.Position(pieces, e.WHITE if board.turn == chess.WHITE else e.BLACK)
    pos.king_moved = {e.WHITE: True, e.BLACK: True}
    return pos


def shared_moves(board: chess.Board) -> set[tuple[int, int]]:
    """python-chess's legal moves that 1665 shares: no castling, no en passant, no promotion."""
    return {
        (m.from_square, m.to_square)
        for m in board.legal_moves
        if not board.is_castling(m) and not board.is_en_passant(m) and m.promotion is None
    }


@pred("pipeline.rules.eschets.king_moves")
@pred("pipeline.rules.eschets.queen_moves")
@pred("pipeline.rules.eschets.rook_moves")
@pred("pipeline.rules.eschets.bishop_moves")
@pred("pipeline.rules.eschets.knight_moves")
@pred("pipeline.rules.eschets.pawn_moves")
@pred("pipeline.rules.eschets.in_check")
def test_moves_agree_with_python_chess_where_the_rules_coincide():
    """eschets.a12–a21 (the moves), a24–a25 (check): on 600 positions from seeded random
    games, our legal moves equal python-chess's, leaving out what 1665 does not share
    (castling, en passant, promotion). The differences are counted, not hidden."""
    rng = random.Random(1665)
    positions = 0
    for _game in range(30):
        board = chess.Board()
        board.castling_rights = chess.BB_EMPTY
        for _ply in range(20 + rng.randrange(60)):
            moves = list(board.legal_moves)
            if not moves:
                break
            ours = {(s, t) for s, t, promo in e.legal_moves(from_board(board)) if promo is None}
            ours = {
                m
                for m in ours
                if not (
                    board.piece_at(m[0]).piece_type == chess.PAWN
                    and chess.square_rank(m[1]) in (0, 7)
                )
            }
            theirs = shared_moves(board)
            assert ours == theirs, (board.fen(), sorted(ours ^ theirs))
            passant = {(m.from_square, m.to_square) for m in moves if board.is_en_passant(m)}
            assert not passant & ours  # python-chess may take en passant; 1665 never does
            positions += 1
            board.push(rng.choice(moves))
    assert positions >= 600


@pred("pipeline.rules.eschets.outcome")
def test_mate_and_stalemate_as_printed():
    """eschets.a27 mate loses the game; eschets.a26 the "eschec suffoqué" (no move, not in
    check) costs half the stake — python-chess agrees on which is which."""
    mate = chess.Board("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
    stale = chess.Board("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    assert mate.is_checkmate() and stale.is_stalemate()
    assert e.outcome(from_board(mate), stake=10) == ("mate", 10)
    assert e.outcome(from_board(stale), stake=10) == ("suffoque", 5)
    assert e.outcome(e.setup()) is None


@pred("pipeline.rules.eschets.promotion_choices")
def test_promotion_only_to_a_lost_piece():
    """eschets.a21: the pawn "acquierent la dignité de Capitaine … comme de la meilleure pièce
    qu'il aura perdue": with the Queen still on the board it cannot become a Queen; a Rook
    lost, it becomes the Rook, not a lesser piece lost."""
    board = chess.Board(
        "4k3/P7/8/8/8/8/8/R2QK3 w - - 0 1"
    )  # White has lost a Rook, both Knights and Bishops
    pos = from_board(board)
    promos = {promo for s, t, promo in e.legal_moves(pos) if s == e.square("a7")}
    assert promos == {"R"}
    board = chess.Board("4k3/P7/8/8/8/8/8/RNBQKBNR w - - 0 1")  # nothing lost
    assert {promo for s, t, promo in e.legal_moves(from_board(board)) if s == e.square("a7")} == {
        None
    }


@pred("pipeline.rules.eschets.king_leaps")
def test_the_kings_leap_is_a_variant():
    """eschets.a14: "il peut faire vn saut de trois cases" on his first move, not in check —
    "pas toujours observées": off by default."""
    board = chess.Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
    pos = from_board(board)
    pos.king_moved = {e.WHITE: False, e.BLACK: False}
    plain = {t for s, t, _ in e.legal_moves(pos)}
    leap = {t for s, t, _ in e.legal_moves(pos, king_leap=True)}
    assert e.square("g1") in leap - plain and e.square("c1") in leap and e.square("f3") in leap
    assert plain <= leap


@pred("pipeline.rules.eschets.setup")
def test_setup_and_where_the_description_does_not_fit():
    """eschets.a10–a11: the King "au milieu de la ligne, sur la quatriéme case blanche; la
    Reyne auprés du Roy à la gauche". On today's board (a1 dark) that puts the King on d1
    and the Queen on c1, and the row no longer fits; counted from the right on a board with
    a white left corner it gives today's places."""
    pos = e.setup()
    assert pos.pieces[e.square("e1")] == (e.WHITE, "K") and pos.pieces[e.square("d1")] == (
        e.WHITE,
        "Q",
    )
    assert len(pos.pieces) == 32
    assert e.setup_fits(a1_dark=True) and any("empty" in p for p in e.setup_fits(a1_dark=True))
    assert e.setup_fits(a1_dark=False) == [
        "the fourth square from the left is not white: counted from the right"
    ]


@pred("pipeline.rules.eschets.board")
def test_the_chessboard_folded_in_two():
    """eschets.a2: "vn eschiquier plié en deux, dont vne moitié est composée de 32. cases
    ou carreaux tant blancs, que noirs, & l'autre moitié pareillement"."""
    white_half, black_half = e.board()
    assert len(white_half) == len(black_half) == 32 and not set(white_half) & set(black_half)
    for half in (white_half, black_half):
        colours = [e.colour_of_square(sq) for sq in half]
        assert colours.count("white") == colours.count("black") == 16
    pos = e.setup()
    assert {sq for sq, (c, _) in pos.pieces.items() if c == e.WHITE} <= set(white_half)


@pred("pipeline.rules.eschets.promotion_choices")
def test_the_pawn_becomes_the_best_piece_lost_and_no_other():
    """eschets.a21 "comme de la meilleure pièce qu'il aura perdue à la bataille; comme s'il
    avait perdu la Reine, elle lui serait rendue": the Queen lost, the pawn becomes the Queen, not a Rook or
    a Knight also lost; the Rooks rank next (eschets.a6 "passent en bonté après la Reine");
    the Bishops and Knights, "quasi en même estime" (eschets.a8), are the player's choice."""
    board = chess.Board("4k3/P7/8/8/8/8/8/1NB1KBN1 w - - 0 1")  # Queen and both Rooks lost
    assert e.promotion_choices(from_board(board), e.WHITE) == ["Q"]
    board = chess.Board("4k3/P7/8/8/8/8/8/RN2KB1R w - - 0 1")  # Queen, a Bishop, a Knight lost
    pos = from_board(board)
    assert {p for s, _, p in e.legal_moves(pos) if s == e.square("a7")} == {"Q"}
    board = chess.Board("4k3/P7/8/8/8/8/8/RN1QK1NR w - - 0 1")  # both Bishops lost
    assert e.promotion_choices(from_board(board), e.WHITE) == ["B"]
    board = chess.Board("4k3/P7/8/8/8/8/8/R2QKB1R w - - 0 1")  # a Bishop and both Knights lost
    assert e.promotion_choices(from_board(board), e.WHITE) == ["B", "N"]


@pred("pipeline.rules.eschets.warning_owed")
@pred("pipeline.rules.eschets.legal_moves")
def test_check_warned_to_the_king_alone_and_defended():
    """eschets.a24 "un avertissement, que (par respect) on est obligé de donner au Roi seul"
    and "afin de s'en défendre en changeant de case, ou prenant la pièce", or covering;
    eschets.a25 the simple check: the warning is owed when the King is attacked, not the
    Queen; the side in check has only moves that end it."""
    pos = from_board(chess.Board("4k3/8/8/8/8/8/7q/R3K3 w - - 0 1"))
    rook_up = (e.square("a1"), e.square("a8"), None)
    assert e.warning_owed(pos, rook_up)  # Ra8+: the King on e8 is attacked
    queen_attacked = (e.square("a1"), e.square("a2"), None)  # Ra2 attacks the Queen on h2
    assert not e.warning_owed(pos, queen_attacked)
    assert e.attacked(e.play(pos, queen_attacked), e.square("h2"), e.WHITE)
    checked = e.play(pos, rook_up)
    assert e.in_check(checked, e.BLACK)
    for move in e.legal_moves(checked):
        assert not e.in_check(e.play(checked, move), e.BLACK)
    assert (e.square("h2"), e.square("b8"), None) in e.legal_moves(checked)  # covered
    assert (e.square("e8"), e.square("e7"), None) in e.legal_moves(checked)  # retreats


@pred("pipeline.rules.eschets.setup")
def test_eight_pieces_and_eight_pawns_before_them():
    """eschets.a3: "huit principales pieces … & de huit pions, qui sont mis au deuant de
    chacune de ces huit pieces"."""
    pos = e.setup()
    for colour, first, front in ((e.WHITE, 0, 8), (e.BLACK, 56, -8)):
        pieces = [pos.pieces[first + f] for f in range(8)]
        assert all(c == colour and p != "P" for c, p in pieces)
        assert all(pos.pieces[first + f + front] == (colour, "P") for f in range(8))


@pred("pipeline.rules.eschets.outcome")
def test_two_knights_can_mate_but_not_by_force():
    """eschets.a19 (its end, across the page turn) "deux Cheualiers seuls ne peuvent mater le Roy": the
    King can still be mated by two Knights if he walks into it; python-chess agrees."""
    board = chess.Board("7k/5N2/5NK1/8/8/8/8/8 b - - 0 1")
    assert board.is_checkmate()
    assert e.outcome(from_board(board), stake=4) == ("mate", 4)


@pred("pipeline.rules.eschets.outcome")
def test_a24_no_defence_from_check_is_mate_and_the_partie_lost():
    """eschets.a24 the King in check defends himself "en changeant de case, ou prenant la
    pièce, ou se couvrant de l'une de ses pièces, à faute de quoi il est Mat, et son Armée ou
    la partie perdue": the back-rank check with the King's flight squares held by his own
    pawns and no piece to take or cover is mate, the stake lost; give him a Rook that can
    cover and the game goes on. outcome, which says so, is linked to a24."""
    from pipeline.rules.registry import predicates

    mated = from_board(chess.Board("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"))
    assert e.in_check(mated, e.BLACK) and e.outcome(mated, stake=6) == ("mate", 6)
    covered = from_board(chess.Board("R5k1/5ppp/8/8/8/8/8/3r2K1 b - - 0 1"))
    assert e.in_check(covered, e.BLACK) and e.outcome(covered, stake=6) is None
    p = next(x for x in predicates() if x.name == "pipeline.rules.eschets.outcome")
    assert "eschets.a24" in p.rules


@pred("pipeline.rules.eschets.setup")
def test_a20_the_rooks_flank_the_two_ends_of_the_first_line():
    """eschets.a20 the Rooks "sont flanquées aux deux bouts de la première ligne": in the
    setup each side's Rooks stand on the two corners of its first line and nowhere else;
    setup, which places them, is linked to a20 with rook_moves (their march)."""
    from pipeline.rules.registry import predicates

    pos = e.setup()
    for colour, corners in ((e.WHITE, {"a1", "h1"}), (e.BLACK, {"a8", "h8"})):
        rooks = {e.name(sq) for sq, (c, p) in pos.pieces.items() if c == colour and p == "R"}
        assert rooks == corners
    p = next(x for x in predicates() if x.name == "pipeline.rules.eschets.setup")
    assert "eschets.a20" in p.rules
