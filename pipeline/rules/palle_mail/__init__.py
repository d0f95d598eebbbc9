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
from dataclasses import dataclass, replace

from pipeline.rules.kernels.ball import BallRuleError
from pipeline.rules.registry import implements, not_executable

not_executable("commentary", "palle-mail.p1.1")

LEVELS = ("pair", "plus", "deux", "trois")
"""What a pass is played at: the even, "le plus", "deux de plus", "trois de plus"."""

DEBUT = 1
"""The stroke that is *le début*, the start: "Qui sort au début" against "qui sort au second
coup" (palle-mail.a12-a13)."""


@dataclass(frozen=True)
class Rouet:
    """A round of players at the passe: the value of the passe they agreed, whether the round
    has begun, who was in it at its start and who came after, told the value or not."""

    passe: int | None = None
    """The value of the passe, agreed before the start (palle-mail.a1); None: not yet."""
    players: tuple[str, ...] = ()
    at_start: tuple[str, ...] = ()
    """The players when the round began: they agreed the value."""
    told: tuple[str, ...] = ()
    """Those who came after the start and were told the value (palle-mail.a3)."""

    @property
    def started(self) -> bool:
        return bool(self.at_start)


def agree(rouet: Rouet, value: int) -> Rouet:
    """The players agree the value of the passe, which they may do only before the start."""
    if rouet.started:
        raise BallRuleError("the rouet has begun: its passe was agreed before (palle-mail.a1)")
    if value <= 0:
        raise BallRuleError(f"a passe worth {value}")
    return replace(rouet, passe=value)


def join(rouet: Rouet, player: str, told: bool = False) -> Rouet:
    """``player`` comes into the round; after its start, ``told`` says whether he was told the
    value of the passe, as palle-mail.a3 bids."""
    if player in rouet.players:
        raise BallRuleError(f"{player!r} is in the rouet already")
    told_now = (*rouet.told, player) if rouet.started and told else rouet.told
    return replace(rouet, players=(*rouet.players, player), told=told_now)


@implements("palle-mail.a1", quote="Avant que débuter, il faut demeurer d'accord")
def debut(rouet: Rouet) -> Rouet:
    """The round begins: "Avant que débuter, il faut demeurer d'accord de la valeur de la
    passe" — refused while no value is agreed."""
    if rouet.started:
        raise BallRuleError("the rouet has begun already")
    if not rouet.players:
        raise BallRuleError("nobody to start the rouet")
    if rouet.passe is None:
        raise BallRuleError("no value of the passe agreed: no start (palle-mail.a1)")
    return replace(rouet, at_start=rouet.players)


@implements(
    "palle-mail.a1", "palle-mail.a3",
    quote=("demeurer d'accord de la valeur de la passe", "avertir les survenants"),
)  # fmt: skip
def stake_binds(rouet: Rouet, player: str) -> bool:
    """Whether the value of the passe binds ``player`` in a round begun: those there at the
    start agreed it, for "Avant que débuter, il faut demeurer d'accord de la valeur de la
    passe" (:func:`debut` refuses a start without it); those who came after are bound only if
    told it, for "Le Rouet y étant commencé, il faut avertir les survenants de la valeur de la
    passe"."""
    if not rouet.started or player not in rouet.players:
        return False
    return player in rouet.at_start or player in rouet.told


@implements("palle-mail.a2", quote="trois ou quatre pas de l'archet au plus loin")
def debut_ok(distance_pas: float, advantage: bool = False, others_agree: bool = False) -> bool:
    """The start: "Il ne faut débuter qu'à trois ou quatre pas de l'archet au plus loin"; an
    advantage taken there needs the others' leave (:func:`may_take_advantage`)."""
    if distance_pas > 4 or distance_pas < 0:
        return False
    return not advantage or may_take_advantage(DEBUT, others_agree)


@implements("palle-mail.a64", quote="Toat avantage ne se peut prendre qu'au début")
def may_take_advantage(stroke: int, others_agree: bool) -> bool:
    """ "Tout avantage ne se peut prendre qu'au début, si les autres veulent": at the first
    stroke, with the others' leave; never after."""
    return stroke == DEBUT and others_agree


