"""Stages on hand-built inputs, without a build: the table of contents, units of text,
rule ids, roman numerals. Each decision is checked on a few lines made for it."""

from __future__ import annotations

import pytest

from pipeline.model import Block, Line
from pipeline.ruleids import RuleIds
from pipeline.segment.pages import make_units
from pipeline.segment.toc import align, content_words, parse_entries, similarity
from pipeline.text.roman import is_roman_numeral, lenient_roman_value, roman_value, to_roman


def line(n: int, text: str) -> Line:
    return Line(n, text, tuple(range(len(text))))


def blocks(*paras: list[str]) -> tuple[Block, ...]:
    out, n = [], 1
    for para in paras:
        out.append(Block(tuple(line(n + k, t) for k, t in enumerate(para))))
        n += len(para) + 1
    return tuple(out)


def test_table_entries_are_title_then_page():
    units = make_units(
        blocks(
            ["TABLE DE LA MAISON"],
            ["Le Ieu du Piquet. 1", "Le Ieu du Hoc, 28", "Le Ieu de l'Oye. 122."],
            ["PREMIEREMENT il faut"],
        )
    )
    entries = parse_entries(units, 0, 3)  # the first entry looks like a running head: still read
    assert [(e.n, e.title, e.page) for e in entries] == [
        (1, "Le Ieu du Piquet", 1),
        (2, "Le Ieu du Hoc", 28),
        (3, "Le Ieu de l'Oye", 122),
    ]
    assert entries[1].src == 4  # the source line it is printed on


def test_table_titles_match_headings_despite_spelling_and_ocr():
    assert content_words("Le Ieu du Piquet") == ["piquet"]
    assert similarity("Le Ieu de l'Oye", "LE IEU DE L'OYE,") == 1.0
    assert similarity("Le Ieu des Eschets", "LE IEV DES ESCHETS") == 1.0
    assert similarity("Le Ieu du Piquet", "L E I E V D U H O C") == 0.0


def test_alignment_keeps_the_table_s_order_and_skips_what_is_no_game():
    units = make_units(blocks(["T"], ["Le Ieu du Piquet. 1", "Le Ieu du Hoc. 28"]))
    entries = parse_entries(units, 0, len(units))
    candidates = [
        (10, "LE IEU DU PIQUET", 1),
        (11, "Des coups remarquables", 5),
        (12, "LE IEU DU HOC", 28),
    ]
    assert align(entries, candidates) == {0: 10, 1: 12}
    # headings out of the table's order: only one of the two can be matched, never both
    crossed = align(entries, [(12, "LE IEU DU HOC", 28), (10, "LE IEU DU PIQUET", 1)])
    assert crossed in ({0: 10}, {1: 12})


def test_rule_ids_come_from_structure_not_words():
    ids = RuleIds()
    assert ids.prose("Hors d'un jeu.") == []  # outside a game nothing is a rule
    ids.enter_game("oye")
    first = ids.prose("PREMIEREMENT on iouë à deux dez. Qui fera 6. ira au 12. Et puis il rejoue.")
    assert [r.id for r in first] == ["oye.p1.1", "oye.p1.2"]  # "6." does not end a sentence
    assert [r.id for r in ids.prose("Le second paragraphe.")] == ["oye.p2.1"]
    arts = ids.prose("1. Premier article. 2. Second.", [0, 20])
    assert [(r.id, r.n) for r in arts] == [("oye.a1", "1"), ("oye.a2", "2")]
    again = ids.prose("1. La numérotation recommence.")  # a second series of articles
    assert [r.id for r in again] == ["oye.s2.a1"]
    ids.enter_game("tarots-autre")  # a game inside a game
    assert [r.id for r in ids.prose("Autre jeu.")] == ["tarots-autre.p1.1"]
    ids.leave_game()
    assert [r.id for r in ids.prose("Retour.")] == ["oye.p5.1"]  # every paragraph counts


def test_quatrain_parts_chain_to_their_first_line():
    ids = RuleIds()
    ids.enter_game("trictrac")
    parts = [ids.verse("44", k, 4) for k in range(4)]
    assert [(p.id, p.part, p.prev) for p in parts] == [
        ("trictrac.q44", "I", None),
        ("trictrac.q44.l2", "M", "trictrac.q44"),
        ("trictrac.q44.l3", "M", "trictrac.q44.l2"),
        ("trictrac.q44.l4", "F", "trictrac.q44.l3"),
    ]
    assert parts[0].n == "XLIV"


@pytest.mark.parametrize(("numeral", "value"), [("XLIV", 44), ("LXXX", 80), ("IX", 9), ("C", 100)])
def test_roman_numerals_both_ways(numeral, value):
    assert roman_value(numeral) == value and to_roman(value) == numeral
    assert is_roman_numeral(numeral) and lenient_roman_value(numeral) == value


def test_roman_numerals_strict_and_lenient():
    assert roman_value("IIII") == 0 and not is_roman_numeral("IIII")  # not an article's number
    assert not is_roman_numeral("xliv") and roman_value("xliv") == 44  # case: the caller's
    assert lenient_roman_value("X L I V.") == 44  # spaced by the OCR, still worth its letters
    assert roman_value("ABC") == 0
