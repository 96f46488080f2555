"""The browser tests' payment gateway (scripts/test-shops.sh names it in SHOP_PAYMENT_GATEWAY): Razorpay's
adapter with its real signature checks and no HTTP (core/payments/tests/stand_in.py), its gateway order and
refund ids unique across the test shop's server processes (the stand-in counts within one process, and two
gunicorn workers would make the same id twice). The checkout itself is storefront/e2e/razorpay-stand-in.js."""

import uuid

from core.payments.port import RefundMade
from core.payments.tests.stand_in import StandInRazorpay


def _id(prefix: str) -> str:
    return f"{prefix}_E2e{uuid.uuid4().hex[:11]}"  # Razorpay's ids: a prefix and 14 characters


class E2eRazorpay(StandInRazorpay):
    def order_create(self, *, amount_paise: int, receipt: str, notes: dict[str, str]) -> str:
        return _id("order")

    def refund_create(self, *, payment_id: str, amount_paise: int, notes: dict[str, str]) -> RefundMade:
        return RefundMade(refund_id=_id("rfnd"), status="pending")
