"""Money in through a payment gateway: a gateway order for a shop order, the checkout's signed
callback, the gateway's signed webhooks, and the refund of a capture the shop cannot keep.

The order is paid only through its one door, `order_update` (history row, invoice, e-mail, totals),
and only once: the order's row is locked first, then the gateway payment's, in every path, so the
browser's callback and any number of webhooks for the same payment, in any order, pay it once.
A capture for an order that was cancelled meanwhile, or that another payment already paid, goes
back to its source through the gateway's refunds API. Each webhook event is stored once by its id:
a replay changes nothing."""

import hashlib
import json

from django.db import IntegrityError, transaction

from core.common.errors import ApplicationError, ErrorStatus, NotFound
from core.common.money import paise
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.changes.services import (
    online_amount,
    order_cod_to_prepaid,
    order_update,
    pay_now_open,
    turns_prepaid,
)
from core.orders.models import Order, OrderStatus, PaymentMethod, PaymentStatus
from core.payments.emails import payment_failed_email_queue
from core.payments.models import (
    GatewayEvent,
    GatewayPayment,
    GatewayPaymentStatus,
    GatewayRefund,
    RefundSource,
)
from core.payments.port import GatewayError, PaymentGateway, gateway
from core.payments.selectors import WHOLE, gateway_payment_kept, gateway_refunded_paise
from core.payments.services.refunds import REFUND_KINDS, gateway_refund_queue, refund_state_apply

NO_GATEWAY = "Paying online is not available. Please pay by UPI to the shop's UPI ID."
NOT_PAYABLE_COD = "This is a cash-on-delivery order: it is paid on delivery."
NOT_PAYABLE_BUSINESS = "A business order is paid from its payments page."
PAID_ALREADY = "This order is already paid."
CANCELLED = "This order is cancelled."
BAD_SIGNATURE = "The payment could not be verified."
UNKNOWN_PAYMENT = "This payment is not for an order of this shop."
GATEWAY_DOWN = "The payment gateway did not answer. Please try again in a minute."
BAD_EVENT = "The event cannot be read."
REFUND_TOO_MUCH = "This is more than is left of the online payment to refund."


def configured() -> PaymentGateway:
    found = gateway()
    if found is None:
        raise ApplicationError(NO_GATEWAY, status=ErrorStatus.CONFLICT)
    return found


def _payable_check(order: Order) -> None:
    if order.payment_method != PaymentMethod.UPI and not pay_now_open(order):
        raise ApplicationError(NOT_PAYABLE_COD, status=ErrorStatus.CONFLICT)
    if order.quote_number:
        raise ApplicationError(NOT_PAYABLE_BUSINESS, status=ErrorStatus.CONFLICT)
    if order.payment_status == PaymentStatus.PAID:
        raise ApplicationError(PAID_ALREADY, status=ErrorStatus.CONFLICT)
    if order.status == OrderStatus.CANCELLED:
        raise ApplicationError(CANCELLED, status=ErrorStatus.CONFLICT)


@transaction.atomic
def gateway_order_start(*, order: Order) -> GatewayPayment:
    """The gateway order that pays this order: the one already made for its amount while nothing
    was captured (paying again after a failed attempt), else a new one for the server's own total in
    paise, its receipt the order id."""
    found = configured()
    locked = Order.objects.select_for_update().get(pk=order.pk)
    _payable_check(locked)
    amount = paise(online_amount(locked))  # a COD order's "pay now and save": without its COD fee
    open_one = (
        GatewayPayment.objects.filter(order=locked, gateway=found.name, amount_paise=amount)
        .exclude(status=GatewayPaymentStatus.CAPTURED)
        .first()
    )
    if open_one is not None:
        return open_one
    notes = {"order_id": locked.order_id}
    try:
        gateway_order_id = found.order_create(amount_paise=amount, receipt=locked.order_id, notes=notes)
    except GatewayError:
        raise ApplicationError(GATEWAY_DOWN, status=ErrorStatus.CONFLICT) from None
    return GatewayPayment.objects.create(
        order=locked, gateway=found.name, gateway_order_id=gateway_order_id, amount_paise=amount
    )


