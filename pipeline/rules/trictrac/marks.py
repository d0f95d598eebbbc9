"""Marking at the Tricque-Trac: points, holes (jeux), the bredouille, the école, and the
conduct of a throw (the dice, who throws first, when one may leave).

"Douze points font un jeu": a player's points run to twelve on the points of his side, then
a jeu is marked "en des trous qui sont au nombre de douze" on the edge; a jeu won without
the other marking in between is a "partie bredouille, qui en vaut deux simples".
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pipeline.rules.registry import implements

POINTS_A_JEU = 12
HOLES = 12


@dataclass(frozen=True)
class Side:
    points: int = 0
    """Points towards the next jeu, 0–11."""
    holes: int = 0
    """Jeux won, marked in the twelve holes."""
    bredouille: bool = True
    """Every point of this jeu so far is his: the other has marked none since."""


@dataclass(frozen=True)
class Game:
    sides: tuple[Side, Side] = (Side(), Side())

    def __str__(self) -> str:
        return " ".join(f"{s.points}/{s.holes}{'b' if s.bredouille else ''}" for s in self.sides)

    @classmethod
    def parse(cls, text: str) -> Game:
        """The inverse of ``str``: ``"5/2b 0/1"``."""
        sides = []
        for part in text.split():
            pts, rest = part.split("/")
            sides.append(Side(int(pts), int(rest.rstrip("b")), rest.endswith("b")))
        return cls((sides[0], sides[1]))

    @property
    def finished(self) -> bool:
        return any(s.holes >= HOLES for s in self.sides)


@implements(
    "trictrac.p51.2",
    "trictrac.p94.1",
    "trictrac.p94.2",
    "trictrac.p94.3",
    "trictrac.p155.1",
    "trictrac.p156.1",
    "trictrac.q24",
    "trictrac.q29",
    "trictrac.q53",
    "trictrac.q72",
    quote=(
        "qui te vaudrait douze points, qui sont un jeu simple, ou bredouille",
        "c'est être en bredouille, quand sans interruption nous gagnons une partie",
        "qu'on appelle une partie bredouille, qui en vaut deux simples",
        "en des trous qui sont au nombre de douze",
        "Quelques-uns ne lèvent point du tout leur jeton",
        "perdant ce qui est marqué quand l'autre a gagné son jeu",
        "Fais percer ton Damier de douze petits trous",
        "Douze points font un jeu quand on les aura pris",
        "Ils marquent doublement en jouant la bredouille",
        "L'ôter est le meilleur quand son coup est fini",
    ),
    status="editorial",
)
def mark(
    game: Game,
    player: int,
    points: int,
    keep_jeton: bool = False,
    debredouille: bool = True,
) -> Game:
    """``player`` (0 or 1) marks ``points``. Twelve make a jeu, two if he is still en
    bredouille ("une partie bredouille, qui en vaut deux simples"). Marking interrupts the
    other's bredouille, but "celui qui l'interrompt par quelque gain ou marque nouvelle, il
    la doit lever lui-même, ou dire à son compagnon, que je debredouille, autrement celui qui
    achève son jeu avec la bredouille et double marque, il peut marquer deux parties":
    ``debredouille`` says he lifted it or said so (the other is no longer en bredouille);
    False, the other's two jetons stay and his bredouille stands. When a jeu is won the
    other loses what he had marked ("le commun, c'est de lever le jeton en quelque lieu
    qu'il soit"); some leave it (``keep_jeton``). The winner keeps the points over twelve
    (the book is silent: an editorial choice)."""
    if points < 0:
        raise ValueError("points are marked, never unmarked")
    if points == 0:
        return game
    me, other = game.sides[player], game.sides[1 - player]
    # en bredouille: every point since his first of this jeu is his own
    bredouille = True if me.points == 0 else me.bredouille
    if debredouille:
        other = replace(other, bredouille=False)
    total, holes = me.points + points, me.holes
    while total >= POINTS_A_JEU:
        total -= POINTS_A_JEU
        holes += 2 if bredouille else 1
        bredouille = True
        kept = other.points if keep_jeton else 0
        other = Side(kept, other.holes, kept == 0)
    me = Side(total, min(holes, HOLES), bredouille)
    return Game((me, other) if player == 0 else (other, me))


@implements(
    "trictrac.p94.2",
    "trictrac.q57",
    quote=(
        "il faut mettre deux marques ou jetons ensemble",
        "Le premier marquant seul n'arien que son jeton",
    ),
    status="editorial",
)
def jetons(game: Game, player: int, reading: str = "prose") -> int:
    """The counters a player marks his points with. The prose: "Pour la marquer et distinguer
    d'avec les simples, il faut mettre deux marques ou jettons ensemble" — two while en
    bredouille. Quatrain LVII: "Le premier marquant seul n'a rien que son jeton, Le second en
    met deux" — two for the one who marks after the other has marked."""
    if reading not in ("prose", "quatrain-lvii"):
        raise ValueError("reading is 'prose' or 'quatrain-lvii'")
    me, other = game.sides[player], game.sides[1 - player]
    if reading == "quatrain-lvii":
        return 2 if me.points and other.points and me.bredouille else 1
    return 2 if me.bredouille and me.points else 1


@implements(
    "trictrac.p96.1",
    "trictrac.q64",
    quote=(
        "gagné douze jeux tout d'une suite, et sans aucune interruption de son compagnon",
        "Belle la Bredouille est alors que l'on t'enfile",
    ),
)
def stake_multiplier(game: Game, enfilade_agreed: bool = True) -> int:
    """The enfilade: "quand on a stipulé entre les joueurs, que celui qui ... aura ... gagné
    douze jeux tout d'une suite, et sans aucune interruption de son compagnon, il emporte le
    double"."""
    if not game.finished:
        raise ValueError("the game is not over")
    winner, loser = sorted(game.sides, key=lambda s: s.holes, reverse=True)
    return 2 if enfilade_agreed and loser.holes == 0 and winner.holes >= HOLES else 1


@implements(
    "trictrac.p46.1",
    "trictrac.p48.3",
    "trictrac.p52.1",
    "trictrac.p61.1",
    "trictrac.p94.4",
    "trictrac.p94.5",
    "trictrac.p131.1",
    "trictrac.p136.1",
    "trictrac.p150.1",
    "trictrac.q28",
    "trictrac.p132.1",
    "trictrac.q25",
    "trictrac.q30",
    "trictrac.q44",
    "trictrac.q27",
    quote=(
        "qui ne le marque doit être envoyé à l'école de quatre",
        "qui ne le marque est envoyé à l'école de ce qu'il devait avoir pris",
        "on les prendra pour toi, en t'envoyant à l'école",
        "ton compagnon les marquera pour toi",
        "l'on n'envoie point à l'école des parties",
        "l'on n'est plus reçu à dire deux ou trois coups de dé jetez",
        "De l'envoyer à l'école s'il ne vous marque pas vos pertes, ou son gain",
        "Celui qui se méconte avec un bon compteur, c'est à son propre dommage",
        "Si l'on l'oublie on est envoyé justement à l'école",
        "On l'envoie à l'école",
        "ne marquer point à faux, car on vous envoyeroit à l'école",
        "autrement on le marque pour vous, et c'est une école",
        "L'on châtie celui qui",
        "Qui l'omet à marquer fait une grande perte",
        "Car de ton compagnon tu peux être repris",
        "Marque deux pour chacune, autrement il a tort",
    ),
    status="editorial",
)
def ecole(
    game: Game,
    offender: int,
    points: int,
    parties: bool = False,
    throws_since: int = 0,
    marked_wrongly: bool = False,
) -> Game:
    """The école: points a player forgets to mark are marked by the other ("ton compagnon
    les marquera pour toi, en quoi tu feras une double perte"; "autrement on le marque pour
    vous, et c'est une école"); but "l'on n'envoie point à l'école des parties", and after
    "deux ou trois coups de dé jetez" nobody is heard to say he was mistaken.

    Points marked wrongly ("ne marquer point à faux, car on vous envoyeroit à l'école";
    "sitôt qu'on a marqué ... à faux, on est répréhensible"), ``marked_wrongly``: the book
    says only that it is an école; the reading here (editorial) is that the offender lifts
    the ``points`` he had no right to and the other marks them, as for a forgotten gain.
    Only points still on the current jeu can be lifted (ValueError otherwise)."""
    if parties or throws_since >= 2:
        return game
    if marked_wrongly:
        me = game.sides[offender]
        if points > me.points:
            raise ValueError(
                f"{points} points marked wrongly, but seat {offender} has {me.points} on this jeu"
            )
        sides = list(game.sides)
        sides[offender] = replace(me, points=me.points - points)
        game = Game((sides[0], sides[1]))
    return mark(game, 1 - offender, points)


@implements(
    "trictrac.p19.2",
    "trictrac.p132.1",
    "trictrac.p94.3",
    "trictrac.q25",
    "trictrac.q54",
    "trictrac.q58",
    quote=(
        "il faut incontinent laisser les dés jusqu'à ce que l'on ait joué et placé ses Dames",
        "soigneusement son plein ou grand Jan avant que de le jouer",
        "ayant jeté le dé sans le marquer, on n'y peut plus être admis",
        "En rejetant les dés, ne doit plus rien marquer",
        "Qui ne marque bredouille il en perd l'avantage",
        "Après un coup de dé, tu n'y dois revenir",
    ),
)
def turn_faults(steps: list[str], rigueur: bool = True, grace: bool = False) -> list[str]:
    """What is wrong in a player's turns, given in order as ``throw``, ``mark`` (what the last
    throw gives), ``mark earlier`` (what an earlier throw gave, forgotten then), ``play`` and
    ``take dice``: one marks before playing ("marquer ... son plein ou grand Jan avant que de
    le jouer, autrement ... c'est une école"), leaves the dice until the men are played, and
    once the dice are thrown again marks nothing of the earlier throw ("En rejetant les dés,
    ne doit plus rien marquer"; "ayant jeté le dé sans le marquer, on n'y peut plus être
    admis") — what the new throw gives is marked as ever. That refusal is the law of "ceux
    qui jouent à la rigueur" (``rigueur``, the default, as the quatrains give it without
    condition); players who do not play so strictly admit the late mark, and so do strict
    ones "de grâce spéciale" (``grace``)."""
    faults = []
    throws = 0
    since_throw: list[str] = []
    for step in steps:
        if step not in ("throw", "mark", "mark earlier", "play", "take dice"):
            raise ValueError(f"unknown step {step!r}")
        if step == "throw":
            throws += 1
            since_throw = []
        elif step == "mark" and "play" in since_throw:
            faults.append("marked after playing: école")
        elif step == "mark earlier":
            if throws < 2:
                raise ValueError("'mark earlier' needs a throw before the last")
            if rigueur and not grace:
                faults.append("marked after throwing again: too late")
        elif step == "take dice" and "play" not in since_throw:
            faults.append("dice taken before the men were played")
        since_throw.append(step)
    return faults


@implements(
    "trictrac.p54.1",
    "trictrac.p64.1",
    "trictrac.p109.1",
    "trictrac.p154.1",
    "trictrac.q34",
    "trictrac.q73",
    quote=(
        "celui qui gagne un jeu de son dé, peut lever et s'en aller",
        "s'il n'a remarqué sur l'autre jeu, ce qui lui restait, et laissé son jeton",
        "ce que tu ne pourrais aucunement faire, si c'était du dé et de la perte de ton homme",
        "parachevant le jeu de ton dé, tu peux lever",
        "J'en ai vu jouer avec cette loi, de ne point lever",
        "Tu peux rompre ton jeu et tes Dames ôter",
        "Le pouvoir de lever semble être le meilleur",
    ),
)
def may_leave(
    won_by_own_throw: bool, no_leaving_agreed: bool = False, marked_rest: bool = False
) -> bool:
    """After a jeu: "celui qui gagne un jeu de son dé, peut lever et s'en aller, s'il n'a
    remarqué sur l'autre jeu, ce qui lui restait, et laissé son jeton" — not one won "du dé et
    de la perte de ton homme", nor once he has marked his points over the jeu on the next one
    and left his counter there (``marked_rest``): "tant qu'on tient son jeton, l'on peut
    disposer de jouer, ou de ne jouer pas". Some play "avec cette loi, de ne point lever"
    (``no_leaving_agreed``)."""
    return won_by_own_throw and not no_leaving_agreed and not marked_rest


@implements(
    "trictrac.p64.1",
    "trictrac.p110.1",
    quote=(
        "romps ton jeu et recommence, ayant la primauté",
        "quiconque lève et a gagné le dernier, se conserve toujours la primauté du dé",
    ),
)
def leave(
    game: Game,
    leaver: int,
    won_by_own_throw: bool,
    no_leaving_agreed: bool = False,
    marked_rest: bool = False,
) -> tuple[Game, int]:
    """``leaver`` (0 or 1), who has just won a jeu, leaves ("lève"): the men go back on the
    piles ("romps ton jeu et recommence") and "quiconque lève et a gagné le dernier, se
    conserve toujours la primauté du dé" — he throws first. Returns the game to go on with and
    the seat that throws first. He may leave only as :func:`may_leave` says (ValueError
    otherwise); the points he had over the jeu, not marked again on the next, are not kept
    (an editorial reading of "s'il n'a remarqué sur l'autre jeu, ce qui lui restait"); the
    other's side is as :func:`mark` left it."""
    if leaver not in (0, 1):
        raise ValueError(f"seat {leaver}: the seats are 0 and 1")
    if not may_leave(won_by_own_throw, no_leaving_agreed, marked_rest):
        raise ValueError(
            "he may not leave: the jeu was not won by his own throw, or he "
            "marked the rest on the next jeu, or the players agreed not to"
        )
    sides = list(game.sides)
    sides[leaver] = Side(0, sides[leaver].holes)
    return Game((sides[0], sides[1])), leaver


@implements(
    "trictrac.p145.1",
    "trictrac.p146.1",
    "trictrac.p147.1",
    quote=(
        "chaque fois que l'on trouve son homme découvert",
        "On n'y a point de Jan qui ne peut",
        "toutes les simples marques et profits du grand Trique-Trac sont autant de parties au "
        "petit",
    ),
)
def petit_parties(events: list[str]) -> int:
    """The petit Trictrac: "toutes les simples marques et profits du grand Trique-Trac sont
    autant de parties au petit" — each scoring event (``score_throw``'s names) one partie for
    its winner; "On n'y a point de Jan qui ne peut"."""
    return sum(1 for e in events if not e.startswith("Jan qui ne peut"))


@implements(
    "trictrac.p145.1",
    quote=(
        "L'on joue en une, 2. 3. 4. 5. ou 6. parties, ou coups, ce que l'on veut",
        "c'est un coup après lequel on se lève et s'en va, si on n'accorde ensemble la "
        "continuation",
    ),
)
def petit_after_coup(won: tuple[int, int], parties: int, continuation: bool = False) -> str:
    """The petit Trictrac after a coup: "L'on joue en une, 2. 3. 4. 5. ou 6. parties, ou
    coups, ce que l'on veut" — ``over`` once a player has won the ``parties`` agreed (``won``
    by seat); otherwise "c'est un coup après lequel on se lève et s'en va, si on n'accorde
    ensemble la continuation": ``restart`` (the men back on the piles) unless the players
    agreed to play on from where the men stand (``continue``)."""
    if not 1 <= parties <= 6:
        raise ValueError("the petit Trictrac is played in one to six parties")
    if min(won) < 0:
        raise ValueError(f"parties won are never negative: {won!r}")
    if max(won) >= parties:
        return "over"
    return "continue" if continuation else "restart"


@implements(
    "trictrac.p140.1",
    quote="si la partie des jeux n'est pas finie, on recommence par les premiers commencements",
)
def after_lifting(game: Game) -> str:
    """ "Après que tout est levé, si la partie des jeux n'est pas finie, on recommence par les
    premiers commencements": a new deal from the pile, or the end."""
    return "over" if game.finished else "restart"
