"""The Jeux de souplesses de Cartes (pp. 87–100): card tricks. A trick is executable when its
working is in the cards' order or count: each predicate does what the text says and a
checker runs it over every deal, cut, choice or thought the text allows, and says where it
fails.

- *Celui du nombre* (p1.1–p6.2): a pack stacked by p2.1's rule, cut, a card taken; the card
  seen on top names it. The rule has period twelve, so it cannot order forty-eight
  different cards, and the list printed at the end of p2.1 holds the same card twice six
  times: the checker shows the places.
- *Combien de points en trois cartes* (p8.1–p11.1): complete each to fifteen, count the
  rest, take away four; p9.1 is its worked example.
- *Quinze cartes en trois rangs* (p12.1–a4): after two gatherings it is the third of its
  row; the text's "septième" of the fifteen is the eighth.
- *Plusieurs personnes* (p17.1): the k-th person's card is the k-th of its row.
- *Cartes tirées* (s2.a2): a one-way pack turned round shows the drawn cards reversed.

Not tricks of the cards: *faire tenir au plancher* (p7.1) and the card drawn by a hair
(p20.1), whose working is a suggestion, hot pitch or wax.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence

from pipeline.rules.kernels.cards import Card, CardError
from pipeline.rules.registry import implements, not_executable, rule_of_play

not_executable("commentary", "souplesses.p7.1", "souplesses.p20.1")
# p7.1, the card "la plus découverte" will be the one thought of, and hot pitch sticks it
# to the floor; p20.1, the card drawn to the conjuror by a hair and wax: sleights whose
# working is a suggestion or physical; no order, count or choice of cards in it for a
# predicate to check.
not_executable("example", "souplesses.p9.1")
# "Par exemple que les points des trois cartes soient 4. 7. 9.": p8.1's trick worked on one
# case, which a test runs through points_trick.
# The tricks' steps (verdicts/cards-b-types.tsv): told to the reader as a story ("vous prendrez",
# "Ramassez"), the typer types them commentary; each is a procedure on the cards that the
# predicates carry out and check.
rule_of_play(
    "setup",
    "souplesses.p1.1",
    why="each suit to one of four persons; the figures' numbers (Valet 10, Dame 11, Roi 12, as 1)",
)
rule_of_play(
    "setup",
    "souplesses.p2.1",
    why="the stack: each card four points more than the one before, after the nine the two, and the printed order",
)
rule_of_play(
    "move",
    "souplesses.p6.1",
    why="cut, mix from above, a card taken from the middle and those below it put on top: the card is named by the stack",
)
rule_of_play(
    "move", "souplesses.p6.2", why="the card taken put back above or below and mixed the same way"
)
rule_of_play(
    "scoring",
    "souplesses.p8.1",
    why="three cards chosen, each made up to fifteen, the rest less four is the sum of their points",
)
rule_of_play(
    "scoring",
    "souplesses.p10.1",
    why="the general rule of the points trick: multiply, add the number of cards, subtract",
)
rule_of_play(
    "scoring",
    "souplesses.p11.1",
    why="nothing left after the subtraction, or a subtraction that cannot be made: what then",
)
rule_of_play("setup", "souplesses.p12.1", why="fifteen cards in three rows of five")
rule_of_play(
    "move",
    "souplesses.p12.2",
    why="a card thought of, and its row declared: the trick's first step",
)
rule_of_play(
    "deal",
    "souplesses.a1",
    why="each row gathered, the thought card's row in the middle of the two others",
)
rule_of_play(
    "deal", "souplesses.a2", why="the cards laid again in three rows, one to each row in turn"
)
rule_of_play(
    "deal", "souplesses.p15.1", why="the row asked again and gathered in the middle of the others"
)
rule_of_play(
    "deal",
    "souplesses.a4",
    why="laid a last time: the thought card is the third of its row, the eighth of the fifteen",
)
rule_of_play(
    "deal",
    "souplesses.p17.1",
    why="for several persons: each thinks a card of his packet, and the packets are laid in rows",
)
rule_of_play(
    "setup",
    "souplesses.p18.1",
    why="the pack: all the carreaux out, but the King, the Queen and the Jack",
)
rule_of_play(
    "setup",
    "souplesses.s2.a2",
    why="the pack held heads up and points down, turned round when the drawn cards come back as drawn",
)

SUITS_DEALT = ("T", "P", "C", "K")
"""Trèfle to the first person, pique to the second, cœur, carreau (p1.1)."""
NUMBER_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "V", "D", "R")
_WORDS = {
    "as": "A", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "six": "6",
    "sept": "7", "huit": "8", "neuf": "9", "dix": "10", "valet": "V", "dame": "D",
    "roi": "R", "roy": "R",
}  # fmt: skip
_SUIT_WORDS = {"trefle": "T", "pique": "P", "picq": "P", "picque": "P", "coeur": "C",
               "careau": "K", "carreau": "K"}  # fmt: skip


@implements(
    "souplesses.p1.1",
    quote=(
        "vous les donnerez dans les mains de quatre personnes",
        "à la quatrième celle de carreau",
    ),
)
def number_hands() -> list[list[Card]]:
    """ "Vous prendrez les séquences des cartes, c'est à savoir tous les trèfles, tous les
    piques, tous les cœurs, tous les carreaux, vous les donnerez dans les mains de quatre
    personnes, et à la première personne vous lui donnerez la seccance de trèfle, et à la
    seconde celle de pique, à la troisième celle de cœur, et à la quatrième celle de
    carreau": the four persons' hands, each the twelve cards of its suit (:data:`SUITS_DEALT`)
    in the order of their number (:func:`number_value`), from whom the conjuror then asks the
    cards of p2.1's stack."""
    return [[Card(r, suit) for r in NUMBER_RANKS] for suit in SUITS_DEALT]