@implements("palle-mail.a4", quote="Il ne faut rien mettre sous la boule")
def may_tee(stroke: int) -> bool:
    """ "Il ne faut rien mettre sous la boule qu'au début seulement": the ball may be set up
    on something at the first stroke (:data:`DEBUT`), never at a later one."""
    if stroke < 1:
        raise BallRuleError(f"strokes are counted from one, not {stroke}")
    return stroke == DEBUT


@implements(
    "palle-mail.a5", "palle-mail.a6", "palle-mail.a7", "palle-mail.a10", "palle-mail.a19",
    "palle-mail.a36", "palle-mail.a9",
    quote=("dans les cinquante pas se remet", "la défense n'est que de vingt-cinq pas",
           "ne doit recommencer", "court le hasard", "le porteleve arrête la boule",
           "empêché par quelque étrangère", "L'on ne peut défendre ni détourner les boules"),
    status="editorial",
)  # fmt: skip
def met_ball_replayed(
    at_debut: bool,
    distance_pas: float,
    called: bool = False,
    touched_boards: bool = False,
    stopped_by: str = "ball",
    defended_after_debut: bool = True,
    same_partie: bool = False,
    passing: bool = True,
) -> bool:
    """Whether a stroke met or stopped on its way is played again. A ball met "au début dans
    les cinquante pas se remet encore que l'on ne parle"; "Hors le début la défense n'est que
    de vingt-cinq pas, et s'il faut parler"; "Qui touche les aix avant la chose défendue, même
    au début, ne doit recommencer". Stopped by one of the partie or the porte-lève
    (palle-mail.a19), "l'on peut recommencer"; so too "Si en passant l'on est empêché par
    quelque étrangère" (palle-mail.a36): a stranger ball (``stopped_by="stranger"``) hindering
    a stroke at the hoop (``passing``); met elsewhere, it is a ball met like any other. But palle-mail.a10 says "Toute boule roulante court le hasard, sans se
    pouvoir défendre sinon au début", which leaves nothing of palle-mail.a6's twenty-five pas:
    ``defended_after_debut=False`` plays a10 (the consistency report names both). A ball met
    is one's own partie's (``same_partie``): "L'on ne peut défendre ni détourner les boules
    d'une même partie" (palle-mail.a9), so it is never replayed."""
    if same_partie and stopped_by == "ball":
        return False
    if stopped_by == "stranger" and not passing:
        stopped_by = "ball"  # a36 is the pass's: elsewhere a5-a7 and a10 decide
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
    "palle-mail.a12", "palle-mail.a13", "palle-mail.a68", "palle-mail.a40",
    quote=("peut rentrer pour deux et non pour davantage", "sort au second coup",
           "ne peut rentrer pour deux jouant en partie liée", "étant sorti au début"),
)  # fmt: skip
def reentry(stroke: int, consent: bool = False, partie_liee: bool = False) -> int | None:
    """Strokes added to a ball gone out of the alley, or None if it may not come back: "Qui
    sort au début peut rentrer pour deux et non pour davantage"; out "au second coup, peut
    rentrer pour un autre du consentement des joueurs"; "L'on ne peut rentrer pour deux
    jouant en partie liée". So "Quiconque étant sorti au début, et ne le sachant, veut mettre
    sa boule avec les autres, rentrant pour deux" (palle-mail.a40): his ball, placed by
    :func:`reentry_place` with the company's leave, comes back for two."""
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
    positions: Sequence[float],
    lost_after_reentry: bool = False,
    out_unaware: bool = False,
    company_consents: bool = False,
    lost_playing_two_more: bool = False,
) -> tuple[float, float] | None:
    """Where a ball coming into the round is put: who joins after the start "placera sa boule
    entre la moins et la plus éloignée boule de la partie" (palle-mail.a39); one gone out at
    the start without knowing it (``out_unaware``) may so put his ball in, re-entering for two,
    "si la compagnie le veut" (palle-mail.a40: refused otherwise). "Celui qui perd sa boule,
    étant rentré pour deux ou jouant deux de plus, en doit remettre une autre où il plaira aux
    autres" (palle-mail.a17): lost after re-entering for two (``lost_after_reentry``) or while
    playing at two more (``lost_playing_two_more``), the new ball is not placed between the
    others' but where they please (None: the others choose)."""
    if out_unaware and not company_consents:
        raise BallRuleError("out at the start unaware: back only if the company wants (a40)")
    if lost_after_reentry or lost_playing_two_more:
        return None
    if not positions:
        raise BallRuleError("no ball of the partie to place between")
    return min(positions), max(positions)


