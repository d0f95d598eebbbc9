"""Le Jeu de la Paume, 1665: what the ordonnances say of money, of leaving a partie and of the
bisque (paume.a9, a20–a23, p44.1), and « Les formes … lors qu'il se joue un Prix »
(paume.s2.a1–a8). The strokes and the count are in :mod:`.paume`.

Sums are in sols (an écu of sixty sols; a quart d'écu fifteen).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pipeline.rules.kernels.ball import BallRuleError, Race
from pipeline.rules.registry import implements

OATH_FINE = 5
"""Sols for each oath at a prize (paume.s2.a1)."""
QUART_ECU = 15
"""A quart d'écu in sols (paume.s2.a8)."""


@dataclass(frozen=True)
class Leave:
    """What each side leaves when a partie is broken off."""

    loser: float
    winner: float
    third_hand: bool = False


@implements(
    "paume.a9", "paume.a23",
    quote=("laquelle partie du tout ne se peut laisser", "doit laisser autant que l'autre"),
    status="partial",
    missing={
        "paume.a9": (
            "Which partie of 'un, les deux, et le tout' is left (only 'la partie du "
            "tout' is so bound) and 'donner heure pour achever' are not modelled."
        ),
        "paume.a23": (
            "'Ledit Royal jeu de la Paume est libre, l'on n'y doit être contraint, si ce "
            "n'est par obligation de parole' (nobody made to play but by his word) and the "
            "hour set to finish ('afin d'achever à heure limitée') are not modelled."
        ),
    },
)  # fmt: skip
def broken_off(
    cause: str, stake: float, liees: bool = False, by_the_obliged: bool = False
) -> Leave | None:
    """A partie left unfinished. "Pour l'ordinaire du jeu l'on doit jouer un, les deux, et le
    tout, laquelle partie du tout ne se peut laisser, si ce n'est pour légitime cause, comme la
    pluie, ou la nuit; en ce cas doit celui qui est en perte laisser pour le tout des frais et
    du jeu, et l'autre pour moitié"; two parties liées, by consent only, "doivent laisser
    chacun pour le tout". One bound by his word to play who must leave for a legitimate
    reason (``by_the_obliged``), "encore qu'il fût en gain, doit laisser autant que l'autre,
    ensemble l'argent du jeu en main tierce, afin d'achever à heure limitée" (paume.a23): both
    leave the whole. None: it may not be left."""
    if liees:
        if cause != "consent":
            return None
        return Leave(stake, stake, third_hand=True)
    if cause not in ("rain", "night", "legitimate"):
        return None
    if by_the_obliged:
        return Leave(stake, stake, third_hand=True)
    return Leave(stake, stake / 2, third_hand=True)


@implements(
    "paume.a21",
    quote="l'autre peut, si bon lui semble, achever ladite partie",
    status="partial",
    missing=(
        "'faut que le parti aille, et en même composition' (bets laid as the game goes stand, "
        "on the same terms as the game) is not modelled: no bet is settled anywhere; only the "
        "bettor's silence is (bettor_may)."
    ),
)
def partner_leaves(other_wishes_to_finish: bool) -> str:
    """One of two playing together leaves before the end: "l'autre peut, si bon lui semble,
    achever ladite partie, (en payant.)"."""
    return "finishes alone, paying" if other_wishes_to_finish else "partie ends"


BETTOR_FORBIDDEN = ("advise", "judge", "teach")
"""What a bettor may not do for the player he backs: "avertir, juger, ni enseigner le jeu"."""


@implements("paume.a21", quote="sans que celui qui parie puisse avertir, juger, ni enseigner")
def bettor_may(act: str) -> bool:
    """Bets laid on a partie: "faut que le parti aille, et en même composition, sans que celui
    qui parie puisse avertir, juger, ni enseigner le jeu de celui pour lequel il parie" — a
    bettor may watch, not advise, judge or teach."""
    return act not in BETTOR_FORBIDDEN


