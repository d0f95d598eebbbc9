"""Where the book disagrees with itself, or a rule cannot be true as printed — each found
by running a predicate, with the rule ids on both sides."""

from __future__ import annotations

from pipeline.rules import (
    billard,
    cupidon,
    eschets,
    france,
    monde,
    oye,
    palle_mail,
    paume,
    quadrille,
    quatre_fins,
    villes,
)
from pipeline.rules.card_findings import card_findings, cards_b_findings
from pipeline.rules.finding import Finding
from pipeline.rules.kernels import markov as markov
from pipeline.rules.trictrac import findings as trictrac_findings


def findings() -> list[Finding]:
    out = []
    a, b = oye.first_throw(6, 3, 26), oye.first_throw(6, 3, 16)
    out.append(
        Finding(
            "Goose: a first throw of 6 and 3 goes to 26 in one rule, to 16 in another",
            ("oye.p1.8", "oye.p4.1"),
            "pipeline.rules.oye.first_throw",
            f'first_throw(6, 3) is {a} by oye.p1.8 ("aille au nombre 26") and {b} by oye.p4.1 '
            '("aille au nombre 16"); 5 and 4 go to 53 in both (oye.p1.8, oye.p8.1).',
            "26, the square oye.p1.8 argues for; `--six-three-to 16` plays oye.p4.1.",
        )
    )
    nine_as_printed = oye.arrival(0, 9, geese_every=6)
    nine_edited = oye.arrival(0, 9, geese_every=9)
    out.append(
        Finding(
            'Goose: the geese cannot be "de 6. en 6."',
            ("oye.p1.8", "oye.p2.1", "oye.p1.5"),
            "pipeline.rules.oye.geese",
            "With geese every six, square 6 would be both a goose and the bridge (oye.p2.1), and a "
            f"first throw of nine would end on {nine_as_printed}, not run to 63 as oye.p1.8 says it "
            f"would; with geese every nine it ends on {nine_edited}.",
            "geese every nine (9, 18 … 54); `--geese-every 6` plays the text as printed.",
        )
    )
    stuck = markov.exact(oye.board(), 2)["no_winner"]
    out.append(
        Finding(
            "Goose: two players can both be held, and the game never ends",
            ("oye.p5.1", "oye.p7.1"),
            "pipeline.rules.kernels.goose.step",
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
            ("quadrille.p3.4",),
            "pipeline.rules.quadrille.outcome",
            'The same sentence says "s\'ils ne font que cinq mains, elle est remise" and then "s\'ils '
            'ne faisaient à tous deux que cinq mains, ou moins, ils perdraient codille": five tricks '
            f"cannot be both. outcome(5) = {quadrille.outcome(5)!r}, outcome(4) = {quadrille.outcome(4)!r}.",
            "five tricks are remise (the first reading; codille needs the opponents to make more).",
        )
    )
    out.extend(Finding(**f) for f in trictrac_findings.findings())
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
    out.extend(card_findings())
    out.extend(cards_b_findings())
    out.extend(_ball_games())
    out.extend(_board_and_table_games())
    out.extend(_race_findings())
    return out


