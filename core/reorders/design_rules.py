"""What an editable design may hold: the studio's fabric.js canvas JSON per side, checked and cleaned.

Kept: for each of `front` and `back`, `{"version": str, "objects": [...]}`. Each object is a text or
an image layer with plain values (numbers, short strings, booleans, null); a text's `styles` may be
nested but small. An image's `src` must be a PNG or JPEG data URL: it is re-encoded as a fresh PNG
(like every uploaded picture), so no other file type, script or outside address is ever stored.
"""

import base64
import json
import re

from core.common.errors import ApplicationError
from core.common.images import MAX_UPLOAD_BYTES, clean_image, decode_data_url

SIDES = ("front", "back")
TEXT_TYPES = {"text", "i-text", "itext", "textbox"}
IMAGE_TYPES = {"image"}
MAX_LAYERS = 30
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


def _clean_object(obj: object, budget: list[int]) -> dict:
    if not isinstance(obj, dict):
        raise _fail()
    kind = str(obj.get("type", "")).lower()
    if kind not in TEXT_TYPES | IMAGE_TYPES:
        raise _fail("A design layer must be a picture or a text.")
    out: dict = {}
    for key, value in obj.items():
        if not isinstance(key, str) or not KEY_RE.match(key) or key in ("src", "text", "styles"):
            continue
        if _plain(value):
            out[key] = value
    if kind in TEXT_TYPES:
        text = obj.get("text")
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise _fail(f"A text layer can be at most {MAX_TEXT} characters.")
        out["text"] = text
        styles = obj.get("styles")
        if styles not in (None, [], {}) and len(json.dumps(styles)) <= MAX_STYLES_BYTES:
            out["styles"] = styles
    else:
        src = obj.get("src")
        if not isinstance(src, str) or not src.startswith("data:image/"):
            raise _fail("A picture layer must carry its picture.")
        data = decode_data_url(src, field="design")
        budget[0] -= len(data)
        if budget[0] < 0:
            raise _fail(
                f"The design's pictures are too large: at most {MAX_IMAGE_BYTES // (1024 * 1024)} MB."
            )
        png = clean_image(data, field="design").png
        out["src"] = "data:image/png;base64," + base64.b64encode(png).decode()
    return out


def design_clean(raw: object) -> dict | None:
    """The design as stored, or None when none was sent. Raises ApplicationError (400) when unusable."""
    if raw in (None, "", b""):
        return None
    if isinstance(raw, bytes | str):
        try:
            raw = json.loads(raw)
        except (TypeError, ValueError):
            raise _fail() from None
    if not isinstance(raw, dict):
        raise _fail()
    budget = [MAX_IMAGE_BYTES]
    cleaned: dict = {}
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
        cleaned[side] = {
            "version": version if isinstance(version, str) and len(version) < 20 else "",
            "objects": [_clean_object(o, budget) for o in objects],
        }
    return cleaned or None


def layer_count(design: dict) -> int:
    return sum(len(design[side]["objects"]) for side in design)
