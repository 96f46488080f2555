"""Ordering calls: the live price quote, Confirm Order (multipart, with designs) and the bag's checkout.

Mounted by core/api.py as `api.add_router("/orders/", placing_router)`:
POST /api/orders/quote/, POST /api/orders/ and POST /api/orders/checkout/.
"""

import json
from decimal import Decimal

from django.conf import settings
from django.http import HttpRequest
from ninja import File, Form, Header, Router, Schema, UploadedFile

from core.common.auth import customer_session, public_session
from core.common.errors import ApplicationError
from core.common.images import MAX_UPLOAD_BYTES
from core.common.money import Money
from core.common.schemas import CLIENT_ERRORS
from core.orders import placing, placing_prices
from core.orders.models import Order, PaymentMethod
from core.orders.pricing import Quote
from core.orders.schemas import CustomerOrderOut
from core.orders.upi import qr_data_url, upi_link
from core.reorders.schemas import DeliveryAddressIn, address_from_form
from core.reorders.services import order_place_with_extras

router = Router(tags=["ordering"])

SUBMITTED = "Order submitted successfully!"


# --- schemas ----------------------------------------------------------------------------------


class LineIn(Schema):
    size: str = ""
    quantity: int | str = 1


class BagItemIn(Schema):
    catalogue_item_id: int | str
    size: str = ""
    quantity: int | str = 1


class QuoteIn(Schema):
    product: str = ""
    sleeve: str = ""
    lines: list[LineIn] = []
    items: list[BagItemIn] = []
    code: str = ""
    payment_method: str = "cod"
    catalogue_item_id: int | str | None = None


class QuoteLineOut(Schema):
    name: str
    size: str
    quantity: int
    unit_price: Money
    line_total: Money
    catalogue_item_id: int | None


class BreakdownOut(Schema):
    subtotal: Money
    discount_code: str
    discount_amount: Money
    online_discount: Money
    shipping: Money
    total: Money
    cod_allowed: bool
    cod_below: Money
    notes: list[str]


class QuoteOut(BreakdownOut):
    lines: list[QuoteLineOut]


class PlaceIn(Schema):
    """Confirm Order's form fields (the designs travel as the files `front` and `back`)."""

    product: str = ""
    sleeve: str = ""
    color: str = ""
    sizes: str = "[]"
    instructions: str = ""
    payment_method: str = "cod"
    code: str = ""
    upi_reference: str = ""
    catalogue_item_id: str = ""
    address: str = ""  # JSON {area, landmark, city, state, pin_code}; empty: the profile's


class CheckoutIn(Schema):
    items: list[BagItemIn] = []
    payment_method: str = "cod"
    code: str = ""
    upi_reference: str = ""
    address: DeliveryAddressIn | None = None


class PlacedOrderOut(CustomerOrderOut):
    message: str
    breakdown: BreakdownOut
    upi_link: str | None
    upi_qr: str | None
    upi_id: str | None


# --- helpers ----------------------------------------------------------------------------------


def _breakdown(q: Quote, cod_below: Decimal) -> dict:
    return {
        "subtotal": q.subtotal,
        "discount_code": q.discount_code,
        "discount_amount": q.discount_amount,
        "online_discount": q.online_discount,
        "shipping": q.shipping,
        "total": q.total,
        "cod_allowed": q.cod_allowed,
        "cod_below": cod_below,
        "notes": list(q.notes),
    }


def _order_breakdown(order: Order) -> dict:
    from core.catalogue.selectors import money_rules

    cod_below = money_rules().cod_below
    return {
        "subtotal": order.subtotal,
        "discount_code": order.discount_code,
        "discount_amount": order.discount_amount,
        "online_discount": order.online_discount,
        "shipping": order.shipping,
        "total": order.amount,
        "cod_allowed": order.amount < cod_below,
        "cod_below": cod_below,
        "notes": [],
    }


def _placed(order: Order) -> Order:
    """The order as the customer sees it, with its breakdown and, for UPI, the payment link and QR."""
    is_upi = order.payment_method == PaymentMethod.UPI
    order.message = SUBMITTED
    order.breakdown = _order_breakdown(order)
    order.upi_link = upi_link(order=order) if is_upi else None
    order.upi_qr = qr_data_url(order.upi_link) if is_upi else None
    order.upi_id = settings.SHOP_UPI_ID if is_upi else None
    return order


