"""Sentences as a reader counts statements: where the French splitter's sentences are joined
into one rule (a value cut off by its full stop, a subject carried over, a condition still
waiting for its consequence) and where one sentence holds two (a semicolon before a new main
clause, a new subject after a colon). Pure text; the parser's answers come in as callables,
so the cuts are testable on the book's own sentences without spaCy.
"""

from __future__ import annotations

from collections.abc import Callable

import regex

_WORDS = regex.compile(r"\p{L}{3,}")
_ABBREVIATION = regex.compile(r"^\s*\p{L}{1,6}\.\s*$")  # "Rat. | Temp.": a title cut short
_NUMERAL_GOES_ON = regex.compile(r"^\s*[IVXLC]{1,8}\.\s+\p{Ll}")  # "LVI. qui deschargea"
_NAMELY = regex.compile(r"^\W*(?:à\s+)?s\s?[çc]?\s?a\s?[uv]\s?o\s?i\s?r\W*$", regex.I)


_NEW_CLAUSE = regex.compile(r";\s+(?=(\p{Lu}\p{Ll}*))")
_GOING_ON = frozenset(
    ["Et", "Mais", "Car", "Or", "Ou", "Ni", "Comme", "Que", "Qui", "Prince", "Alors", "Lors"]
    + ["Cependant", "Puis", "Ainsi", "Partant", "Donc", "Tellement"]
)


_SUBORDINATE_FIRST = regex.compile(
    r"\s*(?:(?:Et|Mais)\s+)?(?:d'autant\s+que|parce\s+que|puisque|si\b|s'|quand|lorsque|"
    r"lors\s+que|encore\s+que|bien\s+que)",
    regex.I,
)
"""A statement opening on its subordinate clause ("Et d'autant que les onze niches qui suivent
… contiennent les mêmes points …;"): its semicolon comes before its main clause ("Toutes
les niches sont distinguées de onze en onze par une lettre…", France), not a new statement."""


