"""Around placing an order: this order's own delivery address and the studio's editable design.

Both are checked before anything is stored, then kept in the same transaction as the order; a retry
with the same idempotency key changes nothing. The design itself lives in core/reorders.
"""

import json
from collections.abc import Callable

from django.db import transaction
from ninja import Schema
from pydantic import ValidationError as PydanticValidationError

from core.accounts.models import User
from core.accounts.schemas import AREA, CITY, PIN
from core.accounts.services import address_clean
from core.common.errors import ApplicationError, FieldErrors, schema_error_message
from core.orders.models import Order
from core.orders.selectors import order_get
from core.reorders.design_rules import design_clean
from core.reorders.services import order_design_save

ADDRESS_JSON = "Send the delivery address as JSON with area, landmark, city, state and pin_code."


class DeliveryAddressIn(Schema):
    """This order's own address: the lengths of the profile's (and of Order.ship_*)."""

    area: str = AREA
    landmark: str = AREA
    city: str = CITY
    state: str = CITY
    pin_code: str = PIN


def address_from_form(raw: str) -> dict | None:
    """Confirm Order's `address` form field: JSON, or empty for the profile's address."""
    if not (raw or "").strip():
        return None
    try:
        value = DeliveryAddressIn.model_validate(json.loads(raw))
    except PydanticValidationError as exc:
        if any(err["type"] in ("string_too_long", "string_type") and err["loc"] for err in exc.errors()):
            errors = FieldErrors()
            for err in exc.errors():
                errors.add(".".join(["address", *map(str, err["loc"])]), schema_error_message(err))
            raise errors.as_error("Please check the delivery address.") from None
        raise FieldErrors.single("address", ADDRESS_JSON) from None
    except ValueError:
        raise FieldErrors.single("address", ADDRESS_JSON) from None
    return value.model_dump()


def _address(fields: dict[str, str] | None) -> dict[str, str] | None:
    if not fields:
        return None
    try:
        return address_clean(fields=fields)
    except ApplicationError as exc:
        errors = {f"address.{name}": messages for name, messages in exc.errors.items()}
        raise ApplicationError(exc.message, errors=errors) from None


def order_place_with_extras(
    *,
    customer: User,
    place: Callable[[], Order],
    idempotency_key: str | None = None,
    address: dict[str, str] | None = None,
    design: object = None,
) -> Order:
    """Place an order through `place` (core.orders.services), then keep its delivery address and
    editable design with it, in one transaction."""
    ship_to = _address(address)
    editable = design_clean(design)
    replay = (
        bool(idempotency_key)
        and Order.objects.filter(customer=customer, idempotency_key=idempotency_key).exists()
    )
    with transaction.atomic():
        order = place()
        if replay:
            return order
        if ship_to:
            Order.objects.filter(pk=order.pk).update(**{f"ship_{k}": v for k, v in ship_to.items()})
        if editable:
            order_design_save(order=order, design=editable)
    return order_get(order_id=order.order_id) if ship_to else order
