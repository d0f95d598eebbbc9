"""« Autre Jeu du Billard, intitulé le Jeu de la Guerre » (1665, pp. 171–174; billard.s2.a1–a25):
the Billard for many, each with a marked ball, who win each other's balls.

Its faults are in :func:`pipeline.rules.billard.fault` with ``rules="guerre"``; here are the
order of play, who stays in, and how the partie is won. Players are named by their place in
the order drawn (0 first).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from pipeline.rules.kernels.ball import BallRuleError
from pipeline.rules.registry import implements

FOUR_FINGERS = 4.0
"""How far from the cord a ball is shot, in fingers: "Il faut tirer les billes à quatre
doigts" (billard.s2.a8; the partie of two: "Qui tire à quatre doigts de la corde",
billard.a29)."""


@implements("billard.s2.a1", quote="une bille de marque différente, et les mêler")
def draw_order(players: Sequence[str], rng: random.Random) -> list[str]:
    """ "Si on est huit ou neuf, faut avoir chacun une bille de marque différente, et les
    mêler : Savoir qui sera le premier, et ce qui s'enfuit" — the order of play is drawn from
    the mixed balls, each player once."""
    if len(set(players)) != len(players):
        raise BallRuleError(f"two balls with the same mark among {list(players)!r}")
    balls = list(players)
    rng.shuffle(balls)
    return balls


@implements("billard.s2.a2", quote="si tous les joueurs n'en sont d'accord")
def may_stand_before_passe(agreeing: int, players: int) -> bool:
    """ "On ne se peut mettre devant la passe si tous les joueurs n'en sont d'accord"."""
    return agreeing == players


@implements("billard.s2.a6", "billard.s2.a7", quote=("gagne toute la partie", "gagne tout"))
def wins_all(players: int, won_a_ball: bool, butted: bool, from_under_passe: bool = False) -> bool:
    """Whether a butt wins the whole partie: "Qui gagne une bille, et peut buter après,
    gagne toute la partie"; "Qui bute de dessous la passe, étant six ou sept, ou plus, gagne
    tout" (with five or fewer, a butt from under the passe without a ball won does not)."""
    if not butted:
        return False
    if won_a_ball:
        return True
    return from_under_passe and players >= 6


@implements("billard.s2.a12", quote="faut gagner une bille devant que passer")
def may_pass(players: int, won_a_ball: bool) -> bool:
    """ "N'étant que cinq faut gagner une bille devant que passer": with five players a
    player may pass the arch only once he has won a ball; with six or more he may pass at once
    (a butt from under the passe then wins all, billard.s2.a7). Fewer than five are read as
    five: their article (billard.s2.a13, "on ne peut jusqu'aux deux derniers") is garbled."""
    return players >= 6 or won_a_ball


@implements("billard.s2.a8", quote="les hauteurs ne valent rien")
def shot_counts(fingers_from_cord: float) -> bool:
    """ "Il faut tirer les billes à quatre doigts, les hauteurs ne valent rien": a shot at a
    ball counts only from within four fingers of the cord; from higher up the table (*les
    hauteurs*) it counts for nothing."""
    if fingers_from_cord < 0:
        raise BallRuleError(f"a distance below nothing: {fingers_from_cord}")
    return fingers_from_cord <= FOUR_FINGERS


@implements(
    "billard.s2.a10", "billard.s2.a17",
    quote=("ne peut rentrer qu'à la seconde partie", "Nul ne peut rentrer au jeu"),
)  # fmt: skip
def may_reenter(lost_turn: bool, partie_number: int, current_partie: int) -> bool:
    """ "Qui perd son rang, ne peut rentrer qu'à la seconde partie"; "Nul ne peut rentrer au
    jeu durant la partie, ayant été gagnée" — out of a partie is out until the next one."""
    if not lost_turn:
        return True
    return current_partie > partie_number


@implements("billard.s2.a11", quote="Nul survenant ne peut tirer sur les billes")
def newcomer_may(target: str, stroke: int, fingers_from_cord: float = FOUR_FINGERS) -> bool:
    """ "Nul survenant ne peut tirer sur les billes le premier coup, mais trop bien tirer la
    passe à quatre doigts": a newcomer's first stroke is at the passe, from within four
    fingers of the cord; after it he plays as the others."""
    if stroke > 1:
        return True
    return target == "passe" and fingers_from_cord <= FOUR_FINGERS