def _board_and_table_games() -> list[Finding]:
    """The Hoca, the Renard & Poule and the Jardin militaire."""
    from fractions import Fraction

    from pipeline.rules import hoca, jardin, renard

    returns = {hoca.NAMES[n]: hoca.player_return(n) for n in sorted(hoca.ODDS)}
    on_top = [hoca.NAMES[n] for n in sorted(hoca.ODDS) if hoca.player_return(n, False) > 1]
    irregular = [hoca.NAMES[n] for n in sorted(hoca.ODDS) if hoca.ODDS[n] != Fraction(27, n)]
    shown = ", ".join(f"{k} {float(v):.3f}" for k, v in returns.items())
    out = [
        Finding(
            "Hoca: the odds are not 27 shared out, and must include the stake",
            ("hoca.a11", "hoca.a14"),
            "pipeline.rules.hoca.player_return",
            f"hoca.a11 pays 27 en plein and halves it en deux, but gives 7 en quart and 2½ en "
            f"dixième where 27/4 and 27/10 would be 6¾ and 2.7 ({', '.join(irregular)}). What a "
            f"unit staked brings back on average: {shown}. Paid on top of the stake, the "
            f"{', '.join(on_top)} would return more than staked, so the bank would lose. "
            'hoca.a14 lists the bets as "en deux tiers, en quart, en sixième, et en deuxième", '
            "where hoca.a11 has en deux, en tiers, en quart, en sixième, en dixième.",
            "the odds as printed, the stake included (`player_return(n, stake_included=False)` "
            "shows the other reading); hoca.a11's names of the bets.",
        )
    ]
    ends = [renard.playout(seed, True, 2000)[0] is not None for seed in range(40)]
    climbing = [renard.playout(seed) for seed in range(40)]
    longest = max(plies for _, plies, _ in climbing)
    out.append(
        Finding(
            "Renard: if the Hens may step along a row, nothing makes a game end",
            ("renard.p1.5", "renard.p1.7"),
            "pipeline.rules.renard.playout",
            "renard.p1.7 says how the Hens win (the Fox shut in); no rule says how the Fox "
            "does. Read strictly, renard.p1.5 lets the Hens only climb and every game ends; "
            "if they may also step along a row, as on later fox-and-geese boards (the text "
            "forbids only going down), a game can go on for ever. Of 40 seeded random games "
            f"with sideways steps, {sum(ends)} end within 2,000 plies; with the Hens only "
            "climbing, "
            f"{sum(w is not None for w, _, _ in climbing)} of 40 end, the longest in {longest} "
            "plies (it cannot pass 157: 13 Hens climb 6 rows at most).",
            "the Hens only climb (`sideways=True` plays the later custom); the Fox wins "
            "when the Hens cannot move.",
        )
    )
    knights = eschets.Position(
        {
            eschets.square("h8"): (eschets.BLACK, "K"),
            eschets.square("g6"): (eschets.WHITE, "K"),
            eschets.square("f6"): (eschets.WHITE, "N"),
            eschets.square("f7"): (eschets.WHITE, "N"),
        },
        eschets.BLACK,
    )
    out.append(
        Finding(
            "Chess: two Knights alone can mate, though they cannot force it",
            ("eschets.a19",),
            "pipeline.rules.eschets.outcome",
            'Art. 19 ends, across the turn of p. 280, "estant constant, que deux Cheualiers '
            'seuls ne peuvent mater le Roy". With the King on g6 and Knights on f6 and f7, the black '
            f"King on h8 is mated: outcome = {eschets.outcome(knights)!r}. True of a mate the "
            "defender cannot avoid, not of every mate.",
            "none needed: the predicates play the position; the sentence is advice (declared "
            "commentary), read as about forcing mate.",
        )
    )
    g = jardin.Garden()
    after_five = jardin.cover_or_take(g, 5, Fraction(1)).then
    after_seven = jardin.seven(g, Fraction(1), 1).then
    out.append(
        Finding(
            "Jardin militaire: does covering a number lose the dice?",
            ("jardin.p1.4", "jardin.p5.1"),
            "pipeline.rules.jardin.seven",
            'jardin.p1.4: having covered the number, "il doit quitter les dés"; jardin.p5.1, '
            "for a bare 7: he lays on it \"et rejouera (d'autant qu'il ne perd les dés, ayant "
            'couvert comme aux autres nombres)", which read as it stands says that covering '
            f"does not lose the dice at the other numbers either. Here: after a bare 5, "
            f"{after_five!r}; after a bare 7, {after_seven!r}.",
            "the dice pass after covering any number but 7 (jardin.p1.4; the parenthesis read "
            "as contrasting 7 with the others).",
        )
    )
    return out


