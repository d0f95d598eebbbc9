"""The witnesses' step of ``make corpus``: after every source is built, each source that
is a witness of a game of the book (``witness_of`` in its record) is aligned and collated
with it. The rules of both get their ``parallels``, both TEI files a ``@corresp`` on each
rule's first segment pointing to its parallels in the other file, and the set of outputs
the collation file (``GAME-collation.xml``, validated against ``schemas/collation.rng``)
and ``reports/variants.md``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING

from lxml import etree

from pipeline.digests import code_digest
from pipeline.outputs import write_atomic
from pipeline.paths import SCHEMAS
from pipeline.tei import XML_NS
from pipeline.witness.align import Passage, align, groups
from pipeline.witness.collate import Collated, Entry, collate
from pipeline.witness.tei import collation_tei
from pipeline.witness.tokens import Token
from pipeline.witness.variants import variants_report

if TYPE_CHECKING:
    from pipeline.build import Built

_ID = f"{{{XML_NS}}}id"


def collate_witnesses(
    built: list[Built], records: dict[str, dict], consistency: str, cache: Path | None = None
) -> dict[str, str | bytes]:
    """The files the witnesses add to the output set; ``built`` is changed in place (its
    rules' parallels, its TEI's ``@corresp``). The collation is remembered in ``cache``
    (``collation-GAME.json``), keyed by the two witnesses' texts and the code that collates
    them: CollateX's alignment of the Piquet takes some fifteen seconds, and a rebuild of
    unchanged texts need not pay them again (the same bytes either way)."""
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
        pairs = groups(pa, pb, parallels)
        collated = _remembered(cache, game, texts, pairs)
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


def _remembered(
    cache: Path | None, game: str, texts: dict[str, str], pairs: list[tuple[list[str], list[str]]]
) -> list[Collated]:
    """The groups collated, from ``cache`` where the same texts were collated by the same code."""
    here = Path(__file__).resolve().parent
    code = code_digest(("collatex",), here, sorted(p.name for p in here.glob("*.py")))
    h = hashlib.sha256(code.encode())
    h.update(json.dumps([pairs, [texts[i] for a, b in pairs for i in a + b]]).encode())
    key = h.hexdigest()
    path = cache / f"collation-{game}.json" if cache is not None else None
    if path is not None and path.is_file():
        try:
            kept = json.loads(path.read_text(encoding="utf-8"))
            if kept.get("key") == key:
                return [_loads(g) for g in kept["groups"]]
        except (ValueError, KeyError, TypeError):
            pass  # a damaged cache is recomputed
    out = [
        collate(ga, " ".join(texts[x] for x in ga), gb, " ".join(texts[x] for x in gb))
        for ga, gb in pairs
    ]
    if path is not None:
        data = {"key": key, "groups": [_dumps(g) for g in out]}
        write_atomic(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
    return out


def _dumps(g: Collated) -> dict:
    def toks(ts: list[Token]) -> list[list[str]]:
        return [[t.text, t.key, t.space] for t in ts]

    pieces = [
        {
            "lem": toks(p.lem),
            "rdg": toks(p.rdg),
            "kind": p.kind,
            "sub": p.substantive,
            "slip": p.slip,
        }
        if isinstance(p, Entry)
        else {"agree": toks(p)}
        for p in g.pieces
    ]
    return {"a": g.a, "b": g.b, "pieces": pieces}


def _loads(d: dict) -> Collated:
    def toks(ts: list[list[str]]) -> list[Token]:
        return [Token(*t) for t in ts]

    g = Collated(d["a"], d["b"])
    for p in d["pieces"]:
        if "agree" in p:
            g.pieces.append(toks(p["agree"]))
        else:
            g.pieces.append(Entry(toks(p["lem"]), toks(p["rdg"]), p["kind"], p["sub"], p["slip"]))
    return g


def _with_corresp(xml: bytes, parallels: dict[str, list[str]], other: str) -> bytes:
    """``@corresp`` on each rule's first segment that has parallels, to them in ``other``."""
    root = etree.fromstring(xml)
    for seg in root.iter("{*}seg"):
        ids = parallels.get(seg.get(_ID, ""))
        if seg.get("type") == "rule" and ids and seg.get("prev") is None:
            seg.set("corresp", " ".join(f"{other}#{r}" for r in ids))
    return etree.tostring(root.getroottree(), xml_declaration=True, encoding="UTF-8")
