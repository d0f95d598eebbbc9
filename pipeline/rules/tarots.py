"""The Tarots as printed in 1665 (Le Jeu de Cartes des Tarots, pp. 34–42): three chapters,
``tarots`` (the rules), ``tarots-autre`` (the *Triomphe forcée* with five cards) and
``suisses`` (the Swiss three-handed game).

Seventy-eight cards: four suits of fourteen (Roi, Reine, Chevalier, Valet, ten to one) in
épées, bâtons, coupes and deniers, twenty-one *Triomphes* from the Bateleur to the Monde,
and the fou, which *sert d'excuse*. Play is "comme à la Triomphe forcée": follow suit, and
void, trump. Cards are written rank + suit: suits ``E`` épée, ``B`` bâton, ``C`` coupe,
``D`` denier; ranks ``R D C V 10 … 1`` (Roi, Dame/Reine, Chevalier, Valet); the trumps
``1A`` … ``21A`` (``A`` for atout), the fool ``FX``.
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
from pipeline.rules.registry import implements, not_executable

SUITS = ("E", "B", "C", "D")
"""Épée, bâton, coupe, denier: "Pas d'épée, autant de bâtons, autant de coupes, et autant
de deniers"."""
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "C", "D", "R")
"""Low to high; the text lists them from the top: "le Roi, la Reine, le Chevalier, le
Valet, le 10. le 9. …"."""
TRUMP = "A"
TRUMPS = tuple(str(n) for n in range(1, 22))
FOOL = Card("F", "X")
TRUMP_NAMES = (
    "Bateleur", "Papesse", "Empereur", "Impératrice", "Pape", "Amoureux", "Chariot",
    "Justice", "Hermite", "Roue de fortune", "Force", "Pendu", "Mort", "Tempérance",
    "Diable", "Maison de Dieu", "Estoile", "Lune", "Soleil", "Jugement", "Monde",
)  # fmt: skip
"""The list printed after the Swiss game ("SCAVOIR, 1. Le Basteleur … 21. Le Monde")."""
BATELEUR, FORCE, MORT, MONDE = (Card(str(n), TRUMP) for n in (1, 11, 13, 21))
ORDER = RankOrder(RANKS, by_suit={TRUMP: TRUMPS, "X": ("F",)})
TRUMPS_RULE = Trumps(ORDER, suit=TRUMP, never_wins=frozenset({FOOL}))
"""Tricks of the Tarots: the 21 trumps over every suit, the fool never takes."""

not_executable("history", "tarots.p1.2")
# "Les Suisses et les Alemands ne jouent point ordinairement à d'autres jeux": who plays it.


@implements(
    "tarots.a1",
    "suisses.p1.5",
    quote=(
        "soixante et dix-huit",
        "celles de Tarots quatorze",
        "vingt-vne Cartes",
        "ces Triomphe font 21. Cartes",
    ),
)
@functools.cache
def deck() -> Deck:
    """The 78 cards: "ceux de Tarots sont composés de soixante et dix-huit … celles de Tarots
    [portent] quatorze" in each of four suits, "le tout fait cinquante-six Cartes, et le
    surplus des Cartes on les nomme Triomphe, qui sont au nombre de vingt-vne Cartes, depuis
    le Bateleur jusqu'à … le Monde", and the fou. The Swiss play the same trumps: "ces
    Triomphe font 21. Cartes. SCAVOIR, 1. Le Basteleur … 21. Le Monde" (numbered as
    :func:`trump_name` names them, and ranked by their number, :data:`ORDER`)."""
    extra = [Card(r, TRUMP) for r in TRUMPS] + [FOOL]
    return Deck.build("tarots", RANKS, SUITS, extra=extra)


def trump_name(card: Card) -> str:
    if card.suit != TRUMP:
        raise CardError(f"{card} is not one of the Triomphes")
    return TRUMP_NAMES[int(card.rank) - 1]


@implements("tarots.a2", quote="tant, et si peu de Cartes que l'on voudra")
def valid_hand(players: int, cards_each: int) -> bool:
    """ "Le premier jeu se joue à tant, et si peu de Cartes que l'on voudra": any number each,
    so long as the pack serves everyone."""
    return players >= 2 and cards_each >= 1 and players * cards_each <= len(deck())


