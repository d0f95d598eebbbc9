"""The TEI ``<facsimile>`` of a scanned book: one ``<surface>`` per page, one ``<zone>`` per
line read by OCR, and ``facs`` on ``<pb>`` (its page) and ``<lb>`` (its line's zone), so every
line of the edition points to where it is on the page."""

from __future__ import annotations

from lxml import etree

from pipeline.tei import TEI_NS
from pipeline.tei.lines import el

_T = f"{{{TEI_NS}}}"


def add_facsimile(tei: etree._Element, pages: list, places: dict) -> None:
    """``pages``: the OCR's pages (n, width, height); ``places``: source line -> Place."""
    fac = etree.Element(f"{_T}facsimile")
    tei.insert(1, fac)  # after the teiHeader, before the text
    surfaces = {}
    for page in pages:
        surfaces[page.n] = el(
            fac,
            "surface",
            xml_id=f"page-{page.n:03d}",
            ulx="0",
            uly="0",
            lrx=str(page.width),
            lry=str(page.height),
        )
    zone_of = {}
    for n, place in sorted(places.items()):
        x0, y0, x1, y1 = place.bbox
        zid = f"page-{place.page:03d}.l{n}"
        el(
            surfaces[place.page],
            "zone",
            xml_id=zid,
            ulx=str(x0),
            uly=str(y0),
            lrx=str(x1),
            lry=str(y1),
        )
        zone_of[n] = (zid, place.page)
    text = tei.find(f"{_T}text")
    pending_pb = []
    for e in text.iter(f"{_T}pb", f"{_T}lb"):
        if e.tag == f"{_T}pb":
            after = e.getnext()
            lost = (
                after is not None and after.tag == f"{_T}gap" and after.get("reason") == "missing"
            )
            if not lost and e.get("facs") is None:  # an unread page has no surface
                pending_pb.append(e)
            continue
        found = zone_of.get(int(e.get("n")))
        if found is None:
            continue
        e.set("facs", f"#{found[0]}")
        for pb in pending_pb:  # a page break points to the page of the line after it
            pb.set("facs", f"#page-{found[1]:03d}")
        pending_pb = []
