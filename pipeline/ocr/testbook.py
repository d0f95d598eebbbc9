"""Pages in the manner of 1665, made here, with their ground truth: for testing the OCR end
to end on material that is not in the repository and needs no download.

A small book is set in IM Fell DW Pica (OFL; ``make test`` fetches it from npm) or, failing
that, EB Garamond (Debian's ``fonts-ebgaramond``, OFL), long s where the print had it: a title page, the book's table, and game pages with a running head and page
number, the text, and a signature at the foot. ``degrade`` adds what old scans have: a slight
skew, blur, speckle and uneven ink.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

FELL = Path(__file__).resolve().parents[2] / ".venv" / "fonts"
"""IM Fell DW Pica (OFL), put there by ``scripts/setup.sh`` from npm; EB Garamond otherwise."""
GARAMOND = Path("/usr/share/fonts/opentype/ebgaramond")


def _fonts() -> tuple[Path, Path]:
    roman, italic = (
        FELL / "IMFellDWPica_400Regular.ttf",
        FELL / "IMFellDWPica_400Regular_Italic.ttf",
    )
    if roman.exists() and italic.exists():
        return roman, italic
    return GARAMOND / "EBGaramond12-Regular.otf", GARAMOND / "EBGaramond12-Italic.otf"


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
    """The printers' convention: a lowercase s that does not end its word is long."""
    out = list(text)
    for i, c in enumerate(out):
        if c == "s" and i + 1 < len(out) and out[i + 1].isalpha():
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


def render(page: TestPage) -> Image.Image:
    roman = ImageFont.truetype(str(ROMAN), 40)
    italic = ImageFont.truetype(str(ITALIC), 40)
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
        d.text((SIZE[0] // 2, SIZE[1] - 200), page.foot, font=roman, fill=0)
    return im


def degrade(im: Image.Image, seed: int) -> Image.Image:
    """A slight skew, blur, speckle and uneven ink, seeded."""
    rng = random.Random(seed)
    out = im.rotate(rng.uniform(-0.8, 0.8), resample=Image.BICUBIC, fillcolor=255, expand=False)
    out = out.filter(ImageFilter.GaussianBlur(radius=1.1))
    px = out.load()
    w, h = out.size
    for _ in range(w * h // 400):
        x, y = rng.randrange(w), rng.randrange(h)
        px[x, y] = 0 if rng.random() < 0.5 else 255
    return out.point(lambda v: min(255, int(v * 1.08)) if v > 96 else max(0, v - 20))


def write_pdf(path: Path, degraded: bool = False, seed: int = 1665) -> list[TestPage]:
    """The test book as a PDF at 300 dpi; returns its pages (the ground truth)."""
    pages = book()
    images = [render(p) for p in pages]
    if degraded:
        images = [degrade(im, seed + k) for k, im in enumerate(images)]
    images[0].save(path, save_all=True, append_images=images[1:], resolution=300)
    return pages
