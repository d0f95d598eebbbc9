"""Numbers stated in a rule, with the role the sentence gives them.

Digits (``63``, ``63.``), roman numerals (``XXXVI``) and number words, modern or of 1665
(``onze``/``unze``/``vnze``, ``nonante``, ``septante``, ``quatre-vingts``, ``vingt & six``),
parsed with ``text2num`` (a real French number parser) after the early-modern forms are
mapped to the ones it knows. An article's own number (``4. Lesdits joueurs…``, ``Art. 12``)
is not a quantity and is not reported. Roles, from the dependency parse and the words
around the number, in this order:

- ``square``: a place on a board (``au nombre 12``, ``cercle 46``, ``Qui ira au 10.``,
  ``recule au 14``, the niches ``à VI. II. A``, the Trictrac points ``mon quatre``);
- ``value``: what something is worth or counts (``vaut onze``, ``compte nonante``,
  ``quatre points``, and the rest of a list that says its verb once: ``le valet vaut dix,
  la Dame onze``);
- ``stake``: counters or money paid or put in (``paye dix jettons``, ``l'on en paye deux``,
  ``prendra deux marques``), with the counter as ``unit`` when named;
- ``count``: how many of a thing (``douze cartes``, ``deux dés``; ``il en prend six``), with
  the thing as ``unit`` (the noun the number modifies, else the word after it);
- ``number``: anything else (a king's ordinal, a year, ``tous deux``).

``make bench`` scores the roles on the hand-labelled ``tests/gold/number-roles.tsv``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

import regex
from text_to_num import text2num

from pipeline.text.roman import roman_value

if TYPE_CHECKING:  # spaCy is loaded only where a text is analysed
    from spacy.tokens import Doc, Span, Token

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
_VALUE_VERBS = {"valoir", "compter", "marquer"}
_VALUE_STEMS = ("compt", "val", "vau", "marqu")
_VALUE_UNITS = {"point", "points", "p."}
_PAY_STEMS = ("pai", "pay")
_STAKE_VERBS = {"mettre", "donner", "tirer", "retirer", "prendre", "recevoir", "coucher"}
_STAKE_UNITS = ("jeton", "jetton", "marque", "écu", "sol", "denier", "pistole", "fiche")
_SQUARE_NOUNS = {"nombre", "case", "niche", "numéro", "carreau", "cercle", "siècle", "coté"}
_SQUARE_WORDS = ("nombre", "case", "niche", "numéro", "carreau", "cercle", "siècle", "cot")
_TO = {"au", "à", "aux"}
_POSSESSIVE = {"mon", "ton", "son", "notre", "votre", "leur"}
_NOT_UNITS = {"et", "ou", "de", "du", "des", "à", "au", "aux", "en", "la", "le", "les"}
_ARTICLE = regex.compile(r"(?i)art(icle)?\.?")
_ROMAN_LABEL = regex.compile(r"[IVX]+\.?")
_STAKE_STEMS = ("mett", "met", "mis", "donn", "tir", "retir", "pren", "reç", "recev", "couch")


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
    spans: list[tuple[int, int]] = []
    i = _after_article_number(doc)
    while i < len(doc):
        tok = doc[i]
        low = tok.text.lower()
        if _DIGITS.fullmatch(tok.text):
            out.append(_with_role(doc, i, i + 1, int(_DIGITS.fullmatch(tok.text).group(1))))
            spans.append((i, i + 1))
            i += 1
        elif _ROMAN.fullmatch(tok.text) and (value := roman_value(tok.text.rstrip("."))):
            out.append(_with_role(doc, i, i + 1, value))
            spans.append((i, i + 1))
            i += 1
        elif low in ("un", "une"):
            i += 1  # alone, an article far more often than a number
        elif _number_word(low):
            j = i + 1
            while j < len(doc) and (
                _number_word(doc[j].text.lower())
                or (
                    doc[j].text.lower() == "et"
                    and doc[j - 1].text.lower() in _TENS
                    and j + 1 < len(doc)
                    and doc[j + 1].text.lower() in _UNITS
                )
            ):
                j += 1
            value = word_value([t.text for t in doc[i:j]])
            if value is not None:
                out.append(_with_role(doc, i, j, value))
                spans.append((i, j))
            i = j
        else:
            i += 1
    return _series(doc, out, spans)


def _number_word(low: str) -> bool:
    return low in _WORDS or ("-" in low and all(p in _WORDS for p in low.split("-")))


def _series(doc: Doc, numbers: list[Number], spans: list[tuple[int, int]]) -> list[Number]:
    """Numbers in a series (``deux ou trois marques``, ``un, deux, trois ou quatre
    monceaux``) take the role of the last, which stands by what they count; a score
    (``cinq à cinq``) is a value."""
    out = list(numbers)
    for k in range(len(out) - 2, -1, -1):
        (_, j), (i2, _) = spans[k], spans[k + 1]
        between = [t.text.lower() for t in doc[j:i2]]
        if between == ["à"] and out[k].text.lower() == out[k + 1].text.lower():
            out[k] = Number(out[k].value, out[k].text, "value")
            out[k + 1] = Number(out[k + 1].value, out[k + 1].text, "value")
        elif between in (["ou"], ["et"], [","], ["ou", "par"]) and out[k].role == "number":
            nxt = out[k + 1]
            if nxt.role in ("count", "stake", "value"):
                out[k] = Number(out[k].value, out[k].text, nxt.role, nxt.unit)
    for k in range(1, len(out)):
        (_, j), (i2, _) = spans[k - 1], spans[k]
        gap = doc[j:i2]
        if out[k - 1].role == "value" and out[k].role == "number" and _gapped(gap):
            out[k] = Number(out[k].value, out[k].text, "value")
    return out


def _gapped(gap: Span) -> bool:
    """The words between two numbers are a new subject with its verb left out, as in a list of
    worths (``les as valent cinq, les Rois quatre, les Reines trois``): a comma, then a
    determiner and a noun, no verb."""
    words = [t for t in gap if not t.is_punct or t.text == ","]
    if len(words) > 2 and words[1].lower_ == "et":  # the list's last item: ", et les Valets"
        words = [words[0], *words[2:]]
    return (
        2 <= len(words) <= 4
        and words[0].text == ","
        and words[1].pos_ == "DET"
        and words[-1].pos_ in ("NOUN", "PROPN")
        and not any(t.pos_ in ("VERB", "AUX") for t in gap)
    )


def _after_article_number(doc: Doc) -> int:
    """Where the text after an article's own number starts: ``4. Lesdits…``, ``i. Messieurs``,
    ``Art. 12.``; 0 if the rule does not start with one."""
    i = 1 if len(doc) > 1 and _ARTICLE.fullmatch(doc[0].text) else 0
    if i == 1 and doc[1].text == ".":
        i = 2
    if i >= len(doc):
        return 0
    tok = doc[i]
    numeral = _DIGITS.fullmatch(tok.text) or regex.fullmatch(r"[IVXLCivxlc]{1,6}\.?", tok.text)
    dotted = tok.text.endswith(".") or (i + 1 < len(doc) and doc[i + 1].text == ".")
    if numeral and dotted:
        return i + (1 if tok.text.endswith(".") else 2)
    return 0


def _with_role(doc: Doc, i: int, j: int, value: int) -> Number:
    text = doc[i:j].text
    last = doc[j - 1]
    before = [t for t in doc[max(0, i - 3) : i] if not t.is_punct]
    prev = before[-1].text.lower() if before else ""
    roman = _ROMAN.fullmatch(doc[i].text) or regex.fullmatch(r"[IVX]\.?", doc[i].text)
    king = before and before[-1].text[:1].isupper() and not _ROMAN_LABEL.fullmatch(before[-1].text)
    if roman and king and prev not in _TO:
        return Number(value, text, "number")  # a king's ordinal: Louis IX., Roi de France XLIII.
    if _is_square(doc, i, before, prev):
        return Number(value, text, "square")
    unit = _unit(doc, last, j)
    if unit and unit not in _VALUE_UNITS and last.head.dep_.startswith("nsubj"):
        return Number(value, text, "count", unit)  # "Deux pieds … valent": what is worth
    if unit in _VALUE_UNITS or _near_value_verb(doc, i, j):
        return Number(value, text, "value")
    if _near_pay_verb(doc, i, j) or (unit or "").startswith(_STAKE_UNITS) and _stake_verb(doc, i):
        return Number(value, text, "stake", unit)
    if unit is not None:
        return Number(value, text, "count", unit)
    if prev == "en" or _clitic_en(last):
        return Number(value, text, "count")  # "il en prend six": so many of what was named
    return Number(value, text, "number")


def _is_square(doc: Doc, i: int, before: list, prev: str) -> bool:
    """A place on a board: after a word for one (``nombre``, ``cercle``, ``coté``), a digit
    after ``au``/``à`` (``Qui ira au 10.``), a roman numeral in a niche's label (``à VI. II.``,
    not a king's ``Louis IX.``), a number word after a possessive (``ton cinq``)."""
    if prev.startswith(_SQUARE_WORDS):
        return True
    tok = doc[i]
    if prev in _TO and _DIGITS.fullmatch(tok.text):
        return True
    if _ROMAN.fullmatch(tok.text) or regex.fullmatch(r"[IVX]\.?", tok.text):
        k = i - 1
        while k >= 0 and (doc[k].text == "." or regex.fullmatch(r"[IVX]+\.?", doc[k].text)):
            k -= 1
        return (k < 0 or doc[k].text.lower() in _TO) and (k < i - 1 or k < 0 or prev in _TO)
    return prev in _POSSESSIVE and tok.text.lower() in _WORDS


