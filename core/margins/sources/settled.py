"""The costs the courier desk and the gateway's settlements know of an order: the gateway's fee on its
payments (without the GST on it, which the shop takes back as input tax) and a parcel's return to
origin (the courier's return leg)."""

from collections.abc import Iterable
from decimal import Decimal

from django.conf import settings
from django.db.models import Count, Sum

from core.common.ist import ist_date
from core.common.money import rupees
from core.couriers.models import RtoOutcome
from core.margins.models import CostKind
from core.margins.sources import CostLineIn
from core.orders.models import Order
from core.payments.models import SettlementLine, SettlementLineKind


def gateway_fees(orders: Iterable[Order]) -> list[CostLineIn]:
    """Each order's fees on the settlement lines of its payments (refunds' lines carry none)."""
    ids = [order.pk for order in orders]
    rows = (
        SettlementLine.objects.filter(order_id__in=ids, kind=SettlementLineKind.PAYMENT)
        .order_by()
        .values("order_id")
        .annotate(fee=Sum("fee"), lines=Count("id"))
    )
    return [
        CostLineIn(
            row["order_id"],
            CostKind.GATEWAY,
            rupees(row["fee"] or Decimal(0)),
            f"{settings.SHOP_GATEWAY_NAME}'s fee on {row['lines']} settled payment(s), without GST",
        )
        for row in rows
    ]


def rto_losses(orders: Iterable[Order]) -> list[CostLineIn]:
    """A parcel back at the shop: the return leg (the outward one is the courier's charge). Its blank
    and print stay costed by their own sources: a custom print comes back unsellable."""
    ids = [order.pk for order in orders]
    back = rupees(settings.SHOP_RTO_COSTS.get("shipping_return", "0"))
    return [
        CostLineIn(
            outcome.order_id,
            CostKind.RTO,
            rupees(back),
            f"returned to origin on {ist_date(outcome.day)}: the return leg at {back}",
        )
        for outcome in RtoOutcome.objects.filter(order_id__in=ids).only("order_id", "day")
    ]
