"""What each ending of the card games' play means, and the rule that says so: the labels are
the ones the game modules' play functions give (``GameResult.end``); ``maison play`` prints
the meaning beside each label it met. (The board, dice and ball games carry their own.)"""

from __future__ import annotations

_PIQUET_KINDS = {
    "blanche": "a carte blanche",
    "point": "the point (ronfle)",
    "sequences": "the sequences",
    "sets": "three or four of a kind",
    "pic": "the pic",
    "repic": "the repic",
    "play": "the cards played, a point a trick-card",
    "cards": "the most cards taken",
}

ENDINGS: dict[str, dict[str, str]] = {
    "piquet": {
        **{
            f"100 reached: {kind}": f"A hundred, the ordinary number (piquet.p1.2), reached "
            f"first (piquet.p1.3) by {what}, counted in the book's order near the end: "
            "blanche, point, sequences, sets (piquet.p16.1)."
            for kind, what in _PIQUET_KINDS.items()
        },
        "unfinished": "No hundred in the deals allowed (never seen).",
    },
    "imperiale": {
        "five marks": "Five marks of twenty-four points, the ordinary partie (imperiale.a3), "
        "made first.",
    },
    "triomphe": {
        "most tricks": "One hand: the most tricks win; equal, who made the first ones "
        "(triomphe.a8: who makes the first tricks wins the partie).",
    },
    "triomphe-autre": {
        "20 reached": "Dix-huit de vingt: the first to twenty wins (triomphe-autre.p1.1).",
    },
    "triomphe-tolose": {
        "six parties": "Six parties to one side, 'en six, ou huit parties' "
        "(triomphe-tolose.p3.1); three tricks of five win a partie (triomphe-tolose.p2.1).",
    },
    "tarots": {
        "most points": "One hand of twelve cards each played out; the most points in the "
        "cards taken win (tarots.a3, tarots.a4).",
        "equal points": "One hand played out; two or more level on the most points: no winner.",
    },
    "tarots-autre": {
        "most tricks": "The fool, the Bateleur, the Force and the Mort draw their shares "
        "(tarots-autre.a2); what is left goes to the most tricks, the first taken deciding "
        "(tarots-autre.a4, tarots-autre.a5).",
        "the Mort takes all": "As above, the Mort dealt: its holder draws its share "
        "(tarots-autre.a2).",
    },
    "suisses": {
        "three parties": "The first to win three parties takes what is played (suisses.p1.2).",
    },
    "guerre-cartes": {
        "most tricks": "One coup: the stakes to the most tricks, the primauté deciding "
        "equal ones (guerre-cartes.a7).",
        "the General took the stakes": "The General's holder took his own trick and the "
        "stakes with it (guerre-cartes.a5).",
        "nobody played": "Every player was put out by the figures dealt (the Mort: "
        "guerre-cartes.a3): nobody plays the coup.",
    },
    "mesle": {
        "time up": "The time agreed is up (mesle.p6.1: 'On règle aussi le temps que l'on veut "
        "jouer'), here twenty coups; the jetons each has left are his points.",
        "one left": "Only one player has jetons left before the time is up: a player at "
        "nothing may leave (mesle.p6.1).",
    },
    "romestecq": {
        "marks rubbed out": "One side has rubbed out all its chalked marks (romestecq.a6: "
        "twenty-one at two and four, thirty-five at six).",
        "virlicque": "A virlicque: 'qui a virlicque a gagné la partie, et on efface toutes les "
        "marques' (romestecq.a18).",
    },
    "hoc": {
        "out of cards": "One deal: the first to play all his cards is out, and the others "
        "pay him for the cards left in their hands (hoc.p24.1, hoc.p25.1, hoc.p26.1).",
    },
    "reversis": {
        "talon": "One deal played out: the Talon paid by the player who lifted the most "
        "honours to the one who lifted the fewest (reversis.a2, reversis.a3), who is the winner.",
        "quinola": "One deal played out; the Quinola given away, 'la poule' to its taker "
        "(reversis.p8.1).",
        "reversis": "One player took every trick: the Reversis (reversis.p7.1).",
    },
    "homme-beste": {
        "gagne": "The one who made play took three tricks, or the first two: he wins what "
        "is in the game (homme-beste.p2.2).",
        "bete": "The one who made play failed: the Bête, he doubles the game (homme-beste.p2.2).",
        "premiere": "Each took one trick: 'celui qui a levé la première gagne ce qui est au "
        "jeu' (homme-beste.p2.3).",
        "devole": "The one who made play took none: the devole (homme-beste.p2.3).",
    },
    "quadrille": {
        "gagne": "The hombre and the king called made six tricks: they win the game "
        "(quadrille.p3.3).",
        "remise": "They made five: remise, they make the bête (quadrille.p3.4).",
        "codille": "They made fewer, another took more: codille (quadrille.p3.4).",
        "gagne (spadille forced)": "All passed and spadille was forced to play "
        "(quadrille.p2.2); won as above (quadrille.p3.3).",
        "remise (spadille forced)": "Spadille forced (quadrille.p2.2); remise "
        "(quadrille.p3.4); forced, he does not make the bête alone (quadrille.p3.8).",
        "codille (spadille forced)": "Spadille forced (quadrille.p2.2); codille (quadrille.p3.4).",
    },
    "familiers": {
        "rid of five cards": "Le Culbas: the first rid of his five cards, pairing them off "
        "with the cards shown, takes the jetons and is paid for the cards the others hold "
        "(familiers.p1.3).",
        "all culbas": "Le Culbas: nobody can pair a card any more; each spreads his culbas "
        "and wins nothing (familiers.p1.4).",
    },
    "familiers-trois": {
        "three pots": "One round of the three pots (la Belle, le Flux, Trente-et-un: "
        "familiers.p5.2, p7.1); a pot nobody wins stays on the table.",
    },
    "familiers-ge": {
        "every pot won": "Deals until each of the four pots (le Gé, le Point, le Flux, la "
        "Séquence: familiers.p9.1) has been won.",
    },
}