@implements(
    "tarots.a3",
    "tarots.a4",
    "suisses.p1.3",
    "suisses.p2.1",
    quote=(
        "le fou vaut cinq",
        "les Reines trois, les Chevaliers deux, le Valet un",
        "les Rois valent quatre",
        "le Monde 5. le Bateleur 5. les Rois 5.",
        "Le fou vaut trois",
    ),
    status="editorial",
)
def card_points(card: Card, reading: str = "tarots") -> int:
    """What a card taken counts. The Tarots (a3): "le fou vaut cinq …, le monde vaut quatre,
    le bateleur aussi quatre, les Rois quatre, les Reines trois, les Chevaliers deux, le
    Valet un", the rest nothing. The Swiss (``reading="suisses"``), suisses.p1.3: "le Monde
    5. le Bateleur 5. les Rois 5. …, les Reines 4. …, les Chevaliers autant les uns comme les
    autres", and suisses.p2.1: "Le fou vaut trois". The Swiss Chevalier's value is lost
    after p1.3's "autant", and the Valet is not named: the predicate takes the Tarots' scale
    raised by one, as the Rois, Reines, Monde and Bateleur are (Chevalier 3, Valet 2)."""
    if reading not in ("tarots", "suisses"):
        raise ValueError(f"reading {reading!r}: 'tarots' or 'suisses'")
    if card == FOOL:
        return 5 if reading == "tarots" else 3
    base = {"R": 4, "D": 3, "C": 2, "V": 1}.get(card.rank, 0) if card.suit in SUITS else 0
    if card in (MONDE, BATELEUR):
        base = 4
    return base + (1 if reading == "suisses" and base else 0)


@implements("tarots.a3", quote="celui qui contera le plus, gagnera ce qui est mis au jeu")
def winner_by_points(taken: Sequence[Sequence[Card]], reading: str = "tarots") -> int | None:
    """ "Il faut compter vos points … et celui qui contera le plus, gagnera ce qui est mis au
    jeu": the seat with most points in the cards it took; ``None`` on an equal top (the text
    does not break it)."""
    totals = [sum(card_points(c, reading) for c in t) for t in taken]
    best = max(totals)
    return totals.index(best) if totals.count(best) == 1 else None


@implements(
    "tarots.a1",
    "suisses.p2.1",
    quote=(
        "vous montrerez votre fou",
        "vous baillez une Carte de vos levées",
        "sert d'excuse comme nous avons dit ci-dessus",
    ),
)
def excuse(owner_taken: Sequence[Card], taker_taken: Sequence[Card]) -> tuple[list, list]:
    """The fool played as an excuse goes back to its owner, who gives the trick's taker a
    card in its place: "vous montrerez votre fou, et vous baillez une Carte de vos levées, et
    vous mettrez la Carte du fou en la place de vos levées". The card given is the owner's
    least worth one (his choice: he gives what costs him least); with no card taken yet, he
    owes nothing more (the text does not say)."""
    owner, taker = list(owner_taken), list(taker_taken)
    if FOOL not in taker:
        raise CardError("the fool is not among the taker's cards")
    taker.remove(FOOL)
    owner.append(FOOL)
    given = [c for c in owner if c != FOOL]
    if given:
        card = min(given, key=lambda c: (card_points(c), ORDER.height(c), c.suit))
        owner.remove(card)
        taker.append(card)
    return owner, taker


@implements(
    "tarots.a3",
    "tarots.a5",
    "tarots.a6",
    "tarots-autre.a6",
    "suisses.p1.4",
    "tarots-autre.p1.1",
    quote=(
        "comme à la Triomphe forcée",
        "vous êtes obligé d'en jeter",
        "qui renonce perd",
        "l'on y joue comme à la Triomphe",
        "la Triomphe forcée, et se joue comme il a été ci-devant dit",
    ),
)
def renonce(hand: Sequence[Card], trick: Sequence[Card], card: Card, rules=TRUMPS_RULE) -> bool:
    """Play is "comme à la Triomphe forcée" (tarots-autre.p1.1: "ce jeu se nomme la Triomphe
    forcée, et se joue comme il a été ci-devant dit"): follow the suit led, void trump, the
    fool always allowed; a card outside that is a *renonce*, and "qui renonce perd la
    partie"."""
    if card not in hand:
        raise CardError(f"{card} is not in the hand")
    return card not in legal_plays(hand, trick, rules, must_trump=True, excuses=frozenset({FOOL}))


