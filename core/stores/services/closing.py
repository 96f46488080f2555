"""The store's close: at its closing time (a task queued when the store was made or extended) or
early by the desk. It takes the store's row lock, the one a buyer's order takes while it is stored
(buying.py), so every order is either in the close or refused after it.

Then, in the same transaction, each order is moved through the orders' one door, `order_update`,
whose followers do the rest:
- an order neither paid nor cash on delivery is cancelled (its stock released);
- a design whose counted pieces reach its minimum, or that the desk chose to print anyway, becomes
  one batch: each order confirmed (its blanks reserved per size and colour, its invoice, its e-mail)
  and planned on one print day (core/planning), its buyers' print files drawn by a task after the
  close (services/batch_files.py);
- a design under its minimum is refunded: each order cancelled, so the invoice gets its credit note
  (Section 34 CGST Act), a gateway payment goes back to its source (core/payments), and the buyer
  gets one e-mail saying why and how the money comes back (core/stores/emails.py); a payment by
  hand is recorded to refund by UPI, Accounts keep its UTR."""

from datetime import date

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.common.models import AuditAction
from core.common.services import audit_record
from core.jobs.start import start
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderStatus, PaymentStatus
from core.payments.models import GatewayPayment, GatewayPaymentStatus
from core.planning.services import order_print_day_set
from core.stores.emails import store_refund_email_queue
from core.stores.models import (
    Outcome,
    RefundWay,
    Store,
    StoreBatch,
    StoreDesign,
    StoreOrder,
    StoreRefund,
    StoreStatus,
)
from core.stores.rules import prints
from core.stores.services.following import counts

FILES_TASK = "core.stores.tasks.store_batch_files_task"  # by path: the task module imports this one
UTR_BAD = "Enter the UPI transfer's UTR (6 to 40 letters or digits)."


def _batch(design: StoreDesign, orders: list[Order], actor: User | None) -> None:
    for order in orders:
        order_update(order=order, actor=actor, status=OrderStatus.CONFIRM)
    today = timezone.localdate()
    planned = [o.print_on for o in Order.objects.filter(pk__in=[o.pk for o in orders]) if o.print_on]
    day: date = max([today, *planned])
    for order in orders:
        order_print_day_set(order=order, print_on=day, actor=actor)
    batch = StoreBatch.objects.create(design=design, store=design.store, print_on=day, pieces=len(orders))
    start(FILES_TASK, batch_id=batch.pk)  # each buyer's print file, drawn after the close commits
    design.outcome = Outcome.BATCH


def _refund(design: StoreDesign, orders: list[Order], actor: User | None) -> None:
    for order in orders:
        paid = order.payment_status == PaymentStatus.PAID
        captured = GatewayPayment.objects.filter(order=order, status=GatewayPaymentStatus.CAPTURED).exists()
        way = (RefundWay.GATEWAY if captured else RefundWay.UPI) if paid else ""
        # the buyer's one e-mail, in the cancel e-mail's place: why, and how the money comes back
        store_refund_email_queue(order=order, design=design, way=way, ordered=len(orders))
        order_update(order=order, actor=actor, status=OrderStatus.CANCELLED)
        if paid:
            StoreRefund.objects.create(order=order, store=design.store, amount=order.amount, way=way)
    design.outcome = Outcome.REFUNDED


@transaction.atomic
def store_close(*, store_id: int, actor: User | None = None, early: bool = False) -> Store | None:
    """Close the store if it is due (or `early`, the desk's "Close now"); None when it is not due
    (it was extended: its own task closes it) or closed already."""
    store = Store.objects.select_for_update().get(pk=store_id)
    now = timezone.now()
    if store.status != StoreStatus.OPEN or (not early and now < store.closes_at):
        return None
    store.status, store.closed_at = StoreStatus.CLOSED, now
    if early and now < store.closes_at:
        store.closes_at = now
    store.save(update_fields=["status", "closed_at", "closes_at"])
    rows = StoreOrder.objects.filter(store=store).select_related("order").order_by("created_at", "id")
    by_design: dict[int, list[Order]] = {}
    for row in rows:
        order = row.order
        if order.status == OrderStatus.CANCELLED:
            continue
        if not counts(order):
            order_update(order=order, actor=actor, status=OrderStatus.CANCELLED)
            continue
        by_design.setdefault(row.design_id, []).append(order)
    for design in store.designs.all():
        orders = by_design.get(design.pk, [])
        if orders and prints(ordered=len(orders), minimum=design.minimum, print_anyway=design.print_anyway):
            _batch(design, orders, actor)
        else:
            _refund(design, orders, actor)
        StoreDesign.objects.filter(pk=design.pk).update(outcome=design.outcome)
    audit_record(actor=actor, action=AuditAction.SETTINGS, target=f"Store {store.slug}", after="closed")
    return store


@transaction.atomic
def store_refund_utr_record(*, refund: StoreRefund, utr: str, actor: User | None) -> StoreRefund:
    """Accounts paid a refund by UPI transfer: its UTR kept, in the audit trail."""
    text = "".join((utr or "").split())
    if not (6 <= len(text) <= 40 and text.isalnum()):
        raise FieldErrors.single("utr", UTR_BAD)
    locked = StoreRefund.objects.select_for_update().get(pk=refund.pk)
    locked.utr = text
    locked.save(update_fields=["utr"])
    audit_record(
        actor=actor, action=AuditAction.PAYMENT, target=f"Store refund {locked.order_id}", after=f"UTR {text}"
    )
    return locked
