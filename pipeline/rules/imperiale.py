"""L'Impériale as printed in 1665 (pp. 66–69). Thirty-six cards as at Piquet, twelve each,
the dealer's last card shown for trumps. Honours: the Ace, King, Queen, Jack and six. Each
scores points towards marks of twenty-four (five marks the partie): an *Impériale* (Ace,
King, Queen and Jack of a suit, or the four sixes) is a mark at once; the point (most
cards of a suit), a turned honour, each honour taken in play and the most tricks four
points each. Whoever makes a mark first rubs out the others' points.
"""

from __future__ import annotations

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
    trick_winner,
)
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements, rule_of_play

rule_of_play(
    "scoring",
    "imperiale.a7",
    why="besides what an Impériale is, the honours «valent quatre points chacun pour celui qui les a en main»",
)  # it reads as a definition (verdicts/cards-b-types.tsv)

RANKS = ("6", "7", "8", "9", "10", "V", "D", "R", "A")
ORDER = RankOrder(RANKS)
HONOURS = ("A", "R", "D", "V", "6")
MARK = 24
PARTIE = 5
_PACK = Deck.build("imperiale", RANKS)


@implements(
    "imperiale.a1",
    quote=("trois personnes, en donnant à chacun douze cartes", "montrer la dernière"),
)
def deal_hand(
    rng: random.Random, dealer: int = 0, players: int = 3
) -> tuple[list[list[Card]], Card]:
    """ "L'on y peut jouer que trois personnes, en donnant à chacun douze cartes, et celui qui
    donne est obligé de montrer la dernière …; le jeu étant composé de trente-six cartes,
    comme le Piquet": the hands (the dealer's last) and the card shown, which is his. Three
    players only (the "ne" of "n'y peut jouer que" dropped by the print): any other count is
    refused (CardError), as the thirty-six cards make three hands of twelve exactly."""
    if players != 3:
        raise CardError(f"{players} players: L'on y peut jouer que trois personnes (imperiale.a1)")
    d = deal(
        Deck.build("imperiale", RANKS).shuffled(rng), players, (12,), first=(dealer + 1) % players
    )
    hands = [list(h) for h in d.hands]
    return hands, hands[dealer][-1]


@implements(
    "imperiale.a2",
    "imperiale.a3",
    quote=("celui qui coupe la plus haute fait", "la plus haute fait"),
)
def dealer(cuts: Sequence[Card]) -> int:
    """ "L'on coupe à qui doit faire, celui qui coupe la plus haute fait"."""
    heights = [ORDER.height(c) for c in cuts]
    return heights.index(max(heights))


@implements(
    "imperiale.a2",
    "imperiale.a7",
    "imperiale.a3",
    quote=(
        "ce qui s'appelle honneur c'est l'as, le Roi, la Reine, le Valet, le six",
        "elle lui vaut quatre points",
    ),
)
def turned_honour(turned: Card) -> int:
    """The honours are "l'as, le Roi, la Reine, le Valet, le six"; the dealer who turns one,
    "elle lui vaut quatre points"."""
    return 4 if turned.rank in HONOURS else 0


@implements(
    "imperiale.a7",
    "imperiale.a3",
    quote=("un as, un Roi, une Reine et un Valet, ou bien quatre six", "une ou deux Impériales"),
)
def imperiales(hand: Sequence[Card]) -> int:
    """ "L'Impériale est un as, un Roi, une Reine et un Valet, ou bien quatre six": how many
    the hand holds (Ace, King, Queen and Jack of one suit; the four sixes), "une ou deux
    Impériales, comme il se peut rencontrer"."""
    held = set(hand)
    n = sum(all(Card(r, s) in held for r in ("A", "R", "D", "V")) for s in "CKPT")
    return n + all(Card("6", s) in held for s in "CKPT")


@implements(
    "imperiale.a3",
    "imperiale.p4.1",
    quote=(
        "les Impériales seraient de nulle valeur",
        "chacun ait une Impériale en la main, chacun la compte",
    ),
)
def imperiale_points(hand: Sequence[Card], shown_first: bool = True) -> int:
    """What the hand's Impériales score, a mark of twenty-four each: "il les doit montrer sur
    la table avant que compter combien il y a de cartes de points, car s'il comptait les
    points devant les Impériales, les Impériales seraient de nulle valeur" (``shown_first``
    False: nothing); "s'il arrive que chacun ait une Impériale en la main, chacun la
    compte"."""
    return MARK * imperiales(hand) if shown_first else 0


