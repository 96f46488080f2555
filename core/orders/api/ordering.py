"""Ordering calls: the live price check, Confirm Order (multipart, with designs) and the bag's checkout.

POST /api/orders/quote/, POST /api/orders/ and POST /api/orders/checkout/. The Idempotency-Key
header is read here and passed to the one placing door (placing_door.py).
"""

from django.http import HttpRequest
from ninja import File, Form, Header, Router, UploadedFile

from core.common.auth import customer_session, public_session
from core.common.errors import FieldErrors
from core.common.images import MAX_UPLOAD_BYTES
from core.common.json_input import json_field
from core.common.schemas import CLIENT_ERRORS, ErrorOut
from core.orders.api.ordering_schemas import CheckoutIn, PlacedOrderOut, PlaceIn, PriceCheckIn, PriceCheckOut
from core.orders.api.placing_door import order_place_once, read_upload
from core.orders.breakdown import breakdown
from core.orders.placing import price_check, services
from core.orders.placing.address import address_from_form
from core.orders.placing.business import business_from_form

router = Router(tags=["ordering"])


def _sizes(raw: str) -> list[tuple[str, object]]:
    """The form's `sizes` field: JSON `[{"size": "M", "quantity": 2}]`."""
    message = 'Send sizes as JSON, for example [{"size": "M", "quantity": 2}].'
    value = json_field(raw, field="sizes", message=message, default=[])
    if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
        raise FieldErrors.single("sizes", message)
    return [(str(x.get("size") or ""), x.get("quantity", 1)) for x in value]


@router.post(
    "quote/",
    response={200: PriceCheckOut, **CLIENT_ERRORS},
    auth=public_session,
    summary="Price a design, a catalogue item or a bag by the money rules",
)
def order_price_check(request: HttpRequest, payload: PriceCheckIn):
    """The same function the server runs when it stores the order, so the total shown is the total
    charged. A logged-in club member's first order gets the club's 10%."""
    customer = request.user if request.user.is_authenticated else None
    if payload.items:
        priced = price_check.price_bag(
            customer=customer,
            items=[(i.catalogue_item_id, i.size, i.quantity) for i in payload.items],
            code=payload.code,
            payment_method=payload.payment_method,
        )
    else:
        priced = price_check.price_design(
            customer=customer,
            product=payload.product,
            sleeve=payload.sleeve,
            lines=[(line.size, line.quantity) for line in payload.lines],
            code=payload.code,
            payment_method=payload.payment_method,
            catalogue_item_id=payload.catalogue_item_id,
            need_colour=False,
            sides=payload.sides,
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
    return {**breakdown(priced.quote, rules=priced.rules), "lines": lines}


@router.post(
    "",
    response={201: PlacedOrderOut, **CLIENT_ERRORS, 429: ErrorOut},
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
    return order_place_once(
        request,
        idempotency_key,
        lambda: services.order_place(
            customer=request.auth,
            product_slug=data.product,
            sleeve=data.sleeve,
            colour=data.color,
            lines=_sizes(data.sizes),
            instructions=data.instructions,
            payment_method=data.payment_method,
            code=data.code,
            upi_reference=data.upi_reference,
            front_png=read_upload(front, "front"),
            back_png=read_upload(back, "back"),
            catalogue_item_id=data.catalogue_item_id or None,
            address=address_from_form(data.address),
            business=business_from_form(data.business),
            design=read_upload(design, "design", MAX_UPLOAD_BYTES),
            idempotency_key=idempotency_key,
            retry_asked=True,
        ),
    )


@router.post(
    "checkout/",
    response={201: PlacedOrderOut, **CLIENT_ERRORS, 429: ErrorOut},
    auth=customer_session,
    summary="Check out the bag into one order",
)
def order_checkout(
    request: HttpRequest,
    payload: CheckoutIn,
    idempotency_key: str | None = Header(None, alias="Idempotency-Key"),
):
    return order_place_once(
        request,
        idempotency_key,
        lambda: services.order_checkout(
            customer=request.auth,
            items=[(i.catalogue_item_id, i.size, i.quantity) for i in payload.items],
            payment_method=payload.payment_method,
            code=payload.code,
            upi_reference=payload.upi_reference,
            address=payload.address.model_dump() if payload.address else None,
            business=payload.business.model_dump() if payload.business else None,
            idempotency_key=idempotency_key,
            retry_asked=True,
            tenders={"gift_card": payload.gift_card, "store_credit": payload.store_credit},
        ),
    )
