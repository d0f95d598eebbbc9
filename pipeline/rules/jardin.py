"""Le Jardin militaire as printed in 1665 (pp. 268–270): not a game of moves but of two dice
and stakes laid on a figure — a garden with the numbers of the dice, seven rounds (one of
them the square, *le carré*, whose money is for the poor), four gates of the winds, four
gates of the triangles, and the balls on the corners of its railings for side bets.

Each throw is read from its total (2 to 12): two aces (2) and two sixes (12) have their own
articles, seven has its own, the rest (3–6, 8–11) are covered and taken (art. p1). Who takes
throws once more to cover the number the dice show, then quits them (jardin.p1.3–p1.4). What is
"on the game" and may be taken is the money on the numbers, the winds and the rounds; the
triangles' gates are won only by the *portier* (p3.2); the square is the poor's. A player
told to rest sits out until another throws the number named, then re-enters.

Sums are in units of the stake agreed (``stake``); all arithmetic is exact.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from fractions import Fraction

from pipeline.rules.registry import implements

NUMBERS = tuple(n for n in range(3, 12))
"""The totals a stake is laid on (two aces and two sixes have their own articles)."""

AGAIN, PASS, COVER = "again", "pass", "cover"
"""After a throw: throw again; quit the dice to the next player; throw once more to cover a
number, then quit them whatever comes."""


@dataclass(frozen=True)
class Garden:
    numbers: dict[int, Fraction] = field(
        default_factory=lambda: dict.fromkeys(NUMBERS, Fraction(0))
    )
    winds: Fraction = Fraction(0)
    """The four gates of the winds, together."""
    rounds: Fraction = Fraction(0)
    """The seven rounds, together."""
    triangles: Fraction = Fraction(0)
    """The four gates of the triangles, together."""
    square: Fraction = Fraction(0)
    """*Le carré*, and whatever else is the poor's."""

    def takeable(self) -> Fraction:
        return sum(self.numbers.values(), Fraction(0)) + self.winds + self.rounds

    def total(self) -> Fraction:
        return self.takeable() + self.triangles + self.square


@dataclass(frozen=True)
class Effect:
    garden: Garden
    gain: Fraction
    """What the thrower takes (negative: what he lays down)."""
    then: str
    """AGAIN, PASS, COVER, or ``rest:N``: sit out until another throws N."""


@implements(
    "jardin.p1.1",
    "jardin.p1.2",
    "jardin.p1.3",
    "jardin.p1.4",
    quote=(
        "faut mettre sur le nombre du jeu ce qui sera accordé",
        "lèvera ce que l'autre aura mis",
        "il reiouëra et couvrira le nombre du jeu",
        "il doit quitter les dés",
    ),
)
def cover_or_take(g: Garden, total: int, stake: Fraction, covering: bool = False) -> Effect:
    """An ordinary number: bare, the thrower lays the stake agreed on it and quits the dice
    ("faut mettre sur le nombre … ce qui sera accordé"; "il doit quitter les dés"); covered,
    he "lèvera ce que l'autre aura mis" and throws once more (``COVER``): "Puis il rejouera et
    couvrira le nombre du jeu, tel que les dés lui démontreront. Quoi fait, il doit quitter
    les dés". That throw (``covering``) lays the stake on the number shown, 7 too, and the
    dice pass; a number already covered gets the stake added (the text says only that he
    covers the number the dice show, not that he may take again)."""
    if total not in NUMBERS or (total == 7 and not covering):
        raise ValueError(f"{total} is not an ordinary number of the garden")
    on = g.numbers[total]
    if covering:
        return Effect(replace(g, numbers={**g.numbers, total: on + stake}), -stake, PASS)
    if on:
        return Effect(replace(g, numbers={**g.numbers, total: Fraction(0)}), on, COVER)
    return Effect(replace(g, numbers={**g.numbers, total: stake}), -stake, PASS)


