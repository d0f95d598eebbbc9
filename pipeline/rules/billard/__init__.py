"""Le Billard as printed in 1665 (pp. 167–174): the partie of two (42 articles, billard.a1–a42)
and the game of many, eight or nine with a marked ball each (25 articles, billard.s2.a1–a25).

The table has a *passe* (the arch) and a *but* (the king); a coup is won by passing the arch
and then striking the king ("passe et bute"). Between two, the player nearest the cord has
the *devant* (plays first) and the other the *hyvet* (plays last). The partie is counted in
coups, to a number the players agree: the text gives none, only "cinq à cinq, ou sept à sept
de la partie" (billard.a36), which is the last coup of a partie of six or of eight, so
:data:`PARTIE` is eight and a parameter.

Faults are a table (:data:`FAULTS`), each with its article and its cost, played through the
shared :mod:`.ball` model. Where the two sets of articles give the same fault different costs
(touching both balls: the coup, billard.a5; the ball and the coup, billard.s2.a4) the set is
a parameter, ``rules="partie"`` (two players) or ``"guerre"`` (the many); the consistency
report names both.
"""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.rules.kernels import ball as ball
from pipeline.rules.kernels.ball import Match, Outcome, Race
from pipeline.rules.registry import implements, not_executable

PARTIE = 8
"""Coups to win a partie: agreed by the players; eight reads billard.a36's "sept à sept"."""

not_executable("missing-text", "billard.s2.a9", "billard.s2.a13")


@dataclass(frozen=True)
class Penalty:
    """What a fault costs the player who makes it."""

    rule: str
    coups: int = 0
    """Coups lost: the opponent scores them ("perd le coup", "perd deux coups")."""
    devant: bool = False
    """He loses the devant."""
    ball: bool = False
    """He loses his ball: out of the partie (the game of many)."""
    into_belouze: bool = False
    """His ball is put in a belouze (a pocket)."""
    replace_other: bool = False
    """The other ball goes back where it was."""


FAULTS: dict[str, dict[str, Penalty]] = {
    "partie": {
        "touch_both": Penalty("billard.a5", coups=1),
        "drown_both": Penalty("billard.a6", coups=2),
        "touch_twice": Penalty("billard.a7", coups=1),
        "off_table": Penalty("billard.a8", coups=2),
        "blow": Penalty("billard.a9", coups=1),
        "no_foot_down": Penalty("billard.a9", coups=1),
        "belouze_devant": Penalty("billard.a11", devant=True),
        "belouze_hyvet": Penalty("billard.a12", coups=2),
        "made_other_butt": Penalty("billard.a16", coups=1),
        "broke_hyvet_ball": Penalty("billard.a19", devant=True),
        "drew_cue_back": Penalty("billard.a23", coups=1),
        "stopped_rolling_ball": Penalty("billard.a24", coups=1),
        "struck_cloth": Penalty("billard.a27", coups=1),
        "out_of_turn": Penalty("billard.a27", coups=1),
        "coached_partner": Penalty("billard.a28", coups=1),
        "four_fingers_belouze": Penalty("billard.a30", coups=2),
        "not_cue_end": Penalty("billard.a38", coups=1),
        "balls_rolling": Penalty("billard.a39", coups=1),
        "lifted_ball": Penalty("billard.a40", coups=1),
    },
    "guerre": {
        "wrong_ball": Penalty("billard.s2.a3", coups=1, ball=True),
        "touch_both": Penalty("billard.s2.a4", coups=1, ball=True, replace_other=True),
        "spoke": Penalty("billard.s2.a5", coups=1, ball=True, into_belouze=True),
        "out_of_turn": Penalty("billard.s2.a20", coups=1),
        "vendition": Penalty("billard.s2.a22", coups=1),
    },
}