@implements("palle-mail.a15", quote="c'est à la plus loin que l'on en met une autre")
def split_ball(pieces: Sequence[float], chosen: float | None = None) -> float:
    """Where the new ball goes when a ball splits: "c'est à la plus loin que l'on en met une
    autre, ou à son choix" — at the farthest piece, or at the piece the player chooses."""
    if not pieces:
        raise BallRuleError("a split ball leaves pieces")
    if chosen is None:
        return max(pieces)
    if chosen not in pieces:
        raise BallRuleError(f"no piece lies at {chosen} (pieces at {list(pieces)})")
    return chosen


@implements(
    "palle-mail.a16", "palle-mail.a18",
    quote=("n'est de la passe", "peut jouer celle qu'il trouve à la place"),
)  # fmt: skip
def mishap(kind: str, came_back_in_time: bool = True) -> str:
    """A ball split, stolen or changed: split, another is put "à la plus loin" of the pieces,
    or at the player's choice (:func:`split_ball`); stolen, its owner "n'est de la passe";
    changed, he "peut jouer
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
    "palle-mail.a24", "palle-mail.a25", "palle-mail.a26",
    quote=("Qui tient du fer est dernière", "affranchir le fer par dedans",
           "l'on ne laisse d'avoir gagné"),
)  # fmt: skip
def ball_state(touches: str = "", cleared_iron_inside: bool = False) -> str:
    """ "Toute boule qui tient de la pierre est en passe" (palle-mail.a23, the definition of
    the term, which a22, a34 and the winner play on: not linked); "Qui tient du fer est
    dernière, et peut revenir par dedans l'archet"; "Il faut affranchir le fer par dedans pour
    avoir passe", and a ball that has so passed stays passed: "Si ayant passé par hasard la
    boule retourne par dedans, l'on ne laisse d'avoir gagné"."""
    if cleared_iron_inside:
        return "passed"
    if touches == "stone":
        return "en passe"
    if touches == "iron":
        return "dernière"
    return "in play"