@implements("billard.s2.a15", quote="la bille touchée demeure où elle est roulée")
def after_drowning(drowned_self: bool, drowned_both: bool) -> dict:
    """A player who touches a ball and drowns his own "est bien perdu: faut que la bille
    touchée demeure où elle est roulée, et noyant toutes les deux billes, faut remettre la
    bille touchée où elle était". Who wins the drowned balls is :func:`drowned_balls_won`."""
    return {
        "player_lost": drowned_self or drowned_both,
        "touched_ball": "replaced" if drowned_both else "stays",
    }


@implements("billard.s2.a18", quote="Les billes noyées sont pour celui qui bute")
def drowned_balls_won(
    drowned: Sequence[str], butter: str | None, won: dict[str, list[str]]
) -> tuple[tuple[str, ...], dict[str, list[str]]]:
    """ "Les billes noyées sont pour celui qui bute": the drowned balls (by their marks) wait
    in the belouzes until someone butts, and go to him. Returns the balls still waiting and
    each player's balls won (``won`` is not changed). A player whose own ball is drowned is
    out (billard.s2.a15) and butts no more."""
    if butter is None:
        return tuple(drowned), won
    if butter in drowned:
        raise BallRuleError(f"{butter!r} butts, but his ball is drowned (billard.s2.a15)")
    after = {player: list(balls) for player, balls in won.items()}
    after.setdefault(butter, []).extend(drowned)
    return (), after


@implements("billard.s2.a16", quote="il ne la faut remettre")
def replace_passed_ball(won_it: bool, players_left_to_play: int) -> bool:
    """A ball made to pass from the passe side and not won: "s'il y aie encore quelqu'un à
    jouer, il ne la faut remettre, et s'il n'y a personne, la faut remettre en sa place
    première"."""
    return not won_it and players_left_to_play == 0


@implements("billard.s2.a19", quote="Les deux derniers peuvent faire d'enjeu")
def may_stake(remaining: int, passed: bool, passed_player_willing: bool) -> bool:
    """ "Les deux derniers peuvent faire d'enjeu, et n'étant passé, si celui qui est passé ne
    le veut faire" — the last two may set a stake between them; one not yet passed only if
    the one who has passed will not (who will, "doit être préferé")."""
    if remaining != 2:
        return False
    return passed or not passed_player_willing


@implements("billard.s2.a21", quote="doit être gagnée")
def cue_touches_won_ball(won_the_ball: bool, cue_touched_another_won_ball: bool) -> dict:
    """Winning a ball and touching another, already won, with the cue as it is drawn back:
    that ball "doit être gagnée; mais la bille de celui qui a joué le coup doit être mise
    dans une belouze"."""
    if not (won_the_ball and cue_touched_another_won_ball):
        return {"other_won": False, "own_into_belouze": False}
    return {"other_won": True, "own_into_belouze": True}


MASTER = "master"
"""The Master of the house, as :func:`pipeline.rules.billard.may_use_cue` names the owner of
the common cues."""


@implements("billard.s2.a23", quote="Le Maître prend toutes les parties")
def house_dues(parties: Sequence[int], broken_cue_value: int = 0) -> int:
    """What the Master takes: "Le Maître prend toutes les parties selon la valeur dites
    parties" (each partie played, at its value). ``broken_cue_value`` is the value of his own
    cues broken, which he is owed besides: by whom is :func:`cue_debt`'s answer (s2.a24, "Qui
    rompt un billard le paye"), not this total's."""
    if any(v < 0 for v in parties) or broken_cue_value < 0:
        raise BallRuleError("a value below nothing")
    return sum(parties) + broken_cue_value


@dataclass(frozen=True)
class Debt:
    debtor: str
    creditor: str
    value: int


@implements("billard.s2.a24", quote="Qui rompt un billard le paye selon sa valeur")
def cue_debt(breaker: str, value: int, owner: str = MASTER) -> Debt | None:
    """ "Qui rompt un billard le paye selon sa valeur": the one who broke the cue (a *billard*
    is the cue) owes its value, to whoever owned it, the Master for his common cues (s2.a25)
    or the player whose own it was. Not the partie's loser nor the players together: the
    breaker alone. Breaking one's own cue, nobody is owed anything (None)."""
    if value < 0:
        raise BallRuleError("a value below nothing")
    if not breaker or not owner:
        raise BallRuleError("a cue broken by nobody, or owned by nobody")
    if breaker == owner:
        return None
    return Debt(debtor=breaker, creditor=owner, value=value)
