"""The board games of 1665 played on figures of points and lines: the Renard & Poule
(pp. 264–265) and the Jeu de la Guerre (pp. 266–267), and the board helper they share."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import guerre as g
from pipeline.rules import renard as r
from pipeline.rules.kernels.lineboard import Capture, LineBoard, captures

pred = pytest.mark.predicate


def test_lineboard_steps_jumps_and_rings():
    """A line joins neighbours; a ring closes; a chain of jumps goes on while it can."""
    b = LineBoard((("a", "b", "c", "d", "e"),), rings=(("x", "y", "z", "w"),))
    assert b.neighbours("a") == {"b"} and b.neighbours("x") == {"y", "w"}
    assert ("b", "c") in b.jumps("a") and ("w", "z") in b.jumps("x")
    assert captures(b, "a", {"b", "d"}, {"b", "d"}) == [Capture(("a", "c", "e"), ("b", "d"))]
    assert captures(b, "a", {"b", "c"}, {"b", "c"}) == []  # covered: nothing to land on
    assert b.distances("a")["e"] == 4


@pred("pipeline.rules.renard.board")
@pred("pipeline.rules.renard.setup")
def test_renard_thirteen_hens_below_twenty_rosettes_above():
    """renard.p1.4 "en nombre de treize, posées sur treize rosettes … le Renard est en la
    partie d'en haut, qui consiste en vingt rosettes"; renard.p1.3 the figure; renard.p1.9 and
    renard.p1.10 the Hens move first."""
    assert len(r.board().points) == 33
    pos = r.setup()
    assert len(pos.hens) == 13 and len(set(r.CROSS) - pos.hens) == 20
    assert pos.fox not in pos.hens and pos.to_move == r.HENS
    with pytest.raises(ValueError):
        r.setup(fox=(3, 5))


@pred("pipeline.rules.renard.hen_moves")
@pred("pipeline.rules.renard.fox_steps")
def test_renard_the_hens_climb_the_fox_goes_everywhere():
    """renard.p1.4: the Fox "peut monter & descendre … à droit & à travers"; renard.p1.5: "les Poules ne
    peuvent monter que de bas en haut, & ne doivent redescendre"."""
    pos = r.Position((3, 2), frozenset({(3, 4)}))
    assert r.hen_moves(pos) == [((3, 4), (3, 3))]
    assert r.hen_moves(pos, sideways=True) == [((3, 4), (2, 4)), ((3, 4), (3, 3)), ((3, 4), (4, 4))]
    assert r.fox_steps(pos) == [(2, 2), (3, 1), (3, 3), (4, 2)]
    assert r.fox_steps(r.Position((3, 3), frozenset({(3, 4)}))) == [(2, 3), (3, 2), (4, 3)]


@pred("pipeline.rules.renard.fox_captures")
def test_renard_the_fox_takes_hens_alone_and_uncovered():
    """renard.p1.7 "le Renard prend toutes les Poules qui sont seules & découvertes": a Hen
    with a Hen behind her is safe; two uncovered in a row are both taken."""
    alone = r.Position((3, 2), frozenset({(3, 3)}), r.FOX)
    assert [c.taken for c in r.fox_captures(alone)] == [((3, 3),)]
    covered = r.Position((3, 2), frozenset({(3, 3), (3, 4)}), r.FOX)
    assert r.fox_captures(covered) == []
    chain = r.Position((3, 0), frozenset({(3, 1), (3, 3)}), r.FOX)
    (cap,) = r.fox_captures(chain)
    assert cap.path == ((3, 0), (3, 2), (3, 4)) and r.play(chain, cap).hens == frozenset()


@pred("pipeline.rules.renard.winner")
def test_renard_the_fox_shut_in():
    """renard.p1.7 "l'enfermer en telle sorte, qu'il ne puisse aller deçà ni delà"."""
    shut = r.Position((3, 0), frozenset({(2, 0), (4, 0), (3, 1), (3, 2)}), r.FOX)
    assert r.winner(shut) == r.HENS
    free = r.Position((3, 0), frozenset({(2, 0), (4, 0), (3, 1)}), r.FOX)
    assert r.winner(free) is None  # the Hen below is uncovered: he takes her


