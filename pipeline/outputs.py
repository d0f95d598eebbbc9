"""One set of outputs: a build's files replace the previous build's all together, or not at all.

Writing each output to a temporary file renamed into place kept every *file* whole, but a
build killed between two files left a mixed set (new TEI, old ``interventions.tsv`` and
reports) and, killed mid-file, a temporary file no later build removed. Here the whole set
is written first into a staging directory beside the output directory
(``.out.staging-XXXX`` next to ``out``), with ``manifest.tsv`` (each file's SHA-256) written
last, and then the two directories are swapped in one step with Linux's
``renameat2(RENAME_EXCHANGE)``. A kill before the swap leaves the old set; after it, the
new one; the loser of the swap is removed by this build or, if killed first, by the next.

What else lives in the output directory (the scan's OCR cache ``.scan``, a reader's notes)
is not part of the set: it is moved into the staging directory just before the swap, its
names listed first in ``.carried`` so that the next build can put it back if a kill comes
between the moves and the swap. Old outputs the new set no longer has (a renamed source)
go with the old set.

Where the exchange is not available (another kernel or file system), the swap is two
renames (old ``out`` aside, staging into place); a kill between them leaves no ``out``, and
the next build rolls forward to the complete staged set. A chosen simplicity: the set is
one directory, so ``--out`` must be a directory the build owns, never one shared with
unrelated work in progress.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import hashlib
import os
import shutil
import tempfile
from collections.abc import Iterable
from pathlib import Path

from pipeline.errors import OutputError

MANIFEST = "manifest.tsv"
CARRIED = ".carried"
_OLD_OUTPUTS = ("*.xml", "interventions*.tsv", "rules.jsonl", "reports", MANIFEST, ".*.tmp")
"""Entries of an output directory written by a build before manifests existed."""


def check_output_dir(out: Path) -> None:
    """Fail now, before a long build, if ``out`` cannot receive the set (nothing is written:
    a probe file is created and removed in the nearest existing directory)."""
    if out.exists() and not out.is_dir():
        raise OutputError(f"{out}: is not a directory (the output directory)")
    probe = out if out.is_dir() else out.parent
    while not probe.exists():
        probe = probe.parent
    if not probe.is_dir():
        raise OutputError(f"{out}: cannot create the output directory ({probe} is a file)")
    for d in {probe, out.parent} if out.parent.exists() else {probe}:
        try:
            fd, tmp = tempfile.mkstemp(dir=d, prefix=".maison-probe-")
        except OSError as e:
            raise OutputError(
                f"{out}: output directory is not writable ({d}: {e.strerror})"
            ) from None
        os.close(fd)
        os.unlink(tmp)


def write_atomic(path: Path, data: bytes) -> None:
    """One file written whole or not at all, outside a set of outputs (a page of OCR, a cache
    entry, the NLP memo): a temporary file of its own beside it, renamed. Two processes
    writing the same entry each rename their own complete file; an interrupted write leaves
    no temporary behind; a location that cannot be written is one clear error."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as e:
        raise OutputError(f"{path.parent}: cannot write there ({e.strerror})") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)  # mkstemp makes it private; outputs are for everyone
        os.replace(tmp, path)
    except BaseException as e:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(e, OSError):
            raise OutputError(f"{path}: cannot be written ({e.strerror})") from None
        raise


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def manifest_text(files: dict[str, bytes]) -> str:
    """``sha256<TAB>bytes<TAB>path``, one output a line, sorted: what a complete set holds."""
    rows = [f"{digest(data)}\t{len(data)}\t{name}" for name, data in sorted(files.items())]
    return "# sha256\tbytes\tpath (written last: the set is complete when this file is)\n" + (
        "\n".join(rows) + "\n"
    )


def read_manifest(out: Path) -> dict[str, str] | None:
    """path -> sha256 of the set in ``out``, or None if it has no manifest."""
    try:
        text = (out / MANIFEST).read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None
    rows = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return {r[2]: r[0] for r in rows if len(r) == 3}


def check_set(out: Path) -> list[str]:
    """Files of ``out`` that differ from its manifest (empty: the set is whole)."""
    listed = read_manifest(out)
    if listed is None:
        return [f"{out / MANIFEST}: missing"]
    bad = []
    for name, sha in listed.items():
        try:
            if digest((out / name).read_bytes()) != sha:
                bad.append(f"{out / name}: differs from {MANIFEST}")
        except OSError:
            bad.append(f"{out / name}: missing")
    return bad


