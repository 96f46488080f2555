"""The shop's own templates and clip-art, drawn for it as SVG in `shipped/` (listed in
`shipped/manifest.json`), read through the same sanitiser as an owner's upload. A fresh shop has
them from migration studio 0002."""

import json
from pathlib import Path

from core.studio.placeholders import placeholders_take
from core.studio.sanitise import svg_clean

SHIPPED = Path(__file__).parent / "shipped"


def shipped_rows() -> list[dict]:
    """Each shipped drawing as an Artwork's fields, in the manifest's order."""
    rows = []
    for position, entry in enumerate(json.loads((SHIPPED / "manifest.json").read_text())):
        clean = svg_clean((SHIPPED / entry["file"]).read_bytes())
        found = placeholders_take(clean.root, width=clean.width, height=clean.height)
        rows.append(
            {
                "kind": entry["kind"],
                "theme": entry["theme"],
                "title": entry["title"],
                "svg": clean.text(),
                "placeholders": found,
                "width": clean.width,
                "height": clean.height,
                "position": position,
                "shipped": True,
            }
        )
    return rows
