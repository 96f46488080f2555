"""The API's one door for placing an order (Confirm Order, the bag's checkout, a team's order): the
Idempotency-Key first (a retry answers the order the first call stored, limit or not), then the
customer's order rate limit (before any design is decoded), then the placing service; the answer is
the order as the customer sees it. The key is handled by core/orders/placing/idempotency.py."""

from collections.abc import Callable

from django.http import HttpRequest
from ninja import UploadedFile

from core.accounts.rate_limits import customer_rate_limit_check
from core.accounts.services import language_from_request
from core.catalogue.selectors import money_rules
from core.common.errors import FieldErrors
from core.common.images import PRINT_FILE_MAX_BYTES
from core.orders.breakdown import breakdown, stored_quote
from core.orders.models import Order
from core.orders.placing.idempotency import order_for_retry
from core.orders.placing.upi import payment_details

SUBMITTED = "Order submitted successfully!"


def order_place_once(request: HttpRequest, key: str | None, place: Callable[[], Order]) -> tuple[int, Order]:
    """201 and the placed order: the one a retry of `key` stored, else the one `place()` stores now."""
    order = order_for_retry(customer=request.auth, key=key)
    if order is None:
        customer_rate_limit_check(user=request.auth, action="order")
        # the language the order is placed in is the one its e-mails and invoice are written in
        language_from_request(user=request.auth, request=request)
        order = place()
    return 201, placed_answer(order)


def placed_answer(order: Order) -> Order:
    """The order as the customer sees it, with its breakdown and, for UPI, the payment link and QR
    (an order just placed brings the rules it was priced by; a retried one reads them)."""
    rules = getattr(order, "priced_rules", None) or money_rules()
    order.message = SUBMITTED
    order.breakdown = breakdown(stored_quote(order, rules=rules), rules=rules)
    for name, value in payment_details(order=order).items():
        setattr(order, name, value)
    return order


def read_upload(upload: UploadedFile | None, side: str, limit: int = PRINT_FILE_MAX_BYTES) -> bytes | None:
    """A print file (front, back) or the editable design's JSON, refused past its size before it is read."""
    if upload is None:
        return None
    if upload.size is not None and upload.size > limit:
        msg = f"The image is too large: at most {limit // (1024 * 1024)} MB."
        raise FieldErrors.single(side, msg)
    return upload.read(limit + 1)
