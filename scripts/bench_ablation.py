"""The post-correction's rules, each measured on prints it was not made on (issue 34), for
``make bench``.

The real pages of ``../shared/data/gallicorpora-pages`` (eight of each of ten prints) are read
once; their hOCR is then laid out and post-corrected again with each rule of
:data:`pipeline.ocr.switches.RULES` turned off in turn (tesseract is not run again: a few
seconds a rule). A rule's **gain** on a print is the main text's errors (Levenshtein against
the MainZone lines, as ``scripts/bench_pages.py`` counts them) without the rule less those
with it: what the rule saves there.

- **Gain on all pages**: summed over the ten prints.
- **Gain where not developed**: summed over the prints the rule was not made on
  (:data:`DEVELOPED_ON`: the prints a commit message says a rule was made on; the rules grew
  from the residuals of generated pages, the OCR17 lines and twenty pages of these prints
  that no message names, so every other print counts as one it was not made on).
- **Decision**: a rule is kept when it pays where it was not developed (gain > 0), and is
  to be removed when it does not (gain ≤ 0 though it changed some page of a print it was not
  made on); one that changes no page here, or only pages of the prints it was made on, is
  *untested here*: the real pages say nothing of it where it was not made (the OCR17 lines
  and the generated pages are its only other measures). The transcription's conventions
  (:data:`CONVENTIONS`) are shown but not decided: they write a mark as the diplomatic
  transcription does, and the ten truths disagree on it (five prints' truths write ’, the
  others ' in some pages), so their gain measures the transcribers' habits, not the image.
- **Leave one print out**: for each print in turn, the rules are chosen on the nine others
  (those the decision would remove there turned off together), and the held-out print is
  scored with that choice; the ten scores summed are the development figure a protocol
  that cannot fit its pages gives, printed beside the all-pages figures (every rule as
  shipped; the rules the table removes turned off).

``python scripts/bench_ablation.py [--cache DIR]`` prints the table alone (``--cache`` keeps
the hOCR between runs; without it the pages are read, about a minute and a half).
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scripts.bench_pages import PAGES, nfc, read_main_text, read_truth  # noqa: E402

DEVELOPED_ON: dict[str, frozenset[str]] = {
    "no-marks": frozenset({"bpt6k1512176r"}),  # 444c840: `<` inside a line, its page f24
    "title-page-layout": frozenset({"bpt6k1512176r"}),  # ece905e: its title page f9
    # h-furn (session 17): the pages each was made on; the others' gain is held out
    "title-page-zone": frozenset({"bpt6k6509381p", "bpt6k72609n"}),  # f5; f3, a cast list
    "head-in-small-capitals": frozenset({"bpt6k1110784", "bpt6k72609n", "btv1b8626243d"}),
    "head-set-as-head": frozenset({"bpt6k1110784", "bpt6k6509381p"}),  # f13, f13
    "catchword-width": frozenset({"bpt6k72266c"}),  # f12: CONSTANTIA CEDO.
    "margin-split": frozenset({"bpt6k15201149"}),  # notes read into the text, its f32, f42
    "two-columns": frozenset({"bpt6k1110784"}),  # h-cols (session 17): its table, f18, f21
}
"""The prints a rule was made on, by the commit messages that name one."""
CONVENTIONS = frozenset({"typographic-apostrophe", "line-end-hyphen"})
"""Rules that write a mark as the transcription's convention has it (’, ¬), not a reading."""


@dataclass(frozen=True)
class RealPage:
    stem: str
    hocr: bytes
    reference: str

    @property
    def print(self) -> str:
        """The print's Gallica document: the stem's part before ``_fN``."""
        return self.stem.rsplit("_f", 1)[0]


def real_pages(
    cache: Path | None = None,
    hocrs: dict[str, bytes] | None = None,
    stems: list[str] | None = None,
) -> list[RealPage]:
    """The real pages (those of ``stems``, else all) with their hOCR (``hocrs`` from a bench
    run that read them, else read here, through ``cache`` when given) and their main text's
    reference."""
    from PIL import Image

    from pipeline.ocr.pages import ocr_page

    out = []
    for path in sorted(PAGES.glob("*.jpg")) if PAGES.is_dir() else []:
        if stems is not None and path.stem not in stems:
            continue
        hocr = (hocrs or {}).get(path.stem)
        if hocr is None:
            with Image.open(path) as im:
                hocr = ocr_page(1, im.convert("L"), cache).hocr
        reference = nfc(read_truth(path.with_suffix(".xml")).main_text())
        out.append(RealPage(path.stem, hocr, reference))
    return out


def errors(page: RealPage, off: tuple[str, ...] = ()) -> tuple[int, set[str]]:
    """The page's main-text errors with the rules ``off`` turned off, and the rules that
    applied on it."""
    from rapidfuzz.distance import Levenshtein

    from pipeline.ocr.pages import page_from_hocr
    from pipeline.ocr.switches import applied
    from pipeline.ocr.switches import off as turned_off

    with turned_off(*off), applied() as seen:
        read = page_from_hocr(1, page.hocr)
    text = nfc(read_main_text(read))
    return Levenshtein.distance(text, page.reference), set(seen)