@implements(
    "palle-mail.a22", "palle-mail.a58", "palle-mail.a24",
    quote=("si tous ne sont en passe", "éloigné du milieu de l'archet", "et peut revenir"),
    status="editorial",
)  # fmt: skip
def who_comes_back(states: Sequence[str], distances: Sequence[float]) -> int | None:
    """Who may come back ("revenir", play again) first: only a ball dernière, for "Qui tient du
    fer est dernière, et peut revenir par dedans l'archet" (palle-mail.a24; the way back
    through the hoop is the player's stroke); "L'on ne peut revenir de dernière, si
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
    one_handed: bool = True,
    club: str = "leve",
    removed_obstacle: bool = False,
) -> str:
    """Whether a stroke at the hoop is fair: "Il faut passer de la lève en droite ligne, et non
    crochetant, et qui passe en crochetant perd le coup sans pouvoir recommencer"; "Pour
    passer, l'on ne peut aplanir le lieu où est la boule" (``flattened``), "ni ôter ce qui est
    devant" (``removed_obstacle``); "Qui passe d'une main ne peut avancer les pieds plus avant
    que la boule"; one may move "au beau … mais vis à vis d'où l'on était" (across, not along
    the alley), and near the hoop "l'on ne s'en peut éloigner plus loin que l'on est"
    (``moved_along``). The straight line is the lève's: "L'on peut passer du Mail en quelque
    lieu que l'on se trouve" (palle-mail.a60), so with ``club="mail"`` a pass from aside is
    fair.

    Adjusting one's stance (``adjusted_lieu``): "L'on ne peut s'accommoder pour passer, soit
    d'un Mail ou de la lève" (palle-mail.a30), but "Il est permis de s'ajuster de la lève, en
    quelque lieu que ce soit" (palle-mail.a41). The Mail has no such leave, so adjusting to
    pass with it is always a foul; with the lève it is allowed (a41, the default), and
    ``adjust_allowed=False`` reads a21 and a30 as forbidding it there too."""
    if club not in ("leve", "mail"):
        raise BallRuleError(f"one passes with the lève or the mail, not {club!r}")
    if not straight and club == "leve":
        return "stroke lost, no replay"
    feet = feet_past_ball and one_handed
    adjusting_forbidden = club == "mail" or not adjust_allowed
    if flattened or removed_obstacle or feet or moved_along:
        return "foul"
    if adjusted_lieu and adjusting_forbidden:
        return "foul"
    return "fair"


@implements(
    "palle-mail.a32", "palle-mail.a33", "palle-mail.a37", "palle-mail.a38", "palle-mail.a48",
    "palle-mail.a43",
    quote=("Qui passe le premier au pair ou au plus, a gagné",
           "Qui passe après un qui a passé à deux de plus, gagne",
           "passant par quelque zard que ce soit, gagne", "ne peut revenir, ainsa perdu",
           "celui qui est le dernier gagne", "Jouant deux de plus, ne peut pre-judicier"),
)  # fmt: skip
def winner(
    passes: Sequence[tuple[int, str]],
    last: int | None = None,
    anyone_can_return: bool = True,
    objected: Sequence[int] = (),
) -> int | None:
    """Who wins the passe, from the passes made in order ``(player, level)``. "Qui passe le
    premier au pair ou au plus, a gagné"; "Qui passe après un qui a passé à deux de plus,
    gagne, sinon il perd"; "Quiconque laisse passer à trois de plus étant en passe, croyant
    que l'on ne joue que le plus, ou deux de plus, le coup étant achevé ne peut revenir, ainsa
    perdu" (palle-mail.a38): a pass at three more let go stands, but one objected to before its
    stroke was finished (``objected``, indices into ``passes``) is refused, for "L'on ne peut
    jouer à trois de plus, quand quelqu'un est en passe" (palle-mail.a34): the one who objects is
    the one "étant en passe"; "Toute boule passant par quelque zard que ce soit, gagne"; "Quand personne
    n'a passé, et nul ne peut revenir, celui qui est le dernier gagne" (``last``). A pass at two
    more "ne peut pre-judicier à aucun étant tous deux en passe" (palle-mail.a43): it wins only
    if nobody passes after it."""
    for i in objected:
        if not 0 <= i < len(passes) or passes[i][1] != "trois":
            raise BallRuleError(f"pass {i} is no pass at three more to object to (a38)")
    holder = None
    for i, (player, level) in enumerate(passes):
        if level not in LEVELS:
            raise BallRuleError(f"no pass at {level!r}")
        if i in objected:
            continue  # objected to in time: it does not stand (a34)
        if level != "deux":
            return player
        holder = player  # two more: stands unless someone passes after
    if holder is not None:
        return holder if not anyone_can_return else None
    return None if anyone_can_return else last


@implements(
    "palle-mail.a34", "palle-mail.a35", "palle-mail.a44",
    quote=("L'on ne peut jouer à trois de plus", "si l'on n'est le dernier",
           "de faire ce que l'on voudra"),
    status="editorial",
)  # fmt: skip
def may_play_at(level: str, someone_en_passe: bool, is_last: bool = True) -> bool:
    """ "L'on ne peut jouer à trois de plus, quand quelqu'un est en passe"; "L'on ne peut
    revenir à deux de plus si l'on n'est le dernier"; "Il est permis ne jouant que le pair, ou
    le plus, de faire ce que l'on voudra"."""
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
