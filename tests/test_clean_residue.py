"""Classes of error the hand readings of sets f and g (read before any fix) found left in
the readings, each on a real line of the book: the -ez participles of the blazons (after
être, after a verb of naming, in a list after a participle; those made from a noun the
word lists lack), ``monstre`` the verb, ``Lyon`` the animal, a plural the lists lack, and
the OCR's ï for the ü of ``oü`` in a capitalised word."""

from __future__ import annotations

import pytest

from pipeline.text.misreads import mark_read
from pipeline.text.normalise import normalise_text
from tests.test_clean import book_lines, cleaner


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        # sont + -ez: the participle, though no list knows membrés or crêtés (made from
        # membre, crête); becquez, crestez: the same list, the same participle
        (
            4365,
            "Les Oyseaux sont membrez par les ferres & iambes, becquez, crestez, &c.",
            "Les Oiseaux sont membrés par les ferres et jambes, becqués, crêtés, etc.",
        ),
        # dire + -ez: the attribute the verb of naming gives, not the imperative
        (4363, "autrement on les dit contournez.", "autrement on les dit contournés."),
        # a plural the lists lack: its singular's modern form (alérion), with s
        (4365, "Les allerions & les merlettes", "Les alérions et les merlettes"),
        # Lyon after an article is the animal; the town takes none (à Lyon stays)
        (4367, "Le Lyon passant est vn Lyon Leopardé", "Le Lion passant est un Lion Léopardé"),
        (599, "France, comme à Lyon, Marseille", "France, comme à Lyon, Marseille"),
        # monstre after its subject is the verb montrer
        (4089, "autant que le nombre monstre, lesquels", "autant que le nombre montre, lesquels"),
    ],
)
def test_blazon_and_verb_classes(n, old, new):
    assert old in book_lines()[n]
    assert normalise_text(old) == new


def test_participle_from_a_noun_never_for_a_verb_form():
    """``mettrez`` is the future (a form the lists know): no participle made from a noun,
    even where a participle would be read (l. 1364, after a plural noun)."""
    assert "les autres cartes mettrez" in book_lines()[1364]
    assert normalise_text("sont mettrez") == "sont mettrez"
    assert normalise_text("ils sont inuentez et adjoustez") == "ils sont inventés et ajoutés"


def test_monstre_the_noun_stays():
    """After a determiner or an adjective, ``monstre`` is the noun; after a subject and its
    object pronoun, the verb."""
    assert normalise_text("vn monstre affreux") == "un monstre affreux"
    assert normalise_text("ce grand monstre") == "ce grand monstre"
    assert normalise_text("il le monstre") == "il le montre"


@pytest.mark.parametrize(
    ("word", "new"),
    [
        ("Choïette", "Choüette"),  # l. 4084: the diaeresis of oü set on the next letter
        ("Mosaïques", None),  # a word's own ï
        ("Roüen", None),  # a name's own ü: only ï after o is read again
        ("Gé", None),
    ],
)
def test_capitalised_diaeresis_of_ou(word, new):
    assert mark_read(cleaner().repair, word) == new


def test_capitalised_diaeresis_on_a_real_line():
    """l. 4084: the book repeats the misread form three times, which does not make it a word."""
    assert "Choïette" in book_lines()[4084]
    assert cleaner().repair.word("Choïette", "la", "auquel", 4084)[0] == "Choüette"


def test_ce_luy_the_demonstrative():
    """l. 2643 "la bille de ce luy qui a l'hyuet": ``ce luy`` before a relative is the
    pronoun celui printed in two; ``ce luy semble`` (cela lui semble) stays two words."""
    assert "de ce luy qui a" in book_lines()[2643]
    assert normalise_text("de ce luy qui a") == "de celui qui a"
    assert normalise_text("ce luy semble") == "ce lui semble"


def test_a_before_savoir_is_the_locution():
    """l. 4087 "distribuë aux autres : A sçauoir vn certain nombre": ``à savoir`` (namely);
    after a subject ``a`` stays the verb."""
    assert "A sçauoir vn certain" in book_lines()[4087]
    assert normalise_text("aux autres : A sçauoir vn certain") == "aux autres : À savoir un certain"
    assert normalise_text("il a sçeu") == "il a su"


