"""Cleaning on real words and lines of the 1665 book (lexicon committed, no mocks)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import cache

import pytest

from pipeline.clean.cleaner import Cleaner
from pipeline.clean.overrides import Overrides
from pipeline.ingest import read_google_ocr
from pipeline.model.plans import LineIn
from pipeline.text.normalise import normalise_text
from pipeline.text.regularise import regularise_text, regularise_word
from pipeline.text.repair import OcrRepair
from pipeline.text.tokens import pieces, words
from tests.conftest import SOURCES, load_script

BOOK_FILE = SOURCES / "maison-des-jeux-academiques-1665.google-ocr.md"


@cache
def book_lines() -> dict[int, str]:
    return {line.n: line.text for line in read_google_ocr(BOOK_FILE, "maison des jeux").lines}


@cache
def cleaner_texts() -> tuple[str, ...]:
    return tuple(book_lines().values())


@cache
def _book_cleaner() -> Cleaner:
    return Cleaner.for_texts(list(cleaner_texts()), numbers=list(book_lines()))


def cleaner() -> Cleaner:
    """A fresh cleaner for the book (no records, no overrides). The book's vocabulary and the
    OCR's calibration, which take half a second, are computed once per process: they depend
    only on the book's lines, and planning does not change them."""
    return replace(_book_cleaner(), records=[], overrides=Overrides())


def test_tokens_lose_nothing():
    line = book_lines()[297]
    assert "".join(p.text for p in pieces(line)) == line
    assert words("l'As qui vaut vnze, & c'est") == [
        "l'",
        "As",
        "qui",
        "vaut",
        "vnze",
        "&",
        "c'",
        "est",
    ]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("vne", "une"),
        ("vn", "un"),
        ("Vn", "Un"),
        ("auoir", "avoir"),
        ("pouuoir", "pouvoir"),
        ("trouue", "trouve"),
        ("iouër", "jouer"),
        ("Ieu", "Jeu"),
        ("i'ay", "j'ay"),
        ("ſeruir", "servir"),
        ("cōpagnons", "compagnons"),
        ("grād", "grand"),
        ("sō", "son"),
        ("cõme", "comme"),
        ("ensẽble", "ensemble"),
        ("IEV", "JEU"),
        ("DV", "DU"),
        ("PICQVET", "PICQUET"),
        ("&", "et"),
        # the lexicon vetoes a rule that makes a word nobody spells
        ("vray", "vray"),
        ("queue", "queue"),
        ("lieue", "lieue"),
        ("estoit", "estoit"),
    ],
)
def test_regularise_word(old, new):
    assert regularise_word(old).new == new


def test_regularise_keeps_spelling_and_spacing():
    assert regularise_text("Ie ne sçay s'il estoit vray, & cela cõme ie l'ay dit.") == (
        "Je ne sçay s'il estoit vray, et cela comme je l'ay dit."
    )


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("il estoit", "il était"),
        ("luy", "lui"),
        ("sçauoir", "savoir"),
        ("trente vallent trois", "trente valent trois"),
        ("vne foible", "une faible"),
        ("mesme", "même"),
        ("Ieu de cartes", "Jeu de cartes"),
    ],
)
def test_normalise(old, new):
    assert normalise_text(old) == new


def test_normalise_leaves_numbers_alone():
    line = "depuis 1. iusqu'à 63. & celuy qui XXXVI."
    out = normalise_text(line)
    assert "1." in out and "63." in out and "XXXVI." in out


def test_normalise_context_decides_a_and_a_grave():
    assert normalise_text("il a gagné") == "il a gagné"
    assert normalise_text("il est a la maison") == "il est à la maison"
    assert normalise_text("a present") == "à présent"


@pytest.fixture(scope="module")
def repair() -> OcrRepair:
    return cleaner().repair


def test_long_s_read_as_f_is_repaired_from_the_lexicon(repair):
    assert repair.word("diuertiffans", "", "")[0] == "diuertiſſans"
    assert repair.word("deffous", "", "")[0] == "deſſous"
    assert repair.word("Suiffes", "", "")[0] == "Suiſſes"  # suiffes is a rare modern verb form


