"""L'Ambigu ou le Meslé as printed in 1665 (pp. 47–59): the hands. Four cards each from a
pack without figures (forty: Ace to ten, the Ace worth one); a hand is worth its best
*jeu*: point, prime, séquence, tricon, flux (the simple ones), then tricon with prime, flux
with séquence and the fredon (the double ones). The better hand wins the stakes, and every
player pays it the marks its jeu is worth. The coup (passes, vade, envi, faults) is in
:mod:`pipeline.rules.mesle.coup`.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from pipeline.rules.kernels.cards import Card, CardError, Deck, RankOrder, by_suit
from pipeline.rules.registry import implements, not_executable, rule_of_play

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
ORDER = RankOrder(RANKS)
HAND = 4

not_executable("commentary", "mesle.p1.4", "mesle.p1.8", "mesle.p1.9", "mesle.p9.1")
# p1.4 mocks how others play the Hoc; p1.8–p1.9 the author's praise of his game and his
# advice to bring it to one's province; p9.1 "le dessein que l'on doit avoir en ce jeu":
# advice on what to hope for, the play itself being in p8.1 and p10.1.
rule_of_play(
    "scoring",
    "mesle.p23.1",
    why="the doubles «emportent les simples»: reads as the definition of simple and double jeux",
)  # verdicts/cards-b-types.tsv


@implements("mesle.p4.1", quote="On ôte toutes les figures")
@functools.cache
def deck() -> Deck:
    """ "On ôte toutes les figures": forty cards, Ace to ten in each suit."""
    return Deck.build("mesle", RANKS)


@implements("mesle.p4.1", quote="l'as pour un, le deux pour deux")
def value(card: Card) -> int:
    """ "Les autres cartes ne sont contées que pour ce qu'elles ont de point, l'as pour un,
    le deux pour deux, et ainsi des autres"."""
    return ORDER.height(card) + 1


@implements("mesle.p3.1", "mesle.p2.1", quote=("deux jusqu'à six joueurs", "quatre cartes"))
def valid_table(players: int, hand: Sequence[Card] | None = None) -> bool:
    """ "On peut jouer deux jusqu'à six joueurs ensemble", "quatre cartes pour chaque
    joueur"."""
    return 2 <= players <= 6 and (hand is None or len(hand) == HAND)


CLASSES = (
    "point", "prime", "séquence", "tricon", "flux",
    "tricon et prime", "flux et séquence", "fredon",
)  # fmt: skip
"""Lowest to highest: each "emporte" those before it (a1–a8; p23.1, the doubles "emportent
les simples")."""


@dataclass(frozen=True, order=True)
class Jeu:
    """A hand's best jeu: its class (index in :data:`CLASSES`) and, within the class, what
    decides between two ("le plus fort l'emporte")."""

    rank: int
    key: tuple[int, ...]
    marks: int

    @property
    def name(self) -> str:
        return CLASSES[self.rank]


def _run(values: list[int]) -> int:
    """Length of the longest run of consecutive values."""
    vs = sorted(set(values))
    best = cur = 1 if vs else 0
    for a, b in zip(vs, vs[1:], strict=False):
        cur = cur + 1 if b == a + 1 else 1
        best = max(best, cur)
    return best


def _prime_marks(hand: Sequence[Card]) -> int:
    return 3 if sum(value(c) for c in hand) > 30 else 2


