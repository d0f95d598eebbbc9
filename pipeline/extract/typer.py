"""Typing a rule with a linear model trained on the hand-typed gold
(``tests/gold/rule-types.tsv``), over features read from spaCy's analysis of the rule.

Why a model and not more cue words: cues typed two rules in three right, and each new cue
mended one rule and broke another; the weights of a logistic regression are fitted to the
rules typed by hand, and cross-validation (``make bench``: stratified, and leaving each game
out in turn) says how well they carry to rules, and to games, the model has not seen.

The features of a rule (:func:`doc_features`, :func:`rule_features`):

- its words: lemma and stem (the first five letters, which bridge the book's spellings:
  ``paiera``/``payera``), those of the main clause (before the first ``:`` or ``;``) again;
- its syntax: the lemma of each sentence's root, and the root's dependents by relation;
- its main clause (:func:`_clause_features`): the verb, its subject and object and their
  kind (a player, a card, a piece, a place), modal, tense and mood, negation, the opening
  ``Si``/``Qui``/``Quand``, who speaks to whom (``je``, ``vous``);
- how it is said, in words every game shares (:func:`_construction_features`, ``cx:``):
  ``il faut``, ``on doit``, ``on ne peut``, ``défense de``; a condition and the class of
  what the main clause then does (pays, loses, wins, is worth, moves); who begins and in
  what order; a term named (``s'appelle``, ``c'est quand``, ``X est …``); points counted;
- its numbers' roles and units (:mod:`pipeline.extract.numbers`: ``unit:marqu``);
- the cue typer's verdict and every cue it matched (:mod:`pipeline.extract.types`);
- where it stands: the kind of its id (numbered article, quatrain, paragraph; never the
  game's name, which would type only the rules of a game already seen), the game's family
  (card, dice, ball, board: :func:`games_of`), its place in the game (first, last, which
  quarter), its length, a little of its neighbours' text.

Never the rules layer's links (issue 31): whether a rule is a rule of play is read from its
text, and the rules layer's declarations (:func:`pipeline.rules.registry.rule_of_play`,
:func:`~pipeline.rules.registry.not_executable`), not from whether a predicate implements it.
The typer once weighed the predicates' names, modules, docstrings and return annotations,
its neighbours' too: a rule was a rule of play because it was linked and linked because it
was a rule of play, and a witness of a game whose rules carry no links (the 1642 Piquet) had
50 of its 63 rules typed commentary, though they are the 1665 Piquet's rules of play.

Two readings (stacking): the first types each rule from these features; the second
(``data/typer-context.json``) from the same and the types the first gave the two rules
before and after it in its game and to the whole game (:func:`context_features`), since rules
come in runs (squares, values, faults) and games in kinds (a list of squares, of faults).

The models are data (``data/typer.json``: per feature one weight per type, and a bias),
written by ``scripts/train_typer.py``; a build only reads it. Scoring is a sum in a fixed
order, so the same features give the same type, byte for byte.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import regex

from pipeline.extract.numbers import numbers_in
from pipeline.extract.types import TYPES, cues, rule_type

if TYPE_CHECKING:  # spaCy is loaded only where a text is analysed
    from spacy.tokens import Doc, Token

MODEL = Path(__file__).resolve().parent / "data" / "typer.json"
CONTEXT_MODEL = MODEL.with_name("typer-context.json")
_WORD = regex.compile(r"\p{L}[\p{L}'’-]*")
_ID_KIND = regex.compile(r"\.(?:s\d+\.)?([apq])\d")
_CROSSED = ("mverb:", "first:", "cue-typer:")
"""Features read apart in each family of games (see :data:`_FAMILIES`)."""
_UNWEIGHED = ("l:", "ml:")
"""Parse features the model does not weigh: a word's lemma, which its stem (``s:``, the
first five letters) already carries; the lemma is kept for :func:`games_of`. With both, the
model spread its weight over two names of one word; without the lemma, leave-one-game-out
accuracy rose by a point (and stratified by half of one)."""
_ROLES = ("nsubj", "obj", "obl", "obl:arg", "obl:mod", "iobj", "advcl", "xcomp", "ccomp", "mark")


def _stem(word: str) -> str:
    return word[:5]


def doc_features(doc: Doc) -> list[str]:
    """The features of a rule that its parse gives (sorted, without repeats)."""
    feats: set[str] = set()
    main_end = next((t.i for t in doc if t.text in (":", ";")), len(doc))
    for t in doc:
        low = t.text.lower()
        if not _WORD.fullmatch(low):
            continue
        lemma = t.lemma_.lower()
        feats.update((f"l:{lemma}", f"s:{_stem(low)}"))
        if t.i < main_end:
            feats.update((f"ml:{lemma}", f"ms:{_stem(low)}"))
    for sent in doc.sents:
        root = sent.root
        feats.add(f"root:{root.lemma_.lower()}")
        for child in root.children:
            if child.dep_ in _ROLES and _WORD.fullmatch(child.text.lower()):
                feats.add(f"dep:{child.dep_}:{child.lemma_.lower()}")
    for typ, name, start, _end in cues(doc):
        feats.add(f"cue:{typ}|{name}")
        feats.add(f"cuet:{typ}")
        if start < main_end:
            feats.add(f"mcue:{typ}")
    feats.add(f"cue-typer:{rule_type(doc)[0]}")
    words = sum(1 for t in doc if t.is_alpha)
    feats.add(f"len:{min(6, int(math.log2(words + 1)))}")
    if any(t.like_num for t in doc):
        feats.add("has-number")
    feats.update(_clause_features(doc, main_end))
    feats.update(_construction_features(doc, main_end))
    for n in numbers_in(doc):
        feats.add(f"num:{n.role}")
        if n.unit:
            feats.add(f"unit:{_stem(n.unit.lower())}")
    return sorted(feats)


def _clause_features(doc: Doc, main_end: int) -> set[str]:
    """What the main clause says and how: its verb (the first sentence's root, or the first
    verb of the clause), that verb's subject and object by lemma and by kind (a player, a
    card, a piece or a place), its modal, tense and mood, negation, a condition or relative
    clause that opens the rule (``Si…``, ``Qui…``, ``Quand…``), and who speaks to whom (the
    author's ``je``, the reader's ``vous``/``tu``). These carry across games where the
    words of one game do not."""
    feats: set[str] = set()
    words = [t for t in doc if _WORD.fullmatch(t.text.lower())]
    if words:
        first = words[0].lemma_.lower()
        feats.add(f"first:{first if first in _OPENERS else 'other'}")
    sent = next(iter(doc.sents), None)
    if sent is None:
        return feats
    root = sent.root
    if root.i >= main_end or root.pos_ not in ("VERB", "AUX"):
        root = next((t for t in doc[:main_end] if t.pos_ == "VERB"), root)
    verb = root.lemma_.lower()
    feats.add(f"mverb:{verb}")
    for child in root.children:
        dep = child.dep_.split(":")[0]
        if dep in ("nsubj", "expl") and _WORD.fullmatch(child.text.lower()):
            feats.add(f"msubj:{child.lemma_.lower()}")
            feats.add(f"msubjk:{_kind(child)}")
        elif dep == "obj" and _WORD.fullmatch(child.text.lower()):
            feats.add(f"mobj:{child.lemma_.lower()}")
            feats.add(f"mobjk:{_kind(child)}")
        elif dep == "aux" and child.lemma_.lower() in _MODALS:
            feats.add(f"modal:{child.lemma_.lower()}")
        elif dep == "advmod" and child.lemma_.lower() in _NEGATIONS:
            feats.add("mneg")
        elif dep == "advcl":
            mark = next((g.lower_ for g in child.children if g.dep_ == "mark"), "")
            feats.add(f"advcl:{mark if mark in _OPENERS else 'other'}")
    if verb in _MODALS:
        feats.add(f"modal:{verb}")
        xcomp = next((c for c in root.children if c.dep_ in ("xcomp", "ccomp")), None)
        if xcomp is not None:
            feats.add(f"mverb:{xcomp.lemma_.lower()}")
    for key in ("Tense", "Mood", "VerbForm"):
        for value in root.morph.get(key):
            feats.add(f"m{key.lower()}:{value}")
    for t in doc[:main_end]:
        if t.pos_ == "PRON":
            person = t.morph.get("Person")
            if person and person[0] in ("1", "2"):
                feats.add(f"person:{person[0]}")
        if t.lemma_.lower() in _NEGATIONS and t.dep_ == "advmod":
            feats.add("neg")
    return feats


def _construction_features(doc: Doc, main_end: int) -> set[str]:
    """How the rule is said, in words every game shares (``cx:``): the impersonal and modal
    frames of a rule (``il faut``, ``on doit``, ``on ne peut``, ``il est permis``,
    ``défense de``, ``nul ne``), a condition (``Si…``, ``Quand…``) and the class of what its
    main clause then does (:data:`_VERB_CLASSES`: pays, loses, wins, is worth, moves), the
    order of play (``le premier``, ``à son tour``, ``c'est à … de jouer``), a term named
    (``s'appelle``, ``on nomme``, ``c'est-à-dire``, ``X est quand``, a copula that defines
    its subject) and a number counted in points or marks. A game's own nouns (its cards,
    its squares) are none of these: what carries to a game the model has not seen is the
    shape of the sentence, not its vocabulary."""
    feats: set[str] = set()
    main = doc[:main_end]
    lemmas = [t.lemma_.lower() for t in doc]
    lowers = [t.lower_ for t in doc]
    main_lemmas = set(lemmas[:main_end])
    for i, t in enumerate(main):
        lemma, low = lemmas[i], lowers[i]
        nxt = lowers[i + 1] if i + 1 < len(doc) else ""
        if lemma == "falloir":
            feats.add("cx:il-faut")
        if low in ("on", "l'on") and t.head.lemma_.lower() in _MODALS:
            neg = any(c.lemma_.lower() in _NEGATIONS for c in t.head.children)
            feats.add(f"cx:on-{t.head.lemma_.lower()}{'-neg' if neg else ''}")
        if lemma in ("permettre", "permis", "loisible", "libre") or low == "permis":
            feats.add("cx:permis")
        if lemma in ("défense", "défendre", "défendu") or low in ("défenses", "défendu"):
            feats.add("cx:défense")
        if low in ("nul", "personne", "aucun") and nxt in ("ne", "n'"):
            feats.add("cx:nul-ne")
        if low in _TURN_WORDS or lemma in _TURN_WORDS:
            feats.add("cx:order")
        if low in ("c'", "c’", "ce") and nxt == "est" and i + 2 < len(doc):
            if lowers[i + 2] in ("à", "au", "aux"):
                feats.add("cx:c-est-à")
            if lowers[i + 2] == "à" and i + 3 < len(doc) and lowers[i + 3] == "dire":
                feats.add("cx:name")
    for i, t in enumerate(doc):
        if lemmas[i] in _NAMING or lowers[i] in ("dite", "dit", "appelé", "appelée", "nommé"):
            feats.add("cx:name")
        if lowers[i] in ("c'", "c’") and lowers[i + 1 : i + 2] == ["est"]:
            after = lowers[i + 2] if i + 2 < len(doc) else ""
            feats.add(f"cx:c-est-{after if after in _DEFINING else 'other'}")
        if t.like_num and t.head.lemma_.lower() in _POINT_UNITS:
            feats.add("cx:num-points")
        if t.like_num and t.head.pos_ in ("VERB", "AUX"):
            feats.add(f"cx:num-{_verb_class(t.head.lemma_.lower(), t.head.lower_)}")
    classes = {_verb_class(t.lemma_.lower(), t.lower_) for t in main if t.pos_ in ("VERB", "AUX")}
    feats.update(f"cx:has-{cls}" for cls in classes)
    sent = next(iter(doc.sents), None)
    if sent is None:
        return feats
    root = sent.root
    if root.i >= main_end or root.pos_ not in ("VERB", "AUX"):
        root = next((t for t in main if t.pos_ == "VERB"), root)
    if root.lemma_.lower() in _MODALS:
        root = next((c for c in root.children if c.dep_ in ("xcomp", "ccomp")), root)
    words = [t for t in doc if t.is_alpha]
    opener = words[0].lower_ if words else ""
    if opener in ("qui", "quiconque", "quiconques") and root.i < main_end:
        # "Qui renonce perd": the parser takes the relative's verb for the root
        root = next((c for c in root.children if c.pos_ == "VERB" and c.i > root.i), root)
    vclass = _verb_class(root.lemma_.lower(), root.lower_)
    feats.add(f"cx:vclass:{vclass}")
    for i in range(len(main) - 1):
        if (
            lemmas[i] == "être"
            and i <= 4
            and all(u.pos_ in ("DET", "NOUN", "PROPN", "ADJ") for u in doc[:i])
            and i > 0
        ):
            feats.add("cx:X-est")
            if lowers[i + 1] in (
                "quand",
                "lorsque",
                "lorsqu'",
                "si",
                "que",
                "qu'",
                "une",
                "un",
                "deux",
                "trois",
                "quatre",
                "cinq",
            ):
                feats.add("cx:X-est-quand")
    if opener in ("si", "s'", "quand", "lorsque", "lorsqu'", "mais", "or", "et", "que", "plus"):
        cond = next((w for w in words[:4] if w.lower_ in ("si", "s'", "quand", "lorsque")), None)
        if cond is not None:
            feats.add(f"cx:if&{vclass}")
    if opener in ("qui", "quiconque", "quiconques", "celui"):
        feats.add(f"cx:who&{vclass}")
    if "premier" in main_lemmas and main_lemmas & {"jouer", "commencer", "jeter", "tirer"}:
        feats.add("cx:first-plays")
    return feats


def _words(text: str) -> frozenset[str]:
    """A set of words written as one string (a lexicon reads best as running text)."""
    return frozenset(text.split())


_OPENERS = _words(
    "si qui quand lorsque celui quiconque après pour le la il on l'on et mais or ce tout toute "
    "chacun premièrement au"
)
_TURN_WORDS = _words(
    "premier première dernier ordre rang tour primauté commencer recommencer devant hyvet "
    "droite gauche âgé ensuite tour alternativement successivement"
)
_DEFINING = _words("quand lorsque que qu' un une le la l' ce")
"""What follows ``c'est`` when a term is being explained (``c'est quand``, ``c'est un``)."""
_NAMING = _words("appeler nommer signifier nom mot entendre")
_POINT_UNITS = _words("point marque jeton partie coup fiche écu sol")
_VERB_CLASSES = {
    "pay": ("pay", "pai", "rendr", "tir", "mett", "mis"),
    "lose": ("perd", "perte"),
    "win": ("gagn", "emport", "remport", "achev", "fini", "termin"),
    "score": ("val", "vau", "compt", "cont", "marqu"),
    "move": (
        "jou",
        "joï",
        "all",
        "va",
        "ira",
        "pass",
        "avanc",
        "recul",
        "retourn",
        "march",
        "saut",
        "pren",
        "jet",
        "pouss",
        "touch",
        "frapp",
        "arrêt",
        "entr",
        "sort",
        "lev",
    ),
    "deal": ("batt", "coup", "mêl", "mesl", "écart", "escart", "distribu", "donn"),
    "name": ("appel", "nomm", "dir", "dit", "signifi", "entend"),
    "begin": ("commenc", "recommenc"),
    "be": ("êt", "est", "sont", "ét", "av", "a", "ont", "y"),
}
"""The class of a main verb by the first letters of its lemma or its form (the parser's
lemmas of the book's verbs are often the form itself: ``vaut``, ``paiera``): what a rule's
main clause does, across games' words. The first class that holds a prefix wins."""


