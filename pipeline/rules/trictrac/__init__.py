"""Le Ieu du Tricque-Trac (1665): what each *Jan* and each hit is worth, as the chapters,
the table of values (chapter 13, pp. 133–134) and the quatrains state them.

Values only: the board (``trictrac_board``) says where the men may go, ``trictrac_jans``
finds the Jans in a position and a throw and prices them here, ``trictrac_marks`` turns
points into holes. Where two places of the book disagree, the predicate takes a ``reading``
and the table of values is the default; ``consistency.py`` lists each difference.
"""

from __future__ import annotations

from pipeline.rules.registry import implements, not_executable, rule_of_play

READINGS = ("table", "chapter")


def _reading(reading: str, allowed: tuple[str, ...]) -> None:
    if reading not in allowed:
        raise ValueError(f"reading is one of {allowed}, not {reading!r}")


@implements(
    "trictrac.p72.1",
    "trictrac.p73.1",
    "trictrac.p42.1",
    "trictrac.p43.2",
    quote=(
        "le simple vaut deux",
        "2. p.",
        "Le doublet en vaut quatre",
        "4. p.",
        "il vaut par simple quatre points, et par doubles six",
        "Je laisse en la disposition des joueurs de les mettre en jeu, ou non",
    ),
    status="editorial",
)
def jan_de_rencontre(doublet: bool, reading: str = "table", played: bool = True) -> int:
    """The Jan de rencontre (the second player's first throw equal to the first's): the
    table says "le simple vaut deux points. Le doublet en vaut quatre", the chapter "il vaut
    par simple quatre points, et par doubles six"; "s'il se joue" — many do not play it, which
    the book leaves to the players (``played=False``: worth nothing). The second player, who
    throws the same, marks it: :func:`~pipeline.rules.trictrac.jans.score_throw`."""
    _reading(reading, READINGS)
    if not played:
        return 0
    if reading == "table":
        return 4 if doublet else 2
    return 6 if doublet else 4


@implements(
    "trictrac.p75.1",
    "trictrac.p76.1",
    "trictrac.p48.3",
    "trictrac.q13",
    quote=(
        "simple vaut 4. p.",
        "Le doublet vaut six",
        "6. p.",
        "Ce Jan par simple vaut quatre, et par doublet six",
        "Par doublet il vaut six",
    ),
)
def jan_de_deux_tables(doublet: bool) -> int:
    """The Jan de deux tables. trictrac.p48.3 (the chapter): "Ce Jan par simple vaut quatre, et
    par doublet six"; p75.1 and p76.1 (the table): "simple vaut 4. p.", "Le doublet vaut six";
    q13: "Par doublet il vaut six"."""
    return 6 if doublet else 4


@implements(
    "trictrac.p74.1",
    "trictrac.p45.1",
    "trictrac.p46.1",
    quote=("Le Jan de trois coups vaut", "4. p.", "la quatrième bande", "l'école de quatre"),
)
def jan_de_trois_coups() -> int:
    """The Jan de trois coups (six men laid down in the first three throws): four — the
    table's "4. p.", and the chapter's counter set "sur la quatriéme bande". Forgotten, it is
    the "école de quatre" of p46.1: the same four, marked by the other
    (:func:`~pipeline.rules.trictrac.marks.ecole`)."""
    return 4


PLEIN_READINGS = ("table", "quatrain-xliv")


