"""Heads, pages and rule cuts decided by evidence (issue 14), on hand-built lines (no build):
each case is one the print shows, named by its source line or rule."""

from __future__ import annotations

from lxml import etree

from pipeline.model import Line, Span
from pipeline.model.book import Div
from pipeline.model.furniture import Fw
from pipeline.model.items import PageBreak, Unit
from pipeline.ruleids import RuleIds, _whole_statements
from pipeline.segment.headings import heading_groups, looks_like_heading, set_in_capitals
from pipeline.segment.paging import _Part
from pipeline.segment.units import make_units
from pipeline.tei import TEI_NS, XML_NS
from pipeline.tei.reader import read_text
from tests.handbuilt import written

T = {"t": TEI_NS}


def line(n: int, text: str, italic: bool = False) -> Line:
    spans = (Span(0, len(text), "italic"),) if italic else ()
    return Line(n, text, tuple(range(len(text))), spans)


def unit(n: int, *texts: str, italic: bool = False, continues: bool = False) -> Unit:
    lines = tuple(line(n + k, t, italic) for k, t in enumerate(texts))
    return Unit(lines, 0, continues=continues)


def test_a_paragraph_opening_with_a_word_in_capitals_is_not_a_title():
    """Hoc's first rule (l. 437, "PRemierement l'on donne douze Cartes") was a section head;
    so were Trictrac's chapters 22 and 26 ("LE conseil…", "MAxime…") and the Monde's "EST à
    remarquer…": a drop capital and small capitals open the paragraph, the words after are
    in lower case. A title is capitals for two words or the whole line."""
    assert not set_in_capitals("PRemierement l'on donne douze")
    assert not set_in_capitals("LE conseil de ne point iamais forcer son ieu.")
    assert not set_in_capitals("MAxime tres-generale, qu'il faut iouer tout")
    assert not set_in_capitals("EST à remarquer que le Monde Terre-")
    assert set_in_capitals("LE I E V D V H O C.")
    assert set_in_capitals("E X E M P L E.") and set_in_capitals("EXEMPLE.")
    assert set_in_capitals("LE NOUVEAU JEU de Cartes, appelé le Jeu Royal")
    hoc = unit(437, "PRemierement l'on donne douze", "Cartes à chacun, trois à trois ; l'ou")
    assert not looks_like_heading(hoc)
    assert looks_like_heading(unit(435, "LE I E V D V H O C."))


def test_a_title_set_on_one_long_italic_line_is_a_heading():
    """Piquet's "Des hazards qui arriuent en joüant, & les fautes quel'on peut commettre."
    (l. 351, 73 letters) and the Paume's "Les formes tenuës…" were rules; an italic line of
    several sentences, or one going on in lower case, is not a title."""
    hazards = "Des hazards qui arriuent en joüant, & les fautes quel'on peut commettre."
    assert looks_like_heading(unit(351, hazards, italic=True))
    assert not looks_like_heading(unit(351, hazards))
    two = "Qui ne s'y trompe point merite qu'on le louë. Et qui ne leue à faux est iugé bon."
    assert not looks_like_heading(unit(2078, two, italic=True))


def test_heads_by_form_namely_chapter_and_siblings():
    """ "Les coups remarquables," (l. 337) is a heading though it ends with a comma; "Sçavoir,"
    (chronologie, l. 3899) introduces a list and titles nothing; "CHAPITRE I." takes the
    title after it (Trictrac chapter 1 was empty); France's "Qui ira à I. I. II. II." set in
    roman is a heading like its italic siblings."""
    units = [
        unit(1, "LE IEU DE LA CHRONOLOGIE."),
        unit(3, "Les coups remarquables,", italic=True),
        unit(5, "Quiconque peut compter, tant en blanche, ronfle, sequence."),
        unit(7, "Sçavoir,", italic=True),
        unit(9, "Le premier se termine au vingtième siecle."),
        unit(11, "CHAPITRE I."),
        unit(13, "Du nom du Jeu de Tricque-Trac.", italic=True),
        unit(15, "Puis que toutes les sciences font vne maxime generale."),
    ]
    throws = ["Qui ira à I. I. II. I.", "Qui ira à II. II. III. I.", "Qui ira à V. I. V. II."]
    for k, text in enumerate(throws):
        units += [unit(20 + 4 * k, text, italic=True), unit(22 + 4 * k, "Payera vne marque.")]
    units += [unit(40, "Qui ira à I. I. II. II."), unit(42, "Payera vne marque.")]
    found = {units[u].first: text for u, _, text in heading_groups(units, 0)}
    assert 3 in found and 7 not in found
    assert found[11] == "CHAPITRE I. Du nom du Jeu de Tricque-Trac." and 13 not in found
    assert 40 in found  # the roman-set throw, by its italic siblings


