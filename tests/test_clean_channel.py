"""The noisy-channel corrector (pipeline/text/channel.py) on its committed error model and
the real lexicon and neighbours' counts: no stubs."""

from __future__ import annotations

from collections import Counter

from pipeline.text import channel
from pipeline.text.repair import OcrRepair


def test_blocks_merge_adjacent_edits() -> None:
    assert channel.blocks("mesler", "meller") == [("s", "l")]
    assert channel.blocks("signifient iceux", "signifienticeux") == [(" ", "")]
    assert channel.blocks("jouer", "jouier") == [("", "i")]


def test_error_model_learned_confusions_are_likelier_than_unseen() -> None:
    # s read as f (the long s) is the commonest block the sources show; an unseen one costs more
    assert channel.channel("fort", "sort") > channel.channel("xort", "sort")
    assert channel.channel("meller", "mesler") > channel.channel("mexler", "mesler")


def test_nonword_candidates_from_the_period_and_a_split() -> None:
    c = channel.Corrector(Counter())
    ranked = c.nonword("imgination", "l’", "")
    assert [x.word for x in ranked[:2]] == ["imgination", "imagination"]  # kept: below 0.95
    assert "de ses" in c.candidates("deses")
    assert abs(sum(x.p for x in ranked) - 1) < 1e-9


def test_surface_keeps_the_print_conventions() -> None:
    assert channel.surface("pouoit", "pouoit", "pouvoit") == "pouuoit"
    assert channel.surface("Encote", "encote", "encore") == "Encore"
    assert channel.surface("deses", "deses", "de ses") == "de ses"


def test_repair_takes_a_clear_reading_and_lists_an_undecided_one() -> None:
    repair = OcrRepair(Counter())
    found = repair.word("encote", "abbatu", "que")
    assert found is not None and found[0] == "encore" and found[1] == "letter"
    assert found[3] >= channel.NONWORD_CHANGE
    assert repair.word("joient", "se", "") is None
    assert "joient" in repair.undecided
    assert len(repair.undecided["joient"]) > 1


def test_a_word_the_lists_know_is_left() -> None:
    repair = OcrRepair(Counter())
    assert repair.word("imagination", "l’", "") is None
    assert repair.undecided == {}
