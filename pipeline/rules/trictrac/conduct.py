"""The conduct of a game of Tricque-Trac: the dice and their names, who throws first, the
man touched, who plays whom, and the advantages given to a weaker player."""

from __future__ import annotations

from pipeline.rules.registry import implements
from pipeline.rules.trictrac.marks import Game, Side


@implements(
    "trictrac.p22.1",
    "trictrac.q4",
    quote=(
        "le plus âgé le jette, et le plus jeune après, et le plus haut en point gagne la primauté",
        "L'on présente le dé au joueur plus aagé",
    ),
)
def primaute(eldest: tuple[int, ...], youngest: tuple[int, ...]) -> str | None:
    """Who throws first: "le plus âgé le jette, et le plus jeune après, et le plus haut en
    point gagne la primauté, l'on peut jeter un ou deux dés"; equal, they throw again
    (None)."""
    for t in (eldest, youngest):
        if len(t) not in (1, 2) or not all(1 <= d <= 6 for d in t):
            raise ValueError(f"one or two dice, not {t!r}")
    if len(eldest) != len(youngest):
        raise ValueError("both throw the same number of dice")
    if sum(eldest) == sum(youngest):
        return None
    return "eldest" if sum(eldest) > sum(youngest) else "youngest"


@implements(
    "trictrac.p24.1",
    "trictrac.p25.1",
    "trictrac.q6",
    "trictrac.q11",
    "trictrac.q39",
    quote=(
        "le dé jeté dehors, ou sur les bords n'est pas louable",
        "librement on peut arrêter du fond d'un cornet",
        "Si par quelque hasard ils chevauchent tous deux",
        "Ou qu'il soit sur les bords, ou sur l'angle arrêté",
        "Avec le cornet, on le peut arrêter",
    ),
)
def throw_counts(landing: str) -> bool:
    """Whether a die thrown from the cornet counts where it lies: in the tables or on the men,
    "pourvu qu'il soit si bien assis dessus son cube, qu'il puisse porter l'autre", or stopped
    with the cornet while it spins; not out of the board, on the edge, or the two dice astride
    ("ils chevauchent tous deux, On les doit rejeter")."""
    good = ("table", "on men", "stopped")
    bad = ("outside", "edge", "cocked", "astride")
    if landing not in good + bad:
        raise ValueError(f"landing is one of {good + bad}")
    return landing in good