@implements(
    "trictrac.p77.1",
    "trictrac.p78.1",
    "trictrac.p79.1",
    "trictrac.p80.1",
    "trictrac.p81.1",
    "trictrac.p88.1",
    "trictrac.p89.1",
    "trictrac.p90.1",
    "trictrac.p91.1",
    "trictrac.p100.1",
    "trictrac.p50.1",
    "trictrac.p52.1",
    "trictrac.p61.1",
    "trictrac.q21",
    "trictrac.q29",
    "trictrac.q35",
    "trictrac.q37",
    "trictrac.q44",
    "trictrac.p51.2",
    quote=(
        "Le petit Jan pour simple vaut",
        "tu marques quatre points sur les pointes ou bandes",
        "Par doublet 6. p.",
        "Par deux moyens vaut",
        "8. p.",
        "Par trois moyens vaut",
        "12. p.",
        "Par deux doublets vaut",
        "Le grand Jan vaut à tous coups et nombres simples",
        "À tous doublets six",
        "Si il se fait des trois moyens et Dames",
        "il vaut pour chacun moyen quatre, qui pour les trois font douze",
        "S'il se fait par un double doublet, il vaut pour chacun doublet six",
        "par deux moyens, il vaut huit, par trois moyens il vaut douze",
        "quatre par simple, et six par le doublet",
        "quatre par simple, et six par doublet",
        "il faut marquer quatre par simple, et six par doublet",
        "Celui qui tient son plein",
        "Ce simple vaudra quatre, et chaque doublet six",
        "Pendant le plein parfait, on marque six et quatre",
        "Quand trois Dames le font, tu marques par trois fois",
        "Chaque simple et doublet y doublent leur prix",
    ),
    status="editorial",
)
def plein_value(doublet: bool, ways: int = 1, reading: str = "table") -> int:
    """A plein (petit Jan, grand Jan, Jan de retour) made or held: "quatre par simple, et six
    par doublet", "Par deux moyens vaut 8. p. Par trois moyens vaut 12. p. Par deux doublets
    vaut 12. p." — four or six for each way ("pour chacun moyen quatre, qui pour les trois font
    douze"). Quatrain XLIV read to the letter ("De tout autant d'endroits ... Chaque simple et
    doublet y doublent leur prix") doubles the price however many the ways."""
    _reading(reading, PLEIN_READINGS)
    if ways < 1:
        raise ValueError("a plein is made by at least one way")
    each = 6 if doublet else 4
    if reading == "quatrain-xliv":
        return each * (2 if ways > 1 else 1)
    return each * ways


HIT_READINGS = ("table", "quatrain-xxx")


@implements(
    "trictrac.p82.1",
    "trictrac.p83.1",
    "trictrac.p84.1",
    "trictrac.p85.1",
    "trictrac.p86.1",
    "trictrac.p87.1",
    "trictrac.p59.1",
    "trictrac.p59.2",
    "trictrac.p58.1",
    "trictrac.p60.1",
    "trictrac.p60.2",
    "trictrac.q27",
    "trictrac.q30",
    "trictrac.q46",
    quote=(
        "Toute Dame découverte par un simple moyen vaut",
        "il faut savoir ce qu'elles valent à celui qui",
        "deux points pour chaque Dame frappée d'un nombre simple, et quatre pour un nombre double",
        "Par un double en vaut",
        "Par un double doublet en même case, il vaut",
        "En la case du retour, chaque Dame simple découverte vaut, 4. p.",
        "Par doublet elle en vaut six",
        "Et par double doublet douze",
        "il faut marquer huit, qui sont quatre pour un chacun doublet",
        "Si c'est en l'autre case, quatre pour un simple, et six pour un doublet",
        "Marque deux pour chacune",
        "Le double vaudra six, s'il redouble il vaut huit",
        "De deux, ou quatre, ou six sur le bois découvert",
    ),
    status="editorial",
)
def hit_value(doublet: bool, ways: int = 1, retour: bool = False, reading: str = "table") -> int:
    """A man left uncovered, hit: "Toute Dame découverte par un simple moyen vaut 2. p. Par un
    double en vaut 4. p. Par un double doublet en même case ... 8. p. En la case du retour ...
    4. p. Par doublet ... six ... par double doublet douze" — so much for each way. Quatrain XXX:
    "Le double vaudra six, s'il redouble il vaut huit"."""
    _reading(reading, HIT_READINGS)
    if ways < 1:
        raise ValueError("a hit is made by at least one way")
    if reading == "quatrain-xxx" and doublet:
        if ways > 2:
            raise ValueError("quatrain XXX prices one or two ways of a doublet")
        return 6 if ways == 1 else 8
    if retour:
        return (6 if doublet else 4) * ways
    return (4 if doublet else 2) * ways


