"""Le Jeu de France (the kings of France) as printed in 1665 (pp. 203–229), on the race
engine's niche mode: sixty-four niches, one per king, in letters A to F of eleven niches
(F has nine); each niche is marked with two throws of two dice, and a throw moves the mark
to the next niche marked with it (no sum is counted, france.a4).

The throws of the eleven niches of a letter, read from the book's own labels ("V. IV." for
Clotaire I, 7; "VI. II." and "VI. III." for Chilperic I, 9; "quatre, quatre" for Clovis III,
16; "à VI. VI. VI. VI." over the eleventh) are the 21 throws in order, two by two, the
eleventh niche having double six alone::

    1: 1-1 2-1   2: 2-2 3-1   3: 3-2 3-3   4: 4-1 4-2   5: 4-3 4-4   6: 5-1 5-2
    7: 5-3 5-4   8: 5-5 6-1   9: 6-2 6-3  10: 6-4 6-5  11: 6-6

Editorial choices: Philippe I (38) sends "à vi. D." — read VI. II. D., niche 42; "obligé
d'arrêter" (france.p101.1) counts a resting player as stopped, so that the game starts again
when every player is resting or held (``Options.rest_stops``).
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import MEET, Board, Effect, Options, State
from pipeline.rules.registry import implements, not_executable
from pipeline.text.roman import to_roman

GOAL = 64

not_executable("heading", "france.p53.1")
# "Quira à V I. IV. V. V." is the label over Childeric III's niche (21: VI. IV. and VI. V.),
# "Qui ira à …", set as a section head everywhere else ("Quira à III. II. III. III.").
LETTERS = "ABCDEF"
PAIRS = (
    ((1, 1), (2, 1)), ((2, 2), (3, 1)), ((3, 2), (3, 3)), ((4, 1), (4, 2)), ((4, 3), (4, 4)),
    ((5, 1), (5, 2)), ((5, 3), (5, 4)), ((5, 5), (6, 1)), ((6, 2), (6, 3)), ((6, 4), (6, 5)),
    ((6, 6),),
)  # fmt: skip
"""The throws of the eleven niches of a letter."""

_TABLE: dict[int, tuple[tuple[str, ...], int, int, int | None, int]] = {
    # niche: (rules, pay, wait, to, held) — "Paiera une marque", "sans rien payer", "Y arrêtera"
    1: (("france.p33.1",), 1, 0, None, 0),
    2: (("france.p34.1",), 0, 0, None, 0),
    3: (("france.p35.1",), 1, 0, None, 0),
    4: (("france.p36.1",), 0, 0, None, 0),
    5: (("france.p37.1",), 0, 2, None, 0),
    6: (("france.p38.1",), 0, 0, None, 0),
    7: (("france.p39.1",), 0, 0, None, 0),
    8: (("france.p40.1",), 1, 0, 9, 0),
    9: (("france.p41.1",), 0, 0, None, 0),
    10: (("france.p42.1",), 1, 0, None, 0),
    11: (("france.p43.1",), 1, 0, None, 0),
    12: (("france.p44.1",), 1, 0, None, 0),
    13: (("france.p45.1",), 0, 0, None, 0),
    14: (("france.p46.1",), 1, 2, None, 0),
    15: (("france.p47.1",), 0, 0, None, 0),
    16: (("france.p48.1",), 0, 0, None, 0),
    17: (("france.p49.1",), 0, 2, None, 0),
    18: (("france.p50.1",), 0, 0, None, 0),
    19: (("france.p51.1",), 0, 0, None, 0),
    20: (("france.p52.1",), 1, 0, None, 0),
    21: (("france.p54.1",), 0, 2, None, 0),
    22: (("france.p55.1",), 1, 0, None, 0),
    23: (("france.p56.1",), 1, 0, None, 0),
    24: (("france.p57.1",), 0, 0, None, 0),
    25: (("france.p58.1",), 0, 0, None, 0),
    26: (("france.p59.1",), 0, 0, None, 0),
    27: (("france.p60.1",), 0, 0, None, 0),
    28: (("france.p61.1",), 1, 2, None, 0),
    29: (("france.p62.1",), 0, 0, None, 0),
    30: (("france.p63.1",), 1, 2, None, 0),
    31: (("france.p64.1",), 0, 0, None, 0),
    32: (("france.p65.1",), 1, 2, None, 0),
    33: (("france.p66.1",), 0, 0, None, 0),
    34: (("france.p67.1",), 1, 2, None, 0),
    35: (("france.p68.1",), 1, 0, None, 0),
    36: (("france.p69.1",), 0, 0, None, 0),
    37: (("france.p70.1",), 0, 0, None, 0),
    38: (("france.p71.1",), 1, 0, 42, 0),
    39: (("france.p72.1",), 0, 0, None, 0),
    40: (("france.p73.1",), 1, 0, None, 0),
    41: (("france.p74.1",), 1, 0, None, 0),
    42: (("france.p75.1",), 1, 0, None, 0),
    43: (("france.p76.1",), 1, 2, None, 0),
    44: (("france.p77.1",), 0, 0, None, 0),
    45: (("france.p78.1",), 1, 0, 46, 0),
    46: (("france.p79.1",), 0, 0, None, 0),
    47: (("france.p80.1",), 0, 0, None, 0),
    48: (("france.p81.1",), 0, 0, None, 0),
    49: (("france.p82.1",), 0, 0, None, 0),
    50: (("france.p83.1",), 1, 2, None, 0),
    51: (("france.p84.1",), 0, 0, None, 0),
    52: (("france.p85.1",), 0, 0, None, 0),
    53: (("france.p86.1",), 1, 0, None, 0),
    54: (("france.p87.1",), 0, 0, None, 0),
    55: (("france.p88.1",), 0, 0, None, 0),
    56: (("france.p89.1",), 0, 0, None, 0),
    57: (("france.p90.1",), 1, 0, None, MEET),
    58: (("france.p91.1",), 0, 0, None, 0),
    59: (("france.p92.1",), 0, 0, None, 0),
    60: (("france.p93.1",), 1, 0, None, 0),
    61: (("france.p94.1",), 0, 0, None, 0),
    62: (("france.p95.1",), 0, 0, None, 0),
    63: (("france.p96.1",), 1, 0, None, 0),
}
"""Each king's niche: the rule that says what it does, and what (the last, 64, wins)."""

