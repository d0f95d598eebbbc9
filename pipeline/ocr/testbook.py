"""Pages in the manner of 1665, made here, with their ground truth: for testing the OCR end
to end on material that is not in the repository and needs no download.

A small book is set in IM Fell DW Pica (OFL; ``make test`` fetches it from npm) or EB
Garamond (Debian's ``fonts-ebgaramond``, OFL), long s where the print had it: a title page,
the book's table, and game pages with a running head and page number, the text, and a
signature at the foot. Two independent models of damage: ``degrade`` adds what old scans
have (a slight skew, blur, speckle and uneven ink), ``wear`` what a worn copy scanned
bitonal has (frayed and broken strokes, a curl, show-through, foxing, the gutter).
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

FELL = Path(__file__).resolve().parents[2] / ".venv" / "fonts"
"""IM Fell DW Pica (OFL), put there by ``scripts/setup.sh`` from npm; EB Garamond otherwise."""
GARAMOND = Path("/usr/share/fonts/opentype/ebgaramond")


FACES = {
    "fell": (FELL / "IMFellDWPica_400Regular.ttf", FELL / "IMFellDWPica_400Regular_Italic.ttf"),
    "garamond": (GARAMOND / "EBGaramond12-Regular.otf", GARAMOND / "EBGaramond12-Italic.otf"),
}
"""Two faces of different design and cut (Fell's 17th-century Dutch letter, Garamond's
16th-century French one as Georg Duffner redrew it), so that no measure fits one."""


def faces() -> list[str]:
    """The faces whose files are installed, IM Fell first."""
    return [name for name, files in FACES.items() if all(f.exists() for f in files)]


def _fonts(face: str | None = None) -> tuple[Path, Path]:
    """The roman and italic of a face (by default the first installed)."""
    if face is not None:
        return FACES[face]
    return FACES[(faces() or ["garamond"])[0]]


ROMAN, ITALIC = _fonts()
SIZE = (1400, 2200)
MARGIN = 170
LEADING = 62


@dataclass
class TestPage:
    head: str | None
    lines: list[str]
    foot: str | None = None
    heading: list[str] = field(default_factory=list)


def long_s(text: str) -> str:
    """The printers' convention: a lowercase s that does not end its word is long, and so is
    one before the hyphen of a word broken at the line's end (``laiſ-`` / ``ſera``)."""
    out = list(text)
    for i, c in enumerate(out):
        if c != "s" or i + 1 >= len(out):
            continue
        if out[i + 1].isalpha() or (out[i + 1] == "-" and i + 2 == len(out)):
            out[i] = "ſ"
    return "".join(out)


GOOSE = [
    "Qui fera 6. où y a vn pont, paye le prix conuenu,",
    "& aille au nombre 12. pour ſe noyer ſous le pont.",
    "",
    "Qui ira au nombre 19. où il y a vne hoſtellerie, paye",
    "le prix conuenu, & ſe repoſe tandis que chacun de",
    "ſes compagnons aura tiré deux fois.",
    "",
    "Qui ira au nombre 42. où eſt vn labyrinthe, paye le",
    "prix conuenu, & retourne au nombre 30.",
]
FINS = [
    "Qui ira au nombre 8. où eſt la Mort, il payera & laiſ-",
    "ſera iouër ſes compagnons deux fois.",
    "",
    "Qui ira au nombre 25. qu'il paye le prix conuenu, &",
    "recule au 14.",
]


def book() -> list[TestPage]:
    """Title, table, and two games over three pages."""
    return [
        TestPage(
            None,
            [
                "LA MAISON",
                "DES IEUX",
                "ACADEMIQUES.",
                "",
                "A PARIS,",
                "Chez ESTIENNE LOYSON.",
                "M. DC. LXV.",
            ],
        ),
        TestPage(
            None,
            [
                "TABLE DE LA MAISON",
                "des Ieux.",
                "",
                "Le Ieu de l'Oye, 1",
                "Le Ieu des quatre fins, 3",
            ],
        ),
        TestPage(
            "Le Ieu de l'Oye. 1",
            GOOSE[:2],
            "A",
            heading=["LA MAISON DES IEUX ACADEMIQUES.", "LE IEU DE L'OYE."],
        ),
        TestPage("2 Le Ieu de l'Oye.", GOOSE[3:], "A ij"),
        TestPage("Le Ieu des quatre fins. 3", FINS, None, heading=["LE IEU DES QVATRE FINS."]),
    ]


