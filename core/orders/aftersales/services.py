"""What happens to an order after it was delivered and something comes back (core.returns calls these):
money refunded for returned items, and a replacement order for an exchange.

Both keep the maintained totals (core/orders/totals) in the same transaction: a refund adds to the
order's `refunded` (OrderTally.refunded_paise), a replacement is a new order of amount 0.
"""

from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.common.money import rupees
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.changes.services import order_record_placed
from core.orders.models import SHIP_TO, Order, OrderEvent, OrderLine, OrderStatus, PaymentStatus
from core.orders.totals.services import counted, order_totals_move
from core.reorders.services import order_design_copy

# copied from the original order to its replacement: the same print (the front and back files, and
# the editable design below), the same product and address
COPIED = (
    "customer_id",
    "payment_method",
    "product_type_id",
    "sleeve",
    "catalogue_item_id",
    "colour_name",
    "colour_hex",
    "front_image",
    "back_image",
    "front_thumbnail",
    "back_thumbnail",
    *SHIP_TO,
)


@dataclass(frozen=True)
class ReplacementLine:
    line: OrderLine  # the original order's line
    size: str  # the size sent instead
    quantity: int


@transaction.atomic
def order_refund_add(*, order: Order, amount: Decimal) -> Order:
    """Record `amount` going back to the customer of `order`: never more, in all, than its amount."""
    amount = rupees(amount)
    locked = Order.objects.select_for_update().get(pk=order.pk)
    if amount <= 0:
        raise FieldErrors.single("amount", "A refund is more than Rs 0.")
    if locked.refunded + amount > locked.amount:
        left = locked.amount - locked.refunded
        raise FieldErrors.single("amount", f"At most Rs {left} of order {locked.order_id} can be refunded.")
    before = counted(locked)
    locked.refunded = locked.refunded + amount
    locked.save(update_fields=["refunded"])
    order_totals_move(before=before, after=counted(locked))
    return locked


@transaction.atomic
def order_replacement_create(
    *, original: Order, lines: list[ReplacementLine], actor: User | None, note: str
) -> Order:
    """A new order at no charge (amount 0, nothing due) with the same print, product and address,
    straight in the confirm column: the print floor makes `lines` again in their new sizes, each
    with its original line's design (catalogue item, or the order's own print files and editable
    design). It names the order it replaces (`replacement_of`); its confirmation is announced like
    any other (the delivery challan it moves under, not a tax invoice: core/invoices; the e-mail)."""
    if not lines:
        raise FieldErrors.single("lines", "A replacement needs at least one line.")
    order = Order(
        **{name: getattr(original, name) for name in COPIED},
        status=OrderStatus.CONFIRM,
        payment_status=PaymentStatus.PAID,  # nothing to pay
        replacement_of=original,
        instructions=note,
        subtotal=Decimal("0"),
        amount=Decimal("0"),
    )

    def then(_lines: list[OrderLine]) -> None:
        order_design_copy(source=original, order=order)
        OrderEvent.objects.create(
            order=order,
            kind=OrderEvent.Kind.STATUS,
            from_value=OrderStatus.PENDING,
            to_value=OrderStatus.CONFIRM,
            actor=actor,
        )

    order_record_placed(
        order=order,
        lines=(
            OrderLine(
                size=item.size,
                quantity=item.quantity,
                unit_price=Decimal("0"),
                catalogue_item_id=item.line.catalogue_item_id,
            )
            for item in lines
        ),
        actor=actor,
        then=then,
        # it arrives confirmed: announced as the move to confirm, which its followers act on
        change=OrderChange(
            order=order, kind=ChangeKind.STATUS, old=OrderStatus.PENDING, new=OrderStatus.CONFIRM, actor=actor
        ),
    )
    return order
