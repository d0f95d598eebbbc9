"""Le Hoca de Catalogne as printed in 1665 (pp. 236–240), articles 1–21: a banker's game of
thirty numbers, one ball drawn from a bag for everyone, fixed odds by how many numbers a
stake covers.

A stake lies on a group of numbers (one, two, three, four, six or ten of the thirty). The
figure of the table, which showed where each group lies, is not in the text: a group here
is any set of that many numbers (art. 11 says only that the *tiers* are "au bas du jeu").
The odds of art. 11 are what the banker pays, the stake included (see :func:`payout`).
Sums are in whatever money the table plays for.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from pipeline.rules.registry import implements, not_executable

not_executable("history", "hoca.a3")
not_executable("heading", "hoca.a4")

NUMBERS = tuple(range(1, 31))

ODDS = {
    1: Fraction(27),
    2: Fraction(27, 2),
    3: Fraction(9),
    4: Fraction(7),
    6: Fraction(9, 2),
    10: Fraction(5, 2),
}
"""Numbers covered -> what the banker pays per unit staked (art. 11): *enplein* 27,
*endeux* "la moitié de 27. qui sont 13. & demy", *en tiers* 9, *en quart* 7, *en sixième*
4½, *en dixième* 2½."""

NAMES = {1: "enplein", 2: "endeux", 3: "tiers", 4: "quart", 6: "sixième", 10: "dixième"}


class IllegalBet(ValueError):
    """A stake the table does not take."""


class VoidCoup(ValueError):
    """A coup that does not count ("le jeu ne vaut rien")."""


@implements("hoca.a5", quote="trente points marqués sur une table")
def table() -> tuple[int, ...]:
    """The thirty points of the table, "tous de suite, depuis 1. jusqu'à 30"."""
    return NUMBERS


@implements("hoca.a6", "hoca.a12", quote=("trente boules toutes semblables", "un sac"))
def bag() -> list[int]:
    """The bag a man beside the banker holds: thirty like balls, each holding a slip
    numbered 1 to 30 ("marqué depuis 1. jusqu'à 30.")."""
    return list(NUMBERS)


@implements("hoca.a8", quote="ni plus ni moins que trente")
def bag_verified(balls: list[int]) -> bool:
    """Before play the balls are counted in public and the slips checked, to show "qu'il n'y
    en a ni plus ni moins que trente": exactly one ball for each number."""
    return Counter(balls) == Counter(NUMBERS)


@dataclass(frozen=True)
class Bet:
    player: str
    numbers: frozenset[int]
    stake: Fraction
    gold: bool = False
    announced: bool = True
    """Gold must be announced aloud, how much and what part of it is played (art. 17)."""

    def __post_init__(self) -> None:
        placed(self.numbers, self.stake)

    @property
    def kind(self) -> str:
        return NAMES[len(self.numbers)]


@implements(
    "hoca.a20",
    "hoca.a9",
    quote=("bien et justement posé", "On peut jouer peu ou beaucoup"),
    status="partial",
    missing={
        "hoca.a9": "The player's freedom to leave the game when he pleases ('libre de se "
        "retirer quand il lui plaît') is not modelled: there is no session of coups here."
    },
)
def placed(numbers: frozenset[int], stake: Fraction) -> str:
    """A stake must be "bien & justement posé dans le jeu où il veut": on one of the groups
    the table has (one, two, three, four, six or ten of its numbers); one may play "peu ou
    beaucoup" (any positive sum). Returns the bet's name; raises :class:`IllegalBet`."""
    if stake <= 0:
        raise IllegalBet(f"stake {stake}: nothing staked")
    if not numbers <= set(NUMBERS):
        raise IllegalBet(f"numbers {sorted(numbers)}: the table has 1 to 30")
    if len(numbers) not in ODDS:
        raise IllegalBet(f"{len(numbers)} numbers: no place on the table covers that many")
    return NAMES[len(numbers)]


@implements("hoca.a10", quote="refuser la mise ou somme couchée")
def accepted(stake: Fraction, limit: Fraction | None) -> bool:
    """The banker may "refuser la mise … si elle luy semble excessive": a stake above the
    limit he sets is refused (no limit: all are taken)."""
    return limit is None or stake <= limit


