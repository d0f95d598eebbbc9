"""Rules cut as a reader cuts them (issue 14, third reading): the slips a hand reading found,
each on the book's own sentences (no build), with the neighbours that must stay as they are."""

from __future__ import annotations

from pipeline.model import Block, Line
from pipeline.nlp import opens_on_subjectless_verb
from pipeline.segment.statements import _whole_statements
from pipeline.segment.units import make_units


def cut(text: str, *stops: str) -> list[str]:
    """``text`` cut where the sentence splitter would (after each of ``stops``), then read
    as statements, with the parser's answer for "Et" and a verb."""
    at = [0, *(text.index(s) + len(s) for s in stops), len(text)]
    spans = list(zip(at, at[1:], strict=False))
    pieces = _whole_statements(text, spans, opens_on_subjectless_verb)
    return [text[a:b].strip() for a, b in pieces]


def test_and_a_verb_without_subject_goes_on_with_the_subject_before():
    """france.p4.1/p5.1: "La première Partie, contient la Race des Merouingiens (…finissant à
    Childeric III.) Et comprend vingt-un Rois." was two rules, the second with no subject.
    "Et peut-on…" (Piquet), "Et notez que…" (an order) and "Et ainsi sont nommés les
    repositoires" (Jardin) have their own and stay apart."""
    france = (
        "La première Partie, contient la Race des Merouingiens (commençant à Pharamond, et "
        "finissant à Childeric III.) Et comprend vingt-un Rois."
    )
    assert len(cut(france, "III.) ")) == 1
    piquet = "L'on ne les compte en séquence. Et peut-on en avoir des trois As."
    assert len(cut(piquet, "séquence. ")) == 2
    notez = "Il empêche le Picq du premier. Et notez que celui qui est le premier a l'avantage."
    assert len(cut(notez, "premier. ")) == 2
    jardin = "Il lui donne entrée au jeu. Et ainsi sont nommés les repositoires."
    assert len(cut(jardin, "jeu. ")) == 2


def test_likewise_says_the_statement_before_again():
    """chouette.p1.3/p1.4: "Au commencement chacun mettra au jeu… Semblablement seront-ils
    quand le jeu sera vide, donc pour jouer on aura trois dés, et on verra par le plus haut
    jet qui sera le premier.": the stake again when the pool is empty is the stake's rule;
    "donc pour jouer…" (who begins) is a statement of its own."""
    chouette = (
        "Au commencement chacun mettra au jeu, autant de jetons qu'aux joueurs bon leur "
        "semblera. Semblablement feront-ils quand le jeu sera vide, donc pour jouer on aura "
        "trois dés, et on verra par le plus haut jet qui sera le premier."
    )
    stake, first = cut(chouette, "semblera. ")
    assert stake.endswith("quand le jeu sera vide,")
    assert first.startswith("donc pour jouer on aura trois dés")
    paume = "Iceux nombres signifient pieds. Semblablement qu'un jeu de la Paume dénote un Climat."
    assert len(cut(paume, "pieds. ")) == 1


def test_a_condition_waits_for_its_consequence_over_a_full_stop():
    """reversis.p9: "La subtilité de ce jeu… est, que si… on avait une haute carte avec une
    petite, et que la main vous doive venir, afin de vous débarrasser… que vous pourrez. Il
    faut prendre de votre haute carte…": the condition's consequence is the second
    sentence. A condition answered in its own sentence leaves the next alone."""
    reversis = (
        "La subtilité de ce jeu, pour le bien jouer est, que si par exemple on avait dans ses "
        "cartes une haute carte avec une petite, et que la main vous doive venir, afin de vous "
        "débarrasser et lever le moins de cartes que vous pourrez. Il faut prendre de votre "
        "haute carte, puis jeter de votre petite."
    )
    assert len(cut(reversis, "pourrez. ")) == 1
    answered = (
        "Il faut remarquer que si on a une haute carte, on la doit jeter. Il faut prendre de "
        "votre petite."
    )
    assert len(cut(answered, "jeter. ")) == 2


