"""The scan's own coordinates for what tesseract read on a deskewed page, and files written whole.

The preparation turns a skewed page upright (``Image.rotate(-angle)`` about the image's centre,
the size kept) before tesseract reads it, so tesseract's boxes are in the upright image's
frame. A reader of the TEI ``<facsimile>`` or of the ALTO points into the scan as it is: each
box's four corners are turned back by the same angle about the same centre and the box that
encloses them is kept, clipped to the page. The hOCR is rewritten once, before it is cached,
so every later reader (lines, ALTO, facsimile) gets the scan's coordinates.
"""

from __future__ import annotations

import math

import numpy as np
import regex

from pipeline.ocr.bend import Bend
from pipeline.ocr.hocr import BBOX
from pipeline.ocr.points import BASELINE, line_baseline

_TEMP_IMAGE = regex.compile(r"image \"[^\"]*\"; ")  # tesseract's name for pytesseract's temp file
FRAME = "scan-frame no-temp-name page-box unbent"
"""Part of the OCR cache's key: hOCR cached before boxes were put back in the scan's frame
is read again."""


def unrotate_box(
    box: tuple[int, int, int, int], angle: float, width: int, height: int
) -> tuple[int, int, int, int]:
    """A box of the upright image (turned by ``-angle`` degrees, PIL's counter-clockwise
    convention, about the centre) as the enclosing box of its corners in the scan."""
    if not angle:
        return box
    cx, cy = width / 2, height / 2
    a = math.radians(angle)
    cos, sin = math.cos(a), math.sin(a)
    x0, y0, x1, y1 = box
    xs, ys = [], []
    for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
        dx, dy = x - cx, y - cy
        # the page was turned clockwise by `angle` to stand upright: turn back counter-clockwise
        xs.append(cx + dx * cos + dy * sin)
        ys.append(cy - dx * sin + dy * cos)
    return (
        max(0, math.floor(min(xs))),
        max(0, math.floor(min(ys))),
        min(width, math.ceil(max(xs))),
        min(height, math.ceil(max(ys))),
    )


def hocr_to_scan(hocr: bytes, angle: float, width: int, height: int) -> bytes:
    """The hOCR with every ``bbox`` (page, areas, lines, words) in the scan's frame, the
    page's own box the scan's size (a page read scaled down and back would be a pixel off,
    and a cached page's size is read from it), and without the name of the temporary file
    tesseract read (a new one each run: the same page must give the same bytes)."""
    text = _TEMP_IMAGE.sub("", hocr.decode("utf-8"), count=1)
    split = _page_split(text)
    if split is None:
        return (BBOX.sub(_turning(angle, width, height), text) if angle else text).encode()
    head, page, body = split
    page = BBOX.sub(f"bbox 0 0 {width} {height}", page, count=1)
    body = BBOX.sub(_turning(angle, width, height), body) if angle else body
    return (head + page + body).encode("utf-8")


_PAGE = regex.compile(r"""class=(["'])ocr_page\1""")
_TITLE = regex.compile(r"""title=(["'])(.*?)\1""")


def _page_split(text: str) -> tuple[str, str, str] | None:
    """The hOCR cut round its page element's opening tag: what comes before it (tesseract's
    head names ``ocr_page`` among its capabilities, no box), the tag, and the rest."""
    found = _PAGE.search(text)
    if found is None:
        return None
    start = text.rfind("<", 0, found.start())
    end = text.index(">", found.end()) + 1
    return text[:start], text[start:end], text[end:]


def _turning(angle: float, width: int, height: int):  # noqa: ANN202 - a regex replacement
    def turn(m: regex.Match) -> str:
        box = unrotate_box(tuple(int(v) for v in m.groups()), angle, width, height)
        return "bbox {} {} {} {}".format(*box)

    return turn


def unbend_hocr(hocr: bytes, bend: Bend, height: int) -> bytes:
    """The hOCR of a page whose lines were straightened (:mod:`pipeline.ocr.bend`) with every
    box but the page's own taken back to the page as it was (of ``height`` rows): its top
    and bottom followed along the bend, so that a line's box encloses the bent line, kept on
    the page; a line's baseline goes with it (through the points of the scan its ends were
    taken from). The columns do not move."""
    text = hocr.decode("utf-8")
    head, page, body = _page_split(text) or ("", "", text)

    def back(m: regex.Match) -> str:
        title = m[2]
        box = BBOX.search(title)
        if box is None:
            return m[0]
        x0, y0, x1, y1 = (int(v) for v in box.groups())
        base = line_baseline(title)
        top, bottom = bend.scan_rows(x0, y0, x1, y1)
        top = min(max(0, top), height - 1)
        bottom = min(max(bottom, top + 1), height)
        title = BBOX.sub(f"bbox {x0} {top} {x1} {bottom}", title, count=1)
        if base is not None:
            slope, offset, _, _ = base
            ends = np.array([x0, x1], dtype=float)
            rows = y1 + offset + slope * (ends - x0)
            scan = rows + bend.at(ends, rows)
            slope = (scan[1] - scan[0]) / max(1, x1 - x0)
            title = BASELINE.sub(f"baseline {slope:.3f} {round(scan[0] - bottom)}", title, count=1)
        return f"title={m[1]}{title}{m[1]}"

    return (head + page + _TITLE.sub(back, body)).encode("utf-8")
