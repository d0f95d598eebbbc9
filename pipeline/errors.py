"""One error family, so the command line can print any of them as one clear line.

Every message names the file (or the thing) at fault and what is wrong with it;
the CLI prints ``maison: <message>`` and exits non-zero, without a traceback.
"""

from __future__ import annotations

from pathlib import Path


class MaisonError(ValueError):
    """Base of every error the pipeline raises on purpose."""


class _AtPath(MaisonError):
    """An error in one file: its message is ``path: problem``, both kept."""

    def __init__(self, path: Path | str, problem: str) -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"{path}: {problem}")


class SourceError(_AtPath):
    """A source file is missing, empty, binary, badly encoded or not what it claims."""


class StructureError(_AtPath):
    """The text lacks a structure the build needs (a table of contents, a title page...)."""


class ValidationError(MaisonError):
    """A TEI file we built does not validate against our schema: a bug, never written out."""


class OutputError(MaisonError):
    """An output location cannot be written."""