@implements("jardin.p1.1", quote=("Il se joue avec deux dés", "la quantité des points"))
def roll(rng: random.Random) -> int:
    """A throw: "Il se joue avec deux dés: et étant jetés, selon la quantité des points qui
    se découvrira" — two six-sided dice, read by the total of their points (2 to 12), which
    says where the stake goes (:func:`cover_or_take`, :func:`throw`)."""
    return rng.randint(1, 6) + rng.randint(1, 6)


def _sweep(g: Garden) -> tuple[Garden, Fraction]:
    """Everything on the game taken, the triangles and the square left."""
    return Garden(triangles=g.triangles, square=g.square), g.takeable()


@implements(
    "jardin.p2.1",
    "jardin.p2.2",
    "jardin.p2.3",
    quote=(
        "sur les quatre portes des vents à chacune la moitié",
        "il doit prendre tout, et a gagné, et ne doit rien aux vents",
        "il garnira les sept ronds chacun d'une quatrième partie",
    ),
    status="editorial",
)
def two_aces(g: Garden, stake: Fraction, again: bool) -> Effect:
    """Two aces. On a bare game, half the stake on each of the four gates of the winds
    (twice the stake in all), then the dice pass. On a covered game, "il doit prendre tout, &
    a gagné, & ne doit rien aux vents", and throws again; two aces again (``again``) and he
    lays a quarter of the stake on each of the seven rounds and rests until another throws
    "deux & as, qui font trois", when he re-enters. ("Tout" is read as all that may be
    taken: the triangles are the *portier*'s, the square the poor's.)"""
    if again:
        lay = 7 * stake / 4
        return Effect(replace(g, rounds=g.rounds + lay), -lay, "rest:3")
    if not g.takeable():
        return Effect(replace(g, winds=g.winds + 2 * stake), -2 * stake, PASS)
    swept, taken = _sweep(g)
    return Effect(swept, taken, AGAIN)


@implements(
    "jardin.p3.1",
    "jardin.p3.2",
    "jardin.p3.4",
    "jardin.p4.1",
    "jardin.p4.2",
    "jardin.p4.3",
    quote=(
        "qui fait les deux six lève tout",
        "ne se gagne que par un pareil coup",
        "jusqu'à ce qu'il se fasse six et cinq qui font onze",
        "pour n'avoir rien sur le jeu, mettra sur les sept ronds",
        "excepté l'un qu'il mettra sur le carré",
        "ne doit jouer jusqu'à tant qu'un autre fasse six",
    ),
    status="editorial",
)
def two_sixes(
    g: Garden, stake: Fraction, again: bool, laid_rounds: Fraction = Fraction(0)
) -> Effect:
    """Two sixes. On a covered game, "lève tout … excepté ce qui sera sur les portes des
    triangles", and throws again; two sixes again (``again``): if the triangles' gates hold
    money, this second throw, the *portier*, wins them ("ne se gagne que par vn pareil coup,
    qui est le deuxième, apres auoir gagné le jeu"); if not, he lays a stake on each of the
    four gates and rests until "six & cinq qui font vnze".
    On a bare game he lays a quarter of the stake on each of the seven rounds and throws
    again; two sixes again (``laid_rounds``: what he laid) and he takes it back but one
    quarter, which goes on the square for the poor, and rests until another "fasse six"
    (read as a throw of six points)."""
    if again and laid_rounds:
        back = laid_rounds - stake / 4
        garden = replace(g, rounds=g.rounds - laid_rounds, square=g.square + stake / 4)
        return Effect(garden, back, "rest:6")
    if again:
        if g.triangles:
            return Effect(replace(g, triangles=Fraction(0)), g.triangles, AGAIN)
        return Effect(replace(g, triangles=4 * stake), -4 * stake, "rest:11")
    if not g.takeable():
        lay = 7 * stake / 4
        return Effect(replace(g, rounds=g.rounds + lay), -lay, AGAIN)
    swept, taken = _sweep(g)
    return Effect(swept, taken, AGAIN)


