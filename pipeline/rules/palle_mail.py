"""Le Jeu du Palle-Mail as printed in 1665 (pp. 195–202; palle-mail.a1–a71): the game *à la
passe*, played in a *rouet* (a round of players along the alley) with mallets (*mail*) and a
spoon (*lève*), ending at the *archet* (the hoop), before which lies a stone.

A ball touching the stone is *en passe* (ready to pass the hoop); one touching the iron is
*dernière* and may come back (palle-mail.a23–a24). Passing the hoop wins the *passe*, the stake
the players agreed before starting (palle-mail.a1): the first to pass "au pair ou au plus" wins
outright; a pass "à deux de plus" (with two strokes more) can still be overtaken by a later one
(palle-mail.a33). Nobody passed and nobody able to come back, the last ball wins
(palle-mail.a48). Distances are in *pas*.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.ball import BallRuleError
from pipeline.rules.registry import implements, not_executable

not_executable("commentary", "palle-mail.p1.1")

LEVELS = ("pair", "plus", "deux", "trois")
"""What a pass is played at: the even, "le plus", "deux de plus", "trois de plus"."""


@implements(
    "palle-mail.a1", "palle-mail.a3",
    quote=("demeurer d'accord de la valeur de la passe", "avertir les survenants"),
)  # fmt: skip
def stake_binds(agreed_before_start: bool, newcomer: bool = False, told: bool = False) -> bool:
    """Whether the value of the passe binds a player: "Avant que débuter, il faut demeurer
    d'accord de la valeur de la passe"; "Le Rouet y étant commencé, il faut avertir les
    suruenans de la valeur de la passe"."""
    if newcomer:
        return told
    return agreed_before_start


@implements(
    "palle-mail.a2", "palle-mail.a64",
    quote=("trois ou quatre pas de l'archet au plus loin",
           "Toat avantage ne se peut prendre qu'au début"),
)  # fmt: skip
def debut_ok(distance_pas: float, advantage: bool = False, others_agree: bool = False) -> bool:
    """The start: "Il ne faut débuter qu'à trois ou quatre pas de l'archet au plus loin";
    "Tout avantage ne se peut prendre qu'au début, si les autres veulent"."""
    if distance_pas > 4 or distance_pas < 0:
        return False
    return not advantage or others_agree


@implements("palle-mail.a4", quote="Il ne faut rien mettre sous la boule")
def may_tee(at_debut: bool) -> bool:
    """ "Il ne faut rien mettre sous la boule qu'au début seulement"."""
    return at_debut


@implements(
    "palle-mail.a5", "palle-mail.a6", "palle-mail.a7", "palle-mail.a10", "palle-mail.a19",
    "palle-mail.a36",
    quote=("dans les cinquante pas se remet", "la défense n'est que de vingt-cinq pas",
           "ne doit recommencer", "court le hasard", "le porteleve arrête la boule",
           "empêché par quelque étrangère"),
    status="editorial",
)  # fmt: skip
def met_ball_replayed(
    at_debut: bool,
    distance_pas: float,
    called: bool = False,
    touched_boards: bool = False,
    stopped_by: str = "ball",
    defended_after_debut: bool = True,
) -> bool:
    """Whether a stroke met or stopped on its way is played again. A ball met "au début dans
    les cinquante pas se remet encore que l'on ne parle"; "Hors le début la défense n'est que
    de vingt-cinq pas, et s'il faut parler"; "Qui touche les ais avant la chose défendue, même
    au début, ne doit recommencer". Stopped by one of the partie or the porte-lève
    (palle-mail.a19), or by a stranger while passing (palle-mail.a36), "l'on peut
    recommencer". But palle-mail.a10 says "Toute boule roulante court le hasard, sans se
    pouvoir défendre sinon au début", which leaves nothing of palle-mail.a6's twenty-five pas:
    ``defended_after_debut=False`` plays a10 (the consistency report names both)."""
    if stopped_by in ("partner", "porte-leve", "stranger"):
        return True
    if touched_boards:
        return False
    if at_debut:
        return distance_pas <= 50
    return defended_after_debut and distance_pas <= 25 and called


@implements(
    "palle-mail.a9", "palle-mail.a11", "palle-mail.a14", "palle-mail.a20",
    quote=("ni détourner les boules d'une même partie", "se doit remettre, si ce n'est par celles",
           "demeurent où elles vont", "se doit remettre où elle a été arrêtée"),
)  # fmt: skip
def pushed_ball(
    by_same_partie: bool, was_stopped: bool = True, stopped_by_chance: bool = False
) -> str:
    """Where a ball pushed by another goes. "Toute boule arrestée étant poussée se doit
    remettre, si ce n'est par celles de la partie"; "Toutes boules d'une même partie qui se
    poussent demeurent où elles vont" (and "L'on ne peut défendre ni détourner les boules d'une
    même partie"); "Toute boule arrestée fortuitement et repoussée, se doit remettre où elle a
    été arrestée"."""
    if by_same_partie:
        return "stays where it goes"
    if stopped_by_chance:
        return "back where it was stopped"
    return "replaced" if was_stopped else "stays where it goes"


