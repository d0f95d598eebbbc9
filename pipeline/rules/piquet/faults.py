"""Piquet's accidents and faults (the section headed *Des hazards qui arrivent en jouant, et
les fautes que l'on peut commettre*, whose rules are piquet.p21.1 to p48.1): misdeals,
wrong counts, claims not shown or falsely made, cards taken back, and what each costs.
Each predicate decides one case as the book does; the penalties that cost "tout son jeu"
for the deal are applied to a declaration by :func:`declare_after_fault`.
"""

from __future__ import annotations

from pipeline.rules import piquet as pq
from pipeline.rules.kernels import cards as k
from pipeline.rules.registry import implements


@implements("piquet.p18.1", quote="il ne perdrait pour cela son jeu")
def may_correct_count(next_deal_cut: bool) -> bool:
    """Who says "thirty" for the sixty of his pic (or counts short) may put it right, "même
    quand ce serait à la fin des cartes", until the cards are mixed and cut for the next
    deal: then "l'on n'est recevable à aucune chose"."""
    return not next_deal_cut


@implements(
    "piquet.p21.1",
    "piquet.p22.1",
    quote=("au choix de celui qui est le premier de refaire", "il faut nécessairement refaire"),
)
def too_many_cards(elder: int, younger: int, elder_redeals: bool, in_time: bool = True) -> dict:
    """One card too many (thirteen) in either hand (piquet.p21.1): the elder chooses to redeal
    or to play; playing, the side with thirteen discards one more than he takes, so both have
    twelve. A whole packet too many ("quinze ou seize cartes", piquet.p22.1) must be redealt,
    nobody's choice (two or more over: editorial reading of "une main davantage"). The choice
    holds only if it is said "auparavant qu'avoir vu les cartes que l'on prend, ni mêlé les
    siennes premières" (``in_time``): after that "on n'est reçu à aucune chose, et faut que le
    jeu se joue comme il se trouve", and who has thirteen loses the deal (piquet.p26.1, "s'en
    trouve en jouant avoir plus qu'il ne faut"). Returns {"redeal": bool, "discard_more": {side:
    n}, "loses_deal": [side, …]}."""
    extra = {"elder": elder - pq.HAND, "younger": younger - pq.HAND}
    over = [s for s, n in extra.items() if n == 1]
    if any(n >= 2 for n in extra.values()):
        return {"redeal": True, "discard_more": {}, "loses_deal": []}
    if not over:
        return {"redeal": False, "discard_more": {}, "loses_deal": []}
    if not in_time:
        return {"redeal": False, "discard_more": {}, "loses_deal": over}
    if elder_redeals:
        return {"redeal": True, "discard_more": {}, "loses_deal": []}
    return {"redeal": False, "discard_more": dict.fromkeys(over, 1), "loses_deal": []}


@implements(
    "piquet.p23.1",
    "piquet.p40.1",
    quote=("il ne les peut plus compter après", "auparavant que d'écarter"),
)
def still_counts(
    kind: str, before_first_card: bool, before_discard: bool = True, witness: str = "1665"
) -> bool:
    """What is not counted before the first card is played is lost ("demeurent nulles à
    celui qui les a oubliées"); blanche must moreover be shown before the discard: "car après
    l'on n'est recevable" (piquet.p40.1). The 1642 treatise reads "car après l'on est
    recevable" (piquet-1642.p41.1): taken as it stands, a blanche shown after the discard
    still counts (its p38.1 drops the same n' before "recevable à rien", which wants it: a
    slip of the print or of the transcription, probably; the witness is run as it reads)."""
    if kind not in pq.COUNTING_ORDER[:4]:
        raise ValueError(f"{kind!r}: one of {pq.COUNTING_ORDER[:4]}")
    late_blanche = kind == "blanche" and not before_discard
    if late_blanche and pq.witness_of(witness) == "1665":
        return False
    return before_first_card