def test_namely_and_a_king_s_number_finish_the_text_before_them():
    """ "S C A V O I R." after the souplesses' prose and "LVI. qui deschargea…" after "Roy de
    France." (France, l. 3509, across signature K v) go on with the paragraph before."""
    blocks = make_units(())
    assert blocks == []
    from pipeline.model import Block

    made = make_units(
        (
            Block((line(1, "Tous les siecles y sont diuisez en trois parties."),)),
            Block((line(3, "Sçavoir,"),)),
            Block((line(5, "Le premier se termine au vingtième siecle."),)),
            Block((line(7, "LVI. qui deschargea le royaume d'vn tiers des subsides."),)),
        )
    )
    assert [u.continues for u in made] == [False, True, False, True]


def test_a_misprinted_running_head_that_cuts_a_sentence_stays_furniture():
    """Palle-Mail's "198 Le Jeu du Palle-Mail." (l. 3019, on p. 200) between "24. Qui tient
    du fer est derniere, &" and "peut reuenir par dedans l'archet.": outside the chain of
    page numbers, but the text runs on across it, so it is the page's furniture."""
    units = [
        unit(3017, "24. Qui tient du fer est derniere, &"),
        unit(3019, "198 Le Jeu du Palle-Mail."),
        unit(3021, "peut reuenir par dedans l'archet."),
        unit(3023, "25. Il faut affranchir le fer."),
    ]
    part = _Part(units, front=False, offset=0)
    assert part._cuts_a_sentence(1)
    assert not part._cuts_a_sentence(3)


def test_a_statement_keeps_its_value_namely_and_numeral():
    """trictrac.p81.1 "Par deux doublets vaut." had its value "12. p." as the next rule;
    chronologie.p1.1 was "Sçavoir,"; France's "LVI. qui…" was a rule of its own."""
    text = "Par deux doublets vaut. 12. p. Toute Dame découverte vaut. 2. p."
    spans = [(0, 24), (24, 31), (31, 57), (57, len(text))]
    assert _whole_statements(text, spans) == [(0, 31), (31, len(text))]
    text = "Tous les siècles sont divisés en trois parties. Savoir,"
    assert _whole_statements(text, [(0, 48), (48, len(text))]) == [(0, len(text))]
    text = "Par Louis XII. roi de France. LVI. qui déchargea le royaume."
    assert len(_whole_statements(text, [(0, 30), (30, len(text))])) == 1
    ids = RuleIds(split=lambda t: [(0, 24), (24, 31)])
    ids.enter_game("trictrac")
    assert [r.id for r in ids.prose("Par deux doublets vaut. 12. p.")] == ["trictrac.p1.1"]


def test_a_page_break_inside_a_word_stands_between_two_choices():
    """ "des-" at the foot of p. 1, signature A, p. 2 "avantage": the pb and fw sit between the
    word's two parts, never inside a choice; the first part's readings give the whole word,
    the rest's are empty and point to them; every reading reads as before."""
    div = Div(
        "game",
        "piquet",
        content=[
            unit(1, "aura plus ou moins de des-"),
            Unit((line(2, "A"),), 0, "sig", {0: (Fw(0, 1, "sig"),)}),
            PageBreak("2", True),
            unit(3, "avantage pour celuy qui les donne.", continues=True),
        ],
    )
    texts = ["aura plus ou moins de des-", "A", "avantage pour celuy"]
    parent = written(div, "piquet", lambda t: [(0, len(t))], texts)
    assert parent.findall(".//t:pb", T) and parent.findall(".//t:fw", T)
    for tag in ("pb", "fw", "gap"):
        assert not parent.findall(f".//t:choice//t:{tag}", T)
    assert "désavantage pour" in read_text(parent, "normalised")
    assert "desavantage pour" in read_text(parent, "regularised").replace("dés", "des")
    assert "de des-\n" in read_text(parent, "source")
    tails = parent.findall(".//t:choice/t:reg[@corresp]", T)
    assert tails and all(not (t.text or "") for t in tails)