@implements(
    "souplesses.p1.1",
    quote=("le valet vaut dix, la Dame onze, le Roi douze, et l'as un point", "celle de pique"),
)
def number_value(card: Card) -> int:
    """ "Le valet vaut dix, la Dame onze, le Roi douze, et l'as un point", the others their
    pips. The Valet counting ten, the tens are not in this pack: twelve cards of each of the
    four suits, forty-eight."""
    if card.rank not in NUMBER_RANKS:
        raise CardError(f"{card} is not in the pack of the jeu du nombre")
    return NUMBER_RANKS.index(card.rank) + 1


@implements(
    "souplesses.p2.1",
    "souplesses.p6.2",
    quote=(
        "qu'après le neuf faut mettre le deux, après le Valet le trois",
        "multipliant les quatre points davantage",
    ),
)
def next_by_rule(card: Card) -> Card:
    """The card that follows in the stack: four points more ("multiplierez quatre points
    davantage"), and "après le neuf faut mettre le deux, après le Valet le trois, après la
    Dame le quatre, après le Roi l'as"; the suits in the order they were asked for: "l'as de
    trefle … le cinq de pique … neuf de cœur", then carreau."""
    v = number_value(card)
    nxt = {9: 2, 10: 3, 11: 4, 12: 1}.get(v, v + 4)
    suit = SUITS_DEALT[(SUITS_DEALT.index(card.suit) + 1) % 4]
    return Card(NUMBER_RANKS[nxt - 1], suit)


@implements("souplesses.p2.1", quote="il faut demander l'as de trefle")
def rule_stack(length: int = 48) -> list[Card]:
    """The stack the rule builds from the Ace of trèfle. It comes back to the Ace of trèfle
    after twelve cards: the rule alone cannot order forty-eight different cards."""
    out = [Card("A", "T")]
    while len(out) < length:
        out.append(next_by_rule(out[-1]))
    return out


