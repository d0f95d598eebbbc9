"""Le Romestecq (1665, pp. 60–65)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.rules import romestecq as r
from pipeline.rules.kernels.cards import Card, CardError

pred = pytest.mark.predicate


def H(text: str) -> list[Card]:
    return [Card.parse(x) for x in text.split()]


def names(text: str) -> list[tuple[str, int]]:
    return [(c.name, c.in_hand) for c in r.combinations(H(text))]


@pred("pipeline.rules.romestecq.deck")
def test_thirty_six_as_at_piquet():
    """romestecq.a1 "vous réservant les trente-six qui restent, comme au jeu du Piquet"."""
    assert len(r.deck()) == 36 and Card.parse("6C") in r.deck()


@pred("pipeline.rules.romestecq.takes")
def test_ace_eleven_takes_the_king():
    """romestecq.a17 "l'as vaut onze et emporte le Roi, et ainsi le Roi emporte les autres
    plus basses"; another suit takes nothing."""
    assert r.takes(H("RC AC")) == 1
    assert r.takes(H("RC 6C AK")) == 0


@pred("pipeline.rules.romestecq.revokes")
def test_who_renounces_the_suit_led_loses():
    """romestecq.a12 "Qui renonce à la couleur que l'on lui jette, perd la partie": a King of
    carreau on a cœur led, a cœur in hand, is a revoke; void of cœur, it is not."""
    assert r.revokes(H("RK 7C 9P"), H("DC"), Card.parse("RK"))
    assert not r.revokes(H("RK 7C 9P"), H("DC"), Card.parse("7C"))
    assert not r.revokes(H("RK 9P"), H("DC"), Card.parse("RK"))
    assert not r.revokes(H("RK 9P"), [], Card.parse("RK"))  # the lead
    assert r.penalty("renonce") == "perd la partie"


@pred("pipeline.rules.romestecq.valid_table")
def test_two_to_six_five_each():
    """romestecq.a2 "depuis deux personnes jusqu'à six, à cinq cartes chacun"."""
    assert r.valid_table(2) and r.valid_table(6) and not r.valid_table(7)


@pred("pipeline.rules.romestecq.sides")
def test_the_three_highest_together():
    """romestecq.a3 "les trois plus hautes sont ensemble, et les plus basses pareillement"."""
    assert r.sides(H("AC 6K RP 7T DC 8C")) == ([0, 2, 4], [1, 3, 5])
    assert r.sides(H("6C AK 7P RT")) == ([1, 3], [0, 2])
    with pytest.raises(CardError):
        r.sides(H("AC 6K 7P"))


@pred("pipeline.rules.romestecq.cutter")
@pred("pipeline.rules.romestecq.who_deals")
def test_who_deals_and_who_cuts():
    """romestecq.a4 the one in the middle gives the cut "à celui qui sera au milieu de
    l'autre côté de la table"; a5 "celui qui aura la plus haute carte, choisira de faire ou
    non"; a8 at four "celui qui a les plus basses cartes est obligé de faire, et son coupe de
    travers"."""
    assert r.cutter(1, 6) == 4 and r.cutter(2, 4) == 0
    cuts = H("AC 6K RP 7T DC 8C")
    assert r.who_deals(cuts) == 0 and r.who_deals(cuts, highest_deals=False) == 3
    assert r.who_deals(H("AC 6K RP 7T")) == 1


@pred("pipeline.rules.romestecq.who_marks")
def test_who_does_not_deal_keeps_the_marks():
    """romestecq.a5 "cela étant résolu, celui qui ne donne pas, est celui qui doit marquer le
    jeu"; romestecq.a6 "Celui qui ne fait pas, prendra la craie": the one across, who
    plays against the dealer."""
    cuts = H("AC 6K RP 7T DC 8C")
    assert r.who_marks(r.who_deals(cuts), 6) == 3
    assert r.who_marks(r.who_deals(cuts, highest_deals=False), 6) == 0
    assert r.who_marks(1, 2) == 0


@pred("pipeline.rules.romestecq.marks_chalked")
def test_thirty_five_or_twenty_one():
    """romestecq.a6 "à six l'on marque trente-cinq marques, et à quatre et à deux,
    l'ordinaire est à vingt-un"."""
    assert [r.marks_chalked(n) for n in (6, 4, 2)] == [35, 21, 21]
    with pytest.raises(ValueError):
        r.marks_chalked(5)