def _refund(payment: GatewayPayment, payment_id: str, source: str) -> None:
    """Send a whole capture back to its source (once per gateway payment id), after the commit."""
    if GatewayRefund.objects.filter(gateway_payment_id=payment_id, source__in=WHOLE).exists():
        return
    gateway_refund_queue(
        payment=payment, payment_id=payment_id, amount_paise=payment.amount_paise, source=source
    )


def _capture(found: PaymentGateway, gateway_order_id: str, payment_id: str, method: str = "") -> bool:
    """A captured payment of a gateway order: the order paid, or the money sent back. Locks the
    order, then the gateway payment (the same order in every path). False: no such gateway order."""
    row = GatewayPayment.objects.filter(gateway=found.name, gateway_order_id=gateway_order_id).first()
    if row is None:
        return False
    order = Order.objects.select_for_update().get(pk=row.order_id)
    payment = GatewayPayment.objects.select_for_update().get(pk=row.pk)
    if payment.status == GatewayPaymentStatus.CAPTURED and payment.payment_id == payment_id:
        return True  # the callback and the webhook, or a second webhook: already done
    if payment.status == GatewayPaymentStatus.CAPTURED:
        _refund(payment, payment_id, RefundSource.PAID_TWICE)  # a second payment of one order
        return True
    payment.status, payment.payment_id = GatewayPaymentStatus.CAPTURED, payment_id
    payment.method = method or payment.method
    payment.save(update_fields=["status", "payment_id", "method", "updated_at"])
    if order.status == OrderStatus.CANCELLED:
        _refund(payment, payment_id, RefundSource.CANCELLED)
    elif order.payment_status == PaymentStatus.PAID:
        _refund(payment, payment_id, RefundSource.PAID_TWICE)  # paid meanwhile by UPI or another tab
    elif order.payment_method == PaymentMethod.COD and not turns_prepaid(order):
        _refund(payment, payment_id, RefundSource.SHIPPED)  # "pay now and save" paid after dispatch
    elif payment.amount_paise != paise(online_amount(order) or order.amount):
        _refund(payment, payment_id, RefundSource.OTHER_AMOUNT)  # a gateway order of an old total
    elif order.payment_method == PaymentMethod.COD:
        order_cod_to_prepaid(order=order, actor=None)  # paid before dispatch: prepaid, without the fee
    else:
        order_update(order=order, actor=None, payment_status=PaymentStatus.PAID)
    return True


@transaction.atomic
def gateway_callback_confirm(*, order: Order, fields: dict[str, str]) -> Order:
    """The hosted checkout's callback (its signed fields), for the order's own customer: the order
    paid once, whatever the webhooks did before or do after."""
    found = configured()
    if not found.callback_verified(fields):
        raise ApplicationError(BAD_SIGNATURE, errors={"razorpay_signature": [BAD_SIGNATURE]})
    gateway_order_id = fields["razorpay_order_id"]
    row = GatewayPayment.objects.filter(gateway=found.name, gateway_order_id=gateway_order_id).first()
    if row is None or row.order_id != order.pk:
        raise NotFound(UNKNOWN_PAYMENT)
    _capture(found, gateway_order_id, fields["razorpay_payment_id"])
    return Order.objects.get(pk=row.order_id)


def _failed(found: PaymentGateway, gateway_order_id: str, payment_id: str) -> bool:
    """A failed attempt: the order stays unpaid and payable; a capture, earlier or later, wins. The
    customer is e-mailed a link to try again (once per failed attempt), unless the order is paid or
    no longer to pay online."""
    row = GatewayPayment.objects.filter(gateway=found.name, gateway_order_id=gateway_order_id).first()
    if row is None:
        return False
    order = Order.objects.select_for_update().get(pk=row.order_id)
    GatewayPayment.objects.filter(pk=row.pk, status=GatewayPaymentStatus.CREATED).update(
        status=GatewayPaymentStatus.FAILED
    )
    captured = GatewayPayment.objects.filter(order=order, status=GatewayPaymentStatus.CAPTURED).exists()
    amount = None if captured else online_amount(order)
    if amount is not None:
        payment_failed_email_queue(order=order, attempt_id=payment_id or gateway_order_id, amount=amount)
    return True


