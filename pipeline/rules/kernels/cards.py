"""The card games' shared kernel: cards, decks, rank orders, seeded deals, tricks and the
combinations several games count (sequences, sets of a rank, the point of a suit).

Nothing here is a rule of the book: each game module says which deck, which order, which
packets and which trumps its chapter gives, and links its own predicates to its rules. The
kernel only does what every such game does the same way, so that a deal, a trick or a
sequence means one thing across Piquet, the Quadrille, the Tarots or the Hoc.

Cards are written rank + suit, as the book names them: ranks ``A R D V 10 9 … 2`` (As, Roi,
Dame, Valet), suits ``C`` cœur, ``K`` carreau, ``P`` pique, ``T`` trèfle; a game with other
cards (the Tarots' trumps and fool, the Guerre's four figures) gives them ranks and suits of
its own (``Deck.build(..., extra=...)``): the suit is always the last character.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

SUITS = ("C", "K", "P", "T")
"""Cœur, carreau, pique, trèfle."""
SUIT_NAMES = {"C": "cœur", "K": "carreau", "P": "pique", "T": "trèfle"}
RED = frozenset({"C", "K"})
FIGURES = ("V", "D", "R")
"""Valet, Dame, Roi: the figures (a hand without them is *blanche*)."""

C = TypeVar("C", bound="Card")


class CardError(ValueError):
    """A card, a hand or a deal that cannot be: its message quotes the input."""


@dataclass(frozen=True, order=True)
class Card:
    """One card: ``rank`` (``A``, ``R``, ``10``, ``6``, a Tarot trump's number …) and
    ``suit`` (one character). Ordered only so that hands sort the same way every time; which
    card beats which is a game's :class:`RankOrder`."""

    rank: str
    suit: str

    def __post_init__(self) -> None:
        if not self.rank or len(self.suit) != 1:
            raise CardError(f"{self.rank!r}{self.suit!r} is not a card (rank + one-letter suit)")

    @classmethod
    def parse(cls: type[C], text: str, deck: Deck | None = None) -> C:
        """``Card.parse("VC")`` is the Valet de cœur; with ``deck``, a card it lacks is an
        error."""
        t = text.strip().upper()
        if len(t) < 2:
            raise CardError(f"{text!r} is not a card (rank + suit, e.g. VC)")
        card = cls(t[:-1], t[-1])
        if deck is not None and card not in deck:
            raise CardError(f"{text!r} is not a card of {deck.name}")
        return card

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"

    @property
    def is_figure(self) -> bool:
        return self.rank in FIGURES


@dataclass(frozen=True)
class Deck:
    """A game's pack: its cards in a fixed order (suit by suit, low to high), so a seed
    always gives the same shuffle."""

    name: str
    cards: tuple[Card, ...]

    @classmethod
    def build(
        cls,
        name: str,
        ranks: Sequence[str],
        suits: Sequence[str] = SUITS,
        extra: Iterable[Card] = (),
        card: type[Card] = Card,
    ) -> Deck:
        """Every rank in every suit, then the ``extra`` cards (trumps, the fool …)."""
        cards = tuple(card(r, s) for s in suits for r in ranks) + tuple(extra)
        dup = [str(c) for c, n in Counter(cards).items() if n > 1]
        if dup:
            raise CardError(f"{name}: the same card twice: {', '.join(dup)}")
        return cls(name, cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self._set

    def __iter__(self):
        return iter(self.cards)

    @property
    def _set(self) -> frozenset[Card]:
        return frozenset(self.cards)

    def shuffled(self, rng: random.Random) -> list[Card]:
        cards = list(self.cards)
        rng.shuffle(cards)
        return cards

    def parse_hand(self, text: str, size: int | None = None) -> list[Card]:
        """Cards written ``AC RC 10P …``; a wrong count, a card not in the deck or the same
        card twice is an error."""
        card_type = type(self.cards[0]) if self.cards else Card
        cards = [card_type.parse(t, self) for t in text.split()]
        if size is not None and len(cards) != size:
            raise CardError(f"{len(cards)} cards, not {size}")
        check_distinct(cards)
        return cards


def check_distinct(cards: Iterable[Card]) -> None:
    """The same card twice is an error (a false pack, or a card dealt twice)."""
    dup = [str(c) for c, n in Counter(cards).items() if n > 1]
    if dup:
        raise CardError(f"the same card twice: {', '.join(dup)}")


@dataclass(frozen=True)
class RankOrder:
    """Which card beats which within a suit: ``ranks`` low to high, optionally another order
    for some suits (``by_suit``; the Hombre's red suits), and cards above every rank of their
    suit whatever it is (``top``, highest last; the Quadrille's spadille and baste)."""

    ranks: tuple[str, ...]
    by_suit: dict[str, tuple[str, ...]] = field(default_factory=dict)
    top: tuple[Card, ...] = ()

    def height(self, card: Card) -> int:
        if self.top and card in self.top:
            return 1000 + self.top.index(card)
        ranks = self.by_suit.get(card.suit, self.ranks) if self.by_suit else self.ranks
        if card.rank not in ranks:
            raise CardError(f"{card} has no place in this order")
        return ranks.index(card.rank)

    def higher(self, a: Card, b: Card) -> bool:
        """``a`` ranks above ``b`` (whatever their suits: the caller checks them)."""
        return self.height(a) > self.height(b)


@dataclass(frozen=True)
class Trumps:
    """How a game's tricks are taken: its :class:`RankOrder`, the trump suit (``None``:
    no trumps, only the suit led takes), cards that are trumps whatever their suit
    (``always``: the Quadrille's spadille), and cards that never take a trick (the Tarots'
    fool, which excuses)."""

    order: RankOrder
    suit: str | None = None
    always: frozenset[Card] = frozenset()
    never_wins: frozenset[Card] = frozenset()

    def is_trump(self, card: Card) -> bool:
        if self.suit is not None and card.suit == self.suit:
            return True
        return bool(self.always) and card in self.always

    def suit_of(self, card: Card) -> str:
        """The suit a card follows: a trump follows trumps."""
        return "trump" if self.is_trump(card) else card.suit


def legal_plays(
    hand: Sequence[C],
    trick: Sequence[Card],
    rules: Trumps,
    must_trump: bool = False,
    excuses: frozenset[Card] = frozenset(),
) -> list[C]:
    """The cards of ``hand`` that may go on ``trick`` (the cards already played to it, the
    led one first): any card to lead; else one of the suit led if he has one (to do
    otherwise is to *renoncer*); void, a trump if ``must_trump`` and he has one; else any.
    Cards in ``excuses`` (the fool) may always be played."""
    hand = list(hand)
    led = next((c for c in trick if c not in excuses), None)
    if led is None:
        return hand
    want = rules.suit_of(led)
    follow = [c for c in hand if rules.suit_of(c) == want]
    if follow:
        allowed = follow
    elif must_trump and (trumps := [c for c in hand if rules.is_trump(c)]):
        allowed = trumps
    else:
        return hand
    return allowed + [c for c in hand if c in excuses and c not in allowed]


def trick_winner(trick: Sequence[Card], rules: Trumps) -> int:
    """Index in ``trick`` (play order) of the card that takes it: the highest trump if any
    was played, else the highest card of the suit led; a card of another suit, however high,
    takes nothing. Cards that never win (the fool) are passed over, unless all are such."""
    if not trick:
        raise CardError("an empty trick has no winner")
    never = rules.never_wins
    live = [k for k, c in enumerate(trick) if not never or c not in never] or [0]
    trumps = [k for k in live if rules.is_trump(trick[k])]
    led = rules.suit_of(trick[live[0]])
    pool = trumps or [k for k in live if rules.suit_of(trick[k]) == led]
    return max(pool, key=lambda k: rules.order.height(trick[k]))


@dataclass(frozen=True)
class Deal:
    """Hands in seat order (seat 0 served first) and what is left (the stock, the talon)."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + list(self.stock)


def deal(
    cards: Sequence[Card],
    players: int,
    packets: Sequence[int],
    first: int = 0,
    direction: int = 1,
) -> Deal:
    """Serve ``cards`` from the top: for each packet size in turn, that many to each player,
    going round from seat ``first`` (``direction`` 1: to seat first+1 next; -1: to seat
    first-1, as the Quadrille deals to the right); the rest is the stock.
    ``packets=(3, 3, 4)`` is the Quadrille's ten, ``(1,) * 5`` five one by one."""
    if direction not in (1, -1):
        raise CardError(f"direction {direction}: 1 or -1")
    if players < 1:
        raise CardError(f"{players} players")
    if any(p < 1 for p in packets):
        raise CardError(f"packets {tuple(packets)}: each at least one card")
    need = players * sum(packets)
    if need > len(cards):
        raise CardError(f"{need} cards to deal, {len(cards)} in hand")
    hands: list[list[Card]] = [[] for _ in range(players)]
    top = 0
    for size in packets:
        for k in range(players):
            hands[(first + direction * k) % players].extend(cards[top : top + size])
            top += size
    return Deal(tuple(tuple(h) for h in hands), tuple(cards[top:]))


def packets_for(hand: int, size: int) -> tuple[int, ...]:
    """A hand of ``hand`` cards served by packets of ``size`` (all the same), or an error if
    ``size`` does not divide it."""
    if size < 1 or hand % size:
        raise CardError(f"{hand} cards do not go out by packets of {size}")
    return (size,) * (hand // size)


def seeded_deal(
    deck: Deck,
    players: int,
    packets: Sequence[int],
    seed: int | random.Random,
    first: int = 0,
    direction: int = 1,
) -> Deal:
    """Shuffle ``deck`` with ``seed`` and :func:`deal` it: the same seed, the same deal."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    return deal(deck.shuffled(rng), players, packets, first, direction)


# Combinations ------------------------------------------------------------------------------


def by_suit(hand: Iterable[C]) -> dict[str, list[C]]:
    out: dict[str, list[C]] = {}
    for c in hand:
        out.setdefault(c.suit, []).append(c)
    return out


def sequences(
    hand: Iterable[Card], order: RankOrder, min_len: int = 3
) -> list[tuple[int, int, str]]:
    """Every run of ``min_len`` or more cards following each other in a suit by ``order``:
    (length, height of its top card, suit), longest and highest first."""
    out = []
    for suit, cards in sorted(by_suit(hand).items()):
        heights = sorted(order.height(c) for c in cards)
        run: list[int] = []
        for h in [*heights, -10]:
            if run and h == run[-1] + 1:
                run.append(h)
                continue
            if len(run) >= min_len:
                out.append((len(run), run[-1], suit))
            run = [h]
    return sorted(out, reverse=True)


def sets(
    hand: Iterable[Card], order: RankOrder, ranks: Iterable[str] | None = None, min_count: int = 3
) -> list[tuple[int, int]]:
    """Cards of the same rank, ``min_count`` or more (of ``ranks`` only, if given):
    (count, height of the rank), best first."""
    allowed = set(ranks) if ranks is not None else None
    counts = Counter(c.rank for c in hand if allowed is None or c.rank in allowed)
    return sorted(
        ((n, order.ranks.index(r)) for r, n in counts.items() if n >= min_count), reverse=True
    )


def suit_points(hand: Iterable[Card], value: Callable[[Card], int]) -> dict[str, int]:
    """The pips of each suit of the hand, by the game's ``value`` of a card."""
    out: dict[str, int] = {}
    for c in hand:
        out[c.suit] = out.get(c.suit, 0) + value(c)
    return out


def best_suit_points(hand: Iterable[Card], value: Callable[[Card], int]) -> int:
    """The point of the hand's best suit (Piquet's *ronfle*, the Hoc's *point*)."""
    return max(suit_points(hand, value).values(), default=0)


# Playing tricks ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Trick:
    leader: int
    cards: tuple[Card, ...]
    """In play order, the leader's first."""
    winner: int
    """The seat that took it."""


Chooser = Callable[[int, list[Card], list[Card]], Card]
"""(seat, legal cards, trick so far) -> the card played."""


def play_tricks(
    hands: Sequence[Sequence[Card]],
    leader: int,
    rules: Trumps,
    choose: Chooser,
    must_trump: bool = False,
    excuses: frozenset[Card] = frozenset(),
) -> list[Trick]:
    """Play the hands out trick by trick: each seat in turn from the leader plays a legal
    card (:func:`legal_plays`) that ``choose`` picks; the taker of a trick leads the next.
    Stops when the leader has no card left."""
    held = [list(h) for h in hands]
    n = len(held)
    tricks: list[Trick] = []
    while held[leader]:
        trick: list[Card] = []
        seats: list[int] = []
        for k in range(n):
            seat = (leader + k) % n
            if not held[seat]:
                continue
            legal = legal_plays(held[seat], trick, rules, must_trump, excuses)
            card = choose(seat, legal, list(trick))
            if card not in legal:
                raise CardError(f"seat {seat} cannot play {card} on {' '.join(map(str, trick))}")
            held[seat].remove(card)
            trick.append(card)
            seats.append(seat)
        winner = seats[trick_winner(trick, rules)]
        tricks.append(Trick(leader, tuple(trick), winner))
        leader = winner
    return tricks


def random_chooser(rng: random.Random) -> Chooser:
    """A player who plays any legal card, at random: for seeded random legal games."""
    return lambda seat, legal, trick: rng.choice(legal)