@pred("pipeline.rules.romestecq.marks_chalked")
def test_as_many_marks_as_the_players_will():
    """romestecq.a6 "néanmoins le tout dépend de la volonté des joueurs": any number agreed,
    at any table."""
    assert r.marks_chalked(6, agreed=50) == 50 and r.marks_chalked(5, agreed=31) == 31
    with pytest.raises(ValueError):
        r.marks_chalked(4, agreed=0)


@pred("pipeline.rules.romestecq.packets")
def test_dealt_the_same_way_all_the_partie():
    """romestecq.a7 "par une, par deux, trois, ou par cinq … de la même manière qu'il a
    commencé"; romestecq.a10 another way is a fault."""
    assert all(sum(r.packets(k)) == 5 for k in (1, 2, 3, 5))
    assert r.packets(3, first=3) == (3, 2)
    with pytest.raises(CardError):
        r.packets(2, first=3)
    with pytest.raises(ValueError):
        r.packets(4)


@pred("pipeline.rules.romestecq.penalty")
def test_three_marks_or_the_partie():
    """romestecq.a9 a card turned towards the opponents, three marks, towards oneself none;
    a10 "six pour cinq" three; a11 out of turn three; a12–a16 the partie; a20 rubbing out
    without saying "pièce"."""
    assert r.penalty("carte retournée vers l'adversaire") == 3
    assert r.penalty("carte retournée de son côté") == 0
    assert r.penalty("six pour cinq") == 3 and r.penalty("joue devant son rang") == 3
    for fault in ("renonce", "conte ce qu'il n'a pas", "joue avec six cartes",
                  "efface une marque de trop", "accuse de trois marques à faux",
                  "efface sans avoir dit pièce"):  # fmt: skip
        assert r.penalty(fault) == "perd la partie"
    with pytest.raises(ValueError):
        r.penalty("triche")


@pred("pipeline.rules.romestecq.out_of_turn")
def test_out_of_turn_the_card_is_taken_back():
    """romestecq.a11 "Qui joue devant son rang, relèvera sa carte et lui sera marqué trois
    marques": the card goes back to his hand and the other side rubs out three."""
    hand, left, won = r.out_of_turn(H("6C 7K 8P 9T"), Card.parse("AC"), [21, 21], side=0)
    assert Card.parse("AC") in hand and len(hand) == 5
    assert left == [21, 18] and won is None
    assert r.out_of_turn(H("6C"), Card.parse("AC"), [21, 2], side=0)[2] == 1
    with pytest.raises(CardError):
        r.out_of_turn(H("6C AC"), Card.parse("AC"), [21, 21], side=0)


@pred("pipeline.rules.romestecq.combinations")
def test_the_combinations_of_the_text():
    """romestecq.p19.1 "quatre as, ou quatre Rois" virlicque; the definitions p20.1 "trois as,
    trois Rois" triche (a19: 3); p21.1 "deux as, deux Rois … deux as, deux dix, ou deux Rois"
    double ningre (a20: 3); village (a21: 2) and double rome (a22: 2), p22.1 "deux Dames et
    deux Valets … ou deux dix et deux neuf", "deux as ou deux Rois"; p23.1 a pair below the
    Rois, rome (a23: 1)."""
    assert names("AC AK AP AT 6C") == [("virlicque", 0)]
    assert names("RC RK RP 6T 7C") == [("triche", 3)]
    assert names("AC AK RP RT 6C") == [("double ningre", 3)]
    assert names("AC AK 10P 10T 6C") == [("double ningre", 3)]
    assert names("RC RK 10P 10T 6C") == [("double ningre", 3)]
    assert names("DC DK VP VT 6C") == [("village", 2)]
    assert names("10C 10K 9P 9T 6C") == [("village", 2)]
    assert names("AC AK 7P 8T 6C") == [("double rome", 2)]
    assert names("8C 8K 7P 9T 6C") == [("rome", 1)]
    assert names("8C 8K DP DT 6C") == [("rome", 1), ("rome", 1)]
    assert names("8C 8K 8P AT AC") == [("triche", 3), ("double rome", 2)]
    assert names("6C 7K 8P 9T VC") == []
    with pytest.raises(CardError):
        r.combinations(H("AC AK"))


@pred("pipeline.rules.romestecq.worth")
def test_six_and_four_when_all_passes():
    """romestecq.a19 a triche of As or Rois "quand tout passe, qu'il ne soit point grugé, il
    vaut six"; a22 the double rome "valent quatre"; a25 grugé, nothing more."""
    triche, rome = r.combinations(H("AC AK AP 6T 7C"))[0], r.combinations(H("RC RK 6P 7T 8C"))[0]
    assert r.worth(triche, all_pass=True, gruge=False) == 6
    assert r.worth(triche, all_pass=True, gruge=True) == 3
    assert r.worth(rome, all_pass=True, gruge=False) == 4
    assert r.worth(rome, all_pass=False, gruge=False) == 2
    low = r.combinations(H("8C 8K 8P 6T 7C"))[0]
    assert r.worth(low, all_pass=True, gruge=False) == 3