@implements(
    "jardin.p5.1",
    "jardin.p5.2",
    "jardin.p5.3",
    "jardin.p5.5",
    quote=(
        "il mettra sur icelui, et rejouera",
        "il mettra pour la seconde fois",
        "il posera sur les ronds, et se reposera",
        "le prendra, en laissant un pour le carré",
    ),
    status="editorial",
)
def seven(g: Garden, stake: Fraction, run: int) -> Effect:
    """Seven, the ``run``-th in a row (1, 2, 3). Something on 7 and it is taken as any
    number, the thrower then covering once (``COVER``, see :func:`cover_or_take`). Else the
    first and second seven are laid on 7 and he throws again ("il ne perd les dés",
    jardin.p5.1); the third is laid on the rounds and he rests until another throws 7 — or,
    if the rounds hold money, he takes it, "en laissant un pour le carré, comme dessus"
    (jardin.p5.5): one round's share, a quarter of the stake, as two sixes thrown twice
    leave "l'un" of the seven quarters (jardin.p4.2); he loses the dice, and first throws
    once more "pour garnir quelque nombre" (``COVER``)."""
    on = g.numbers[7]
    if run < 3:
        if on and run == 1:
            return Effect(replace(g, numbers={**g.numbers, 7: Fraction(0)}), on, COVER)
        return Effect(replace(g, numbers={**g.numbers, 7: on + stake}), -stake, AGAIN)
    if g.rounds:
        kept = min(stake / 4, g.rounds)
        garden = replace(g, rounds=Fraction(0), square=g.square + kept)
        return Effect(garden, g.rounds - kept, COVER)
    return Effect(replace(g, rounds=stake), -stake, "rest:7")


@implements(
    "jardin.p2.4",
    "jardin.p3.4",
    "jardin.p2.3",
    "jardin.p4.3",
    "jardin.p5.3",
    quote=(
        "si tout ne se gagnait devant",
        "Alors il rentre au jeu",
        "jusqu'à tant qu'il se fasse deux et as",
        "jusqu'à tant qu'un autre fasse six",
        "jusqu'à tant qu'un autre fasse 7. qui lui donne entrée au jeu",
    ),
    status="partial",
    missing={
        "jardin.p2.4": "The proviso 'si tout ne se gagnait devant' is not modelled: the text "
        "does not say what becomes of the resting player when all is won before the 3 comes."
    },
)
def reenters(awaited: int, thrown: int, by_another: bool = True) -> bool:
    """A resting player re-enters when another throws the number he awaits: "jusqu'à tant
    qu'un autre fasse six" (jardin.p4.3), "qu'un autre fasse 7. qui lui donne entrée au jeu"
    (p5.3), "qu'il se fasse deux et as" (p2.3), "six et cinq" (p3.4). His own throw of it
    (``by_another=False``) does not let him in: he is not throwing while he rests."""
    return by_another and thrown == awaited


@implements("jardin.p3.3", quote="l'argent demeure à la fin d'icelui pour les pauvres")
def end_of_game(g: Garden) -> tuple[Garden, Fraction]:
    """At the end, the money on the triangles' gates never won by the *portier* stays "pour
    les pauures, auec ce qui sera sur le carré": (the garden emptied of both, the poor's
    share)."""
    return replace(g, triangles=Fraction(0), square=Fraction(0)), g.triangles + g.square


BALLS = (*(f"round {k}" for k in range(1, 7)), "square")
"""The balls on the corners of the railings, one facing each round; the one facing the
square (which stands in a round's place) is "entre trois & vnze"."""


@implements("jardin.p6.2", quote="cela est aux pauvres")
def side_bet_stands(ball: str) -> bool:
    """Wagers between players ("à qui fera le meilleur") are laid on the balls of the
    railings; a piece laid on the ball facing the square is the poor's (False)."""
    if ball not in BALLS:
        raise ValueError(f"no ball {ball!r} on the railings")
    return ball != "square"


POOR = "poor"
"""Who takes a piece laid on the square's ball (:func:`settle_wager`)."""