@pred("pipeline.rules.renard.hen_moves")
@pred("pipeline.rules.renard.winner")
@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.integers(0, 10**6))
def test_renard_climbing_only_every_game_ends(seed):
    """The Hens only climbing (renard.p1.5), a game ends within 13 × 6 Hen moves."""
    w, plies, hens = r.playout(seed, limit=200)
    assert w is not None and plies <= 2 * 13 * 6 + 1 and hens <= 13


@pred("pipeline.rules.renard.fox_captures")
@settings(max_examples=30, deadline=None, derandomize=True)
@given(st.integers(0, 10**6))
def test_renard_a_taken_hen_leaves_the_board(seed):
    """A capture removes exactly the Hens jumped, and the Fox lands on an empty rosette."""
    rng = random.Random(seed)
    pos = r.setup()
    for _ in range(60):
        if r.winner(pos):
            break
        move = rng.choice(r.legal_moves(pos))
        nxt = r.play(pos, move)
        if isinstance(move, Capture):
            assert nxt.hens == pos.hens - set(move.taken) and len(move.taken) >= 1
            assert nxt.fox not in pos.hens
        else:
            assert len(nxt.hens) == len(pos.hens)
        pos = nxt


@pred("pipeline.rules.guerre.board")
@pred("pipeline.rules.guerre.setup")
def test_guerre_the_fortress_and_its_garrisons():
    """guerre.p1.2–p4.1 (p1.3: two trenches; p3.2: eight redoubts F between them): four bastions A, the fort B, eight forts C, eight redoubts D,
    sixteen E, eight F; guerre.p5.1 five Dames on A and B; guerre.p6.1 the attacker on the
    eight C; guerre.p10.1 the attacker plays first."""
    counts = {k: sum(1 for p in g.board().points if g.kind(p) == k) for k in "ABCDEF"}
    assert counts == {"A": 4, "B": 1, "C": 8, "D": 8, "E": 16, "F": 8}
    assert all(g.kind(q) in "CE" for f in range(8) for q in g.board().neighbours(f"F{f}"))
    assert {g.kind(q) for q in g.board().neighbours("B")} == {"A"}
    pos = g.setup()
    assert sorted(g.kind(p) for p in pos.of(g.DEFEND)) == ["A"] * 4 + ["B"]
    assert all(pos.pieces[p][1] == g.DAME for p in pos.of(g.DEFEND))
    attack = [pos.pieces[p][1] for p in pos.of(g.ATTACK)]
    assert sorted(attack) == [g.DAME] + [g.PION] * 7
    assert pos.to_move == g.ATTACK


@pred("pipeline.rules.guerre.pion_may_go")
@pred("pipeline.rules.guerre.steps")
def test_guerre_pions_right_left_forward_dames_everywhere():
    """guerre.p8.1 Pions "à droit, à gauche, & d'auancer vers le fort, mais non de reculer";
    guerre.p7.1 "Les Dames peuvent joüer de tous costez"; guerre.p10.1 a Pion in the fort
    stays."""
    pos = g.Position({"F1": (g.ATTACK, g.PION), "D3": (g.ATTACK, g.DAME)})
    assert g.steps(pos, "F1") == ["E2"]  # not back to C1
    pos = g.Position({"C1": (g.ATTACK, g.PION)})
    assert g.steps(pos, "C1") == ["D0", "D1", "F1"]
    pos = g.Position({"E2": (g.DEFEND, g.DAME)})
    assert g.steps(pos, "E2") == ["E1", "E3", "F1"]
    assert g.steps(g.Position({"B": (g.ATTACK, g.PION)}), "B") == []
    assert g.pion_may_go("A0", "B") and not g.pion_may_go("B", "A2")


