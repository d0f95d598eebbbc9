"""Meaning first: a normalisation changes spelling, never the word.

Several early-modern forms could become more than one modern word: ``a`` is the verb
(*il a*) or the preposition (*à la fin*), ``dez`` is the dice (*les dés*), one die (*un dé*)
or the preposition (*dès que*), ``mesmes`` the adjective (*les mêmes*) or the adverb
(*et même*), ``fust`` the past historic (*il fut*) or the subjunctive (*qu'il fût*). Each
choice changes the meaning, so it is made only where the sentence decides it: the words
around it (a subject before ``a``, an article before ``dez``, ``que`` before ``fust``), or
the learned neighbours when they are decisive (:data:`DECISIVE`). Where nothing decides,
the word is kept and the intervention says so.

Pure functions on regularised, lower-cased keys (the normaliser's).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import regex

from pipeline.text import lexicon

DECISIVE = math.log(4)
"""The learned neighbours decide between two words only at odds of 4 to 1 or better."""

_QUE = frozenset({"que", "qu'", "qu’", "quoy", "quoi", "afin", "pourveu", "pourvu", "encore"})
BEFORE_STOP = "a before a punctuation mark: never the preposition, which takes a complement; kept"
_IF = frozenset({"si", "s'", "s’"})
_PERSON = frozenset({"il", "elle", "on"})
_SUBJECT = frozenset(
    {"il", "elle", "on", "qui", "y", "n'", "n’", "l'", "l’", "en", "chacun", "celuy", "celui"}
    | {"cela", "ce", "luy", "lui", "m'", "m’", "t'", "t’", "s'", "s’", "qu'il", "ne"}
    | {"un", "vn", "quiconque", "quelqu'un", "quelqu’un", "personne", "autre", "nul"}
)
_ONE = frozenset({"un", "vn", "le", "du", "au", "ce", "chaque", "quel", "mon", "son", "ton"})
_MANY = frozenset(
    {"les", "des", "aux", "ces", "mes", "ses", "tes", "leurs", "nos", "vos", "quels", "de"}
    | {"deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "plusieurs"}
    | {"eux", "elles", "nous", "vous", "mesmes", "autres", "ils"}
    | {"lesdits", "desdits", "ausdits", "auxdits", "lesquels", "quelques", "tous", "vos", "nos"}
)
_ADVERB_BEFORE = frozenset({"", "et", "&", "voire", "ou", "mais", "ains", "mesme", "car"})
_ADVERB_AFTER = frozenset(
    {"le", "la", "les", "l'", "l’", "des", "de", "du", "en", "il", "ils", "si", "quand"}
    | {"lors", "à", "a", "au", "aux", "on", "celuy", "celui", "ceux", "qu'", "qu’", "que"}
)
_SINCE_AFTER = frozenset(
    {"que", "qu'", "qu’", "lors", "le", "la", "les", "l'", "l’", "à", "a", "ce", "cette"}
    | {"maintenant", "aussi-tost", "aussitost", "aussitôt", "demain", "lors"}
)
_BEFORE_A_GRAVE = frozenset(
    {"est", "sont", "estoit", "estoient", "était", "étaient", "sera", "seront", "estre", "être"}
    | {"va", "vont", "vient", "viennent", "quant", "jusques", "jusque", "égal", "esgal"}
    | {"semblable", "pareil", "pareille", "propre", "propres", "sujet", "subjet", "commence"}
)
"""Words after which ``a`` cannot be the verb (a verb, or a word that governs à)."""
_PREFIXES = ("par", "sur", "des", "aus", "puis")
_DETERMINER = frozenset(
    {"le", "un", "ce", "cet", "du", "au", "son", "mon", "ton", "leur", "quelque", "nostre"}
    | {"notre", "vostre", "votre", "aucun", "chaque", "grand", "petit", "moindre"}
)
_OBJECT = frozenset(
    {"le", "la", "les", "l'", "l’", "un", "une", "vos", "vostre", "votre", "ces", "ce", "cette"}
    | {"à", "au", "aux", "bien", "tout", "toutes", "tous", "comme", "moy", "moi", "luy"}
)
FINITE_EZ = "-ez after vous, or opening a clause before its object: the verb (vous, or the imperative), not the participle"


_SUBJUNCTIVE_HEADS = frozenset({"sans", "afin", "avant", "pour", "bien", "encore", "jusqu'à"})
_ETRE = frozenset(
    {"sont", "seront", "soient", "estoient", "étaient", "furent", "estre", "être", "esté"}
    | {"été", "sommes", "estes", "êtes", "seroient", "seraient", "fussent", "soyez"}
    | {"estant", "estans", "étant", "étants"}
)
PARTICIPLE_EZ = "-ez after a form of être: the participle (sont disposés), not the verb"


def _governs_subjunctive(before: tuple[str, ...]) -> bool:
    """``sans qu'il``, ``afin que``, ``avant que`` among the words just before."""
    for a, b in zip(before, before[1:], strict=False):
        if a in _SUBJUNCTIVE_HEADS and b in ("que", "qu'", "qu’", "qu'il", "qu’il"):
            return True
    return False