def _verb_class(lemma: str, form: str = "") -> str:
    for word in (lemma, form):
        for cls, prefixes in _VERB_CLASSES.items():
            if word.startswith(prefixes) and (cls != "be" or word in _BE):
                return cls
    return "other"


_BE = _words("être est sont était étaient sera seront avoir a ont avait aura auront y")


_MODALS = frozenset({"pouvoir", "devoir", "falloir", "convenir"})
_NEGATIONS = frozenset({"ne", "pas", "point", "jamais", "nul", "aucun", "rien"})
_KINDS = {
    "player": _words(
        "celui qui on joueur personne chacun il vous je tu homme premier dernier second "
        "compagnon banquier quiconque lui ceux autre adversaire hombre compagnie partie"
    ),
    "card": _words(
        "carte as roi reine dame valet triomphe atout couleur levée main honneur matador "
        "spadille baste manille"
    ),
    "piece": _words(
        "pion pièce tour fou chevalier renard poule bille boule éteuf balle dé marque jeton bois"
    ),
    "place": _words("case niche cercle nombre coin coing table lame pointe jan siècle pays jeu"),
    "value": _words("point marque coup prix enjeu argent gain"),
}
"""The kind of a subject or object by its lemma (the first kind that holds it)."""


def _kind(tok: Token) -> str:
    lemma = tok.lemma_.lower()
    return next((k for k, words in _KINDS.items() if lemma in words), "other")