def test_a_letter_confusion_before_an_unspelt_long_s():
    """l. 2245 "Quand tu ne veux iouër fante d' auoir passage": n read for u (faute), a
    likelier misreading than ſ in ``ſante``, which no list knows unaccented; a word whose
    ſ reading a list knows as spelt keeps that repair (efpingle: espingle)."""
    assert "fante d' auoir" in book_lines()[2245]
    repair = cleaner().repair
    assert repair.word("fante", "iouër", "d'")[0] == "faute"
    assert repair.word("efpingle", "", "")[0] == "eſpingle"


def test_long_s_twins_left_as_read_are_reported():
    """l. 4355 "y feront aussi les plus propres", l. 4365 "par les ferres": read with f, words
    both, and the period wrote the s word at least as often; the repair left them, so the
    cleaning report lists them for an editor (not ``fait``: sait is rare in the period)."""
    from pipeline.reports import cleaning_report
    from pipeline.text.suspects import find_suspects, long_s_twin

    lines = [(n, book_lines()[n]) for n in (4355, 4365)]
    twins = {s.word: s.twin for s in find_suspects(lines) if s.twin}
    assert twins == {"feront": "seront", "ferres": "serres"}
    assert long_s_twin("fait") == "" and long_s_twin("Font") == "Sont"
    report = cleaning_report([], find_suspects(lines))
    assert "| ferres | 1 | 4365 | serres |" in report


def test_an_imperative_after_a_participle_clause_stays():
    """A list takes the participle only item by item; an imperative after the clause runs
    on to its own words (``comptez & donnez``), and stays the verb."""
    assert normalise_text("quand les cartes sont meslez, comptez & donnez") == (
        "quand les cartes sont mêlés, comptez et donnez"
    )


def test_naming_verb_only_right_before():
    """``dit`` before a mark opens what is said: the imperative after it stays."""
    assert normalise_text("il dit : comptez.") == "il dit : comptez."
    assert normalise_text("on les dit comptez.") == "on les dit comptés."


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (2459, "iouẽr", "iouër"),  # after a vowel, the diaeresis of jouër: not jouenr
        (2456, "ẽcole", "école"),  # elsewhere the acute: not encole
    ],
)
def test_an_accent_read_as_a_tilde_inside_a_word(n, old, new):
    """A tilde whose expansion makes no word, where an accent this OCR reads as a tilde
    makes a frequent one, is an OCR repair; a tilde standing for n stays an abbreviation
    (``Prẽdre``, ``quãd`` on the same lines)."""
    assert old in book_lines()[n]
    repair = cleaner().repair
    assert repair.word(old, "", "")[:2] == (new, "accent")
    assert repair.word("Prẽdre", "", "") is None
    assert repair.word("quãd", "", "") is None


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        # aye served the first and the third person; the third is ait today (set h, paume)
        (2735, "& qu'il y aye encore quelqu'un", "et qu'il y ait encore quelqu'un"),
        (830, "qui l'aye faite.", "qui l'ait faite."),
        (3099, "pourueu que l'on n'aye touché les aix.", "pourvu que l'on n'ait touché les aix."),
        # after tu, the second person; ayes with no subject, the imperative (not ayez)
        (1665, "si tant est que tu aye acheué", "si tant est que tu aies achevé"),
        (1667, "& n'ayes point trop d'ardeur,", "et n'aie point trop d'ardeur,"),
    ],
)
def test_the_person_of_aye(n, old, new):
    assert old in book_lines()[n]
    assert normalise_text(old) == new


def test_aye_after_je_is_the_first_person():
    assert normalise_text("ie ne pense pas que i'aye rien oublié") == (
        "je ne pense pas que j'aie rien oublié"
    )


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        # no plural on either side: the adverb (set h, paume: "même quitter la partie")
        (
            2916,
            "qu'il luy plaira, mesmes quitter la partie",
            "qu'il lui plaira, même quitter la partie",
        ),
        (2886, "faite: mesmes d'une chasse", "faite: même d'une chasse"),
        # before a plural noun: the adjective, which agrees
        (856, "par mesmes raisons", "par mêmes raisons"),
    ],
)
def test_mesmes_the_adverb_where_nothing_is_plural(n, old, new):
    assert old in book_lines()[n]
    assert normalise_text(old) == new