VOWELS = set("aeiouyàâéèêëîïôùûü")
LINES_PER_PAGE = 28


def prose(
    text: str, title: str, first: int = 1, pages: int = 4, face: str | None = None
) -> list[TestPage]:
    """Pages of running text set as the book sets it: the text wrapped to the measure, a word
    broken with a hyphen after a vowel where a line would fall short, long s by the printers'
    convention, a running head with the page number (left on a verso, right on a recto), a
    signature on the first four leaves of a gathering of eight, and a catchword (the next
    page's first word) elsewhere."""
    font = ImageFont.truetype(str(_fonts(face)[0]), 40)
    measure = SIZE[0] - 2 * MARGIN
    fits = lambda line: font.getlength(long_s(line)) <= measure  # noqa: E731
    lines: list[str] = []
    for para in (p.split() for p in text.replace("'", "’").split("\n") if p.strip()):
        cur = ""
        for word in para:
            trial = f"{cur} {word}" if cur else word
            if fits(trial):
                cur = trial
                continue
            cut = next(
                (
                    k
                    for k in range(len(word) - 3, 2, -1)
                    if word.isalpha()
                    and word[k - 1].lower() in VOWELS
                    and word[k].lower() not in VOWELS
                    and fits(f"{cur} {word[:k]}-")
                ),
                None,
            )
            if cut and cur:
                lines.append(long_s(f"{cur} {word[:cut]}-"))
                cur = word[cut:]
            else:
                lines.append(long_s(cur))
                cur = word
        lines.append(long_s(cur))
        lines.append("")
    out = []
    for k in range(pages):
        body = lines[k * LINES_PER_PAGE : (k + 1) * LINES_PER_PAGE]
        if not any(body):
            break
        n = first + k
        head = f"{n} {title}." if n % 2 == 0 else f"{title}. {n}"
        leaf = (n - 1) // 2 % 8
        if n % 2 == 1 and leaf < 4:
            foot = "A" + (" " + "i" * (leaf + 1) if leaf else "")
        else:
            following = next((x for x in lines[(k + 1) * LINES_PER_PAGE :] if x), "")
            foot = following.split()[0] if following else None
        out.append(TestPage(head, body, foot))
    return out


def truth(page: TestPage) -> str:
    """A page's main text as a diplomatic transcription gives it: the heading and text lines,
    the typographic apostrophe, a hyphen that breaks a word at the line's end as ``¬``."""
    lines = [*page.heading, *(long_s(x) for x in page.lines if x)]
    lines = [x[:-1] + "¬" if x.endswith("-") and x[-2:-1].isalpha() else x for x in lines]
    return "\n".join(lines).replace("'", "’")


def render(page: TestPage, face: str | None = None) -> Image.Image:
    roman_file, italic_file = _fonts(face)
    roman = ImageFont.truetype(str(roman_file), 40)
    italic = ImageFont.truetype(str(italic_file), 40)
    im = Image.new("L", SIZE, 255)
    d = ImageDraw.Draw(im)
    if page.head:
        d.text((MARGIN, 110), page.head, font=italic, fill=0)
    y = 260
    for h in page.heading:
        d.text((MARGIN + 120, y), h, font=roman, fill=0)
        y += LEADING + 60
    for line in page.lines:
        if line:
            d.text((MARGIN, y), long_s(line), font=roman, fill=0)
        y += LEADING if line else LEADING // 2 + 20
    if page.foot:
        catchword = " " not in page.foot and not page.foot.isupper()
        x = SIZE[0] - MARGIN - roman.getlength(page.foot) if catchword else SIZE[0] // 2
        d.text((x, SIZE[1] - 200), page.foot, font=roman, fill=0)
    return im


