"""The OCR's page cache (``OUT/.cache``): each page's hOCR, found again without rendering it.

- **Keyed by the source, not the pixels**: a page of a PDF is keyed by the SHA-256 of the
  PDF's bytes (hashed once per book, :func:`source_id`), its number, the rendering's settings
  (dpi, greyscale, poppler's version) and the reading's, the model's among them
  (:func:`settings`); a page of a folder of images by its file's bytes. A resumed run looks
  its pages up before rendering any: a page already read is neither rendered nor decoded (a
  PDF page's rendering costs a third of a second). A PDF that changes gets a new digest, so
  none of its old entries is found; one that changes while it is being read (its size or
  modification time no longer those it was hashed with) has the pages rendered after the
  change read but not cached.
- **By pixels** (:func:`pixel_key`) for an image given in memory (the bench, the tests).
- **Entries whole or absent**: each is written to a temporary file and renamed
  (:func:`pipeline.outputs.write_atomic`); a run killed mid-write leaves that temporary
  file, which the next run sweeps (:func:`sweep`) once it is older than any write could
  take (:data:`STALE`), so a concurrent writer's file is never taken from under it.
"""

from __future__ import annotations

import functools
import hashlib
import os
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from pipeline.ocr import model
from pipeline.ocr.choices import CONFIG as CHOICES
from pipeline.ocr.frame import FRAME
from pipeline.ocr.points import INK_POINTS
from pipeline.ocr.preprocess import PREPARATION
from pipeline.ocr.vote import READING
from pipeline.outputs import write_atomic

SETTINGS = f"{PREPARATION} {FRAME} page-size blank-cached choices {CHOICES} {INK_POINTS} {READING}"
"""Part of every key: a page read with other settings is read again."""
STALE = 600.0
"""A temporary file this many seconds old is a killed run's: writing an entry (some hundred
kilobytes) takes milliseconds."""
TEMP = ".*.tmp"
"""The name :func:`pipeline.outputs.write_atomic` gives its temporary files."""


@dataclass(frozen=True)
class SourceId:
    """A book's file as it was hashed: its content's digest, and the size and modification
    time it had then."""

    digest: str
    size: int
    mtime_ns: int

    def unchanged(self, path: str | Path) -> bool:
        """Whether the file still has the size and modification time it was hashed with."""
        try:
            st = os.stat(path)
        except OSError:
            return False
        return (st.st_size, st.st_mtime_ns) == (self.size, self.mtime_ns)


def source_id(path: str | Path) -> SourceId:
    """The file's digest (read once, in blocks: a 500 MB PDF is some half a second)."""
    with open(path, "rb") as f:
        st = os.fstat(f.fileno())
        digest = hashlib.file_digest(f, "sha256").hexdigest()
    return SourceId(digest, st.st_size, st.st_mtime_ns)


def bytes_id(data: bytes) -> SourceId:
    """The id of a page image's bytes, already read (no file to stat: it is not re-read)."""
    return SourceId(hashlib.sha256(data).hexdigest(), len(data), 0)


@functools.cache
def poppler() -> str:
    """pdftocairo's version (another poppler may render another page), once per process."""
    try:
        run = subprocess.run(["pdftocairo", "-v"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return "absent"
    return (run.stderr or run.stdout).split("\n", 1)[0].strip()


def settings() -> str:
    """:data:`SETTINGS` and the model's folder, whose name digests all it is made of
    (:func:`.model.tessdata`: Debian's models, the word list, the network): a page read with
    another model, an upgraded Debian ``fra`` too, is read again."""
    return f"{SETTINGS} model {model.NAME} {model.tessdata().name}"


def page_key(source: SourceId, n: int, render: str | None) -> str:
    """A page's key: page ``n`` of a PDF rendered with ``render`` (its settings), or the
    image file itself (``render`` None; ``n`` kept, as a blank page's hOCR names it)."""
    how = f"pdf {render} {poppler()}" if render is not None else "image"
    return hashlib.sha256(f"{settings()} {how} {source.digest} page {n}".encode()).hexdigest()


def pixel_key(width: int, height: int, pixels: bytes) -> str:
    """The key of a page given as an image in memory: its pixels."""
    return hashlib.sha256(f"{settings()} pixels {width}x{height} ".encode() + pixels).hexdigest()


def entry(cache: Path, key: str) -> Path:
    return cache / f"{key}.hocr"


def lookup(cache: Path | None, key: str) -> bytes | None:
    """The cached hOCR of a page, or None."""
    if cache is None:
        return None
    try:
        return entry(cache, key).read_bytes()
    except FileNotFoundError:
        return None


def store(cache: Path | None, key: str, hocr: bytes) -> None:
    if cache is not None:
        write_atomic(entry(cache, key), hocr)  # whole or absent: a killed run leaves no torn entry


def sweep(folder: Path, stale: float = STALE, now: float | None = None) -> int:
    """Remove the temporary files a killed run left in ``folder`` (older than ``stale``
    seconds); how many. Another run writing there at the same time keeps its own, younger,
    files; two sweeps racing for one file are both content."""
    now = time.time() if now is None else now
    removed = 0
    try:
        found = list(folder.glob(TEMP))
    except OSError:
        return 0
    for path in found:
        try:
            if now - path.stat().st_mtime >= stale:
                path.unlink()
                removed += 1
        except FileNotFoundError:  # renamed into place or swept by another run meanwhile
            continue
    return removed
