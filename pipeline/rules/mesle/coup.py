"""L'Ambigu (1665, pp. 50–59): the coup. Everyone caves the same; two cards each, one at a
time; *passe* and discard, or *battez* (a mark or two to the assiette) for two more cards;
with four, *passe* or *vade*; those who hold the vade discard once more; then the *envi*, the
*renvis*, and the hands shown (:func:`pipeline.rules.mesle.winner`). What a player can lose
is what he has in front of him, but the marks of the winner's jeu are paid whatever.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from pipeline.rules.kernels.cards import Card, CardError, deal
from pipeline.rules.mesle import value, winner
from pipeline.rules.registry import implements, not_executable

not_executable("commentary", "mesle.p31.1")
# "Pour le mieux, il ne faut point faire de crédit à ce jeu": advice on paying cash.


@implements(
    "mesle.p5.1",
    quote="chacun prend des jetons pour cela devant soi autant les uns que les autres",
)
def cave(players: int, jetons: int) -> list[int]:
    """ "Chacun prend des jettons … devant soi autant les uns que les autres"."""
    if jetons < 1:
        raise ValueError("a cave of at least one jeton")
    return [jetons] * players


@implements(
    "mesle.p6.1",
    quote=(
        "On règle aussi le temps que l'on veut jouer",
        "il n'est pas permis de s'en aller à ceux qui gagnent",
    ),
)
def may_leave(stack: int, time_up: bool, all_consent: bool = False) -> bool:
    """Before the agreed time (an hour, a candle burnt to a pin) "il n'est pas permis de s'en
    aller à ceux qui gagnent, que du consentement de tous, mais bien à ceux qui ont perdu ce
    qu'ils ont cavé"."""
    return time_up or all_consent or stack <= 0


@implements("mesle.p7.1", quote="qui aura la plus belle de telle ou de telle couleur")
def dealer(cuts: Sequence[Card], suit: str) -> int | None:
    """Who deals: "qui aura la plus belle de telle ou de telle couleur" (the suit named
    before cutting); ``None`` if nobody cut one of that suit (cut again)."""
    of_suit = [(value(c), k) for k, c in enumerate(cuts) if c.suit == suit]
    return max(of_suit)[1] if of_suit else None


