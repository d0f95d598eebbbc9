"""Variants that change play, run: the Piquet's predicates under each witness.

A variant changes play when a predicate reads the words it changes: then the predicate takes
``witness=`` (its default 1665) and :data:`RUNS` holds one game situation for it, played under
each witness. ``reports/variants.md`` lists every substantive variant with both witnesses'
rule ids and readings, says whether a predicate takes it, and gives each run's result under
both; and, for each contradiction the consistency report finds inside the 1665 Piquet,
whether the 1642 treatise says the same words (then it has the contradiction too).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import regex

from pipeline.witness.collate import Collated
from pipeline.witness.tokens import tokens


@dataclass(frozen=True)
class Run:
    """One variant that changes play, and a situation that shows it."""

    rule: str
    """The 1665 rule the variant stands in (its 1642 parallels come from the alignment)."""
    words: str
    """Words of the variant's 1665 or 1642 reading, to find its apparatus entry."""
    predicate: str
    situation: str
    play: Callable[[str], object]
    why: str


def runs() -> list[Run]:
    """The variants that change play, each with its situation (:data:`Run`)."""
    from pipeline.rules import piquet as pq
    from pipeline.rules.piquet import faults as pf

    no_figure = pq.parse_hand("AC 10C 9C 8C 7C AK 10K 9K AP 10P 9P 8P")
    return [
        Run(
            "piquet.p1.2",
            "cent",
            "piquet.game_over",
            "scores 100 and 62, no number agreed before the game",
            lambda w: pq.game_over((100, 62), witness=w),
            "1665 gives the usual number, a hundred; 1642 leaves it to the players",
        ),
        Run(
            "piquet.p4.1",
            "dix",
            "piquet.blanche",
            "a hand of twelve without a figure, shown before the discard",
            lambda w: pq.blanche(no_figure, witness=w),
            "1665: the blanche counts ten; 1642: 'compte des points', its value unsaid",
        ),
        Run(
            "piquet.p40.1",
            "n'",
            "piquet.still_counts",
            "a blanche shown after the discard, before the first card is played",
            lambda w: pf.still_counts("blanche", True, before_discard=False, witness=w),
            "1665: 'car après l'on n'est recevable'; 1642: 'l'on est recevable' (probably a slip)",
        ),
    ]


def result(run: Run, witness: str) -> str:
    """What the predicate gives under ``witness``, as a reader reads it."""
    try:
        value = run.play(witness)
    except ValueError as e:
        return f"refused: {e}"
    return {True: "yes", False: "no", None: "none (the value is unsaid)"}.get(value, str(value))


def run_for(rules: list[str], lem: str, rdg: str, known: list[Run]) -> Run | None:
    """The run that shows the variant ``lem``/``rdg`` of these 1665 rules, if a predicate
    takes it."""
    for r in known:
        if r.rule in rules and (_has(lem, r.words) or _has(rdg, r.words)):
            return r
    return None


def _has(text: str, words: str) -> bool:
    return bool(regex.search(rf"(?<!\p{{L}}){regex.escape(words)}", text.replace("’", "'")))


def variants_report(
    groups: list[Collated],
    parallels: dict[str, list[str]],
    texts: dict[str, str],
    consistency: str,
    game: str,
) -> str:
    """The report: ``texts`` is every rule's compared reading, by id."""
    known = runs()
    subst = [(g, e) for g in groups for e in g.entries if e.substantive]
    shown = [(g, e, run_for(g.a, e.lem_text, e.rdg_text, known)) for g, e in subst]
    changing = [x for x in shown if x[2] is not None]
    out = [
        "# Variants between the witnesses of the Piquet",
        "",
        f"The 1665 *Maison* (lem) collated with the 1642 treatise (rdg), on their normalised "
        f"readings (`{game}-collation.xml`): {sum(len(g.entries) for g in groups)} places "
        f"differ, {len(subst)} of them substantive; {len(changing)} change what a predicate "
        "gives, run below under each witness. A variant marked *slip* differs by a letter or "
        "two and is probably a slip of the 1665 OCR or of the 1642 transcription.",
        "",
        "## Variants that change play",
        "",
        "| 1665 rule | 1642 rule | 1665 | 1642 | predicate | situation | under 1665 | under 1642 |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for g, e, r in changing:
        assert r is not None
        out.append(
            f"| {', '.join(g.a)} | {', '.join(g.b)} | {_cell(e.lem_text)} | {_cell(e.rdg_text)} "
            f"| `{r.predicate}` | {r.situation} | {result(r, '1665')} | {result(r, '1642')} |"
        )
    out += ["", "Why: " + "; ".join(f"{r.rule}: {r.why}" for r in known) + ".", ""]
    out += [
        "## Every substantive variant",
        "",
        "| 1665 rule | 1642 rule | kind | 1665 | 1642 | a predicate takes it |",
        "|---|---|---|---|---|---|",
    ]
    for g, e, r in shown:
        kind = e.kind + (" (slip)" if e.slip else "")
        takes = f"yes: `{r.predicate}`" if r else "no"
        out.append(
            f"| {', '.join(g.a) or '—'} | {', '.join(g.b) or '—'} | {kind} | {_cell(e.lem_text)} "
            f"| {_cell(e.rdg_text)} | {takes} |"
        )
    out += ["", "## The 1665 contradictions and the 1642 treatise", ""]
    out += _contradictions(texts, parallels, consistency, game)
    return "\n".join(out) + "\n"


def _contradictions(
    texts: dict[str, str], parallels: dict[str, list[str]], consistency: str, game: str
) -> list[str]:
    """For each finding of the consistency report about the game: its 1665 rules, their 1642
    parallels, and whether the words the finding quotes from 1665 stand in those parallels
    (compared as the collation compares: spelling and numbers' forms do not count)."""
    out = []
    for s in regex.split(r"(?m)^## ", consistency)[1:]:
        title, _, body = s.partition("\n")
        rules = sorted(set(regex.findall(rf"\b{regex.escape(game)}\.[pqa]\d+(?:\.\d+)?\b", body)))
        if not rules or not title.lower().startswith(game):
            continue
        other = sorted({p for r in rules for p in parallels.get(r, [])})
        there = _keys(" ".join(texts[r] for r in other))
        quotes = [q.strip() for x in regex.findall(r'"([^"]+)"', body) for q in x.split("…")]
        quotes = [q for q in quotes if len(_keys(q)) >= 2]
        missing = [q for q in quotes if not _within(_keys(q), there)]
        if not other:
            verdict = "1642 has no parallel to these rules."
        elif not missing:
            verdict = (
                f"the {len(quotes)} passages the finding quotes stand in 1642 too: the "
                "contradiction is in 1642 as well."
            )
        else:
            verdict = "1642 does not say: " + "; ".join(f'"{q}"' for q in missing) + "."
        out.append(
            f"- **{title.strip()}** ({', '.join(rules)}; 1642: {', '.join(other)}): {verdict}"
        )
    return out or ["(the consistency report names no contradiction in this game)"]


def _keys(text: str) -> list[str]:
    return [t.key for t in tokens(text) if t.is_word]


def _within(part: list[str], whole: list[str]) -> bool:
    n = len(part)
    return any(whole[i : i + n] == part for i in range(len(whole) - n + 1))


def _cell(text: str) -> str:
    text = text or "—"
    return text.replace("|", "\\|").replace("\n", " ")
