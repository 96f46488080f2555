"""Writes: an order's editable design and its own delivery address, stored when the order is placed."""

import json
from collections.abc import Callable

from django.core.files.base import ContentFile
from django.db import transaction

from core.accounts.models import User
from core.accounts.services import address_clean
from core.common.errors import ApplicationError
from core.orders.models import Order
from core.orders.selectors import order_get
from core.reorders.design_rules import design_clean, layer_count
from core.reorders.models import OrderDesign


def order_design_save(*, order: Order, design: dict) -> OrderDesign:
    """Keep a cleaned design (see design_rules.design_clean) with its order, as a private file."""
    data = json.dumps(design, separators=(",", ":")).encode()
    record = OrderDesign(order=order, layers=layer_count(design), size_bytes=len(data))
    record.file.save("design.json", ContentFile(data), save=False)
    record.save()
    return record


def order_address_set(*, order: Order, address: dict[str, str]) -> None:
    """The delivery address for this one order (name and phone stay the customer's)."""
    Order.objects.filter(pk=order.pk).update(**{f"ship_{name}": value for name, value in address.items()})


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
    """Place an order through `place` (core.orders.placing), then keep this order's delivery address
    and editable design with it, all in one transaction. Both are checked before anything is stored;
    a retry with the same idempotency key changes nothing."""
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
            order_address_set(order=order, address=ship_to)
        if editable:
            order_design_save(order=order, design=editable)
    return order_get(order_id=order.order_id) if ship_to else order
