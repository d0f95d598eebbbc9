"""The period's recogniser (scripts/train_period_model.py): Debian's integer network made
float again reads as Debian's does (to within the integer network's rounding), the truths are written in the model's letters, and
``lstmtraining`` fine-tunes from it into a network tesseract reads with."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from rapidfuzz.distance import Levenshtein

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import train_period_model as tpm  # noqa: E402

from pipeline.errors import MaisonError  # noqa: E402
from pipeline.ocr import model  # noqa: E402

needs_tesseract = pytest.mark.skipif(
    shutil.which("lstmtraining") is None,
    reason="tesseract's training tools are not installed (make test installs them as root)",
)
needs_data = pytest.mark.skipif(
    not tpm.OCR17.is_dir(), reason=f"{tpm.OCR17} is absent: real line images not available"
)
LETTERS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèàù&’-,.;:")


def test_a_truth_is_written_in_the_models_letters():
    # the long s as tesseract's French model writes it (the post-correction restores it),
    # the line's last hyphen, the typographic apostrophe, canonical composition
    assert tpm.transcription("Ceſt l'eſtat de la Ma¬", LETTERS) == "Ceft l’eftat de la Ma-"
    assert tpm.transcription("cherche\u0301e  ,", LETTERS) == "cherchée ,"
    # a letter the model has not: the line is left out, not mangled
    assert tpm.transcription("cõme", LETTERS) is None
    assert tpm.transcription("   ", LETTERS) is None


def _parts(traineddata: Path, folder: Path) -> Path:
    folder.mkdir()
    subprocess.run(
        ["combine_tessdata", "-u", str(traineddata), f"{folder}/m."],
        check=True,
        capture_output=True,
    )
    return folder


def _model_with(lstm: Path, parts: Path, name: str, tessdata: Path) -> None:
    """A traineddata of Debian's French parts with another network, into ``tessdata``."""
    work = tessdata / f"{name}-parts"
    work.mkdir()
    for part in ("lstm-unicharset", "lstm-recoder", "lstm-punc-dawg", "lstm-number-dawg"):
        shutil.copyfile(parts / f"m.{part}", work / f"{name}.{part}")
    shutil.copyfile(parts / "m.lstm-word-dawg", work / f"{name}.lstm-word-dawg")
    shutil.copyfile(lstm, work / f"{name}.lstm")
    subprocess.run(["combine_tessdata", f"{work}/{name}."], check=True, capture_output=True)
    shutil.move(work / f"{name}.traineddata", tessdata / f"{name}.traineddata")


