"""Characters XML cannot hold, as a text file may carry them: one definition for every reader
of a text that goes into the TEI (a source, the editors' overrides).

XML 1.0 forbids every C0 control but tab, line feed and carriage return, and U+FFFE/U+FFFF.
Those Python reads as white space (form feed, vertical tab, the four separators) a reader of
a source folds as a space anyway; the others (NUL, BEL, ESC…) are stray bytes to name.
"""

from __future__ import annotations

import regex as re

CONTROL = re.compile(r"[\x00-\x08\x0e-\x1b\ufffe\uffff]")
"""Characters XML cannot hold that are not white space to a reader."""
SPACE_CONTROL = re.compile(r"[\x0b\x0c\x1c-\x1f]")
"""Controls Python reads as white space: XML cannot hold them either."""
XML_FORBIDDEN = re.compile(f"{CONTROL.pattern[:-1]}{SPACE_CONTROL.pattern[1:]}")
"""Both: every character XML cannot hold."""
_NAMES = {"\x00": "NUL", "\x07": "BEL", "\x08": "BS", "\x1b": "ESC"}


def control_name(c: str) -> str:
    """``U+0000 (NUL)``: the code point, and the control's name where a reader knows it."""
    name = _NAMES.get(c)
    return f"U+{ord(c):04X}" + (f" ({name})" if name else "")
