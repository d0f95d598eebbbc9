"""Two witnesses of the Piquet (issue 32): the 1642 treatise read, aligned with the 1665
Maison rule by rule, collated word by word, its play-changing variants run, on the real
texts (the session's build of the shipped sources)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from lxml import etree

from pipeline.build import validate
from pipeline.ingest.web import read_web_transcription
from pipeline.paths import SCHEMAS
from pipeline.rules import piquet as pq
from pipeline.rules.piquet import faults as pf
from pipeline.tei import TEI_NS
from pipeline.witness.collate import kind_of
from pipeline.witness.tokens import tokens
from pipeline.witness.variants import result, runs
from tests.conftest import SOURCES

WEB = SOURCES / "jeu-du-piquet-1642.web.txt"
T = {"t": TEI_NS}


def _rules(out: Path) -> dict[str, dict]:
    rows = (out / "rules.jsonl").read_text(encoding="utf-8").splitlines()
    return {r["id"]: r for r in map(json.loads, rows)}


def test_the_reader_keeps_the_text_and_lists_the_page_around_it() -> None:
    """The HTTP header, the page's title and the site's reference before the text, the
    transcriber's credit and the navigation after it are dropped, each listed with its line;
    the text runs from the original's title to FIN."""
    src = read_web_transcription(WEB, "LE JEU DU PIQUET PLAISANT ET RECREATIF", "FIN.")
    reasons = {d.first: d.reason for d in src.dropped}
    assert reasons[1] == "HTTP header saved with the page"
    assert "Sommaire | Index" in src.dropped[-1].text
    assert any("David Chataignier" in d.text and "credit" in d.reason for d in src.dropped)
    texts = [b.lines[0].text for b in src.blocks]
    assert texts[0] == "LE JEU DU PIQUET PLAISANT ET RECREATIF" and texts[-1] == "FIN."
    assert not any("Content-Type" in t or "Sommaire" in t for t in texts)


def test_the_1642_tei_says_what_it_is_and_changes_nothing(built: tuple[Path, list]) -> None:
    out, _ = built
    tei = etree.parse(str(out / "jeu-du-piquet-1642.xml"))
    assert tei.xpath("//t:availability/@status", namespaces=T) == ["unknown"]
    assert tei.xpath("//t:respStmt/t:name[.='David Chataignier']", namespaces=T)
    assert "its diplomatic, regularised and normalised readings are one and the same" in "".join(
        tei.xpath("//t:normalization//text()", namespaces=T)
    )
    assert not tei.xpath("//t:choice", namespaces=T)  # no intervention
    assert (out / "interventions-jeu-du-piquet-1642.tsv").read_text().count("\n") == 1
    rules = _rules(out)
    mine = [r for r in rules.values() if r["game"] == "piquet-1642"]
    assert len(mine) > 50 and all(r["id"].startswith("piquet-1642.p") for r in mine)
    assert all(r["text_normalised"] == r["text_diplomatic"] for r in mine)


def test_every_1665_piquet_rule_is_aligned(built: tuple[Path, list]) -> None:
    """The alignment is total: every 1665 Piquet rule has a 1642 parallel (none is declared
    1665-only: the texts run together), and the two sides agree; the rule 1642 cuts in two
    names both (piquet.p17.1: its repic and pic), and 1642's closing words have no 1665
    counterpart."""
    rules = _rules(built[0])
    old = [r for r in rules.values() if r["game"] == "piquet"]
    assert all(r["parallels"] for r in old), [r["id"] for r in old if not r["parallels"]]
    for r in old:
        for p in r["parallels"]:
            assert r["id"] in rules[p]["parallels"]
    assert rules["piquet.p1.2"]["parallels"] == ["piquet-1642.p2.1"]
    assert rules["piquet.p17.1"]["parallels"] == ["piquet-1642.p17.1", "piquet-1642.p18.1"]
    assert rules["piquet-1642.p47.1"]["parallels"] == []  # "Voilà tout ce qui me semble…"
    tei = etree.parse(str(built[0] / "maison-des-jeux-academiques-1665.xml"))
    seg = tei.xpath("//t:seg[@xml:id='piquet.p1.2']", namespaces=T)[0]
    assert seg.get("corresp") == "jeu-du-piquet-1642.xml#piquet-1642.p2.1"