def test_long_s_context_keeps_real_f_words(repair):
    # "Les mesmes enuis se font pour la seccance" (l. 471): font is right
    assert repair.word("font", "se", "pour") is None
    assert repair.word("fait", "a", "") is None
    assert 0 < repair.misread < 0.05  # measured on the book: Google's OCR rarely misreads ſ


def test_letter_confusions(repair):
    assert repair.word("lan", "petit", "")[0] == "Ian"  # Trictrac's jan, l. 1611
    assert repair.word("eela", "", "est")[0] == "cela"
    assert repair.word("jouier", "&", "du")[0] == "joüer"  # ü read as ui, l. 275
    assert repair.word("contre", "", "") is None


def test_spacing(repair):
    fixes = repair.spacing("LE JEU MESLÉ, ou l' Ambigu.")
    assert [(f.start, f.new) for f in fixes] == [(19, "")]
    assert repair.spacing("Culbas , Ferme")[0].start == 6


def _plan(lines: dict[int, str], initial: set[int] = frozenset()):
    c = cleaner()
    ins = [LineIn(n, t, 0 if n in initial else None, "1") for n, t in lines.items()]
    return c, c.plan(ins)


def test_hyphenation_joins_a_broken_word_and_keeps_a_compound():
    c, plan = _plan(
        {
            125: "offrir ces fruits de mon tra-",
            126: "vail, si ie ne",
            127: "trente-",
            128: "six cartes",
        }
    )
    assert plan.joins[0] and not plan.joins[0].keep_hyphen
    assert plan.joins[0].iv.after == "travail"
    assert plan.joins[2] and plan.joins[2].keep_hyphen  # trente-six
    assert plan.joins[1] is None


def test_letter_spacing_small_caps_and_numerals():
    c, plan = _plan({333: "E X E M P L E.", 275: "PREMIEREMENT, il faut", 2323: "X L I V."}, {275})
    regs = {iv.before: iv.after for iv in c.records if iv.kind == "regularisation"}
    assert regs["E X E M P L E"] == "EXEMPLE"
    assert regs["PREMIEREMENT"] == "Premierement"
    assert regs["X L I V"] == "XLIV"
    assert not [iv for iv in c.records if iv.kind == "normalisation" and "XLIV" in iv.before]


def test_ids_come_from_the_source_place():
    c, _ = _plan({87: "diuertiffans & passer"})
    ids = {iv.id: iv for iv in c.records}
    assert ids["o87.0"].after == "diuertiſſans" and ids["r87.13"].after == "et"


def test_book_vocabulary_is_counted():
    assert isinstance(cleaner().repair.vocabulary, Counter)
    assert cleaner().repair.vocabulary["jan"] >= 40


def test_words_run_together_are_split(repair):
    assert repair.word("peutaussi", "", "")[0] == "peut aussi"  # l. 403
    assert repair.word("nis'", "", "")[0] == "ni s'"  # l. 4222 "nis'arrester"
    assert repair.word("careau", "", "") is None  # the book's own form, 13 times


def test_catchword_repeated_at_the_top_of_a_page_is_removed():
    c, plan = _plan({1488: "tant entre les sçavans", 1490: "uans que parmy les indoctes"})
    assert plan.fixes[1] == []  # no page turn between them: nothing to say
    c = cleaner()
    lines = [
        LineIn(1488, "tant entre les sçavans", page="99"),
        LineIn(1490, "uans que parmy", page="100", turn=True),
    ]
    plan = c.plan(lines)
    assert [(f.start, f.end, f.new, f.iv.type) for f in plan.fixes[1]] == [(0, 5, "", "duplicate")]


def test_book_vocabulary_data_is_the_shipped_source_s():
    """The committed vocabulary (``pipeline/text/data/book.txt.gz``) is what
    ``scripts/book_vocabulary.py`` makes of the shipped transcription: rerun it when the
    source changes."""
    from pipeline.text import lexicon

    script = load_script("book_vocabulary")
    made = script.vocabulary(script.SOURCE.read_text(encoding="utf-8"))
    assert lexicon.book() == made and made["jan"] >= 40


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # FreEM-norm dev: a source that writes ' keeps it, one that writes ’ keeps that
        ("toutefois elle s'eſt tuë", "toutefois elle s'est tue"),
        ("toutefois elle s’eſt tuë", "toutefois elle s’est tue"),
        ("D'autre part il eſt naturel", "D'autre part il est naturel"),
        # an apostrophe the modern spelling adds takes the line's own glyph
        ("l'homme iusques à la fin", "l'homme jusqu'à la fin"),
        ("iusques à la fin", "jusqu’à la fin"),
    ],
)
def test_normalise_keeps_the_sources_apostrophe(old, new):
    assert normalise_text(old) == new


