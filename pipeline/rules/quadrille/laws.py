"""The Quadrille's laws of play beyond the deal and the payments (Encyclopédie 13:644): who
may still bid, spadille forced, showing one's game, the vole, following suit, cards shown,
renounces, and a card turned in the deal.
"""

from __future__ import annotations

from pipeline.rules import quadrille as q
from pipeline.rules.kernels import cards as k
from pipeline.rules.registry import implements

SPADILLE, BASTE = k.Card("A", "P"), k.Card("A", "T")


@implements("quadrille.p1.3", quote="s'il y avait une carte retournée, quelle qu'elle pût être")
def turned_card_redeal(turned: int) -> bool:
    """A card found face up in the deal, whatever it is, means dealing again (at Piquet one
    such card stands, piquet.p47.1)."""
    return turned >= 1


@implements("quadrille.p3.1", quote="commence à être joué par celui qui est à jouer le premier")
def first_to_play(dealer: int) -> int:
    """Once the colour and the King are named, the first to play is the first to have
    spoken: the dealer's right."""
    return q.bidding_order(dealer)[0]


@implements(
    "quadrille.p3.9",
    quote=("doit dire je passe, avant que de nommer", "les lois de ceux qui ont joué de leur"),
)
def forced_terms(said_pass: bool, others_passed: bool) -> bool:
    """Whether the holder of spadille plays on forced terms (``forced`` of
    :func:`quadrille.settle`: never the bête alone, quadrille.p3.8): by quadrille.p3.9,
    only if all the others passed and he too said "je passe" before naming his colour and
    King; "car s'il n'eût pas passé, quoiqu'il eût mauvais jeu, il suivrait en tout les lois
    de ceux qui ont joué de leur plein gré" (under three tricks, he pays alone)."""
    return said_pass and others_passed


@implements("quadrille.p3.2", quote=("Celui qui prend la levée, jette une autre carte",))
def play_tricks(
    hands: list[list[k.Card]], first: int, rules: k.Trumps, choose: k.Chooser
) -> list[k.Trick]:
    """The hand played out (quadrille.p3.2): "Celui qui prend la levée, jette une autre carte,
    et ainsi des autres" until the ten tricks are played. Each plays in his turn
    (:func:`in_turn`), going round to the right as the deal and the speaking do (the seat
    ``leader - 1`` next), a card that quadrille.p7.1 allows (:func:`legal`'s rule, in
    ``rules``' order of the cards), which ``choose`` (seat, legal cards, trick so far) picks."""
    held = [list(h) for h in hands]
    tricks: list[k.Trick] = []
    leader = first
    while held[leader]:
        cards: list[k.Card] = []
        seats: list[int] = []
        while len(cards) < q.PLAYERS:
            seat = next(s for s in range(q.PLAYERS) if in_turn(s, leader, len(cards)))
            ok = k.legal_plays(held[seat], cards, rules, must_trump=False)
            card = choose(seat, ok, list(cards))
            if card not in ok:
                raise k.CardError(f"seat {seat} cannot play {card} (quadrille.p7.1)")
            held[seat].remove(card)
            cards.append(card)
            seats.append(seat)
        taker = seats[k.trick_winner(cards, rules)]
        tricks.append(k.Trick(leader, tuple(cards), taker))
        leader = taker
    return tricks


@implements("quadrille.p3.2", quote="l'on compte les levées que chacun a")
def tricks_won(tricks: list[k.Trick]) -> dict[int, int]:
    """ "Après quoi l'on compte les levées que chacun a": seat -> tricks taken."""
    out = dict.fromkeys(range(q.PLAYERS), 0)
    for t in tricks:
        out[t.winner] += 1
    return out


@implements("quadrille.p3.13", quote=("l'on ne doit jouer qu'à son rang", "l'on ne fait point"))
def in_turn(seat: int, leader: int, played: int) -> bool:
    """Whether ``seat`` may play now (quadrille.p3.13): "l'on ne doit jouer qu'à son rang",
    round to the right from the trick's ``leader`` (the order of the deal and of speaking,
    quadrille.p2.1); ``played``: the cards already on the trick. Playing out of turn is no bête
    ("mais l'on ne fait point la bête pour cela"): no penalty is charged for it, unlike a
    renounce (:func:`renounce_betes`)."""
    if not 0 <= played < q.PLAYERS:
        raise ValueError(f"{played} cards played to a trick of four")
    return seat == (leader - played) % q.PLAYERS