def test_he_who_wins_after_a_colon_is_a_statement_of_its_own():
    """quatre-fins.p1.5 held the overshoot, the exact 60 that wins and a first throw; Piquet
    p1.2, Cupidon p1.1 and Oye p1.5 end the same way (": et celui qui premier arrive audit
    nombre gagne…"). The win is cut from what comes before; ": mais si" (an exception, as in
    Piquet p35) and "et s'il…" are not."""
    quatre = (
        "Si celui qui sera arrivé près le Paradis fait des points davantage qu'il ne faut, "
        "qu'il tourne autant en arrière qu'il aura de points de surplus; et s'il rencontre un "
        "Ancre en retournant, qu'il redouble son point et retourne en arrière; et celui qui "
        "justement arrive au Paradis, c'est-à-dire, au nombre 60. gagne la partie: mais si au "
        "commencement du jeu quelqu'un faisait 6. ou 12. il faut qu'il aille au nombre 26."
    )
    overshoot, win = cut(quatre)
    assert overshoot.endswith("retourne en arrière;")
    assert win.startswith("et celui qui justement arrive au Paradis")
    assert win.endswith("au nombre 26.")
    piquet = (
        "Après l'on convient de ce que l'on veut jouer, qui est ordinairement cent: mais cela "
        "est au choix des joueurs: et celui qui premier arrive audit nombre gagne."
    )
    assert cut(piquet)[1] == "et celui qui premier arrive audit nombre gagne."
    exception = "L'on peut remettre celles qu'il a de trop : mais si l'on en retourne une, il perd."
    assert len(cut(exception)) == 1


def line(n: int, text: str) -> Line:
    return Line(n, text, tuple(range(len(text))))


def test_a_reference_cut_by_the_page_goes_on_after_it():
    """Chronologie, l. 3909-3915: "…430. ans qu'elle dura suivant le 12." / "L iiii" / "248
    Le Jeu de la Chronologie." / "Chap. de l'Exode, le deuxième espace…": the chapter's
    abbreviated noun goes on in lower case over the page; chronologie.p7.1 was a rule
    beginning "Chap. de l'Exode". A page opening on its own sentence stays apart."""
    before = Block((line(3909, "et 430. ans qu'elle dura suiuant le 12."),), 1)
    sig = Block((line(3911, "L iiii"),), 2)
    head = Block((line(3913, "248 Le Ieu de la Chronologie."),), 2)
    after = Block((line(3915, "Chap. de l'Exode, le deuxiême espace est de 480. ans."),), 2)
    units = make_units((before, sig, head, after))
    assert [u.role for u in units] == ["text", "sig", "head", "text"]
    assert units[3].continues
    other = Block((line(3915, "Chacun aura vne marque particuliere."),), 2)
    assert not make_units((before, sig, head, other))[3].continues


def test_a_throw_after_an_open_sentence_is_its_words_not_an_article():
    """France, l. 3547-3549: "Si vn des ioueurs ayant sa marque placée entre VI. II. E. & VI.
    II. F. …, n'amene pas," / "VI. II. II. auancera sa marque…": the throw "VI. II." goes on
    the sentence the comma left open; it was ``france.s2.a6``, an article numbered VI of a
    second series. A roman article after a closed sentence is an article still."""
    open_ = Block((line(3547, "Si vn des ioueurs ayant sa marque, n'amene pas,"),), 1)
    throw = Block((line(3549, "VI. II. II. auancera sa marque sur le point amené."),), 2)
    assert make_units((open_, throw))[1].continues
    closed = Block((line(1, "Le jeu finit ainsi."),), 1)
    article = Block((line(3, "VI. Qui passe le premier gagne."),), 2)
    assert not make_units((closed, article))[1].continues


def test_he_who_after_a_semicolon_is_a_new_statement():
    """suisses.p1.1: "…et jouent ce jeu en trois parties; celui qui gagne le plus tôt ces
    trois parties, emporte ce qui est convenu…" (the win); quadrille.p8.1, renard.p1.9 the
    same. After a colon alone "celui qui" explains (trictrac.p152.1) and stays."""
    suisses = (
        "Les Suisses jouent à trois personnes, et jouent ce jeu en trois parties; celui qui "
        "gagne le plus tôt ces trois parties, emporte ce qui est convenu de jouer."
    )
    assert cut(suisses)[1].startswith("celui qui gagne le plus tôt")
    trictrac = "L'on contraint de passer au retour : celui qui a gros jeu y porte par son dé."
    assert len(cut(trictrac)) == 1


