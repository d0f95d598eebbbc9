"""Le Jeu Royal de la Guerre (cards) as printed in 1665 (pp. 29–31): forty cards, the
thirty-six of Piquet's pack (canonniers, épées, piquiers, escadrons for pique, trèfle,
carreau, cœur) and four figures of their own: la Force, la Mort, le Général d'armée, le
Prisonnier de guerre. Two to twelve play, as many cards each as agreed, each putting in the
agreed stake; the highest card takes, the first played taking among equals, and who has
taken most tricks has what is left of the stakes.

The four figures are written ``FOX`` (Force), ``MOX`` (Mort), ``GEX`` (Général) and ``PRX``
(Prisonnier): rank + the suit letter ``X``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pipeline.rules.kernels import cards as k
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements, not_executable

not_executable("commentary", "guerre-cartes.a8")  # the 36 left serve for other games

FORCE, MORT, GENERAL, PRISONER = (k.Card(r, "X") for r in ("FO", "MO", "GE", "PR"))
RANKS = ("6", "7", "8", "9", "10", "A", "V", "PR", "GE", "D", "R")
"""Low to high, as guerre-cartes.a2 gives them from the top: Kings, Queens, the General, the
Prisoner, the Jacks, the "Ars", tens … sixes. The Force and the Mort are never played."""
ORDER = k.RankOrder(("MO", "FO", *RANKS))
ORDINARY = ("6", "7", "8", "9", "10", "A", "V", "D", "R")


@implements("guerre-cartes.p1.1", quote=("composé de quarante Cartes", "le Prisonnier de guerre"))
def deck() -> k.Deck:
    """Nine of each of the four suits and the four figures: forty."""
    return k.Deck.build("the pack of the Guerre", ORDINARY, extra=(FORCE, MORT, GENERAL, PRISONER))


DECK = deck()


@implements("guerre-cartes.a1", quote=("depuis deux personnes jusqu'à douze", "qu'il sera accordé"))
def valid_table(players: int, cards_each: int) -> bool:
    """Two to twelve players, as many cards each as the company agrees (the pack must hold
    them, and one more for a Force to be replaced)."""
    return 2 <= players <= 12 and cards_each >= 1 and players * cards_each < len(DECK)


@implements(
    "guerre-cartes.a2",
    "guerre-cartes.a7",
    quote=(
        "Les Rois ne sont pas plus les uns que les autres",
        "l'on ne retournera point la Carte qui suivra",
        "la primauté l'emporte",
    ),
)
def trick_taker(trick: list[k.Card]) -> int:
    """Index (in play order) of the card that takes: the highest in the order of a2, whatever
    its suit (after the deal "l'on ne retournera point la Carte qui suivra": no trump, no
    suit to follow); among equals (the Kings are all alike) the first played ("la
    primauté", a7)."""
    if not trick:
        raise k.CardError("an empty trick")
    best = max(ORDER.height(c) for c in trick)
    return next(i for i, c in enumerate(trick) if ORDER.height(c) == best)


@dataclass(frozen=True)
class Dealt:
    out: bool
    """The hand takes no part in the play (Mort; the Prisoner's choice not to double)."""
    marks: int
    """Marks drawn from the stakes at once (the Force's two)."""
    extra_stake: int
    """What the Prisoner's holder puts in to double his stake."""
    replace: bool
    """The Force goes under the pack and the dealer gives the top card in its place."""


@implements(
    "guerre-cartes.a3",
    "guerre-cartes.a4",
    "guerre-cartes.a6",
    quote=(
        "votre coup est perdu",
        "vous tirerez deux marques",
        "vous doublerez votre jeu",
    ),
)
def on_the_deal(hand: list[k.Card], stake: int, double_prisoner: bool) -> Dealt:
    """What the four figures do when dealt: the Mort loses the hand, its cards go under the
    pack; the Force draws two marks, goes under, and is replaced by the top card (with the
    Mort it goes under too, and still draws its two marks); the Prisoner doubles its holder's
    stake, or he puts his cards under and claims nothing."""
    marks = 2 if FORCE in hand else 0
    if MORT in hand:
        return Dealt(True, marks, 0, False)
    if PRISONER in hand and not double_prisoner:
        return Dealt(True, marks, 0, FORCE in hand)
    extra = stake if PRISONER in hand else 0
    return Dealt(False, marks, extra, FORCE in hand)


@implements(
    "guerre-cartes.a5",
    quote=("vous paierez votre rançon à celui qui vous prendra", "tout ce qui sera au jeu"),
)
def general(taken_by: int | None, holder: int, stake: int, pot: int) -> dict[int, int]:
    """The General played: taken by another, his holder pays that one his ransom, the stake
    ("qui est le jeu"); taking the trick with it, the holder wins all that is left in the
    stakes. Net change per seat (the pot as seat -1)."""
    if taken_by is None or taken_by == holder:
        return {holder: pot, -1: -pot}
    return {holder: -stake, taken_by: stake}


@implements(
    "guerre-cartes.a7",
    quote=("Ce jeu se joue toujours", "le premier en carte joue, et le second après"),
)
def order_of_play(playing: list[int], first: int) -> list[int]:
    """Who plays to a trick, in order: "Ce jeu se joue toujours, il n'y a pas de passe, le
    premier en carte joue, et le second après, le troisième ensuite, et ainsi du reste tous
    les uns après les autres": every seat still in the coup (``playing``, in their order at
    the table), none passing, from the first in cards round."""
    if first not in playing:
        raise ValueError(f"seat {first} is not in the coup {playing}")
    i = playing.index(first)
    return playing[i:] + playing[:i]


@implements("guerre-cartes.a7", quote=("il n'y a pas de passe", "plus de levée prise"))
def rest_to(tricks: dict[int, int], order: list[int]) -> int | None:
    """Nobody passes; who has taken most tricks has what is left; equal numbers go to the
    first in the order of play (primauté). None if nobody took any."""
    if not tricks or max(tricks.values()) == 0:
        return None
    best = max(tricks.values())
    return next(s for s in order if tricks.get(s, 0) == best)


FIGURE_RULES = {MORT: "guerre-cartes.a3", FORCE: "guerre-cartes.a4", PRISONER: "guerre-cartes.a6"}
"""The rule each figure brings into play when it is dealt."""


@playable("guerre-cartes", players=(2, 12), default_players=4)
def play_game(players: int, rng: random.Random, stake: int = 1) -> GameResult:
    """One coup of the Guerre: stakes, the figures' effects, the tricks, the rest."""
    each = min(5, (len(DECK) - 1) // players)
    cards = DECK.shuffled(rng)
    d = k.deal(cards, players, (1,) * each)
    stock = list(d.stock)
    hands = [list(h) for h in d.hands]
    net = [-stake] * players
    pot = stake * players
    order = list(range(players))
    playing = []
    used = {"guerre-cartes.p1.1", "guerre-cartes.a1", "guerre-cartes.a2", "guerre-cartes.a7"}
    for s in order:
        effect = on_the_deal(hands[s], stake, double_prisoner=rng.random() < 0.5)
        drawn = min(effect.marks, pot)
        net[s] += drawn
        pot -= drawn
        net[s] -= effect.extra_stake
        pot += effect.extra_stake
        used |= {r for card, r in FIGURE_RULES.items() if card in hands[s]}
        if effect.replace:
            hands[s].remove(FORCE)
            if not effect.out:
                hands[s].append(stock.pop(0))
        if not effect.out:
            hands[s] = [c for c in hands[s] if c not in (FORCE, MORT)]
            playing.append(s)
    tricks = dict.fromkeys(playing, 0)
    end = "most tricks"
    while playing and all(hands[s] for s in playing):
        seats = order_of_play(playing, playing[0])
        trick = [hands[s].pop(rng.randrange(len(hands[s]))) for s in seats]
        taker = seats[trick_taker(trick)]
        tricks[taker] += 1
        if GENERAL in trick:
            used.add("guerre-cartes.a5")
            holder = seats[trick.index(GENERAL)]
            for seat, change in general(taker, holder, stake, pot).items():
                if seat == -1:
                    pot += change
                else:
                    net[seat] += change
            if taker == holder:
                end = "the General took the stakes"
    winner = rest_to(tricks, playing)
    if winner is not None:
        net[winner] += pot
        pot = 0
    elif not playing:
        end = "nobody played"
    return GameResult(winner, tuple(net), end, 1, frozenset(used))