NAMES = {1: "ambes as", 2: "double deux", 3: "ternes", 4: "quaternes", 5: "quines", 6: "sennes"}
WORDS = {1: "as", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six"}


def throw_name(a: int, b: int) -> str:
    """How a throw is called. trictrac.p28.1: "Deux as sont appelés ambes as, deux deux double
    deux", ... "deux cinq quines, deux six sennes" (q52 in verse); p32.1: a simple throw "le
    plus gros le premier, six et cinq". Names, not rules of play: no predicate, for showing a
    throw."""
    if not (1 <= a <= 6 and 1 <= b <= 6):
        raise ValueError("dice show one to six")
    if a == b:
        return NAMES[a]
    hi, lo = max(a, b), min(a, b)
    return f"{WORDS[hi]} et {WORDS[lo]}"


@implements(
    "trictrac.p95.1",
    "trictrac.p34.2",
    "trictrac.q10",
    "trictrac.q48",
    "trictrac.q54",
    "trictrac.q68",
    quote=(
        "que Dame touchée, Dame jouée, si l'on ne dit ce mot, j'addoube",
        "l'on en peut tenir une, deux, trois ou quatre dans sa main, sans en pouvoir être repris",
        "Le bon touché, lève doit être mis ailleurs",
        "Il doit dire j'adoube",
        "Car qui touche son bois il le doit déplacer",
        "Sans l'y pouvoir placer, il faut que tu l'avance",
    ),
)
def must_play_touched(
    touched: bool,
    said_jadoube: bool = False,
    on_pile: bool = False,
    in_hand: int = 0,
    touched_in_hand: bool = False,
) -> bool:
    """ "Dame touchée, Dame jouée, si l'on ne dit ce mot, j'addoube, hormis dessous le bois":
    the men still on the pile may be handled (``on_pile``: the touched man is one of them),
    as may the one to four a player holds in his hand ("l'on en peut tenir une, deux, trois
    ou quatre dans sa main, sans en pouvoir être repris"; ``in_hand``: how many he holds,
    ``touched_in_hand``: the touched man is one of them). Holding men from the pile does not
    free a man touched on the board: that one must be played."""
    if not 0 <= in_hand <= 4:
        raise ValueError("one holds at most four men in hand")
    if touched_in_hand and not in_hand:
        raise ValueError("the touched man is in his hand, but he holds none")
    return touched and not said_jadoube and not on_pile and not touched_in_hand


@implements(
    "trictrac.p21.1",
    quote=(
        "le respect donne le choix des Dames blanches ou noires, avec les cornets aux anciens",
        "ou ceux que l'on honore",
    ),
)
def chooses_colour(ages: tuple[int, int], honoured: int | None = None) -> int:
    """Who chooses the white or the black men and the cornets: "le respect donne le choix des
    Dames blanches ou noires, avec les cornets aux anciens, ou ceux que l'on honore" — the
    player one honours (``honoured``, a seat) if there is one, else the elder (``ages`` by
    seat); of equal age and none honoured the book does not say (ValueError)."""
    if len(ages) != 2 or min(ages) < 0:
        raise ValueError(f"two players' ages, not {ages!r}")
    if honoured is not None:
        if honoured not in (0, 1):
            raise ValueError(f"seat {honoured}: the seats are 0 and 1")
        return honoured
    if ages[0] == ages[1]:
        raise ValueError("same age and no one honoured: the book does not say who chooses")
    return 0 if ages[0] > ages[1] else 1


@implements(
    "trictrac.p16.1",
    quote="le vainqueur fait tête à tous ses amis, jusqu'à ce qu'il soit vaincu",
)
def next_match(winner: str, loser: str, waiting: list[str]) -> tuple[tuple[str, str], list[str]]:
    """Among friends: "le vainqueur fait tête à tous ses amis, jusqu'à ce qu'il soit vaincu" —
    he plays the next who waits; the loser waits last."""
    if not waiting:
        return (winner, loser), []
    return (winner, waiting[0]), [*waiting[1:], loser]


ADVANTAGES = ("dé", "quines", "sennes", "coin", "sennes et coin", "parties")


@implements(
    "trictrac.p112.1",
    "trictrac.p113.1",
    "trictrac.p118.1",
    "trictrac.p22.1",
    quote=(
        "des avantages que l'on peut donner à ceux qui ne sont pas assez grands Maîtres",
        "s'il n'y a point d'avantages donnés de part et d'autre",
        "Ces avantages font le dé, qui est le nombre",
        "Quines, ou sennes",
        "Le coing du repos",
        "Sennes, et le coing",
        "c'est de donner 1. 2. 3. 4. 5. ou 6. parties",
    ),
    status="partial",
    missing={
        "trictrac.p113.1": "the fifth advantage, 'Les coings de quines et sennes, qu'on "
        "appelle Bourgeois, et Marchand', is not offered: the text does not say where those "
        "corners lie or what is given there"
    },
)
def handicap(advantage: str, parties: int = 0) -> dict:
    """What the stronger player gives the weaker ("des avantages que l'on peut donner à ceux
    qui ne sont pas assez grands Maîtres"): "le dé" (he throws first), "Quines, ou sennes"
    (his first throw counts as that doublet — an editorial reading of the bare list), "Le coing du
    repos" (he starts with two men in his corner), "Sennes, et le coing", or "1. 2. 3. 4. 5. ou
    6. parties" (holes marked before the first throw). "Le dé" given, nobody throws for the
    primauté ("s'il n'y a point d'avantages donnés de part et d'autre", p22.1). Returns his ``first`` (throws first),
    ``throw`` (his first throw, or None), ``corner`` (men in his corner) and the ``game``."""
    if advantage not in ADVANTAGES:
        raise ValueError(f"advantage is one of {ADVANTAGES}")
    if advantage == "parties" and not 1 <= parties <= 6:
        raise ValueError("one gives one to six parties")
    throw = {"quines": (5, 5), "sennes": (6, 6), "sennes et coin": (6, 6)}.get(advantage)
    corner = 2 if advantage in ("coin", "sennes et coin") else 0
    holes = parties if advantage == "parties" else 0
    return {
        "first": advantage == "dé",
        "throw": throw,
        "corner": corner,
        "game": Game((Side(holes=holes), Side())),
    }
