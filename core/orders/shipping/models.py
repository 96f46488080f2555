"""Couriers and how an order left the shop (courier, AWB, shipped and delivered dates).

Kept with the order, as Saleor keeps its Fulfillment beside its Order: placing, changing and shipping
an order are one app's business. The tables keep the names they were created with (`fulfilment_*`).
"""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone

from core.common.tracking import tracking_link

NO_COURIER = "Courier not recorded"


def validate_tracking_template(value: str) -> None:
    if value and not value.startswith("https://"):
        raise ValidationError("A tracking address starts with https://; put {awb} where the AWB number goes.")


class Courier(models.Model):
    """A carrier the shop hands parcels to; the admin team edits the list in the Django admin."""

    name = models.CharField(max_length=60, unique=True)
    tracking_url_template = models.CharField(
        max_length=300,
        blank=True,
        validators=[validate_tracking_template],
        help_text="The courier's tracking page, with {awb} where the AWB number goes. Empty: no link.",
    )
    needs_awb = models.BooleanField("needs an AWB number", default=True, help_text="Off for hand delivery.")
    # Part B of an e-way bill names the transporter by GSTIN or the portal's TRANSIN (CGST Rule 138(3))
    transporter_id = models.CharField(
        "transporter ID", max_length=15, blank=True, help_text="GSTIN or TRANSIN, for e-way bills."
    )
    active = models.BooleanField(default=True, help_text="Offered when an order is shipped.")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        db_table = "fulfilment_courier"
        ordering = ["position", "name"]
        indexes = [models.Index(fields=["active", "position"], name="courier_active_position")]

    def __str__(self) -> str:
        return self.name

    def tracking_url(self, awb: str) -> str:
        return tracking_link(self.tracking_url_template, awb)


class Shipment(models.Model):
    """How an order left the shop: stamped when it is shipped and when it is delivered."""

    order = models.OneToOneField("orders.Order", on_delete=models.CASCADE, related_name="shipment")
    # None: shipped without a courier on record (PATCH /api/order/status/ or the status select);
    # Ship on the board adds it later
    courier = models.ForeignKey(
        Courier, null=True, blank=True, on_delete=models.PROTECT, related_name="shipments"
    )
    awb = models.CharField("AWB number", max_length=40, blank=True)
    shipped_at = models.DateTimeField(default=timezone.now)
    delivered_at = models.DateTimeField(null=True, blank=True)
    # The parcel came back undelivered (RTO: returned to origin). The courier desk issue will feed it
    # from the couriers' tracking; nothing sets it yet, so the PIN code rule finds no returns until
    # then. Read by the COD rules (core/orders/shipping/selectors.py::cod_rto_share).
    returned_to_origin_at = models.DateTimeField("returned to origin", null=True, blank=True)
    shipped_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # The parcel as weighed and measured when it was shipped (core.orders.shipping.parcel): printed on
    # its label and the pickup manifest. None: shipped before these were asked (the defaults print).
    weight_grams = models.PositiveIntegerField("weight (g)", null=True, blank=True)
    length_cm = models.PositiveSmallIntegerField("length (cm)", null=True, blank=True)
    breadth_cm = models.PositiveSmallIntegerField("breadth (cm)", null=True, blank=True)
    height_cm = models.PositiveSmallIntegerField("height (cm)", null=True, blank=True)

    class Meta:
        db_table = "fulfilment_shipment"
        indexes = [
            models.Index(fields=["awb"], name="shipment_awb"),
            # a day's parcels, and a courier's (the labels and the pickup manifest)
            models.Index(fields=["shipped_at"], name="shipment_shipped_at"),
            models.Index(fields=["courier", "shipped_at"], name="shipment_courier_day"),
        ]

    def __str__(self) -> str:
        return f"{self.order_id}: {self.courier_name} {self.awb}".strip()

    @property
    def courier_name(self) -> str:
        return self.courier.name if self.courier else NO_COURIER

    @property
    def tracking_url(self) -> str:
        return self.courier.tracking_url(self.awb) if self.courier else ""


class TransportMode(models.TextChoices):
    """The e-way bill portal's codes for the mode of transport (Part B)."""

    ROAD = "1", "Road"
    RAIL = "2", "Rail"
    AIR = "3", "Air"
    SHIP = "4", "Ship"


class EwayBill(models.Model):
    """An order's e-way bill (CGST Rule 138): its 12-digit number and validity as the portal gave them,
    the distance and vehicle of Part B, or why the consignment left without one. Kept by order, not
    by shipment: the bill is made before the goods move, the shipment when they leave."""

    order = models.OneToOneField("orders.Order", on_delete=models.CASCADE, related_name="ewaybill")
    number = models.CharField("e-way bill number", max_length=12, blank=True)
    generated_at = models.DateTimeField(null=True, blank=True)
    valid_until = models.DateTimeField(null=True, blank=True)
    distance_km = models.PositiveIntegerField("distance (km)", null=True, blank=True)
    transport_mode = models.CharField(max_length=1, choices=TransportMode.choices, default=TransportMode.ROAD)
    vehicle_number = models.CharField(max_length=15, blank=True)
    no_number_reason = models.CharField("shipped without a number because", max_length=300, blank=True)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [models.Index(fields=["valid_until"], name="ewaybill_valid_until")]

    def __str__(self) -> str:
        return f"{self.order_id}: {self.number or 'no e-way bill number'}"
