"""Piquet as printed in 1665 (Le Ieu du Piquet, pp. 1–25).

Thirty-six cards, six to Ace; twelve each, twelve in the stock. Before play each side
declares, in this order, *blanche* (no figure: 10), the *point* or *ronfle* (the pips of his
best suit, on the book's scale), *sequences* (three or more in a suit: tierce 3, quarte 4,
quinte 15, sixième 16 … neuvième 19) and *sets* of Aces, Kings, Queens, Jacks or tens (three
worth 3, four worth 14). For point, sequences and sets only the better side scores, and for
sequences and sets it then counts all of its own; equal is nothing to either. Reaching thirty
before the other has counted anything makes *repic* (ninety instead of thirty, before a card
is played) or *pic* (sixty, in play).

Cards are written rank + suit: ranks ``A R D V 10 9 8 7 6`` (As, Roi, Dame, Valet…), suits
``C`` cœur, ``K`` carreau, ``P`` pique, ``T`` trèfle.
"""

from __future__ import annotations

from pipeline.rules.kernels import cards as k
from pipeline.rules.registry import implements, not_executable, rule_of_play

not_executable("definition", "piquet.p8.1")  # the names of the sequences; counted by p7.1, p9.1
not_executable("example", "piquet.p10.2")  # p10.1's "comme pour exemple"; a test checks it
rule_of_play(
    "move",
    "piquet.p39.1",
    why="in Provence and Languedoc «la première parole que l'on dit, est celle qui subsiste, et n'est permis de se dédire» (revise_answer's custom)",
)  # told as a custom of other provinces, the typer types it commentary (verdicts/cards-a-types.tsv)

RANKS = ("6", "7", "8", "9", "10", "V", "D", "R", "A")
"""Low to high, as the book lists them: "6. 7. 8. 9. 10. Valet, Dame, Roy, & As"."""
SUITS = k.SUITS
FIGURES = k.FIGURES
SET_RANKS = ("10", "V", "D", "R", "A")
"""Only these make sets: "pour les neuf, huit, sept, six, l'on ne les compte"."""
HAND = 12
STOCK = 12
ORDER = k.RankOrder(RANKS)
NO_TRUMPS = k.Trumps(ORDER)
"""Piquet has no trumps: only a higher card of the suit led takes."""


class Card(k.Card):
    """A card of the Piquet pack; ``height`` its place in the order 6 … As."""

    @property
    def height(self) -> int:
        return ORDER.height(self)


DECK = k.Deck.build("the Piquet pack of 36", RANKS, SUITS, card=Card)


def parse_card(text: str) -> Card:
    try:
        return Card.parse(text, DECK)
    except k.CardError:
        raise k.CardError(
            f"{text!r} is not a card (ranks {' '.join(reversed(RANKS))}, suits C K P T)"
        ) from None


def parse_hand(text: str, size: int = HAND) -> list[Card]:
    """Twelve cards written ``AC RC 10P …``; wrong count, unknown cards or duplicates are
    errors."""
    cards = [parse_card(t) for t in text.split()]
    if len(cards) != size:
        raise k.CardError(f"{len(cards)} cards, not {size}")
    k.check_distinct(cards)
    return cards


WITNESSES = ("1665", "1642")
"""The Piquet's witnesses: the 1665 *Maison* (the default everywhere) and the 1642 treatise it
reprints (``corpus/sources/jeu-du-piquet-1642.web.txt``). A predicate whose rule the two
witnesses say differently takes ``witness=``; ``reports/variants.md`` runs each under both."""


def witness_of(witness: str) -> str:
    """``witness`` checked: one of :data:`WITNESSES`."""
    if witness not in WITNESSES:
        raise ValueError(f"witness {witness!r}: one of {', '.join(WITNESSES)}")
    return witness


@implements("piquet.p1.1", quote="trente-six")
def deck() -> list[Card]:
    """The 36 cards: the twos to fives taken out of a pack, "jouer du reste qui se monte à
    trente-six"."""
    return list(DECK.cards)  # type: ignore[arg-type]


@implements("piquet.p3.1", quote="l'As qui vaut onze")
def card_value(card: Card) -> int:
    """Cards are worth their pips, the figures ten, the Ace eleven."""
    if card.rank == "A":
        return 11
    if card.rank in FIGURES:
        return 10
    return int(card.rank)


