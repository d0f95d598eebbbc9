"""Le Jeu de Chronologie as printed in 1665 (pp. 246–252): the centuries from the Creation as
a race track, on the one engine — forty before Christ (the first part ends at the twentieth,
Abraham's, the second at the fortieth) and seventeen after (the present century, the last,
57). The book's "5. siècle, à compter depuis notre Seigneur" is square 45.

Its own rules, unlike the Goose's: the player who would land on a century already taken
stays where he was and pays the other (chronologie.p27.1, ``Options.meeting="block"``); a
century reached going back gives no advantage (p28.1); a decahedron may replace the two dice.

Editorial choices:

- ``dice="two"`` (the book allows "un decahedre, ou … deux dés"); ``"decahedron"``: 1 to 10.
- the 37th makes "celui qui l'aura devancé le dernier" go back five: the engine does not
  remember who passed whom; it sends back the nearest player ahead (:func:`square_37`).
- the 35th "gagnera deux fois": he takes the agreed amount twice from the pool
  (:func:`square_35`).
- the marks that lie on the centuries (the stakes on the 20th, 40th and last, the 10th's two
  marks on the 49th, the 30th's on the 40th, the 45th's on the last) are counted by
  :func:`pots`; the engine counts a mark put on the board as one unit into the pool, a mark
  paid to a player as one unit to him.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.kernels import goose as goose
from pipeline.rules.kernels.goose import Board, Effect, Options, Seat, State
from pipeline.rules.registry import implements, not_executable

BEFORE_CHRIST = 40
GOAL = BEFORE_CHRIST + 17
DECAHEDRON = tuple(((n, 0), 0.1) for n in range(1, 11))

not_executable("commentary", "chronologie.p6.1")

SQUARES: dict[int, Effect] = {
    6: Effect("chronologie.p7.1", restart=True),
    10: Effect("chronologie.p8.1", pay=2),
    11: Effect("chronologie.p9.1", to=17),
    14: Effect("chronologie.p7.1", restart=True),
    17: Effect("chronologie.p10.1", collect=1),
    18: Effect("chronologie.p11.1", to=5),
    20: Effect("chronologie.p12.1", collect=1),
    **{n: Effect("chronologie.p13.1", wait=2) for n in (21, 22, 23, 24)},
    25: Effect("chronologie.p14.1", frees=(21, 22, 23, 24)),
    30: Effect("chronologie.p15.1", levy=1),
    31: Effect("chronologie.p16.1", to=28),
    40: Effect("chronologie.p19.1", collect=1),
    45: Effect("chronologie.p20.1", levy=2),
    47: Effect("chronologie.p21.1", pay=1, to=1),
    50: Effect("chronologie.p22.1", collect=1),
    55: Effect("chronologie.p24.1", to=44),
}
"""The centuries that act, each with the rule that says what it does (the 35th, the 37th and
the 13th after Christ: :func:`square_35`, :func:`square_37`, :func:`thirteenth`)."""


@implements(
    *sorted({e.rule for e in SQUARES.values()}),
    quote=(
        "recommencera, pour n'y avoir rien trouvé de mémorable",
        "prendra deux marques",
        "s'avantagera de six siècles",
        "retirera de chacun une marque pour lui aider à refaire l'Arche",
        "reculera d'autant de siècles",
        "gagnera ce qui aura été mis",
        "y demeurera en servitude",
        "pour les tirer de servitude",
        "qu'il mettra au 40. siècle",
        "reculera de trois siècles",
        "outre gagnera ce qui pourra être au 20.",
        "fera mettre à chacun deux marques au siècle présent",
        "reculera au siècle d'Adam",
        "se fera faire hommage d'une marque par chacun",
        "en reculant de 11. siècles",
    ),
)
def square(n: int) -> Effect | None:
    """What the century numbered ``n`` does to the player whose throw ends there: "Qui ira au
    sixiême et quatorziême cercle recommencera"; "Qui ira au 11. … s'avantagera de six
    siècles"; "Qui ira au 18. … reculera d'autant de siècles" (thirteen); "Qui ira au 21.
    22. 23. et 24. y demeurera en servitude, jusqu'à ce que chacun des autres aient joué deux
    fois"; "Qui ira au 15. retournera au siècle de Constantin le Grand, en reculant de 11.
    siècles"; "Qui ira au 30. retirera une marque de chacun … qu'il mettra au 40. siècle"
    (each other player puts a mark on the board: ``levy``; which century, :func:`pots`) …
    (every century of :data:`SQUARES`, :func:`square_35` and :func:`square_37`)."""
    if n == 35:
        return square_35()
    if n == 37:
        return square_37()
    return SQUARES.get(n)


@implements(
    "chronologie.p14.1",
    quote="retirera une marque de ceux qui seront ès quatre siècles précédents",
)
def deliverance(
    seats: Sequence[Seat], mover: int, dice: tuple[int, int]
) -> tuple[tuple[Seat, ...], tuple[int, ...]]:
    """The turn of a throw, as the engine plays it (:func:`~.goose.step`): ``mover`` throws
    ``dice`` from where ``seats`` stand -> the seats after and what each paid. On the 25th,
    "retirera une marque de ceux qui seront ès quatre siècles précédents, pour les tirer de
    servitude, sans attendre que les autres aient joué deux fois": each player still in
    servitude on the 21st to the 24th pays him one mark and plays at his next turn."""
    state, _, _, paid = goose.step(board(), State(mover, tuple(seats)), dice)
    return state.seats, paid


@implements("chronologie.p17.1", quote="gagnera deux fois", status="editorial")
def square_35() -> Effect:
    """The 35th, the Persians': "Qui ira au 35. gagnera deux fois, en mémoire des deux
    siècles que dura l'Empire des Perses" — the sentence does not say what is won twice; read
    as the agreed mark, twice, from the board (the pool)."""
    return Effect("chronologie.p17.1", pay=-2)


@implements(
    "chronologie.p18.1",
    quote="fera reculer de 5. siècles celui qui l'aura devançé le dernier",
    status="partial",
    missing="the player sent back is the nearest ahead, not the one who passed him last "
    "('celui qui l'aura devancé le dernier'): the engine keeps no memory of who passed whom.",
)
def square_37() -> Effect:
    """The 37th, Alexander's: "fera reculer de 5. siècles celui qui l'aura devancé le
    dernier": the nearest player ahead of him goes back five centuries (``push``)."""
    return Effect("chronologie.p18.1", push=5)