@dataclass(frozen=True)
class Typed:
    """What the typer reads of one rule: its id and its parse's features (nothing of the
    rules layer: see the module's docstring)."""

    id: str
    doc_features: list[str]


_FAMILIES = {
    "card": ("l:carte",),
    "dice": ("l:dé",),
    "ball": ("l:bille", "l:boule", "l:éteuf", "l:balle", "l:raquette", "l:billard"),
    "board": ("l:case", "l:niche", "l:cercle", "l:pion", "l:échiquier", "l:damier", "l:oie"),
}
"""A game's family, by the words its rules use most: the same sentence shape means
another thing in a card game than on a race board (``Qui … perd`` is a fault at the
billiards, ``Qui ira au …`` a square at the Goose)."""


@dataclass(frozen=True)
class Game:
    """What the typer reads of a whole game: its family and where its rules stand."""

    family: str
    start: int
    size: int


def games_of(rules: list[Typed]) -> dict[str, Game]:
    """Each game's family (the family whose words the most of its rules hold; ``other``
    when none does) and the span of its rules in ``rules``."""
    spans: dict[str, list[int]] = {}
    for k, rule in enumerate(rules):
        spans.setdefault(rule.id.split(".", 1)[0], []).append(k)
    out = {}
    for game, ks in spans.items():
        counts = {
            fam: sum(1 for k in ks if any(w in rules[k].doc_features for w in words))
            for fam, words in _FAMILIES.items()
        }
        best = max(_FAMILIES, key=lambda fam: (counts[fam], fam))
        out[game] = Game(best if counts[best] else "other", ks[0], len(ks))
    return out


