"""maison play for the board, dice and ball games, and its agents (issue 31, part 5): every
game whose text says how it ends plays, with the text's player counts; moves are the game
modules' legal ones; games end by the text's rule; seeded runs repeat; the MCTS agent beats
random play in the Renard and the Guerre."""

from __future__ import annotations

import json
import random
import re

import pytest

from pipeline.rules import eschets, guerre, hoca, play, renard
from pipeline.rules.play import agents as agents
from pipeline.rules.play import boards as play_boards
from pipeline.rules.play import dice as play_dice
from pipeline.rules.play import players as play_players
from pipeline.rules.play import trictrac as play_trictrac
from pipeline.rules.play.state import CHANCE, play_one
from pipeline.rules.trictrac import board as trictrac_board
from pipeline.rules.trictrac import jans as trictrac_jans
from tests.conftest import maison

BOARD_AND_DICE = (
    "renard", "guerre", "eschets", "trictrac", "jardin", "hoca", "oye", "quatre-fins", "monde",
    "villes", "cupidon", "france", "chronologie", "paume", "billard",
)  # fmt: skip


def _rules(built: tuple) -> dict[str, str]:
    """The session build's rules (a fresh clone has no corpus/out of its own)."""
    path = built[0] / "rules.jsonl"
    return {
        r["id"]: r["text_normalised"]
        for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())
    }


def test_board_dice_and_ball_games_are_playable():
    """More than six board or dice games play besides the card games (the issue's bar)."""
    known = play.games()
    assert set(BOARD_AND_DICE) <= set(known)
    assert "guerre" in known and known["guerre"].factory is not None  # not the card game


@pytest.mark.parametrize("name", sorted(play_players.PLAYERS))
def test_every_game_plays_seeded_with_its_endings_explained(name):
    """Each game plays at its default count; the same seed gives the same figures; the
    shares add up; every ending met is explained; the rules its predicates used are named."""
    n = {"eschets": 1, "trictrac": 3}.get(name, 6)
    a = play.simulate(name, None, n, 3)
    assert a == play.simulate(name, None, n, 3)
    assert sum(a["winner_share"].values()) + a["no_winner_share"] == pytest.approx(1, abs=1e-3)
    assert sum(a["ends"].values()) == pytest.approx(1, abs=1e-3)
    assert all(a["endings"][e] for e in a["ends"]), a["endings"]
    assert a["rules_used"], name
    assert a["players"] in play_players.PLAYERS[name].counts()


def test_player_counts_quote_their_rules(built):
    """Each count's rule exists and says the words quoted; the default count is allowed."""
    texts = _rules(built)
    assert set(play.games()) <= set(play_players.PLAYERS)
    for name, p in play_players.PLAYERS.items():
        assert name in play.games(), name
        if p.rule is not None:
            assert p.says in texts[p.rule], (name, p.rule)
        assert play.default_players(name) in p.counts()


def test_every_game_of_the_book_plays_or_says_why_not(built):
    """Each game of the corpus is playable, or ``maison play`` names why not."""
    for game in sorted({r.split(".")[0] for r in _rules(built)}):
        if game in play.NOT_PLAYABLE:
            with pytest.raises(play.PlayError, match=re.escape(play.NOT_PLAYABLE[game][:30])):
                play.find(game)
        else:
            assert play.find(game).name == game


def test_every_count_the_text_allows_plays():
    for name in play.games():
        for n in play.player_counts(name):
            assert play.simulate(name, n, 1, 2)["players"] == n


@pytest.mark.parametrize(
    ("name", "n", "rule"),
    [
        ("imperiale", 2, "imperiale.a1"),
        ("trictrac", 3, "trictrac.p15.1"),
        ("renard", 3, "renard.p1.10"),
        ("monde", 7, "monde.p3.1"),
        ("triomphe-tolose", 5, "triomphe-tolose.p1.1"),
        ("piquet", 3, "piquet.p4.1"),
    ],
)
def test_a_count_the_text_refuses_names_its_rule(name, n, rule):
    with pytest.raises(play.PlayError, match=re.escape(rule)) as e:
        play.simulate(name, n, 1, 1)
    assert f"not {n}" in str(e.value) and "2 to 2" not in str(e.value)