@implements(
    "imperiale.p4.1",
    "imperiale.a5",
    quote=(
        "par la quantité de cartes que chacun a de chaque forte",
        "l'as vaut onze, le Roi, Reine et Valet, valent dix",
        "celui qui doit jouer le premier gagne de primauté",
        "Qui a plus de cartes d'une même carte, vaut quatre",
    ),
)
def point(hands: Sequence[Sequence[Card]], elder: int) -> tuple[int, int]:
    """Who wins the point, and what it scores: "qui a plus de cartes d'une même carte
    [couleur], vaut quatre"; equal, "combien les cartes … font de points, l'as vaut onze, le
    Roi, Reine et Valet, valent dix"; equal again, "celui qui doit jouer le premier gagne de
    primauté". Returns (seat, four)."""

    def value(c: Card) -> int:
        return 11 if c.rank == "A" else 10 if c.rank in ("R", "D", "V") else int(c.rank)

    def best(hand: Sequence[Card]) -> tuple[int, int]:
        return max(
            (sum(c.suit == s for c in hand), sum(value(c) for c in hand if c.suit == s))
            for s in "CKPT"
        )

    n = len(hands)
    order = [(elder + k) % n for k in range(n)]
    return max(order, key=lambda seat: (best(hands[seat]), -order.index(seat))), 4


@implements(
    "imperiale.a8",
    "imperiale.a13",
    "imperiale.a10",
    "imperiale.p4.1",
    quote=(
        "La couleur de la carte retournée emporte toutes les autres",
        "vous êtes obligé de lever de la couleur de celle qui retourne",
        "L'on est obligé à lever les plus hautes cartes emportées",
        "l'on joue les cartes comme à la triomphe",
    ),
    status="partial",
    missing={
        "imperiale.a10": (
            'The example\'s consequence, "vous ne compterez rien en tout votre jeu" for one '
            "played a Valet without the Dame of its suit, is not applied: read as printed it "
            "takes his whole hand's score from a player for lacking a card, which no other "
            "rule of the game supports, and the text does not say whether it punishes a "
            "player who could take and did not."
        )
    },
)
def legal(hand: Sequence[Card], trick: Sequence[Card], trump: str) -> list[Card]:
    """What may be played: the suit led; void, "vous êtes obligé de lever de la couleur de
    celle qui retourne, afin d'avoir la main" (the turned card's suit "emporte toutes les
    autres"); and "l'on est obligé à lever": of those, a card that takes the trick if there
    is one (the editorial reading of a10's "lever"). Anything else is a *renonce*
    (:func:`renonce`). This is how p4.1's "l'on joue les cartes comme à la triomphe" is
    played, once the Impériales and the point are counted."""
    rules = Trumps(ORDER, suit=trump)
    allowed = legal_plays(hand, trick, rules, must_trump=True)
    if not trick:
        return allowed
    winning = [c for c in allowed if trick_winner([*trick, c], rules) == len(trick)]
    return winning or allowed


@implements(
    "imperiale.a8",
    quote="La couleur de la carte retournée emporte toutes les autres cartes, comme à la triomphe",
)
def takes(trick: Sequence[Card], trump: str) -> int:
    """Who takes a trick (index in play order): "la couleur de la carte retournée emporte
    toutes les autres cartes, comme à la triomphe": the highest card of the turned suit,
    else the highest of the suit led (Ace over King down to the six, :data:`ORDER`); a card
    of another suit takes nothing."""
    return trick_winner(trick, Trumps(ORDER, suit=trump))


@implements("imperiale.a9", quote="Qui renonce perd la partie")
def renonce(hand: Sequence[Card], trick: Sequence[Card], card: Card, trump: str) -> bool:
    """ "Qui renonce perd la partie": ``card`` played from ``hand`` on ``trick`` is a
    *renonce*, which loses the partie, when :func:`legal` does not allow it."""
    if card not in hand:
        raise CardError(f"{card} is not in the hand")
    return card not in legal(hand, trick, trump)


@implements(
    "imperiale.a6",
    "imperiale.a7",
    quote=("Chaque honneur que l'on jette sur le tapis, vaut quatre", "qui sont huit"),
    status="editorial",
)
def honours_taken(trick: Sequence[Card]) -> int:
    """The points a trick's taker scores for its honours: "chaque honneur que l'on jette sur
    le tapis, vaut quatre"; a Queen led and taken by the King, the King's player wins "quatre
    autres pour son Roi, qui sont huit", and the Queen's "perdra quatre poinçts". So four for
    each honour in the trick, to its taker (a7's "pour celui qui les a en main" read as the
    one who takes them)."""
    return 4 * sum(c.rank in HONOURS for c in trick)