def test_normalise_modern_apostrophes_on_request():
    assert normalise_text("D'autre part", keep_apostrophes=False) == "D’autre part"


def test_book_reading_keeps_its_apostrophes():
    """l. 297 of the book writes ' throughout; its normalised reading does too."""
    c = cleaner()
    assert c.apostrophe == "'"
    line = book_lines()[297]
    plan = c.plan([LineIn(297, line)])
    text, _ = plan.normalised()
    assert "’" not in text and text.count("'") >= line.count("'")


def book_line_reading(n: int) -> tuple[str, list]:
    """Line ``n`` of the book alone through the cleaner: its normalised text and the
    interventions on it."""
    c = cleaner()
    plan = c.plan([LineIn(n, book_lines()[n])])
    return plan.normalised()[0], c.records


@pytest.mark.parametrize(
    ("n", "old", "new", "how", "word"),
    [
        (1520, "voir son dez dans", "voir son dé dans", "syntax", "dez"),  # one die
        (1520, "les dez", "les dés", "syntax", "dez"),  # dice
        (880, "& mesmes à renuier", "et même à renvier", "syntax", "mesmes"),  # the adverb
        (343, "les mesmes choses", "les mêmes choses", "syntax", "mesmes"),  # the adjective
        (753, "qu'il fallust", "qu'il fallût", "syntax", "fallust"),  # the subjunctive after que
        (1307, "parquoy le reste", "parquoi le reste", "compound", "parquoy"),  # not parquai
        (1681, "tres-facile intelligence", "très facile intelligence", "compound", "tres-"),
        (327, "deux poinçts pour", "deux points pour", "rules", "poincts"),  # ç before t: a c
    ],
)
def test_meaning_decided_by_the_sentence(n, old, new, how, word):
    line = book_lines()[n]
    assert old in line
    text, records = book_line_reading(n)
    assert new in text
    assert any(r.kind == "normalisation" and r.type == how and word in r.before for r in records)


def test_meaning_a_is_kept_after_its_subject():
    """l. 287 "le nombre qu'il a commencé": the verb, never à."""
    text, _ = book_line_reading(287)
    assert "qu'il a commencé" in text


def test_meaning_undecided_words_are_kept_and_said_so():
    from pipeline.text.normalise import normalise_units

    # "a" between two nouns: the verb or the preposition, the neighbours do not decide; they
    # lean to à, which is taken (the book's parse may take it back: clean.plans)
    units = ["la", "femme", "a", "la", "maison"]
    got = normalise_units(units, [True] * 4)[2, 3]
    assert (got.new, got.how) == ("à", "leaning") and "lean to à" in got.note
    # after a mark (la femme, a la maison) the subject may be out of their sight: kept
    got = normalise_units(units, [True, False, True, True])[2, 3]
    assert (got.new, got.how) == ("a", "undecided") and "a or à" in got.note
    assert normalise_text("A la fin du jeu") == "À la fin du jeu"  # no subject before it
    assert normalise_text("il y a trois cartes") == "il y a trois cartes"
    assert normalise_text("dez que le jeu commence") == "dès que le jeu commence"


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (297, "trente-vn", "trente-un"),  # v at the start of a compound's part
        (1639, "quelques-vns", "quelques-uns"),
        (405, "Prouence", "Provence"),  # ou + u + vowel
        (251, "Prouerbes", "Proverbes"),
    ],
)
def test_u_v_in_compounds_and_after_ou(n, old, new):
    assert old in book_lines()[n]
    assert regularise_word(old).new == new


def test_u_v_after_ou_keeps_vowel_words():
    for word in ("jouer", "louange", "ouest", "louer", "Louis"):
        assert regularise_word(word).new == word