def test_counts_the_text_allows_play():
    """triomphe.a1: 'tant et si peu de personnes que l'on voudra'; romestecq.a2: two to six."""
    assert play.simulate("triomphe", 7, 5, 1)["players"] == 7
    assert play.simulate("romestecq", 3, 5, 1)["players"] == 3
    with pytest.raises(play.PlayError, match="ten at most"):
        play.simulate("triomphe", 11, 1, 1)


def test_endings_cite_rules_that_exist(built):
    texts = _rules(built)
    cited = set()
    from pipeline.rules.play import endings as play_endings

    tables = [m for t in play_endings.ENDINGS.values() for m in t.values()]
    for name in ("renard", "guerre", "eschets", "trictrac"):
        g = play.find(name).factory(2)
        tables += list(g.endings()) + list(g.endings().values())
    for text in tables:
        cited |= set(re.findall(r"\b[a-z-]+\.(?:[aps]\d+(?:\.[a-z]?\d+)*|q\d+)", text))
    assert cited and not cited - set(texts), cited - set(texts)


# -- legal moves only, and the text's end --------------------------------------------------


def _checked_game(game, check, seed=1, agent="random", budget=10):
    """One game between two agents, each move checked against the module's own rules."""
    seen = []

    def on_move(state, move):
        if game.to_move(state) != CHANCE:
            check(state, move)
            seen.append(move)

    players = [agents.make(agent, f"{seed}:{k}", budget) for k in range(len(game.seats))]
    return play_one(game, players, random.Random(seed), on_move=on_move), seen


def test_renard_moves_are_the_modules_and_it_ends_by_its_rule():
    def check(state, move):
        if state.pos is None:
            assert move in renard.CROSS and move[1] < 4  # the twenty upper rosettes
        else:
            assert move in renard.legal_moves(state.pos)

    for seed in range(3):
        p, seen = _checked_game(play_boards.Renard(), check, seed, "greedy")
        assert renard.winner(p.state.pos) is not None  # renard.p1.7 or the Hens' block
        assert len(seen) == p.length + 1  # the Fox's setting, then one move a ply


def test_guerre_moves_are_the_modules_and_it_ends_by_its_rule():
    def check(state, move):
        if state.pos is None:
            assert move in range(8)
        else:
            assert move in guerre.moves(state.pos)

    for seed in range(3):
        p, _ = _checked_game(play_boards.Guerre(), check, seed)
        g = play_boards.Guerre()
        assert guerre.winner(p.state.pos) is not None or p.length == g.limit


def test_eschets_moves_are_the_modules_and_it_ends_by_its_rule():
    g = play_boards.Eschets()
    g.limit = 80

    def check(state, move):
        assert move in eschets.legal_moves(state.pos)

    p, _ = _checked_game(g, check, 4, "greedy")
    assert eschets.outcome(p.state.pos) is not None or p.ending.winner is None
    assert p.ending.winner is None or p.ending.end in (
        "mate (eschets.a27)",
        "eschec suffoqué (eschets.a26)",
    )


def test_trictrac_moves_are_the_boards_and_it_ends_at_twelve_jeux():
    def check(state, move):
        if state.phase == play_trictrac.LEAVE:
            assert move in (play_trictrac.STAY, play_trictrac.LIFT)
        else:
            results, _ = trictrac_board.plays(state.mover_view(), state.throw)
            assert move in results

    p, seen = _checked_game(play_trictrac.Trictrac(), check, 2, "greedy")
    assert p.state.game.finished and max(s.holes for s in p.state.game.sides) >= 12
    assert p.ending.end.startswith("twelve jeux")


def test_trictrac_jan_de_rencontre_is_marked_by_the_second():
    """trictrac.q4: the Jan de rencontre 'rendra le second premier avantagé' — the second
    player's first throw equal to the first's marks the table's two (four by doublet)."""
    g = play_trictrac.Trictrac()
    s = g.apply(g.initial(), (6, 1))  # the primauté: seat 0 throws first
    assert s.to_move == 0 and g.to_move(s) == CHANCE
    s = g.apply(s, (5, 3))
    s = g.apply(s, g.legal(s)[0])
    expected = trictrac_jans.score_throw(s.mover_view(), (5, 3)).total("mine") + 2
    s = g.apply(s, (5, 3))
    assert s.game.sides[1].points == expected % 12


# -- seeded, and the searching agent --------------------------------------------------------