@implements(
    "hoca.a11",
    "hoca.a14",
    quote=("vingt-sept fois autant", "on paye tout ce qui vient"),
    status="editorial",
)
def payout(bet: Bet, ball: int, stake_included: bool = True) -> Fraction:
    """What the banker hands a winning stake: the odds of art. 11 times the stake —
    *enplein* 27, *endeux* 13½, *tiers* 9, *quart* 7, *sixième* 4½, *dixième* 2½ — on every
    stake "qui vient sur ledit nombre"; 0 for a losing stake, which the banker keeps.
    The odds include the stake; ``stake_included=False`` pays them on top of it, which
    would make the *quart*, *sixième* and *dixième* return more than was staked on average
    (see :func:`player_return`)."""
    if ball not in bet.numbers or not gold_stands(bet):
        return Fraction(0)
    return (ODDS[len(bet.numbers)] + (0 if stake_included else 1)) * bet.stake


@implements("hoca.a17", quote="il doit dire tout haut, combien")
def gold_stands(bet: Bet) -> bool:
    """Gold on the table must be announced "tout haut, combien, & quelle partie dudit or il
    entend jouer, autrement le Banquier n'est pas tenu de le payer": unannounced gold is not
    paid (nor gold hidden under silver)."""
    return not bet.gold or bet.announced


def player_return(size: int, stake_included: bool = True) -> Fraction:
    """What a unit staked on ``size`` numbers brings back on average over the thirty balls,
    each drawn as often: :func:`payout` summed over them, divided by thirty."""
    bet = Bet("anyone", frozenset(range(1, size + 1)), Fraction(1))
    return sum((payout(bet, ball, stake_included) for ball in NUMBERS), Fraction(0)) / 30


@implements(
    "hoca.a13",
    "hoca.a16",
    "hoca.a19",
    quote=("laquelle sert pour tous", "auparavant le jeu ne soit achevé", "montrer publiquement"),
)
def draw(balls: list[int], rng: random.Random, betting_over: bool, hand_shown: bool) -> int:
    """The bag is shaken and a player draws one ball, "laquelle sert pour tous"; not before
    "le jeu ne soit achevé" (every stake laid), and with his hand opened and shown first
    ("la doit ouvrir, & montrer publiquement"). Uniform over the balls in the bag. Once it
    is drawn the stakes stand as they are (:func:`restake`)."""
    if not betting_over:
        raise VoidCoup("the ball is drawn before the stakes are all laid")
    if not hand_shown:
        raise VoidCoup("the drawer did not show his open hand")
    return rng.choice(balls)


@implements("hoca.a16", quote="on ne peut ni ne doit altérer ledit jeu")
def restake(
    bets: tuple[Bet, ...],
    drawn: bool,
    laid: tuple[Bet, ...] = (),
    taken_up: tuple[Bet, ...] = (),
) -> tuple[Bet, ...]:
    """The stakes on the table after some are laid and some taken up. Before the ball is
    drawn anyone may change his; once it is drawn "on ne peut ni ne doit altérer ledit jeu,
    y plus mettre ni ôter, ni même mettre les mains sur les mises": a change then raises
    :class:`IllegalBet`, as does taking up a stake that is not on the table."""
    if drawn and (laid or taken_up):
        raise IllegalBet("the ball is drawn: no stake may be laid or taken up [hoca.a16]")
    left = list(bets)
    for bet in taken_up:
        if bet not in left:
            raise IllegalBet(f"{bet} is not on the table")
        left.remove(bet)
    return (*left, *laid)


@implements("hoca.a18", quote="qu'une seule boule à la fois")
def drawn_counts(drawn: int, hidden: bool = False) -> str:
    """One ball at a time: more, and "le jeu ne vaut rien" (``void``); a ball drawn in
    secret or by fraud bans the drawer, who must give back all he received (``banned``)."""
    if hidden:
        return "banned"
    return "good" if drawn == 1 else "void"


@implements(
    "hoca.a7",
    "hoca.a18",
    quote=("pour payer sur le champ les gagnants", "le jeu ne vaut rien"),
)
def settle(
    bets: list[Bet],
    ball: int,
    bank: Fraction,
    stake_included: bool = True,
    agreed_before_witnesses: bool = False,
    drawn: int = 1,
) -> dict[str, Fraction]:
    """The coup settled on the spot: each player's gain (what he is handed, less his stakes)
    and the banker's (key ``"banker"``); the sums are zero between them. The banker keeps the
    losing stakes and pays the winning ones from the money before him, or in full if he so
    agreed before witnesses (see :func:`limited_to_bank`).

    ``drawn`` balls drawn at once: more than one, "le jeu ne vaut rien" (hoca.a18,
    :func:`drawn_counts`): nobody wins or loses, every stake goes back to its player."""
    if drawn_counts(drawn) == "void":
        return {**dict.fromkeys({b.player for b in bets}, Fraction(0)), "banker": Fraction(0)}
    owed = {p: Fraction(0) for p in {b.player for b in bets}}
    for b in bets:
        owed[b.player] += payout(b, ball, stake_included)
    paid = limited_to_bank(owed, bank + sum(b.stake for b in bets), agreed_before_witnesses)
    net = {p: paid[p] - sum(b.stake for b in bets if b.player == p) for p in owed}
    net["banker"] = -sum(net.values())
    return net