@implements(
    "quadrille.p3.10",
    "quadrille.p6.3",
    quote=(
        "ne peut plus être reçu à jouer",
        "ne peut jouer sans appeler, à - moins qu'on ne le force",
    ),
)
def may_bid(kind: str, passed: bool, asked: bool, forced: bool = False) -> bool:
    """``kind`` "ask" (to play, calling), "sans" (without calling) or "pass". Who has passed
    may not play any more; who asked to play "n'est pas le maître de ne pas jouer, à moins
    que quelqu'un ne veuille jouer sans appeler" (``forced``: another offers to play
    without calling): he may not pass, nor play without calling (quadrille.p6.3), unless
    so forced."""
    if kind not in ("ask", "sans", "pass"):
        raise ValueError(f"{kind!r}: ask, sans or pass")
    if kind == "pass":
        return not asked or forced
    if passed:
        return False
    if kind == "sans" and asked:
        return forced
    return True


@implements(
    "quadrille.p5.1",
    "quadrille.p6.3",
    quote=("à la préférence dans le jeu", "il joue par préférence à celui qui l'a forcé"),
)
def preferred(bids: list[tuple[int, str]]) -> int | None:
    """Who plays, from the bids in the order made, (seat, "ask" or "sans"): who plays without
    calling is preferred to who asks to call; but the one who first asked, if he too will
    play without calling, is preferred to the one who forced him."""
    if not bids:
        return None
    sans = [s for s, kind in bids if kind == "sans"]
    if not sans:
        return bids[0][0]
    first_ask = next((s for s, kind in bids if kind == "ask"), None)
    return first_ask if first_ask in sans else sans[0]


@implements(
    "quadrille.p3.14",
    "quadrille.p3.15",
    quote=("ne pourrait entreprendre la vole", "condamné à faire la bête"),
)
def partner_shown(
    played_matador_out_of_turn: bool = False,
    bad_faith: bool = False,
    *,
    led: k.Card | None = None,
    first: bool = False,
    trump: str | None = None,
    called_king: k.Card | None = None,
) -> dict:
    """The holder of the called King who, not first to play, leads a matador or the King to
    make himself known cannot then undertake the vole; and makes the bête if bad faith is
    seen in it.

    Given the card he ``led`` (with ``first``: whether he was first to play, the ``trump``
    suit and the ``called_king``), the condition is found here rather than by the caller:
    "n'étant pas premier à jouer … jouerait à tout, de spadille, manille ou baste, ou même le
    roi appelé". Manille is not defined on the page the project has: it is read as at the
    Hombre, the seven of a red trump or the two of a black one."""
    if led is not None:
        if trump is None or called_king is None:
            raise ValueError("led= needs the trump suit and the called King")
        manille = k.Card("7" if trump in ("C", "K") else "2", trump)
        shown_by = led in (SPADILLE, manille, BASTE, called_king)
        played_matador_out_of_turn = shown_by and not first
    return {
        "may_vole": not played_matador_out_of_turn,
        "bete": played_matador_out_of_turn and bad_faith,
    }


@implements(
    "quadrille.p3.16",
    "quadrille.p4.1",
    quote=(
        "Il n'est point permis de montrer son jeu",
        "qu'il pût se trouver une manière d'empêcher leurs six mains",
        "les contraindre de jouer leurs cartes",
    ),
)
def showing_game(side_tricks: int, shower: str = "hombre", could_be_stopped: bool = True) -> str:
    """Whether a player may lay down his game, with the hombre's side at ``side_tricks``:
    nobody shows it until the hand is won (p3.16; not even an opponent with codille in hand:
    play to the end, to see whether the hombre makes the bête alone), "not allowed". The
    hombre or the called King (``shower`` "hombre" or "partner") who show it before their
    six tricks are complete, "et qu'il pût se trouver une manière d'empêcher leurs six
    mains" (``could_be_stopped``), may be made to play their cards as the others wish
    (p4.1): "others direct the play". Returns "allowed", "not allowed" or "others direct
    the play"."""
    if shower not in ("hombre", "partner", "opponent"):
        raise ValueError(f"shower {shower!r}: hombre, partner or opponent")
    if side_tricks >= 6:
        return "allowed"
    if shower != "opponent" and could_be_stopped:
        return "others direct the play"
    return "not allowed"


