"""Uploaded pictures: checked by their content, capped, re-encoded, renamed by the server."""

import base64
import binascii
import io
import re
from dataclasses import dataclass

from django.core.files.base import ContentFile
from PIL import Image, UnidentifiedImageError

from core.common.errors import ApplicationError, FieldErrors

WRONG_IMAGE_TYPE = "Please select a valid image file (JPEG, PNG, JPG)."
MAX_UPLOAD_BYTES = 10 * 1024 * 1024
MAX_PIXELS = 40_000_000  # 1800 x 2400 print files are 4.3 MP; this leaves room for camera photos
ALLOWED_FORMATS = {"JPEG", "PNG"}
DATA_URL_RE = re.compile(r"^data:(?P<mime>[\w/+.-]+)?(;[\w=.-]+)*;base64,(?P<data>.*)$", re.S)


@dataclass(frozen=True)
class CleanImage:
    png: bytes
    width: int
    height: int


def decode_data_url(value: str, *, field: str) -> bytes:
    match = DATA_URL_RE.match(value.strip()) if isinstance(value, str) else None
    raw = match.group("data") if match else value
    try:
        data = base64.b64decode(raw, validate=True)
    except (binascii.Error, ValueError, TypeError):
        raise FieldErrors.single(field, WRONG_IMAGE_TYPE) from None
    return data


def clean_image(data: bytes, *, field: str, max_bytes: int = MAX_UPLOAD_BYTES) -> CleanImage:
    """Accept a JPEG or PNG by what it is, not what it claims; answer a fresh PNG."""
    if not data:
        raise FieldErrors.single(field, WRONG_IMAGE_TYPE)
    if len(data) > max_bytes:
        msg = f"The image is too large: at most {max_bytes // (1024 * 1024)} MB."
        raise FieldErrors.single(field, msg)
    try:
        with Image.open(io.BytesIO(data)) as probe:
            fmt = probe.format
            width, height = probe.size
            if fmt not in ALLOWED_FORMATS:
                raise FieldErrors.single(field, WRONG_IMAGE_TYPE)
            if width * height > MAX_PIXELS:
                msg = "The image has too many pixels: at most 40 megapixels."
                raise FieldErrors.single(field, msg)
            probe.verify()
        with Image.open(io.BytesIO(data)) as img:
            img.load()
            img = img.convert("RGBA") if img.mode in ("P", "LA", "RGBA", "PA") else img.convert("RGB")
            out = io.BytesIO()
            img.save(out, format="PNG", optimize=False)
    except ApplicationError:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise FieldErrors.single(field, WRONG_IMAGE_TYPE) from None
    return CleanImage(png=out.getvalue(), width=width, height=height)


def thumbnail_png(png: bytes, *, size: int = 240) -> bytes:
    with Image.open(io.BytesIO(png)) as img:
        img.thumbnail((size, size))
        out = io.BytesIO()
        img.save(out, format="PNG")
    return out.getvalue()


def as_file(data: bytes, name: str) -> ContentFile:
    return ContentFile(data, name=name)