def test_mcts_is_deterministic_for_a_seed():
    a = play.simulate("renard", None, 1, 5, ["mcts", "random"], budget=8)
    assert a == play.simulate("renard", None, 1, 5, ["mcts", "random"], budget=8)
    assert [p["agents"] for p in a["pairings"]] == [
        {"hens": "mcts", "fox": "random"},
        {"hens": "random", "fox": "mcts"},
    ]
    assert a["budget"] == 8


def test_mcts_beats_random_at_the_renard():
    """Random Hens never shut the Fox in (0 of 100 here); MCTS Hens (30 playouts a move)
    do, against a random Fox; an MCTS Fox wins every game against random Hens."""
    base = play.simulate("renard", None, 100, 11)
    assert base["winner_share"]["hens"] == 0
    r = play.simulate("renard", None, 6, 11, ["mcts", "random"], budget=30)
    hens_mcts, fox_mcts = r["pairings"]
    assert hens_mcts["winner_share"]["hens"] > base["winner_share"]["hens"]
    assert fox_mcts["winner_share"]["fox"] == 1


def test_mcts_beats_random_at_the_guerre():
    """Random play: the attacker wins most sieges; an MCTS defender (20 playouts a move)
    wins them against a random attacker, an MCTS attacker every one."""
    base = play.simulate("guerre", None, 50, 11)
    r = play.simulate("guerre", None, 4, 11, ["mcts", "random"], budget=20)
    att_mcts, def_mcts = r["pairings"]
    assert att_mcts["winner_share"]["attack"] >= base["winner_share"]["attack"]
    assert att_mcts["winner_share"]["attack"] == 1
    assert def_mcts["winner_share"]["defend"] > base["winner_share"]["defend"]


def test_the_ferme_ends_when_sixteen_takes_the_farm():
    """familiers.p4.1: below twelve one draws, from twelve to fifteen one may stand, past
    sixteen one pays the Fermier the points over, sixteen wins the jetons and the farm."""
    from pipeline.rules import familiers
    from pipeline.rules.play import cards as play_cards

    g = play_cards.Ferme(3)
    paid = []

    def check(state, move):
        total = sum(familiers.ferme_value(c) for c in state.hands[state.turn])
        assert 12 <= total <= 15 and move in (play_cards.HOLD, play_cards.DRAW)
        paid.append(total)

    for seed in range(5):
        p, _ = _checked_game(g, check, seed)
        s = p.state
        assert sum(familiers.ferme_value(c) for c in s.hands[s.sixteen]) == 16
        assert sum(s.purse) == 0  # jetons change hands, none made or lost
    assert paid  # the choice came up


def test_greedy_hoca_stakes_on_the_quart():
    """The quart returns 28 of 30 staked (hoca.a11: seven times, four numbers of thirty), the
    best of the table's bets; the greedy agent, reading the game's evaluation, lays it."""
    assert max(play_dice.SIZES, key=hoca.player_return) == 4
    g = play_dice.Hoca(3)
    s = g.initial()
    k = agents.GreedyAgent(1).choose(g, s, g.legal(s))
    assert g.legal(s)[k] == 4


# -- the race games' endings, and the command line ---------------------------------------------


def test_the_oye_can_end_with_every_player_held_and_says_so():
    r = play.simulate("oye", 2, 200, 1665)
    held = "every player held: no winner"
    assert r["ends"].get(held, 0) > 0 and r["no_winner_share"] >= r["ends"][held]
    assert "no way out" in r["endings"][held]
    assert "starts again" in play.simulate("cupidon", 2, 5, 1)["endings"].get(
        held, play.find("cupidon").endings[held]
    )


def test_agents_are_refused_where_the_play_has_no_choice():
    with pytest.raises(play.PlayError, match="renard"):
        play.simulate("piquet", 2, 1, 1, ["mcts", "random"])
    with pytest.raises(play.PlayError, match="no agent 'clever'"):
        play.simulate("renard", 2, 1, 1, ["clever"])


def test_the_command_plays_a_board_game_with_agents():
    run = maison("play", "guerre", "--agents", "greedy,random", "--games", "3", "--seed", "4")
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["game"] == "guerre" and out["seats"] == ["attack", "defend"]
    assert len(out["pairings"]) == 2 and out["length_unit"] == "plies"
    run = maison("play", "imperiale", "--players", "2")
    assert run.returncode == 1 and "imperiale.a1" in run.stderr
    run = maison("play", "chouette")
    assert run.returncode == 1 and "sheet of throws" in run.stderr