def rule_features(rules: list[Typed], k: int, games: dict[str, Game] | None = None) -> list[str]:
    """The features of ``rules[k]``: those of its parse (but :data:`_UNWEIGHED`), its id's
    kind (never its game's name: a feature of one game's rules types only that game, and
    the typer is for rules it has not seen), its game's family and its place in it, and a
    few of its neighbours' in the same game (``prev:``, ``next:``: the cue typer's verdict,
    the root), which carry a fragment or a list item (a niche's destination, a card of a
    trick) to its kind."""
    rule = rules[k]
    game = rule.id.split(".", 1)[0]
    m = _ID_KIND.search(rule.id)
    feats = {f for f in rule.doc_features if not f.startswith(_UNWEIGHED)}
    feats.add(f"kind:{m.group(1) if m else 'other'}")
    g = (games or games_of(rules))[game]
    at = k - g.start
    where = "first" if at == 0 else "last" if at == g.size - 1 else f"q{4 * at // g.size}"
    feats.update((f"fam:{g.family}", f"at:{where}"))
    feats.update(f"fam:{g.family}&{f}" for f in rule.doc_features if f.startswith(_CROSSED))
    for tag, j in (("prev", k - 1), ("next", k + 1)):
        if 0 <= j < len(rules) and rules[j].id.split(".", 1)[0] == game:
            other = rules[j]
            feats.update(
                f"{tag}:{f}" for f in other.doc_features if f.startswith(("cue-typer:", "root:"))
            )
    return sorted(feats)