@implements(
    "jardin.p6.1",
    "jardin.p6.2",
    quote=("à qui fera le meilleur", "sur les pommeaux ou boules", "cela est aux pauvres"),
    status="editorial",
)
def settle_wager(
    ball: str, laid: dict[int, Fraction], made: dict[int, Fraction]
) -> dict[int | str, Fraction]:
    """A wager "à qui fera le meilleur", the pieces laid on a ``ball`` of the railings by the
    seats of ``laid`` (seat -> his piece), settled by what each of them ``made`` at the game
    (seat -> his gain, negative for a loss): the one who made the most takes all that is on
    the ball; equal best, the pieces are shared between them in proportion to what each
    laid. A piece laid on the ball facing the square is the poor's whatever the game gives
    (:func:`side_bet_stands`, p6.2). Editorial: "le meilleur" is read as the best gain over
    the game, the text naming no other measure. Returns who takes what."""
    if len(laid) < 2 and side_bet_stands(ball):
        raise ValueError("a wager is laid by two at least, one against the other")
    missing = set(laid) - set(made)
    if missing:
        raise ValueError(f"no game result for seats {sorted(missing)}")
    pot = sum(laid.values(), Fraction(0))
    if not side_bet_stands(ball):
        return {POOR: pot}
    best = max(made[s] for s in laid)
    winners = [s for s in laid if made[s] == best]
    share = sum((laid[s] for s in winners), Fraction(0))
    return {s: pot * laid[s] / share for s in winners}


def throw(
    g: Garden,
    total: int,
    stake: Fraction,
    previous: int | None,
    sevens: int,
    laid: Fraction,
    covering: bool = False,
) -> Effect:
    """The effect of one throw, given the thrower's previous throw in this turn (two aces or
    two sixes "again"), how many sevens he has thrown running, what he laid on the rounds
    with two sixes on a bare game, and whether this is the throw that covers a number after
    a take (``covering``: any number but two aces and two sixes, which have their own
    articles, is laid on)."""
    if covering and total not in (2, 12):
        return cover_or_take(g, total, stake, covering=True)
    if total == 2:
        return two_aces(g, stake, again=previous == 2)
    if total == 12:
        return two_sixes(
            g, stake, again=previous == 12, laid_rounds=laid if previous == 12 else Fraction(0)
        )
    if total == 7:
        return seven(g, stake, sevens)
    return cover_or_take(g, total, stake)


def session(
    seed: int, players: int = 3, throws: int = 300, stake: Fraction = Fraction(4)
) -> tuple[Garden, list[Fraction], Fraction]:
    """A seeded run of ``throws`` throws of two dice round the table, the dice passing and
    the resting players sitting out as the articles say: (the garden, each player's purse
    change, the poor's share at the end)."""
    rng = random.Random(seed)
    g, purse = Garden(), [Fraction(0)] * players
    resting: dict[int, int] = {}
    seat, previous, sevens, laid, covering = 0, None, 0, Fraction(0), False
    for _ in range(throws):
        total = roll(rng)
        for p, awaited in list(resting.items()):
            if reenters(awaited, total, by_another=p != seat):
                del resting[p]
        sevens = sevens + 1 if total == 7 else 0
        e = throw(g, total, stake, previous, sevens, laid, covering)
        g, purse[seat] = e.garden, purse[seat] + e.gain
        laid = -e.gain if total == 12 and previous != 12 and e.gain < 0 else Fraction(0)
        previous = total
        if e.then.startswith("rest:"):
            resting[seat] = int(e.then[5:])
        if e.then != AGAIN or covering:
            covering = e.then == COVER
            if not covering:
                seat, previous, sevens, laid = _next(seat, players, resting), None, 0, Fraction(0)
    g, poor = end_of_game(g)
    return g, purse, poor


def _next(seat: int, players: int, resting: dict[int, int]) -> int:
    """The next player to the left who is not resting (all resting: simply the next)."""
    for k in range(1, players + 1):
        if (seat + k) % players not in resting:
            return (seat + k) % players
    return (seat + 1) % players
