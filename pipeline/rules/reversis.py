"""Le Reversis as printed in 1665 (pp. 74–78): the whole pack dealt to four or five, each
discarding one; the Jack of hearts is the *Quinola*. The stakes (the *Poule*) go only to the
Quinola played in renounce on a diamond, club or spade lead; who lifts fewest honours is paid
the *Talon* by who lifts most; who takes every trick makes the *Reversis*.

Honours are counted As 5, Roi 4, Dame 3, Valet 2 (reversis.a3). No trumps: the highest card
of the suit led takes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pipeline.rules.kernels import cards as k
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements, not_executable

not_executable("commentary", "reversis.p9.1")  # how to play well; the Talon's worth is a2's

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A")
ORDER = k.RankOrder(RANKS)
RULES = k.Trumps(ORDER)
QUINOLA = k.Card("V", "C")


@implements(
    "reversis.p1.1",
    "reversis.p5.1",
    quote=("il se joue avec toutes les cartes", "l'on a distribué tout le jeu de cartes"),
    status="editorial",
)
def deal(players: int, seed: int | random.Random) -> k.Deal:
    """All fifty-two cards dealt to four or five ("à quatre ou cinq"): thirteen each to four;
    ten each to five, two left under the table (editorial: fifty-two do not go evenly)."""
    if players not in (4, 5):
        raise ValueError(f"four or five players, not {players}")
    deck = k.Deck.build("the whole pack", RANKS)
    return k.seeded_deal(deck, players, (1,) * (52 // players), seed)


@implements("reversis.a3", "reversis.a2", quote=("les as valent cinq", "payer le Talon"))
def honours(cards: list[k.Card]) -> int:
    """Aces five, Kings four, Queens three, Jacks two: only for the Talon."""
    return sum({"A": 5, "R": 4, "D": 3, "V": 2}.get(c.rank, 0) for c in cards)


@implements(
    "reversis.p6.1",
    "reversis.p10.1",
    quote=("Il n'est pas permis d'écarter du cœur", "on ne peut absolument écartier le Quinola"),
)
def may_discard(card: k.Card, hand: list[k.Card]) -> bool:
    """The one card each discards: never the Quinola nor an Ace; no heart, unless it is the
    King or the Queen of hearts held without a lower heart to lead hearts again."""
    if card == QUINOLA or card.rank == "A":
        return False
    if card.suit != "C":
        return True
    if card.rank not in ("R", "D"):
        return False
    return not any(c.suit == "C" and ORDER.higher(card, c) and c != card for c in hand)


@implements(
    "reversis.p5.1",
    "reversis.p6.1",
    "reversis.p10.1",
    quote=("en a seulement écarté une qui demeure sous le tapis", "écarter du cœur"),
)
def discard(hand: list[k.Card], card: k.Card) -> list[k.Card]:
    """Each player discards one card only, which stays under the table ("chacun des joueurs,
    en a seulement écarté une qui demeure sous le tapis"), one that :func:`may_discard`
    allows: the hand without it."""
    if card not in hand:
        raise k.CardError(f"{card} is not in the hand")
    if not may_discard(card, hand):
        raise k.CardError(f"{card} may not be discarded (reversis.p6.1, p10.1)")
    return [c for c in hand if c != card]


@implements("reversis.p5.1", quote="commence à jouer par cœur, s'il en a")
def first_leads(hand: list[k.Card]) -> list[k.Card]:
    """The first in cards leads a heart if he has one."""
    hearts = [c for c in hand if c.suit == "C"]
    return hearts or list(hand)


@implements("reversis.p11.1", quote="pas aussi permis de renoncer")
def legal(hand: list[k.Card], trick: list[k.Card]) -> list[k.Card]:
    """One must follow the suit led (to renounce, found out, pays each player two or three
    marks, as agreed, :func:`renounce_penalty`); void, any card."""
    return k.legal_plays(hand, trick, RULES)


@implements("reversis.p12.1", quote="pas permis aussi de jouer devant son rang")
def in_turn(seat: int, leader: int, played: int, players: int) -> bool:
    """Whether ``seat`` may play now: "il n'est pas permis aussi de jouer devant son rang".
    The trick goes round from its ``leader``, one after the other (seat leader + 1 next);
    ``played``: the cards already on it."""
    if not 0 <= played < players:
        raise ValueError(f"{played} cards played to a trick of {players}")
    return seat == (leader + played) % players


@implements("reversis.p11.1", quote="l'on ferait payer à chacun des joueurs deux ou trois marques")
def renounce_penalty(players: int, agreed: int = 2) -> int:
    """A renounce found out: the offender pays each of the others two or three marks, as
    agreed (``agreed``); returns his total."""
    if agreed not in (2, 3):
        raise ValueError(f"{agreed} marks: two or three, as agreed")
    return agreed * (players - 1)


@dataclass(frozen=True)
class TrickPay:
    pays: dict[tuple[int, int], int]
    """(payer, payee) -> marks."""
    poule_to: int | None


@implements(
    "reversis.a1",
    "reversis.p6.1",
    "reversis.p8.1",
    "reversis.p8.2",
    quote=(
        "que par le Quinola jeté en renonce",
        "de lui payer quatre marques",
        "donne deux marques à celui qui l'a donné",
        "une marque à celui qui les jette pour chacun as",
    ),
)
def trick_payments(
    trick: list[k.Card], seats: list[int], taker: int, one_to_each: bool = False
) -> TrickPay:
    """The marks a trick moves, ``seats`` the players in the order they played: the Quinola
    forced out on a heart led makes its holder pay the leader four, "et quelquefois un à
    chacun des jeteurs, quand il est convenu" (``one_to_each``: one more to every other
    player of the trick, the leader included); the Quinola played in renounce on a diamond,
    club or spade wins its holder the Poule, and the taker of the trick gives him two; each
    Ace played in renounce, one from the taker to its player."""
    led = trick[0].suit
    pays: dict[tuple[int, int], int] = {}
    poule_to = None
    for card, seat in zip(trick[1:], seats[1:], strict=True):
        if card == QUINOLA and led == "C" and seat != seats[0]:
            pays[(seat, seats[0])] = pays.get((seat, seats[0]), 0) + 4
            for other in seats if one_to_each else ():
                if other != seat:
                    pays[(seat, other)] = pays.get((seat, other), 0) + 1
        renounce = card.suit != led
        if renounce and card == QUINOLA:
            poule_to = seat
            if seat != taker:
                pays[(taker, seat)] = pays.get((taker, seat), 0) + 2
        elif renounce and card.rank == "A" and seat != taker:
            pays[(taker, seat)] = pays.get((taker, seat), 0) + 1
    return TrickPay(pays, poule_to)


@implements("reversis.a2", quote=("est payé par celui qui en a le plus levé", "payer le Talon"))
def talon(lifted: dict[int, list[k.Card]], last_in_cards: int) -> tuple[int, int] | None:
    """Who pays the Talon to whom: the one who lifted most honours pays the one who lifted
    fewest; among equals the last in cards, or another who lifted nothing. None if all are
    equal. How much (as much as the Poule) is :func:`settle`'s."""
    points = {s: honours(c) for s, c in lifted.items()}
    low, high = min(points.values()), max(points.values())
    if low == high:
        return None
    payer = max(points, key=lambda s: (points[s], -s))
    least = [s for s, p in points.items() if p == low]
    payee = last_in_cards if last_in_cards in least else least[0]
    return payer, payee


