"""Signatures, lists and verse turnovers decided by evidence (issue 14), on the book's own
lines (no build): each case names its source line or rule."""

from __future__ import annotations

from pipeline.model import Block, Line
from pipeline.segment.units import make_units
from tests.conftest import load_script


def line(n: int, text: str) -> Line:
    return Line(n, text, tuple(range(len(text))))


def test_a_signature_kept_as_a_paragraph_s_last_line_is_furniture():
    """France l. 3410-3411: ``Y sera receu sans rien payer par Robere`` / ``K ij``: the
    signature the converter kept as the block's last line is the page's furniture, not the
    end of ``france.p69.1`` (the sentence goes on after the turn: ``Roy de France…``)."""
    block = Block((line(3410, "Y sera receu sans rien payer par Robere"), line(3411, "K ij")), 1)
    after = Block((line(3413, "Roy de France xxxvii. qui s'empara de la Bourgogne."),), 2)
    first, second = make_units((block, after))
    assert first.sig is not None and (first.sig.letter, first.sig.leaf) == ("K", 2)
    assert [f.type for f in first.fw[1]] == ["sig"]
    assert second.continues
    # a line that only ends like one is text: the word before the letter is not furniture
    prose = Block((line(1, "Le Roy de France"), line(2, "donne au joueur K ij")), 1)
    (u,) = make_units((prose,))
    assert u.fw[1][0].start == len("donne au joueur ")


def _read(texts: list[str]) -> list[str]:
    from pipeline.segment.turnovers import verse_lines

    return [" ".join(texts[i][a:b] for i, a, b, _ in g) for g in verse_lines(texts)]


def test_a_verse_turnover_goes_to_the_line_it_completes():
    """Trictrac's quatrains (l. 2186-2189, 2367-2370, 2381-2385, 2427-2431, 2543-2548): the
    bracketed overflow of a verse line, printed on the line below or above or alone before
    the quatrain, is read in its own verse line; an unbracketed overflow in lower case
    (``deux.``) goes on with the line before."""
    xxv = [
        "Qui laisse son ieston oubliant sa fortune,",
        "En reiettant les dez, ne doit plus rien marquer,",
        "Faut marquer tout d'un coup gain ou perte com-",
        "L'on châtie celuy qui peche d'y māquer. [mune,",
    ]
    assert _read(xxv)[2:] == [
        "Faut marquer tout d'un coup gain ou perte com- [mune,",
        "L'on châtie celuy qui peche d'y māquer.",
    ]
    l_ = [
        "Les coins Bourgeois sõt ceux de Quines & de Sènes,",
        "Triple bande escarrée a le nom de Rasteau, [nes,",
        "Mais les cases du Diable ont toujours mille pei-",
        "Ce sont les sept & dix, n'y fais pas ton tombeau.",
    ]
    assert _read(l_)[1:3] == [
        "Triple bande escarrée a le nom de Rasteau,",
        "Mais les cases du Diable ont toujours mille pei- [nes,",
    ]
    lii = [
        "Tous les nõbres doublets ont leur nom d'efficace,",
        "Ambs as sont deux as, doubles deux sont deux",
        "deux. [places",
        "Ternes sont les deux trois, quarnes sont quatre en",
        "Quines. cinq, sennes sont les deux six glorieux.",
    ]
    assert _read(lii) == [
        "Tous les nõbres doublets ont leur nom d'efficace,",
        "Ambs as sont deux as, doubles deux sont deux deux.",
        "Ternes sont les deux trois, quarnes sont quatre en [places",
        "Quines. cinq, sennes sont les deux six glorieux.",
    ]
    lviii = ["[qu'une,", "Si tu gagnes Bredouille, & tu n'en marques", "Après un coup de dé,"]
    assert _read(lviii)[0] == "Si tu gagnes Bredouille, & tu n'en marques [qu'une,"
    assert len(_read(lviii)) == 2
    # a quatrain with no turnover keeps its lines as printed
    assert _read(xxv[:2]) == xxv[:2]