@implements("piquet.p3.1", "piquet.p13.1", quote=("emporte le Roi", "de la même peinture"))
def beats(led: Card, reply: Card) -> bool:
    """A card takes the one led only if it is higher and of the same suit."""
    return k.trick_winner([led, reply], NO_TRUMPS) == 1


@implements("piquet.p4.1", "piquet.p40.1", quote=("j'ai blanche", "La blanche se compte premier"))
def blanche(hand: list[Card], witness: str = "1665") -> int | None:
    """Ten for a hand without a figure (Jack, Queen, King): "celui qui a la blanche compte
    dix points pour icelle" (piquet.p4.1). The 1642 treatise reads "compte des points"
    (piquet-1642.p3.1): a blanche counts, its value unsaid, so under that witness a blanche
    is worth ``None`` (no figure: the players must agree one), no blanche 0."""
    has = not any(c.rank in FIGURES for c in hand)
    if witness_of(witness) == "1642":
        return None if has else 0
    return 10 if has else 0


@implements(
    "piquet.p4.1",
    quote=(
        "je veux écarter un tel nombre de mes cartes",
        "écartez premièrement des vôtres",
        "il est obligé au nombre qu'il a dit premièrement",
    ),
)
def blanche_discards(said: int | None, discarded: int) -> tuple[str, str]:
    """Who discards first, and whether the elder's discard holds (piquet.p4.1). An elder with
    blanche (``said``: the number he announced, None without blanche) says how many he will
    discard, lets the younger discard first ("écartez premièrement des vôtres"), shows his
    twelve, and then "est obligé au nombre qu'il a dit premièrement": ``discarded`` must be that
    number. Returns the order of the discards: the younger first after a blanche, else the elder
    (he takes first, piquet.p4.3)."""
    if said is None:
        return ("elder", "younger")
    if discarded != said:
        raise k.CardError(f"blanche: said {said}, discarded {discarded}: bound to what he said")
    return ("younger", "elder")


@implements("piquet.p6.1", quote="d'une peinture")
def point(hand: list[Card]) -> int:
    """The point (ronfle): the pips of the hand's best suit."""
    return k.best_suit_points(hand, card_value)


@implements("piquet.p6.1", quote=("trente valent trois", "trente-cinq valent autant que quarante"))
def point_value(points: int) -> int:
    """The book's scale: thirty is worth three, forty four, thirty-five as much as forty,
    thirty-one to thirty-four as thirty, "et ainsi de tous autres nombres"."""
    return points // 10 + (1 if points % 10 >= 5 else 0)


@implements(
    "piquet.p6.1",
    "piquet.p20.1",
    quote=("si l'autre n'en a autant ou plus", "également de la ronfle"),
)
def compare_points(a: list[Card], b: list[Card]) -> tuple[int, int]:
    """Only the higher point scores; equal points score nothing."""
    pa, pb = point(a), point(b)
    if pa == pb:
        return 0, 0
    return (point_value(pa), 0) if pa > pb else (0, point_value(pb))


@implements("piquet.p7.1", quote=("tierces, quartes, quintes", "selon la quantité de cartes"))
def sequences(hand: list[Card]) -> list[tuple[int, int, str]]:
    """Every run of three or more cards of a suit in the order 6 … As:
    (length, height of its top card, suit), longest and highest first."""
    return k.sequences(hand, ORDER, 3)


@implements("piquet.p9.1", quote=("tierce vaut trois points", "les quintes quinze", "dix-neuf"))
def sequence_value(length: int) -> int:
    """Tierce 3, quarte 4, quinte 15, sixième 16, septième 17, huitième 18, neuvième 19."""
    if length < 3:
        return 0
    return length if length <= 4 else 10 + length


@implements(
    "piquet.p10.1",
    "piquet.p11.1",
    "piquet.p20.1",
    quote=("emporte toutes les autres moindres", "la quarte annullit la tierce", "des séquences"),
)
def compare_sequences(a: list[Card], b: list[Card]) -> tuple[int, int]:
    """The better best sequence (longer, then higher) annuls all the other's, and its
    holder counts all of his; equal best sequences score nothing."""
    sa, sb = sequences(a), sequences(b)
    best_a = sa[0][:2] if sa else (0, 0)
    best_b = sb[0][:2] if sb else (0, 0)
    if best_a == best_b:
        return 0, 0
    if best_a > best_b:
        return sum(sequence_value(n) for n, _, _ in sa), 0
    return 0, sum(sequence_value(n) for n, _, _ in sb)


