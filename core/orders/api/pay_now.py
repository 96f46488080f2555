"""A cash-on-delivery order's "pay now by UPI and save" offer, for its tracking page:
GET /api/orders/{order_id}/pay-now/. Paid by UPI before dispatch, the order turns prepaid (without its
COD fee) when the payment is confirmed (core/orders/changes/services.py::order_cod_to_prepaid)."""

from django.conf import settings
from django.http import HttpRequest
from ninja import Router, Schema

from core.common.auth import customer
from core.common.money import Money
from core.common.permissions import Perm
from core.common.schemas import WITH_404
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


@router.get(
    "{order_id}/pay-now/",
    response={200: PayNowOut, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS),
    summary="A cash-on-delivery order's offer to pay now by UPI, without the COD fee",
)
def order_pay_now(request: HttpRequest, order_id: str):
    order = order_get_for(user=request.auth, order_id=order_id, queryset=Order.objects.all())
    offer = pay_now_offer(order=order)
    return {
        "order_id": order.order_id,
        "offered": offer is not None,
        "headline": offer.headline if offer else "",
        "amount": offer.amount if offer else None,
        "saving": offer.saving if offer else None,
        "upi_id": settings.SHOP_UPI_ID,
        "upi_link": offer.upi_link if offer else None,
        "upi_qr": qr_data_url(offer.upi_link) if offer else None,
    }
