"""Le Jeu des Proverbes figurez as printed in 1665 (pp. 230–235): some of the company act a
proverb without naming it, the others guess it, and whoever guesses takes the actors' place.

The one rule of play is the first paragraph; the rest of the chapter is the stock of
proverbs "tirez d'un ballet dansé par le Roy" to choose from — proverbs told, not rules.
"""

from __future__ import annotations

from pipeline.rules.registry import implements, not_executable

not_executable("commentary", "proverbes.p1.2")
not_executable("commentary", *(f"proverbes.p{n}.1" for n in range(2, 62)))


def guessers(company: frozenset[str], actors: frozenset[str]) -> frozenset[str]:
    """Who guesses: "ceux de la Compagnie qui ne sont choisis pour le Proverbe"."""
    return company - actors


@implements(
    "proverbes.p1.1",
    quote=("doit être deviné par ceux de la Compagnie", "entrent à la place des autres"),
)
def next_actors(
    company: frozenset[str], actors: frozenset[str], guessed_by: frozenset[str]
) -> frozenset[str]:
    """After a proverb is acted: "ceux qui le devinent entrent à la place des autres, & en
    font vn que les premiers doivent aussi deviner" — the guessers become the actors (the
    first actors now guess). Until someone guesses, the actors stay. Only those not acting
    can guess."""
    if not actors or not actors <= company:
        raise ValueError("the actors are chosen from the company")
    if not guessed_by <= guessers(company, actors):
        raise ValueError(f"{sorted(guessed_by & actors)} acted the proverb and cannot guess it")
    return guessed_by or actors
