"""How a customer pays a placed order: a `upi://pay` link and its QR code for UPI orders.

Whether cash on delivery is allowed is the money rules' decision (core.orders.pricing.cod_allowed),
not this module's.
"""

import base64
import io
from decimal import Decimal
from urllib.parse import quote as urlquote

import qrcode
from django.conf import settings

from core.orders.models import Order, PaymentMethod


def upi_link(*, order: Order, amount: Decimal | None = None) -> str:
    """A `upi://pay` link any UPI app opens with the shop, the amount and the order id filled in.
    `amount`: a part of the order's (a business order's advance or balance); else the order's."""
    params = {
        "pa": settings.SHOP_UPI_ID,
        "pn": "Rangrez",
        "am": f"{order.amount if amount is None else amount:.2f}",
        "cu": "INR",
        "tn": order.order_id,
    }
    return "upi://pay?" + "&".join(f"{k}={urlquote(str(v), safe='@.')}" for k, v in params.items())


def qr_data_url(text: str) -> str:
    image = qrcode.make(text, box_size=8, border=2)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return "data:image/png;base64," + base64.b64encode(out.getvalue()).decode()


def payment_details(*, order: Order) -> dict[str, str | None]:
    """`upi_link`, `upi_qr` (a PNG data URL) and `upi_id` for a UPI order; all None for cash on delivery."""
    if order.payment_method != PaymentMethod.UPI:
        return {"upi_link": None, "upi_qr": None, "upi_id": None}
    link = upi_link(order=order)
    return {"upi_link": link, "upi_qr": qr_data_url(link), "upi_id": settings.SHOP_UPI_ID}
