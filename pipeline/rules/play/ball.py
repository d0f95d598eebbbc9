"""The ball games whose text gives a match, for ``maison play``: a partie of Paume (four jeux
of four quinzes, à deux: :mod:`.paume_match`) and a partie of Billard between two (eight
coups: :mod:`.billard`).

The book says how strokes are counted, not who wins them: that is skill and chance. So the
strokes here are drawn from a plain model of two equal players, stated below with its
figures, and everything the text rules (what a stroke, a chase, a serve, a fault or a coup
comes to; when a jeu, a partie is won; the chases played off when the sides change ends)
is the game module's. What the figures show is the shape of a partie under the text's
count (how long it lasts, how often it goes to deuce), not the players.
"""

from __future__ import annotations

import random

from pipeline.rules import billard, paume
from pipeline.rules.kernels import ball as ball
from pipeline.rules.paume import match as paume_match
from pipeline.rules.play import GameResult, playable

# -- La Paume -----------------------------------------------------------------------------------

CHASE = 0.2
"""A stroke not returned that falls at its second bound makes a chase (paume.a4), one
stroke in five."""
SERVE_ACE = 0.03
"""A serve on the ais de volée or in the lune, which wins fifteen (paume.a10)."""
TOUCHED = 0.01
"""A ball that touches a player, who loses fifteen (paume.a7)."""
STROKES = 5000
"""A safety bound: a partie is over long before."""


@playable("paume", endings={
    "partie won (paume.a2)": "One side has won four jeux of four quinzes (a jeu two clear "
    "from forty-five all, paume.a13), the partie two jeux clear from three all (paume.a2: "
    "'étant trois jeux à trois jeux, l'on doit faire à deux de jeu').",
    "undecided: stroke limit": f"No partie won in {STROKES} strokes (never seen).",
}, unit="strokes")  # fmt: skip
def play_paume(players: int, rng: random.Random) -> GameResult:
    """A partie of Paume between two equal sides, stroke by stroke; the first serve is the
    coup Dieu (paume.a1); chases are marked and played off when the sides change ends."""
    state = paume_match.start()
    strokes = 0
    while ball.winner(state.match, paume.jeu(), state.race()) is None and strokes < STROKES:
        strokes += 1
        state = paume_match.play(state, _stroke(state, rng))
    won = ball.winner(state.match, paume.jeu(), state.race())
    end = "partie won (paume.a2)" if won is not None else "undecided: stroke limit"
    games = state.match.games
    return GameResult(won, (float(games[0]), float(games[1])), end, strokes)


def _stroke(state: paume_match.State, rng: random.Random) -> paume_match.Event:
    side = rng.randrange(2)
    if state.chases and state.ends_changed:  # each chase is played off for its length
        return paume_match.ChaseOff(side, rng.random())
    r = rng.random()
    if r < CHASE:
        return paume_match.Chase(rng.random())
    if r < CHASE + SERVE_ACE:
        return paume_match.Serve(side, rng.choice(("ais", "lune")))
    if r < CHASE + SERVE_ACE + TOUCHED:
        return paume_match.Touched(side)
    return paume_match.Point(side)


# -- Le Billard ---------------------------------------------------------------------------------

PASS_AND_BUTT = 0.35
"""A player's chance to pass the arch and strike the king in a coup."""
FAULT = 0.08
"""A coup that ends in a fault instead, of any kind the articles name (billard.a5-a40)."""
DOUBLE = 0.03
"""A coup that wins two (the other's ball off the table, billard.a13)."""
COUPS = 5000


@playable("billard", endings={
    "partie won (billard.a36)": f"One player has won {billard.PARTIE} coups: the text agrees no "
    "number but speaks of 'cinq à cinq, ou sept à sept de la partie' (billard.a36), the last "
    "coup of a partie of eight.",
    "undecided: coup limit": f"No partie won in {COUPS} coups (never seen).",
}, unit="coups")  # fmt: skip
def play_billard(players: int, rng: random.Random) -> GameResult:
    """A partie of Billard between two equal players: who has the devant is shot for at the
    cord (billard.a1, a2); coup by coup, the faults' costs are the articles'."""
    lead = None
    while lead is None:
        lead = billard.lag((rng.random(), rng.random()))
    race = billard.partie()
    state = ball.Match(lead=lead)
    coups = 0
    kinds = sorted(billard.FAULTS["partie"])
    while ball.winner(state, race) is None and coups < COUPS:
        coups += 1
        r = rng.random()
        if r < FAULT:
            kind = rng.choice(kinds)
            holder = billard.HOLDER.get(kind)  # a fault only the devant (or hyvet) can make
            side = rng.randrange(2) if holder is None else (state.lead ^ (holder != "devant"))
            event: billard.Fault | billard.Coup | billard.Double = billard.Fault(side, kind)
        elif r < FAULT + DOUBLE:
            event = billard.Double(rng.randrange(2))
        else:
            event = billard.Coup(rng.random() < PASS_AND_BUTT, rng.random() < PASS_AND_BUTT)
        state = billard.play(state, event, race)
    won = ball.winner(state, race)
    end = "partie won (billard.a36)" if won is not None else "undecided: coup limit"
    return GameResult(won, (float(state.points[0]), float(state.points[1])), end, coups)