@pred("pipeline.rules.romestecq.worth")
def test_the_ningre_counts_its_king_and_ace():
    """romestecq.a20 "Double ningre vaut trois dans la main, quant tout passe et qu'ils ne
    soient point grugez, savoir le Roi et l'as": its As and Rois one each once all has passed
    (the sentence breaks off; read as a19 and a22), nothing more when grugé."""
    ningre = r.combinations(H("AC AK RP RT 6C"))[0]
    assert ningre.name == "double ningre"
    assert r.worth(ningre, all_pass=True, gruge=False) == 3 + 4
    assert r.worth(r.combinations(H("AC AK 10P 10T 6C"))[0], True, False) == 3 + 2
    assert r.worth(ningre, all_pass=True, gruge=True) == 3


@pred("pipeline.rules.romestecq.gruge")
def test_as_and_rois_thrown_void_are_gruges():
    """romestecq.a25 "gruger est quand l'on jette une carte d'une sorte de laquelle on n'a
    pas, et que l'on soit contraint de jeter quelques as ou Rois …, d'autant que celui qui
    les gruge en efface autant": the As and Rois thrown off on a suit led, one mark each to
    the taker; those of the suit led are not grugés."""
    assert r.gruge(H("6C AK RP 7C")) == H("AK RP")
    assert r.gruge(H("6C AC RC")) == []
    assert r.gruge(H("6C 7K")) == []


@pred("pipeline.rules.romestecq.stecq")
def test_the_stecq_to_the_last_trick():
    """romestecq.a24 "Le stecque est une marque à effacer pour celui qui fait la dernière
    levée"."""
    from pipeline.rules.kernels.cards import Trick

    assert r.stecq([Trick(0, (), 2), Trick(2, (), 1)]) == (1, 1)
    with pytest.raises(CardError):
        r.stecq([])


@pred("pipeline.rules.romestecq.rub_out")
def test_rub_out_and_virlicque():
    """romestecq.a6 the chalk; a18 "qui a virlicque a gagné la partie, et on efface toutes les
    marques"; p19.1 "a gagné la partie"."""
    assert r.rub_out([21, 21], 0, 1) == ([20, 21], None)
    assert r.rub_out([2, 21], 0, 3) == ([0, 21], 0)
    assert r.rub_out([21, 21], 1, None) == ([21, 0], 1)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([2, 4, 6]))
def test_a_partie_ends(seed, players):
    """Property: a partie ends with one side having rubbed out all its marks (each hand rubs
    out at least the stecq)."""
    g = r.play(seed, players)
    assert g.winner in (0, 1) and 1 <= g.hands <= 35


@pred("pipeline.rules.romestecq.count_combination")
@pred("pipeline.rules.romestecq.penalty")
def test_who_counts_what_he_has_not_loses_the_partie():
    """romestecq.a13 "Qui conte rome, village, double ningre, etc. qu'il ne l'ait pas, quand
    il est reconnu, perd la partie": a rome held is rubbed out (one), a village claimed on
    two pairs that are none (Dames and nines) loses the partie for his side, whatever marks
    are left; two romes claimed on one, likewise; a virlicque counted wins."""
    rome = H("7C 7K AP 9T DC")
    assert r.count_combination(rome, ["rome"], [21, 21], 0) == ([20, 21], None)
    assert r.count_combination(rome, ["rome", "rome"], [21, 21], 0) == ([21, 21], 1)
    no_village = H("DC DK 9P 9T 6C")
    assert [c.name for c in r.combinations(no_village)] == ["rome", "rome"]
    assert r.count_combination(no_village, ["village"], [2, 21], 0) == ([2, 21], 1)
    village = H("DC DK VP VT 6C")
    assert r.count_combination(village, ["village"], [21, 21], 1) == ([21, 19], None)
    four = H("AC AK AP AT 6C")
    assert r.count_combination(four, ["virlicque"], [21, 21], 1) == ([21, 0], 1)


@pred("pipeline.rules.romestecq.rub_out")
@pred("pipeline.rules.romestecq.penalty")
def test_who_rubs_out_a_mark_too_many_loses_the_partie():
    """romestecq.a15 "Qui efface une marque de plus qu'il ne lui appartient perd la partie":
    owed two (a village), rubbing out three ends the partie, lost by that side, even one
    that would have rubbed out its last marks; rubbing out what is owed, or less, stands."""
    assert r.rub_out([21, 21], 0, 3, owed=2) == ([21, 21], 1)
    assert r.rub_out([3, 21], 0, 3, owed=2) == ([3, 21], 1)
    assert r.rub_out([21, 21], 0, 2, owed=2) == ([19, 21], None)
    assert r.rub_out([21, 21], 1, 1, owed=2) == ([21, 20], None)


