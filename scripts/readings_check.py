"""Hand-made readings of passages of the book, against the built readings.

Each file in ``tests/gold/readings/`` holds one passage (a game's paragraphs, or the whole
book's for the front matter) as an editor read it: the diplomatic, regularised and
normalised readings, corrected by hand. This script prints, per reading, the words the
build gets right on those passages (word accuracy: the gold's words, minus the words of the
built reading that differ, aligned with difflib), passage by passage and per set (``fix``:
read while fixing; ``fresh``: read only to measure).

    python scripts/readings_check.py              # score corpus/out as built
    python scripts/readings_check.py --errors     # and list each wrong word
    python scripts/readings_check.py --book OTHER.xml   # score another build of the book
    python scripts/readings_check.py --dump NAME SET GAME FIRST LAST
        # write a stub from the build (paragraphs FIRST..LAST of GAME, "" for the book),
        # to be corrected by hand

Line ends are read as the diplomatic reading prints them: ``don-`` / ``nées`` is one word.
Punctuation is not scored (the readings do not change it), case is.
"""

from __future__ import annotations

import difflib
import sys
from functools import cache
from pathlib import Path

import regex
from lxml import etree

from pipeline.tei.reader import find_game, read_text
from pipeline.text.fold import fold

TEI = "http://www.tei-c.org/ns/1.0"

ROOT = Path(__file__).resolve().parent.parent
GOLD = ROOT / "tests" / "gold" / "readings"
READINGS = ("diplomatic", "regularised", "normalised")
_WORD = regex.compile(r"[\p{L}\p{N}'’\-]+|&")


def paragraphs(reading: str, game: str) -> list[str]:
    """The paragraphs of a game (its xml:id) or of a front-matter division (its type:
    ``dedication``, ``privilege``, ``contents``) in one reading of the built book."""
    tree = _book()
    root = find_game(tree, game)
    if root is None:
        root = tree.find(f".//{{{TEI}}}div[@type='{game}']")
    out = read_text(root, reading)
    return [p.strip() for p in out.split("\n\n") if p.strip()]


BOOK = ROOT / "corpus" / "out" / "maison-des-jeux-academiques-1665.xml"


@cache
def _book() -> etree._ElementTree:
    at = sys.argv.index("--book") + 1 if "--book" in sys.argv else 0
    return etree.parse(sys.argv[at] if at else str(BOOK))


def words(text: str) -> list[str]:
    flat = regex.sub(r"(?<=\p{L})-\n(?=\p{L})", "", text).replace("\n", " ")
    return [w.strip("-'’") or w for w in _WORD.findall(flat)]


def errors(gold: list[str], got: list[str]) -> list[tuple[str, str]]:
    """(gold words, built words) of each stretch where they differ."""
    out = []
    sm = difflib.SequenceMatcher(None, gold, got, autojunk=False)
    for op, a, b, c, d in sm.get_opcodes():
        if op != "equal":
            out.append((" ".join(gold[a:b]), " ".join(got[c:d])))
    return out


def cost(gold: list[str], got: list[str]) -> int:
    sm = difflib.SequenceMatcher(None, gold, got, autojunk=False)
    return sum(max(b - a, d - c) for op, a, b, c, d in sm.get_opcodes() if op != "equal")


def read_gold(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    meta: dict[str, str] = {}
    parts: dict[str, list[str]] = {}
    cur = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            cur = line[3:].strip()
            parts[cur] = []
        elif line.startswith("# ") and cur is None:
            k, _, v = line[2:].partition(":")
            meta[k.strip()] = v.strip()
        elif cur is not None:
            parts[cur].append(line)
    return meta, {k: "\n".join(v).strip() for k, v in parts.items()}


def _range(meta: dict[str, str], reading: str) -> tuple[int, int]:
    """The paragraphs of ``reading`` the passage covers: its own range where the readings
    cut paragraphs differently at a page turn (``paragraphs: 9-10 regularised=8-9``)."""
    spec = meta["paragraphs"].split()
    own = next((x.split("=")[1] for x in spec[1:] if x.startswith(f"{reading}=")), spec[0])
    first, last = (int(x) for x in own.split("-"))
    return first, last


def built(meta: dict[str, str], cache: dict[tuple[str, str], list[str]]) -> dict[str, str]:
    out = {}
    for r in READINGS:
        if (r, meta["game"]) not in cache:
            cache[r, meta["game"]] = paragraphs(r, meta["game"])
        first, last = _range(meta, r)
        out[r] = "\n\n".join(cache[r, meta["game"]][first - 1 : last])
    return out


def _same_start(a: str, b: str) -> bool:
    x, y = words(a)[:2], words(b)[:2]
    return len(x) == len(y) and all(_fold(p[:2]) == _fold(q[:2]) for p, q in zip(x, y, strict=True))


def _fold(w: str) -> str:
    return fold(w).lower().replace("j", "i").replace("v", "u")


def dump(name: str, set_: str, game: str, first: int, last: int) -> None:
    dipl = paragraphs("diplomatic", game)
    spec = [f"{first}-{last}"]
    for r in READINGS[1:]:
        ps = paragraphs(r, game)
        at = [k + 1 for k, p in enumerate(ps) if _same_start(p, dipl[first - 1])]
        to = [k + 1 for k, p in enumerate(ps) if _same_start(p, dipl[last - 1])]
        # a passage opening on a page turn's fragment (``mencement…``) may start no paragraph
        # of another reading, which joins it to the one before: the same number is taken
        # then, and said, for the range to be set by hand
        a = min(at, key=lambda k: abs(k - first), default=first)
        b = min(to, key=lambda k: abs(k - last), default=last)
        if not at or not to:
            print(
                f"{name}: the {r} reading cuts the passage elsewhere; check its range",
                file=sys.stderr,
            )
        if (a, b) != (first, last):
            spec.append(f"{r}={a}-{b}")
    meta = {"game": game, "paragraphs": " ".join(spec), "set": set_}
    got = built(meta, {})
    text = "".join(f"# {k}: {v}\n" for k, v in meta.items())
    text += "".join(f"## {r}\n{got[r]}\n" for r in READINGS)
    GOLD.mkdir(parents=True, exist_ok=True)
    (GOLD / f"{name}.txt").write_text(text, encoding="utf-8")


def main() -> None:
    if sys.argv[1:2] == ["--dump"]:
        name, set_, game, first, last = sys.argv[2:7]
        dump(name, set_, game, int(first), int(last))
        return
    show = "--errors" in sys.argv
    cache: dict[tuple[str, str], list[str]] = {}
    totals: dict[tuple[str, str], list[int]] = {}
    for path in sorted(GOLD.glob("*.txt")):
        meta, gold = read_gold(path)
        got = built(meta, cache)
        row = []
        for r in READINGS:
            g, b = words(gold[r]), words(got[r])
            if r == "diplomatic":  # scored ſ-blind, as the header says the reading is
                g, b = [w.replace("ſ", "s") for w in g], [w.replace("ſ", "s") for w in b]
            e = cost(g, b)
            t = totals.setdefault((meta["set"], r), [0, 0])
            t[0] += len(g)
            t[1] += e
            row.append(f"{r} {e}/{len(g)}")
            if show:
                for x, y in errors(g, b):
                    print(f"  {path.stem} {r}: {x!r} -> {y!r}")
        print(f"{path.stem} ({meta['set']}): " + ", ".join(row))
    for (set_, r), (n, e) in sorted(totals.items()):
        print(f"set {set_}, {r}: {n - e}/{n} words right = {100 * (n - e) / n:.2f}%")


if __name__ == "__main__":
    main()