def test_a_list_the_rule_introduces_is_list_and_items():
    """The souplesses' cards (l. 1240-1281, over two page turns) and France's eight things a
    niche shows (l. 3141-3148) were paragraphs of lines: each line is an item now, its line
    break and its part of the rule inside it, the page break between items of one list."""
    from lxml import etree

    from pipeline.tei import TEI_NS, XML_NS
    from pipeline.tei.writer import _lists

    t = f"{{{TEI_NS}}}"
    text = etree.fromstring(
        f'<text xmlns="{TEI_NS}" xmlns:xml="{XML_NS}"><p><lb n="1"/>'
        '<seg xml:id="s.p1.1">Sçavoir.</seg></p><p><lb n="3"/><seg xml:id="s.p1.1.i1">'
        'L\'as de trefle.<lb n="4"/></seg><seg xml:id="s.p1.1.i2">Le cinq de picq.</seg></p>'
        '<pb n="89"/><p><lb n="6"/><seg xml:id="s.p1.1.i3">L\'as de careau.</seg></p>'
        '<p><lb n="8"/><seg xml:id="s.p2.1">Enfin…</seg></p></text>'
    )
    _lists(text, {"s.p1.1.i1", "s.p1.1.i2", "s.p1.1.i3"})
    kids = [etree.QName(c).localname for c in text]
    assert kids == ["p", "list", "p"]
    lst = text[1]
    assert [etree.QName(c).localname for c in lst] == ["item", "item", "pb", "item"]
    second = lst[1]
    assert second[0].tag == f"{t}lb" and second[0].get("n") == "4"
    assert second[1].get(f"{{{XML_NS}}}id") == "s.p1.1.i2"
    assert not lst[0].find(f"{t}seg").findall(f"{t}lb")  # the next line's break left its seg


def test_a_rhymed_proverb_set_as_verse_is_lg_and_l():
    """Proverbes l. 3633-3639: "De trois choses Dieu nous garde, / De bœuf salé sans
    moutarde, / D'vn valet qui se regarde, / D'vne femme qui se farde." and "Temps pommelé,
    femme fardée, / Ne sont point de longue durée." are verse (capitals, commas, rhymes): one
    rule a line a part, written as lg/l. A proverb turned at the measure is prose."""
    from lxml import etree

    from pipeline.ruleids import RuleIds, is_verse
    from pipeline.tei import TEI_NS, XML_NS
    from pipeline.tei.writer import _verse

    def starts(lines: list[str]) -> tuple[str, list[int]]:
        text = " ".join(lines)
        return text, [text.index(x) for x in lines]

    garde = [
        "De trois choses Dieu nous garde,",
        "De bœuf salé sans moutarde,",
        "D'un valet qui se regarde,",
        "D'une femme qui se farde.",
    ]
    assert is_verse(*starts(garde))
    assert is_verse(*starts(["Temps pommelé, femme fardée,", "Ne sont point de longue durée."]))
    assert not is_verse(*starts(["Il vaut mieux être seul qu'en mauvaise", "compagnie."]))
    assert not is_verse(*starts(["Il est fils de bon père,", "mais l'enfant ne vaut guère."]))
    ids = RuleIds(split=lambda t: [(0, len(t))])
    ids.enter_game("proverbes")
    parts = ids.prose(*starts(garde))
    assert [(p.id, p.prev) for p in parts][:2] == [
        ("proverbes.p1.1", None),
        ("proverbes.p1.1.l2", "proverbes.p1.1"),
    ]
    assert len(parts) == 4 and all(p.verse for p in parts)
    text = etree.fromstring(
        f'<text xmlns="{TEI_NS}" xmlns:xml="{XML_NS}"><p><lb n="1"/>'
        '<seg xml:id="v.p1.1">De trois choses Dieu nous garde,<lb n="3"/></seg>'
        '<seg xml:id="v.p1.1.l2">De bœuf salé sans moutarde.</seg></p></text>'
    )
    _verse(text, {"v.p1.1", "v.p1.1.l2"})
    lg = text[0]
    assert etree.QName(lg).localname == "lg"
    assert [etree.QName(c).localname for c in lg] == ["l", "l"]
    assert [etree.QName(c).localname for c in lg[1]] == ["lb", "seg"]


