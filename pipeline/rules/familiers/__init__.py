"""Jeux familiers (1665, pp. 78–84), first part: the Culbas and the Ferme. The pots games
(la Belle, le Flux, Trente-et-un; le Gé, le Point, le Flux, la Séquence) are in
:mod:`pipeline.rules.familiers.bourses`.

The book names no pack for them: the French one of fifty-two its Tarots chapter describes
("les jeux de Cartes ordinaires … sont composés de cinquante-deux Cartes"), less what a
game takes out (the Ferme's four eights).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from pipeline.rules.kernels.cards import Card, CardError, Deck, deal
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements, rule_of_play

# Rules of play that open by naming a term (verdicts/cards-b-types.tsv), which the typer types
# definition:
rule_of_play(
    "deal",
    "familiers.p10.1",
    why="«L'on donne à chaque personne trois cartes couvertes», and the pair is the Gé",
)
rule_of_play(
    "scoring",
    "familiers.p13.1",
    why="«la plus haute Séquence emporte la plus faible», and unwon pots double each deal",
)

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R")


@functools.cache
def pack() -> Deck:
    return Deck.build("cartes", RANKS)


# Le Culbas ---------------------------------------------------------------------------


@implements(
    "familiers.p1.1",
    "familiers.p1.2",
    quote=(
        "à cinq ou six personnes plus ou moins",
        "un nombre découvert sur le tapis, qui est au plus huit",
    ),
)
def culbas_deal(
    players: int, rng: random.Random, shown: int = 8
) -> tuple[list[list[Card]], list[Card], list[Card]]:
    """ "Le jeu du Culbas se peut jouer à cinq ou six personnes plus ou moins"; the dealer
    "en donne cinq à chaque personne …, il en met un nombre découvert sur le tapis, qui est au
    plus huit, le surplus ne se voit point". Returns the hands, the cards shown, the rest."""
    if not 2 <= players <= 8 or not 1 <= shown <= 8:
        raise CardError(f"{players} players, {shown} shown: at most eight on the tapis")
    d = deal(pack().shuffled(rng), players, (5,))
    return [list(h) for h in d.hands], list(d.stock[:shown]), list(d.stock[shown:])


@dataclass(frozen=True)
class Take:
    """One lift: the cards of the hand it rids the player of, and the shown ones it takes."""

    hand: tuple[Card, ...]
    table: tuple[Card, ...]


@implements(
    "familiers.p1.2",
    "familiers.p1.3",
    "familiers.p1.4",
    "familiers.p1.5",
    quote=(
        "il le lèvera avec celui qu'on a dans son jeu",
        "lèvera un deux, s'il y en a de découverts",
        "vous pouvez avec vos trois, lever celle retournée",
        "il n'est pas permis de lever deux cartes à la fois",
        "sinon qu'il y en eût trois de retournées, et que vous eussiez la quatrième",
    ),
)
def culbas_takes(hand: Sequence[Card], table: Sequence[Card]) -> list[Take]:
    """What a player may lift on his turn: one card of the tapis "pareille en valeur" to
    one of his, with it ("s'il y a un as découvert, il le lèvera avec celui qu'on a dans son
    jeu"); one at a time, "il n'est pas permis de lever deux cartes à la fois, sinon qu'il y
    en eût trois de retournées, et que vous eussiez la quatrième": then his one card lifts
    the three; and with three alike in hand and the fourth shown, "vous pouvez avec vos
    trois, lever celle retournée"."""
    moves: list[Take] = []
    for rank in sorted({c.rank for c in table} & {c.rank for c in hand}, key=RANKS.index):
        mine = tuple(c for c in hand if c.rank == rank)
        shown = tuple(c for c in table if c.rank == rank)
        moves.extend(Take((c,), (t,)) for c in mine for t in shown)
        if len(mine) == 3:
            moves.append(Take(mine, shown))
        if len(shown) == 3:
            moves.extend(Take((c,), shown) for c in mine)
    return moves


@implements(
    "familiers.p1.5", quote="il vous est permis de les écarter, et l'on vous en donne d'autres"
)
def four_alike(hand: Sequence[Card]) -> bool:
    """ "Si dans les cinq cartes il vous arrivait quatre as, ou quatre autres semblables, il
    vous est permis de les écarter, et l'on vous en donne d'autres"."""
    return 4 in Counter(c.rank for c in hand).values()


