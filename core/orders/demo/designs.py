"""Generated print designs for the demo shop: bold, varied PNG artwork drawn with Pillow."""

import io
import math
import random

from PIL import Image, ImageDraw, ImageFont

WORDS = ["RANGREZ", "DESI BEATS", "CHAI CLUB", "GULLY XI", "MONSOON", "DHOL", "BOLLY 70s", "NAMASTE"]
PALETTES = [
    ("#e4572e", "#f3a712", "#29335c"),
    ("#0b3954", "#bfd7ea", "#ff5a5f"),
    ("#2d6a4f", "#95d5b2", "#f4a261"),
    ("#6d3fc0", "#f06ba8", "#ffd166"),
    ("#222222", "#c50404", "#f0f0f0"),
    ("#15aeda", "#faef93", "#432d26"),
]


def _font(size: int) -> ImageFont.ImageFont:
    try:
        return ImageFont.truetype("DejaVuSans-Bold.ttf", size)
    except OSError:
        return ImageFont.load_default(size=size)


def design_png(seed: int, *, side: str, width: int = 900, height: int = 1200) -> bytes:
    """One artwork on a transparent print area (3:4, like the 12 x 16 inch print area)."""
    rnd = random.Random(seed * 2 + (side == "back"))
    bg, accent, ink = PALETTES[seed % len(PALETTES)]
    img = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    cx, cy = width // 2, int(height * 0.42)
    if side == "front":
        r = int(width * 0.36)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=bg)
        for i in range(12):
            a = i * math.pi / 6 + rnd.random() * 0.2
            d.line(
                (cx, cy, cx + int(r * 1.25 * math.cos(a)), cy + int(r * 1.25 * math.sin(a))),
                fill=accent,
                width=14,
            )
        d.ellipse((cx - r // 2, cy - r // 2, cx + r // 2, cy + r // 2), fill=accent, outline=ink, width=10)
        word = WORDS[seed % len(WORDS)]
    else:
        for i in range(6):
            y = int(height * 0.15) + i * 90
            d.rounded_rectangle((120, y, width - 120, y + 60), radius=30, fill=[bg, accent][i % 2])
        word = f"No. {seed % 99 + 1:02d}"
    font = _font(int(width * 0.11))
    box = d.textbbox((0, 0), word, font=font)
    tw = box[2] - box[0]
    d.text(
        ((width - tw) // 2, int(height * 0.78)), word, font=font, fill=ink, stroke_width=4, stroke_fill=accent
    )
    out = io.BytesIO()
    img.save(out, format="PNG", optimize=True)
    return out.getvalue()
