"""The three readings, the interventions table and the editors' overrides, on the real build."""

from __future__ import annotations

import csv
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from lxml import etree

from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.reader import find_game, game_ids, read_lines, read_text
from tests.conftest import BOOK, SOURCES, hauteurs_col
from tests.test_clean import book_lines

pytestmark = pytest.mark.integration
MAISON = [sys.executable, "-m", "pipeline.cli"]


def tsv_rows(out: Path) -> list[dict[str, str]]:
    with open(out / "interventions.tsv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def text_root(out: Path) -> etree._Element:
    return etree.parse(str(out / BOOK)).getroot().find(f"{{{TEI_NS}}}text")


def test_integ_diplomatic_is_source_plus_the_ocr_rows(built):
    """Recomputed from the table alone, the diplomatic reading is what the TEI gives."""
    out, _ = built
    lines = dict(read_lines(text_root(out), reading="source"))
    source = dict(lines)
    by_line: dict[int, list[dict]] = {}
    for row in tsv_rows(out):
        if row["kind"] == "ocr":
            by_line.setdefault(int(row["line"]), []).append(row)
    col = {
        r["id"]: int(r["id"][1:].split(".")[1].rstrip("e")) for rs in by_line.values() for r in rs
    }
    for n, rows in by_line.items():
        text = book_lines()[n]
        for r in sorted(rows, key=lambda r: col[r["id"]], reverse=True):
            a = col[r["id"]]
            assert text[a : a + len(r["before"])] == r["before"], r["id"]
            text = text[:a] + r["after"] + text[a + len(r["before"]) :]
        lines[n] = " ".join(text.split())
    diplomatic = dict(read_lines(text_root(out), reading="diplomatic"))
    whole = {n for n, t in book_lines().items() if source.get(n) == " ".join(t.split())}
    assert len(whole) > 2000  # lines with no furniture inside
    for n in whole & set(by_line):
        assert diplomatic[n] == lines[n], n


def test_integ_every_intervention_is_in_the_tei_as_recorded(built):
    out, _ = built
    root = text_root(out)
    by_id = {e.get(f"{{{XML_NS}}}id"): e for e in root.iter() if e.get(f"{{{XML_NS}}}id")}
    rows = tsv_rows(out)
    assert len({r["id"] for r in rows}) == len(rows), "intervention ids are unique"
    for r in rows:
        if r["kind"] == "furniture":
            continue
        e = by_id[r["id"]]
        if r["kind"] == "hyphenation" and etree.QName(e).localname == "lb":
            assert e.get("break") == "no"
        else:
            assert (e.text or "") == r["after"], r["id"]
            assert e.get("resp") == r["resp"] and e.get("ana") == f"#int.{r['kind']}"


def test_integ_counts_per_kind_and_long_s(built):
    out, _ = built
    rows = tsv_rows(out)
    kinds = Counter(r["kind"] for r in rows)
    for kind in (
        "furniture",
        "hyphenation",
        "ocr",
        "abbreviation",
        "regularisation",
        "normalisation",
    ):
        assert kinds[kind] > 0, kind
    long_s = [r for r in rows if r["kind"] == "ocr" and r["type"] == "long-s"]
    assert len(long_s) >= 50
    assert all("ſ" in r["after"] and "f" in r["before"] for r in long_s)


def test_integ_three_readings_of_the_piquet_opening(built):
    out, _ = built
    root = text_root(out)
    read = {
        r: dict(read_lines(root, reading=r)) for r in ("diplomatic", "regularised", "normalised")
    }
    assert read["diplomatic"][275].startswith(
        "PREMIEREMENT, il faut oster d'un Ieu de cartes tous les deux, trois, quatre, cinq, & joüer du reste"
    )
    assert read["regularised"][275].startswith(
        "Premierement, il faut oster d'un Jeu de cartes tous les deux, trois, quatre, cinq, et jouer du reste"
    )
    assert read["normalised"][275].startswith(
        "Premièrement, il faut ôter d'un Jeu de cartes tous les deux, trois, quatre, cinq, et jouer du reste"
    )
    # a word broken at a page turn (l. 277 "des-", l. 281 "avantage") is whole when joined
    assert read["diplomatic"][277].endswith("c'est vn grand des-")
    assert "c'est un grand desavantage pour" in read["regularised"][277]
    assert 281 not in read["regularised"]
    assert "c'est un grand désavantage pour celui" in read["normalised"][277]


def test_integ_joined_readings_cut_the_same_paragraphs(built):
    """A word broken at a line's end and normalised whole (l. 1197 "der-" / "niere":
    dernière) passes its line in the normalised reading too: the next line does not seem to
    follow a gap, so no paragraph is cut in two there ("la couleur de la / Triomphe"), and
    the two joined readings have the same paragraphs, game by game."""
    out, _ = built
    root = text_root(out)
    tolose = find_game(root.getroottree(), "triomphe-tolose")
    assert "couleur de la\nTriomphe: on ne pille" in read_text(tolose, "normalised")
    for game in game_ids(root.getroottree()):
        div = find_game(root.getroottree(), game)
        cut = {r: read_text(div, r).count("\n\n") for r in ("regularised", "normalised")}
        assert cut["regularised"] == cut["normalised"], game


def test_integ_readings_keep_furniture_and_numbers(built):
    out, _ = built
    root = text_root(out)
    normal = read_text(root.find(f"{{{TEI_NS}}}body"), "normalised")
    assert "63." in normal and "ſ" not in normal and " & " not in normal
    full = dict(read_lines(root, furniture=True, reading="normalised"))
    assert full[503] == "28 Le Jeu du Hoc."  # a running head is not normalised


def _overrides(tmp_path: Path, rows: list[str]) -> Path:
    edits = tmp_path / "overrides.tsv"
    edits.write_text("id\taction\tvalue\tnote\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return edits


def test_integ_overrides_apply_last_and_stale_ones_are_reported(built_with_edits):
    out, _ = built_with_edits
    col = hauteurs_col()
    root = text_root(out)
    ids = {e.get(f"{{{XML_NS}}}id"): e for e in root.iter() if e.get(f"{{{XML_NS}}}id")}
    assert "o87.18" not in ids
    assert "diuertiffans" in dict(read_lines(root, reading="diplomatic"))[87]
    assert ids["n135.17"].text == "faible (sic)" and ids["n135.17"].get("resp") == "#editor"
    assert ids["r134.5"].get("resp") == "#editor"
    added = ids[f"o2719.{col}e"]
    assert added.text == "les" and added.get("resp") == "#editor"
    assert "les hauteurs" in dict(read_lines(root, reading="diplomatic"))[2719]
    report = (out / "reports" / "overrides.md").read_text(encoding="utf-8")
    assert "7 applied, 1 no longer match" in report and "o9999.1" in report
    rows = {r["id"]: r for r in tsv_rows(out)}
    assert rows["n135.17"]["resp"] == "#editor" and "o87.18" not in rows


def test_integ_bad_overrides_file_is_one_clear_error(tmp_path):
    edits = _overrides(tmp_path, ["o87.18\tdelete\t\t"])
    sources = tmp_path / "sources"
    sources.symlink_to(SOURCES)
    (tmp_path / "edits").mkdir()
    edits.rename(tmp_path / "edits" / "overrides.tsv")
    run = subprocess.run(
        [*MAISON, "corpus", "--sources", str(sources), "--out", str(tmp_path / "out")],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 1 and "Traceback" not in run.stderr
    assert "overrides.tsv" in run.stderr and "'delete'" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "out" / BOOK).exists()


@pytest.mark.parametrize("command", ["normalize", "regularize"])
def test_integ_filters_keep_the_line_count(command):
    text = "Ie ne sçay s'il estoit vray,\n\n& cōme luy\r\n" + "vne " * 250_000 + "\nfin"
    run = subprocess.run([*MAISON, command], input=text.encode(), capture_output=True)
    assert run.returncode == 0, run.stderr
    out = run.stdout.decode()
    assert out.count("\n") == text.count("\n") and out.count("\r\n") == 1
    first, empty = out.split("\n")[:2]
    assert first.startswith("Je ne") and empty == ""


@pytest.mark.parametrize("command", ["normalize", "regularize"])
def test_integ_filters_refuse_bad_utf8_without_output(command):
    run = subprocess.run([*MAISON, command], input=b"bon\nab\xffcd\n", capture_output=True)
    assert run.returncode == 1 and run.stdout == b""
    err = run.stderr.decode()
    assert "not UTF-8" in err and "line 2" in err and len(err.strip().splitlines()) == 1


def test_integ_form_decisions_cover_every_occurrence(built_with_edits):
    out, _ = built_with_edits
    rows = tsv_rows(out)
    assert not [r for r in rows if r["kind"] == "normalisation" and r["before"] == "dé"]
    celuy = [r for r in rows if r["kind"] == "normalisation" and r["before"].lower() == "celuy"]
    assert len(celuy) > 100 and all(r["resp"] == "#editor" for r in celuy)
    assert {r["after"] for r in celuy} == {"celluy", "Celluy"}
