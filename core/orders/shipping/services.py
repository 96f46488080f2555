"""Shipping an order: record the courier and AWB, then move the status through the one change
service (core/orders/changes), so the history row, the invoice and the e-mail follow as for any
status change. And the follower that stamps the delivered date."""

import re
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.module_loading import import_string

from core.accounts.models import User
from core.common.errors import ApplicationError
from core.common.ist import IST
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus
from core.orders.shipping.ewaybill import MAX_KM, NUMBER, ewaybill_needed, valid_until
from core.orders.shipping.models import Courier, EwayBill, Shipment, TransportMode
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
    no_ewaybill_reason: str = "",
) -> Shipment:
    """Record how the order left (a second call corrects the courier, AWB, weight or size) and mark it
    shipped. A weight or size left out is proposed from the order's product type and pieces. A
    consignment that needs an e-way bill (core/orders/shipping/ewaybill.py) and has no number on
    record leaves only with a reason, which is kept with its e-way bill."""
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
    reason = " ".join((no_ewaybill_reason or "").split())[:300]
    needs_reason = _ewaybill_missing(locked)
    if needs_reason and not reason:
        errors["no_ewaybill_reason"] = [NO_EWAYBILL]
    if errors:
        raise ApplicationError(next(iter(errors.values()))[0], errors=errors)
    if needs_reason:
        EwayBill.objects.update_or_create(
            order=locked, defaults={"no_number_reason": reason, "updated_by": actor}
        )
    awb_before = Shipment.objects.filter(order=locked).values_list("awb", flat=True).first()
    shipment, _ = Shipment.objects.update_or_create(
        order=locked,
        defaults={"courier": courier, "awb": awb, "shipped_by": actor, **asdict(parcel)},
    )
    order_update(order=locked, actor=actor, status=OrderStatus.SHIPPED)
    if awb and awb != awb_before:  # entered or corrected: the apps above hear of it (the courier desk)
        for path in settings.SHIPMENT_AWB_FOLLOWERS:
            import_string(path)(shipment)
        locked.refresh_from_db(fields=["status", "payment_status"])  # a waiting "delivered" delivers it
    order.status = locked.status
    return shipment


EWAYBILLS_BEGAN = datetime(2018, 4, 1, tzinfo=IST)  # e-way bills for inter-State movement (rule 138)
NO_EWAYBILL = (
    "This consignment is worth more than the e-way bill limit: enter its e-way bill number first, "
    "or say why it leaves without one."
)


def _ewaybill_missing(order: Order) -> bool:
    """Whether the order needs an e-way bill and has no number on record."""
    if not ewaybill_needed(order):
        return False
    return not EwayBill.objects.filter(order=order).exclude(number="").exists()


@transaction.atomic
def ewaybill_record(
    *,
    order: Order,
    number: str,
    generated_at: datetime,
    distance_km: int | None,
    actor: User | None,
    transport_mode: str = TransportMode.ROAD,
    vehicle_number: str = "",
    portal_valid_until: datetime | None = None,
) -> EwayBill:
    """Keep the e-way bill the portal generated for the order: its 12-digit number, when it was made
    and the distance of Part B, from which its validity is computed (rule 138(10)); or, read back
    from the portal's list, the validity the portal printed."""
    number = re.sub(r"\s+", "", number or "")
    vehicle = re.sub(r"[\s-]+", "", vehicle_number or "").upper()
    errors: dict[str, list[str]] = {}
    if not NUMBER.match(number):
        errors["number"] = ["An e-way bill number has 12 digits."]
    if portal_valid_until is None and not 1 <= (distance_km or 0) <= MAX_KM:
        errors["distance_km"] = [f"Enter the distance in km, 1 to {MAX_KM:,}."]
    if vehicle and not re.fullmatch(r"[A-Z0-9]{4,15}", vehicle):
        errors["vehicle_number"] = ["A vehicle number has 4 to 15 letters and digits."]
    if not EWAYBILLS_BEGAN <= generated_at <= timezone.now() + timedelta(days=1):
        errors["generated_at"] = ["Enter when the portal generated it: a date since 01/04/2018, not ahead."]
    if transport_mode not in TransportMode.values:
        errors["transport_mode"] = ["Choose road, rail, air or ship."]
    if errors:
        raise ApplicationError(next(iter(errors.values()))[0], errors=errors)
    until = portal_valid_until or valid_until(generated_at=generated_at, distance_km=distance_km or 1)
    bill, _ = EwayBill.objects.update_or_create(
        order=order,
        defaults={
            "number": number,
            "generated_at": generated_at,
            "valid_until": until,
            "distance_km": distance_km,
            "transport_mode": transport_mode,
            "vehicle_number": vehicle,
            "updated_by": actor,
        },
    )
    return bill


@transaction.atomic
def ewaybill_reason_record(*, order: Order, reason: str, actor: User | None) -> EwayBill:
    """Why the consignment moves (or moved) without an e-way bill number."""
    reason = " ".join((reason or "").split())
    if not reason:
        message = "Say why the consignment moves without an e-way bill."
        raise ApplicationError(message, errors={"reason": [message]})
    bill, _ = EwayBill.objects.update_or_create(
        order=order, defaults={"no_number_reason": reason[:300], "updated_by": actor}
    )
    return bill


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