PRINTED = (
    "L'as de trefle.", "Le cinq de picq.", "Le 6. de cœur.", "Le 2. de careau.",
    "Le 4. de pique.", "Le 5. de cœur.", "Le Roi de careau.", "L'as de cœur.",
    "Le 5. de careau.", "Le 9. de trefle.", "Le 2. de pique.", "Le 6. de cœur.",
    "Le Valet de careau.", "Le 3. de trefle.", "Le 7. de pique.", "La Dame de cœur.",
    "L'as de careau.", "Le 6. de trefle.", "Le Valet de pique.", "Le 3. de cœur.",
    "Le 7. de careau.", "La Dame de trefle.", "L'as de careau.", "Le 5. de pique.",
    "Le 2. de cœur.", "Le 6. de careau.", "Le Valet de trefle.", "Le Roi de cœur.",
    "L'as de pique.", "Le 3. de cœur.", "Le 9. de careau.", "Le 2. de trefle.",
    "Le 4. de careau.", "Le 6. de pique.", "Le 8. de trefle.", "Le valet de cœur.",
    "Le Roi de pique.", "Le 3. de careau.", "Le 3. de pique.", "Le 7. de pique.",
    "Le 7. de cœur.", "La Dame de pique.", "La Dame de careau.", "Le 4. de cœur.",
    "Le 4. de trefle.", "Le 8. de trefle.", "Le 8. de pique.", "Le Roi de trefle.",
)  # fmt: skip
"""The stack as printed ("je vous la mets par chiffre cy-dessous"): the list that is part of
souplesses.p2.1, the rule that introduces it, one card a line. The last sixteen are set in
two columns; the corpus reads them row by row."""


def parse_named(text: str) -> Card:
    """A card as the book names it: "L'as de trefle.", "Le 6. de cœur.", "La Dame de
    careau."."""
    plain = unicodedata.normalize("NFD", text.lower().replace("œ", "oe"))
    words = re.sub(r"[^a-z0-9 ]", " ", plain.replace("l'", "")).split()
    if "de" not in words:
        raise CardError(f"{text!r} does not name a card")
    k = words.index("de")
    rank_w, suit_w = words[k - 1], words[k + 1] if k + 1 < len(words) else ""
    rank = _WORDS.get(rank_w, rank_w.upper() if rank_w.isdigit() else None)
    suit = _SUIT_WORDS.get(suit_w)
    if rank is None or suit is None:
        raise CardError(f"{text!r} does not name a card")
    return Card(rank, suit)


@implements(
    "souplesses.p2.1",
    quote=("je vous la mets par chiffre cy-dessous", "Le Roi de trefle"),
)
def printed_stack(reading: str = "rows") -> list[Card]:
    """The forty-eight cards as printed after "je vous la mets par chiffre cy-dessous",
    read from the list's lines. ``reading="columns"`` reads the last sixteen, set in two
    columns of eight, down the left column and then the right."""
    cards = [parse_named(words) for words in PRINTED]
    if reading == "columns":
        tail = cards[32:]
        cards = cards[:32] + tail[0::2] + tail[1::2]
    elif reading != "rows":
        raise ValueError(f"reading {reading!r}: 'rows' or 'columns'")
    return cards


@implements("souplesses.p2.1", quote="afin que vous ne manquez à cette règle")
def stack_breaks(stack: Sequence[Card]) -> list[int]:
    """The places ``k`` where card ``k + 1`` is not the one the rule puts after card ``k``."""
    return [k for k in range(len(stack) - 1) if next_by_rule(stack[k]) != stack[k + 1]]


@implements(
    "souplesses.p6.1",
    quote=("les remettrez par dessus les autres", "vous saurez la carte qu'on aura prise"),
)
def named_card(stack: Sequence[Card], seen: Card) -> Card | None:
    """After the cut, a card is taken from the middle and "toutes les cartes qui seront
    dessous … vous les remettrez par dessus les autres, puis vous regarderez secrètement par
    dessus": the card seen on top is the one that followed the taken card, so the taken one
    is the card before it in the stack (read round, a cut keeping the order). ``None`` when
    the stack has the seen card twice with different cards before it: the conjuror cannot
    know."""
    before = {stack[k - 1] for k in range(len(stack)) if stack[k] == seen}
    return before.pop() if len(before) == 1 else None


@implements("souplesses.p6.1", quote="ferez prendre du milieu une carte")
def number_trick_failures(stack: Sequence[Card]) -> list[tuple[int, int]]:
    """Every cut ``c`` and every card taken ``k`` (not the top nor the bottom one) where the
    conjuror who knows ``stack`` names the wrong card or cannot name one."""
    out = []
    n = len(stack)
    for c in range(n):
        pack = list(stack[c:]) + list(stack[:c])
        for k in range(1, n - 1):
            taken = pack[k]
            after = pack[k + 1 :] + pack[:k]
            if named_card(stack, after[0]) != taken:
                out.append((c, k))
    return out