@implements("piquet.p24.1", quote=("il n'y peut plus revenir", "encore qu'elles fussent moindres"))
def unshown_claim(
    better: str | None, shown: dict[str, bool], other_waited: bool = True
) -> str | None:
    """Point or sequences: who does not show his before his first card loses them, and the
    other counts what he can show "encore qu'elles fussent moindres", if he shows it at once
    (``other_waited`` False: he too played a card after the fault, and counts nothing).
    ``better``: the side whose claim is better, or None if equal. Returns who scores."""
    missed = [s for s in pq.SIDES if not shown.get(s, False)]
    if not missed:
        return better
    if len(missed) == 2:
        return None
    other = "younger" if missed[0] == "elder" else "elder"
    return other if other_waited else None


FAULTS = {
    "false-claim": "piquet.p25.1",
    "claims-not-held": "piquet.p29.1",
    "misnamed": "piquet.p30.1",
    "took-more": "piquet.p26.1",
    "took-fewer": "piquet.p26.1",
    "excess-seen": "piquet.p35.1",
    "cheat": "piquet.p48.1",
}


@implements(
    "piquet.p25.1",
    "piquet.p26.1",
    "piquet.p29.1",
    "piquet.p30.1",
    "piquet.p35.1",
    "piquet.p48.1",
    quote=(
        "pour punition il ne compte aucune chose",
        "il subit la même peine",
        "il perdra tout son jeu",
        "n'ayant jeté aucune carte, il est permis de se reprendre",
        "l'on peut remettre celles qu'il a de trop",
        "il perd tout son jeu, et ne doit rien compter",
    ),
    status="partial",
    missing={
        "piquet.p48.1": "'et le doit-on quitter, et ne plus jouer avec lui': the partie "
        "ending there with the cheat (and what is then owed) is not modelled; only the deal "
        "is lost"
    },
)
def loses_deal(fault: str, played_a_card: bool = True, seen_or_mixed: bool = True) -> bool:
    """Whether a fault costs the whole deal ("il ne compte aucune chose de ce qu'il peut
    avoir de vrai", p25.1): a false claim of sets (p25.1), counting what one has not
    (p29.1), or naming Kings for Aces (p30.1), once a card is played (before, one may
    correct it freely); more cards taken than discarded (p26.1), always; fewer, never
    ("l'on peut jouer avec moins et non avec plus", p26.1); too many taken and one turned or
    mixed in (p35.1: else they are put back); a cheat, always (p48.1)."""
    if fault not in FAULTS:
        raise ValueError(f"{fault!r}: one of {sorted(FAULTS)}")
    if fault in ("false-claim", "claims-not-held", "misnamed"):
        return played_a_card
    if fault == "excess-seen":
        return seen_or_mixed
    return fault != "took-fewer"


@implements(
    "piquet.p25.1",
    quote=("l'autre peut compter tout ce qu'il aura", "ne peut empêcher que l'autre ne compte"),
)
def declare_after_fault(elder: list[pq.Card], younger: list[pq.Card], offender: str) -> dict:
    """The declarations when one side has lost the deal: the offender counts nothing; the
    other counts all he has as if the offender had nothing, so that what the offender
    counted cannot keep him from his pic or repic."""
    if offender not in pq.SIDES:
        raise ValueError(f"offender {offender!r}: elder or younger")
    hands = {"elder": list(elder), "younger": list(younger)}
    hands[offender] = []
    blanches = (
        offender != "elder" and bool(pq.blanche(elder)),
        offender != "younger" and bool(pq.blanche(younger)),
    )
    out = pq.declare(hands["elder"], hands["younger"], blanches)
    out[offender] = dict.fromkeys(
        ("blanche", "point", "sequences", "sets", "pic", "repic", "total"), 0
    )
    out[offender]["rules"] = [FAULTS["false-claim"]]
    out["counted"] = [e for e in out["counted"] if e[0] != offender]
    return out


@implements(
    "piquet.p26.1",
    "piquet.p27.1",
    "piquet.p32.1",
    quote=("fournisse aux cartes de l'autre, tant qu'il en aura", "celles qui se trouvent toucher"),
)
def answer_leads(leads: list[pq.Card], replies: list[pq.Card]) -> list[int]:
    """Who takes each of ``leads`` (in the order they were led, or touched the table when
    thrown down together, p32.1) answered by ``replies`` in turn: 1 if the reply takes it
    (higher, same suit), else 0. The side with fewer cards answers "tant qu'il en aura"
    (p26.1); leads left unanswered are the leader's (p27.1: he may be capot so)."""
    return [
        1 if i < len(replies) and pq.beats(lead, replies[i]) else 0 for i, lead in enumerate(leads)
    ]


