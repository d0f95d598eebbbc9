"""Le Jeu de la Paume as printed in 1665 (pp. 174–191): how it is counted (the author's essay,
paume.p3–p24), and the « Ordonnances du Royal et honorable Jeu de la Paume » (paume.a1–a24).
The prize rules (paume.s2.*) are in :mod:`.paume_prix`.

Counting: each stroke or chase won is a *quinze*: "quinze, trente, quarante-cinq, et puis un
jeu"; at forty-five all the sides are "à deux" and the next stroke gives "l'avantage"
(paume.a13). Four jeux make a partie "selon la coutume de France" (paume.p3.7), with "à deux
de jeu" at three jeux all; six jeux without it (paume.a2). A partie is played, event by event,
on the shared :mod:`.ball` model in :mod:`.paume_match`.

A *chase* is where a ball not returned falls at its second bound (paume.a4); it is not
counted at once but played off later, when the sides change ends, and the longer of the two
strokes wins it, "telle différence ou excès est toujours estimé valoir quinze" (paume.p3.3).
"""

from __future__ import annotations

from pipeline.rules.kernels.ball import BallRuleError, Race
from pipeline.rules.registry import implements, not_executable, rule_of_play

not_executable(
    "commentary",
    "paume.p1.3",
    "paume.p3.5",
    "paume.p3.6",
    "paume.p3.8",
    "paume.p3.9",
    "paume.p20.1",
)
not_executable("history", "paume.p2.2")
not_executable(
    "definition",
    "paume.p4.1", "paume.p5.1", "paume.p6.1", "paume.p7.1", "paume.p8.1",
    "paume.p9.1", "paume.p10.1", "paume.p11.1", "paume.p12.1",
)  # fmt: skip
rule_of_play(
    "scoring",
    "paume.p3.3",
    why="the chases «se considèrent en longueur l'une au prix de l'autre», the excess «estimé valoir quinze»",
)  # inside the essay on counting by fifteens, typed commentary (verdicts/ball-types.tsv)

CALLS = ("rien", "quinze", "trente", "quarante-cinq")


@implements(
    "paume.p20.6", "paume.p21.1", "paume.p22.1", "paume.p23.1",
    "paume.a13",
    quote=("nous comptons quinze", "en gagnant deux coups nous comptons trente",
           "quand nous gagnons trois coups nous comptons quarante cinq",
           "en gagnant quatre coups d'éteuf, nous gagnons un jeu", "ils seraient à deux",
           "il n'avait que l'avantage"),
)  # fmt: skip
def call(a: int, b: int) -> str:
    """What the score of a jeu is called, from the strokes each side has won: "quand nous
    gagnons une chasse, ou un coup d'esteuf, nous comptons quinze … deux coups … trente …
    trois coups … quarante cinq … quatre coups d'esteuf, nous gagnons un jeu"; forty-five
    all "ils seraient à deux", one more "il n'avait que l'avantage"."""
    if a < 0 or b < 0:
        raise BallRuleError(f"a score below nothing: {a}-{b}")
    won = jeu().winner(a, b)
    if won is not None:
        return f"jeu {won}"
    if a >= 3 and b >= 3:
        return "à deux" if a == b else f"avantage {0 if a > b else 1}"
    return f"{CALLS[a]}-{CALLS[b]}"


def jeu() -> Race:
    """A jeu: four quinzes, two clear once both have forty-five (paume.a13)."""
    return Race(4, 3)


@implements(
    "paume.a2", "paume.p23.4",
    quote=("les parties se jouent en quatre jeux", "comptons par quatre jeux pour chaque partie"),
)  # fmt: skip
def partie(jeux: int = 4, consent_a_deux: bool = False) -> Race:
    """A partie: "les parties se jouent en quatre jeux (et étant trois jeux à trois jeux, l'on
    doit faire à deux de jeu) ou en six jeux, auxquels n'y a point d'à deux de jeu, si ce
    n'est du consentement des parties"; "comptons par quatre jeux pour chaque partie". The
    essay also tells of "deux jeux pour chacune partie, comme comptent quelques Nations
    étrangères" (paume.p23.3, a hypothesis, and p3.7's "quatre jeux valent une partie
    entière" inside the astronomical comparison: commentary, not linked)."""
    if jeux == 4:
        return Race(4, 3)
    if jeux in (2, 6):
        return Race(jeux, jeux - 1 if consent_a_deux else None)
    raise BallRuleError(f"no partie of {jeux} jeux in the text (two, four or six)")