@implements(
    "palle-mail.a12", "palle-mail.a13", "palle-mail.a68",
    quote=("peut rentrer pour deux et non pour davantage", "sort au second coup",
           "ne peut rentrer pour deux jouant en partie liée"),
)  # fmt: skip
def reentry(stroke: int, consent: bool = False, partie_liee: bool = False) -> int | None:
    """Strokes added to a ball gone out of the alley, or None if it may not come back: "Qui
    sort au début peut rentrer pour deux et non pour davantage"; out "au second coup, peut
    rentrer pour un autre du consentement des joueurs"; "L'on ne peut rentrer pour deux
    jouant en partie liée"."""
    if stroke == 1:
        return None if partie_liee else 2
    if stroke == 2 and consent:
        return 1
    return None


@implements(
    "palle-mail.a17", "palle-mail.a39", "palle-mail.a40",
    quote=("où il plaira aux autres", "entre la moins et la plus éloignée boule",
           "entre la plus et la moins éloignée boule"),
)  # fmt: skip
def reentry_place(
    positions: Sequence[float], lost_after_reentry: bool = False
) -> tuple[float, float] | None:
    """Where a ball coming into the round is put: who joins after the start, or re-enters for
    two, "placera sa boule entre la moins et la plus éloignée boule de la partie"; one who
    loses his ball after re-entering for two puts another "où il plaira aux autres" (None: the
    others choose)."""
    if lost_after_reentry:
        return None
    if not positions:
        raise BallRuleError("no ball of the partie to place between")
    return min(positions), max(positions)


@implements(
    "palle-mail.a15", "palle-mail.a16", "palle-mail.a18",
    quote=("c'est à la plus loin que l'on en met une autre", "n'est de la passe",
           "peut jouer celle qu'il trouve à la place"),
)  # fmt: skip
def mishap(kind: str, came_back_in_time: bool = True) -> str:
    """A ball split, stolen or changed: split, another is put "à la plus loin" of the pieces,
    or at the player's choice; stolen, its owner "n'est de la passe"; changed, he "peut jouer
    celle qu'il trouve à la place", and let go to look for his, "il n'est de la passe s'il
    tarde trop de revenir"."""
    if kind == "split":
        return "new ball at the farthest piece"
    if kind == "stolen":
        return "out of the passe"
    if kind == "changed":
        return "plays the ball found" if came_back_in_time else "out of the passe"
    raise BallRuleError(f"no mishap {kind!r}")


@implements(
    "palle-mail.a23", "palle-mail.a24", "palle-mail.a25", "palle-mail.a26",
    quote=("qui tient de la pierre est en passe", "Qui tient du fer est dernière",
           "affranchir le fer par dedans", "l'on ne laisse d'avoir gagné"),
)  # fmt: skip
def ball_state(touches: str = "", cleared_iron_inside: bool = False) -> str:
    """ "Toute boule qui tient de la pierre est en passe"; "Qui tient du fer est dernière, et
    peut revenir par dedans l'archet"; "Il faut affranchir le fer par dedans pour avoir
    passe", and a ball that has so passed stays passed: "Si ayant passé par hasard la boule
    retourne par dedans, l'on ne laisse d'avoir gagné"."""
    if cleared_iron_inside:
        return "passed"
    if touches == "stone":
        return "en passe"
    if touches == "iron":
        return "dernière"
    return "in play"


@implements(
    "palle-mail.a22", "palle-mail.a58",
    quote=("si tous ne sont en passe", "éloigné du milieu de l'archet"),
    status="editorial",
)  # fmt: skip
def who_comes_back(states: Sequence[str], distances: Sequence[float]) -> int | None:
    """Who may come back ("revenir", play again) first: "L'on ne peut revenir de dernière, si
    tous ne sont en passe" (the last balls come back only when all the rest are en passe);
    then "C'est à celui qui est éloigné du milieu de l'archet à revenir le premier", and "L'on
    ne peut revenir à deux de plus si l'on n'est le dernier" (:func:`may_play_at`)."""
    if len(states) != len(distances):
        raise BallRuleError("one distance per ball")
    last = [i for i, s in enumerate(states) if s == "dernière"]
    if not last:
        return None
    if any(s not in ("en passe", "dernière", "passed") for s in states):
        return None
    return max(last, key=lambda i: distances[i])


@implements("palle-mail.a42", quote="l'on peut prendre le hasard au de-là de la pierre")
def may_play_from_beyond_stone(states: Sequence[str]) -> bool:
    """ "Quand tous sont dernière, et peuvent revenir, l'on peut prendre le hasard au de-là de
    la pierre": a ball may be played from beyond the stone only when every ball is
    dernière."""
    return bool(states) and all(s == "dernière" for s in states)


