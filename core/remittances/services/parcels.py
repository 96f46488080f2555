"""The kept figures of what couriers owe: a delivered COD parcel adds its amount, a counted
remittance line takes its amount off, each on the parcel's day (CodDay) and the courier's totals
(CourierCod), in the transaction of the change."""

from datetime import date, datetime
from decimal import Decimal

from django.db import transaction
from django.db.models import Case, F, Value, When
from django.utils import timezone

from core.couriers.changes import ParcelState, ShipmentChange
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.models import OrderStatus, PaymentMethod
from core.orders.shipping.models import Shipment
from core.remittances.models import CodDay, CodParcel, CourierCod

ZERO = Decimal("0.00")


def _book(*, courier_id: int, day: date, delivered: Decimal = ZERO, remitted: Decimal = ZERO, parcels=0):
    if not (delivered or remitted or parcels):
        return
    CourierCod.objects.get_or_create(courier_id=courier_id)
    CourierCod.objects.filter(courier_id=courier_id).update(
        delivered=F("delivered") + delivered,
        remitted=F("remitted") + remitted,
        parcels=F("parcels") + parcels,
    )
    CodDay.objects.get_or_create(courier_id=courier_id, day=day)
    days = CodDay.objects.filter(courier_id=courier_id, day=day)
    days.update(delivered=F("delivered") + delivered, remitted=F("remitted") + remitted)
    # open while the day's sums differ: the ageing reads open days only (index cod_day_open)
    days.update(open=Case(When(delivered=F("remitted"), then=Value(False)), default=Value(True)))


def _cod_shipment(shipment: Shipment | None) -> bool:
    return bool(
        shipment is not None and shipment.courier_id and shipment.order.payment_method == PaymentMethod.COD
    )


@transaction.atomic
def cod_parcel_delivered(*, shipment: Shipment, at: datetime | None = None) -> CodParcel | None:
    """The parcel delivered: the courier owes its amount from its delivered day (IST). Again for
    the same parcel changes nothing; a parcel already paid for by a file moves that payment to
    its delivered day, so the day's ageing nets to what is left."""
    at = shipment.delivered_at or at
    if not _cod_shipment(shipment) or at is None:
        return None
    day = timezone.localdate(at)
    parcel = CodParcel.objects.select_for_update().filter(shipment=shipment).first()
    if parcel is not None and parcel.delivered_on is not None:
        return parcel
    order = shipment.order
    if parcel is None:
        parcel = CodParcel.objects.create(
            shipment=shipment, courier_id=shipment.courier_id, order_ref=order.order_id,
            awb=shipment.awb.upper(), amount=order.amount - order.tendered, delivered_on=day, day=day,
        )  # fmt: skip
    else:
        if parcel.remitted and parcel.day != day:
            _book(courier_id=parcel.courier_id, day=parcel.day, remitted=-parcel.remitted)
            _book(courier_id=parcel.courier_id, day=day, remitted=parcel.remitted)
        CodParcel.objects.filter(pk=parcel.pk).update(delivered_on=day, day=day)
        parcel.delivered_on = parcel.day = day
    _book(courier_id=parcel.courier_id, day=day, delivered=parcel.amount, parcels=1)
    return parcel


@transaction.atomic
def cod_parcel_undelivered(*, shipment: Shipment) -> None:
    """Moved back from delivered: the courier no longer owes the parcel's amount."""
    parcel = CodParcel.objects.select_for_update().filter(shipment=shipment).first()
    if parcel is None or parcel.delivered_on is None:
        return
    _book(courier_id=parcel.courier_id, day=parcel.day, delivered=-parcel.amount, parcels=-1)
    CodParcel.objects.filter(pk=parcel.pk).update(delivered_on=None)


@transaction.atomic
def cod_parcel_remitted(*, shipment: Shipment, line, day: date) -> None:
    """A counted line pays the parcel: booked on its delivered day, or `day` (the remittance's)
    while the shop does not know it delivered yet."""
    parcel = CodParcel.objects.select_for_update().filter(shipment=shipment).first()
    if parcel is None:
        parcel = CodParcel.objects.create(
            shipment=shipment, courier_id=shipment.courier_id, order_ref=shipment.order.order_id,
            awb=shipment.awb.upper(), delivered_on=None, day=day,
            amount=shipment.order.amount - shipment.order.tendered,
        )  # fmt: skip
    CodParcel.objects.filter(pk=parcel.pk).update(line=line, remitted=line.amount)
    _book(courier_id=parcel.courier_id, day=parcel.day, remitted=line.amount)


def remittance_order_follow(change: OrderChange) -> None:
    """A follower (settings.ORDER_FOLLOWERS, after the shipment's delivered date is stamped): a COD
    order delivered, or moved back from delivered."""
    if change.kind != ChangeKind.STATUS or change.order.payment_method != PaymentMethod.COD:
        return
    if OrderStatus.DELIVERED not in (change.new, change.old):
        return
    shipment = Shipment.objects.select_related("order").filter(order_id=change.order.pk).first()
    if shipment is None:
        return
    if change.new == OrderStatus.DELIVERED:
        cod_parcel_delivered(shipment=shipment)
    else:
        cod_parcel_undelivered(shipment=shipment)


def remittance_shipment_follow(change: ShipmentChange) -> None:
    """A follower (settings.SHIPMENT_FOLLOWERS): the courier's scan says delivered."""
    if change.state_to == ParcelState.DELIVERED:
        shipment = Shipment.objects.select_related("order").get(pk=change.shipment.pk)
        cod_parcel_delivered(shipment=shipment, at=change.happened_at)


BOOK_AT_ONCE = 500


def cod_parcels_backfill() -> int:
    """Book every delivered COD parcel not booked yet (shipments recorded in bulk, as the demo's and
    an import's, pass no follower); a chunk of shipments per transaction, in key order. Answers how
    many it booked."""
    booked, after = 0, 0
    while True:
        chunk = list(
            Shipment.objects.filter(
                pk__gt=after, delivered_at__isnull=False, courier__isnull=False,
                order__payment_method=PaymentMethod.COD,
            ).select_related("order").order_by("pk")[:BOOK_AT_ONCE]
        )  # fmt: skip
        if not chunk:
            return booked
        with transaction.atomic():
            known = set(CodParcel.objects.filter(shipment__in=chunk).values_list("shipment_id", flat=True))
            for shipment in chunk:
                if shipment.pk not in known and cod_parcel_delivered(shipment=shipment):
                    booked += 1
        after = chunk[-1].pk
