"""The Jans of a position and a throw: who marks what, priced by ``trictrac``'s table.

A throw makes points for the thrower (a hit on a man left uncovered, a plein made or held,
the Jans of the first throws, the other's corner taken by power) and for the other player
(the Jans qui ne peut: a hit whose passage is closed, Margot la fendue, dice that cannot be
played). :func:`score_throw` lists both; "C'est Jan de récompense" when the throw pays both.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.rules import trictrac as values
from pipeline.rules.registry import implements
from pipeline.rules.trictrac.board import (
    CORNER,
    GRAND_JAN,
    MEN,
    PETIT_JAN,
    PILE,
    POINTS,
    RETOUR,
    THEIR_CORNER,
    Position,
    _open_to,
    check_throw,
    closed,
    holds,
    plays,
    unplayable,
)


@dataclass(frozen=True)
class Hit:
    """A man of the other player left alone on ``point`` (my path) that the throw reaches."""

    point: int
    ways: int
    """Ways with an open passage: the thrower marks them."""
    false_ways: int
    """Ways through closed passages only: "Jan qui ne peut", the other marks them."""

    @property
    def retour(self) -> bool:
        """In the table of the return ("En la case du retour")."""
        return self.point in RETOUR


@implements(
    "trictrac.p58.1",
    "trictrac.p59.1",
    "trictrac.p60.1",
    "trictrac.p67.1",
    "trictrac.p67.3",
    "trictrac.q27",
    "trictrac.q35",
    quote=(
        "il faut savoir ce qu'elles valent à celui qui par le nombre de son dé tombe dessus "
        "une Dame découverte",
        "ton dé te porte sur une Dame découverte",
        "tout autant de Dames que tu as qui frappent celle de ton homme découverte",
        "quand notre dé nous amène un nombre qui nous jette sur une Dame découverte, mais par "
        "des passages bouchés",
        "qui ne trouve pas passage ouvert pour battre directement la Dame",
        "Quand le nombre du dé tombe dessous la Dame",
        "Jan qui ne peut avient quand je suis découvert",
    ),
    status="editorial",
)
def hits(pos: Position, throw: tuple[int, int]) -> list[Hit]:
    """Each uncovered man of the other player the throw falls on, with its ways: each die
    alone, and both together through the point either die reaches first — a way only if that
    passage is open; through closed passages alone it is a "Jan qui ne peut" ("un nombre
    obstacle par sa division, et qui ne trouve pas passage ouvert"). A way is counted once for
    each point the men come from (the men of one point make one way)."""
    a, b = check_throw(throw)
    out = []
    for t in range(1, POINTS):
        if pos.theirs_at(t) != 1:
            continue
        ways = false = 0
        for p in range(t):
            if not pos.mine[p]:
                continue
            d = t - p
            if a == b:
                ways += d == a
                singles = (a,)
            else:
                ways += (d == a) + (d == b)
                singles = (a, b)
            if d == a + b:
                if any(not closed(pos, p + s) for s in singles):
                    ways += 1
                else:
                    false += 1
        if ways or false:
            out.append(Hit(t, ways, false))
    return out


def _spare(mine: tuple[int, ...], p: int, table: range, by_power: bool) -> int:
    """Men a point can give without uncovering the table or leaving one alone in the corner."""
    n = mine[p]
    if p == CORNER and n == 2:
        return 2 if by_power else 0
    if p in table:
        return max(0, n - 2)
    return n


@implements(
    "trictrac.p51.1",
    "trictrac.p51.2",
    "trictrac.p102.1",
    "trictrac.p104.1",
    "trictrac.q40",
    quote=(
        "de ces deux points tu peux par trois moyens couvrir ta Dame découverte",
        "pour chaque endroit qui couvre ta Dame découverte, tu marques quatre points",
        "savoir est si je dois marquer huit ou douze",
        "je crois plutôt l'affirmative, qui est pour la puissance",
        "Qu'une Dame du coin doit passer en estime",
    ),
    status="editorial",
)
def fill_ways(pos: Position, throw: tuple[int, int], table: range, by_power: bool = True) -> int:
    """The ways ("moyens") a throw covers the one man a table lacks for its plein: each die
    that brings a man onto it, and both dice through an open point; a doublet's number once
    for each man that can come ("de deux Dames couvrir ta découverte", at most two). Men in
    the corner, "qui ne saurait sortir qu'en compagnie", count by power (the author's
    "affirmative", ``by_power=True``) or not."""
    a, b = check_throw(throw)
    mine = pos.mine
    short = [p for p in table if mine[p] < 2]
    if len(short) != 1 or mine[short[0]] != 1:
        return 0
    t = short[0]
    ways = 0
    if a == b:
        if t - a >= 0:
            ways += min(2, _spare(mine, t - a, table, by_power))
        singles = (a,)
    else:
        for d in (a, b):
            ways += t - d >= 0 and _spare(mine, t - d, table, by_power) > 0
        singles = (a, b)
    p = t - a - b
    if p >= 0 and _spare(mine, p, table, by_power) and any(_open_to(pos, p + s) for s in singles):
        ways += 1
    return ways


TABLES = {"petit Jan": PETIT_JAN, "grand Jan": GRAND_JAN, "Jan de retour": RETOUR}


@implements(
    "trictrac.p44.1",
    "trictrac.p45.1",
    "trictrac.q14",
    quote=(
        "jusqu'à six Dames toutes plates et découvertes en trois coups de suite",
        "il ne se peut jamais faire par doublet",
        "Si d'un jusqu'à six tes Dames tu arranges",
    ),
)
def is_jan_de_trois_coups(throws: list[tuple[int, int]], pos: Position) -> bool:
    """ "quand l'on abat et couche jusqu'à six Dames toutes plates et découvertes en trois coups
    de suite, qui sont tous les premiers du tout"; "il ne se peut jamais faire par doublet".
    Six men down by six dice: each die laid one man from the pile on the point it names, so
    the men lie one on each point one to six (quatrain XIV's "Si d'un jusqu'à six tes Dames
    tu arranges") and the three throws show the six numbers, each once — else those throws did
    not lay them."""
    if len(throws) != 3 or any(len(set(check_throw(t))) == 1 for t in throws):
        return False
    if sorted(d for t in throws for d in t) != list(range(1, 7)):
        return False
    down = {p: n for p, n in enumerate(pos.mine) if p != PILE and n}
    return set(down) == set(range(1, 7)) and all(n == 1 for n in down.values())


@implements(
    "trictrac.p42.1",
    "trictrac.q4",
    quote=(
        "c'est quand le premier coup de tout le jeu est suivi d'un semblable par le second",
        "Ja n de rencontre peut arriver par fortune",
    ),
)
def is_jan_de_rencontre(first: tuple[int, int], second: tuple[int, int]) -> bool:
    """ "quand le premier coup de tout le jeu est suivi d'un semblable par le second; comme si
    tu amènes sennes, et que ton compagnon les amène aussi". The second marks it
    (:func:`score_throw`)."""
    return check_throw(first) == check_throw(second)


@implements(
    "trictrac.p48.2",
    "trictrac.p153.1",
    "trictrac.q13",
    quote=(
        "tu peux jeter une de tes Dames dans ton coin, et l'autre en celle de ta partie",
        "je ferais d'avis de marquer Jan de deux tables, quand on le fait de deux Dames seules "
        "dans la 2. table",
        "Que ton dé les sépare en l'un et l'autre coin",
    ),
    status="editorial",
)
def is_jan_de_deux_tables(
    pos: Position, throw: tuple[int, int], second_table_only: bool = False
) -> bool:
    """Two men down, and a throw that "par division" carries one into my corner and the other
    into the other's ("j'amène deux cinq ... j'en jette une dans ton coin, et l'autre dans le
    mien"). The author would also mark it with two men alone in the second table though others
    lie in the first (``second_table_only=True``)."""
    a, b = check_throw(throw)
    if second_table_only:
        movers = [p for p in GRAND_JAN for _ in range(pos.mine[p])]
    else:
        movers = [p for p in range(1, POINTS) for _ in range(pos.mine[p])]
        if len(movers) != 2:
            return False
    if len(movers) != 2:
        return False
    x, y = movers
    return (CORNER - x, THEIR_CORNER - y) in ((a, b), (b, a)) or (
        CORNER - y,
        THEIR_CORNER - x,
    ) in ((a, b), (b, a))


@implements(
    "trictrac.p107.6",
    "trictrac.q56",
    quote=(
        "toi et moi n'avons que chacun deux Dames abattues, lesquelles sont en notre coing de "
        "repos, et je viens à jeter un as",
        "Si tu n'as abattu encore que deux Dames",
    ),
)
def is_contre_jan_de_mezeas(pos: Position, throw: tuple[int, int]) -> bool:
    """ "toi et moi n'avons que chacun deux Dames abattues, lesquelles sont en notre coing de
    repos, et je viens à jeter un as, ce m'est un Jan qui ne peut"."""
    only_corner = all(n == 0 for p, n in enumerate(pos.mine) if p not in (PILE, CORNER))
    theirs = all(n == 0 for q, n in enumerate(pos.theirs) if q not in (PILE, CORNER))
    return (
        only_corner
        and theirs
        and pos.mine[CORNER] == 2
        and pos.theirs[CORNER] == 2
        and 1 in check_throw(throw)
    )


@implements(
    "trictrac.p57.1",
    "trictrac.p103.1",
    "trictrac.p111.1",
    "trictrac.q22",
    quote=(
        "tu as ton coing, et que ton homme ne l'ait pas",
        "je dis qu'en d'autres rencontres on marque seulement pour la puissance",
        "avec lesquels je puisse prendre ton coing et le mien tout ensemble",
        "Il marquera ses coins",
    ),
    status="editorial",
)
def takes_their_corner(pos: Position, throw: tuple[int, int], old_practice: bool = False) -> bool:
    """ "tu as ton coing, et que ton homme ne l'ait pas, et que tu amènes des nombres qui jettent
    deux de tes Dames dans son coing que tu prends par puissance, et non par effet".

    ``old_practice``: the old masters marked it without their own corner, "j'amène … quelqu'autre
    nombre que ce soit, double ou simple, avec lesquels je puisse prendre ton coing et le mien
    tout ensemble" (p111.1): the same throw must carry two men into one's own corner and two
    other men into his, four men in all, counted in power as the corner always is (a doublet's
    number twice for each corner). The men that would take his corner do not also count for
    one's own: "tout ensemble" is both corners, not his taken in one's own by power (p110.1).
    "aujourd'hui l'on pratique qu'il faut avoir premièrement son homme" (one's own corner),
    the default."""
    a, b = check_throw(throw)
    if pos.theirs_at(THEIR_CORNER):
        return False
    need: dict[int, int] = {}
    targets = [THEIR_CORNER]
    if pos.mine[CORNER] < 2:
        if not old_practice or pos.theirs_at(CORNER):
            return False
        targets.append(CORNER)  # both corners by the same throw
    for corner in targets:
        for d in (a, b):
            need[corner - d] = need.get(corner - d, 0) + 1
    return all(p >= 0 and pos.mine[p] - (2 if p == CORNER else 0) >= n for p, n in need.items())


@implements(
    "trictrac.p70.1",
    "trictrac.q32",
    quote=(
        "c'est quand ton dé tombe par son nombre entre deux Dames découvertes",
        "Elle arrive en la case, en l'ayant on la perd",
        "Seulette entre deux bois qui sont à découvert",
    ),
)
def is_margot_la_fendue(pos: Position, throw: tuple[int, int]) -> bool:
    """ "quand ton dé tombe par son nombre entre deux Dames découvertes, et non sur aucunes
    d'icelles": a die carries a man to an empty point whose two neighbours each hold one man
    of the other player."""
    for die in set(check_throw(throw)):
        for p in range(POINTS):
            t = p + die
            if (
                pos.mine[p]
                and 1 <= t < POINTS - 1
                and not pos.mine[t]
                and not pos.theirs_at(t)
                and pos.theirs_at(t - 1) == 1
                and pos.theirs_at(t + 1) == 1
            ):
                return True
    return False


@implements(
    "trictrac.p105.2",
    "trictrac.q36",
    quote=(
        "l'on emplit et entasse toutes les Dames dans le dernier coing de son grand Jan",
        "Toutes les Dames soient dans le coin en un tas",
    ),
)
def is_pile_de_malheur(pos: Position, throw: tuple[int, int]) -> bool:
    """ "l'on emplit et entasse toutes les Dames dans le dernier coing de son grand Jan", and
    the throw finds no passage."""
    return pos.mine[CORNER] == sum(pos.mine) > 0 and plays(pos, throw)[1] == 0


@dataclass(frozen=True)
class Marks:
    """What a throw marks, each entry ``(what, points)``."""

    mine: tuple[tuple[str, int], ...] = field(default=())
    theirs: tuple[tuple[str, int], ...] = field(default=())

    def total(self, side: str) -> int:
        return sum(p for _, p in getattr(self, side))


READINGS = {
    "hit": values.HIT_READINGS,
    "jan_qui_ne_peut": values.JAN_QUI_NE_PEUT_READINGS,
    "plein": values.PLEIN_READINGS,
    "pile": values.PILE_READINGS,
    "rencontre": (*values.READINGS, "not played"),
    "margot": ("played", "not played"),
    "deux_tables": ("two men", "second table"),
}
"""The readings :func:`score_throw` takes, each with its values, the first the default."""


@implements(
    "trictrac.p44.1",
    "trictrac.p50.1",
    "trictrac.p139.1",
    "trictrac.q4",
    "trictrac.q41",
    "trictrac.q43",
    "trictrac.q79",
    "trictrac.p151.1",
    "trictrac.q33",
    "trictrac.p105.1",
    "trictrac.q38",
    "trictrac.q78",
    "trictrac.q14",
    "trictrac.p153.1",
    "trictrac.q35",
    "trictrac.p105.2",
    "trictrac.p106.1",
    "trictrac.q36",
    "trictrac.p70.1",
    "trictrac.q32",
    "trictrac.p107.6",
    "trictrac.q56",
    "trictrac.p92.1",
    "trictrac.p67.1",
    quote=(
        "tu maintiens",
        "qui arrive à profit à celui qui l'amène",
        "tu l'auras fait si tu abat douze Dames",
        "quand le dernier coup est un doublet, on marque six",
        "Qui rendra le second premier avantagé",
        "Le doublet finissant vaut six",
        "Le plein dure toujours, tant qu'on le peut jouer",
    ),
    status="editorial",
)
def score_throw(
    pos: Position,
    throw: tuple[int, int],
    *,
    earlier: tuple[tuple[int, int], ...] | None = None,
    **readings: str,
) -> Marks:
    """All the Jans a throw makes in a position: hits, pleins made (by one way or several,
    "tu l'auras fait si tu abat douze Dames ... toutes couvertes") or kept ("Le plein dure
    toujours, tant qu'on le peut jouer"), the other's corner, the pile de malheur; and for the
    other player the Jans qui ne peut, Margot la fendue, the contre-Jan, the dice that cannot
    be played. A throw may pay both ("Jan de récompense"). So what one holds and what one
    makes in passing are marked together (q43's last verse, "Qu'en passant tu maintiens,
    marque ce que tu fais"; its first, to play the whole throw, is :func:`plays`').

    Given ``earlier`` — the throws of this deal before this one, in order, the players
    throwing in turn (``()`` for its first) — it marks as well the Jans of the deal's first
    throws and of its last: the second throw equal to the first is the Jan de rencontre, which
    the second player marks ("Qui rendra le second premier avantagé"); a player's third throw
    that lays six men one on each point from the ace to the six is his Jan de trois coups
    ("qui arrive à profit à celui qui l'amène"); the Jan de deux tables; the throw that lifts
    the last man ("quand le dernier coup est un doublet, on marque six"). Without it those are
    left to the caller, who follows the deal. ``readings``: see :data:`READINGS`."""
    for key, value in readings.items():
        if key not in READINGS or value not in READINGS[key]:
            raise ValueError(f"reading {key}={value!r}: the readings are {READINGS}")
    read = {k: readings.get(k, v[0]) for k, v in READINGS.items()}
    a, b = check_throw(throw)
    doublet = a == b
    mine: list[tuple[str, int]] = []
    theirs: list[tuple[str, int]] = []
    results, _ = plays(pos, throw)
    if earlier is not None:
        mine += _deal_jans(pos, throw, earlier, results, read)
    for h in hits(pos, throw):
        if h.ways:
            v = values.hit_value(doublet, h.ways, h.retour, read["hit"])
            mine.append((f"Dame découverte {h.point}", v))
        if h.false_ways:
            v = values.jan_qui_ne_peut_value(
                doublet, h.false_ways, h.retour, read["jan_qui_ne_peut"]
            )
            theirs.append((f"Jan qui ne peut {h.point}", v))
    for name, table in TABLES.items():
        made = any(holds(r.mine, table) for r in results)
        # held: kept or not; else the ways of covering the one man short, or one way of
        # filling several points at once
        held = holds(pos.mine, table)
        ways = int(made) if held else fill_ways(pos, throw, table) or int(made)
        if ways:
            mine.append((name, values.plein_value(doublet, ways, read["plein"])))
    if takes_their_corner(pos, throw):
        mine.append(("coin", values.coin_value(doublet)))
    pile = is_pile_de_malheur(pos, throw)
    if pile and read["pile"] != "nothing":
        mine.append(("pile de malheur", values.pile_de_malheur_value(doublet, read["pile"])))
    if read["margot"] == "played" and is_margot_la_fendue(pos, throw):
        theirs.append(("Margot la fendue", values.margot_value(doublet)))
    if is_contre_jan_de_mezeas(pos, throw):
        theirs.append(("Jan qui ne peut (as)", values.contre_jan_de_mezeas_value(doublet)))
    elif (n := unplayable(pos, throw)) and not pile:
        theirs.append(("Dames qui ne peuvent jouer", values.unplayable_value(n, doublet)))
    return Marks(tuple(mine), tuple(theirs))


def _deal_jans(
    pos: Position,
    throw: tuple[int, int],
    earlier: tuple[tuple[int, int], ...],
    results: set[Position],
    read: dict[str, str],
) -> list[tuple[str, int]]:
    """The thrower's Jans that :func:`score_throw` marks only when it knows the deal's course."""
    doublet = len(set(throw)) == 1
    out = []
    rencontre = read["rencontre"]
    if len(earlier) == 1 and rencontre != "not played" and is_jan_de_rencontre(earlier[0], throw):
        out.append(("Jan de rencontre", values.jan_de_rencontre(doublet, rencontre)))
    own = list(earlier[len(earlier) % 2 :: 2])  # this player's throws: every other one
    if len(own) == 2 and any(is_jan_de_trois_coups([*own, throw], r) for r in results):
        out.append(("Jan de trois coups", values.jan_de_trois_coups()))
    if is_jan_de_deux_tables(pos, throw, second_table_only=read["deux_tables"] == "second table"):
        out.append(("Jan de deux tables", values.jan_de_deux_tables(doublet)))
    if pos.mine_off < MEN and any(r.mine_off == MEN for r in results):
        out.append(("dernier coup", values.last_throw_value(doublet)))
    return out


def is_jan_de_recompense(marks: Marks) -> bool:
    """ "Lors que du même dé tu gagnes, et que ton homme Peut gagner aussi"."""
    return marks.total("mine") > 0 and marks.total("theirs") > 0
