"""How a customer pays a placed order: a `upi://pay` link and its QR code for UPI orders.

Whether cash on delivery is allowed is the money rules' decision (core.orders.pricing.cod_allowed),
not this module's.
"""

import base64
import struct
import zlib
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from urllib.parse import quote as urlquote

import qrcode
from django.conf import settings
from django.utils.translation import gettext

from core.orders.changes.services import pay_now_open
from core.orders.models import Order, PaymentMethod


def upi_link(*, order: Order, amount: Decimal | None = None) -> str:
    """A `upi://pay` link any UPI app opens with the shop, the amount and the order id filled in.
    `amount`: a part of the order's (a business order's advance or balance); else what is left of
    the order's after its gift card and store credit (`tendered`)."""
    params = {
        "pa": settings.SHOP_UPI_ID,
        "pn": "Rangrez",
        "am": f"{order.amount - order.tendered if amount is None else amount:.2f}",
        "cu": "INR",
        "tn": order.order_id,
    }
    return "upi://pay?" + "&".join(f"{k}={urlquote(str(v), safe='@.')}" for k, v in params.items())


# One mask for every code instead of qrcode's search of the eight (it builds the symbol eight times and
# scores each: 4 of a UPI checkout's 5 ms). The standard lets an encoder pick any mask; this one scored
# best on average over sample UPI links (qrcode's own penalty), and every one decodes the same.
MASK = 2
BOX = 8  # pixels a module: one byte of a 1-bit PNG row
BORDER = 2  # modules of quiet zone around the symbol


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def qr_png(text: str) -> bytes:
    """The QR code of `text` as a black-on-white 1-bit PNG, BOX pixels a module: each module is one
    byte of a row (0x00 dark, 0xFF light), so the rows are written directly instead of drawn."""
    code = qrcode.QRCode(mask_pattern=MASK)
    code.add_data(text)
    code.make(fit=True)
    side = len(code.modules) + 2 * BORDER
    light = b"\xff" * side
    edge = b"\xff" * BORDER
    rows = [light] * BORDER
    rows += [edge + bytes(0 if dark else 0xFF for dark in row) + edge for row in code.modules]
    rows += [light] * BORDER
    pixels = b"".join((b"\x00" + row) * BOX for row in rows)  # filter 0 (none) before each row
    size = side * BOX
    header = struct.pack(">IIBBBBB", size, size, 1, 0, 0, 0, 0)  # 1 bit, greyscale
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(pixels))
        + _chunk(b"IEND", b"")
    )


@lru_cache(maxsize=256)  # a retried checkout answers the same link
def qr_data_url(text: str) -> str:
    return "data:image/png;base64," + base64.b64encode(qr_png(text)).decode()


def payment_details(*, order: Order) -> dict[str, str | None]:
    """`upi_link`, `upi_qr` (a PNG data URL) and `upi_id` for a UPI order; all None for cash on delivery."""
    if order.payment_method != PaymentMethod.UPI or order.tendered >= order.amount:  # nothing left to pay
        return {"upi_link": None, "upi_qr": None, "upi_id": None}
    link = upi_link(order=order)
    return {"upi_link": link, "upi_qr": qr_data_url(link), "upi_id": settings.SHOP_UPI_ID}


PAY_NOW = "Pay now by UPI and save Rs {saving}"
PAY_NOW_ONLINE = "Pay now and save Rs {saving}"  # the shop has a payment gateway: card, UPI, netbanking


@dataclass(frozen=True)
class PayNow:
    """A cash-on-delivery order's offer: pay by UPI before dispatch, without the COD fee.
    Paid (the bank statement's match, through order_update), the order turns prepaid."""

    headline: str
    amount: Decimal  # what to pay now: the order's amount less its COD fee
    saving: Decimal  # the COD fee
    upi_link: str
    headline_online: str = ""  # with a payment gateway


def pay_now_offer(*, order: Order) -> PayNow | None:
    """The offer for an unpaid COD order with a COD fee, before it is shipped; None otherwise."""
    if not pay_now_open(order):
        return None
    amount = order.amount - order.cod_fee - order.tendered
    return PayNow(
        headline=gettext(PAY_NOW).format(saving=f"{order.cod_fee.normalize():f}"),
        headline_online=gettext(PAY_NOW_ONLINE).format(saving=f"{order.cod_fee.normalize():f}"),
        amount=amount,
        saving=order.cod_fee,
        upi_link=upi_link(order=order, amount=amount),
    )
