"""GET /api/pincodes/{pincode}/: what the shop promises for a pincode (public, no session needed)."""

from datetime import date
from typing import Annotated

from django.http import HttpRequest
from ninja import Router, Schema
from pydantic import StringConstraints, WithJsonSchema

from core.common.money import Money
from core.common.schemas import ErrorOut
from core.pincodes import selectors

router = Router(tags=["delivery"])

# documented as the selectors check them, with their own messages: six digits, not starting with 0;
# rupees with at most two decimals
PINCODE = {"type": "string", "pattern": "^[1-9][0-9]{5}$", "maxLength": 12}
READING = {"type": "string", "enum": ["design", "product", ""], "default": "design"}  # empty: design
AMOUNT = {"type": "string", "pattern": r"^([0-9]{1,12}(\.[0-9]{1,2})?)?$", "maxLength": 20}  # empty: none


class PincodeDeliveryOut(Schema):
    pincode: str
    town: str
    district: str
    state: str
    delivers: bool
    zone: str | None
    min_days: int | None
    max_days: int | None
    earliest: date | None
    latest: date | None
    delivery_by: str
    cod_below: Money
    cod_available: bool | None


def _out(answer: selectors.DeliveryAnswer) -> dict:
    when = answer.estimate
    return {
        "pincode": answer.place.pincode,
        "town": answer.place.town,
        "district": answer.place.district,
        "state": answer.place.state,
        "delivers": answer.delivers,
        "zone": when.zone.value if when else None,
        "min_days": when.min_days if when else None,
        "max_days": when.max_days if when else None,
        "earliest": when.earliest if when else None,
        "latest": when.latest if when else None,
        "delivery_by": answer.delivery_by,
        "cod_below": answer.cod_below,
        "cod_available": answer.cod_available,
    }


@router.get(
    "{pincode}/",
    response={200: PincodeDeliveryOut, 400: ErrorOut, 404: ErrorOut},
    auth=None,
    summary="Town, district, state, delivery dates and cash on delivery for a pincode",
)
def pincode_delivery(
    request: HttpRequest,
    pincode: Annotated[str, StringConstraints(max_length=12), WithJsonSchema(PINCODE)],
    amount: Annotated[str | None, StringConstraints(max_length=20), WithJsonSchema(AMOUNT)] = None,
    reading: Annotated[str, StringConstraints(max_length=10), WithJsonSchema(READING)] = "design",
):
    """`amount` (rupees) answers whether cash on delivery is available for an order of that total;
    `reading` is `design` (Delhi and Gurgaon 1-2 days, metros 2-3, others 3-5) or `product`
    (metros 1-3 days, others 3-5). Dates skip Sundays."""
    return _out(selectors.delivery_answer(pincode=pincode, amount=amount, reading=reading))
