"""Jeux familiers (1665, pp. 82–84), second part: the pots games. Each player puts a jeton
in each pot (*écuelle*, *bourse*); each pot goes to the best of one kind of hand.

- La Belle, le Flux, Trente-et-un (p5.1–p8.1): three cards, two down and one up; the
  highest card up takes the Belle, the best three of a suit the Flux; then cards are drawn
  towards thirty-one.
- Le Gé, le Point, le Flux, la Séquence (p9.1–p13.1): three cards down; a pair, two of a
  suit, three of a suit, three that follow. A pot nobody wins stays and is fed again.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pipeline.rules.familiers import RANKS, pack
from pipeline.rules.kernels.cards import Card, CardError, deal
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements

BELLE_ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "A", "V", "D", "R")
"""For the Belle: "l'as … va après les dix, mais le Valet ne laisse d'aller au dessus"."""


def _best(scores: Sequence[float | None]) -> int | None:
    """The seat with the strictly highest score (``None`` where none, or two equal)."""
    live = [s for s in scores if s is not None]
    if not live:
        return None
    top = max(live)
    return scores.index(top) if live.count(top) == 1 else None


@implements(
    "familiers.p5.1",
    "familiers.p5.2",
    "familiers.p6.1",
    quote=(
        "deux couvertes et une retournée qu'on appelle la Belle",
        "la plus haute carte retournée gagne",
        "va après les dix, mais le Valet ne laisse d'aller au-dessus pour la Belle",
    ),
)
def belle(up: Sequence[Card]) -> int | None:
    """Three cards each, "deux couvertes et une retournée qu'on appelle la Belle, et celui
    des joueurs qui a la plus haute carte retournée gagne ce qui est mis en l'écuelle de la
    Belle", by the order of p6.1 (the Ace after the ten, the Valet above it). Equal
    heights: nobody (the text does not say)."""
    return _best([BELLE_ORDER.index(c.rank) for c in up])


@implements(
    "familiers.p6.1",
    quote=("L'as à ce jeu vaut onze", "le Valet, la Dame, et le Roi ne valent que dix"),
)
def value31(card: Card) -> int:
    """ "L'as à ce jeu vaut onze …, et dans le point le Valet, la Dame, et le Roi ne valent
    que dix chacun"."""
    return 11 if card.rank == "A" else 10 if card.rank in ("V", "D", "R") else int(card.rank)


@implements(
    "familiers.p6.1",
    quote=("ceux qui ont trois cartes d'une même couleur", "le plus de point l'emporte"),
)
def flux(hands: Sequence[Sequence[Card]]) -> int | None:
    """ "Ceux qui ont trois cartes d'une même couleur … gagnent le flux, et le plus de point
    l'emporte"."""
    return _best([sum(map(value31, h)) if len({c.suit for c in h}) == 1 else None for h in hands])


@implements(
    "familiers.p7.1",
    "familiers.p8.1",
    quote=(
        "s'ils le passent, ils ne gagnent rien",
        "s'il leur arrive trente-vn au juste",
        "se tenir à un nombre au dessous de trente-vn",
    ),
)
def trente_et_un(hands: Sequence[Sequence[Card]]) -> int | None:
    """The third pot: over thirty-one "ils ne gagnent rien"; "trente-et-un au juste" takes
    it; one may "se tenir à un nombre au dessous de trente-et-un …, et celui qui a le plus
    haut point, gagne comme s'il avait ce véritable nombre". An empty hand is one that
    passed (:func:`draw_31`)."""
    return _best([t if h and (t := sum(map(value31, h))) <= 31 else None for h in hands])