@implements(
    "billard.a5", "billard.a6", "billard.a7", "billard.a8", "billard.a9", "billard.a11",
    "billard.a12", "billard.a16", "billard.a19", "billard.a23", "billard.a24", "billard.a27",
    "billard.a28", "billard.a30", "billard.a38", "billard.a39", "billard.a40",
    "billard.s2.a3", "billard.s2.a4", "billard.s2.a5", "billard.s2.a20", "billard.s2.a22",
    quote=(
        "Qui touche les deux billes perd le coup", "perd deux coups", "touche bille deux fois",
        "n'a un pied à terre", "se belouze perd le devant", "il perd deux coups",
        "fait buter l'autre bille", "à peine de perdre le devant", "tire la queue du billard",
        "arrêter une bille pendant qu'elle roule", "de ne jouer qu'à son rang",
        "ne dresser son Compagnon", "se met dans une belouze", "jouer du bout du jeu",
        "que les billes ne soient arrêtées", "lève la bille sans permission",
        "perd la bille et le coup", "faut remettre l'autre bille où elle était",
        "la bille doit être mise dans une belouze", "ne perd que le coup",
        "Défenses de faire des venditions",
    ),
)  # fmt: skip
def fault(kind: str, rules: str = "partie", *, devant: bool | None = None) -> Penalty:
    """What a fault costs, by the article that names it: "Qui touche les deux billes perd le
    coup" (billard.a5; in the game of many "perd la bille et le coup", billard.s2.a4),
    "Qui noie les deux billes perd deux coups" (a6), "Qui joue le premier et se belouze perd
    le devant" (a11), "Si celui qui a l'hyvet se belouze, il perd deux coups" (a12) …

    Four faults of the partie of two are one holder's (:data:`HOLDER`): the belouze of "qui
    joue le premier" (a11) and of "celui qui a l'hyvet" (a12), the butt made when "la bille
    de celui qui a le devant fait buter l'autre bille" (a16), and breaking the hyvet's ball,
    which costs the devant (a19). ``devant`` says whether the player charged holds the devant;
    charged to the other, those faults are refused (a belouze of the hyvet is a12's, not
    a11's). ``None``: not checked."""
    table = FAULTS[rules]
    if kind not in table:
        raise ball.BallRuleError(f"no fault {kind!r} in the {rules} articles")
    penalty = table[kind]
    holder = HOLDER.get(kind) if rules == "partie" else None
    if holder is not None and devant is not None and devant != (holder == "devant"):
        who = "the devant" if devant else "the hyvet"
        raise ball.BallRuleError(
            f"{kind!r} is the {holder}'s fault, charged to {who} [{penalty.rule}]"
        )
    return penalty


HOLDER = {
    "belouze_devant": "devant",
    "belouze_hyvet": "hyvet",
    "made_other_butt": "devant",
    "broke_hyvet_ball": "devant",
}
"""The faults of the partie of two that only one holder can make: the article names him."""


@implements("billard.a14", quote="Défenses de toucher à la passe ni à la corde")
def forbidden_to_force(touches_passe_or_cord: bool) -> Penalty | None:
    """ "Défenses de toucher à la passe ni à la corde pour les forcer en jouant": forbidden,
    and the article names no cost (None: a fault without a printed penalty)."""
    if touches_passe_or_cord:
        return Penalty("billard.a14")
    return None


def penalty_outcome(side: int, penalty: Penalty) -> Outcome:
    """A penalty as a stroke's outcome between two: the coups go to the other side, a lost
    devant goes to him."""
    return Outcome(
        to=1 - side if penalty.coups else None,
        points=penalty.coups,
        lead=1 - side if penalty.devant else None,
    )


@implements("billard.a1", "billard.a2", quote=("tirer au plus près de la corde", "a le devant"))
def lag(distances: tuple[float, float]) -> int | None:
    """Who has the devant: each puts his ball under the passe and shoots "au plus près de la
    corde"; "Celui qui met le plus près de ladite corde, a le devant, et le dernier à
    l'hyvet". Equal distances decide nothing (None: shoot again)."""
    a, b = distances
    if a == b:
        return None
    return 0 if a < b else 1


@implements(
    "billard.a3",
    "billard.a4",
    quote=("ce n'est rien de fait", "passe et bute le premier"),
    status="editorial",
)
def coup(devant: int, first_passes_and_butts: bool, last_passes_and_butts: bool) -> Outcome:
    """A coup between two, the devant playing first: "Si le premier passe et bute, et le
    dernier aussi, ce n'est rien de fait, sinon que le dernier gagne à jouer le devant";
    "Si celui qui a l'hyvet, passe et bute le premier, il gagne le coup". If the first passes
    and butts and the last does not, the first wins it; if neither does, nothing is done."""
    hyvet = 1 - devant
    if first_passes_and_butts and last_passes_and_butts:
        return Outcome(lead=hyvet)
    if first_passes_and_butts:
        return ball.win(devant)
    if last_passes_and_butts:
        return ball.win(hyvet)
    return ball.NOTHING


