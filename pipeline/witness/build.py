"""The witnesses' step of ``make corpus``: after every source is built, each source that
is a witness of a game of the book (``witness_of`` in its record) is aligned and collated
with it. The rules of both get their ``parallels``, both TEI files a ``@corresp`` on each
rule's first segment pointing to its parallels in the other file, and the set of outputs
the collation file (``GAME-collation.xml``, validated against ``schemas/collation.rng``)
and ``reports/variants.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree

from pipeline.paths import SCHEMAS
from pipeline.tei import XML_NS
from pipeline.witness.align import Passage, align, groups
from pipeline.witness.collate import Collated, collate
from pipeline.witness.tei import collation_tei
from pipeline.witness.variants import variants_report

if TYPE_CHECKING:
    from pipeline.build import Built

_ID = f"{{{XML_NS}}}id"


def collate_witnesses(
    built: list[Built], records: dict[str, dict], consistency: str
) -> dict[str, str | bytes]:
    """The files the witnesses add to the output set; ``built`` is changed in place (its
    rules' parallels, its TEI's ``@corresp``)."""
    from pipeline.build import validate

    files: dict[str, str | bytes] = {}
    recs = list(records.values())
    for wb, rec in zip(built, recs, strict=True):
        game = rec.get("witness_of")
        if not game:
            continue
        base = next((b for b in built if any(r.game == game for r in b.rules)), None)
        if base is None:  # a book without that game (a scan of another book): no collation
            continue
        base_rec = recs[built.index(base)]
        a = [r for r in base.rules if r.game == game]
        b = [r for r in wb.rules if r.game == rec["game"]]
        pa = [Passage(r.id, r.text_normalised) for r in a]
        pb = [Passage(r.id, r.text_normalised) for r in b]
        parallels = align(pa, pb)
        for r in [*a, *b]:
            r.parallels = list(parallels[r.id])
        texts = {r.id: r.text_normalised for r in [*a, *b]}
        collated: list[Collated] = [
            collate(ga, " ".join(texts[x] for x in ga), gb, " ".join(texts[x] for x in gb))
            for ga, gb in groups(pa, pb, parallels)
        ]
        name = f"{game}-collation.xml"
        xml = collation_tei(
            collated,
            (
                "w" + base_rec["date"],
                f"{base_rec['title']} ({base_rec['pub_place']}, {base_rec['publisher']}, {base_rec['date']}), its {game}",
                base.name,
            ),
            (
                "w" + rec["date"],
                f"{rec['title']} ({rec['pub_place']}, {rec['publisher']}, {rec['date']}), transcribed by {rec['transcriber']}",
                wb.name,
            ),
            game,
        )
        validate(xml, name, SCHEMAS / "collation.rng")
        files[name] = xml
        base.xml = _with_corresp(base.xml, parallels, wb.name)
        wb.xml = _with_corresp(wb.xml, parallels, base.name)
        files["reports/variants.md"] = variants_report(
            collated, parallels, texts, consistency, game
        )
    return files


def _with_corresp(xml: bytes, parallels: dict[str, list[str]], other: str) -> bytes:
    """``@corresp`` on each rule's first segment that has parallels, to them in ``other``."""
    root = etree.fromstring(xml)
    for seg in root.iter("{*}seg"):
        ids = parallels.get(seg.get(_ID, ""))
        if seg.get("type") == "rule" and ids and seg.get("prev") is None:
            seg.set("corresp", " ".join(f"{other}#{r}" for r in ids))
    return etree.tostring(root.getroottree(), xml_declaration=True, encoding="UTF-8")