def test_a_new_case_answered_by_its_own_main_clause_is_a_statement():
    """Fourth reading (games the issue does not name): the Bête's "Et n'est permis de leur en
    renoncer que par une carte de la couleur de la triomphe; et si celui qui a commencé de
    jouer, ne lève trois mains, … il ne peut gagner…" held the renounce and the Bête;
    Cupidon's "…ne se joue à moins de deux; et s'il arrive que tous deux soient détenus, …,
    ni l'un ni l'autre ne gagne" the players and the restart; the siege game's ": et quand ils
    ont à prendre, s'ils ne prennent on les souffle" the pawns' moves and the huff. What stays
    one: a case answered by a command going on with the one before (Oye: ": et s'il rencontre
    une Oie en retournant, qu'il redouble son point"), the other branch of a case
    (Piquet: "…si elle vaut dix en nombre ; et si c'est un neuf…, il ne compte qu'un point";
    Quadrille: "Que s'ils ne font que cinq mains, elle est remise…; et s'ils ne faisaient…"),
    a case told again ("; et si dereche on rencontre un Ancre, l'on doit redoubler")."""
    beste = (
        "Et n'est permis de leur en renoncer que par une carte de la couleur de la triomphe; "
        "et si celui qui a commencé de jouer, ne lève trois mains, on ne fait les deux "
        "premières, il ne peut gagner ce qui a été mis au jeu."
    )
    renounce, beast = cut(beste)
    assert renounce.endswith("couleur de la triomphe;")
    assert beast.startswith("et si celui qui a commencé de jouer")
    cupidon = (
        "Plus il y a de personnes qui y jouent, tant plus ce jeu est plaisant, et ne se joue à "
        "moins de deux; et s'il arrive que tous deux soient détenus, comme l'un à la Fontaine, "
        "et l'autre à la Forêt, ni l'un ni l'autre ne gagne, ains faut recommencer le jeu."
    )
    assert cut(cupidon)[1].startswith("et s'il arrive que tous deux")
    guerre = (
        "Les pions peuvent avoir trois mouvements, mais non de reculer: et quand ils ont à "
        "prendre, s'ils ne prennent on les souffle."
    )
    assert cut(guerre)[1] == "et quand ils ont à prendre, s'ils ne prennent on les souffle."
    oye = (
        "Et si derechef on rencontre une autre Oie, on doit encore redoubler le point: mais si "
        "celui qui sera arrivé fait des points davantage, qu'il tourne autant en arrière: et "
        "s'il rencontre une Oie en retournant, qu'il redouble son point, et tourne en arrière:"
    )
    assert len(cut(oye)) == 1
    piquet = (
        "Celui qui la lève compte deux points pour icelle, si elle vaut dix en nombre ; et si "
        "c'est un neuf, huit, sept, ou six, il ne compte qu'un point."
    )
    assert len(cut(piquet)) == 1
    quadrille = (
        "Que s'ils ne font que cinq mains, elle est remise, et font la bête en commun; et s'ils "
        "ne faisaient à tous deux que cinq mains, ou moins, ils perdraient codille."
    )
    assert len(cut(quadrille)) == 1
    again = (
        "Et si on vient à tomber sur un Ancre, il faut redoubler le point; et si dereche on "
        "rencontre un Ancre, l'on doit redoubler le point jusqu'à ce qu'on n'en rencontre plus."
    )
    assert len(cut(again)) == 1


