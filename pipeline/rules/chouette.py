"""Le Jeu de la Chouette as printed in 1665 (pp. 262–263): three dice, a pool of counters,
and a printed sheet (the "papier") that gives, for each throw, a letter — T (take from the
pool) or P (pay into it) — and a number. The sheet is not in the book: its values are a
parameter (``sheet``: throw, low to high -> ("T" | "P" | "Rien", n)); what the book does
say — the counters, the antes, who begins, the turn, the Chouettes (three alike), the odd
counter, Rien — is here.
"""

from __future__ import annotations

from collections.abc import Mapping

from pipeline.rules.registry import implements

Throw = tuple[int, int, int]


@implements(
    "chouette.p1.1",
    "chouette.p1.2",
    quote=("un certain nombre pour le prix", "au prolata des jetons qu'il recevra"),
)
def cash_out(counters: int, counters_per_price: int, price: float) -> float:
    """The banker hands out "un certain nombre [de jettons] pour le prix que les joueurs
    s'accorderont"; when a player leaves, he takes the counters back "et rendra le prix
    contenu, au prolata des jettons qu'il recevra": what ``counters`` are worth."""
    if counters_per_price <= 0:
        raise ValueError("a price is worth at least one counter")
    return price * counters / counters_per_price


@implements(
    "chouette.p1.3",
    quote=("chacun mettra au jeu", "quand le jeu sera vide"),
)
def ante(pool: int, players: int, each: int) -> int:
    """ "Au commencement chacun mettra au jeu, autant de jettons qu'aux joueurs bon leur
    semblera", and again "quand le jeu sera vide": the pool after the antes (none while the
    pool still holds counters)."""
    return pool + players * each if pool == 0 else pool


def _three_dice(dice: Throw) -> Throw:
    """A throw of "trois dés": three faces of 1 to 6 (else ValueError)."""
    if len(dice) != 3 or not all(1 <= d <= 6 for d in dice):
        raise ValueError(f"throw {dice}: not three dice (chouette.p1.4)")
    return dice


@implements(
    "chouette.p1.4",
    quote=("pour jouer on aura trois dés", "par le plus haut jet qui sera le premier"),
)
def first_player(throws: list[Throw]) -> int:
    """ "on aura trois dés, et on verra par le plus haut jet qui sera le premier": the seat
    with the highest total (the first of them if several tie); a throw that is not three
    dice is refused (ValueError)."""
    totals = [sum(_three_dice(t)) for t in throws]
    return totals.index(max(totals))


@implements("chouette.p1.5", quote="on poursuivra touiours avec le Soleil")
def turns(first: int, players: int, count: int) -> list[int]:
    """ "on poursuivra touiours avec le Soleil, chacun tenant son tour": from the first player
    round the table, sunwise (seat order)."""
    return [(first + k) % players for k in range(count)]


@implements(
    "chouette.p1.5",
    "chouette.p1.6",
    "chouette.p1.8",
    "chouette.p1.9",
    "chouette.p1.7",
    quote=(
        "si c'est un T.",
        "il aura jeté la grande Chouette",
        "la moitié des jetons du jeu",
        "le restant sera pour le jeu",
        "Rien, pour cette fois ne tirera, ni ne paiera rien",
    ),
)
def play(pool: int, dice: Throw, sheet: Mapping[Throw, tuple[str, int]]) -> tuple[int, int]:
    """One throw: (the pool after it, what the thrower gains; negative, what he pays).

    Three sixes are "la grande Chouette … et tirera tous les jetons"; three alike of another
    kind, "une autre Chouette … la moitié des jetons du jeu", the odd counter staying in the
    pool ("le restant sera pour le jeu"); otherwise the sheet: T takes, P pays ("autant que le
    nombre montre"), Rien neither. One cannot take more than the pool holds. ``dice`` are
    the three dice of chouette.p1.4 (anything else: ValueError)."""
    _three_dice(dice)
    if dice[0] == dice[1] == dice[2]:
        take = pool if dice[0] == 6 else pool // 2
        return pool - take, take
    letter, n = sheet[tuple(sorted(dice))]
    if letter == "T":
        take = min(n, pool)
        return pool - take, take
    if letter == "P":
        return pool + n, -n
    if letter == "Rien":
        return pool, 0
    raise ValueError(f"sheet letter {letter!r}: T, P or Rien")


@implements("chouette.p1.6", quote="chacun derechef mettra des jetons au jeu")
def after_grande_chouette(pool: int, players: int, each: int) -> int:
    """After the great Chouette has emptied the pool, "chacun derechef mettra des jettons au
    jeu comme l'on fait au commencement"."""
    return ante(pool, players, each)