TRAGEDY = [
    "Non, rien ne me peut secourir,",
    "Ie meurs d'amour pour vous, je n'en sçaurois guerir.",
    "Vous me condamnerez vous mesme,",
    "Et vous me laisserez mourir.",
    "I'ay merité qu'on me punisse.",
    "I'offence un Rival genereux,",
    "Qui par mille bien-faits a prevenu mes voeux:",
    "Mais je l'offence en vain, vous luy rendez justice;",
    "Ah! que c'est un cruel supplice",
    "D'avoüer qu'un Rival est digne d'estre heureux!",
    "Prononcez mon Arrest, parlez sans vous contraindre.",
    "Vous soupirez, je voy couler vos pleurs?",
]


def verse_page(face: str | None = None) -> tuple[Image.Image, str]:
    """A page of a tragedy as a library scans it (issue 34's held-out pages that lost their
    lines): verse in large italic (letters some 50 pixels tall at 2592 by 3508), the running
    title and page number, a woodcut tail-piece below the text, and the facing leaf's text
    showing through, mirrored and faint. Returns the image and its main text."""
    roman_file, italic_file = _fonts(face)
    italic = ImageFont.truetype(str(italic_file), 64)
    roman = ImageFont.truetype(str(roman_file), 64)
    width, height = 2592, 3508
    im = Image.new("L", (width, height), 255)
    d = ImageDraw.Draw(im)
    d.text((width // 2 - roman.getlength("TRAGEDIE.") // 2, 300), "TRAGEDIE.", font=roman, fill=0)
    d.text((width - 560, 300), "11", font=roman, fill=0)
    lines = [long_s(v).replace("'", "’") for v in TRAGEDY]
    y = 480
    for k, line in enumerate(lines):
        d.text((520 + (130 if k % 4 == 2 else 0), y), line, font=italic, fill=0)
        y += 100
    cx, top = width // 2, y + 80  # the tail-piece: a dense woodcut, white arabesques cut in it
    d.polygon([(cx - 260, top), (cx + 260, top), (cx, top + 240)], fill=25)
    for k in range(7):
        d.ellipse((cx - 200 + 60 * k, top + 30, cx - 170 + 60 * k, top + 60), fill=235)
        d.line((cx - 200 + 60 * k, top + 70, cx, top + 220), fill=235, width=5)
    back = Image.new("L", (width, height), 255)
    b = ImageDraw.Draw(back)
    for k, line in enumerate(reversed(lines)):
        b.text((460, 470 + 100 * k), line, font=italic, fill=0)
    back = back.transpose(Image.Transpose.FLIP_LEFT_RIGHT).filter(ImageFilter.GaussianBlur(2))
    faint = back.point(lambda v: 255 - (255 - v) // 4)  # a quarter of the ink shows through
    page = ImageChops.darker(im, faint).point(lambda v: 12 + v * 9 // 10)  # paper, not white
    return page, "\n".join(lines)


def columns_page(face: str | None = None) -> tuple[Image.Image, str]:
    """A page set in two columns, as the period set a dictionary or a long table: the title
    across the page, then the rules of the games in two columns of justified lines (each
    line's words spread to the column's measure, the last of a paragraph not), a narrow
    gutter between them. Returns the image and its text in reading order: the title, the
    left column top to bottom, then the right."""
    roman = ImageFont.truetype(str(_fonts(face)[0]), 40)
    im = Image.new("L", SIZE, 255)
    d = ImageDraw.Draw(im)
    title = "LES REGLES DES IEUX."
    d.text(((SIZE[0] - roman.getlength(title)) // 2, 200), title, font=roman, fill=0)
    out = [title]
    measure, gutter = 500, 60
    paragraphs = [long_s(" ".join(GOOSE)).split(), long_s(" ".join(FINS + GOOSE[3:6])).split()]
    for column, words in enumerate(paragraphs):
        left = (SIZE[0] - 2 * measure - gutter) // 2 + column * (measure + gutter)
        lines: list[list[str]] = [[]]
        for word in words:
            if lines[-1] and roman.getlength(" ".join([*lines[-1], word])) > measure:
                lines.append([])
            lines[-1].append(word)
        for k, line in enumerate(lines):
            y = 340 + LEADING * k
            ink = sum(roman.getlength(w) for w in line)
            space = (measure - ink) / max(len(line) - 1, 1) if k + 1 < len(lines) else 12
            x = float(left)
            for word in line:
                d.text((round(x), y), word, font=roman, fill=0)
                x += roman.getlength(word) + space
            out.append(" ".join(line))
    return im, "\n".join(out)


def title_page(face: str | None = None, close: bool = False) -> tuple[Image.Image, str]:
    """A title page as the period set one: a word in capitals, the title in large capitals
    spaced apart, the subtitle in smaller capitals and in small roman (four times smaller
    than the title: the page's letter height is the capitals'), a printer's device (a dense
    woodcut) and the imprint. ``close``: the title's capitals larger (five letter heights)
    and set close, as a band of fleurons stands. Returns the image and its text."""
    roman_file = _fonts(face)[0]
    size, spacing = (230, 6) if close else (150, 40)
    big, mid, small = (ImageFont.truetype(str(roman_file), s) for s in (size, 64, 44))
    im = Image.new("L", SIZE, 255)
    d = ImageDraw.Draw(im)
    lines = []

    def centred(text: str, font: ImageFont.FreeTypeFont, y: int) -> None:
        d.text(((SIZE[0] - font.getlength(text)) // 2, y), text, font=font, fill=0)
        lines.append(text.replace("'", "’"))

    centred("LES", mid, 200)
    widths = [big.getlength(c) for c in "MAISONS"]
    x = (SIZE[0] - sum(widths) - spacing * 6) // 2
    for c, w in zip("MAISONS", widths, strict=True):  # spaced: each capital apart
        d.text((x, 300 if close else 330), c, font=big, fill=0)
        x += w + spacing
    lines.append("MAISONS")
    centred("DES IEUX ACADEMIQUES,", mid, 560)
    centred(long_s("Où sont contenus les Ieux"), small, 680)
    centred("de l'Oye & des quatre fins.", small, 750)
    cx, top = SIZE[0] // 2, 900
    d.ellipse((cx - 220, top, cx + 220, top + 380), fill=30)
    for k in range(8):
        d.ellipse((cx - 160 + 40 * k, top + 120, cx - 140 + 40 * k, top + 260), fill=235)
    centred("A PARIS,", mid, 1450)
    centred("Chez ESTIENNE LOYSON.", small, 1560)
    centred("M. DC. LXV.", mid, 1700)
    return im, "\n".join(lines)


def degrade(im: Image.Image, seed: int) -> Image.Image:
    """What old scans have, in a seeded mix so that no one remedy fits them all: a skew of up
    to 1.5 degrees, blur, ink that is heavy or starved, a greyish and unevenly lit paper,
    speckle (salt and pepper, and dirt in small blots), and JPEG's blocks."""
    rng = random.Random(seed)
    out = im.rotate(rng.uniform(-1.5, 1.5), resample=Image.BICUBIC, fillcolor=255, expand=False)
    ink = rng.choice(("heavy", "starved", "even"))
    if ink == "heavy":
        out = out.filter(ImageFilter.MinFilter(3))
    out = out.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.7, 1.3)))
    w, h = out.size
    paper = rng.randint(205, 240)
    light = Image.linear_gradient("L").resize((w, h)).rotate(rng.choice((0, 90, 180, 270)))
    shade = rng.randint(10, 35)
    low = max(0, rng.randint(0, 40) + (40 if ink == "starved" else 0))
    out = Image.eval(out, lambda v: low + (paper - low) * v // 255)
    out = Image.composite(Image.eval(out, lambda v: max(0, v - shade)), out, light)
    px = out.load()
    for _ in range(int(w * h * rng.uniform(1 / 600, 1 / 250))):
        x, y = rng.randrange(w), rng.randrange(h)
        px[x, y] = rng.choice((20, 60, 255))
    d = ImageDraw.Draw(out)
    for _ in range(rng.randint(20, 120)):
        x, y, r = rng.randrange(w), rng.randrange(h), rng.uniform(0.8, 2.2)
        d.ellipse((x - r, y - r, x + r, y + r), fill=rng.randint(30, 110))
    buf = io.BytesIO()
    out.save(buf, format="JPEG", quality=rng.randint(35, 75))
    buf.seek(0)
    return Image.open(buf).convert("L")


def wear(im: Image.Image, seed: int) -> Image.Image:
    """A second model of damage, independent of :func:`degrade` (none of its steps is
    there): Kanungo's model of a bitonal scan (each pixel flips with a probability that
    decays with its distance from the letter's edge, so strokes break and edges fray, then
    a morphological closing), the page curling toward the gutter (lines bend), the facing
    page's dark edge and the gutter's shadow, the next leaf's text showing through mirrored,
    foxing (large faint stains), and a resolution loss (a 200 dpi scan brought to 300)."""
    import numpy as np
    from scipy import ndimage

    rng = np.random.default_rng(seed)
    ink = np.asarray(im) < 128
    # (the city-block distance: the flips die out within three pixels of an edge)
    fg = ndimage.distance_transform_cdt(ink, metric="taxicab").astype(np.float32)
    bg = ndimage.distance_transform_cdt(~ink, metric="taxicab").astype(np.float32)
    alpha, beta, eta = rng.uniform(1.0, 2.0), rng.uniform(1.0, 2.0), rng.uniform(0.0, 0.02)
    flip_fg = rng.random(ink.shape) < 0.6 * np.exp(-alpha * (fg - 1) ** 2) + eta
    flip_bg = rng.random(ink.shape) < 0.6 * np.exp(-beta * (bg - 1) ** 2) + eta / 10
    ink = np.where(ink, ~flip_fg, flip_bg)
    ink = ndimage.binary_closing(ink, np.ones((2, 2), bool))
    h, w = ink.shape
    # the curl: rows bend near the gutter side (left or right), up to a few pixels
    side = rng.choice((-1, 1))
    xs = np.arange(w) / w if side > 0 else 1 - np.arange(w) / w
    bend = (rng.uniform(4, 12) * xs**3).astype(int)
    rows = np.clip(np.arange(h)[:, None] + bend[None, :], 0, h - 1)
    ink = ink[rows, np.arange(w)[None, :]]
    page = np.where(ink, rng.uniform(10, 60), 255.0)
    # text showing through from the other side: the page mirrored, shifted, faint
    through = np.roll(np.fliplr(ink), (rng.integers(-40, 40), rng.integers(-40, 40)), (0, 1))
    page = np.where(~ink & through, 255 - rng.uniform(25, 55), page)
    # foxing: a few large faint stains (drawn at an eighth of the size: they are smooth)
    yy, xx = np.mgrid[0 : h // 8, 0 : w // 8] * 8.0
    stains = np.zeros(yy.shape)
    for _ in range(int(rng.integers(2, 6))):
        cy, cx, r = rng.uniform(0, h), rng.uniform(0, w), rng.uniform(40, 160)
        stains += rng.uniform(15, 40) * np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / (2 * r * r))
    page -= np.asarray(Image.fromarray(stains.astype(np.float32)).resize((w, h), Image.BILINEAR))
    # the gutter's shadow and the facing page's edge, on the side the page curls to
    band = int(rng.uniform(0.02, 0.05) * w)
    shadow = np.linspace(1.0, 0.0, 3 * band) ** 2 * rng.uniform(60, 120)
    if side > 0:
        page[:, w - 3 * band :] -= shadow[::-1]
        page[:, w - band // 3 :] = rng.uniform(20, 60)
    else:
        page[:, : 3 * band] -= shadow
        page[:, : band // 3] = rng.uniform(20, 60)
    out = Image.fromarray(np.clip(page, 0, 255).astype(np.uint8))
    low = out.resize((w * 2 // 3, h * 2 // 3), Image.BILINEAR)
    return low.resize((w, h), Image.BILINEAR)


DAMAGE = {"scan": degrade, "worn": wear}
"""The two independent models of damage, by name."""


def write_pdf(
    path: Path,
    degraded: bool = False,
    seed: int = 1665,
    pages: list[TestPage] | None = None,
    face: str | None = None,
    damage: str = "scan",
) -> list[TestPage]:
    """The test book (or the given pages) as a PDF at 300 dpi, in a face, clean or with a
    model of damage; returns its pages (the ground truth)."""
    pages = pages or book()
    images = [render(p, face) for p in pages]
    if degraded:
        images = [DAMAGE[damage](im, seed + k) for k, im in enumerate(images)]
    images[0].save(path, save_all=True, append_images=images[1:], resolution=300)
    return pages
