"""Draw the rules to hand-type for ``tests/gold/rule-types.tsv``, per game, at random with
fixed seeds, in rounds that each keep what the rounds before drew (so labels already made
stay valid): the first sample (seed 1665, 162 rules); then about three rules in ten of each
game, every rule of a game of four or fewer (seed 14); then up to :data:`SHARE2` of each game
(seed 15).

Prints one block per rule (id, first words, normalised text) for the labeller; with
``--ids`` only ``id<TAB>first words``. Run after ``maison corpus``::

    python scripts/gold_sample.py [corpus/out/rules.jsonl]
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.extract.gold import first_words  # noqa: E402

SEED = 14
SHARE = 0.3
SHARE2 = 0.55
SEED2 = 15
SMALL = 4


def draw(rules: list[dict], old: set[str]) -> list[dict]:
    """The sample, in the order of the book."""
    by_game: dict[str, list[dict]] = defaultdict(list)
    for r in rules:
        by_game[r["game"]].append(r)
    rng = random.Random(SEED)
    chosen: set[str] = set()
    for game in sorted(by_game):
        rs = by_game[game]
        quota = len(rs) if len(rs) <= SMALL else max(SMALL, round(SHARE * len(rs)))
        kept = [r["id"] for r in rs if r["id"] in old]
        rest = [r["id"] for r in rs if r["id"] not in old]
        chosen |= set(kept) | set(rng.sample(rest, max(0, quota - len(kept))))
    rng2 = random.Random(SEED2)
    for game in sorted(by_game):
        rs = by_game[game]
        rest = [r["id"] for r in rs if r["id"] not in chosen]
        more = round(SHARE2 * len(rs)) - (len(rs) - len(rest))
        chosen |= set(rng2.sample(rest, max(0, more)))
    return [r for r in rules if r["id"] in chosen]


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = Path(args[0]) if args else ROOT / "corpus" / "out" / "rules.jsonl"
    rules = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    gold = (ROOT / "tests" / "gold" / "rule-types.tsv").read_text(encoding="utf-8")
    old = {line.split("\t")[0] for line in gold.splitlines() if line and line[0] != "#"}
    for r in draw(rules, old):
        if "--ids" in sys.argv:
            print(f"{r['id']}\t{first_words(r['text_normalised'])}")
        else:
            print(f"## {r['id']}\n{r['text_normalised']}\n")


if __name__ == "__main__":
    main()
