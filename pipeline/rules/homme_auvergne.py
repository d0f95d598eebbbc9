"""L'Homme d'Auvergne as printed in 1665 (pp. 70–71): played "à peu près comme la triomphe
ordinaire", five cards each, the card after them turned (if the players wish) for trumps; a
game of marks, usually five, each mark one *jeu*. The King of the turned colour counts; when
all pass they *se réjouissent* (turn the bottom card for a new colour) up to three times.

Marks are kept per seat, counting up to the agreed number.
"""

from __future__ import annotations

import random

from pipeline.rules.kernels import cards as k
from pipeline.rules.registry import implements

HAND = 5
RANKS = ("7", "8", "9", "10", "V", "D", "R", "A")
"""As at the Triomphe (the chapter gives no order of its own)."""
DECK = k.Deck.build("the pack of the Homme d'Auvergne", RANKS)


@implements(
    "homme-auvergne.p1.1",
    quote=("l'on donne à chacun des joueurs cinq cartes", "à la volonté des joueurs"),
)
def deal(
    players: int, seed: int | random.Random, turn_up: bool = True
) -> tuple[k.Deal, str | None]:
    """Five cards to each; the next card turned up for trumps if the players so wish
    (returns the deal and the trump suit, or None)."""
    if players * HAND >= len(DECK):
        raise ValueError(f"{players} players: not enough cards for five each")
    d = k.seeded_deal(DECK, players, (HAND,), seed)
    return d, (d.stock[0].suit if turn_up else None)


@implements(
    "homme-auvergne.p1.2",
    "homme-auvergne.a3",
    quote=("l'ordinaire est en cinq marques", "chaque marque vaut un jeu", "perd la partie"),
)
def game_over(marks: dict[int, int], target: int = 5, revoked_by: int | None = None) -> int | None:
    """The game is in as many marks as the players like, usually five: the first to reach
    them wins (seat), else None. "Qui renonce perd la partie" (a3, :func:`revoke`): a side
    that renounced (``revoked_by``) has lost the game whatever the marks, and the other side
    has won it; the game is between two sides, as a4's "au profit de sa partie" says."""
    if revoked_by is not None:
        if revoked_by not in marks or len(marks) != 2:
            raise ValueError(f"a revoke by {revoked_by} in a game of sides {sorted(marks)}")
        return next(s for s in marks if s != revoked_by)
    done = [s for s, m in marks.items() if m >= target]
    return max(done, key=lambda s: marks[s]) if done else None


@implements(
    "homme-auvergne.a2",
    "homme-auvergne.a5",
    quote=(
        "Qui retourne le Roi vaut un",
        "il comptera autant qu'il en aura",
        "il vaut autant que le premier",
    ),
    status="editorial",
)
def king_marks(turned: list[k.Card], hand: list[k.Card], dealer: bool) -> int:
    """Marks for the Kings of the turned colours: who turns up the King counts one, and who
    holds it in hand the same; after *se réjouir* (a5) the King of the new colour "vaut
    autant que le premier". ``turned``: the cards turned, one per colour tried. Holding the
    Kings of three or four of them, "il comptera autant qu'il en aura" (a2, read so)."""
    return sum(
        1 for card in turned if (card.rank == "R" and dealer) or k.Card("R", card.suit) in hand
    )


@implements("homme-auvergne.a3", quote="Qui renonce perd la partie")
def revoke(hand: list[k.Card], trick: list[k.Card], card: k.Card, trump: str | None) -> bool:
    """Whether ``card`` is a revoke, which loses the whole game (:func:`game_over`'s
    ``revoked_by``): not following the suit led while holding it."""
    return card not in k.legal_plays(hand, trick, k.Trumps(k.RankOrder(RANKS), suit=trump))


@implements("homme-auvergne.a4", quote=("on lui marque", "démarqué une au profit de sa partie"))
def player_loses(marks: dict[int, int], player: int, opponent: int) -> dict[int, int]:
    """Who made play and lost the deal: a mark is set against him, and one taken off to the
    profit of his opponent (marks counting up, a mark against is a mark less)."""
    out = dict(marks)
    out[player] = out.get(player, 0) - 1
    out[opponent] = out.get(opponent, 0) + 1
    return out


@implements(
    "homme-auvergne.a5",
    "homme-auvergne.a6",
    quote=("ils se réjouissent", "se réjouir jusqu'à trois"),
)
def rejouir(times_so_far: int, stock: list[k.Card]) -> k.Card | None:
    """All agreeing to pass, they turn the bottom card to see a new colour: at most three
    times (None when no more is allowed)."""
    if times_so_far >= 3 or not stock:
        return None
    return stock[-1]


@implements("homme-auvergne.a6", quote="il lui sera démarqué une marque au profit de celui")
def king_lost(marks: dict[int, int], holder: int, taker: int) -> dict[int, int]:
    """Who, after a réjouissance, loses to another the King of the former colour he holds:
    one mark off him, to the one who took it."""
    if holder == taker:
        return dict(marks)
    out = dict(marks)
    out[holder] = out.get(holder, 0) - 1
    out[taker] = out.get(taker, 0) + 1
    return out


@implements("homme-auvergne.a7", quote="Qui joue devant son rang perd un jeu")
def out_of_turn(
    marks: dict[int, int],
    seat: int,
    *,
    leader: int | None = None,
    played: int = 0,
    players: int = 2,
) -> dict[int, int]:
    """Playing before one's turn loses a jeu (a mark, "chaque marque vaut un jeu", p1.2):
    one mark off ``seat``. Given the trick's ``leader`` and the cards already ``played`` to
    it, the play is first checked to be out of turn: the trick goes round from its leader,
    one after the other, so ``seat`` may play when it is ``(leader + played) % players``,
    and then loses nothing. Without ``leader`` the caller has found the fault."""
    if leader is not None:
        if not 0 <= played < players:
            raise ValueError(f"{played} cards played to a trick of {players}")
        if seat == (leader + played) % players:
            return dict(marks)
    out = dict(marks)
    out[seat] = out.get(seat, 0) - 1
    return out