@implements(
    "imperiale.a12",
    "imperiale.p4.1",
    quote=(
        "ceux qui en ont le plus marquent quatre points",
        "celui qui a plus de levées gagne les cartes",
    ),
)
def most_tricks(tricks: Sequence[Trick], players: int) -> tuple[int, int] | None:
    """ "L'on regarde ceux qui ont plus de levées …, ceux qui en ont le plus marquent quatre
    points" (p4.1: "celui qui a plus de levées gagne les cartes"): (the seat with most
    tricks, four), ``None`` if two have as many."""
    count = [sum(t.winner == k for t in tricks) for k in range(players)]
    best = max(count)
    return (count.index(best), 4) if count.count(best) == 1 else None


@dataclass(frozen=True)
class Score:
    marks: tuple[int, ...]
    points: tuple[int, ...]


@implements(
    "imperiale.a3",
    "imperiale.a11",
    "imperiale.a4",
    quote=(
        "cinq marques, lesquelles valent vingt quatre points chacune",
        "il effacera les vôtres, quand même vous en auriez vingt",
        "ils seraient effacés par celui qui aurait l'Impériale",
    ),
)
def add(score: Score, seat: int, points: int) -> Score:
    """Score ``points`` for ``seat``: "cinq marques, lesquelles valent vingt-quatre points
    chacune"; who first makes up twenty-four "effacera les vôtres, quand même vous en auriez
    vingt" — so a dealer who marks his turned honour before an Impériale is shown sees it
    "effacés par celui qui aurait l'Impériale"."""
    marks, pts = list(score.marks), list(score.points)
    pts[seat] += points
    if pts[seat] >= MARK:
        marks[seat] += pts[seat] // MARK
        pts = [0] * len(pts)
    return Score(tuple(marks), tuple(pts))


@implements("imperiale.a3", quote="l'ordinaire est en cinq marques")
def partie_winner(score: Score, marks: int = PARTIE) -> int | None:
    """ "Pour marquer son jeu … ce qui est accordé par les joueurs, mais l'ordinaire est en
    cinq marques": the seat that has made ``marks`` marks (five by default, another number
    if the players so agree) wins the partie; of two at once (a hand's last points), the one
    with more marks; ``None`` while nobody has."""
    if marks < 1:
        raise ValueError(f"{marks} marks: a partie is one mark or more")
    won = [k for k, m in enumerate(score.marks) if m >= marks]
    return max(won, key=lambda k: score.marks[k]) if won else None


@dataclass(frozen=True)
class Partie:
    winner: int
    score: Score
    hands: int


def play(rng: random.Random, players: int = 3, max_hands: int = 500) -> Partie:
    """A partie between seeded random legal players: deal, Impériales shown first (a mark
    each), the point, the dealer's turned honour, the hand played (honours taken, most
    tricks); five marks win."""
    score = Score((0,) * players, (0,) * players)
    dealer_seat = 0
    for hand_no in range(1, max_hands + 1):
        hands, turned = deal_hand(rng, dealer_seat, players)
        elder = (dealer_seat + 1) % players
        for k in range(players):  # shown before the point is counted (a3)
            score = add(score, k, imperiale_points(hands[k]))
        score = add(score, *point(hands, elder))
        score = add(score, dealer_seat, turned_honour(turned))
        held = [list(h) for h in hands]
        leader, tricks = elder, []
        while held[leader]:
            trick: list[Card] = []
            seats = [(leader + k) % players for k in range(players)]
            for s in seats:
                card = rng.choice(legal(held[s], trick, turned.suit))
                held[s].remove(card)
                trick.append(card)
            taker = seats[takes(trick, turned.suit)]
            tricks.append(Trick(leader, tuple(trick), taker))
            score = add(score, taker, honours_taken(trick))
            leader = taker
        most = most_tricks(tricks, players)
        if most is not None:
            score = add(score, *most)
        won = partie_winner(score)
        if won is not None:
            return Partie(won, score, hand_no)
        dealer_seat = elder
    raise CardError(f"no partie after {max_hands} hands")


@playable("imperiale", players=(3, 3), default_players=3)
def play_game(players: int, rng: random.Random) -> GameResult:
    """A partie to five marks of twenty-four points."""
    p = play(rng, players)
    pts = tuple(float(m * MARK + q) for m, q in zip(p.score.marks, p.score.points, strict=True))
    rules = frozenset(
        f"imperiale.{r}"
        for r in ("a1", "a2", "a3", "a5", "a6", "a8", "a10", "a11", "a12", "a13", "p4.1")
    )
    return GameResult(p.winner, pts, "five marks", p.hands, rules)