def test_numbered_short_lines_are_the_items_of_the_sentence_before():
    """France l. 3139-3148: ``Dans chaque Niche on remarque huit choses.`` then ``1. Le Nom
    d'un Roy de France.`` … ``8. Le lieu de sa Sepulture.``, one a line: the eight things
    are parts of the rule that announces them (``france.p1.1.i1`` to ``i8``, one an item),
    not eight articles;
    Billard's articles (l. 2607-2609), long statements on a line each, stay articles."""
    from pipeline.ruleids import RuleIds, is_numbered_list

    items = [
        "1. Le Nom d'un Roi de France.",
        "2. Le quantième il a régné.",
        "3. Son avènement à la Couronne.",
        "4. Ses Actions les plus mémorables.",
    ]
    text = " ".join(items)
    starts = [text.index(x) for x in items]
    ids = RuleIds(split=lambda t: [(0, len(t))])
    ids.enter_game("france")
    assert [r.id for r in ids.prose("Dans chaque Niche on remarque huit choses.")] == [
        "france.p1.1"
    ]
    parts = ids.prose(text, starts)  # one part an item, each at its line
    assert [(p.id, p.part, p.prev, p.at) for p in parts[:2]] == [
        ("france.p1.1.i1", "M", "france.p1.1", 0),
        ("france.p1.1.i2", "M", "france.p1.1.i1", starts[1]),
    ]
    assert len(parts) == 4 and all(p.item for p in parts)
    billard = [
        "1. Pour jouer le premier faut mettre les billes sous la passe, et tirer au plus près.",
        "2. Celui qui met le plus près de ladite corde, a le devant, et le dernier a l'hiver.",
        "3. Si le premier passe et butte, et le dernier aussi, ce n'est rien de fait.",
    ]
    text = " ".join(billard)
    assert not is_numbered_list(text, [text.index(x) for x in billard])
    ids.enter_game("billard")
    assert [r.id for r in ids.prose(text, [text.index(x) for x in billard])] == [
        "billard.a1",
        "billard.a2",
        "billard.a3",
    ]


_NAMES = {"Quines, ou sennes.", "Le coing du repos.", "Sennes, et le coing."}


def test_a_run_of_one_line_names_is_a_list_of_the_rule_before():
    """Trictrac ch. 19 (l. 1840-1848): ``Ces avantages sont le dé, qui est le nombre.`` then
    ``Quines, ou sennes.`` / ``Le coing du repos.`` / ``Sennes, & le coing.``, a paragraph
    each: items of that rule. Two such lines (the Proverbes' ``À bon vin, bon cheval.``) are
    no list, and a value (``Par doublet 6. p.``) is a rule of its own."""
    from pipeline.model.book import Div
    from tests.handbuilt import written

    from .test_structure_evidence import unit

    texts = ["Ces avantages sont le dé, qui est le nombre.", *sorted(_NAMES)]
    texts.append("Le plus assuré de tous ces avantages, c'est de donner parties.")
    div = Div("chapter", content=[unit(1840 + 2 * k, t) for k, t in enumerate(texts)])
    tei = written(div, "trictrac", lambda t: [(0, len(t))], verb=lambda t: t not in _NAMES)
    segs = [
        (s.get("{http://www.w3.org/XML/1998/namespace}id"), s.get("part"))
        for s in tei.iter("{http://www.tei-c.org/ns/1.0}seg")
    ]
    assert segs == [
        ("trictrac.p1.1", "I"),
        ("trictrac.p1.1.i1", "M"),
        ("trictrac.p1.1.i2", "M"),
        ("trictrac.p1.1.i3", "F"),
        ("trictrac.p5.1", None),
    ]
    two = Div("chapter", content=[unit(1, "À bon vin, bon cheval."), unit(3, "Le coing du repos.")])
    segs = written(two, "proverbes", lambda t: [(0, len(t))], verb=lambda t: False)
    assert len([s for s in segs.iter("{http://www.tei-c.org/ns/1.0}seg") if s.get("part")]) == 0


def test_names_have_no_main_verb_statements_have_one():
    """spaCy's parse tells the list's names from statements (l. 1842-1848, France l. 3180).
    The small model misses some verbs (France's ``on remarque huit choses``, ``remarque`` a
    noun to it): hence a list needs three names in a row, and no number in them."""
    from pipeline.nlp import has_main_verb

    assert not has_main_verb("Le coing du repos.")
    assert not has_main_verb(
        "Les coings de quines et sennes, qu'on appelle Bourgeois, et Marchand, qui sont les "
        "bonnes places de provision."
    )
    assert has_main_verb("Deux as sont appelés Ambes-as.")
    assert has_main_verb(
        "Il y a des avantages que l'on peut donner à ceux qui ne sont pas Maîtres."
    )


def test_a_turnover_s_line_reads_back_as_printed():
    """The edition reads XXV's ``[mune,`` in the third verse line and LVIII's ``[qu'une,`` in
    the first; each ``lb type="turnover"`` keeps the line where it is printed, so the source's
    lines read back in their order (l. 2188-2189, 2427-2428)."""
    from lxml import etree

    from pipeline.tei import TEI_NS
    from pipeline.tei.reader import read_lines

    xml = (
        f'<lg xmlns="{TEI_NS}"><l><lb n="2188"/>perte com-<lb n="2189" type="turnover"/>[mune,</l>'
        '<l><lb n="2189"/>L\'on châtie.</l>'
        '<l><lb n="2428"/>tu n\'en marques<lb n="2427" type="turnover"/>[qu\'une,</l>'
        '<l><lb n="2429"/>Après un coup de dé,</l></lg>'
    )
    assert read_lines(etree.fromstring(xml)) == [
        (2188, "perte com-"),
        (2189, "L'on châtie. [mune,"),
        (2427, "[qu'une,"),
        (2428, "tu n'en marques"),
        (2429, "Après un coup de dé,"),
    ]


