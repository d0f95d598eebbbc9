"""Re-key rule ids after a re-cut: predicates' links, tests, the hand-labelled gold.

    .venv/bin/python scripts/remap_rule_ids.py MOVES.tsv FILE...

``MOVES.tsv``: ``old<TAB>new<TAB>how`` a line, ``how`` being ``moved`` (the same rule under a
new id) or ``merged`` (the old rule is now part of the new one: a list's item, a fragment).
All ids are replaced in one pass, so chains (``france.s2.a6`` -> ``france.a6`` while
``france.a6`` -> ``france.p7.1``) cannot cascade. In a gold file (``.tsv`` under
``tests/gold``, the id in the first column) a row whose rule merged away is dropped (its label
was the part's, not the rule's); elsewhere a merged id becomes the rule it went into, and an id
listed twice in one call (``@implements("x.p7.1", "x.p7.1")``) is left for the reader to see in
the diff.
"""

from __future__ import annotations

import sys
from pathlib import Path

import regex as re


def read_moves(path: Path) -> dict[str, tuple[str, str]]:
    moves = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            old, new, how = line.split("\t")[:3]
            moves[old] = (new, how)
    return moves


def pattern(moves: dict[str, tuple[str, str]]) -> re.Pattern[str]:
    """An id as a whole token: not inside a longer id (``france.a1`` in ``france.a10`` or
    ``france.a1.i2``)."""
    alternatives = "|".join(re.escape(k) for k in sorted(moves, key=len, reverse=True))
    return re.compile(rf"(?<![\w.-])(?:{alternatives})(?![\w-]|\.\w)")


def remap_text(text: str, moves: dict[str, tuple[str, str]]) -> str:
    return pattern(moves).sub(lambda m: moves[m.group()][0], text)


def remap_gold(text: str, moves: dict[str, tuple[str, str]]) -> tuple[str, int]:
    """Rows re-keyed; a merged rule's row dropped. Returns the text and the rows dropped."""
    out, dropped = [], 0
    for line in text.splitlines(keepends=True):
        key = line.split("\t", 1)[0]
        if not line.startswith("#") and key in moves:
            new, how = moves[key]
            if how == "merged":
                dropped += 1
                continue
            line = new + line[len(key) :]
        out.append(line)
    return "".join(out), dropped


def main() -> None:
    moves = read_moves(Path(sys.argv[1]))
    for name in sys.argv[2:]:
        path = Path(name)
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".tsv" and path.parent.name == "gold":
            new, dropped = remap_gold(text, moves)
            note = f" ({dropped} merged rows dropped)"
        else:
            new, note = remap_text(text, moves), ""
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(f"{name}: re-keyed{note}")


if __name__ == "__main__":
    main()
