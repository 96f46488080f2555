"""The courier desk's tables: what each courier told us (every event, once), each parcel's state now,
what an RTO cost and how its money was settled, and the delivered/returned counts the RTO chart reads.

The parcel's state is a table of its own, one row per shipment (`ParcelStatus`), not columns on
orders' Shipment: orders stays below the desk and knows nothing of couriers' scans, every write of
a parcel's state stays in this app's services, and a shipment without a row is simply "booked".
"""

from django.db import models
from django.db.models import Q
from django.utils import timezone

from core.couriers.changes import SHIPMENT_STATES, ParcelState

STATE_LABELS = {
    ParcelState.BOOKED: "Booked",
    ParcelState.PICKED_UP: "Picked up",
    ParcelState.IN_TRANSIT: "In transit",
    ParcelState.OUT_FOR_DELIVERY: "Out for delivery",
    ParcelState.DELIVERED: "Delivered",
    ParcelState.NDR: "Delivery attempt failed",
    ParcelState.RTO_INITIATED: "Returning to us",
    ParcelState.RTO_IN_TRANSIT: "Returning to us",
    ParcelState.RTO_DELIVERED: "Returned to us",
    ParcelState.LOST: "Lost by the courier",
}
STATE_CHOICES = [(state, STATE_LABELS[state]) for state in SHIPMENT_STATES]


class ParcelStatus(models.Model):
    """A shipment's parcel state now: moved only forward (core/couriers/services/moves.py)."""

    shipment = models.OneToOneField(
        "orders.Shipment", on_delete=models.CASCADE, primary_key=True, related_name="parcel"
    )
    state = models.CharField(max_length=20, choices=STATE_CHOICES, default=ParcelState.BOOKED)
    state_at = models.DateTimeField()  # when the courier scanned the move (not when we heard)
    reason = models.CharField(max_length=200, blank=True, default="")  # the NDR's or RTO's why
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [models.Index(fields=["state", "-state_at"], name="parcel_state_recent")]

    def __str__(self) -> str:
        return f"{self.shipment_id}: {self.state}"


class CourierEvent(models.Model):
    """One status push (or one row of an uploaded tracking report), stored once by (courier, key):
    the courier's event id, or a hash of AWB, status and time when it sends none."""

    courier = models.CharField(max_length=40)  # "delhivery", "shiprocket", or an uploaded courier's name
    key = models.CharField(max_length=100)
    source = models.CharField(max_length=50)  # "push:<courier>" or "upload:<courier>"
    awb = models.CharField(max_length=40)
    status = models.CharField(max_length=120)  # the courier's own words
    state = models.CharField(max_length=20, blank=True, default="")  # mapped; "" not a parcel state
    reason = models.CharField(max_length=200, blank=True, default="")
    location = models.CharField(max_length=120, blank=True, default="")
    happened_at = models.DateTimeField()
    received_at = models.DateTimeField(default=timezone.now)
    shipment = models.ForeignKey(
        "orders.Shipment", null=True, blank=True, on_delete=models.SET_NULL, related_name="courier_events"
    )
    # the shipment's order, kept beside it so an order's timeline reads its steps by order
    order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.SET_NULL, related_name="courier_events"
    )
    moved = models.BooleanField(default=False)  # it moved the parcel's state (else history only)
    payload = models.JSONField(default=dict)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["courier", "key"], name="courier_event_once")]
        indexes = [
            models.Index(fields=["awb"], name="courier_event_awb"),
            models.Index(fields=["order", "happened_at"], name="courier_event_order"),
            models.Index(
                fields=["-received_at", "-id"],
                name="courier_event_unmatched",
                condition=Q(shipment__isnull=True),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.courier} {self.awb} {self.status}"


class Settlement(models.TextChoices):
    NOTHING = "nothing", "Nothing owed (cash on delivery)"
    REFUNDED_TO_SOURCE = "refunded", "Refunded to source through the gateway"
    REFUND_DUE = "refund_due", "Refund due by UPI (record the UTR)"
    CREDITED = "credited", "Credited to the customer"
    TENDERS = "tenders", "Given back to the gift cards and store credit that paid it"


class RtoOutcome(models.Model):
    """What a parcel back at the shop cost and how its money was settled: once per shipment."""

    shipment = models.OneToOneField("orders.Shipment", on_delete=models.CASCADE, related_name="rto_outcome")
    order = models.ForeignKey("orders.Order", on_delete=models.CASCADE, related_name="rto_outcomes")
    day = models.DateField()  # IST day the parcel came back
    payment_method = models.CharField(max_length=10)
    settlement = models.CharField(max_length=12, choices=Settlement.choices)
    amount = models.DecimalField(max_digits=12, decimal_places=2, default=0)  # refunded, due or credited
    # an order paid partly by gift card or store credit: those tenders' shares given back to them
    # (the money's share is `amount`; with the credit policy all of it is credited: `amount`)
    gift_cards = models.DecimalField(max_digits=12, decimal_places=2, default=0, db_default=0)
    credit = models.DecimalField(max_digits=12, decimal_places=2, default=0, db_default=0)
    refund_reference = models.CharField(max_length=64, blank=True, default="")  # gateway refund id or UTR
    loss_blanks = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    loss_print = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    loss_shipping = models.DecimalField(max_digits=12, decimal_places=2, default=0)  # both ways
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["day"], name="rto_outcome_day")]

    def __str__(self) -> str:
        return f"RTO {self.order_id} {self.day}"

    @property
    def loss(self):
        return self.loss_blanks + self.loss_print + self.loss_shipping


class RtoCount(models.Model):
    """Delivered and returned parcels per courier, PIN prefix (3 digits) and payment method, kept in
    the move's transaction: the RTO chart reads these few rows, never the shipments."""

    courier = models.CharField(max_length=60)  # the courier's name (NO_COURIER when none on record)
    pin_prefix = models.CharField(max_length=3)
    payment_method = models.CharField(max_length=10)
    delivered = models.PositiveIntegerField(default=0)
    returned = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["courier", "pin_prefix", "payment_method"], name="rto_count_once")
        ]

    def __str__(self) -> str:
        return f"{self.courier} {self.pin_prefix} {self.payment_method}"
