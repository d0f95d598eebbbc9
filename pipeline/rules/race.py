"""The race games of the book, by name, for the ``maison race`` commands: each game module's
``board(**choices)`` gives its :class:`~.goose.Board`, the editorial choices as keyword
parameters with their documented defaults."""

from __future__ import annotations

import importlib
import inspect

from pipeline.rules.kernels.goose import Board

GAMES = {
    "oye": "pipeline.rules.oye",
    "quatre-fins": "pipeline.rules.quatre_fins",
    "monde": "pipeline.rules.monde",
    "villes": "pipeline.rules.villes",
    "cupidon": "pipeline.rules.cupidon",
    "france": "pipeline.rules.france",
    "chronologie": "pipeline.rules.chronologie",
}
"""Race game (the book's xml:id) -> its module."""


class UnknownChoice(ValueError):
    """A game or an editorial choice the game does not have."""


def choices(game: str) -> dict[str, object]:
    """The game's editorial choices and their defaults."""
    sig = inspect.signature(_module(game).board)
    return {k: p.default for k, p in sig.parameters.items()}


def board(game: str, **params: object) -> Board:
    allowed = choices(game)
    for key in params:
        if key not in allowed:
            raise UnknownChoice(f"{game} has no choice {key!r} (it has: {', '.join(allowed)})")
    return _module(game).board(**params)


def parse_choices(game: str, pairs: tuple[str, ...]) -> dict[str, object]:
    """``KEY=VALUE`` pairs (as on the command line) typed like the choice's default."""
    allowed = choices(game)
    out: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or key not in allowed:
            raise UnknownChoice(f"{pair!r}: {game}'s choices are {', '.join(allowed)}")
        default = allowed[key]
        if isinstance(default, bool):
            if value.lower() not in ("true", "false", "1", "0", "yes", "no"):
                raise UnknownChoice(f"{pair!r}: {key} is true or false")
            out[key] = value.lower() in ("true", "1", "yes")
        elif isinstance(default, int):
            try:
                out[key] = int(value)
            except ValueError:
                raise UnknownChoice(f"{pair!r}: {key} is a whole number") from None
        else:
            out[key] = value
    return out


def _module(game: str):
    if game not in GAMES:
        raise UnknownChoice(f"no race game {game!r} (the race games: {', '.join(GAMES)})")
    return importlib.import_module(GAMES[game])
