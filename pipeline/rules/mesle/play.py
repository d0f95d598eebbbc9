"""A sitting of the Ambigu between seeded random players, built from the predicates of
:mod:`pipeline.rules.mesle` (the jeux) and :mod:`pipeline.rules.mesle.coup` (the coup): the
cave, coups until the agreed time (a number of coups) or until one player holds every
jeton. Every choice (passe or battez, what to discard, vade or not, hold or quit, envi or
not) is drawn at random among those the rules allow; bets never go above what a player has
in front of him (p30.1), but the marks of the winner's jeu are paid whatever (p34.1).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pipeline.rules import mesle
from pipeline.rules.kernels.cards import Card
from pipeline.rules.mesle import coup as mesle_coup
from pipeline.rules.play import GameResult, playable


@dataclass
class _Table:
    stacks: list[int]
    pot: int = 0

    def put(self, seat: int, n: int) -> int:
        n = max(0, min(n, self.stacks[seat]))
        self.stacks[seat] -= n
        self.pot += n
        return n

    def take(self, seat: int) -> None:
        self.stacks[seat] += self.pot
        self.pot = 0


class _Cards:
    """The stock and the discards of a coup: when the stock runs short, the discards are
    shuffled in ("on prend celles qui ont été écartées, que l'on bat et coupe", p35.1)."""

    def __init__(self, stock: list[Card], rng: random.Random) -> None:
        self.stock, self.discards, self.rng = stock, [], rng

    def need(self, n: int) -> None:
        if len(self.stock) < n:
            self.stock = mesle_coup.restock(self.stock, [self.discards], [], self.rng)
            self.discards = []

    def discard(self, hand: list[Card]) -> list[Card]:
        out = self.rng.sample(hand, self.rng.randint(0, 2))
        self.need(len(out))
        new, self.stock = mesle_coup.discard(hand, out, self.stock)
        self.discards.extend(out)
        return new


def coup(t: _Table, seats: list[int], dealer: int, rng: random.Random, misdeal: float = 0.0) -> str:
    """One coup among ``seats`` (in speaking order, the dealer last). Returns how it ended.
    ``misdeal``: the chance that the dealer serves one seat a card too many with the second
    two; that seat, found with five when the jeux are counted, loses the coup and what he
    held (p38.1, :func:`~.mesle_coup.contenders`). The dice for it are drawn only when it is
    above 0, so that a coup dealt right draws what it always drew."""
    n = len(seats)
    d = mesle_coup.serve(mesle.deck(), n, rng=rng)  # shuffled and cut (p8.1)
    hands, pile = [list(h) for h in d.hands], _Cards(list(d.stock), rng)
    for _ in range(8):  # passe and discard, until someone says battez
        batteur = next((k for k in range(n) if rng.random() < 0.4), None)
        if batteur is not None:
            t.put(seats[batteur], 1)
            break
        for k in range(n):
            hands[k] = pile.discard(hands[k])
    pile.need(2 * n)
    d2 = mesle_coup.serve_after_battez(pile.stock, n, rng)
    hands = [h + list(x) for h, x in zip(hands, d2.hands, strict=True)]
    pile.stock = list(d2.stock)
    if misdeal and rng.random() < misdeal:  # one card too many, to a seat drawn at random
        pile.need(1)
        hands[rng.randrange(n)].append(pile.stock.pop(0))
    calls = ["vade" if rng.random() < 0.3 else "passe" for _ in range(n)]
    if "vade" in calls:
        maker = calls.index("vade")
        calls = [
            c if k <= maker else ("tiens" if rng.random() < 0.5 else "quitte")
            for k, c in enumerate(calls)
        ]
    v = mesle_coup.vade(calls, dealer=n - 1)
    if v.outcome == "garde":
        t.put(seats[-1], v.dealer_pays)
        live = list(range(n))
    else:
        stake = rng.randint(2, 4)
        live = [k for k, c in enumerate(calls) if c in ("vade", "tiens")]
        for k in live:
            t.put(seats[k], stake)
        if v.outcome == "prend":
            if v.dealer_pays:
                t.stacks[seats[-1]] -= v.dealer_pays
                t.stacks[seats[v.takes]] += v.dealer_pays
            t.take(seats[v.takes])
            return "vade"
        for k in live:
            hands[k] = pile.discard(hands[k])
    e_calls = ["envi" if rng.random() < 0.35 else "passe" for _ in live]
    if "envi" in e_calls:
        maker = e_calls.index("envi")
        e_calls = [
            c if j <= maker else ("tiens" if rng.random() < 0.5 else "quitte")
            for j, c in enumerate(e_calls)
        ]
    e = mesle_coup.envi(e_calls)
    if e.outcome == "reste":
        return "passe"
    bet = rng.randint(1, 5)
    holders = [live[j] for j, c in enumerate(e_calls) if c in ("envi", "tiens")]
    for k in holders:
        t.put(seats[k], bet)
    # the envier who takes and the holders who show count their jeu: a wrong hand is out
    showing = [live[e.takes]] if e.outcome == "prend" else holders
    still = mesle_coup.contenders(hands, 4, showing)
    if not still:
        return "miscount"  # what they held stays on the table for the next coup
    w = still[mesle.winner([hands[k] for k in still])]
    marks = mesle.jeu(hands[w]).marks
    t.take(seats[w])
    # the bets are on the table already (taken above): each pays the winner his jeu's marks,
    # held or quit (p16.1, p17.1), even below nothing (p34.1)
    after = mesle_coup.settle([t.stacks[seats[k]] for k in range(n)], [0] * n, w, marks)
    for k in range(n):
        t.stacks[seats[k]] = after[k]
    return "envi" if e.outcome == "prend" else "shown"


@dataclass(frozen=True)
class Sitting:
    stacks: tuple[int, ...]
    pot: int
    """What stays on the table for a coup that was not played."""
    coups: int
    end: str


def sitting(
    players: int, rng: random.Random, cave: int = 30, coups: int = 20, misdeal: float = 0.0
) -> Sitting:
    """Coups until the agreed time or until only one player has jetons left (a player at
    nothing may leave, p6.1, and sits out); ``misdeal`` as :func:`coup`'s."""
    t = _Table(mesle_coup.cave(players, cave))
    dealer = 0
    for k in range(1, coups + 1):
        seats = [s for s in ((dealer + 1 + j) % players for j in range(players)) if t.stacks[s] > 0]
        if len(seats) < 2:
            return Sitting(tuple(t.stacks), t.pot, k - 1, "one left")
        coup(t, seats, seats[-1], rng, misdeal)
        dealer = (dealer + 1) % players
    return Sitting(tuple(t.stacks), t.pot, coups, "time up")


@playable("mesle", players=(2, 6), default_players=4)
def play_game(players: int, rng: random.Random) -> GameResult:
    """A sitting of the Ambigu: thirty jetons each, twenty coups (the time agreed), the
    richest at the end wins (``None`` on a tie). Points: each seat's gain."""
    s = sitting(players, rng)
    gain = [x - 30 for x in s.stacks]
    best = max(gain)
    winner = gain.index(best) if gain.count(best) == 1 else None
    rules = frozenset(
        f"mesle.{r}"
        for r in ("p5.1", "p6.1", "p8.1", "p11.1", "p12.1", "p13.1", "p14.1", "p15.1", "p16.1")
        + ("p17.1", "p27.1", "p35.1", "p38.1", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8")
    )
    return GameResult(winner, tuple(float(g) for g in gain), s.end, s.coups, rules)
