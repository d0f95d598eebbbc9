"""Le Romestecq as printed in 1665 (pp. 60–65). Thirty-six cards as at Piquet, five each,
two to six players (in two sides when four or six). Each side has a number of marks chalked
on the table (35 at six, 21 at four or two) and rubs them out as it scores: the hand's
combinations (*virlicque* four alike, which wins outright; *triche* three; *double ningre*,
*village*, *double rome*, *rome*), and the *stecq*, the last trick. No trumps: the suit led
must be followed, the highest of it takes.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
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
    play_tricks,
    random_chooser,
    trick_winner,
)
from pipeline.rules.play import GameResult, playable
from pipeline.rules.registry import implements, not_executable, rule_of_play

not_executable(
    "definition", "romestecq.p20.1", "romestecq.p21.1", "romestecq.p22.1", "romestecq.p23.1"
)
# What a triche, a double ningre, a village, a double rome and a rome are: the terms that
# a19-a23 give values to, which combinations implements. p19.1 and a25 also open on a term,
# and the typer types them definition, but each says how the game goes on:
rule_of_play(
    "win", "romestecq.p19.1", why="the virlicque, four alike in one hand, «a gagné la partie»"
)
rule_of_play(
    "scoring",
    "romestecq.a25",
    why="«celui qui les gruge en efface autant qu'il en aura marqués», the As and Rois worth one each",
)

RANKS = ("6", "7", "8", "9", "10", "V", "D", "R", "A")
ORDER = RankOrder(RANKS)
NO_TRUMPS = Trumps(ORDER)
HAND = 5


@implements("romestecq.a1", quote="vous reseruant les trente-six qui restent")
@functools.cache
def deck() -> Deck:
    """ "Vous prendrez un jeu de cartes ordinaires, et ôterez toutes les petites, vous
    réservant les trente-six qui restent, comme au jeu du Piquet"."""
    return Deck.build("romestecq", RANKS)


@implements("romestecq.a17", quote="l'as vaut onze et emporte le Roi")
def takes(trick: Sequence[Card]) -> int:
    """Who takes a trick: the highest card of the suit led ("l'as vaut onze et emporte le
    Roi, et ainsi le Roi emporte les autres plus basses"); a card of another suit takes
    nothing."""
    return trick_winner(trick, NO_TRUMPS)


@implements("romestecq.a12", quote="Qui renonce à la couleur que l'on lui jette, perd la partie")
def revokes(hand: Sequence[Card], trick: Sequence[Card], card: Card) -> bool:
    """ "Qui renonce à la couleur que l'on lui jette, perd la partie": ``card``, played from
    ``hand`` on ``trick`` (the led card first), is of another suit while the hand holds the
    suit led."""
    if card not in hand:
        raise CardError(f"{card} is not in the hand")
    return bool(trick) and card.suit != trick[0].suit and any(c.suit == trick[0].suit for c in hand)


@implements("romestecq.a2", quote="depuis deux personnes jusqu'à six, à cinq cartes chacun")
def valid_table(players: int) -> bool:
    """ "L'on peut jouer depuis deux personnes jusqu'à six, à cinq cartes chacun"."""
    return 2 <= players <= 6 and players * HAND <= len(deck())


@implements(
    "romestecq.a3",
    quote=("les trois plus hautes sont ensemble", "les plus basses pareillement"),
)
def sides(cuts: Sequence[Card]) -> tuple[list[int], list[int]]:
    """ "On donne à chaque personne une carte, et les trois plus hautes sont ensemble, et les
    plus basses pareillement" (the two highest at four, as "l'on observera cette règle");
    equal cards by the order drawn. Returns the seats of the high side and of the low."""
    if len(cuts) not in (2, 4, 6):
        raise CardError(f"{len(cuts)} players: sides of one, two or three")
    order = sorted(range(len(cuts)), key=lambda k: (-ORDER.height(cuts[k]), k))
    half = len(cuts) // 2
    return sorted(order[:half]), sorted(order[half:])


