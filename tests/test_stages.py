"""Stages on hand-built inputs, without a build: the table of contents, units of text,
rule ids, roman numerals, the layout, the cleaning plans, the rules' rows and the writer. Each decision is checked on a few lines made for it."""

from __future__ import annotations

import re

import pytest
from lxml import etree

from pipeline import stages
from pipeline.clean.cleaner import Cleaner
from pipeline.clean.plans import plan_texts
from pipeline.clean.texts import layout_tokens
from pipeline.extract.rows import TEXTS, rule_rows, rule_text
from pipeline.model import Block, Line
from pipeline.model.book import Book, Div
from pipeline.model.furniture import Fw
from pipeline.model.items import PageBreak, Unit
from pipeline.model.layout import LineEvent, Text
from pipeline.model.readings import READINGS, assemble
from pipeline.nlp import Memo
from pipeline.ruleids import RuleIds, cut_rules
from pipeline.segment.layout import lay_out_book
from pipeline.segment.toc import align, content_words, parse_entries, similarity
from pipeline.segment.units import make_units
from pipeline.tei import TEI_NS
from pipeline.tei.reader import read_lines
from pipeline.tei.writer import write_text
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
    # an old-style one read as a capital I (the period's OCR network) after the title's
    # comma is page 1; a line that only ends in a roman I is no entry
    units = make_units(blocks(["TABLE"], ["Le Ieu de l’Oye, I", "LIVRE I.", "Le Ieu du Hoc, 3"]))
    entries = parse_entries(units, 0, len(units))
    assert [(e.title, e.page) for e in entries] == [("Le Ieu de l’Oye", 1), ("Le Ieu du Hoc", 3)]


def test_table_titles_match_headings_despite_spelling_and_ocr():
    assert content_words("Le Ieu du Piquet") == ("piquet",)
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


# -- layout, cleaning plans, rule ids and the writer, one after the other -----------------


def _game_book() -> Book:
    """A game of three units: a sentence cut by a page turn, then a closing "Fin"."""
    first = Unit((line(1, "LE IEU DE L'OYE."),), 1)
    a = Unit((line(3, "Qui fera 6. où y a vn pont, ira"),), 1)
    b = Unit((line(5, "au 12. Qui ira au 19. payera."),), 1, continues=True)
    end = Unit((line(7, "Fin du Jeu."),), 1)
    game = Div("game", "oye", head=[first], content=[a, PageBreak("2", True), b, end])
    return Book([], Div("body", content=[game]), [game], [], [])


def test_layout_decides_containers_and_the_reading_order():
    lay = lay_out_book(_game_book())
    kinds = [(type(x).__name__, getattr(x, "tag", None)) for x in lay.reading]
    assert kinds == [
        ("Text", "head"),
        ("GameStart", None),
        ("Text", "p"),  # one paragraph over the page turn: the sentence runs on
        ("Text", None),  # the trailer's line, written into the trailer
        ("GameEnd", None),
    ]
    p = lay.reading[2]
    assert [type(e).__name__ for e in p.events] == ["LineEvent", "PageBreak", "LineEvent"]
    assert p.rules == "prose" and [t.k for t in lay.reading if isinstance(t, Text)] == [0, 1, 2]


def test_plans_carry_the_page_and_rules_are_cut_in_reading_order():
    lay = lay_out_book(_game_book())
    texts = [ln.text for t in lay.reading if isinstance(t, Text) for ln in _lines(t)]
    cleaner = Cleaner.for_texts(texts)
    plans = plan_texts(lay.reading, cleaner, page="1")
    segs = cut_rules(lay.reading, plans, RuleIds(split=_sentences))
    assert len(plans) == len(segs) == 3 and segs[0] == {} and segs[2] == {}
    assert [r.id for r in segs[1].values()] == ["oye.p1.1", "oye.p1.2"]
    pages = {r.line: r.page for r in cleaner.records}
    assert pages.get(3) == "1" and pages.get(5) == "2"  # vn -> un on p. 1, au 19 ... on p. 2
    tei = etree.Element(f"{{{TEI_NS}}}TEI")
    write_text(tei, lay, plans, segs)
    t = f"{{{TEI_NS}}}"
    assert len(list(tei.iter(f"{t}pb"))) == 1 and tei.find(f".//{t}p//{t}pb") is not None
    segs_written = [e.get("{http://www.w3.org/XML/1998/namespace}id") for e in tei.iter(f"{t}seg")]
    assert segs_written == ["oye.p1.1", "oye.p1.2"]
    assert "".join(tei.find(f".//{t}trailer").itertext()) == "Fin du Jeu."


def _rich_book() -> Book:
    """A game whose rules meet what the readings join and hide: a word broken at a line end
    and another across a page turn (with a running head between), repairs and spelling to
    regularise and modernise, a quatrain over several containers with a turnover and a page
    break."""
    head = Unit((line(1, "LE IEU DE L'OYE."),), 1)
    a = Unit(
        (line(3, "Qui fera 6. où y a vn pont, ira au dou-"), line(4, "ble du nombre, & ce-")), 1
    )
    running = Unit((line(6, "LE IEU DE L'OYE. 2"),), 1, role="head", fw={0: (Fw(0, 18, "header"),)})
    b = Unit(
        (line(7, "luy qui y sera pris perdra. Qui ira au 19."), line(8, "payera vn jetton.")), 1
    )
    b.continues = True
    verse = [
        Unit((line(10, "Faut marquer tout d'un coup gain ou perte com-"),), 1),
        Unit((line(11, "L'on châtie celuy qui peche d'y māquer. [mune,"),), 1),
        Unit((line(12, "Qui gagne douze points, il les peut marquer,"),), 1),
        PageBreak("3", True),
        Unit((line(14, "Et s'en aller, ou bien tenir & demeurer."),), 1),
    ]
    quatrain = Div("quatrain", n="1", content=verse)
    game = Div("game", "oye", head=[head], content=[a, PageBreak("2", True), running, b, quatrain])
    return Book([], Div("body", content=[game]), [game], [], [])


