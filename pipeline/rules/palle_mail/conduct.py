"""Le Jeu du Palle-Mail, 1665: the articles on conduct — lifting a ball, playing the wrong
one, the long stroke, leaving and starting, bringing back (*rapporter*), disputes and what
nobody may do (palle-mail.a27–a28, a47–a57, a61–a71). The course of play is in
:mod:`.palle_mail`.
"""

from __future__ import annotations

from collections.abc import Sequence

from pipeline.rules.kernels.ball import BallRuleError
from pipeline.rules.registry import implements


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
           "aller voir soi-même"),
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
    quote=("le coup est nul, pourvu que l'on n'ait touché les aix", "il ne laisse de gagner"),
    status="editorial",
)  # fmt: skip
def grand_coup(
    first: float,
    second: float,
    second_stopped_by_first: bool = False,
    second_failed: bool = False,
    touched_boards: bool = False,
    first_failed: bool = False,
) -> str:
    """The long stroke, the longer drive winning: "Qui joue au grand coup, sans rencontre,
    quand elle se faute le coup est nul, pourvu que l'on n'ait touché les aix" — whichever of
    the two fails; "si le second est arrêté par la première boule, il ne laisse de gagner".
    Returns "first", "second", "null" (the failed stroke played again) or "tie". A failed
    stroke that touched the boards stands as it lies (``touched_boards``: the failed one's)."""
    if first_failed and second_failed:
        raise BallRuleError("one stroke fails at a time: the first is played again first")
    if first_failed and not touched_boards:
        return "null"
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
    action: str,
    consent: bool = False,
    ahead_pas: float | None = None,
    called_gare: bool = False,
    debuted: bool = True,
) -> bool:
    """ "Qui a débuté ne s'en peut aller que du consentement des autres" (one who has not yet
    played his first stroke, ``debuted=False``, may go); "Quand il y a une partie devant,
    ceux qui suivent après ne débuteront point que les autres ne soient à cent pas pour le
    moins et criants, gare" (``ahead_pas``: how far ahead that partie is, None when there is
    none)."""
    if action == "leave":
        return consent or not debuted
    if action == "start":
        if ahead_pas is None:
            return True
        return ahead_pas >= 100 and called_gare
    raise BallRuleError(f"no action {action!r}")


RAPPORT_PAS = 50
"""Where a ball is brought back to, in pas from the start: "Le rapport est aux cinquante pas"."""


@implements(
    "palle-mail.a65", "palle-mail.a66", "palle-mail.a67",
    quote=("l'on n'est tenu de rapporter", "c'est au plus avancé de jouer le premier",
           "Le rapport est aux cinquante pas"),
    status="editorial",
)  # fmt: skip
def rapport(positions: Sequence[float], pushed_by_partner: Sequence[bool]) -> dict:
    """Playing "à rapporter", each ball (``positions``, pas from the start) brought back:
    "Le rapport est aux cinquante pas", read as to the fifty-pas mark (a ball short of it stays);
    "Si plusieurs sont à rapporter, c'est au plus avancé de jouer le premier" (the most
    advanced before it is brought back); pushed by one of the partie, "l'on n'est tenu de
    rapporter". Returns who owes the rapport, who plays first and the balls' places after."""
    if len(positions) != len(pushed_by_partner):
        raise BallRuleError("one position per ball")
    owing = [i for i, p in enumerate(pushed_by_partner) if not p]
    first = max(owing, key=lambda i: positions[i]) if owing else None
    after = [min(x, RAPPORT_PAS) if i in owing else x for i, x in enumerate(positions)]
    return {"distance": RAPPORT_PAS, "owing": owing, "first": first, "positions": after}


@implements(
    "palle-mail.a27", "palle-mail.a28",
    quote=("par le porte-leve aux regardants", "c'est au demandeur à prouver"),
)  # fmt: skip
def dispute(
    found: bool,
    for_claim: bool = True,
    asked_by: str = "porte-lève",
    asked_of: str = "onlookers",
) -> str:
    """ "Les différends se doivent demander par le porte-leve aux regardants": the question is
    put by the porte-lève (``asked_by``) to the onlookers (``asked_of``), and a question put by
    anyone else, or to anyone else, is refused; "Quand l'on ne trouve rien de quelque chose,
    c'est au demandeur à prouver" (nothing found: the claim fails)."""
    if asked_by != "porte-lève" or asked_of != "onlookers":
        raise BallRuleError(
            f"a difference asked by {asked_by!r} of {asked_of!r}: the porte-lève asks the "
            "onlookers (palle-mail.a27)"
        )
    if not found:
        return "claim fails"
    return "claim granted" if for_claim else "claim fails"


FORBIDDEN = {
    "advise": "palle-mail.a47",
    "lackey_on_alley": "palle-mail.a70",
    "push_second_ball_walking": "palle-mail.a69",
}


@implements(
    "palle-mail.a47", "palle-mail.a69", "palle-mail.a70",
    quote=("L'on ne peut avertir qui que ce soit", "pousser plus d'une boule en se promenant",
           "doivent être hors du Mail"),
)  # fmt: skip
def is_allowed(act: str) -> bool:
    """What nobody may do: "L'on ne peut avertir qui que ce soit de ce qu'un autre joue, ni de
    ce qu'il doit jouer"; "Les Portes-leves et les Laquais qui suivent la boule de leurs Maîtres,
    doivent être hors du Mail, afin qu'ils n'avancent ou reculent les boules"; walking, push
    "plus d'une boule" (palle-mail.a69)."""
    return act not in FORBIDDEN
