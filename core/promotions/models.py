"""The owner's promotions: vouchers (codes, one or a batch of thousands) and automatic offers (no
code). How they price a bag: core/orders/placing/pricing.py::quote (its documented order). Dates are
instants, entered and shown in IST."""

from django.db import models

from core.accounts.models import User
from core.catalogue.models import ProductType
from core.orders.models import Order


class VoucherKind(models.TextChoices):
    PERCENT = "percent", "Percent off"
    AMOUNT = "amount", "Rupees off"


class Voucher(models.Model):
    code = models.CharField(max_length=30, unique=True)  # upper case, as typed at checkout
    batch = models.CharField(max_length=60, blank=True, default="", db_index=True)  # a campaign's codes
    kind = models.CharField(max_length=10, choices=VoucherKind.choices, default=VoucherKind.PERCENT)
    value = models.DecimalField(max_digits=10, decimal_places=2)
    product_types = models.ManyToManyField(ProductType, blank=True, related_name="+")  # none: all
    min_order = models.DecimalField(max_digits=12, decimal_places=2, default=0)
    min_quantity = models.PositiveIntegerField(default=0)
    starts_at = models.DateTimeField(null=True, blank=True)
    ends_at = models.DateTimeField(null=True, blank=True)
    max_uses = models.PositiveIntegerField(default=0)  # 0: no limit
    max_uses_per_customer = models.PositiveIntegerField(default=0)  # 0: no limit
    first_order_only = models.BooleanField(default=False)
    combinable = models.BooleanField(default=True)  # with the automatic offers
    active = models.BooleanField(default=True)
    uses = models.PositiveIntegerField(default=0)  # kept by voucher_use_follow, once per order
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("-id",)

    def __str__(self) -> str:
        return self.code


class VoucherUse(models.Model):
    """One order that used a voucher: counted once (the order is unique), by its customer."""

    voucher = models.ForeignKey(Voucher, on_delete=models.PROTECT, related_name="used_by")
    order = models.OneToOneField(Order, on_delete=models.CASCADE, related_name="+")
    customer = models.ForeignKey(User, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["voucher", "customer"], name="voucher_use_by_customer")]

    def __str__(self) -> str:
        return f"{self.voucher_id} on {self.order_id}"


class OfferKind(models.TextChoices):
    BUY_N = "buy_n", "Buy N, the cheapest at X% off"
    FREE_SHIPPING = "free_shipping", "Free shipping above a value"
    FESTIVAL = "festival", "Festival: X% off"


class Offer(models.Model):
    """An automatic offer: applies to every bag it fits while it runs, shown with its banner."""

    name = models.CharField(max_length=60)  # "Buy 3, cheapest free": the bag's line
    kind = models.CharField(max_length=20, choices=OfferKind.choices)
    percent = models.DecimalField(max_digits=5, decimal_places=2, default=0)  # 100: free
    quantity = models.PositiveIntegerField(default=0)  # buy N
    product_types = models.ManyToManyField(ProductType, blank=True, related_name="+")
    min_order = models.DecimalField(max_digits=12, decimal_places=2, default=0)  # free shipping from
    banner = models.CharField(max_length=140, blank=True, default="")
    starts_at = models.DateTimeField(null=True, blank=True)
    ends_at = models.DateTimeField(null=True, blank=True)
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("id",)
        indexes = [models.Index(fields=["active", "ends_at"], name="offer_running")]

    def __str__(self) -> str:
        return self.name