@implements("piquet.p12.1", quote=("valent chacun trois de point", "l'on ne les compte"))
def sets(hand: list[Card]) -> list[tuple[int, int]]:
    """Threes and fours of Aces, Kings, Queens, Jacks or tens: (count, height), best first."""
    return k.sets(hand, ORDER, SET_RANKS, 3)


@implements("piquet.p12.1", "piquet.p12.2", quote=("valent chacun trois", "quatorze points"))
def set_value(count: int) -> int:
    """Three of a kind worth three, four worth fourteen."""
    return {3: 3, 4: 14}.get(count, 0)


@implements("piquet.p12.2", quote="préférables les uns aux autres")
def compare_sets(a: list[Card], b: list[Card]) -> tuple[int, int]:
    """The better set (four before three, then Aces, Kings, Queens, Jacks, tens) lets its
    holder count all of his sets; the other counts none."""
    sa, sb = sets(a), sets(b)
    best_a = sa[0] if sa else (0, -1)
    best_b = sb[0] if sb else (0, -1)
    if best_a == best_b:
        return 0, 0
    if best_a > best_b:
        return sum(set_value(n) for n, _ in sa), 0
    return 0, sum(set_value(n) for n, _ in sb)


@implements(
    "piquet.p17.1", "piquet.p40.1", quote=("il compte nonante", "empêche le Picq et Repicq")
)
def repic(total: int, other_total: int, other_blanche: bool) -> int:
    """Thirty reached by declarations alone, the other having counted nothing: ninety
    instead of thirty, and what is over thirty on top (the bonus is 60). The other's
    blanche prevents it."""
    return 60 if total >= 30 and other_total == 0 and not other_blanche else 0


@implements(
    "piquet.p17.1",
    "piquet.p4.2",
    quote=("il compte soixante", "sans que son compagnon compte ou jette", "empêche le Picq"),
    status="editorial",
)
def pic(total: int, other_total: int, other_blanche: bool, other_led: bool = False) -> int:
    """Thirty reached in play (declarations and cards led), "sans que son compagnon compte ou
    jette aucune carte" (piquet.p17.1): sixty instead of thirty (the bonus is 30). The other's
    blanche prevents it (piquet.p4.2). ``other_led``: the other has led a card in this deal;
    "jeter" is read as the book uses it of the leader ("le premier commence à jeter", p13.1),
    since the one who answers a trick cannot help playing to it (editorial). So the younger, to
    whom the elder always leads first, never makes pic."""
    if other_led or other_blanche:
        return 0
    return 30 if total >= 30 and other_total == 0 else 0


@implements(
    "piquet.p13.1",
    "piquet.p14.1",
    quote=("compte pour chacune carte une, jusqu'au dix", "en jetant il compte un"),
)
def lead_point(card: Card) -> int:
    """A card led counts one if it is a ten or higher, nothing below."""
    return 1 if card.height >= RANKS.index("10") else 0


@implements("piquet.p14.1", quote="si elle vaut dix en nombre")
def last_trick(card: Card) -> int:
    """The last trick counts two if taken with a card of ten or more, else one."""
    return 2 if card.height >= RANKS.index("10") else 1


@implements(
    "piquet.p14.1",
    "piquet.p19.1",
    "piquet.p20.1",
    quote=("le plus grand nombre", "il compte quarante", "des séquences, et des cartes"),
)
def cards_bonus(tricks_a: int, tricks_b: int) -> tuple[int, int]:
    """Most tricks count ten, all twelve forty (capot); equal, nothing ("si tous deux se
    trouvent avoir également … des cartes, nul des deux ne compte", p20.1 recalling p14.1)."""
    if tricks_a == tricks_b:
        return 0, 0
    if tricks_a == HAND:
        return 40, 0
    if tricks_b == HAND:
        return 0, 40
    return (10, 0) if tricks_a > tricks_b else (0, 10)


@implements(
    "piquet.p4.1",
    "piquet.p45.1",
    quote=("plus haut que quatre", "même une à une", "jamais permis de donner un plus haut nombre"),
    status="editorial",
)
def valid_deal(packet: int, hands: int = HAND, stock: int = STOCK, min_packet: int = 2) -> bool:
    """Cards go out by packets of two to four, the same all through, twelve each, twelve left.
    piquet.p4.1 says "plus haut que quatre, et moins que deux"; piquet.p45.1 allows "même une
    à une" and only forbids more than four: ``min_packet`` 1 plays p45.1 (as
    :func:`piquet_play.deal_packets`; the finding is in card_findings.py)."""
    if min_packet not in (1, 2):
        raise ValueError(f"min_packet {min_packet}: 2 (piquet.p4.1) or 1 (piquet.p45.1)")
    ok_size = min_packet <= packet <= 4 and HAND % packet == 0
    return ok_size and hands == HAND and stock == STOCK