def test_tilde_at_a_words_end_is_an_ocr_accent(repair):
    """l. 2071 "celui qui iouẽ,": the print's iouë read with a tilde; riẽ (l. 2059) is rien."""
    assert "iouẽ" in book_lines()[2071]
    assert repair.word("iouẽ", "qui", "")[0:2] == ("iouë", "accent")
    assert repair.word("riẽ", "", "") is None or repair.word("riẽ", "", "")[1] != "accent"
    assert regularise_word("riẽ").new == "rien"
    assert regularise_word("grād").new == "grand"  # l. 2165: a tilde the word needs


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (313, "sixiesme", "sixième"),  # the ordinals' -iesme
        (846, "trefle", "trèfle"),  # the one modern word it spells without accents
        (1120, "precedans", "précédents"),
        (1502, "ébeine", "ébène"),
        (2892, "cloux", "clous"),
    ],
)
def test_old_spellings_the_table_missed(n, old, new):
    assert old in book_lines()[n]
    assert normalise_text(old) == new


@pytest.mark.parametrize(
    ("n", "old"),
    [
        (323, "l'un a jetté"),  # before a participle: the verb
        (2160, "Quicõque a tout"),  # after a subject
        (830, "quelqu'un a beau"),
    ],
)
def test_meaning_a_the_verb_in_the_book(n, old):
    line = book_lines()[n]
    assert old in line
    text, records = book_line_reading(n)
    assert not any(r.before == "a" and r.after in ("à", "À") for r in records)
    assert " a " in text


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (281, "puis qu'elle", "puisqu'elle"),  # two words the modern spelling joins
        (287, "vis à vis", "vis-à-vis"),  # three
        (373, "c'est à dire", "c'est-à-dire"),
        (186, "tres-humble", "très humble"),  # très kept: the compound as FreEM writes it
    ],
)
def test_words_joined_by_the_modern_spelling(n, old, new):
    assert old in book_lines()[n]
    assert new in book_line_reading(n)[0]


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (283, "Vallet", "Valet"),  # a consonant the old spelling doubled
        (443, "iettons", "jetons"),
        (1243, "careau", "carreau"),  # or left single
        (2655, "arrestée", "arrêtée"),  # an s no longer written: its vowel takes the accent
        (1230, "reussir", "réussir"),  # accents before any rewrite (not roussir)
        (281, "tombast", "tombât"),  # -ast: the past historic has no s, so the subjunctive
        (1019, "iettast", "jetât"),
        (283, "vnze", "onze"),
        (303, "neufiesmes", "neuvièmes"),
        (3362, "iouèront", "joueront"),  # the OCR's grave accent where none is written
        (2339, "gagnè", "gagné"),  # or where an acute is
    ],
)
def test_old_spellings_by_rule(n, old, new):
    assert old in book_lines()[n]
    assert new in book_line_reading(n)[0]


def test_past_historic_or_subjunctive_by_the_sentence():
    assert normalise_text("il prist la carte") == "il prit la carte"
    assert normalise_text("qu'il prist la carte") == "qu'il prît la carte"
    assert normalise_text("s'il eust esté") == "s'il eût été"


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (291, "inaduertence", "inadvertence"),  # adu + vowel is adv
        (3809, "aduancé", "advancé"),
        (4188, "decouure", "decouvre"),  # of two u, the second is v, before r too
        (549, "conuendra", "convendra"),  # a word no list knows: n + u + vowel is v
        (919, "reseruant", "reservant"),
        (471, "enuis", "envis"),
        (403, "preiudice", "prejudice"),  # i between a vowel and a vowel near the start: j
        (167, "reietton", "rejetton"),
        (2045, "reietter", "rejetter"),
        (187, "tres-obeïssant", "tres-obeïssant"),  # a compound part by part, the rest kept
    ],
)
def test_u_v_by_the_printers_rules(n, old, new):
    assert old in book_lines()[n]
    assert regularise_word(old).new == new


def test_u_v_keeps_the_vowel_in_known_words():
    for word in ("ruelle", "continuer", "heure", "adulation"):
        assert regularise_word(word).new == word
    assert regularise_word("vraiement").new == "vraiement"  # vr + vowel: v, unless a word
    assert regularise_word("vrine").new == "urine"
    for word in ("aieul", "paiement", "faience"):  # i kept where j makes no word
        assert regularise_word(word).new == word


