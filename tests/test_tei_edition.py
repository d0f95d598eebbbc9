"""The TEI an editor signs, on hand-built inputs (no build): the header's editorial
declaration, identifiers, licence and revision; furniture side by side; the closing matter
of a division (trailer, closer); lost pages that close the text before them; a title page
that fills one page."""

from __future__ import annotations

import tomllib

from lxml import etree

from pipeline import __released__, __version__
from pipeline.model import Line
from pipeline.model.book import Div
from pipeline.model.furniture import Fw
from pipeline.model.items import MissingPages, PageBreak, Unit
from pipeline.rules.registry import docstring_summary
from pipeline.segment.layout import _bottom
from pipeline.segment.paging import _title_page_is_one_page
from pipeline.tei import TEI_NS
from pipeline.tei.header import build_date, new_tei, write_header
from pipeline.tei.lines import write_line
from tests.conftest import SOURCES
from tests.handbuilt import written

T = {"t": TEI_NS}


def line(n: int, text: str) -> Line:
    return Line(n, text, tuple(range(len(text))))


def unit(n: int, *texts: str, continues: bool = False) -> Unit:
    return Unit(tuple(line(n + k, t) for k, t in enumerate(texts)), 0, continues=continues)


def _header(decisions: int = 0) -> etree._Element:
    rec = tomllib.loads((SOURCES / "sources.toml").read_text(encoding="utf-8"))["maison"]
    tei = new_tei()
    write_header(tei, rec, ["lines 1-79: Google's notice"], decisions)
    return tei


def test_editorial_declaration_has_the_parts_of_an_early_modern_edition():
    tei = _header()
    parts = [etree.QName(e).localname for e in tei.find(".//t:editorialDecl", T)]
    assert parts == [
        "correction",
        "normalization",
        "punctuation",
        "hyphenation",
        "segmentation",
        "interpretation",
    ]
    assert tei.find(".//t:correction", T).get("method") == "markup"
    assert tei.find(".//t:hyphenation", T).get("eol") == "hard"
    assert "FreEM-norm" in "".join(tei.find(".//t:normalization", T).itertext())


def test_identifiers_are_typed_and_hold_no_prose():
    tei = _header()
    idnos = tei.findall(".//t:msIdentifier/t:idno", T)
    assert [(i.get("type"), i.text) for i in idnos] == [
        ("shelfmark", "Gymn. 55"),  # the library's label on the flyleaf, « Gymn 55 »
        ("barcode", "36603459950015"),
    ]
    surrogate = tei.find(".//t:surrogates/t:p", T).text
    assert "Gymn 55" in surrogate and "not been checked" in surrogate
    # read from a flyleaf label, not from the library's catalogue: said, not asserted
    assert idnos[0].get("cert") == "medium" and idnos[1].get("cert") is None


def test_one_licence_and_the_build_s_version():
    tei = _header()
    licences = tei.findall(".//t:licence", T)
    assert len(licences) == 1 and "CC BY 4.0" in licences[0].text
    assert licences[0].get("target") == "https://creativecommons.org/licenses/by/4.0/"
    assert tei.find(".//t:edition", T).get("n") == __version__
    change = tei.find(".//t:revisionDesc/t:change", T)
    assert change.get("n") == __version__ and change.get("when") == __released__
    assert tei.find(".//t:edition/t:date", T).get("when") == __released__
    rights = tei.find(".//t:availability/t:p", T).text
    assert "public domain" in rights and "not a licence" in rights


def test_the_build_date_is_the_release_s_or_source_date_epoch(monkeypatch):
    """A build records a date and stays byte-identical: the version's release day, or the
    day SOURCE_DATE_EPOCH says (the reproducible-builds convention); the editors' decisions
    a build applied are a change of their own."""
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    assert build_date() == __released__
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01 00:00 UTC
    assert build_date() == "2026-01-01"
    changes = _header(decisions=3).findall(".//t:revisionDesc/t:change", T)
    assert [c.get("who") for c in changes] == ["#maison", "#editor"]
    assert changes[1].text.startswith("3 editorial decisions")
    assert all(c.get("when") == "2026-01-01" for c in changes)


