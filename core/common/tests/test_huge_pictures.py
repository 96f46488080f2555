"""A 20000 x 20000 picture of a few hundred bytes (an all-zero image compresses to nothing) is
refused at every door a design picture comes in by, from its header, before anything is decoded:
an order's print file, a quote's artwork, a share's preview, an editable design's picture layer,
a team's per-person print files. The studio refuses it in the browser too
(storefront/lib/images/picture-size.ts)."""

import base64
import io
import json
import struct
import zlib

import pytest
from PIL import Image, ImageFile

from core.common import images
from core.common.errors import ApplicationError
from core.reorders.design_rules import design_clean
from core.teams.services import _png_size

SIDE = 20_000


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def huge_png(width: int = SIDE, height: int = SIDE) -> bytes:
    """A valid 1-bit grey PNG of `width` x `height`, all black: its IDAT deflates 50 MB of zeros."""
    row = b"\x00" + bytes((width + 7) // 8)  # filter byte, then the packed pixels
    deflate = zlib.compressobj(9)
    idat = b"".join(deflate.compress(row) for _ in range(height)) + deflate.flush()
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", idat) + _chunk(b"IEND", b"")


def huge_jpeg() -> bytes:
    """A small JPEG whose frame header says 20000 x 20000."""
    out = io.BytesIO()
    Image.new("L", (8, 8)).save(out, format="JPEG")
    data = bytearray(out.getvalue())
    at = data.index(b"\xff\xc0") + 5  # SOF0: marker, length (2), precision (1), then height, width
    data[at : at + 4] = struct.pack(">HH", SIDE, SIDE)
    return bytes(data)


@pytest.fixture(scope="module")
def bomb() -> bytes:
    data = huge_png()
    assert len(data) < 200_000  # the attack: tiny on disk, 400 megapixels decoded
    return data


@pytest.fixture(autouse=True)
def nothing_decoded(monkeypatch):
    """Fails the test if any picture is decoded."""

    def load(self):
        raise AssertionError(f"decoded a {self.size} picture")

    monkeypatch.setattr(ImageFile.ImageFile, "load", load)


def test_pillows_own_guard_is_the_shops_bound():
    assert Image.MAX_IMAGE_PIXELS == images.MAX_PIXELS
    with pytest.raises(Image.DecompressionBombError):
        Image.open(io.BytesIO(huge_png()))


@pytest.mark.parametrize("kind", ["png", "jpeg"])
@pytest.mark.parametrize("door", ["clean_image", "check_image"])
def test_an_orders_print_file_or_a_quotes_artwork_is_refused_by_its_header(bomb, kind, door):
    data = bomb if kind == "png" else huge_jpeg()
    with pytest.raises(ApplicationError) as caught:
        getattr(images, door)(data, field="front")
    assert caught.value.errors == {"front": ["The design is too large: at most 3600 x 4800 pixels."]}


def test_a_share_preview_and_a_photo_are_refused_by_their_header(bomb):
    with pytest.raises(ApplicationError, match="at most 6000 x 6000 pixels"):
        images.clean_image(bomb, field="photo", limits=images.PHOTO_LIMITS, fit=480)


def test_a_design_layers_picture_is_refused_by_its_header(bomb):
    for door in (images.picture_size, images.clean_picture):
        with pytest.raises(ApplicationError, match="too large"):
            door(bomb, field="design")
    src = "data:image/png;base64," + base64.b64encode(bomb).decode()
    design = {"front": {"version": "6.0.0", "objects": [{"type": "image", "src": src}]}}
    with pytest.raises(ApplicationError) as caught:
        design_clean(json.dumps(design).encode())
    assert "too large" in caught.value.message


def test_a_team_members_print_file_is_refused_by_its_header(bomb):
    assert _png_size(bomb) is None
