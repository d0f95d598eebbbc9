"""Numbers stated in a rule, with the role the sentence gives them.

Digits (``63``, ``63.``), roman numerals (``XXXVI``) and number words, modern or of 1665
(``onze``/``unze``/``vnze``, ``nonante``, ``septante``, ``quatre-vingts``, ``vingt & six``),
parsed with ``text2num`` (a real French number parser) after the early-modern forms are
mapped to the ones it knows. Roles, from the words around the number:

- ``square``: a place on a board (``au nombre 12``, ``la case 6``, ``niche``);
- ``value``: what something is worth or counts (``vaut onze``, ``compte nonante``);
- ``count``: how many of a thing (``douze cartes``, ``deux dés``), with the thing as ``unit``;
- ``number``: anything else.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

import regex
from text_to_num import text2num

from pipeline.text.roman import roman_value

if TYPE_CHECKING:  # spaCy is loaded only where a text is analysed
    from spacy.tokens import Doc, Token

# early-modern and regional forms -> what text2num reads
_OLD_FORMS = {
    "unze": "onze",
    "vnze": "onze",
    "septante": "soixante-dix",
    "octante": "quatre-vingt",
    "huitante": "quatre-vingt",
    "nonante": "quatre-vingt-dix",
    "quatre-vingts": "quatre-vingt",
}
_UNITS = {
    "un": 1,
    "une": 1,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
}
_TENS = {"vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60}
_WORDS = (
    set(_UNITS)
    | set(_TENS)
    | set(_OLD_FORMS)
    | {
        "zéro",
        "dix",
        "onze",
        "douze",
        "treize",
        "quatorze",
        "quinze",
        "seize",
        "cent",
        "cents",
        "mille",
        "soixante-dix",
        "quatre-vingt",
        "quatre-vingts",
        "quatre-vingt-dix",
    }
)
_DIGITS = regex.compile(r"(\d{1,5})\.?")
_ROMAN = regex.compile(r"[IVXLC]{2,8}\.?|[IVX]\.")
_VALUE_VERBS = {"valoir", "compter", "marquer", "gagner", "payer", "tirer", "mettre", "donner"}
_VALUE_STEMS = ("compt", "val", "vau", "marqu", "pai", "pay", "gagn")
_SQUARE_NOUNS = {"nombre", "case", "niche", "numéro", "carreau"}
_NOT_UNITS = {"et", "ou", "de", "du", "des", "à", "au", "aux", "en", "la", "le", "les"}


@dataclass(frozen=True)
class Number:
    value: int
    text: str
    role: str  # "square", "value", "count", "number"
    unit: str | None = None

    def as_dict(self) -> dict:
        return asdict(self)


def word_value(words: list[str]) -> int | None:
    """The value of a run of French number words (``trente-cinq``, ``vingt et six``)."""
    ws = [_OLD_FORMS.get(w.lower(), w.lower()) for w in words]
    if len(ws) == 3 and ws[1] == "et" and ws[0] in _TENS and ws[2] in _UNITS:
        return _TENS[ws[0]] + _UNITS[ws[2]]  # vingt & six, as the book writes it
    ws = [w for w in ws if w != "et"] if len(ws) > 1 else ws
    try:
        return text2num(" ".join(ws), "fr")
    except ValueError:
        return None


def numbers_in(doc: Doc) -> list[Number]:
    """Every number of a parsed rule, in order."""
    out: list[Number] = []
    i = 0
    while i < len(doc):
        tok = doc[i]
        low = tok.text.lower()
        if _DIGITS.fullmatch(tok.text):
            out.append(_with_role(doc, i, i + 1, int(_DIGITS.fullmatch(tok.text).group(1))))
            i += 1
        elif _ROMAN.fullmatch(tok.text) and (value := roman_value(tok.text.rstrip("."))):
            out.append(_with_role(doc, i, i + 1, value))
            i += 1
        elif low in ("un", "une"):
            i += 1  # alone, an article far more often than a number
        elif low in _WORDS or "-" in low and all(p in _WORDS for p in low.split("-")):
            j = i + 1
            while j < len(doc) and (
                doc[j].text.lower() in _WORDS
                or (
                    doc[j].text.lower() == "et"
                    and j + 1 < len(doc)
                    and doc[j + 1].text.lower() in _UNITS
                )
            ):
                j += 1
            value = word_value([t.text for t in doc[i:j]])
            if value is not None:
                out.append(_with_role(doc, i, j, value))
            i = j
        else:
            i += 1
    return out


def _with_role(doc: Doc, i: int, j: int, value: int) -> Number:
    text = doc[i:j].text
    before = [t for t in doc[max(0, i - 3) : i] if not t.is_punct]
    if before and before[-1].lemma_.lower() in _SQUARE_NOUNS:
        return Number(value, text, "square")
    after = doc[j] if j < len(doc) else None
    if after is not None and _is_unit(after):
        return Number(value, text, "count", after.lemma_.lower())
    if _near_value_verb(doc, i, j):
        return Number(value, text, "value")
    return Number(value, text, "number")


def _is_unit(tok: Token) -> bool:
    return (
        tok.is_alpha
        and tok.text.lower() not in _NOT_UNITS
        and tok.text.lower() not in _WORDS
        and (tok.pos_ in ("NOUN", "PROPN", "ADJ") or tok.text.lower() == "fois")
        and tok.text[:1].islower()
    )


def _near_value_verb(doc: Doc, i: int, j: int) -> bool:
    """A verb of worth or counting governs the number or stands right by it (the small model
    lemmatises ``compte`` as a noun: the word's stem is checked too)."""
    for t in doc[i:j]:
        if _value_verb(t.head):
            return True
    window = doc[max(0, i - 3) : min(len(doc), j + 1)]
    return any(_value_verb(t) for t in window)


def _value_verb(tok: Token) -> bool:
    return tok.lemma_ in _VALUE_VERBS or tok.text.lower().startswith(_VALUE_STEMS)