NICHES: dict[int, Effect] = {
    k: Effect(rules[0], pay=pay, wait=wait, to=to, held=held)
    for k, (rules, pay, wait, to, held) in _TABLE.items()
}


@implements(
    *(r for k, (rules, *_) in _TABLE.items() if k != 38 for r in rules),
    "france.p97.1",
    quote=(
        "pour lui rendre hommage à son avènement à la Couronne de France",
        "Rendra ses respects et ses Vénérations",
        "Y sera reçu sans rien payer",
        "Paiera une marque",
        "les autres joueront chacun deux coups",
        "Cependant, les autres joueront chacun deux coups",
        "pendant que les autres jouèront chacun deux coups",
        "Et avancera à VI. II. A",
        "annoncera à II. II. E.",
        "ne bougera de là jusqu'à ce qu'un autre amenant le même point",
        "Paiera le prix convenu",
    ),
)
def niche(k: int) -> Effect | None:
    """What the king of niche ``k`` does to the player whose throw brings him there: "Paiera
    une marque à Pharamond" (1), "Y sera reçu sans rien payer, par Clodion" (2), "Y sera reçu
    sans rien payer par Clouis I. … Et y arrêtera …; Cependant les autres jouïeront chacun
    deux coups" (5), Cherebert "N'y arrêtera point … Et avancera à VI. II. A" (8 -> 9), the
    prison of François I: "ne bougera de là jusqu'à ce qu'un autre amenant le même point, le
    tire de sa place" (57) … (every king: :data:`NICHES`; Philippe I's, 38, is
    :func:`philippe_i`'s reading of a sentence that both stops and does not stop him). Louis
    XIV's (64): the player
    "Rendra ses respects et ses Vénérations" — no payment, no stop: ``None``; reaching him wins
    (:func:`settle`)."""
    return NICHES.get(k)