@implements(
    "chronologie.p23.1",
    quote="s'il passe de trois points, le siècle des Louis de Bourbon, il ne laissera pas de gagner",
)
def thirteenth() -> tuple[int, int]:
    """The 13th century after Christ (53): "s'il passe de trois points, le siècle des Louis de
    Bourbon, il ne laissera pas de gagner le jeu, sans être obligé de reculer": (the square,
    how far past the end still wins)."""
    return BEFORE_CHRIST + 13, 3


@implements(
    "chronologie.p4.1",
    "chronologie.p23.1",
    "chronologie.p25.1",
    "chronologie.p26.1",
    quote=(
        "il ne laissera pas de gagner le jeu, sans être obligé de reculer",
        "est le 17. à compter depuis la naissance",
        "Qui ira au dernier siècle",
        "en reculera",
    ),
)
def arrival(start: int, throw: int) -> int:
    """Where a throw ends: the last century, "le 17. à compter depuis la naissance de notre
    Seigneur" (57), wins; "Qui aura plus de points qu'il ne faut pour parvenir au siècle
    dernier, en reculera d'autant de siècles, qu'il aura plus de points"."""
    return goose.land(board(), start, throw)[0]


@implements(
    "chronologie.p26.1",
    "chronologie.p27.1",
    quote=("paiera une marque à celui qu'il rencontrera, et ne bougera de son lieu",),
)
def meeting(squares: Sequence[int], mover: int, came: int) -> tuple[list[int], list[int]]:
    """ "celui qui rencontre en jouant un siècle occupé par un autre, paiera une marque à celui
    qu'il rencontrera, et ne bougera de son lieu" — going forward or, from beyond the last
    century, back (p26.1): every seat's century once the ``mover``'s throw from ``came`` has
    ended on ``squares[mover]`` -> the centuries after (the mover back on ``came``, the other
    where he was) and what each paid (:func:`~.goose.meet` on this board,
    ``meeting="block"``, as in every turn)."""
    return goose.meeting(board(), squares, mover, came)


@implements(
    "chronologie.p28.1",
    quote="personne ne pourra tirer aucun avantage du siècle qu'il pourra rencontrer, en reculant",
)
def gains_forward_only(came: int, throw: int) -> Effect | None:
    """ "personne ne pourra tirer aucun avantage du siècle qu'il pourra rencontrer, en
    reculant: mais seulement en aduançant": what the century where a throw of ``throw`` from
    ``came`` ends does to him — nothing, if it would gain him something (a mark from each, a
    pot, freed players, a rival sent back) and he came to it going back from beyond the last
    century; a loss still falls on him. The engine's turn does the same
    (:func:`~.goose.effect_reached`)."""
    b = board()
    return goose.effect_reached(b, came, throw, goose.land(b, came, throw)[0])