@transaction.atomic
def gateway_event_apply(*, gateway_name: str, raw_body: bytes, signature: str, event_id: str) -> GatewayEvent:
    """A webhook from the gateway: its signature checked over the raw body (else 400, nothing
    written), stored once by its event id (a replay returns the stored event and changes nothing),
    then applied: a capture pays the order, a failure leaves it payable, a refund's state follows."""
    found = gateway()
    if found is None or found.name != gateway_name:
        raise NotFound("No such payment gateway.")
    if not found.webhook_verified(raw_body=raw_body, signature=signature):
        raise ApplicationError(BAD_SIGNATURE, errors={"signature": [BAD_SIGNATURE]})
    try:
        read = found.event_read(raw_body)
        payload = json.loads(raw_body)
    except ValueError:
        raise ApplicationError(BAD_EVENT) from None
    event_id = event_id or "sha256:" + hashlib.sha256(raw_body).hexdigest()
    stored = GatewayEvent.objects.filter(gateway=found.name, event_id=event_id).first()
    if stored is not None:
        return stored
    try:
        with transaction.atomic():
            event = GatewayEvent.objects.create(
                gateway=found.name,
                event_id=event_id[:100],
                type=read.event_type[:60],
                payload=payload,
                subject=(read.refund_id or read.gateway_order_id)[:64],
            )
    except IntegrityError:  # the same event, stored by a delivery running beside this one
        return GatewayEvent.objects.get(gateway=found.name, event_id=event_id[:100])
    applied = False
    if read.kind == "captured":
        applied = _capture(found, read.gateway_order_id, read.payment_id, read.method)
    elif read.kind == "failed":
        applied = _failed(found, read.gateway_order_id, read.payment_id)
    elif read.kind in REFUND_KINDS:
        applied = refund_state_apply(read.refund_id, REFUND_KINDS[read.kind])
    if applied:
        GatewayEvent.objects.filter(pk=event.pk).update(applied=True)
        event.applied = True
    return event


def gateway_refunds_to_source(order: Order) -> bool:
    """Whether a refund of this order goes back through the gateway that paid it (the gateway is
    still the shop's); else the team refunds by UPI and records the UTR."""
    found = gateway()  # first: without a gateway, not a query
    if found is None:
        return False
    kept = gateway_payment_kept(order)
    return kept is not None and found.name == kept.gateway


@transaction.atomic
def gateway_refund_create(
    *, order: Order, amount_paise: int, reason: str, credit_note_number: str = ""
) -> GatewayRefund | None:
    """Refund part of what the gateway paid for this order to its source (a return's refund, its
    credit note `credit_note_number`): recorded pending, asked of the gateway after the commit. None
    when the order was not paid through the gateway (the team refunds by UPI with a UTR)."""
    kept = gateway_payment_kept(order)
    found = gateway()
    if kept is None or found is None or found.name != kept.gateway:
        return None
    done = gateway_refunded_paise(kept)
    if not 0 < amount_paise <= kept.amount_paise - done:
        raise ApplicationError(REFUND_TOO_MUCH, errors={"amount": [REFUND_TOO_MUCH]})
    return gateway_refund_queue(
        payment=kept, payment_id=kept.payment_id, amount_paise=amount_paise, source=RefundSource.RETURN,
        credit_note_number=credit_note_number,
    )  # fmt: skip


def gateway_cancel_follow(change: OrderChange) -> None:
    """An order follower (settings.ORDER_FOLLOWERS): a paid order the gateway paid, cancelled, gets
    what is left of that payment back to its source (the credit note is the invoices' follower's),
    asked of the gateway after the cancellation commits; a refusal leaves the refund failed, for
    Accounts to ask again or pay by bank transfer."""
    order = change.order
    if (
        not change.became(ChangeKind.STATUS, OrderStatus.CANCELLED)
        or order.payment_status != PaymentStatus.PAID
    ):
        return
    if not gateway_refunds_to_source(order):
        return
    kept = gateway_payment_kept(order)
    left = kept.amount_paise - gateway_refunded_paise(kept)
    if left > 0:
        gateway_refund_queue(
            payment=kept, payment_id=kept.payment_id, amount_paise=left, source=RefundSource.CANCELLED
        )
