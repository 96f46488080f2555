"""How an order may be paid now, for its page: GET /api/orders/{order_id}/pay-now/. A cash-on-delivery
order's "pay now and save" offer (by UPI, and through the payment gateway when the shop has one); paid
before dispatch, the order turns prepaid (without its COD fee) when the payment is confirmed
(core/orders/changes/services.py::order_cod_to_prepaid). And for any order, whether it is payable
online through the gateway (`payable_online`, `online_amount`), so the page asks the gateway for an
order (POST .../pay/, core/payments) only when the customer presses Pay now."""

from django.conf import settings
from django.http import HttpRequest
from ninja import Router, Schema

from core.common.auth import customer
from core.common.money import Money
from core.common.permissions import Perm
from core.common.schemas import WITH_404
from core.orders.changes.services import online_amount
from core.orders.models import Order
from core.orders.placing.upi import pay_now_offer, qr_data_url
from core.orders.selectors import order_get_for

router = Router(tags=["ordering"])


class PayNowOut(Schema):
    order_id: str
    offered: bool  # false: no offer (paid, prepaid, shipped, or the shop charges no COD fee)
    headline: str  # "Pay now by UPI and save Rs 49"
    amount: Money | None  # what to pay now: the order's amount less its COD fee
    saving: Money | None
    upi_id: str
    upi_link: str | None
    upi_qr: str | None  # a PNG data URL of upi_link
    # the shop has a payment gateway and the order may be paid through it now (POST .../pay/ on a click)
    payable_online: bool
    online_amount: Money | None  # what paying online now pays: the amount, or the COD offer's


@router.get(
    "{order_id}/pay-now/",
    response={200: PayNowOut, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS),
    summary="How an order may be paid now: a COD order's offer without the COD fee; payable online",
)
def order_pay_now(request: HttpRequest, order_id: str):
    order = order_get_for(user=request.auth, order_id=order_id, queryset=Order.objects.all())
    offer = pay_now_offer(order=order)
    # the gateway's adapter is named by this setting (core/payments/port.py); orders do not import it
    online = online_amount(order) if settings.SHOP_PAYMENT_GATEWAY else None
    return {
        "order_id": order.order_id,
        "offered": offer is not None,
        "headline": (offer.headline_online if online is not None else offer.headline) if offer else "",
        "amount": offer.amount if offer else None,
        "saving": offer.saving if offer else None,
        "upi_id": settings.SHOP_UPI_ID,
        "upi_link": offer.upi_link if offer else None,
        "upi_qr": qr_data_url(offer.upi_link) if offer else None,
        "payable_online": online is not None,
        "online_amount": online,
    }
