"""The Triomphe as printed in 1665: ``triomphe`` (Le Jeu de Cartes de la Triomphe,
pp. 43–45), ``triomphe-autre`` (the two-handed game "dix-huit de vingt", p. 46) and
``triomphe-tolose`` (la Triomphe de Tolose, pp. 85–86).

A card is turned for trumps (*la Triomphe*); whoever turns an Ace, or holds the Ace of
trumps, *pille*: takes the turned cards and puts back as many. The Ace takes the King, the
King the Queen, down to the two. Trumps led must be answered with trumps; with none left,
the leader's suit rules the trick. The book names no pack: the predicates use the French
one of fifty-two cards its Tarots chapter describes ("les jeux de Cartes ordinaires …
sont composés de cinquante-deux Cartes").
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from pipeline.rules.kernels.cards import (
    Card,
    CardError,
    Deck,
    RankOrder,
    Trick,
    Trumps,
    deal,
    legal_plays,
    play_tricks,
    random_chooser,
    trick_winner,
)
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements
from pipeline.rules.tarots import most_tricks

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A")
ORDER = RankOrder(RANKS)


@functools.cache
def deck() -> Deck:
    return Deck.build("triomphe", RANKS)


@implements(
    "triomphe.a5",
    "triomphe.a7",
    quote=(
        "L'as emporte le Roi, le Roi la Reine, la Reine le Valet",
        "à moins que d'avoir de la même couleur une carte plus haute",
    ),
)
def takes(trick: Sequence[Card], trump: str | None) -> int:
    """Who takes a trick (index in play order): the highest trump, else the highest card of
    the suit led, by "L'as emporte le Roi, le Roi la Reine, la Reine le Valet, le Valet le
    dix, le dix les autres"; with no trump in it the leader's card counts as trump: "il
    emporte à moins que d'avoir de la même couleur une carte plus haute que la sienne"."""
    return trick_winner(trick, Trumps(ORDER, suit=trump))


@implements("triomphe.a1", quote="celui qui a la carte la plus haute, doit donner")
def dealer(cuts: Sequence[Card]) -> int:
    """ "Vous couperez à qui fera, celui qui a la carte la plus haute, doit donner": the seat
    that cut highest (the first of equals, as cut)."""
    heights = [ORDER.height(c) for c in cuts]
    return heights.index(max(heights))


@implements(
    "triomphe.a1",
    quote=(
        "suivant le nombre qui sera convenu",
        "on y peut jouer tant et si peu de personnes que l'on voudra",
    ),
)
def triomphe_deal(
    players: int, cards_each: int, rng: random.Random, dealer: int = 0
) -> tuple[list[list[Card]], Card, list[Card]]:
    """The dealer gives "aux autres les cartes, suivant le nombre qui sera convenu", and "on
    y peut jouer tant et si peu de personnes que l'on voudra": any number of players and of
    cards each that leave a card to turn for the Triomphe (a2's "retournant"). The elder,
    on the dealer's right, is served first. Returns the hands, the card turned and the rest
    of the stock under it."""
    if players < 2 or cards_each < 1 or players * cards_each >= len(deck()):
        raise CardError(f"{players} players of {cards_each} cards: none left to turn")
    d = deal(deck().shuffled(rng), players, (cards_each,), first=(dealer + 1) % players)
    return [list(h) for h in d.hands], d.stock[0], list(d.stock[1:])


@implements(
    "triomphe.a2",
    "triomphe.a3",
    "triomphe.a10",
    "triomphe-tolose.p1.2",
    quote=(
        "retourne un as, pille",
        "à l'as de la Triomphe, il pille aussi",
        "l'as ne pille point",
        "on ne pille point à ce jeu",
    ),
)
def who_pilles(
    hands: Sequence[Sequence[Card]], turned: Card, dealer: int, ace_pilles: bool = True
) -> int | None:
    """The seat that may *piller* the turned card: the dealer if "il y retourne un as",
    else whoever holds the Ace of the Triomphe ("il pille aussi"); nobody in the other way
    of playing, where "l'as ne pille point", nor at Tolose, "on ne pille point à ce jeu"
    (``ace_pilles=False`` both)."""
    if not ace_pilles:
        return None
    if turned.rank == "A":
        return dealer
    ace = Card("A", turned.suit)
    return next((k for k, h in enumerate(hands) if ace in h), None)


@dataclass(frozen=True)
class Pillage:
    hand: tuple[Card, ...]
    loses: bool
    """Pillaged without putting back as many: "perd la partie"."""