@implements(
    "piquet.p4.3",
    "piquet.p4.2",
    quote=("jusqu'à huit", "pareil nombre des siennes", "pareil nombre qu'il a écarté"),
)
def valid_exchange(elder: bool, discard: int, take: int, stock_left: int = STOCK) -> bool:
    """The elder takes as many as he discards ("pareil nombre qu'il a écarté", p4.2), one to
    eight; the younger as many as he discards, of what the elder left."""
    if discard != take or take < 1:
        return False
    return take <= 8 if elder else take <= stock_left


@implements(
    "piquet.p1.2",
    "piquet.p15.1",
    "piquet.p15.2",
    quote=(
        "ordinairement cent",
        "tous les points qu'ils auront pu amasser",
        "ait atteint le nombre",
    ),
)
def game_over(
    scores: tuple[int, int], target: int | None = None, witness: str = "1665"
) -> int | None:
    """Who has reached the agreed number (usually a hundred): 0 or 1, or None while neither has
    and the deals go on. ``scores``: what each has marked over the deals ("chacun marque … tous
    les points qu'ils auront pu amasser", piquet.p15.1). Both past it is no answer: the first to
    reach it wins (piquet.p1.3), which the order of counting decides (:func:`race`).

    ``target`` None is the usual number: "qui est ordinairement cent" (piquet.p1.2). The 1642
    treatise names none ("qui est ordinairement : mais cela est au choix des joueurs",
    piquet-1642.p2.1): under that witness the players must name it."""
    if target is None:
        if witness_of(witness) == "1642":
            raise ValueError(
                "the 1642 text names no usual number (piquet-1642.p2.1): the players agree one"
            )
        target = 100
    reached = [k for k, s in enumerate(scores) if s >= target]
    if len(reached) > 1:
        raise ValueError(f"both past {target} ({scores}): the counting order decides (race)")
    return reached[0] if reached else None


def sure_lead_points(leader: list[Card], other: list[Card]) -> int:
    """Points the elder is sure to count by leading: his cards of ten or more that the
    other cannot take, since only a higher card of the suit led takes a trick."""
    best: dict[str, Card] = {}  # the other's highest card of each suit: only it can take
    for o in other:
        if o.suit not in best or ORDER.higher(o, best[o.suit]):
            best[o.suit] = o
    return sum(lead_point(c) for c in leader if c.suit not in best or not beats(c, best[c.suit]))


DECLARATION_RULES = (
    "piquet.p4.1",
    "piquet.p6.1",
    "piquet.p9.1",
    "piquet.p10.1",
    "piquet.p11.1",
    "piquet.p12.1",
    "piquet.p12.2",
    "piquet.p17.1",
    "piquet.p20.1",
    "piquet.p40.1",
)


COUNTING_ORDER = ("blanche", "point", "sequences", "sets", "play", "cards")
"""piquet.p16.1: "la blanche se compte la première … la ronfle … se compte après, et puis
les séquences, puis les As, Rois, Dames, Valets et dix, puis les points que l'on compte en
jouant ou levant, et finalement les dix points de cartes"."""
SIDES = ("elder", "younger")


@implements(
    "piquet.p16.1",
    quote=("la blanche se compte la première", "finalement les dix points de cartes"),
)
def counting_order(scores: dict[str, dict[str, int]]) -> list[tuple[str, str, int]]:
    """The points of a deal as they are counted: kind by kind in the book's order (blanche,
    point, sequences, sets, play, cards), the elder ("le premier compte") before the younger
    in each; ``scores`` side -> kind -> points (missing kinds count nothing). Returns
    (side, kind, points), nothing for what scores nothing."""
    return [
        (who, kind, scores[who].get(kind, 0))
        for kind in COUNTING_ORDER
        for who in SIDES
        if scores.get(who, {}).get(kind, 0)
    ]


