"""The customer's returns: the public policy (GET /api/returns/policy/), what of an order can come
back and the request itself (/api/orders/{order_id}/returnable/ and /returns/, `orders_router`),
their returns, one return, its photos and its credit note. Contract: docs/returns-api.md."""

from django.http import FileResponse, HttpRequest
from ninja import File, Form, Router, Schema, UploadedFile
from pydantic import Field

from core.common.auth import customer, customer_session
from core.common.errors import FieldErrors, NotFound
from core.common.images import MAX_UPLOAD_BYTES
from core.common.json_input import json_field
from core.common.permissions import Perm
from core.common.renderers import json_answer
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.invoices.api import PDF, pdf_response
from core.orders.selectors import order_get_for
from core.returns import rows, selectors
from core.returns.schemas import ReturnableOut, ReturnOut
from core.returns.services.requests import LineAsk, return_request_create

router = Router(tags=["returns"])
orders_router = Router(tags=["returns"])


class ReasonOut(Schema):
    code: str
    label: str
    shop_fault: bool
    photo_required: bool
    catalogue: bool
    custom: bool


class ReturnPolicyOut(Schema):
    window_days: int
    free_return_shipping: bool
    custom_prints_returnable: bool
    reasons: list[ReasonOut]


@router.get("policy/", response=ReturnPolicyOut, auth=None)
def return_policy(request: HttpRequest):
    """How long after delivery a return or exchange can be asked, and for which reasons."""
    return selectors.return_policy()


class ReturnAskIn(Schema):
    data: str = Field(
        ...,
        max_length=20_000,
        description='JSON: {"kind": "refund"|"exchange", "reason": "...", "note": "...", "upi_id": "...", '
        '"store_credit": false (true: the refund as store credit), '
        '"lines": [{"line_id": 1, "quantity": 1, "exchange_size": null}]}',
    )


BAD_DATA = "Send the request as JSON with kind, reason, note, upi_id and lines."


def _parse(raw: str) -> dict:
    data = json_field(raw, field="data", message=BAD_DATA)
    if not isinstance(data, dict) or not isinstance(data.get("lines", []), list):
        raise FieldErrors.single("data", BAD_DATA)
    return data


def _lines(data: dict) -> list[LineAsk]:
    asked = []
    for item in data.get("lines") or []:
        if not isinstance(item, dict):
            raise FieldErrors.single("lines", "Each line is {line_id, quantity, exchange_size}.")
        line_id, quantity, size = item.get("line_id"), item.get("quantity", 1), item.get("exchange_size")
        if type(line_id) is not int or type(quantity) is not int or not isinstance(size, str | None):
            raise FieldErrors.single("lines", "Each line is {line_id, quantity, exchange_size}.")
        asked.append(LineAsk(line_id=line_id, quantity=quantity, exchange_size=size))
    return asked


def _text(data: dict, name: str) -> str:
    value = data.get(name) or ""
    if not isinstance(value, str):
        raise FieldErrors.single(name, f"{name} must be text.")
    return value


def _photos(uploads: list[UploadedFile] | None) -> list[bytes]:
    found = []
    for upload in uploads or []:
        if upload.size is not None and upload.size > MAX_UPLOAD_BYTES:
            raise FieldErrors.single(
                "photos", f"The image is too large: at most {MAX_UPLOAD_BYTES // 2**20} MB."
            )
        found.append(upload.read(MAX_UPLOAD_BYTES + 1))
    return found


@orders_router.get(
    "{order_id}/returnable/",
    response={200: ReturnableOut, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS),
    summary="What of a delivered order can still be returned or exchanged, and for which reasons",
)
def order_returnable(request: HttpRequest, order_id: str):
    return selectors.order_returnable_for(user=request.auth, order_id=order_id)


@orders_router.post(
    "{order_id}/returns/",
    response={201: ReturnOut, **WITH_404},
    auth=customer(Perm.HANDLE_RETURNS),
    summary="Ask to return or exchange items of a delivered order (up to 3 photos)",
)
def return_create(
    request: HttpRequest, order_id: str, form: Form[ReturnAskIn], photos: File[list[UploadedFile]] = None
):
    order = order_get_for(user=request.auth, order_id=order_id)
    data = _parse(form.data)
    ret = return_request_create(
        order=order,
        actor=request.auth,
        kind=_text(data, "kind"),
        reason=_text(data, "reason"),
        note=_text(data, "note"),
        upi_id=_text(data, "upi_id"),
        lines=_lines(data),
        photos=_photos(photos),
        store_credit=data.get("store_credit") is True,
    )
    return 201, selectors.return_get(pk=ret.pk)


@router.get(
    "mine/",
    response={200: list[ReturnOut], **CLIENT_ERRORS},
    auth=customer_session,
    summary="The logged-in customer's returns, newest first (X-Total-Count)",
)
def my_returns(request: HttpRequest, limit: int | None = None, offset: int | None = None):
    found, total = rows.customer_returns_page(customer=request.auth, limit=limit, offset=offset)
    return json_answer(found, headers={"X-Total-Count": str(total)})  # written from values (rows.py)


@router.get(
    "{number}/",
    response={200: ReturnOut, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS),
)
def return_get(request: HttpRequest, number: str):
    """One return, for its customer (and the team)."""
    return selectors.return_get_for(user=request.auth, number=number)


@router.get(
    "{number}/credit-note.pdf",
    response={200: None, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS, Perm.VIEW_ACCOUNTS),
    openapi_extra=PDF,
)
def return_credit_note_pdf(request: HttpRequest, number: str):
    """The GST credit note of a refunded return."""
    ret = selectors.return_get_for(user=request.auth, number=number)
    if not ret.credit_note_id:
        raise NotFound("This return has no credit note yet: it is issued with the refund.")
    return pdf_response(ret.credit_note)


@router.get(
    "{number}/photos/{index}/",
    response={200: None, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS, Perm.HANDLE_RETURNS),
    openapi_extra={"responses": {200: {"description": "PNG", "content": {"image/png": {}}}}},
)
def return_photo(request: HttpRequest, number: str, index: int):
    """A photo the customer sent with the return: private, for them and the team."""
    ret = selectors.return_get_for(user=request.auth, number=number)
    photo = next((p for p in ret.photos.all() if p.position == index), None)
    if photo is None:
        raise NotFound("Photo not found.")
    response = FileResponse(photo.image.open("rb"), content_type="image/png")
    response["Cache-Control"] = "private, no-store"
    return response
