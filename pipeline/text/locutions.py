"""Words that modern spelling joins with a hyphen, or parts, where the print wrote them
otherwise: each decided by the words around it, never by a list of the book's passages.

- ``demy Louis`` -> ``demi-Louis``: *demi* before a noun is joined to it (``demi-cercle``,
  ``demi-teston``); after *à* (``à demi``) or after its noun (``une heure et demie``) it is not.
- ``sur le champ`` -> ``sur-le-champ``: the adverb (at once), unless a complement follows
  (``sur le champ de bataille``, ``sur le champ d'azur``: the noun).
- ``faites les couper`` -> ``faites-les couper``: an imperative opening its clause, then a
  pronoun that cannot be an article (an infinitive, a preposition or a stop follows it).
- ``entr'eux`` -> ``entre eux``: the preposition elided before a pronoun; modern spelling
  elides it only in compounds (``s'entr'aider`` is written ``s'entraider``).
- ``d'embas``, ``d'enhaut`` -> ``d'en bas``, ``d'en haut``: *en* glued to an adverb of place.
- ``dit il,`` -> ``dit-il,``, ``Doit il impunément`` -> ``Doit-il impunément``: a verb, then
  its subject pronoun, is joined to it when the two close a clause (an incise) or open one (a
  question); ``a-t'il`` -> ``a-t-il``: the euphonic t between two hyphens.

Pure functions on the normaliser's regularised, lower-cased keys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pipeline.text import lexicon, meaning

DEMI = "demi before a noun: the compound modern spelling hyphenates (demi-cercle)"
SUR_LE_CHAMP = "sur le champ with no complement: the adverb sur-le-champ (at once)"
IMPERATIVE = "an imperative opening its clause, then a pronoun (no noun follows): hyphenated"
ENTRE = "entr' before a pronoun: the preposition, written whole today (entre eux)"
EN_PLACE = "en glued to an adverb of place: two words today (d'en bas)"
INVERSION = (
    "a verb, then its subject pronoun, closing a clause (an incise) or opening one (a "
    "question): hyphenated"
)
EUPHONIC_T = "the t put between a verb and il, elle or on: hyphenated on both sides (a-t-il)"

_NOT_A_NOUN = frozenset(
    {"de", "d'", "d’", "du", "des", "le", "la", "les", "l'", "l’", "à", "a", "au", "aux"}
    | {"et", "&", "ou", "pour", "par", "en", "que", "qu'", "qu’", "qui", "plus", "moins"}
)
_DEMI_AFTER = frozenset({"à", "a", "et", "&"})
_COMPLEMENT = frozenset({"de", "d'", "d’", "du", "des"})
_CLITICS = {
    "le": "le",
    "la": "la",
    "les": "les",
    "luy": "lui",
    "lui": "lui",
    "leur": "leur",
    "moy": "moi",
    "moi": "moi",
    "y": "y",
}
_ALWAYS_PRONOUNS = frozenset({"luy", "lui", "moy", "moi", "y"})
"""Clitics that are never an article or a preposition: after an imperative, always its
pronoun (``donnez luy une carte``). ``en`` is left out: ``faites en sorte``."""
_OPENS_AFTER = frozenset({"puis", "alors", "or"})
"""Words after which a verb opens its clause (``puis les mêlez``); not ``et``, after which
it may share the subject before (``vous gagnez la ferme & depossédez le Fermier``)."""
_PLAIN_IMPERATIVES = frozenset({"faites", "dites", "fais", "dis", "mets", "prends"})
_AFTER_PRONOUN = frozenset({"à", "au", "aux", "dans", "sur", "sous", "avec", "par", "pour"})
_PRONOUNS = frozenset({"eux", "elles", "elle", "nous", "vous", "autres", "autre"})
_PLACE = {"bas": "bas", "haut": "haut"}
_SUBJECTS = frozenset({"je", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles"})
_OBJECTS_TOO = frozenset({"nous", "vous"})
"""Subject pronouns that may also be the object of an infinitive after the verb (``allez
vous montrer``: go and show yourself, not a question)."""
_EUPHONIC = frozenset({"il", "elle", "on"})
_T = ("t'", "t’")
_NOT = frozenset({"ne", "n'", "n’"})


@dataclass(frozen=True)
class Locution:
    """The units from the one it starts on read as ``forms``, one per unit, written one after
    the other with nothing between (``demi-`` + ``Louis``; ``faites`` + ``-les``); None
    where a unit keeps its own normalised form. ``note`` says why."""

    forms: tuple[str | None, ...]
    note: str


def locution(keys: list[str], spaced: list[bool], w: int, opens: bool) -> Locution | None:
    """The locution starting at unit ``w`` of ``keys`` (regularised, lower case), if any;
    ``spaced[k]`` says a single space parts units k and k+1, ``opens`` that unit ``w``
    opens its clause."""
    key = keys[w]
    nxt = keys[w + 1] if w + 1 < len(keys) else ""
    prev = keys[w - 1] if w else ""
    joined_next = w + 1 < len(keys) and spaced[w]
    noun_next = nxt.isalpha() and nxt not in _NOT_A_NOUN and len(nxt) > 2
    if key in ("demy", "demi") and joined_next and prev not in _DEMI_AFTER and noun_next:
        return Locution(("demi-", None), DEMI)
    if key == "sur" and w + 2 < len(keys) and keys[w + 1 : w + 3] == ["le", "champ"]:
        after = keys[w + 3] if w + 3 < len(keys) else ""
        if spaced[w] and spaced[w + 1] and (after not in _COMPLEMENT or not spaced[w + 2]):
            return Locution(("sur-", "le-", "champ"), SUR_LE_CHAMP)
    if key in ("entr'", "entr’") and nxt in _PRONOUNS and not spaced[w]:
        return Locution(("entre ", None), ENTRE)
    if key.startswith(("em", "en")) and _PLACE.get(key[2:]) and prev in ("d'", "d’", "en"):
        return Locution(("en " + _PLACE[key[2:]],), EN_PLACE)
    if nxt in _CLITICS and joined_next and (opens or prev in _OPENS_AFTER) and _imperative(key):
        after = keys[w + 2] if w + 2 < len(keys) else ""
        stop = w + 2 >= len(keys) or not spaced[w + 1]
        if nxt in _ALWAYS_PRONOUNS or stop or after in _AFTER_PRONOUN or _infinitive(after, nxt):
            return Locution((None, "-" + _CLITICS[nxt]), IMPERATIVE)
    return None


def inversion(
    keys: list[str], spaced: list[bool], w: int, opens: bool, normal: Callable[[str], str]
) -> Locution | None:
    """A verb at unit ``w`` and the subject pronoun after it, which modern spelling joins
    with a hyphen (``dit-il``, ``savez-vous``, ``a-t-il``), or None. ``normal`` gives a key's
    modern form. The verb is one whose inverted form the modern word list has (``dit-il``,
    ``semble-t-il``), which tells a verb agreeing with its pronoun from any other word before
    a pronoun (``et il``, ``pour vous``). The pronoun is the verb's subject where the two
    close the clause (``, dit il,``) or open it (``Doit il impunément``, ``Ne commettez vous
    point``); elsewhere the pronoun may be the subject of what follows (``le joueur gagne il
    prend``) and is left apart, as is ``nous``/``vous`` before an infinitive, its object.
    A euphonic t already printed (``a-t'il``, ``a t'il``) is written between hyphens."""
    nxt = keys[w + 1] if w + 1 < len(keys) else ""
    after = keys[w + 2] if w + 2 < len(keys) else ""
    key = keys[w]
    if nxt in _T and spaced[w] and after in _EUPHONIC and not spaced[w + 1]:
        verb = _verb(key, "-t-" + after, normal) or normal(key)  # a t'il
        return Locution((verb + "-t-", "", None), EUPHONIC_T)
    if key.endswith(_T) and key[:-2].endswith("-") and nxt in _EUPHONIC and not spaced[w]:
        verb = _verb(key[:-3], "-t-" + nxt, normal) or normal(key[:-3])  # a-t'il, Pense-t'il
        return Locution((verb + "-t-", None), EUPHONIC_T)
    if nxt not in _SUBJECTS or not spaced[w]:
        return None
    joint = next((j for j in ("-", "-t-") if _verb(key, j + nxt, normal)), None)
    if joint is None:
        return None
    closes = w + 2 >= len(keys) or not spaced[w + 1]
    opening = opens or (w > 0 and keys[w - 1] in _NOT)
    if closes or (opening and not (nxt in _OBJECTS_TOO and _infinitive(after, nxt))):
        return Locution((_verb(key, joint + nxt, normal), joint + nxt), INVERSION)
    return None


def _verb(key: str, ending: str, normal: Callable[[str], str]) -> str:
    """``key``'s modern form as the verb before ``ending`` (``-t-il``, ``-vous``): the one
    whose inverted form the modern word list has (``a``, not the preposition ``à`` that
    ``a`` alone may read as), else the empty string."""
    modern = lexicon.modern()
    return next((f for f in (normal(key), key) if f + ending in modern), "")


def _imperative(key: str) -> bool:
    """A form that can be an imperative of the second person plural or first plural
    (``prenez``, ``mettons``) or one of the few plain ones (``faites``, ``dites``)."""
    return key in _PLAIN_IMPERATIVES or (len(key) > 4 and key.endswith(("ez", "ons")))


def _infinitive(key: str, clitic: str) -> bool:
    """A verb's infinitive (``couper``, ``choisir``, ``mettre``), told from a noun in -er, -ir
    or -re (``premier``, ``fermier``, ``loisir``, ``nombre``) by a form only a verb has: the
    present plural of an -er verb (``coupent``; not ``fermient``), the -issez of an -ir verb;
    one in -re (``mettre``, ``mettez``) only after ``les``, where a singular noun cannot
    stand."""
    return meaning.verb_infinitive(key, re_verbs=clitic == "les")