@implements(
    "chronologie.p1.2",
    "chronologie.p2.1",
    "chronologie.p3.1",
    "chronologie.p4.1",
    quote=(
        "Tous les siècles y sont divisés en trois parties",
        "Le premier se termine au vingtième siècle",
        "La seconde finit au quarantième",
        "La troisième et dernière se termine au siècle présent",
    ),
)
def parts() -> tuple[int, int, int]:
    """The last century of each of the board's three parts: "Le premier se termine au
    vingtième siècle … par la naissance d'Abraham", "La seconde finit au quarantième … par la
    naissance de Notre Seigneur", "La troisième et dernière se termine au siècle présent" (the
    17th after Christ, the board's last). The stakes are put on these three (:func:`pots`)."""
    return 20, BEFORE_CHRIST, GOAL


@implements(
    "chronologie.p5.1",
    "chronologie.p8.1",
    "chronologie.p12.1",
    "chronologie.p15.1",
    "chronologie.p19.1",
    "chronologie.p20.1",
    "chronologie.p25.1",
    quote=(
        "Chacun mettra également en ces trois siècles",
        "qu'il mettra au siècle 49.",
        "gagnera ce qui aura été mis",
        "qu'il mettra au 40. siècle, ou au derrière si le 40. avait été gagné",
        "outre gagnera ce qui pourra être au 20.",
        "fera mettre à chacun deux marques au siècle présent",
        "gagnera tout ce qui se trouvera à gagner dans tout le jeu",
        "retirera d'un chacun autant de marques qu'il aura gagné de siècles avantageux",
    ),
)
def pots(
    players: int, each: int, reached: Sequence[tuple[int, int]]
) -> tuple[dict[int, int], list[int]]:
    """The marks that lie on the centuries, and who takes them. "Chacun mettra également en
    ces trois siècles comme les plus avantageux" (20, 40 and the last: ``each`` on each);
    then, for every (seat, century) of ``reached`` (the centuries where throws ended going
    forward, in order):

    - the 10th: "prendra deux marques, qu'il mettra au siècle 49." (p8.1);
    - the 20th: "gagnera ce qui aura été mis" (p12.1);
    - the 30th: "retirera une marque de chacun … qu'il mettra au 40. siècle, ou au derrière
      [the last] si le 40. avait été gagné" (p15.1);
    - the 40th: its marks, "et outre gagnera ce qui pourra être au 20. en cas que personne ne
      l'aurait gagné auparavant" (p19.1);
    - the 5th after Christ (45): "fera mettre à chacun deux marques au siècle présent" (p20.1);
    - the last: "gagnera tout ce qui se trouvera à gagner dans tout le jeu, et outre ce
      retirera d'un chacun autant de marques qu'il aura gagné de siècles avantageux, qui
      sont les 20. et 40. et dernier" (p25.1: the last, and the 20th and 40th whose marks he
      took by reaching them).

    -> (the marks left on each century, what each seat is up or down by them). The marks paid
    from player to player (the 17th, 20th, 25th, 40th, 10th after Christ, the meetings) are the
    engine's; no mark is made or lost: the two add up to nothing."""
    first, second, last = parts()
    board_marks = dict.fromkeys(parts(), players * each)
    purse = [-3 * each] * players
    took: list[set[int]] = [set() for _ in range(players)]
    for i, (seat, n) in enumerate(reached):
        if i and reached[i - 1][1] == last:
            raise ValueError(f"{reached[i:]}: the game ended at the last century")
        others = [k for k in range(players) if k != seat]
        if n == 10:
            purse[seat] -= 2
            board_marks[49] = board_marks.get(49, 0) + 2
        elif n == 30:
            target = second if second in board_marks else last
            for k in others:
                purse[k] -= 1
            board_marks[target] += len(others)
        elif n == BEFORE_CHRIST + 5:
            for k in others:
                purse[k] -= 2
            board_marks[last] += 2 * len(others)
        elif n in (first, second):
            gain = board_marks.pop(n, None)
            if gain is not None:
                took[seat].add(n)
                purse[seat] += gain
            if n == second:
                purse[seat] += board_marks.pop(first, 0)
        elif n == last:
            purse[seat] += sum(board_marks.values())
            board_marks = {}
            levy = len(took[seat]) + 1
            for k in others:
                purse[k] -= levy
            purse[seat] += levy * len(others)
    return board_marks, purse


@implements("chronologie.p5.2", quote="on y joue avec un decahedre, ou avec deux dés")
def board(dice: str = "two") -> Board:
    """The whole track, from the table and predicates above, thrown with two dice or, as the
    book allows ("on y joue avec un decahedre, ou avec deux dés"), a decahedron (1 to 10)."""
    if dice not in ("two", "decahedron"):
        raise ValueError(f"dice={dice!r}: two or decahedron")
    at, margin = thirteenth()
    return Board(
        "chronologie",
        GOAL,
        effects={**SQUARES, 35: square_35(), 37: square_37()},
        options=Options(meeting="block"),
        overshoot_wins=frozenset({at}),
        overshoot_margin=margin,
        dice=DECAHEDRON if dice == "decahedron" else None,
        gains_forward_only=True,
    )
