"""The build's rule boundaries against the hand readings of ``tests/gold/rule-boundaries.tsv``.

Each row of the gold is a rule as a reader judged it (its text, as built then), the reader's
verdict and, for a split, the words each new rule should begin with. A later build is scored on
the same words whatever its ids: the judged text is found among the build's rules of the game
(the pieces it is now cut into, or the rule it was merged into), and each piece counts right
when both its ends are ends the reader wants (the judged rule's own ends, or a wanted start, an
arguable one too) and no wanted start falls inside it; a rule the reader would join to the one
before is right only merged into it. Per reader: pieces right / pieces.

    python scripts/boundaries_check.py              # score corpus/out/rules.jsonl
    python scripts/boundaries_check.py --errors     # and list each wrong piece
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLD = ROOT / "tests" / "gold" / "rule-boundaries.tsv"
RULES = ROOT / "corpus" / "out" / "rules.jsonl"
SNAP = 3
"""A cut within this many characters of a wanted start is that start (a space or a comma
either side of the cut)."""


@dataclass(frozen=True)
class Judged:
    reader: str
    id: str
    verdict: str
    starts: tuple[str, ...]
    text: str


def read_gold(path: Path = GOLD) -> list[Judged]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or line.startswith("reader\t") or not line.strip():
            continue
        reader, ident, verdict, starts, _note, text = line.split("\t")
        wanted = tuple(s.strip() for s in starts.split(" | ") if s.strip())
        out.append(Judged(reader, ident, verdict, wanted, text))
    return out


def wanted_cuts(j: Judged) -> tuple[set[int], set[int]]:
    """(required, arguable): the offsets in the judged text where the reader wants a rule to
    begin."""
    required, arguable = set(), set()
    for s in j.starts:
        optional = s.startswith("?")
        words = s.lstrip("?")
        at = j.text.find(words, 1)
        if at < 0:
            raise ValueError(f"{GOLD.name}: {j.reader} {j.id}: {words!r} not in the rule's text")
        (arguable if optional else required).add(at)
    return required, arguable


def cuts_now(text: str, game_rules: list[str]) -> list[int] | None:
    """Where the build now begins rules inside ``text``: the offsets of the rules after the
    first that tile it; [] when one rule holds it whole from its start; None when it is no
    longer at a rule's start (merged into the rule before)."""
    for k, first in enumerate(game_rules):
        if text.startswith(first):
            cuts, at = [], len(first)
            for nxt in game_rules[k + 1 :]:
                while at < len(text) and text[at].isspace():
                    at += 1
                if at >= len(text):
                    break
                if not text.startswith(nxt, at):
                    break
                cuts.append(at)
                at += len(nxt)
            return cuts
        if first.startswith(text):
            return []
    return None


def score(
    gold: list[Judged], rules: list[dict], errors: list[str] | None = None
) -> dict[str, tuple[int, int]]:
    """reader -> (pieces right, pieces)."""
    by_game: dict[str, list[str]] = defaultdict(list)
    for r in rules:
        by_game[r["game"]].append(r["text_normalised"].strip())
    out: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for j in gold:
        text = j.text.strip()
        required, arguable = wanted_cuts(j)
        cuts = cuts_now(text, by_game[j.id.split(".")[0]])
        tally = out[j.reader]
        if cuts is None:  # merged into the rule before
            tally[0] += j.verdict in ("merge-prev", "fragment")
            tally[1] += 1
            if errors is not None and j.verdict not in ("merge-prev", "fragment"):
                errors.append(f"{j.reader} {j.id}: merged into the rule before")
            continue
        snapped = set()
        for c in cuts:
            near = [w for w in required | arguable if abs(w - c) <= SNAP]
            snapped.add(near[0] if near else c)
        bounds = [0, *sorted(snapped), len(text)]
        for a, b in zip(bounds, bounds[1:], strict=False):
            edges = all(x in (0, len(text)) or x in required | arguable for x in (a, b))
            right = (
                edges
                and not any(a < w < b for w in required)
                and not (a == 0 and j.verdict in ("merge-prev", "fragment"))
            )
            tally[0] += right
            tally[1] += 1
            if errors is not None and not right:
                errors.append(f"{j.reader} {j.id} ({j.verdict}): {text[a:b][:90]!r}")
    return {k: (v[0], v[1]) for k, v in sorted(out.items())}


def main() -> None:
    if not RULES.is_file():
        sys.exit(f"{RULES}: no build (run make corpus first)")
    rules = [json.loads(line) for line in RULES.read_text(encoding="utf-8").splitlines()]
    errors: list[str] | None = [] if "--errors" in sys.argv[1:] else None
    for reader, (right, total) in score(read_gold(), rules, errors).items():
        print(f"reader {reader}: {right}/{total} pieces right = {100 * right / total:.1f}%")
    for line in errors or []:
        print("  " + line)


if __name__ == "__main__":
    main()