def test_the_collation_validates_and_types_the_real_variants(built: tuple[Path, list]) -> None:
    """The apparatus validates against our schema (and tei_all, with jing); the usual
    hundred that only 1665 gives is a substantive number, 'des dites'/'desdites' is not a
    variant of substance, 'pendant'/'perdant' a substantive slip."""
    path = built[0] / "piquet-collation.xml"
    xml = path.read_bytes()
    validate(xml, path.name, SCHEMAS / "collation.rng")
    tei = etree.fromstring(xml)
    assert tei.xpath("//t:variantEncoding/@method", namespaces=T) == ["parallel-segmentation"]
    wits = tei.xpath("//t:listWit/t:witness/@xml:id", namespaces=T)
    assert wits == ["w1665", "w1642"]

    def apps(lem: str) -> list:
        return tei.xpath(f"//t:app[t:lem='{lem}']", namespaces=T)

    cent = apps("cent")[0]
    assert cent.get("type") == "substantive" and cent.get("ana") == "#var.number"
    assert cent.find("t:rdg", T).get("wit") == "#w1642" and not cent.findtext("t:rdg", None, T)
    assert all(a.get("type") == "not-substantive" for a in apps("des dites"))
    perdant = apps("pendant")[0]
    assert perdant.get("type") == "substantive"
    assert perdant.find("t:rdg", T).get("cause") == "slip"
    if shutil.which("jing"):
        from tests.test_integ_corpus import _tei_all

        run = subprocess.run(["jing", _tei_all(), str(path)], capture_output=True, text=True)
        assert run.returncode == 0, run.stdout[:2000]


@pytest.mark.parametrize(
    ("a", "b", "kind"),
    [
        ("trente et deux", "trente-deux", None),  # numbers in words compare as numbers
        ("jusqu'à trente", "jusqu’à 30", None),
        ("trente valent trois", "trente-cinq valent trois", "number"),
        ("car après l'on n'est recevable", "car après l'on est recevable", "negation"),
        ("si l'on a", "quand l'on a", "condition"),
        ("le premier compte", "le dernier compte", "agent"),
        ("trois Dames", "trois Valets", "term"),
        ("les dites cartes", "les cartes dites", "order"),
        ("de la carte", "à la carte", "function"),
    ],
)
def test_variants_are_typed_as_an_editor_types_them(a: str, b: str, kind: str | None) -> None:
    ta, tb = tokens(a), tokens(b)
    if kind is None:
        assert [t.key for t in ta] == [t.key for t in tb]
    else:
        assert kind_of(ta, tb) == kind


def test_the_predicates_differ_exactly_where_a_variant_says_so() -> None:
    """Each variant that changes play gives another result under 1642; away from it the
    witnesses agree (a number agreed, a hand with a figure, a blanche shown in time)."""
    for r in runs():
        assert result(r, "1665") != result(r, "1642"), r.rule
    assert pq.game_over((100, 62)) == 0
    with pytest.raises(ValueError, match="piquet-1642.p2.1"):
        pq.game_over((100, 62), witness="1642")
    assert pq.game_over((100, 62), target=100, witness="1642") == 0
    figures = pq.parse_hand("RC 10C 9C 8C 7C AK 10K 9K AP 10P 9P 8P")
    no_figure = pq.parse_hand("AC 10C 9C 8C 7C AK 10K 9K AP 10P 9P 8P")
    assert pq.blanche(figures) == pq.blanche(figures, witness="1642") == 0
    assert pq.blanche(no_figure) == 10 and pq.blanche(no_figure, witness="1642") is None
    for w in pq.WITNESSES:
        assert pf.still_counts("blanche", True, before_discard=True, witness=w)
    assert not pf.still_counts("blanche", True, before_discard=False)
    assert pf.still_counts("blanche", True, before_discard=False, witness="1642")
    with pytest.raises(ValueError):
        pq.blanche(no_figure, witness="1643")


def test_the_variants_report(built: tuple[Path, list]) -> None:
    report = (built[0] / "reports" / "variants.md").read_text(encoding="utf-8")
    assert "| piquet.p1.2 | piquet-1642.p2.1 | cent | — | `piquet.game_over`" in report
    assert "refused: the 1642 text names no usual number" in report
    assert "| piquet.p4.1 | piquet-1642.p3.1 | dix | des | `piquet.blanche`" in report
    assert "Piquet: packets of two to four, and also one by one" in report
    assert "the contradiction is in 1642 as well" in report
    coverage = (built[0] / "reports" / "coverage.md").read_text(encoding="utf-8")
    assert "`piquet-1642`" not in coverage  # linked through its parallels, not counted


def test_a_rebuild_reads_the_collation_back_and_writes_the_same_bytes(
    built: tuple[Path, list], tmp_path: Path
) -> None:
    """The collation is remembered (out/.cache/collation-piquet.json) keyed by the texts and
    the code: a rebuild that reads it writes the same collation and report as one that
    collates afresh, and a damaged entry is collated again."""
    from pipeline.build import build_corpus
    from tests.conftest import warm

    out = tmp_path / "out"
    warm(out, built[0])
    assert (out / ".cache" / "collation-piquet.json").is_file()
    (out / ".cache" / "collation-piquet.json").write_text("{not json", encoding="utf-8")
    build_corpus(SOURCES, out)
    for name in ("piquet-collation.xml", "reports/variants.md", "rules.jsonl"):
        assert (out / name).read_bytes() == (built[0] / name).read_bytes(), name
    kept = json.loads((out / ".cache" / "collation-piquet.json").read_text(encoding="utf-8"))
    assert kept["groups"] and len(kept["key"]) == 64