@implements(
    "france.p2.1",
    "france.p9.1",
    "france.p10.1",
    "france.p11.1",
    "france.p12.1",
    "france.p13.1",
    "france.a7",
    quote=(
        "Toutes les Niches sont séparées de onze en onze",
        "ne contient pas onze Niches, mais seulement neuf",
        "soixante-quatre niches",
        "quatre points, qui peuvent être amenés en deux coups",
        "contiennent tous les points que l'on peut amener avec deux dés",
        "Les onze premières Niches ont pour marque la lettre A",
        "l'on peut entrer dans une même Niche",
    ),
)
def throws(k: int) -> frozenset[tuple[int, int]]:
    """The throws (high die first) marked on niche ``k`` of the "soixante-quatre niches": "Au
    bas de chaque Niche sont marqués quatre points, qui peuvent être amenés en deux coups";
    "Ces unze Niches contiennent tous les points que l'on peut amener avec deux dés", and
    each letter's eleven the same (A, B, … F): "Toutes les Niches sont séparées de onze en
    onze, par un Bâton Royal", but "la lettre F … ne contient pas onze Niches, mais seulement
    neuf", the 64 being reached (``k`` beyond 64: ValueError)."""
    if not 1 <= k <= GOAL:
        raise ValueError(f"no niche {k}: the game has 1 to {GOAL}")
    return frozenset(PAIRS[(k - 1) % 11])


@implements("france.a5", quote="on nommera toujours le plus haut point")
def label(k: int) -> str:
    """A niche as the book names it, high point first ("l'on dira six et trois, et non trois
    et six"): ``label(9) == "VI. II. A"`` (its first throw and its letter)."""
    hi, lo = PAIRS[(k - 1) % 11][0]
    return f"{to_roman(hi)}. {to_roman(lo)}. {LETTERS[(k - 1) // 11]}"


def parse(text: str) -> int:
    """The niche a label names (``"V. IV. A"`` -> 7); either of its throws will do."""
    parts = [p for p in text.replace(",", " ").replace(".", " ").split() if p]
    hi, lo, letter = _ROMAN[parts[0].upper()], _ROMAN[parts[1].upper()], parts[2].upper()
    base = LETTERS.index(letter) * 11
    for i, pair in enumerate(PAIRS):
        if (max(hi, lo), min(hi, lo)) in pair and base + i + 1 <= GOAL:
            return base + i + 1
    raise ValueError(f"{text!r}: no such niche")


@implements(
    "france.a2",
    "france.a3",
    "france.a4",
    "france.a9",
    "france.p99.1",
    "france.p100.1",
    quote=(
        "L'on jouera avec deux dés communs",
        "sans pouvoir le reculer",
        "l'on ne comptera pas huit, mais l'on dira six et deux",
        "l'on mettra sa marque dans la Lettre A",
        "entre VI. II. E. et VI. II. F.",
        "il reculera sa marque",
        "il ne bougera de sa place",
    ),
)
def move(at: int, dice: tuple[int, int]) -> int:
    """Where a throw takes the mark at niche ``at`` (0 before the first throw): the points are
    not added ("l'on ne comptera pas huit, mais l'on dira six et deux"); the first throw goes
    into letter A; then to the next niche with that throw, "sans pouvoir le reculer", or not
    at all if his own niche has it; between VI. II. E. and the end, a throw with no niche
    ahead sends the mark back to the nearest behind ("il reculera sa marque … sur le point
    amené plus proche d'icelle"; the sentence's own example, from III. I. F. with II. I. to
    "II. I. E.", passes over II. I. F., 56, which its rule gives). "L'on jouera avec deux dés
    communs" (france.a2): ``dice`` are two faces of 1 to 6 (else ValueError)."""
    if len(dice) != 2 or not all(1 <= d <= 6 for d in dice):
        raise ValueError(f"throw {dice}: not two common dice (france.a2)")
    return goose.niche(board(), at, dice)


@implements(
    "france.p32.1",
    "france.p100.1",
    quote=(
        "Qui amènera l'un des points, sur lequel sa marque se trouvera posée, paiera",
        "il ne bougera de sa place, suivant l'ordre du jeu",
    ),
)
def own_point(at: int, dice: tuple[int, int]) -> tuple[int, int]:
    """ "Qui amènera l'un des points, sur lequel sa marque se trouvera posée, paiera le prix
    convenu, et ne bougera de sa place": (where he stands, what he pays). The last but
    one king's niche is no exception: "ayant sa marque sur VI. II. E. amène VI. II. il ne
    bougera de sa place, suivant l'ordre du jeu" (france.p100.1), and pays as anywhere."""
    if at and (max(dice), min(dice)) in throws(at):
        return at, 1
    return move(at, dice), 0


