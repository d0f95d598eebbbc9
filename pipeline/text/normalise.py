"""The normalised (modern-spelling) reading: ``estoit`` -> ``était``, ``luy`` -> ``lui``.

Learned, not hand-written (see ``scripts/learn_lexicon.py``): each word is first regularised
(:mod:`pipeline.text.regularise`), then

1. looked up in the table learned from FreEM-norm's aligned pairs; a form with several
   modern readings (``a`` -> ``a``/``à``, ``la``/``là``, ``ou``/``où``) is decided by its
   neighbours (naive Bayes over the words before and after);
2. if the table has never seen it and it is not a modern word, rewritten with the learned
   character rules, best-first, until it becomes a modern word (at most two rewrites);
   otherwise left as it is.

Numbers and the book's furniture are not touched: digits are not words here, and the TEI
writer never sends furniture through the normaliser.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from functools import lru_cache

import regex

from pipeline.text import joins, lexicon, locutions, meaning, spellings
from pipeline.text.fold import fold
from pipeline.text.regularise import regularise_word
from pipeline.text.tokens import case_like, pieces

_MAX_REWRITES = 2
_RULE_FLOOR = 0.02  # rules right less often than this are not tried
_APOSTROPHES = ("'", "’")
_SHORT = 4  # words this short take accents from the rules, never other letters
_CE = frozenset({"c'", "c’", "ce"})
_ES = regex.compile(r"^es(?=[bcdfgjlmnpqtv])")
"""A word's first es before a consonant: the é of the modern word (escu -> écu, estat ->
état), the one silent s a short word may lose."""
_OYE = regex.compile(r"oy(?=es?$)")
_FEMININE = ("ée", "ées", "ee", "ees")
_DOTS = regex.compile(r"\.(?: ?\.)+")
"""Two or more full stops in a row (``...``, ``....``, ``. . .``): the points of suspension,
which modern spelling writes as the one sign ``…`` whatever the number the printer set."""
_ONE_WORD_BY_SYNTAX = (
    (meaning.concessive, meaning.CONCESSIVE),  # quoy que -> quoique (or quoi que)
    (meaning.demonstrative, meaning.DEMONSTRATIVE),  # ce luy qui -> celui qui
)
"""Two printed words that the words after them make one (the form, or None), tried in order."""


@dataclass(frozen=True)
class Normalised:
    """One word's modern form and how it was found ("table", "context", "rules", "same",
    "compound", "syntax"), or "undecided": the word is kept because the forms it could take
    are different words of the language and its context does not say which (``note`` says
    which words), or "leaning": the neighbours' lean between two such words, taken where it
    is measured right far more often than not (:data:`meaning.LEANING`)."""

    new: str
    how: str
    note: str = ""


def normalise_text(text: str, keep_apostrophes: bool = True, apostrophe: str = "’") -> str:
    """A line in its normalised reading.

    A normaliser modernises spelling, not typography: each word keeps its own apostrophe
    (``'`` or ``’``), and an apostrophe the modern spelling adds (``jusques à`` ->
    ``jusqu’à``) is written as the line's own, or ``apostrophe`` if the line has none.
    ``keep_apostrophes=False`` writes the modern ``’`` everywhere. Points of suspension
    (``....``, ``. . .``) are one sign in modern spelling, ``…``.
    """
    ps = pieces(text)
    idx = [k for k, p in enumerate(ps) if p.kind == "word"]
    spaced = [idx[w + 1] == idx[w] + 2 and ps[idx[w] + 1].text == " " for w in range(len(idx) - 1)]
    out = [p.text for p in ps]
    units = [ps[k].text for k in idx]
    found = normalise_units(units, spaced, keep_apostrophes, apostrophe)
    for (a, b), norm in found.items():
        out[idx[a]] = norm.new
        for k in range(idx[a] + 1, idx[b - 1] + 1):
            out[k] = ""
        end = idx[b - 1] + 1
        elided = norm.new.endswith(_APOSTROPHES) and not ps[idx[b - 1]].text.endswith(_APOSTROPHES)
        if elided and end + 1 < len(ps) and ps[end].text == " ":
            out[end] = ""  # jusques à -> jusqu’à: the space goes with the word
    return _DOTS.sub("…", "".join(out))


def normalise_units(
    units: list[str], spaced: list[bool], keep_apostrophes: bool = True, apostrophe: str = "’"
) -> dict[tuple[int, int], Normalised]:
    """Modern forms for runs ``units[a:b]`` of words (one word, or two that the modern
    spelling writes as one: ``lors que`` -> ``lorsque``); ``spaced[k]`` says that units k and
    k+1 are separated by a single space. Words that stay as they are do not appear.

    With ``keep_apostrophes`` (the default) each word keeps its own apostrophe, ``'`` or
    ``’``: the choice of glyph is typography, not spelling, and a normaliser that changed it
    would count a change nobody made (FreEM-norm's sources write both). An apostrophe the
    modern spelling adds takes the units' own glyph, or ``apostrophe`` where they have none.
    Without it, the modern ``’`` everywhere.
    """
    house = next((c for u in units for c in u if c in _APOSTROPHES), apostrophe)

    def keep(model: str, word: str) -> str:
        if not keep_apostrophes:
            return word.replace("'", "’")
        own = next((c for c in model if c in _APOSTROPHES), house)
        return word.replace("’", own).replace("'", own)

    table = lexicon.norm_table()
    keys = [regularise_word(u).new.lower() for u in units]
    out: dict[tuple[int, int], Normalised] = {}
    w = 0
    while w < len(units):
        opens = not w or not spaced[w - 1] or keys[w - 1].isdigit()
        said = locutions.locution(keys, spaced, w, opens) or locutions.inversion(
            keys, spaced, w, opens, lambda k: _word(k, "", "").new
        )
        if said is not None:  # demy Louis, sur le champ, faites les couper, entr'eux, embas
            size = len(said.forms)
            made = "".join(
                case_like(units[k], f if f is not None else _word(keys[k], "", "").new)
                for k, f in zip(range(w, w + size), said.forms, strict=True)
            )
            new = keep("".join(units[w : w + size]), made)
            out[w, w + size] = Normalised(new, "syntax", said.note)
            w += size
            continue
        if w + 2 < len(units) and spaced[w] and spaced[w + 1]:
            hit = table.best.get(" ".join(keys[w : w + 3]))
            if hit and hit[0].startswith("est-") and (not w or keys[w - 1] not in _CE):
                hit = None  # qui est à dire: only c'est à dire is the locution c'est-à-dire
            if hit and " " not in hit[0] and hit[1] >= 2:  # est à dire -> est-à-dire
                new = keep("".join(units[w : w + 3]), case_like(units[w], hit[0]))
                out[w, w + 3] = Normalised(new, "table")
                w += 3
                continue
        pair = (
            joins.joined(keys[w], keys[w + 1], spaced[w], lambda k: _word(k, "", "").new)
            if w + 1 < len(units)
            else None
        )
        if pair is not None:  # r'emporter, au-dessus, jusqu'au: the printers' two words as one
            new = keep(units[w] + units[w + 1], case_like(units[w], pair[0]))
            out[w, w + 2] = Normalised(new, "compound", pair[1])
            w += 2
            continue
        if w + 1 < len(units) and spaced[w]:
            hit = table.best.get(f"{keys[w]} {keys[w + 1]}")  # joined more often than not
            idiom = w >= 1 and keys[w - 1] == keys[w + 1]  # de suite en suite, not ensuite
            after = keys[w + 2 : w + 4]
            joined = next(
                (
                    (form, why)
                    for decide, why in _ONE_WORD_BY_SYNTAX
                    if (form := decide(keys[w], keys[w + 1], after)) is not None
                ),
                None,
            )
            if joined is not None:
                new = keep(units[w] + units[w + 1], case_like(units[w], joined[0]))
                out[w, w + 2] = Normalised(new, "syntax", joined[1])
                w += 2
                continue
            if hit and " " not in hit[0] and not idiom:
                new = keep(units[w] + units[w + 1], case_like(units[w], hit[0]))
                out[w, w + 2] = Normalised(new, "table")
                w += 2
                continue
        if any(c.isdigit() for c in units[w]):
            w += 1
            continue  # numbers are the book's, not spelling
        prev = keys[w - 1] if w else ""
        nxt = keys[w + 1] if w + 1 < len(keys) else ""
        if keys[w] == "a" and w and (w + 1 == len(units) or not spaced[w]):
            # "sur cinq, deux, A, qui est": the preposition never stands before a stop
            out[w, w + 1] = Normalised(units[w], "syntax", meaning.BEFORE_STOP)
            w += 1
            continue
        if len(units[w]) == 1 and units[w].isupper() and _spelt_out(units, w):
            w += 1
            continue  # H O C, S C A V O I R: a letter of a letter-spaced word, not ô
        term = lexicon.terms().get(keys[w])
        if term is not None and term.fits(
            units[w],
            prev if w and spaced[w - 1] else "",
            nxt if spaced[w : w + 1] == [True] else "",
        ):
            # Trictrac, Chilpéric: a game's, a term's or a name's modern form, from a
            # committed table with its source, before anything learned
            new = keep(units[w], case_like(units[w], term.modern))
            if new != units[w]:  # a name already in its modern form is only kept from the rules
                out[w, w + 1] = Normalised(new, "term", f"{term.kind}: {term.source}")
            w += 1
            continue
        norm = _word(keys[w], prev, nxt, tuple(keys[max(w - 4, 0) : w]))
        if norm.how == "leaning" and w and not spaced[w - 1]:
            # "Celuy qui a le devant, a l'avantage": after a mark, the subject may stand
            # before an apposition or an incise, out of the neighbours' sight
            norm = Normalised(keys[w], "undecided", meaning.undecided_note(keys[w], norm.new))
        if w and spaced[w - 1] and _second_person(keys, w, norm.new):
            norm = Normalised(norm.new + "s", "syntax", meaning.SECOND_PERSON)
        if (
            keys[w].endswith("ez")
            and norm.new.endswith(("és", "ées"))
            and meaning.finite_ez(prev, nxt, opens)
        ):
            finite = norm.new[: -3 if norm.new.endswith("ées") else -2] + "ez"
            norm = Normalised(finite, "syntax", meaning.FINITE_EZ)
        elif keys[w].endswith("ez") and norm.new.endswith("ez"):
            participle = _participle(keys[w], norm.new)
            if participle is None:
                pass
            elif meaning.participle_ez(prev):
                norm = Normalised(participle, "syntax", meaning.PARTICIPLE_EZ)
            elif w and spaced[w - 1] and meaning.attribute_ez(prev, nxt):  # not after dit:
                norm = Normalised(participle, "syntax", meaning.ATTRIBUTE_EZ)
            elif _coordinated(out, keys, spaced, w) and meaning.participle_ez_after(
                "", nxt if spaced[w : w + 1] == [True] else "", False, listed=True
            ):
                norm = Normalised(participle, "syntax", meaning.COORDINATED_EZ)
            elif (
                len(keys[w]) > 4
                and meaning.participle_ez_after(
                    prev, nxt if spaced[w : w + 1] == [True] else "", units[w][:1].isupper()
                )  # an article after a stop is not its object (nombres iettez, le Ian)
                and not meaning.finite_ez(prev, nxt, opens)
            ):  # assez, chez: too short to be a participle
                norm = Normalised(participle, "syntax", meaning.PARTICIPLE_AFTER)
        if (
            keys[w].endswith("ans")
            and norm.new.endswith("ants")
            and norm.new not in lexicon.modern()  # enfants, suivants: a noun or adjective
            and meaning.takes_object(prev, nxt)
        ):
            norm = Normalised(norm.new[:-1], "syntax", meaning.PRESENT_PARTICIPLE)
        new = keep(units[w], case_like(units[w], norm.new))
        if new != units[w] or norm.how == "undecided":
            out[w, w + 1] = Normalised(new, norm.how, norm.note)
        w += 1
    return out


_PARTICIPLES = frozenset(
    {meaning.PARTICIPLE_EZ, meaning.PARTICIPLE_AFTER, meaning.ATTRIBUTE_EZ, meaning.COORDINATED_EZ}
)


def _coordinated(
    out: dict[tuple[int, int], Normalised], keys: list[str], spaced: list[bool], w: int
) -> bool:
    """Word ``w`` follows a participle read as one (``membrés …, becqués, crestez,``) after a
    comma and is itself an item of the list (a mark after it too), or follows ``et``/``&``
    right after one (``inventez et adjoustez``): a word of the same list, which the
    sentence's verb governs the same way. An imperative after a clause (``sont meslez,
    coupez & donnez``) runs on to its own words, and is not read so."""
    item = w + 1 == len(keys) or not spaced[w]
    if w >= 1 and not spaced[w - 1] and item and _is_participle(out.get((w - 1, w))):
        return True
    return (
        w >= 2
        and keys[w - 1] in ("&", "et")
        and spaced[w - 2]
        and spaced[w - 1]
        and _is_participle(out.get((w - 2, w - 1)))
    )


def _is_participle(norm: Normalised | None) -> bool:
    return norm is not None and norm.how == "syntax" and norm.note in _PARTICIPLES


def _participle(key: str, form: str) -> str | None:
    """The participle -és that an -ez word spells in the old way, where the sentence reads
    one: the modern list's (``disposez`` -> ``disposés``), else that of a verb made from a
    noun the modern list knows (``membrez`` -> ``membrés``, ``crestez`` -> ``crêtés``: the
    heraldic participles of *membre*, *crête*, rarer than any word list), else None. An -ez
    form the list knows is a verb's own (``mettrez``: the future), whose participle the list
    would know too: it takes no participle made from a noun."""
    participle = form[:-2] + "és"
    if participle in lexicon.modern():
        return participle
    if form in lexicon.modern():
        return None
    noun = _word(key[:-2] + "e", "", "").new
    if len(noun) > 4 and noun.endswith("e") and noun in lexicon.modern():
        return noun[:-1] + "és"
    return None


@lru_cache(maxsize=100_000)  # pure; a long text repeats its words in the same company
def _word(key: str, prev: str, nxt: str, before: tuple[str, ...] = ()) -> Normalised:
    """One word's modern form. Meaning first: where the forms it could take are different
    words of the language (``a`` the verb, ``à`` the preposition), the sentence decides
    (:mod:`pipeline.text.meaning`), or the neighbours if they are decisive; otherwise the
    word is kept, and said to be undecided."""
    table = lexicon.norm_table()
    decided = meaning.by_syntax(key, prev, nxt, before)
    if decided is not None:
        return Normalised(decided[0], "syntax", decided[1])
    if "-" in key and key not in table.best and key not in lexicon.modern():
        whole = key.replace("-", "")
        if whole in table.best or lexicon.early().get(whole, 0) >= 2:
            return _word(whole, prev, nxt, before)  # premiere-ment: a word cut, not a compound
        return _compound(key)
    if key.endswith(("oye", "oyes")) and key in lexicon.modern() and key not in table.best:
        oie = _OYE.sub("oi", key)  # oye -> oie, voye -> voie: the modern list keeps old
        if oie in lexicon.modern():  # subjunctives of ouïr and voir, spelt -oie today too
            return Normalised(oie, "rules")
    if key in table.targets:
        form, margin = _in_context(key, prev, nxt)
        if form != key and meaning.other_word(key, form) and margin < meaning.DECISIVE:
            if (key, form) in meaning.LEANING:
                return Normalised(form, "leaning", meaning.leaning_note(key, form, margin))
            return Normalised(key, "undecided", meaning.undecided_note(key, form))
        return Normalised(form, "context")
    if key in table.best:
        form = table.best[key][0]
        if key.endswith(_FEMININE) and not fold(form).endswith(("ee", "ees")):
            form = meaning.old_spelling(key, endings=False) or key  # opposées: not opposés
        return Normalised(form, "table")
    return _unseen(key)


_NOT_A_VERB = frozenset(
    {"quelque", "même", "une", "toute", "cette", "notre", "votre", "autre", "chaque", "ce"}
)
_AUXILIARY = frozenset(
    {"a", "ai", "as", "avons", "avez", "ont", "avoir", "ayant", "avait", "aura", "eu", "est"}
)


def _second_person(keys: list[str], w: int, form: str) -> bool:
    """``tu marque`` -> ``tu marques``: a verb in -e after the subject *tu* takes the -s of
    the second person, which the period often left off. Only a word of more than three
    letters (``tu ne``, ``tu le``: pronouns) whose -es form the modern list knows, not a
    determiner (``tu quelque``), and not *tu* the participle of *taire* (``il a tu``)."""
    return (
        keys[w - 1] == "tu"
        and (w < 2 or keys[w - 2] not in _AUXILIARY)
        and len(form) > 3
        and form.endswith("e")
        and form not in _NOT_A_VERB
        and form in lexicon.modern()
        and form + "s" in lexicon.modern()
    )


def _spelt_out(units: list[str], w: int) -> bool:
    """Unit ``w`` stands beside another single capital: a letter-spaced word's letter."""
    near = (units[x] for x in (w - 1, w + 1) if 0 <= x < len(units))
    return any(len(u) == 1 and u.isupper() for u in near)