@implements(
    "reversis.p7.1",
    quote=("lever lui seul toutes les cartes du jeu", "chacun des joueurs lui donne deux marques"),
)
def reversis(winners: list[int]) -> int | None:
    """Who took every trick alone makes the Reversis: he wins the Poule (given back to him
    if someone had taken it) and two marks from each. The seat, or None."""
    return winners[0] if winners and all(w == winners[0] for w in winners) else None


@implements(
    "reversis.p7.1",
    "reversis.a1",
    "reversis.a2",
    quote=(
        "mais même on lui rend, si quelqu'un l'avait prise",
        "chacun des joueurs lui donne deux marques",
        "d'autant d'argent qu'il y en avait à la Poule",
    ),
)
def settle(
    winners: list[int],
    poule: int,
    poule_to: int | None,
    lifted: dict[int, list[k.Card]],
    last_in_cards: int,
    marks: int = 2,
) -> dict[int, int]:
    """What the end of a deal moves, seat -> net (the Poule on the table is not a seat):
    who made the Reversis (:func:`reversis`, reversis.p7.1) "gagne non seulement la Poule,
    mais même on lui rend, si quelqu'un l'avait prise" (the Quinola's holder does not keep
    it), "et outre ce, chacun des joueurs lui donne deux marques" (``marks``, "selon qu'il
    est arrêté au commencement du jeu"). Else the Poule goes to who played the Quinola in
    renounce (``poule_to``, reversis.a1, or stays), and the Talon (:func:`talon`) is paid
    "d'autant d'argent qu'il y en avait à la Poule" (reversis.a2)."""
    net = dict.fromkeys(lifted, 0)
    rev = reversis(winners)
    if rev is not None:
        net[rev] += poule
        for s in net:
            if s != rev:
                net[s] -= marks
                net[rev] += marks
        return net
    if poule_to is not None:
        net[poule_to] += poule
    who = talon(lifted, last_in_cards)
    if who is not None:
        net[who[0]] -= poule
        net[who[1]] += poule
    return net


