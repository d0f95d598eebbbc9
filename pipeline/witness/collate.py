"""Word-level collation of two witnesses' paired passages with CollateX, each variant typed.

CollateX (``collatex`` on PyPI, the Python port of the collation engine editors use)
aligns the passages' tokens by their keys (:mod:`pipeline.witness.tokens`: spelling, accents,
the apostrophe's shape and numbers in words or figures do not count) and gives the
alignment table in segments; a segment where the witnesses differ is an apparatus entry.

Each entry is typed as an editor types a variant. Substantive (it may change what the text
says or how the game is played): ``number`` (a value or a count differs, or is in one
witness only), ``negation`` (ne, pas, point, jamais, ni, non, rien, nul…), ``condition``
(si, pourvu, sinon, quand, lorsque, sauf…), ``agent`` (who acts: le premier, le dernier,
l'autre, celui, chacun…), ``term`` (a term of the game: the cards, the declarations, the
deal's words), ``clause`` (words of content in one witness only, three or more),
``wording`` (another word of content). Not substantive: ``order`` (the same words in
another order), ``function`` (articles, prepositions, conjunctions, pronouns),
``punctuation``, ``form`` (one word written otherwise, its letters nearly the same: a
modernisation or a slip of the OCR or of the transcription).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from pipeline.witness.tokens import Token, text_of, tokens

SUBSTANTIVE = ("number", "negation", "condition", "agent", "term", "clause", "wording")
NOT_SUBSTANTIVE = ("order", "function", "punctuation", "form")

_NEGATION = frozenset(
    [
        "ne",
        "n’",
        "pas",
        "point",
        "jamais",
        "ni",
        "non",
        "rien",
        "nul",
        "nulle",
        "aucun",
        "aucune",
        "guere",
    ]
)
_CONDITION = frozenset(
    [
        "si",
        "s’",
        "pourvu",
        "pourveu",
        "sinon",
        "quand",
        "lorsque",
        "lors",
        "sauf",
        "excepte",
        "moins",
        "encore",
        "bien",
    ]
)
_AGENT = frozenset(
    [
        "premier",
        "premiere",
        "dernier",
        "derniere",
        "autre",
        "autres",
        "celui",
        "celle",
        "ceux",
        "chacun",
        "chacune",
        "l’un",
        "un",
        "l’autre",
        "joueur",
        "joueurs",
        "donneur",
        "compagnon",
        "adversaire",
        "tous",
        "deux",
    ]
)
_TERM = frozenset(
    [
        "as",
        "roi",
        "rois",
        "dame",
        "dames",
        "valet",
        "valets",
        "dix",
        "neuf",
        "huit",
        "sept",
        "six",
        "carte",
        "cartes",
        "blanche",
        "ronfle",
        "point",
        "points",
        "sequence",
        "sequences",
        "tierce",
        "tierces",
        "quarte",
        "quartes",
        "quinte",
        "quintes",
        "sixieme",
        "sixiemes",
        "septieme",
        "septiemes",
        "huitieme",
        "huitiemes",
        "major",
        "pic",
        "repic",
        "capot",
        "ecarter",
        "ecarte",
        "ecartees",
        "ecart",
        "prendre",
        "prend",
        "pris",
        "lever",
        "leve",
        "leves",
        "levee",
        "main",
        "mains",
        "donner",
        "donne",
        "donnees",
        "couper",
        "coupe",
        "mesler",
        "mele",
        "meler",
        "remeler",
        "peinture",
        "peintures",
        "couleur",
        "compter",
        "compte",
        "comptes",
        "jeter",
        "jette",
        "jetant",
        "tapis",
        "partie",
        "jetons",
        "marquer",
        "marque",
    ]
)
_FUNCTION = frozenset(
    [
        "le",
        "la",
        "les",
        "l’",
        "un",
        "une",
        "des",
        "du",
        "de",
        "d’",
        "au",
        "aux",
        "a",
        "à",
        "et",
        "ou",
        "que",
        "qu’",
        "qui",
        "quoi",
        "dont",
        "en",
        "y",
        "il",
        "ils",
        "elle",
        "elles",
        "on",
        "l’on",
        "se",
        "s’",
        "sa",
        "son",
        "ses",
        "leur",
        "leurs",
        "lui",
        "luy",
        "me",
        "m’",
        "te",
        "t’",
        "nous",
        "vous",
        "ce",
        "c’",
        "cet",
        "cette",
        "ces",
        "cela",
        "ca",
        "par",
        "pour",
        "sur",
        "sous",
        "dans",
        "avec",
        "tant",
        "si",
        "plus",
        "aussi",
        "meme",
        "mesme",
        "comme",
        "car",
        "mais",
        "or",
        "donc",
        "puis",
        "ainsi",
        "alors",
        "est",
        "sont",
        "ete",
        "etre",
        "avoir",
        "a",
        "ont",
        "fait",
        "faire",
    ]
)


@dataclass
class Entry:
    """One apparatus entry: the readings of a place where the witnesses differ."""

    lem: list[Token]
    """The base witness's (1665) reading; empty where it has nothing."""
    rdg: list[Token]
    """The other witness's (1642) reading; empty where it has nothing."""
    kind: str = ""
    substantive: bool = False
    slip: bool = False
    """The readings differ by a letter or two yet say different things (``deux``/``eux``,
    ``trente``/``rente``): probably a slip of one witness's OCR or transcription."""

    @property
    def lem_text(self) -> str:
        return text_of(self.lem)

    @property
    def rdg_text(self) -> str:
        return text_of(self.rdg)


