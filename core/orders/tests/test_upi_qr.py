"""The UPI QR code: a PNG any scanner reads back as the order's `upi://pay` link, whatever its mask."""

import base64
import io

import pytest
import qrcode
import zxingcpp
from PIL import Image

from core.orders.placing.upi import qr_data_url, qr_png

LINKS = [
    "upi://pay?pa=rangrez@okicici&pn=Rangrez&am=1208.83&cu=INR&tn=RZ-2611-00000001",
    "upi://pay?pa=rangrez@okicici&pn=Rangrez&am=99999.99&cu=INR&tn=RZ-2611-98765432",
    "upi://pay?pa=shop.name-1@ybl&pn=Rangrez&am=1.00&cu=INR&tn=B2B-123",
]


def _read(png: bytes) -> tuple[Image.Image, list[str]]:
    image = Image.open(io.BytesIO(png))
    return image, [(b.text, b.format) for b in zxingcpp.read_barcodes(image)]


@pytest.mark.parametrize("link", LINKS)
def test_the_qr_reads_back_as_its_link(link):
    image, found = _read(qr_png(link))
    assert found == [(link, zxingcpp.BarcodeFormat.QRCode)]
    assert image.format == "PNG" and image.mode == "1"


@pytest.mark.parametrize("link", LINKS)
def test_the_same_symbol_size_as_qrcodes_own_image(link):
    """8 pixels a module and a quiet zone of 2, as qrcode.make(box_size=8, border=2) drew it."""
    drawn = qrcode.make(link, box_size=8, border=2)
    image, _ = _read(qr_png(link))
    assert image.size == drawn.size


def test_the_data_url_carries_the_png():
    url = qr_data_url(LINKS[0])
    assert url.startswith("data:image/png;base64,")
    _, found = _read(base64.b64decode(url.removeprefix("data:image/png;base64,")))
    assert [text for text, _ in found] == [LINKS[0]]
