"""The UPI payment link and its QR code for an order."""

import base64
import io
from urllib.parse import quote as urlquote

import qrcode
from django.conf import settings

from core.orders.models import Order


def upi_link(*, order: Order) -> str:
    """A `upi://pay` link any UPI app opens with the shop, the amount and the order id filled in."""
    params = {
        "pa": settings.SHOP_UPI_ID,
        "pn": "Rangrez",
        "am": f"{order.amount:.2f}",
        "cu": "INR",
        "tn": order.order_id,
    }
    return "upi://pay?" + "&".join(f"{k}={urlquote(str(v), safe='@.')}" for k, v in params.items())


def qr_data_url(text: str) -> str:
    image = qrcode.make(text, box_size=8, border=2)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return "data:image/png;base64," + base64.b64encode(out.getvalue()).decode()