@implements(
    "piquet.p28.1",
    "piquet.p13.1",
    quote=("l'on ne peut renoncer", "ne se peut aucunement reprendre", "il la peut relever"),
)
def may_take_back(card: pq.Card, trick: list[pq.Card], hand: list[pq.Card]) -> bool:
    """A card let go on the table stays played, with one exception: a card of another suit
    thrown while holding the suit led must be taken back (one may not *renoncer*), without
    penalty ("il la peut relever, et en fournir, sans qu'on puisse pour cela imputer faute",
    p13.1). A lower card thrown instead of a higher one stays (p28.1). ``hand``: what the
    player held, ``card`` included."""
    return card not in k.legal_plays(hand, trick, pq.NO_TRUMPS)


@implements("piquet.p31.1", quote=("il ne les peut reprendre", "toujours reçu à voir s'il a perdu"))
def abandoned_hand(mixed: bool) -> str:
    """Cards thrown down in the belief one has lost: mixed with the others, the deal is lost
    ("a perdu"); not mixed, he may still see whether he has lost."""
    return "lost" if mixed else "may check"


@implements(
    "piquet.p33.1",
    "piquet.p34.1",
    "piquet.p32.1",
    quote=(
        "il ne lui est permis d'en écarter encore une",
        "ne peut non plus que l'autre écarter",
        "il n'est permis d'écarter en deux fois",
    ),
)
def valid_discards(discards: list[int], looked_first: bool = False) -> bool:
    """The discard is made once (``discards``: how many at each go; "il n'est permis
    d'écarter en deux fois", p32.1): neither may discard a second time to take a card he has
    come to know, nor look at the cards to be taken before discarding ("auparavant que
    d'écarter de regarder les cartes que l'on doit prendre")."""
    return len(discards) == 1 and discards[0] >= 1 and not looked_first


@implements("piquet.p34.1", quote="la quantité qu'il prend, et qu'il laisse")
def left_for_younger(elder_takes: int, stock: int = pq.STOCK) -> int:
    """The elder must say how many he takes and how many he leaves "au vrai": what the
    younger may take."""
    if elder_takes not in range(1, 9):
        raise ValueError(f"the elder takes one to eight, not {elder_takes}")
    return stock - elder_takes


@implements(
    "piquet.p34.1",
    quote=("il faut que je les compte, ce qu'il ne peut faire", "ne lui refuse de lui dire"),
)
def younger_may_count(elder_told: bool) -> bool:
    """Whether the younger may count the cards left for him himself (spreading them, and so
    perhaps knowing them): only if the elder refuses to tell him how many he took and left
    ("ce qu'il ne peut faire, si ce premier ne lui refuse de lui dire la quantité")."""
    return not elder_told


@implements("piquet.p36.1", quote=("il faut que l'autre donne", "pourvu qu'il n'ait vu aucune"))
def wrong_dealer_redeals(rightful_saw_his_cards: bool) -> bool:
    """Who deals twice running by mistake: the other deals instead, provided he has seen
    none of his cards (the one who dealt may have seen his)."""
    return not rightful_saw_his_cards


@implements(
    "piquet.p37.1",
    "piquet.p37.2",
    "piquet.p38.1",
    "piquet.p39.1",
    quote=(
        "pourvu qu'il n'eût jeté aucune carte",
        "il y peut revenir",
        "contraint de déduire",
        "la première parole que l'on dit",
    ),
    status="editorial",
)
def revise_answer(
    younger_played: bool, elder_counted: int, custom: str = "paris", *, holds_as_much: bool
) -> int | None:
    """The younger who answered "cela est bon" (piquet.p37.1) to the elder's point, sequences or
    sets and finds he has as much or more (``holds_as_much``: "s'il se trouve qu'il … aurait
    plus", p37.2; "trouvait avoir autant ou plus", p38.1) may come back to it until he has
    played a card, even after the elder has begun to play: the elder then deducts what he
    counted (returned). Holding less, there is nothing to come back to (None). In Provence and
    Languedoc "la première parole que l'on dit, est celle qui subsiste" (p39.1): None.
    ``custom`` "paris" (the book's, default) or "provence"."""
    if custom not in ("paris", "provence"):
        raise ValueError(f"custom {custom!r}: paris or provence")
    if custom == "provence" or younger_played or not holds_as_much:
        return None
    return elder_counted