def _unit(doc: Doc, last: Token, j: int) -> str | None:
    """What the number counts: the noun it modifies in the parse, else the word after it."""
    head = last.head
    if last.dep_ == "nummod" and head.i >= j and head.i <= j + 2 and _is_unit(head):
        return head.lemma_.lower()
    after = doc[j] if j < len(doc) else None
    if after is not None and _is_unit(after):
        return after.lemma_.lower()
    return None


def _clitic_en(tok: Token) -> bool:
    verb = tok.head
    return any(c.text.lower() == "en" and c.i < tok.i for c in verb.children)


def _near_pay_verb(doc: Doc, i: int, j: int) -> bool:
    last = doc[j - 1]
    window = (*doc[max(0, i - 3) : min(len(doc), j + 1)], last.head, last.head.head)
    return any(t.text.lower().startswith(_PAY_STEMS) for t in window)


def _stake_verb(doc: Doc, i: int) -> bool:
    """A verb of paying, putting in or taking (``mettra``, ``prendra``, ``ferait payer``)
    shortly before counters or money."""
    for t in doc[max(0, i - 8) : i]:
        low = t.text.lower()
        if t.lemma_ in _STAKE_VERBS or low.startswith(_STAKE_STEMS + _PAY_STEMS):
            return True  # the small model tags "prendra" a noun now and then: the stem decides
    return False


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
    """``vaut``, ``valent``, ``compte``, ``marque`` as verbs (not ``marques``, the counters,
    nor ``marqueux``, the markers)."""
    low = tok.text.lower()
    if low.startswith(("vau", "val")):
        return True
    verb = tok.pos_ in ("VERB", "AUX") or tok.lemma_ in _VALUE_VERBS
    return verb and low.startswith(_VALUE_STEMS) and not low.startswith("marqueu")