SMALL_COSTS = ("pain", "vin", "bois", "chaussons", "marqueux")
"""The petits frais the article names: "à savoir, pain, vin, bois, chauffons, et Marqueux"."""
BALLS = ("éteufs", "balles")
"""What the article leaves out of them: "hormis les éteufs ou balle"."""


@implements(
    "paume.a22",
    quote=("doivent être payés par celui qui embourse argent", "tous frais payés",
           "hormis les éteufs ou balle"),
)  # fmt: skip
def petits_frais(
    costs: float | Mapping[str, float],
    gain: float,
    for_drink: bool = False,
    all_paid: bool = False,
) -> dict:
    """The small costs "hormis les éteufs ou balle: à savoir, pain, vin, bois, chauffons, et
    Marqueux, doivent être payez par celui qui embourse argent: mais advenant que lesdits frais
    excédassent le gain, faut que le surplus soit payé en commun"; playing for drink, they are
    taken off the loss "s'ils n'avaient expressément dit tous frais payez". ``costs`` is their
    sum, or the spending by item (:data:`SMALL_COSTS`, :data:`BALLS`), of which the balls are
    left out: they are no petits frais."""
    if isinstance(costs, Mapping):
        unknown = set(costs) - set(SMALL_COSTS) - set(BALLS)
        if unknown:
            raise BallRuleError(f"no cost {sorted(unknown)} in paume.a22")
        costs = sum(v for k, v in costs.items() if k in SMALL_COSTS)
    if costs < 0 or gain < 0:
        raise BallRuleError("costs and gains are not below nothing")
    if for_drink and not all_paid:
        return {"winner": 0.0, "shared": 0.0, "off_the_loss": costs}
    winner = min(costs, gain)
    return {"winner": winner, "shared": costs - winner, "off_the_loss": 0.0}


@implements(
    "paume.a20", "paume.p44.1",
    quote=("quand il plaît à celui à qui elle est donnée", "ayant passé la corde",
           "que la faute ne soit faite"),
    status="partial",
    missing={
        "paume.p44.1": (
            "'ladite faute ne s'y peut perdre' (a faute taken on a chase is not "
            "lost there) is not modelled."
        ),
    },
)  # fmt: skip
def may_take(
    kind: str,
    chase: int = 0,
    first_played: bool = False,
    crossed_cord: bool = False,
    fault_made: bool = False,
) -> bool:
    """The bisque "se peut prendre quand il plaît à celui à qui elle est donnée; comme sur les
    chases, moyennant qu'il la prenne sur la première faite, ou sur la seconde, la première
    étant jouée"; "ayant passé la corde, il n'est permis retourner pour prendre ladite
    bisquaye"; a *faute* given "ne se peut prendre que la faute ne soit faite"."""
    if kind == "faute":
        return fault_made
    if kind != "bisque":
        raise BallRuleError(f"no advantage called {kind!r}")
    if crossed_cord:
        return False
    if chase == 0:
        return True
    return chase == 1 or (chase == 2 and first_played)


@implements("paume.s2.a1", quote="cinq sols d'amende")
def oath_fines(oaths: int) -> int:
    """At a prize all are received "à la charge de ne jurer ni blasphemmer le nom de Dieu, sur
    peine pour chacune fois de cinq sols d'amende" — in the Master's box."""
    return OATH_FINE * oaths


@implements(
    "paume.s2.a2", "paume.s2.a3", "paume.s2.a7",
    quote=("le bouquet et chapeau de fleurs", "par trois divers jours",
           "au dernier l'éteuf d'argent"),
    status="partial",
    missing={"paume.s2.a2": "The Master naming the first champions at his will ('les premiers "
             "desquels il dénommera à sa volonté') and the winners' gift to him are not "
             "modelled."},
)  # fmt: skip
def prize_of_day(day: int) -> str:
    """ "Le prix se joue … par trois divers jours: Au premier se joue le bouquet et le chapeau
    de fleurs, les gans et les éguillettes de soie … qui sera la raquette, et au dernier
    l'esteuf d'argent"."""
    prizes = {
        1: "bouquet, chapeau de fleurs, gants, aiguillettes",
        2: "raquette",
        3: "esteuf d'argent",
    }
    if day not in prizes:
        raise BallRuleError(f"a prize is played on three days, not on day {day}")
    return prizes[day]