def _read(image: Path, lang: str, tessdata: Path) -> str:
    done = subprocess.run(
        ["tesseract", str(image), "-", "--tessdata-dir", str(tessdata), "-l", lang, "--psm", "7"],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


@needs_tesseract
@needs_data
def test_debians_integer_network_made_float_reads_as_debians(tmp_path):
    system = model.system_tessdata() / f"{model.BASE}.traineddata"
    parts = _parts(system, tmp_path / "parts")
    integer = (parts / "m.lstm").read_bytes()
    float_lstm = tmp_path / "float.lstm"
    float_lstm.write_bytes(tpm.dequantize(integer))
    assert len(float_lstm.read_bytes()) > 4 * len(integer)  # eight bytes a weight, not one
    tessdata = tmp_path / "tessdata"
    tessdata.mkdir()
    _model_with(parts / "m.lstm", parts, "int", tessdata)
    _model_with(float_lstm, parts, "float", tessdata)
    images = [p for name in ("Descartes1637", "Racine1676", "Pascal1647")
              for p in sorted(tpm.OCR17.glob(f"{name}_*.png"))[:2]]  # fmt: skip
    readings = [(_read(p, "int", tessdata), _read(p, "float", tessdata)) for p in images]
    # the integer network rounds its activations as well as its weights: the two read alike
    # to within that rounding (60 OCR17 lines: 48 the same, 14 letters of 2,287 apart)
    assert all(a for a, _ in readings) and sum(len(a) for a, _ in readings) > 120
    assert sum(a == b for a, b in readings) >= len(readings) // 2, readings
    apart = sum(Levenshtein.distance(a, b) for a, b in readings)
    assert apart <= 0.05 * sum(len(a) for a, _ in readings), readings  # (a wrong parse: all)
    # a float network is refused as input: it is not an integer one
    with pytest.raises(ValueError, match="not an integer network"):
        tpm.dequantize(float_lstm.read_bytes())
    with pytest.raises(ValueError, match="ends early"):
        tpm.dequantize(integer[: len(integer) // 2])


@needs_tesseract
@needs_data
def test_fine_tuning_on_one_books_lines_gives_a_network_tesseract_reads_with(tmp_path):
    """A short run (one OCR17 book's lines, one pass): the network written is an integer one
    of Debian's shape, not Debian's own, and reads that book's lines."""
    out = tmp_path / "tuned.lstm"
    n = tpm.train({"Pascal1647"}, out, epochs=1)
    assert 40 <= n <= 50  # the book's lines whose letters the model has
    system = model.system_tessdata() / f"{model.BASE}.traineddata"
    parts = _parts(system, tmp_path / "parts")
    tuned = out.read_bytes()
    assert tuned != (parts / "m.lstm").read_bytes()
    assert abs(len(tuned) - len((parts / "m.lstm").read_bytes())) < 1000  # integer, same shape
    tessdata = tmp_path / "tessdata"
    tessdata.mkdir()
    _model_with(out, parts, "tuned", tessdata)
    line = sorted(tpm.OCR17.glob("Pascal1647_*.png"))[0]
    assert len(_read(line, "tuned", tessdata).split()) >= 5


def test_the_shipped_recogniser_is_an_integer_network_of_debians_shape():
    """The committed network (``pipeline/ocr/data/fra-period.lstm``) is what the script
    writes: tesseract's serialisation, integer weights (made float, it parses whole)."""
    shipped = model.RECOGNISER.read_bytes()
    assert 250_000 < len(shipped) < 350_000
    assert b"[1,36,0,1Ct3,3,16Mp3,3Lfys48Lfx96Lrx96Lfx128O1c1]" in shipped
    assert len(tpm.dequantize(shipped)) > 4 * len(shipped)


def test_the_orders_keep_each_prints_lines_together_and_the_ocr17_lines_last():
    stems = [("p1", "p1_f1_000"), ("p1", "p1_f1_001"), ("p2", "p2_f3_000"), ("p3", "p3_f2_000")]
    stems += [(f"p{k}", f"p{k}_f1_000") for k in range(4, 7)]
    stems += [(None, "Pascal1647_000010"), (None, "Racine1676_000020")]  # OCR17 lines
    names = [name for _, name in stems]
    got = tpm.orders(stems, 3)
    assert got[0] == names  # the order of lines(): the first
    assert len({tuple(order) for order in got}) == 3 and got == tpm.orders(stems, 3)  # seeded
    for order in got:
        assert sorted(order) == sorted(names)
        assert order.index("p1_f1_001") == order.index("p1_f1_000") + 1
        assert order[-2:] == ["Pascal1647_000010", "Racine1676_000020"]
    # two prints have two orders, one print (or none) one: no order trained twice
    two = [("p1", "p1_f1_000"), ("p2", "p2_f1_000"), (None, "Pascal1647_000010")]
    assert tpm.orders(two, 3) == [names[:1] + ["p2_f1_000", "Pascal1647_000010"],
                                  ["p2_f1_000", "p1_f1_000", "Pascal1647_000010"]]  # fmt: skip
    assert len(tpm.orders(two[2:], 3)) == len(tpm.orders(two[1:], 3)) == 1


@needs_tesseract
def test_float_networks_are_averaged_weight_by_weight(tmp_path):
    """Debian's network and the shipped one, made float: their average holds each weight's
    mean, the rest of the first's bytes; one network's average is itself."""
    system = model.system_tessdata() / f"{model.BASE}.traineddata"
    debian = tpm.dequantize((_parts(system, tmp_path / "parts") / "m.lstm").read_bytes())
    shipped = tpm.dequantize(model.RECOGNISER.read_bytes())
    assert tpm.average([debian]) == debian
    mean = tpm.average([debian, shipped])
    assert len(mean) == len(debian) and mean not in (debian, shipped)
    a, b, m = (tpm.weights(x) for x in (debian, shipped, mean))

    def between(lstm: bytes, matrices: list) -> bytes:  # the bytes around the weights
        out = bytearray(lstm)
        for at, w in matrices:
            out[at : at + w.nbytes] = bytes(w.nbytes)
        return bytes(out)

    assert between(mean, m) == between(debian, a)
    assert [at for at, _ in a] == [at for at, _ in m] and sum(w.size for _, w in a) > 250_000
    assert all(
        np.array_equal(wm, (wa + wb) / 2) for (_, wa), (_, wb), (_, wm) in zip(a, b, m, strict=True)
    )
    assert not all(np.array_equal(wa, wb) for (_, wa), (_, wb) in zip(a, b, strict=True))
    with pytest.raises(ValueError, match="not a float network"):
        tpm.average([model.RECOGNISER.read_bytes()])
    with pytest.raises(ValueError, match="ends early"):
        tpm.average([debian, shipped[: len(shipped) // 2]])


@needs_tesseract
@needs_data
def test_the_average_of_one_order_is_the_network_its_checkpoint_makes(tmp_path):
    """The averaged path (each order's float network, their mean made integer) gives, for
    one order, the bytes its training's checkpoint makes integer: averaging adds nothing of
    its own. (One OCR17 book has one order however many are asked.)"""
    out, keep = tmp_path / "tuned.lstm", tmp_path / "keep"
    tpm.train({"Pascal1647"}, out, epochs=1, n=3, keep=keep)
    assert sorted(p.name for p in keep.iterdir()) == ["order-0.lstm", "order-0_checkpoint"]
    base = model.system_tessdata() / f"{model.BASE}.traineddata"
    work = tmp_path / "work"
    work.mkdir()
    assert tpm._integer(keep / "order-0_checkpoint", base, work) == out.read_bytes()
    with pytest.raises(ValueError, match="at least one"):
        tpm.train({"Pascal1647"}, out, n=0)


@needs_tesseract
def test_nothing_to_learn_from_is_an_error_not_a_network(tmp_path):
    """A print no training line belongs to: an error the bench and the script make one line,
    and no network written."""
    out = tmp_path / "none.lstm"
    with pytest.raises(MaisonError, match="no training line"):
        tpm.train({"no-such-print"}, out)
    assert not out.exists()