def test_the_header_is_english_and_names_its_software_and_reference_scheme():
    tei = _header()
    header = tei.find("t:teiHeader", T)
    assert header.get("{http://www.w3.org/XML/1998/namespace}lang") == "en"
    idents = [lang.get("ident") for lang in tei.findall(".//t:langUsage/t:language", T)]
    assert idents[:2] == ["fr", "en"]
    apps = {a.get("ident"): a.get("version") for a in tei.findall(".//t:appInfo/t:application", T)}
    assert apps["maison"] == __version__ and apps["spacy"][:1].isdigit()
    assert apps["fr_core_news_sm"][:1].isdigit()
    refs = "".join(tei.find(".//t:refsDecl", T).itertext())
    assert "lb/@n" in refs and "GAME.pP.N" in refs


def test_a_predicate_s_description_is_its_first_paragraph_in_plain_text():
    """The header's predicate categories once cut a docstring's first line mid-phrase and kept
    its reST markup."""
    doc = """Where a throw ends: doubled on a goose
    (:func:`pipeline.rules.kernels.goose.land`), ``63`` exactly.

    Second paragraph."""
    assert docstring_summary(doc) == "Where a throw ends: doubled on a goose (land), 63 exactly."


def test_a_running_head_s_page_number_is_its_sibling():
    """`258. Le Jeu du Ticque-Trac.`: fw pageNum and fw header side by side, not nested."""
    p = etree.Element(f"{{{TEI_NS}}}p")
    text = "258. Le Jeu du Ticque-Trac."
    write_line(p, line(9, text), (Fw(0, 4, "pageNum"), Fw(5, len(text), "header")))
    fws = p.findall("t:fw", T)
    assert [(f.get("type"), f.text) for f in fws] == [
        ("pageNum", "258. "),
        ("header", "Le Jeu du Ticque-Trac."),
    ]
    assert not p.findall(".//t:fw/t:fw", T)
    assert "".join(p.itertext()) == text


def _written(div: Div) -> etree._Element:
    return written(div, "piquet")


def test_fin_du_jeu_is_a_trailer_not_a_rule():
    div = Div("game", "piquet", content=[unit(1, "Le premier gagne."), unit(3, "Fin du Jeu.")])
    assert _bottom(div) == (1, "trailer")
    out = _written(div)
    assert "".join(out.find("t:trailer", T).itertext()).strip() == "Fin du Jeu."
    assert len(out.findall(".//t:seg", T)) == 1


def test_a_dedication_closes_with_salute_and_signature():
    div = Div(
        "dedication",
        content=[
            unit(1, "Qui n'adresseroit aux Grands, que des Presens."),
            unit(3, "MONSEIGNEUR,"),
            unit(5, "De Vostre Grandeur Royale."),
            unit(7, "Le tres-humble seruiteur,", "E. L."),
        ],
    )
    out = _written(div)
    closer = out.find("t:closer", T)
    assert closer.find("t:salute", T) is not None
    assert "".join(closer.find("t:signed", T).itertext()).endswith("E. L.")
    assert len(out.findall("t:p", T)) == 1


def test_a_privilege_closes_with_its_signature_and_date_of_printing():
    """The privilege's "Signé, BECHET, Syndic." was a paragraph: it is the closer's signed,
    and "Approuvé d'imprimer le dernier iour de May 1665." after it the dateline."""
    div = Div(
        "privilege",
        content=[
            unit(1, "Par grace & Priuilege du Roy, il est permis à Estienne Loyson."),
            unit(3, "Registré sur le Liure de la Communauté, le 16. Juin 1659."),
            unit(5, "Signé, BECHET, Syndic."),
            unit(7, "Approuvé d'imprimer le dernier iour de May 1665."),
        ],
    )
    assert _bottom(div) == (2, "closer")
    closer = _written(div).find("t:closer", T)
    assert "".join(closer.find("t:signed", T).itertext()).strip() == "Signé, BECHET, Syndic."
    assert "May 1665" in "".join(closer.find("t:dateline", T).itertext())
    assert closer.find("t:salute", T) is None


