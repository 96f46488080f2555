"""A store buyer's print file: the design's picture with that buyer's name and number lettered in a
band under it, drawn by the server (a store's buyer never opens the studio, so no browser draws it).

Text is shaped by Pillow's layout engine (libraqm: HarfBuzz and FriBiDi), so क्ष, ஸ்ரீ and ক্ষ are
joined as the studio's browser joins them. The faces are the studio's own (OFL 1.1, licences beside
them in ./fonts): Anton for Latin letters and digits, Noto Sans for each Indian script the studio
writes (storefront/lib/studio/scripts.ts). A name is cut into runs of one face each (an Indian
script's letters, or the rest), drawn one after the other; a name wider than the band is drawn
smaller until it fits. The file is a PNG the width of the design, saved quickly (compression 1):
it goes only into the print floor's pack."""

import io
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONTS = Path(__file__).resolve().parent / "fonts"
LATIN = "anton-latin-400-normal.woff2"
# each Indian script's block (as the studio's scripts.ts) and its face
SCRIPTS = [
    (0x0900, 0x097F, "devanagari"),
    (0xA8E0, 0xA8FF, "devanagari"),
    (0x0980, 0x09FF, "bengali"),
    (0x0A00, 0x0A7F, "gurmukhi"),
    (0x0A80, 0x0AFF, "gujarati"),
    (0x0B80, 0x0BFF, "tamil"),
    (0x0C00, 0x0C7F, "telugu"),
    (0x0C80, 0x0CFF, "kannada"),
    (0x0D00, 0x0D7F, "malayalam"),
]
JOINERS = {0x200C, 0x200D}  # zero-width (non-)joiner: part of the script's run they sit in
BAND = 0.42  # the band's height, as a share of the design's
SIDE_MARGIN = 0.06  # of the width, each side
MIN_WIDTH, MIN_HEIGHT = 600, 400  # a small picture is drawn on a band at least this size


def _script(char: str) -> str | None:
    cp = ord(char)
    return next((name for low, high, name in SCRIPTS if low <= cp <= high), None)


def runs(text: str) -> list[tuple[str | None, str]]:
    """The text cut into (script or None for Latin, piece) runs; a joiner stays in its script's run."""
    found: list[tuple[str | None, str]] = []
    for char in text:
        script = _script(char)
        if script is None and ord(char) in JOINERS and found and found[-1][0] is not None:
            script = found[-1][0]
        if found and found[-1][0] == script:
            found[-1] = (script, found[-1][1] + char)
        else:
            found.append((script, char))
    return found


@cache
def _face(script: str | None, size: int) -> ImageFont.FreeTypeFont:
    name = LATIN if script is None else f"noto-sans-{script}-{script}-400-normal.woff2"
    return ImageFont.truetype(str(FONTS / name), size, layout_engine=ImageFont.Layout.RAQM)


def _width(text: str, size: int) -> float:
    return sum(_face(script, size).getlength(piece) for script, piece in runs(text))


def _fitted(text: str, size: int, width: float) -> int:
    while size > 8 and _width(text, size) > width:
        size = int(size * 0.9)
    return size


def _line(draw: ImageDraw.ImageDraw, text: str, size: int, centre_x: float, top: float, ink) -> None:
    x = centre_x - _width(text, size) / 2
    for script, piece in runs(text):
        face = _face(script, size)
        draw.text((x, top), piece, font=face, fill=ink)
        x += face.getlength(piece)


def ink_for(garment_hex: str) -> tuple[int, int, int, int]:
    """White on a dark garment, near-black on a light one (the relative luminance, WCAG 2.x)."""
    value = (garment_hex or "#ffffff").lstrip("#")
    try:
        r, g, b = (int(value[i : i + 2], 16) / 255 for i in (0, 2, 4))
    except ValueError:
        r = g = b = 1.0

    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    light = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    return (26, 26, 26, 255) if light > 0.4 else (255, 255, 255, 255)


def person_print_file(design: bytes | None, *, name: str, number: str, garment_hex: str) -> bytes:
    """The design with the band of `name` and `number` under it, as PNG bytes (the band alone when
    the design's picture is missing)."""
    base = None
    if design:
        with Image.open(io.BytesIO(design)) as img:
            base = img.convert("RGBA")
    width = max(base.width if base else 0, MIN_WIDTH)
    band = max(int((base.height if base else MIN_HEIGHT) * BAND), MIN_HEIGHT // 2)
    top = base.height if base else 0
    canvas = Image.new("RGBA", (width, top + band), (0, 0, 0, 0))
    if base is not None:
        canvas.paste(base, ((width - base.width) // 2, 0))
    draw = ImageDraw.Draw(canvas)
    ink = ink_for(garment_hex)
    room = width * (1 - 2 * SIDE_MARGIN)
    y = top + band * 0.06
    if name:
        size = _fitted(name, int(band * 0.28), room)
        _line(draw, name, size, width / 2, y, ink)
        y += band * 0.36
    if number:
        _line(draw, number, _fitted(number, int(band * 0.42), room), width / 2, y, ink)
    out = io.BytesIO()
    canvas.save(out, "PNG", compress_level=1)
    return out.getvalue()
