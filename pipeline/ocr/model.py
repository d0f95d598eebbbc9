"""The model tesseract reads with: Debian's French model, its network fine-tuned on the
period's print and its dictionary grown by the period's own spellings.

Its network (:data:`RECOGNISER`, ``data/fra-period.lstm``) is Debian's French recogniser
trained further on real lines of 17th-century prints by ``scripts/train_period_model.py``
(which says how: Debian's integer weights made float again, five passes over the
Gallicorpora pages' lines and the OCR17 lines, made integer again): the same network, the
same letters, the same speed. Measured across prints (issue 34, ``make bench``: each half of
the ten Gallicorpora prints read by the whole reader with a network trained on the other
half), the 80 real pages 6.82% -> 5.17% main-text CER (Debian's network against the other
half's; 7.03% -> 5.01% once session 25 removed the rules that cost with it), the OCR17 lines
2.60% -> 1.94% strict.

Tesseract's LSTM recogniser weighs each reading of a word against a dictionary (the
model's ``lstm-word-dawg``) in its beam search. The French model's dictionary is modern
French: it knows *était*, not *eſtoit* (which tesseract, having no long s, reads ``eftoit``),
nor *auoit*, *luy*, *d’vne*, *qu’vn*, so on a worn letter the beam leans to a modern word or
to no word at all. :func:`tessdata` builds, once per machine, the same model with one
component changed: its dictionary is the French model's words and the period's
(``data/period-words.txt.gz``: every word of FreEM-norm's 17th-century originals as
tesseract reads it, long s as f, with its capitalised form and the elided forms the texts
write, ``l’autre``, ``qu’il``, ``d’vne``, learned by ``scripts/learn_period_words.py``).
The recogniser's letters are Debian's, untouched; the tools that rebuild
the dictionary (``combine_tessdata``, ``dawg2wordlist``, ``wordlist2dawg``) ship in Debian's
``tesseract-ocr`` package with tesseract itself. Nothing is downloaded.

Measured (issue 17, one run each, all else as on main): the pages set independently of the
test book 753 -> 675 errors of 41,536 (1.81% -> 1.63%), the test book's own 121 -> 110, the
real pages 5.97% -> 5.89%, the OCR17 lines 3.90% -> 3.56%. FreEM-norm's training set holds
the text of 128 of the 300 OCR17 lines (some of the same plays and treatises): on those
4.36% -> 3.92%, on the 172 others 3.54% -> 3.28%, so the gain is not the lines' own words.

Tried and not taken: the period's words alone, without the modern ones (715 errors, real
5.98%); the same words as ``--user-words`` (the same readings, but tesseract builds that
list at every start: 30 ms a call, where the built model loads as fast as Debian's); the
Middle French model's words too (687); elided forms made for every word (673, for a
dictionary twice the size); all-caps forms (674); the period's spellings made from the
modern words (671; real pages and OCR17 better by 0.01-0.02 points); the shipped book's own
words (643, but the real pages 5.86% -> 5.84% and OCR17 3.56% -> 3.57%: the generated pages
are set from the book's text, so that gain is their own words).

Beside it, the same dictionary on another recogniser (:data:`SCRIPT_NAME`, issue 34): Debian's
model of the Latin script (``tesseract-ocr-script-latn``), trained on the texts of many
languages written in it, which the vote (:mod:`pipeline.ocr.vote`) reads a line with a third
time where the French model's readings still dispute a word (once more after the French
model's own second and third readings). Its own dictionary (an 88 MB
word list of all those languages, a third of a second to load at every start) is replaced
by the French model's words and the period's, so it weighs the period's spellings as the
first reading does and loads as fast. Measured (``scripts/bench_pages.py``, the 80 real
pages; OCR17 and the generated pages not used to choose): the Latin model with its own
dictionary 5,484 errors, without any 5,495, with the period's 5,470 (of 5,540 without a
third reading).

The models are built into a cache folder (:func:`cache_roots`) named by the digest of what
they are made of (their names, Debian's models and the word list), in a temporary folder
renamed whole, so concurrent workers (a process pool, Dask workers on one machine) build it
at most once each and never read half of one; a changed Debian model or word list makes a
new folder.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import shlex
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path

import regex

from pipeline.errors import MaisonError

BASE = "fra"
"""Debian's model the period's model is made from."""
NAME = "fra_period"
"""The period's model, as tesseract's ``-l`` names it."""
SCRIPT = "Latin"
"""Debian's model of the Latin script (``script/Latin``), the other recogniser."""
SCRIPT_NAME = "Latin_period"
"""The Latin script's recogniser with the period's dictionary, as ``-l`` names it."""
MODELS = ((NAME, BASE, "tesseract-ocr-fra"), (SCRIPT_NAME, SCRIPT, "tesseract-ocr-script-latn"))
"""Each model built (its name), the Debian model it is made from and the Debian package that
ships it (for the error that names a missing one); the first's words are every model's
dictionary."""
WORDS = Path(__file__).resolve().parent / "data" / "period-words.txt.gz"
RECOGNISER = Path(__file__).resolve().parent / "data" / "fra-period.lstm"
"""The French model's network fine-tuned on the period's print (see the module), in place
of Debian's in :data:`NAME`; ``$MAISON_RECOGNISER`` names another (a model trained on some
prints, measured on the others: ``make bench``)."""
_COMPONENTS = ("lstm", "lstm-punc-dawg", "lstm-number-dawg", "lstm-unicharset", "lstm-recoder")
"""A base model's parts kept as they are (its word dawg is rebuilt; its version string is
dropped)."""
_LANGS_IN = regex.compile(r'in "([^"]+)"')