def test_verse_under_a_title_is_an_epigraph_not_a_section_head():
    """The Renard's "Fortune icy bas tourne-boule, / Tourne choses par le hazard: …" (l. 4097)
    was the head of a section "renard-fortune"; a three-line title in italics is not verse."""
    from pipeline.segment.headings import is_epigraph

    fortune = unit(
        4097,
        "Fortune icy bas tourne-boule,",
        "Tourne choses par le hazard:",
        "Par fois le Renard prend la Poule,",
        "La Poule par fois le Renard.",
        italic=True,
    )
    assert is_epigraph(fortune)
    title = unit(
        4030,
        "LE IEU ROYAL DE",
        "Cupidon, autrement appellé le",
        "Passe-temps d'Amour.",
        italic=True,
    )
    assert not is_epigraph(title)
    div = Div("game", "renard", content=[fortune, unit(4102, "LEs Lydiens, Peuple d'Asie.")])
    parent = written(div, "renard", lambda t: [(0, len(t))])
    assert len(parent.findall("t:epigraph/t:lg/t:l", T)) == 4
    assert [s.get(f"{{{XML_NS}}}id") for s in parent.iter(f"{{{TEI_NS}}}seg")] == ["renard.p1.1"]


def test_words_announced_as_latin_are_foreign():
    """ "dite en Latin *Hexapeda*" (Paume, l. 2828) and "la trippe de Latin fait le Prouerbe,
    *ambes as in primis est signum perditionis*" (Trictrac, l. 1550): xml:lang="la"."""
    from pipeline.tei.lines import latin_after

    text = "Vne Toise, dite en Latin Hexapeda, a six"
    assert latin_after(text, Span(25, 33, "italic"))
    assert not latin_after(text, Span(0, 3, "italic"))
    proverb = "la trippe de Latin fait le Prouerbe, ambes as in primis"
    assert latin_after(proverb, Span(37, len(proverb), "italic"))
    p = etree.Element(f"{{{TEI_NS}}}p")
    from pipeline.tei.lines import write_line

    write_line(p, Line(2828, text, tuple(range(len(text))), (Span(25, 33, "italic"),)))
    foreign = p.find("t:foreign", T)
    assert foreign.text == "Hexapeda" and foreign.get(f"{{{XML_NS}}}lang") == "la"


def test_text_cut_by_a_page_goes_on_whatever_the_ocr_s_punctuation():
    """Tarots "…& mesme en" / "France, comme à Lyon…" (a small word, no stop); Trictrac
    "…des trois moyens & Dames." / page / "simples, il vaut…" (a stray stop, then lower case);
    the Proverbes' verse set one line a block. Not joined: "qui ira au 59." after a page
    (Quatre fins: the book's formula opens a rule), a series letter, a numbered article."""
    from pipeline.model import Block
    from pipeline.segment.units import _cut_across, _verse_goes_on

    assert _cut_across(
        unit(1, "ne iouënt point à d'autres jeux & mesme en"), unit(3, "France."), True
    )
    dames = unit(1, "Si il se fait des trois moyens & Dames.")
    assert _cut_across(dames, unit(3, "simples, il vaut pour chacun moyen quatre."), True)
    assert not _cut_across(dames, unit(3, "simples, il vaut pour chacun moyen quatre."), False)
    gardien = unit(1, "Si quelqu'un vient au 49. où est l'Ange Gardien, il tirera son enjeu.")
    assert not _cut_across(gardien, unit(3, "qui ira au 59. où est l'Enfer, il payera."), True)
    assert not _cut_across(unit(1, "Le premier gagne en"), unit(3, "2. Le second perd."), True)
    assert _verse_goes_on(unit(1, "De trois choses Dieu nous garde,"), unit(3, "De bœuf salé,"))
    assert not _verse_goes_on(unit(1, "Le premier gagne."), unit(3, "De bœuf salé,"))
    made = make_units(
        (
            Block((line(1, "Sois donc prudent, ny en ta"),)),
            Block((line(3, "L iiii"),)),
            Block((line(5, "Bonne fortune, qui se casse plus aisément qu'vn verre."),)),
        )
    )
    assert [u.role for u in made] == ["text", "sig", "text"]  # "iiii": the OCR's iiij
    assert made[2].continues


