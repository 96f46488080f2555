"""Shipping an order: record the courier and AWB, then move the status through the one change
service (core/orders/changes), so the history row, the invoice and the e-mail follow as for any
status change. And the follower that stamps the delivered date."""

import re
from dataclasses import asdict, dataclass
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus
from core.orders.shipping.models import Courier, Shipment
from core.orders.shipping.parcel import MAX_CM, MAX_GRAMS, Parcel
from core.orders.shipping.selectors import order_parcel_default

AWB = re.compile(r"^[A-Za-z0-9-]{4,40}$")
NOT_SHIPPABLE = (OrderStatus.CANCELLED, OrderStatus.DELIVERED)


def _parcel(order: Order, given: dict[str, int | None], errors: dict[str, list[str]]) -> Parcel:
    """The weight and size entered, each one left blank proposed for this order."""
    limits = {"weight_grams": (MAX_GRAMS, "g"), "length_cm": (MAX_CM, "cm")}
    for field, value in given.items():
        top, unit = limits.get(field, (MAX_CM, "cm"))
        if value is not None and not 1 <= value <= top:
            errors[field] = [f"Enter 1 to {top:,} {unit}."]
    default = order_parcel_default(order=order)
    return Parcel(**{f: given.get(f) or getattr(default, f) for f in Parcel.__dataclass_fields__})


@transaction.atomic
def order_ship(
    *,
    order: Order,
    courier_id: int | None,
    awb: str,
    actor: User | None,
    weight_grams: int | None = None,
    length_cm: int | None = None,
    breadth_cm: int | None = None,
    height_cm: int | None = None,
) -> Shipment:
    """Record how the order left (a second call corrects the courier, AWB, weight or size) and mark it
    shipped. A weight or size left out is proposed from the order's product type and pieces."""
    locked = Order.objects.select_for_update().get(pk=order.pk)
    errors: dict[str, list[str]] = {}
    size = {"weight_grams": weight_grams, "length_cm": length_cm, "breadth_cm": breadth_cm}
    parcel = _parcel(locked, {**size, "height_cm": height_cm}, errors)
    courier = Courier.objects.filter(pk=courier_id, active=True).first() if courier_id else None
    awb = re.sub(r"\s+", "", awb or "")
    if courier is None:
        errors["courier_id"] = ["Choose a courier."]
    elif courier.needs_awb and not awb:
        errors["awb"] = [f"Enter the AWB number {courier.name} gave you."]
    if awb and not AWB.match(awb):
        errors.setdefault("awb", []).append("An AWB number has 4 to 40 letters, digits or hyphens.")
    if locked.status in NOT_SHIPPABLE:
        errors["status"] = [f"A {locked.get_status_display().lower()} order cannot be shipped."]
    if errors:
        raise ApplicationError(next(iter(errors.values()))[0], errors=errors)
    shipment, _ = Shipment.objects.update_or_create(
        order=locked,
        defaults={"courier": courier, "awb": awb, "shipped_by": actor, **asdict(parcel)},
    )
    order_update(order=locked, actor=actor, status=OrderStatus.SHIPPED)
    order.status = locked.status
    return shipment


@dataclass(frozen=True)
class ShippedIn:
    """How an order already shipped (or delivered) left the shop: its key, courier, AWB and days."""

    order_pk: int
    courier_id: int
    awb: str
    shipped_at: datetime
    delivered_at: datetime | None = None


CHECK_AT_ONCE = 1000  # orders and couriers looked up per query (SQLite's parameters)


def _shipped_orders(pks: list[int]) -> set[int]:
    """Of these orders, those shipped or delivered with no shipment on record."""
    found: set[int] = set()
    for start in range(0, len(pks), CHECK_AT_ONCE):
        found |= set(
            Order.objects.filter(
                pk__in=pks[start : start + CHECK_AT_ONCE],
                status__in=(OrderStatus.SHIPPED, OrderStatus.DELIVERED),
                shipment__isnull=True,
            ).values_list("pk", flat=True)
        )
    return found


@transaction.atomic
def shipments_record(*, shipped: list[ShippedIn], actor: User | None) -> int:
    """Record, in bulk, how orders that are already shipped or delivered left the shop (the demo's
    history): the courier (active) and AWB checked as `order_ship` checks them; the status is left
    as it is (no second change, no e-mail), an order with a shipment on record or not shipped is
    skipped, and the parcel is left blank (its label prints the product's default weight and size).
    Answers how many shipments were recorded."""
    couriers = {c.pk: c for c in Courier.objects.filter(active=True)}
    for row in shipped:
        courier = couriers.get(row.courier_id)
        if courier is None:
            raise ApplicationError("Choose a courier.", errors={"courier_id": ["Choose a courier."]})
        if not (AWB.match(row.awb) if row.awb else not courier.needs_awb):
            message = f"Enter the AWB number {courier.name} gave you (4 to 40 letters, digits or hyphens)."
            raise ApplicationError(message, errors={"awb": [message]})
    open_ = _shipped_orders([row.order_pk for row in shipped])
    rows = [
        Shipment(
            order_id=row.order_pk,
            courier_id=row.courier_id,
            awb=row.awb,
            shipped_at=row.shipped_at,
            delivered_at=row.delivered_at,
            shipped_by=actor,
        )
        for row in shipped
        if row.order_pk in open_
    ]
    Shipment.objects.bulk_create(rows, batch_size=CHECK_AT_ONCE)
    return len(rows)


def shipment_follow(change: OrderChange) -> None:
    """A follower (settings.ORDER_FOLLOWERS): delivered stamps the shipment's delivered date; moved
    back from delivered clears it. A placed order has no shipment yet."""
    if change.kind == ChangeKind.PLACED:
        return
    shipments = Shipment.objects.filter(order=change.order)
    if change.order.status == OrderStatus.DELIVERED:
        shipments.filter(delivered_at__isnull=True).update(delivered_at=timezone.now())
    else:
        shipments.filter(delivered_at__isnull=False).update(delivered_at=None)


@transaction.atomic
def courier_save(*, courier: Courier) -> Courier:
    """A courier as the Django admin validated it (name, tracking link template, AWB needed, active)."""
    courier.save()
    return courier


@transaction.atomic
def courier_delete(*, courier: Courier) -> None:
    courier.delete()


@transaction.atomic
def shipment_courier_delivered(*, shipment: Shipment, at: datetime) -> Order:
    """The courier delivered the parcel (the courier desk, core/couriers): the shipment's delivered
    date is the courier's, then a shipped order becomes Delivered through `order_update` (its history
    row, invoice, e-mail; the return window starts as for any delivery). An order the team already
    marked delivered, or cancelled, keeps its status."""
    order = Order.objects.select_for_update().get(pk=shipment.order_id)
    Shipment.objects.filter(pk=shipment.pk, delivered_at__isnull=True).update(delivered_at=at)
    if order.status == OrderStatus.SHIPPED:
        order_update(order=order, actor=None, status=OrderStatus.DELIVERED)
    return order


@transaction.atomic
def shipment_returned_to_origin(*, shipment: Shipment, at: datetime) -> Shipment:
    """The parcel came back to the shop undelivered (RTO, from the courier desk): stamped once, read
    by the COD rules (selectors.cod_rto_share)."""
    Shipment.objects.filter(pk=shipment.pk, returned_to_origin_at__isnull=True).update(
        returned_to_origin_at=at
    )
    shipment.refresh_from_db(fields=["returned_to_origin_at"])
    return shipment
