"""The payment gateway's calls: the gateway's signed webhook (anonymous: its signature over the raw
body is the key, not a session or a CSRF token), and, for an order's customer, starting the hosted
checkout and confirming its signed callback. Without a gateway (SHOP_PAYMENT_GATEWAY="") paying
online answers 409 and the order is paid by UPI as before."""

from django.conf import settings
from django.http import HttpRequest
from ninja import Field, Router, Schema

from core.common.auth import customer_session
from core.common.money import Money, from_paise
from core.common.schemas import WITH_404, BodyIn, ErrorOut
from core.orders.models import Order, PaymentStatus
from core.orders.selectors import order_get_for
from core.payments import services
from core.payments.port import gateway

router = Router(tags=["payments"])
orders_router = Router(tags=["payments"])


class GatewayWebhookOut(Schema):
    event_id: str
    type: str
    applied: bool  # False: stored, but nothing of the shop's matched it


@router.post("{gateway_name}/webhook", auth=None, response={200: GatewayWebhookOut, **WITH_404})
def gateway_webhook(request: HttpRequest, gateway_name: str):
    """The gateway's webhook: signed over its raw body; each event applied once by its id."""
    found = gateway()
    signature = request.headers.get(found.signature_header, "") if found else ""
    event_id = request.headers.get(found.event_id_header, "") if found else ""
    event = services.gateway_event_apply(
        gateway_name=gateway_name, raw_body=request.body, signature=signature, event_id=event_id
    )
    return {"event_id": event.event_id, "type": event.type, "applied": event.applied}


class GatewayPrefillOut(Schema):
    name: str
    email: str
    contact: str


class GatewayPayOut(Schema):
    gateway: str
    key_id: str  # the gateway's public key, for its hosted checkout
    gateway_order_id: str
    amount: Money
    amount_paise: int
    currency: str
    name: str  # the shop's name, on the checkout
    description: str
    prefill: GatewayPrefillOut


# Razorpay's ids (pay_..., order_...) and the signature (hex HMAC-SHA256): ASCII letters, digits, "_"
GATEWAY_ID = Field("", max_length=64, pattern=r"^[A-Za-z0-9_]*$")


class GatewayConfirmIn(BodyIn):
    razorpay_payment_id: str = GATEWAY_ID
    razorpay_order_id: str = GATEWAY_ID
    razorpay_signature: str = Field("", max_length=128, pattern=r"^[A-Za-z0-9]*$")
    required_fields = ("razorpay_payment_id", "razorpay_order_id", "razorpay_signature")


class GatewayConfirmOut(Schema):
    order_id: str
    payment_status: PaymentStatus


PAY_ERRORS = {**WITH_404, 409: ErrorOut}


def _own_order(request: HttpRequest, order_id: str) -> Order:
    return order_get_for(user=request.auth, order_id=order_id, queryset=Order.objects.all())


@orders_router.post("{order_id}/pay/", auth=customer_session, response={200: GatewayPayOut, **PAY_ERRORS})
def order_pay(request: HttpRequest, order_id: str):
    """Pay my order online: the gateway order the hosted checkout opens (409 without a gateway)."""
    order = _own_order(request, order_id)
    payment = services.gateway_order_start(order=order)
    found = services.configured()
    return {
        "gateway": found.name, "key_id": found.key_id, "gateway_order_id": payment.gateway_order_id,
        "amount": from_paise(payment.amount_paise), "amount_paise": payment.amount_paise,
        "currency": found.currency, "name": settings.SHOP_NAME, "description": f"Order {order.order_id}",
        "prefill": {"name": order.ship_name, "email": request.auth.email or "", "contact": order.ship_phone},
    }  # fmt: skip


@orders_router.post(
    "{order_id}/pay/confirm/", auth=customer_session, response={200: GatewayConfirmOut, **PAY_ERRORS}
)
def order_pay_confirm(request: HttpRequest, order_id: str, payload: GatewayConfirmIn):
    """The hosted checkout's signed callback: my order paid (once, whatever the webhooks did)."""
    order = _own_order(request, order_id)
    paid = services.gateway_callback_confirm(order=order, fields=payload.dict())
    return {"order_id": paid.order_id, "payment_status": paid.payment_status}
