"""Fitting the rule typer's linear model to the hand-typed gold, and cross-validating it.

Used by ``scripts/train_typer.py`` (which writes ``data/typer.json``) and by ``make bench``
(which reports the cross-validated figures); never by a build. scikit-learn is imported here
only, inside the functions.

The model: a multinomial logistic regression (L2, ``C`` below, classes balanced), on binary
features (:mod:`pipeline.extract.typer`) seen in at least :data:`MIN_DF` gold rules. The lbfgs solver
on the same data gives the same weights; they are rounded to :data:`DIGITS` decimals, so the
file's bytes are stable. ``C`` is fixed, not chosen on the folds that measure it (from 0.1
to 8 the figures moved by less than a point); the second reading (:func:`fit_stacked`) is
fitted the same way.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

from pipeline.extract.gold import read_gold_rows, stale_rows
from pipeline.extract.typer import (
    Scorer,
    Typed,
    context_features,
    doc_features,
    games_of,
    rule_features,
)
from pipeline.extract.types import TYPES, rule_type
from pipeline.nlp import nlp
from pipeline.rules.registry import declared_not_executable, declared_rules_of_play

C = 2.0
MIN_DF = 3
DIGITS = 3
FOLDS = 5
SEED = 14
INNER = 3
"""Groups of training games for the neighbours' types the second reading learns from."""


@dataclass
class Example:
    id: str
    type: str
    features: list[str]
    cue_type: str
    declared: str | None
    """The type a declaration of the rules layer gives the rule: ``definition`` or
    ``commentary`` if it declared it not executable, the declared type if it declared it a
    rule of play; None if it declared nothing."""
    game_features: tuple[list[str], ...] = ()
    """The features of every rule of its game, in order (all of them, typed or not): what
    the second reading reads it among (:func:`fit_stacked`); empty: the rule read alone,
    with no context."""
    at: int = 0
    """Its place among :attr:`game_features`."""


def examples(gold: Path, rules: list[dict]) -> list[Example]:
    """The gold rules with their features, read from a build's ``rules.jsonl`` rows (all of
    them, in order: a rule's neighbours count) and their normalised texts (never their
    predicate links). Fails on a stale gold row."""
    rows = read_gold_rows(gold)
    by_id = {r["id"]: r for r in rules}
    stale = stale_rows(rows, {i: r["text_normalised"] for i, r in by_id.items()})
    if stale:
        raise ValueError(f"gold rows whose rule moved: {stale[:5]}")
    declared = declared_types()
    docs = list(nlp().pipe([r["text_normalised"] for r in rules]))
    typed = [Typed(r["id"], doc_features(d)) for r, d in zip(rules, docs, strict=True)]
    index = {r["id"]: k for k, r in enumerate(rules)}
    games = games_of(typed)
    feats = [rule_features(typed, k, games) for k in range(len(typed))]

    in_game: dict[str, list[int]] = {}
    for k, r in enumerate(rules):
        in_game.setdefault(r["game"], []).append(k)
    game_features = {g: tuple(feats[k] for k in ks) for g, ks in in_game.items()}

    out = []
    for row in rows:
        k = index[row.id]
        game = rules[k]["game"]
        cue = rule_type(docs[k])[0]
        at = in_game[game].index(k)
        ex = Example(row.id, row.type, feats[k], cue, declared.get(row.id), game_features[game], at)
        out.append(ex)
    return out


def declared_types() -> dict[str, str]:
    """Rule id -> the type the rules layer's declarations give it, as a build applies them
    (:func:`pipeline.extract.predicates.link_predicates`): ``definition`` or ``commentary``
    for a rule declared not executable, the declared type for a rule declared a rule of
    play."""
    out = {rid: typ for rid, (typ, _why, _module) in declared_rules_of_play().items()}
    for rid, (reason, _module) in declared_not_executable().items():
        out[rid] = "definition" if reason == "definition" else "commentary"
    return out


