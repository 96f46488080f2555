"""What an editable design may hold: the studio's fabric.js canvas JSON per side, checked and cleaned.

Kept: for each of `front` and `back`, `{"version": str, "objects": [...]}`. Each object is a text or
an image layer with plain values (numbers, short strings, booleans, null); a text's `styles` may be
nested but small. An image's `src` must be a PNG or JPEG data URL: it is re-encoded in its own
kind (a fresh PNG or JPEG, core.common.images.clean_picture), so no other file type, script or
outside address is ever stored, and the stored design weighs about what was uploaded.

What a design costs is capped before any picture is decoded (many tiny 1-bit layers cost
seconds and megabytes per order): at most MAX_LAYERS layers per side and MAX_DESIGN_LAYERS in all, at most
MAX_PICTURES pictures, and their pixels (read from each header) at most MAX_DESIGN_PIXELS in all:
two sides' worth at 150 DPI, the least the studio asks of a picture (the studio keeps each picture at
most 2400 px long: storefront/components/studio/editable-design.ts).

A curved text keeps the arc it sits on (`path`: the commands of a fabric.js Path, numbers only) and a
shadow its plain values; the arc is redrawn by the studio from `curve` and `curveRadius` anyway.
"""

import base64
import json
import re

from core.common.errors import ApplicationError
from core.common.images import MAX_UPLOAD_BYTES, ImageLimits, clean_picture, decode_data_url, picture_size
from core.common.json_input import json_loads

SIDES = ("front", "back")
TEXT_TYPES = {"text", "i-text", "itext", "textbox"}
IMAGE_TYPES = {"image"}
MAX_LAYERS = 30
MAX_DESIGN_LAYERS = 40
MAX_PICTURES = 8
PICTURE_BUDGET = (1800, 2400)  # one side at 150 DPI (12 x 16 in)
PICTURE_LIMITS = ImageLimits(2400, 2400, "design's picture")  # the studio's cap on a kept picture
MAX_DESIGN_PIXELS = 2 * PICTURE_BUDGET[0] * PICTURE_BUDGET[1]  # front and back
MAX_PATH_COMMANDS = 64  # an arc as fabric.js writes it: a few cubic curves
PATH_COMMANDS = {"M", "L", "C", "Q", "Z"}
MAX_TEXT = 500
MAX_STRING = 200
MAX_STYLES_BYTES = 20_000
MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES
KEY_RE = re.compile(r"^[A-Za-z][A-Za-z0-9]{0,39}$")
BAD = "The design could not be read. Please try again from the studio."


def _fail(message: str = BAD) -> ApplicationError:
    return ApplicationError(message, errors={"design": [message]})


def _plain(value: object) -> bool:
    return (
        value is None
        or isinstance(value, bool | int | float)
        or (isinstance(value, str) and len(value) <= MAX_STRING)
    )


def _picture_bytes(obj: dict) -> bytes:
    src = obj.get("src")
    if not isinstance(src, str) or not src.startswith("data:image/"):
        raise _fail("A picture layer must carry its picture.")
    return decode_data_url(src, field="design")


def _check_pictures(objects: list) -> dict[int, bytes]:
    """Every picture layer's bytes (by the layer's position), counted and measured from the headers
    before any is decoded."""
    pictures = {
        i: _picture_bytes(o)
        for i, o in enumerate(objects)
        if isinstance(o, dict) and str(o.get("type", "")).lower() in IMAGE_TYPES
    }
    if len(pictures) > MAX_PICTURES:
        raise _fail(f"A design can have at most {MAX_PICTURES} pictures.")
    if sum(len(data) for data in pictures.values()) > MAX_IMAGE_BYTES:
        raise _fail(f"The design's pictures are too large: at most {MAX_IMAGE_BYTES // (1024 * 1024)} MB.")
    pixels = 0
    for data in pictures.values():
        width, height = picture_size(data, field="design", limits=PICTURE_LIMITS)
        pixels += width * height
    if pixels > MAX_DESIGN_PIXELS:
        raise _fail(
            f"The design's pictures are too large: at most {MAX_DESIGN_PIXELS:,} pixels in all "
            f"({PICTURE_BUDGET[0]} x {PICTURE_BUDGET[1]} twice)."
        )
    return pictures