def test_a_sentence_ended_by_etc_before_a_capital():
    """blasons.p6.2 and p8.1 (fourth reading): "…becqués, crestez, etc. Les allerions et les
    merlettes n'ont ni bec ni jambes" and "…billettes, etc. Ces pièces peuvent être
    engrêlées…, etc. L'usage vous apprendra le reste": the splitter took each "etc." for an
    abbreviation inside a sentence; before a capital it ends one. Before lower case it does
    not ("…15. 14. ou 12. etc. faut se servir de cette règle", Souplesses)."""
    blasons = (
        "L'Écu est souvent chargé d'autres figures, comme de besans, billettes, etc. Ces pièces "
        "peuvent être engrêlées, componées, etc. L'usage vous apprendra le reste."
    )
    assert [p[:12] for p in cut(blasons)] == ["L'Écu est so", "Ces pièces p", "L'usage vous"]
    souplesses = "Qu'elles fassent le nombre de 15. 14. ou 12. etc. faut se servir de cette règle."
    assert len(cut(souplesses)) == 1


def test_a_main_clause_complete_in_itself_after_a_semicolon_or_colon_is_a_statement():
    """Fifth reading: the printer's semicolon or colon where a reader puts a full stop, before
    a main clause that is a statement of play by itself (triomphe-tolose.p1.2, reversis.p1.2,
    guerre.p10.2, homme-beste.p1.2, quadrille.p3.6, suisses.p1.3/p1.4, chronologie.p5.2)."""
    tolose = (
        "La Triomphe de Tolose, se joue deux contre deux, celui qui donne le premier en donne "
        "à chacun cinq, et retourne la dernière pour marquer la couleur de la Triomphe: on ne "
        "pille point à ce jeu; mais les cartes de ceux qui sont d'un même côté sont communes."
    )
    deal, no_pillage = cut(tolose)
    assert deal.endswith("la couleur de la Triomphe:")
    assert no_pillage.startswith("on ne pille point")
    reversis = (
        "Il se joue avec toutes les cartes, et le Valet de cœur est appelé le Quinola, qui est "
        "la principale carte du jeu: il y a trois choses à observer, outre les règles ordinaires."
    )
    assert cut(reversis)[1].startswith("il y a trois choses")
    guerre = (
        "Le Pion qui sera arrivé dans le fort, ne doit pas sortir, il n'a à prendre: c'est à "
        "l'assaillant de jouer le premier."
    )
    assert cut(guerre)[1] == "c'est à l'assaillant de jouer le premier."
    beste = (
        "Les cartes se donnent au nombre de cinq, après avoir ôté toutes les petites cartes "
        "depuis l'as jusqu'au six; l'as vaut onze, mais les restes sont au-dessus."
    )
    assert cut(beste)[1].startswith("l'as vaut onze")
    quadrille = (
        "Ceux qui gagnent codille partagent entre eux ce qui est au jeu; la bête, et tout ce "
        "qui est à payer, se paye par moitié entre le joueur et le roi appelé."
    )
    assert cut(quadrille)[1].startswith("la bête, et tout ce qui est à payer")
    suisses = (
        "Celui qui gagne le plus tôt ces trois parties, emporte ce qui est convenu de jouer : "
        "Ils font valoir le Monde 5. le Bateleur 5. les Chevaliers autant les uns comme les "
        "autres; et l'on y joue comme à la Triomphe."
    )
    assert [p.split()[0] for p in cut(suisses)] == ["Celui", "Ils", "et"]


def test_a_clause_after_a_colon_that_answers_or_points_back_stays():
    """The same punctuation before a condition's answer (france.p101.1: "Et enfin si un
    joueur… viennent à arrêter sur quelque autre point : l'on recommencera le jeu"), before
    the main clause of a cause (trictrac.p63.1: "Or pource que…, il ne faut qu'un coup de dé…:
    Il faut être extrêmement prudent"), or before a clause pointing back ("…pour poursuivre le
    Quinola; il est permis en ce cas de l'écartier", reversis.p10.1; quadrille's ": l'on ne
    doit jouer qu'à son rang; mais l'on ne fait point la bête pour cela"): one statement.
    Nor does "; aussi" before a participle (Paume) or ": mais si" (an exception) cut."""
    france = (
        "Et enfin si un joueur, ayant sa marque sur un point, les autres joueurs viennent à "
        "arrêter sur quelque autre point : l'on recommencera le jeu tout de nouveau."
    )
    assert len(cut(france)) == 1
    trictrac = (
        "Or pource que quelque jeu que l'on ait, il ne faut qu'un coup de dé de revers pour "
        "renverser nos espérances: Il faut être extrêmement prudent et avisé."
    )
    assert len(cut(trictrac)) == 1
    reversis = (
        "Néanmoins si l'un des joueurs n'en avait que le Roi, pour poursuivre le Quinola; il "
        "est permis en ce cas de l'écartier."
    )
    assert len(cut(reversis)) == 1
    quadrille = (
        "L'on ne peut point appeler le roi de la couleur en laquelle on joue: l'on ne doit "
        "jouer qu'à son rang; mais l'on ne fait point la bête pour cela."
    )
    assert len(cut(quadrille)) == 1
    paume = "Qui le pourrait jouer serait très bon; aussi ayant fait une chasse, c'est à refaire."
    assert len(cut(paume)) == 1


