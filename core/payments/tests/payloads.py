"""Razorpay's answers and webhook events, shaped as its API reference shows them
(https://razorpay.com/docs/api/orders/create/, /docs/api/refunds/create-normal/,
/docs/webhooks/payments/, /docs/webhooks/orders/, /docs/webhooks/refunds/), with the shop's ids,
and signed with the test secrets by the documented algorithm."""

import json

from core.payments.tests.stand_in import WEBHOOK_SECRET, hmac_hex

ORDERS_URL = "https://api.razorpay.com/v1/orders"
ACCOUNT = "acc_BFQ7uQEaa7j2z7"
CREATED_AT = 1764390000


def order_created(gateway_order_id: str, amount_paise: int, receipt: str) -> dict:
    return {
        "id": gateway_order_id, "entity": "order", "amount": amount_paise, "amount_paid": 0,
        "amount_due": amount_paise, "currency": "INR", "receipt": receipt, "offer_id": None,
        "status": "created", "attempts": 0, "notes": {"order_id": receipt}, "created_at": CREATED_AT,
    }  # fmt: skip


def refund_created(refund_id: str, payment_id: str, amount_paise: int, status: str = "pending") -> dict:
    return {
        "id": refund_id, "entity": "refund", "amount": amount_paise, "currency": "INR",
        "payment_id": payment_id, "notes": {}, "receipt": None, "acquirer_data": {"arn": None},
        "created_at": CREATED_AT, "batch_id": None, "status": status,
        "speed_processed": "normal", "speed_requested": "normal",
    }  # fmt: skip


def payment_entity(payment_id: str, gateway_order_id: str, amount_paise: int, status: str) -> dict:
    failed = status == "failed"
    return {
        "id": payment_id, "entity": "payment", "amount": amount_paise, "currency": "INR",
        "status": status, "order_id": gateway_order_id, "invoice_id": None, "international": False,
        "method": "upi", "amount_refunded": 0, "refund_status": None, "captured": status == "captured",
        "description": None, "card_id": None, "bank": None, "wallet": None, "vpa": "gaurav.kumar@exampleupi",
        "email": "gaurav.kumar@example.com", "contact": "+919876543210", "notes": [],
        "fee": None if failed else 2, "tax": None if failed else 0,
        "error_code": "BAD_REQUEST_ERROR" if failed else None,
        "error_description": "Payment was unsuccessful due to a temporary issue." if failed else None,
        "error_source": "gateway" if failed else None, "error_step": "payment_response" if failed else None,
        "error_reason": "payment_failed" if failed else None,
        "acquirer_data": {"rrn": "033814379298"}, "created_at": CREATED_AT,
    }  # fmt: skip


def event(name: str, payload: dict, contains: list[str]) -> bytes:
    body = {
        "entity": "event", "account_id": ACCOUNT, "event": name, "contains": contains,
        "payload": payload, "created_at": CREATED_AT,
    }  # fmt: skip
    return json.dumps(body).encode()


def payment_event(name: str, payment_id: str, gateway_order_id: str, amount_paise: int) -> bytes:
    status = {"payment.captured": "captured", "payment.failed": "failed", "order.paid": "captured"}[name]
    payload = {"payment": {"entity": payment_entity(payment_id, gateway_order_id, amount_paise, status)}}
    contains = ["payment"]
    if name == "order.paid":
        contains.append("order")
        paid = order_created(gateway_order_id, amount_paise, "")
        paid.update(amount_paid=amount_paise, amount_due=0, status="paid", attempts=1)
        payload["order"] = {"entity": paid}
    return event(name, payload, contains)


def refund_event(name: str, refund_id: str, payment_id: str, amount_paise: int) -> bytes:
    status = name.split(".")[1]
    payload = {"refund": {"entity": refund_created(refund_id, payment_id, amount_paise, status)}}
    return event(name, payload, ["refund", "payment"])


def signed(body: bytes, secret: str = WEBHOOK_SECRET) -> str:
    return hmac_hex(secret, body)