@playable("reversis", players=(4, 5), default_players=4)
def play_game(players: int, rng: random.Random, stake: int = 1) -> GameResult:
    """One deal of the Reversis: the Poule, the discards, the tricks, the Talon."""
    d = deal(players, rng)
    hands = [list(h) for h in d.hands]
    hands = [discard(h, rng.choice([c for c in h if may_discard(c, h)])) for h in hands]
    net = [-stake] * players
    poule = stake * players
    lifted: dict[int, list[k.Card]] = {s: [] for s in range(players)}
    leader, first = 1 % players, True  # the first after the dealer (seat 0)
    winners, poule_to = [], None
    used = {"reversis.p1.1", "reversis.p5.1", "reversis.p6.1", "reversis.p11.1", "reversis.p12.1"}
    while hands[leader]:
        seats = [(leader + i) % players for i in range(players)]
        trick: list[k.Card] = []
        for s in seats:
            if not in_turn(s, leader, len(trick), players):
                raise k.CardError(f"seat {s} would play before his turn (reversis.p12.1)")
            ok = first_leads(hands[s]) if first and not trick else legal(hands[s], trick)
            card = rng.choice(ok)
            hands[s].remove(card)
            trick.append(card)
        first = False
        taker = seats[k.trick_winner(trick, RULES)]
        pay = trick_payments(trick, seats, taker)
        for (a, b), m in pay.pays.items():
            net[a] -= m
            net[b] += m
        if any(c.rank == "A" and c.suit != trick[0].suit for c in trick):
            used.add("reversis.p8.2")
        if pay.poule_to is not None:
            used |= {"reversis.a1", "reversis.p8.1"}
        poule_to = pay.poule_to if pay.poule_to is not None and poule_to is None else poule_to
        lifted[taker] += trick
        winners.append(taker)
        leader = taker
    for s, m in settle(winners, poule, poule_to, lifted, last_in_cards=0).items():
        net[s] += m
    rev = reversis(winners)
    if rev is not None:
        return GameResult(rev, tuple(net), "reversis", 1, frozenset(used | {"reversis.p7.1"}))
    who = talon(lifted, last_in_cards=0)
    if who is not None:
        used |= {"reversis.a2", "reversis.a3"}
    winner = poule_to if poule_to is not None else (who[1] if who else None)
    end = "quinola" if poule_to is not None else "talon"
    return GameResult(winner, tuple(net), end, 1, frozenset(used))