@pred("pipeline.rules.romestecq.pieces_said")
@pred("pipeline.rules.romestecq.penalty")
def test_village_and_ningre_are_thrown_saying_piece():
    """romestecq.a21 "Village vaut deux, en disant pièce et autre pièce en les jetant, ainsi
    que ci-dessus"; a20 "qu'il faut dire en la jetant, pièce de ningre; et en jouant une
    autre carte dire, autre pièce; car s'il arrivait que vous eussiez effacé votre marque
    sans avoir dit, pièce et autre pièce, on vous accuserait de toute la partie et auriez
    perdu"."""
    [village] = r.combinations(H("DC DK VP VT 6C"))
    [ningre] = r.combinations(H("AC AK RP RT 6C"))
    assert (village.name, ningre.name) == ("village", "double ningre")
    said = ["pièce", "autre pièce", "autre pièce", "autre pièce"]
    assert r.pieces_said(village, said) and r.pieces_said(village, said[:2])
    assert r.pieces_said(ningre, ["pièce de ningre", "", "autre pièce", ""])
    assert not r.pieces_said(village, ["", "", "", ""])
    assert not r.pieces_said(village, ["pièce", "", "", ""])  # no "autre pièce"
    assert not r.pieces_said(ningre, ["", "autre pièce", "autre pièce", "autre pièce"])
    assert r.apply_penalty("efface sans avoir dit pièce", [5, 21], 0) == ([5, 21], 1)
    with pytest.raises(ValueError):
        r.pieces_said(r.combinations(H("7C 7K 7P 9T DC"))[0], ["pièce"])  # a triche: no call


@pred("pipeline.rules.romestecq.pieces_said")
@pred("pipeline.rules.romestecq.worth")
def test_rome_and_double_rome_are_thrown_saying_piece_de_rome():
    """romestecq.a22 "Double rome vaut deux dans la main, et quand tout passe, qu'ils ne
    soient point grugez, valent quatre, en disant en les jetant pièce de rome"; a23 "Rome vaut
    un dans la main, en disant en le jetant, pièce de rome": the value only with the words."""
    [rome] = r.combinations(H("7C 7K AP 9T DC"))
    [double] = r.combinations(H("RC RK 6P 7T 8C"))
    assert (rome.name, double.name) == ("rome", "double rome")
    for combo in (rome, double):
        assert r.pieces_said(combo, ["pièce de rome", ""])
        assert r.pieces_said(combo, ["", "Pièce de rome"])  # with either card, as thrown
        assert not r.pieces_said(combo, ["", ""])
        assert not r.pieces_said(combo, ["pièce", "autre pièce"])  # not the words of a22-a23
        with pytest.raises(ValueError):
            r.pieces_said(combo, ["pièce de rome", "", ""])  # two cards
    assert r.worth(rome, all_pass=True, gruge=False) == 1
    assert r.worth(rome, all_pass=True, gruge=False, said=False) == 0
    assert r.worth(double, all_pass=True, gruge=False) == 4
    assert r.worth(double, all_pass=False, gruge=False, said=False) == 0
    assert r.worth(double, all_pass=True, gruge=False, said=False) == 0


@pred("pipeline.rules.romestecq.pieces_said")
def test_a_partie_where_romes_are_thrown_in_silence():
    """romestecq.a22, a23 in play: the play's players say "pièce de rome" as they throw a
    rome or double rome when they keep the rules, and pieces_said lets it stand; forgetting
    (forget=1.0) they say nothing and it does not, so play chalks its marks again."""
    import random

    from pipeline.rules.kernels.cards import deal, play_tricks, random_chooser

    rng = random.Random(7)
    silent_romes = 0
    for _ in range(200):
        d = deal(r.deck().shuffled(rng), 2, r.packets(1))
        tricks = play_tricks(d.hands, 1, r.NO_TRUMPS, random_chooser(rng))
        for hand in d.hands:
            for c in r.combinations(hand):
                if c.name in r.ROMES:
                    calls = r._calls(c, hand, tricks, rng, forget=1.0)
                    assert calls == ["", ""] and not r.pieces_said(c, calls)
                    kept = r._calls(c, hand, tricks, rng, forget=0.0)
                    assert kept[0] == "pièce de rome" and r.pieces_said(c, kept)
                    silent_romes += 1
    assert silent_romes > 20
    assert all(r.play(seed, 2).fault == "" for seed in range(10))


