"""Old vowel spellings that the learned table and rewrites miss, confirmed by the modern list.

The printers of the period wrote a few vowels in ways modern spelling dropped, in whole
classes of words, not in a list of them:

- ``eu`` for the vowel u of a past participle or an adjective (``veu`` vu, ``deu`` dû,
  ``escheue`` échue, ``asseuré`` assuré): the e was never sounded;
- ``-uement`` for the adverb of an adjective in -u (``deuement`` dûment, ``absoluement``
  absolument): modern spelling drops the e (and marks some of them with a circumflex);
- ``an`` for the nasal ``en`` (``commancé`` commencé);
- the etymological ``l`` after ``au``, ``eu``, ``ou`` before a consonant, long silent
  (``poulce`` pouce, ``aultre`` autre, ``veult`` veut, ``doulce`` douce);
- ``i`` for the ``y`` of words from Greek (``Metempsicose`` métempsycose, ``Pigmée``
  pygmée, ``hipocrite`` hypocrite);
- ``oi`` for the ``ai`` of the imperfect and the conditional and of ``-aître`` (``trempoit``
  trempait, ``interrompoient`` interrompaient, ``connoistre`` connaître), the sound the
  spelling of 1835 wrote as it is said;
- a silent ``b`` before t, v, s (``doibt`` doit, ``debvoir`` devoir, ``soubs`` sous), ``f``
  for the ``ph`` of Greek words (``profete`` prophète), and ``z`` and ``s`` between vowels
  each written for the other (``rezeau`` réseau, ``horison`` horizon);
- a final ``e`` after ``u`` modern spelling dropped (``vertue`` vertu), and a final ``y`` for
  ``i`` (``estably`` établi).

A word is rewritten only when it is not a modern word, the rewrite (at most two of them,
then the accents, silent s and doubled consonants of :func:`meaning.old_spelling`) gives a
modern word, and only one modern word can be made so: the list confirms the spelling, and a
word with two possible readings is left as it is. Pure functions on regularised, lower-cased
keys (the normaliser's).
"""

from __future__ import annotations

from functools import lru_cache

import regex

from pipeline.text import lexicon, meaning

_REWRITES = (
    (regex.compile(r"(?<=\p{L})eu(?=$|[^aiouxl])"), "u"),  # veu, deue, escheue, asseuré
    (regex.compile(r"uement(s?)$"), r"ument\1"),  # deuement, absoluement
    (regex.compile(r"(?<=\p{L}{2})an(?=[cç][eéèiy])"), "en"),  # commancer, commancé
    (regex.compile(r"(?<=[aeo]u)l(?=[^aeiouyàâéèêëîïôûlh])"), ""),  # poulce, aultre, veult
    (regex.compile(r"(?<=\p{L})i(?=\p{L})"), "y"),  # cilindre, hipocrite
    (regex.compile(r"(?<=\p{L}{2})oi(?=(?:s|t|ent)$|[sî]?t?re)"), "ai"),  # trempoit, connoistre
    (regex.compile(r"(?<=[aeiou])b(?=[tvs])"), ""),  # doibt, debvoir, soubs
    (regex.compile(r"f"), "ph"),  # profete
    (regex.compile(r"(?<=[aeiouéè])z(?=[aeiouéè])"), "s"),  # peze, rezeau
    (regex.compile(r"(?<=[aeiouéè])s(?=[aeiouéè])"), "z"),  # horison
    (regex.compile(r"(?<=\p{L}{3}u)e$"), ""),  # vertue
    (regex.compile(r"(?<=\p{L}{2})y$"), "i"),  # estably
)
"""Each old spelling, where it can stand: ``eu`` inside a word and not before a, i, o, u, x
or l (``seul``, ``jeux``, ``feuille`` keep their diphthong); ``an`` only before a
soft c, the one place the print wrote it for modern ``en`` in the book's verbs; the silent
``l`` only after a vowel ending in u and before a consonant (not ``seul``, ``voulu``); ``i``
for ``y`` inside a word; ``oi`` for ``ai`` only before a verb's -s, -t, -ent or before -tre
(``connoistre``), after two letters (not ``fois``, ``vois``: modern words anyway)."""
_MIN = 4  # shorter words are too often other words once rewritten (eu, peu)


@lru_cache(maxsize=20_000)
def old_vowels(key: str) -> str | None:
    """The one modern word ``key`` spells with an old vowel (``deuement`` -> ``dûment``,
    ``escheue`` -> ``échue``, ``commancé`` -> ``commencé``), or None where ``key`` is a
    modern word, none of the rewrites applies, or no single modern word is made."""
    modern = lexicon.modern()
    if len(key) < _MIN or key in modern:
        return None
    marks = [c for c in key if lexicon.unaccent(c) != c]
    hits: set[str] = set()
    frontier = {key}
    for _ in range(2):
        frontier = {cand for form in frontier for cand in _rewritten(form)}
        for cand in frontier:
            if cand in modern:  # meur: mur or mûr, two words; commancé: commencé only
                same = lexicon.same_letters(lexicon.unaccent(cand))
                hits.update(h for h in same if all(h.count(c) >= marks.count(c) for c in marks))
            elif (hit := meaning.old_spelling(cand)) is not None:
                hits.add(hit)
        if hits:
            break
    return next(iter(hits)) if len(hits) == 1 else None


def _rewritten(form: str) -> set[str]:
    """``form`` with one old spelling rewritten, at each place it occurs."""
    out = set()
    for rule, new in _REWRITES:
        for m in rule.finditer(form):
            out.add(form[: m.start()] + m.expand(new) + form[m.end() :])
    return out