def _shuffle_and_cut(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    """The cards shuffled, then cut: the cut lifts at least one card and leaves at least
    one."""
    out = list(cards)
    rng.shuffle(out)
    if len(out) > 1:
        at = rng.randint(1, len(out) - 1)
        out = out[at:] + out[:at]
    return out


@implements(
    "mesle.p8.1",
    quote=("après avoir battu et fait couper", "une carte à chaque joueur à la ronde"),
)
def serve(cards: Sequence[Card], players: int, each: int = 2, rng: random.Random | None = None):
    """ "Celui qui doit donner après avoir battu et fait couper, donnera une carte à chaque
    joueur à la ronde, et puis encore une autre": with ``rng`` the cards are shuffled and cut
    first (the coup's first deal), then served one at a time from the top; without it they
    are served as they lie (p35.1: "toutes les fois qu'on passe, il faut donner les cartes
    sans battre"; after the batterie, :func:`serve_after_battez`)."""
    if rng is not None:
        cards = _shuffle_and_cut(cards, rng)
    return deal(cards, players, (1,) * each)


@implements(
    "mesle.p11.1",
    quote=("après avoir battu et fait couper ce qu'il a dans la main seulement", "encore deux"),
)
def serve_after_battez(stock: Sequence[Card], players: int, rng: random.Random):
    """After *battez*: "celui qui a les cartes après avoir battu et fait couper ce qu'il a
    dans la main seulement, sans reprendre les escars, en donnera à chaque joueur encore
    deux, l'un après l'autre comme au commencement, pour en avoir chacun quatre". Only the
    ``stock`` (what is left in his hand) is shuffled and cut — the discards are not taken
    up, so a stock too short for two each is a :class:`CardError` (the discards come back
    only as p35.1 says, :func:`restock`) — then two each, one at a time. The cut lifts at
    least one card and leaves at least one. Returns the deal (hands of two, the stock)."""
    if len(stock) < 2 * players:
        raise CardError(f"{2 * players} cards to serve, {len(stock)} in hand: no escars taken up")
    return serve(stock, players, rng=rng)


@implements(
    "mesle.p8.1",
    "mesle.p14.1",
    quote=("une carte, ou toutes deux, tant de fois qu'ils diront passe", "pour la dernière fois"),
)
def discard(
    hand: Sequence[Card], out: Sequence[Card], stock: Sequence[Card]
) -> tuple[list[Card], list[Card]]:
    """Discard ``out`` and take as many from the top "tout à la fois … autant qu'il en aura
    écarté": the new hand and the stock left."""
    for c in out:
        if c not in hand:
            raise CardError(f"{c} is not in the hand")
    if len(out) > len(stock):
        raise CardError(f"{len(out)} to replace, {len(stock)} in the stock")
    kept = [c for c in hand if c not in out]
    return kept + list(stock[: len(out)]), list(stock[len(out) :])


@implements("mesle.p10.1", quote="il mettra une ou deux marques à l'assiette")
def battez(marks: int, agreed: int = 1) -> int:
    """Who says *battez* "mettra une ou deux marques à l'assiette, selon que l'on en sera
    convenu": the marks put in (``agreed``: one or two)."""
    if agreed not in (1, 2) or marks != agreed:
        raise ValueError(f"battez: {agreed} mark(s) as agreed, not {marks}")
    return marks


@dataclass(frozen=True)
class Vade:
    outcome: str
    """"garde": all passed, everyone keeps his hand; "prend": the vade uncontested;
    "tenue": held, the holders discard again."""
    takes: int | None = None
    dealer_pays: int = 0


@implements(
    "mesle.p12.1",
    "mesle.p13.1",
    "mesle.p14.1",
    quote=(
        "le dernier (qui est celui qui a les cartes) mettra deux marques",
        "il dira Vade deux ou trois ou quatre",
        "chacun d'eux écartera ce qu'il voudra de cartes en son rang",
    ),
)
def vade(calls: Sequence[str], dealer: int) -> Vade:
    """With four cards, each speaks in turn, the dealer last: ``calls[k]`` is seat k's
    "passe", "vade" or, after a vade, "quitte" or "tiens". All pass: the dealer "mettra deux
    marques et … oblige tous les autres à garder leur mauvais jeu". A vade no one holds: its
    maker "prendra la batterie, et deux que lui donnera le dernier, si ce n'est lui-même qui
    l'ait faite". Held: "chacun d'eux écartera … pour la dernière fois"."""
    if "vade" not in calls:
        return Vade("garde", None, 2)
    maker = calls.index("vade")
    if "tiens" in calls:
        return Vade("tenue", None, 0)
    return Vade("prend", maker, 0 if maker == dealer else 2)


@dataclass(frozen=True)
class Envi:
    outcome: str
    """"reste": all passed, the stakes stay for the next coup; "prend": the envi uncontested;
    "montre": held, the hands are shown."""
    takes: int | None = None


@implements(
    "mesle.p15.1",
    "mesle.p16.1",
    "mesle.p17.1",
    quote=(
        "tout ce qui était en Vade demeurera pour le coup d'après",
        "s'ils quittent il prendra tout",
        "chacun des tenants montrera son jeu",
    ),
)
def envi(calls: Sequence[str]) -> Envi:
    """After the last discard: all say *passe*, "tout ce qui était en Vade demeurera pour le
    coup d'après"; an envi all quit, "il prendra tout, et se fera payer … ce qu'il avait de
    point, prime, tricon"; held ("tiens", or a "renvi"), "chacun des tenants montrera son
    jeu"."""
    if "envi" not in calls:
        return Envi("reste")
    if "tiens" in calls or "renvi" in calls:
        return Envi("montre")
    return Envi("prend", calls.index("envi"))


@implements(
    "mesle.p28.1",
    quote=(
        "n'est pas reçu à renvier par dessus les autres",
        "auquel reny ledit premier est aussi reçu",
    ),
)
def may_renvi(seat: int, envier: int, renvied: bool) -> bool:
    """ "Celui qui a fait la seconde vade ou envi … n'est pas reçu à renvier par-dessus les
    autres qui l'ont tenu; mais quelqu'un d'eux le peut bien faire …, auquel reny ledit
    premier est aussi reçu": the envier may renvi only once another has."""
    return seat != envier or renvied


@implements("mesle.p29.1", quote="On peut régler lesdits envis de commun accord")
def envi_allowed(amount: int, agreed_limit: int | None = None) -> bool:
    """ "On peut régler lesdits envis de commun accord si l'on veut": an envi or renvi of
    ``amount`` marks is allowed if it stays within the limit the players agreed on
    (``agreed_limit``; ``None``: no limit agreed, any envi goes — what one can lose by it is
    still only one's rest, :func:`settle`)."""
    if amount < 1:
        raise ValueError(f"an envi of {amount}: at least one mark")
    if agreed_limit is not None and agreed_limit < 1:
        raise ValueError(f"a limit of {agreed_limit}: at least one mark")
    return agreed_limit is None or amount <= agreed_limit


@implements(
    "mesle.p30.1",
    "mesle.p34.1",
    "mesle.p17.1",
    "mesle.p16.1",
    quote=(
        "ne peut perdre ni gagner, que ce qui a de reste devant soi",
        "on ne laisse pas de payer le courant du jeu à celui qui le gagne",
        "auquel tous payeront en outre ce qu'il aura de jeu",
        "se fera payer encor à chacun des joueurs ce qu'il avait de point",
    ),
)
def settle(stacks: Sequence[int], bets: Sequence[int], winner: int, marks: int) -> list[int]:
    """The stacks after a shown coup: each loser pays the winner his bet, but "chacun ne peut
    perdre ni gagner, que ce qui a de reste devant soi" (no more than his stack, and the
    winner takes from each no more than he risked himself); then every one pays the marks of
    the winner's jeu even "encore que l'on n'ait point de reste devant soi" (the stack may go
    below nothing: he owes it). Jetons are neither made nor lost. An envi all quit (p16.1,
    :func:`envi` "prend") is settled the same way with no bet held: besides the table, "il
    … se fera payer encor à chacun des joueurs ce qu'il avait de point, prime, tricon"."""
    out = list(stacks)
    for k, bet in enumerate(bets):
        if k == winner:
            continue
        lost = min(bet, stacks[k], stacks[winner])
        out[k] -= lost + marks
        out[winner] += lost + marks
    return out


@implements("mesle.p32.1", quote="jusqu'à ce que l'on ait coupé pour le jeu suivant")
def may_claim(cut_for_next: bool) -> bool:
    """ "On peut demander ce que l'on a gagné jusqu'à ce que l'on ait coupé pour le jeu
    suivant"."""
    return not cut_for_next


@implements("mesle.p33.1", quote="après avoir vu sa troisième carte")
def may_add_money(cards_seen: int) -> bool:
    """ "Il n'est pas permis de tirer de l'argent, ni d'en emprunter après avoir vu sa
    troisième carte"."""
    return cards_seen < 3


@implements(
    "mesle.p35.1",
    quote=("il faut donner les cartes sans battre", "la première et la seconde vade"),
)
def shuffle_before(event: str) -> bool:
    """ "Toutes les fois qu'on passe, il faut donner les cartes sans battre, et l'on ne bat et
    coupe que quand on fait la première et la seconde vade, et quand il n'y a point assez de
    cartes": ``event`` is "passe", "vade" (the first, *battez*, or the second) or
    "court" (too few cards left)."""
    if event not in ("passe", "vade", "court"):
        raise ValueError(f"event {event!r}: passe, vade or court")
    return event != "passe"


@implements(
    "mesle.p35.1",
    "mesle.p36.1",
    quote=("on prend celles qui ont été écartées", "il pourra séparer le sien"),
)
def restock(
    stock: Sequence[Card],
    discards: Sequence[Sequence[Card]],
    keep_apart: Sequence[int],
    rng: random.Random,
) -> list[Card]:
    """Too few cards left: "après qu'on a distribué toutes celles que l'on a, on prend celles
    qui ont été écartées, que l'on bat et coupe"; a player "pourra séparer le sien, et ne le
    mêler point" (``keep_apart``: the seats whose discards stay out)."""
    again = [c for k, d in enumerate(discards) if k not in keep_apart for c in d]
    rng.shuffle(again)
    return list(stock) + again


@implements(
    "mesle.p37.1",
    quote=(
        "il ne perd rien pour cela",
        "les autres ne doivent pas brouiller leurs cartes qu'ils ne l'aient vu",
        "ne laisse pas de gagner en montrant son jeu",
    ),
)
def false_claim(hands: Sequence[Sequence[Card]], claimant: int, mixed: Collection[int]) -> int:
    """Who wins a shown coup when ``claimant`` declared a jeu he has not: "il ne perd rien
    pour cela", his cards count for what they are; "c'est pourquoi les autres ne doivent pas
    brouiller leurs cartes qu'ils ne l'aient vu, et s'ils les avaient icctées [jetées] ou
    mêlées avec les écarts" (``mixed``: those seats), "celui qui aurait accusé faux, ne laisse pas de
    gagner en montrant son jeu": who mixed his cards is out of the coup. Returns the seat
    that wins (``hands`` in speaking order, as :func:`pipeline.rules.mesle.winner`)."""
    live = [k for k in range(len(hands)) if k == claimant or k not in mixed]
    return live[winner([hands[k] for k in live])]


@implements(
    "mesle.p38.1",
    quote=(
        "Quiconques a plus ou moins de cartes qu'il ne faut",
        "perd le coup et l'argent qu'il avait tenu",
        "celui qui donne les cartes n'en porte point la peine",
    ),
)
def miscounted(hands: Sequence[Sequence[Card]], due: int) -> list[int]:
    """The seats that lose the coup and "l'argent qu'il avait tenu" (their bets stay on the
    table for the others): "quiconques a plus ou moins de cartes qu'il ne faut, soit sur les
    premières [``due`` two], soit après l'écart [four]". Each answers for his own hand: "celui
    qui donne les cartes n'en porte point la peine, si ce n'est de celles qu'il se donne à
    lui-même"."""
    if due not in (2, 4):
        raise ValueError(f"{due} cards: two on the first, four after the discard")
    return [k for k, h in enumerate(hands) if len(h) != due]


@implements(
    "mesle.p38.1",
    quote=("perd le coup et l'argent qu'il avait tenu", "n'en porte point la peine"),
)
def contenders(hands: Sequence[Sequence[Card]], due: int, holding: Sequence[int]) -> list[int]:
    """Who may still win the coup, of the seats ``holding`` (those who held, their money put
    on the table), when their hands are seen: "quiconques a plus ou moins de cartes qu'il ne
    faut … perd le coup et l'argent qu'il avait tenu", so a seat :func:`miscounted` finds
    is out of the coup, and the money he held stays on the table for the one who wins it
    (none left: it stays for the next coup, as when all pass). The dealer who served him
    wrong "n'en porte point la peine": only the holder of the wrong hand is out. In the order
    of ``holding`` (speaking order, which :func:`pipeline.rules.mesle.winner` reads)."""
    wrong = set(miscounted(hands, due))
    return [k for k in holding if k not in wrong]


@implements(
    "mesle.p39.1",
    quote=("on la met dessous", "celui à qui elle va la doit prendre"),
)
def serve_turned(stock: Sequence[Card], by_chance: bool) -> tuple[Card, list[Card]]:
    """The card served when the top of ``stock`` shows its face: "s'il s'en trouve quelqu'une
    de tournée en donnant on la met dessous" (found turned in the pack: it goes under, the
    next is served), "mais si elle se tourne par hasard, celui à qui elle va la doit
    prendre" (``by_chance``: it is served all the same). Returns the card and the stock."""
    if len(stock) < 2:
        raise CardError("a turned card needs another to serve in its place")
    if by_chance:
        return stock[0], list(stock[1:])
    return stock[1], [*stock[2:], stock[0]]


@implements(
    "mesle.p40.1",
    quote=(
        "il mettra quatre marques au jeu, et perdra son coup",
        "sans que cela préjudicie aux autres",
    ),
)
def dealer_fault(stacks: Sequence[int], pot: int, dealer: int) -> tuple[list[int], int, list[int]]:
    """A dealer who fails to shuffle, cut and use the discards as p35.1 says: p40.1 "il
    mettra quatre marques au jeu, et perdra son coup, sans que cela préjudicie aux autres,
    qui ne laisseront pas d'achever leurs envis et le coup": four from his stack to the pot
    (his stack may go below nothing: he owes them), and he is out of the coup. Returns the
    stacks, the pot and the seats still in."""
    out = list(stacks)
    out[dealer] -= 4
    return out, pot + 4, [k for k in range(len(stacks)) if k != dealer]