@implements(
    "paume.a2",
    quote=("Au premier jeu dire ce que l'on joue", "qui gagne la première partie garde les gages"),
)
def keeps_the_stakes(partie_winners: tuple[int, ...], stakes_said_at_jeu: int | None = 1) -> int:
    """Who holds the stakes, from the winners of the parties played in order: "Au premier jeu
    dire ce que l'on joue, qui gagne la première partie garde les gages" — the first partie's
    winner, whoever wins the later ones. ``stakes_said_at_jeu``: the jeu at which what is
    played for was said (None: never); said later than the first jeu, or not at all, there
    are no stakes to keep (refused, as a start without the passe agreed is at the Palle-Mail)."""
    if stakes_said_at_jeu != 1:
        raise BallRuleError(
            f"the stakes were said at jeu {stakes_said_at_jeu}: "
            "'Au premier jeu dire ce que l'on joue' (paume.a2)"
        )
    if not partie_winners:
        raise BallRuleError("no partie played: nobody keeps the stakes yet")
    return partie_winners[0]


@implements(
    "paume.a1", "paume.s2.a4",
    quote=("tourner la raquette pour savoir qui sera dans le jeu", "le coup Dieu",
           "le premier coup de service est tout de bon"),
    status="editorial",
)  # fmt: skip
def serve_counts(serve_number: int, prix: bool = False) -> bool:
    """Whether the stroke of the ``serve_number``-th serve of a partie (from 1) counts. "Le
    premier coup de service est le coup Dieu, que l'on dit de présent, les Dames ou
    Damoiselles" — the first serve, after the racket is turned "pour savoir qui sera dans le
    jeu", is given away and counts nothing (the editor's reading of *coup Dieu*); at a prize
    "le premier coup de service est tout de bon" (paume.s2.a4). Every later serve counts.
    :mod:`.paume_match` plays it (``start``)."""
    if serve_number < 1:
        raise BallRuleError(f"serves are counted from one, not {serve_number}")
    return prix or serve_number > 1


def first_serve_counts(prix: bool = False) -> bool:
    """Whether the first serve counts: :func:`serve_counts` of serve one."""
    return serve_counts(1, prix)


@implements("paume.a1", quote="tourner la raquette", status="editorial")
def racket_toss(call_of: int, called: str, fell: str) -> int:
    """ "Avant que jouer convient tourner la raquette pour savoir qui sera dans le jeu": the
    side that calls how the turned racket falls is in the jeu, else the other."""
    if called not in ("rough", "smooth") or fell not in ("rough", "smooth"):
        raise BallRuleError(f"a racket falls rough or smooth, not {called!r}/{fell!r}")
    return call_of if called == fell else 1 - call_of


@implements(
    "paume.a2", "paume.a11", "paume.a18", "paume.s2.a4",
    quote=("sans pour-neant", "trop tard, comme ayant démarché", "y êtes-vous",
           "sans pour néant", "Il n'est permis aussi à celui qui sert de dire pour néant"),
    status="partial",
    missing={
        "paume.a2": (
            "The old game's other terms, 'faute nulle' and 'là où il touche', are "
            "not modelled; only its want of pour-néant is."
        ),
    },
)  # fmt: skip
def pour_neant(
    by_server: bool = False,
    moved: bool = False,
    ball_at: str = "tile",
    hazard: bool = False,
    limited: bool = False,
    said_ready: bool = False,
    prix: bool = False,
) -> str:
    """May the receiver call "pour néant" (not ready) on a serve? "allowed", "lost" (he who
    says it loses the stroke) or "no" (not to be said). The old game "faut jouer faute nulle,
    sans pour-neant … mais n'ayant limité le jeu, y aura pourneant" (paume.a2); said by the
    receiver or his partner "trop tard, comme ayant démarché, il l'a perdu"; none on a stroke of
    hazard; "Il n'est temps de dire pour néant quand il est dans le trou, ou au pied du mur, il
    le faut dire au partir de la tuile": said there, it is said too late, and lost; never by the
    server (paume.a11); after answering "y êtes-vous" yes, "il l'a perdu" (paume.a18); none at a
    prize (paume.s2.a4)."""
    if by_server or limited or prix or hazard:
        return "no"
    if moved or said_ready or ball_at in ("hole", "wall foot"):
        return "lost"
    return "allowed"