@implements(
    "piquet.p16.1",
    "piquet.p1.3",
    "piquet.p15.3",
    quote=("si l'un à blanche, il a gagné", "premier arrive audit nombre", "la partie s'achève"),
)
def race(
    events: list[tuple[str, str, int]], start: dict[str, int], target: int = 100
) -> tuple[str, int] | None:
    """Who reaches the agreed number first when both are near it: the points are added in
    counting order (:func:`counting_order`), so with four or five to go, blanche wins before
    the point, the point before the sequences … and the cards come last ("la partie
    s'achève par l'ordre qui est ci-devant dit", piquet.p15.3). Returns (side,
    index of the event that reached it), or None."""
    run = dict(start)
    for n, (who, _, pts) in enumerate(events):
        run[who] = run.get(who, 0) + pts
        if run[who] >= target:
            return who, n
    return None


@implements(
    *DECLARATION_RULES, "piquet.p16.1", quote="la blanche se compte premier", status="editorial"
)
def declare(
    elder: list[Card],
    younger: list[Card],
    blanches: tuple[bool, bool] | None = None,
    repic_by: str = "order",
) -> dict[str, dict]:
    """What each side scores by its declarations, in the book's order: blanche, point,
    sequences, sets; then repic (thirty reached by declarations, counted in that order, before
    the other has counted anything) or, for the elder who leads, pic (30 reached with the
    points of his sure leads, the other at 0). ``blanches``: whether each had blanche as dealt
    (it is shown before the discard, piquet.p40.1); by default, from the hands given. The
    result's ``counted`` lists the points in counting order: [side, kind, points].
    ``repic_by`` "order" (p16.1's order decides whether thirty came before the other counted,
    the default) or "totals" (p17.1's "ayant assemblé tous les points", the other at nothing
    over all his declarations); the finding is in card_findings.py."""
    if repic_by not in ("order", "totals"):
        raise ValueError(f"repic_by {repic_by!r}: order or totals")
    overlap = sorted(str(c) for c in set(elder) & set(younger))
    if overlap:
        raise ValueError(f"both hands hold {', '.join(overlap)}")
    pa, pb = compare_points(elder, younger)
    qa, qb = compare_sequences(elder, younger)
    sa, sb = compare_sets(elder, younger)
    if blanches is None:
        ba, bb = blanche(elder), blanche(younger)
    else:
        ba, bb = 10 * blanches[0], 10 * blanches[1]
    side: dict[str, dict] = {
        "elder": {"blanche": ba, "point": pa, "sequences": qa, "sets": sa},
        "younger": {"blanche": bb, "point": pb, "sequences": qb, "sets": sb},
    }
    ties = {
        "point": point(elder) == point(younger),
        "sequences": bool(sequences(elder)) and (qa, qb) == (0, 0),
        "sets": bool(sets(elder)) and (sa, sb) == (0, 0),
    }
    events = counting_order(side)
    base = {k: sum(v.values()) for k, v in side.items()}
    bonus = dict.fromkeys(SIDES, 0)
    run = dict.fromkeys(SIDES, 0)
    if repic_by == "totals":
        run = dict(base)
        events_for_repic = [(s, "all", 0) for s in SIDES]
    else:
        events_for_repic = events
    for who, _, pts in events_for_repic:  # thirty before the other has counted
        run[who] += pts
        other = "younger" if who == "elder" else "elder"
        if not any(bonus.values()):
            bonus[who] = repic(run[who], run[other], side[other]["blanche"] > 0)
    for me, other, hand, other_hand in (
        ("elder", "younger", elder, younger),
        ("younger", "elder", younger, elder),
    ):
        blocked = side[other]["blanche"] > 0
        r = bonus[me]
        p = 0
        if not any(bonus.values()) and me == "elder":
            p = pic(base[me] + sure_lead_points(hand, other_hand), base[other], blocked)
        side[me]["pic"], side[me]["repic"] = p, r
        side[me]["total"] = base[me] + p + r
        side[me]["rules"] = _rules_used(side[me], any(ties.values()))
    side["counted"] = [list(e) for e in events]
    return side


def _rules_used(scores: dict, tie: bool) -> list[str]:
    used = {"piquet.p20.1"} if tie else set()
    for field, ids in (
        ("blanche", ("piquet.p4.1", "piquet.p40.1")),
        ("point", ("piquet.p6.1",)),
        ("sequences", ("piquet.p9.1", "piquet.p10.1", "piquet.p11.1")),
        ("sets", ("piquet.p12.1", "piquet.p12.2")),
        ("pic", ("piquet.p17.1",)),
        ("repic", ("piquet.p16.1", "piquet.p17.1")),
    ):
        if scores[field]:
            used.update(ids)
    return sorted(used)