@implements("souplesses.p6.2", quote="la mettrez par-dessus ou par-dessous les cartes")
def put_back(after: Sequence[Card], taken: Card, on_top: bool) -> list[Card]:
    """The card named, "vous vous ferez bailler la carte, et la mettrez par-dessus ou
    par-dessous les cartes" (``after``: the pack as the trick left it, the cards that were
    below the taken one on top): on top or below, the pack is the stack cut once more (its
    order read round kept), so "les mêlerez de la même façon" and the trick goes again."""
    if taken in after:
        raise CardError(f"{taken} is still in the pack")
    return [taken, *after] if on_top else [*after, taken]


# Combien de points en trois cartes -------------------------------------------------------


@implements(
    "souplesses.p10.1",
    "souplesses.p8.1",
    quote=(
        "multipliez le nombre que vous faites accomplir par le nombre des cartes choisies",
        "en ôtant quatre du nombre d'icelles",
    ),
)
def deduction(pack: int = 52, chosen: int = 3, target: int = 15) -> int:
    """ "Multipliez le nombre que vous faites accomplir par le nombre des cartes choisies, et
    au produit ajoutez le nombre des cartes choisies, puis soustrayez cette somme de tout le
    nombre des cartes": what to take from the cards left (52 − (15 × 3 + 3) = 4, "en ôtant
    quatre"). Negative when the subtraction "ne se peut faire"."""
    return pack - (target * chosen + chosen)


@implements(
    "souplesses.p8.1",
    "souplesses.p11.1",
    quote=(
        "qu'il y ajoute à chacune tant des autres cartes",
        "y ajouter le demeurant au nombre des cartes restantes",
    ),
)
def points_trick(values: Sequence[int], pack: int = 52, target: int = 15) -> tuple[int, int] | None:
    """Play the trick on cards worth ``values``: each is completed to ``target`` with cards
    from the pack; of the cards left, take the :func:`deduction` (or add it back when
    negative: "ôter le nombre des cartes de l'autre nombre, et y ajouter le demeurant au
    nombre des cartes restantes"). Returns (cards left, the sum named); ``None`` when the
    pack runs out before every card is completed."""
    used = len(values) + sum(target - v for v in values)
    if any(v > target for v in values) or used > pack:
        return None
    left = pack - used
    return left, left - deduction(pack, len(values), target)


def points_trick_failures(chosen: int, pack: int = 52, target: int = 15) -> list[tuple[int, ...]]:
    """Every choice of ``chosen`` cards' values (1 to 10: the figures count ten) for which
    the trick names a wrong sum or cannot be done."""
    return [
        vals
        for vals in itertools.combinations_with_replacement(range(1, 11), chosen)
        if (r := points_trick(vals, pack, target)) is None or r[1] != sum(vals)
    ]


# Quinze cartes en trois rangs -----------------------------------------------------------


def _deal_rows(packet: Sequence[int], rows: int = 3) -> list[list[int]]:
    return [list(packet[r::rows]) for r in range(rows)]


def _gather(rows: list[list[int]], chosen: int) -> list[int]:
    others = [r for k, r in enumerate(rows) if k != chosen]
    return others[0] + rows[chosen] + others[1]


