"""An accepted quote sold as a campaign store instead (core/stores makes the store and calls here):
the business order its acceptance made must not stay on the board as a second order for the same
goods.

Readings (the shop's own):
- The order is cancelled (its reserved blanks released by the cancel's followers, core/stock) when
  nothing has started on it: not paid (no payment, no advance received, nothing tendered) and not
  in production (pending, or confirmed and waiting in the print queue with its blanks reserved;
  printed, shipped or delivered is past that).
- A paid or started order is the customer's: the store is refused, by name, and the desk settles
  the order first (cancel and refund it, or sell the goods as the order).
- The reason is an internal note on the order ("Sold as store <title>"); the quote keeps the store
  it became, shown on the quote's row."""

from django.db import transaction

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus, PaymentStatus
from core.orders.notes.models import OrderNote
from core.quotes.models import Quote
from core.receivables.models import Receivable

SOLD_AS = "Sold as store {title}"
ORDER_PAID = (
    "Quote {number}'s order {order_id} is paid: settle that order (cancel and refund it) before "
    "selling the quote as a store."
)
ORDER_STARTED = "Quote {number}'s order {order_id} is in production: it cannot be sold as a store as well."


def _paid(order: Order) -> bool:
    if order.payment_status == PaymentStatus.PAID or order.tendered > 0:
        return True
    return Receivable.objects.filter(order=order, received__gt=0).exists()


def _started(order: Order) -> bool:
    return order.status in (OrderStatus.SHIPPED, OrderStatus.DELIVERED) or order.printed_at is not None


def quote_store_problem(quote: Quote) -> str | None:
    """Why `quote` cannot be sold as a store (its order paid or in production), or None."""
    order = quote.order
    if order is None or order.status == OrderStatus.CANCELLED:
        return None
    if _paid(order):
        return ORDER_PAID.format(number=quote.number, order_id=order.order_id)
    if _started(order):
        return ORDER_STARTED.format(number=quote.number, order_id=order.order_id)
    return None


@transaction.atomic
def quote_sold_as_store(*, quote: Quote, store_title: str, store_slug: str, actor: User | None) -> Quote:
    """Cancel the quote's unpaid, not started order with the reason noted, and keep on the quote the
    store it first became; refused (409, under quote_number) when that order is paid or in production."""
    locked = Quote.objects.select_for_update().get(pk=quote.pk)
    order = Order.objects.select_for_update().get(pk=locked.order_id) if locked.order_id else None
    locked.order = order
    if problem := quote_store_problem(locked):
        raise ApplicationError(problem, status=ErrorStatus.CONFLICT, errors={"quote_number": [problem]})
    if order is not None and order.status != OrderStatus.CANCELLED:
        order_update(order=order, actor=actor, status=OrderStatus.CANCELLED)
        OrderNote.objects.create(order=order, author=actor, text=SOLD_AS.format(title=store_title)[:2000])
    if not locked.store_slug:  # the store it was first sold as (a duplicate's draft keeps the quote)
        locked.store_title = store_title[:80]
        locked.store_slug = store_slug[:40]
        locked.save(update_fields=["store_title", "store_slug"])
    return locked
