"""Long s read as f where the f reading is a word too, each class on real lines of the book:
the grammar decides faire or être (a participle after it), the page's own misreading rate
weighs the neighbours, a compound's parts are judged alone, and ſ never ends a word."""

from __future__ import annotations

import pytest

from pipeline.clean.cleaner import LineIn
from pipeline.text import lexicon, twins
from pipeline.text.repair import key
from tests.test_clean import book_lines, cleaner


@pytest.fixture(scope="module")
def repair():
    return cleaner().repair


def _diplomatic_fixes(n: int) -> list[tuple[str, str, str]]:
    """Line ``n`` alone through the cleaner: its OCR repairs (before, after, type)."""
    c = cleaner()
    c.plan([LineIn(n, book_lines()[n])])
    return [(r.before, r.after, r.type) for r in c.records if r.kind == "ocr"]


def _known(k: str) -> bool:
    return k in lexicon.modern() or lexicon.early().get(k, 0) > 0


@pytest.mark.parametrize("word", ["réglées", "marquez", "convenu", "composée", "portez"])
def test_participles_are_told_by_their_agreement(word):
    assert twins.participle(key(word), _known)


@pytest.mark.parametrize(
    "word", ["pitié", "moitié", "côté", "assez", "lieu", "leurs", "de", "bien"]
)
def test_nouns_and_other_words_are_not_participles(word):
    assert not twins.participle(key(word), _known)


@pytest.mark.parametrize(
    ("n", "old", "prev", "nxt", "new"),
    [
        (794, "font", "conditions", "réglées", "ſont"),  # Quand ces conditions font réglées
        (820, "fera", "en", "conuenu", "ſera"),  # selon que l'on en fera conuenu
    ],
)
def test_faire_before_a_participle_is_etre(repair, n, old, prev, nxt, new):
    assert f"{old} {nxt}" in book_lines()[n]
    found = repair.word(old, key(prev), key(nxt), n)
    assert found is not None and found[:2] == (new, "long-s") and found[3] < 0.9
    assert (old, new, "long-s") in _diplomatic_fixes(n)


@pytest.mark.parametrize(
    ("n", "old", "prev", "nxt"),
    [
        (140, "font", "se", "reconnoître"),  # se font reconnoître: faire, an infinitive after
        (3673, "fera", "bien", "bien"),  # Qui bien fera bien trouuera: the proverb's faire
        (4355, "feront", "y", "aussi"),  # the neighbours cannot say: left, and suspected
    ],
)
def test_faire_is_kept_where_the_grammar_does_not_decide(repair, n, old, prev, nxt):
    """Even on a page where the OCR reads ſ as f one time in three (l. 3673), the
    statistics of the neighbours never turn faire into être."""
    assert old in book_lines()[n]
    assert repair.word(old, key(prev), key(nxt), n) is None


def test_the_page_rate_decides_a_twin_where_the_page_misreads_s(repair):
    """l. 803 "encore vne autre de fuite": on a page where the OCR read paffe, femble,
    mefme, fans, the twins' prior is the page's rate and suite wins; the same words on a
    page read cleanly (l. 1142's) stay fuite."""
    assert "de fuite, afin" in book_lines()[803]
    assert repair.rate(803) > 20 * repair.rate(1142)
    found = repair.word("fuite", "de", "afin", 803)
    assert found is not None and found[:2] == ("ſuite", "long-s")
    assert repair.word("fuite", "de", "afin", 1142) is None
    assert ("fuite", "ſuite", "long-s") in _diplomatic_fixes(803)


def test_two_words_run_together_are_a_word_for_the_long_s(repair):
    """l. 804 "furquoy le premier": ſurquoy is sur + quoy, the print's compound; furquoy
    is no word and no two words."""
    assert "furquoy le premier" in book_lines()[804]
    found = repair.word("furquoy", "deux", "le", 804)
    assert found is not None and found[:2] == ("ſurquoy", "long-s")


def test_a_compound_is_judged_part_by_part(repair):
    """l. 4087 "Semblablement feront-ils quand le ieu sera vuide": feront (faire: they
    will do the same) is a word, so no ſ is forced on it because feront-ils is unknown."""
    assert "Semblablement feront-ils" in book_lines()[4087]
    assert repair.word("feront-ils", "semblablement", "quand", 4087) is None
    assert repair.word("diuertiffans-ils", "", "")[0] == "diuertiſſans-ils"


def test_long_s_never_ends_a_word(repair):
    """l. 427 "donner de rechef": the printers set ſ only inside a word, so no final f
    is read as ſ."""
    assert "de rechef;" in book_lines()[427]
    assert repair.word("rechef", "de", "car", 427) is None


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (4188, "aautant", "autant"),  # a vowel read twice
        (1291, "catres", "cartes"),  # two letters in each other's place
        (4222, "dereche", "derechef"),  # the last letter lost
    ],
)
def test_letters_doubled_swapped_or_lost_at_the_end(repair, n, old, new):
    assert old in book_lines()[n]
    found = repair.word(old, "", "", n)
    assert found is not None and found[:2] == (new, "letter") and found[3] < 0.9


@pytest.mark.parametrize(
    ("n", "word"),
    [
        (1474, "abbaïsser"),  # the period doubled consonants at will
        (2647, "bricolles"),
        (3563, "gentilleses"),  # a swap at the end makes another form (gentillesse)
        (763, "fauses"),
        (2860, "biscaye"),  # a letter added at the end makes another form (biscayen)
    ],
)
def test_period_spellings_and_word_ends_are_left(repair, n, word):
    assert word in book_lines()[n]
    found = repair.word(word, "", "", n)
    assert found is None or found[1] != "letter"
