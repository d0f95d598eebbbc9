"""Meaning kept and OCR noise repaired, class by class, each on a real line of the book:
a word the normaliser must not turn into another (plaît, not plait; the imperative
rangez; the die dé), and the misreadings of this OCR that the lexicon decides (I read as
l, l' read as P, the verb a run into its subject, accents the print never set there,
which are its tildes, diaereses and long s)."""

from __future__ import annotations

import pytest

from pipeline.clean.cleaner import LineIn
from pipeline.text.suspects import find_suspects
from tests.test_clean import book_lines, cleaner


def _readings(n: int) -> tuple[str, str, list]:
    """Line ``n`` alone through the cleaner: its regularised and normalised text, and the
    interventions on it."""
    c = cleaner()
    plan = c.plan([LineIn(n, book_lines()[n])])
    return plan.regularised()[0], plan.normalised()[0], c.records


@pytest.fixture(scope="module")
def repair():
    return cleaner().repair


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        # plaist is the present (il plaît): the past historic of plaire is plut, so no
        # -ist rule may read it as plait
        (2918, "quand il plaist à celuy", "quand il plaît à celui"),
        # after a stressed pronoun and before an article: the imperative, not rangés
        (1343, "& sur elles rangez les quatre", "et sur elles rangez les quatre"),
        # dé after an article: the die, never the preposition de
        (1910, "on leue le dé, en le prenant", "on lève le dé, en le prenant"),
    ],
)
def test_normalisation_keeps_the_word(n, old, new):
    assert old in book_lines()[n]
    _, norm, _ = _readings(n)
    assert new in norm


def test_capital_i_read_as_l_after_a_determiner(repair):
    """l. 4369 "dans vostre leu": the noun Ieu (jeu), not the old participle leu (lu),
    which no determiner takes; without the determiner leu is left alone."""
    assert "vostre leu." in book_lines()[4369]
    found = repair.word("leu", "vostre", "")
    assert found is not None and found[0] == "Ieu" and found[1] == "letter"
    assert repair.word("leu", "a", "") is None
    _, norm, records = _readings(4369)
    assert "dans votre Jeu" in norm  # the capital the book gives its Ieu
    assert any(r.kind == "ocr" and r.before == "leu" and r.confidence < 1 for r in records)


def test_elided_l_read_as_p(repair):
    """l. 1910 "C'est que Pon prend": l'on, not the u/n confusion Pou (which the normaliser
    then made pour); a name keeps its P."""
    assert "C'est que Pon prend" in book_lines()[1910]
    found = repair.word("Pon", "que", "prend")
    assert found is not None and found[0] == "l'on"
    reg, _, _ = _readings(1910)
    assert "C'est que l'on prend" in reg
    assert repair.word("Pologne", "", "") is None


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (359, "Quia commencé à jouër", "Qui a commencé à jouer"),  # a participle follows
        (4049, "ce quia lieu aussi", "ce qui a lieu aussi"),  # ce before: ce qui a
    ],
)
def test_verb_a_run_into_its_subject(n, old, new):
    assert old in book_lines()[n]
    reg, _, records = _readings(n)
    assert new in reg
    assert any(r.kind == "ocr" and r.type == "spacing" for r in records)


def test_latin_quia_stays(repair):
    """l. 1858 "*quia ingunt*": Latin, with neither a participle after nor ce before."""
    assert "quia ingunt" in book_lines()[1858]
    assert repair.word("quia", "ainsi", "ingunt") is None


@pytest.mark.parametrize(
    ("n", "old", "new", "regular"),
    [
        (2332, "ensèble", "ensẽble", "ensemble"),  # a tilde read as a grave accent
        (2332, "prèd", "prẽd", "prend"),
        (4345, "contët", "contẽt", "content"),  # a tilde read as a diaeresis
        (4037, "autât", "autãt", "autant"),  # a tilde read as a circumflex
        (3199, "touüjours", "touſjours", "tousjours"),  # ſ read as ü
        (1120, "touïjours", "touſjours", "tousjours"),  # ſ read as ï
        (2146, "ioïeur", "ioüeur", "joueur"),  # the diaeresis of oü set on the next letter
    ],
)
def test_accent_the_print_never_set_here(repair, n, old, new, regular):
    assert old in book_lines()[n]
    found = repair.word(old, "", "")
    assert found is not None and found[0] == new and found[1] == "accent"
    assert found[3] < 0.9  # a guess the lexicon made, and says so
    reg, _, _ = _readings(n)
    assert regular in reg


def test_accents_the_print_did_set_are_left(repair):
    """The print's own è at a word's end (l. 2339 gagnè) and the future iouèront (è before
    r and o: not a grave no 1665 print sets, which dernière and siècle are, issue 33)."""
    for word in ("gagnè", "iouèront"):
        assert repair.word(word, "", "") is None


