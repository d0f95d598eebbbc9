"""Le Jeu des Proverbes figurés as printed in 1665 (pp. 230–235): not a game of squares or
dice but of charades: some of the company act a proverb, the others guess it, and those who
guess take the actors' place. The list that follows (proverbes.p2.1 to p66.1) is a choice of
proverbs "tirez d'un ballet dansé par le Roi": proverbs to play, not rules."""

from __future__ import annotations

from pipeline.rules.registry import implements, not_executable

_PROVERBS = [
    "p2.1",
    "p8.1",
    "p12.1",
    "p14.1",
    "p20.1",
    "p23.1",
    "p25.1",
    "p26.1",
    "p36.1",
    "p38.1",
    "p42.1",
    "p52.1",
    "p59.1",
    "p62.1",
    "p64.1",
    "p65.1",
    "p66.1",
]
not_executable("commentary", *(f"proverbes.{p}" for p in _PROVERBS))


@implements(
    "proverbes.p1.1",
    quote=("doit être deviné par ceux de la Compagnie", "ceux qui le devinent entrent à la place"),
)
def next_actors(actors: frozenset[str], guessers: frozenset[str], guessed: bool) -> frozenset[str]:
    """Who acts the next proverb: the proverb "doit être deviné par ceux de la Compagnie qui ne
    sont choisis pour le Proverbe, et ceux qui le devinent entrent à la place des autres, et
    en font un que les premiers doivent aussi deviner"."""
    if actors & guessers:
        raise ValueError("an actor cannot guess his own proverb")
    return guessers if guessed and guessers else actors
