"""A whole deal of the Hoc, for ``maison play hoc``: the stakes, blanche, the point, the
seccance and the tricon, then the cards played in runs until one player has none left and
the others pay him for theirs. Every choice is drawn at random among the legal ones.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pipeline.rules import hoc
from pipeline.rules.kernels import cards as k
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements

HANDS = {3: 12, 2: 15}
""""l'on donne douze Cartes à chacun, trois à trois; l'on le joue en trois ou en deux, et en
faut donner chacun quinze" (the chapter's first sentence, before its first rule)."""


@implements("hoc.p1.1", quote=("l'on donne douze Cartes à chacun", "donner chacun quinze"))
def hand_size(players: int) -> int:
    """ "L'on donne douze Cartes à chacun, trois à trois; l'on le joue en trois ou en deux, et
    en faut donner chacun quinze": twelve cards each to three players, fifteen to two."""
    if players not in HANDS:
        raise ValueError(f"the Hoc is played by three or two, not {players}")
    return HANDS[players]


@implements("hoc.p1.1", quote="douze Cartes à chacun, trois à trois")
def deal_packets(players: int) -> tuple[int, ...]:
    """The packets of the deal: "douze Cartes à chacun, trois à trois", fifteen each to two,
    by threes too."""
    return k.packets_for(hand_size(players), 3)


@implements("hoc.p2.1", quote="Le premier commence à accuser le point, ou à dire passe")
def speaking_order(players: int, dealer: int) -> list[int]:
    """Who speaks on the point, the seccance and the tricon, in turn: "Le premier commence à
    accuser le point, ou à dire passe, ou à l'envier", the first being the one after the
    dealer (editorial: the chapter says only "le premier"), then round."""
    if players not in HANDS:
        raise ValueError(f"the Hoc is played by three or two, not {players}")
    return [(dealer + 1 + i) % players for i in range(players)]


@dataclass(frozen=True)
class HocDeal:
    net: tuple[int, ...]
    """Jettons won (+) or paid (−) by each seat, stakes included."""
    pots_left: int
    """Stakes nobody took (they stay in for the next deal)."""
    winner: int
    played: tuple[k.Card, ...]
    left: tuple[tuple[k.Card, ...], ...]
    rules: frozenset[str] = frozenset()
    """The rules that decided something in the deal."""


SECCANCE_RULES = {
    (3, False): "hoc.p7.1",
    (3, True): "hoc.p10.1",
    (4, False): "hoc.p11.1",
    (4, True): "hoc.p12.1",
    (5, False): "hoc.p13.1",
    (5, True): "hoc.p14.1",
}
"""The rule that prices a simple seccance, by (length, to the King); six and more: p17.1."""


def _best(seats: list[int], key) -> int | None:
    """The seat with the best claim; equal claims go to the first in order (primauté)."""
    claims = [(key(s), -n, s) for n, s in enumerate(seats) if key(s) is not None]
    return max(claims)[2] if claims else None


def follows(card: k.Card, nxt: k.Card) -> bool:
    """A run goes on with the next rank up, of any suit; nothing follows a King."""
    i = hoc.RANKS.index(card.rank)
    return i + 1 < len(hoc.RANKS) and nxt.rank == hoc.RANKS[i + 1]


@implements("hoc.p23.1", quote="tant de Cartes que l'on a de suite, de quelque couleur")
def who_follows(
    card: k.Card, seat: int, hands: list[list[k.Card]], order: list[int]
) -> tuple[int, list[k.Card]] | None:
    """Who plays on ``card``, just played by ``seat``, and the cards he may play: "L'on joue
    tant de Cartes que l'on a de suite, de quelque couleur que ce soit" — the same player as
    long as he holds the next rank up, of any suit (:func:`follows`; nothing follows a King);
    else the first other seat in ``order`` that holds one; None when nobody does (the card
    is Hoc, p23.2)."""
    mine = [c for c in hands[seat] if follows(card, c)]
    if mine:
        return seat, mine
    return next(
        (
            (x, opts)
            for x in order
            if x != seat and (opts := [c for c in hands[x] if follows(card, c)])
        ),
        None,
    )