@implements(
    "tarots.a3",
    "tarots.a5",
    "suisses.p1.4",
    "tarots-autre.p1.1",
    quote=(
        "vous jouerez comme à la Triomphe",
        "et alors la plus haute l'emporte",
        "l'on y joue comme à la Triomphe",
        "se joue comme il a été ci-devant dit",
    ),
)
def takes(trick: Sequence[Card], rules: Trumps = TRUMPS_RULE) -> int:
    """Who takes a trick (index in play order), "comme à la Triomphe": the highest of the
    Triomphes in it, else the highest card of the suit led; the fou, which "sert d'excuse",
    never takes. In the rigueur (``rules=rigueur()``, a5) the épées are the trumps: "vous
    jetterez de la rigueur, et emporterez …, et alors la plus haute l'emporte". The plays
    (:func:`play`, :func:`play_forcee`, :func:`play_suisses`) take tricks by the same
    rules."""
    return trick_winner(trick, rules)


@implements(
    "tarots.a5",
    quote=("on les appelle la rigueur", "vous jetterez de la rigueur, et emporterez"),
)
def rigueur() -> Trumps:
    """The third way: "les quatorze Cartes … d'épée, on les appelle la rigueur, et emporte
    les autres Triomphes de bâtons, coupes, et deniers": the épées are trumps, the fool
    still excuses ("le fou marque cinq et sert d'excuse")."""
    return Trumps(ORDER, suit="E", never_wins=frozenset({FOOL}))


@implements(
    "tarots.a4",
    quote=("douze Cartes", "celui qui a le premier cinquante, gagne"),
    status="partial",
    missing=(
        "What becomes of a hand's loss, \"s'ils n'en ont pas pris, il les donne, et quand ils "
        'en ont pris, on les démarque" (given to the others, or struck off marks made), is '
        "too garbled to read: the hand's score is summed as it is, and may be below nothing."
    ),
)
def fifty_hand_score(taken: Sequence[Card], hand: int = 12) -> int:
    """The game to fifty: "on donne à chacun douze Cartes, le fou vaut cinq …, les Rois
    valent quatre, et bon compte autant de Cartes que l'on gagne, plus que ces douze contre
    autant de points comme il perd de Cartes". Garbled; read as: the points of the cards
    taken, plus one for each card taken above the twelve dealt, less one for each below."""
    return sum(card_points(c) for c in taken) + len(taken) - hand


@implements("tarots.a4", "tarots.a6", quote=("le premier cinquante", "à tant et si peu de points"))
def first_to(scores: Sequence[Sequence[int]], target: int = 50) -> int | None:
    """Hands' scores seat by seat, in order; the first seat whose running total reaches
    ``target`` ("celui qui a le premier cinquante, gagne"; "à tant et si peu de points que
    vous voudrez") after a hand wins; on two at once, the higher total; ``None`` if nobody
    has."""
    totals = [0] * len(scores[0]) if scores else []
    for hand in scores:
        totals = [t + s for t, s in zip(totals, hand, strict=True)]
        over = [k for k, t in enumerate(totals) if t >= target]
        if over:
            return max(over, key=lambda k: totals[k])
    return None


# The Triomphe forcée with five cards (tarots-autre) ------------------------------------


