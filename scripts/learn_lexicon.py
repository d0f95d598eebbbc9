"""Learn the cleaning lexicon from real resources; its output is committed.

    .venv/bin/python scripts/learn_lexicon.py [--freemnorm DIR] [--wordlist FILE]

Reads FreEM-norm's training pairs (``../shared/data/freemnorm/train.tsv``, CC BY 4.0) and
Debian's ``wfrench`` list (``/usr/share/dict/french``, GPL-2+), and writes
``pipeline/text/data/{modern.txt.gz, early.txt.gz, norm.tsv, rules.tsv}`` (see
:mod:`pipeline.text.lexicon`). Deterministic: the same inputs give the same bytes.

How: each sentence pair is cut into words and the words aligned (Levenshtein over
spelling-blind keys, then a small dynamic programme inside each mismatched stretch that
also allows two words to become one and one two). From the aligned words come (1) the
early-modern forms with u/v and i/j as the modern word writes them, (2) the table of
regularised form -> modern form, with counts and the neighbouring words of ambiguous forms,
(3) character rewrites with their precision, for words the table has not seen.
"""

from __future__ import annotations

import argparse
import gzip
import io
import sys
from collections import Counter, defaultdict
from pathlib import Path

from rapidfuzz.distance import Levenshtein

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pipeline.text import lexicon  # noqa: E402
from pipeline.text.fold import fold  # noqa: E402
from pipeline.text.regularise import _expand_tildes, regularise_word  # noqa: E402
from pipeline.text.tokens import words  # noqa: E402

OUT = lexicon.DATA  # pipeline/text/data, where the lexicon reads it
MIN_RULE_COUNT = 3
MAX_DIST = 0.5  # aligned words further apart than this (normalised edit distance) are noise


def read_pairs(path: Path) -> list[tuple[str, str]]:
    pairs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        orig, sep, norm = line.partition("\t")
        if sep:
            pairs.append((orig, norm))
    return pairs


