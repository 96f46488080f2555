"""Reads for purchasing: suppliers, purchase orders, the shop's tax facts for a purchase, the
suggestion of what to buy, and the purchase register of a month."""

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from django.db.models import Exists, F, OuterRef, Prefetch, QuerySet, Subquery, Sum

from core.common.errors import ApplicationError
from core.invoices.models import InvoiceSettings, ProductTaxRule
from core.invoices.seed_values import DEFAULT_RULE
from core.orders.models import OrderLine, OrderStatus
from core.purchasing.models import PurchaseLine, PurchaseOrder, PurchaseStatus, Receipt, Supplier
from core.purchasing.tax import gst_rate_for
from core.stock.models import BlankItem

OPEN = (PurchaseStatus.DRAFT, PurchaseStatus.SENT, PurchaseStatus.PARTLY_RECEIVED)
MONTH = re.compile(r"^(20[0-9]{2})-(0[1-9]|1[0-2])$")
BAD_MONTH = "Choose a month (YYYY-MM)."
NO_SHOP = "Fill in the invoice settings (the shop's name, address, state, GSTIN) in the Django admin first."
SUGGESTION_LINES = 200


def suppliers() -> QuerySet[Supplier]:
    return Supplier.objects.prefetch_related("product_types")


def purchase_orders() -> QuerySet[PurchaseOrder]:
    """Purchase orders with their supplier (the list); `purchase_order_full` adds lines and receipts."""
    return PurchaseOrder.objects.select_related("supplier")


def purchase_order_full() -> QuerySet[PurchaseOrder]:
    lines = PurchaseLine.objects.select_related("item__product_type").order_by("id")
    return purchase_orders().prefetch_related(
        Prefetch("lines", queryset=lines), Prefetch("receipts", queryset=Receipt.objects.order_by("id"))
    )


def shop() -> InvoiceSettings:
    """The buyer on every purchase order: the shop as its invoices name it."""
    found = InvoiceSettings.objects.order_by("pk").first()
    if found is None:
        raise ApplicationError(NO_SHOP)
    return found


@dataclass(frozen=True)
class ItemTax:
    hsn: str
    gst_rate: Decimal


def item_tax(*, item: BlankItem, rate: Decimal, threshold: Decimal) -> ItemTax:
    """The HSN code and GST rate of a blank bought at `rate` a piece, from its type's invoice rule."""
    rule = ProductTaxRule.objects.filter(product_type_id=item.product_type_id).first()
    if rule is None:
        hsn, low, by_value, high, _ = DEFAULT_RULE
    else:
        hsn, low, by_value, high = rule.hsn, rule.rate, rule.by_value, rule.high_rate
    gst = gst_rate_for(
        rate=rate, low=low, high=high if by_value else None, threshold=threshold if by_value else None
    )
    return ItemTax(hsn=hsn, gst_rate=gst)


@dataclass(frozen=True)
class Suggested:
    item: BlankItem
    quantity: int
    rate: Decimal | None  # the last agreed with this supplier; None: never bought from it
    waiting: int  # pieces confirmed orders wait for
    available: int
    low_stock_at: int
    on_order: int  # still to come on open purchase orders


def _waiting_demand() -> dict[tuple, int]:
    """Pieces the confirmed orders waiting for blanks need, per (type, sleeve, colour, size); read
    through the partial index on waiting orders."""
    rows = (
        OrderLine.objects.filter(order__waiting_for_blanks=True, order__status=OrderStatus.CONFIRM)
        .values("order__product_type_id", "order__sleeve", "order__colour_name", "size")
        .annotate(pieces=Sum("quantity"))
    )
    demand: dict[tuple, int] = {}
    for r in rows:
        key = (r["order__product_type_id"], r["order__sleeve"], r["order__colour_name"].lower(), r["size"])
        demand[key] = demand.get(key, 0) + r["pieces"]
    return demand


