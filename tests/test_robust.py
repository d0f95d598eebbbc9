"""Never a wrong corpus (issue 18), without a build: sources.toml's schema, the editors'
file, the output set's swap, and parsers fuzzed so that no input makes a traceback."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pipeline.clean.overrides import read_overrides
from pipeline.errors import MaisonError, SourceError
from pipeline.outputs import CARRIED, MANIFEST, check_output_dir, check_set, publish, sweep
from pipeline.records import check_records, load_records
from tests.conftest import SOURCES

FUZZ = settings(  # MAISON_FUZZ=2000 pytest -k fuzz: a longer hunt
    max_examples=int(os.environ.get("MAISON_FUZZ", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)


def shipped() -> dict:
    return tomllib.loads((SOURCES / "sources.toml").read_text(encoding="utf-8"))


# sources.toml


def test_the_shipped_records_pass():
    assert check_records(shipped(), SOURCES / "sources.toml") == []


@pytest.mark.parametrize("key", ["ids", "file", "output", "title", "publisher"])
def test_a_missing_key_is_one_line_naming_file_source_and_key(key):
    data = shipped()
    del data["maison"][key]
    problems = check_records(data, SOURCES / "sources.toml")
    assert len(problems) == 1
    assert "sources.toml: [maison] has no key '" + key + "'" in problems[0]


def test_every_problem_is_reported_at_once():
    data = shipped()
    del data["maison"]["ids"], data["quadrille"]["title"]
    data["maison"]["date"] = 1665
    data["quadrille"]["kind"] = "pdf"
    problems = check_records(data, SOURCES / "sources.toml")
    assert [p.split(": ", 1)[1] for p in problems] == [
        "[maison] has no key 'ids' (the stable game ids, one per entry of the book's table, in its order)",
        "[maison] key 'date' must be a string, not int",
        "[quadrille] has unknown kind 'pdf' (one of google-ocr, artfl, web-transcription)",
    ]


def test_ids_unique_slugs_and_outputs_distinct():
    data = shipped()
    data["maison"]["ids"][3] = "piquet"
    data["maison"]["ids"][4] = "Tarots autre"
    data["quadrille"]["game"] = "hoc"
    data["quadrille"]["output"] = data["maison"]["output"]
    problems = "\n".join(check_records(data, SOURCES / "sources.toml"))
    assert "[maison] id 'piquet' is given twice" in problems
    assert "[maison] id 'Tarots autre' is not a lower-case slug" in problems
    assert "[quadrille] id 'hoc' is given also in [maison]" in problems
    assert (
        "[quadrille] output 'maison-des-jeux-academiques-1665.xml' is also [maison]'s" in problems
    )


def test_a_misspelt_key_is_named_and_a_foreign_one_passes():
    data = shipped()
    data["maison"]["tittle_match"] = data["maison"].pop("title_match")
    data["maison"]["cataloguer"] = "someone"
    assert check_records(data, SOURCES / "sources.toml") == [
        f"{SOURCES / 'sources.toml'}: [maison] has unknown key 'tittle_match' (did you mean 'title_match'?)"
    ]


def test_a_missing_source_file_is_named(tmp_path):
    (tmp_path / "sources.toml").write_text(
        (SOURCES / "sources.toml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    with pytest.raises(MaisonError) as e:
        load_records(tmp_path)
    lines = str(e.value).splitlines()
    assert len(lines) == 3 and all("no such file (key 'file' of [" in x for x in lines)


toml_values = st.one_of(
    st.booleans(),
    st.integers(-5, 5),
    st.text(max_size=8),
    st.sampled_from(["google-ocr", "artfl", "piquet", "a.xml", ""]),
    st.lists(st.text(max_size=5) | st.integers(0, 3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.text(max_size=3), max_size=2),
)
KEYS = ["file", "kind", "output", "ids", "title", "game", "holding_institution", "titel"]


@FUZZ
@given(st.dictionaries(st.text(max_size=6), st.dictionaries(st.sampled_from(KEYS), toml_values)))
def test_fuzz_records_never_raise(data):
    problems = check_records(data, Path("sources.toml"))
    assert all(isinstance(p, str) and "\n" not in p for p in problems)


@FUZZ
@given(st.text(max_size=200))
def test_fuzz_sources_toml_text_is_records_or_one_error(tmp_path, text):
    (tmp_path / "sources.toml").write_text(text, encoding="utf-8")
    try:
        load_records(tmp_path)
    except MaisonError as e:
        assert str(e)


# the editors' file


def _overrides(tmp_path: Path, text: str | bytes):
    path = tmp_path / "overrides.tsv"
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    return read_overrides(path)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("\ufeffid\taction\tvalue\tnote\n", "line 1: starts with a byte-order mark"),
        ("# c\nform:dé reject  kind=normalisation\n", "line 2: columns separated by spaces"),
        ("form:dé    reject\t\tkind=normalisation\n", "line 1: columns separated by spaces"),
        ("o1.0\treject\t\tnote\textra\n", "line 1: 5 columns, expected at most 4"),
        ("o1.0\n", "line 1: 1 column, expected 2 to 4 separated by tabs"),
        ("o1.0\tdelete\n", "line 1: action 'delete' is not one of"),
        (b"o1.0\treject\t\tcaf\xe9\n", "is not UTF-8 text"),
    ],
)
def test_overrides_each_slip_gets_its_own_message(tmp_path, text, message):
    with pytest.raises(SourceError) as e:
        _overrides(tmp_path, text)
    assert message in str(e.value) and "overrides.tsv" in str(e.value)


def test_a_missing_overrides_file_is_known(tmp_path):
    assert not read_overrides(tmp_path / "nope.tsv").found
    assert read_overrides(SOURCES.parent / "edits" / "overrides.tsv").found


@FUZZ
@given(
    st.lists(
        st.lists(
            st.sampled_from(["o1.0", "reject", "replace", "add", "@3:0-1", "form:dé", ""])
            | st.text(max_size=6),
            max_size=5,
        ).map("\t".join),
        max_size=5,
    ).map("\n".join)
)
def test_fuzz_overrides_never_traceback(tmp_path, text):
    try:
        _overrides(tmp_path, text)
    except SourceError as e:
        assert "overrides.tsv" in str(e)


# the output set


def _set(k: int) -> dict[str, bytes]:
    return {
        "book.xml": f"<TEI n='{k}'/>".encode(),
        "rules.jsonl": f'{{"set": {k}}}\n'.encode(),
        "reports/coverage.md": f"# set {k}\n".encode(),
    }


def test_a_kill_just_after_the_swap_leaves_the_new_set_alone(tmp_path, monkeypatch):
    """Killed between the swap and the last clean-up, a build whose output directory held
    nothing of anyone else's leaves exactly the new set (no list of carried entries to
    sweep: none was written)."""
    import pipeline.outputs as outputs

    out = tmp_path / "out"
    publish(out, _set(1))
    swap = outputs._swap

    def swap_then_die(staging, target):
        swap(staging, target)
        raise KeyboardInterrupt  # as a SIGKILL would stop it, before anything else runs

    monkeypatch.setattr(outputs, "_swap", swap_then_die)
    with pytest.raises(KeyboardInterrupt):
        publish(out, _set(2))
    assert check_set(out) == [] and (out / "book.xml").read_bytes() == b"<TEI n='2'/>"
    assert sorted(p.name for p in out.iterdir()) == ["book.xml", MANIFEST, "reports", "rules.jsonl"]


def test_publish_swaps_the_set_and_keeps_what_is_not_ours(tmp_path):
    out = tmp_path / "out"
    publish(out, _set(1))
    assert check_set(out) == [] and (out / "book.xml").read_bytes() == b"<TEI n='1'/>"
    (out / ".scan").mkdir()
    (out / ".scan" / "scan.txt").write_text("cache")
    (out / "notes.txt").write_text("mine")
    new = _set(2)
    del new["rules.jsonl"]  # an output the new set no longer has goes with the old set
    publish(out, new)
    assert check_set(out) == [] and (out / "book.xml").read_bytes() == b"<TEI n='2'/>"
    assert not (out / "rules.jsonl").exists() and not (out / CARRIED).exists()
    assert (out / ".scan" / "scan.txt").read_text() == "cache"
    assert (out / "notes.txt").read_text() == "mine"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]  # no staging left


def test_an_output_directory_behind_a_link_stays_linked(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "out").symlink_to(tmp_path / "data")
    publish(tmp_path / "out", _set(1))
    publish(tmp_path / "out", _set(2))
    assert (tmp_path / "out").is_symlink() and check_set(tmp_path / "data") == []
    assert (tmp_path / "out" / "book.xml").read_bytes() == b"<TEI n='2'/>"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "out"]


def test_a_kill_before_the_swap_is_undone_by_the_next_build(tmp_path):
    """A staging directory left with carried entries moved into it (killed between the
    moves and the swap): the next sweep puts them back and removes it; stale temporary
    files of the old per-file writes go too."""
    out = tmp_path / "out"
    publish(out, _set(1))
    stale = tmp_path / ".out.staging-dead"
    stale.mkdir()
    (stale / "book.xml").write_bytes(b"<TEI n='half'")
    (stale / CARRIED).write_text(".scan\n")
    (stale / ".scan").mkdir()
    (out / "reports" / ".coverage.md.x1.tmp").write_text("half")
    sweep(out)
    assert check_set(out) == [] and (out / ".scan").is_dir()
    assert not stale.exists() and not list(out.rglob("*.tmp"))


def test_a_kill_between_the_two_renames_rolls_forward(tmp_path):
    out = tmp_path / "out"
    publish(tmp_path / "new", _set(2))
    (tmp_path / "new").rename(tmp_path / ".out.staging-x")  # staged whole, out moved aside
    publish(tmp_path / "old", _set(1))
    (tmp_path / "old").rename(tmp_path / ".out.old-x")
    sweep(out)
    assert check_set(out) == [] and (out / "book.xml").read_bytes() == b"<TEI n='2'/>"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_the_output_directory_is_probed_without_writing(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(MaisonError, match="is not a directory"):
        check_output_dir(tmp_path / "file")
    with pytest.raises(MaisonError, match="is a file"):
        check_output_dir(tmp_path / "file" / "out")
    check_output_dir(tmp_path / "a" / "b" / "out")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_a_damaged_file_differs_from_the_manifest(tmp_path):
    publish(tmp_path / "out", _set(1))
    (tmp_path / "out" / "rules.jsonl").write_text("changed")
    assert check_set(tmp_path / "out") == [
        f"{tmp_path / 'out' / 'rules.jsonl'}: differs from {MANIFEST}"
    ]


# parsers fuzzed

MARKDOWN = st.sampled_from(
    [
        "**TABLE DE LA MAISON,**  ",
        "*des Jeux Academiques.*",
        "\tpage",
        "Le Ieu du Hoc,\t25",
        "Ieu de l'Oye,\t271",
        "# LA MAISON DES IEUX ACADEMIQVES.",
        "*LE IEV DV PICQVET*",
        "**P**REMIEREMENT, il faut oster",
        "<b>L</b> E Ieu",
        "| a | b |",
        "---",
        "Google",
        "A ij",
        "",
        "~~label~~",
        "12",
    ]
)


@FUZZ
@given(st.lists(MARKDOWN | st.text(max_size=30), min_size=1, max_size=40))
def test_fuzz_google_ocr_reader_and_table_never_traceback(tmp_path, lines):
    """Any text the reader may be given: a Source and a plan, or one MaisonError."""
    from pipeline.ingest import read_google_ocr
    from pipeline.segment.front import plan_front
    from pipeline.segment.units import estimate_lengths, make_units

    path = tmp_path / "book.google-ocr.md"
    path.write_text("\n".join(lines), encoding="utf-8", errors="surrogatepass")
    try:
        source = read_google_ocr(path, "maison des jeux")
        units = make_units(source.blocks)
        estimate_lengths(units)
        plan_front(units, path)
    except MaisonError:
        pass


@FUZZ
@given(st.text(max_size=80))
@example("ENTR’")  # an elided entre with no word after it (found by this test, session 32)
@example("entr'")
def test_fuzz_normalise_and_regularise_are_total(text):
    from pipeline.text.normalise import normalise_text
    from pipeline.text.regularise import regularise_text

    assert isinstance(normalise_text(text), str)
    assert isinstance(regularise_text(text), str)


@FUZZ
@given(st.binary(max_size=120))
def test_fuzz_maison_normalize_stdin(data):
    from click.testing import CliRunner

    from pipeline.cli import cli

    result = CliRunner().invoke(cli, ["normalize"], input=data)
    assert result.exception is None or isinstance(result.exception, MaisonError)
    if result.exception is None:
        assert result.output.count("\n") == data.decode("utf-8").count("\n")


CARD = st.sampled_from(["A", "R", "D", "V", "10", "9", "8", "7", "6", "1", "X", ""]).flatmap(
    lambda r: st.sampled_from(["C", "K", "P", "T", "Z", "", "c"]).map(lambda s: r + s)
)


@FUZZ
@given(st.lists(CARD | st.text(max_size=4), max_size=14).map(" ".join))
def test_fuzz_card_notation_parses_or_says_why(text):
    from pipeline.rules.piquet import parse_hand

    try:
        hand = parse_hand(text)
    except ValueError as e:
        assert str(e)
    else:
        assert len(hand) == 12 and len(set(hand)) == 12


# the table and its games


def _entry(n: int, title: str, page: int):
    from pipeline.model.front import Entry

    return Entry(n, title, page, 0, 0, 100 + n)


def test_a_table_with_another_count_than_the_ids_is_refused():
    from pipeline.model.front import FrontPlan
    from pipeline.segment.complete import check_table

    entries = [_entry(1, "Le Jeu de l'Homme d'Auvergne", 1), _entry(2, "Ce ieu", 3)]
    plan = FrontPlan(None, None, 0, entries, 1, frozenset())
    with pytest.raises(MaisonError, match="lists 2 entries .* ids expect 3 .'a' … 'c'."):
        check_table(Path("book.md"), plan, {"ids": ["a", "b", "c"]})
    check_table(Path("book.md"), plan, {"ids": ["a", "b"]})
    check_table(Path("book.md"), plan, {})  # a scan: ids from the titles


def test_games_missing_or_far_from_their_page_stop_or_are_named():
    from pipeline.model.book import Book, Div
    from pipeline.segment.complete import check_games

    entries = [_entry(1, "Ieu du Tricque-Trac", 101), _entry(2, "Le Ieu des Prouerbes", 230)]
    entries.append(_entry(3, "Ieu du Billard", 167))
    games = [
        Div("game", "trictrac", "1", entry=entries[0], start_page="103"),
        Div("game", "proverbes", "2", entry=entries[1], start_page="144"),
    ]
    book = Book([], Div("body"), games, entries, [entries[2]])
    ids = ["trictrac", "proverbes", "billard"]
    with pytest.raises(MaisonError) as e:
        check_games(Path("book.md"), book, ids, partial=False)
    assert "1 of the table's 3 entries have no game in the text: billard (p. 167)" in str(e.value)
    assert "doubtful: proverbes found on p. 144, 86 pages before the table's p. 230" in str(e.value)
    note = check_games(Path("book.md"), book, ids, partial=True)
    assert note.startswith("1 of the table's 3") and "--partial" not in note
    whole = Book([], Div("body"), games[:1], entries[:1], [])
    assert check_games(Path("book.md"), whole, ids, partial=False) == ""