@implements(
    "triomphe.a2",
    "triomphe.a4",
    "triomphe.a3",
    quote=(
        "en la place autant de cartes",
        "Qui pille, et ne rencarte, perd",
        "il pille aussi comme est dit ci-dessus",
    ),
)
def pille(
    hand: Sequence[Card],
    taken: Sequence[Card],
    put_back: Sequence[Card],
    trump: str | None = None,
) -> Pillage:
    """Take the turned card "et s'il y en avait davantage de la même Triomphe, il les peut
    prendre, en remettant en la place autant de cartes qu'il en aura pillées"; "qui pille, et
    ne rencarte, perd la partie" (fewer put back than taken). Only cards of the Triomphe
    (``trump``; by default the suit of the first card taken, the turned one) may be taken:
    any other is refused (CardError). The holder of the Ace of the Triomphe "pille aussi
    comme est dit ci-dessus" (a3): the same taking and putting back (:func:`who_pilles` says
    who)."""
    suit = trump if trump is not None else (taken[0].suit if taken else None)
    for c in taken:
        if c.suit != suit:
            raise CardError(f"cannot pille {c}: not of the Triomphe ({suit})")
    new = list(hand) + list(taken)
    for c in put_back:
        if c not in new:
            raise CardError(f"cannot put back {c}: not in the hand")
        new.remove(c)
    return Pillage(tuple(new), len(put_back) < len(taken))


@implements(
    "triomphe.a6",
    "triomphe.a10",
    "triomphe.a7",
    "triomphe-tolose.p1.2",
    quote=(
        "vous êtes obligé d'en jeter si vous en avez",
        "on ne renonce point à la Triomphe",
        "il faut répondre à ce qu'il vous jette",
        "celui qui renonce perd une partie",
    ),
)
def legal(
    hand: Sequence[Card], trick: Sequence[Card], trump: str, forcee: bool = False
) -> list[Card]:
    """The cards that may be played: the suit led (trumps on trumps: "quand celui qui joue
    jette de la Triomphe, vous êtes obligé d'en jeter si vous en avez"; with no trumps left,
    a7's "il faut répondre à ce qu'il vous jette"), any card if void; ``forcee`` (the
    Triomphe forcée of the Tarots) obliges a void player to trump. A card outside these is a
    *renonce*, at Tolose "celui qui renonce perd une partie" (:func:`tolose_penalty`)."""
    return legal_plays(hand, trick, Trumps(ORDER, suit=trump), must_trump=forcee)


@implements(
    "triomphe.a6",
    "triomphe.a9",
    quote=(
        "qui renonce à Triomphe, et en jette par après, perd la partie",
        "Qui renonce à la partie, la perd",
    ),
)
def renonce_shown(plays: Sequence[tuple[Card, Card]], trump: str, only_trumps: bool = True) -> bool:
    """A player's plays in order, as (card led, card he played): he loses "qui renonce à
    Triomphe, et en jette par après" (did not answer a trump lead, then played a trump: the
    revoke is proved). "Qui renonce à la partie, la perd" (a9, ``only_trumps=False``) says
    it of any revoke: a suit led he did not answer and played later (a7: "il faut répondre à
    ce qu'il vous jette")."""
    revoked: set[str] = set()
    for led, card in plays:
        if card.suit in revoked:
            return True
        if card.suit != led.suit and (led.suit == trump or not only_trumps):
            revoked.add(led.suit)
    return False


@implements("triomphe.a8", quote="Celui qui fait les premières lectures de cartes, gagne")
def winner(tricks: Sequence[Trick], players: int) -> int:
    """ "Celui qui fait les premières levées de cartes [the print: *lectures*], gagne la
    partie": most tricks, and of equals the one who made his first (as the Tarots'
    *primauté*)."""
    return most_tricks(tricks, players)


# Dix-huit de vingt (triomphe-autre) -----------------------------------------------------


@implements(
    "triomphe-autre.p1.1",
    quote=(
        "je vous en donne dix-huit de vingt",
        "me donner à chaque fois la meilleure de vos cartes",
        "je vous donnerai la moindre de mes cinq",
    ),
)
def handicap_exchange(
    favoured: Sequence[Card], giver: Sequence[Card], trump: str
) -> tuple[list[Card], list[Card]]:
    """Two play; the one given eighteen of twenty must hand over "la meilleure de vos cartes,
    soit triomphe, ou la plus haute de vos cinq", and gets "la moindre de mes cinq": each
    hand after the exchange (favoured, giver)."""

    def worth(c: Card) -> tuple[int, int]:
        return (c.suit == trump, ORDER.height(c))

    best, least = max(favoured, key=worth), min(giver, key=worth)
    a, b = list(favoured), list(giver)
    a.remove(best)
    b.remove(least)
    return a + [least], b + [best]