@dataclass
class Collated:
    """Two paired passages, collated: runs of agreeing tokens and entries, in order."""

    a: list[str]
    b: list[str]
    """The rule ids of each witness in this group."""
    pieces: list[list[Token] | Entry] = field(default_factory=list)

    @property
    def entries(self) -> list[Entry]:
        return [p for p in self.pieces if isinstance(p, Entry)]


def collate(a_ids: list[str], a_text: str, b_ids: list[str], b_text: str) -> Collated:
    """Collate the texts of one group (the base witness's first): CollateX's alignment of
    their tokens, each place where they differ an :class:`Entry` with its type."""
    ta, tb = tokens(a_text), tokens(b_text)
    out = Collated(a_ids, b_ids)
    if not ta or not tb:  # a passage in one witness only: one entry, a clause
        out.pieces.append(_typed(Entry(ta, tb)))
        return out
    for agree, xa, xb in _segments(ta, tb):
        if agree:
            out.pieces.append(xa)
        else:
            out.pieces.append(_typed(Entry(xa, xb)))
    return out


def _segments(ta: list[Token], tb: list[Token]) -> Iterable[tuple[bool, list[Token], list[Token]]]:
    """CollateX's alignment table, read as runs: (agree, tokens of a, tokens of b)."""
    from collatex import Collation  # loaded where collation runs
    from collatex import collate as cx_collate

    c = Collation()
    c.add_witness(
        {"id": "a", "tokens": [{"t": t.text, "n": t.key, "i": i} for i, t in enumerate(ta)]}
    )
    c.add_witness(
        {"id": "b", "tokens": [{"t": t.text, "n": t.key, "i": i} for i, t in enumerate(tb)]}
    )
    table = cx_collate(c, output="table", segmentation=False, near_match=False)
    run: list[tuple[bool, list[Token], list[Token]]] = []
    for column in table.columns:
        cells = column.tokens_per_witness
        xa = [ta[t.token_data["i"]] for t in cells.get("a", [])]
        xb = [tb[t.token_data["i"]] for t in cells.get("b", [])]
        agree = bool(xa) and bool(xb) and [t.key for t in xa] == [t.key for t in xb]
        if run and run[-1][0] == agree:
            run[-1][1].extend(xa)
            run[-1][2].extend(xb)
        else:
            run.append((agree, list(xa), list(xb)))
    yield from run


def _typed(e: Entry) -> Entry:
    e.kind = kind_of(e.lem, e.rdg)
    e.substantive = e.kind in SUBSTANTIVE
    wa = "".join(t.key for t in e.lem if t.is_word)
    wb = "".join(t.key for t in e.rdg if t.is_word)
    e.slip = e.substantive and bool(wa) and bool(wb) and _near(wa, wb)
    return e