def publish(out: Path, files: dict[str, bytes]) -> None:
    """Replace the output set in ``out`` by ``files`` (relative path -> bytes), atomically.

    An ``out`` that is a symbolic link is followed: the set is swapped where it lives, and
    the link stays."""
    out = Path(os.path.realpath(out))
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise OutputError(f"{out}: cannot create the output directory ({e.strerror})") from None
    with _locked(out.parent):
        _publish(out, files)


@contextlib.contextmanager
def _locked(parent: Path):  # noqa: ANN202
    """One publisher at a time beside ``out``: a second build's sweep must never remove the
    staging directory the first is swapping (the lock is on the parent directory itself)."""
    fd = os.open(parent, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _publish(out: Path, files: dict[str, bytes]) -> None:
    try:
        sweep(out)
        staging = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}.staging-"))
    except OSError as e:
        raise OutputError(f"{out}: cannot prepare the output directory ({e.strerror})") from None
    try:
        for name, data in files.items():
            _write(staging / name, data)
        _write(staging / ".manifest.tmp", manifest_text(files).encode("utf-8"))
        os.rename(staging / ".manifest.tmp", staging / MANIFEST)  # whole, or absent
        _fsync_dir(staging)
        os.chmod(staging, 0o755)  # mkdtemp makes it private; outputs are for everyone
        if out.exists():
            carried = _carried(out, set(files) | {MANIFEST})
            if carried:  # listed only when there is something to put back: a kill between
                # the swap and the unlink below leaves the list, which the next build sweeps
                _write(staging / CARRIED, "".join(f"{n}\n" for n in carried).encode("utf-8"))
            for name in carried:
                os.rename(out / name, staging / name)
            _swap(staging, out)
            (out / CARRIED).unlink(missing_ok=True)
        else:
            os.rename(staging, out)
    except OSError as e:
        raise OutputError(f"{out}: cannot write the outputs ({e.strerror})") from None
    finally:
        if staging.exists():  # after the swap: the old set
            shutil.rmtree(staging, ignore_errors=True)


def sweep(out: Path) -> None:
    """Undo what a killed build left: put carried entries back, roll a half-done two-rename
    swap forward, remove stale staging and old directories and temporary files."""
    stale = sorted(out.parent.glob(f".{out.name}.staging-*")) + sorted(
        out.parent.glob(f".{out.name}.old-*")
    )
    if not out.exists():
        done = [d for d in stale if ".staging-" in d.name and (d / MANIFEST).exists()]
        if done:  # killed between the two renames of the fallback swap
            os.rename(done[-1], out)
            stale.remove(done[-1])
    for d in stale:
        listed = d / CARRIED
        if listed.exists() and out.is_dir():  # killed before the swap: the moves go back
            for name in listed.read_text(encoding="utf-8").splitlines():
                if name and (d / name).exists() and not (out / name).exists():
                    os.rename(d / name, out / name)
        shutil.rmtree(d, ignore_errors=True)
    if out.is_dir():
        (out / CARRIED).unlink(missing_ok=True)
        for tmp in out.rglob(".*.tmp"):  # the per-file writes of older builds
            tmp.unlink(missing_ok=True)


def _carried(out: Path, new: Iterable[str]) -> list[str]:
    """Top-level entries of ``out`` that belong to neither the old set nor the new one."""
    tops = {n.split("/")[0] for n in new}
    listed = read_manifest(out)
    old = {n.split("/")[0] for n in listed} if listed is not None else set()
    out_list = []
    for p in sorted(out.iterdir()):
        if p.name in tops or p.name in old or p.name in (MANIFEST, CARRIED):
            continue
        if listed is None and any(p.match(g) for g in _OLD_OUTPUTS):
            continue
        out_list.append(p.name)
    return out_list


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.chmod(path, 0o644)


def _fsync_dir(path: Path) -> None:
    """The folder and every folder below it, synced."""
    for d in [path, *(p for p in path.rglob("*") if p.is_dir())]:
        _fsync_dir_only(d)


_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def _swap(staging: Path, out: Path) -> None:
    """Exchange the two directories in one step; else two renames (see the module's doc)."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (AttributeError, OSError):
        renameat2 = None
    if renameat2 is not None:
        a, b = os.fsencode(staging), os.fsencode(out)
        if renameat2(_AT_FDCWD, a, _AT_FDCWD, b, _RENAME_EXCHANGE) == 0:
            _fsync_dir_only(out.parent)
            return
        err = ctypes.get_errno()
        if err not in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
            raise OSError(err, os.strerror(err))
    old = staging.with_name(staging.name.replace(".staging-", ".old-"))
    os.rename(out, old)
    os.rename(staging, out)
    os.rename(old, staging)  # the caller removes the old set by the staging name


def _fsync_dir_only(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
