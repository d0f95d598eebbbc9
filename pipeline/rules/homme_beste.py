"""L'Homme ou la Beste as printed in 1665 (pp. 72–73): four or five players, five cards
each as at the Triomphe, the small cards out, the card after the last one dealt turned for
trumps. Who has trumps enough says he plays (*fait jouer*) and must take three tricks, or the
first two, to win what is in the game; else he makes the *Bête* (doubles the game) or,
taking nothing, the *devole*. Nobody playing, all pass and the next deals, putting a mark in.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pipeline.rules.kernels import cards as k
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements

RANKS = ("7", "8", "9", "10", "A", "V", "D", "R")
"""Low to high: the small cards out, "l'as vaut onze, mais les restes sont au dessus,
d'autant que le Valet emporte l'as"."""
ORDER = k.RankOrder(RANKS)
DECK = k.Deck.build("the pack of the Bête", RANKS)
HAND = 5
MAX_DEALS = 200


@implements(
    "homme-beste.p1.1",
    "homme-beste.p1.2",
    quote=("à quatre ou cinq personnes au plus", "le Valet emporte l'as", "marque la triomphe"),
    status="editorial",
)
def deal(players: int, seed: int | random.Random, dealer: int = 0) -> tuple[k.Deal, str]:
    """Five cards to each of four or five, the first after the dealer served first, and the
    next card turned for trumps: (the deal, the trump suit). The pack is the thirty-two from
    the seven to the King, the Ace below the Jack ("les petites cartes depuis l'as jusques au
    six" taken out is read as the two to the six: the Ace stays, worth eleven)."""
    if players not in (4, 5):
        raise ValueError(f"four or five players, not {players}")
    d = k.seeded_deal(DECK, players, (HAND,), seed, first=(dealer + 1) % players)
    return d, d.stock[0].suit


def rules_for(trump: str) -> k.Trumps:
    return k.Trumps(ORDER, suit=trump)


@implements(
    "homme-beste.p1.2",
    "homme-beste.p2.1",
    quote=("il n'est pas permis de renoncer", "que par une carte de la couleur de la triomphe"),
)
def legal(hand: list[k.Card], trick: list[k.Card], trump: str) -> list[k.Card]:
    """One must follow the suit led; having none, one must trump if one can ("n'est permis
    de leur en renoncer que par une carte de la couleur de la triomphe"); else any card."""
    return k.legal_plays(hand, trick, rules_for(trump), must_trump=True)


@implements("homme-beste.p1.2", quote="à peine de perdre autant comme il y a au jeu")
def revoke_penalty(pot: int) -> int:
    """Who renounces (does not follow when he can) loses as much as is in the game."""
    return pot


@dataclass(frozen=True)
class Outcome:
    result: str
    """``gagne`` (the player wins the game), ``premiere`` (all took one: the first trick's
    taker wins), ``bete`` (the player doubles the game), ``devole`` (he took nothing)."""
    takes_pot: int | None
    """The seat that takes what is in the game, if any."""


@implements(
    "homme-beste.p2.2",
    "homme-beste.p2.3",
    quote=(
        "ne lève trois mains",
        "c'est ce que l'on dit faire la Bête",
        "celui qui a levé la première gagne ce qui est au jeu",
        "il fait la devole",
    ),
    status="editorial",
)
def outcome(winners: list[int], player: int, players: int) -> Outcome:
    """The hand, from the seats that took the five tricks in order. The one who made play
    wins what is in the game with three tricks or the first two ("on ne fait les deux
    premières", read "ou fait"), but the first two are not enough when another takes the
    last three: "un autre faisant les trois mains, il fait perdre celui qui a fait jouer".
    If all took one each, the taker of the first wins it, whoever he is; taking none, he
    makes the devole; otherwise he makes the Bête, and another who took three takes the game
    (editorial: the text says only that he "fait perdre celui qui a fait jouer")."""
    counts = [winners.count(s) for s in range(players)]
    three = next((s for s in range(players) if s != player and counts[s] >= 3), None)
    if counts[player] >= 3 or (winners[:2] == [player, player] and three is None):
        return Outcome("gagne", player)
    if all(counts) and max(counts) == 1:
        return Outcome("premiere", winners[0])
    if counts[player] == 0:
        return Outcome("devole", None)
    return Outcome("bete", three)


@implements(
    "homme-beste.p2.2",
    "homme-beste.p2.3",
    quote=("qu'il double le jeu, d'autant d'argent qu'il y en a", "la somme qui sera convenue"),
)
def losses(result: str, pot: int, agreed: int = 1, players: int = 4) -> dict[str, int]:
    """What the one who made play pays when he loses: the Bête doubles the game (he puts in
    as much as there is); the devole the same, and the agreed sum to each of the others."""
    if result == "bete":
        return {"to_pot": pot, "to_each": 0}
    if result == "devole":
        return {"to_pot": pot, "to_each": agreed}
    return {"to_pot": 0, "to_each": 0}


@implements("homme-beste.p3.1", quote=("je passe", "les cartes changent de main"))
def all_pass(dealer: int, players: int) -> tuple[int, int]:
    """Nobody undertaking to play: all say "je passe", the deal goes to the next, and who
    deals puts a mark in: (next dealer, marks he puts in)."""
    return (dealer + 1) % players, 1


@playable("homme-beste", players=(4, 5), default_players=4)
def play_game(players: int, rng: random.Random) -> GameResult:
    """Deals of the Bête until someone takes what is in the game."""
    net = [0] * players
    pot = 0
    dealer = rng.randrange(players)
    used = {"homme-beste.p1.1", "homme-beste.p1.2", "homme-beste.p2.1", "homme-beste.p3.1"}
    for deals in range(1, MAX_DEALS + 1):
        net[dealer] -= 1  # who deals puts a mark in (homme-beste.p3.1)
        pot += 1
        d, trump = deal(players, rng, dealer)
        order = [(dealer + 1 + i) % players for i in range(players)]
        player = next(
            (
                s
                for s in order
                if sum(c.suit == trump for c in d.hands[s]) >= 2 and rng.random() < 0.5
            ),
            None,
        )
        if player is None:
            dealer, _ = all_pass(dealer, players)
            continue
        rules = rules_for(trump)
        tricks = k.play_tricks(
            d.hands, order[0], rules, lambda s, ok, t: rng.choice(ok), must_trump=True
        )
        out = outcome([t.winner for t in tricks], player, players)
        used.add("homme-beste.p2.2" if out.result in ("gagne", "bete") else "homme-beste.p2.3")
        pay = losses(out.result, pot, 1, players)
        net[player] -= pay["to_pot"] + pay["to_each"] * (players - 1)
        for s in range(players):
            if s != player:
                net[s] += pay["to_each"]
        if out.takes_pot is not None:
            net[out.takes_pot] += pot
            pot = pay["to_pot"]
            return GameResult(out.takes_pot, tuple(net), out.result, deals, frozenset(used))
        pot += pay["to_pot"]
        dealer = (dealer + 1) % players
    return GameResult(None, tuple(net), "unfinished", MAX_DEALS, frozenset(used))
