"""Uploaded pictures: checked by their content, capped, re-encoded, renamed by the server.

Pixel bombs: a few kB of PNG can decode to a gigabyte. So the size is read
from the file's header (Pillow's `Image.open` is lazy) and checked against what the shop needs
before anything is decoded: a design is at most the studio's largest print file, 3600 x 4800
pixels (12 x 16 inches at 300 DPI: storefront/lib/studio/print-areas.ts); a testimonial photo at
most a camera photo, and it is decoded at a reduced scale where the format allows (JPEG draft)
and shrunk. Decoding and encoding take a per-process lock, so one client's pictures cannot occupy
every worker thread.
"""

import base64
import binascii
import io
import re
import threading
from dataclasses import dataclass

from django.core.files.base import ContentFile
from PIL import Image, UnidentifiedImageError

from core.common.errors import ApplicationError, ErrorStatus, FieldErrors

WRONG_IMAGE_TYPE = "Please select a valid image file (JPEG, PNG, JPG)."
MAX_UPLOAD_BYTES = 10 * 1024 * 1024
# a print file at 300 DPI: text and logos weigh a few MB, a photo over the whole area up to about 30
PRINT_FILE_MAX_BYTES = 40 * 1024 * 1024
ALLOWED_FORMATS = {"JPEG", "PNG"}
DATA_URL_RE = re.compile(r"^data:(?P<mime>[\w/+.-]+)?(;[\w=.-]+)*;base64,(?P<data>.*)$", re.S)
BUSY = "The server is busy with other pictures. Please try again in a minute."


@dataclass(frozen=True)
class ImageLimits:
    max_width: int
    max_height: int
    what: str  # "design" or "photo", for the message

    @property
    def message(self) -> str:
        return f"The {self.what} is too large: at most {self.max_width} x {self.max_height} pixels."


DESIGN_LIMITS = ImageLimits(3600, 4800, "design")  # the studio's largest print file (12 x 16 in at 300 DPI)
PHOTO_LIMITS = ImageLimits(6000, 6000, "photo")  # a 36 MP camera photo, either way up
MAX_PIXELS = 36_000_000
Image.MAX_IMAGE_PIXELS = MAX_PIXELS  # Pillow's own guard, for any other caller
_WORK = threading.BoundedSemaphore(1)  # one picture decoded at a time per process
WORK_WAIT_SECONDS = 30


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


def _fail(message: str, field: str) -> ApplicationError:
    return FieldErrors.single(field, message)


def _probe(data: bytes, field: str, limits: ImageLimits) -> tuple[int, int]:
    """Type and size from the header alone; nothing is decoded here."""
    with Image.open(io.BytesIO(data)) as probe:
        if probe.format not in ALLOWED_FORMATS:
            raise _fail(WRONG_IMAGE_TYPE, field)
        width, height = probe.size
        if width > limits.max_width or height > limits.max_height or width * height > MAX_PIXELS:
            raise _fail(limits.message, field)
        probe.verify()
    return width, height


def _reencode(data: bytes, fit: int | None) -> tuple[bytes, int, int]:
    with Image.open(io.BytesIO(data)) as img:
        if fit is not None:
            img.draft("RGB", (fit, fit))  # JPEG: decode at 1/2, 1/4 or 1/8 scale, far cheaper
        img.load()
        img = img.convert("RGBA") if img.mode in ("P", "LA", "RGBA", "PA") else img.convert("RGB")
        if fit is not None:
            img.thumbnail((fit, fit))
        out = io.BytesIO()
        img.save(out, format="PNG", optimize=False, **_density(img, fit))
        return out.getvalue(), img.width, img.height


def _density(img: Image.Image, fit: int | None) -> dict:
    """The picture's own DPI (a PNG's pHYs chunk, a JPEG's JFIF density), kept when it is not shrunk:
    the studio's print files say the size they print at, which the print floor's software reads."""
    dpi = img.info.get("dpi")
    if fit is not None or not isinstance(dpi, tuple) or len(dpi) != 2:
        return {}
    x, y = (round(float(v)) for v in dpi)
    return {"dpi": (x, y)} if 0 < x <= 2400 and 0 < y <= 2400 else {}