@implements(
    "paume.a3", "paume.a12",
    quote=("le coup ne vaut rien", "la dernière faite ne doit rien valoir"),
    status="partial",
    missing={
        "paume.a3": (
            "The cord's height (the foot of the far wall seen over it) and 'ne faut "
            "en poursuivant un coup élever icelle corde' are not modelled."
        ),
    },
)  # fmt: skip
def stroke_void(
    between_net_and_cord: bool = False, chases: int = 0, back_over_wall: bool = False
) -> bool:
    """Strokes that count nothing: a ball that stays "entre le filet et ladite corde, même dans
    le poteau … le coup ne vaut rien, (car il faut qu'il affranchisse)"; a third chase: "la
    dernière faite ne doit rien valoir, et tout le coup de nulle valeur dès le service"; a ball
    gone over the walls that comes back after another serve (paume.a12)."""
    return between_net_and_cord or chases >= 3 or back_over_wall


@implements(
    "paume.a4", "paume.a15",
    quote=("marqueront au second bond", "doit être compté pour un bond"),
)  # fmt: skip
def chase_mark(
    second_bound_at: float, on_a_marked_chase_at: float | None = None, volley: bool = False
) -> float:
    """Where a chase is marked: "marqueront au second bond"; a stroke falling on a chase
    already marked, at its second bound, "si c'est chasse à faire, faut marquer là: mais s'il y
    donne de volée, doit être compté pour un bond, et faut marquer où va l'esteuf"."""
    if on_a_marked_chase_at is not None and not volley:
        return on_a_marked_chase_at
    return second_bound_at


@implements(
    "paume.a4", "paume.a13",
    quote=("quand il y aura deux chasses, ou une", "faut dire ayant quarante-cinq, chasse-morte"),
    status="partial",
    missing={
        "paume.a4": (
            "'n'étant répondu par les marqueux aux joueurs il y en a une, elle "
            "demeure morte' (a chase called dead that the markers do not answer "
            "stays dead) is not modelled."
        ),
    },
)  # fmt: skip
def change_ends(chases: int, chasse_morte: bool = False) -> bool:
    """The sides change ends to play off the chases when "il y aura deux chasses, ou une,
    étant dit par les joueurs chasse morte" — which a player with forty-five should say
    (paume.a13)."""
    return chases >= 2 or (chases == 1 and chasse_morte)


@implements(
    "paume.p3.3", "paume.a18",
    quote=("toujours estimé valoir quinze", "le coup retombe en même endroit, c'est à refaire"),
)  # fmt: skip
def chase_result(chase: float, stroke: float) -> str:
    """A chase played off: the two strokes "se considèrent en longueur l'une au prix de
    l'autre … telle différence ou excès est toujours estimé valoir quinze": "won" by the
    longer stroke, "lost" by the shorter, and "si … le coup retombe en même endroit, c'est à
    refaire"."""
    if stroke == chase:
        return "refaire"
    return "won" if stroke > chase else "lost"


@implements("paume.a8", quote="se joue commecstant la première")
def play_off_order(announced: tuple[tuple[int, float], ...]) -> tuple[float, ...]:
    """The chases to play off, as a marker announced them ``(order made, length)``, put back
    in the order they were made: a marker's slip "ne peut préjudicier ausdits joueurs; d'autant
    qu'il faut que la première … se joue commecstant la première, ainsi qu'elle a été faite: mêmes
    d'une chasse, s'il disait être au dernier pour le second, faut qu'elle se joue au lieu où
    elle a été faite"."""
    return tuple(length for _, length in sorted(announced))