@implements(
    "mesle.p2.1",
    "mesle.a1",
    "mesle.a2",
    "mesle.a3",
    "mesle.a4",
    "mesle.a5",
    "mesle.p23.1",
    "mesle.a6",
    "mesle.a7",
    "mesle.a8",
    quote=(
        "point, prime, séquence, tricon, flux et fredon",
        "Une carte seule n'est pas comptée pour point",
        "si elle passe trente elle vaut trois marques",
        "La séquence de trois cartes de suite",
        "Le tricon de trois cartes égales emporte la séquence",
        "quatre cartes de même figure emporte le tricon",
        "ceux qui suivent sont doubles",
        "Le tricon avec prime, comme trois as et un deux",
        "vaut quatre pour le tricon, et deux ou trois pour la prime",
        "celui de quatre cartes de séquence, emporte celui de trois",
        "celui d'as est le moindre",
    ),
)
def jeu(hand: Sequence[Card]) -> Jeu:
    """The best jeu of four cards and the marks it is worth:

    - point (a1), "deux ou trois cartes de même figure", "une carte seule n'est pas comptée
      pour point": the pips of the best suit, one mark;
    - prime (a2), "quatre cartes de différentes couleurs", two marks, "si elle passe trente
      elle vaut trois marques";
    - séquence (a3), "trois cartes de suite … de même figure", three marks, the stronger in
      points above;
    - tricon (a4), "trois cartes égales", four marks;
    - flux (a5), "quatre cartes de même figure", five marks, the stronger above;
    - tricon with prime (a6), "vaut quatre pour le tricon, et deux ou trois pour la prime";
    - flux with séquence (a7), eight marks; "celui de quatre cartes de séquence, emporte
      celui de trois, quand il serait plus grand en points";
    - fredon (a8), "quatre dix, ou quatre six", "vaut huit marques … et deux ou trois à cause
      de la prime"; "celui d'as est le moindre".
    """
    if len(hand) != HAND or len(set(hand)) != HAND:
        raise CardError(f"{' '.join(map(str, hand))}: four different cards")
    vals = [value(c) for c in hand]
    total = sum(vals)
    counts = Counter(vals)
    suits = by_suit(hand)
    prime = len(suits) == 4
    if 4 in counts.values():
        return Jeu(7, (vals[0],), 8 + _prime_marks(hand))
    if len(suits) == 1:
        run = _run(vals)
        if run >= 3:
            return Jeu(6, (run, total), 8)
        return Jeu(4, (total,), 5)
    trio = [v for v, n in counts.items() if n == 3]
    if trio and prime:
        return Jeu(5, (trio[0], total), 4 + _prime_marks(hand))
    if trio:
        return Jeu(3, (trio[0],), 4)
    seqs = [
        sum(value(c) for c in cs)
        for cs in suits.values()
        if len(cs) == 3 and _run([value(c) for c in cs]) == 3
    ]
    if seqs:
        return Jeu(2, (max(seqs),), 3)
    if prime:
        return Jeu(1, (total,), _prime_marks(hand))
    return Jeu(0, _point_key(suits), 1)


def _point_key(suits: dict[str, list[Card]]) -> tuple[int, int]:
    best = (0, 0)
    for cs in suits.values():
        if len(cs) >= 2:
            vs = sorted(value(c) for c in cs)
            follows = int(len(vs) == 2 and vs[1] == vs[0] + 1)
            best = max(best, (sum(vs), follows))
    return best


@implements(
    "mesle.p27.1",
    "mesle.a1",
    quote=(
        "Entre jeux égaux, le premier en cartes l'emporte",
        "quatre et cinq emportent deux et sept",
        "le plus grand emporte le plus petit",
    ),
)
def winner(hands: Sequence[Sequence[Card]]) -> int:
    """The hand that wins, in order of speaking (index 0 is "le premier en cartes"): the
    best jeu; "entre jeux égaux, le premier en cartes l'emporte, si ce n'est au point ou deux
    cartes de séquence, comme quatre et cinq emportent deux et sept, ou bien six et trois,
    quoique tous ne valent que neuf" (at equal points two cards that follow win)."""
    jeux = [jeu(h) for h in hands]
    best = max(jeux)
    return jeux.index(best)


@implements("mesle.a1", "mesle.a2", quote=("chaque joueur donne une marque", "vaut deux marques"))
def paid(hands: Sequence[Sequence[Card]]) -> list[int]:
    """What each seat wins or pays for the jeux shown: every other player gives the winner
    the marks of his jeu ("chaque joueur donne une marque outre l'assiette, la Vade et les
    envis" for a point, two for a prime …). Sums to zero."""
    w = winner(hands)
    marks = jeu(hands[w]).marks
    out = [-marks] * len(hands)
    out[w] = marks * (len(hands) - 1)
    return out
