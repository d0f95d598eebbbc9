"""Issue 14 on the shipped book (the session's build): heads, pages and rules where the
print has them. Each test names the defect it holds."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from lxml import etree

from pipeline.tei import TEI_NS
from pipeline.tei.reader import read_text
from tests.conftest import BOOK, load_script

pytestmark = pytest.mark.integration
T = {"t": TEI_NS}


def _tei(out: Path) -> etree._ElementTree:
    return etree.parse(str(out / BOOK))


def _rules(out: Path) -> dict[str, dict]:
    lines = (out / "rules.jsonl").read_text(encoding="utf-8").splitlines()
    return {r["id"]: r for r in map(json.loads, lines)}


def _div(tree: etree._ElementTree, ident: str) -> etree._Element:
    return tree.getroot().xpath("//t:div[@xml:id=$id]", namespaces=T, id=ident)[0]


def _text(e: etree._Element) -> str:
    return " ".join(read_text(e, "diplomatic").split())


def test_integ_no_page_furniture_inside_a_word_s_choice(built):
    """Nine pb (and their fw) sat inside a word's choice at ordinary page turns."""
    root = _tei(built[0]).getroot()
    for tag in ("pb", "fw", "gap"):
        assert not root.findall(f".//t:choice//t:{tag}", T), tag


def test_integ_every_game_starts_on_its_table_page(built):
    """Guerre de cartes (30), Tarots (34) and Palle-Mail (198) started on breaks placed by
    page length; the table's pages are evidence now (a misread signature "B iij" outvoted)."""
    book = built[1][0].book
    wrong = [(g.id, g.entry.page, g.start_page) for g in book.games if g.entry]
    wrong = [w for w in wrong if str(w[1]) != w[2]]
    assert wrong == []


def test_integ_piquet_subheadings_are_heads_and_its_end_a_trailer(built):
    tree = _tei(built[0])
    piquet = _div(tree, "piquet")
    heads = [_text(h) for h in piquet.iter(f"{{{TEI_NS}}}head")]
    assert any(h.startswith("Les coups remarquables") for h in heads)
    assert any(h.startswith("Des hazards qui arriuent") for h in heads)
    assert _text(piquet.find(".//t:trailer", T)).startswith("Fin du Jeu")
    rules = _rules(built[0])
    assert not any(
        r["game"] == "piquet" and r["text_diplomatic"].startswith(("Les coups", "Des hazards"))
        for r in rules.values()
    )


def test_integ_hoc_first_rule_is_a_rule(built):
    """ "PRemierement l'on donne douze Cartes…" (a drop capital) was Hoc's section head."""
    first = _rules(built[0])["hoc.p1.1"]
    assert first["text_normalised"].startswith("Premièrement l'on donne douze Cartes")


def test_integ_trictrac_chapters_hold_their_text(built):
    """Chapters 1, 22 and 26 were empty divs whose first paragraph was a sibling's head."""
    game = _div(_tei(built[0]), "trictrac")
    chapters = {d.get("n"): d for d in game.iter(f"{{{TEI_NS}}}div") if d.get("type") == "chapter"}
    assert sorted(map(int, chapters)) == list(range(1, 28))
    for n in ("1", "22", "26"):
        assert chapters[n].findall("t:p", T), n
    assert "Du nom du Jeu" in _text(chapters["1"].find("t:head", T))


def test_integ_rules_are_whole_statements(built):
    """chronologie.p2.1 was "Sçavoir,"; trictrac.p81.1 "Par deux doublets vaut." had its
    value in the next rule; oye.p1.2 held two rules (three: the board, the win and the
    road's obstacles; the eighth reading cut the win from the board); the souplesses' cards
    were 48 rules."""
    rules = _rules(built[0])
    for r in rules.values():
        text = r["text_normalised"]
        assert re.search(r"[^\W\d_]{3,}", text), r["id"]  # words, not a value alone
        assert not re.fullmatch(r"\W*s\s?[çc]?\s?a\s?v\s?o\s?i\s?r\W*", text, re.I), r["id"]
    assert rules["trictrac.p81.1"]["text_diplomatic"] == "Par deux doublets vaut. 12. p."
    assert rules["oye.p1.2"]["text_normalised"].endswith("depuis 1. jusqu'à 63.")
    assert rules["oye.p1.3"]["text_normalised"].startswith("et celui qui premier atteint")
    assert "aborder;" in rules["oye.p1.3"]["text_normalised"]
    assert rules["oye.p1.4"]["text_normalised"].startswith("Jouant à ce jeu on prend deux dés")
    cards = rules["souplesses.p2.1"]
    assert len(cards["parts"]) > 40 and "Le Roi de trèfle." in cards["text_normalised"]
    assert not any(r["text_diplomatic"] == "L'as de trefle." for r in rules.values())


def test_integ_an_article_s_own_number_is_not_a_quantity(built):
    """330 of 411 numbered articles gave their own number ("17." of "17. Qui passe…") as the
    first of their numbers."""
    for r in _rules(built[0]).values():
        opening = re.match(
            rf"\s*{re.escape(r['n'] or '')}\s*[.,]\s+([^\W\d_]+)", r["text_normalised"]
        )
        if r["n"] and r["numbers"] and opening and not opening.group(1).isupper():
            first = str(r["numbers"][0]["text"]).strip().rstrip(".")
            assert first != r["n"], r["id"]


def test_integ_a_rule_over_several_containers_is_marked_i_m_f(built):
    """The souplesses' cards are one list of items (one a printed line, over two page
    turns), each item a part of the rule that introduces them."""
    root = _tei(built[0]).getroot()
    first = root.xpath("//t:seg[@xml:id='souplesses.p2.1']", namespaces=T)[0]
    assert first.get("part") == "I"
    items = root.xpath("//t:list[.//t:seg[@prev='#souplesses.p2.1']]/t:item", namespaces=T)
    assert len(items) == 40  # the printed lines (two cards on some, in two columns)
    last = items[-1].find("t:seg", T)
    assert last.get("part") == "F" and _text(last) == "Le 8. de pique. Le Roy de trefle."
    assert _text(items[0]) == "L'as de trefle."


def test_integ_rule_boundaries_as_readers_cut_them(built):
    """The hand readings of tests/gold/rule-boundaries.tsv (issue 14: "rule boundaries right
    for at least 90%"): readers 2 to 5, given only the issue's definition, find at least 90%
    of the pieces of their games right (fourteen games the issue does not name); reader 1,
    who was told to cut every "; et" + clause too, at least 80% of his (83% at the seventh
    reading)."""
    check = load_script("boundaries_check")
    out, _ = built
    rules = [json.loads(x) for x in (out / "rules.jsonl").read_text(encoding="utf-8").splitlines()]
    scores = check.score(check.read_gold(), rules)
    floor = {"1": 0.80, "2": 0.90, "3": 0.90, "4": 0.90, "5": 0.90}
    for reader, (right, total) in scores.items():
        assert right / total >= floor[reader], (reader, right, total)