def _load(path: Path) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    if tuple(data["types"]) != TYPES:
        raise ValueError(f"{path} was trained for other types: {data['types']}")
    return data


@cache
def model() -> dict:
    """The trained weights: ``{"types": [...], "bias": [...], "weights": {feature: [...]}}``."""
    return _load(MODEL)


@cache
def context_model() -> dict:
    """The second reading's weights (the same form as :func:`model`'s), over a rule's
    features and the types the first reading gave its neighbours (:func:`context_features`)."""
    return _load(CONTEXT_MODEL)


class Scorer:
    """A model (the form ``data/typer.json`` holds) as a matrix, its bias as row 0 and one
    row of weights per feature: a rule's scores are one sum of rows, not a loop per weight.
    The one scorer of the typer: the build (:func:`classify`) and the training and
    cross-validation (:mod:`pipeline.extract.training`) both type a rule through it."""

    def __init__(self, m: dict) -> None:
        import numpy as np

        self.weights: dict[str, list[float]] = m["weights"]
        names = list(self.weights)
        self.index = {f: k + 1 for k, f in enumerate(names)}
        self.rows = np.array([m["bias"], *(self.weights[f] for f in names)], dtype=np.float64)

    def classify(self, features: list[str]) -> tuple[str, str]:
        """(type, evidence): the type of highest score, and the features that weighed most
        for it (the evidence a reader can check).

        The scores are the bias plus each known feature's weights, added row after row in
        the features' sorted order (numpy adds the rows of a column in sequence, so the
        sums are the same bits as a loop's, and the same features give the same type)."""
        known = [f for f in sorted(set(features)) if f in self.index]
        scores = self.rows[[0, *(self.index[f] for f in known)]].sum(axis=0).tolist()
        best = max(range(len(TYPES)), key=lambda k: (scores[k], -k))
        top = sorted(known, key=lambda f: (-self.weights[f][best], f))[:3]
        return TYPES[best], "model: " + ", ".join(top)

    def type_of(self, features: list[str]) -> str:
        return self.classify(features)[0]