@implements("familiers.p1.5", quote="il vous est permis de les écarter")
def change_four(hand: Sequence[Card], rest: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """ "Si dans les cinq cartes il vous arrivait quatre as, ou quatre autres semblables, il
    vous est permis de les écarter, et l'on vous en donne d'autres": the four alike put out
    and four given from the top of the unseen ``rest``, again while the new five hold four
    alike and the rest can give four. Returns the hand and the rest left. A hand without
    four alike is kept as it is (CardError: nothing to put out)."""
    if not four_alike(hand):
        raise CardError(f"{' '.join(map(str, hand))}: no four alike to put out")
    new, left = list(hand), list(rest)
    while four_alike(new) and len(left) >= 4:
        rank = Counter(c.rank for c in new).most_common(1)[0][0]
        new = [c for c in new if c.rank != rank] + left[:4]
        left = left[4:]
    return new, left


@implements(
    "familiers.p1.4",
    quote=(
        "celui qui a plutôt tiré ces cinq cartes différentes, gagne",
        "autant de jetons ou de marques qu'il leur reste de cartes",
        "ne gagnerez rien de l'argent mis au jeu",
    ),
    status="editorial",
)
def culbas_payment(left: Sequence[int], winner: int, stake: int = 0) -> list[int]:
    """What each seat wins or pays: the first rid of his five cards takes "l'argent mis au
    jeu" (``stake`` from every seat; one who put his culbas "ne gagnerez rien de l'argent mis
    au jeu", his stake is lost), and the others give him "autant de jettons ou de marques
    qu'il leur reste de cartes entre les mains" (``left``: each seat's cards left; one who
    put down his culbas counts the cards he spread, his own: the editorial reading)."""
    out = [-n - stake for n in left]
    out[winner] = sum(left) - left[winner] + stake * (len(left) - 1)
    return out


@dataclass(frozen=True)
class Culbas:
    winner: int | None
    left: tuple[int, ...]
    turns: int


@implements(
    "familiers.p1.2",
    "familiers.p1.4",
    quote=("on met son culbas", "servent aux autres à les lever jusqu'à la fin"),
)
def culbas_play(players: int, rng: random.Random) -> Culbas:
    """A game between seeded random players: each in turn takes one of the moves
    :func:`culbas_takes` allows, or, having none, "met son culbas" (spreads his cards on the
    tapis, wins nothing, and those cards "servent aux autres à les lever"); the first with
    no card left wins. Four alike in a hand are changed before play."""
    hands, table, rest = culbas_deal(players, rng)
    for k in range(players):
        if four_alike(hands[k]):
            hands[k], rest = change_four(hands[k], rest)
    out = [False] * players
    spread = [0] * players
    turns = 0
    while not all(out):
        for k in range(players):
            if out[k]:
                continue
            turns += 1
            moves = culbas_takes(hands[k], table)
            if not moves:
                table.extend(hands[k])
                spread[k], hands[k], out[k] = len(hands[k]), [], True
                continue
            move = rng.choice(moves)
            for c in move.table:
                table.remove(c)
            for c in move.hand:
                hands[k].remove(c)
            if not hands[k]:
                left = tuple(len(h) + s for h, s in zip(hands, spread, strict=True))
                return Culbas(k, left, turns)
    return Culbas(None, tuple(spread), turns)


CULBAS_RULES = frozenset(f"familiers.p1.{n}" for n in range(1, 6))


@playable("familiers", players=(2, 8), default_players=5)
def play_culbas(players: int, rng: random.Random) -> GameResult:
    """The Culbas: a jeton each in the game, five cards each, up to eight shown, pair off
    with the tapis; the first rid of his cards takes the jetons put in and is paid a jeton
    for each card the others hold."""
    g = culbas_play(players, rng)
    if g.winner is None:
        return GameResult(None, (0.0,) * players, "all culbas", g.turns, CULBAS_RULES)
    pay = culbas_payment(g.left, g.winner, stake=1)
    return GameResult(
        g.winner,
        tuple(float(p) for p in pay),
        "rid of five cards",
        g.turns,
        CULBAS_RULES,
    )


# La Ferme -----------------------------------------------------------------------------


@implements(
    "familiers.p2.1", quote="en ôte les quatre huit, parce que le prix de la ferme est seize"
)
def ferme_pack() -> list[Card]:
    """The Fermier "en ôte les quatre huit, parce que le prix de la ferme est seize, et que
    ce nombre arriverait trop souvent": forty-eight cards."""
    return [c for c in pack() if c.rank != "8"]


@implements("familiers.p3.1", quote="L'as de ce jeu ne vaut qu'un")
def ferme_value(card: Card) -> int:
    """ "L'as de ce jeu ne vaut qu'un, mais toutes les autres têtes, comme Rois, Reine et
    Valet, valent dix"."""
    return 1 if card.rank == "A" else 10 if card.rank in ("V", "D", "R") else int(card.rank)


@implements(
    "familiers.p2.1", quote="le Fermier donne aux joueurs chacun une carte du dessus du jeu"
)
def ferme_deal(cards: Sequence[Card], players: int) -> tuple[list[list[Card]], list[Card]]:
    """ "Le Fermier donne aux joueurs chacun une carte du dessus du jeu": one card each from
    the top of ``cards`` (top first); returns the hands and the rest of the pack."""
    if not 1 <= players <= len(cards):
        raise CardError(f"{players} players, {len(cards)} cards")
    return [[c] for c in cards[:players]], list(cards[players:])


@implements("familiers.p2.1", quote="et vous en donne une après du dessous")
def ferme_draw(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """ "Et vous en donne une après du dessous pour fournir jusqu'au nombre de seize
    points": the cards after the first come from the bottom of the pack. Returns the hand
    with it and the pack left."""
    if not cards:
        raise CardError("no card left to give")
    return [*hand, cards[-1]], list(cards[:-1])


@implements(
    "familiers.p2.1",
    quote=(
        "celui qui la met le plus haut demeure le fermier",
        "quel prix il veut prendre la ferme",
    ),
)
def fermier(bids: Sequence[int]) -> int:
    """The farm goes to the highest bid ("celui qui la met le plus haut demeure le
    fermier"); equal bids, the first made."""
    return bids.index(max(bids))


@implements(
    "familiers.p2.1",
    quote=(
        "autant de marques ou jetons que l'on passe ledit nombre de seize",
        "vous lui paierez quatre jetons",
    ),
)
def over_sixteen(cards: Sequence[Card]) -> int:
    """What a player pays the Fermier: "autant de marques ou jettons que l'on passe ledit
    nombre de seize" ("si vous aviez un dix, et il vous en donne une autre, vous lui paierez
    quatre jettons")."""
    return max(0, sum(ferme_value(c) for c in cards) - 16)


@implements(
    "familiers.p4.1",
    quote=(
        "on s'y peut tenir pour éviter de passer",
        "vous gagnez la ferme et dépossédez le Fermier",
    ),
)
def ferme_outcome(cards: Sequence[Card]) -> str:
    """A player's cards against sixteen: "seize", he wins the stakes and the farm ("vous
    gagnez la ferme et dépossédez le Fermier pour vous mettre en sa place"); twelve to
    fifteen, "on s'y peut tenir pour éviter de passer" ("peut tenir"); below twelve he draws
    on ("tire"); above sixteen he pays (:func:`over_sixteen`, "passe")."""
    total = sum(ferme_value(c) for c in cards)
    if total == 16:
        return "seize"
    if total > 16:
        return "passe"
    return "peut tenir" if total >= 12 else "tire"


@implements(
    "familiers.p4.1",
    quote=(
        "l'on gagne les jetons que l'on met au jeu à chaque fois que l'on bat les cartes",
        "dépossédez le Fermier pour vous mettre en sa place",
    ),
)
def sixteen_wins(
    purse: Sequence[int], seat: int, pot: int, price: int, fermier_seat: int = 0
) -> tuple[list[int], int]:
    """What a sixteen (:func:`ferme_outcome` "seize") brings: "l'on gagne les jetons que l'on
    met au jeu à chaque fois que l'on bat les cartes" (``pot``, all the shuffles' jetons not
    yet won), and "vous gagnez la ferme et dépossédez le Fermier pour vous mettre en sa
    place": the farm's price, which "demeure" under the candlestick until then, and the
    Fermier's seat. Returns each seat's purse after it and the new Fermier. The Fermier deals
    and does not draw for sixteen himself (ValueError)."""
    if seat == fermier_seat:
        raise ValueError("the Fermier serves the cards: he does not make sixteen against himself")
    if pot < 0 or price < 0:
        raise ValueError(f"pot {pot}, price {price}: jetons put in are not negative")
    out = list(purse)
    out[seat] += pot + price
    return out, seat
