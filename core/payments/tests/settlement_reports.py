"""Test helpers: Razorpay settlement recon reports as the Dashboard exports them (rupees; `fee` with
its GST, `tax` the GST in it), and orders paid through the gateway."""

import base64
import io
import itertools
from dataclasses import dataclass, field
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal

from django.utils import timezone
from openpyxl import Workbook

from core.common.money import paise
from core.orders.models import PaymentStatus
from core.orders.tests.factories import OrderFactory
from core.payments.models import GatewayPayment, GatewayPaymentStatus, GatewayRefund, RefundSource

COLUMNS = (
    "entity_id", "type", "debit", "credit", "amount", "currency", "fee", "tax", "on_hold", "settled",
    "created_at", "settled_at", "settlement_id", "posted_at", "credit_type", "description", "notes",
    "payment_id", "settlement_utr", "order_id", "order_receipt", "method", "card_network",
    "card_issuer", "card_type", "dispute_id",
)  # fmt: skip
SETTLEMENT, UTR = "setl_DGlQ1Rj8os78Ec", "KKBKH26333000001"
SETTLED_AT = "2026-11-20 10:05:00"
_numbers = itertools.count(1)


def gst(fee: Decimal) -> Decimal:
    return (fee * Decimal("0.18")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


@dataclass
class Row:
    entity_id: str
    kind: str = "payment"
    amount: Decimal = Decimal("1077.00")
    fee: Decimal = Decimal("0")  # without GST
    order_id: str = ""
    receipt: str = ""
    settlement_id: str = SETTLEMENT
    utr: str = UTR
    settled: bool = True
    extra: dict = field(default_factory=dict)

    def cells(self) -> dict:
        tax = gst(self.fee)
        whole = self.fee + tax
        out = self.kind == "refund"
        net = self.amount - whole
        return {
            "entity_id": self.entity_id, "type": self.kind, "amount": f"{self.amount:.2f}",
            "debit": f"{self.amount:.2f}" if out else "0", "credit": "0" if out else f"{net:.2f}",
            "currency": "INR", "fee": f"{whole:.2f}", "tax": f"{tax:.2f}", "on_hold": "0",
            "settled": "1" if self.settled else "0", "created_at": "2026-11-18 12:00:00",
            "settled_at": SETTLED_AT if self.settled else "", "posted_at": "",
            "settlement_id": self.settlement_id if self.settled else "", "credit_type": "default",
            "settlement_utr": self.utr if self.settled else "", "order_id": self.order_id,
            "order_receipt": self.receipt, "method": "upi", **self.extra,
        }  # fmt: skip


def report_csv(rows: list[Row], columns=COLUMNS) -> bytes:
    lines = [",".join(columns)]
    for row in rows:
        cells = row.cells()
        lines.append(",".join(str(cells.get(name, "")) for name in columns))
    return ("\n".join(lines) + "\n").encode()


def report_xlsx(rows: list[Row]) -> bytes:
    book = Workbook()
    sheet = book.active
    sheet.append(list(COLUMNS))
    for row in rows:
        cells = row.cells()
        sheet.append([cells.get(name, "") for name in COLUMNS])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def paid_order(amount: Decimal = Decimal("1077.00"), days_ago: int = 5) -> GatewayPayment:
    """An order paid through the gateway `days_ago` days ago: its captured GatewayPayment."""
    n = next(_numbers)
    order = OrderFactory(payment_method="upi", payment_status=PaymentStatus.PAID, amount=amount)
    return GatewayPayment.objects.create(
        order=order, gateway="razorpay", gateway_order_id=f"order_T{n:012d}", payment_id=f"pay_T{n:012d}",
        amount_paise=paise(amount), status=GatewayPaymentStatus.CAPTURED, method="upi",
        created_at=timezone.now() - timedelta(days=days_ago),
    )  # fmt: skip


def refund_of(payment: GatewayPayment, amount: Decimal) -> GatewayRefund:
    n = next(_numbers)
    return GatewayRefund.objects.create(
        payment=payment, gateway_payment_id=payment.payment_id, refund_id=f"rfnd_T{n:012d}",
        amount_paise=paise(amount), source=RefundSource.RETURN,
    )  # fmt: skip


def row_of(payment: GatewayPayment, fee_rate: str = "2", **kwargs) -> Row:
    amount = Decimal(payment.amount_paise) / 100
    fee = (amount * Decimal(fee_rate) / 100).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return Row(payment.payment_id, amount=amount, fee=fee, order_id=payment.gateway_order_id,
               receipt=payment.order.order_id, **kwargs)  # fmt: skip