@dataclass(frozen=True)
class Match:
    score: tuple[int, int]
    winner: int
    hands: int


@implements(
    "triomphe-autre.p1.1",
    quote=("donnerons chacun à notre tour chacun cinq cartes, sans piller", "dix-huit de vingt"),
)
def dix_huit_de_vingt(
    seed: int | random.Random, start: tuple[int, int] = (18, 0), target: int = 20
) -> Match:
    """A whole match between seeded random legal players: seat 0 is given eighteen of twenty,
    the deal alternates, five cards each, no pillage; after the exchange each hand is one
    point to its winner (most tricks, the primauté)."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    score = list(start)
    hands = 0
    while max(score) < target:
        first = hands % 2  # "chacun à notre tour": the non-dealer leads
        d = deal(deck().shuffled(rng), 2, (5,), first=first)
        turned = d.stock[0]
        a, b = handicap_exchange(d.hands[0], d.hands[1], turned.suit)
        rules = Trumps(ORDER, suit=turned.suit)
        tricks = play_tricks((a, b), first, rules, random_chooser(rng))
        score[winner(tricks, 2)] += 1
        hands += 1
    return Match((score[0], score[1]), 0 if score[0] >= target else 1, hands)


# La Triomphe de Tolose ----------------------------------------------------------------


@implements(
    "triomphe-tolose.p1.1",
    quote=("deux contre deux, et quelquefois trois contre trois", "retourne la dernière"),
)
def tolose_deal(
    players: int, seed: int | random.Random, by: int | None = None
) -> tuple[tuple[tuple[Card, ...], ...], Card]:
    """ "Deux contre deux, et quelquefois trois contre trois …, celui qui donne … en donne à
    chacun cinq, et retourne la dernière pour marquer la couleur de la Triomphe": the hands
    and the turned card (the dealer's last, which stays his)."""
    if players not in (4, 6):
        raise CardError(f"{players} players: two against two or three against three")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    by = players - 1 if by is None else by  # the dealer: served last, his last card turned
    d = deal(deck().shuffled(rng), players, (5,), first=(by + 1) % players)
    return d.hands, d.hands[by][-1]


TOLOSE_FAULTS = {
    "manque à donner": 1,
    "renonce": 1,
    "volte manquée": 2,
    "mêle les cartes du camarade": "la partie",
    "lève de sa plus haute et fait jouer son compagnon": 1,
}


@implements(
    "triomphe-tolose.p1.2",
    "triomphe-tolose.p2.1",
    quote=(
        "celui qui manquera à donner perd une partie",
        "entreprend la volte et ne la fait, perd deux parties",
        "mais fait jouer son compagnon, perd une partie",
    ),
    status="partial",
    missing={
        "triomphe-tolose.p1.2": (
            "What partners may do with each other's cards is not modelled: that the hands "
            "of one side are 'communes pour les voir seulement', that 'l'on peut faire jouer "
            "son camarade les cartes que l'on veut', and that 'il n'est pas permis de jeter "
            "la carte avant son ordre' (no penalty is given for it); only the faults' prices "
            "are here, and the play's players neither see nor call a partner's cards."
        )
    },
)
def tolose_penalty(fault: str) -> int | str:
    """Parties lost for a fault: misdealing one, revoking one, a volte undertaken and not
    made two, mixing one's cards with one's partner's "l'on perdrait la partie", taking with
    one's highest card and having one's partner lead instead one."""
    if fault not in TOLOSE_FAULTS:
        raise ValueError(f"{fault!r}: the faults are {sorted(TOLOSE_FAULTS)}")
    return TOLOSE_FAULTS[fault]


@implements(
    "triomphe-tolose.p2.1",
    quote=(
        "qu'ils prennent la partie simple",
        "ils perdraient comme dit est deux parties",
        "ou qu'ils quittent une partie",
    ),
    status="editorial",
)
def tolose_settle(tricks: int, volte: bool, conceded: bool = False) -> int:
    """Parties the side that made ``tricks`` of five wins (negative: loses). "Il est permis à
    ceux qui n'ont pas bon jeu de demander aux autres s'ils entreprennent la volte, ou qu'ils
    quittent une partie": ``conceded``, the others let it have one partie, and "ceux qui ont
    les meilleures cartes peuvent dire … qu'ils prennent la partie simple": one, the hand not
    played out (``tricks`` unused). Else the partie simple is won with the most tricks,
    three; a volte undertaken must take all five, and "ne la faisant, ils perdraient …
    deux parties". The text does not say what a volte made wins: the predicate gives two,
    as much as it risks."""
    if not 0 <= tricks <= 5:
        raise ValueError(f"{tricks} tricks of five")
    if conceded and volte:
        raise ValueError("a partie conceded is taken simple, not played for the volte")
    if conceded:
        return 1
    if volte:
        return 2 if tricks == 5 else -2
    return 1 if tricks >= 3 else -1


@implements("triomphe-tolose.p3.1", quote="en six, ou huit parties")
def tolose_over(parties: tuple[int, int], length: int = 6) -> int | None:
    """ "Ce jeu se joue d'ordinaire en six, ou huit parties": the side that has ``length``
    parties wins; ``None`` while neither has."""
    if length not in (6, 8):
        raise ValueError(f"{length}: six or eight parties")
    won = [k for k in (0, 1) if parties[k] >= length]
    return won[0] if won else None


@playable("triomphe-autre", players=(2, 2))
def play_game(players: int, rng: random.Random) -> GameResult:
    """Dix-huit de vingt: seat 0 starts at eighteen, gives his best card and gets the
    other's worst each hand; the first to twenty wins."""
    m = dix_huit_de_vingt(rng)
    pts = (float(m.score[0]), float(m.score[1]))
    return GameResult(m.winner, pts, "20 reached", m.hands, frozenset({"triomphe-autre.p1.1"}))


def _play_out(hands, leader: int, trump: str, rng: random.Random) -> list[Trick]:
    """Play the hands out by :func:`legal` (trumps on trumps, the suit led), random cards."""
    return play_tricks(hands, leader, Trumps(ORDER, suit=trump), random_chooser(rng))


@playable("triomphe", players=(2, 6), default_players=4)
def play_triomphe(players: int, rng: random.Random) -> GameResult:
    """One hand of the Triomphe: the highest cut deals five each, turns the Triomphe; the
    dealer turning an Ace, or the holder of the Ace of trumps, pillages and puts back a
    card; the elder leads; most tricks, then the primauté, wins."""
    cuts = deck().shuffled(rng)[:players]
    dealer_seat = dealer(cuts)
    elder = (dealer_seat + 1) % players
    hands, turned, _ = triomphe_deal(players, 5, rng, dealer_seat)
    rules = {"triomphe.a1", "triomphe.a7", "triomphe.a8"}
    seat = who_pilles(hands, turned, dealer_seat)
    if seat is not None:
        back = rng.choice(hands[seat])
        hands[seat] = list(pille(hands[seat], [turned], [back], trump=turned.suit).hand)
        rules.add("triomphe.a2" if turned.rank == "A" else "triomphe.a3")
    tricks = _play_out(hands, elder, turned.suit, rng)
    count = tuple(float(sum(t.winner == k for t in tricks)) for k in range(players))
    return GameResult(winner(tricks, players), count, "most tricks", 1, frozenset(rules))


@playable("triomphe-tolose", players=(4, 6), default_players=4)
def play_tolose(players: int, rng: random.Random) -> GameResult:
    """The Triomphe de Tolose, two against two (or three against three; seat k plays for
    side k % 2): five each, the dealer's last card turned, no pillage, three tricks of five
    win a partie, six parties the game. The winner is given as its side's first seat (0 or
    1); points are each seat's side's parties."""
    parties = [0, 0]
    hands_played = 0
    dealer_seat = 0
    while tolose_over((parties[0], parties[1])) is None:
        hands, turned = tolose_deal(players, rng, dealer_seat)
        elder = (dealer_seat + 1) % players
        tricks = _play_out(hands, elder, turned.suit, rng)
        side0 = sum(t.winner % 2 == 0 for t in tricks)
        won = tolose_settle(side0, volte=False)
        parties[0 if won > 0 else 1] += abs(won)
        hands_played += 1
        dealer_seat = elder
    side = tolose_over((parties[0], parties[1]))
    pts = tuple(float(parties[k % 2]) for k in range(players))
    rules = frozenset({"triomphe-tolose.p1.1", "triomphe-tolose.p2.1", "triomphe-tolose.p3.1"})
    return GameResult(side, pts, "six parties", hands_played, rules)