def play_deal(players: int, dealer: int, rng: random.Random) -> HocDeal:
    n = players
    order = speaking_order(n, dealer)
    d = k.seeded_deal(hoc.DECK, n, deal_packets(n), rng, first=order[0])
    hands = [list(h) for h in d.hands]
    net = [0] * n
    pots = hoc.ante(n)
    used = {"hoc.p1.1", "hoc.p2.1", "hoc.p4.1", "hoc.p23.1"}
    for s in range(n):
        net[s] -= 3
    blanches = [not any(c.is_figure for c in h) for h in hands]
    if any(blanches):
        used.add("hoc.p27.1" if sum(blanches) == 1 else "hoc.p28.1")
    for s, g in enumerate(hoc.blanche_pay(blanches)):
        net[s] += g
    point = {
        s: hoc.point_counted(k.best_suit_points(hands[s], hoc.card_value), hands[s]) for s in order
    }
    win = _best(order, lambda s: point[s])
    net[win] += hoc.point_gain(pots.pop("point"), 0)["from_pot"]
    sec = {s: hoc.best_seccance(hands[s]) for s in order}
    win = _best(order, lambda s: sec[s])
    if win is not None:
        length, king = sec[win]  # type: ignore[misc]
        used |= {"hoc.p8.1", SECCANCE_RULES.get((length, king), "hoc.p17.1")}
        net[win] += pots.pop("seccance") + (n - 1) * hoc.seccance_pay(length, king)
        for s in order:
            net[s] -= hoc.seccance_pay(length, king) if s != win else 0
    fre = {s: hoc.best_fredon(hands[s]) for s in order}
    win = _best(
        order, lambda s: None if fre[s] is None else (fre[s][0], hoc.RANKS.index(fre[s][1]))
    )
    if win is not None:
        count, rank = fre[win]  # type: ignore[misc]
        if count >= 4:
            used.add("hoc.p20.1" if rank == "R" else "hoc.p19.1")
        else:
            used.add("hoc.p19.1" if rank == "R" else "hoc.p18.1")
        net[win] += pots.pop("tricon") + (n - 1) * hoc.fredon_pay(count, rank)
        for s in order:
            net[s] -= hoc.fredon_pay(count, rank) if s != win else 0
    played: list[k.Card] = []
    seat = order[0]
    card = rng.choice(hands[seat])
    while True:
        hands[seat].remove(card)
        played.append(card)
        if not hands[seat]:
            break
        nxt = who_follows(card, seat, hands, order)
        if hoc.is_hoc(card, next_held_by_others=nxt is not None):
            used.add("hoc.p23.2")
            if card.rank == "R" or card in (k.Card("D", "P"), k.Card("V", "K")):
                used.add("hoc.p22.1")
            for x, gain in enumerate(hoc.hoc_paid(n, seat)):  # he leads again
                net[x] += gain
            card = rng.choice(hands[seat])
        else:  # he plays on "tant de Cartes que l'on a de suite", else the next who can
            seat, opts = nxt  # type: ignore[misc]
            card = rng.choice(opts)
    for x in range(n):
        if x != seat:
            pay = hoc.leftover_pay(len(hands[x]))
            used.add({1: "hoc.p25.1", 2: "hoc.p26.1"}.get(len(hands[x]), "hoc.p24.1"))
            net[x] -= pay
            net[seat] += pay
    left = tuple(map(tuple, hands))
    return HocDeal(tuple(net), sum(pots.values()), seat, tuple(played), left, frozenset(used))


@playable("hoc", players=(2, 3), default_players=3)
def play_game(players: int, rng: random.Random) -> GameResult:
    """One deal of the Hoc, from the stakes to the one who is out first."""
    deal = play_deal(players, rng.randrange(players), rng)
    return GameResult(deal.winner, deal.net, "out of cards", 1, deal.rules)
