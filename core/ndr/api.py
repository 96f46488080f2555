"""The customer's calls about a failed delivery.

The answer page is opened by its link (a signed token, core/ndr/links.py): no log-in, as the e-mail
is often read on another phone than the one logged in; whoever holds the link may answer for that
parcel only. The tracking page's summary, which carries the link, is for the order's owner only.
"""

from django.http import HttpRequest
from ninja import Router

from core.common.auth import customer_session, public_session
from core.common.schemas import WITH_404, ErrorOut
from core.ndr import pages, selectors
from core.ndr.schemas import NdrAnswerIn, NdrCustomerCaseOut, OrderNdrOut
from core.ndr.services import NewAddress, ndr_answer_record
from core.orders.models import Order
from core.orders.selectors import order_get_for

router = Router(tags=["ndr"])
BY_LINK = {200: NdrCustomerCaseOut, **WITH_404, 410: ErrorOut}


@router.get("ndr/{ndr_token}/", response=BY_LINK, auth=None)
def ndr_read(request: HttpRequest, ndr_token: str):
    """The failed delivery the link is for: the attempt, the courier's reason, the dates offered."""
    return pages.customer_case(selectors.case_by_token(token=ndr_token))


@router.post("ndr/{ndr_token}/", response={**BY_LINK, 409: ErrorOut}, auth=public_session)
def ndr_answer(request: HttpRequest, ndr_token: str, payload: NdrAnswerIn):
    """Choose: deliver again on a date, a corrected address or phone, or cancel the delivery."""
    case = selectors.case_by_token(token=ndr_token)
    new = NewAddress(address=payload.address, pin_code=payload.pin_code, phone=payload.phone)
    answered = ndr_answer_record(case=case, choice=payload.choice, on_date=payload.date, new=new)
    return pages.customer_case(answered)


@router.get(
    "orders/{order_id}/delivery-attempt/", response={200: OrderNdrOut, **WITH_404}, auth=customer_session
)
def my_order_ndr(request: HttpRequest, order_id: str):
    """My order's failed delivery attempt, if any, with the link to choose what happens next."""
    order = order_get_for(user=request.auth, order_id=order_id, queryset=Order.objects.all())
    return {"case": pages.tracking_case(selectors.order_case(order_id=order.order_id))}
