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
    quote=("demeurer d'accord de la valeur de la passe", "avertir les suruenans"),
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
)  # fmt: skip
def met_ball_replayed(
    at_debut: bool,
    distance_pas: float,
    called: bool = False,
    touched_boards: bool = False,
    stopped_by: str = "ball",
) -> bool:
    """Whether a stroke met or stopped on its way is played again. A ball met "au début dans
    les cinquante pas se remet encore que l'on ne parle"; "Hors le début la défense n'est que
    de vingt-cinq pas, et s'il faut parler"; "Qui touche les ais avant la chose défendue, même
    au début, ne doit recommencer"; a rolling ball otherwise "court le hasard" (palle-mail.a10).
    Stopped by one of the partie or the porte-lève (palle-mail.a19), or by a stranger while
    passing (palle-mail.a36), "l'on peut recommencer"."""
    if stopped_by in ("partner", "porte-leve", "stranger"):
        return True
    if touched_boards:
        return False
    if at_debut:
        return distance_pas <= 50
    return distance_pas <= 25 and called


@implements(
    "palle-mail.a9", "palle-mail.a11", "palle-mail.a14", "palle-mail.a20", "palle-mail.a69",
    quote=("ni détourner les boules d'une même partie", "se doit remettre, si ce n'est par celles",
           "demeurent où elles vont", "se doit remettre où elle a été arrestée",
           "pousser plus d'une boule en se pourmenant"),
)  # fmt: skip
def pushed_ball(
    by_same_partie: bool, was_stopped: bool = True, stopped_by_chance: bool = False
) -> str:
    """Where a ball pushed by another goes. "Toute boule arrestée étant poussée se doit
    remettre, si ce n'est par celles de la partie"; "Toutes boules d'une même partie qui se
    poussent demeurent où elles vont" (and "L'on ne peut défendre ni détourner les boules d'une
    même partie"); "Toute boule arrestée fortuitement et repoussée, se doit remettre où elle a
    été arrestée". Walking, nobody may push more than one ball (palle-mail.a69)."""
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
    "palle-mail.a22", "palle-mail.a42", "palle-mail.a58",
    quote=("si tous ne sont en passe", "au de-là de la pierre", "éloigné du milieu de l'archet"),
    status="editorial",
)  # fmt: skip
def who_comes_back(states: Sequence[str], distances: Sequence[float]) -> int | None:
    """Who may come back ("revenir", play again) first: "L'on ne peut revenir de dernière, si
    tous ne sont en passe" (the last balls come back only when all the rest are en passe);
    then "C'est à celui qui est éloigné du milieu de l'archet à revenir le premier", and "L'on
    ne peut revenir à deux de plus si l'on n'est le dernier" (:func:`may_play_at`). When all are dernière, any may
    take the hazard beyond the stone (palle-mail.a42)."""
    if len(states) != len(distances):
        raise BallRuleError("one distance per ball")
    last = [i for i, s in enumerate(states) if s == "dernière"]
    if not last:
        return None
    if any(s not in ("en passe", "dernière", "passed") for s in states):
        return None
    return max(last, key=lambda i: distances[i])


@implements(
    "palle-mail.a29", "palle-mail.a30", "palle-mail.a31", "palle-mail.a45", "palle-mail.a8",
    "palle-mail.a59", "palle-mail.a21", "palle-mail.a41", "palle-mail.a60",
    quote=("en droite ligne, et non crochetant", "L'on ne peut s'accommoder pour passer",
           "l'on ne peut applanir le lieu", "ne peut avancer les pieds plus avant que la boule",
           "vis à vis d'où l'on était", "plus loin que l'on est en se dressant",
           "sans s'accommoder", "s'ajuster de la lève, en quelque lieu que ce soit",
           "passer du Mail en quelque lieu"),
    status="editorial",
)  # fmt: skip
def pass_stroke(
    straight: bool = True,
    flattened: bool = False,
    feet_past_ball: bool = False,
    moved_sideways: bool = False,
    adjusted_lieu: bool = False,
    adjust_allowed: bool = True,
) -> str:
    """Whether a stroke at the hoop is fair: "Il faut passer de la lève en droite ligne, et non
    crochetant, et qui passe en crochetant perd le coup sans pouvoir recommencer"; "L'on ne peut
    s'accommoder pour passer" nor "applanir le lieu où est la boule, ni ôter ce qui est
    devant"; one-handed, "ne peut avancer les pieds plus avant que la boule"; one may move "au
    beau … mais vis à vis d'où l'on était". With the mail one may pass from anywhere
    (palle-mail.a60). Adjusting one's stance with the lève is allowed "en quelque lieu que ce
    soit" (palle-mail.a41), which palle-mail.a21 and a30 seem to forbid ("sans s'accommoder"):
    ``adjust_allowed=False`` reads them so."""
    if not straight:
        return "stroke lost, no replay"
    if flattened or feet_past_ball or moved_sideways or (adjusted_lieu and not adjust_allowed):
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