@implements(
    "quadrille.p5.4",
    "quadrille.p5.5",
    quote=("partagent entre eux ce qui se trouve", "quelques jetons de reste"),
)
def share_codille(pool: int, winners: int = 3) -> tuple[int, int]:
    """Who win codille share what is there in whole jettons: (each, left); what is left goes
    to whoever, next hand, holds spadille or the highest trump (:func:`remainder_to`)."""
    return pool // winners, pool % winners


@implements("quadrille.p5.5", quote="le coup suivant aura spadille ou la plus forte triomphe")
def remainder_to(hands: list[list[k.Card]], rules: k.Trumps | None = None) -> int:
    """Who has the jettons left over from sharing codille: "celui qui le coup suivant aura
    spadille ou la plus forte triomphe": the holder of spadille in the next hand's
    ``hands``, or, spadille not dealt, of the highest trump by ``rules``."""
    for seat, hand in enumerate(hands):
        if SPADILLE in hand:
            return seat
    if rules is None:
        raise k.CardError("spadille not dealt: the trumps decide (rules=)")
    trumps = [
        (rules.order.height(c), s) for s, h in enumerate(hands) for c in h if rules.is_trump(c)
    ]
    if not trumps:
        raise k.CardError("no trump dealt")
    return max(trumps)[1]


@implements(
    "quadrille.p5.6",
    quote=("à l'exception du sans appeler qu'il ne paye point", "il gagne ou perd seul"),
)
def sans_appeler_due(called_own_king: bool, sans_appeler: int = 1) -> int:
    """The sans-appeler paid (to a winner without calling, by a loser): who asked to play and
    called a King he holds wins or loses alone like one who plays without calling, but the
    sans-appeler is neither paid to him nor by him."""
    return 0 if called_own_king else sans_appeler


@implements(
    "quadrille.p6.1",
    "quadrille.p6.2",
    "quadrille.p4.2",
    quote=(
        "est obligé de nommer sa couleur",
        "tenu de jouer dans la couleur",
        "on n'a qu'à nommer sa couleur simplement",
    ),
)
def trump_named(named: str | None, named_by_another: str) -> str:
    """Who plays without calling must name his colour: if he lays down his game without
    naming it, another may name one, and he plays in it, trumps or none."""
    return named if named is not None else named_by_another


def rules_for(trump: str) -> k.Trumps:
    """Trumps for following: the trump suit, and spadille and baste, trumps whatever it is
    (the page gives no order of cards; only what follows what matters here)."""
    return k.Trumps(k.RankOrder(q.RANKS), suit=trump, always=frozenset({SPADILLE, BASTE}))


@implements(
    "quadrille.p7.1",
    quote=(
        "L'on n'est point obligé de couper",
        "il faut qu'il fournisse tant qu'il a de la couleur",
    ),
)
def legal(hand: list[k.Card], trick: list[k.Card], trump: str) -> list[k.Card]:
    """One must follow the suit led while one has it (else it is a renounce); one need not
    trump, nor play above, "même étant dernier à jouer"."""
    return k.legal_plays(hand, trick, rules_for(trump), must_trump=False)


@implements(
    "quadrille.p7.2",
    "quadrille.p8.1",
    quote=("est obligé de le faire", "n'est point du - tout sujet à cette loi"),
)
def must_play_shown(could_harm: bool, matador: bool, alone: bool) -> bool:
    """A card drawn and shown to be played must be played if keeping it could harm the game
    or tell the partner something, above all a matador; who plays alone (without taking, or
    having called himself) is not bound by this."""
    return not alone and (could_harm or matador)


@implements("quadrille.p8.2", quote="fait la bête de moitié avec celui")
def turned_hand_bete(offender: int, owner: int) -> dict[int, float]:
    """Who turns over another's game instead of his tricks makes the bête half with the one
    whose cards were turned: share of the bête per seat."""
    return {offender: 0.5, owner: 0.5}


@implements(
    "quadrille.p8.3",
    "quadrille.p8.4",
    quote=("autant de fois qu'on l'en fait apercevoir", "que la levée soit pliée"),
)
def renounce_betes(times: list[tuple[bool, bool]]) -> int:
    """Bêtes made for renounces: one each time it is shown, counting only renounces made
    (the trick folded, or the renouncer having played his next card): ``times``, per
    renounce noticed, (trick folded, next card played)."""
    return sum(1 for folded, next_played in times if folded or next_played)