def recogniser() -> Path:
    """The network :data:`NAME` reads with: :data:`RECOGNISER`, or ``$MAISON_RECOGNISER``
    (a missing file is one clear error)."""
    path = Path(os.environ.get("MAISON_RECOGNISER") or RECOGNISER)
    if not path.is_file():
        raise MaisonError(f"{path}: no such network (MAISON_RECOGNISER names an lstm component)")
    return path


def cache_digest() -> str:
    """The digest of the word list and the recogniser: part of the model folder's name
    (:func:`tessdata`), and so of the OCR cache's key (a page read with another dictionary
    or network is read again)."""
    made_of = WORDS.read_bytes() + b"\0" + recogniser().read_bytes()
    return hashlib.sha256(made_of).hexdigest()[:16]


def cache_roots() -> list[Path]:
    """Where built models are kept: ``$MAISON_CACHE`` alone when it is set; else
    ``$XDG_CACHE_HOME/maison`` (``~/.cache/maison``), then, where that cannot be written (a
    read-only home on a cluster's worker), ``maison-UID`` in the system's temporary folder."""
    if os.environ.get("MAISON_CACHE"):
        return [Path(os.environ["MAISON_CACHE"])]
    xdg = os.environ.get("XDG_CACHE_HOME")
    user = (Path(xdg) if xdg else Path.home() / ".cache") / "maison"
    return [user, Path(tempfile.gettempdir()) / f"maison-{os.getuid()}"]


def system_tessdata() -> Path:
    """The folder tesseract takes its models from (``$TESSDATA_PREFIX`` or its built-in one),
    as ``tesseract --list-langs`` names it."""
    try:
        out = subprocess.run(
            ["tesseract", "--list-langs"], capture_output=True, text=True, check=False
        )
    except FileNotFoundError:
        raise MaisonError("tesseract is not installed (apt-get install tesseract-ocr)") from None
    m = _LANGS_IN.search(out.stdout + out.stderr)
    if not m:
        raise MaisonError("tesseract --list-langs names no model folder")
    return Path(m[1])


@cache
def tessdata() -> Path:
    """The folder holding the period's models (:data:`MODELS`) and tesseract's configs (the
    ``hocr`` output is a config): built on first use, then found."""
    system = system_tessdata()
    for _, base, package in MODELS:
        if not (system / f"{base}.traineddata").is_file():
            raise MaisonError(
                f"{system / base}.traineddata: tesseract's {base} model is missing"
                f" (apt-get install {package})"
            )
    made_of = [name.encode() for name, _, _ in MODELS]
    made_of += [_digest(system / f"{base}.traineddata") for _, base, _ in MODELS]
    made_of.append(cache_digest().encode())  # the word list and the network
    digest = hashlib.sha256(b"\0".join(made_of)).hexdigest()[:16]
    name = f"tessdata-{digest}"
    for root in cache_roots():
        if all((root / name / f"{model}.traineddata").is_file() for model, _, _ in MODELS):
            return root / name
    failed = ""
    for root in cache_roots():
        try:
            return _build_into(root / name, system)
        except OSError as e:
            failed = failed or (
                f"{root / name}: cannot build the period's OCR model ({e.strerror or e});"
                " set MAISON_CACHE to a folder that can be written"
            )
    raise MaisonError(failed)