@implements(
    "tarots-autre.a1",
    "tarots-autre.p1.1",
    quote=(
        "cinq cartes",
        "l'on ne retourne point les cartes",
        "en tant et si peu de personnes que l'on veut",
    ),
)
def forcee_deal(players: int, seed: int | random.Random):
    """ "On donne à chacun de la compagnie cinq cartes, et l'on ne retourne point les
    cartes": five each, nothing turned (the trumps are the Triomphes)."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    return deal(deck().shuffled(rng), players, (5,))


@implements(
    "tarots-autre.a2",
    "tarots-autre.a3",
    quote=(
        "retirera deux enjeux",
        "emportera tout ce qui est au jeu",
        "les deux ou trois cartes ci-dessus nommées",
    ),
)
def lucky_cards(hands: Sequence[Sequence[Card]], stake: int) -> tuple[list[int], int]:
    """What each seat draws from the pot (every seat put ``stake``) before play, and what
    remains: the fool or the Bateleur, one's stake back; the Force, two stakes; the Mort,
    "tout ce qui est au jeu, sans que personne en puisse rien prétendre". Two or three of
    them in one hand add up, and play goes on for what remains."""
    pot = stake * len(hands)
    drawn = [0] * len(hands)
    for k, hand in enumerate(hands):
        if MORT in hand:
            drawn[k] = pot
            return drawn, 0
    for k, hand in enumerate(hands):
        want = stake * ((FOOL in hand) + (BATELEUR in hand) + 2 * (FORCE in hand))
        drawn[k] = min(want, pot)
        pot -= drawn[k]
    return drawn, pot


@implements(
    "tarots-autre.a4",
    "tarots-autre.a5",
    "tarots.a1",
    quote=("plus de levée, gagnera ce qui restera", "La primauté l'emporte", "le plus de levées"),
)
def most_tricks(tricks: Sequence[Trick], players: int) -> int:
    """ "Celui qui aura plus de levée, gagnera ce qui restera au jeu"; equal, "la primauté
    l'emporte, c'est à dire que celui qui aura les premières levées gagnera": of those with
    most tricks, the one who reached that number first."""
    count = [0] * players
    for t in tricks:
        count[t.winner] += 1
    best = max(count)
    tied = [s for s in range(players) if count[s] == best]
    return min(tied, key=lambda s: _reached(tricks, s, best))


def _reached(tricks: Sequence[Trick], seat: int, n: int) -> int:
    seen = 0
    for k, t in enumerate(tricks):
        seen += t.winner == seat
        if seen == n:
            return k
    return len(tricks)


# The Swiss game -----------------------------------------------------------------------


@implements(
    "suisses.p1.1",
    quote=("à la réserve de trois Cartes", "rencarte trois autres Cartes"),
)
def suisses_deal(seed: int | random.Random, dealer: int = 0) -> tuple[list[list[Card]], list[Card]]:
    """Three players, every card dealt "à la réserve de trois Cartes, que celui qui donne
    les Cartes prend, et rencarte trois autres Cartes, telles qu'il lui plaît": 25 each, the
    dealer 28 until he puts three back. Returns the hands and the three left."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    d = deal(deck().shuffled(rng), 3, (25,))
    hands = [list(h) for h in d.hands]
    hands[dealer] += list(d.stock)
    return hands, list(d.stock)


@implements("suisses.p1.1", quote="rencarte trois autres Cartes, telles qu'il lui plaît")
def suisses_rencarte(hand: Sequence[Card], back: Sequence[Card]) -> list[Card]:
    """The dealer, having taken the three left, "rencarte trois autres Cartes, telles qu'il
    lui plaît": ``back`` is his choice, three different cards of his twenty-eight. Returns
    the twenty-five he plays."""
    if len(set(back)) != 3 or len(back) != 3:
        raise CardError(f"{len(back)} put back: three cards")
    missing = [c for c in back if c not in hand]
    if missing:
        raise CardError(f"cannot put back {missing[0]}: not in the hand")
    return [c for c in hand if c not in back]


@implements(
    "suisses.p1.2",
    "suisses.p1.1",
    quote=("celui qui gagne le plus tôt ces trois parties", "jouent ce jeu en trois parties"),
)
def suisses_match(winners: Sequence[int], needed: int = 3) -> int | None:
    """ "Ils jouent ce jeu en trois parties; celui qui gagne le plus tôt ces trois parties,
    emporte": the first seat to win three parties, ``None`` while nobody has."""
    won: dict[int, int] = {}
    for w in winners:
        won[w] = won.get(w, 0) + 1
        if won[w] == needed:
            return w
    return None


# A whole game ------------------------------------------------------------------------


def _taken(hands: Sequence[Sequence[Card]], tricks: Sequence[Trick]) -> list[list[Card]]:
    """The cards each seat took, the fool given back to its owner for a card (:func:`excuse`)."""
    taken: list[list[Card]] = [[] for _ in hands]
    for t in tricks:
        taken[t.winner].extend(t.cards)
    owner = next((k for k, h in enumerate(hands) if FOOL in h), None)
    if owner is not None:
        taker = next(k for k, t in enumerate(taken) if FOOL in t)
        if taker != owner:
            taken[owner], taken[taker] = excuse(taken[owner], taken[taker])
    return taken