@implements("piquet.p41.1", quote="laquelle des dites choses lui manque")
def missing_of_four(hand: list[pq.Card], rank: str) -> list[str]:
    """Who counts three of a rank (having discarded the fourth) must say, if asked, which is
    missing: the suits of ``rank`` not in his hand."""
    if rank not in pq.SET_RANKS:
        raise ValueError(f"{rank!r} makes no set")
    held = {c.suit for c in hand if c.rank == rank}
    if len(held) != 3:
        raise ValueError(f"{len(held)} cards of {rank}, not three")
    return [s for s in pq.SUITS if s not in held]


@implements("piquet.p42.1", quote="il n'y a que le coup où l'on s'aperçoit de la fausseté")
def false_pack(deals: int, found_in: int) -> list[bool]:
    """A false pack (two cards alike): only the deal where it is found is void; the deals
    before stand. Returns, for deals 0 … ``deals``-1, whether each stands."""
    return [d != found_in for d in range(deals)]


@implements("piquet.p43.1", quote=("ayant ôté ce qui serait de superflu", "remêler seulement"))
def fix_pack(size: int, pack: int = 36) -> dict:
    """Too many or too few cards found while dealing: take out or add what is wrong, mix
    again, and the same dealer deals; nobody cuts again for the deal."""
    return {"add": max(pack - size, 0), "remove": max(size - pack, 0), "same_dealer": True}


@implements("piquet.p46.1", "piquet.p4.1", quote=("cela ne lui est permis", "faut remêler"))
def recut(clean: bool) -> bool:
    """A cut that scatters the cards is no cut: mix and cut again (p4.1). A clean cut
    stands: neither may ask to mix again for having seen the card under it (p46.1)."""
    return not clean


@implements(
    "piquet.p46.1",
    quote=("y doit avoir peine pour ceux qui font", "que l'on doit convenir auparavant"),
)
def asked_to_recut(clean: bool, asked_by: str | None, agreed_penalty: int = 0) -> dict:
    """A clean cut asked to be mixed and cut again by either side for the card seen under it
    (the elder refusing a six or a seven, the dealer an Ace cut to the other): it is refused,
    the cut stands (:func:`recut`), "et y doit avoir peine pour ceux qui font, que l'on doit
    convenir auparavant que de jouer": ``asked_by`` ("elder" or "younger", None: nobody
    asked) owes the penalty agreed before play (``agreed_penalty``, in points given to the
    other; nothing if none was agreed). A scattered cut is no cut: asking for another is
    no fault. Returns {"recut": bool, "penalty": {side: points}}."""
    if asked_by is not None and asked_by not in pq.SIDES:
        raise ValueError(f"asked_by {asked_by!r}: elder or younger")
    if agreed_penalty < 0:
        raise ValueError(f"penalty {agreed_penalty}")
    if not clean or asked_by is None:
        return {"recut": recut(clean), "penalty": {}}
    return {"recut": False, "penalty": {asked_by: agreed_penalty}}


@implements("piquet.p47.1", quote=("celui à qui elle arrive la prenne", "s'il s'en trouve deux"))
def faced_cards(turned: int) -> str:
    """Cards found face up in the deal: one is kept by whom it falls to, good or bad; two
    mean mixing and dealing again."""
    return "redeal" if turned >= 2 else "play"


@implements("piquet.p5.1", quote="il est obligé de jeter de celle qu'il plaira")
def suit_to_lead(announced: str, hand: list[pq.Card], others_choice: str) -> str:
    """Who said, leaving cards in the stock, which suit he would lead, and holds none of it:
    he leads the suit the other names."""
    return announced if any(c.suit == announced for c in hand) else others_choice
