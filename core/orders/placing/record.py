"""The one door by which an order comes to be, whichever way it came (the studio's Confirm Order, the
bag's checkout, a team's order, an accepted quote, a replacement for an exchange, the demo):

1. the order is stored, then its lines (each pointed at it);
2. what hangs on the lines is stored by the caller (`then`: a team's people, the editable design...);
3. the order is announced once to `settings.ORDER_FOLLOWERS` (its e-mail, due dates, stock...), as
   "placed" or as the change it came with (a replacement arrives confirmed);
4. the maintained totals move last, so their row locks are held briefly.

Call it inside the caller's transaction: a rolled-back order announces nothing and counts nothing.
(`manage.py seed_demo --orders N` writes its many orders in batches, counted per batch: core/orders/demo.)"""

from collections.abc import Callable, Iterable

from core.accounts.models import User
from core.orders.changes.followers import ChangeKind, OrderChange, order_change_announce
from core.orders.models import Order, OrderLine
from core.orders.totals.services import counted, order_totals_move


def order_record_placed(
    *,
    order: Order,
    lines: Iterable[OrderLine],
    actor: User | None,
    then: Callable[[list[OrderLine]], None] | None = None,
    change: OrderChange | None = None,
    announce: bool = True,
) -> list[OrderLine]:
    """Store `order` (not yet saved) and `lines`, run `then` on the stored lines, announce the order
    (`change`, by default "placed" by `actor`; `announce=False` only for the demo's history, which
    must not e-mail or reserve anything) and move the totals. Answers the stored lines."""
    order.save(force_insert=True)
    lines = list(lines)
    for line in lines:
        line.order = order
    stored = OrderLine.objects.bulk_create(lines)
    if then is not None:
        then(stored)
    if announce:
        order_change_announce(change or OrderChange(order=order, kind=ChangeKind.PLACED, actor=actor))
    order_totals_move(before=None, after=counted(order))
    return stored