def _on_order() -> dict[int, int]:
    """Pieces still to come per blank on the purchase orders not yet received or cancelled."""
    rows = (
        PurchaseLine.objects.filter(order__status__in=OPEN)
        .values("item_id")
        .annotate(to_come=Sum(F("quantity") - F("received")))
    )
    return {r["item_id"]: r["to_come"] or 0 for r in rows}


# The orders whose rates the shop agreed with the supplier: a draft is not agreed, a cancelled one
# was never paid.
AGREED = (PurchaseStatus.SENT, PurchaseStatus.PARTLY_RECEIVED, PurchaseStatus.RECEIVED)


def _last_rates(supplier: Supplier, item_ids: list[int]) -> dict[int, Decimal]:
    """The rate last agreed with `supplier` for each of these blanks (a blank never bought from it:
    none). One query: per blank, its lines newest first through the lines' (item, order) index, each
    line's order looked up by its key (supplier, status), until the first of this supplier's; never a
    walk of the purchase orders."""
    agreed = PurchaseOrder.objects.filter(pk=OuterRef("order_id"), supplier_id=supplier.pk, status__in=AGREED)
    last = (
        PurchaseLine.objects.filter(Exists(agreed), item_id=OuterRef("pk"))
        .order_by("-item_id", "-order_id")  # the index's own order: (item, order), walked backwards
        .values("rate")[:1]
    )
    rows = (
        BlankItem.objects.filter(pk__in=item_ids)
        .order_by()
        .annotate(last=Subquery(last))
        .values_list("pk", "last")
    )
    return {pk: rate for pk, rate in rows if rate is not None}


def purchase_suggestion(*, supplier: Supplier) -> list[Suggested]:
    """What to buy from `supplier`: for each blank of the types it sells (all, when it names none),
    the pieces the waiting confirmed orders need plus the low-stock threshold, less what is available
    and what is already on order: target = waiting + threshold; buy = target - available - on order."""
    demand = _waiting_demand()
    on_order = _on_order()
    items = BlankItem.objects.select_related("product_type").annotate(available_=F("on_hand") - F("reserved"))
    type_ids = list(supplier.product_types.values_list("pk", flat=True))
    if type_ids:
        items = items.filter(product_type_id__in=type_ids)
    found = []
    for item in items.order_by("product_type__position", "sleeve", "colour", "size", "id"):
        waiting = demand.get((item.product_type_id, item.sleeve, item.colour.lower(), item.size), 0)
        coming = on_order.get(item.pk, 0)
        quantity = waiting + item.low_stock_at - item.available_ - coming
        if quantity > 0 and (waiting or item.low_stock_at):
            found.append((item, quantity, waiting, coming))
        if len(found) >= SUGGESTION_LINES:
            break
    rates = _last_rates(supplier, [item.pk for item, *_ in found])
    return [
        Suggested(
            item=item,
            quantity=quantity,
            rate=rates.get(item.pk),
            waiting=waiting,
            available=item.available_,
            low_stock_at=item.low_stock_at,
            on_order=coming,
        )
        for item, quantity, waiting, coming in found
    ]


def month_bounds(month: str) -> tuple[date, date]:
    """The first day of "YYYY-MM" and the first day after it (ValueError when malformed)."""
    found = MONTH.match(month or "")
    if not found:
        raise ValueError(BAD_MONTH)
    year, number = int(found.group(1)), int(found.group(2))
    return date(year, number, 1), date(year + number // 12, number % 12 + 1, 1)


def register_receipts(*, month: str) -> QuerySet[Receipt]:
    """The purchase register of a month: every receipt whose supplier invoice is dated in it (the
    invoice date decides the month the input tax is taken in), oldest first; through its date index."""
    first, after = month_bounds(month)
    return (
        Receipt.objects.filter(supplier_invoice_date__gte=first, supplier_invoice_date__lt=after)
        .select_related("order__supplier")
        .order_by("supplier_invoice_date", "id")
    )
