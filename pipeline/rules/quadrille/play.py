"""A hand of the Quadrille, for ``maison play quadrille``: the deal by three, three and four,
the bidding (asking to play, without calling, all passing and spadille forced), the trump
named and the King called, ten tricks following suit, and who pays whom.

The order of the cards is not on the Encyclopédie's page the project has: it is the
Hombre's, as every account of the game gives it (editorial, written here once): spadille
(Ace of spades), the *manille* (the two of a black trump, the seven of a red one), baste
(Ace of clubs), in red trumps the *ponte* (its Ace), then King, Queen, Jack and the small
cards, highest first in black (7 … 2), lowest first in red (2 … 7); out of trumps the red
Aces rank below the Jack.
"""

from __future__ import annotations

import random

from pipeline.rules import quadrille as q
from pipeline.rules.kernels import cards as k
from pipeline.rules.play import GameResult, playable
from pipeline.rules.quadrille import laws as ql

BLACK_PLAIN = ("2", "3", "4", "5", "6", "7", "V", "D", "R")
RED_PLAIN = ("7", "6", "5", "4", "3", "2", "A", "V", "D", "R")


def trumps(trump: str) -> k.Trumps:
    """The Hombre's order with ``trump`` named (see the module's docstring)."""
    red = trump in k.RED
    manille = k.Card("7" if red else "2", trump)
    by_suit = {s: RED_PLAIN if s in k.RED else BLACK_PLAIN for s in k.SUITS}
    if red:
        top = (k.Card("A", trump), ql.BASTE, manille, ql.SPADILLE)
        by_suit[trump] = ("6", "5", "4", "3", "2", "V", "D", "R")
    else:
        top = (ql.BASTE, manille, ql.SPADILLE)
        by_suit[trump] = ("3", "4", "5", "6", "7", "V", "D", "R")
    order = k.RankOrder(q.RANKS, by_suit=by_suit, top=top)
    return k.Trumps(order, suit=trump, always=frozenset({ql.SPADILLE, ql.BASTE}))


def _longest_suit(hand: list[k.Card]) -> str:
    counts = {s: sum(c.suit == s for c in hand) for s in k.SUITS}
    return max(k.SUITS, key=lambda s: (counts[s], s))


def _bid(hands: list[list[k.Card]], dealer: int, rng: random.Random) -> tuple[int, bool, bool]:
    """(hombre, without calling, forced): each in turn from the dealer's right asks, plays
    without calling, or passes, at random among what may_bid allows; preferred decides."""
    bids: list[tuple[int, str]] = []
    for seat in q.bidding_order(dealer):
        asked = any(s == seat for s, _ in bids)
        draw = rng.random()
        if draw < 0.08 and ql.may_bid("sans", passed=False, asked=asked):
            bids.append((seat, "sans"))
        elif draw < 0.4 and ql.may_bid("ask", passed=False, asked=asked):
            bids.append((seat, "ask"))
    who = ql.preferred(bids)
    if who is None:  # all passed: spadille must play, calling a King, on forced terms
        forced = q.forced_play([True] * q.PLAYERS, hands, shown=True, calling=True)
        assert forced is not None  # all four passed
        return (
            forced,
            False,
            ql.forced_terms(said_pass=True, others_passed=True),
        )
    return who, (who, "sans") in bids, False


def _partner(hands: list[list[k.Card]], hombre: int, trump: str) -> int | None:
    """Call a King (not the trump's): one he lacks if he can, else his own (alone); with all
    four, a Queen. The partner is its holder, None if it is himself."""
    own = {c.suit for c in hands[hombre] if c.rank == "R"}
    calls = [("R", s) for s in k.SUITS if s != trump and s not in own]
    if not calls and len(own) == 4:
        calls = [("D", s) for s in k.SUITS if s != trump]
    if not calls:
        calls = [("R", s) for s in k.SUITS if s != trump]
    called = calls[0]
    if not q.call(trump, own, called).allowed:
        return None
    card = k.Card(*called)
    return next((s for s in range(q.PLAYERS) if card in hands[s] and s != hombre), None)


def play_hand(rng: random.Random, stake: int = 1) -> tuple[dict, list[float], float, list]:
    """One hand: (settle's result, net per seat with the stakes, what is left in the pool
    for the next hand, the tricks)."""
    dealer = rng.randrange(q.PLAYERS)
    d = q.seeded_deal(dealer, rng)
    hands = [list(h) for h in d.hands]
    net = [-float(stake)] * q.PLAYERS
    pool = stake * q.PLAYERS
    hombre, sans, forced = _bid(hands, dealer, rng)
    trump = _longest_suit(hands[hombre])
    partner = None if sans else _partner(hands, hombre, trump)
    rules = trumps(trump)
    tricks = ql.play_tricks(hands, ql.first_to_play(dealer), rules, k.random_chooser(rng))
    won = ql.tricks_won(tricks)
    side = {hombre} | ({partner} if partner is not None else set())
    made = sum(won[s] for s in side)
    own = won[hombre]
    result = q.settle(made, hombre, partner, own, jeu=2, consolation=1, pool=pool, forced=forced)
    for s, v in result["net"].items():
        net[s] += v
    if result["outcome"] in ("gagne", "codille"):
        pool = 0  # shared by the winners (in settle's net)
    bete = result["bete"]
    if bete is not None:
        for s in bete["makers"]:
            net[s] -= bete["amount"] / len(bete["makers"])
        pool += bete["amount"]
    result = {**result, "hombre": hombre, "forced": forced, "sans": sans, "partner": partner}
    return result, net, pool, tricks


def _rules_used(result: dict) -> frozenset[str]:
    """The rules that decided something in a hand, from settle's result and the bidding."""
    used = {"quadrille.p1.1", "quadrille.p2.1", "quadrille.p3.1", "quadrille.p3.2"}
    used |= {"quadrille.p3.13", "quadrille.p7.1"}
    if result["forced"]:
        used |= {"quadrille.p2.2", "quadrille.p3.8", "quadrille.p3.9"}
    if result["sans"]:
        used |= {"quadrille.p4.2", "quadrille.p5.1", "quadrille.p5.2"}
    elif result["partner"] is None:
        used.add("quadrille.p3.12")  # his own King called: alone
    outcome = result["outcome"]
    used.add("quadrille.p3.3" if outcome == "gagne" else "quadrille.p3.4")
    if outcome == "codille":
        used.add("quadrille.p3.5")
    bete = result["bete"]
    if bete is not None and result["partner"] is not None and len(bete["makers"]) == 1:
        used.add("quadrille.p3.6")  # under three tricks, the hombre pays alone
    return frozenset(used)


@playable("quadrille", players=(4, 4), default_players=4)
def play_game(players: int, rng: random.Random) -> GameResult:
    """One hand of the Quadrille from the deal to the payments."""
    result, net, _, _ = play_hand(rng)
    end = result["outcome"] + (" (spadille forced)" if result["forced"] else "")
    winner = result["hombre"] if result["outcome"] == "gagne" else None
    return GameResult(winner, tuple(round(x, 4) for x in net), end, 1, _rules_used(result))