@implements(
    "familiers.p7.1",
    quote=("l'on donne des cartes du dessus aux joueurs", "l'on met leurs cartes dessous"),
)
def draw_31(hand: Sequence[Card], stock: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """One card asked for: "l'on donne des cartes du dessus aux joueurs, s'ils en veulent
    pour aller jusqu'au nombre de trente-un, et s'ils le passent, ils ne gagnent rien, et
    l'on met leurs cartes dessous": the top card of ``stock`` (top first); past thirty-one
    the hand goes under the stock and the player is left with nothing. Returns the hand and
    the stock."""
    if not stock:
        raise CardError("no card left to give")
    new = [*hand, stock[0]]
    rest = list(stock[1:])
    if sum(map(value31, new)) > 31:
        return [], rest + new
    return new, rest


@dataclass(frozen=True)
class Three:
    net: tuple[int, ...]
    pots_won: tuple[int | None, int | None, int | None]


def play_three(players: int, rng: random.Random) -> Three:
    """One round of the three pots between seeded random players: a jeton in each
    (:func:`feed`), three cards (the third turned), the Belle and the Flux paid, then each in
    turn draws from the top or stands (a random choice, drawing always below twelve; past
    thirty-one his cards go under, :func:`draw_31`)."""
    if players * 3 > 52:
        raise CardError(f"{players} players: three cards each")
    d = deal(pack().shuffled(rng), players, (3,))
    hands = [list(h) for h in d.hands]
    stock = list(d.stock)
    won = [belle([h[2] for h in hands]), flux(hands)]
    for k in range(players):
        while (
            stock
            and hands[k]
            and sum(map(value31, hands[k])) < 31
            and (sum(map(value31, hands[k])) < 12 or rng.random() < 0.5)
        ):
            hands[k], stock = draw_31(hands[k], stock)
    won.append(trente_et_un(hands))
    gains, _ = feed([0, 0, 0], won, players)
    net = [g - 3 for g in gains]
    return Three(tuple(net), (won[0], won[1], won[2]))


@playable("familiers-trois", players=(2, 8), default_players=4)
def play_game_three(players: int, rng: random.Random) -> GameResult:
    """La Belle, le Flux et Trente-et-un: one round of the three pots (a pot nobody wins
    stays on the table)."""
    r = play_three(players, rng)
    winner = _best(list(r.net))
    rules = frozenset(
        {"familiers.p5.1", "familiers.p5.2", "familiers.p6.1", "familiers.p7.1", "familiers.p8.1"}
    )
    return GameResult(winner, tuple(float(n) for n in r.net), "three pots", 1, rules)


# Le Gé, le Point, le Flux, la Séquence ------------------------------------------------

SEQ_ORDER = RANKS
"""Ace low: "comme un deux et trois, Valet, Reine et Roi"."""
GE_ORDER = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A")


@implements(
    "familiers.p10.2",
    quote=("les deux as emportent les dix et valent vingt et demi pour le point",),
    status="editorial",
)
def value_ge(card: Card) -> float:
    """A card in the Gé's point: its pips, the figures ten, the Ace a quarter over ten, as
    "les deux as … valent vingt et demi pour le point" (two make twenty and a half)."""
    return 10.25 if card.rank == "A" else 10 if card.rank in ("V", "D", "R") else int(card.rank)


@implements(
    "familiers.p10.1",
    "familiers.p10.2",
    quote=("ces deux semblables s'appellent le Gè", "le plus haut l'emporte"),
)
def ge(hands: Sequence[Sequence[Card]]) -> int | None:
    """ "Deux Rois, deux as, ou deux dix, ou d'autres, ces deux semblables s'appellent le
    Gé …, et le plus haut l'emporte, les deux as emportent les dix": the highest pair, the
    Aces above all."""

    def pair(h: Sequence[Card]) -> int | None:
        ranks = [c.rank for c in h]
        twos = [r for r in set(ranks) if ranks.count(r) >= 2]
        return max((GE_ORDER.index(r) for r in twos), default=None)

    return _best([pair(h) for h in hands])


@implements(
    "familiers.p11.1",
    quote=("deux cartes d'une même couleur", "le plus haut l'emporte"),
)
def point_ge(hands: Sequence[Sequence[Card]]) -> int | None:
    """ "Le Point qui est à dire deux cartes d'une même couleur …, et le plus haut l'emporte":
    the best two cards of one suit, by :func:`value_ge`."""

    def best(h: Sequence[Card]) -> float | None:
        out = None
        for s in {c.suit for c in h}:
            vals = sorted((value_ge(c) for c in h if c.suit == s), reverse=True)
            if len(vals) >= 2:
                out = max(out or 0, vals[0] + vals[1])
        return out

    return _best([best(h) for h in hands])


@implements(
    "familiers.p12.1",
    quote=(
        "quand les trois cartes sont de trèfle, pique, carreau, ou cœur",
        "le plus haut le gagne",
    ),
)
def flux_ge(hands: Sequence[Sequence[Card]]) -> int | None:
    """ "Le Flux, qui est quand les trois cartes sont de trèfle, pique, carreau, ou cœur, …
    le plus haut le gagne"."""
    return _best([sum(map(value_ge, h)) if len({c.suit for c in h}) == 1 else None for h in hands])


@implements(
    "familiers.p13.1",
    quote=(
        "lorsque les trois cartes se suivent",
        "la Séquence flutée qui est celle de trois cartes d'une même couleur",
    ),
)
def sequence(hands: Sequence[Sequence[Card]]) -> int | None:
    """ "La Séquence, c'est lors que les trois cartes se suivent, comme un deux et trois,
    Valet, Reine et Roi …, la plus haute Séquence emporte la plus faible"; "la Séquence
    flutée qui est celle de trois cartes d'une même couleur emporte toutes les autres"."""

    def seq(h: Sequence[Card]) -> tuple[int, int] | None:
        idx = sorted(SEQ_ORDER.index(c.rank) for c in h)
        if idx[1] != idx[0] + 1 or idx[2] != idx[1] + 1:
            return None
        return (len({c.suit for c in h}) == 1, idx[2])

    return _best([seq(h) for h in hands])


@implements(
    "familiers.p10.2",
    "familiers.p11.1",
    "familiers.p12.1",
    "familiers.p13.1",
    quote=(
        "ils peuvent envier l'un sur l'autre, la somme qui est dans la première bourse",
        "se peut aussi envier par les joueurs",
        "s'envie l'un sur l'autre",
        "les joueurs peuvent enchérir les uns sur les autres",
    ),
)
def envier(
    pot: int,
    hands: Sequence[Sequence[Card]],
    holders: Sequence[int],
    best: Callable[[Sequence[Sequence[Card]]], int | None],
) -> tuple[int | None, list[int]]:
    """A pot envied: those who hold the envi (``holders``, seats) "peuvent envier l'un sur
    l'autre, la somme qui est dans la première bourse": each puts as much as the pot holds,
    and "le plus haut l'emporte" among them (``best``, the pot's judge: :func:`ge`,
    :func:`point_ge`, :func:`flux_ge` or :func:`sequence`) takes the pot and the envis.
    Returns the winner (``None``: no holder has the best jeu alone, the envis go back and the
    pot stays) and each seat's gain."""
    gains = [0] * len(hands)
    if not holders:
        return None, gains
    pick = best([hands[k] for k in holders])
    if pick is None:
        return None, gains
    winner = holders[pick]
    for k in holders:
        gains[k] -= pot
    gains[winner] += pot * (len(holders) + 1)
    return winner, gains


@implements(
    "familiers.p9.1",
    "familiers.p13.1",
    "familiers.p5.2",
    quote=(
        "chacun met un jeton",
        "l'argent des bourses double autant de fois qu'on bat les cartes",
        "chacun joueur met trois jetons en trois petites écuelles",
        "gagne ce qui est mis en l'écuelle de la Belle",
    ),
)
def feed(
    pots: Sequence[int], winners: Sequence[int | None], players: int
) -> tuple[list[int], list[int]]:
    """Before each deal "chacun met un jeton" in each pot: the four of the Gé, Point, Flux
    and Séquence, or the three écuelles of the Belle, the Flux and Trente-et-un ("chacun
    joueur met trois jetons en trois petites écuelles"); a pot won is paid out to its winner
    (the Belle's "gagne ce qui est mis en l'écuelle de la Belle"); one nobody wins stays, so
    "l'argent des bourses double autant de fois qu'on bat les cartes sans rien gagner".
    Returns each seat's gain from the pots and the pots left for the next deal."""
    gains = [0] * players
    left = []
    for pot, w in zip(pots, winners, strict=True):
        pot += players
        if w is None:
            left.append(pot)
        else:
            gains[w] += pot
            left.append(0)
    return gains, left


@dataclass(frozen=True)
class Round:
    net: tuple[int, ...]
    deals: int


def play_ge(players: int, rng: random.Random, max_deals: int = 200) -> Round:
    """Deals of the four pots until each pot has been won at least once: each deal every
    player feeds each pot, three cards each, each pot to its best hand (what is left in the
    pots at the end stays on the table)."""
    if players * 3 > 52:
        raise CardError(f"{players} players: three cards each")
    pots = [0, 0, 0, 0]
    net = [0] * players
    won = [False] * 4
    for k in range(1, max_deals + 1):
        d = deal(pack().shuffled(rng), players, (3,))
        winners = [f(d.hands) for f in (ge, point_ge, flux_ge, sequence)]
        gains, pots = feed(pots, winners, players)
        net = [n + g - 4 for n, g in zip(net, gains, strict=True)]
        won = [w or v is not None for w, v in zip(won, winners, strict=True)]
        if all(won):
            return Round(tuple(net), k)
    return Round(tuple(net), max_deals)


@playable("familiers-ge", players=(2, 8), default_players=4)
def play_game_ge(players: int, rng: random.Random) -> GameResult:
    """Le Gé, le Point, le Flux et la Séquence: deals until each pot has been won."""
    r = play_ge(players, rng)
    rules = frozenset({"familiers.p9.1", "familiers.p10.1", "familiers.p13.1"})
    return GameResult(
        _best(list(r.net)), tuple(float(n) for n in r.net), "every pot won", r.deals, rules
    )
