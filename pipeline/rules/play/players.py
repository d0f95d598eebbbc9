"""How many play each game of ``maison play``, as the book says, with the rule that says it.

One table, read from the chapters (a test finds each quotation in its rule's text): what the
text allows, in words; the counts the command plays; and where the command plays fewer than
the text allows (a text that says "tant et si peu de personnes que l'on voudra" meets a pack
of fifty-two cards), why. A count refused names the rule and what the text allows.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Players:
    lo: int
    hi: int
    rule: str | None
    """The rule that says how many play (None: the chapter does not say)."""
    says: str
    """Its words (found in the rule's normalised text), or what the chapter implies."""
    allowed: str
    """What the text allows, in a few words."""
    only: tuple[int, ...] = ()
    """The counts allowed, where not every count from ``lo`` to ``hi`` is."""
    limit: str = ""
    """Why the command plays fewer than the text allows, if it does."""
    default: int | None = None

    def counts(self) -> tuple[int, ...]:
        return self.only or tuple(range(self.lo, self.hi + 1))

    def refusal(self, game: str, n: int) -> str | None:
        """Why ``n`` players cannot play ``game`` here, naming the rule; None if they can."""
        if n in self.counts():
            return None
        where = f"{self.rule}: « {self.says} »" if self.rule else self.says
        msg = f"{game} is played by {self.allowed} ({where}), not {n}"
        return f"{msg}; {self.limit}" if self.limit else msg


def _p(lo: int, hi: int, rule: str | None, says: str, allowed: str, **kw) -> Players:
    return Players(lo, hi, rule, says, allowed, **kw)


OPEN = 12
"""Where the text sets no upper bound, the command plays up to this many."""
OPEN_RACE = 8
"""The same for the race games (as ``maison race``)."""

PLAYERS: dict[str, Players] = {
    # the card games
    "piquet": _p(2, 2, "piquet.p4.1", "les présente à l'autre", "two, the dealer and the other"),
    "imperiale": _p(3, 3, "imperiale.a1", "L'on y peut jouer que trois personnes", "three only"),
    "triomphe": _p(
        2, 10, "triomphe.a1", "on y peut jouer tant et si peu de personnes que l'on voudra",
        "any number", limit="five cards each and one to turn from fifty-two: ten at most",
        default=4,
    ),
    "triomphe-autre": _p(2, 2, "triomphe-autre.p1.1", "l'on n'y peut jouer que deux", "two only"),
    "triomphe-tolose": _p(
        4, 6, "triomphe-tolose.p1.1", "deux contre deux, et quelquefois trois contre trois",
        "two sides of two or of three", only=(4, 6),
    ),
    "tarots": _p(
        2, 6, "tarots.a4", "Il se joue en peu ou beaucoup de personnes", "any number",
        limit="twelve cards each from seventy-eight (tarots.a4): six at most", default=4,
    ),
    "tarots-autre": _p(
        2, 15, "tarots-autre.p1.1", "en tant et si peu de personnes que l'on veut", "any number",
        limit="five cards each from seventy-eight: fifteen at most", default=4,
    ),
    "suisses": _p(3, 3, "suisses.p1.1", "les Suisses jouent à trois personnes", "three only"),
    "guerre-cartes": _p(
        2, 12, "guerre-cartes.a1", "l'on peut jouer depuis deux personnes jusqu'à douze",
        "two to twelve", default=4,
    ),
    "mesle": _p(
        2, 6, "mesle.p3.1", "On peut jouer deux jusqu'à six joueurs ensemble", "two to six",
        default=4,
    ),
    "romestecq": _p(
        2, 6, "romestecq.a2", "L'on peut jouer depuis deux personnes jusqu'à six", "two to six"
    ),
    "hoc": _p(2, 3, "hoc.p1.1", "l'ou le joue en trois ou en deux", "three or two", default=3),
    "reversis": _p(4, 5, "reversis.p5.1", "à quatre ou cinq que l'on peut jouer", "four or five"),
    "homme-beste": _p(
        4, 5, "homme-beste.p1.1", "se joue ordinairement à quatre ou cinq personnes au plus",
        "four or five",
    ),
    "quadrille": _p(4, 4, "quadrille.p2.2", "Tous les quatre peuvent passer", "four"),
    "familiers": _p(
        2, 8, "familiers.p1.1", "à cinq ou six personnes plus ou moins",
        "five or six, more or less", limit="five cards each and up to eight shown from "
        "fifty-two: eight at most", default=5,
    ),
    "familiers-trois": _p(
        2, 8, "familiers.p5.1", "Plusieurs personnes peuvent aussi jouer à ces trois jeux",
        "several", limit="the command plays up to eight", default=4,
    ),
    "familiers-ge": _p(
        2, 8, "familiers.p9.1", "comme aux trois jeux ci-dessus", "several, as at the three "
        "games before (familiers.p5.1)", limit="the command plays up to eight", default=4,
    ),
    "familiers-ferme": _p(
        2, 8, "familiers.p2.1", "lorsque la Compagnie est assemblée et assise",
        "a Fermier and the company", limit="the command plays a Fermier and up to seven",
        default=4,
    ),
    "homme-auvergne": _p(
        2, 2, "homme-auvergne.a4", "démarqué une au profit de sa partie",
        "two: who makes play and his partie",
    ),
    # the board games
    "renard": _p(
        2, 2, "renard.p1.10", "celui qui a les Poules",
        "two: the player who has the Hens, and the Fox's",
    ),
    "guerre": _p(
        2, 2, "guerre.p6.1", "Celui qui attaque", "two: the one who attacks and the one who "
        "defends the fort (guerre.p5.1)",
    ),
    "eschets": _p(
        2, 2, "eschets.a2", "deux petites armées, opposées l'une à l'autre", "two armies"
    ),
    "trictrac": _p(
        2, 2, "trictrac.p15.1", "l'on n'y saurait jouer que deux ensemble", "two only"
    ),
    # the dice and chance games
    "jardin": _p(
        2, OPEN, "jardin.p1.4", "ainsi plusieurs y peuvent jouer", "several",
        limit=f"the command plays up to {OPEN}", default=3,
    ),
    "hoca": _p(
        2, OPEN, "hoca.a7", "Le Banquier de ce jeu", "a banker and as many players as come "
        "(hoca.a15)", limit=f"the command plays a banker and up to {OPEN - 1}", default=4,
    ),
    "oye": _p(
        2, OPEN_RACE, "oye.p1.4", "que chacun pour soi jette une fois", "two or more",
        limit=f"the command plays up to {OPEN_RACE}",
    ),
    "quatre-fins": _p(
        2, OPEN_RACE, "quatre-fins.p1.2", "que chacun jette une fois pour soi", "two or more",
        limit=f"the command plays up to {OPEN_RACE}",
    ),
    "monde": _p(2, 6, "monde.p3.1", "2. 3. 4. 5. et 6. personnes", "two to six"),
    "villes": _p(
        2, 6, "villes.p3.1", "deux, trois, quatre, cinq, ou six personnes", "two to six"
    ),
    "cupidon": _p(
        2, OPEN_RACE, "cupidon.p2.1", "ne se joue à moins de deux", "two or more",
        limit=f"the command plays up to {OPEN_RACE}",
    ),
    "france": _p(2, 6, "france.a2", "deux, trois, quatre, cinq, et six Personnes", "two to six"),
    "chronologie": _p(
        2, OPEN_RACE, None, "the chapter gives no number; its winner takes marks 'd'un "
        "chacun' (chronologie.p25.1)", "two or more", limit=f"the command plays up to {OPEN_RACE}",
    ),
    # the ball games
    "paume": _p(
        2, 2, "paume.p3.3", "de deux parties, qui jouent l'une contre l'autre", "two sides"
    ),
    "billard": _p(2, 2, "billard.a2", "a le devant, et le dernier a l'hyvet", "two"),
}  # fmt: skip


def of(game: str) -> Players | None:
    return PLAYERS.get(game)
