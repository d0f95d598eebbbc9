"""The pages of a book, as images: a PDF's rendered by pdftocairo (pdf2image), a folder's
opened in name order; a page that cannot be had is a :class:`PageError` or an error in place
of its image, never the end of the book. Pillow's guard against decompression bombs stays
on."""

from __future__ import annotations

import io
from collections.abc import Collection, Iterator
from pathlib import Path

from PIL import Image, UnidentifiedImageError

from pipeline.errors import MaisonError

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
DPI = 300
CHUNK = 4


def count_pages(source: Path) -> int:
    """How many pages the source has; a clear error for what is not a readable source."""
    if source.is_dir():
        files = [p for p in source.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES]
        if not files:
            raise MaisonError(f"{source}: no page images (PNG, JPEG, TIFF)")
        return len(files)
    return _pdf_pages(source)


def _pdf_pages(source: Path) -> int:
    if not source.exists():
        raise MaisonError(f"{source}: no such file or folder")
    from pdf2image import pdfinfo_from_path
    from pdf2image.exceptions import PDFInfoNotInstalledError, PDFPageCountError, PDFSyntaxError

    try:
        info = pdfinfo_from_path(str(source))
    except PDFInfoNotInstalledError:
        raise MaisonError(
            "poppler-utils is not installed (apt-get install poppler-utils)"
        ) from None
    except (PDFPageCountError, PDFSyntaxError) as e:
        message = str(e).strip()
        reason = message.splitlines()[-1] if message else "unreadable"
        if "password" in message.lower() or "encrypt" in message.lower():
            reason = "encrypted"
        raise MaisonError(f"{source}: not a readable PDF ({reason})") from None
    pages = int(info.get("Pages", 0))
    if pages == 0:
        raise MaisonError(f"{source}: the PDF has no pages")
    return pages


def image_files(source: Path) -> list[Path]:
    """A folder's page images, in name order."""
    count_pages(source)
    return sorted(p for p in source.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)


def page_images(
    source: Path, wanted: Collection[int] | None = None
) -> Iterator[tuple[int, Image.Image | None, str | None]]:
    """(page number, image or None, error) for every page (or every ``wanted`` page) of a
    PDF or an image folder; a PDF's pages are rendered a few consecutive ones at a time."""
    if source.is_dir():
        for k, f in enumerate(image_files(source), 1):
            if wanted is not None and k not in wanted:
                continue
            try:
                with Image.open(f) as im:
                    im.load()
                    yield k, im.copy(), None
            except (UnidentifiedImageError, OSError, Image.DecompressionBombError) as e:
                yield k, None, f"{f}: not a readable image ({e.__class__.__name__})"
        return
    from pdf2image import convert_from_path

    runs: list[list[int]] = []
    for n in sorted(wanted) if wanted is not None else range(1, _pdf_pages(source) + 1):
        if runs and n == runs[-1][-1] + 1 and len(runs[-1]) < CHUNK:
            runs[-1].append(n)
        else:
            runs.append([n])
    for run in runs:
        first, last = run[0], run[-1]
        try:
            images = convert_from_path(
                str(source),
                dpi=DPI,
                first_page=first,
                last_page=last,
                use_pdftocairo=True,
                grayscale=True,
            )
        except Exception as e:  # noqa: BLE001 - poppler's failures on a damaged page range
            for k in range(first, last + 1):
                yield k, None, f"{source}: page {k} cannot be rendered ({e.__class__.__name__})"
            continue
        yield from ((k, im, None) for k, im in enumerate(images, first))


RENDER = f"dpi={DPI} gray pdftocairo"
"""How a PDF's page is rendered: part of its cache key."""


class PageError(Exception):
    """A page that cannot be had: its message says which and why."""


def render_page(source: str, n: int) -> Image.Image:
    """Page ``n`` (1-based) of a PDF, rendered alone (on the worker that reads it)."""
    from pdf2image import convert_from_path

    try:
        (page,) = convert_from_path(
            source, dpi=DPI, first_page=n, last_page=n, use_pdftocairo=True, grayscale=True
        )
    except Exception as e:  # noqa: BLE001 - poppler's failures on a damaged page
        raise PageError(f"page {n}: cannot be rendered ({e.__class__.__name__})") from None
    return page


def open_image(data: bytes, label: str) -> Image.Image:
    """A page image from its file's bytes (read once: they are its key too)."""
    try:
        with Image.open(io.BytesIO(data)) as im:
            im.load()
            return im.copy()
    except (UnidentifiedImageError, OSError, Image.DecompressionBombError) as e:
        raise PageError(f"{label}: not a readable image ({e.__class__.__name__})") from None