@implements(
    "billard.a13", "billard.a29",
    quote=("hors le tapis, gagne deux coups", "gagne la bille, gagne deux coups"),
)  # fmt: skip
def double_coup(
    side: int,
    other_off: bool = False,
    own_off: bool = False,
    four_fingers: bool = False,
    won_ball: bool = False,
    belouzed: bool = False,
) -> Outcome | None:
    """The two strokes that win two coups, or None when the stroke is neither: "Qui fait
    sauter la bille de sa partie hors le tapis, gagne deux coups" (billard.a13) — his own ball
    staying on, since "Qui fait sortir les deux billes, ou la sienne seule hors le tapis, perd
    deux coups" (a8); "Qui tire à quatre doigts de la corde, et gagne la bille, gagne deux
    coups" (billard.a29) — unless he "se met dans une belouze" doing it, which loses two (a30)."""
    if own_off or (four_fingers and belouzed):
        return None  # billard.a8 and a30: faults (see :func:`fault`)
    if other_off or (four_fingers and won_ball):
        return ball.win(side, 2)
    return None


@implements(
    "billard.a21", "billard.a22", "billard.a37",
    quote=("à une ou deux bricoles, est bon", "Le but au revenir ne vaut rien",
           "vous touchez l'aix, et revenez buter, est bon"),
)  # fmt: skip
def butt_is_good(bricoles: int, on_return: bool, off_ais_after_missing: bool = False) -> bool:
    """Whether a butt counts: "Qui bute à une ou deux bricoles, est bon" (off one or two
    cushions; more the text does not allow); "Le but au revenir ne vaut rien" (butting as the
    ball comes back through the passe) — except that having passed, playing at a ball near
    the cord and missing it, "vous touchez l'aix, et revenez buter, est bon" (billard.a37)."""
    if off_ais_after_missing:
        return True
    return 0 <= bricoles <= 2 and not on_return


@implements(
    "billard.a31", "billard.a33", "billard.a34", "billard.a35", "billard.s2.a14",
    quote=("tant à la bricole, que tout droit", "voulant couper passe",
           "Si une bille vous fait passer, est bon", "jouant du côté de la passe",
           "Tirant à quatre doigts il faut passer une bille"),
)  # fmt: skip
def pass_is_good(how: str, forbidden: bool = False) -> bool:
    """The ways of passing the arch the articles call good: at four fingers unless it was
    forbidden, "tant à la bricole, que tout droit" (billard.a31); a ball made to pass while
    cutting the passe (a33), playing from its side (a35) or drawing at four fingers (s2.a14)
    "est bien passée"; "Si une bille vous fait passer, est bon" (a34)."""
    good = {"straight", "bricole", "cutting", "pushed_by_ball", "from_passe_side", "four_fingers"}
    if how not in good:
        raise ball.BallRuleError(f"no way of passing {how!r}")
    return not (forbidden and how in ("straight", "bricole"))


@implements(
    "billard.a10", "billard.a26", "billard.a25",
    quote=("La bille touchée est jouée", "ne peut revenir", "elle doit demeurer où"),
)  # fmt: skip
def ball_state(touched: bool, off_table: bool = False, stopped_by_outsider: bool = False) -> str:
    """What becomes of a ball: "La bille touchée est jouée" (a stroke, even a touch);
    "Bille qui sort hors le tapis ne peut revenir" (out); a ball stopped by "un qui n'est du
    jeu … doit demeurer où elle a été arrêtée" (stays); "bille qui pose ne peut être
    perdue" (a ball at rest is never lost by lying there)."""
    if off_table:
        return "out"
    if stopped_by_outsider:
        return "stays where stopped"
    return "played" if touched else "at rest"