@implements(
    "paume.a13",
    quote=("celui qui a quarante-cinq ne peut perdre son avantage", "ou au moins la dernière"),
    status="editorial",
)  # fmt: skip
def two_chases_at_45(
    points: tuple[int, int], holder: int, winners: tuple[int, int]
) -> tuple[int, int]:
    """Two chases made with one side at forty-five: "celui qui a quarante-cinq ne peut perdre
    son avantage: mais faut pour avoir le jeu qu'il gagne les deux chasses, ou au moins la
    dernière" — his winning the first alone does not give him the jeu (it is not counted); the
    other's wins count as usual, so from thirty "ils seraient à deux, et encore que l'autre
    gagnât la dernière, il n'avait que l'avantage". Returns the points after both chases."""
    if points[holder] != 3 or points[1 - holder] > 2:
        raise BallRuleError(f"side {holder} does not hold forty-five alone at {points}")
    p = list(points)
    first, last = winners
    if first != holder:
        p[first] += 1
    p[last] += 1
    return p[0], p[1]


@implements(
    "paume.a7",
    quote=("il faut marquer là", "c'est où va l'éteuf", "de quelque partie de son corps"),
)  # fmt: skip
def ball_touches(what: str, held: bool = False) -> str:
    """A ball that touches someone or something: a marker, a spectator, a basket or cloth
    "tenu de quelqu'un … il faut marquer là"; not held, "c'est où va l'éteuf"; "si l'un des
    joueurs venait à toucher ledit esteuf … de quelque partie de son corps, il perd le coup"."""
    if what == "player":
        return "player loses the stroke"
    if what in ("marker", "spectator") or held:
        return "mark there"
    return "where the ball goes"


@implements(
    "paume.a5", "paume.a6", "paume.a17", "paume.a18", "paume.a19", "paume.a24",
    quote=("à plus de voix", "auxdits spectateurs, sans en contredire",
           "autant de voix d'un que d'autre, c'est à refaire",
           "d'un coup de service s'il a porté, et n'en trouvant rien, c'est encore à refaire",
           "à celui qui demande à prouver son dire", "selon le jugement des Maîtres"),
    status="partial",
    missing={
        "paume.a19": (
            "The advantage given ('peut prendre au premier jeu tel avantage qu'il "
            "lui plaira, même quitter la partie l'autre ayant trois jeux et "
            "quarante-cinq') is not modelled."
        ),
    },
)  # fmt: skip
def disputed(
    voices_for: int, voices_against: int, chase_to_win: bool = False, serve: bool = False
) -> str:
    """A disputed stroke or count is put to the spectators and the markers (:func:`who_judges`),
    and decided "à plus de voix"; finding nothing, "c'est à celui qui demande à prouver son
    dire" (the claim fails), except a chase to be won, "c'est à refaire", and a serve: "comme
    demandant d'un coup de service s'il a porté, et n'en trouvant rien, c'est encore à refaire"
    (paume.a18); "trouvant autant de voix d'un que d'autre, c'est à refaire"."""
    if voices_for == voices_against == 0:
        return "refaire" if chase_to_win or serve else "refused"
    if voices_for == voices_against:
        return "refaire"
    return "granted" if voices_for > voices_against else "refused"


@implements("paume.a5", quote="à peine de perdre leurs salaires")
def marker_penalty(reported: str, said_by_most: str) -> dict[str, bool]:
    """ "Lesdits marqueux doivent marquer et rapporter fidèlement ce qu'il leur sera dit à plus
    de voix par les spectateurs … sans favoriser ni porter affection à qui que ce soit, à peine
    de perdre leurs salaires, et d'en mettre d'autres en leurs places": a marker who reports
    other than what most voices said (:func:`disputed`) loses his wages and his place."""
    unfaithful = reported != said_by_most
    return {"salary_lost": unfaithful, "replaced": unfaithful}


@implements("paume.a6", quote="au cas toutefois qu'il n'y ait autres personnes qu'eux")
def who_judges(spectators: int, players_ask_markers: bool = False) -> str:
    """Who settles a difficulty: the players "se doivent aussi rapporter … auxdits spectateurs,
    sans en contredire, et même auxdits Marqueux: au cas toutefois qu'il n'y ait autres
    personnes qu'eux pour en juger, s'il ne leur est commandé desdits joueurs" — the
    spectators; the markers when nobody else is there, or when the players bid them."""
    if spectators < 0:
        raise BallRuleError(f"{spectators} spectators")
    return "markers" if spectators == 0 or players_ask_markers else "spectators"