def test_diaeresis_of_a_hiatus_is_kept_where_dropping_it_makes_another_word():
    """l. 3791 "le país d'Amerique": the OCR's í is the print's ï (païs, two syllables);
    the regularised reading keeps it, as pais (il paît) is another word; the normalised
    reading is pays."""
    assert "le país d'" in book_lines()[3791]
    reg, norm, _ = _readings(3791)
    assert "le païs d'" in reg and "le pays d'" in norm


def test_suspects_say_which_have_no_modern_reading():
    """The editors' list: l. 1800 tontre has no reading (noise, read first); l. 289
    escartant is read as écartant (a spelling of the period)."""
    found = {s.word: s for s in find_suspects([(n, book_lines()[n]) for n in (289, 1800)])}
    assert found["tontre"].reading == ""
    assert found["escartant"].reading == "écartant"


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (285, "carte melle les", "carte mesle les"),  # melle: a rare plant; mesle, mix
        (4365, "deux ailles se nomment", "deux aisles se nomment"),  # aisles: wings
    ],
)
def test_worn_long_s_in_a_rare_word(n, old, new):
    """A word only the modern list knows, at most once in FreEM-norm and the book, whose
    twin with s for a worn l is an old form the learned table reads: that twin."""
    assert old in book_lines()[n]
    reg, _, records = _readings(n)
    assert new in reg
    assert any(r.kind == "ocr" and r.confidence <= 0.5 for r in records)


def test_worn_long_s_leaves_short_words(repair):
    """l. 2230 "ille doit": too short to tell (il le doit, not isle)."""
    assert "ille doit" in book_lines()[2230]
    assert repair.word("ille", "loin", "doit") is None


def test_period_spelling_without_its_silent_t():
    """l. 1015 "vaut ving- quatre": the hyphen joined; ving is the period's spelling (the
    hand-read diplomatic keeps it), which the normalised reading writes vingt, the silent
    t after a nasal, without taking the compound apart."""
    assert "ving- quatre" in book_lines()[1015]
    reg, norm, _ = _readings(1015)
    assert "vaut ving-quatre" in reg and "vaut vingt-quatre" in norm


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [(2053, "guidẽ", "guidé"), (2452, "gagnẽ", "gagné"), (2072, "touchẽ", "touché")],
)
def test_acute_read_as_a_final_tilde(repair, n, old, new):
    """After a consonant a tilde expanded makes no word (guiden, gagnen): the print's é."""
    assert old in book_lines()[n]
    found = repair.word(old, "", "")
    assert found is not None and found[0] == new and found[1] == "accent"
    assert repair.word("biẽ", "", "") is None  # bien: the tilde's n


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [(3797, "de verd.", "de vert."), (3813, "les receptes de", "les recettes de")],
)
def test_old_spellings_of_the_latin(n, old, new):
    """verd (viridis), receptes (recepta): the Latin letter the period kept."""
    assert old in book_lines()[n]
    _, norm, _ = _readings(n)
    assert new in norm


def test_next_word_and_its_ending_count_once(repair):
    """l. 4124 "dans le fort qui est au milieu": the fort of the siege game; ``qui`` and
    its ending ``-ui`` were the same evidence counted twice, which made it ſort (fate)."""
    assert "dans le fort qui est" in book_lines()[4124]
    assert repair.word("fort", "le", "qui") is None


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (1558, "toujourns", "toujours"),  # a minim added: n
        (1685, "monstrier", "monstrer"),  # i
        (2030, "ioiueur", "ioueur"),
    ],
)
def test_minim_the_ocr_added(repair, n, old, new):
    assert old in book_lines()[n]
    found = repair.word(old, "", "")
    assert found is not None and found[0] == new and found[1] == "letter"


def test_letters_a_period_spelling_adds_are_not_minims(repair):
    """l. 3975 "y sont desduites" (déduites), not desdites; ausdits, pourtraits, obmettre:
    the period's own letters."""
    assert "sont desduites" in book_lines()[3975]
    for word in ("desduites", "ausdits", "pourtraits", "obmettre", "perditionis"):
        assert repair.word(word, "", "") is None


def test_q_with_its_tail_broken_is_g(repair):
    """l. 3199 "*cing & deux*": cinq (six times on the line), a worn-type confusion."""
    assert "cing & deux" in book_lines()[3199]
    found = repair.word("cing", "", "")
    assert found is not None and found[0] == "cinq"


@pytest.mark.parametrize(
    ("n", "old", "regular"),
    [(4357, "contéter", "contenter"), (4345, "réporter", "remporter")],
)
def test_tilde_read_as_an_acute(n, old, regular):
    """ "se contéter", "réporter par honneur la victoire": the print's ẽ (contenter,
    remporter), which the OCR read as é."""
    assert old in book_lines()[n]
    reg, _, _ = _readings(n)
    assert regular in reg


def test_cedilla_lost(repair):
    """l. 731 "on ne scauroit discerner": sçauroit, the book's and the period's form;
    cause and causer, words of the lists, are left."""
    assert "ne scauroit discerner" in book_lines()[731]
    found = repair.word("scauroit", "ne", "discerner")
    assert found is not None and found[0] == "sçauroit" and found[1] == "letter"
    assert repair.word("cause", "", "") is None
