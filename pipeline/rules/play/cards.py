"""Two card games whose modules give the rules but no whole game, played for ``maison play``:
the Ferme of the jeux familiers (familiers.p2.1–p4.1), move by move, since a player holding
twelve to fifteen chooses to stand or to draw; and the Homme d'Auvergne (homme-auvergne.*),
"à peu près comme la triomphe ordinaire", whose hand is played by the Triomphe's kernel.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from pipeline.rules import familiers, homme_auvergne
from pipeline.rules.kernels.cards import Card, RankOrder, Trumps, play_tricks, random_chooser
from pipeline.rules.play import GameResult, playable, stateful
from pipeline.rules.play.state import CHANCE, Ending, StateGame, logistic

# -- La Ferme ------------------------------------------------------------------------------------

HOLD, DRAW = "hold", "draw"
PRICE = 10
"""What the Fermier paid for the farm: the text's example, "dix sols" (familiers.p2.1)."""
ANTE = 1
"""The jeton each player puts in each time the cards are shuffled (familiers.p4.1)."""


@dataclass(frozen=True)
class FermeState:
    pack: tuple[Card, ...]
    hands: tuple[tuple[Card, ...], ...]
    """Seat 0 is the Fermier, who deals and holds no cards."""
    turn: int = 1
    """The player being served (dealt his first card, or drawing)."""
    dealt: bool = False
    """Every player has his first card."""
    drawing: bool = False
    """The player to serve chose to draw: his card is the next chance node."""
    done: frozenset[int] = frozenset()
    purse: tuple[int, ...] = ()
    pot: int = 0
    rounds: int = 0
    sixteen: int | None = None


class Ferme(StateGame[FermeState, Any]):
    """La Ferme (familiers.p2.1–p4.1): the highest bidder is the Fermier (seat 0 here) and
    pays the farm's price under the candlestick; he takes the four eights out and serves each
    player a card from the top, then more from the bottom "pour fournir jusqu'au nombre de
    seize"; the Ace one, the heads ten (familiers.p3.1). Below twelve a player draws; from
    twelve to fifteen "on s'y peut tenir pour éviter de passer" (his choice); past sixteen he
    pays the Fermier a jeton a point over; sixteen wins the jetons put in at each shuffle and
    the farm, and he takes the Fermier's place (familiers.p4.1): there the game (one farm)
    ends. Jetons put in stay on the table until a sixteen takes them (the text is silent).

    Evaluation: each seat's jetons, and, for a player who is to draw, what one more card
    brings on average (sixteen: the pot and the farm; past it: the points over, paid); the
    lead over the best other seat read as a chance."""

    name = "familiers-ferme"
    length_unit = "rounds"
    rollout_depth = 6
    limit = 500

    def __init__(self, players: int) -> None:
        self.seats = ("fermier", *(f"player {k}" for k in range(1, players)))
        assert familiers.fermier([PRICE, *([0] * (players - 1))]) == 0

    def initial(self) -> FermeState:
        n = len(self.seats)
        purse = (-PRICE, *(0,) * (n - 1))
        return self._shuffle(FermeState((), (), purse=purse))

    def _shuffle(self, s: FermeState) -> FermeState:
        n = len(self.seats)
        purse = (s.purse[0], *(p - ANTE for p in s.purse[1:]))
        return FermeState(
            tuple(familiers.ferme_pack()),
            ((),) * n,
            purse=purse,
            pot=s.pot + ANTE * (n - 1),
            rounds=s.rounds + 1,
        )

    def _say(self, s: FermeState) -> str:
        return familiers.ferme_outcome(s.hands[s.turn])

    def to_move(self, s: FermeState) -> int:
        if not s.dealt or s.drawing or self._say(s) == "tire":
            return CHANCE
        return s.turn  # twelve to fifteen: his choice

    def legal(self, s: FermeState) -> list[Any]:
        return [HOLD, DRAW]

    def chances(self, s: FermeState) -> list[tuple[Any, float]]:
        first: dict[int, Card] = {}
        count: Counter[int] = Counter()
        for c in s.pack:
            v = familiers.ferme_value(c)
            first.setdefault(v, c)
            count[v] += 1
        return [(first[v], count[v] / len(s.pack)) for v in sorted(first)]

    def apply(self, s: FermeState, action: Any) -> FermeState:
        if action == HOLD:
            return self._next(replace(s, done=s.done | {s.turn}))
        if action == DRAW:
            return replace(s, drawing=True)  # the card itself is the chance node that follows
        pack = list(s.pack)
        pack.remove(action)
        hands = list(s.hands)
        hands[s.turn] = (*hands[s.turn], action)
        s = replace(s, pack=tuple(pack), hands=tuple(hands), drawing=False)
        if not s.dealt:  # the first card to each, in turn
            if s.turn < len(self.seats) - 1:
                return replace(s, turn=s.turn + 1)
            return replace(s, turn=1, dealt=True)
        said = self._say(s)
        if said == "seize":
            purse, fermier = familiers.sixteen_wins(s.purse, s.turn, s.pot, PRICE)
            return replace(s, purse=tuple(purse), pot=0, sixteen=fermier)
        if said == "passe":
            purse = list(s.purse)
            over = familiers.over_sixteen(s.hands[s.turn])
            purse[s.turn] -= over
            purse[0] += over
            return self._next(replace(s, purse=tuple(purse), done=s.done | {s.turn}))
        return s

    def _next(self, s: FermeState) -> FermeState:
        left = [k for k in range(1, len(self.seats)) if k not in s.done]
        if not left:
            return self._shuffle(s)
        return replace(s, turn=left[0])

    def ending(self, s: FermeState) -> Ending | None:
        points = tuple(float(p) for p in s.purse)
        if s.sixteen is not None:
            return Ending(s.sixteen, "sixteen: the farm won (familiers.p4.1)", points)
        if s.rounds > self.limit:
            return Ending(None, "undecided: round limit", points)
        return None

    def evaluate(self, s: FermeState) -> tuple[float, ...]:
        money = [float(p) for p in s.purse]
        if s.drawing:
            total = sum(familiers.ferme_value(c) for c in s.hands[s.turn])
            for card, p in self.chances(s):
                after = total + familiers.ferme_value(card)
                if after == 16:
                    money[s.turn] += p * (s.pot + PRICE)
                elif after > 16:
                    money[s.turn] -= p * (after - 16)
                    money[0] += p * (after - 16)
        return tuple(
            logistic((m - max(money[j] for j in range(len(money)) if j != k)) / 5)
            for k, m in enumerate(money)
        )

    def length(self, s: FermeState) -> int:
        return s.rounds

    def endings(self) -> dict[str, str]:
        return {
            "sixteen: the farm won (familiers.p4.1)": "A player's cards make sixteen: he wins "
            "the jetons put in and the farm, and takes the Fermier's place ('vous gagnez la "
            "ferme et dépossédez le Fermier').",
            "undecided: round limit": f"No sixteen in {self.limit} shuffles.",
        }


