"""Suppliers and purchase orders for the back office: lists (paged, indexed), create and edit, the
suggestion, send, cancel, receive, the PDF. Owner and Accounts manage purchases; the print floor and
the order desk (blank stock) may also read purchase orders and receive them. Reads:
core.purchasing.selectors; writes: core.purchasing.services."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.auth import staff
from core.common.errors import get_or_not_found
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, paginate_answer
from core.purchasing import selectors, services
from core.purchasing.models import PurchaseOrder
from core.purchasing.office_rows import (
    purchase_order_rows,
    purchase_orders_listed,
    supplier_rows,
    suppliers_listed,
)
from core.purchasing.office_schemas import (
    PurchaseOrderIn,
    PurchaseOrderOut,
    PurchaseOrderRowOut,
    PurchaseReceiveIn,
    SuggestedOut,
    SupplierIn,
    SupplierOut,
)
from core.purchasing.pdf import purchase_order_pdf

router = Router(tags=["office: purchasing"])
MANAGE = staff(Perm.MANAGE_PURCHASES)
# receiving is the shelf's work too: whoever keeps blank stock sees purchase orders and receives them
RECEIVE = staff(Perm.MANAGE_PURCHASES, Perm.MANAGE_STOCK)

SUPPLIERS = Listing(
    resource="suppliers",
    sort_fields={"id": "id", "name": ("name",), "created_at": "created_at"},
    default_sort=("name", "ASC"),
    search_fields=("name", "gstin"),
    filters={"active": "active", "state_code": "state_code"},
)


def _number_search(qs, text: str):
    """A number, whole or its start (PO-26-0001...), through the number's unique index."""
    return qs.filter(number__startswith=text.strip().upper())


ORDERS = Listing(
    resource="purchase-orders",
    sort_fields={"id": "id", "created_at": "created_at", "number": "number"},
    default_sort=("created_at", "DESC"),
    filters={"status": "status", "supplier_id": "supplier_id"},
    search=_number_search,
)


def _supplier(pk: int):
    return get_or_not_found(selectors.suppliers(), what="Supplier", pk=pk)


def _order(pk: int) -> PurchaseOrder:
    return get_or_not_found(selectors.purchase_order_full(), what="Purchase order", pk=pk)


def _lines(payload: PurchaseOrderIn) -> list[services.LineIn]:
    return [services.LineIn(item_id=x.item_id, quantity=x.quantity, rate=x.rate) for x in payload.lines]


@router.get("suppliers", auth=MANAGE, response={200: list[SupplierOut], **CLIENT_ERRORS})
def supplier_list(request: HttpRequest, params: Query[ListParams]):
    return paginate_answer(SUPPLIERS, suppliers_listed(), params, supplier_rows)


@router.post("suppliers", auth=MANAGE, response={201: SupplierOut, **CLIENT_ERRORS})
def supplier_add(request: HttpRequest, payload: SupplierIn):
    supplier = services.supplier_create(actor=request.auth, **payload.dict(exclude={"active"}))
    return 201, _supplier(supplier.pk)


@router.get("suppliers/{pk}", auth=MANAGE, response={200: SupplierOut, **WITH_404})
def supplier_get(request: HttpRequest, pk: int):
    return _supplier(pk)


@router.put("suppliers/{pk}", auth=MANAGE, response={200: SupplierOut, **WITH_404})
def supplier_change(request: HttpRequest, pk: int, payload: SupplierIn):
    services.supplier_update(supplier=_supplier(pk), actor=request.auth, **payload.dict())
    return _supplier(pk)


@router.get("purchase-orders", auth=RECEIVE, response={200: list[PurchaseOrderRowOut], **CLIENT_ERRORS})
def order_list(request: HttpRequest, params: Query[ListParams]):
    """Newest first; filter by status or supplier, `q` a number or its start."""
    return paginate_answer(ORDERS, purchase_orders_listed(), params, purchase_order_rows)


@router.get("purchase-orders/suggestion", auth=MANAGE, response={200: list[SuggestedOut], **WITH_404})
def order_suggestion(request: HttpRequest, supplier_id: int):
    """The lines "Suggest a purchase order" fills in for a supplier: what the waiting confirmed orders
    need plus the low-stock thresholds, less what is available and already on order."""
    found = selectors.purchase_suggestion(supplier=_supplier(supplier_id))
    return [
        {
            "item_id": s.item.pk,
            "description": str(s.item),
            "quantity": s.quantity,
            "rate": s.rate,
            "waiting": s.waiting,
            "available": s.available,
            "low_stock_at": s.low_stock_at,
            "on_order": s.on_order,
        }
        for s in found
    ]


@router.post("purchase-orders", auth=MANAGE, response={201: PurchaseOrderOut, **WITH_404})
def order_add(request: HttpRequest, payload: PurchaseOrderIn):
    """A draft, numbered at once."""
    order = services.purchase_order_create(
        supplier=_supplier(payload.supplier_id),
        lines=_lines(payload),
        note=payload.note,
        expected_on=payload.expected_on,
        actor=request.auth,
    )
    return 201, _order(order.pk)


@router.get("purchase-orders/{pk}", auth=RECEIVE, response={200: PurchaseOrderOut, **WITH_404})
def order_get(request: HttpRequest, pk: int):
    return _order(pk)


@router.put("purchase-orders/{pk}", auth=MANAGE, response={200: PurchaseOrderOut, **WITH_404})
def order_change(request: HttpRequest, pk: int, payload: PurchaseOrderIn):
    """A draft's supplier, lines, note and date."""
    services.purchase_order_update(
        order=_order(pk),
        supplier=_supplier(payload.supplier_id),
        lines=_lines(payload),
        note=payload.note,
        expected_on=payload.expected_on,
        actor=request.auth,
    )
    return _order(pk)


@router.post("purchase-orders/{pk}/send", auth=MANAGE, response={200: PurchaseOrderOut, **WITH_404})
def order_send(request: HttpRequest, pk: int):
    """E-mail it to the supplier with its PDF (the e-mail log shows it)."""
    services.purchase_order_send(order=_order(pk), actor=request.auth)
    return _order(pk)


@router.post("purchase-orders/{pk}/cancel", auth=MANAGE, response={200: PurchaseOrderOut, **WITH_404})
def order_cancel(request: HttpRequest, pk: int):
    services.purchase_order_cancel(order=_order(pk), actor=request.auth)
    return _order(pk)


@router.post("purchase-orders/{pk}/receive", auth=RECEIVE, response={200: PurchaseOrderOut, **WITH_404})
def order_receive(request: HttpRequest, pk: int, payload: PurchaseReceiveIn):
    """Blanks arrived (some or all), with the supplier's invoice: added to blank stock."""
    services.purchase_order_receive(
        order=_order(pk),
        lines=[services.ReceivedIn(line_id=x.line_id, quantity=x.quantity) for x in payload.lines],
        supplier_invoice_number=payload.supplier_invoice_number,
        supplier_invoice_date=payload.supplier_invoice_date,
        actor=request.auth,
    )
    return _order(pk)


@router.get(
    "purchase-orders/{pk}/pdf",
    auth=RECEIVE,
    response={200: None, **WITH_404},
    openapi_extra={"responses": {200: {"description": "PDF", "content": {"application/pdf": {}}}}},
)
def order_pdf(request: HttpRequest, pk: int):
    order = _order(pk)
    response = HttpResponse(purchase_order_pdf(order=order, seller=selectors.shop()), "application/pdf")
    response["Content-Disposition"] = f'inline; filename="{order.number}.pdf"'
    response["Cache-Control"] = "private, no-store"
    return response