@dataclass
class Ablation:
    """Each rule's gain per print, and the figures of the rules as shipped."""

    pages: list[RealPage]
    base: dict[str, int]  # stem -> errors with every rule on
    applied: dict[str, set[str]]  # stem -> rules that applied there
    gain: dict[str, dict[str, int]]  # rule -> print -> errors saved

    @property
    def prints(self) -> list[str]:
        return sorted({p.print for p in self.pages})

    def held_out_gain(self, rule: str, prints: list[str] | None = None) -> int:
        """The rule's gain on ``prints`` (all) left of those it was developed on."""
        mine = DEVELOPED_ON.get(rule, frozenset())
        return sum(g for p, g in self.gain[rule].items() if p not in mine and p in (prints or p))


def ablate(pages: list[RealPage]) -> Ablation:
    """Every rule turned off alone, on the pages where it applied (elsewhere turning it off
    changes nothing: the page's errors stay)."""
    from pipeline.ocr.switches import RULES

    base, applied = {}, {}
    for page in pages:
        base[page.stem], applied[page.stem] = errors(page)
    gain: dict[str, dict[str, int]] = {r: defaultdict(int) for r in RULES}
    for rule in RULES:
        for page in pages:
            if rule in applied[page.stem]:
                gain[rule][page.print] += errors(page, (rule,))[0] - base[page.stem]
    return Ablation(pages, base, applied, gain)


def decision(ab: Ablation, rule: str, prints: list[str]) -> str:
    """The table's decision on a rule from its gain on ``prints`` (see the module's doc)."""
    if rule in CONVENTIONS:
        return "convention"
    if ab.held_out_gain(rule, prints) > 0:
        return "keep"
    mine = DEVELOPED_ON.get(rule, frozenset())
    if any(ab.gain[rule].get(p, 0) for p in prints if p not in mine):
        return "remove"
    return "untested here"  # it changed nothing, or only the prints it was made on


def costly(ab: Ablation, prints: list[str]) -> tuple[str, ...]:
    """The rules the decision removes, judged on ``prints``."""
    return tuple(r for r in ab.gain if decision(ab, r, prints) == "remove")


def per_page(ab: Ablation, off: tuple[str, ...], prints: list[str]) -> dict[str, int]:
    """Each page of ``prints`` with its errors, the rules ``off`` turned off together."""
    return {
        p.stem: errors(p, off)[0] if off else ab.base[p.stem] for p in ab.pages if p.print in prints
    }


def scored(ab: Ablation, off: tuple[str, ...], prints: list[str]) -> int:
    """The errors of the pages of ``prints`` with the rules ``off`` turned off together."""
    return sum(per_page(ab, off, prints).values())


def removed_without(ab: Ablation, held: str) -> tuple[str, ...]:
    """The rules the decision removes when it is made on every print but ``held``."""
    return costly(ab, [q for q in ab.prints if q != held])


def left_out(ab: Ablation) -> dict[str, int]:
    """Each page's errors with the rules chosen without its print: those the decision, made
    on the nine other prints, removes turned off together. Their sum is the development
    figure a protocol that cannot fit its pages gives; page by page, it names the pages such a
    protocol reads worse than raw tesseract."""
    out: dict[str, int] = {}
    for held in ab.prints:
        out |= per_page(ab, removed_without(ab, held), [held])
    return out


def rows(cache: Path | None = None, hocrs: dict[str, bytes] | None = None) -> list:
    """The ablation table's rows for the bench: the development figures both ways, then a
    row per rule (gain on all pages, where not developed, prints it helps and hurts, the
    decision)."""
    from pipeline.ocr.switches import RULES

    start = time.perf_counter()
    pages = real_pages(cache, hocrs)
    if not pages:
        return [("post-correction ablation", f"absent ({PAGES} not found): not measured")]
    ab = ablate(pages)
    total = sum(len(p.reference) for p in pages)
    shipped = sum(ab.base.values())
    removed = costly(ab, ab.prints)
    chosen = scored(ab, removed, ab.prints)
    lopo = sum(left_out(ab).values())

    def pct(n: int) -> str:
        return f"{100 * n / total:.2f}% ({n} errors)"

    out = [
        (
            f"post-correction rules on the real pages ({len(pages)}, {len(ab.prints)} prints), "
            "main-text CER",
            f"as shipped {pct(shipped)}; without the {len(removed)} rules that do not pay "
            f"{pct(chosen)}; leave one print out {pct(lopo)}",
        ),
        (
            "  rule: gain on all pages / where not developed (errors saved); prints +/-",
            "decision",
        ),
    ]
    for rule in sorted(RULES, key=lambda r: (ab.held_out_gain(r), r)):
        per = ab.gain[rule].values()
        held = ab.held_out_gain(rule)
        out.append(
            (
                f"  {rule}",
                f"{sum(per):+d} / {held:+d}; {sum(g > 0 for g in per)}+ "
                f"{sum(g < 0 for g in per)}-: {decision(ab, rule, ab.prints)}",
            )
        )
    out.append(
        (
            "  ablation time (layout and post-correction again, tesseract not run)",
            f"{time.perf_counter() - start:.0f} s",
        )
    )
    return out


def main() -> None:
    args = sys.argv[1:]
    cache = Path(args[args.index("--cache") + 1]) if "--cache" in args else None
    for a, b in rows(cache):
        print(f"{a:<80}  {b}")


if __name__ == "__main__":
    main()
