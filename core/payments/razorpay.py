"""The Razorpay adapter of the payment port, through Razorpay's official SDK (`razorpay` on PyPI).

Keys from the environment: SHOP_RAZORPAY_KEY_ID, SHOP_RAZORPAY_KEY_SECRET (the API keys) and
SHOP_RAZORPAY_WEBHOOK_SECRET (the secret set on the dashboard's webhook). Signatures as Razorpay
documents them (https://razorpay.com/docs/payments/server-integration/python/, "Verify Payment
Signature"; https://razorpay.com/docs/webhooks/validate-test/): the checkout's callback is
HMAC-SHA256(key secret, order_id + "|" + payment_id), hex; a webhook is HMAC-SHA256(webhook secret,
raw body), hex, in the X-Razorpay-Signature header. Payload shapes: docs/payments.md."""

import json

import razorpay
import requests
from django.conf import settings
from razorpay.errors import BadRequestError, ServerError, SignatureVerificationError
from razorpay.errors import GatewayError as SdkGatewayError

from core.payments.port import GatewayError, GatewayEventRead, RefundMade

CALLBACK_FIELDS = ("razorpay_order_id", "razorpay_payment_id", "razorpay_signature")
KINDS = {
    "payment.captured": "captured",
    "order.paid": "captured",
    "payment.failed": "failed",
    "refund.processed": "refund_processed",
    "refund.failed": "refund_failed",
}
# Razorpay's refund states (API reference, Refunds: pending, processed, failed) are the shop's own
SDK_FAILURES = (BadRequestError, ServerError, SdkGatewayError, requests.RequestException, KeyError)


class RazorpayGateway:
    name = "razorpay"
    currency = "INR"
    signature_header = "X-Razorpay-Signature"
    event_id_header = "X-Razorpay-Event-Id"

    def __init__(self) -> None:
        self.key_id = settings.SHOP_RAZORPAY_KEY_ID
        self._secret = settings.SHOP_RAZORPAY_KEY_SECRET
        self._webhook_secret = settings.SHOP_RAZORPAY_WEBHOOK_SECRET
        self.client = razorpay.Client(auth=(self.key_id, self._secret))

    def order_create(self, *, amount_paise: int, receipt: str, notes: dict[str, str]) -> str:
        data = {"amount": amount_paise, "currency": self.currency, "receipt": receipt, "notes": notes}
        try:
            return str(self.client.order.create(data=data)["id"])
        except SDK_FAILURES as exc:
            raise GatewayError(str(exc)) from exc

    def callback_verified(self, fields: dict[str, str]) -> bool:
        # the SDK compares with hmac.compare_digest, which raises on a str that is not ASCII
        if not all(isinstance(fields.get(name), str) and fields[name].isascii() for name in CALLBACK_FIELDS):
            return False
        if not all(fields[name] for name in CALLBACK_FIELDS):
            return False
        try:
            return bool(self.client.utility.verify_payment_signature({k: fields[k] for k in CALLBACK_FIELDS}))
        except SignatureVerificationError:
            return False

    def webhook_verified(self, *, raw_body: bytes, signature: str) -> bool:
        if not self._webhook_secret or not signature or not signature.isascii():
            return False
        try:
            body = raw_body.decode("utf-8")
            return bool(self.client.utility.verify_webhook_signature(body, signature, self._webhook_secret))
        except (SignatureVerificationError, UnicodeDecodeError):
            return False

    def event_read(self, raw_body: bytes) -> GatewayEventRead:
        try:
            data = json.loads(raw_body)
            event_type = str(data["event"])
            payload = data.get("payload") or {}
            payment = (payload.get("payment") or {}).get("entity") or {}
            refund = (payload.get("refund") or {}).get("entity") or {}
            return GatewayEventRead(
                event_type=event_type,
                kind=KINDS.get(event_type, ""),
                gateway_order_id=str(payment.get("order_id") or ""),
                payment_id=str(payment.get("id") or refund.get("payment_id") or ""),
                amount_paise=int(payment.get("amount") or 0),
                method=str(payment.get("method") or ""),
                refund_id=str(refund.get("id") or ""),
            )
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise ValueError("The event cannot be read.") from exc

    def refund_create(self, *, payment_id: str, amount_paise: int, notes: dict[str, str]) -> RefundMade:
        # Refunds API: POST /v1/payments/:id/refund {amount, speed, notes, receipt}
        try:
            made = self.client.payment.refund(payment_id, {"amount": amount_paise, "notes": notes})
        except SDK_FAILURES as exc:
            raise GatewayError(str(exc)) from exc
        return RefundMade(refund_id=str(made["id"]), status=str(made.get("status") or "pending"))
