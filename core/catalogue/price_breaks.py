"""The models of quantity price breaks: per product type, quantity tiers with a unit price for a
print on one side and on both sides, and one-off setup charges (screens, digitising). The rules of a
sound table: core/catalogue/tiers.py; the prices they give: core/orders/placing/breaks.py."""

from decimal import Decimal

from django.core.validators import MinValueValidator
from django.db import models

from core.catalogue.tiers import Tier

POSITIVE_PRICE = [MinValueValidator(Decimal("0.01"))]


class PriceBreak(models.Model):
    """One row of a product type's bulk table: from `min_quantity` to `max_quantity` pieces (blank:
    and more) in one order, each piece costs `one_side` printed on one side, `both_sides` on both."""

    product_type = models.ForeignKey(
        "catalogue.ProductType", on_delete=models.CASCADE, related_name="price_breaks"
    )
    min_quantity = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    max_quantity = models.PositiveIntegerField(null=True, blank=True, help_text="Blank: and more.")
    one_side = models.DecimalField(
        "printed on one side", max_digits=10, decimal_places=2, validators=POSITIVE_PRICE
    )
    both_sides = models.DecimalField(
        "printed on both sides", max_digits=10, decimal_places=2, validators=POSITIVE_PRICE
    )

    class Meta:
        ordering = ["product_type", "min_quantity"]
        constraints = [
            models.UniqueConstraint(fields=["product_type", "min_quantity"], name="one_break_per_start"),
        ]

    def __str__(self) -> str:
        return f"{self.product_type}: {self.tier.label}"

    @property
    def tier(self) -> Tier:
        return Tier(self.min_quantity, self.max_quantity, self.one_side, self.both_sides)


class SetupCharge(models.Model):
    """A one-off charge of a bulk order of a product type, whatever its quantity (screens, digitising)."""

    product_type = models.ForeignKey(
        "catalogue.ProductType", on_delete=models.CASCADE, related_name="setup_charges"
    )
    label = models.CharField(max_length=80)
    amount = models.DecimalField(max_digits=10, decimal_places=2, validators=POSITIVE_PRICE)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["product_type", "position", "id"]
        constraints = [
            models.UniqueConstraint(fields=["product_type", "label"], name="one_setup_charge_per_label"),
        ]

    def __str__(self) -> str:
        return f"{self.product_type}: {self.label}"
