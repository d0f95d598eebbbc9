"""The period's OCR models (pipeline/ocr/model.py): Debian's French model, its dictionary
grown by the period's spellings, and the Latin script's recogniser with the same dictionary,
built with Debian's own tools, the same bytes every time."""

from __future__ import annotations

import gzip
import os
import shutil
import subprocess
import tempfile

import pytest

from pipeline.errors import MaisonError
from pipeline.ocr import cache, model

needs_tesseract = pytest.mark.skipif(
    shutil.which("tesseract") is None,
    reason="tesseract is not installed (make test installs it as root)",
)


@pytest.fixture
def uncached():
    """model.tessdata() asked afresh, and forgotten after: its answer is cached per process,
    and these tests point it at other folders."""
    model.tessdata.cache_clear()
    yield
    model.tessdata.cache_clear()


def _words(traineddata, tmp_path) -> set[str]:
    """The word list of a model's LSTM dictionary, as tesseract's own tool reads it."""
    parts = tmp_path / "parts"
    parts.mkdir()
    subprocess.run(
        ["combine_tessdata", "-u", str(traineddata), f"{parts}/m."], check=True, capture_output=True
    )
    out = tmp_path / "m.words"
    subprocess.run(
        [
            "dawg2wordlist",
            str(parts / "m.lstm-unicharset"),
            str(parts / "m.lstm-word-dawg"),
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    return set(out.read_text(encoding="utf-8").split("\n"))


def test_the_period_words_are_read_as_tesseract_reads_the_print():
    with gzip.open(model.WORDS, "rt", encoding="utf-8") as f:
        words = f.read().split("\n")
    assert words[-1] == "" and words[:-1] == sorted(words[:-1])  # one a line, code point order
    period = set(words)
    # the long s as tesseract reads it, the capital a sentence begins with, the elisions
    assert {"eftoit", "Eftoit", "auoit", "luy", "d’vne", "d'vne", "qu’vn", "L’autre"} <= period
    assert not any("ſ" in w for w in period)


@needs_tesseract
def test_the_model_holds_debians_words_and_the_periods_and_is_built_once(
    tmp_path, monkeypatch, uncached
):
    monkeypatch.setenv("MAISON_CACHE", str(tmp_path / "cache"))
    folder = model.tessdata()
    built = folder / f"{model.NAME}.traineddata"
    assert folder.parent == tmp_path / "cache" and (folder / "configs" / "hocr").is_file()
    words = _words(built, tmp_path)
    assert {"eftoit", "auoit", "d'vne", "maison", "était"} <= words
    # the Latin script's recogniser weighs the same words, and the period's with a tilde,
    # which the French model's letters lack (``Tãdis``, ``Sõmes``)
    (tmp_path / "latin").mkdir()
    latin = _words(folder / f"{model.SCRIPT_NAME}.traineddata", tmp_path / "latin")
    assert words < latin and {"Tãdis", "Sõmes"} <= latin - words
    # the French model reads with the period's network (scripts/train_period_model.py), the
    # Latin script's with Debian's own
    assert (tmp_path / "parts" / "m.lstm").read_bytes() == model.RECOGNISER.read_bytes()
    debian = tmp_path / "debian"
    debian.mkdir()
    subprocess.run(
        [
            "combine_tessdata",
            "-u",
            str(model.system_tessdata() / "Latin.traineddata"),
            f"{debian}/",
        ],
        check=True,
        capture_output=True,
    )
    assert (tmp_path / "latin" / "parts" / "m.lstm").read_bytes() == (debian / ".lstm").read_bytes()
    # found, not built again, by a second process's first call
    stamp = built.stat().st_mtime_ns
    model.tessdata.cache_clear()
    assert model.tessdata() == folder and built.stat().st_mtime_ns == stamp
    # the same inputs give the same bytes
    again = tmp_path / "again"
    work = tmp_path / "work"
    again.mkdir()
    work.mkdir()
    model.build(model.system_tessdata(), again, work)
    for name, _, _ in model.MODELS:
        assert (again / f"{name}.traineddata").read_bytes() == (
            folder / f"{name}.traineddata"
        ).read_bytes()
    # another network ($MAISON_RECOGNISER: one trained on some prints, measured on the
    # others) is another folder, and another key for the pages read with it
    other_network = tmp_path / "other.lstm"
    other_network.write_bytes((debian / ".lstm").read_bytes())
    key, settings = model.cache_digest(), cache.settings()
    monkeypatch.setenv("MAISON_RECOGNISER", str(other_network))
    model.tessdata.cache_clear()
    assert model.tessdata() != folder and model.cache_digest() != key
    assert cache.settings() != settings  # the OCR cache's keys follow the model's folder
    monkeypatch.setenv("MAISON_RECOGNISER", str(tmp_path / "no-such.lstm"))
    model.tessdata.cache_clear()
    with pytest.raises(MaisonError, match="no-such.lstm: no such network") as e:
        model.tessdata()
    assert "\n" not in str(e.value)
    monkeypatch.delenv("MAISON_RECOGNISER")
    # a model of another name beside it is another folder (the name is in the digest)
    renamed = ("fra_other", *model.MODELS[0][1:])
    monkeypatch.setattr(model, "MODELS", (renamed, *model.MODELS[1:]))
    model.tessdata.cache_clear()
    other = model.tessdata()
    assert other != folder and (other / "fra_other.traineddata").is_file()


@needs_tesseract
def test_a_missing_debian_model_is_one_clear_error_naming_its_package(
    tmp_path, monkeypatch, uncached
):
    """A machine with tesseract's French model but not the Latin script's: the error names
    the file and the package to install, and nothing is built."""
    system = tmp_path / "tessdata"
    system.mkdir()
    (system / f"{model.BASE}.traineddata").symlink_to(
        model.system_tessdata() / f"{model.BASE}.traineddata"
    )
    monkeypatch.setattr(model, "system_tessdata", lambda: system)
    monkeypatch.setenv("MAISON_CACHE", str(tmp_path / "cache"))
    with pytest.raises(MaisonError, match="apt-get install tesseract-ocr-script-latn") as e:
        model.tessdata()
    assert str(system / f"{model.SCRIPT}.traineddata") in str(e.value)
    assert "\n" not in str(e.value) and not (tmp_path / "cache").exists()


@needs_tesseract
def test_an_unwritable_cache_is_one_clear_error(tmp_path, monkeypatch, uncached):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache should be", encoding="utf-8")
    monkeypatch.setenv("MAISON_CACHE", str(blocker))
    with pytest.raises(MaisonError, match="cannot build the period's OCR model") as e:
        model.tessdata()
    assert str(blocker) in str(e.value) and "\n" not in str(e.value)


@needs_tesseract
def test_a_home_that_cannot_be_written_falls_back_to_the_temporary_folder(
    tmp_path, monkeypatch, uncached
):
    blocker = tmp_path / "home-cache"
    blocker.write_text("a file where the cache should be", encoding="utf-8")
    monkeypatch.delenv("MAISON_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    folder = model.tessdata()
    assert folder.parent == tmp_path / "tmp" / f"maison-{os.getuid()}"
    assert (folder / f"{model.NAME}.traineddata").is_file()


def test_a_tool_missing_or_failing_is_named_in_one_line(tmp_path):
    """The model's build and the training script share :func:`model.run_tool`: the error
    names the tool and what it was doing, never a traceback of ``subprocess``."""
    with pytest.raises(MaisonError, match=r"^no-such-tool-maison is not installed"):
        model.run_tool("no-such-tool-maison", "x")
    if shutil.which("combine_tessdata") is None:
        pytest.skip("tesseract's tools are not installed (make test installs them as root)")
    missing = tmp_path / "absent.traineddata"
    with pytest.raises(MaisonError) as failed:
        model.run_tool("combine_tessdata", "-u", str(missing), f"{tmp_path}/x.", doing="testing")
    assert str(failed.value).startswith("combine_tessdata failed testing: ")
    assert "\n" not in str(failed.value)
