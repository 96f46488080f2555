"""A business order's payments for its customer, on their order page: the advance asked and received,
the balance and when it is due, and the UPI link of what is asked now. The order's owner only (the
team reads the same in the back office's Payments section)."""

from datetime import date
from decimal import Decimal

from django.conf import settings
from django.http import HttpRequest
from ninja import Router, Schema

from core.common.auth import customer_session
from core.common.money import Money
from core.common.schemas import WITH_404
from core.orders.placing.upi import upi_link
from core.receivables import selectors
from core.receivables.models import PaymentKind, ReceivableState

router = Router(tags=["payments"])


class ReceivedOut(Schema):
    kind: PaymentKind
    amount: Money
    received_on: date
    utr: str


class MyOrderPaymentsOut(Schema):
    order_id: str
    quote_number: str
    state: ReceivableState
    total: Money
    advance_percent: Decimal
    advance: Money
    received: Money
    balance: Money
    asked: Money  # what to pay now: the rest of the advance, else the balance; 0 when nothing is due
    terms_days: int  # 0: the balance before dispatch; 15 or 30: that many days after dispatch
    dispatch_by: date
    due_on: date | None
    upi_id: str
    upi_link: str | None  # a upi://pay link of the amount asked now
    payments: list[ReceivedOut]


@router.get("{order_id}/payments/", auth=customer_session, response={200: MyOrderPaymentsOut, **WITH_404})
def my_order_payments(request: HttpRequest, order_id: str):
    """My business order's advance, what I paid, and the balance due (and when)."""
    order, receivable, payments = selectors.customer_order_payments(user=request.auth, order_id=order_id)
    asked = receivable.asked
    return {
        "order_id": order.order_id, "quote_number": receivable.quote_number, "state": receivable.state,
        "total": receivable.total, "advance_percent": receivable.advance_percent,
        "advance": receivable.advance, "received": receivable.received, "balance": receivable.balance,
        "asked": asked, "terms_days": receivable.terms_days, "dispatch_by": receivable.dispatch_by,
        "due_on": receivable.due_on, "upi_id": settings.SHOP_UPI_ID,
        "upi_link": upi_link(order=order, amount=asked) if asked > 0 else None,
        "payments": [
            {"kind": p.kind, "amount": p.amount, "received_on": p.received_on, "utr": p.utr} for p in payments
        ],
    }  # fmt: skip