@implements(
    "paume.a10",
    "paume.s2.a4",
    quote=("l'on gagne quinze", "qui touche la corde perd quinze"),
    status="partial",
    missing={
        "paume.a10": (
            "The ais de volée and the Lune win fifteen for 'qui mettra' the ball "
            "there, on any stroke; the code knows them on the serve only, and 'si "
            "l'on ne joue' is not modelled."
        ),
        "paume.s2.a4": "'le plâtre touché porte volée' and 'faite bonne' are not modelled.",
    },
)
def serve(where: str, prix: bool = False) -> str:
    """A serve: only on the roof, its edge or the rabat, "c'est à refaire"; on the "ais de
    volée, même aux clous … l'on gagne quinze", and in "la Lune … aussi quinze". At a prize
    (paume.s2.a4) "le trou de service … ne vaut rien, l'ais ne sert que de murailles et qui
    touche la corde perd quinze"."""
    if prix:
        if where == "cord":
            return "server loses fifteen"
        if where in ("service hole", "ais"):
            return "nothing"
    if where in ("roof only", "roof edge", "rabat"):
        return "refaire"
    if where in ("ais", "lune"):
        return "server wins fifteen"
    return "in play"


@implements("paume.a14", quote=("l'on ne peut perdre son avantage", "qu'il boive sa faute"))
def miscount_restored(
    enclosing_finished: bool, counted_only_advantage: bool = False, played_on: bool = False
) -> bool:
    """A quinze or a jeu forgotten and remembered: "l'on ne peut perdre son avantage, s'en
    ressouvenant avant pour le jeu, que la partie soit finie, et pour un quinze le jeu" —
    restored if recalled before the jeu (for a quinze) or the partie (for a jeu) is over; but
    who had the jeu or the partie and counted only the advantage, "faut qu'il boive sa faute,
    ayant servi ou joué dessus"."""
    if counted_only_advantage and played_on:
        return False
    return not enclosing_finished


@implements("paume.a15", quote="est perdu pour celui qui y met, et au dessous gagnè")
def hazard_stroke(above_tile: bool) -> str:
    """A stroke of hazard lost "au dessus de la tuile, est perdu pour celui qui y met, et au
    dessous gagnè"."""
    return "lost" if above_tile else "won"


@implements(
    "paume.a16", "paume.s2.a5", quote=("c'est à refaire", "il perd le coup"), status="editorial"
)
def gallery_chase_answered(prix: bool = False) -> str:
    """A chase made in a gallery, the other putting his ball into it too: "c'est à refaire"
    (paume.a16); at a prize "qui aurait fait une chasse dans l'une des galeries, l'autre y
    remettant, il perd le coup … au jeu de prix n'y a point d'à refaire" (paume.s2.a5): *il*
    takes up *qui*, the chase's maker (as in "Si celui qui a l'hyvet se belouze, il perd",
    billard.a12), so he loses the stroke. The ordinary game by default."""
    return "maker loses the stroke" if prix else "refaire"


@implements(
    "paume.a16", "paume.s2.a5",
    quote=("faut marquer par où il entre", "encore qu'il ait touché quelqu'un, c'est où va"),
)  # fmt: skip
def gallery(
    touched_someone: bool,
    one_bound: bool = False,
    dedans: bool = False,
    came_back: bool = False,
    prix: bool = False,
) -> str:
    """A ball into a gallery that touches someone and comes back: "faut marquer par où il
    entre"; one bound inside without touching anyone, "qui le pourrait jouer serait très
    bon"; into a winning opening, "si c'est dans un jeu de dedans, comme à la grille, il est
    gagné, s'il ne revient sans toucher personne" (back out untouched, it plays on). At a
    prize, "Si un coup entre dans la grille, dans les galeries, ou en quelque lieu que ce soit,
    encore qu'il ait touché quelqu'un, c'est où va l'éteuf" (paume.s2.a5)."""
    if prix:
        return "where the ball goes"
    if dedans:
        return "playable" if came_back and not touched_someone else "won"
    if touched_someone:
        return "mark where it entered"
    return "playable" if one_bound else "where the ball goes"
