"""Le Jeu du Hoc as printed in 1665 (pp. 25–28): three (or two) players, twelve cards each
(fifteen to two), dealt by threes; three jettons each on the *point*, the *seccance* (a
sequence) and the *tricon* or *fredon* (cards of a rank), each vied for in turn; then the
cards are played in runs (hoc.p23.1, "tant de Cartes que l'on a de suite, de quelque couleur
que ce soit"), a card nobody can follow being *hoc* for its player, until one has played all his
cards and the others pay for what they hold.

Payments are in jettons, from each of the others to the winner, on a *simple* stake or a
*double* one (the stakes put in again after all three passed, hoc.p9.1).
"""

from __future__ import annotations

from pipeline.rules.kernels import cards as k
from pipeline.rules.registry import implements, rule_of_play

# Rules of play that read as a name or a list (verdicts/cards-a-types.tsv), which the typer
# types definition:
rule_of_play(
    "payment", "hoc.p8.1", why="«à toutes les seccances l'on donne un jeton», the ace counted one"
)
rule_of_play(
    "move",
    "hoc.p22.1",
    why="which cards are always Hoc: they stop the run, and are paid (hoc.p23.2)",
)

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R")
"""Low to high, the Ace as one: "un, deux, trois, quatre … dix, Valet et Dame" (hoc.p8.1),
then the King."""
ORDER = k.RankOrder(RANKS)
DECK = k.Deck.build("the Hoc pack of 52", RANKS)
POTS = ("point", "seccance", "tricon")


@implements("hoc.p2.1", quote=("chacun trois jetons", "l'autre au tricon"))
def ante(players: int) -> dict[str, int]:
    """Each puts three jettons in: one on the point, one on the seccance, one on the tricon.
    Returns the pots."""
    if players not in (2, 3):
        raise ValueError(f"the Hoc is played by two or three, not {players}")
    return dict.fromkeys(POTS, players)


@implements(
    "hoc.p2.2",
    "hoc.p5.1",
    quote=("il y peut revenir", "pour y pouvoir revenir"),
)
def may_come_back(passed: bool, others_vied: bool) -> bool:
    """Who passed on the point or the seccance may come back in if the others vie."""
    return not passed or others_vied


@implements(
    "hoc.p3.1",
    "hoc.p6.1",
    "hoc.p21.1",
    quote=("jusqu'à vingt jetons à la fois", "les mêmes enuis", "l'on envie à tous les trois"),
)
def valid_revie(previous: int, new: int) -> bool:
    """A re-vie raises the last by twenty jettons at most ("je le renvie de vingt, et moi
    quarante, et moi de soixante"); the same for the seccance as for the point (p6.1), and
    for the tricon ("l'on envie à tous les trois", p21.1)."""
    return 0 < new - previous <= 20


def card_value(card: k.Card) -> int:
    """The pips; the figures ten; the Ace one (editorial: the chapter does not say)."""
    if card.rank in k.FIGURES:
        return 10
    return 1 if card.rank == "A" else int(card.rank)


@implements("hoc.p30.1", quote=("il faut accuser juste", "vous n'y pouvez revenir"))
def point_counted(accused: int, held: list[k.Card]) -> int:
    """The point is what was accused: who accuses thirty-six holding forty "n'y peut revenir".
    To accuse more than one holds is not a point (an error)."""
    best = k.best_suit_points(held, card_value)
    if accused > best:
        raise ValueError(f"accused {accused}, holds {best}")
    return accused


@implements("hoc.p4.1", quote=("tire l'enjeu du point, et les envie simplement"))
def point_gain(stake: int, vies: int) -> dict[str, int]:
    """Who wins the point takes its stake and the vies, and nothing more: the others owe
    him no payment for it."""
    return {"from_pot": stake + vies, "from_each": 0}


@implements("hoc.p9.1", quote=("l'on remet au jeu", "chacun lui en paye deux"))
def stake_level(all_passed_before: bool) -> str:
    """When all three passed and nobody took anything, the stakes are put in again: the
    game is double."""
    return "double" if all_passed_before else "simple"