@cache
def _scorer(context: bool) -> Scorer:
    return Scorer(context_model() if context else model())


def classify(features: list[str], context: bool = False) -> tuple[str, str]:
    """(type, evidence) by the first reading's model, or the second's with ``context``
    (:meth:`Scorer.classify`)."""
    return _scorer(context).classify(features)


CONTEXT_SHARES = (0.15, 0.35)
"""A type the first reading gave at least this share of a rule's game (``ctx:game15:``,
``ctx:game35:``): what kind of game it is (a list of squares, of faults, of payments)."""


def context_features(types: list[str], at: int) -> list[str]:
    """What the first reading says around the rule at ``at`` among its game's rules typed
    ``types``: the types of the two rules before and after it (``ctx:prev:scoring``,
    ``ctx:prev2:``, ``ctx:next:``, ``ctx:next2:``), since rules come in runs (a game's
    squares, its table of values, its faults) and a fragment or a list item takes its kind
    from the rules around it; and the types that make up its game (the most frequent,
    ``ctx:gametop:``, and each above :data:`CONTEXT_SHARES`), since a game told as a list of
    squares or of faults types its unclear rules by the clear ones, in any game.

    Measured on the gold (grouped folds of games, stacked): the next-but-one rules and the
    game's make-up took accuracy on unseen games from 0.692 to 0.702."""
    feats = []
    for tag, j in (("prev2", at - 2), ("prev", at - 1), ("next", at + 1), ("next2", at + 2)):
        if 0 <= j < len(types):
            feats.append(f"ctx:{tag}:{types[j]}")
    counts = Counter(types)
    feats.append(f"ctx:gametop:{max(TYPES, key=lambda t: (counts[t], -TYPES.index(t)))}")
    for t in TYPES:
        for share in CONTEXT_SHARES:
            if counts[t] >= share * len(types):
                feats.append(f"ctx:game{round(100 * share)}:{t}")
    return feats


def in_context(ids: list[str], types: list[str]) -> list[list[str]]:
    """The :func:`context_features` of every rule of ``ids`` (rules in reading order, their
    first reading's ``types``), each read within its own game."""
    spans: dict[str, list[int]] = {}
    for k, rid in enumerate(ids):
        spans.setdefault(rid.split(".", 1)[0], []).append(k)
    out: list[list[str]] = [[] for _ in ids]
    for ks in spans.values():
        game_types = [types[k] for k in ks]
        for at, k in enumerate(ks):
            out[k] = context_features(game_types, at)
    return out


def type_all(rules: list[Typed]) -> list[tuple[str, str]]:
    """(type, evidence) of every rule, in order (the rules of a source, in reading order):
    a first reading of each rule alone, then a second that also weighs the types the first
    gave its neighbours (stacking; trained on neighbours typed by models that had not seen
    their game, :func:`pipeline.extract.training.fit_stacked`)."""
    games = games_of(rules)
    feats = [rule_features(rules, k, games) for k in range(len(rules))]
    first = [classify(f)[0] for f in feats]
    around = in_context([r.id for r in rules], first)
    return [classify(f + c, context=True) for f, c in zip(feats, around, strict=True)]