def fit(train: list[Example], c: float = C) -> dict:
    """The model (as ``data/typer.json`` holds it) fitted to ``train``."""
    import numpy as np
    from scipy.sparse import csr_matrix
    from sklearn.linear_model import LogisticRegression

    df = Counter(f for ex in train for f in set(ex.features))
    vocab = sorted(f for f, n in df.items() if n >= MIN_DF)
    index = {f: i for i, f in enumerate(vocab)}
    rows, cols = [], []
    for row, ex in enumerate(train):
        for f in ex.features:
            if f in index:
                rows.append(row)
                cols.append(index[f])
    x = csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(train), len(vocab)))
    present = sorted({ex.type for ex in train}, key=TYPES.index)
    y = np.array([present.index(ex.type) for ex in train])
    # types absent from the training fold get a score no rule reaches
    coef = np.full((len(TYPES), len(vocab)), 0.0)
    bias = np.full(len(TYPES), -1e3)
    if len(present) == 1:  # one type only (a small fold): it is the answer
        bias[TYPES.index(present[0])] = 0.0
    else:
        # balanced: the rare types (turn, win) weigh as much as the common ones; same
        # accuracy in cross-validation, and win found half again as often
        clf = LogisticRegression(C=c, max_iter=5000, solver="lbfgs", class_weight="balanced")
        with _one_thread():
            clf.fit(x, y)
        # two types: one row of weights, the second type's score against the first's 0
        rows_of = clf.coef_ if len(present) > 2 else np.vstack([0 * clf.coef_, clf.coef_])
        bias_of = clf.intercept_ if len(present) > 2 else np.array([0.0, clf.intercept_[0]])
        for k, t in enumerate(present):
            coef[TYPES.index(t)] = rows_of[k]
            bias[TYPES.index(t)] = bias_of[k]
    weights = {f: [round(float(w), DIGITS) + 0.0 for w in coef[:, i]] for i, f in enumerate(vocab)}
    return {
        "types": list(TYPES),
        "trained_on": len(train),
        "C": c,
        "bias": [round(float(b), DIGITS) + 0.0 for b in bias],
        "weights": weights,
    }


def _one_thread():  # noqa: ANN202 (threadpoolctl's context manager)
    """BLAS on one thread: on a small problem and a shared machine, its threads only wait on
    each other (a fit took 12 times as long with them)."""
    from threadpoolctl import threadpool_limits

    return threadpool_limits(limits=1)


def game_of(rule_id: str) -> str:
    return rule_id.split(".", 1)[0]


def in_context(first: Scorer, exs: list[Example]) -> dict[str, list[str]]:
    """id -> the example's features and the :func:`context_features` of the types ``first``
    gives its game's rules (each game typed once, as the build's first reading does)."""
    types: dict[str, list[str]] = {}
    out = {}
    for ex in exs:
        if not ex.game_features:  # a rule read alone: nothing around it
            out[ex.id] = ex.features
            continue
        game = game_of(ex.id)
        if game not in types:
            types[game] = [first.type_of(f) for f in ex.game_features]
        out[ex.id] = ex.features + context_features(types[game], ex.at)
    return out


def fit_stacked(train: list[Example], c: float = C) -> tuple[dict, dict]:
    """The first reading (:func:`fit` on the rules alone) and the second (on the rules and
    their neighbours' types). The neighbours' types the second learns from are those a
    model gave that had not seen their game (the training games in :data:`INNER` groups,
    each typed by a model fitted on the others), as the build's first reading is on a game
    it was not trained on; not the near-perfect types of a model typing its own training
    rules, which the second reading would learn to trust too much."""
    first = fit(train, c)
    games = sorted({game_of(ex.id) for ex in train})
    seen: dict[str, list[str]] = {}
    for k in range(min(INNER, len(games))):
        held = set(games[k::INNER])
        inner = Scorer(fit([ex for ex in train if game_of(ex.id) not in held], c))
        seen.update(in_context(inner, [ex for ex in train if game_of(ex.id) in held]))
    second = fit([replace(ex, features=seen.get(ex.id, ex.features)) for ex in train], c)
    return first, second


def predict_stacked(models: tuple[dict, dict], exs: list[Example]) -> dict[str, str]:
    """id -> the type the two readings give each of ``exs`` (as
    :func:`pipeline.extract.typer.type_all`, through the same :class:`Scorer`)."""
    first, second = Scorer(models[0]), Scorer(models[1])
    return {i: second.type_of(f) for i, f in in_context(first, exs).items()}


def cross_validate(
    exs: list[Example],
    folds: int = FOLDS,
    c: float = C,
    by_game: bool = False,
    declarations: bool = True,
) -> dict[str, str]:
    """id -> the type a model trained on the other folds gives; a rule the rules layer
    declared takes its declared type, as in a build (unless ``declarations`` is false: the
    model alone).

    Stratified folds (fixed seed) by default: rules of a game the model has seen other rules
    of. ``by_game``: each game left out in turn, its rules typed by a model trained on the
    other games' only (leave-one-game-out): how the typer carries to a game it has never
    seen, which is the harder and more honest figure."""
    from sklearn.model_selection import LeaveOneGroupOut, StratifiedKFold

    labels = [ex.type for ex in exs]
    if by_game:
        groups = [game_of(ex.id) for ex in exs]
        splits = LeaveOneGroupOut().split(exs, labels, groups)
    else:
        # a type with fewer rules than folds cannot be stratified: fold count is capped by it
        k = min(folds, min(Counter(labels).values()))
        split = StratifiedKFold(n_splits=max(2, k), shuffle=True, random_state=SEED)
        splits = split.split(exs, labels)
    out: dict[str, str] = {}
    for train_idx, test_idx in splits:
        models = fit_stacked([exs[i] for i in train_idx], c)
        found = predict_stacked(models, [exs[i] for i in test_idx])
        for i in test_idx:
            declared = exs[i].declared if declarations else None
            out[exs[i].id] = declared or found[exs[i].id]
    return out