def test_lost_pages_close_the_text_before_them():
    """Blasons: "chacun doit mō-" ends p. 285; pp. 286-287 are lost; the text after is not
    its continuation, so no word or paragraph runs across the gap."""
    div = Div(
        "game",
        "blasons",
        content=[
            unit(1, "Chacun doit mō-"),
            PageBreak("286", False),
            MissingPages(("286",)),
            PageBreak("288", True),
            unit(3, "ment jouer.", continues=True),
        ],
    )
    out = _written(div)
    ps = out.findall("t:p", T)
    assert len(ps) == 2 and out.find("t:gap", T).getparent() is out
    assert not out.findall(".//t:choice//t:gap", T) and not out.findall(".//t:p//t:pb", T)


def test_a_title_page_fills_one_page():
    lengths = _title_page_is_one_page([4.5, 5.0, 4.5, 2.5, 3.5, 1.0], 4, 30.0)
    assert abs(sum(lengths[:4]) - 30.0) < 1e-9 and lengths[4:] == [3.5, 1.0]
    assert _title_page_is_one_page([1.0, 2.0], None, 30.0) == [1.0, 2.0]


def test_an_article_cut_by_a_page_goes_on_after_a_capital():
    """Eschets art. 19 ends "estant constant, que deux" at the foot of p. 280; p. 281 begins
    "Cheualiers seuls ne peuvent mater le Roy.": the end of eschets.a19, not a rule of its
    own. A new article or a title after an open article is not a continuation."""
    from pipeline.segment.units import _goes_on

    art = unit(1, "19. Et c'est aussi avec raison, estant constant, que deux")
    assert _goes_on(art, unit(3, "Cheualiers seuls ne peuvent mater le Roy."))
    assert not _goes_on(art, unit(3, "20. Les deux Tours marchent de tous costez."))
    prose = unit(1, "Il faut mettre au jeu chacun trois")
    assert not _goes_on(prose, unit(3, "Cheualiers seuls ne peuvent mater le Roy."))
    assert _goes_on(prose, unit(3, "iettons ; l'vn mettra au poinct."))


def test_a_running_head_misread_by_one_letter_is_still_a_running_head():
    """``258. Le Jeu du Ticque-Trac.`` (p. 158, misprinted and misread) sits inside quatrain
    XXXII (trictrac.q32): one letter from the running heads' ``Le Jeu du Tricque-Trac.``, it
    is furniture, not a section head splitting the quatrain."""
    from pipeline.segment.paging import _near_title

    heads = ["Le Jeu du Tricque-Trac.", "Le Jeu de la Paume."]
    assert _near_title("Le Jeu du Ticque-Trac.", heads)
    assert not _near_title("Chap. 27. Corollaire.", heads)
    assert not _near_title("Le Jeu du Billard.", heads)


def test_chapter_numbers_follow_the_sequence_where_the_ocr_reads_1_as_i():
    """Trictrac's "Chap. II." comes after chapter 10: it is chapter 11, not 2."""
    from pipeline.segment.structure import _chapter_number

    assert _chapter_number("II", 10) == "11"
    assert _chapter_number("II", 1) == "2"  # a real II after I
    assert _chapter_number("II", None) == "2"
    assert _chapter_number("27", 26) == "27" and _chapter_number("IV", 3) == "4"


def test_a_chapter_line_is_a_heading_by_its_form():
    """Trictrac's "Chap. 27. Corollaire." (source line 1984) was two rules; a short line
    opening with a chapter number is a heading. A sentence that mentions a chapter is not."""
    from pipeline.segment.headings import is_chapter_line

    assert is_chapter_line(unit(1984, "Chap. 27. Corollaire."))
    assert is_chapter_line(unit(1, "Chap. II."))
    long = "Chap. 3. où l'on voit comment se jouent les dames, et les coups"
    assert not is_chapter_line(unit(1, long))
    assert not is_chapter_line(unit(1, "Comme il est dit au Chapitre 4."))