@implements(
    "hoc.p7.1",
    "hoc.p8.1",
    "hoc.p9.1",
    "hoc.p10.1",
    "hoc.p11.1",
    "hoc.p12.1",
    "hoc.p13.1",
    "hoc.p14.1",
    "hoc.p15.1",
    "hoc.p16.1",
    "hoc.p17.1",
    quote=(
        "l'on lui en donne un chacun",
        "à toutes les seccances l'on donne un jeton",
        "quoique celui qui la gagne ne l'ait que simple",
        "la seccance de Roi, qui est Valet, Dame et Roi",
        "la seccance de quatre Cartes",
        "seccance de dix, Valet, Dame et Roi",
        "une quinte de seccance",
        "une quinte de seccance de Roi",
        "l'on en paye chacun quatre jetons",
        "l'on en paye chacun huit pour la quinte de Roi",
        "de quatre à six, et de six à huit",
    ),
    status="editorial",
)
def seccance_pay(length: int, to_king: bool, double: bool = False) -> int:
    """What each other player pays the winner of the seccance: three cards one, to the King
    two; four cards two, to the King three; a quinte three, to the King four; six cards
    four; and all of it twice on a double stake (three cards two, hoc.p9.1; four cards four,
    to the King six, hoc.p12.1; quintes six, to the King eight, hoc.p16.1). hoc.p15.1's
    "quatre" on a double stake, printed after the quintes, is read as the doubled two of
    p9.1–p10.1, since p15.1 gives the doubled quintes as six and eight."""
    if length < 3:
        return 0
    simple = length - 2 + (1 if to_king else 0)
    return 2 * simple if double else simple


@implements("hoc.p8.1", "hoc.p10.1", quote=("la seccance simple est, un, deux, trois"))
def best_seccance(hand: list[k.Card]) -> tuple[int, bool] | None:
    """The hand's best seccance, three or more cards following in a suit (Ace low, as
    "un"): (length, whether it ends with the King), or None."""
    runs = k.sequences(hand, ORDER, 3)
    if not runs:
        return None
    n, top, _ = runs[0]
    return n, top == RANKS.index("R")


@implements(
    "hoc.p18.1",
    "hoc.p19.1",
    "hoc.p20.1",
    "hoc.p21.1",
    quote=(
        "fredon de trois Cartes seulement",
        "de trois Rois, l'on en paye quatre",
        "quatre Rois, l'on en paye huit",
        "l'enjeu du fredon est double",
    ),
    status="partial",
    missing={
        "hoc.p21.1": "'l'on donne cassade, si l'on peut' (vying to bluff the others out) is "
        "a player's choice no predicate models; the vies on the three pots are valid_revie's"
    },
)
def fredon_pay(count: int, rank: str, double: bool = False) -> int:
    """The fredon (tricon): three of a rank two from each, three Kings four, four of a rank
    four, four Kings eight; twice as much on a double stake (three cards, four)."""
    if count < 3:
        return 0
    pay = 2 * (2 if count >= 4 else 1) * (2 if rank == "R" else 1)
    return 2 * pay if double else pay


def best_fredon(hand: list[k.Card]) -> tuple[int, str] | None:
    """(count, rank) of the hand's best three or four of a rank, Kings highest."""
    found = k.sets(hand, ORDER, min_count=3)
    return (found[0][0], RANKS[found[0][1]]) if found else None


@implements("hoc.p22.1", "hoc.p23.2", quote=("Tous les Rois sont Hoc", "elle vous est Hoc"))
def is_hoc(card: k.Card, next_held_by_others: bool = False) -> bool:
    """Kings, the Queen of spades and the Jack of diamonds are always hoc; any other card is
    hoc when none of the others holds a card above it to follow."""
    if card.rank == "R" or card in (k.Card("D", "P"), k.Card("V", "K")):
        return True
    return not next_held_by_others


def hoc_pay() -> int:
    """A hoc card: one jetton from each of the others (hoc.p23.2, applied by
    :func:`hoc_paid`)."""
    return 1


@implements("hoc.p23.2", quote="l'on en paye chacun un jeton")
def hoc_paid(players: int, seat: int) -> list[int]:
    """ "Elle vous est Hoc, et l'on en paye chacun un jeton": the net gain of each seat when
    ``seat`` plays a hoc card (:func:`is_hoc`): each of the others pays him one jetton."""
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} of {players}")
    return [(players - 1) * hoc_pay() if s == seat else -hoc_pay() for s in range(players)]