JAN_QUI_NE_PEUT_READINGS = ("as-hit", "as-printed")


@implements(
    "trictrac.p92.1",
    "trictrac.p67.1",
    quote=(
        "Les Jan qui ne peut valent autant à celui qui les gagne",
        "tu comptes pour toi ce que j'eusse pris pour moi",
        "les simples Dames découvertes deux, les doublets six, en même case et hors la case",
    ),
    status="editorial",
)
def jan_qui_ne_peut_value(
    doublet: bool, ways: int = 1, retour: bool = False, reading: str = "as-hit"
) -> int:
    """What a hit that cannot be made (no open passage) gives the other player: "autant à
    celui qui les gagne, qu'ils eussent valu à celui qui les a jetez" — the value of the hit
    (default). The same sentence then prints "les doublets six, en même case et hors la case",
    where the hit by a doublet in the same table is worth four (``reading="as-printed"``)."""
    _reading(reading, JAN_QUI_NE_PEUT_READINGS)
    if reading == "as-printed" and doublet:
        return 6 * ways
    return hit_value(doublet, ways, retour)


PILE_READINGS = ("prose", "quatrain-xxxvi", "nothing")


@implements(
    "trictrac.p105.2",
    "trictrac.p106.1",
    "trictrac.q36",
    quote=(
        "à récompense de quatre ou de six, si c'est par un doublet",
        "qu'il faut marquer quatre par simples, ou six par doublet",
        "ne veulent pas qu'on marque rien",
        "Tu pourras marquer six",
    ),
    status="editorial",
)
def pile_de_malheur_value(doublet: bool, reading: str = "prose") -> int:
    """All the men heaped in the corner, no passage: "à récompense de quatre ou de six, si
    c'est par un doublet" (chapter 16) — quatrain XXXVI says "Tu pourras marquer six" with no
    word of the simple throw. "Toutefois quelques-uns ne veulent pas qu'on marque rien"
    (``reading="nothing"``); the author marks, and so does the default."""
    _reading(reading, PILE_READINGS)
    if reading == "nothing":
        return 0
    if reading == "quatrain-xxxvi":
        return 6
    return 6 if doublet else 4


@implements(
    "trictrac.p57.1",
    "trictrac.p103.1",
    "trictrac.p111.1",
    "trictrac.q22",
    quote=(
        "il faut que tu marques six si c'est par un doublet, et quatre par un simple",
        "quand je prends ton coing ayant le mien, je marque six ou quatre",
        "je marquerais quatre par le simple, ou six par doublet",
        "Si vous donnez le gain à qui les prend tous deux",
    ),
)
def coin_value(doublet: bool) -> int:
    """The opponent's corner taken "par puissance, et non par effet": "il faut que tu marques
    six si c'est par un doublet, et quatre par un simple"."""
    return 6 if doublet else 4


@implements(
    "trictrac.p70.1",
    "trictrac.q32",
    quote=(
        "qui la joue perd deux par simple, et quatre par doublet",
        "Si quelqu'un veut jouer à Margot la fendue",
        "On la prend en tombant sur une pointe nue",
    ),
)
def margot_value(doublet: bool, played: bool = True) -> int:
    """Margot la fendue (the die falls on an empty point between two uncovered men): "qui la
    joue perd deux par simple, et quatre par doublet" — points for the other player. It is
    played by agreement: "Si quelqu'un veut jouer à Margot la fendue", "il n'y a que ce que
    l'on convient entre ceux-là qui jouent" (``played=False``: worth nothing)."""
    return (4 if doublet else 2) if played else 0


