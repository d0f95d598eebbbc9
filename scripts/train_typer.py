"""Train the rule typer's linear model on the hand-typed gold and write it as data.

    maison corpus && python scripts/train_typer.py [corpus/out/rules.jsonl]

Reads the gold (``tests/gold/rule-types.tsv``) and the build's ``rules.jsonl`` (the rules'
normalised texts, in order, and their predicate links), fits
:func:`pipeline.extract.training.fit_stacked` on every gold rule and writes
``pipeline/extract/data/typer.json`` (the first reading: a rule alone) and
``typer-context.json`` (the second: a rule and its neighbours' types): the types, the bias
and, one line per feature, a weight per type. Deterministic: the same gold and build give
the same bytes. A build never trains; it reads these files (:mod:`pipeline.extract.typer`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.extract.training import examples, fit_stacked  # noqa: E402
from pipeline.extract.typer import CONTEXT_MODEL, MODEL  # noqa: E402

GOLD = ROOT / "tests" / "gold" / "rule-types.tsv"


def dumps(model: dict) -> str:
    """The model as JSON, one feature a line (a retrained model diffs readably)."""
    head = {k: v for k, v in model.items() if k != "weights"}
    lines = [json.dumps(head, ensure_ascii=False)[:-1] + ', "weights": {']
    items = sorted(model["weights"].items())
    for n, (feature, weights) in enumerate(items):
        comma = "," if n < len(items) - 1 else ""
        lines.append(f"{json.dumps(feature, ensure_ascii=False)}: {json.dumps(weights)}{comma}")
    lines.append("}}")
    return "\n".join(lines) + "\n"


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "corpus" / "out" / "rules.jsonl"
    rules = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    models = fit_stacked(examples(GOLD, rules))
    MODEL.parent.mkdir(parents=True, exist_ok=True)
    for path, model in zip((MODEL, CONTEXT_MODEL), models, strict=True):
        path.write_text(dumps(model), encoding="utf-8")
        print(
            f"wrote {path.relative_to(ROOT)}: {len(model['weights'])} features, "
            f"trained on {model['trained_on']} rules"
        )


if __name__ == "__main__":
    main()
