"""Le Jeu de Chronologie as printed in 1665 (pp. 246–252): the centuries from the Creation as
a race track, on the one engine — forty before Christ (the first part ends at the twentieth,
Abraham's, the second at the fortieth) and seventeen after (the present century, the last,
57). The book's "5. siècle, à compter depuis notre Seigneur" is square 45.

Its own rules, unlike the Goose's: the player who would land on a century already taken
stays where he was and pays the other (chronologie.p27.1, ``Options.meeting="block"``); a
century reached going back gives no advantage (p31.1); a decahedron may replace the two dice.

Editorial choices:

- ``dice="two"`` (the book allows "un decahedre, ou … deux dés"); ``"decahedron"``: 1 to 10.
- the 37th makes "celui qui l'aura devancé le dernier" go back five: the engine does not
  remember who passed whom; it sends back the nearest player ahead.
- the 35th "gagnera deux fois": he takes the agreed amount twice from the pool.
- the marks put on the 20th, 40th and last centuries (the pots) are counted by
  :func:`pots`; the engine counts every payment as one unit to or from the pool.
"""

from __future__ import annotations

from pipeline.rules import goose
from pipeline.rules.goose import Board, Effect, Options
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
    30: Effect("chronologie.p15.1", collect=1),
    31: Effect("chronologie.p16.1", to=28),
    35: Effect("chronologie.p17.1", pay=-2),
    37: Effect("chronologie.p18.1", push=5),
    40: Effect("chronologie.p19.1", collect=1),
    45: Effect("chronologie.p20.1", levy=2),
    47: Effect("chronologie.p21.1", pay=1, to=1),
    50: Effect("chronologie.p22.1", collect=1),
    55: Effect("chronologie.p24.1", to=44),
}
"""The centuries that act, each with the rule that says what it does (the 13th after Christ:
:func:`thirteenth`)."""


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
        "gagnera deux fois",
        "fera reculer de 5. siècles celui qui l'aura devançé le dernier",
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
    siècles" … (every century of :data:`SQUARES`)."""
    return SQUARES.get(n)


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
    "chronologie.p25.1",
    "chronologie.p26.1",
    quote=("est le 17. à compter depuis la naissance", "Qui ira au dernier siècle", "en reculera"),
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
def meeting() -> str:
    """ "celui qui rencontre en jouant un siècle occupé par un autre, paiera une marque à celui
    qu'il rencontrera, et ne bougera de son lieu" — going forward or back: the engine's
    ``meeting="block"``."""
    return "block"


@implements(
    "chronologie.p28.1",
    quote="personne ne pourra tirer aucun avantage du siècle qu'il pourra rencontrer, en reculant",
)
def gains_forward_only() -> bool:
    """ "personne ne pourra tirer aucun avantage du siècle qu'il pourra rencontrer, en
    reculant: mais seulement en aduançant": a century reached by a bounce gives nothing."""
    return True


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
    "chronologie.p5.3",
    "chronologie.p12.1",
    "chronologie.p19.1",
    "chronologie.p25.1",
    quote=(
        "Chacun mettra également en ces trois siècles",
        "Chacun aura une marque particulière",
        "gagnera tout ce qui se trouvera à gagner dans tout le jeu",
    ),
)
def pots(players: int, each: int, reached: list[int]) -> tuple[dict[int, int], list[int]]:
    """The three pots: "Chacun mettra également en ces trois siècles comme les plus
    avantageux" (20, 40 and the last); the 20th's goes to the first to reach it, the 40th's
    with the 20th's if nobody took it ("outre gagnera ce qui pourra être au 20."), the last
    century "gagnera tout ce qui se trouvera à gagner dans tout le jeu". ``reached``: the
    advantageous centuries reached, in order -> (the pots left, what each reach won)."""
    first, second, last = parts()
    pot = dict.fromkeys(parts(), players * each)
    won = []
    for square in reached:
        if square == first:
            won.append(pot.pop(first, 0))
        elif square == second:
            won.append(pot.pop(second, 0) + pot.pop(first, 0))
        elif square == last:
            won.append(sum(pot.values()))
            pot = {}
        else:
            raise ValueError(
                f"{square} is not one of the advantageous centuries {first}, {second}, {last}"
            )
    return pot, won


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
        effects=dict(SQUARES),
        options=Options(meeting=meeting()),
        overshoot_wins=frozenset({at}),
        overshoot_margin=margin,
        dice=DECAHEDRON if dice == "decahedron" else None,
        gains_forward_only=gains_forward_only(),
    )
