"""Where the book disagrees with itself, or a rule cannot be true as printed — each found
by running a predicate, with the rule ids on both sides."""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.rules import (
    cupidon,
    eschets,
    france,
    markov,
    monde,
    oye,
    quadrille,
    quatre_fins,
    trictrac,
    villes,
)  # fmt: skip


@dataclass(frozen=True)
class Finding:
    title: str
    rules: tuple[str, ...]
    predicate: str
    detail: str
    choice: str
    """What the rules layer does about it."""


def findings() -> list[Finding]:
    out = []
    a, b = oye.first_throw(6, 3, 26), oye.first_throw(6, 3, 16)
    out.append(
        Finding(
            "Goose: a first throw of 6 and 3 goes to 26 in one rule, to 16 in another",
            ("oye.p1.5", "oye.p4.1"),
            "pipeline.rules.oye.first_throw",
            f'first_throw(6, 3) is {a} by oye.p1.5 ("aille au nombre 26") and {b} by oye.p4.1 '
            '("aille au nombre 16"); 5 and 4 go to 53 in both (oye.p1.5, oye.p8.1).',
            "26, the square oye.p1.5 argues for; `--six-three-to 16` plays oye.p4.1.",
        )
    )
    nine_as_printed = oye.arrival(0, 9, geese_every=6)
    nine_edited = oye.arrival(0, 9, geese_every=9)
    out.append(
        Finding(
            'Goose: the geese cannot be "de 6. en 6."',
            ("oye.p1.5", "oye.p2.1", "oye.p1.3"),
            "pipeline.rules.oye.geese",
            "With geese every six, square 6 would be both a goose and the bridge (oye.p2.1), and a "
            f"first throw of nine would end on {nine_as_printed}, not run to 63 as oye.p1.5 says it "
            f"would; with geese every nine it ends on {nine_edited}.",
            "geese every nine (9, 18 … 54); `--geese-every 6` plays the text as printed.",
        )
    )
    stuck = markov.exact(oye.board(), 2)["no_winner"]
    out.append(
        Finding(
            "Goose: two players can both be held, and the game never ends",
            ("oye.p5.1", "oye.p7.1"),
            "pipeline.rules.goose.step",
            "The well (31) holds a player until another's throw ends there, the prison (41) until "
            "another frees him; with two players, one in each, nobody can move. Solved exactly "
            f"(`maison race exact --game oye`), this ends {stuck:.2%} of two-player games.",
            "the engine ends such a game without a winner (`no_winner`); Cupidon and the Jeu de "
            "France, whose texts say so, start again instead.",
        )
    )
    qf = quatre_fins.board()
    out.append(
        Finding(
            "Quatre fins: the player freed from 43 goes to 32, Charon's boat, which sends to 13",
            ("quatre-fins.p6.1", "quatre-fins.p5.1"),
            "pipeline.rules.quatre_fins.square_43",
            'quatre-fins.p6.1 frees the player held at 43 "et ira à 32"; quatre-fins.p5.1 sends '
            f"whoever goes to 32 on to 13 ({qf.effects[32].to}). The text does not say whether being "
            "sent to 32 counts as going there.",
            "a square one is sent to has no effect of its own (as for the Goose's bridge to 12).",
        )
    )
    out.append(
        Finding(
            "Quadrille: five tricks are remise, and also codille",
            ("quadrille.p3.3",),
            "pipeline.rules.quadrille.outcome",
            'The same sentence says "s\'ils ne font que cinq mains, elle est remise" and then "s\'ils '
            'ne faisaient à tous deux que cinq mains, ou moins, ils perdraient codille": five tricks '
            f"cannot be both. outcome(5) = {quadrille.outcome(5)!r}, outcome(4) = {quadrille.outcome(4)!r}.",
            "five tricks are remise (the first reading; codille needs the opponents to make more).",
        )
    )
    table = (trictrac.jan_de_rencontre(False), trictrac.jan_de_rencontre(True))
    chapter = (
        trictrac.jan_de_rencontre(False, "chapter"),
        trictrac.jan_de_rencontre(True, "chapter"),
    )
    out.append(
        Finding(
            "Trictrac: the Jan de rencontre is worth 4 and 6 in its chapter, 2 and 4 in the table",
            ("trictrac.p43.1", "trictrac.p74.1", "trictrac.p75.1"),
            "pipeline.rules.trictrac.jan_de_rencontre",
            f'The chapter (trictrac.p43.1): "il vaut par simple quatre points, & par doubles six" '
            f'{chapter}; the table of values (trictrac.p74.1–p75.1): "le simple vaut deux poinçts. '
            f'Le doublet en vaut quatre" {table}. The Jan de deux tables and the Jan de trois coups '
            "agree between table, chapters and quatrain XIII.",
            "the table's values; `reading=\"chapter\"` gives the chapter's.",
        )
    )
    today = eschets.setup_fits(a1_dark=True)
    out.append(
        Finding(
            "Chess: the King's square as described does not fit today's board",
            ("eschets.a10",),
            "pipeline.rules.eschets.setup_fits",
            'Art. 10 puts the King "au milieu de la ligne, sur la quatriéme case blanche" and the '
            "Queen on his left. On a board with a dark left corner (today's) the fourth square "
            f"from the left, d1, is the white one: {'; '.join(today)}. On a board with a white "
            "left corner the description fits counted from the right: King e1, Queen d1.",
            "today's places (King e1, Queen d1), which the description gives on the other board.",
        )
    )
    out.extend(_race_findings())
    return out