def _compound(key: str) -> Normalised:
    """A hyphenated compound the table never saw, part by part (``tres-facile`` ->
    ``très-facile``, ``trente-un``): a rewrite may not take a part away."""
    keys = [regularise_word(p).new.lower() for p in key.split("-")]
    parts = [_word(p, "", "") if p else Normalised(p, "same") for p in keys]
    if any(p.how in ("rules", "same") and p.new not in lexicon.modern() for p in parts):
        return _unseen(key)  # a part no list knows (premiere-ment): not a compound of words
    new = "-".join(
        p.new if p.how != "rules" or p.new.startswith(k) else k  # ving-: vingt takes none away
        for p, k in zip(parts, keys, strict=True)
    )
    if new.startswith("très-"):
        new = "très " + new[5:]  # très-facile: modern spelling writes très apart (très facile)
    return Normalised(new, "compound" if new != key else "same")


def _in_context(key: str, prev: str, nxt: str) -> tuple[str, float]:
    table = lexicon.norm_table()
    forms = table.targets[key]
    total = sum(forms.values())
    ctx = table.context.get(key, {})
    scores = {}
    for form, count in forms.items():
        prior = count / total
        score = math.log(prior)
        for c in (f"<{prev}", f">{nxt}"):
            seen = ctx.get(c, {})
            # P(form | neighbour) against P(form): each neighbour moves the odds, an unseen one not
            given = (seen.get(form, 0) + prior) / (sum(seen.values()) + 1)
            score += math.log(given) - math.log(prior)
        scores[form] = score
    ranked = sorted(sorted(scores), key=lambda f: (scores[f], f == key), reverse=True)
    margin = scores[ranked[0]] - scores[ranked[1]] if len(ranked) > 1 else math.inf
    return ranked[0], margin