@implements(
    "france.p31.1",
    "france.a8",
    "france.a3",
    "france.p90.1",
    quote=(
        "jusqu'à ce qu'un autre amenant le même point, le tire de sa place",
        "s'en ira prendre sa place, en lui cédant la sienne",
        "sujet au rencontre",
        "si ce n'est lorsque l'on sera rencontré",
    ),
)
def meeting(niches: Sequence[int], mover: int, came: int) -> tuple[list[int], list[int]]:
    """france.p31.1 "Qui sera rencontré d'un autre, lui paiera le prix convenu, et s'en ira
    prendre sa place, en lui cédant la sienne"; one is met by either throw of his niche (a8: the
    niches, not the throws, are compared): every seat's niche once the ``mover``'s throw from
    ``came`` has brought him to ``niches[mover]`` -> the niches after (the player met goes to
    ``came``) and what each paid: the player met one to the mover (:func:`~.goose.meet` on
    this board, as in every turn). It is the one way a mark goes back but near the end
    (france.a3: "sans pouvoir le reculer, si ce n'est lorsque l'on sera rencontré"), and the
    way out of François I's prison (57): "ne bougera de là jusqu'à ce qu'un autre amenant le
    même point, le tire de sa place" (p90.1)."""
    return goose.meeting(board(), niches, mover, came)


@implements(
    "france.a1",
    "france.a10",
    "france.p98.1",
    quote=("que chacun mettra dans le milieu du Jeu", "Gagnera la partie, et tout ce qui"),
)
def settle(paid: list[int], winner: int | None, stake: int = 1) -> list[int]:
    """The stake "que chacun mettra dans le milieu du Jeu"; "Tous les payements … seront
    portez dans le milieu du jeu, au profit de celui qui gagnera la partie; hormis ceux des
    Rencontres" (paid to the player who meets); Louis XIV's niche "Gagnera la partie, et tout
    ce qui se trouvera dans le milieu du jeu"."""
    return goose.settle(paid, winner, stake, stake)


@implements("france.a2", quote="deux, trois, quatre, cinq, et six Personnes")
def turns(players: int, rounds: int = 1) -> list[int]:
    """ "L'on jouera avec deux dés communs, deux, trois, quatre, cinq, et six Personnes, chacun
    une fois à son rang" (seat 0 first)."""
    return goose.turns(players, rounds, 2, 6)


@implements("france.p101.1", quote="l'on recommencera le jeu tout de nouveau", status="editorial")
def all_stopped(state: State) -> State:
    """ "si un joueur, ayant sa marque sur un point, où il sera obligé d'arrêter, les autres
    joueurs viennent à arrêter sur quelque autre point : l'on recommencera le jeu tout de
    nouveau": the game after a turn that leaves ``state`` — the start again when every
    player is stopped, resting (the kings' "y arrêtera … les autres joueront chacun deux
    coups") or held (François I's prison), else ``state``. The engine's turn does the same
    (``Options(all_held="restart", rest_stops=True)``)."""
    return goose.start(len(state.seats)) if goose.all_stopped(board(), state) else state


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "AS": 1}


@implements(
    "france.p71.1",
    quote=("N'y arrêtera point", "Et y arrêtera à vi. D."),
    status="editorial",
)
def philippe_i(to: int = 42) -> Effect:
    """Philippe I (38): "Paiera une marque … N'y arrêtera point … Et y arrêtera à vi. D." —
    both "not stop" and "stop"; read as the other excommunicated kings' "avancera à VI. II.
    A" (p40.1): he pays and goes on to VI. II. D. (``to=42``)."""
    return Effect("france.p71.1", pay=1, to=to)


def board(philippe_i_to: int = 42) -> Board:
    """The whole game, from the tables above."""
    return Board(
        "france",
        GOAL,
        effects={**NICHES, 38: philippe_i(philippe_i_to)},
        options=Options(all_held="restart", rest_stops=True),
        niches=tuple(throws(k) for k in range(1, GOAL + 1)),
        meeting_pay="mover",
    )
