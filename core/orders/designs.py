"""What is printed on each line of an order, as the team reads it (the office's order page and board
card, the print floor's job sheet): the catalogue item's name and first picture, or the customer's own
print files (the order's front and back images, `design_url`)."""

from typing import Any

import orjson

SETUP_LABEL = "Setup charge (once, no pieces)"


def design_label(item_name: str | None, *, front: bool, back: bool) -> str:
    """'Medieval Pink' for a catalogue line; 'Own design: front, back' (or front, or back) for a line
    printed from the customer's own files on the order; 'No design' when there is neither."""
    if item_name:
        return item_name
    sides = ", ".join(side for side, has in (("front", front), ("back", back)) if has)
    return f"Own design: {sides}" if sides else "No design"


def item_picture(images: Any) -> str | None:
    """A catalogue item's first gallery picture (a path such as /brevity/medieval-pink-1.jpg), or None.
    `images` is the item's list, or that list as JSON text (SQLite's JSON in core/common/json_rows)."""
    if isinstance(images, str):
        try:
            images = orjson.loads(images)
        except orjson.JSONDecodeError:
            return None
    if isinstance(images, list):
        return next((p for p in images if isinstance(p, str) and p.strip()), None)
    return None


def line_design(
    *,
    size: str,
    quantity: int,
    item_id: int | None,
    item_name: str | None,
    images: Any,
    front: bool,
    back: bool,
    kind: str = "goods",
) -> dict:
    """One line of OfficeLineDesignOut (core/orders/office/schemas.py), from models or plain values.
    A business order's setup charge (screens, digitising) prints nothing: "Setup charge", no picture."""
    setup = kind == "setup"
    label = SETUP_LABEL if setup else design_label(item_name if item_id else None, front=front, back=back)
    return {
        "kind": kind,
        "size": size,
        "quantity": quantity,
        "catalogue_item_id": item_id,
        "design": label,
        "picture": item_picture(images) if item_id and not setup else None,
    }