@implements("hoca.a18", quote="contraint à la restitution de tout ce qu'il aura reçu")
def banish(
    players: frozenset[str], drawer: str, received: Fraction
) -> tuple[frozenset[str], dict[str, Fraction]]:
    """A ball drawn "en cachette, ou avec fraude": "celui qui l'aura tirée sera banni du jeu,
    et contraint à la restitution de tout ce qu'il aura reçu" — the players left without
    him, and the restitution: all he was handed (``received``) given back to the banker, who
    paid it."""
    if drawer not in players:
        raise ValueError(f"{drawer!r} is not at the table")
    return players - {drawer}, {drawer: -received, "banker": received}


@implements(
    "hoca.a10",
    quote=("que de ce qu'il a devant soi dans sa banque", "accord entre lui et ceux qui jouent"),
    status="editorial",
)
def limited_to_bank(
    owed: dict[str, Fraction], available: Fraction, agreed_before_witnesses: bool = False
) -> dict[str, Fraction]:
    """The banker "n'est point tenu … de faire bon au joueur que de ce qu'il a devant soy dans
    sa banque, si ce n'est qu'il interuienne particuliere contention & accord entre luy &
    ceux qui iouent en presence de gens": unless he so agreed with the players before
    witnesses (then he owes it all), if the winnings pass what he has (his bank and the
    coup's stakes), each winner gets the same share of what is there (the text says only
    that he owes no more)."""
    total = sum(owed.values())
    if agreed_before_witnesses or total <= available or total == 0:
        return dict(owed)
    return {p: v * available / total for p, v in owed.items()}


@implements("hoca.a15", quote=("à main droite", "renoncer à son droit et rang"))
def next_drawer(seats: int, last: int, renounced: frozenset[int] = frozenset()) -> int:
    """Who draws next: the player to the right, each in turn (seats numbered going right);
    a player may give up his turn to the one after him. An interrupted order goes on from
    where it is, never back."""
    for k in range(1, seats + 1):
        seat = (last + k) % seats
        if seat not in renounced:
            return seat
    raise ValueError("every player renounced the draw")


@implements("hoca.a21", quote=("pluralité des voix", "divisera le paiement"), status="editorial")
def dispute(votes: list[str], claimants: tuple[str, str], payment: Fraction) -> dict[str, Fraction]:
    """Whose was a disputed stake: the plurality of the voices the bag-holder gathers; with
    no one to say, the banker divides the payment between the two claimants. Voices equally
    split are read as no one saying (the text does not say)."""
    tally = Counter(v for v in votes if v in claimants)
    ranked = tally.most_common()
    if ranked and (len(ranked) == 1 or ranked[0][1] > ranked[1][1]):
        return {ranked[0][0]: payment}
    return {c: payment / 2 for c in claimants}


@implements("hoca.a1", quote="à peine contre les contrevents d'être interdits de jouer")
def may_play(swore: bool) -> bool:
    """Whoever swears or blasphemes is barred from playing."""
    return not swore


@implements(
    "hoca.a2",
    quote=("depuis trois heures jusqu'à six", "excepté les fêtes et Dimanches"),
    status="editorial",
)
def is_open(hour: float, feast_or_sunday: bool, closed_for_service: bool = False) -> bool:
    """The game opens every day at two in the afternoon, "excepté les fêtes et Dimanches,
    depuis trois heures jusqu'à six, afin de ne point troubler le service Divin". The clause
    reads two ways, and the text does not settle which: on feasts and Sundays the game is
    open from three to six only (the default), or it opens at two as on other days but
    closes from three to six, the hours of the service (``closed_for_service=True``).
    (No closing hour is given for any day.)"""
    if feast_or_sunday and closed_for_service:
        return hour >= 14 and not 15 <= hour < 18
    if feast_or_sunday:
        return 15 <= hour < 18
    return hour >= 14