def test_rules_read_from_the_model_are_what_the_written_segments_read():
    """The rules' rows come from the model (reading order, plans, rule starts), before any
    TEI: each reading of each rule and its page equal what the TEI reader reads of its
    written segments, its line is the source line it begins in; each reading of the whole text, what it reads of the written text."""
    lay = lay_out_book(_rich_book())
    texts = [ln.text for t in lay.reading if isinstance(t, Text) for ln in _lines(t)]
    plans = plan_texts(lay.reading, Cleaner.for_texts(texts), page="1")
    segs = cut_rules(lay.reading, plans, RuleIds(split=_sentences, verb=lambda _t: True))
    rules = rule_rows(lay, plans, segs)
    tei = etree.Element(f"{{{TEI_NS}}}TEI")
    write_text(tei, lay, plans, segs)
    t, xml_id = f"{{{TEI_NS}}}", "{http://www.w3.org/XML/1998/namespace}id"
    written, pages, page = {}, {}, ""
    for e in tei.iter(f"{t}pb", f"{t}seg"):
        if e.tag == f"{t}pb":
            page = e.get("n")
        else:
            written[e.get(xml_id)], pages[e.get(xml_id)] = e, page
    assert [r.id for r in rules] == ["oye.p1.1", "oye.p1.2", "oye.q1"]
    # the source line each begins in: p1.2 inside line 7, after the word broken over the page
    assert [r.line for r in rules] == [3, 7, 10]
    assert rules[-1].parts == ["oye.q1", "oye.q1.l2", "oye.q1.l3", "oye.q1.l4"]
    for r in rules:
        segments = [written[p] for p in r.parts]
        for reading in TEXTS:
            parts = [[x for _, x in read_lines(s, reading=reading)] for s in segments]
            assert getattr(r, f"text_{reading}") == rule_text(parts, reading), (r.id, reading)
        assert r.page == pages[r.id]
        assert r.game == "oye" and r.n == segments[0].get("n")
    whole = tei.find(f"{t}text")  # and the whole text, line by line, in every reading
    for reading in READINGS:
        model = assemble(layout_tokens(lay, plans, reading), reading)
        assert [(n, x) for n, x, _ in model] == read_lines(whole, reading=reading), reading
    p1 = rules[0]  # over a line end and the page turn with its running head: words whole
    assert p1.text_diplomatic.startswith("Qui fera 6. où y a vn pont, ira au dou-\nble du")
    assert "LE IEU" not in p1.text_diplomatic and "& ce-\nluy qui" in p1.text_diplomatic
    assert "au double du nombre, et celuy qui y" in p1.text_regularised
    assert "et celui qui y sera" in p1.text_normalised  # the modern form, before the page
    assert rules[1].page == "2" and rules[1].text_normalised.endswith("19. paiera un jeton.")
    assert "peche d'y manquer. / Qui gagne" in rules[2].text_regularised  # verse parts
    assert rules[2].page == "2"  # the quatrain's page break falls inside it


def _sentences(text: str) -> list[tuple[int, int]]:
    """Sentences end at a full stop before a capital (spaCy's cut is tested elsewhere)."""
    ends = [m.end() for m in re.finditer(r"\.\s+(?=[A-Z])", text)]
    return list(zip([0, *ends], [*ends, len(text)], strict=True))


def _lines(t: Text) -> list[Line]:
    return [e.line for e in t.events if isinstance(e, LineEvent)]


# -- the stages' contract ------------------------------------------------------------------


@pytest.mark.parametrize("order", [stages.BOOK, stages.ARTICLE], ids=["book", "article"])
def test_each_stage_needs_only_what_the_stages_before_it_add(order):
    given = {"path", "rec", "memo", "overrides", "scan", "partial", "incomplete"}
    for s in order:
        assert set(s.needs) <= given, (s.__name__, set(s.needs) - given)
        given |= set(s.adds)
    assert {"xml", "records", "rules"} <= given


def test_a_stage_out_of_order_is_refused_before_it_runs(tmp_path):
    work = stages.Work(tmp_path / "book.md", {}, Memo())
    with pytest.raises(TypeError, match="stage clean needs"):
        stages.run(work, [stages.ingest, stages.clean])  # no layout yet: nothing read either


def test_a_stage_reading_what_it_does_not_declare_is_refused(tmp_path):
    @stages.stage(needs=("path",), adds=("incomplete",))
    def peeks(w):
        return {"incomplete": str(w.source)}  # source: not declared

    work = stages.Work(tmp_path / "book.md", {}, Memo())
    with pytest.raises(TypeError, match="stage peeks reads 'source'"):
        stages.run(work, [peeks])


def test_a_stage_reads_its_needs_and_the_inputs(tmp_path):
    @stages.stage(needs=("path",), adds=("incomplete",))
    def reads(w):
        return {"incomplete": f"{w.path.name} {w.rec['why']} {w.partial}"}

    work = stages.Work(tmp_path / "book.md", {"why": "sampled"}, Memo())
    assert stages.run(work, [reads]).incomplete == "book.md sampled False"
