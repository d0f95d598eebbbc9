"""Coverage of the regularised and normalised readings: classes of old spelling that hand
readings of fresh passages (tests/gold/readings/e*) found missed, each on a real line of the
book. Each class is a printers' or spelling rule, never a list of the book's words."""

from __future__ import annotations

import pytest

from pipeline.text.normalise import normalise_text
from pipeline.text.regularise import regularise_word
from tests.test_clean import book_lines


@pytest.mark.parametrize(
    ("n", "old", "reg", "norm"),
    [
        (2766, "deuëment", "deuement", "dûment"),  # the ë makes the u a vowel
        (3738, "veüe", "veue", "vue"),  # the table learned veüe: read as veue too
        (1146, "leuë", "leve", "lève"),  # l'on ne leuë les cartes: the lists know leve
    ],
)
def test_diaeresis_that_marks_a_vowel_u(n, old, reg, norm):
    """A diaeresis on or after u says the u is a vowel; once u and v are told apart the
    regularised reading drops it (modern spelling never writes it), and where the lists
    know the word with v the u is v (leuë, lève)."""
    assert old in book_lines()[n]
    assert regularise_word(old).new == reg
    assert normalise_text(old) == norm


def test_ocr_u_diaeresis_for_v_only_where_a_word_is_made():
    """l. 961 "arriüées": the OCR's ü for the v of arrivées; veüe keeps its vowel, and
    au + ü is not read as v (aüent is no word)."""
    assert "arriüées" in book_lines()[961]
    assert regularise_word("arriüées").new == "arrivées"
    assert regularise_word("veüe").new == "veue"
    assert regularise_word("aüent").new == "aüent"


@pytest.mark.parametrize(
    ("n", "old", "reg", "norm"),
    [
        (415, "aiousté", "ajousté", "ajouté"),
        (2187, "reiettant", "rejettant", "rejetant"),
        (2766, "resiouit", "resjouit", "réjouit"),  # the prefix's s before j
    ],
)
def test_medial_i_is_j_where_only_j_spells_a_word(n, old, reg, norm):
    """A medial i between a prefix and a vowel is j where only j spells a modern word once
    the silent s and doubled consonants are dropped; the old letters are kept."""
    assert old in book_lines()[n]
    assert regularise_word(old).new == reg
    assert normalise_text(old) == norm


def test_medial_i_stays_where_no_word_is_made():
    assert regularise_word("moien").new == "moien"
    assert regularise_word("voiez").new == "voiez"


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (3495, "establit", "établit"),  # not the subjunctive établît: the s wrote one accent
        (3461, "deschargea", "déchargea"),  # the prefix dé-, not the article des
        (1434, "desennuyer", "désennuyer"),
        (2880, "ausdits", "auxdits"),  # au + les + dits, as desdits is de + les + dits
        (1524, "obmettre", "omettre"),  # the Latin b, never sounded
        (3143, "aduenement", "avènement"),  # the Latin d of adv-
        (4192, "pourtraits", "portraits"),
    ],
)
def test_old_spellings_read_by_rule(n, old, new):
    assert old in book_lines()[n]
    assert normalise_text(old) == new


def test_article_glued_only_to_ledit_and_lequel():
    """desdits stays two words in one (de + lesdits): the article is glued only to ledit and
    lequel; before anything else des is the prefix dé-."""
    assert normalise_text("desdits") == "desdits"
    assert normalise_text("desgouster") == "dégoûter"


def test_par_dessous_is_a_compound():
    """l. 1283 "par dessus ou par dessous les cartes": both hyphenated today."""
    line = book_lines()[1283]
    assert "par dessous" in line
    assert normalise_text("par dessus ou par dessous les cartes") == (
        "par-dessus ou par-dessous les cartes"
    )


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (4355, "ôster", "ôter"),  # the vowel already accented: the s is still silent
        (3877, "impôst", "impôt"),
        (1142, "diferentes", "différentes"),  # a consonant single in the old way
        (640, "cydessus", "ci-dessus"),  # ci glued to its adverb: a compound today
        (634, "cydeuant", "ci-devant"),
    ],
)
def test_silent_s_single_consonant_and_ci(n, old, new):
    assert old in book_lines()[n]
    assert normalise_text(old) == new


def test_short_words_keep_their_single_consonant():
    """l. 3191 "Senes" (two sixes, a dice term) is not sennes (a fishing net): f, p, c, m, n
    are doubled only in longer words."""
    assert "Senes" in book_lines()[3191]
    assert normalise_text("Senes") == "Senes"
