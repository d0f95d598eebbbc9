"""Le Jeu de Cupidon as printed in 1665 (pp. 257–262): the Goose's engine on sixty-three
circles with Cupidons every seven for geese, and the privilege of the seven.

Editorial choices:

- the bridge of Love (cupidon.p8.1) has no number in the text; it sends to the Chair at 12,
  as the Goose's bridge at 6 sends to 12: ``bridge_at=6``.
- "s'il arrive que tous deux soient détenus … faut recommencer le jeu" (cupidon.p2.2): when
  every player is held the game starts again (``all_held="restart"``), so it always ends.
- the Forest holds "jusqu'à ce qu'un de ses compagnons y soit pris, et que le jeu soit gagné":
  read "ou", as the Fountain's (``forest_as_printed=False``).
- the privilege of the seven (cupidon.p16.1): a throw of seven passes over the Throne,
  Fountain, Banquet, Labyrinth, Forest and Tomb as over a Cupidon, pays nothing, and pulls
  out whoever stands there, who goes to where the thrower came from without paying.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import MEET, Board, Effect, Options, Seat, State
from pipeline.rules.registry import implements

GOAL = 63
SEVEN = 7


SQUARES: dict[int, Effect] = {
    18: Effect("cupidon.p9.1", pay=1, wait=2),
    30: Effect("cupidon.p10.1", pay=1, held=MEET),
    38: Effect("cupidon.p11.1", pay=1, wait=1),
    46: Effect("cupidon.p12.1", pay=1, to=23),
    54: Effect("cupidon.p13.1", pay=1, held=MEET),
    59: Effect("cupidon.p14.1", pay=1, restart=True),
}
"""The circles that act, each with the rule that says what it does (the bridge:
:func:`bridge`)."""


@implements(
    *(e.rule for n, e in SQUARES.items() if n != 54),
    quote=(
        "où est le Trône d'Amour",
        "où est la Fontaine",
        "où est le Banquier",
        "où est le Labyrinthe",
        "où est le Tombeau",
    ),
)
def square(n: int) -> Effect | None:
    """What the circle numbered ``n`` does: "Qui viendra au 18. cercle, où est le Trône
    d'Amour, il paiera … et y séjournera sans jouer jusqu'à ce que ses compagnons aient joué
    chacun deux fois"; the Fountain (30) holds him "jusqu'à ce qu'un de ses compagnons y
    parvienne"; the Banquet (38) one turn; the Labyrinth (46) back to 23; the Tomb (59)
    "retournera au commencement du jeu"; each pays. The Forest (54) is read by
    :func:`forest` (its sentence does not say what the Fountain's says)."""
    return SQUARES.get(n)


@implements("cupidon.p8.1", quote=("le pont d'Amour", "au cercle 12"), status="editorial")
def bridge() -> Effect:
    """ "Qui s'arrêtera sur le cercle, où est le pont d'Amour, il paiera le tribut dû à
    Cupidon, et ira se reposer en la Chaire, qui est figurée au cercle 12" (the bridge's
    number is not printed: see the module's note)."""
    return Effect("cupidon.p8.1", pay=1, to=12)


@implements(
    "cupidon.p5.1",
    "cupidon.p5.2",
    quote=("doubler le nombre advenu", "de 7. en 7."),
)
def cupidons() -> frozenset[int]:
    """The Cupidons, "disposez de 7. en 7.": "il ne s'y faut arrêter, mais doubler le nombre
    advenu … ce qui lieu aussi en rétrogradant"."""
    return frozenset(range(SEVEN, GOAL, SEVEN))


@implements("cupidon.p5.2", quote=("s'il est de 6. et 1.", "au cercle de 23.", "de 5. et 2."))
def first_throw(high: int, low: int) -> int | None:
    """A first seven, which the Cupidons would carry to 63: "s'il est de 6. et 1. il se faut
    poser au cercle marqué 16. s'il est de 4 et 3. au cercle de 23. … de 5. et 2. au cercle de
    43."; other first throws are ordinary."""
    return {(6, 1): 16, (4, 3): 23, (5, 2): 43}.get((high, low))


@implements(
    "cupidon.p1.1",
    "cupidon.p1.2",
    "cupidon.p4.1",
    "cupidon.p4.2",
    "cupidon.p5.1",
    quote=(
        "il ne s'y faut arrêter, mais doubler le nombre advenu",
        "parvient justement audit nombre de 63",
        "retourner en arrière d'autant de points",
    ),
)
def arrival(start: int, throw: int) -> int:
    """Where a throw ends: "Ayant jeté les dés, il faut compter ce qu'il y aura" — the two
    common dice of cupidon.p3.1, so ``throw`` is 2 to 12 (anything else is refused,
    ValueError); counted from the door, doubled on a Cupidon, 63 exactly wins, and "si …
    qu'on en ait davantage, il faut retourner en arrière d'autant de points qu'il y a de
    surplus"."""
    if not 2 <= throw <= 12:
        raise ValueError(f"throw {throw}: two common dice show 2 to 12 (cupidon.p3.1)")
    return goose.land(board(), start, throw)[0]


@implements("cupidon.p16.1", quote="Le nombre de 7. est favorable et privilégié")
def privileged() -> frozenset[int]:
    """The circles a seven passes over: "si celui qui l'aura arrive au Trône, à la Fontaine, au
    Banquet, au Labyrinthe, à la Forêt, ou au Tombeau, il ne paiera aucune chose, ni ne
    séjournera et ne reculera; mais redoublera seulement son nombre"; the companion held or
    resting on one he passes over "sortira sans rien payer, et ira au lieu où était celui qui
    l'aura délivré" (the board's ``privileged``, which the engine's turn reads)."""
    return frozenset(SQUARES)


@implements(
    "cupidon.p16.1",
    quote=(
        "il ne paiera aucune chose, ni ne séjournera et ne reculera",
        "ne laissera de tirer son compagnon qui se trouvera engagé ou arrêté",
    ),
)
def seven(
    seats: Sequence[Seat], mover: int, dice: tuple[int, int] = (4, 3)
) -> tuple[tuple[Seat, ...], tuple[int, ...]]:
    """The turn of a seven, ``dice`` (ValueError for a throw that is not seven) thrown by
    ``mover`` from where ``seats`` stand -> the seats after it and what each paid. "si celui
    qui l'aura arrive au Trône, à la Fontaine, au Banquet, au Labyrinthe, à la Forêt, ou au
    Tombeau, il ne paiera aucune chose, ni ne séjournera et ne reculera; mais redoublera
    seulement son nombre jusqu'à ce qu'il soit en lieu sûr" (:func:`privileged` squares
    double), "et ne laissera de tirer son compagnon qui se trouvera engagé ou arrêté, lequel
    sortira sans rien payer, et ira au lieu où était celui qui l'aura délivré" (on a square
    he passes over or ends on). The engine's own turn (:func:`~.goose.step`), so that the
    rule and the game cannot differ; a first seven is the first-throw rule's (p5.2)."""
    if sum(dice) != SEVEN:
        raise ValueError(f"throw {dice}: not a seven")
    state, _, _, paid = goose.step(board(), State(mover, tuple(seats)), dice)
    return state.seats, paid


@implements(
    "cupidon.p15.1",
    "cupidon.p17.1",
    "cupidon.p10.1",
    "cupidon.p13.1",
    quote=(
        "jusqu'à ce qu'un de ses compagnons y parvienne",
        "jusqu'à ce qu'un de ses compagnons y soit pris",
        "retournera en arrière, au lieu où était celui qui l'a ôté de sa place",
        "sans rien payer pour la rencontre",
    ),
)
def meeting(
    squares: Sequence[int], mover: int, came: int, throw: int = 0
) -> tuple[list[int], list[int]]:
    """ "le rencontré paiera le prix convenu, et retournera en arrière, au lieu où était celui
    qui l'a ôté de sa place"; but "s'il advient qu'on soit rencontré par un qui aura sept, le
    rencontré changera seulement de place … sans rien payer pour la rencontre": every seat's
    square once the ``mover``'s throw of ``throw`` points from ``came`` has ended on
    ``squares[mover]`` -> the squares after and what each paid (:func:`~.goose.meet`, as in
    every turn). It is how the Fountain (30) and the Forest (54) let a player go: "jusqu'à ce
    qu'un de ses compagnons y parvienne" (p10.1), "y soit pris" (p13.1)."""
    return goose.meeting(board(), squares, mover, came, throw)


@implements(
    "cupidon.p2.1",
    "cupidon.p2.2",
    quote=("ne se joué à moins de deux", "faut recommencer le jeu"),
)
def all_held(state: State) -> State:
    """ "ne se joué à moins de deux; et s'il arrive que tous deux soient détenus, comme l'un à
    la Fontaine, et l'autre à la Forêt, ni l'un ni l'autre ne gagne, ains faut recommencer le
    jeu, sans augmenter le prix": the game after a turn that leaves ``state`` — the start
    again when every player is held (nobody has won; nothing more is staked), else
    ``state``; fewer than two players: ValueError. The engine's turn does the same
    (``all_held="restart"``)."""
    if len(state.seats) < 2:
        raise ValueError("Cupidon is not played by fewer than two")
    return goose.start(len(state.seats)) if goose.all_stopped(board(), state) else state


@implements(
    "cupidon.p3.1",
    quote=(
        "il faut prendre deux dés communs",
        "auquel premier sera advenu le nombre de 7",
        "recommencer le premier",
    ),
)
def first_player(
    throws: list[tuple[int, int]], players: int, last_winner: int | None = None
) -> int:
    """Who begins: the last game's winner ("celui qui aura gagné le jeu, aura ce privilège de
    recommencer le premier"), else the first to throw seven, the players throwing in turn
    (``throws`` in that order, from seat 0) "deux dés communs" (a throw that is not two
    faces of 1 to 6: ValueError)."""
    if last_winner is not None:
        return last_winner
    for a, b in throws:
        if not (1 <= a <= 6 and 1 <= b <= 6):
            raise ValueError(f"throw {(a, b)}: not two common dice (cupidon.p3.1)")
    for k, (a, b) in enumerate(throws):
        if a + b == SEVEN:
            return k % players
    raise ValueError("nobody has thrown seven yet")


@implements(
    "cupidon.p3.1",
    quote="chacun puis après tirera son coup l'un après l'autre, selon son rang",
)
def turns(first: int, players: int, count: int) -> list[int]:
    """After the first player (:func:`first_player`), "chacun puis après tirera son coup l'un
    après l'autre, selon son rang, et ordre": the next ``count`` throwers, round the table
    in seat order from ``first``; "ne se joué à moins de deux" (cupidon.p2.1): fewer than
    two players, ValueError."""
    if players < 2:
        raise ValueError("Cupidon is not played by fewer than two")
    if not 0 <= first < players:
        raise ValueError(f"seat {first}: the players are 0 to {players - 1}")
    return [(first + k) % players for k in range(count)]


@implements(
    "cupidon.p1.2",
    "cupidon.p7.1",
    quote=(
        "tout ce qui aura été payé pour les rencontres",
        "ce qu'on paiera pour chacune rencontre",
    ),
)
def settle(paid: list[int], winner: int | None, stake: int = 1, price: int = 1) -> list[int]:
    """The winner "gagne le prix du jeu, dont on aura convenu dès le commencement, et tout ce
    qui aura été payé pour les rencontres"; "il faut premièrement aviser … ce qu'on paiera
    pour chacune rencontre" (``price``)."""
    return goose.settle(paid, winner, stake, price)


@implements(
    "cupidon.p13.1",
    quote="jusqu'à ce qu'un de ses compagnons y soit pris, et que le jeu soit gagné",
    status="editorial",
)
def forest(as_printed: bool = False) -> Effect:
    """The Forest (54): "il paiera le prix, et y séjournera jusqu'à ce qu'un de ses compagnons
    y soit pris, et que le jeu soit gagné". Read "ou", as the Fountain's "ou que le jeu soit
    gagné" (default): freed by the next companion caught there. ``as_printed``: "et" — he
    stays there for the rest of the game."""
    if as_printed:
        return Effect("cupidon.p13.1", pay=1, until=GOAL + 1)
    return SQUARES[54]


def board(bridge_at: int = 6, forest_as_printed: bool = False) -> Board:
    """The whole board, from the table and predicates above."""
    first = {k: v for k in ((6, 1), (4, 3), (5, 2)) if (v := first_throw(*k)) is not None}
    return Board(
        "cupidon",
        GOAL,
        cupidons(),
        first,
        {bridge_at: bridge(), **SQUARES, 54: forest(forest_as_printed)},
        Options(all_held="restart"),
        privilege=SEVEN,
        privileged=privileged(),
    )
