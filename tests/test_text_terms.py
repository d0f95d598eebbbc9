"""The terms table (``pipeline/text/data/terms.tsv``): game names, terms of play and proper
names as a modern edition writes them, read by the real normaliser before its learned table."""

from __future__ import annotations

import pytest

from pipeline.text import lexicon
from pipeline.text.normalise import normalise_text, normalise_units


def test_every_row_has_a_kind_a_source_and_a_modern_form_that_differs():
    """A term's row changes the word; a name's may keep it (Valois: kept from the rules)."""
    rows = lexicon.terms()
    assert len(rows) >= 20
    for key, term in rows.items():
        assert term.kind in lexicon.TERM_KINDS
        assert len(term.source) > 10, key
        assert term.modern.lower() != key or term.kind == "name", key
        assert key == term.form.lower()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("le jeu du Tricque-Trac, au grand Tricque-trac", "le jeu du Trictrac, au grand Trictrac"),
        ("JEU DU TRICQUE-TRAC", "JEU DU TRICTRAC"),  # the capitals kept, word by word
        ("Le Jeu des Eschets, d'Eschets, aux Echets", "Le Jeu des Échecs, d'Échecs, aux Échecs"),
        ("à la Triomphe, au Berlan, et autres", "à la Triomphe, au Brelan, et autres"),
        ("emporte les autres Triumphes de bastons", "emporte les autres Triomphes de bâtons"),
        ("Qui butte à une ou deux bricolles, est bon", "Qui bute à une ou deux bricoles, est bon"),
        ("en se pourmenant", "en se promenant"),
        ("doit estre meur et sage", "doit être mûr et sage"),
        ("la Niche de Chilperic I.", "la Niche de Chilpéric I."),
        ("d'Adam et d'Henoc.", "d'Adam et d'Hénoc."),
        ("Vin Muscat de Frontignac", "Vin Muscat de Frontignan"),
        ("un signe Physic, quatre signes Physics", "un signe Physique, quatre signes Physiques"),
    ],
)
def test_names_and_terms_take_their_modern_form(old, new):
    assert normalise_text(old) == new


def test_fol_is_the_chess_piece_only_capitalised_after_an_article():
    """Le Fol of the chess rules is the Fou; the adjective fol, and a Fol that opens a
    sentence (no article before it: the context does not say), are left."""
    assert normalise_text("16. Le Fol placé, à l'instar du Fol Noir") == (
        "16. Le Fou placé, à l'instar du Fou Noir"
    )
    assert normalise_text("d'un fol, d'un teston") == "d'un fol, d'un teston"
    assert normalise_text("Fol est qui s'y fie") == "Fol est qui s'y fie"


def test_butte_the_noun_is_left():
    assert normalise_text("sur une butte") == "sur une butte"


def test_jusques_before_a_consonant_only():
    """jusques sur -> jusque sur; before a vowel the learned table's elision stands."""
    assert normalise_text("jusques sur le bout, jusques à present") == (
        "jusque sur le bout, jusqu’à présent"
    )


def test_a_term_says_its_source():
    found = normalise_units(["du", "Tricque-Trac"], [True])
    assert found[1, 2].new == "Trictrac"
    assert found[1, 2].how == "term"
    assert "Littré" in found[1, 2].note


def test_tu_takes_the_second_persons_s():
    assert normalise_text("il faut que tu marque six") == "il faut que tu marques six"
    assert normalise_text("si tu amene un doublet") == "si tu amènes un doublet"
    # tu ne, tu le: pronouns; il a tu: the participle of taire
    assert normalise_text("tu ne joue, tu le touche") == "tu ne joue, tu le touche"
    assert normalise_text("il a tu quelque chose") == "il a tu quelque chose"


def test_every_name_row_is_the_books_or_a_modern_name_with_a_source():
    """names.tsv: each form is one the book prints (regularised), or a modern name the
    noisy channel may find misread (Lothaire); each row says what it names and its list."""
    book = lexicon.book()
    rows = lexicon.names()
    assert len(rows) >= 80
    for k, name in rows.items():
        assert name.kind in lexicon.NAME_KINDS, k
        assert len(name.source) > 10, k
        assert k in book or name.form == name.modern, k


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the chronology game (lines 3229, 3372) and the France game's cities (line 1191)
        ("sous Clouis premier Roy Chrestien", "sous Clovis premier Roi Chrétien"),
        ("dans sa prison à Perone", "dans sa prison à Péronne"),
        ("la Foire du Landy à S. Denys", "la Foire du Lendit à S. Denis"),
        ("Qui ira en Dannemarq", "Qui ira en Danemark"),
    ],
)
def test_the_books_names_take_their_modern_form_from_names_tsv(old, new):
    assert normalise_text(old) == new


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a blind reading of 504 normalisations (session 16) found these names made common
        # words by the learned rewrites: the kings' list (lines 3417-3521), line 1430
        ("Philippe VI. dit de Valois", "Philippe VI. dit de Valois"),  # not Valais
        ("Dauphin de Viennois et Dauphiné", "Dauphin de Viennois et Dauphiné"),  # not Dauphine
        ("né à Montpellier", "né à Montpellier"),  # not Montpelier
        ("François I. Roy de France", "François I. Roi de France"),  # the king
        ("les Flamans et les Anglois", "les Flamands et les Anglais"),  # not flamingos
        # the people and their language are the old spelling of Français, as before
        ("les François aiment ce jeu", "les Français aiment ce jeu"),
        ("écrit en François", "écrit en Français"),
    ],
)
def test_a_name_in_its_modern_form_is_kept_from_the_rules(old, new):
    assert normalise_text(old) == new
    units = old.replace(".", " .").split()
    made = normalise_units(units, [True] * (len(units) - 1))
    assert all(units[a] != m.new for (a, b), m in made.items() if b == a + 1)
