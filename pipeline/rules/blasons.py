"""Le Jeu des Blasons as printed in 1665 (pp. 285–289): the cards of a pack of fifty-two
bearing coats of arms, played as the Coucou (also called Hère or Mécontent) on a map of
Europe, each player then reading the blazon of his card aloud. The book's pages are partly
lost: the game's opening (blasons.p1.1 begins mid-sentence, "tes gens") and the end of the
second round (blasons.p3.4 breaks off at "chacun doit mon…" and resumes in the heraldry).
"""

from __future__ import annotations

from pipeline.rules.registry import implements, not_executable

not_executable("missing-text", "blasons.p1.1")

SUITS = ("coeur", "carreau", "pique", "trefle")
RANKS = ("Chevalier", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Prince", "Dame", "Roi")
"""Low to high, as in the Coucou (the ace low): the Chevalier stands for the ace, the Prince
for the knave."""


@implements(
    "blasons.p2.1",
    quote=("cinquante-deux Cartes", "on a mis le nom de Prince et de Chevalier"),
)
def deck() -> list[tuple[str, str]]:
    """ "Il est composé de cinquante-deux Cartes, comme les autres jeux, sans autre différence,
    si ce n'est qu'au lieu du Valet et de l'As, on a mis le nom de Prince et de Chevalier"."""
    return [(rank, suit) for suit in SUITS for rank in RANKS]


@implements(
    "blasons.p3.2",
    quote="la moindre paye à l'ordinaire",
    status="partial",
    missing="the deal and the exchanges ('On donne les Cartes, on les change pour se "
    "contenter') and what the lowest pays are left to the ordinary Coucou, whose rules the "
    "book does not give: the code only finds who pays.",
)
def payer(cards: list[tuple[str, str]]) -> int:
    """ "On donne les Cartes, on les change pour se contenter, et enfin la moindre paye à
    l'ordinaire": the seat holding the lowest card after the exchanges (the first of them if
    several hold the same rank: the book does not say)."""
    ranks = [RANKS.index(rank) for rank, _ in cards]
    return ranks.index(min(ranks))


@implements(
    "blasons.p3.3",
    "blasons.p3.4",
    quote=(
        "il donne autant de marques qu'il fait de fautes",
        "on recommence un second tour sur les mêmes Cartes",
    ),
)
def marks(faults: list[list[int]]) -> list[int]:
    """Each player "commence à déchiffrer le Blason de la Carte qui lui est échue; il donne
    autant de marques qu'il fait de fautes, et chacun en fait de même à son tour"; "Quand on a
    achevé, on recommence un second tour sur les mêmes Cartes": ``faults[round][seat]`` ->
    the marks each seat gives over the rounds."""
    if len(faults) > 2:
        raise ValueError("the book describes two rounds on the same cards")
    return [sum(row[k] for row in faults) for k in range(len(faults[0]))] if faults else []


ORDINARY = dict(
    zip(
        RANKS,
        ("As", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Valet", "Dame", "Roi"),
        strict=True,
    )
)
"""Each blazon rank's ordinary name: the Chevalier is the ace, the Prince the knave."""


@implements("blasons.p2.2", quote="l'on en pourra jouer de la même façon que des ordinaires")
def as_ordinary(card: tuple[str, str]) -> tuple[str, str]:
    """ "Ainsi l'on en pourra jouer de la même façon que des ordinaires": a card of the blazons
    read as the ordinary card it stands for, so that any ordinary game's rules apply to it."""
    rank, suit = card
    if rank not in ORDINARY or suit not in SUITS:
        raise ValueError(f"{card!r} is not a card of the blazons")
    return ORDINARY[rank], suit
