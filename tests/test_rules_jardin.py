"""Le Jardin militaire (1665, pp. 268–270): two dice, stakes laid and taken."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import jardin as j

pred = pytest.mark.predicate
S = F(4)  # the stake agreed


def garden(**numbers: int) -> j.Garden:
    g = j.Garden()
    return j.Garden(numbers={**g.numbers, **{int(k[1:]): F(v) for k, v in numbers.items()}})


@pred("pipeline.rules.jardin.cover_or_take")
def test_cover_then_take():
    """jardin.p1.1 a bare number: "faut mettre sur le nombre … ce qui sera accordé";
    jardin.p1.4 "il doit quitter les dés"; jardin.p1.2 the next to throw it "leuera ce que
    l'autre aura mis"; jardin.p1.3 and throws once more to cover."""
    e = j.cover_or_take(j.Garden(), 5, S)
    assert e.garden.numbers[5] == S and e.gain == -S and e.then == j.PASS
    e2 = j.cover_or_take(e.garden, 5, S)
    assert e2.garden.numbers[5] == 0 and e2.gain == S and e2.then == j.COVER
    with pytest.raises(ValueError):
        j.cover_or_take(j.Garden(), 7, S)


@pred("pipeline.rules.jardin.cover_or_take")
def test_after_a_take_one_throw_covers_then_the_dice_pass():
    """jardin.p1.3 "Puis il rejouera et couvrira le nombre du jeu, tel que les dés lui
    démontreront"; jardin.p1.4 "Quoi fait, il doit quitter les dés": having taken the 5, the
    thrower's next throw, an 8 already covered, is covered again (he does not take it), and
    the dice pass; a 7 on that throw is covered as well."""
    g = garden(n5=4, n8=4)
    took = j.cover_or_take(g, 5, S)
    assert took.gain == 4 and took.then == j.COVER
    covers = j.throw(took.garden, 8, S, previous=5, sevens=0, laid=F(0), covering=True)
    assert covers.gain == -S and covers.garden.numbers[8] == 4 + S and covers.then == j.PASS
    seven = j.throw(took.garden, 7, S, previous=5, sevens=1, laid=F(0), covering=True)
    assert seven.garden.numbers[7] == S and seven.then == j.PASS


@pred("pipeline.rules.jardin.two_aces")
def test_two_aces():
    """jardin.p2.1 on a bare game, half the stake on each of the four gates of the winds,
    "qui les quatre ensemble font le double"; jardin.p2.2 on a covered game "il doit prendre
    tout … & ne doit rien aux vents"; jardin.p2.3 two aces again: a quarter on each of the
    seven rounds, resting until "deux & as, qui font trois"."""
    e = j.two_aces(j.Garden(), S, again=False)
    assert e.garden.winds == 2 * S and e.gain == -2 * S and e.then == j.PASS
    covered = j.Garden(numbers=garden(n5=4, n9=4).numbers, winds=F(8), triangles=F(16))
    e = j.two_aces(covered, S, again=False)
    assert e.gain == 16 and e.garden.total() == 16 and e.then == j.AGAIN
    e = j.two_aces(e.garden, S, again=True)
    assert e.garden.rounds == 7 and e.gain == -7 and e.then == "rest:3"


@pred("pipeline.rules.jardin.two_sixes")
def test_two_sixes_and_the_portier():
    """jardin.p3.1 "qui fait les deux six leue tout … excepté ce qui sera sur les portes
    des triangles"; again: a stake on each of the four gates; jardin.p3.4 resting until
    "six & cinq qui font vnze"; jardin.p3.2 the gates won only "par vn pareil coup, qui est
    le deuxième"."""
    covered = j.Garden(numbers=garden(n4=4).numbers, square=F(1))
    e = j.two_sixes(covered, S, again=False)
    assert e.gain == 4 and e.garden.square == 1 and e.then == j.AGAIN
    e = j.two_sixes(e.garden, S, again=True)
    assert e.garden.triangles == 16 and e.gain == -16 and e.then == "rest:11"
    later = j.Garden(numbers=garden(n8=4).numbers, triangles=F(16))
    first = j.two_sixes(later, S, again=False)
    assert first.gain == 4 and first.garden.triangles == 16
    portier = j.two_sixes(first.garden, S, again=True)
    assert portier.gain == 16 and portier.garden.triangles == 0


@pred("pipeline.rules.jardin.two_sixes")
def test_two_sixes_on_a_bare_game():
    """jardin.p4.1 "pour n'auoir rien sur le jeu, mettra sur les sept ronds" and throws
    again; jardin.p4.2 again: takes it back "excepté l'vn qu'il mettra sur le carré";
    jardin.p4.3 then rests until another "fasse six"."""
    e = j.two_sixes(j.Garden(), S, again=False)
    assert e.garden.rounds == 7 and e.gain == -7 and e.then == j.AGAIN
    e = j.two_sixes(e.garden, S, again=True, laid_rounds=F(7))
    assert e.gain == 6 and e.garden.square == 1 and e.garden.rounds == 0 and e.then == "rest:6"


@pred("pipeline.rules.jardin.seven")
def test_sevens():
    """jardin.p5.1 a bare 7: "il mettra sur iceluy, & reioüera"; jardin.p5.2 again for the
    second; jardin.p5.3 the third running "il posera sur les ronds, & se reposera";
    jardin.p5.5 rounds holding money: "le prendra, en laissant un pour le carré, comme
    dessus": one of the seven quarters, as in jardin.p4.2 ("excepté l'un qu'il mettra sur le
    carré"), and "doit rejouer pour garnir quelque nombre"; a 7 taken is taken as any
    number, then covers once."""
    e1 = j.seven(j.Garden(), S, 1)
    assert e1.garden.numbers[7] == S and e1.then == j.AGAIN
    e2 = j.seven(e1.garden, S, 2)
    assert e2.garden.numbers[7] == 2 * S and e2.then == j.AGAIN
    e3 = j.seven(e2.garden, S, 3)
    assert e3.garden.rounds == S and e3.then == "rest:7"
    full = j.Garden(rounds=F(7))
    e = j.seven(full, S, 3)
    assert e.gain == 6 and e.garden.square == S / 4 and e.then == j.COVER
    taken = j.seven(garden(n7=4), S, 1)
    assert taken.gain == 4 and taken.then == j.COVER