def _plain_values(obj: dict, skip: tuple[str, ...] = ()) -> dict:
    return {
        key: value
        for key, value in obj.items()
        if isinstance(key, str) and KEY_RE.match(key) and key not in skip and _plain(value)
    }


def _clean_shadow(value: object) -> dict | None:
    """A layer's shadow: its plain values only (colour, blur, offsets)."""
    return _plain_values(value) if isinstance(value, dict) else None


def _clean_path(value: object) -> dict | None:
    """The arc under a curved text: a fabric.js Path whose commands are letters of PATH_COMMANDS
    followed by numbers only, at most MAX_PATH_COMMANDS of them; anything else drops the arc."""
    if not isinstance(value, dict):
        return None
    commands = value.get("path")
    if not isinstance(commands, list) or not 0 < len(commands) <= MAX_PATH_COMMANDS:
        return None
    for command in commands:
        if not isinstance(command, list) or not command or command[0] not in PATH_COMMANDS:
            return None
        numbers = command[1:]
        plain = all(isinstance(n, int | float) and not isinstance(n, bool) for n in numbers)
        if len(numbers) > 6 or not plain:
            return None
    return {**_plain_values(value, skip=("path",)), "path": commands}


def _clean_object(obj: object, picture: bytes | None) -> dict:
    if not isinstance(obj, dict):
        raise _fail()
    kind = str(obj.get("type", "")).lower()
    if kind not in TEXT_TYPES | IMAGE_TYPES:
        raise _fail("A design layer must be a picture or a text.")
    out: dict = _plain_values(obj, skip=("src", "text", "styles"))
    shadow = _clean_shadow(obj.get("shadow"))
    if shadow:
        out["shadow"] = shadow
    if kind in TEXT_TYPES:
        text = obj.get("text")
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise _fail(f"A text layer can be at most {MAX_TEXT} characters.")
        out["text"] = text
        styles = obj.get("styles")
        if styles not in (None, [], {}) and len(json.dumps(styles)) <= MAX_STYLES_BYTES:
            out["styles"] = styles
        path = _clean_path(obj.get("path"))
        if path:
            out["path"] = path
    else:
        data, mime = clean_picture(picture or b"", field="design")
        out["src"] = f"data:{mime};base64," + base64.b64encode(data).decode()
    return out


def design_clean(raw: object) -> dict | None:
    """The design as stored, or None when none was sent. Raises ApplicationError (400) when unusable."""
    if raw in (None, "", b""):
        return None
    if isinstance(raw, bytes | str):
        try:
            raw = json_loads(raw)
        except (TypeError, ValueError):
            raise _fail() from None
    if not isinstance(raw, dict):
        raise _fail()
    sides: dict[str, tuple[str, list]] = {}
    for side in SIDES:
        canvas = raw.get(side)
        if canvas is None:
            continue
        objects = canvas.get("objects") if isinstance(canvas, dict) else None
        if not isinstance(objects, list):
            raise _fail()
        if len(objects) > MAX_LAYERS:
            raise _fail(f"A side can have at most {MAX_LAYERS} layers.")
        version = canvas.get("version")
        sides[side] = (version if isinstance(version, str) and len(version) < 20 else "", objects)
    every = [o for _, objects in sides.values() for o in objects]
    if len(every) > MAX_DESIGN_LAYERS:
        raise _fail(f"A design can have at most {MAX_DESIGN_LAYERS} layers.")
    pictures = _check_pictures(every)  # before anything is decoded
    cleaned: dict = {}
    at = 0
    for side, (version, objects) in sides.items():
        kept = [_clean_object(o, pictures.get(at + i)) for i, o in enumerate(objects)]
        at += len(objects)
        cleaned[side] = {"version": version, "objects": kept}
    return cleaned or None


def layer_count(design: dict) -> int:
    return sum(len(design[side]["objects"]) for side in design)
