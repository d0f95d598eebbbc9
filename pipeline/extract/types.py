"""The cue typer: a rule's type from spaCy Matcher patterns over the lemmas of its
normalised reading.

It no longer decides a rule's type: the trained model does
(:mod:`pipeline.extract.typer`), and reads this typer's verdict and every cue it matched as
features. ``make bench`` compares the two on the hand-typed gold. The types and what they mean
are :data:`pipeline.model.RULE_TYPE_DESC`.

Each type has patterns (lemma sequences, sometimes a dependency); when several types match,
the most specific wins, in the order of :data:`PRIORITY`. A rule that matches nothing is
commentary. The pattern that decided is kept as evidence.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from pipeline.model import RULE_TYPES
from pipeline.nlp import nlp

if TYPE_CHECKING:  # spaCy is loaded only where a text is analysed
    from spacy.matcher import Matcher
    from spacy.tokens import Doc

TYPES = RULE_TYPES
PRIORITY = (
    "board-square",
    "penalty",
    "definition",
    "win",
    "payment",
    "deal",
    "scoring",
    "turn",
    "move",
    "setup",
)
"""Ties between equally strong cues go to the more specific type."""


def _lemmas(*words: str) -> dict:
    return {"LEMMA": {"IN": list(words)}}


def _lower(*words: str) -> dict:
    return {"LOWER": {"IN": list(words)}}


def _prefix(*stems: str) -> dict:
    return {"LOWER": {"REGEX": "^(" + "|".join(stems) + ")"}}


_ANY = {"OP": "?"}
_SKIP = {"IS_PUNCT": False, "OP": "{0,3}"}
_NUM = {"LIKE_NUM": True}
_ROMAN_NUM = {"TEXT": {"REGEX": "^[IVX]+\\.?$"}}

# type -> cue name -> (weight, patterns). Weight 3: the cue says the type by itself;
# 2: a strong hint; 1: a word of the domain.
PATTERNS: dict[str, dict[str, tuple[int, list[list[dict]]]]] = {
    "board-square": {
        "au nombre N": (3, [[_lower("au", "le", "du"), _lower("nombre", "numéro"), _NUM]]),
        "ira au N": (
            3,
            [
                [
                    _prefix("ir", "all", "aill", "parvi", "vien", "vi", "arriv"),
                    _lower("au", "à"),
                    _NUM,
                ]
            ],
        ),
        "ira à I. II.": (3, [[_prefix("ir", "all"), _lower("à"), _ROMAN_NUM, _ROMAN_NUM]]),
        "où est la": (
            2,
            [
                [
                    _lower("où"),
                    _lower("est", "sont", "y"),
                    _ANY,
                    _lower("la", "le", "l'", "un", "une", "dépeint", "marqués", "pourtraits"),
                ]
            ],
        ),
        "y sera reçu": (3, [[_lower("y"), _lower("sera"), _prefix("reç", "rec")]]),
        "goose/anchor": (
            2,
            [[_lemmas("oie", "oye", "ancre")], [_lower("oie", "oies", "oye", "ancre", "ancres")]],
        ),
        "niche label": (2, [[_ROMAN_NUM, _ROMAN_NUM, _ROMAN_NUM, _ROMAN_NUM]]),
    },
    "penalty": {
        "à peine de": (3, [[_lower("à", "sur"), _lower("peine"), _lower("de", "d'")]]),
        "défense de": (3, [[_lower("défense", "défenses", "défendu"), _lower("de", "d'")]]),
        "perd le coup": (
            3,
            [
                [
                    _prefix("perd"),
                    _ANY,
                    _lower("le", "la", "son", "tout", "deux", "sa"),
                    _ANY,
                    _lower("coup", "coups", "partie", "jeu", "bille", "devant", "enjeu", "tout"),
                ]
            ],
        ),
        "faute/peine": (
            2,
            [
                [
                    _lemmas(
                        "faute",
                        "peine",
                        "punition",
                        "amende",
                        "pénalité",
                        "trompeur",
                        "châtier",
                        "jurer",
                        "blasphémer",
                    )
                ],
                [_lower("faute", "peine", "punition", "trompeur")],
            ],
        ),
        "n'est permis": (
            2,
            [
                [
                    _lower("n'", "ne"),
                    _lower("est", "sera"),
                    _lower("permis", "loisible", "recevable"),
                ],
                [_lower("ne"), _lemmas("pouvoir"), _lower("plus")],
            ],
        ),
        "j'adoube": (3, [[_lower("adoube", "j'adoube")]]),
        "refaire": (1, [[_lemmas("refaire", "redonner", "remêler")]]),
    },
    "definition": {
        "s'appeler": (
            3,
            [
                [_lower("se", "s'", "s’"), _lemmas("appeler", "nommer")],
                [
                    _lower(
                        "appelle", "appellent", "nomme", "nomment", "appelé", "appelée", "appelés"
                    )
                ],
            ],
        ),
        "veut dire": (
            3,
            [[_lower("veut"), _lower("dire")], [_prefix("signifi")], [_lower("le"), _lower("mot")]],
        ),
        "c'est-à-dire": (1, [[_lower("c'"), _lower("est"), _lower("à"), _lower("dire")]]),
        "une mesure": (2, [[_lower("de"), _lower("longueur", "largeur", "hauteur")]]),
        "X est Y": (
            1,
            [
                [
                    {"POS": "DET", "IS_SENT_START": True},
                    {"POS": {"IN": ["NOUN", "PROPN"]}},
                    _ANY,
                    _lower("est", "sont"),
                    {"POS": {"IN": ["DET", "NUM"]}},
                ]
            ],
        ),
    },
    "win": {
        "gagne la partie": (
            3,
            [
                [
                    _prefix("gagn", "emport", "remport", "achev"),
                    _ANY,
                    _lower("la", "le", "tout", "ce"),
                    _lower("partie", "jeu", "coup", "paradis", "prix", "victoire"),
                ],
                [_lower("a", "aura"), _lower("gagné")],
            ],
        ),
        "fin de la partie": (
            3,
            [
                [_lower("fin"), _lower("à", "de"), _lower("la"), _lower("partie")],
                [_lower("partie"), _lower("perdue", "finie", "gagnée")],
                [_lower("partie"), _prefix("achèv", "achev", "fini")],
            ],
        ),
        "gagner": (2, [[_prefix("gagn")]]),
        "premier qui": (
            1,
            [[_lower("premier"), _lemmas("arriver", "atteindre", "parvenir", "passer")]],
        ),
    },
    "payment": {
        "payer": (3, [[_prefix("pay", "pai")]]),
        "jetons": (
            2,
            [
                [_lemmas("jeton", "jetton", "enjeu", "mise", "argent", "banque", "banquier")],
                [_lower("jettons", "jetons", "enjeu")],
            ],
        ),
        "marques": (1, [[_lower("marque", "marques")]]),
        "donne à chacun": (2, [[_prefix("donn"), _SKIP, _lower("chacun")]]),
        "mettre au jeu": (
            3,
            [[_lemmas("mettre", "coucher", "tirer", "donner"), _SKIP, _lower("au"), _lower("jeu")]],
        ),
        "donner N jetons": (
            3,
            [
                [
                    _lemmas("donner", "tirer", "retirer", "prendre"),
                    _SKIP,
                    _NUM,
                    _lower("jettons", "jetons", "marques", "marque"),
                ]
            ],
        ),
    },
    "deal": {
        "donner les cartes": (
            3,
            [[_lemmas("donner", "distribuer", "départir"), _SKIP, _lower("cartes")]],
        ),
        "mêler/couper": (
            3,
            [
                [_lemmas("mêler", "couper", "battre", "remêler", "melle")],
                [_lower("coupe", "coupé", "mêle", "melle", "meller")],
            ],
        ),
        "faire (donner)": (
            2,
            [
                [_lower("de", "à"), _lower("faire"), _lower("ou", "ni")],
                [_lower("obligé"), _lower("de"), _lower("faire")],
            ],
        ),
        "tirer une boule": (2, [[_lemmas("tirer", "remuer"), _SKIP, _lower("boule", "sac")]]),
        "donner par": (2, [[_lemmas("donner"), _lower("par"), _NUM]]),
    },
    "scoring": {
        "valoir": (3, [[_lower("vaut", "valent", "vallent", "valant")]]),
        "compter": (2, [[_prefix("compt", "marqu")]]),
        "valeur": (2, [[_lower("valeur")]]),
        "points": (1, [[_lower("point", "points", "p.")]]),
        "gagne N coups": (3, [[_prefix("gagn"), _NUM, _lower("coups", "points", "jeux")]]),
    },
    "turn": {
        "premier/dernier": (
            2,
            [
                [
                    _lower("le", "la"),
                    _lower("premier", "première", "dernier"),
                    _lemmas("jouer", "commencer", "parler", "avoir", "écarter"),
                ],
                [_lower("a"), _lower("le"), _lower("devant")],
            ],
        ),
        "à son tour": (
            3,
            [
                [_lower("son", "à"), _lower("tour", "rang")],
                [_lower("main"), _lower("droite", "gauche")],
            ],
        ),
        "écarter": (2, [[_prefix("écart", "escart")]]),
        "l'hyvet/la main": (2, [[_lower("hyvet", "hyuet", "primauté")]]),
    },
    "move": {
        "marcher/avancer": (
            3,
            [
                [
                    _lemmas(
                        "marcher",
                        "avancer",
                        "reculer",
                        "cheminer",
                        "sauter",
                        "mouvoir",
                        "retourner",
                        "remettre",
                    )
                ],
                [_lower("en"), _lower("arrière")],
                [_lower("marche", "marchent", "recule", "reculera", "retourne", "tourne", "aille")],
            ],
        ),
        "cases/lignes": (2, [[_lower("case", "cases", "ligne", "oblique", "droite")]]),
        "jouer le coup": (
            2,
            [
                [
                    _lemmas("jouer", "pousser", "tirer", "jeter"),
                    _SKIP,
                    _lower(
                        "boule",
                        "bille",
                        "billes",
                        "coup",
                        "carte",
                        "dé",
                        "dés",
                        "dames",
                        "dame",
                        "bois",
                        "balle",
                        "esteuf",
                    ),
                ]
            ],
        ),
        "rencontré": (3, [[_lower("rencontré", "rencontrera")]]),
        "plus de points": (2, [[_lower("plus", "davantage"), _lower("de"), _lower("points")]]),
        "premier jet": (
            4,
            [
                [_lower("premier"), _lower("trait", "jet")],
                [_lower("au"), _lower("commencement"), _lower("du"), _lower("jeu")],
            ],
        ),
        "aller/passer": (1, [[_lemmas("aller", "passer", "entrer", "sortir", "lever", "placer")]]),
    },
    "setup": {
        "il faut avoir": (
            2,
            [
                [
                    _lower("il"),
                    _lower("faut"),
                    _lemmas("avoir", "ôter", "convenir", "mettre", "prendre"),
                ],
                [_lower("faut"), _lower("convenir", "avoir")],
            ],
        ),
        "composé de": (
            3,
            [
                [
                    _lower("composé", "composée", "divisé", "divisée", "fait"),
                    _lower("de", "du", "des", "en"),
                ]
            ],
        ),
        "il y a N": (1, [[_lower("il"), _lower("y"), _lower("a", "doit"), _ANY, _NUM]]),
        "chacun aura": (
            2,
            [
                [_lower("chacun"), _lower("aura", "doit", "aient")],
                [_lemmas("convenir", "accorder")],
            ],
        ),
        "matériel": (
            1,
            [
                [
                    _lemmas(
                        "échiquier",
                        "tablier",
                        "table",
                        "sac",
                        "craie",
                        "marque",
                        "armée",
                        "dé",
                        "boule",
                    )
                ]
            ],
        ),
    },
}
"""The cues; their names are kept as evidence."""

_MIN_SCORE = 2  # a mere word of the domain in a subordinate clause does not make a rule
_MAIN_CLAUSE_BONUS = 1  # a cue before the first colon or semicolon: the rule's main clause


@cache
def matcher() -> Matcher:
    from spacy.matcher import Matcher

    m = Matcher(nlp().vocab)
    for typ, named in PATTERNS.items():
        for name, (_, patterns) in named.items():
            m.add(f"{typ}|{name}", patterns)
    return m


def cues(doc: Doc) -> list[tuple[str, str, int, int]]:
    """The cues matched in ``doc``, as (type, cue name, start, end): matched once per parse
    and kept on the doc, since the typer's features and the cue typer's verdict both read
    them and the Matcher costs as much as the parse itself."""
    found = doc.user_data.get("maison.cues")
    if found is None:
        strings = nlp().vocab.strings
        found = [(*strings[m].split("|", 1), s, e) for m, s, e in matcher()(doc)]
        doc.user_data["maison.cues"] = found
    return found


def rule_type(doc: Doc) -> tuple[str, str]:
    """(type, evidence) for a parsed rule; evidence names the deciding cue and its words.

    Each type scores its strongest cue (plus one if the cue is in the main clause, before
    the first ``:`` or ``;``); the best score wins, ties to the more specific type. With no
    cue the rule is commentary.
    """
    main_end = next((t.i for t in doc if t.text in (":", ";")), len(doc))
    best: dict[str, tuple[int, int, str]] = {}
    for typ, name, start, end in cues(doc):
        weight = PATTERNS[typ][name][0] + (_MAIN_CLAUSE_BONUS if start < main_end else 0)
        cand = (weight, -start, f"{name}: {doc[start:end].text}")
        if typ not in best or cand[:2] > best[typ][:2]:
            best[typ] = cand
    strong = {t: v for t, v in best.items() if v[0] >= _MIN_SCORE}
    if not strong:
        return "commentary", "no cue of play strong enough"
    typ = max(strong, key=lambda t: (strong[t][0], -PRIORITY.index(t)))
    return typ, strong[typ][2]