def test_lesdits_dez_are_dice():
    assert "lesdits dez" in book_lines()[4188]
    assert "lesdits dés" in book_line_reading(4188)[0]


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (228, "L E Ieu du Piquet", "Le Jeu du Piquet"),  # the table: a drop capital set apart
        (1230, "PR emierement", "Premièrement"),  # a drop capital and a small capital
        (1174, "A Pres", "Après"),  # not "À Pres": the capital is the word's
    ],
)
def test_drop_capital_set_apart_is_joined(n, old, new):
    line = book_lines()[n]
    assert line.startswith(old)
    c = cleaner()
    text = c.plan([LineIn(n, line, initial=0)]).normalised()[0]
    assert text.startswith(new)
    assert any(r.kind == "ocr" and r.type == "spacing" and r.col in (1, 2) for r in c.records)


def test_a_before_a_stop_is_never_the_preposition():
    """l. 3199 "sur cing, deux, A, qui est la Niche": the dice's letter, not à."""
    assert "deux, A, qui" in book_lines()[3199]
    text, records = book_line_reading(3199)
    assert "deux, A, qui" in text
    assert not any(r.before == "A" and r.after == "À" for r in records)


def test_suspect_words_for_the_editors_report():
    """Words in no list are reported, not changed; names, numbers and known words are not."""
    from pipeline.text.suspects import find_suspects, suspect

    assert suspect("signifienticeux") and suspect("tontre")
    for word in ("iouër", "Piquet", "XXXVI", "vn", "l'", "trente-vn", "estoit"):
        assert not suspect(word)
    found = {s.word: s.lines for s in find_suspects([(n, book_lines()[n]) for n in (1800, 2772)])}
    assert found["tontre"] == (1800,) and found["signifienticeux"] == (2772,)


def test_no_rewrite_makes_another_word():
    """ausdits is auxdits, never audits (an s taken away must leave its vowel accented);
    "de suite en suite" (one after another) is not "de suite ensuite"."""
    assert normalise_text("ausdits spectateurs") != "audits spectateurs"
    assert normalise_text("arrestée") == "arrêtée"
    assert normalise_text("l'on peut de suite en suite les placer") == (
        "l'on peut de suite en suite les placer"
    )
    assert normalise_text("et en suite") == "et ensuite"


def test_a_prefix_the_book_hyphenates_keeps_its_hyphen_at_a_line_end():
    """ll. 2764-2766 "est tres- / conuenable": tres- is a compound's head in the book
    (tres-humble, tres-fidelle), so the line-end hyphen is the compound's, not a cut."""
    lines = book_lines()
    assert lines[2764].endswith("tres-") and lines[2766].startswith("conuenable")
    c = cleaner()
    text = c.plan([LineIn(2764, lines[2764]), LineIn(2766, lines[2766])]).normalised()[0]
    assert "très-convenable" in text or "très convenable" in text


@pytest.mark.parametrize(
    ("n", "old", "new"),
    [
        (481, "quoy que le ieu", "quoique le jeu"),  # a clause follows: the conjunction
        (531, "quoy que vous en", "quoique vous en"),
        (317, "quoy que ce soit", "quoi que ce soit"),  # the pronoun
    ],
)
def test_quoy_que_conjunction_or_pronoun(n, old, new):
    assert old in book_lines()[n]
    assert new in book_line_reading(n)[0]


def test_quoy_quil_en_soit_is_the_pronoun():
    assert normalise_text("quoy qu'il en soit") == "quoi qu'il en soit"


def test_a_word_cut_by_a_hyphen_inside_a_line_is_one_word():
    """l. 287 "premiere-ment": the converter's reflow left a line-end hyphen inside the
    line; the normalised reading is the word, not a compound (première-ment)."""
    assert "premiere-ment" in book_lines()[287]
    text = book_line_reading(287)[0]
    assert "premièrement" in text and "première-ment" not in text
    assert normalise_text("trente-six tres-humble") == "trente-six très humble"


def test_short_words_take_no_other_letters_from_the_rules():
    """A rewrite learned on long words makes another word of a short one (quia -> qui,
    meur -> mur, fix -> fis): short words the table never saw keep their letters. (meur
    itself is mûr by the terms table, data/terms.tsv, read before any rewrite.)"""
    for word in ("quia", "fix", "foit"):
        assert normalise_text(word) == word
    assert normalise_text("meur") == "mûr"