stateful("familiers-ferme", Ferme)


# -- L'Homme d'Auvergne ------------------------------------------------------------------------

ORDER = RankOrder(homme_auvergne.RANKS)
ROUND_LIMIT = 500


@playable(
    "homme-auvergne",
    endings={
        "five marks (homme-auvergne.p1.2)": "A side has made five marks, the ordinary game "
        "('l'ordinaire est en cinq marques, chaque marque vaut un jeu').",
        "undecided: deal limit": f"No side at five marks in {ROUND_LIMIT} deals.",
    },
    unit="deals",
)
def play_homme_auvergne(players: int, rng: random.Random) -> GameResult:
    """The Homme d'Auvergne between two: five cards each, the next turned for the colour
    (homme-auvergne.p1.1); the Kings of the colours turned count a mark to who turns or holds
    them (a2); a player who likes his hand makes play, else both pass and se réjouissent,
    turning the bottom card for a new colour, three times at most (a5, a6); the hand is
    played "comme la triomphe ordinaire" (the Triomphe's trumps and following, the most
    tricks winning); who made play and lost is marked against, a mark to his opponent (a4),
    and who made play and won marks one (a jeu is a mark, p1.2: editorial). No play after
    three réjouissances: a new deal. Marks to five (p1.2)."""
    marks = {0: 0, 1: 0}
    dealer, deals = 0, 0
    while (won := homme_auvergne.game_over(marks)) is None and deals < ROUND_LIMIT:
        deals += 1
        d, trump = homme_auvergne.deal(2, rng)
        turned = [d.stock[0]]
        stock = list(d.stock[1:])
        for seat in (0, 1):
            marks[seat] += homme_auvergne.king_marks(turned, list(d.hands[seat]), seat == dealer)
        maker = None
        for times in range(4):
            elder = 1 - dealer
            maker = next((s for s in (elder, dealer) if rng.random() < 0.5), None)
            if maker is not None:
                break
            card = homme_auvergne.rejouir(times, stock)
            if card is None:
                break
            stock.remove(card)
            turned.append(card)
            trump = card.suit
        if maker is not None:
            tricks = play_tricks(
                d.hands, 1 - dealer, Trumps(ORDER, suit=trump), random_chooser(rng)
            )
            took = sum(t.winner == maker for t in tricks)
            if took * 2 > len(tricks):
                marks[maker] += 1
            else:
                marks = homme_auvergne.player_loses(marks, maker, 1 - maker)
        dealer = 1 - dealer
    end = "five marks (homme-auvergne.p1.2)" if won is not None else "undecided: deal limit"
    return GameResult(won, (float(marks[0]), float(marks[1])), end, deals)