@implements("billard.a15", quote="il la faut remettre en sa place")
def replace_hyvet_ball(devant_butted: bool, hit_hyvet_ball_on_return: bool) -> bool:
    """The devant's ball, having butted, drives or touches the hyvet's ball as it comes back:
    "il la faut remettre en sa place"."""
    return devant_butted and hit_hyvet_ball_on_return


@implements(
    "billard.a18", "billard.a20",
    quote=("une fois le défourne, suffit", "passer buter tout d'un coup"),
    status="editorial",
)  # fmt: skip
def fournisseur(passed_first_stroke: bool, times: int = 1, acquit_side: bool = False) -> dict:
    """ "Qui passe du premier coup dans la passe d'un côté ou d'autre, est fournisseur" (the
    term billard.a17 defines, not linked: a definition is implemented by the rules that use
    it, these);
    however many times (five or six), "une fois le défourne, suffit" — one stroke undoes
    it; on the side of the board where one acquits, one may undo it and pass and butt "tout
    d'un coup"."""
    return {
        "fournisseur": passed_first_stroke,
        "strokes_to_undo": 1 if passed_first_stroke and times >= 1 else 0,
        "may_butt_same_stroke": passed_first_stroke and acquit_side,
    }


@implements("billard.a36", quote="cinq à cinq, ou sept à sept", status="editorial")
def partie(target: int = PARTIE, devant_plays_two: bool = False) -> Race:
    """The partie in coups: the first to ``target`` wins; at one short all ("Qui vient cinq
    à cinq, ou sept à sept de la partie"), "cela dépend de celui qui a le devant, de faire en
    deux venant": if he so chooses, the winner must then be two clear."""
    return Race(target, target - 1 if devant_plays_two else None)


@implements("billard.a41", quote="Qui quitte la partie ou la remet, la perd")
def quits(side: int) -> int:
    """ "Qui quitte la partie ou la remet, la perd": the other side wins it."""
    return 1 - side


@implements("billard.a32", quote="Le premier qui parle pour le jeu, oblige pour le reste")
def terms_set_by(speakers: tuple[int, ...]) -> int:
    """Whose word the partie is played on, from who spoke for the game, in order: "Le premier
    qui parle pour le jeu, oblige pour le reste"."""
    if not speakers:
        raise ball.BallRuleError("nobody spoke for the game")
    return speakers[0]


@implements("billard.s2.a25", quote="Les billards du Maître sont communs")
def may_use_cue(owner: str, player: str) -> bool:
    """Who may play with a cue (a *billard* is the cue: "Qui tire la queue du billard"): "Les
    billards du Maître sont communs", one's own is one's own. (billard.a42, "On peut changer
    de Billard en jouant", is a permission no state here could refuse: no cue in use is
    tracked, so it is not linked.)"""
    return owner in ("master", player)


@dataclass(frozen=True)
class Fault:
    side: int
    kind: str


@dataclass(frozen=True)
class Coup:
    first_passes_and_butts: bool
    last_passes_and_butts: bool


@dataclass(frozen=True)
class Double:
    """A stroke that may win two coups (:func:`double_coup`); by default the other's ball
    knocked off the cloth."""

    side: int
    other_off: bool = True
    own_off: bool = False
    four_fingers: bool = False
    won_ball: bool = False
    belouzed: bool = False


def play(state: Match, event: Fault | Coup | Double, race: Race | None = None) -> Match:
    """The partie of two after one event, by the predicates above. A fault only one holder
    can make (:data:`HOLDER`) charged to the other, or a :class:`Double` that is no double
    coup, is refused (:class:`~pipeline.rules.kernels.ball.BallRuleError`)."""
    race = race or partie()
    if isinstance(event, Fault):
        penalty = fault(event.kind, devant=event.side == state.lead)
        outcome = penalty_outcome(event.side, penalty)
    elif isinstance(event, Coup):
        outcome = coup(state.lead, event.first_passes_and_butts, event.last_passes_and_butts)
    else:
        double = double_coup(
            event.side,
            event.other_off,
            event.own_off,
            event.four_fingers,
            event.won_ball,
            event.belouzed,
        )
        if double is None:
            raise ball.BallRuleError(f"{event} wins no two coups (billard.a13, a29)")
        outcome = double
    return ball.play(state, outcome, race)