@implements(
    "trictrac.p107.6",
    "trictrac.q56",
    quote=(
        "il faut que tu marques quatre pour un, ou six pour doublet",
        "Si tu jettes un as, c'est fort mal à propos",
    ),
)
def contre_jan_de_mezeas_value(doublet: bool) -> int:
    """Both players with only two men down, each in his corner, and I throw an ace: "ce m'est
    un Jan qui ne peut, ce m'est une perte, et il faut que tu marques quatre pour un, ou six
    pour doublet"."""
    return 6 if doublet else 4


@implements(
    "trictrac.p105.1",
    "trictrac.p151.1",
    "trictrac.q33",
    "trictrac.q38",
    "trictrac.q78",
    quote=(
        "il faut marquer deux points pour chaque Dame que l'on ne peut jouer",
        "les doublets n'y perdent pas plus que les simples",
        "Si l'on ne le peut jouer, on est marqué deux pour chaque Dame",
        "On marque deux pour toi qui poursuis à jouer",
        "Tu sais qu'on marque deux pour chacune",
        "tu ne perds que deux fois",
    ),
)
def unplayable_value(men: int, doublet: bool = False) -> int:
    """Dice that cannot be played: "il faut marquer deux points pour chaque Dame que l'on ne
    peut jouer, et là les doublets n'y perdent pas plus que les simples" — to the other
    player."""
    if men < 0:
        raise ValueError("a number of men is never negative")
    return 2 * men


@implements(
    "trictrac.p139.1",
    "trictrac.q41",
    quote=(
        "quand le dernier coup est un doublet, on marque six",
        "Le doublet finissant vaut six",
    ),
)
def last_throw_value(doublet: bool) -> int:
    """The throw that lifts the last man: "quand le dernier coup est un doublet, on marque six,
    et quand c'est un simple, on marque tant seulement quatre"; quatrain XLI "Le doublet
    finissant vaut six". The thrower marks it (``trictrac_jans.score_throw``)."""
    return 6 if doublet else 4


