"""Razorpay with its signatures as they are and no HTTP: the access table and the API fuzzing pay
through it (core/payments/tests/test_*.py answer the SDK's own HTTP with `responses` instead)."""

import hashlib
import hmac
import itertools

from core.payments.port import RefundMade
from core.payments.razorpay import RazorpayGateway

KEY_ID = "rzp_test_1DP5mmOlF5G5ag"
KEY_SECRET = "test-key-secret"
WEBHOOK_SECRET = "test-webhook-secret"
_numbers = itertools.count(1)


def gateway_settings(settings, dotted: str = "core.payments.tests.stand_in.StandInRazorpay") -> None:
    settings.SHOP_PAYMENT_GATEWAY = dotted
    settings.SHOP_RAZORPAY_KEY_ID = KEY_ID
    settings.SHOP_RAZORPAY_KEY_SECRET = KEY_SECRET
    settings.SHOP_RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET


def hmac_hex(secret: str, message: bytes) -> str:
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


def callback_fields(gateway_order_id: str, payment_id: str) -> dict[str, str]:
    """The checkout's callback, signed as Razorpay documents: HMAC(key secret, order_id|payment_id)."""
    signature = hmac_hex(KEY_SECRET, f"{gateway_order_id}|{payment_id}".encode())
    return {
        "razorpay_order_id": gateway_order_id,
        "razorpay_payment_id": payment_id,
        "razorpay_signature": signature,
    }


class StandInRazorpay(RazorpayGateway):
    def order_create(self, *, amount_paise: int, receipt: str, notes: dict[str, str]) -> str:
        return f"order_StandIn{next(_numbers):08d}"

    def refund_create(self, *, payment_id: str, amount_paise: int, notes: dict[str, str]) -> RefundMade:
        return RefundMade(refund_id=f"rfnd_StandIn{next(_numbers):08d}", status="pending")
