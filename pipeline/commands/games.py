"""The commands that play the games of the rules layer: ``maison piquet declare``, ``maison
race exact|simulate`` (and its short forms ``oye simulate``, ``quatre-fins simulate``),
``maison play``. Each imports the game it runs inside its body, so the command line starts
without loading more than it needs; :mod:`pipeline.cli` registers them."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from pipeline.errors import MaisonError

if TYPE_CHECKING:  # the games are loaded by the command that runs them
    from pipeline.rules.kernels.goose import Board


@click.group()
def piquet() -> None:
    """Piquet as printed in 1665."""


@piquet.command("declare")
@click.option(
    "--elder",
    required=True,
    help='The elder hand\'s 12 cards, e.g. "AC RC DC VC 10C 9P 8P 7P AP AK AT 6T".',
)
@click.option("--younger", required=True, help="The younger hand's 12 cards.")
@click.option(
    "--repic-by",
    type=click.Choice(["order", "totals"]),
    default="order",
    show_default=True,
    help="Thirty before the other counts, in piquet.p16.1's counting order, or over the totals.",
)
def piquet_declare(elder: str, younger: str, repic_by: str) -> None:
    """What each side scores by its declarations (blanche, point, sequences, sets, pic, repic),
    as JSON, and under "counted" the points in the book's counting order. Ranks A R D V 10 9 8
    7 6; suits C cœur, K carreau, P pique, T trèfle. Pic and repic are given as the bonus they
    add (30, 60); total includes them."""
    from pipeline.rules import piquet as game

    hands = {}
    for side, text in (("elder", elder), ("younger", younger)):
        try:
            hands[side] = game.parse_hand(text)
        except ValueError as e:
            raise MaisonError(f"--{side}: {e}") from None
    try:
        result = game.declare(hands["elder"], hands["younger"], repic_by=repic_by)
    except ValueError as e:
        raise MaisonError(f"--elder/--younger: {e}") from None
    click.echo(json.dumps(result, ensure_ascii=False))


def _simulate_options(func: Callable) -> Callable:
    for option in reversed(
        [
            click.option("--players", type=click.IntRange(1, 8), default=2, show_default=True),
            click.option(
                "--games", type=click.IntRange(1, 10_000_000), default=10_000, show_default=True
            ),
            click.option(
                "--seed", type=int, default=1665, show_default=True, help="Same seed, same figures."
            ),
        ]
    ):
        func = option(func)
    return func


@click.group()
def race() -> None:
    """The race games (oye, quatre-fins, monde, villes, cupidon, france, chronologie)."""


def _race_options(func: Callable) -> Callable:
    for option in reversed(
        [
            click.option("--game", required=True, help="oye, quatre-fins, monde, villes, …"),
            click.option(
                "--choice",
                "pairs",
                multiple=True,
                metavar="KEY=VALUE",
                help="An editorial choice of the game (e.g. geese_every=6); repeatable.",
            ),
        ]
    ):
        func = option(func)
    return func


@race.command("exact")
@_race_options
@click.option("--players", type=click.IntRange(1, 8), default=2, show_default=True)
@click.option(
    "--max-states",
    type=click.IntRange(1),
    default=2_000_000,
    show_default=True,
    help="Refuse, before any work, a chain that could have more states (about 1 KB each; "
    "the Goose: 499,125 at most for three players, 36,602,500 for four).",
)
def race_exact(game: str, pairs: tuple[str, ...], players: int, max_states: int) -> None:
    """Each seat's chance of winning, of no winner (every player held), and the game's
    length, solved exactly (progress on stderr; the three-player Goose: about 10 s)."""
    from pipeline.rules.kernels import goose as goose
    from pipeline.rules.kernels import markov as markov

    b = _board(game, pairs)
    try:
        result = markov.exact(
            b, players, limit=max_states, progress=lambda line: click.echo(line, err=True)
        )
    except markov.TooManyStates as e:
        raise MaisonError(f"{e}; solve fewer players, or use 'maison race simulate'") from None
    result["rounds_distribution"] = {
        k: round(v, 6) for k, v in goose.buckets(result["rounds_distribution"]).items() if v > 5e-7
    }
    click.echo(json.dumps(result, ensure_ascii=False))


@race.command("simulate")
@_race_options
@_simulate_options
def race_simulate(game: str, pairs: tuple[str, ...], players: int, games: int, seed: int) -> None:
    """Seeded games: win share per seat, rounds (mean, distribution), games nobody wins."""
    _race_simulate(game, pairs, players, games, seed)


def _race_simulate(game: str, pairs: tuple[str, ...], players: int, games: int, seed: int) -> None:
    from pipeline.rules.kernels import goose as goose

    b = _board(game, pairs)
    click.echo(json.dumps(goose.simulate(b, players, games, seed), ensure_ascii=False))


def _board(game: str, pairs: tuple[str, ...]) -> Board:
    """The race game's board with the editorial choices given as ``KEY=VALUE``; an unknown
    game or choice is one clear error."""
    from pipeline.rules import race as races

    try:
        return races.board(game, **races.parse_choices(game, pairs))
    except races.UnknownChoice as e:
        raise MaisonError(str(e)) from None


@click.group()
def oye() -> None:
    """Le Jeu de l'Oye as printed in 1665 (also: maison race … --game oye)."""