@implements(
    "palle-mail.a29", "palle-mail.a30", "palle-mail.a31", "palle-mail.a45", "palle-mail.a8",
    "palle-mail.a59", "palle-mail.a21", "palle-mail.a41", "palle-mail.a60",
    quote=("en droite ligne, et non crochetant", "L'on ne peut s'accommoder pour passer",
           "l'on ne peut aplanir le lieu", "ne peut avancer les pieds plus avant que la boule",
           "vis à vis d'où l'on était", "plus loin que l'on est en se dressant",
           "sans s'accommoder", "s'ajuster de la lève, en quelque lieu que ce soit",
           "passer du Mail en quelque lieu"),
    status="editorial",
)  # fmt: skip
def pass_stroke(
    straight: bool = True,
    flattened: bool = False,
    feet_past_ball: bool = False,
    moved_along: bool = False,
    adjusted_lieu: bool = False,
    adjust_allowed: bool = True,
) -> str:
    """Whether a stroke at the hoop is fair: "Il faut passer de la lève en droite ligne, et non
    crochetant, et qui passe en crochetant perd le coup sans pouvoir recommencer"; "L'on ne peut
    s'accommoder pour passer" nor "applanir le lieu où est la boule, ni ôter ce qui est
    devant"; one-handed, "ne peut avancer les pieds plus avant que la boule"; one may move "au
    beau … mais vis à vis d'où l'on était" (across, not along the alley), and near the hoop
    "l'on ne s'en peut éloigner plus loin que l'on est" (``moved_along``). With the mail one may pass from anywhere
    (palle-mail.a60). Adjusting one's stance with the lève is allowed "en quelque lieu que ce
    soit" (palle-mail.a41), which palle-mail.a21 and a30 seem to forbid ("sans s'accommoder"):
    ``adjust_allowed=False`` reads them so."""
    if not straight:
        return "stroke lost, no replay"
    if flattened or feet_past_ball or moved_along or (adjusted_lieu and not adjust_allowed):
        return "foul"
    return "fair"


@implements(
    "palle-mail.a32", "palle-mail.a33", "palle-mail.a37", "palle-mail.a38", "palle-mail.a48",
    quote=("Qui passe le premier au pair ou au plus, a gagné",
           "Qui passe après un qui a passé à deux de plus, gagne",
           "passant par quelque zard que ce soit, gagne", "ne peut revenir, ainsa perdu",
           "celui qui est le dernier gagne"),
    status="editorial",
)  # fmt: skip
def winner(
    passes: Sequence[tuple[int, str]], last: int | None = None, anyone_can_return: bool = True
) -> int | None:
    """Who wins the passe, from the passes made in order ``(player, level)``. "Qui passe le
    premier au pair ou au plus, a gagné"; "Qui passe après un qui a passé à deux de plus,
    gagne, sinon il perd"; a pass at three more let go unchallenged stands ("ne peut revenir,
    ainsa perdu"); "Toute boule passant par quelque zard que ce soit, gagne"; "Quand personne
    n'a passé, et nul ne peut revenir, celui qui est le dernier gagne" (``last``)."""
    holder = None
    for player, level in passes:
        if level not in LEVELS:
            raise BallRuleError(f"no pass at {level!r}")
        if level != "deux":
            return player
        holder = player  # two more: stands unless someone passes after
    if holder is not None:
        return holder if not anyone_can_return else None
    return None if anyone_can_return else last


@implements(
    "palle-mail.a34", "palle-mail.a35", "palle-mail.a43", "palle-mail.a44",
    quote=("L'on ne peut jouer à trois de plus", "si l'on n'est le dernier",
           "ne peut pre-judicier à aucun",
           "de faire ce que l'on voudra"),
    status="editorial",
)  # fmt: skip
def may_play_at(level: str, someone_en_passe: bool, is_last: bool = True) -> bool:
    """ "L'on ne peut jouer à trois de plus, quand quelqu'un est en passe"; "Jouant deux de
    plus, ne peut pre-judicier à aucun étant tous deux en passe" (only the last plays at two
    more, palle-mail.a35); "ne jouant que le pair, ou le plus, de faire ce que l'on voudra"."""
    if level in ("pair", "plus"):
        return True
    if level == "deux":
        return is_last
    if level == "trois":
        return not someone_en_passe
    raise BallRuleError(f"no pass at {level!r}")


@implements("palle-mail.a46", quote="ne les gagne que simples s'il a débuté avant")
def passes_won(double: bool, counted_double: bool, started_before: bool) -> int:
    """ "Qui oublie à compter les passes doubles, ne les gagne que simples s'il a débuté
    avant": how many passes (the stake) a won passe pays."""
    if not double:
        return 1
    return 1 if (not counted_double and started_before) else 2