def test_a_conclusion_and_an_otherwise_case_are_statements_of_their_own():
    """homme-beste.p3.2 (": aussi ce jeu est de facile instruction…", praise after the rule)
    and quadrille.p3.8 ("…pour ne point faire la bête seul; mais lorsqu'on joue avec spadille
    forcé…, l'hombre ne fît-il qu'une main, ne fait point la bête seule")."""
    beste = (
        "Et à chaque fois celui qui fait met une marque au jeu : aussi ce jeu est de facile "
        "instruction pour divertir l'esprit."
    )
    assert cut(beste)[1].startswith("aussi ce jeu")
    quadrille = (
        "Il y a même des maisons où il faut faire quatre mains pour ne point faire la bête "
        "seul; mais lorsqu'on joue avec spadille forcé, et que tous les joueurs ont passé, "
        "l'hombre ne fît-il qu'une main, ne fait point la bête seule."
    )
    assert cut(quadrille)[1].startswith("mais lorsqu'on joue")


def test_the_writer_s_verdict_on_the_game_is_a_statement_of_its_own():
    """familiers.p8.1 and p4.1: the praise after the rule it ends (``; ce jeu est innocent,
    et…``, ``, et ainsi ce jeu est assez joli et récréatif``) is commentary, not part of the
    rule of play; a clause saying how the game is won (``et ce jeu est gagné par celui qui…``)
    or what it is not (``ce jeu n'est pas permis``) is no verdict and stays."""
    innocent = (
        "Celui qui a le plus haut point, gagne comme s'il avait ce véritable nombre; ce jeu "
        "est innocent, et il ne s'y peut faire aucune tricherie."
    )
    assert cut(innocent)[1] == "ce jeu est innocent, et il ne s'y peut faire aucune tricherie."
    joli = "Vous gagnez la ferme et dépossédez le Fermier, et ainsi ce jeu est assez joli et récréatif."
    assert cut(joli) == [
        "Vous gagnez la ferme et dépossédez le Fermier,",
        "et ainsi ce jeu est assez joli et récréatif.",
    ]
    for stays in (
        "On joue ainsi, et ce jeu est gagné par celui qui a le plus de points.",
        "On joue ainsi; ce jeu n'est pas permis aux enfants.",
    ):
        assert len(cut(stays)) == 1


def cut_parsed(text: str) -> list[str]:
    """``text`` read as statements with spaCy's answer for a clause after a semicolon or colon
    (:func:`pipeline.nlp.states_on_its_own`), the real parse."""
    from pipeline.nlp import states_on_its_own

    pieces = _whole_statements(text, [(0, len(text))], opens_on_subjectless_verb, states_on_its_own)
    return [text[a:b].strip() for a, b in pieces]


