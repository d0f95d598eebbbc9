"""A whole game of Piquet as the book gives it: the cut for the deal, the deal by packets,
the discard and the taking from the stock, the declarations, the play of the twelve tricks
with its points, and the deals that follow until one side reaches the agreed number
(usually a hundred), counted in the book's order (piquet.p16.1).

``play_game`` draws every choice at random among those the rules allow, for
``maison play piquet``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pipeline.rules import piquet as pq
from pipeline.rules.kernels import cards as k
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements

MAX_DEALS = 500
"""A game no side finishes in this many deals is stopped without a winner (none does: every
deal counts at least the cards or a lead)."""


@implements("piquet.p2.1", quote=("pourvu qu'il y en ait plus d'une", "elle ne se peut couper"))
def valid_cut(lifted: int, pack: int = 36) -> bool:
    """A cut lifts "tant et si peu qu'il lui plaît, pourvu qu'il y en ait plus d'une": one
    card cannot be a cut (it could be known by turning it), nor can the whole pack."""
    return 1 < lifted < pack


@implements(
    "piquet.p2.3",
    quote=("qui tombât sur le tapis, l'on n'y doit avoir égard", "ains à celle qui demeure"),
)
def shown_card(lifted: list[pq.Card], dropped: tuple[pq.Card, ...] = ()) -> pq.Card:
    """The card a cut shows: the bottom one of the packet lifted, turned up. A card that
    slips out and falls on the table in the turning is not regarded, "ains à celle qui
    demeure dans la main avec les autres cartes que l'on a coupé": the bottom one of those
    still in the hand. ``lifted``: the packet, top first; ``dropped``: the cards fallen."""
    if not valid_cut(len(lifted)):
        raise k.CardError(f"a cut of {len(lifted)} cards: more than one, not the whole pack")
    kept = [c for c in lifted if c not in dropped]
    if not kept:
        raise k.CardError("every card of the cut fell: cut again")
    return kept[-1]


@implements("piquet.p2.2", quote="celui qui montre la carte de moindre valeur")
def first_dealer(shown: tuple[pq.Card, pq.Card]) -> int | None:
    """Each cuts and shows a card (:func:`shown_card`): who shows the lower deals (0 or 1);
    equal cards decide nothing (None: cut again)."""
    a, b = (pq.ORDER.height(c) for c in shown)
    if a == b:
        return None
    return 0 if a < b else 1


@implements(
    "piquet.p4.1",
    "piquet.p45.1",
    quote=("continue par le nombre qu'il a commencé", "jamais permis de donner un plus haut"),
    status="editorial",
)
def deal_packets(packet: int, min_packet: int = 2) -> tuple[int, ...]:
    """The packets of one deal: all of the size the dealer began with, until each has twelve.
    piquet.p4.1 allows two to four ("plus haut que quatre, et moins que deux"); piquet.p45.1
    allows "même une à une", never above four. ``min_packet`` is p4.1's two by default; 1
    plays p45.1 (the finding is in card_findings.py). Changing the size from one deal to the
    next is :func:`may_change_packet`."""
    if not min_packet <= packet <= 4:
        raise k.CardError(f"packets of {packet}: from {min_packet} to four")
    return k.packets_for(pq.HAND, packet)


@implements(
    "piquet.p44.1",
    "piquet.p45.1",
    quote=(
        "changer de nombre par lequel on donne les cartes, en le disant auparavant",
        "il est permis de reprendre le même nombre",
    ),
    status="editorial",
)
def may_change_packet(previous: int, new: int, said_before_cut: bool, min_packet: int = 2) -> bool:
    """Whether a dealer may deal by ``new`` cards at a time when he dealt by ``previous``
    last: to change the number ("changer la fortune"), or to take the same one back
    after changing, he must say so before the cut ("en le disant auparavant qu'il coupe");
    never above four, never below ``min_packet`` (:func:`deal_packets`). piquet.p44.1 is
    printed "Il n'est permis de changer … en le disant auparavant", read with p45.1 as the
    permission given on that condition (editorial)."""
    if not min_packet <= new <= 4:
        return False
    return new == previous or said_before_cut


@implements(
    "piquet.p4.4",
    "piquet.p5.1",
    quote=("prendre le reste, ou si peu qu'il voudra", "à tout le moins d'écarter une carte"),
)
def exchange_limits(elder: bool, stock_left: int = pq.STOCK) -> range:
    """How many cards a side may discard and take: the elder one to eight, the younger one to
    what the elder left ("le reste, ou si peu qu'il voudra"); each must discard at least one
    ("toujours contraint à tout le moins d'écarter une carte")."""
    top = min(8, stock_left) if elder else stock_left
    return range(1, top + 1)


@implements(
    "piquet.p4.4",
    "piquet.p4.5",
    quote=("il peut voir le reste des huit", "les pourra voir après que l'autre les a vues"),
)
def may_see_stock(elder: bool, took: int, stock_left: int) -> bool:
    """Whether a side may look at the cards of the stock it left. The elder taking fewer
    than eight "peut voir le reste des huit" (and puts them back in order, p4.4); the
    younger not taking all that is left sees what he leaves first: the elder "les pourra
    voir après que l'autre les a vues" (p4.5, :func:`elder_may_see_rest`). ``took``: the
    cards taken; ``stock_left``: what was there to take (eight for the elder, what he left
    for the younger)."""
    if not 0 <= took <= stock_left:
        raise k.CardError(f"took {took} of {stock_left}")
    return took < (min(8, stock_left) if elder else stock_left)


@implements(
    "piquet.p4.5",
    quote=("les pourra voir après que l'autre les a vues", "de quelle peinture il désire jouer"),
)
def elder_may_see_rest(younger_took: int, stock_left: int, suit_named: bool) -> bool:
    """Whether the elder may look at the cards the younger left in the stock (piquet.p4.5,
    "et s'il ne prend tout le premier, les pourra voir après que l'autre les a vues, disant
    auparavant que les voir, de quelle peinture il désire jouer; ce qui l'oblige", read: if
    he does not take all, *le premier* may see them after the other has): only if the
    younger did not take all, and the elder first named the suit he will lead
    (``suit_named``; holding none of it, he leads what the other names, piquet.p5.1,
    :func:`piquet_faults.suit_to_lead`)."""
    if not 0 <= younger_took <= stock_left:
        raise k.CardError(f"took {younger_took} of {stock_left}")
    return younger_took < stock_left and suit_named


@implements(
    "piquet.p13.1",
    "piquet.p14.1",
    quote=("celui qui lève, ou qui commence à jeter, qui peut compter", "à la dernière"),
    status="editorial",
)
def trick_points(trick: k.Trick, last: bool) -> dict[int, int]:
    """Points of one trick, seat -> points: the leader counts one for a card of ten or more
    led; the other, if he takes it (higher, same suit), one for his card. The one who lifts
    the last trick counts two for it if his card is of ten or more, one if below, instead of
    the one for his card (editorial: the book does not say whether the two include it)."""
    led, reply = trick.cards
    leader, other = trick.leader, 1 - trick.leader
    out = {leader: 0, other: 0}
    taker_card = led if trick.winner == leader else reply
    if not (last and trick.winner == leader):
        out[leader] += pq.lead_point(led)
    if last:
        out[trick.winner] += pq.last_trick(taker_card)
    elif trick.winner == other:
        out[other] += pq.lead_point(reply)
    return out


@dataclass(frozen=True)
class DealScore:
    events: list[tuple[str, str, int]]
    """(side, kind, points) in counting order, pic and repic where they fall."""
    tricks: list[k.Trick]
    discards: tuple[k.Card, ...] = ()
    """What both sides put out in the exchange."""
    stock_left: tuple[k.Card, ...] = ()
    """What the younger left in the stock (seen by nobody)."""
    dealt: tuple[k.Card, ...] = ()
    """The thirty-six as dealt (hands and stock)."""


@implements(
    "piquet.p15.2",
    quote=("celui qui a été le premier, c'est à lui à donner", "jusqu'à ce que l'un des deux"),
)
def next_dealer(dealer: int) -> int:
    """The deals alternate: "celui qui a été le premier, c'est à lui à donner à l'autre"."""
    return 1 - dealer


@implements(
    "piquet.p15.2",
    quote=("l'on coupe, pour savoir qui fera le premier", "continuer alternativement à donner"),
)
def next_game_dealer(last_dealer: int, alternate_agreed: bool) -> int | None:
    """Who deals the first deal of a new game, when the loser wants to play again: they cut
    for it ("l'on coupe, pour savoir qui fera le premier": None, see :func:`first_dealer`),
    unless they agreed at the start "que ce serait comme la main finirait": then the deals
    "continuer alternativement", as if the game had not ended."""
    return next_dealer(last_dealer) if alternate_agreed else None


def play_deal(dealer: int, rng: random.Random, min_packet: int = 2) -> DealScore:
    """One deal, every choice at random among the legal ones; the elder is the dealer's
    opponent. Seats 0/1; events are in counting order with sides named elder/younger."""
    elder_seat = 1 - dealer
    packet = rng.choice([p for p in (1, 2, 3, 4) if p >= min_packet])
    d = k.seeded_deal(pq.DECK, 2, deal_packets(packet, min_packet), rng, first=elder_seat)
    elder, younger = list(d.hands[elder_seat]), list(d.hands[dealer])
    stock = list(d.stock)
    blanches = (bool(pq.blanche(elder)), bool(pq.blanche(younger)))
    discards: list[k.Card] = []
    for hand, is_elder in ((elder, True), (younger, False)):
        n = rng.choice(exchange_limits(is_elder, len(stock)))
        for c in rng.sample(hand, n):
            hand.remove(c)
            discards.append(c)
        hand.extend(stock[:n])
        del stock[:n]
    decl = pq.declare(elder, younger, blanches)
    hands = {elder_seat: elder, dealer: younger}
    tricks = k.play_tricks([hands[0], hands[1]], elder_seat, pq.NO_TRUMPS, k.random_chooser(rng))
    side_of = {elder_seat: "elder", dealer: "younger"}
    events = list(decl["counted"])
    bonus_seen = any(decl[s]["repic"] for s in pq.SIDES)
    for s in pq.SIDES:  # repic where 30 was reached, after the declarations
        if decl[s]["repic"]:
            events.append([s, "repic", decl[s]["repic"]])
    run = {s: sum(p for w, _, p in events if w == s) for s in pq.SIDES}
    led: set[str] = set()  # who has led a card in this deal: the other can no longer pic
    for n, t in enumerate(tricks):
        led.add(side_of[t.leader])
        for seat, pts in sorted(trick_points(t, n == len(tricks) - 1).items()):
            if not pts:
                continue
            who = side_of[seat]
            other = "younger" if who == "elder" else "elder"
            events.append([who, "play", pts])
            run[who] += pts
            if not bonus_seen:
                p = pq.pic(run[who], run[other], decl[other]["blanche"] > 0, other in led)
                if p:
                    events.append([who, "pic", p])
                    run[who] += p
                    bonus_seen = True
    won = [sum(1 for t in tricks if t.winner == s) for s in (elder_seat, dealer)]
    ca, cb = pq.cards_bonus(*won)
    events += [e for e in (["elder", "cards", ca], ["younger", "cards", cb]) if e[2]]
    return DealScore(
        [tuple(e) for e in events], tricks, tuple(discards), tuple(stock), tuple(d.all_cards())
    )


@playable("piquet", players=(2, 2))
def play_game(players: int, rng: random.Random, target: int = 100) -> GameResult:
    """Piquet from the cut to a hundred, at random among the legal moves."""
    dealer = None
    while dealer is None:  # each cuts and shows a card; equal cuts: cut again
        cuts = []
        for _ in range(2):
            pack = pq.DECK.shuffled(rng)
            cuts.append(shown_card(pack[: rng.randrange(2, len(pack))]))
        dealer = first_dealer((cuts[0], cuts[1]))
    scores = [0, 0]
    for deals in range(1, MAX_DEALS + 1):
        elder_seat = 1 - dealer
        seat = {"elder": elder_seat, "younger": dealer}
        score = play_deal(dealer, rng)
        start = {"elder": scores[elder_seat], "younger": scores[dealer]}
        reached = pq.race(score.events, start, target)
        upto = score.events if reached is None else score.events[: reached[1] + 1]
        for who, _, pts in upto:
            scores[seat[who]] += pts
        if reached is not None:
            kind = score.events[reached[1]][1]
            return GameResult(
                seat[reached[0]],
                tuple(scores),
                f"{target} reached: {kind}",
                deals,
                frozenset({"piquet.p1.2", "piquet.p1.3", "piquet.p15.1", "piquet.p16.1"}),
            )
        dealer = next_dealer(dealer)
    return GameResult(None, tuple(scores), "unfinished", MAX_DEALS)
