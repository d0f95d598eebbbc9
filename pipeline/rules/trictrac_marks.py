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
    "trictrac.p52.2",
    "trictrac.p97.1",
    "trictrac.p97.2",
    "trictrac.p97.3",
    "trictrac.p54.1",
    "trictrac.p157.1",
    "trictrac.p158.1",
    "trictrac.q24",
    "trictrac.q29",
    "trictrac.q53",
    "trictrac.q72",
    quote=(
        "qui te vaudrait douze poinçts, qui sont un jeu simple, ou bredouille",
        "c'est être en bredouille, quand sans interruption nous gagnons une partie",
        "qu'on appelle une partie bredouille, qui en vaut deux simples",
        "en des trous qui sont au nombre de douze",
        "une partie simple, ou double, qui est la bredouille",
        "Quelques-uns ne lèvent point du tout leur jeton",
        "perdant ce qui est marqué quand l'autre a gagné son jeu",
        "Fais percer ton Damier de douze petits trous",
        "Douze points font un jeu quand on les aura pris",
        "Ils marquent doublement en jouant la bredouille",
        "L'ôter est le meilleur quand son coup est fini",
    ),
    status="editorial",
)
def mark(game: Game, player: int, points: int, keep_jeton: bool = False) -> Game:
    """``player`` (0 or 1) marks ``points``. Twelve make a jeu, two if he is still en
    bredouille ("une partie bredouille, qui en vaut deux simples"); marking breaks the other's
    bredouille ("celui qui l'interrompt par quelque gain ou marque nouvelle"). When a jeu is
    won the other loses what he had marked ("le commun, c'est de lever le jeton en quelque
    lieu qu'il soit"); some leave it (``keep_jeton``). The winner keeps the points over
    twelve (the book is silent: an editorial choice)."""
    if points < 0:
        raise ValueError("points are marked, never unmarked")
    if points == 0:
        return game
    me, other = game.sides[player], game.sides[1 - player]
    # en bredouille: every point since his first of this jeu is his own
    bredouille = True if me.points == 0 else me.bredouille
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
    "trictrac.p97.2",
    "trictrac.q57",
    quote=(
        "il faut mettre deux marques ou jettons ensemble",
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
    "trictrac.p100.1",
    "trictrac.p100.2",
    "trictrac.q64",
    quote=(
        "gagné douze jeux tout d'une suite, et sans aucune interruption de son compagnon",
        "On la marque sur le bord avec une cheville",
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
    "trictrac.p47.1",
    "trictrac.p53.1",
    "trictrac.p62.1",
    "trictrac.p97.4",
    "trictrac.p98.1",
    "trictrac.p134.1",
    "trictrac.p139.1",
    "trictrac.p152.1",
    "trictrac.q28",
    quote=(
        "qui ne le marque doit être envoyé à l'école de quatre",
        "on les prendra pour toi, en t'envoyant à l'école",
        "ton compagnon les marquera pour toi",
        "l'on n'envoie point à l'école des parties",
        "l'on n'est plus reçu à dire deux ou trois coups de dé jetez",
        "De l'envoyer à l'école s'il ne vous marque pas vos pertes, ou son gain",
        "Celui qui se méconte avec un bon compteur, c'est à son propre dommage",
        "Si l'on l'oublie on est envoyé justement à l'école",
        "On l'envoie à l'école",
    ),
)
def ecole(
    game: Game, offender: int, points: int, parties: bool = False, throws_since: int = 0
) -> Game:
    """The école: points a player forgets to mark (or marks wrongly) are marked by the other
    ("ton compagnon les marquera pour toi, en quoi tu feras une double perte"); but "l'on
    n'envoie point à l'école des parties", and after "deux ou trois coups de dé jetez" nobody
    is heard to say he was mistaken."""
    if parties or throws_since >= 2:
        return game
    return mark(game, 1 - offender, points)


@implements(
    "trictrac.p20.2",
    "trictrac.p135.1",
    "trictrac.p97.3",
    "trictrac.q25",
    "trictrac.q54",
    "trictrac.q58",
    quote=(
        "il faut incontinent laisser les dés jusqu'à ce que l'on ait joué et placé ses Dames",
        "il faut marquer soigneusement son plein ou grand Jan avant que de le jouer",
        "ayant jeté le dé sans le marquer, on n'y peut plus être admis",
        "En reiettant les dés, ne doit plus rien marquer",
        "Qui ne marque bredouille il en perd l'avantage",
        "Après un coup de dé, tu n'y dois revenir",
    ),
)
def turn_faults(steps: list[str]) -> list[str]:
    """What is wrong in a turn, given in order as ``throw``, ``mark``, ``play``, ``take dice``:
    one marks before playing ("marquer ... son plein ou grand Jan avant que de le jouer,
    autrement ... c'est une école"), leaves the dice until the men are played, and marks
    nothing once the dice are thrown again ("En rejetant les dés, ne doit plus rien
    marquer")."""
    faults = []
    seen: list[str] = []
    for step in steps:
        if step not in ("throw", "mark", "play", "take dice"):
            raise ValueError(f"unknown step {step!r}")
        since_throw = seen[len(seen) - seen[::-1].index("throw") :] if "throw" in seen else []
        if step == "mark" and "play" in since_throw:
            faults.append("marked after playing: école")
        if step == "mark" and seen.count("throw") > 1 and seen[-1] == "throw":
            faults.append("marked after throwing again: too late")
        if step == "take dice" and "play" not in since_throw:
            faults.append("dice taken before the men were played")
        seen.append(step)
    return faults


@implements(
    "trictrac.p23.1",
    "trictrac.q4",
    quote=(
        "le plus âgé le jette, et le plus jeune après, et le plus haut en point gagne la primauté",
        "L'on présente le dé au joiveur plus aagé",
    ),
)
def primaute(eldest: tuple[int, ...], youngest: tuple[int, ...]) -> str | None:
    """Who throws first: "le plus âgé le jette, et le plus jeune après, et le plus haut en
    point gagne la primauté, l'on peut jeter un ou deux dés"; equal, they throw again
    (None)."""
    for t in (eldest, youngest):
        if len(t) not in (1, 2) or not all(1 <= d <= 6 for d in t):
            raise ValueError(f"one or two dice, not {t!r}")
    if len(eldest) != len(youngest):
        raise ValueError("both throw the same number of dice")
    if sum(eldest) == sum(youngest):
        return None
    return "eldest" if sum(eldest) > sum(youngest) else "youngest"


@implements(
    "trictrac.p55.1",
    "trictrac.p65.1",
    "trictrac.p113.1",
    "trictrac.p114.1",
    "trictrac.p156.1",
    "trictrac.q34",
    "trictrac.q60",
    "trictrac.q73",
    quote=(
        "celui qui gagne un jeu de son dés, peut lever et s'en aller",
        "si tant est que tu aie achevé ton jeu de ton dé",
        "parachevant le jeu de ton dé, tu peux lever",
        "quiconque lève et a gagné le dernier, se conserve toujours la primauté du dé",
        "J'en ai vu jouer avec cette loi, de ne point lever",
        "Tu peux rompre ton jeu et tes Dames ôter",
        "Marque, lève et t'en va pour plus grande assureence",
        "Le pouvoir de lever semble être le meilleur",
    ),
)
def may_leave(won_by_own_throw: bool, no_leaving_agreed: bool = False) -> bool:
    """After a jeu: "celui qui gagne un jeu de son dés, peut lever et s'en aller" (and keeps
    the first throw of the new deal) — not one won "du dé et de la perte de ton homme"; some
    play "avec cette loi, de ne point lever" (``no_leaving_agreed``)."""
    return won_by_own_throw and not no_leaving_agreed


@implements(
    "trictrac.p25.1",
    "trictrac.p26.1",
    "trictrac.q6",
    "trictrac.q8",
    "trictrac.q11",
    "trictrac.q39",
    quote=(
        "le dé jeté dehors, ou sur les bords n'est pas louable",
        "librement on peut arrêter du fond d'un cornet",
        "Si par quelque hasard ils chevauchent tous deux",
        "On use de cornets pour ôter toute fourbe",
        "Ou qu'il soit sur les bords, ou sur l'angle arrêté",
        "Avec le cornet, on le peut arrêter",
    ),
)
def throw_counts(landing: str) -> bool:
    """Whether a die thrown from the cornet counts where it lies: in the tables or on the men,
    "pourvu qu'il soit si bien assis dessus son cube, qu'il puisse porter l'autre", or stopped
    with the cornet while it spins; not out of the board, on the edge, or the two dice astride
    ("ils chevauchent tous deux, On les doit rejeter")."""
    good = ("table", "on men", "stopped")
    bad = ("outside", "edge", "cocked", "astride")
    if landing not in good + bad:
        raise ValueError(f"landing is one of {good + bad}")
    return landing in good


NAMES = {1: "ambes as", 2: "double deux", 3: "ternes", 4: "quaternes", 5: "quines", 6: "sennes"}
WORDS = {1: "as", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six"}


@implements(
    "trictrac.p28.1",
    "trictrac.p29.1",
    "trictrac.p33.1",
    "trictrac.q52",
    quote=(
        "Les valeurs et les nombres des dés jetez, ont leurs noms propres",
        "Deux as sont appelez ambes as",
        "qu'on nomme toujourns le plus gros le premier",
        "Tous les nombres doublets ont leur nom d'efficace",
    ),
)
def throw_name(a: int, b: int) -> str:
    """ "Deux as sont appelez ambes as, deux deux double deux, deux trois ternes, deux quatre
    quaternes ... deux cinq quines, deux six sennes"; a simple throw "le plus gros le
    premier, six et cinq"."""
    if not (1 <= a <= 6 and 1 <= b <= 6):
        raise ValueError("dice show one to six")
    if a == b:
        return NAMES[a]
    hi, lo = max(a, b), min(a, b)
    return f"{WORDS[hi]} et {WORDS[lo]}"


@implements(
    "trictrac.p99.1",
    "trictrac.p35.1",
    "trictrac.q10",
    "trictrac.q48",
    "trictrac.q54",
    "trictrac.q68",
    quote=(
        "que Dame touchée, Dame jouée, si l'on ne dit ce mot, j'addoube",
        "l'on en peut tenir une, deux, trois ou quatre dans sa main, sans en pouvoir être repris",
        "Le bon touchen, leven doit être mis ailleurs",
        "Il doit dire j'adoube",
        "Car qui touche son bois il le doit déplacer",
        "Sans l'y pouvoir placer, il faut que tu l'avance",
    ),
)
def must_play_touched(
    touched: bool, said_jadoube: bool = False, on_pile: bool = False, in_hand: int = 0
) -> bool:
    """ "Dame touchée, Dame jouée, si l'on ne dit ce mot, j'addoube, hormis dessous le bois":
    the men still on the pile may be handled, as may the one to four a player holds in his
    hand ("l'on en peut tenir une, deux, trois ou quatre dans sa main, sans en pouvoir être
    repris")."""
    if not 0 <= in_hand <= 4:
        raise ValueError("one holds at most four men in hand")
    return touched and not said_jadoube and not on_pile and not in_hand


@implements(
    "trictrac.p17.1",
    quote="le vainqueur fait tête à tous ses amis, jusqu'à ce qu'il soit vaincu",
)
def next_match(winner: str, loser: str, waiting: list[str]) -> tuple[tuple[str, str], list[str]]:
    """Among friends: "le vainqueur fait tête à tous ses amis, jusqu'à ce qu'il soit vaincu" —
    he plays the next who waits; the loser waits last."""
    if not waiting:
        return (winner, loser), []
    return (winner, waiting[0]), [*waiting[1:], loser]


@implements(
    "trictrac.p148.1",
    "trictrac.p149.1",
    "trictrac.p150.1",
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
    "trictrac.p143.1",
    quote="si la partie des jeux n'est pas finie, on recommence par les premiers commencements",
)
def after_lifting(game: Game) -> str:
    """ "Après que tout est levé, si la partie des jeux n'est pas finie, on recommence par les
    premiers commencements": a new deal from the pile, or the end."""
    return "over" if game.finished else "restart"


ADVANTAGES = ("dé", "quines", "sennes", "coin", "sennes et coin", "parties")


@implements(
    "trictrac.p117.1",
    "trictrac.p118.1",
    "trictrac.p119.1",
    "trictrac.p120.1",
    "trictrac.p122.1",
    quote=(
        "Ces avantages font le dé, qui est le nombre",
        "Quines, ou sennes",
        "Le coing du repos",
        "Sennes, et le coing",
        "c'est de donner 1. 2. 3. 4. 5. ou 6. parties",
    ),
    status="editorial",
)
def handicap(advantage: str, parties: int = 0) -> dict:
    """What the stronger player gives the weaker ("des avantages que l'on peut donner à ceux
    qui ne sont pas assez grands Maîtres"): "le dé" (he throws first), "Quines, ou sennes"
    (his first throw counts as that doublet — our reading of the bare list), "Le coing du
    repos" (he starts with two men in his corner), "Sennes, et le coing", or "1. 2. 3. 4. 5. ou
    6. parties" (holes marked before the first throw). Returns his ``first`` (throws first),
    ``throw`` (his first throw, or None), ``corner`` (men in his corner) and the ``game``."""
    if advantage not in ADVANTAGES:
        raise ValueError(f"advantage is one of {ADVANTAGES}")
    if advantage == "parties" and not 1 <= parties <= 6:
        raise ValueError("one gives one to six parties")
    throw = {"quines": (5, 5), "sennes": (6, 6), "sennes et coin": (6, 6)}.get(advantage)
    corner = 2 if advantage in ("coin", "sennes et coin") else 0
    holes = parties if advantage == "parties" else 0
    return {
        "first": advantage == "dé",
        "throw": throw,
        "corner": corner,
        "game": Game((Side(holes=holes), Side())),
    }