@implements("paume.s2.a7", quote="à ceux à qui le champ est demeuré, et les prier de revenir")
def close_day(day: int, holders: Sequence[str]) -> dict:
    """The end of a day of the prize: its prize (:func:`prize_of_day`) goes to the pair left
    holding the court — "lesquelles le Maître doit présenter à ceux à qui le champ est
    demeuré, et les prier de revenir au premier jour que l'on avisera pour parachever ledit
    prix" — who defend it on the next day; after the third, the prize is finished."""
    if len(holders) != 2:
        raise BallRuleError(f"the court is held by two, not {list(holders)!r} (paume.s2.a4)")
    return {
        "prize": prize_of_day(day),
        "to": tuple(holders),
        "defend_next": tuple(holders) if day < 3 else None,
    }


@implements(
    "paume.s2.a3",
    quote=("depuis huit heures du matin, jusqu'à sept heures du soir",
           "pendant le temps d'une heure seulement"),
)  # fmt: skip
def defenders_present(hour: float, dinner_from: float | None = None) -> bool:
    """Whether the defenders must be on the court at ``hour``: "depuis huit heures du matin,
    jusqu'à sept heures du soir: mais pourront lesdits défendants, durant leur jeu, aller
    changer de chemise, et boire et manger à l'heure du dîner, pendant le temps d'une heure
    seulement" — ``dinner_from``, the hour they left for dinner (None: they did not)."""
    if not 8 <= hour <= 19:
        return False
    return dinner_from is None or not dinner_from <= hour < dinner_from + 1


@implements(
    "paume.s2.a4", "paume.s2.a5",
    quote=("faut être deux contre deux", "chacune partie trois jeux"),
    status="partial",
    missing={
        "paume.s2.a4": (
            "'les deux qui ouvrent le prix doivent être dans le jeu' (the openers "
            "receive) is not modelled."
        ),
        "paume.s2.a5": (
            "'au jeu de prix n'y a point d'à refaire' is played for the gallery "
            "chase only: what replaces the other refaires (a chase played off to "
            "its own place, equal voices) the text does not say."
        ),
    },
)  # fmt: skip
def prize_match(parties_won: tuple[int, int] = (0, 0)) -> dict:
    """A prize is played "deux contre deux, les deux qui ouvrent le prix doivent être dans le
    jeu"; "l'on ne joue qu'en deux parties liées, et chacune partie trois jeux, auxquelles n'y a
    point d'à deux de jeu, et ayant perdu la première partie, faut changer de place"."""
    return {
        "players_a_side": 2,
        "partie": Race(3),
        "parties": 2,
        "change_places": sum(parties_won) == 1,
    }


@implements(
    "paume.s2.a6",
    quote="en second seulement",
    status="partial",
    missing={
        "paume.s2.a6": (
            "'les deux qui ont ouvert le prix peuvent, si bon leur semble, ensemble "
            "le fermer, n'ayant joué que chacun un coup' is not modelled."
        ),
    },
)
def defenders_reenter(beaten: bool, regained: bool) -> str:
    """Defenders put out "y peuvent rentrer comme tout autre, en second seulement, et ayant
    regagné et mis pour les autres, peuvent reprendre leur place comme devant"."""
    if not beaten:
        return "defending"
    return "defending" if regained else "second"


@implements(
    "paume.s2.a8",
    quote=("un quart d'écu à la tirelire", "vingt pour douzaines"),
    status="editorial",
)
def prize_box(players: int, balls_paid: int) -> dict:
    """ "Mettre chacun un quart d'écu à la tirelire" before playing; the Master keeps nothing of
    it but the balls lost, "dont il ne baille que vingt pour douzaines pour subvenir aux frais
    des raquettes" — read as twenty for two dozen paid (the plural), four kept in twenty-four."""
    if players < 0 or balls_paid < 0:
        raise BallRuleError("counts are not below nothing")
    return {"box": QUART_ECU * players, "balls_given": balls_paid * 20 // 24}
