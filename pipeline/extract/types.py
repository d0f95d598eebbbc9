"""Typing a rule from a closed list, with spaCy's Matcher over the lemmas of its normalised
reading.

The types (``docs`` in the README say the same):

=============  ==========================================================================
setup          material and preparation: the deck, the board, the pieces, what is agreed
deal           shuffling, cutting, dealing, distributing cards or counters
turn           who plays first, the order of play, whose turn it is, discarding/exchanging
move           how a piece or a player moves, what a throw or a card played does
scoring        how points are counted or what something is worth
payment        paying stakes, the pool, counters given or taken in regular play
penalty        faults and what they cost
win            what wins, ends or loses the game or the hand
board-square   what happens on a given square or niche of a board
definition     what a term means, what something is called
commentary     history, praise, advice, examples: no rule of play
=============  ==========================================================================

Each type has patterns (lemma sequences, sometimes a dependency); when several types match,
the most specific wins, in the order of :data:`PRIORITY`. A rule that matches nothing is
commentary. The pattern that decided is kept as evidence.
"""

from __future__ import annotations

from functools import cache

from spacy.matcher import Matcher
from spacy.tokens import Doc

from pipeline.extract.nlp import nlp

TYPES = (
    "setup",
    "deal",
    "turn",
    "move",
    "scoring",
    "payment",
    "penalty",
    "win",
    "board-square",
    "definition",
    "commentary",
)
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


def _lemmas(*words: str) -> dict:
    return {"LEMMA": {"IN": list(words)}}


def _lower(*words: str) -> dict:
    return {"LOWER": {"IN": list(words)}}


_ANY = {"OP": "?"}
_SKIP = {"IS_PUNCT": False, "OP": "{0,3}"}

PATTERNS: dict[str, dict[str, list[list[dict]]]] = {
    "board-square": {
        "au nombre N": [
            [_lower("au", "le", "du", "ce"), _lower("nombre", "numéro"), {"LIKE_NUM": True}]
        ],
        "case/niche": [[_lemmas("case", "niche", "maison"), {"LIKE_NUM": True}]],
        "où il y a": [[_lower("où"), _lower("il"), _lower("y"), _lemmas("avoir")]],
    },
    "penalty": {
        "faute/peine": [
            [_lemmas("faute", "peine", "punition", "amende", "pénalité", "châtier", "mal-donne")]
        ],
        "perdre": [[_lemmas("perdre")]],
        "ne pouvoir plus": [[_lower("ne", "n'"), _SKIP, _lemmas("pouvoir"), _lower("plus")]],
        "recommencer": [[_lemmas("recommencer", "refaire")]],
    },
    "definition": {
        "s'appeler": [[_lower("se", "s'", "s’"), _lemmas("appeler", "nommer", "dire")]],
        "on appelle": [[_lower("on", "l'on"), _lemmas("appeler", "nommer")]],
        "c'est-à-dire": [
            [_lower("c'est-à-dire", "c’est-à-dire")],
            [_lower("c'", "c’"), _lower("est"), _lower("à"), _lower("dire")],
        ],
        "signifier": [[_lemmas("signifier", "entendre", "appeler")]],
    },
    "win": {
        "gagner": [[_lemmas("gagner", "gagne", "emporter")]],
        "partie finie": [[_lemmas("partie", "jeu"), _lemmas("finir", "achever")]],
    },
    "payment": {
        "payer": [
            [_lemmas("payer", "paye", "paie", "paiera", "payera")],
            [_lower("paye", "payera", "paiera", "paie", "payent")],
        ],
        "mettre au jeu": [
            [
                _lemmas("mettre", "tirer", "prendre"),
                _SKIP,
                _lower("jeu", "jetons", "jeton", "marque", "marques", "enjeu", "pot", "corbillon"),
            ]
        ],
        "jeton": [[_lemmas("jeton", "enjeu", "mise")]],
    },
    "deal": {
        "donner les cartes": [[_lemmas("donner", "distribuer"), _SKIP, _lemmas("carte")]],
        "mêler/couper": [
            [_lemmas("mêler", "mêle", "couper", "battre", "distribuer", "donner", "donne")]
        ],
        "talon": [[_lemmas("talon", "donne")]],
    },
    "scoring": {
        "valoir": [
            [_lemmas("valoir", "compter", "marquer", "compte")],
            [_lower("vaut", "valent", "compte", "comptent", "marque", "marquent")],
        ],
        "point": [[_lemmas("point", "points")]],
    },
    "turn": {
        "premier": [
            [
                _lower("premier", "première", "dernier"),
                _ANY,
                _lemmas("jouer", "parler", "commencer"),
            ]
        ],
        "à son tour": [[_lemmas("tour", "rang", "ordre")]],
        "écarter": [[_lemmas("écarter", "écart", "écarte")]],
        "commencer": [[_lemmas("commencer", "ouvrir", "entamer")]],
    },
    "move": {
        "aller/avancer": [
            [
                _lemmas(
                    "aller",
                    "avancer",
                    "reculer",
                    "marcher",
                    "passer",
                    "retourner",
                    "entrer",
                    "sortir",
                    "sauter",
                    "mener",
                )
            ]
        ],
        "jouer": [[_lemmas("jouer", "jeter", "pousser", "prendre", "lever", "abattre")]],
        "dé/pion": [[_lemmas("dé", "dés", "pion", "dame", "pièce", "bille", "boule", "balle")]],
    },
    "setup": {
        "il faut": [
            [
                _lower("il"),
                _lower("faut"),
                _lemmas("avoir", "prendre", "ôter", "convenir", "mettre", "être"),
            ]
        ],
        "convenir": [
            [_lemmas("convenir", "accorder", "régler", "composer", "préparer", "composé")]
        ],
        "carte/jeu": [
            [_lemmas("carte", "table", "tablier", "échiquier", "damier", "carton", "marque")]
        ],
    },
}


@cache
def matcher() -> Matcher:
    m = Matcher(nlp().vocab)
    for typ, named in PATTERNS.items():
        for name, patterns in named.items():
            m.add(f"{typ}|{name}", patterns)
    return m


def rule_type(doc: Doc) -> tuple[str, str]:
    """(type, evidence) for a parsed rule; evidence names the pattern and the words it saw."""
    found: dict[str, tuple[int, str]] = {}
    for match_id, start, end in matcher()(doc):
        typ, name = nlp().vocab.strings[match_id].split("|", 1)
        if typ not in found or start < found[typ][0]:
            found[typ] = (start, f"{name}: {doc[start:end].text}")
    for typ in PRIORITY:
        if typ in found:
            return typ, found[typ][1]
    return "commentary", "no pattern of play"
