"""The dashboard's stores figures: the open stores, those closing within the week, the pieces ordered
and the money collected in the open stores, and the designs still under their minimum at a close
that is near. Read from the stores' own kept columns (each design's `ordered`, kept by
services/following.py, and its `price`), never by counting or summing the orders table: the open
stores' designs are a few rows, found through the stores' status index."""

from datetime import UTC, datetime, timedelta
from decimal import Decimal

from django.db.models import Count, DecimalField, F, IntegerField, Q, Sum
from django.db.models.functions import Coalesce
from django.utils import timezone

from core.common.prepared import Prepared
from core.stores.models import StoreDesign, StoreOrder, StoreStatus
from core.stores.rules import progress_text
from core.stores.selectors import PAID_KEPT

SOON = timedelta(days=7)
SHORT_SHOWN = 5
ZERO = Decimal("0.00")


# a moment no query holds, standing for "a week from now" in the prepared SQL (core/common/prepared.py)
_SOON = datetime(2001, 2, 3, 4, 5, 6, tzinfo=UTC)
_OPEN_DESIGNS = StoreDesign.objects.filter(store__status=StoreStatus.OPEN)


def _closing(soon: datetime) -> Q:
    return Q(store__closes_at__lte=soon)


def _short(soon: datetime) -> Q:
    return _closing(soon) & Q(ordered__lt=F("minimum"), print_anyway=False)  # printed anyway: not short


# one row (the open stores' group) of the figures; a store without cash on delivery counts only
# paid pieces (services/following.py), each at the design's price (services/buying.py): its money
# is the count times the price. Compiled once per connection: building it was most of the CPU.
_FIGURES = Prepared(
    lambda soon: (
        _OPEN_DESIGNS.values("store__status")
        .annotate(
            open_stores=Count("store", distinct=True),
            closing_soon=Count("store", distinct=True, filter=_closing(soon)),
            cod_stores=Count("store", distinct=True, filter=Q(store__allow_cod=True)),
            pieces=Coalesce(Sum("ordered"), 0, output_field=IntegerField()),
            under_minimum=Count("pk", filter=_short(soon)),
            prepaid=Coalesce(
                Sum(F("ordered") * F("price"), filter=Q(store__allow_cod=False), output_field=DecimalField()),
                ZERO,
            ),
        )
        .order_by()
    ),
    repeats=("soon",),
    soon=_SOON,
)
_SHORT = Prepared(
    lambda soon: (
        _OPEN_DESIGNS.filter(_short(soon))
        .order_by("store__closes_at", "store_id", "position")
        .values("store_id", "store__title", "store__closes_at", "title", "ordered", "minimum")[:SHORT_SHOWN]
    ),
    repeats=("soon",),
    soon=_SOON,
)
# the paid orders of the open stores that take cash on delivery (there a counted piece may be
# unpaid): their store orders alone, through the (store, ...) index, never the whole orders table
_COD_COLLECTED = Prepared(
    lambda: (
        StoreOrder.objects.filter(PAID_KEPT, store__status=StoreStatus.OPEN, store__allow_cod=True)
        .values("store__status")
        .annotate(s=Coalesce(Sum("unit_price"), ZERO))
        .order_by()
    )
)
NONE_OPEN = {
    "open_stores": 0,
    "closing_soon": 0,
    "cod_stores": 0,
    "pieces": 0,
    "under_minimum": 0,
    "prepaid": ZERO,
}


def store_figures(*, money: bool, now: datetime | None = None) -> dict:
    """StoreFiguresOut: `collected` only when `money`. One query for the figures, one for the designs
    short of their minimum when there are any, one for the cash-on-delivery stores' money when there
    are any and `money`."""
    soon = (now or timezone.now()) + SOON
    found = next(iter(_FIGURES.rows(soon=soon)), NONE_OPEN)
    collected = None
    if money:
        cod = next(iter(_COD_COLLECTED.rows()), {"s": ZERO})["s"] if found["cod_stores"] else ZERO
        collected = (found["prepaid"] + cod).quantize(Decimal("0.01"))
    rows = _SHORT.rows(soon=soon) if found["under_minimum"] else []
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
            for r in rows
        ],
    }