def _sizes(raw: str) -> list[tuple[str, object]]:
    """The form's `sizes` field: JSON `[{"size": "M", "quantity": 2}]`."""
    message = 'Send sizes as JSON, for example [{"size": "M", "quantity": 2}].'
    try:
        value = json.loads(raw or "[]")
    except (TypeError, ValueError):
        raise ApplicationError(message, errors={"sizes": [message]}) from None
    if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
        raise ApplicationError(message, errors={"sizes": [message]})
    return [(str(x.get("size") or ""), x.get("quantity", 1)) for x in value]


def _read_upload(upload: UploadedFile | None, side: str) -> bytes | None:
    if upload is None:
        return None
    if upload.size is not None and upload.size > MAX_UPLOAD_BYTES:
        msg = f"The image is too large: at most {MAX_UPLOAD_BYTES // (1024 * 1024)} MB."
        raise ApplicationError(msg, errors={side: [msg]})
    return upload.read(MAX_UPLOAD_BYTES + 1)


# --- endpoints --------------------------------------------------------------------------------


@router.post(
    "quote/",
    response={200: QuoteOut, **CLIENT_ERRORS},
    auth=public_session,
    summary="Price a design, a catalogue item or a bag by the money rules",
)
def order_quote(request: HttpRequest, payload: QuoteIn):
    """The same function the server runs when it stores the order, so the total shown is the total
    charged. A logged-in club member's first order gets the club's 10%."""
    customer = request.user if request.user.is_authenticated else None
    if payload.items:
        priced = placing_prices.price_bag(
            customer=customer,
            items=[(i.catalogue_item_id, i.size, i.quantity) for i in payload.items],
            code=payload.code,
            payment_method=payload.payment_method,
        )
    else:
        priced = placing_prices.price_design(
            customer=customer,
            product=payload.product,
            sleeve=payload.sleeve,
            lines=[(line.size, line.quantity) for line in payload.lines],
            code=payload.code,
            payment_method=payload.payment_method,
            catalogue_item_id=payload.catalogue_item_id,
            need_colour=False,
        )
    lines = [
        {
            "name": line.name or priced.product_type.name,
            "size": line.size,
            "quantity": line.quantity,
            "unit_price": line.unit_price,
            "line_total": line.unit_price * line.quantity,
            "catalogue_item_id": line.catalogue_item.pk if line.catalogue_item else None,
        }
        for line in priced.lines
    ]
    return {**_breakdown(priced.quote, priced.rules.cod_below), "lines": lines}


@router.post(
    "",
    response={201: PlacedOrderOut, **CLIENT_ERRORS},
    auth=customer_session,
    summary="Confirm Order: a studio design (editable layers as the JSON file `design`) or a catalogue item",
)
def order_create(
    request: HttpRequest,
    data: Form[PlaceIn],
    front: File[UploadedFile] = None,
    back: File[UploadedFile] = None,
    design: File[UploadedFile] = None,
    idempotency_key: str | None = Header(None, alias="Idempotency-Key"),
):
    order = order_place_with_extras(
        customer=request.auth,
        idempotency_key=idempotency_key,
        address=address_from_form(data.address),
        design=_read_upload(design, "design"),
        place=lambda: placing.order_place(
            customer=request.auth,
            product_slug=data.product,
            sleeve=data.sleeve,
            colour=data.color,
            lines=_sizes(data.sizes),
            instructions=data.instructions,
            payment_method=data.payment_method,
            code=data.code,
            upi_reference=data.upi_reference,
            front_png=_read_upload(front, "front"),
            back_png=_read_upload(back, "back"),
            catalogue_item_id=data.catalogue_item_id or None,
            idempotency_key=idempotency_key,
        ),
    )
    return 201, _placed(order)


@router.post(
    "checkout/",
    response={201: PlacedOrderOut, **CLIENT_ERRORS},
    auth=customer_session,
    summary="Check out the bag into one order",
)
def order_checkout(
    request: HttpRequest,
    payload: CheckoutIn,
    idempotency_key: str | None = Header(None, alias="Idempotency-Key"),
):
    order = order_place_with_extras(
        customer=request.auth,
        idempotency_key=idempotency_key,
        address=payload.address.model_dump() if payload.address else None,
        place=lambda: placing.order_checkout(
            customer=request.auth,
            items=[(i.catalogue_item_id, i.size, i.quantity) for i in payload.items],
            payment_method=payload.payment_method,
            code=payload.code,
            upi_reference=payload.upi_reference,
            idempotency_key=idempotency_key,
        ),
    )
    return 201, _placed(order)