@dataclass(frozen=True)
class Result:
    taken: tuple[tuple[Card, ...], ...]
    points: tuple[int, ...]
    winner: int | None
    tricks: int


def play(
    players: int, cards_each: int, seed: int | random.Random, reading: str = "tarots"
) -> Result:
    """One hand of the Tarots (a3) between seeded random legal players: deal, play out the
    tricks "comme à la Triomphe forcée" with the fool as excuse, give back the fool, count
    the points; the one "qui contera le plus" wins."""
    if not valid_hand(players, cards_each):
        raise CardError(f"{players} players of {cards_each} cards do not fit 78")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    d = deal(deck().shuffled(rng), players, (cards_each,))
    tricks = play_tricks(d.hands, 0, TRUMPS_RULE, random_chooser(rng), True, frozenset({FOOL}))
    taken = _taken(d.hands, tricks)
    points = tuple(sum(card_points(c, reading) for c in t) for t in taken)
    return Result(
        tuple(tuple(t) for t in taken), points, winner_by_points(taken, reading), len(tricks)
    )


@playable("tarots", players=(2, 6), default_players=4)
def play_game(players: int, rng: random.Random) -> GameResult:
    """The Tarots' first game (a3): twelve cards each (as a4 deals), play out, the fool
    excuses, the most points wins."""
    r = play(players, 12, rng)
    end = "most points" if r.winner is not None else "equal points"
    rules = frozenset({"tarots.a3", "tarots.a1"})
    return GameResult(r.winner, tuple(float(p) for p in r.points), end, 1, rules)


@playable("tarots-autre", players=(2, 6), default_players=4)
def play_forcee(players: int, rng: random.Random) -> GameResult:
    """The Triomphe forcée with five cards: a jeton each in the pot; the fool, Bateleur,
    Force and Mort draw their share; the rest goes to the most tricks (the primauté).
    Points: each seat's net jetons."""
    d = forcee_deal(players, rng)
    drawn, left = lucky_cards(d.hands, 1)
    net = [dr - 1 for dr in drawn]
    rules = {"tarots-autre.a1", "tarots-autre.a2"}
    winner = None
    if left:
        tricks = play_tricks(d.hands, 0, TRUMPS_RULE, random_chooser(rng), True, frozenset({FOOL}))
        winner = most_tricks(tricks, players)
        net[winner] += left
        rules |= {"tarots-autre.a4", "tarots-autre.a5"}
    else:
        winner = max(range(players), key=lambda k: net[k])
    end = "the Mort takes all" if MORT in {c for h in d.hands for c in h} else "most tricks"
    return GameResult(winner, tuple(float(n) for n in net), end, 1, frozenset(rules))


@playable("suisses", players=(3, 3))
def play_suisses(players: int, rng: random.Random) -> GameResult:
    """The Swiss game: three players, twenty-five each and three to the dealer, who puts
    three back; played as the Triomphe forcée, the fool an excuse; the most points (Swiss
    values) win a partie, the first to three parties the game."""
    winners: list[int] = []
    dealer_seat, hands_played = 0, 0
    while (champion := suisses_match(winners)) is None:
        hands_played += 1
        hands, _ = suisses_deal(rng, dealer_seat)
        back = rng.sample(hands[dealer_seat], 3)
        hands[dealer_seat] = suisses_rencarte(hands[dealer_seat], back)
        leader = (dealer_seat + 1) % 3
        tricks = play_tricks(
            hands, leader, TRUMPS_RULE, random_chooser(rng), True, frozenset({FOOL})
        )
        w = winner_by_points(_taken(hands, tricks), "suisses")
        if w is not None:
            winners.append(w)
        dealer_seat = leader
        if len(winners) > 200:
            break
    pts = tuple(float(winners.count(k)) for k in range(3))
    rules = frozenset({"suisses.p1.1", "suisses.p1.2", "suisses.p1.3", "suisses.p2.1"})
    return GameResult(champion, pts, "three parties", hands_played, rules)