@pred("pipeline.rules.guerre.pion_may_go")
@pred("pipeline.rules.guerre.steps")
def test_guerre_pions_go_right_and_left_along_their_trench():
    """guerre.p8.1 "Les pions peuvent avoir trois mouvements, savoir à droit, à gauche, et
    d'avancer vers le fort, mais non de reculer": every Pion of the first trench may step
    either way along it, the ones where a road crosses it too (C2, C4, C6 had only their F);
    on the second trench a Pion goes along it or onto the bastion, not back to F."""
    pos = g.setup()
    for post in pos.of(g.ATTACK):
        sideways = [q for q in g.steps(pos, post) if g.kind(q) == "D"]
        assert len(sideways) == 2, post
    assert g.steps(pos, "C2") == ["D1", "D2", "F2"]
    road = g.Position({"E0": (g.ATTACK, g.PION)})
    assert g.steps(road, "E0") == ["A0", "E1", "E15"]  # F0 is going back
    assert not g.pion_may_go("E0", "F0") and not g.pion_may_go("F0", "C0")


@pred("pipeline.rules.guerre.captures_from")
@pred("pipeline.rules.guerre.pion_may_go")
def test_guerre_a_pion_takes_sideways_along_its_trench():
    """guerre.p8.1 "à droit, à gauche" and guerre.p4.1 "prenant comme on fait au jeu des
    Dames": a Pion on C2 takes the Dame beside it on D2, landing on C3, along the trench."""
    pos = g.Position({"C2": (g.ATTACK, g.PION), "D2": (g.DEFEND, g.DAME)}, g.ATTACK)
    (cap,) = g.captures_from(pos, "C2")
    assert cap.path == ("C2", "C3") and cap.taken == ("D2",)
    assert g.huffed(pos, ("C2", "F2")) == ["C2"]  # it could take: not taking, it is huffed


@pred("pipeline.rules.guerre.captures_from")
def test_guerre_a_pion_out_of_the_fort_goes_no_farther_back():
    """guerre.p10.1 "Le Pion qui sera arrivé dans le fort, ne doit pas sortir, il n'a à
    prendre": it leaves the fort to take (B over A1 onto E4), and then, a Pion again, "non de
    reculer" (guerre.p8.1): its chain does not go on outward over F2 onto C2."""
    pos = g.Position(
        {"B": (g.ATTACK, g.PION), "A1": (g.DEFEND, g.DAME), "F2": (g.DEFEND, g.DAME)}, g.ATTACK
    )
    assert [(c.path, c.taken) for c in g.captures_from(pos, "B")] == [(("B", "E4"), ("A1",))]


@pred("pipeline.rules.guerre.captures_from")
@pred("pipeline.rules.guerre.pion_may_go")
def test_guerre_taking_as_at_draughts_and_the_dame_in_the_fort():
    """guerre.p4.1 "jouant & prenant comme on fait au jeu des Dames"; guerre.p9.1 a Pion
    may take the Dame in the fort, then "ne luy sera pas permis de s'éloigner davantage du
    fort"; guerre.p10.1 it leaves the fort only to take."""
    pos = g.Position({"A0": (g.ATTACK, g.PION), "B": (g.DEFEND, g.DAME)}, g.ATTACK)
    (cap,) = g.captures_from(pos, "A0")
    assert cap.path == ("A0", "A2") and cap.taken == ("B",)
    after = g.play(pos, cap)
    assert after.pieces == {"A2": (g.ATTACK, g.PION)}
    assert g.steps(after, "A2") == ["B"]  # back into the fort, not farther out
    back = g.Position({"E4": (g.ATTACK, g.PION), "F2": (g.DEFEND, g.DAME)}, g.ATTACK)
    assert g.captures_from(back, "E4") == []  # taking backward is going back
    held = g.Position({"B": (g.ATTACK, g.PION), "A1": (g.DEFEND, g.DAME)}, g.ATTACK)
    assert [c.path for c in g.captures_from(held, "B")] == [("B", "E4")]


def _links(name: str) -> tuple[str, ...]:
    from pipeline.rules.registry import predicates

    return next(p for p in predicates() if p.name == name).rules


