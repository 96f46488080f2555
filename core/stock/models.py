"""Blank stock: one row per blank the shop keeps (product type, sleeve, colour, size) and one
movement row per change. `on_hand` and `reserved` are maintained by core/stock/services only, in
the transaction that writes the movement, so each always equals the sum of its movements
(`stock_recount` checks it)."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone


class StockSettings(models.Model):
    """The shop's stock rules (one row)."""

    allow_negative = models.BooleanField(
        default=False,
        help_text="Confirmed orders reserve blanks the shelf does not have, and counts may go below zero.",
    )

    class Meta:
        verbose_name = "stock settings"
        verbose_name_plural = "stock settings"

    def __str__(self) -> str:
        return "Stock rules"


class BlankItem(models.Model):
    """A blank on the shelf: a T-Shirt (Half Sleeve), Black, M. An order's lines reserve the item of
    their product type, sleeve, colour and size; a blank the shop does not list is not counted."""

    product_type = models.ForeignKey("catalogue.ProductType", on_delete=models.PROTECT, related_name="+")
    sleeve = models.CharField(max_length=40, blank=True)
    colour = models.CharField(max_length=60)
    colour_hex = models.CharField(max_length=7, blank=True)
    size = models.CharField(max_length=20)
    on_hand = models.IntegerField(default=0)
    reserved = models.IntegerField(default=0)
    low_stock_at = models.PositiveIntegerField(
        "low-stock threshold", default=0, help_text="Available at or below this is low (0: never)."
    )
    # maintained with the counts: available <= threshold (the dashboard's lines and the list's filter)
    low = models.BooleanField(default=False)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["product_type__position", "product_type__name", "sleeve", "colour", "size", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["product_type", "sleeve", "colour", "size"], name="blank_item_unique"
            )
        ]
        indexes = [
            models.Index(fields=["colour", "product_type"], name="blank_item_colour"),
            # the dashboard's low-stock lines: few rows, read through this partial index
            models.Index(fields=["product_type", "colour"], condition=Q(low=True), name="blank_item_low"),
        ]

    def __str__(self) -> str:
        name = f"{self.product_type.name} ({self.sleeve})" if self.sleeve else self.product_type.name
        return f"{name}, {self.colour}, {self.size}"

    @property
    def available(self) -> int:
        return self.on_hand - self.reserved


class MovementKind(models.TextChoices):
    RECEIVE = "receive", "Received"
    ADJUST = "adjust", "Adjusted"
    RESERVE = "reserve", "Reserved"
    RELEASE = "release", "Released"
    CONSUME = "consume", "Printed"


class AdjustReason(models.TextChoices):
    COUNT = "count", "Count"
    DAMAGE = "damage", "Damage"
    MISPRINT = "misprint", "Misprint"


class StockMovement(models.Model):
    """One change of an item's counts: who, when, why, for which order. Never edited or deleted."""

    item = models.ForeignKey(BlankItem, on_delete=models.PROTECT, related_name="movements")
    kind = models.CharField(max_length=8, choices=MovementKind.choices)
    on_hand_delta = models.IntegerField(default=0)
    reserved_delta = models.IntegerField(default=0)
    reason = models.CharField(max_length=8, choices=AdjustReason.choices, blank=True)
    reference = models.CharField(max_length=80, blank=True)
    order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["item", "-created_at", "-id"], name="stock_movement_item"),
            models.Index(fields=["-created_at", "-id"], name="stock_movement_recent"),
            models.Index(fields=["order", "item"], name="stock_movement_order"),
        ]

    def __str__(self) -> str:
        return f"{self.item_id}: {self.kind} {self.on_hand_delta:+}/{self.reserved_delta:+}"