def test_a_semicolon_before_a_new_main_clause_opens_a_new_statement():
    """oye.p1.2 held two rules: "…avant qu'on y puisse aborder; Jouant à ce jeu on prend deux
    dés…". A clause going on ("; Et", "; Alors il rentre au jeu", Jardin) stays."""
    from pipeline.ruleids import _at_semicolons

    oye = "On n'arrive pas aisément au Jardin de l'Oye; Jouant à ce jeu on prend deux dés."
    assert _at_semicolons(oye, [(0, len(oye))]) == [(0, 44), (45, len(oye))]
    jardin = "Il se reposera jusqu'à ce qu'il se fasse six et cinq; Alors il rentre au jeu."
    assert _at_semicolons(jardin, [(0, len(jardin))]) == [(0, len(jardin))]


def test_a_statement_goes_on_past_a_parenthesis_a_chapter_number_and_a_subjectless_verb():
    """Read by hand (France, Chronologie, Cupidon): a rule was cut inside its parenthesis
    (france.p33: "…Roi de France. ( | Chef de la première Race…, ) pour lui rendre hommage"),
    after a damaged regnal numeral ("Louis ♣. | Roi de France XXXIV."), after "chap." before
    its number (chronologie.p6: "Genèse chap. | 5. et en la seconde partie"), and before a
    sentence whose verb has no subject but the square's (france.p71: "…Roi de France
    xxxviii. | N'y arrêtera point…"; p90: "…en Espagne; | Paiera le prix convenu…"). Cupidon's
    "…le nombre 63. Et si on n'arrive justement…" held two statements in one."""

    def cut(text: str, *stops: str) -> list[str]:
        at = [0, *(text.index(s) + len(s) for s in stops), len(text)]
        spans = list(zip(at, at[1:], strict=False))
        return [text[a:b].strip() for a, b in _whole_statements(text, spans)]

    pharamond = (
        "Paiera une marque à Pharamond, Païen, Roi de France. ( Chef de la première Race "
        "appelée des Merouingiens, ) pour lui rendre hommage à son advenement."
    )
    assert len(cut(pharamond, "France. ( ")) == 1  # the splitter leaves "(" before
    louis = "Paiera une marque à Louis ♣. Roi de France XXXIV. (le dernier) : et y arrêtera."
    assert len(cut(louis, "♣. ")) == 1
    genese = "On trouvera qu'elle est de 1948. Genèse chap. 5. et en la seconde partie."
    assert len(cut(genese, "chap. ")) == 1
    philippe = (
        "Paiera une marque à Philippe II. Roi de France xxxviii. N'y arrêtera point à cause "
        "que ce Roi fut deux fois excommunié. Et y arrêtera à vi. D."
    )
    assert len(cut(philippe, "xxxviii. ", "excommunié. ")) == 1
    francois = (
        "Y arrêtera pour tenir compagnie à François I. dans sa prison en Espagne; Paiera le "
        "prix convenu pour la rançon de ce roi."
    )
    assert len(cut(francois)) == 1
    cupidon = (
        "Il faut poser sa marque jusqu'au Jardin d'Amour, où est marqué le nombre 63. Et si on "
        "n'arrive justement audit nombre, il faut retourner en arrière."
    )
    assert cut(cupidon)[1].startswith("Et si on n'arrive")
    # what stays two: a new subject, a sentence going on in capitals, a colon's "mais si"
    jardin = "Et s'il les refait, lèvera ce qu'il aura couché. Lors quittera les dés."
    assert len(cut(jardin, "couché. ")) == 2
    reversis = (
        "Il n'est pas aussi permis de renoncer. Il n'est pas permis de jouer devant son rang."
    )
    assert len(cut(reversis, "renoncer. ")) == 2
    assert len(cut("Payer au nombre 7. Car s'il est de 6. et 1. il se faut poser au 16.")) == 1