@lru_cache(maxsize=100_000)
def _unseen(key: str) -> Normalised:
    """A word the table never saw: the best chain of learned rewrites that makes a modern word."""
    modern = lexicon.modern()
    if key in modern or not any(c.isalpha() for c in key):
        return Normalised(key, "same")
    if meaning.c_cedilla(key) != key:  # poinçts: ç is never written before a consonant
        return _word(meaning.c_cedilla(key), "", "")
    glued = meaning.glued(key, lambda k: _word(k, "", "").new)
    if glued is not None:  # parquoy -> parquoi, desdits stays: two words written as one
        return Normalised(glued, "compound" if glued != key else "same")
    again = _prefixed(key)
    if again is not None:  # remesler -> remêler: re- before a word the table knows
        return Normalised(again, "rules")
    accented = meaning.old_spelling(key, endings=False)
    if accented is not None:  # reussir -> réussir: the same letters, before any rewrite
        return Normalised(accented, "rules")
    rules = [r for r in lexicon.norm_table().rewrites if r.precision >= _RULE_FLOOR]
    start = f"^{key}$"
    heap = [(0.0, start, 0)]
    seen = {start}
    while heap:
        cost, form, depth = heapq.heappop(heap)
        word = form[1:-1]
        if depth and word in modern and (len(key) > _SHORT or fold(word) == fold(key)):
            # a short word rewritten is often another word (quia -> qui, meur -> mur)
            return Normalised(word, "rules")
        if depth == _MAX_REWRITES:
            continue
        for r in rules:
            at = form.find(r.old)
            while at >= 0:
                new = form[:at] + r.new + form[at + len(r.old) :]
                if new not in seen and new.startswith("^") and new.endswith("$"):
                    seen.add(new)
                    heapq.heappush(heap, (cost - math.log(r.precision), new, depth + 1))
                at = form.find(r.old, at + 1)
    spelt = meaning.old_spelling(key) or spellings.old_vowels(key)
    if spelt is not None:  # trefle -> trèfle; deuement -> dûment, escheue -> échue
        return Normalised(spelt, "rules")
    if len(key) <= _SHORT and _ES.match(key) and _ES.sub("é", key) in modern:
        return Normalised(_ES.sub("é", key), "rules")  # escu -> écu, past the short guard
    if key.endswith("ans") and len(key) > 6:  # survenans: the plural of survenant
        one = _word(key[:-1] + "t", "", "").new
        if one.endswith("ant") and one in modern:
            return Normalised(one + "s", "rules")
    if key.endswith("s") and not key.endswith("ss") and len(key) > 5:
        # allerions -> alérions: a plural the word list lacks, its singular's modern form; not
        # after t: a noun in -t the list knows has its plural there too, so a -t form without
        # one is a verb's (eschets: échet, il échet, not the old spelling of échecs)
        one = _word(key[:-1], "", "")
        if one.how == "rules" and one.new in modern and one.new[-1:] not in "sxzt":
            return Normalised(one.new + "s", "rules")
    return Normalised(key, "same")


def _prefixed(key: str) -> str | None:
    """``remesler`` -> ``remêler``, ``redonnast``: the prefix re- before an old spelling the
    learned table reads with confidence (seen at least twice, always the same way), when the
    whole word is not itself in the table. The prefix does not change the word's spelling, so
    its modern form is re- before the part's (a modern list may lack the rarer compound)."""
    if not key.startswith("re") or len(key) < 7:
        return None
    part = key[2:]
    hit = lexicon.norm_table().best.get(part)
    if part in lexicon.modern() or hit is None or hit[1] < 2 or hit[1] != hit[2]:
        return None
    form = hit[0]
    if not form.isalpha() or form not in lexicon.modern() or form[:1] != part[:1]:
        return None
    return "re" + form
