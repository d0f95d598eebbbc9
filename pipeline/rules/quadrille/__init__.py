"""Le Quadrille as the Encyclopédie gives it (vol. 13, p. 644, the page the project has):
four players, forty cards, ten each; one plays ("l'hombre"), calling a King to be his
partner or alone; six tricks of the ten win.

Seats are numbered 0–3 going round the table to the left; the player on someone's right is
the seat before his. Sums are in the units the players agreed for *le jeu*, *la
consolation* and each *matador*.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pipeline.rules.kernels import cards as k
from pipeline.rules.registry import implements, rule_of_play

rule_of_play(
    "penalty",
    "quadrille.p8.4",
    why="a renounce is made (and the bête paid) once the trick is folded or the renouncer has played his next card",
)  # it reads as a definition of the word (verdicts/cards-a-types.tsv)

PLAYERS = 4
HAND = 10
TRICKS = 10
RANKS = ("2", "3", "4", "5", "6", "7", "V", "D", "R", "A")
"""The forty cards: the eights, nines and tens out of the pack (the rule that says so is
not on the page the project has; the forty of p1.1's "dix cartes" to four are these)."""
DECK = k.Deck.build("the Quadrille pack of 40", RANKS)
SPADILLE = k.Card("A", "P")
PACKETS = (3, 3, 4)


@implements("quadrille.p1.1", quote="deux fois trois et une fois quatre")
def valid_deal(packets: tuple[int, ...]) -> bool:
    """The ten cards go out "par deux fois trois & vne fois quatre, & non par vne ou deux"."""
    return sorted(packets) == [3, 3, 4]


def seeded_deal(dealer: int, seed: int | random.Random, packets: tuple[int, ...] = PACKETS):
    """The forty shuffled and served by :data:`PACKETS`, to the dealer's right first (seat
    ``dealer - 1``) and round to the right, the dealer last: ten each, nothing left."""
    if not valid_deal(packets):
        raise k.CardError(f"packets {packets}: the Quadrille deals by three, three and four")
    return k.seeded_deal(DECK, PLAYERS, packets, seed, first=(dealer - 1) % PLAYERS, direction=-1)


@implements("quadrille.p1.2", "quadrille.p1.4", quote=("le coup serait nul", "que de refaire"))
def misdeal(counts: list[int], duplicate: bool, next_deal_cut: bool) -> str:
    """A hand of more or fewer than ten cards, or two cards alike, voids the deal ("refaire",
    the only penalty) — unless it is found only after the hand was played, paid and the next
    deal cut: then it stands."""
    wrong = any(n != HAND for n in counts) or duplicate
    if not wrong or next_deal_cut:
        return "good"
    return "redeal"


@implements("quadrille.p2.1", quote="celui qui est à droite de celui qui a donné")
def bidding_order(dealer: int) -> list[int]:
    """Who speaks: the player on the dealer's right first, then the second, the third, and
    the dealer last."""
    return [(dealer - k) % PLAYERS for k in range(1, PLAYERS + 1)]


def forced_player(passed: list[bool], spadille: int) -> int | None:
    """If all four pass, the holder of spadille (seat ``spadille``) must play; kept for its
    callers: :func:`forced_play` is quadrille.p2.2 whole, from the hands."""
    return spadille if all(passed) else None


@implements(
    "quadrille.p2.2",
    quote=(
        "Tous les quatre peuvent passer",
        "après l'avoir montré ou accusé",
        "en appelant un roi",
    ),
)
def forced_play(
    passed: list[bool],
    hands: list[list[k.Card]],
    shown: bool = True,
    calling: bool = True,
) -> int | None:
    """ "Tous les quatre peuvent passer; mais comme il n'est pas de coup qui ne doive être
    joué, celui qui a spadille, après l'avoir montré ou accusé, est obligé de jouer en
    appelant un roi": None unless all four passed; else the seat whose hand holds spadille,
    who must play. ``shown``: he has shown or declared spadille (before that he is not yet
    the forced player: ValueError); ``calling``: he plays calling a King (p3.11–13's
    :func:`call`), never without calling — ValueError for playing *sans appeler*."""
    if not all(passed):
        return None
    seat = next((s for s, h in enumerate(hands) if SPADILLE in h), None)
    if seat is None:
        raise k.CardError("nobody holds spadille: the deal is wrong")
    if not shown:
        raise ValueError("spadille must be shown or declared before he plays, forced")
    if not calling:
        raise ValueError("forced by spadille, he plays calling a King, not without calling")
    return forced_player(passed, seat)


@dataclass(frozen=True)
class Call:
    allowed: bool
    alone: bool
    why: str


@implements(
    "quadrille.p3.11",
    "quadrille.p3.12",
    "quadrille.p3.13",
    quote=(
        "la dame d'un de ses quatre rois",
        "faire six mens seul",
        "le roi de la couleur en laquelle on joue",
    ),
)
def call(trump: str, own_kings: set[str], called: tuple[str, str]) -> Call:
    """What the player may call, suits ``C K P T``, ``called`` = (rank ``R`` or ``D``, suit):
    not the King of trumps; a Queen only with all four Kings, and not the trump Queen; a King
    he holds himself makes him play alone, six tricks alone."""
    rank, suit = called
    if rank == "R":
        if suit == trump:
            return Call(False, False, "the King of trumps cannot be called")
        if suit in own_kings:
            return Call(True, True, "calling one's own King: six tricks alone")
        return Call(True, False, "a King called: its holder is the partner")
    if rank == "D" and len(own_kings) == 4:
        if suit == trump:
            return Call(False, False, "the Queen of the trump King cannot be called")
        return Call(True, False, "four Kings: a Queen is called")
    return Call(False, False, "only a King may be called, or a Queen by who holds all four Kings")


@implements(
    "quadrille.p3.3",
    "quadrille.p3.4",
    "quadrille.p4.2",
    "quadrille.p3.12",
    quote=("gagne six mains", "elle est remise", "ils perdraient codille", "faire six mens seul"),
    status="editorial",
)
def outcome(tricks: int) -> str:
    """The hand for the player's side (with the called King, or alone): six tricks or more
    win; five is *remise*; fewer is *codille* (the text also says "cinq mains, ou moins" for
    codille; five is taken as remise, which the same sentence gives first)."""
    if not 0 <= tricks <= TRICKS:
        raise ValueError(f"{tricks} tricks of {TRICKS}")
    if tricks >= 6:
        return "gagne"
    return "remise" if tricks == 5 else "codille"


@implements(
    "quadrille.p3.7",
    "quadrille.p3.6",
    "quadrille.p3.8",
    quote=("ne fait point la bête seule", "il faut faire quatre mains"),
)
def pays_alone(hombre_tricks: int, forced: bool = False, min_own: int = 3) -> bool:
    """Whether the hombre who loses pays (and makes the bête) alone, without the called
    King: when he made fewer than ``min_own`` tricks himself (three; "des maisons où il faut
    faire quatre mains"), except with spadille forced after all passed: then, "ne fît-il
    qu'une main", the called King is half of the loss as of the gain."""
    return not forced and hombre_tricks < min_own


@implements(
    "quadrille.p3.3",
    "quadrille.p3.4",
    "quadrille.p3.5",
    "quadrille.p5.2",
    "quadrille.p5.3",
    "quadrille.p3.6",
    "quadrille.p3.7",
    "quadrille.p3.8",
    "quadrille.p3.12",
    "quadrille.p4.2",
    "quadrille.p5.6",
    quote=(
        "on leur paie le jeu, la consolation, et les matadors",
        "se paye par moitié",
        "paye aussi tout seul",
        "le roi appelé est toujours de moitié du gain, comme de la perte",
        "il perd ou gagne seul",
        "toutes les mains que les autres joueurs font, sont réunies contre lui",
    ),
)
def settle(
    tricks: int,
    hombre: int,
    partner: int | None,
    hombre_tricks: int,
    jeu: int = 1,
    consolation: int = 1,
    matadors: int = 0,
    pool: int = 0,
    forced: bool = False,
    min_own: int = 3,
) -> dict:
    """Who pays whom after a hand: a dict of seat -> net gain, and the *bête* (what goes to
    the pool for the next hand) with who makes it.

    Win: each opponent pays the winners the jeu, the consolation and the matadors, and the
    winners share the pool (quadrille.p3.3). Remise: the player's side makes the bête of
    the pool and pays each opponent the consolation and the matadors. Codille: it pays the
    opponents what it would have received, and makes the bête (p3.4); the opponents share
    the pool (p3.5). With a called King the cost is shared half and half, unless the player
    made fewer than three tricks himself: then he pays alone (p3.6; ``min_own`` 4 in some
    houses, p3.7, and never with spadille ``forced``, p3.8, see
    :func:`quadrille_laws.forced_terms`; "le roi appelé est toujours de moitié du gain,
    comme de la perte"). Alone (``partner`` None: without calling, p4.2, whose tricks are
    all the others' "réunies contre lui"; or having called his own King, p3.12, p5.6), he
    pays and gains alone (p5.2, p5.3)."""
    side = [hombre] if partner is None else [hombre, partner]
    others = [s for s in range(PLAYERS) if s not in side]
    result = outcome(tricks)
    net = dict.fromkeys(range(PLAYERS), 0.0)
    alone = partner is not None and pays_alone(hombre_tricks, forced, min_own)
    payers = [hombre] if alone else side
    if result == "gagne":
        each = jeu + consolation + matadors
        for o in others:
            net[o] -= each
        total = each * len(others) + pool  # and the winners share the pool
        for s in side:
            net[s] += total / len(side)
        bete = None
    else:
        each = consolation + matadors if result == "remise" else jeu + consolation + matadors
        total = each * len(others)
        for o in others:
            net[o] += each
        if result == "codille":
            for o in others:
                net[o] += pool / len(others)
        for s in payers:
            net[s] -= total / len(payers)
        bete = {"makers": payers, "amount": pool}
    return {"outcome": result, "net": {k: round(v, 4) for k, v in net.items()}, "bete": bete}