def test_remapping_ids_is_one_pass_and_whole_tokens():
    """scripts/remap_rule_ids.py on this branch's moves: ``france.s2.a6`` -> ``france.a6``
    while the old ``france.a6`` (an item of the niche's list) merged into ``france.p7.1``;
    ``france.a1`` is not touched inside ``france.a10`` or a part's id; a gold row whose rule
    merged away is dropped."""
    remap = load_script("remap_rule_ids")
    moves = {
        "france.a1": ("france.p7.1", "merged"),
        "france.a6": ("france.p7.1", "merged"),
        "france.s2.a6": ("france.a6", "moved"),
        "france.s2.a1": ("france.a1", "moved"),
    }
    text = '@implements("france.s2.a6", "france.a10", "france.s2.a1", "france.a1.i2")'
    assert remap.remap_text(text, moves) == (
        '@implements("france.a6", "france.a10", "france.a1", "france.a1.i2")'
    )
    gold = "# head\nfrance.a1\t1. Le Nom\tcommentary\t\nfrance.s2.a1\t1. L'on\tsetup\t\n"
    assert remap.remap_gold(gold, moves) == ("# head\nfrance.a1\t1. L'on\tsetup\t\n", 1)


def _sentences(t: str) -> list[str]:
    """The splitter's sentences of ``t`` (spaCy's tokenizer and sentencizer, the numerals
    protected), stripped."""
    from pipeline.nlp import sentences

    return [t[a:b].strip() for a, b in sentences(t)]


def test_a_board_s_letter_ends_a_sentence_before_a_capital():
    """Guerre l. 4118, 4122: ``…au milieu marqué B. Les tranchées de l'assaillant sont
    doubles.`` and ``…marquées E. De la première tranchée on descend…`` are two statements
    each (the tokenizer took ``B.`` for an initial); ``l'Église S. Denis.`` (Saint) and a
    king's numeral (``Childebert I. Roi de France``) do not end one."""
    text = "Un fort au milieu marqué B. Les tranchées de l'assaillant sont doubles."
    assert _sentences(text) == [
        "Un fort au milieu marqué B.",
        "Les tranchées de l'assaillant sont doubles.",
    ]
    assert len(_sentences("Quatre bastions marqués A. avec un fort au milieu.")) == 1
    assert len(_sentences("Pour lui aider à faire bâtir l'Église S. Denis.")) == 1
    assert len(_sentences("Y sera reçu par Childebert I. Roi de France VI. lequel régna.")) == 1


def test_a_run_of_headings_of_one_form_nests_in_the_heading_before_it():
    """Monde, l. 3815-3880 (fourth reading): "Loix du Jeu." then "Pour Amerique.", "Pour
    Afrique", "Pour Asie.", "Pour Europe." were five sibling sections; the four divide the
    laws, so they nest in it (France's "Loix du Jeu." and its "Qui ira à I. I. II. I.", "à II.
    II. III. I." … the same, numerals aside). A run that opens the game (Hoc's "Pour le
    Poinct." …) has no heading before it to nest in, and a pair is no run."""
    from pipeline.model.book import Div
    from pipeline.segment.structure import _nest_runs

    def game(*titles: str) -> list[tuple[Div, str]]:
        return [(Div("game", level=1), "")] + [(Div("section", level=2), t) for t in titles]

    monde = game("Explication de la Figure.", "Ordre du Jeu.", "Loix du Jeu.", "Pour Amerique.")
    monde += game("Pour Afrique", "Pour Asie.", "Pour Europe.")[1:]
    _nest_runs(monde)
    assert [d.level for d, _ in monde] == [1, 2, 2, 2, 3, 3, 3, 3]
    france = game("Ordre du Jeu.", "Loix du Jeu.", "Qui ira à I. I. II. I.", "à II. II. III. I.")
    france += game("Quira à III. II. III. III.")[1:]
    _nest_runs(france)
    assert [d.level for d, _ in france] == [1, 2, 2, 3, 3, 3]
    hoc = game("Pour le Poinct.", "Pour la Seccance fluttée.", "Pour le Fredon.")
    _nest_runs(hoc)
    assert [d.level for d, _ in hoc] == [1, 2, 2, 2]
    pair = game("Regles du Ieu.", "Pour le Poinct.", "Pour le Fredon.")
    _nest_runs(pair)
    assert [d.level for d, _ in pair] == [1, 2, 2, 2]


def test_a_number_in_letters_ends_a_sentence_before_a_capital():
    """mesle.p1.1/p1.2: ``…qui sont as, six et sept. Ce présent Jeu les évite toutes`` was one
    rule (the French tokenizer knows ``sept.`` as September's and keeps its stop). A number in
    letters going on in lower case (``sept. cartes``) ends nothing."""
    text = "Trois cartes, qui sont as, six et sept. Ce présent Jeu les évite toutes."
    assert _sentences(text) == [
        "Trois cartes, qui sont as, six et sept.",
        "Ce présent Jeu les évite toutes.",
    ]
    assert len(_sentences("On en prend sept. cartes chacun, et on joue.")) == 1