def align(orig: list[str], norm: list[str]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Aligned word groups: 1:1, 2:1 (``lors que`` -> ``lorsque``), 3:1 (``est à dire`` ->
    ``est-à-dire``) or 1:2."""
    fo = [fold(w) for w in orig]
    fn = [fold(w) for w in norm]
    out = []
    for tag, i1, i2, j1, j2 in _blocks(Levenshtein.opcodes(fo, fn)):
        if tag == "equal" or (tag == "replace" and i2 - i1 == j2 - j1):
            out.extend(
                ((orig[i],), (norm[j],))
                for i, j in zip(range(i1, i2), range(j1, j2), strict=True)
                if tag == "equal" or _dist(orig[i], norm[j]) <= MAX_DIST
            )
        elif tag != "equal" and 0 < i2 - i1 <= 6 and 0 < j2 - j1 <= 6:
            out.extend(_align_block(orig[i1:i2], norm[j1:j2]))
    return out


def _blocks(ops: object) -> list[tuple[str, int, int, int, int]]:
    """The opcodes with each run of differences made one block: ``puis que`` -> ``puisque``
    comes out of Levenshtein as a replacement and a deletion, which read apart would teach
    ``puis`` -> ``puisque`` and lose ``que``; read together, two words become one."""
    out: list[tuple[str, int, int, int, int]] = []
    for tag, i1, i2, j1, j2 in ops:  # type: ignore[attr-defined]
        if tag != "equal" and out and out[-1][0] != "equal":
            _, a1, _, b1, _ = out[-1]
            out[-1] = ("block", a1, i2, b1, j2)
        else:
            out.append((tag, i1, i2, j1, j2))
    return out


def _dist(a: str, b: str) -> float:
    return Levenshtein.normalized_distance(fold(a), fold(b))


def _align_block(o: list[str], n: list[str]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    inf = float("inf")
    cost = [[inf] * (len(n) + 1) for _ in range(len(o) + 1)]
    back: dict[tuple[int, int], tuple[int, int]] = {}
    cost[0][0] = 0.0
    for i in range(len(o) + 1):
        for j in range(len(n) + 1):
            c = cost[i][j]
            if c == inf:
                continue
            steps = [(1, 0, 1.0), (0, 1, 1.0)]
            if i < len(o) and j < len(n):
                steps.append((1, 1, _dist(o[i], n[j])))
            if i + 1 < len(o) and j < len(n):
                steps.append((2, 1, _dist(o[i] + o[i + 1], n[j]) + 0.1))
            if i + 2 < len(o) and j < len(n):  # est à dire -> est-à-dire
                steps.append((3, 1, _dist("".join(o[i : i + 3]), n[j]) + 0.2))
            if i < len(o) and j + 1 < len(n):
                steps.append((1, 2, _dist(o[i], n[j] + n[j + 1]) + 0.1))
            for di, dj, w in steps:
                a, b = i + di, j + dj
                if a <= len(o) and b <= len(n) and c + w < cost[a][b]:
                    cost[a][b] = c + w
                    back[a, b] = (i, j)
    out = []
    i, j = len(o), len(n)
    while (i, j) != (0, 0):
        pi, pj = back[i, j]
        if i > pi and j > pj:
            og, ng = tuple(o[pi:i]), tuple(n[pj:j])
            if _dist("".join(og), "".join(ng)) <= MAX_DIST:
                out.append((og, ng))
        i, j = pi, pj
    return out[::-1]


def early_form(orig: str, norm: str) -> str | None:
    """``orig`` lower-cased with ſ, tildes, u/v and i/j as ``norm`` writes them."""
    o, _ = _expand_tildes(orig.replace("ſ", "s").lower())
    m = norm.lower()
    chars = list(o)
    for tag, i1, i2, j1, j2 in Levenshtein.opcodes(o, m):
        if tag == "replace" and i2 - i1 == j2 - j1:
            for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
                if {o[i], m[j]} in ({"u", "v"}, {"i", "j"}):
                    chars[i] = m[j]
    return "".join(chars)


def char_rules(key: str, target: str) -> list[tuple[str, str]]:
    """Rewrites turning ``key`` into ``target``, each with a letter of context (``^``/``$`` at
    the edges), e.g. ``estoit`` -> ``était``: ``^es`` -> ``^é``, ``oit$`` -> ``ait$``."""
    k, t = f"^{key}$", f"^{target}$"
    rules = []
    ops = [op for op in Levenshtein.opcodes(k, t)]
    for tag, i1, i2, j1, j2 in ops:
        if tag == "equal":
            continue
        a, b = max(i1 - 1, 0), min(i2 + 1, len(k))
        rules.append((k[a:b], k[a:i1] + t[j1:j2] + k[i2:b]))
    return rules


def freemnorm() -> Path:
    """``../shared/data/freemnorm`` beside the main tree (or a worktree below it)."""
    return next(
        (
            d / "shared/data/freemnorm"
            for d in (ROOT.parent, ROOT.parent.parent)  # the main tree, or a worktree below
            if (d / "shared/data/freemnorm").is_dir()
        ),
        ROOT.parent / "shared/data/freemnorm",
    )


def training_pairs(script: str, description: str) -> list[tuple[str, str]]:
    """FreEM-norm's training pairs for a script that learns from them alone: its one option
    (``--freemnorm DIR``), and a one-line exit naming the file when it is not there."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--freemnorm", type=Path, default=freemnorm())
    train = ap.parse_args().freemnorm / "train.tsv"
    if not train.exists():
        sys.exit(f"{script}: {train}: not found")
    return read_pairs(train)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--freemnorm", type=Path, default=freemnorm())
    ap.add_argument("--wordlist", type=Path, default=Path("/usr/share/dict/french"))
    args = ap.parse_args()
    train = args.freemnorm / "train.tsv"
    for path in (train, args.wordlist):
        if not path.exists():
            sys.exit(f"learn_lexicon: {path}: not found (see the script's docstring)")
    pairs = read_pairs(train)
    aligned = [align(words(o), words(n)) for o, n in pairs]

    # 1. modern forms, and early-modern forms regularised as the modern words teach
    modern = {w.strip().lower() for w in args.wordlist.read_text(encoding="utf-8").splitlines()}
    modern |= {w.lower() for _, n in pairs for w in words(n) if _modern_looking(w)}
    modern.discard("")
    early: Counter[str] = Counter()
    for groups in aligned:
        for og, ng in groups:
            if len(og) == len(ng) == 1 and og[0] != "&":
                early[early_form(og[0], ng[0])] += 1
    _write_gz(OUT / "modern.txt.gz", "".join(f"{w}\n" for w in sorted(modern)))
    _write_gz(OUT / "early.txt.gz", "".join(f"{w}\t{c}\n" for w, c in sorted(early.items())))
    lexicon.modern.cache_clear()
    lexicon.early.cache_clear()
    regularise_word.cache_clear()

    # 2. the normalisation table, on regularised keys
    def key(w: str) -> str:
        return regularise_word(w).new.lower()

    table: Counter[tuple[str, str]] = Counter()
    sentences = []
    for groups in aligned:
        sent = []
        for og, ng in groups:
            if not all(_modern_looking(w) for w in ng):
                continue  # a slip in the reference (ſ left in a modern word)
            k = " ".join(key(w) for w in og)
            t = " ".join(w.lower() for w in ng)
            table[k, t] += 1
            sent.append((k, t))
        sentences.append(sent)
    # two words the modern spelling joins (au dessus -> au-dessus) are counted also where it
    # keeps them apart (au dessus de la table -> au dessus), so the table says which is usual
    joined = {k for (k, _t) in table if k.count(" ") == 1}
    for sent in sentences:
        for (k1, t1), (k2, t2) in zip(sent, sent[1:], strict=False):
            if " " not in k1 + k2 and f"{k1} {k2}" in joined:
                table[f"{k1} {k2}", f"{t1} {t2}"] += 1
    by_key: dict[str, Counter[str]] = defaultdict(Counter)
    for (k, t), c in table.items():
        by_key[k][t] += c
    ambiguous = {
        k
        for k, ts in by_key.items()
        if sum(ts.values()) >= 5 and max(ts.values()) < 0.97 * sum(ts.values())
    }
    context: Counter[tuple[str, str, str]] = Counter()
    for sent in sentences:
        for i, (k, t) in enumerate(sent):
            if k in ambiguous:
                if i:
                    context[k, "<" + sent[i - 1][0], t] += 1
                if i + 1 < len(sent):
                    context[k, ">" + sent[i + 1][0], t] += 1
    rows = ["key\tcontext\tmodern\tcount"]
    for k in sorted(by_key):
        ts = by_key[k]
        if len(ts) == 1 and k in ts and k in modern:
            continue  # identity on a modern word: the default
        rows += [f"{k}\t\t{t}\t{c}" for t, c in sorted(ts.items())]
    rows += [f"{k}\t{x}\t{t}\t{c}" for (k, x, t), c in sorted(context.items()) if c >= 2]
    (OUT / "norm.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")

    # 3. character rewrites, with precision over every key they could apply to
    fired: Counter[tuple[str, str]] = Counter()
    for (k, t), c in table.items():
        if " " not in k and " " not in t and k != t:
            for r in set(char_rules(k, t)):
                fired[r] += c
    candidates = [(r, c) for r, c in fired.items() if c >= MIN_RULE_COUNT and len(r[0]) <= 8]
    olds = {old for (old, _), _ in candidates}
    seen_in: Counter[str] = Counter()  # how often each rule's left side occurs in a key
    for (k, _), c in table.items():
        if " " in k:
            continue
        k = f"^{k}$"
        subs = {k[a:b] for a in range(len(k)) for b in range(a + 1, min(a + 8, len(k)) + 1)}
        for sub in subs & olds:
            seen_in[sub] += c
    rules = ["old\tnew\tprecision\tcount"]
    for (old, new), c in sorted(candidates):
        seen = seen_in[old]
        rules.append(f"{old}\t{new}\t{c / max(seen, c):.4f}\t{c}")
    (OUT / "rules.tsv").write_text("\n".join(rules) + "\n", encoding="utf-8")
    # 4. long s or f? the neighbours of words that differ only by it (sont/font, soi/foi)
    confusable = _confusable(pairs, modern, early)
    ctx_rows = ["form\tcontext\tcount"]
    counts: Counter[tuple[str, str]] = Counter()
    for orig, _ in pairs:
        ws = [regularise_word(w).new.lower() for w in words(orig)]
        raw = [w.lower() for w in words(orig)]
        for i, w in enumerate(raw):
            form = w.replace("ſ", "s")
            if form not in confusable:
                continue
            counts[form, ""] += 1
            if i:
                counts[form, "<" + ws[i - 1]] += 1
            if i + 1 < len(ws):
                counts[form, ">" + ws[i + 1]] += 1
                counts[form, ">~" + ws[i + 1][-2:]] += 1
    ctx_rows += [f"{f}\t{c}\t{n}" for (f, c), n in sorted(counts.items()) if n >= 2 or not c]
    (OUT / "longs.tsv").write_text("\n".join(ctx_rows) + "\n", encoding="utf-8")
    print(
        f"learn_lexicon: {len(confusable) // 2} long-s/f pairs, {len(modern)} modern forms, {len(early)} early-modern forms, "
        f"{len(rows) - 1} table rows, {len(rules) - 1} rules"
    )


def _modern_looking(word: str) -> bool:
    return "ſ" not in word and not any(c in word for c in "ōõẽãāēũĩ")


def _confusable(pairs: list[tuple[str, str]], modern: set[str], early: Counter[str]) -> set[str]:
    """Words and their twins with f for ſ, where both are words (``sont``/``font``)."""
    out = set()
    for orig, _ in pairs:
        for w in words(orig):
            w = w.lower()
            if "ſ" in w:
                s, f = w.replace("ſ", "s"), w.replace("ſ", "f")
                if f in modern or early.get(f, 0) >= 3:
                    out |= {s, f}
    return out


def _write_gz(path: Path, text: str) -> None:
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0, filename="") as f:
        f.write(text.encode("utf-8"))
    path.write_bytes(buf.getvalue())


if __name__ == "__main__":
    main()