@implements(
    "souplesses.p12.1",
    "souplesses.p12.2",
    "souplesses.a1",
    "souplesses.a2",
    "souplesses.p15.1",
    "souplesses.a4",
    quote=(
        "quinze cartes disposées en trois rangs",
        "pourvu qu'il vous déclare en quel rang elle est",
        "mettant toutefois le rang où est la carte pensée au milieu",
        "en posant une au premier, puis une au second",
        "mettant au milieu des autres celui où est la carte pensée",
        "elle se trouvera la troisième du rang",
    ),
)
def fifteen_cards(row: int, place: int) -> tuple[int, int, int]:
    """The card thought of at ``place`` (0–4) of ``row`` (0–2) of the first layout: gather
    the rows with its row in the middle, deal one to each row in turn, ask, gather again,
    deal again. Returns its place in its row then (1-based: the text's "la troisième"), and,
    gathered once more, its place counted from the top and from the bottom of the fifteen."""
    if not (0 <= row < 3 and 0 <= place < 5):
        raise ValueError("fifteen cards: rows 0-2, places 0-4")
    rows = [list(range(5 * r, 5 * r + 5)) for r in range(3)]
    card = rows[row][place]
    for _ in range(2):
        chosen = next(k for k, r in enumerate(rows) if card in r)
        rows = _deal_rows(_gather(rows, chosen))
    chosen = next(k for k, r in enumerate(rows) if card in r)
    in_row = rows[chosen].index(card) + 1
    packet = _gather(rows, chosen)
    k = packet.index(card)
    return in_row, k + 1, len(packet) - k


# Plusieurs personnes ----------------------------------------------------------------------


@implements(
    "souplesses.p17.1",
    quote=(
        "sur elles rangez les quatre de la seconde personne",
        "la carte de la seconde personne sera la seconde de son rang",
    ),
)
def persons_trick(thoughts: Sequence[int]) -> list[int]:
    """``n`` persons are each shown ``n`` cards and each thinks of one (``thoughts[k]``, 0
    to n−1); the first person's cards start the ``n`` rows, the second's go on them, and so
    on. Each names the row his card is in; the conjuror names the k-th card of that row for
    the k-th person. Returns the thought each is told, to compare with ``thoughts``."""
    n = len(thoughts)
    if any(not 0 <= t < n for t in thoughts):
        raise ValueError(f"{n} persons think of one of {n} cards")
    rows = [[(person, card) for person in range(n)] for card in range(n)]
    told = []
    for person, thought in enumerate(thoughts):
        row = next(k for k, r in enumerate(rows) if (person, thought) in r)
        told.append(rows[row][person][1])
    return told


# Les cartes tirées --------------------------------------------------------------------


@implements("souplesses.p18.1", quote="il faut ôter tout le carreau, à la réserve du Roi")
def one_way_pack() -> list[Card]:
    """The pack of the heading "il faut ôter tout le carreau, à la réserve du Roi, de la Dame
    et du Valet": 52 less the ten carreaux that are not figures, 42."""
    ranks = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R")
    return [Card(r, s) for s in ("C", "K", "P", "T") for r in ranks if s != "K" or r in "VDR"]


@implements(
    "souplesses.s2.a2",
    quote=("toutes les têtes en haut", "retourner votre jeu de cartes", "à rebours"),
)
def drawn_found(
    pack: Sequence[Card],
    drawn: Sequence[Card],
    returned_same_way: bool = True,
    turn_pack: bool | None = None,
) -> set[Card]:
    """The pack is set "toutes les têtes en haut" and the pip cards "les points en bas"; "si
    celui qui vous a tiré vos cartes vous les remet de la même façon qu'il les a tirées,
    alors vous devez retourner votre jeu de cartes" (``turn_pack``: None does as the rule
    says, turning it round exactly when they come back the same way; a drawer who turns them
    himself has done it for you), and "direz fort facilement les cartes qu'ils auront
    tirées, d'autant qu'ils seront à rebours les unes des autres": the cards found are those
    that lie the other way from the pack once they are back — every drawn card when the
    rule is followed. "Observant la règle ci-dessus": the pack must be p18.1's, every card
    one way (:func:`one_way_pack`); a carreau pip card, which looks the same both ways,
    cannot be set so (CardError)."""
    for c in drawn:
        if c not in pack:
            raise CardError(f"{c} is not in the pack")
    two_way = [c for c in pack if c.suit == "K" and c.rank not in ("V", "D", "R")]
    if two_way:
        raise CardError(f"{two_way[0]} looks the same both ways: take the carreau out (p18.1)")
    if turn_pack is None:
        turn_pack = returned_same_way
    # each card's way, True = as the pack was set: the pack's after the turn, the drawn
    # cards' as they are put back (the same way they were drawn, or the other)
    pack_way = not turn_pack
    return {c for c in drawn if returned_same_way != pack_way}
