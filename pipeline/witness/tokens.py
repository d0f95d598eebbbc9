"""The tokens two witnesses are compared by: words as the normalised readings give them,
keyed so that what is not a variant does not count.

Both readings are modern spelling (the 1642 transcription is, and 1665's normalised reading
is made so), but they still differ in ways that are nobody's variant: the apostrophe's shape
(``d'un``, ``d’un``), accents and case, a number in words or in figures (``trente-six``,
``36``), a hyphen (``c'est-à-dire``, ``c’est à dire``), the 1642 transcriber's ``[sic]``.
A token's ``key`` folds all of these; its ``text`` is as the witness writes it.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex

from pipeline.extract.numbers import word_value
from pipeline.text.fold import fold

_TOKEN = regex.compile(r"\p{L}+[’']|\p{L}+(?:-\p{L}+)*|\d+|[^\s\p{L}\d]")
_SIC = regex.compile(r"\s*\[sic\]", regex.I)
_NOT_NUMBERS = frozenset({"un", "une", "neuf"})
"""Number words that are more often something else (an article, *new*): compared as words."""


@dataclass(frozen=True)
class Token:
    text: str
    key: str
    """What the comparison sees: folded, one word; a number as ``#VALUE``; punctuation as is."""
    space: str = ""
    """The white space before it in the reading, so that the text can be written again."""

    @property
    def is_word(self) -> bool:
        return self.key[:1].isalnum() or self.key.startswith("#")

    @property
    def number(self) -> int | None:
        return int(self.key[1:]) if self.key.startswith("#") else None


def tokens(text: str) -> list[Token]:
    """The tokens of a reading: words (an elided word with its apostrophe; a compound's
    parts each a token, its hyphens kept in their text, but a number in words one token),
    figures, punctuation marks; the transcriber's ``[sic]`` left out."""
    out = []
    text = _SIC.sub("", text)
    end = 0
    for m in _TOKEN.finditer(text):
        t, space = m.group(), text[end : m.start()]
        end = m.end()
        number = _number(t)
        if number is not None:
            out.append(Token(t, f"#{number}", space))
            continue
        parts = t.split("-")
        for i, part in enumerate(parts):
            shown = part + ("-" if i < len(parts) - 1 else "")
            value = _number(part) if part else None
            key = f"#{value}" if value is not None else _key(part)
            out.append(Token(shown, key, space if i == 0 else ""))
    return _whole_numbers(out)


def _whole_numbers(toks: list[Token]) -> list[Token]:
    """A number in words read whole, one token: ``trente et deux`` (the print) and
    ``trente-deux`` (the transcription) are both 32, ``nonante trois`` 93."""
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        n = t.number
        if n is not None and (n >= 20 and n % 10 == 0 or n == 10) and not t.text.isdigit():
            j = i + 1
            if j < len(toks) and toks[j].key == "et":
                j += 1
            unit = toks[j] if j < len(toks) else None
            value = unit.number if unit is not None else None
            if value is None and unit is not None and unit.key == "un":
                value = 1
            fits = value is not None and (0 < value < 10 if n >= 20 else 7 <= value <= 9)
            if fits and unit is not None and not unit.text.isdigit():
                text = "".join(
                    (x.space if k else "") + x.text for k, x in enumerate(toks[i : j + 1])
                )
                out.append(Token(text, f"#{n + value}", t.space))
                i = j + 1
                continue
        out.append(t)
        i += 1
    return out


def text_of(toks: list[Token]) -> str:
    """The tokens written as the reading gave them."""
    return "".join(t.space + t.text for t in toks).strip()


def _number(t: str) -> int | None:
    if t.isdigit():
        return int(t)
    low = t.lower()
    if not t[0].isalpha() or low in _NOT_NUMBERS:
        return None
    return word_value(low.replace("-", " ").split()) if low.replace("-", "").isalpha() else None


def _key(t: str) -> str:
    if not t or not t[0].isalpha():
        return "’" if t in ("'", "’") else t
    key = fold(t).replace(" ", "")
    return key + "’" if t[-1] in "'’" else key or t
