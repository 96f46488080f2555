"""The cost sources: each is a callable named by its dotted path in `settings.ORDER_COST_SOURCES`,
given a batch of orders (a list, each with its product type and shipment read) and answering the cost
lines it knows for them:

    def source(orders: list[Order]) -> Iterable[CostLineIn]

A line is `CostLineIn(order_id=<Order.pk>, kind=<a CostKind value>, amount=<Decimal rupees, excl. GST>,
source=<where the amount came from, for a person: a PO number, a rate, an AWB, a credit note>)`.
A source reads; it never writes (the margins service stores what the sources answer). A new source
(the gateway's fee, the losses of returns to origin) is one more line in the setting."""

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings
from django.utils.module_loading import import_string

from core.common.money import rupees
from core.margins.models import CostKind
from core.orders.models import Order


@dataclass(frozen=True)
class CostLineIn:
    order_id: int
    kind: str
    amount: Decimal
    source: str


def cost_sources() -> list:
    return [import_string(path) for path in settings.ORDER_COST_SOURCES]


def costs_of(orders: list[Order]) -> list[CostLineIn]:
    """Every source's lines for `orders`, amounts to two places; zero lines are kept (they say why)."""
    found: list[CostLineIn] = []
    for source in cost_sources():
        for line in source(orders) or ():
            if line.kind not in CostKind.values:  # a source's mistake, not the shop's data
                raise ValueError(f"{source.__name__} answered an unknown cost kind {line.kind!r}.")
            found.append(
                CostLineIn(
                    order_id=line.order_id,
                    kind=str(line.kind),
                    amount=rupees(line.amount),
                    source=str(line.source)[:200],
                )
            )
    return found


def ordered(orders: Iterable[Order]) -> dict[int, Order]:
    return {order.pk: order for order in orders}
