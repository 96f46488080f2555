"""Shipping, internal notes and production packs for the back office (staff only, CSRF checked):
couriers, ship, notes, an order's pack (several orders' packs: a background job, core/exports)."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.fulfilment import packs, selectors
from core.office.listing import Listing, ListParams, paginate
from core.orders import selectors as order_selectors
from core.orders.models import Order
from core.orders.notes import selectors as note_selectors
from core.orders.notes import services as note_services
from core.orders.notes.schemas import OrderNoteIn, OrderNoteOut
from core.orders.shipping import selectors as shipping_selectors
from core.orders.shipping import services as shipping_services
from core.orders.shipping.schemas import CourierOut, ParcelOut, ShipIn, ShipmentOut

router = Router(tags=["office: shipping and notes"])

ZIP = {"responses": {200: {"description": "ZIP", "content": {"application/zip": {}}}}}

COURIERS = Listing(
    resource="couriers",
    sort_fields={"id": "id", "name": "name", "position": ("position", "name")},
    default_sort=("position", "ASC"),
    search_fields=("name",),
    filters={"active": "active"},
)


def _order(order_id: str) -> Order:
    return order_selectors.order_get(order_id=order_id, queryset=Order.objects.all())


@router.get("couriers", auth=staff(Perm.CHANGE_STATUS), response={200: list[CourierOut], **CLIENT_ERRORS})
def courier_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    """The couriers (react-admin list): `filter={"active": true}` for the ship dialog."""
    return paginate(COURIERS, shipping_selectors.couriers(), params, response)


@router.post(
    "orders/{order_id}/ship", auth=staff(Perm.CHANGE_STATUS), response={200: ShipmentOut, **WITH_404}
)
def order_ship(request: HttpRequest, order_id: str, payload: ShipIn):
    """Ship an order with a courier and its AWB (not needed for hand delivery); the status becomes shipped."""
    return shipping_services.order_ship(order=_order(order_id), actor=request.auth, **payload.dict())


@router.get("orders/{order_id}/parcel", auth=staff(Perm.CHANGE_STATUS), response={200: ParcelOut, **WITH_404})
def order_parcel(request: HttpRequest, order_id: str):
    """The order's parcel (weight in grams, size in cm): as shipped, or what the Ship dialog proposes."""
    order = order_selectors.order_get(
        order_id=order_id, queryset=Order.objects.select_related("product_type")
    )
    return shipping_selectors.order_parcel(order=order)


@router.get(
    "orders/{order_id}/notes", auth=staff(Perm.VIEW_ORDERS), response={200: list[OrderNoteOut], **WITH_404}
)
def order_note_list(request: HttpRequest, order_id: str):
    """The admin team's internal notes on an order, newest first (never shown to the customer)."""
    return note_selectors.order_notes(order=_order(order_id))


@router.post("orders/{order_id}/notes", auth=staff(Perm.ADD_NOTES), response={201: OrderNoteOut, **WITH_404})
def order_note_create(request: HttpRequest, order_id: str, payload: OrderNoteIn):
    return 201, note_services.order_note_create(
        order=_order(order_id), author=request.auth, text=payload.text
    )


@router.get(
    "orders/{order_id}/pack.zip",
    auth=staff(Perm.PRINT_FILES),
    response={200: None, **WITH_404},
    openapi_extra=ZIP,
    summary="Download an order's production pack",
)
def order_pack(request: HttpRequest, order_id: str):
    """A ZIP with the order's folder: the front and back print files and the one-page job sheet (PDF)."""
    order = selectors.order_for_pack(order_id=order_id)
    response = HttpResponse(packs.order_pack_zip(order), content_type="application/zip")
    response["Content-Disposition"] = f'attachment; filename="{packs.pack_filename(order)}"'
    response["Cache-Control"] = "private, no-store"
    return response