def _ball_games() -> list[Finding]:
    """The Billard, the Paume and the Palle-Mail."""
    two, many = billard.fault("touch_both"), billard.fault("touch_both", "guerre")
    return [
        Finding(
            "Billard: touching both balls costs the coup in one set, the ball and the coup in the other",
            ("billard.a5", "billard.s2.a4"),
            "pipeline.rules.billard.fault",
            f'billard.a5 "Qui touche les deux billes perd le coup" (coups {two.coups}, ball lost '
            f'{two.ball}); billard.s2.a4, the Jeu de la Guerre, "perd la bille et le coup, et faut '
            f"remettre l'autre bille où elle était\" (coups {many.coups}, ball lost {many.ball}).",
            '`rules="partie"` (two players) by default; `rules="guerre"` for the game of many.',
        ),
        Finding(
            "Paume: the prize's forms differ from the ordonnances",
            ("paume.a1", "paume.a10", "paume.a16", "paume.s2.a4", "paume.s2.a5"),
            "pipeline.rules.paume.gallery_chase_answered",
            'The ordonnances make the first serve "le coup Dieu" (paume.a1: counted '
            f"{paume.first_serve_counts()}), a serve on the ais win fifteen (paume.a10: "
            f'{paume.serve("ais")!r}) and a gallery chase answered "à refaire" (paume.a16: '
            f'{paume.gallery_chase_answered()!r}); at a prize "le premier coup de service est '
            f'tout de bon" ({paume.first_serve_counts(True)}), "l\'ais ne sert que de '
            f'murailles" ({paume.serve("ais", prix=True)!r}) and the chase\'s maker "perd le coup … '
            f"au jeu de prix n'y a point d'à refaire\" ({paume.gallery_chase_answered(True)!r}).",
            "the ordonnances by default; `prix=True` plays the prize's forms.",
        ),
        Finding(
            "Palle-Mail: adjusting with the lève is forbidden and allowed",
            ("palle-mail.a21", "palle-mail.a30", "palle-mail.a41"),
            "pipeline.rules.palle_mail.pass_stroke",
            'palle-mail.a21 "Il faut jouer de la lève au tournant sans s\'accommoder" and a30 '
            "\"L'on ne peut s'accommoder pour passer, soit d'un Mail ou de la lève\"; a41 \"Il est "
            "permis de s'ajuster de la lève, en quelque lieu que ce soit\". An adjusted stroke is "
            f"{palle_mail.pass_stroke(adjusted_lieu=True)!r} by a41 and "
            f"{palle_mail.pass_stroke(adjusted_lieu=True, adjust_allowed=False)!r} by a21/a30, "
            "unless *s'accommoder* (improving the ball's lie, a31) and *s'ajuster* (one's stance) "
            "are two things.",
            "a41: adjusting one's stance is allowed with the lève (`adjust_allowed=True`), "
            "never with the Mail (a30, which a41 does not answer); improving the lie or taking "
            "away what is before the ball (a31) is a foul either way.",
        ),
        Finding(
            "Palle-Mail: a rolling ball is defended twenty-five pas after the start, and not at all",
            ("palle-mail.a6", "palle-mail.a10"),
            "pipeline.rules.palle_mail.met_ball_replayed",
            "palle-mail.a6 \"Hors le début la défense n'est que de vingt-cinq pas, et s'il faut "
            'parler"; palle-mail.a10 "Toute boule roulante court le hasard, sans se pouvoir '
            'défendre sinon au début". A ball met twenty pas out, after the start, the player '
            "having called: replayed "
            f"{palle_mail.met_ball_replayed(False, 20, called=True)} by a6, "
            f"{palle_mail.met_ball_replayed(False, 20, called=True, defended_after_debut=False)} "
            "by a10.",
            "a6, the narrower article, by default; `defended_after_debut=False` plays a10.",
        ),
    ]


def _race_findings() -> list[Finding]:
    """The race games (the Goose's are above)."""
    back = france.move(france.parse("III. I. F"), (2, 1))
    louis_iii = sorted(france.throws(27))
    return [
        Finding(
            "Jeu de France: the example of the step back lands on another niche than the rule",
            ("france.p99.1", "france.p99.1"),
            "pipeline.rules.france.move",
            'The rule sends a mark with no niche ahead back to "le point amené plus proche '
            'd\'icelle"; its example, a mark on III. I. F. throwing II. I., puts it "sur II. I. '
            f'E." (niche {france.parse("II. I. E")}), but the nearest niche behind with II. I. is '
            f"II. I. F. (niche {back}), just before it.",
            "the rule (the nearest niche behind); the example is taken as a misprint of the letter.",
        ),
        Finding(
            "Jeu de France: a niche label out of place",
            ("france.p60.1", "france.a9"),
            "pipeline.rules.france.throws",
            '"Qui ira à V. III. V. IV." stands over Louis III and Carloman, the 27th king; the '
            "niches' throws, read from every other label and the examples of france.a9, give "
            f"the 27th niche {louis_iii} (five and three, five and four are the 29th's, which "
            "the last letter's label gives them).",
            "the layout; the label is the head of p61.1's section, not a rule.",
        ),
        Finding(
            "Jeu de France: Philippe I's niche says both 'n'y arrêtera point' and 'y arrêtera'",
            ("france.p71.1",),
            "pipeline.rules.france.philippe_i",
            "\"N'y arrêtera point à cause que ce Roi fut deux fois excommunié … Et y arrêtera à "
            'vi. D." — the other excommunicated kings "avancera à VI. II. A" (p40.1) and "à II. '
            f'II. E." (p78.1); read "avancera à VI. II. D.", niche {france.niche(38).to}.',
            f"he pays and goes on to niche {france.philippe_i().to} (Louis VIII); "
            "`philippe_i_to` is the choice.",
        ),
        Finding(
            "Monde: the meeting is paid the other way from the Villes and the Jeu de France",
            ("monde.p6.1", "villes.p5.1", "france.p31.1"),
            "pipeline.rules.monde.meeting",
            '"Qui fera rencontre d\'un autre, lui paiera le convenu" (the mover pays) against '
            '"celui qui sera rencontré d\'un autre, il lui paiera le convenu" in the Villes and '
            "the Jeu de France, whose sentences are otherwise the same; "
            f"the Monde's meeting_pay: {monde.board().meeting_pay!r}, the Villes': "
            f"{villes.board().meeting_pay!r}.",
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