def kind_of(lem: list[Token], rdg: list[Token]) -> str:
    """The type of a variant (the module's list), the first that applies in that order."""
    wa = [t.key for t in lem if t.is_word]
    wb = [t.key for t in rdg if t.is_word]
    if not wa and not wb:
        return "punctuation"
    if sorted(wa) == sorted(wb):
        return "order"
    if numbers(lem) != numbers(rdg):
        return "number"
    wa = [k for k in wa if not k.startswith("#")]
    wb = [k for k in wb if not k.startswith("#")]
    joined_a = "".join(k.rstrip("’") for k in wa)
    joined_b = "".join(k.rstrip("’") for k in wb)
    if joined_a == joined_b:  # des dites / desdites, puisqu' / puis qu'
        return "form"
    diff = _difference(wa, wb)
    if diff & _NEGATION and not (len(wa) == len(wb) == 1 and _near(joined_a, joined_b)):
        return "negation"
    content = {k for k in diff if k not in _FUNCTION}
    if not content:
        return "function"
    da, db = _core(wa, wb)
    if da and db and _near("".join(da), "".join(db)) and not _two_words(da, db):
        return "form"  # one word written otherwise (not two words: pire/dire, pendant/perdant)
    if diff & _CONDITION:
        return "condition"
    if diff & _AGENT:
        return "agent"
    if diff & _TERM:
        return "term"
    if (not wa or not wb) and len(content) >= 3:
        return "clause"
    return "wording"


def numbers(toks: list[Token]) -> list[int]:
    """The values the tokens say, a number in words read whole (``trente et deux``,
    ``trente-`` ``deux``, ``quatre-vingt``: 32, 32, 80), in order."""
    out: list[int] = []
    joinable = False  # the last value takes units after it (trente, and trente et)
    for t in toks:
        n = t.number
        if n is None:
            joinable = joinable and t.key == "et"
            if not t.is_word and t.key != "-":
                joinable = False
            continue
        if joinable and out and n < 10:
            out[-1] += n
            joinable = False
        elif out and joinable and out[-1] == 4 and n == 20:
            out[-1] = 80
        else:
            out.append(n)
            joinable = n >= 20 and n % 10 == 0 or n == 4
    return out


@functools.cache
def _modern_keys() -> frozenset[str]:
    """The modern lexicon's words as token keys (folded: no accents, j as i, v as u)."""
    from pipeline.text import lexicon
    from pipeline.text.fold import fold

    return frozenset(fold(w).replace(" ", "") for w in lexicon.modern())


def _core(wa: list[str], wb: list[str]) -> tuple[list[str], list[str]]:
    """The words where two readings differ: their common beginning and end taken off."""
    i = 0
    while i < min(len(wa), len(wb)) and wa[i] == wb[i]:
        i += 1
    j = 0
    while j < min(len(wa), len(wb)) - i and wa[-1 - j] == wb[-1 - j]:
        j += 1
    return wa[i : len(wa) - j], wb[i : len(wb) - j]


def _two_words(wa: list[str], wb: list[str]) -> bool:
    modern = _modern_keys()
    if len(wa) != 1 or len(wb) != 1:
        return False
    x, y = wa[0].rstrip("’"), wb[0].rstrip("’")
    return (
        x in modern
        and y in modern
        and _stem(x) != _stem(y)
        and not (x.startswith(y) or y.startswith(x))
    )


def _stem(w: str) -> str:
    return w[:-1] if w.endswith(("s", "x")) else w


def _near(x: str, y: str) -> bool:
    """Two spellings of one word, or a word and its slip: nearly the same letters."""
    return x != y and SequenceMatcher(None, x, y).ratio() >= 0.7


def _difference(wa: list[str], wb: list[str]) -> set[str]:
    """The keys in one reading and not the other (a repeated word counted as often as it
    stands)."""
    ca, cb = Counter(wa), Counter(wb)
    return {k for k in ca | cb if ca[k] != cb[k]}