def _race_findings() -> list[Finding]:
    """The race games (the Goose's are above)."""
    back = france.move(france.parse("III. I. F"), (2, 1))
    louis_iii = sorted(france.throws(27))
    return [
        Finding(
            "Jeu de France: the example of the step back lands on another niche than the rule",
            ("france.s4.a6", "france.p114.1"),
            "pipeline.rules.france.move",
            'The rule sends a mark with no niche ahead back to "le point amené plus proche '
            'd\'icelle"; its example, a mark on III. I. F. throwing II. I., puts it "sur II. I. '
            f'E." (niche {france.parse("II. I. E")}), but the nearest niche behind with II. I. is '
            f"II. I. F. (niche {back}), just before it.",
            "the rule (the nearest niche behind); the example is taken as a misprint of the letter.",
        ),
        Finding(
            "Jeu de France: a niche label out of place",
            ("france.p66.1", "france.p67.1", "france.s2.a9"),
            "pipeline.rules.france.throws",
            '"Qui ira à V. III. V. IV." stands over Louis III and Carloman, the 27th king; the '
            "niches' throws, read from every other label and the examples of france.s2.a9, give "
            f"the 27th niche {louis_iii} (five and three, five and four are the 29th's, which "
            "p109.1 labels so in the last letter).",
            "the layout; p66.1 is declared a heading and not used.",
        ),
        Finding(
            "Jeu de France: Philippe I's niche says both 'n'y arrêtera point' and 'y arrêtera'",
            ("france.p80.1", "france.p80.2"),
            "pipeline.rules.france.niche",
            "\"N'y arrêtera point à cause que ce Roi fut deux fois excommunié … Et y arrêtera à "
            'vi. D." — the other excommunicated kings "avancera à VI. II. A" (p40.1) and "à II. '
            f'II. E." (p88.1); read "avancera à VI. II. D.", niche {france.niche(38).to}.',
            f"he pays and goes on to niche {france.philippe_i().to} (Louis VIII); "
            "`philippe_i_to` is the choice.",
        ),
        Finding(
            "Monde: the meeting is paid the other way from the Villes and the Jeu de France",
            ("monde.p5.1", "villes.p5.1", "france.p31.1"),
            "pipeline.rules.monde.meeting",
            '"Qui fera rencontre d\'un autre, lui paiera le convenu" (the mover pays) against '
            '"celui qui sera rencontré d\'un autre, il lui paiera le convenu" in the Villes and '
            "the Jeu de France, whose sentences are otherwise the same; "
            f"monde.meeting: {monde.meeting(0)[1]!r}, villes.meeting: {villes.meeting(0)[1]!r}.",
            "each game as printed (the payment does not change who wins).",
        ),
        Finding(
            "Cupidon: the Forest holds 'until a companion is caught there AND the game is won'",
            ("cupidon.p13.1", "cupidon.p10.1"),
            "pipeline.rules.cupidon.square",
            "\"y séjournera jusqu'à ce qu'un de ses compagnons y soit pris, et que le jeu soit "
            'gagné" — as printed he would stay even when freed; the Fountain says "ou que le '
            'jeu soit gagné".',
            "'ou', as for the Fountain (freed by the next companion caught there); "
            f"`forest_as_printed=True` keeps him there (until={cupidon.forest(True).until}).",
        ),
    ]
