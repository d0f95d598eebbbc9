"""The NLP memo: a rebuild of unchanged texts loads no spaCy and writes the same bytes;
a memo from other code, another model or a damaged file is ignored."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pipeline.digests import DIGESTS, digest_lines
from pipeline.nlp import Memo, code_version, sentences
from tests.conftest import SOURCES

PROBE = """
import sys
from pathlib import Path
from pipeline.build import build_corpus
build_corpus(Path(sys.argv[1]), Path(sys.argv[2]))
print("spacy loaded:", "spacy" in sys.modules)
"""


@pytest.mark.integration
def test_integ_warm_rebuild_loads_no_spacy_and_is_byte_identical(built, tmp_path):
    out, _ = built
    assert (out / ".cache" / "nlp.json").is_file()
    warm = tmp_path / "out"
    warm.mkdir()
    (warm / ".cache").mkdir()
    for kept in ("nlp.json", "consistency.json"):
        (warm / ".cache" / kept).write_bytes((out / ".cache" / kept).read_bytes())
    run = subprocess.run(
        [sys.executable, "-c", PROBE, str(SOURCES), str(warm)], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().endswith("spacy loaded: False")
    assert digest_lines(warm) == DIGESTS.read_text(encoding="utf-8").splitlines(keepends=True)


def test_memo_computes_once_and_remembers():
    calls = []
    memo = Memo()
    text = "Qui fera 6. ira au 12. Et puis il rejouera."

    def compute():
        calls.append(1)
        return sentences(text)

    first = memo.get("sentences", text, compute)
    assert memo.get("sentences", text, compute) == first and len(calls) == 1
    again = Memo(memo.to_json())
    assert again.sentences(text) == [tuple(s) for s in first] == sentences(text)
    assert again.get("sentences", text, compute) == first and len(calls) == 1


def test_memo_analyses_only_the_texts_it_lacks_in_one_batch():
    """A rebuild that changed one rule's text parses that one text: the others come from
    the memo, in the order asked, repeats analysed once."""
    batches: list[list[str]] = []

    def analyse(texts: list[str]) -> list[list[str]]:
        batches.append(texts)
        return [[t.upper()] for t in texts]

    old = Memo()
    assert old.get_many("rule", ["a", "b", "a"], analyse) == [["A"], ["B"], ["A"]]
    assert batches == [["a", "b"]]
    new = Memo(old.to_json())
    assert new.get_many("rule", ["b", "c", "a", "c"], analyse) == [["B"], ["C"], ["A"], ["C"]]
    assert batches[1:] == [["c"]]
    assert new.get_many("rule", ["c", "a"], analyse) == [["C"], ["A"]] and len(batches) == 2


@pytest.mark.parametrize(
    "data",
    [
        b"not json",
        b"\xff\xfe",
        json.dumps({"version": "another", "entries": {"sentences:x": [[0, 1]]}}).encode(),
        json.dumps([1, 2]).encode(),
    ],
)
def test_memo_from_other_code_or_damaged_is_ignored(data):
    memo = Memo(data)
    assert memo.get("sentences", "x", lambda: [[0, 5]]) == [[0, 5]]
    assert json.loads(memo.to_json())["version"] == code_version()


def test_memo_keeps_only_what_a_build_used():
    old = Memo()
    old.get("sentences", "a", lambda: [[0, 1]])
    old.get("sentences", "b", lambda: [[0, 1]])
    new = Memo(old.to_json())
    new.get("sentences", "a", lambda: [[9, 9]])
    assert len(json.loads(new.to_json())["entries"]) == 1


def test_the_kept_consistency_report_is_read_back_only_for_the_same_rules(tmp_path):
    """A build keeps the consistency report beside the memo; the next build reads it back
    when the rules layer's code is the same, and computes it again from a damaged file or
    one kept for other rules (its version is the digest of that code)."""
    from pipeline.reports import consistency_report, remembered_consistency, rules_version

    kept = tmp_path / "consistency.json"
    report, data = remembered_consistency(kept)  # no file: computed, to be kept
    assert report == consistency_report() and data is not None
    kept.write_bytes(data)
    assert remembered_consistency(kept) == (report, None)
    for damaged in (b"not json", b"[1]", json.dumps({"version": "other", "report": "x"}).encode()):
        kept.write_bytes(damaged)
        assert remembered_consistency(kept) == (report, data)
    kept.write_bytes(json.dumps({"version": rules_version(), "report": "as kept"}).encode())
    assert remembered_consistency(kept) == ("as kept", None)  # it is what was kept that is read
