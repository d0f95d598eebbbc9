"""Le Ieu du Tricque-Trac (1665): what the *Jans* are worth, as the chapters, the table of
values (pp. 127–128) and the quatrains state them. Only the values are implemented; where
two places of the book disagree, both readings are kept and the table is the default."""

from __future__ import annotations

from pipeline.rules.registry import implements

READINGS = ("table", "chapter")


@implements(
    "trictrac.p74.1",
    "trictrac.p75.1",
    "trictrac.p43.1",
    quote=(
        "le simple vaut deux",
        "Le doublet en vaut quatre",
        "il vaut par simple quatre points, et par doubles six",
    ),
    status="editorial",
)
def jan_de_rencontre(doublet: bool, reading: str = "table") -> int:
    """The Jan de rencontre (the second player's first throw equal to the first's): the
    table says two by a simple throw and four by a doublet; the chapter four and six."""
    if reading not in READINGS:
        raise ValueError(f"reading is one of {READINGS}")
    if reading == "table":
        return 4 if doublet else 2
    return 6 if doublet else 4


@implements(
    "trictrac.p77.1",
    "trictrac.p78.1",
    "trictrac.q13",
    quote=("simple vaut 4. p.", "Le doublet vaut six", "Par doublet il vaut six"),
)
def jan_de_deux_tables(doublet: bool) -> int:
    """The Jan de deux tables: four by a simple throw, six by a doublet (the table; the
    quatrain XIII agrees on the doublet)."""
    return 6 if doublet else 4


@implements(
    "trictrac.p76.1",
    "trictrac.p76.2",
    "trictrac.p46.1",
    quote=("Le Jan de trois coups vaut", "4. p.", "la quatrième bande"),
)
def jan_de_trois_coups() -> int:
    """The Jan de trois coups (six men laid down in the first three throws): four — the
    table's "4. p.", and the chapter's counter set "sur la quatriéme bande"."""
    return 4
