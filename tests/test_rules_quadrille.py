"""Le Quadrille as the Encyclopédie gives it (13:644)."""

from __future__ import annotations

import pytest

from pipeline.rules import quadrille as q

pred = pytest.mark.predicate


@pred("pipeline.rules.quadrille.valid_deal")
@pred("pipeline.rules.quadrille.misdeal")
def test_deal_by_three_three_four_and_misdeals():
    """quadrille.p1.1 "par deux fois trois et une fois quatre, et non par une ou deux";
    quadrille.p1.2 a wrong count or two cards alike voids the deal, unless found after the
    next cut; quadrille.p1.4 redealing is the only penalty."""
    assert q.valid_deal((3, 3, 4)) and q.valid_deal((4, 3, 3))
    assert not q.valid_deal((2, 2, 2, 2, 2)) and not q.valid_deal((1,) * 10)
    assert q.misdeal([10, 10, 10, 10], False, False) == "good"
    assert q.misdeal([11, 10, 9, 10], False, False) == "redeal"
    assert q.misdeal([10, 10, 10, 10], True, False) == "redeal"
    assert q.misdeal([11, 10, 9, 10], False, True) == "good"


@pred("pipeline.rules.quadrille.forced_play")
def test_all_pass_spadille_shown_plays_calling_a_king():
    """quadrille.p2.2 "Tous les quatre peuvent passer; mais comme il n'est pas de coup qui ne
    doive être joué, celui qui a spadille, après l'avoir montré ou accusé, est obligé de jouer
    en appelant un roi"."""
    hands = [list(h) for h in q.seeded_deal(0, 7).hands]
    holder = next(s for s, h in enumerate(hands) if q.SPADILLE in h)
    assert q.forced_play([True] * 4, hands) == holder
    assert q.forced_play([True, True, False, True], hands) is None
    with pytest.raises(ValueError, match="shown or declared"):
        q.forced_play([True] * 4, hands, shown=False)
    with pytest.raises(ValueError, match="calling a King"):
        q.forced_play([True] * 4, hands, calling=False)


@pred("pipeline.rules.quadrille.bidding_order")
@pred("pipeline.rules.quadrille.forced_play")
def test_bidding_order_and_spadille_forced():
    """quadrille.p2.1 the player on the dealer's right speaks first, the dealer last;
    quadrille.p2.2 all passing, the holder of spadille must play."""
    assert q.bidding_order(0) == [3, 2, 1, 0]
    assert q.bidding_order(2) == [1, 0, 3, 2]
    assert q.forced_player([True] * 4, spadille=1) == 1
    assert q.forced_player([True, False, True, True], spadille=1) is None


@pred("pipeline.rules.quadrille.call")
def test_what_may_be_called():
    """quadrille.p3.13 not "le roi de la couleur en laquelle on joue"; p3.11 a Queen with all
    four Kings, not of the trump suit; p3.12 one's own King: "faire six mens seul"."""
    assert not q.call("C", set(), ("R", "C")).allowed
    assert q.call("C", {"K"}, ("R", "K")) == q.Call(
        True, True, "calling one's own King: six tricks alone"
    )
    assert q.call("C", set(), ("R", "P")).allowed and not q.call("C", set(), ("R", "P")).alone
    assert q.call("C", {"C", "K", "P", "T"}, ("D", "P")).allowed
    assert not q.call("C", {"C", "K", "P", "T"}, ("D", "C")).allowed
    assert not q.call("C", {"K"}, ("D", "P")).allowed


@pred("pipeline.rules.quadrille.outcome")
@pred("pipeline.rules.quadrille.settle")
def test_win_remise_codille_and_who_pays():
    """quadrille.p3.3 six tricks win: the opponents pay the jeu, the consolation and the
    matadors, the winners share the pool; p3.4 five is remise (the side makes the bête and pays
    each opponent the consolation), fewer codille (it pays what it would have been paid);
    p3.6 a player under three tricks pays alone; p5.2 alone, alone."""
    assert [q.outcome(n) for n in (10, 6, 5, 4, 0)] == [
        "gagne",
        "gagne",
        "remise",
        "codille",
        "codille",
    ]
    win = q.settle(6, hombre=0, partner=2, hombre_tricks=4, jeu=2, consolation=1, pool=4)
    assert win["net"] == {0: 5.0, 1: -3.0, 2: 5.0, 3: -3.0} and win["bete"] is None
    remise = q.settle(5, hombre=0, partner=2, hombre_tricks=3, jeu=2, consolation=1, pool=4)
    assert remise["net"] == {0: -1.0, 1: 1.0, 2: -1.0, 3: 1.0} and remise["bete"]["makers"] == [
        0,
        2,
    ]
    alone_weak = q.settle(5, hombre=0, partner=2, hombre_tricks=2, jeu=2, consolation=1, pool=4)
    assert alone_weak["net"][2] == 0 and alone_weak["bete"]["makers"] == [0]
    codille = q.settle(3, hombre=0, partner=None, hombre_tricks=3, jeu=2, consolation=1, pool=6)
    assert codille["net"] == {0: -9.0, 1: 5.0, 2: 5.0, 3: 5.0}
    for k in range(11):
        result = q.settle(k, 0, 1, min(k, 5), jeu=2, consolation=1, matadors=1, pool=0)
        assert abs(sum(result["net"].values())) < 1e-9  # nothing is lost or made: the pool aside
    with pytest.raises(ValueError):
        q.outcome(11)


@pred("pipeline.rules.quadrille.settle")
@pred("pipeline.rules.quadrille.outcome")
@pred("pipeline.rules.quadrille.laws.trump_named")
def test_alone_the_called_kings_half_and_the_links_that_do_them():
    """quadrille.p3.12 "il est obligé de faire six mens seul, et il perd ou gagne seul" and
    p5.6 "il gagne ou perd seul": calling his own King (no partner) he takes all three
    opponents' payments winning, pays all of them losing; p4.2 "il faut faire six mains
    seul pour gagner; car toutes les mains que les autres joueurs font, sont réunies contre
    lui"; p3.8 "le roi appelé est toujours de moitié du gain, comme de la perte" with
    spadille forced, even at one trick. These sentences were linked only to call, outcome,
    pays_alone: the payments are settle's, the naming trump_named's."""
    from pipeline.rules.quadrille import laws as ql
    from pipeline.rules.registry import predicates

    rules = {p.name: set(p.rules) for p in predicates()}
    assert {"quadrille.p3.7", "quadrille.p3.8", "quadrille.p3.12", "quadrille.p4.2"} <= rules[
        "pipeline.rules.quadrille.settle"
    ]
    assert "quadrille.p5.6" in rules["pipeline.rules.quadrille.settle"]
    assert "quadrille.p3.12" in rules["pipeline.rules.quadrille.outcome"]
    assert "quadrille.p4.2" in rules["pipeline.rules.quadrille.laws.trump_named"]
    won = q.settle(6, hombre=1, partner=None, hombre_tricks=6, jeu=2, consolation=1, pool=3)
    assert won["net"] == {0: -3, 1: 12, 2: -3, 3: -3}
    lost = q.settle(4, hombre=1, partner=None, hombre_tricks=4, jeu=2, consolation=1, pool=3)
    assert lost["net"][1] == -9 and lost["bete"]["makers"] == [1]
    forced = q.settle(3, hombre=0, partner=2, hombre_tricks=1, jeu=2, consolation=1, forced=True)
    assert forced["net"][0] == forced["net"][2] == -3 and forced["bete"]["makers"] == [0, 2]
    assert ql.trump_named("K", "C") == "K" and ql.trump_named(None, "C") == "C"
