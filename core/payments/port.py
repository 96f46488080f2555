"""The shop's payment port: what the shop asks of any payment gateway, in the shop's own words.

One adapter per provider (core/payments/razorpay.py first), named by the setting
SHOP_PAYMENT_GATEWAY (a dotted path; "" = none: the UPI QR and the bank statement, core/banking).
Amounts cross in whole paise, as the server computed them (core/common/money.py `paise`)."""

from dataclasses import dataclass
from typing import Protocol

from django.conf import settings
from django.utils.module_loading import import_string


@dataclass(frozen=True)
class GatewayEventRead:
    """A webhook event, as the shop reads it. Empty strings and 0 where the event says nothing."""

    event_type: str  # the gateway's name for it: payment.captured, refund.processed...
    kind: str  # the shop's: "captured", "failed", "refund_processed", "refund_failed", "" (other)
    gateway_order_id: str = ""
    payment_id: str = ""
    amount_paise: int = 0
    method: str = ""
    refund_id: str = ""


@dataclass(frozen=True)
class RefundMade:
    refund_id: str
    status: str  # pending, processed, failed (GatewayRefundStatus)


class GatewayError(Exception):
    """The gateway refused or did not answer."""


class PaymentGateway(Protocol):
    name: str  # in the webhook's URL: /api/payments/<name>/webhook
    key_id: str  # the public key the hosted checkout opens with
    currency: str
    signature_header: str  # the webhook's signature, e.g. X-Razorpay-Signature
    event_id_header: str  # the webhook's event id, e.g. X-Razorpay-Event-Id

    def order_create(self, *, amount_paise: int, receipt: str, notes: dict[str, str]) -> str:
        """The gateway's order for this amount; its id."""
        ...

    def callback_verified(self, fields: dict[str, str]) -> bool:
        """Whether the checkout's callback fields carry the gateway's signature."""
        ...

    def webhook_verified(self, *, raw_body: bytes, signature: str) -> bool:
        """Whether the raw body was signed with the webhook secret."""
        ...

    def event_read(self, raw_body: bytes) -> GatewayEventRead:
        """The event in a verified body (ValueError when it cannot be read)."""
        ...

    def refund_create(self, *, payment_id: str, amount_paise: int, notes: dict[str, str]) -> RefundMade: ...


def gateway() -> PaymentGateway | None:
    """The configured adapter, or None when the shop has no gateway."""
    dotted = getattr(settings, "SHOP_PAYMENT_GATEWAY", "")
    return import_string(dotted)() if dotted else None
