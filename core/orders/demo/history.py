"""The demo orders' history: the status and payment changes that took each order where it is, as
order_update would have written them (OrderEvent rows by the admin team), so timelines, the order
page's history and anything counting changes see a shop that got there the usual way."""

from datetime import datetime, timedelta

from core.orders.models import OrderEvent, OrderStatus, PaymentStatus

P, C, S, D, X = (s.value for s in OrderStatus)
STEPS = {P: [], C: [(P, C)], S: [(P, C), (C, S)], D: [(P, C), (C, S), (S, D)], X: [(P, X)]}
STATUS, PAYMENT = OrderEvent.Kind.STATUS.value, OrderEvent.Kind.PAYMENT.value
UNPAID, PAID = PaymentStatus.UNPAID.value, PaymentStatus.PAID.value
COLUMNS = ("id", "order_id", "kind", "from_value", "to_value", "actor_id", "created_at")


def events(
    order_pk: int, status: str, paid: bool, created: datetime, now: datetime, actor_id: int, next_pk: int
) -> list[tuple]:
    """The order's history rows (ids from next_pk): each step a while after the one before, the
    payment with the delivery (or soon after placing when it was paid online)."""
    steps = STEPS[status]
    gap = min((now - created) / (len(steps) + 2), timedelta(days=1))
    rows = []
    when = created
    for old, new in steps:
        when = when + gap
        rows.append((next_pk + len(rows), order_pk, STATUS, old, new, actor_id, when))
    if paid:
        at = when if status == D else created + gap / 2
        rows.append((next_pk + len(rows), order_pk, PAYMENT, UNPAID, PAID, actor_id, at))
    return rows


def shipping_days(rows: list[tuple]) -> tuple[datetime, datetime | None] | None:
    """When the order was shipped and delivered, by its history rows (None: never shipped)."""
    when = {row[4]: row[6] for row in rows if row[2] == STATUS}
    return (when[S], when.get(D)) if S in when else None