def test_a_main_clause_with_its_own_subject_after_a_colon_begins_a_statement():
    """renard.p1.4-p1.6, suisses.p1.4-p1.5, two readers of the cuts (issue 14, seventh
    reading): the printer's colon or semicolon before a main clause whose subject is its own
    (``: les Poules ne peuvent monter…: le joueur ne doit laisser…``, ``; ces Triomphe font
    21. Cartes``) is a reader's full stop."""
    renard = (
        "Vous placez le Renard à discrétion, qui peut monter et descendre, à droit et à "
        "travers: les Poules ne peuvent monter que de bas en haut, et ne doivent redescendre: "
        "le joueur ne doit laisser les Poules découvertes, ou seules."
    )
    assert cut_parsed(renard) == [
        "Vous placez le Renard à discrétion, qui peut monter et descendre, à droit et à travers:",
        "les Poules ne peuvent monter que de bas en haut, et ne doivent redescendre:",
        "le joueur ne doit laisser les Poules découvertes, ou seules.",
    ]
    suisses = "Et l'on y joue comme à la Triomphe; ces Triomphe font 21. Cartes."
    assert cut_parsed(suisses)[1] == "ces Triomphe font 21. Cartes."


def test_a_clause_tied_to_the_one_before_stays_whatever_its_subject():
    """What stays after a semicolon or colon though its clause has a subject: a contrast
    (quatre-fins.p1.1 ``: mais il est difficile…``), the time of the one before (France's
    squares ``; Cependant les autres joueront chacun deux coups``), a list or account announced
    (trictrac.p121.1 ``qui sont: Un bon Charpentier…``), an example going on (souplesses.p17.1),
    a purpose still waiting for its main clause (trictrac.p153.1 ``Pour moi, afin
    d'embellir ce jeu…; je ferais d'avis…``) and a quantity put first (oye.p1.4 ``et autant de
    points qu'il s'en découvre par lesdits dés: il doit mettre son seing``), and the next of a
    series told clause after clause (monde.p2.1 ``le premier cercle; les quatorze
    ensuivants…``, which two readers read as one list) or its members said alike (monde.p1.2
    ``Le Polaire est…: le Nouveau est l'Amérique``)."""
    for stays in (
        "Celui qui le premier y arrive gagne: mais il est difficile d'arriver au Paradis.",
        "Y arrêtera pour voir les Cérémonies du Baptême de ce Roi; Cependant les autres "
        "joueront chacun deux coups.",
        "Il y a des mots dont il faut avoir connaissance, qui sont: Un bon Charpentier serait "
        "bien tout d'une pièce.",
        "Par exemple, prenez quatre cartes, et les disposez en quatre rangs; la carte de la "
        "seconde personne sera la seconde de son rang.",
        "Pour moi, afin d'embellir ce jeu d'occasions de prendre et de marquer; je ferais "
        "d'avis de marquer Jan de deux tables.",
        "On prend deux dés, que chacun jette une fois, et autant de points qu'il s'en découvre "
        "par lesdits dés: il doit mettre son seing.",
        "Le Monde Polaire est représenté dans le premier cercle; les quatorze ensuivants font "
        "voir le pays d'Amérique, tous colorés de bleu; les quinze autres ceux d'Afrique.",
        "Le Polaire est aux environs des Pôles et peu connu : le Nouveau est l'Amérique, et "
        "l'Ancien comprend l'Afrique.",
    ):
        assert len(cut_parsed(stays)) == 1, stays


def test_he_who_wins_after_a_number_s_full_stop_is_a_statement_of_its_own():
    """oye.p1.2/p1.3 (the issue's "one rule holding two"): "…ledit jeu est fait de nombres,
    depuis 1. jusqu'à 63. et celui qui premier atteint à ce nombre final, gagne le jeu" is the
    board, then the win; Jardin's "S'il n'y a rien à lever sur le nombre 7. et celui qui joue
    fait 7. il mettra sur icelui" is a condition still waiting for its answer, and stays."""
    oye = (
        "Est à noter que ledit jeu est fait de nombres, depuis 1. jusqu'à 63. et celui qui "
        "premier atteint à ce nombre final, gagne le jeu."
    )
    assert cut(oye) == [
        "Est à noter que ledit jeu est fait de nombres, depuis 1. jusqu'à 63.",
        "et celui qui premier atteint à ce nombre final, gagne le jeu.",
    ]
    jardin = (
        "S'il n'y a rien à lever sur le nombre 7. et celui qui joue fait 7. il mettra sur "
        "icelui, et rejouera."
    )
    assert len(cut(jardin)) == 1
