"""The card games' findings for the consistency report (:mod:`pipeline.rules.consistency`):
Piquet, the Hoc, and the card games of cards-b (Tarots, Triomphes, Ambigu, Romestecq,
Impériale, the jeux familiers, the souplesses)."""

from __future__ import annotations

from pipeline.rules.finding import Finding


def card_findings() -> list[Finding]:
    """The card games' findings (issue 11)."""
    from pipeline.rules import hoc, piquet
    from pipeline.rules.kernels.cards import CardError
    from pipeline.rules.piquet import play as piquet_play

    try:
        piquet_play.deal_packets(1)
        one_by_one = "allowed"
    except CardError:
        one_by_one = "refused"
    elder = piquet.parse_hand("6C 7C 8C 9C 10C VC 6P 7P 8P 9P 10P 6K")
    younger = piquet.parse_hand("RC RK RP RT DC DP DT AK AT AC 7K 8T")
    by_order = piquet.declare(elder, younger)["elder"]["total"]
    by_totals = piquet.declare(elder, younger, repic_by="totals")["elder"]["total"]
    return [
        Finding(
            "Piquet: repic decided in the counting order, or over all the declarations",
            ("piquet.p16.1", "piquet.p17.1"),
            "pipeline.rules.piquet.declare",
            'piquet.p17.1 gives repic to who, "ayant assemblé tous les points", reaches thirty '
            '"ni que son compagnon ait rien compté"; piquet.p16.1 counts "la blanche … la ronfle '
            '… et puis les séquences, puis les As, Rois …" in that order. An elder with point 5 '
            "and a sixième and a quinte (36) against a younger with four Kings, three Queens and "
            f"three Aces (20) has repic by the order (total {by_order}) and none over the totals "
            f"(total {by_totals}).",
            'the counting order (`repic_by="order"`); `repic_by="totals"` plays p17.1 read alone.',
        ),
        Finding(
            "Piquet: packets of two to four, and also one by one",
            ("piquet.p4.1", "piquet.p45.1"),
            "pipeline.rules.piquet.play.deal_packets",
            "piquet.p4.1 deals \"par tel nombre qu'il lui plaît, pourvu qu'il ne soit plus haut "
            'que quatre, et moins que deux"; piquet.p45.1 lets the dealer change "en donnant par '
            'deux ou par quatre, même une à une", and only forbids more than four. '
            f"deal_packets(1) is {one_by_one}; deal_packets(1, min_packet=1) gives "
            f"{len(piquet_play.deal_packets(1, min_packet=1))} packets of one.",
            "two to four (p4.1, the rule of the deal itself); `min_packet=1` plays p45.1.",
        ),
        Finding(
            "Hoc: cards left above ten pay one each, and also two each",
            ("hoc.p24.1",),
            "pipeline.rules.hoc.leftover_pay",
            "hoc.p24.1: \"Lors qu'il vous reste dix Cartes en main, vous payez vingt jettons, à "
            'unze, vingt-deux, à douze, vingt-quatre; et au dessus de dix, un jeton pour chacune": '
            "eleven and twelve are above ten and pay two each in the same sentence. "
            f"leftover_pay gives 11 → {hoc.leftover_pay(11)}, 5 → {hoc.leftover_pay(5)}.",
            '"au dessous de dix": three to nine cards one each, ten and more two each.',
        ),
    ]


def cards_b_findings() -> list[Finding]:
    """The card games of cards-b: the Tarots, Triomphes, Ambigu, Romestecq, Impériale, the
    jeux familiers and the souplesses."""
    from pipeline.rules import familiers, imperiale, souplesses

    out = []
    printed = souplesses.printed_stack()
    out.append(
        Finding(
            "Jeu du nombre: the stacking rule cannot order a pack, and the printed stack is not one",
            ("souplesses.p2.1",),
            "pipeline.rules.souplesses.stack_breaks",
            "The rule of souplesses.p2.1 (four points more, nine to two, Valet to three, Dame to "
            "four, Roi to Ace, the suits trèfle, pique, cœur, carreau in turn) comes back to the "
            f"Ace of trèfle after {len(set(souplesses.rule_stack()))} cards. The list printed "
            f"after it (the list that ends souplesses.p2.1) has {len(printed)} cards but "
            f"{len(set(printed))} different ones, breaks the rule at "
            f"{len(souplesses.stack_breaks(printed))} of 47 steps, and prints a six of cœur third "
            'where the prose says "neuf de cœur". Done with it, the trick names a wrong card or '
            f"none for {len(souplesses.number_trick_failures(printed))} of 2,208 cuts and cards "
            "taken.",
            "the predicates keep both as printed; `number_trick_failures` shows any known order "
            "of different cards works.",
        )
    )
    in_row, top, bottom = souplesses.fifteen_cards(0, 0)
    out.append(
        Finding(
            'Fifteen cards: "au milieu de toutes les quinze" is the eighth, not "la septième"',
            ("souplesses.a4",),
            "pipeline.rules.souplesses.fifteen_cards",
            f"After the second gathering the card is the {in_row}rd of its row, as the text says; "
            f"gathered once more it is {top}th from the top and {bottom}th from the bottom, the "
            'middle of fifteen, which the same sentence calls "la septième".',
            "the middle (the eighth); the text's seventh would miss by one.",
        )
    )
    after = imperiale.add(imperiale.Score((0, 0, 0), (20, 20, 0)), 2, 24)
    out.append(
        Finding(
            "Impériale: three players, and scoring written for two",
            ("imperiale.a1", "imperiale.a4", "imperiale.a11"),
            "pipeline.rules.imperiale.add",
            "imperiale.a1: \"L'on y peut jouer que trois personnes, en donnant à chacun douze "
            'cartes"; but imperiale.a4 and imperiale.a11 speak of "celui qui joue contre lui", '
            '"celui contre qui vous jouez", one opponent. With three, whose points does a mark '
            "rub out? add() rubs out every "
            f"other seat's: (20, 20, 0) and seat 2 makes a mark gives points {after.points}.",
            "three players by default (`maison play imperiale --players 2` plays the two-handed "
            "reading); a mark rubs out the points of all the others.",
        )
    )
    import random

    games = [familiers.culbas_play(5, random.Random(1665 + k)) for k in range(1000)]
    stuck = sum(g.winner is None for g in games) / len(games)
    out.append(
        Finding(
            "Culbas: most games end with every player culbas, and nobody wins",
            ("familiers.p1.4",),
            "pipeline.rules.familiers.culbas_play",
            'familiers.p1.4: a player with no card "de la valeur de celles retournées" "met son '
            'culbas" and "ne gagnerez rien"; the game is won by "celui qui a plutôt tiré ces cinq '
            'cartes". Nothing says what happens when every player has put down his culbas: in '
            f"1,000 seeded five-player games (eight cards shown) that ends {stuck:.1%} of them.",
            "the game ends without a winner and nobody pays (`maison play familiers`: "
            "`no_winner_share`).",
        )
    )
    return out
