"""Where the Tricque-Trac chapter disagrees with itself: the table of values (chapter 13)
against the chapters and the quatrains. Every figure below is computed by the predicate
named, under each reading; ``consistency.findings`` reports them."""

from __future__ import annotations

from pipeline.rules import trictrac as t
from pipeline.rules.trictrac import board as b
from pipeline.rules.trictrac import marks as m
from pipeline.rules.trictrac.marks import Game

P = "pipeline.rules.trictrac."


def findings() -> list[dict]:
    """One dict per difference: title, rules (both sides), predicate, detail, choice."""
    out = []
    table = (t.jan_de_rencontre(False), t.jan_de_rencontre(True))
    chapter = (t.jan_de_rencontre(False, "chapter"), t.jan_de_rencontre(True, "chapter"))
    out.append(
        {
            "title": "Trictrac: the Jan de rencontre is worth 4 and 6 in its chapter, 2 and 4 in "
            "the table",
            "rules": ("trictrac.p42.1", "trictrac.p72.1", "trictrac.p73.1"),
            "predicate": P + "jan_de_rencontre",
            "detail": f'The chapter (trictrac.p42.1): "il vaut par simple quatre points, & par '
            f'doubles six" {chapter}; the table of values (trictrac.p72.1–p73.1): "le simple '
            f'vaut deux poinçts. Le doublet en vaut quatre" {table}. The quatrains IV and V name '
            "it without a value. The Jan de deux tables (4, 6: p48.3, p75.1–p76.1, q13) and the "
            "Jan de trois coups (4: p45.1, p74.1) agree everywhere.",
            "choice": "the table's values; `reading=\"chapter\"` gives the chapter's.",
        }
    )
    tab = (t.hit_value(True), t.hit_value(True, 2))
    ret = (t.hit_value(True, retour=True), t.hit_value(True, 2, retour=True))
    q30 = (t.hit_value(True, reading="quatrain-xxx"), t.hit_value(True, 2, reading="quatrain-xxx"))
    out.append(
        {
            "title": "Trictrac: a man hit by a doublet is worth 4 (double doublet 8) in the "
            "table, 6 (and 8) in quatrain XXX",
            "rules": (
                "trictrac.p83.1",
                "trictrac.p84.1",
                "trictrac.p86.1",
                "trictrac.p87.1",
                "trictrac.q30",
            ),
            "predicate": P + "hit_value",
            "detail": f'The table: "Par un double en vaut. 4. p. Par un double doublet en même '
            f'case, il vaut. 8. p." {tab}, and in the table of the return "six ... double '
            f'doublet douze" {ret}; quatrain XXX: "Le double vaudra six, s\'il redouble il vaut '
            f'huit" {q30} — neither pair of the table. The simple hit agrees: 2 (p82.1, q27 '
            '"Marque deux pour chacune"; q46 "De deux, ou quatre, ou six").',
            "choice": 'the table; `reading="quatrain-xxx"` gives the quatrain\'s.',
        }
    )
    prose = (t.pile_de_malheur_value(False), t.pile_de_malheur_value(True))
    verse = (
        t.pile_de_malheur_value(False, "quatrain-xxxvi"),
        t.pile_de_malheur_value(True, "quatrain-xxxvi"),
    )
    out.append(
        {
            "title": "Trictrac: the pile de malheur is worth 4 or 6 in chapter 16, 6 in quatrain "
            "XXXVI",
            "rules": ("trictrac.p105.2", "trictrac.p106.1", "trictrac.q36"),
            "predicate": P + "pile_de_malheur_value",
            "detail": f'Chapter 16 (trictrac.p105.2, p106.1): "à récompense de quatre ou de six, '
            f'si c\'est par un doublet", "quatre par simples, ou six par doublet" {prose}; '
            f'quatrain XXXVI: "Tu pourras marquer six" {verse}, simple or doublet.',
            "choice": 'the prose; `reading="quatrain-xxxvi"` gives six for every throw.',
        }
    )
    three = (t.plein_value(False, 3), t.plein_value(False, 3, "quatrain-xliv"))
    out.append(
        {
            "title": "Trictrac: a grand Jan made three ways is worth 12 in the table; quatrain "
            "XLIV, to the letter, doubles it",
            "rules": ("trictrac.p80.1", "trictrac.p90.1", "trictrac.q44", "trictrac.q37"),
            "predicate": P + "plein_value",
            "detail": f'The table: "Par trois moyens vaut. 12. p.", "pour chacun moyen quatre, qui '
            f'pour les trois font douze" ({three[0]}); quatrain XLIV: "De tout autant d\'endroits '
            f'que ton grand Jan se fasse, Chaque simple et doublet y doublent leur prix" '
            f"({three[1]} read to the letter). Two ways agree ({t.plein_value(False, 2)}); "
            'quatrain XXXVII ("tu marques par trois fois", "deux fois six") agrees with the table.',
            "choice": 'the table (one price per way); `reading="quatrain-xliv"` doubles.',
        }
    )
    hit, printed = (
        t.jan_qui_ne_peut_value(True),
        t.jan_qui_ne_peut_value(True, reading="as-printed"),
    )
    out.append(
        {
            "title": "Trictrac: the Jan qui ne peut by a doublet is worth what the hit is worth "
            f"({hit}), but the same line prints six",
            "rules": ("trictrac.p92.1", "trictrac.p83.1", "trictrac.p60.1"),
            "predicate": P + "jan_qui_ne_peut_value",
            "detail": 'trictrac.p92.1: "Les Jan qui ne peut valent autant à celui qui les gagne, '
            "qu'ils eussent valu à celui qui les a jetez, c'est à dire les simples Dames "
            'découvertes deux, les doublets six, en même case et hors la case" — but a man hit '
            f'by a doublet in the same table is worth {hit} (p83.1 "Par un double en vaut. 4. p.", '
            f'p60.1 "quatre si c\'est par doublet"); the printed six gives {printed}.',
            "choice": 'the rule ("valent autant"); `reading="as-printed"` gives six.',
        }
    )
    out.append(
        {
            "title": "Trictrac: quatrain XXI prices the plein held at four jeux, the table at "
            "four points",
            "rules": ("trictrac.q21", "trictrac.p77.1", "trictrac.p88.1", "trictrac.p52.1"),
            "predicate": P + "plein_value",
            "detail": f'The table and chapters: the plein held "quatre par simple" = '
            f'{t.plein_value(False)} points; quatrain XXI: "Celui qui tient son plein y manque '
            f'[marque] quatre jeux" — four jeux would be {4 * m.POINTS_A_JEU} points. Quatrains '
            'XXIX ("Ce simple vaudra quatre") and XXXV ("on marque six et quatre") agree with the '
            "table.",
            "choice": "four points: the verse's \"jeux\" read as the rhyme's word for points.",
        }
    )
    out.append(
        {
            "title": "Trictrac: the Jan de retour by two ways is worth 8, and 'par deux divers "
            "endroits' 12, in one sentence",
            "rules": ("trictrac.p100.1", "trictrac.p79.1", "trictrac.p81.1"),
            "predicate": P + "plein_value",
            "detail": 'trictrac.p100.1: "par deux moyens, il vaut huit ... et qui peut faire ton '
            'Jan par deux divers endroits, il vaut douze points": two ways cannot be both '
            f"{t.plein_value(False, 2)} and {t.plein_value(True, 2)}; the table (p79.1 8, p81.1 "
            '"Par deux doublets ... 12") gives 12 to two ways by a doublet.',
            "choice": "two ways by a simple throw 8, by a doublet 12 (the table's line).",
        }
    )
    lifting = b.plays(b.Position.of({18: 8, 23: 7}), (6, 6))[1]
    playing = b.plays(b.initial_position(), (6, 6))[1]
    out.append(
        {
            "title": "Trictrac: a doublet lifts four men in quatrain XLI; the prose plays every "
            "doublet as two",
            "rules": ("trictrac.q41", "trictrac.p37.1", "trictrac.p38.1", "trictrac.p138.1"),
            "predicate": "pipeline.rules.trictrac.board.plays",
            "detail": 'Quatrain XLI: "Après le dernier plein, quiconque apporte Sennes, Il lève '
            'quatre bois comme à Quines aussi"; the prose plays a doublet twice ("deux Dames sur '
            'le deux, ou une sur le quatre", p38.1) and says nothing of doublets when lifting '
            f"(p141.1). sennes lifting: {lifting} dice; sennes on the board: {playing}.",
            "choice": "four when lifting (the quatrain; the prose is silent there), two elsewhere.",
        }
    )
    petit = [p for p in b.PETIT_JAN]
    out.append(
        {
            "title": "Trictrac: twelve men two by two 'depuis l'as jusques au cinq' are ten men",
            "rules": ("trictrac.p50.1",),
            "predicate": "pipeline.rules.trictrac.board.holds",
            "detail": "trictrac.p50.1: the petit Jan is made \"si tu abat douze Dames, depuis l'as "
            'jusques au cinq, toutes couvertes deux à deux": the ace to the five are five points, '
            f"ten men. With the pile's point (the men's first point) they are six: {petit}, "
            f"{2 * len(petit)} men.",
            "choice": "the first table is the pile's point and the ace to the five (points 0–5).",
        }
    )
    g = m.mark(m.mark(Game(), 0, 4), 1, 2)
    out.append(
        {
            "title": "Trictrac: the bredouille's two counters go to the player en bredouille "
            "(prose) or to the second to mark (quatrain LVII)",
            "rules": ("trictrac.p94.2", "trictrac.q57"),
            "predicate": "pipeline.rules.trictrac.marks.jetons",
            "detail": 'trictrac.p94.2: "Pour la marquer ... il faut mettre deux marques ou '
            'jettons ensemble"; quatrain LVII: "Le premier marquant seul n\'a rien que son '
            'jeton, Le second en met deux". The first to mark, alone: '
            f"{m.jetons(m.mark(Game(), 0, 4), 0)} counters by the prose, "
            f"{m.jetons(m.mark(Game(), 0, 4), 0, 'quatrain-lvii')} by the quatrain; the second, "
            f"after 4 and 2: {m.jetons(g, 1)} and {m.jetons(g, 1, 'quatrain-lvii')}.",
            "choice": 'the prose; `reading="quatrain-lvii"` gives the quatrain\'s "deux voies".',
        }
    )
    return out