def _guarded(data: bytes, *, field: str, max_bytes: int, limits: ImageLimits, work):
    """The checks every picture passes (not empty, `max_bytes`, a JPEG or PNG within `limits` by its
    header), then `work(data)` under the per-process lock; a picture Pillow cannot decode is refused as
    not an image, one past Pillow's own pixel guard as too large."""
    if not data:
        raise _fail(WRONG_IMAGE_TYPE, field)
    if len(data) > max_bytes:
        raise _fail(f"The image is too large: at most {max_bytes // (1024 * 1024)} MB.", field)
    try:
        _probe(data, field, limits)
        if not _WORK.acquire(timeout=WORK_WAIT_SECONDS):
            raise ApplicationError(BUSY, status=ErrorStatus.TOO_MANY)
        try:
            return work(data)
        finally:
            _WORK.release()
    except ApplicationError:
        raise
    except Image.DecompressionBombError:  # Pillow's own check at open, past twice MAX_PIXELS
        raise _fail(limits.message, field) from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
        raise _fail(WRONG_IMAGE_TYPE, field) from None


def clean_image(
    data: bytes,
    *,
    field: str,
    max_bytes: int = MAX_UPLOAD_BYTES,
    limits: ImageLimits = DESIGN_LIMITS,
    fit: int | None = None,
) -> CleanImage:
    """Accept a JPEG or PNG by what it is, not what it claims, within `limits`; answer a fresh PNG
    (shrunk to fit a `fit` x `fit` box when given)."""
    png, width, height = _guarded(
        data, field=field, max_bytes=max_bytes, limits=limits, work=lambda d: _reencode(d, fit)
    )
    return CleanImage(png=png, width=width, height=height)


def _decode(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as img:
        img.load()
        return img.size


def check_image(
    data: bytes, *, field: str, max_bytes: int = MAX_UPLOAD_BYTES, limits: ImageLimits = DESIGN_LIMITS
) -> CleanImage:
    """clean_image's checks and answers, the picture decoded once to prove it whole, without its
    re-encoding: `png` is the upload as it came. For a caller that re-encodes it later (clean_image on
    the same bytes passes: a design order's print file, core/orders/pictures/services.py)."""
    width, height = _guarded(data, field=field, max_bytes=max_bytes, limits=limits, work=_decode)
    return CleanImage(png=data, width=width, height=height)


def picture_size(data: bytes, *, field: str, limits: ImageLimits = DESIGN_LIMITS) -> tuple[int, int]:
    """A JPEG's or PNG's width and height from its header alone (nothing decoded), within `limits`."""
    try:
        with Image.open(io.BytesIO(data)) as probe:
            if probe.format not in ALLOWED_FORMATS:
                raise _fail(WRONG_IMAGE_TYPE, field)
            width, height = probe.size
    except ApplicationError:
        raise
    except Image.DecompressionBombError:
        raise _fail(limits.message, field) from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
        raise _fail(WRONG_IMAGE_TYPE, field) from None
    if width > limits.max_width or height > limits.max_height:
        raise _fail(limits.message, field)
    return width, height


# PNG modes written back as they are: a 1-bit or palette picture stays as small as it came
PNG_KEEPS = {"1", "L", "LA", "P", "RGB", "RGBA"}


def clean_picture(data: bytes, *, field: str) -> tuple[bytes, str]:
    """A design layer's picture re-encoded in its own kind and mode (a JPEG as a JPEG, a 1-bit or
    palette PNG as one), so the stored copy weighs about what was uploaded (re-encoding
    tiny 1-bit pictures as RGBA made a design many times heavier). Answers (bytes, MIME type)."""
    picture_size(data, field=field)
    if not _WORK.acquire(timeout=WORK_WAIT_SECONDS):
        raise ApplicationError(BUSY, status=ErrorStatus.TOO_MANY)
    try:
        with Image.open(io.BytesIO(data)) as img:
            kind = img.format
            img.load()
            out = io.BytesIO()
            if kind == "JPEG":
                img = img if img.mode in ("L", "RGB") else img.convert("RGB")
                img.save(out, format="JPEG", quality=90)
                return out.getvalue(), "image/jpeg"
            img = img if img.mode in PNG_KEEPS else img.convert("RGBA")
            img.save(out, format="PNG", optimize=False)
            return out.getvalue(), "image/png"
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
        raise _fail(WRONG_IMAGE_TYPE, field) from None
    finally:
        _WORK.release()


def thumbnail_png(png: bytes, *, size: int = 240) -> bytes:
    with _WORK, Image.open(io.BytesIO(png)) as img:
        img.thumbnail((size, size))
        out = io.BytesIO()
        img.save(out, format="PNG")
    return out.getvalue()


def as_file(data: bytes, name: str) -> ContentFile:
    return ContentFile(data, name=name)