def _digest(path: Path) -> bytes:
    """A file's SHA-256, read in blocks (the Latin script's model is 89 MB)."""
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").digest()


def _build_into(folder: Path, system: Path) -> Path:
    """The models built into ``folder`` whole: in a temporary folder beside it, renamed."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder.parent, prefix=".build-") as tmp:
        built = Path(tmp) / "tessdata"
        built.mkdir()
        build(system, built, Path(tmp))
        (built / "configs").symlink_to(system / "configs")
        try:
            built.rename(folder)
        except OSError:
            if not all((folder / f"{m}.traineddata").is_file() for m, _, _ in MODELS):
                raise  # (else another worker built it first: theirs is the same)
    return folder


def build(system: Path, out: Path, work: Path) -> None:
    """Each of :data:`MODELS` built into the folder ``out`` from its Debian model in
    ``system``, its word dawg holding the French model's words and the period's
    (:data:`WORDS`), spelled in its own letters, and :data:`NAME` with the period's network
    (:func:`recogniser`). Deterministic: the same inputs give the same bytes."""
    listing = None
    for name, base, _ in MODELS:
        parts = work / f"parts-{base}"
        parts.mkdir()
        run_tool("combine_tessdata", "-u", str(system / f"{base}.traineddata"), f"{parts}/{base}.")
        unicharset = parts / f"{base}.lstm-unicharset"
        if listing is None:  # the first model's words, and the period's
            listing = _words(unicharset, parts / f"{base}.lstm-word-dawg", work)
        model = work / f"model-{base}"
        model.mkdir()
        for part in _COMPONENTS:
            shutil.copyfile(parts / f"{base}.{part}", model / f"{name}.{part}")
        if name == NAME:
            shutil.copyfile(recogniser(), model / f"{name}.lstm")
        run_tool(
            "wordlist2dawg", str(listing), str(model / f"{name}.lstm-word-dawg"), str(unicharset)
        )
        run_tool("combine_tessdata", f"{model}/{name}.")
        shutil.move(model / f"{name}.traineddata", out / f"{name}.traineddata")


def _words(unicharset: Path, dawg: Path, work: Path) -> Path:
    """A file listing the words of a model's dictionary and the period's, one a line, sorted."""
    modern = work / "modern.words"
    run_tool("dawg2wordlist", str(unicharset), str(dawg), str(modern))
    with gzip.open(WORDS, "rt", encoding="utf-8") as f:
        period = f.read().split("\n")
    merged = set(modern.read_text(encoding="utf-8").split("\n")) | set(period)
    merged.discard("")
    listing = work / "all.words"
    listing.write_text("".join(f"{w}\n" for w in sorted(merged)), encoding="utf-8")
    return listing


def run_tool(
    *cmd: str,
    doing: str = "building the period's OCR model",
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
) -> str:
    """Run one of tesseract's tools and give its output; a :class:`MaisonError` naming the
    tool, what it was ``doing`` and its last line of complaint when it is missing or fails.
    (Shared with ``scripts/train_period_model.py``, whose tools are the same.)"""
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, env=env, check=False)
    except FileNotFoundError:
        raise MaisonError(
            f"{cmd[0]} is not installed (it ships with tesseract: apt-get install tesseract-ocr)"
        ) from None
    if done.returncode:
        last = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no message"]
        raise MaisonError(f"{cmd[0]} failed {doing}: {last[0]}")
    return done.stdout + done.stderr


def config(rest: str) -> str:
    """Tesseract's options for the period's model: its folder, then ``rest``."""
    return f"--tessdata-dir {shlex.quote(str(tessdata()))} {rest}"
