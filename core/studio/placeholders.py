"""A template's editable texts: its <text data-placeholder="name|date|year|..."> elements, taken
out of the artwork and kept as data, so the studio puts each one on the canvas as a text layer the
customer edits (in any script, with the studio's own fonts), never as part of the picture.

Positions and sizes are fractions of the drawing (x and y of the text's anchor, the letters' size
of its height), so the studio places them wherever the artwork is drawn. A placeholder's x, y and
font-size are read as plain numbers: it must not sit in a transformed group.
"""

import re
import xml.etree.ElementTree as ET

from core.studio.svg_rules import SVG_NS

# the faces of storefront/lib/studio/fonts.ts that a template may name; any other becomes the first
FONTS = (
    "Anton", "Oswald", "Pacifico", "Caveat", "Noto Sans Devanagari", "Baloo 2", "Noto Sans Bengali",
    "Noto Sans Gurmukhi", "Noto Sans Gujarati", "Noto Sans Tamil", "Noto Sans Telugu",
    "Noto Sans Kannada", "Noto Sans Malayalam",
)  # fmt: skip
FIELD_RE = re.compile(r"^[a-z][a-z0-9_-]{0,19}$")
COLOUR_RE = re.compile(r"^#[0-9a-fA-F]{6}$|^#[0-9a-fA-F]{3}$")
MAX_PLACEHOLDERS = 8
MAX_TEXT = 60


def _num(value: str | None, default: float) -> float:
    try:
        return float(re.sub(r"px$", "", (value or "").strip()))
    except ValueError:
        return default


def _font(value: str | None) -> str:
    wanted = [f.strip().strip("'\"") for f in (value or "").split(",")]
    return next((f for f in wanted if f in FONTS), FONTS[0])


def _one(el: ET.Element, width: float, height: float) -> dict | None:
    field = el.get("data-placeholder", "").strip().lower()
    text = " ".join("".join(el.itertext()).split())[:MAX_TEXT]
    if not FIELD_RE.match(field) or not text:
        return None
    fill = el.get("fill", "")
    anchor = el.get("text-anchor", "start")
    return {
        "field": field,
        "text": text,
        "x": round(_num(el.get("x"), 0) / width, 4),
        "y": round(_num(el.get("y"), 0) / height, 4),
        "size": round(_num(el.get("font-size"), 16) / height, 4),
        "fill": fill if COLOUR_RE.match(fill) else "#222222",
        "font": _font(el.get("font-family")),
        "align": anchor if anchor in ("start", "middle", "end") else "start",
        "arc": el.get("data-arc") if el.get("data-arc") in ("up", "down") else "none",
    }


def placeholders_take(root: ET.Element, *, width: float, height: float) -> list[dict]:
    """Removes the placeholders' text elements from `root` and answers them, in document order."""
    found: list[dict] = []
    for parent in list(root.iter()):
        for child in list(parent):
            if child.tag == f"{{{SVG_NS}}}text" and child.get("data-placeholder") is not None:
                one = _one(child, width, height)
                parent.remove(child)
                if one and len(found) < MAX_PLACEHOLDERS:
                    found.append(one)
    return found
