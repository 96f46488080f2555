"""A customer's own orders, totals and design images (the specification's customer calls).

Identity is the session: a customer naming another phone_number is refused, staff may name any
(core.accounts.selectors.customer_for_request). Design images are private files: only their
owner and the admin team get them (core.orders.selectors.order_get_for).
"""

import base64
from typing import Annotated

from django.http import HttpRequest, HttpResponse
from ninja import Router
from pydantic import WithJsonSchema

from core.accounts.selectors import customer_for_request
from core.common.answer_cache import keep_answer
from core.common.auth import customer
from core.common.errors import NotFound
from core.common.permissions import Perm
from core.common.renderers import json_answer
from core.common.schemas import WITH_404
from core.orders import selectors
from core.orders.api import rows
from core.orders.api.schemas import BackImageOut, CustomerOrderList, FrontImageOut, TotalDueOut, TotalPaidOut

router = Router(tags=["orders"])


@keep_answer(
    "orders", "accounts.User", "catalogue.ProductType", "catalogue.CatalogueItem", "teams.TeamMember"
)
@router.get(
    "order/customerlist/", response={200: CustomerOrderList, **WITH_404}, auth=customer(Perm.VIEW_CUSTOMERS)
)
def customer_order_list(request: HttpRequest, phone_number: str | None = None):
    customer = customer_for_request(user=request.auth, phone_number=phone_number)
    orders = selectors.customer_orders(customer=customer, among=rows.CUSTOMER.orders)
    return json_answer({"order_details": rows.CUSTOMER.rows(orders)})


@keep_answer("orders", "accounts.User")
@router.get(
    "totalduebyphonenumber/", response={200: TotalDueOut, **WITH_404}, auth=customer(Perm.VIEW_CUSTOMERS)
)
def total_due_by_phone(request: HttpRequest, phone_number: str | None = None):
    customer = customer_for_request(user=request.auth, phone_number=phone_number)
    return {"total_due_amount": selectors.customer_totals(customer=customer)["total_due"]}


@keep_answer("orders", "accounts.User")
@router.get(
    "totalpaidbyphonenumber/", response={200: TotalPaidOut, **WITH_404}, auth=customer(Perm.VIEW_CUSTOMERS)
)
def total_paid_by_phone(request: HttpRequest, phone_number: str | None = None):
    customer = customer_for_request(user=request.auth, phone_number=phone_number)
    return {"total_paid_amount": selectors.customer_totals(customer=customer)["total_paid"]}


# --- design images: the owner or the admin team --------------------------------------------------


def _design_bytes(request: HttpRequest, order_id: str, side: str, thumb: bool = False) -> bytes:
    order = selectors.order_get_for(user=request.auth, order_id=order_id)
    field = getattr(order, f"{side}_thumbnail" if thumb else f"{side}_image")
    if not field:
        field = getattr(order, f"{side}_image")
    if not field:
        raise NotFound(f"This order has no {side} design.")
    with field.open("rb") as fh:
        return fh.read()


def _design_base64(request: HttpRequest, order_id: str, side: str) -> str | None:
    """The specification's base64 answer; None when the order has no design on that side."""
    order = selectors.order_get_for(user=request.auth, order_id=order_id)
    field = getattr(order, f"{side}_image")
    if not field:
        return None
    with field.open("rb") as fh:
        return base64.b64encode(fh.read()).decode()


@router.get(
    "frontimage/",
    response={200: FrontImageOut, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS, Perm.PRINT_FILES),
)
def front_image(request: HttpRequest, order_id: str = ""):
    """The front design as base64 PNG; `{"front": null}` for an order designed on the back only."""
    return {"front": _design_base64(request, order_id, "front")}


@router.get(
    "backimage/", response={200: BackImageOut, **WITH_404}, auth=customer(Perm.VIEW_ORDERS, Perm.PRINT_FILES)
)
def back_image(request: HttpRequest, order_id: str = ""):
    """The back design as base64 PNG; `{"back": null}` for an order designed on the front only."""
    return {"back": _design_base64(request, order_id, "back")}


@router.get(
    "orders/{order_id}/design/{side}/",
    response={200: None, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS, Perm.PRINT_FILES),
    summary="Download a design as a PNG file",
    openapi_extra={"responses": {200: {"description": "PNG", "content": {"image/png": {}}}}},
)
def design_file(
    request: HttpRequest,
    order_id: str,
    side: Annotated[str, WithJsonSchema({"type": "string", "enum": ["front", "back"]})],
    thumb: bool = False,
):
    if side not in ("front", "back"):
        raise NotFound("Choose the front or the back design.")
    data = _design_bytes(request, order_id, side, thumb=thumb)
    response = HttpResponse(data, content_type="image/png")
    safe_id = "".join(c for c in order_id.upper() if c.isascii() and (c.isalnum() or c == "-"))
    name = f"{safe_id}-{side}{'-thumb' if thumb else ''}.png"  # never the raw path: no CR/LF in a header
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    response["Cache-Control"] = "private, max-age=3600"
    return response
