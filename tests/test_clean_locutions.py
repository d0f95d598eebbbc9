"""Normalisation classes of issue 13, each on real lines of the book: old vowel spellings the
modern list confirms (pipeline.text.spellings), words modern spelling hyphenates or parts
(pipeline.text.locutions), the imperative and its pronoun checked against spaCy's parse, and
the printers' i and u read where only one reading's modern word exists."""

from __future__ import annotations

import pytest

from pipeline.text.normalise import normalise_text
from pipeline.text.regularise import regularise_word
from pipeline.text.spellings import old_vowels
from tests.test_clean import book_lines


def _in_book(n: int, text: str) -> str:
    line = book_lines()[n]
    assert text in line
    return line


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (2766, "deuëment", "dûment"),  # eu for u, and the adverb's -uement
        (4357, "escheuë", "échue"),  # eu for u, es for é
        (1082, "commancé", "commencé"),  # an for en before a soft c
        (3563, "gentilleses", "gentillesses"),  # s single between vowels
    ],
)
def test_old_vowels_the_modern_list_confirms(n, old, new):
    _in_book(n, old)
    assert normalise_text(old) == new


def test_old_vowels_leave_a_word_two_modern_words_could_be():
    """meur is mûr or mur, creu cru or crû, seur sûr or sur: the rewrite makes two words of
    the language, so it decides nothing; a modern word is never rewritten."""
    for key in ("meur", "creu", "seur", "seureté"):
        assert old_vowels(key) is None
    assert old_vowels("heure") is None
    assert old_vowels("asseuré") == "assuré"


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (549, "ou demy Louis de", "ou demi-Louis de"),
        (615, "comme vn demy teston, cinq", "comme un demi-teston, cinq"),
        (3664, "est à demy renduë", "est à demi rendue"),  # à demi: no noun follows
    ],
)
def test_demi_before_a_noun_is_hyphenated(n, old, new):
    _in_book(n, old)
    assert normalise_text(old) == new


def test_sur_le_champ_the_adverb_unless_a_complement_follows():
    line = _in_book(3561, "on en peut sur le champ composer")
    assert "sur-le-champ composer" in normalise_text(line)
    _in_book(3738, "pour payer sur le champ les gagnans")
    assert normalise_text("pour payer sur le champ les gagnans") == (
        "pour payer sur-le-champ les gagnants"
    )
    assert normalise_text("sur le champ de bataille") == "sur le champ de bataille"


def test_imperative_and_its_pronoun():
    """l. 1283 "faites les couper" (les before an infinitive: the pronoun), l. 1343 "dites
    luy" (luy is never an article); l. 1343 "alors prenez les quatre cartes" (an article)
    and l. 1156 "& depossédez le Fermier" (after &, the verb may share the subject before:
    vous gagnez … & depossédez) stay."""
    assert "faites-les couper" in normalise_text(_in_book(1283, "faites les couper"))
    line = normalise_text(_in_book(1343, "dites luy qu'elle pense"))
    assert "dites-lui qu'elle pense" in line
    assert "alors prenez les quatre cartes" in line
    assert "et dépossédez le Fermier" in normalise_text(_in_book(1156, "& depossédez le Fermier"))


def test_the_parse_tells_the_pronoun_from_the_article():
    """spaCy's morphology, which the build asks before joining le, la, les or leur to an
    imperative (pipeline.clean.plans.check_imperatives)."""
    from pipeline.nlp import is_article

    text = "de la compagnie, faites les couper, et puis les meslez les unes sur les autres"
    assert is_article(text, text.index("les couper")) is False
    text = "alors prenez les quatre cartes de la première personne"
    assert is_article(text, text.index("les quatre")) is True


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (1082, "entr'eux auparauant", "entre eux auparavant"),  # the preposition, whole
        (4106, "la partie d'embas", "la partie d'en bas"),  # en glued to an adverb of place
        (4106, "la partie d'enhaut", "la partie d'en haut"),
    ],
)
def test_words_modern_spelling_writes_apart(n, old, new):
    _in_book(n, old)
    assert normalise_text(old) == new


@pytest.mark.parametrize(
    ("n", "old", "reg"),
    [
        (3907, "aduantageux", "advantageux"),  # adu + vowel is adv, though FreEM keeps u
        (303, "tousiours", "tousjours"),  # toujours confirms the j after the silent s
        (4087, "touiours", "toujours"),  # ou + i + vowel: j where it makes the word
    ],
)
def test_printers_i_and_u_where_the_modern_word_decides(n, old, reg):
    _in_book(n, old)
    assert regularise_word(old).new == reg
    assert regularise_word("vision").new == "vision"  # s + i + vowel: the i stays a vowel