@oye.command("simulate")
@_simulate_options
@click.option(
    "--geese-every",
    type=click.Choice(["9", "6"]),
    default="9",
    show_default=True,
    help="6 plays the text as printed (editorial choice: 9).",
)
@click.option(
    "--six-three-to",
    type=click.Choice(["26", "16"]),
    default="26",
    show_default=True,
    help="Where a first 6+3 goes (oye.p1.6 says 26, oye.p4.1 16).",
)
def oye_simulate(players: int, games: int, seed: int, geese_every: str, six_three_to: str) -> None:
    """Same as: maison race simulate --game oye."""
    pairs = (f"geese_every={geese_every}", f"six_three_to={six_three_to}")
    _race_simulate("oye", pairs, players, games, seed)


@click.group("quatre-fins")
def quatre_fins() -> None:
    """Le Jeu des quatre fins de l'homme as printed in 1665."""


@quatre_fins.command("simulate")
@_simulate_options
def quatre_fins_simulate(players: int, games: int, seed: int) -> None:
    """Same as: maison race simulate --game quatre-fins."""
    _race_simulate("quatre-fins", (), players, games, seed)


@click.command("play")
@click.argument("game")
@click.option(
    "--players",
    type=click.IntRange(1, 16),
    default=None,
    help="As many as the text allows [default: the usual number].",
)
@click.option(
    "--games",
    type=click.IntRange(1, 10_000_000),
    default=None,
    help="Games per seating [default: 1000; 20 when an agent is mcts].",
)
@click.option("--seed", type=int, default=1665, show_default=True, help="Same seed, same games.")
@click.option(
    "--agents",
    default=None,
    metavar="A,B,…",
    help="Each seat's agent, in seat order: random, greedy, mcts (the last fills the seats "
    "left); every seating of them is played. Board and dice games with choices only.",
)
@click.option(
    "--budget",
    type=click.IntRange(1, 1_000_000),
    default=None,
    help="Playouts per move of the mcts agent [default: 100].",
)
def play(
    game: str,
    players: int | None,
    games: int | None,
    seed: int,
    agents: str | None,
    budget: int | None,
) -> None:
    """Seeded legal games of GAME (piquet, renard, trictrac, oye …), from the deal or the
    first throw to the end the text gives, as JSON: each seat's share of wins (balance), the
    share of games someone wins (decisiveness), the mean points and length, how the games
    ended and what each ending means (which rule), the rules whose predicates the play called.
    The number of players is the text's: another is refused, naming the rule. With --agents
    (e.g. mcts,random) the figures are given for each seating of the agents."""
    from pipeline.rules import play as playing

    names = [a.strip() for a in agents.split(",") if a.strip()] if agents else None
    if games is None:
        games = 20 if names and "mcts" in names else 1000
    try:
        result = playing.simulate(game, players, games, seed, names, budget)
    except playing.PlayError as e:
        raise MaisonError(str(e)) from None
    click.echo(json.dumps(result, ensure_ascii=False))