# What the book says that is not a rule of play (read one by one).
not_executable(
    "commentary",
    "trictrac.p3.1", "trictrac.p10.1", "trictrac.p11.1", "trictrac.p12.1", "trictrac.p13.1",
    "trictrac.p18.1", "trictrac.p19.1", "trictrac.p23.2", "trictrac.p23.3",
    "trictrac.p47.1", "trictrac.p54.2", "trictrac.p56.1", "trictrac.p62.1", "trictrac.p63.1",
    "trictrac.p65.1", "trictrac.p66.1", "trictrac.p67.2", "trictrac.p101.1",
    "trictrac.p120.2", "trictrac.p121.1", "trictrac.p122.1", "trictrac.p125.1",
    "trictrac.p130.1", "trictrac.p133.1", "trictrac.p134.1", "trictrac.p135.1",
    "trictrac.p148.1", "trictrac.p157.1", "trictrac.p71.1",
    "trictrac.q2", "trictrac.q17", "trictrac.q19", "trictrac.q23", "trictrac.q26",
    "trictrac.q31", "trictrac.q59", "trictrac.q61", "trictrac.q62", "trictrac.q65",
    "trictrac.q66", "trictrac.q67", "trictrac.q69", "trictrac.q70", "trictrac.q71",
    "trictrac.q76", "trictrac.q77", "trictrac.q80",
)  # fmt: skip
not_executable("history", "trictrac.p4.2", "trictrac.p4.3", "trictrac.q74")
not_executable("definition", "trictrac.p49.1", "trictrac.q50")
# Read again, link by link (verdicts/trictrac-types.tsv): these were linked, but say no rule of
# play — the names of the throws, lists of the Jans, advice, equipment, an example, history.
not_executable(
    "commentary",
    "trictrac.p32.1", "trictrac.p43.1", "trictrac.p53.1", "trictrac.p96.2", "trictrac.p99.1",
    "trictrac.q5", "trictrac.q8", "trictrac.q47", "trictrac.q60",
)  # fmt: skip
not_executable(
    "definition",
    "trictrac.p27.1", "trictrac.p28.1", "trictrac.p41.1", "trictrac.p107.2", "trictrac.p107.3",
    "trictrac.p107.4", "trictrac.p107.5", "trictrac.q49", "trictrac.q52",
)  # fmt: skip
not_executable("example", "trictrac.p68.2")
not_executable("history", "trictrac.p137.1")
not_executable("heading", "trictrac.p107.1")
# Rules of play whose sentence reads as a name, a story or a remark (verdicts/trictrac-types.tsv):
# the typer, reading the text, types them definition or commentary; each is played.
rule_of_play(
    "turn",
    "trictrac.p16.1",
    why="«le vainqueur fait tête à tous ses amis, jusqu'à ce qu'il soit vaincu»: who plays the next game",
)
rule_of_play(
    "move",
    "trictrac.p36.1",
    why="«chaque lame est un, ou deux, ou trois»: a die's number is counted in points from where the man stands",
)
rule_of_play(
    "scoring",
    "trictrac.p42.1",
    why="the Jan de rencontre «si on le joue, il vaut par simple quatre points, et par doubles six»",
)
rule_of_play(
    "scoring",
    "trictrac.p44.1",
    why="the Jan de trois coups «arrive à profit à celui qui l'amène»: six men laid down in the first three throws",
)
rule_of_play(
    "scoring",
    "trictrac.p48.2",
    why="when the Jan de deux tables is made: one man into each corner by the throw's division",
)
rule_of_play(
    "turn",
    "trictrac.p64.1",
    why="who leaves begins again «ayant la primauté» only if he ended his jeu by his own throw",
)
rule_of_play(
    "scoring",
    "trictrac.p67.3",
    why="the Jan qui ne peut: a number that cannot pass to hit a bare man scores for the other",
)
rule_of_play(
    "scoring",
    "trictrac.p70.1",
    why="Margot la fendue: the die's number falls between two bare men, and is valued",
)
rule_of_play(
    "scoring",
    "trictrac.p94.1",
    why="«être en bredouille, quand sans interruption nous gagnons une partie»: the partie counts double",
)
rule_of_play(
    "payment",
    "trictrac.p96.1",
    why="the enfilade, when agreed: «il emporte le double de ce que l'on a parlé et mis au jeu»",
)
rule_of_play(
    "scoring",
    "trictrac.p111.1",
    why="the old masters' practice: both corners taken at once «je marquerais quatre par le simple, ou six par doublet»",
)
rule_of_play(
    "scoring",
    "trictrac.p153.1",
    why="the author's variant: the Jan de deux tables marked with men abattues in the first table",
)
rule_of_play(
    "win",
    "trictrac.p154.1",
    why="«cette loi, de ne point lever»: the variant played without lifting",
)
rule_of_play(
    "scoring", "trictrac.q14", why="«Qui le fait et le marque»: the Jan de trois coups, marked"
)
rule_of_play(
    "scoring", "trictrac.q32", why="Margot la fendue, «Si quelqu'un veut»: «en l'ayant on la perd»"
)
rule_of_play("payment", "trictrac.q64", why="the enfilade: «Si tu perds doublement»")
rule_of_play(
    "scoring",
    "trictrac.q72",
    why="«L'un laisse son jeton, l'autre l'ôte»: the two practices after the other's jeu",
)
rule_of_play(
    "win", "trictrac.q73", why="«Sans rompre ni lever»: the variant played on without leaving"
)
# Told as advice or a precept ("Pour bien et honnêtement jouer", "Écoute ce précepte"), which
# the typer reads as commentary without the links it once weighed; each is the rule of play:
rule_of_play(
    "move",
    "trictrac.p19.2",
    why="«il faut incontinent laisser les dés jusqu'à ce que l'on ait joué et placé ses Dames»",
)
rule_of_play(
    "move",
    "trictrac.q68",
    why="«Si tu touches ton bois pour le mettre en ton coin, / Sans l'y pouvoir placer, il faut que tu l'avance»: touch-move",
)
