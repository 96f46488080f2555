"""The dashboard's stores figures: the open stores, those closing within the week, the pieces ordered
and the money collected in the open stores, and the designs still under their minimum at a close
that is near. Read from the stores' own kept columns (each design's `ordered`, kept by
services/following.py, and its `price`), never by counting or summing the orders table: the open
stores' designs are a few rows, found through the stores' status index."""

from datetime import datetime, timedelta
from decimal import Decimal

from django.db.models import Count, DecimalField, F, IntegerField, Q, Sum
from django.db.models.functions import Coalesce
from django.utils import timezone

from core.orders.models import OrderStatus, PaymentStatus
from core.stores.models import StoreDesign, StoreOrder, StoreStatus
from core.stores.rules import progress_text

SOON = timedelta(days=7)
SHORT_SHOWN = 5
ZERO = Decimal("0.00")


def _cod_collected() -> Decimal:
    """The paid orders of the open stores that take cash on delivery (there a counted piece may be
    unpaid): their store orders alone, through the (store, ...) index, never the whole orders table."""
    paid = StoreOrder.objects.filter(
        store__status=StoreStatus.OPEN, store__allow_cod=True, order__payment_status=PaymentStatus.PAID
    ).exclude(order__status=OrderStatus.CANCELLED)
    return paid.aggregate(s=Coalesce(Sum("unit_price"), ZERO))["s"]


def store_figures(*, money: bool, now: datetime | None = None) -> dict:
    """StoreFiguresOut: `collected` only when `money`. One query for the figures, one for the designs
    short of their minimum when there are any, one for the cash-on-delivery stores' money when there
    are any and `money`."""
    soon = (now or timezone.now()) + SOON
    designs = StoreDesign.objects.filter(store__status=StoreStatus.OPEN)
    closing = Q(store__closes_at__lte=soon)
    short = closing & Q(ordered__lt=F("minimum"), print_anyway=False)  # printed anyway: not short
    # a store without cash on delivery counts only paid pieces (services/following.py), each at the
    # design's price (services/buying.py): its money is the count times the price
    prepaid = Sum(F("ordered") * F("price"), filter=Q(store__allow_cod=False), output_field=DecimalField())
    found = designs.aggregate(
        open_stores=Count("store", distinct=True),
        closing_soon=Count("store", distinct=True, filter=closing),
        cod_stores=Count("store", distinct=True, filter=Q(store__allow_cod=True)),
        pieces=Coalesce(Sum("ordered"), 0, output_field=IntegerField()),
        under_minimum=Count("pk", filter=short),
        prepaid=Coalesce(prepaid, ZERO),
    )
    collected = None
    if money:
        collected = found["prepaid"] + (_cod_collected() if found["cod_stores"] else ZERO)
        collected = collected.quantize(Decimal("0.01"))
    rows = []
    if found["under_minimum"]:
        rows = designs.filter(short).order_by("store__closes_at", "store_id", "position")
        rows = rows.values("store_id", "store__title", "store__closes_at", "title", "ordered", "minimum")
    return {
        "open_stores": found["open_stores"],
        "closing_soon": found["closing_soon"],
        "pieces": found["pieces"],
        "collected": collected,
        "under_minimum": found["under_minimum"],
        "short": [
            {
                "store_id": r["store_id"],
                "store": r["store__title"],
                "closes_at": r["store__closes_at"],
                "design": r["title"],
                "ordered": r["ordered"],
                "minimum": r["minimum"],
                "progress": progress_text(ordered=r["ordered"], minimum=r["minimum"]),
            }
            for r in rows[:SHORT_SHOWN]
        ],
    }