def test_a_misprinted_signature_at_a_page_foot_stays_furniture():
    """Meslé, p. 55 (l. 862-868): "6. Le tricon avec prime, … emporte le" / "C iij" (C iiij
    misprinted: its page is two off) / "56 Le Jeu Meslé, ou l' Ambigu." / "simple flux, …".
    It was read as text ("C jij simple flux…", a rule of its own, article 6 cut in two). Before
    the next page's running head and between a sentence's halves, it is the page's
    signature; a board's letter in the text's flow ("B." before "Qui ira à…") is text."""
    from pipeline.model import Block
    from pipeline.segment.numbering import Anchor

    def block(n: int, text: str) -> Block:
        return Block((line(n, text),))

    made = make_units(
        [
            block(860, "Les cinq jeux cy-dessus sont simples, ceux qui suivent sont doubles."),
            block(862, "6. Le tricon avec prime, comme trois as, emporte le"),
            block(864, "C iij"),
            block(866, "56 Le Jeu Meslé, ou l' Ambigu."),
            block(868, "simple flux, & tous les autres ieux simples."),
            block(870, "Qui ira à I. I. II. I."),
            block(872, "B."),
            block(874, "Qui ira à I. I. II. II."),
        ]
    )
    assert [u.role for u in made][:4] == ["text", "text", "sig", "head"]
    part = _Part(made, front=False, offset=0)
    far = [Anchor(0, 90, 1.0, "head")]  # by length, both signatures are far from their page
    part._settle_signatures(far, {0}, [1.0] * len(made), 30.0)
    assert made[2].role == "sig" and made[2].sig is not None
    assert made[6].sig is None


def test_a_catchword_on_a_line_of_its_own_at_a_paragraph_s_end_is_furniture():
    """Meslé's preface, l. 759-763: the converter left the catchword "fondez" as the last line
    of the paragraph, and the next page begins "fondez en raison": the text read "doivent
    être fondés fondez en raison". A last line that is one word, not the next page's, stays."""
    from pipeline.model import Block

    made = make_units(
        (
            Block(
                (
                    line(759, "y penser, & faire réflexion que tous les"),
                    line(760, "ieux, s'ils sont bien inventez, doivent estre"),
                    line(761, "fondez"),
                )
            ),
            Block((line(763, "fondez en raison. La chance du Tric-trac, & force autres."),)),
        )
    )
    assert made[0].fw[2][0].type == "catch" and made[1].continues
    kept = make_units(
        (
            Block((line(1, "Le premier qui iouë met au ieu ce qui est"), line(2, "accordé"))),
            Block((line(4, "par la compagnie, & le second pareillement."),)),
        )
    )
    assert 1 not in kept[0].fw


def test_a_semicolon_before_the_main_clause_does_not_cut():
    """france.p12.1 was "Et d'autant que les onze Niches qui suivent les onze premières,
    contiennent les mêmes points que ces onze premières, etc ainsi des autres jusques à la fin
    du Jeu;" — a 'because' with no statement — and p12.2 its main clause."""
    from pipeline.ruleids import _at_semicolons

    france = (
        "Et d'autant que les onze Niches qui suivent contiennent les mêmes points; Toutes "
        "les Niches sont distinguées de onze en onze par une lettre."
    )
    assert _at_semicolons(france, [(0, len(france))]) == [(0, len(france))]
    oye = "On n'arrive pas aisément au Jardin de l'Oye; Jouant à ce jeu on prend deux dés."
    assert len(_at_semicolons(oye, [(0, len(oye))])) == 2
