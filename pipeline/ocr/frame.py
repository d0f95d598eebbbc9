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

import regex

from pipeline.ocr.bend import Bend
from pipeline.ocr.hocr import BBOX

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
    head, sep, rest = text.partition("ocr_page")
    if not sep:
        return (BBOX.sub(_turning(angle, width, height), text) if angle else text).encode()
    end = rest.find(">")
    page = BBOX.sub(f"bbox 0 0 {width} {height}", rest[:end], count=1)
    body = BBOX.sub(_turning(angle, width, height), rest[end:]) if angle else rest[end:]
    return (head + sep + page + body).encode("utf-8")


def _turning(angle: float, width: int, height: int):  # noqa: ANN202 - a regex replacement
    def turn(m: regex.Match) -> str:
        box = unrotate_box(tuple(int(v) for v in m.groups()), angle, width, height)
        return "bbox {} {} {} {}".format(*box)

    return turn


def unbend_hocr(hocr: bytes, bend: Bend, height: int) -> bytes:
    """The hOCR of a page whose lines were straightened (:mod:`pipeline.ocr.bend`) with every
    box but the page's own taken back to the page as it was (of ``height`` rows): its top
    and bottom followed along the bend, so that a line's box encloses the bent line. The
    columns do not move."""
    text = hocr.decode("utf-8")
    head, sep, rest = text.partition("ocr_page")
    end = rest.find(">") if sep else 0

    def back(m: regex.Match) -> str:
        x0, y0, x1, y1 = (int(v) for v in m.groups())
        top, bottom = bend.scan_rows(x0, y0, x1, y1)
        return f"bbox {x0} {max(0, top)} {x1} {min(height, max(bottom, top + 1))}"

    if not sep:
        return BBOX.sub(back, text).encode("utf-8")
    return (head + sep + rest[:end] + BBOX.sub(back, rest[end:])).encode("utf-8")