@implements(
    "hoc.p24.1",
    "hoc.p25.1",
    "hoc.p26.1",
    quote=("vous payez vingt jetons", "vous en payez six", "S'il en reste deux, quatre"),
    status="editorial",
)
def leftover_pay(left: int) -> int:
    """What a player pays the winner for the cards left in his hand: one card six, two four,
    ten twenty, eleven twenty-two, twelve twenty-four; and "un jeton pour chacune" otherwise.
    The text says "au dessus de dix", which its own 11 → 22 and 12 → 24 contradict: read as
    "au dessous" (three to nine, one each), and two each from ten up."""
    if left < 0:
        raise ValueError(f"{left} cards")
    table = {0: 0, 1: 6, 2: 4}
    if left in table:
        return table[left]
    return 2 * left if left >= 10 else left


@implements("hoc.p27.1", "hoc.p28.1", quote=("chacun paye dix jetons", "ne paye ni à l'un"))
def blanche_pay(blanches: list[bool]) -> list[int]:
    """Blanche (no figure): each of the others pays its holder ten. Two blanches in the
    game: the third pays neither (and they none to each other). Net gain per seat."""
    n = len(blanches)
    holders = [s for s, b in enumerate(blanches) if b]
    net = [0] * n
    if len(holders) != 1:
        return net
    for s in range(n):
        if s != holders[0]:
            net[s] -= 10
            net[holders[0]] += 10
    return net


def false_sans_pay(said_without: bool, held_it: bool) -> int:
    """Who plays a six saying "sans sept" while holding the seven, found out, gives five to
    each of the others (hoc.p29.1, applied by :func:`false_sans`)."""
    return 5 if said_without and held_it else 0


@implements(
    "hoc.p29.1",
    quote=("que vous avez dit sans sept", "qu'on le découvre", "vous donnez cinq jetons à chacun"),
)
def false_sans(
    players: int,
    seat: int,
    played: k.Card,
    hand: list[k.Card],
    said_without: bool,
    discovered: bool = True,
) -> list[int]:
    """ "Lorsque vous jetez, par exemple, un six, que vous avez dit sans sept, si vous savez
    dans votre jeu, et qu'on le découvre, vous donnez cinq jetons à chacun": the net gain of
    each seat when ``seat`` has played ``played`` saying "sans" the next rank up while
    ``hand`` (his cards left) holds a card of that rank, of any suit since runs follow "de
    quelque couleur que ce soit" (hoc.p23.1); only if it is found out (``discovered``).
    Nothing is owed for a true "sans", after a King (nothing follows it), or unnoticed. The
    printed "si vous savez" is read "si vous l'avez"."""
    i = RANKS.index(played.rank)
    held = i + 1 < len(RANKS) and any(c.rank == RANKS[i + 1] for c in hand)
    each = false_sans_pay(said_without, held) if discovered else 0
    return [-(players - 1) * each if s == seat else each for s in range(players)]


def thrown_in_anger_pay() -> int:
    """What who throws his cards down pays each of the others: twenty (hoc.p31.1, applied by
    :func:`cards_thrown_down`)."""
    return 20


THROWN_FOR = ("colère", "mauvais jeu")
"""Why a player throws his cards down, as hoc.p31.1 names it: "par colère, ou qu'il n'ait
pas bon jeu"."""


@implements(
    "hoc.p31.1",
    quote=("jette ses Cartes par colère", "il paiera à chacun des autres vingt jetons"),
)
def cards_thrown_down(players: int, thrower: int | None, why: str = "colère") -> list[int]:
    """ "Lorsqu'un homme jette ses Cartes par colère, ou qu'il n'ait pas bon jeu, il paiera à
    chacun des autres vingt jetons": the net gain of each seat when ``thrower`` throws his
    cards down (``None``: nobody did, nothing paid), for either reason (``why``, one of
    :data:`THROWN_FOR`): he pays twenty to each of the others."""
    if why not in THROWN_FOR:
        raise ValueError(f"thrown down for {why!r}: the text names {THROWN_FOR}")
    if players < 2:
        raise ValueError(f"{players} players: nobody to pay")
    net = [0] * players
    if thrower is None:
        return net
    if not 0 <= thrower < players:
        raise ValueError(f"seat {thrower} of {players}")
    for s in range(players):
        if s != thrower:
            net[s] += thrown_in_anger_pay()
            net[thrower] -= thrown_in_anger_pay()
    return net