@pred("pipeline.rules.romestecq.pieces_said")
@pred("pipeline.rules.romestecq.count_combination")
def test_a_partie_of_players_who_never_say_piece():
    """romestecq.a20, a21 in play: players who say nothing as they throw their ningre or
    village lose the partie by it as soon as one is dealt one; players who keep the rules
    never do."""
    lost = [r.play(seed, 2, forget=1.0) for seed in range(40)]
    assert any(g.fault == "efface sans avoir dit pièce" for g in lost)
    assert all(r.play(seed, 2).fault == "" for seed in range(40))


@pred("pipeline.rules.romestecq.plays_with_six")
@pred("pipeline.rules.romestecq.penalty")
def test_who_plays_with_six_cards_loses():
    """romestecq.a14 "Qui joue avec six cartes perd la partie"."""
    assert r.plays_with_six(H("6C 7C 8C 9C 10C VC"), [21, 21], 1) == ([21, 21], 0)
    assert r.plays_with_six(H("6C 7C 8C 9C 10C"), [21, 21], 1) == ([21, 21], None)


@pred("pipeline.rules.romestecq.accuse")
@pred("pipeline.rules.romestecq.penalty")
def test_a_false_accusation_of_three_marks_loses():
    """romestecq.a16 "Qui accuse de trois marques à faux, perd la partie"; a true one costs
    the accused side three, rubbed out by the accuser's (a11 "lui sera marqué trois
    marques")."""
    assert r.accuse("joue devant son rang", False, [21, 21], accuser=0) == ([21, 21], 1)
    assert r.accuse("joue devant son rang", True, [21, 21], accuser=0) == ([18, 21], None)
    with pytest.raises(ValueError):
        r.accuse("renonce", True, [21, 21], accuser=0)  # the partie, not three marks


@pred("pipeline.rules.romestecq.penalty")
@pred("pipeline.rules.romestecq.revokes")
def test_penalties_applied_to_the_chalk():
    """romestecq.a9 "il lui sera marqué trois marques par sa partie", "il n'y a point de
    marque" for a card turned on the dealer's side; a12 "Qui renonce à la couleur que l'on
    lui jette, perd la partie": at three, each for himself, the one of the others with the
    fewest marks left takes it."""
    assert r.apply_penalty("carte retournée vers l'adversaire", [21, 21], 0) == ([21, 18], None)
    assert r.apply_penalty("carte retournée de son côté", [21, 21], 0) == ([21, 21], None)
    assert r.apply_penalty("cartes retournées dans le jeu", [21, 2], 0) == ([21, 0], 1)
    hand, trick = H("RK 7C 9P"), H("DC")
    assert r.revokes(hand, trick, Card.parse("RK"))
    assert r.apply_penalty("renonce", [21, 4], 0) == ([21, 4], 1)
    assert r.apply_penalty("renonce", [21, 9, 4], 0) == ([21, 9, 4], 2)


@pred("pipeline.rules.romestecq.packets")
def test_six_for_five_declared_missing_on_packets():
    """romestecq.a10 "s'il arrivait par hasard qu'il en donnât six pour cinq … en ôtera
    jusqu'au nombre de dix cartes, qu'il mettra dans l'écart": packets finds only another
    manner of dealing, so its link to a10 says what it leaves (and only for a10: a7 is
    whole)."""
    from pipeline.rules.registry import predicates

    p = next(x for x in predicates() if x.name == "pipeline.rules.romestecq.packets")
    assert p.status == "partial"
    assert "six pour cinq" in p.missing_for("romestecq.a10")
    assert p.missing_for("romestecq.a7") == ""


@pred("pipeline.rules.romestecq.count_combination")
def test_a18_virlicque_counted_wins_the_partie():
    """romestecq.a18 "qui a virlicque a gagné la partie, et on efface toutes les marques":
    linked to count_combination, which finds the four alike in the hand and ends the partie
    for its side, all its marks rubbed out; a virlicque claimed on a hand without it loses."""
    from pipeline.rules.registry import predicates

    assert any(
        p.name.endswith("romestecq.count_combination") and "romestecq.a18" in p.rules
        for p in predicates()
    )
    assert r.count_combination(H("RC RK RP RT 6C"), ["virlicque"], [35, 35], 0) == ([0, 35], 0)
    out, won = r.count_combination(H("RC RK RP 6T 6C"), ["virlicque"], [35, 35], 0)
    assert won == 1