@implements(
    "palle-mail.a49", "palle-mail.a50", "palle-mail.a51",
    quote=("doit demander avant que lever la boule", "perd la passe si aucun peut revenir",
           "la peut remettre si quelqu'un peut revenir"),
)  # fmt: skip
def lifted_ball(asked: bool, passed: bool, someone_can_return: bool) -> str:
    """The last "doit demander avant que lever la boule, si quelqu'un peut revenir"; "Qui lève
    sa boule sans passer et sans demander, perd la passe si aucun peut revenir"; "Celui qui a
    demandé, puis lève sa boule, la peut remettre si quelqu'un peut revenir"."""
    if passed or not someone_can_return:
        return "fine"
    return "put it back" if asked else "loses the passe"


@implements(
    "palle-mail.a52", "palle-mail.a53", "palle-mail.a54", "palle-mail.a57", "palle-mail.a56",
    "palle-mail.a55",
    quote=("doit recommencer", "Qui joue la boule de son compagnon pour la sienne, perd le coup",
           "Qui passe la boule de son compagnon pour la sienne, perd la passe",
           "n'étant à lui de passer, perd la passe", "elle ne se put réparer",
           "aller voir loy-mesme"),
)  # fmt: skip
def fault(kind: str, went_to_see: bool = True) -> str:
    """Faults and what they cost: another partie's ball played for one's own "doit
    recommencer"; one's partner's "perd le coup"; passing one's partner's ball, or passing when
    it is not one's turn, "perd la passe". Who did not go to see for himself where the balls
    lie (palle-mail.a55), his fault "ne se put réparer"."""
    costs = {
        "other_partie_ball": "replay",
        "partner_ball": "stroke lost",
        "passed_partner_ball": "passe lost",
        "passed_out_of_turn": "passe lost",
    }
    if kind not in costs:
        raise BallRuleError(f"no fault {kind!r}")
    cost = costs[kind]
    if cost == "replay" and not went_to_see:
        return "stroke lost"
    return cost


@implements(
    "palle-mail.a62", "palle-mail.a63",
    quote=("le coup est nul, pourvu que l'on n'aie touché les ais", "il ne laisse de gagner"),
    status="editorial",
)  # fmt: skip
def grand_coup(
    first: float,
    second: float,
    second_stopped_by_first: bool = False,
    second_failed: bool = False,
    touched_boards: bool = False,
) -> str:
    """The long stroke, the longer drive winning: "Qui joué au grand coup, sans rencontre,
    quand elle se faute le coup est nul, pourvu que l'on n'aie touché les ais"; "si le second
    est arrêté par la première boule, il ne laisse de gagner". Returns "first", "second",
    "null" (the failed stroke played again) or "tie"."""
    if second_failed:
        return "first" if touched_boards else "null"
    if second_stopped_by_first or second > first:
        return "second"
    return "first" if first > second else "tie"


@implements(
    "palle-mail.a61", "palle-mail.a71",
    quote=("ne s'en peut aller que du consentement", "à cent pas pour le moins et criants, gare"),
)  # fmt: skip
def may_start_or_leave(
    action: str, consent: bool = False, ahead_pas: float = 0.0, called_gare: bool = False
) -> bool:
    """ "Qui a débuté ne s'en peut aller que du consentement des autres"; a partie behind
    "ne débuteront point que les autres ne soient à cent pas pour le moins et criants, gare"."""
    if action == "leave":
        return consent
    if action == "start":
        return ahead_pas >= 100 and called_gare
    raise BallRuleError(f"no action {action!r}")


@implements(
    "palle-mail.a65", "palle-mail.a66", "palle-mail.a67",
    quote=("l'on n'est tenu de rapporter", "c'est au plus avancé de jouer le premier",
           "Le rapport est aux cinquante pas"),
)  # fmt: skip
def rapport(positions: Sequence[float], pushed_by_partner: Sequence[bool]) -> dict:
    """Playing "à rapporter": "Le rapport est aux cinquante pas"; "Si plusieurs sont à
    rapporter, c'est au plus avancé de jouer le premier"; pushed by one of the partie, "l'on
    n'est tenu de rapporter"."""
    owing = [i for i, p in enumerate(pushed_by_partner) if not p]
    first = max(owing, key=lambda i: positions[i]) if owing else None
    return {"distance": 50, "owing": owing, "first": first}


@implements(
    "palle-mail.a27", "palle-mail.a28",
    quote=("par le porte-leve aux regardants", "c'est au demandeur à prouver"),
)  # fmt: skip
def dispute(found: bool, for_claim: bool = True) -> str:
    """ "Les différends se doivent demander par le porte-leve aux regardants"; "Quand l'on ne
    trouve rien de quelque chose, c'est au demandeur à prouver" (the claim fails)."""
    if not found:
        return "claim fails"
    return "claim granted" if for_claim else "claim fails"


FORBIDDEN = {
    "advise": "palle-mail.a47",
    "lackey_on_alley": "palle-mail.a70",
    "push_second_ball_walking": "palle-mail.a69",
}


@implements(
    "palle-mail.a47", "palle-mail.a70",
    quote=("L'on ne peut avertir qui que ce soit", "doivent être hors du Mail"),
)  # fmt: skip
def is_allowed(act: str) -> bool:
    """What nobody may do: "L'on ne peut avertir qui que ce soit de ce qu'un autre joue, ni de
    ce qu'il doit jouer"; "Les Portes-leves et les Laquais qui suivent la boule de leurs Maîtres,
    doivent être hors du Mail, afin qu'ils n'avancent ou reculent les boules"; walking, push
    "plus d'une boule" (palle-mail.a69)."""
    return act not in FORBIDDEN