def _at_semicolons(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A semicolon followed by a capital opens a new statement the printer did not end with
    a full stop (Oye: "…avant qu'on y puisse aborder; Jouant à ce jeu on prend deux dés…"),
    unless the word goes on with the one before ("; Et", "; Mais", "; Car") or the
    statement so far is only its subordinate clause."""
    out: list[tuple[int, int]] = []
    for a, b in spans:
        start = a
        for m in _NEW_CLAUSE.finditer(text, a, b):
            if _SUBORDINATE_FIRST.match(text, start, m.start()):
                continue  # the main clause is still to come
            if m.group(1) not in _GOING_ON and m.end() < b:
                out.append((start, m.start() + 1))
                start = m.end()
        out.append((start, b))
    return out


_CONDITION_AFTER_NUMBER = regex.compile(r"(?<=\d\.)\s+(?=(?:Et|Mais|Que)\s+s(?:i\b|['’]))")
"""A number's full stop, then a condition (Cupidon: "…où est marqué le nombre 63. Et si on
n'arrive justement audit nombre…"): the numeral ended the sentence, a new statement begins."""
_WHO_AFTER_NUMBER = regex.compile(r"(?<=\d\.)\s+(?=(?:et|&)\s+(?:cel+u[iy]|celles?|ceux)\s+qui\b)")
"""A number's full stop, then he who does or wins (Oye: "…ledit jeu est fait de nombres,
depuis 1. jusqu'à 63. et celui qui premier atteint à ce nombre final, gagne le jeu"): the
board, then how the game is won, two statements, as after a semicolon (:data:`_NEW_SUBJECT`);
not when a condition before still waits for its answer (Jardin: "S'il n'y a rien à lever sur
le nombre 7. et celui qui joue fait 7. il mettra sur icelui")."""
_NUMBER_GOES_ON = regex.compile(r"^\s*\d{1,4}\.\s+(?:\p{Ll}|&)")  # "Genèse chap. | 5. et en…"
_DAMAGED_NUMERAL = regex.compile(r"\p{So}\.\s*$")  # "à Louis ♣. | Roi de France XXXIV."
_NO_SUBJECT = regex.compile(
    r"^\s*(?:(?:Et|et|&)\s+)?(?:N['’]\s*|Ne\s+)?(?:[Yy]\s+|[Ee]n\s+)?"
    r"\p{L}\p{Ll}+(?:era|ira|ra|ront|rait|raient)\b"
)
"""A sentence opening on its verb in the future, with no subject ("Paiera le prix convenu…",
"N'y arrêtera point…", "Et y arrêtera…"): its subject is the one before's (France's squares:
"[Qui ira à…] Paiera une marque à Philippe II. Roi de France XXXVIII. N'y arrêtera point…")."""
_ETC = regex.compile(r"\betc\.\s+(?=\p{Lu})")
"""A sentence ended by "etc." (Blasons: "Les Oiseaux sont membrez…, becqués, crestez, etc.
Les allerions et les merlettes n'ont ni bec ni jambes"): the splitter takes its point for an
abbreviation's, the capital after it says a new sentence begins."""


def _after_etc(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in spans:
        start = a
        for m in _ETC.finditer(text, a, b):
            if m.end() < b:
                out.append((start, m.end()))
                start = m.end()
        out.append((start, b))
    return out


_NEW_SUBJECT = regex.compile(
    r"(?<=[;:])\s+(?=(?:et|&)\s+(?:cel+u[iy]|celles?|ceux)\s+qui\b)"
    r"|(?<=;)\s+(?=(?:cel+u[iy]|celles?|ceux)\s+qui\b)"
    r"|(?<=,)\s+(?=donc\s+\p{Ll})"
    r"|(?<=[,;])\s+(?=(?:et\s+)?(?:ainsi\s+)?ce\s+jeu\s+(?:est|n['’]est)\s+(?!pas\b|point\b)"
    r"(?:assez\s+|fort\s+|très\s+|bien\s+)?\p{Ll}+(?:\s+et\s+\p{Ll}+)?\s*[,;.:]?\s*(?:et\b|$))"
)
"""A new subject after a colon or semicolon ("…qu'il redouble son point et retourne en
arrière; et celui qui justement arrive au Paradis… gagne la partie", Quatre fins; Piquet's
"…tant et si peu qu'il leur plaira: et celui qui premier arrive audit nombre gagne…"), or
after a semicolon alone (Suisses: "…et jouent ce jeu en trois parties; celui qui gagne le
plus tôt ces trois parties, emporte…"; Quadrille, Renard): he who does or wins is another
statement than what came before (after a colon alone it explains it: "L'on contraint de
passer au retour : celui qui a gros jeu y porte…", Trictrac). So is a conclusion after a comma that
opens on its own ("…quand le jeu sera vide, donc pour jouer on aura trois dés", Chouette), and the
writer's verdict on the game after the rule it ends ("…comme s'il avait ce véritable nombre; ce
jeu est innocent, et il ne s'y peut faire aucune tricherie", "…pour vous mettre en sa place, et
ainsi ce jeu est assez joli et récréatif", Jeux familiers): praise, not the rule of play it follows."""


_NEW_CASE = regex.compile(
    r"(?<=[;:])\s+(?=(?:et|&)\s+(?:si\b|s['’]|quand\b|lorsqu|en\s+cas\s+qu)"
    r"|mais\s+(?:quand\b|lorsqu))",
    regex.I,
)
"""A new case after a semicolon or colon: "; et si…", "; et s'il arrive que…", ": et quand…"
(the Bête: "Et n'est permis de leur en renoncer que par une carte de la couleur de la
triomphe; et si celui qui a commencé de jouer, ne lève trois mains, … il ne peut gagner ce
qui a été mis au jeu"; Cupidon: "…ne se joue à moins de deux; et s'il arrive que tous deux
soient détenus, … ni l'un ni l'autre ne gagne"), or the time when it is otherwise ("…pour ne point faire la bête
seul; mais lorsqu'on joue avec spadille forcé…, l'hombre… ne fait point la bête seule",
Quadrille; "; mais si" stays, the exception of the rule before, Piquet p35). It opens a statement of its own when it is answered by a main clause with its own subject
(:func:`_answered`) and the statement before it is whole (:func:`_whole_before`); a case told
"again" (``et si derechef…``) says the one before again."""
_OWN_CONSEQUENCE = regex.compile(
    r"^\s*(?:il|ils|elle|elles|on|l['’]on|vous|nous|je|tu|celui|celle|ceux|chacun|nul|"
    r"personne|ni\s+l['’]un|c['’]est|ce|cela|le|la|les|l['’]\p{L}+|il\s+faut)\b",
    regex.I,
)
_NESTED_ANSWER = regex.compile(
    r"^\s*(?:si\b|s['’])[^,;:]*?\s(?:on|l['’]on|il|ils|elle|elles)\s+\p{L}", regex.I
)  # "s'ils ne prennent on les souffle": a condition and its answer with no comma
_AGAIN = regex.compile(r"\bde\s?rechef?\b", regex.I)  # the OCR's "dereche" too
_OPENS_ON_CONDITION = regex.compile(
    r"^\s*(?:(?:et|mais|que|car|&)\s+)?(?:si\b|s['’]|quand\b|lorsqu|lors\s+que|en\s+cas\s+qu)",
    regex.I,
)


def _clauses(text: str) -> list[str]:
    return regex.split(r"[,;:]", text)


def _answered(case: str) -> bool:
    """Whether a case (its text to the next semicolon or colon) is answered by a main clause
    with a subject of its own ("…, celui qui doit jouer le premier gagne…"), not by a
    command going on with the one before ("…, qu'il redouble son point…", Oye)."""
    clauses = _clauses(case)
    if _AGAIN.search(clauses[0]):
        return False
    return any(_OWN_CONSEQUENCE.match(c) or _NESTED_ANSWER.match(c) for c in clauses[1:])


def _whole_before(before: str) -> bool:
    """Whether the statement before a new case is one the new case cannot be the other branch
    of: neither its last clause nor its last part (after a semicolon or colon) is a case of
    its own, whose alternative the new case is ("…compte deux points, si elle vaut dix en nombre; et si c'est un neuf…, il ne compte
    qu'un point", Piquet; "car si le Proverbe est grave…, vous en pouvez représenter…; et si
    le Proverbe est gaillard, on en peut… composer une farce", Proverbes; Quadrille's "Que
    s'ils ne font que cinq mains, elle est remise…; et s'ils ne faisaient… que cinq mains, ou
    moins, ils perdraient codille")."""
    clauses = [c for c in _clauses(before) if c.strip()]
    parts = [c for c in regex.split(r"[;:]", before) if c.strip()]
    return not (
        not clauses
        or _OPENS_ON_CONDITION.match(clauses[-1])
        or _OPENS_ON_CONDITION.match(parts[-1])
    )


_NEW_STATEMENT = regex.compile(
    r"(?<=[;:])\s+(?=(?:et\s+)?(?:l['’]on|on)\s+(?:ne\s+|n['’])?(?:y\s+|le\s+)?\p{Ll}{3,}"
    r"|(?:et\s+)?il\s+(?:y\s+a|n['’]y\s+a|est\s+permis|n['’]est\s+(?:pas|point)\s+permis)\b"
    r"|(?:et\s+)?c['’]est\s+à\s+\S+\s+de\b"
    r"|(?:Il|Ils|Elle|Elles)\s+\p{Ll}"
    r"|aussi\s+(?:ce|cet|cette|ces|le|la|les|l['’])\s?\p{L})"
    r"|(?<=;)\s+(?=et\s+(?:à\s+l['’]égard\s+d|pour\s+ce\s+qui\s+est\s+d)"
    r"|(?:l['’]|le\s+|la\s+|les\s+)\p{L}+(?:\s*,[^,;:]*,)?\s+"
    r"(?:vaut|valent|se\s+pa[yi]e(?:nt)?)\b)"
)
"""A main clause complete in itself after a semicolon or colon, the printer's punctuation
where a reader would put a full stop: a rule told impersonally ("…pour marquer la couleur de
la Triomphe: on ne pille point à ce jeu", Triomphe de Tolose; "; et l'on y joue comme à la
Triomphe", Suisses; "; l'on coupe à qui doit faire", Impériale), what there is or is allowed
("…la principale carte du jeu: il y a trois choses à observer", Reversis; ": il n'est pas
permis de lever deux cartes à la fois", Culbas), whose turn it is ("…il n'a à prendre: c'est
à l'assaillant de jouer le premier", Guerre), a new sentence the printer began with a capital
after a colon ("…ce qui est convenu de jouer : Ils font valoir le Monde 5.", Suisses), a
conclusion drawn from it ("…met ordinairement une marque ou un jeton au jeu : aussi ce jeu est
de facile instruction…", Homme/Bête), a new
matter ("; et à l'égard des as, …", Reversis) and what a card is worth or how a sum is paid
("…depuis l'as jusqu'au six; l'as vaut onze", Homme/Bête; "; la bête, et tout ce qui est à
payer, se paye par moitié", Quadrille). Not when the part before is a condition still waiting
for its answer (France: "Et enfin si un joueur… viennent à arrêter sur quelque autre point :
l'on recommencera le jeu") nor when the clause points back to it ("; il est permis en ce cas
de l'écartier", Reversis; ": l'on ne doit jouer qu'à son rang; mais l'on ne fait point la bête
pour cela", Quadrille): it is then that statement's consequence or reason."""
_CONDITION_OPENS = regex.compile(
    r"^\W*(?:(?:et|&|mais|que|car|or|enfin|néanmoins|neantmoins)\s+){0,2}"
    r"(?:si\b|s['’]|quand\b|lorsqu|lors\s+que|en\s+cas\s+qu|pour\s?ce\s+que|parce\s+que|"
    r"puisque|d['’]autant\s+que)",
    regex.I,
)
"""A part opening on a condition or a cause ("Et enfin si un joueur…", "néanmoins si l'un des
joueurs…", "Or pource que quelque jeu que l'on ait…, il ne faut qu'un coup de dé…: Il faut
être extrêmement prudent", Trictrac): its main clause is still to come after the colon."""
_POINTS_BACK = regex.compile(r"\b(?:en\s+ce\s+cas|pour\s+cela|pour\s+ce\s+sujet)\b", regex.I)


def _stands_alone(before: str, after: str) -> bool:
    """Whether a clause after a semicolon or colon (:data:`_NEW_STATEMENT`) is a statement
    of its own: the last part before it is no condition waiting for its answer and the
    clause (to its sentence's end) does not point back to it."""
    parts = [p for p in regex.split(r"[;:]", before) if p.strip()]
    clauses = [c for c in _clauses(before) if c.strip()]
    waiting = bool(parts) and bool(
        _CONDITION_OPENS.match(parts[-1]) or _CONDITION_OPENS.match(clauses[-1])
    )
    return not (waiting or _POINTS_BACK.search(after))


_AFTER_STOP = regex.compile(r"(?<=[;:])\s+(?=\S)")
_TIED = regex.compile(
    r"^\W*(?:(?:et|&)\s+)?(?:mais|car|cependant|pendant|alors|après\s+quoi|ainsi|partant|donc|"
    r"tellement|cela|ceci|ce|c['’]|lequel|laquelle|lesquel(?:le)?s|auquel|duquel|l['’]autre|"
    r"les\s+autres|dans\s+ce\s+cas|en\s+ce\s+cas|que|qu['’]|qui|dont|où|comme|afin|pour|sans|"
    r"si|s['’]|quand|lorsqu|soit|ou|ni|sinon|puisque|parce|d['’]autant|à\s+quoi|tant)\b",
    regex.I,
)
"""What ties a clause after a semicolon or colon to the statement before, whatever its
subject: a contrast or a reason (``: mais il est difficile…``, ``; car…``), the time of the one
before (``; Cependant les autres joueront…``, ``; Alors il rentre…``, ``; après quoi…``), a
pronoun standing for it (``: cela s'appelle…``, ``; lesquelles cartes…``, ``: et l'autre peut
compter…``) and a subordinate clause (``; pendant que…``, ``; si…``: the cases have their own
test, :data:`_NEW_CASE`)."""
_ANNOUNCES = regex.compile(
    r"(?:sont|suit|suivent|suivants?|suivantes?|savoir|sorte|voici|comme)\s*:\s*$", regex.I
)
"""A colon announcing what follows (``…des mots…, qui sont: Un bon Charpentier…``, ``…par
une lettre en cette sorte: Les onze premières Niches…``): a list or an account that belongs
to the statement announcing it."""


_EXAMPLE = regex.compile(r"^\W*(?:(?:comme\s+)?par\s+)?exemple\b", regex.I)
"""A statement told as an example (``Par exemple, s'il y a quatre personnes, prenez…``,
Souplesses; ``Exemple, Un joueur ayant sa marque sur III. I. F.…``, France): what follows its
semicolons and colons is the example going on."""


_NAMELY_ON = regex.compile(r"^\W*(?:à\s+)?savoir\b", regex.I)
"""The statement before is an item of a list announced by "savoir" (``…ce que je vous dirai:
savoir est que nous ferons… chacun cinq cartes…; et vous à qui je donne cet avantage…``,
Triomphe): the clause after it is the next item."""


_NEXT_OF_A_SERIES = regex.compile(
    r"^\W*(?:(?:et|&)\s+)?(?:les?|la|l['’])\s*(?:[\p{Ll}-]+\s+)?"
    r"(?:ensuivants?|suivants?|autres|restants?)\b",
    regex.I,
)
"""The next of a series told clause after clause (Monde: "Le Monde Polaire est représenté
dans le premier cercle; les quatorze ensuivants font voir le pays d'Amérique…; les quinze
autres ceux d'Afrique…"): one statement, the series, whatever the punctuation."""
_SUBJECT_VERB = regex.compile(
    r"^\W*(?:(?:et|&)\s+)?(?:les?|la|l['’])\s*\p{L}+\s+"
    r"(?:(?:ne|n['’]|y|en|se|s['’]|le|la|les|lui|leur)\s*)*(\p{Ll}+)\b",
    regex.I,
)


def _parallel(last: str, rest: str) -> bool:
    """The same verb after a subject of the same form either side ("Le Polaire est aux
    environs des Pôles…: le Nouveau est l'Amérique", Monde): the members of a series, each
    said alike, one statement."""
    a, b = _SUBJECT_VERB.match(last), _SUBJECT_VERB.match(rest)
    return bool(a and b and a.group(1) == b.group(1))


_AS_MANY = regex.compile(r"^\W*(?:(?:et|&)\s+)?(?:autant|tant)\s+de\b", regex.I)
"""A quantity put first, its verb after the colon (Oye: "…que chacun pour soi jette une
fois, et autant de points qu'il s'en découvre par lesdits dés: il doit mettre son seing"):
the clause after the colon is the one it waits for."""


def _no_parser(_text: str) -> bool:
    """The parser's answer where none is given (tests of the cuts alone): no."""
    return False


def _stops_before_own_clause(text: str, a: int, b: int, states: Callable[[str], bool]) -> list[int]:
    """Where a semicolon or colon ends a statement because a main clause with its own subject
    follows (``…à droit et à travers: les Poules ne peuvent monter que de bas en haut…: le
    joueur ne doit laisser les Poules découvertes``, Renard; ``…comme à la Triomphe; ces
    Triomphe font 21. Cartes``, Suisses): the printer's colon where a reader puts a full stop.
    ``states`` is the parser's answer for the clause to its next comma, and for the clauses of
    the part before (to its semicolon or colon), one of which must be a main clause too (not
    ``Pour moi, afin d'embellir ce jeu…;``, a purpose waiting for its main clause). Nothing may
    tie the clause to the one before (:data:`_TIED`), make it the next of a series
    (:data:`_NEXT_OF_A_SERIES`, :func:`_parallel`), leave its verb without a subject
    (:data:`_NO_SUBJECT`), go on an announced list (:data:`_ANNOUNCES`, :data:`_NAMELY_ON`) or
    an example (:data:`_EXAMPLE`), or make it point back or answer a condition
    (:func:`_stands_alone`)."""
    cuts = []
    for m in _AFTER_STOP.finditer(text, a, b):
        rest = text[m.end() : b]
        before = text[a : m.start()]
        parts = [p for p in regex.split(r"[;:]", before) if p.strip()]
        last = parts[-1].strip() if parts else ""
        going_on = (
            _EXAMPLE.match(before)
            or _EXAMPLE.match(last)
            or _NAMELY_ON.match(last)
            or _AS_MANY.match(regex.split(r",", last)[-1])
        )
        tied = (
            _TIED.match(rest)
            or _NEXT_OF_A_SERIES.match(rest)
            or _parallel(last, rest)
            or _NO_SUBJECT.match(rest)
        )
        if going_on or tied or _ANNOUNCES.search(before):
            continue
        clause = regex.sub(r"^(?:et|&)\s+", "", regex.split(r"[,;:]", rest)[0].strip())
        if len(_WORDS.findall(clause)) < 2 or not _stands_alone(before, rest):
            continue
        if states(clause) and any(states(c.strip()) for c in _clauses(last) if c.strip()):
            cuts.append(m.end())
    return cuts


def _at_conditions(
    spans: list[tuple[int, int]], text: str, states: Callable[[str], bool] = _no_parser
) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in spans:
        start = a
        cuts = [m.start() for m in _CONDITION_AFTER_NUMBER.finditer(text, a, b)]
        cuts += [m.end() for m in _NEW_SUBJECT.finditer(text, a, b)]
        cuts += [
            m.end()
            for pattern in (_NEW_STATEMENT, _WHO_AFTER_NUMBER)
            for m in pattern.finditer(text, a, b)
            if _stands_alone(text[start : m.start()], text[m.end() : b])
        ]
        cuts += _stops_before_own_clause(text, a, b, states)
        cases = {m.end() for m in _NEW_CASE.finditer(text, a, b)}
        for at in sorted(set(cuts) | cases):
            if at in cases:
                end = regex.compile(r"[;:]").search(text, at, b)
                case = text[at : end.start() if end else b]
                if not (_answered(case) and _whole_before(text[start:at])):
                    continue
            if start < at < b:
                out.append((start, at))
                start = at
        out.append((start, b))
    return out


_LIKEWISE = regex.compile(r"^\s*(?:Semblablement|Pareillement|De\s+même)\b")
"""A sentence that says the one before again of another case ("Au commencement chacun
mettra au jeu… Semblablement feront-ils quand le jeu sera vide", Chouette; Paume's
"…signifient pieds. Semblablement qu'un jeu de la Paume dénote un Climat"): the same
statement."""
_AND_VERB = regex.compile(r"^\s*(?:Et|&)\s+\p{Ll}")
_IF_THAT = regex.compile(r"\bque\s+si\b", regex.I)
_CONSEQUENCE = regex.compile(
    r"^\s*(?:il|ils|elle|elles|on|l'on|vous|nous|je|tu|celui|celle|ceux|qu'il|qu'ils|qu'on|"
    r"c'est|ce|le|la|les|chacun|cela|nul|il\s+faut)\b",
    regex.I,
)
_IT_MUST = regex.compile(r"^\s*Il\s+faut\b")


def _waits_for_consequence(before: str, piece: str) -> bool:
    """A condition announced by "que si" and never answered ("La subtilité de ce jeu… est,
    que si… on avait une haute carte avec une petite, et que la main vous doive venir, afin
    de vous débarrasser…", Reversis), before its consequence after the printer's full stop
    ("Il faut prendre de votre haute carte…"): no clause after the condition's commas opens
    on a subject of its own."""
    conditions = list(_IF_THAT.finditer(before))
    if not conditions or not _IT_MUST.match(piece):
        return False
    after = regex.split(r"[,;:]", before[conditions[-1].end() :])[1:]
    return not any(_CONSEQUENCE.match(clause) for clause in after)


def _open_parenthesis(text: str) -> bool:
    return text.count("(") > text.count(")")


def _whole_statements(
    text: str,
    spans: list[tuple[int, int]],
    subjectless: Callable[[str], bool] = _no_parser,
    states: Callable[[str], bool] = _no_parser,
) -> list[tuple[int, int]]:
    """Sentences as a reader counts statements: a value cut off by its full stop
    (``Par deux doublets vaut. | 12. p.``: no word in it), a bare ``Sçavoir,`` (namely,
    the list after it), a lone abbreviated word (``du Rat. | Temp.``) and a roman number going
    on in lower case (``Roy de France. | LVI. qui
    deschargea…``: the full stop is the numeral's) belong to the sentence before; so do a
    number going on in lower case (``Genèse chap. | 5. et en la seconde…``), what follows a
    parenthesis left open (``Roi de France. ( | Chef de la première Race…)``) or a damaged
    numeral (``Louis ♣.``), and a sentence whose verb has no subject of its own
    (``N'y arrêtera point…``, ``Et comprend vingt-un Rois.``: ``subjectless``, the parser's
    answer for a text opening on "Et" and a verb), a sentence saying "likewise" and a
    consequence after its condition's full stop (:func:`_waits_for_consequence`). A
    condition after a number's full stop (``63. Et si…``), a new subject after a colon
    (:data:`_NEW_SUBJECT`) and a main clause of its own after a semicolon or colon (``states``,
    the parser's answer: :func:`_stops_before_own_clause`) begin one."""
    out: list[tuple[int, int]] = []
    for a, b in _at_conditions(_at_semicolons(text, _after_etc(text, spans)), text, states):
        piece = text[a:b]
        if out and (
            not _WORDS.search(piece)
            or _LIKEWISE.match(piece)
            or _waits_for_consequence(text[out[-1][0] : out[-1][1]], piece)
            or (_AND_VERB.match(piece) and subjectless(piece.strip()))
            or _NAMELY.match(piece)
            or _NUMERAL_GOES_ON.match(piece)
            or _ABBREVIATION.match(piece)
            or _NUMBER_GOES_ON.match(piece)
            or _NO_SUBJECT.match(piece)
            or _open_parenthesis(text[out[-1][0] : out[-1][1]])
            or _DAMAGED_NUMERAL.search(text[out[-1][0] : out[-1][1]])
        ):
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out