_AVOIR = frozenset(
    {"a", "as", "ai", "ont", "avons", "avoir", "ayant", "eu", "aura", "auront", "aurait"}
    | {"auroit", "auraient", "auroient", "avait", "avoit", "avaient", "avoient", "ait"}
    | {"aye", "ayent", "aient", "eust", "eût", "eut", "aurez", "avez"}
)
_NOT_A_NOUN = frozenset(
    {"les", "des", "ces", "mes", "ses", "tes", "nous", "vous", "leurs", "pas", "puis", "lors"}
    | {"alors", "mais", "dans", "sans", "sous", "vers", "après", "apres", "depuis", "jamais"}
    | {"moins", "toujours", "tousjours", "ailleurs", "fois", "dès", "si", "ains", "ainsi"}
    | {"ensuite", "finalement", "premièrement", "ils", "elles", "eux", "lès", "lés", "tres"}
)
_ARTICLE = frozenset(
    {"le", "la", "les", "l'", "l’", "un", "une", "vos", "vostre", "votre", "ces", "ce", "cette"}
    | {"mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "leur", "leurs", "nos"}
    | {"comme", "moy", "moi", "luy", "lui", "tout", "tous", "toutes", "bien"}
)
PARTICIPLE_AFTER = "-ez after a form of avoir, or after a plural noun before no object: the participle (dés jetés), not the verb"


PRESENT_PARTICIPLE = (
    "-ans before its object: the present participle, which does not agree (multipliant les points)"
)


def takes_object(prev: str, nxt: str) -> bool:
    """``et multiplians les quatre points``, ``connoissans que``: an -ans word before an
    article, a pronoun or que, and after no determiner (``les quatorze ensuivans``,
    ``lesdits defendans``: a noun or an adjective, which agrees), is the present participle."""
    if prev in _MANY or prev in _ONE or prev in _DETERMINER or prev.startswith("les"):
        return False
    return nxt in _ARTICLE or nxt in ("que", "qu'", "qu’")


def participle_ez(prev: str) -> bool:
    """``sont disposez``: an -ez word after a form of être is the participle -és."""
    return prev in _ETRE


_NAMING = frozenset(
    {"dit", "dits", "dite", "nomme", "nomment", "nommé", "nommés", "appelle"}
    | {"appellent", "appelé", "appelés", "appellé", "appellés", "dist"}
)
ATTRIBUTE_EZ = (
    "-ez after a verb of naming (on les dit contournés): the participle, the name it gives"
)
COORDINATED_EZ = (
    "-ez in a list after a participle (membrés …, becqués, crêtés): the participle, as its list"
)


def attribute_ez(prev: str, nxt: str) -> bool:
    """``on les dit contournez``, ``sont nommez``: an -ez word after a verb of naming (dire,
    nommer, appeler) and before no article is the attribute it names, the participle -és;
    an imperative is never governed by another verb."""
    return prev in _NAMING and nxt not in _ARTICLE


def participle_ez_after(prev: str, nxt: str, capital: bool, listed: bool = False) -> bool:
    """``aura amenez``, ``les dez jettez``, ``tant d'avantages donnez de``, ``les huit pions
    placez à la deuxième ligne``: an -ez word after a form of avoir, or in lower case after a
    plural noun or adjective (a word ending in s or x, or the print's ``dez``) and before no
    article or pronoun it could take as its object (``les cartes appelez les …`` stays): the
    participle. A capital opens a sentence (``Prenez``, ``Servez``): the imperative.
    ``listed``: the word follows a participle in a list, and needs only no object after."""
    if listed:
        return nxt not in _ARTICLE
    if prev in _AVOIR:
        return True
    if capital or prev in _NOT_A_NOUN or nxt in _ARTICLE or len(prev) < 3:
        return False
    return prev.endswith(("s", "x")) or prev == "dez"


def finite_ez(prev: str, nxt: str, opens: bool) -> bool:
    """An ``-ez`` word is the verb (``vous touchez l'aix``, ``Ramassez à part les
    cartes``, ``& ramassez comme auparavant``, ``…, posez le cas``), not the old spelling of
    the participle ``-és`` (``sont marquez``, ``les Roys arriuez``, ``…, marquez A.``):
    after ``vous``, or opening a clause (after a stop, a number or ``&``) before what a
    verb takes (an article, ``à``, ``comme``)."""
    if prev == "vous":
        return True
    if nxt in _ARTICLE_ONLY and prev in _PRONOUN_AFTER_PREPOSITION:
        return True  # & sur elles rangez les quatre: a pronoun never takes the participle
    return (opens or prev in ("&", "et")) and nxt in _OBJECT


_ARTICLE_ONLY = frozenset({"le", "la", "les", "l'", "l’", "un", "une", "ces", "cette"})
_PRONOUN_AFTER_PREPOSITION = frozenset({"elles", "eux", "luy", "lui", "moy", "moi", "toy", "toi"})
"""Stressed pronouns, which end a prepositional phrase (``sur elles``, ``avec eux``): an -ez
word after one and before an article is the verb whose object the article opens; a
participle would need a noun to agree with."""


_CEDILLA = regex.compile(r"ç(?![aouâôû])")


def other_word(key: str, form: str) -> bool:
    """``key`` and ``form`` are both words of the language, and not the same one."""
    modern = lexicon.modern()
    if form.endswith(("'", "’")) and key.startswith(form[:-1]):
        return False  # jusques -> jusqu’: the same word, elided
    if key == form or key not in modern or form not in modern:
        return False
    # A word of the language by usage, not only by a list: FreEM-norm's modern references
    # keep the form as it is at least half the time (a, la, ou, puis, but not credit, cede,
    # extreme, whose unaccented forms are the old spelling of one modern word).
    seen = lexicon.norm_table().targets.get(key, {})
    return seen.get(key, 0) >= 0.5 * sum(seen.values())


PARSED_VERB = (
    "a with its subject in spaCy's parse of the regularised sentence: the verb avoir, not à"
)


def by_parse(key: str, has_subject: bool | None) -> str | None:
    """The reason an undecided ``key`` (or one the neighbours only lean on, :data:`LEANING`)
    is decided by the sentence's parse, else None.

    Only one way: a parse that finds ``a``'s subject (*le sort a sa grace*, *Celuy qui met
    … a le devant*) shows the verb. spaCy's French model learned on modern text, where ``a``
    is never the preposition, so a parse without a subject does not show ``à``: the word is
    then kept as undecided."""
    return PARSED_VERB if key == "a" and has_subject else None


LEANING = frozenset({("a", "à")})
"""Two words between which the neighbours' lean, short of :data:`DECISIVE`, is still taken:
``a`` the neighbours read as ``à`` is the preposition far more often than the verb in
FreEM-norm's references (25 of 37 over train's first half, 7 of 8 over dev's tuning half),
the accent being what a period print most often left off. The lean to the verb is not
taken: it is the form kept anyway."""


def leaning_note(key: str, form: str, margin: float) -> str:
    return (
        f"{key} or {form}: the neighbours lean to {form} at odds of {math.exp(margin):.1f}"
        f" to 1, short of decisive; {form}, the likelier"
    )


def undecided_note(key: str, form: str) -> str:
    return f"{key} or {form}: different words, and the context does not decide; kept"


_POSSESSIVES = {"votre": "vôtre", "vostre": "vôtre", "notre": "nôtre", "nostre": "nôtre"}
_BEFORE_POSSESSIVE_PRONOUN = frozenset({"le", "la", "les", "au", "aux", "du", "des"})
POSSESSIVE_PRONOUN = (
    "votre, notre after an article: the pronoun (le vôtre), a determiner never follows one"
)


A_INFINITIVE = "a before an infinitive: the preposition (à crier), avoir takes none"
_IRREGULAR_INFINITIVES = frozenset(
    {"faire", "dire", "être", "estre", "croire", "boire", "plaire", "écrire", "escrire", "lire"}
    | {"prendre", "naître", "naistre", "connaître", "connoistre", "paraître", "paroistre"}
    | {"voir", "venir", "tenir", "mourir", "courir", "ouvrir", "offrir", "souffrir", "servir"}
)
"""Infinitives whose verb has no -ent, -issez or -ez form made from their stem."""


def verb_infinitive(key: str, re_verbs: bool = True) -> bool:
    """``key`` is a verb's infinitive by a form only a verb has: the -ent of an -er verb
    (``crier``, ``crient``; not ``premier``, ``dernier``), the -issez of an -ir verb (not
    ``plaisir``, ``loisir``), the -ez of an -re verb (``mettre``; not ``nombre``,
    ``ordre``), where ``re_verbs`` lets a word in -re be one at all (a caller whose place
    could hold a singular noun says no)."""
    modern = lexicon.modern()
    if len(key) <= 3 or key not in modern:
        return False
    stem = key[:-2]
    if key.endswith("er"):
        return stem + "ent" in modern
    if key.endswith("ir"):
        return stem + "issez" in modern
    return re_verbs and key.endswith("re") and stem + "ez" in modern


def _infinitive(key: str) -> bool:
    """``key`` is an infinitive (:func:`verb_infinitive`), or one of the irregular few; a
    noun that is also a verb's infinitive is left out where the list has the plural noun
    too (``dîners``, ``pouvoirs``)."""
    if key in _IRREGULAR_INFINITIVES:
        return True
    return key + "s" not in lexicon.modern() and verb_infinitive(key)


def by_syntax(key: str, prev: str, nxt: str, before: tuple[str, ...]) -> tuple[str, str] | None:
    """(form, reason) where the sentence around ``key`` decides between words, else None."""
    if key.rstrip("s") in _POSSESSIVES and prev in _BEFORE_POSSESSIVE_PRONOUN:
        return _POSSESSIVES[key.rstrip("s")] + key[len(key.rstrip("s")) :], POSSESSIVE_PRONOUN
    if key == "plustost" and prev in ("le", "au"):
        return "plus tôt", "le plustost: the superlative (le plus tôt), not plutôt (rather)"
    if len(key) > 5 and key.endswith("ans") and prev == "en" and f"{key[:-1]}t" in lexicon.modern():
        return f"{key[:-1]}t", f"en {key}: the gerund, which does not agree (en {key[:-1]}t)"
    if key in ("fut", "eut") and _governs_subjunctive(before):
        return key[0] + "ût", f"{key} after a conjunction that takes the subjunctive"
    if key == "a" and nxt == "beau":
        return "a", "a beau before an infinitive: the verb (avoir beau)"
    if key == "different":
        if prev in _DETERMINER:
            return "différend", "different after a determiner: the noun (a dispute)"
        return "différent", "different: the adjective (the noun takes a determiner)"
    if key in ("lyon", "lyons") and prev in _NAMES_NO_ARTICLE:
        return "lion" + key[4:], LION
    if key == "monstre":
        return _monstre(prev, before)
    if key in ("aye", "ayes"):
        return _aye(key, before)
    if key == "a" and prev in _SUBJECT:
        return "a", "a after its subject: the verb avoir"
    if key == "a" and nxt in _SAVOIR:
        return "à", A_SAVOIR
    if key == "a" and _infinitive(nxt):
        return "à", A_INFINITIVE
    if key == "a" and nxt.endswith(("é", "és")):
        return "a", f"a before the participle {nxt}: the verb avoir"
    if key == "a" and prev in _BEFORE_A_GRAVE:
        return "à", f"a after {prev}: the preposition"
    if key == "a" and not prev and nxt != "-t-il":
        return "à", "a opening a sentence, with no subject: the preposition"
    if key == "mesmes":
        if prev in _MANY:
            return "mêmes", "mesmes after a plural: the adjective"
        if prev in _ADVERB_BEFORE or nxt in _ADVERB_AFTER:
            return "même", "mesmes opening a clause: the adverb"
        if nxt and not nxt.endswith(_PLURAL_ENDS) and not prev.endswith(_PLURAL_ENDS):
            return "même", MESMES_NO_PLURAL
        return None
    if key == "dé" and (prev in _ONE or prev in _DETERMINER):
        return "dé", "dé after a determiner: the noun (one die), not the preposition de"
    if key == "dez":
        if prev in _ONE:
            return "dé", "dez after a singular article: one die"
        if prev in _MANY:
            return "dés", "dez after a plural: dice"
        if nxt in _SINCE_AFTER:
            return "dès", "dez before a time or que: the preposition"
        return "dez", "dez: dé, dés or dès, and the context does not decide; kept"
    subj_a = f"{key[:-3]}ât"
    if subj_a not in lexicon.modern() and key.endswith("ast") and len(key) > 4:
        subj_a = _doubled(subj_a, lexicon.accented(), ["â"]) or subj_a  # jettast -> jetât
    if (
        key.endswith("ast")
        and len(key) > 4
        and subj_a in lexicon.modern()
        and key not in lexicon.modern()
        and key not in lexicon.norm_table().best
    ):  # tombast, jugeast: the past historic has no s (il tomba), so only the subjunctive
        return subj_a, f"{key}: the imperfect subjunctive (the past historic is -a)"
    if key.endswith(("ust", "ist")) and len(key) > 3 and key[-4:-2] not in ("ai", "oi"):
        # plaist, connoist, naist: ai, oi before a silent s are the present (plaît); the
        # past historic of these verbs is another form (plut, connut, naquit)
        stem, vowel = key[:-3], key[-3]
        subj, past = f"{stem}{'û' if vowel == 'u' else 'î'}t", f"{stem}{vowel}t"
        if subj in lexicon.modern() and past in lexicon.modern():
            if any(w in _QUE for w in before):
                return subj, f"{key} after que: the imperfect subjunctive"
            if any(w in _IF for w in before):
                return subj, f"{key} after si: the subjunctive of a condition"
            if key not in lexicon.norm_table().best or prev in _PERSON:
                return past, f"{key} with no que before it: the past historic"
    return None


_PLURAL_ENDS = ("s", "x", "z")
MESMES_NO_PLURAL = (
    "mesmes with no plural on either side (the adjective agrees with a plural noun or pronoun):"
    " the adverb même"
)
_SAVOIR = frozenset({"savoir", "sçavoir", "scavoir"})
SECOND_PERSON = (
    "a verb in -e after tu: the second person's -es (tu marques), which the period often left off"
)
A_SAVOIR = "a before savoir, with no subject: the locution à savoir (namely)"
_NAMES_NO_ARTICLE = (_ONE | _DETERMINER | _MANY | {"la", "une", "cette", "grand"}) - {"de"}
"""Words a town's name never follows (``le Lyon``, ``vn Lyon``: *à Lyon*, *de Lyon*)."""
LION = "lyon after an article: the animal, lion (the town takes none)"
_MONSTER_BEFORE = (_ONE | _DETERMINER | _MANY | {"la", "une", "cette", "tel", "autre"}) | {
    "grand",
    "gros",
    "petit",
    "horrible",
    "affreux",
    "vray",
    "vrai",
    "estrange",
    "étrange",
}
"""A determiner or an adjective: *un monstre*, *ce grand monstre* is the noun."""
_CLITIC_SUBJECT = frozenset({"il", "elle", "on", "qui", "ils", "elles", "ne", "se", "ce"})
MONTRE = "monstre with no determiner or adjective before it: the verb montrer (le nombre montre)"


def _monstre(prev: str, before: tuple[str, ...]) -> tuple[str, str] | None:
    """``monstre`` is the noun after a determiner or an adjective (*un monstre*), the verb
    ``montre`` after its subject (*la Lettre monstre*, *il le monstre*: a pronoun before
    ``le`` makes ``le`` its object); otherwise the learned neighbours decide."""
    if (
        prev in ("le", "la", "les", "luy", "leur")
        and before[-2:-1]
        and before[-2] in _CLITIC_SUBJECT
    ):
        return "montre", MONTRE
    if prev in _MONSTER_BEFORE or not prev:
        return None
    return "montre", MONTRE


_OBJECT_CLITICS = frozenset(
    {"ne", "n'", "n’", "y", "l'", "l’", "le", "la", "les", "en", "me", "m'", "m’", "te", "t'"}
    | {"t’", "se", "s'", "s’", "lui", "luy", "leur", "nous"}
)
"""What stands between a subject and its verb (*qu'il n'y aye*, *qui l'aye faite*)."""
_FIRST = frozenset({"je", "j'", "j’"})


def _aye(key: str, before: tuple[str, ...]) -> tuple[str, str]:
    """The old subjunctive ``aye`` served the first and the third person (*que j'aye*,
    *qu'il aye*), ``ayes`` the second and the imperative (*n'ayes point*); today they are
    three forms (aie, ait, aies), so the person is read from the subject before it: the
    first word before the verb that is not an object pronoun or the negation."""
    subject = next((w for w in reversed(before) if w not in _OBJECT_CLITICS), "")
    if subject in _FIRST:
        return "aie", f"{key} after je: the first person of the subjunctive (aie)"
    if subject == "tu":
        return "aies", f"{key} after tu: the second person of the subjunctive (aies)"
    if key == "ayes" or not subject:
        return "aie", f"{key} with no subject before it: the imperative (aie)"
    return "ait", f"{key} after a subject of the third person: the subjunctive ait"


DEMONSTRATIVE = (
    "ce luy before qui, que, de or dont: the demonstrative pronoun celui, printed in two"
)
_RELATIVE_AFTER = frozenset({"qui", "que", "qu'", "qu’", "de", "d'", "d’", "dont"})


def demonstrative(first: str, second: str, after: list[str]) -> str | None:
    """``Si ce luy qui sera arriué`` -> ``celui qui``: ``ce`` and ``luy`` before the relative
    or the complement that the pronoun *celui* takes are the pronoun cut in two; ``ce luy
    semble`` (*cela lui semble*: ``ce`` the subject, ``luy`` the object) takes a verb after
    it, and stays."""
    if first != "ce" or second not in ("luy", "lui") or not after:
        return None
    return "celui" if after[0] in _RELATIVE_AFTER else None


CONCESSIVE = "quoy que: the conjunction before a clause, the pronoun before ce or il en"


def concessive(first: str, second: str, after: list[str]) -> str | None:
    """``quoy que l'enjeu ne soit`` -> ``quoique``: the conjunction, where a clause follows;
    ``quoi que`` for the pronoun (``quoy que ce soit``, ``quoy qu'il en soit``); None for
    another pair."""
    if first not in ("quoy", "quoi") or second not in ("que", "qu'", "qu’"):
        return None
    nxt = after[0] if after else ""
    if not nxt or nxt in ("ce", "c'", "c’") or (nxt == "il" and after[1:2] == ["en"]):
        return f"quoi {second}"  # the pronoun: whatever
    return "quoique" if second == "que" else "quoiqu" + second[-1]


def c_cedilla(key: str) -> str:
    """``poinçts`` -> ``poincts``: ç is written only before a, o, u; before anything else
    it is the OCR's reading of a c (or of the ct ligature)."""
    return _CEDILLA.sub("c", key)


def glued(key: str, normalise: Callable[[str], str]) -> str | None:
    """Two words the print writes as one (``parquoy``, ``desdits``), each normalised, so a
    rewrite learned on single words cannot turn them into a third (``parquai``,
    ``dédits``); None where ``key`` does not split so."""
    table = lexicon.norm_table()
    modern = lexicon.modern()
    if key[:2] in ("cy", "ci") and key[2:] in _AFTER_CI:
        return "ci-" + normalise(
            key[2:]
        )  # cydessus, cydevant: the compound modern spelling hyphenates
    for prefix in _PREFIXES:
        rest = key[len(prefix) :]
        if prefix in _ARTICLES and rest not in _AFTER_ARTICLE:
            continue  # deschargea, desgouster: the prefix dé-, not the article des
        if key.startswith(prefix) and len(rest) >= 3 and (rest in table.best or rest in modern):
            head = "aux" if prefix == "aus" else normalise(prefix)  # ausdits: au + les
            return head + normalise(rest)
    return None


_AFTER_CI = frozenset({"dessus", "dessous", "devant", "après", "apres"})
_ARTICLES = frozenset({"des", "aus"})
_AFTER_ARTICLE = frozenset({"dits", "dites", "quels", "quelles"})
"""The article glued to ledit or lequel (``desdits``, ``desquels``, ``ausdits``): the only
words an article is written with; ``des`` before anything else is the prefix dé-
(``deschargea``, ``desennuyer``)."""


_OLD_SPELLING = (
    (regex.compile(r"^adv(?=[aeio])"), "av"),  # advenement, adviser: the Latin d, never sounded
    (regex.compile(r"^obm"), "om"),  # obmettre, obmis: the Latin b, never sounded
    (regex.compile(r"^pourtrai"), "portrai"),  # pourtraits: the old portrait
    (regex.compile(r"esm(?=es?$)"), "èm"),  # sixiesme, septiesmes: the ordinals
    (regex.compile(r"ans$"), "ents"),  # precedans: the participle's plural
    (regex.compile(r"oux$"), "ous"),  # cloux
    (regex.compile(r"eine$"), "ène"),  # ébeine
    (regex.compile(r"fiesm(?=es?$)"), "vièm"),  # neufiesme: the f of neuf is v before -ième
    (regex.compile(r"^unz"), "onz"),  # unze, unziesme
    (regex.compile(r"(?<=r)d(?=s?$)"), "t"),  # verd: the d of the Latin (viridis)
    (regex.compile(r"(?<=e)pt(?=es?$)"), "tt"),  # receptes: the p of the Latin (recepta)
)


def old_spelling(key: str, endings: bool = True) -> str | None:
    """A word the table and the learned rewrites miss, read as the one modern word it
    spells without its accents, after at most one of the old endings (``-iesme``,
    ``-ans``, ``-oux``): ``trefle`` -> ``trèfle``, ``sixiesme`` -> ``sixième``. None where
    no single modern word fits. Without ``endings``, accents only (``reussir`` ->
    ``réussir``): tried before the learned rewrites, which could make another word
    (``roussir``)."""
    forms = lexicon.accented()
    marks = [c for c in key if lexicon.unaccent(c) != c]
    for rule, new in ((None, ""), *(_OLD_SPELLING if endings else ())):
        cand = key if rule is None else rule.sub(new, key)
        if (rule is not None and cand == key) or len(key) < (5 if rule is None else 4):
            continue  # nes, here: too short to tell a spelling from another word
        hit = forms.get(lexicon.unaccent(cand))
        if hit is not None and hit != key and all(hit.count(c) >= marks.count(c) for c in marks):
            return hit  # accents added, none taken away or moved (not chauvé -> chauve)
    if endings and len(key) >= 5:
        return _silent_s(key, forms, marks) or _doubled(key, forms, marks) or _moved(key)
    if endings and len(key) == 4:
        return _silent_final(key)
    return None


def _silent_final(key: str) -> str | None:
    """``ving`` -> ``vingt``: a short word the period wrote without the silent t or d
    modern spelling writes after a nasal, where one modern word fits (longer words
    take the endings above)."""
    if not key.endswith(("n", "m", "ng")):
        return None
    hits = [key + c for c in "td" if key + c in lexicon.modern()]
    return hits[0] if len(hits) == 1 else None


def _moved(key: str) -> str | None:
    """A word whose only fault is an accent of the wrong kind (the OCR's è or û for é or u):
    the modern word with the same letters and an accent in the same places (``agrèment``
    -> ``agrément``, ``jouèront`` -> ``joueront``, ``gagnè`` -> ``gagné``), where one fits
    best."""
    bare = lexicon.unaccent(key)
    if len(key) < 4 or bare == key or len(bare) != len(key):
        return None
    at = {i for i, (a, b) in enumerate(zip(key, bare, strict=True)) if a != b}
    scored: dict[int, list[str]] = {}
    for w in lexicon.same_letters(bare):
        if len(w) == len(key) and w != key:
            mine = {i for i, (a, b) in enumerate(zip(w, bare, strict=True)) if a != b}
            scored.setdefault(len(at & mine) - len(mine - at), []).append(w)
    if not scored:
        return None
    best = scored[max(scored)]
    return best[0] if len(best) == 1 else None


_S_BEFORE = regex.compile(r"(?<=[aeiouyâêîôûéè])s(?=[bcdfgjlmnpqtv])")


def _silent_s(key: str, forms: dict[str, str], marks: list[str]) -> str | None:
    """The one modern word an s no longer written stands for, its vowel accented
    (``arrestée`` -> ``arrêtée``, ``remesler`` -> ``remêler``); None where none or more than
    one fits."""
    at = [m.start() for m in _S_BEFORE.finditer(key)]
    cands = [(key[:a] + key[a + 1 :], (a,)) for a in at]
    if len(at) > 1:  # every such s (desgouster): each vowel before one takes an accent
        cands.append((_S_BEFORE.sub("", key), tuple(a - k for k, a in enumerate(at))))
    hits = set()
    for cand, places in cands:
        fits = [
            hit
            for hit in lexicon.same_letters(lexicon.unaccent(cand))
            if len(hit) == len(cand)
            and all(hit.count(c) >= marks.count(c) for c in marks)
            and all(lexicon.unaccent(hit[a - 1]) != hit[a - 1] for a in places)
        ]  # the vowel has the accent (ôster -> ôter; not ausdits -> audits)
        if fits:  # establit: établit, not the subjunctive établît, whose ^ the s never wrote
            least = min(_marks(h) for h in fits)
            hits.update(h for h in fits if _marks(h) == least)
    return next(iter(hits)) if len(hits) == 1 else None


def _marks(word: str) -> int:
    return sum(lexicon.unaccent(c) != c for c in word)


_DOUBLE = regex.compile(r"([bcdfglmnprst])\1")
_SINGLE = regex.compile(r"(?<=[aeiouéèê])([rlt])(?=[aeiouéèê])")
_SINGLE_LONG = regex.compile(r"(?<=[aeiouéèê])([fpcmns])(?=[aeiouéèê])")
_LONG = 6  # these consonants are doubled only in longer words (senes, a dice term, not sennes)


def _doubled(key: str, forms: dict[str, str], marks: list[str]) -> str | None:
    """The one modern word a consonant doubled or single in the old way stands for
    (``Vallet`` -> ``valet``, ``jettons`` -> ``jetons``, ``careau`` -> ``carreau``); None
    where none or more than one fits."""
    cands = {key[: m.start()] + key[m.start() + 1 :] for m in _DOUBLE.finditer(key)}
    single = [*_SINGLE.finditer(key), *(_SINGLE_LONG.finditer(key) if len(key) >= _LONG else ())]
    cands |= {key[: m.start()] + m.group(1) + key[m.start() :] for m in single}
    hits = set()
    for cand in cands:
        hit = forms.get(lexicon.unaccent(cand))
        if hit is not None and all(hit.count(c) >= marks.count(c) for c in marks):
            hits.add(hit)
    return next(iter(hits)) if len(hits) == 1 else None