@pred("pipeline.rules.guerre.captures_from")
def test_guerre_p9_1_the_pion_takes_the_dame_in_the_fort_linked():
    """guerre.p9.1 "Un Pion peut prendre la Dame qui sera dans le fort": the taking is
    captures_from's (a Pion on a bastion over the fort onto the bastion beyond, not from the
    second trench, which lies on no line through the fort), so it is linked to p9.1 with
    pion_may_go, which does "ne lui sera pas permis de s'éloigner davantage du fort"."""
    for a, beyond in (("A1", "A3"), ("A3", "A1")):
        pos = g.Position({a: (g.ATTACK, g.PION), "B": (g.DEFEND, g.DAME)}, g.ATTACK)
        assert [(c.path, c.taken) for c in g.captures_from(pos, a)] == [((a, beyond), ("B",))]
    assert "guerre.p9.1" in _links("pipeline.rules.guerre.captures_from")


@pred("pipeline.rules.guerre.steps")
def test_guerre_p10_1_the_pion_in_the_fort_does_not_step_out_linked():
    """guerre.p10.1 "Le Pion qui sera arrivé dans le fort, ne doit pas sortir, il n'a à
    prendre": with every bastion empty the Pion in the fort has no step (a Dame there has
    four); steps, which refuses it, is linked to p10.1 with captures_from (the taking)."""
    pion = g.Position({"B": (g.ATTACK, g.PION)}, g.ATTACK)
    dame = g.Position({"B": (g.ATTACK, g.DAME)}, g.ATTACK)
    assert g.steps(pion, "B") == [] and g.moves(pion) == []
    assert g.steps(dame, "B") == ["A0", "A1", "A2", "A3"]
    assert "guerre.p10.1" in _links("pipeline.rules.guerre.steps")


@pred("pipeline.rules.guerre.huffed")
def test_guerre_huffing():
    """guerre.p8.2 "quand ils ont à prendre, s'ils ne prennent on les souffle"; guerre.p7.1
    Dames "ne peuvent estre soufflées, encore qu'elles ne prennent pas, pouuant prendre"."""
    pos = g.Position({"C1": (g.ATTACK, g.PION), "F1": (g.DEFEND, g.DAME), "C3": (g.ATTACK, g.PION)})
    assert g.huffed(pos, ("C3", "F3")) == ["C1"]
    assert "C1" not in g.play(pos, ("C3", "F3")).pieces
    (cap,) = g.captures_from(pos, "C1")
    assert g.huffed(pos, cap) == []
    dame = g.Position({"E2": (g.DEFEND, g.DAME), "E3": (g.ATTACK, g.PION)}, g.DEFEND)
    assert g.huffed(dame, ("E2", "E1")) == []


@pred("pipeline.rules.guerre.winner")
def test_guerre_master_of_the_fort():
    """guerre.p11.1 "Celuy qui demeure maistre du fort a gagné la partie"."""
    held = g.Position({"B": (g.ATTACK, g.PION), "C3": (g.DEFEND, g.DAME)}, g.ATTACK)
    assert g.winner(held) == g.ATTACK
    retaken = g.Position({"B": (g.ATTACK, g.PION), "A0": (g.DEFEND, g.DAME)}, g.DEFEND)
    assert g.winner(retaken) is None
    assert g.winner(g.Position({"B": (g.DEFEND, g.DAME)}, g.ATTACK)) == g.DEFEND
    assert g.winner(g.setup()) is None


@pred("pipeline.rules.guerre.winner")
@pred("pipeline.rules.guerre.captures_from")
@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.integers(0, 10**6))
def test_guerre_random_games_end_and_pieces_only_leave(seed):
    """A seeded random legal game ends with a winner; a taken piece leaves the board and no
    piece is ever added."""
    w, plies = g.playout(seed, limit=3000)
    assert w in (g.ATTACK, g.DEFEND) and plies < 3000
    rng = random.Random(seed)
    pos = g.setup()
    while g.winner(pos) is None:
        move = rng.choice(g.moves(pos))
        nxt = g.play(pos, move)
        taken = set(move.taken) if isinstance(move, Capture) else set()
        assert not taken & set(nxt.pieces)
        assert len(nxt.pieces) == len(pos.pieces) - len(taken) - len(g.huffed(pos, move))
        pos = nxt