@pred("pipeline.rules.jardin.reenters")
@pred("pipeline.rules.jardin.end_of_game")
@pred("pipeline.rules.jardin.side_bet_stands")
def test_reentry_end_and_side_bets():
    """jardin.p2.4, p3.4 a resting player re-enters on the number awaited; jardin.p3.3 the
    triangles never won and the square go "pour les pauures" at the end; jardin.p6.1–p6.2
    wagers on the balls, the one facing the square the poor's."""
    assert j.reenters(11, 11) and not j.reenters(11, 12)
    g, poor = j.end_of_game(j.Garden(triangles=F(16), square=F(2), winds=F(8)))
    assert poor == 18 and g.total() == 8
    assert j.side_bet_stands("round 2") and not j.side_bet_stands("square")
    with pytest.raises(ValueError):
        j.side_bet_stands("round 9")


@pred("pipeline.rules.jardin.settle_wager")
def test_the_wager_goes_to_who_makes_the_best():
    """jardin.p6.1 "Ceux qui veulent parier, et mettre l'un contre l'autre à qui fera le
    meilleur, le lieu est ordonné à mettre ce qu'ils veulent, sur les pommeaux ou boules";
    p6.2 a piece on the ball facing the square "cela est aux pauvres"."""
    laid = {0: F(2), 1: F(2)}
    assert j.settle_wager("round 3", laid, {0: F(5), 1: F(-1)}) == {0: F(4)}
    assert j.settle_wager("round 3", {0: F(1), 2: F(3)}, {0: F(2), 2: F(2)}) == {
        0: F(1),
        2: F(3),
    }
    assert j.settle_wager("square", laid, {0: F(5), 1: F(-1)}) == {j.POOR: F(4)}
    with pytest.raises(ValueError):
        j.settle_wager("round 3", {0: F(2)}, {0: F(1)})


gardens = st.builds(
    j.Garden,
    st.fixed_dictionaries({n: st.integers(0, 3).map(lambda k: F(4 * k)) for n in j.NUMBERS}),
    st.integers(0, 16).map(F),
    st.integers(0, 16).map(F),
    st.integers(0, 16).map(F),
    st.integers(0, 4).map(F),
)


@pred("pipeline.rules.jardin.cover_or_take")
@pred("pipeline.rules.jardin.two_aces")
@pred("pipeline.rules.jardin.two_sixes")
@pred("pipeline.rules.jardin.seven")
@settings(max_examples=200, deadline=None, derandomize=True)
@given(
    gardens, st.integers(2, 12), st.sampled_from([None, 2, 12]), st.integers(1, 3), st.booleans()
)
def test_every_throw_conserves_the_money(g, total, previous, sevens, covering):
    """Whatever the throw, what the thrower takes leaves the garden and what he lays goes
    into it; nothing on the garden goes negative; the poor's square only grows."""
    laid = g.rounds if previous == 12 else F(0)
    e = j.throw(g, total, S, previous, sevens if total == 7 else 0, laid, covering)
    assert e.garden.total() + e.gain == g.total()
    assert min(e.garden.numbers.values()) >= 0 and e.garden.rounds >= 0
    assert e.garden.square >= g.square


@pred("pipeline.rules.jardin.reenters")
@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.integers(0, 10**6), st.integers(2, 5))
def test_a_seeded_session_conserves_the_money(seed, players):
    """Over 300 seeded throws round the table, the players' gains and losses, the garden
    and the poor's share sum to nothing."""
    g, purse, poor = j.session(seed, players)
    assert sum(purse) + g.total() + poor == 0


@pred("pipeline.rules.jardin.reenters")
def test_the_rest_ends_only_when_another_throws_the_number():
    """jardin.p4.3 "Lors quittera les dés, et ne doit jouer jusqu'à tant qu'un autre fasse
    six"; p5.3 "jusqu'à tant qu'un autre fasse 7. qui lui donne entrée au jeu": the number
    thrown by another lets the resting player in, the same number of his own does not, and
    reenters is linked to those sentences (and to p2.3's rest until "deux et as")."""
    from pipeline.rules.registry import predicates

    assert j.reenters(6, 6) and j.reenters(7, 7, by_another=True)
    assert not j.reenters(6, 6, by_another=False) and not j.reenters(7, 8)
    p = next(x for x in predicates() if x.name == "pipeline.rules.jardin.reenters")
    assert {"jardin.p2.3", "jardin.p4.3", "jardin.p5.3"} <= set(p.rules)


@pred("pipeline.rules.jardin.roll")
def test_played_with_two_dice_read_by_their_points():
    """jardin.p1.1 "Il se joue avec deux dés: et étant jetés, selon la quantité des points
    qui se découvrira": every total from 2 to 12 comes, 7 the most often (6 in 36), 2 and 12
    the least (1 in 36); one die would never give 12 nor two dice 1."""
    import random
    from collections import Counter

    rng = random.Random(1665)
    counts = Counter(j.roll(rng) for _ in range(36_000))
    assert set(counts) == set(range(2, 13))
    assert counts.most_common(1)[0][0] == 7
    assert 800 < counts[2] < 1200 and 800 < counts[12] < 1200 and 5500 < counts[7] < 6500