@implements(
    "romestecq.a4",
    "romestecq.a8",
    quote=("au milieu de l'autre côté de la table", "son coupe de travers"),
)
def cutter(dealer: int, players: int) -> int:
    """Who cuts: the player across the table, "celui qui sera au milieu de l'autre côté de la
    table" at six, "de travers" at four (seats numbered round the table)."""
    return (dealer + players // 2) % players


@implements(
    "romestecq.a5",
    "romestecq.a8",
    quote=("choisira de faire ou non", "celui qui a les plus basses cartes est obligé de faire"),
)
def who_deals(cuts: Sequence[Card], highest_deals: bool = True) -> int:
    """At six "celui qui aura la plus haute carte, choisira de faire ou non" (``highest_deals``
    is his choice; not dealing, the seat across deals); at four "celui qui a les plus basses
    cartes est obligé de faire"."""
    heights = [ORDER.height(c) for c in cuts]
    if len(cuts) == 4:
        return heights.index(min(heights))
    top = heights.index(max(heights))
    return top if highest_deals else cutter(top, len(cuts))


@implements(
    "romestecq.a5",
    "romestecq.a6",
    quote=(
        "celui qui ne donne pas, est celui qui doit marquer le jeu",
        "Celui qui ne fait pas, prendra la craie",
    ),
)
def who_marks(dealer: int, players: int) -> int:
    """ "Cela étant résolu, celui qui ne donne pas, est celui qui doit marquer le jeu";
    "celui qui ne fait pas, prendra la craie": of the two who drew to deal (the dealer and
    the one across, who plays against him and cuts), the one who does not deal."""
    return cutter(dealer, players)


@implements(
    "romestecq.a6",
    quote=(
        "à six l'on marque trente-cinq marques",
        "à quatre et à deux, l'ordinaire est à vingt-un",
        "le tout dépend de la volonté des joueurs",
    ),
)
def marks_chalked(players: int, agreed: int | None = None) -> int:
    """ "Ordinairement à six l'on marque trente-cinq marques, et à quatre et à deux,
    l'ordinaire est à vingt-et-un; néanmoins le tout dépend de la volonté des joueurs":
    ``agreed``, the number the players chose, else the ordinary one."""
    if agreed is not None:
        if agreed < 1:
            raise ValueError(f"{agreed} marks: at least one")
        return agreed
    table = {6: 35, 4: 21, 2: 21}
    if players not in table:
        raise ValueError(f"{players} players: the text gives marks for two, four and six")
    return table[players]


PACKETS = {1: (1, 1, 1, 1, 1), 2: (2, 2, 1), 3: (3, 2), 5: (5,)}


@implements(
    "romestecq.a7",
    "romestecq.a10",
    quote=("par une, par deux, trois, ou par cinq", "de la même manière qu'il a commencé"),
    status="partial",
    missing={
        "romestecq.a10": (
            "Only dealing in another manner is found here (its three marks are penalty's); "
            '"six pour cinq" is not detected, and "en ôtera jusqu\'au nombre de dix cartes, '
            "qu'il mettra dans l'écart, et continuera à donner\" is not done: the text does not "
            "say which ten cards go to the discard."
        )
    },
)
def packets(by: int, first: int | None = None) -> tuple[int, ...]:
    """The five cards "par une, par deux, trois, ou par cinq", at the dealer's choice; but
    "il faut qu'il donne toujours durant la partie, de la même manière qu'il a commencé":
    ``first`` is the manner of his first deal, and another is the fault of a10."""
    if by not in PACKETS:
        raise ValueError(f"by {by}: one, two, three or five")
    if first is not None and by != first:
        raise CardError(f"dealt by {by} after beginning by {first}: three marks (romestecq.a10)")
    return PACKETS[by]


PENALTIES: dict[str, int | str] = {
    "carte retournée vers l'adversaire": 3,
    "carte retournée de son côté": 0,
    "cartes retournées dans le jeu": 3,
    "donne d'une autre façon": 3,
    "six pour cinq": 3,
    "joue devant son rang": 3,
    "renonce": "perd la partie",
    "conte ce qu'il n'a pas": "perd la partie",
    "joue avec six cartes": "perd la partie",
    "efface une marque de trop": "perd la partie",
    "accuse de trois marques à faux": "perd la partie",
    "efface sans avoir dit pièce": "perd la partie",
}


@implements(
    "romestecq.a9",
    "romestecq.a10",
    "romestecq.a11",
    "romestecq.a12",
    "romestecq.a13",
    "romestecq.a14",
    "romestecq.a15",
    "romestecq.a16",
    "romestecq.a20",
    quote=(
        "il lui sera marqué trois marques par sa partie",
        "il n'y a point de marque",
        "qu'il en donnât six pour cinq",
        "relèvera sa carte et lui sera marqué trois marques",
        "perd la partie",
        "Qui conte rome, village, double ningre",
        "Qui joue avec six cartes",
        "Qui efface une marque de plus",
        "Qui accuse de trois marques à faux",
        "sans avoir dit, pièce et autre pièce",
    ),
    status="partial",
    missing={
        "romestecq.a10": (
            "Six cards dealt for five cost three marks, but what follows, \"en ôtera jusqu'au "
            "nombre de dix cartes, qu'il mettra dans l'écart\", is not done: the text does not "
            "say which ten cards go to the discard."
        )
    },
)
def penalty(fault: str) -> int | str:
    """What a fault costs: three marks scored for the other side (a card turned towards the
    opponents in dealing, cards found turned in the pack, dealing another way, "six pour
    cinq", playing out of turn, who "relèvera sa carte"); nothing for a card turned on the
    dealer's own side; the partie lost for revoking, counting a combination one has not,
    playing with six cards, rubbing out a mark too many, a false accusation of three marks,
    and rubbing out the marks of a ningre "sans avoir dit, pièce et autre pièce".

    :func:`apply_penalty` applies it to the chalked marks; the faults are found by
    :func:`revokes` (a12), :func:`count_combination` (a13), :func:`plays_with_six` (a14),
    :func:`rub_out` (a15, ``owed=``), :func:`accuse` (a16), :func:`pieces_said` (a20, a21)
    and :func:`out_of_turn` (a11)."""
    if fault not in PENALTIES:
        raise ValueError(f"{fault!r}: the faults are {sorted(PENALTIES)}")
    return PENALTIES[fault]


def forfeit(left: Sequence[int], side: int) -> tuple[list[int], int]:
    """ "Perd la partie": the partie ends at once, lost by ``side`` whatever marks are still
    chalked. With two sides the other wins. At three or five, each playing for himself (the
    play's counts, which a3 does not pair), the text names no winner: the one of the others
    with the fewest marks left takes it, the first after him on a tie. Returns the marks
    left, unchanged, and the winner."""
    n = len(left)
    if n < 2 or not 0 <= side < n:
        raise ValueError(f"side {side} of {n}: no partie to lose")
    others = [(side + k) % n for k in range(1, n)]
    return list(left), min(others, key=lambda s: left[s])


def apply_penalty(fault: str, left: Sequence[int], side: int) -> tuple[list[int], int | None]:
    """A fault of ``side`` applied to the chalked marks: :func:`penalty`'s three marks "lui
    sera marqué … par sa partie", so the other side rubs them out (at three or five, each of
    the others); the partie lost (:func:`forfeit`). Returns the marks left and the winner, if
    the partie is over."""
    cost = penalty(fault)
    if cost == "perd la partie":
        return forfeit(left, side)
    assert isinstance(cost, int)
    out, won = list(left), None
    n = len(out)
    for other in ((side + k) % n for k in range(1, n)):
        out, won = rub_out(out, other, cost)
        if won is not None:
            break
    return out, won


@implements("romestecq.a14", quote="Qui joue avec six cartes perd la partie")
def plays_with_six(
    hand: Sequence[Card], left: Sequence[int], side: int
) -> tuple[list[int], int | None]:
    """ "Qui joue avec six cartes perd la partie": a player of ``side`` who plays holding six
    cards (``hand`` as he plays his first card) loses the partie; five, the partie goes
    on. Returns the marks left and the winner, if the partie is over."""
    if len(hand) == HAND + 1:
        return apply_penalty("joue avec six cartes", left, side)
    if len(hand) > HAND:
        raise CardError(f"{len(hand)} cards: five are dealt, six by a fault (romestecq.a10)")
    return list(left), None


THREE_MARKS = tuple(f for f, cost in PENALTIES.items() if cost == 3)
"""The faults that cost three marks, which a player may accuse another of (a16)."""


@implements("romestecq.a16", quote="Qui accuse de trois marques à faux, perd la partie")
def accuse(
    fault: str, committed: bool, left: Sequence[int], accuser: int, accused: int | None = None
) -> tuple[list[int], int | None]:
    """ "Qui accuse de trois marques à faux, perd la partie": ``accuser``'s side accuses
    ``accused``'s (by default the other of two) of a fault that costs three marks
    (:data:`THREE_MARKS`). True (``committed``), the accused side is charged them
    (:func:`apply_penalty`); false, the accuser loses the partie. Returns the marks left and
    the winner, if the partie is over."""
    if fault not in THREE_MARKS:
        raise ValueError(f"{fault!r} does not cost three marks: {THREE_MARKS}")
    if accused is None:
        if len(left) != 2:
            raise ValueError("with more than two sides, say whom the accuser accuses")
        accused = 1 - accuser
    if not committed:
        return forfeit(left, accuser)
    return apply_penalty(fault, left, accused)


@implements("romestecq.a11", quote="relèvera sa carte et lui sera marqué trois marques")
def out_of_turn(
    hand: Sequence[Card], card: Card, left: Sequence[int], side: int
) -> tuple[list[Card], list[int], int | None]:
    """ "Qui joue devant son rang, relèvera sa carte et lui sera marqué trois marques":
    ``card``, played out of turn by a player of ``side``, goes back into his ``hand``, and the
    other side rubs out :func:`penalty`'s three. Returns the hand, the marks left and the
    side that has rubbed out all its own, if any."""
    if card in hand:
        raise CardError(f"{card} is still in the hand: it was not played")
    left, won = apply_penalty("joue devant son rang", left, side)
    return [*hand, card], left, won


@dataclass(frozen=True)
class Combination:
    name: str
    ranks: tuple[str, ...]
    in_hand: int
    """Marks rubbed out for holding it; virlicque wins the partie (``in_hand`` 0)."""


HIGH = ("A", "R")
NINGRE = ("A", "R", "10")


@implements(
    "romestecq.p19.1",
    "romestecq.a19",
    "romestecq.a20",
    "romestecq.a21",
    "romestecq.a22",
    "romestecq.a23",
    quote=(
        "Virlicque est quatre cartes arrivées en une même main",
        "Triche vaut trois dans la main",
        "Double ningre vaut trois dans la main",
        "Village vaut deux",
        "Double rome vaut deux dans la main",
        "Rome vaut un dans la main",
    ),
    status="editorial",
)
def combinations(hand: Sequence[Card]) -> list[Combination]:
    """The combinations in five cards, and what each is worth in the hand (a19–a23), as the
    definitions p19.1–p23.1 name them:

    - virlicque, p19.1 "quatre cartes … de même façon, comme … quatre as, ou quatre Rois";
    - triche, p20.1 "trois cartes de même sorte", three;
    - double ningre, two pairs of As, Rois or dix, p21.1 "deux as, deux Rois …, ou bien deux
      as, deux dix, ou deux Rois en la place des as", three;
    - village, two pairs next to each other from the Dame down, p22.1 "deux Dames et deux
      Valets …, ou deux dix et deux neuf, à commencer depuis la Dame jusqu'à la plus basse",
      two;
    - double rome, p22.1 "deux as ou deux Rois", two; rome, p23.1 "deux cartes semblables,
      au dessous des Rois et des as", one.

    Two pairs that make neither a ningre nor a village count as two pairs (the text does not
    name them): the predicate's choice."""
    if len(hand) != HAND or len(set(hand)) != HAND:
        raise CardError(f"{' '.join(map(str, hand))}: five different cards")
    counts = Counter(c.rank for c in hand)
    four = [r for r, n in counts.items() if n == 4]
    if four:
        return [Combination("virlicque", (four[0],), 0)]
    out = []
    three = [r for r, n in counts.items() if n == 3]
    if three:
        out.append(Combination("triche", (three[0],), 3))
    pairs = sorted((r for r, n in counts.items() if n == 2), key=RANKS.index, reverse=True)
    if len(pairs) == 2:
        a, b = pairs
        if set(pairs) <= set(NINGRE) and set(pairs) & set(HIGH):
            return out + [Combination("double ningre", (a, b), 3)]
        if a not in HIGH and RANKS.index(a) == RANKS.index(b) + 1:
            return out + [Combination("village", (a, b), 2)]
    for r in pairs:
        if r in HIGH:
            out.append(Combination("double rome", (r,), 2))
        else:
            out.append(Combination("rome", (r,), 1))
    return out


@implements(
    "romestecq.a13",
    "romestecq.a18",
    quote=(
        "Qui conte rome, village, double ningre",
        "quand il est reconnu, perd la partie",
        "qui a virlicque a gagné la partie",
    ),
)
def count_combination(
    hand: Sequence[Card], claimed: Sequence[str], left: Sequence[int], side: int
) -> tuple[list[int], int | None]:
    """A player of ``side`` counts the combinations he names (``claimed``: "rome", "village",
    "double ningre" …, one name for each, a name twice for two romes) for his ``hand``:
    those the hand holds (:func:`combinations`) are rubbed out at their worth in the hand,
    a virlicque wins the partie (a18: "qui a virlicque a gagné la partie, et on efface toutes
    les marques"); but "Qui conte rome, village, double ningre, etc. qu'il ne
    l'ait pas, quand il est reconnu, perd la partie": one claim the hand does not bear, and
    he loses the partie, the combinations he does hold counting nothing. Returns the marks
    left and the winner, if the partie is over."""
    held: dict[str, list[Combination]] = {}
    for c in combinations(hand):
        held.setdefault(c.name, []).append(c)
    if any(claimed.count(name) > len(held.get(name, [])) for name in claimed):
        return apply_penalty("conte ce qu'il n'a pas", left, side)
    out, won = list(left), None
    for name in claimed:
        combo = held[name].pop(0)
        out, won = rub_out(out, side, None if combo.name == "virlicque" else combo.in_hand)
        if won is not None:
            break
    return out, won


CALLED = ("double ningre", "village")
"""The combinations thrown saying "pièce" and "autre pièce" (a20, a21), on pain of the
partie."""

ROMES = ("double rome", "rome")
"""The combinations thrown saying "pièce de rome" (a22, a23), or worth nothing."""


@implements(
    "romestecq.a20",
    "romestecq.a21",
    "romestecq.a22",
    "romestecq.a23",
    quote=(
        "qu'il faut dire en la jetant, pièce de ningre",
        "en disant pièce et autre pièce en les jetant",
        "en disant en les jetant pièce de rome",
        "en disant en le jetant, pièce de rome",
    ),
)
def pieces_said(combo: Combination, calls: Sequence[str]) -> bool:
    """Whether what the player said as he threw the cards of a combination counted in the hand
    lets it stand. ``calls`` is what he said with each of its cards, in the order thrown (""
    for nothing).

    A double ningre or a village (four cards): "quand vous jouerez une des quatre cartes qui
    composent le ningre, qu'il faut dire en la jetant, pièce de ningre; et en jouant une autre
    carte dire, autre pièce"; "Village vaut deux, en disant pièce et autre pièce en les
    jetant, ainsi que ci-dessus": "pièce" (of ningre, of village) with the first, "autre
    pièce" with one after. False: "s'il arrivait que vous eussiez effacé votre marque sans
    avoir dit, pièce et autre pièce, on vous accuserait de toute la partie et auriez perdu"
    (:func:`apply_penalty`, "efface sans avoir dit pièce").

    A double rome or a rome (two cards): "Double rome vaut deux dans la main, et quand tout
    passe …, valent quatre, en disant en les jetant pièce de rome"; "Rome vaut un dans la
    main, en disant en le jetant, pièce de rome": "pièce de rome" said with one of its two
    cards as it is thrown (the text names no first or second call here). False: it is worth
    nothing (:func:`worth` with ``said=False``): a22 and a23 make the words the condition of
    the value and, unlike the village's "ainsi que ci-dessus", do not carry a20's loss of the
    partie (editorial)."""
    said = [c.strip().lower() for c in calls]
    if combo.name in ROMES:
        if len(said) > 2:
            raise ValueError(f"{len(said)} calls for the two cards of a {combo.name}")
        return "pièce de rome" in said
    if combo.name not in CALLED:
        names = " and ".join(CALLED + ROMES)
        raise ValueError(f"{combo.name}: the calls are said of {names}")
    if len(said) > 4:
        raise ValueError(f"{len(said)} calls for the four cards of a {combo.name}")
    return bool(said) and said[0].startswith("pièce") and "autre pièce" in said[1:]


@implements(
    "romestecq.a19",
    "romestecq.a20",
    "romestecq.a22",
    "romestecq.a25",
    quote=(
        "quand tout passe, qu'il ne soit point grugé, il vaut six",
        "savoir le Roi et l'as",
        "valent quatre",
        "Le mot de gruger",
    ),
    status="editorial",
)
def worth(combo: Combination, all_pass: bool, gruge: bool, said: bool = True) -> int:
    """What a combination is worth once played: its marks in the hand, and, "quand tout
    passe", not grugé, one more for each of its As and Rois, "d'autant que les as et les Rois
    valent chacun une marque": a triche of As or Rois "il vaut six"; a double rome "valent
    quatre". The double ningre's sentence breaks off after "quant tout passe et qu'ils ne
    soient point grugez, savoir le Roi et l'as": read as the others, its As and Rois one each
    (two As and two Rois, seven; two As and two tens, five). Grugé (a25, :func:`gruge`), the
    As and Rois add nothing. A double rome or a rome thrown without saying "pièce de rome"
    (``said`` False, :func:`pieces_said`) is worth nothing, in the hand or after: "valent
    quatre, en disant en les jetant pièce de rome" (a22), "Rome vaut un dans la main, en
    disant en le jetant, pièce de rome" (a23)."""
    if combo.name in ROMES and not said:
        return 0
    if combo.name not in ("triche", "double rome", "double ningre") or not all_pass or gruge:
        return combo.in_hand
    per_rank = 3 if combo.name == "triche" else 2
    return combo.in_hand + per_rank * len([r for r in combo.ranks if r in HIGH])


@implements(
    "romestecq.a25",
    quote=(
        "que l'on soit contraint de jeter quelques as ou Rois",
        "celui qui les gruge en efface autant",
    ),
)
def gruge(trick: Sequence[Card]) -> list[Card]:
    """ "Gruger est quand l'on jette une carte d'une sorte de laquelle on n'a pas, et que l'on
    soit contraint de jeter quelques as ou Rois …, d'autant que celui qui les gruge en efface
    autant …, les as et Rois valent chacun un": the As and Rois thrown on ``trick`` (the led
    card first) by players void in the suit led. Its taker rubs out one mark for each, and
    the combinations they belonged to are grugées (:func:`worth`)."""
    return [c for c in trick[1:] if c.suit != trick[0].suit and c.rank in HIGH]


@implements(
    "romestecq.p19.1",
    "romestecq.a18",
    "romestecq.a6",
    "romestecq.a15",
    quote=(
        "a gagné la partie",
        "on efface toutes les marques",
        "prendra la craie",
        "Qui efface une marque de plus qu'il ne lui appartient perd la partie",
    ),
)
def rub_out(
    left: Sequence[int], side: int, marks: int | None, *, owed: int | None = None
) -> tuple[list[int], int | None]:
    """The chalked marks each side has left; ``side`` scores ``marks`` (``None``: a
    virlicque, "a gagné la partie, et on efface toutes les marques"). Returns the marks left
    and the side that has rubbed out all of its own (the winner), if any. ``owed``: what the
    side had the right to rub out, where the count is checked: "Qui efface une marque de plus
    qu'il ne lui appartient perd la partie" (:func:`forfeit`)."""
    if owed is not None and marks is not None and marks > owed:
        return apply_penalty("efface une marque de trop", left, side)
    out = list(left)
    out[side] = 0 if marks is None else max(0, out[side] - marks)
    return out, (side if out[side] == 0 else None)


@implements(
    "romestecq.a24",
    quote="Le stecque est une marque à effacer pour celui qui fait la dernière levée",
)
def stecq(tricks: Sequence[Trick]) -> tuple[int, int]:
    """ "Le stecque est une marque à effacer pour celui qui fait la dernière levée": (the
    seat that took the last trick, one)."""
    if not tricks:
        raise CardError("no trick played: no stecq")
    return tricks[-1].winner, 1


@dataclass(frozen=True)
class Game:
    winner: int
    hands: int
    virlicque: bool
    left: tuple[int, ...] = (0, 0)
    """The marks each side had still chalked at the end."""
    fault: str = ""
    """The fault (:data:`PENALTIES`) that lost the partie, if one did."""


def play(seed: int | random.Random, players: int = 2, forget: float = 0.0) -> Game:
    """A partie between seeded random legal players (two, or two sides of two or three,
    seat k on side k % 2; at three or five, "depuis deux personnes jusqu'à six" (a2), each
    plays for himself, with twenty-one marks, the ordinary at two and four: a6 gives no
    number for them): deal five each, the hand is played out following suit; each side rubs
    out the marks of the combinations its players count in the hand (:func:`count_combination`,
    each counting what he holds), the taker of As and Rois grugés one for each, the
    combinations not grugé their As and Rois once all is played, and the last trick's side
    the stecq. A player throwing a card of his double ningre or village says "pièce", then
    "autre pièce", of his double rome or rome "pièce de rome" (:func:`pieces_said`);
    ``forget`` is the chance that he says nothing with a card (0 by default: players who keep
    the rules). Having rubbed out a ningre's or a village's marks without the words he loses
    the partie; a rome or double rome without them is worth nothing, its marks rubbed out in
    the hand chalked again."""
    if not valid_table(players):
        raise ValueError("two to six players")
    if not 0 <= forget <= 1:
        raise ValueError(f"forget={forget}: a chance, from 0 to 1")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    n_sides = 2 if players % 2 == 0 else players
    chalked = marks_chalked(players) if n_sides == 2 else marks_chalked(players, agreed=21)
    left = [chalked] * n_sides
    dealer, hands = 0, 0
    while True:
        hands += 1
        d = deal(deck().shuffled(rng), players, packets(1))
        combos = [combinations(hand) for hand in d.hands]
        leader = (dealer + 1) % players
        tricks = play_tricks(d.hands, leader, NO_TRUMPS, random_chooser(rng))
        for seat, hand in enumerate(d.hands):  # counted in the hand (a13)
            claimed = [c.name for c in combos[seat]]
            left, won = count_combination(hand, claimed, left, seat % n_sides)
            if won is not None:
                return Game(won, hands, "virlicque" in claimed, tuple(left))
        unsaid = set()  # (seat, k): the romes thrown without "pièce de rome"
        for seat, hand in enumerate(d.hands):  # the calls of a20 to a23
            for k, c in enumerate(combos[seat]):
                if c.name not in CALLED + ROMES:
                    continue
                if pieces_said(c, _calls(c, hand, tricks, rng, forget)):
                    continue
                if c.name in ROMES:  # worth nothing: what it rubbed out in the hand is back
                    unsaid.add((seat, k))
                    left[seat % n_sides] += c.in_hand
                    continue
                left, won = apply_penalty("efface sans avoir dit pièce", left, seat % n_sides)
                return Game(won, hands, False, tuple(left), fault="efface sans avoir dit pièce")
        gruged = {c for t in tricks for c in gruge(t.cards)}
        scores = [(t.winner % n_sides, len(gruge(t.cards))) for t in tricks]
        for seat, hand in enumerate(d.hands):
            for k, c in enumerate(combos[seat]):
                if (seat, k) in unsaid:
                    continue
                lost = any(card in gruged for card in hand if card.rank in c.ranks)
                scores.append((seat % n_sides, worth(c, all_pass=True, gruge=lost) - c.in_hand))
        last, one = stecq(tricks)
        scores.append((last % n_sides, one))
        for side, marks in scores:
            if marks == 0:
                continue
            left, won = rub_out(left, side, marks)
            if won is not None:
                return Game(won, hands, False, tuple(left))
        dealer = (dealer + 1) % players


def _calls(
    combo: Combination,
    hand: Sequence[Card],
    tricks: Sequence[Trick],
    rng: random.Random,
    forget: float,
) -> list[str]:
    """What the holder of ``combo`` (dealt ``hand``) says as he throws its cards, in the
    order played: "pièce de …" with the first, "autre pièce" with the others; with chance
    ``forget``, nothing with a card (drawn only when ``forget`` is above 0, so that a partie
    of players who keep the rules draws what it always drew)."""
    thrown = [c for t in tricks for c in t.cards if c in hand and c.rank in combo.ranks]
    said = []
    for k in range(len(thrown)):
        word = f"pièce de {combo.name.split()[-1]}" if k == 0 else "autre pièce"
        said.append("" if forget and rng.random() < forget else word)
    return said


@playable("romestecq", players=(2, 6), default_players=2)
def play_game(players: int, rng: random.Random) -> GameResult:
    """A partie: each side rubs out its chalked marks with its combinations and the stecq;
    a virlicque wins outright. Points: the marks each side still had (seat k plays for side
    k % 2; at three or five, for himself)."""
    g = play(rng, players)
    left = tuple(float(g.left[k % len(g.left)]) for k in range(players))
    end = "virlicque" if g.virlicque else "marks rubbed out"
    rules = frozenset(
        f"romestecq.{r}"
        for r in ("a1", "a2", "a6", "a7", "a13", "a17", "a18", "a19", "a20", "a21", "a22", "a23")
        + ("a24", "a25", "p19.1")
    )
    return GameResult(g.winner, left, end, g.hands, rules)
