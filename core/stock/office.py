"""Blank stock for the back office: the list (filter by product type, colour, low stock), an item,
adding one, its threshold, receiving, adjusting with a reason, its movements; and the print queue's
"Printed". Reads: core.stock.selectors; writes: core.stock.services."""

from django.http import HttpRequest
from ninja import Query, Router

from core.common.auth import staff
from core.common.errors import get_or_not_found
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, paginate_answer
from core.orders.models import Order
from core.stock import selectors, services
from core.stock.office_rows import blank_item_rows, blank_items_listed, movement_rows, movements_listed
from core.stock.office_schemas import (
    BlankItemIn,
    BlankItemOut,
    BlankItemUpdateIn,
    PrintedOut,
    StockAdjustIn,
    StockMovementOut,
    StockReceiveIn,
)

router = Router(tags=["office: stock"])

ITEMS = Listing(
    resource="blank-stock",
    sort_fields={
        "id": "id",
        "product_type": ("product_type__position", "product_type__name", "sleeve", "colour", "size", "id"),
        "colour": "colour",
        "size": "size",
        "on_hand": "on_hand",
        "reserved": "reserved",
        "available": "available_",
        "low_stock_at": "low_stock_at",
        "updated_at": "updated_at",
    },
    default_sort=("product_type", "ASC"),
    search_fields=("colour", "size", "sleeve"),
    filters={"product_type_id": "product_type_id", "colour": "colour__iexact", "low": "low"},
)
MOVEMENTS = Listing(
    resource="stock-movements",
    sort_fields={"id": "id", "created_at": "created_at"},
    default_sort=("created_at", "DESC"),
    filters={"item_id": "item_id", "kind": "kind"},
)


def _item(pk: int):
    return get_or_not_found(selectors.blank_items(), what="Blank", pk=pk)


@router.get("blank-stock", auth=staff(Perm.MANAGE_STOCK), response={200: list[BlankItemOut], **CLIENT_ERRORS})
def item_list(request: HttpRequest, params: Query[ListParams]):
    """A page of blank items: on hand, reserved (confirmed orders not yet printed), available."""
    return paginate_answer(ITEMS, blank_items_listed(), params, blank_item_rows)


@router.post("blank-stock", auth=staff(Perm.MANAGE_STOCK), response={201: BlankItemOut, **CLIENT_ERRORS})
def item_create(request: HttpRequest, payload: BlankItemIn):
    """A blank the shop now counts (nothing on hand yet)."""
    item = services.blank_item_create(**payload.dict(exclude={"required_fields"}))
    return 201, _item(item.pk)


@router.get("blank-stock/{pk}", auth=staff(Perm.MANAGE_STOCK), response={200: BlankItemOut, **WITH_404})
def item_get(request: HttpRequest, pk: int):
    return _item(pk)


@router.put("blank-stock/{pk}", auth=staff(Perm.MANAGE_STOCK), response={200: BlankItemOut, **WITH_404})
def item_update(request: HttpRequest, pk: int, payload: BlankItemUpdateIn):
    """The low-stock threshold."""
    services.blank_item_update(item=_item(pk), low_stock_at=payload.low_stock_at)
    return _item(pk)


@router.post(
    "blank-stock/{pk}/receive", auth=staff(Perm.MANAGE_STOCK), response={200: BlankItemOut, **WITH_404}
)
def item_receive(request: HttpRequest, pk: int, payload: StockReceiveIn):
    """Blanks arrived: on hand goes up, and the orders waiting for them are reserved, oldest first."""
    services.stock_receive(
        item=_item(pk), quantity=payload.quantity, actor=request.auth, reference=payload.reference
    )
    return _item(pk)


@router.post(
    "blank-stock/{pk}/adjust", auth=staff(Perm.MANAGE_STOCK), response={200: BlankItemOut, **WITH_404}
)
def item_adjust(request: HttpRequest, pk: int, payload: StockAdjustIn):
    """Correct on hand with a reason: a count, damage, a misprint."""
    services.stock_adjust(
        item=_item(pk),
        delta=payload.delta,
        reason=payload.reason or "",
        actor=request.auth,
        reference=payload.reference,
    )
    return _item(pk)


@router.get(
    "stock-movements", auth=staff(Perm.MANAGE_STOCK), response={200: list[StockMovementOut], **CLIENT_ERRORS}
)
def movement_list(request: HttpRequest, params: Query[ListParams]):
    """The movements, newest first; `filter={"item_id": n}` for one item's history."""
    return paginate_answer(MOVEMENTS, movements_listed(), params, movement_rows)


@router.post(
    "print-queue/{order_id}/printed", auth=staff(Perm.PRINT_FILES), response={200: PrintedOut, **WITH_404}
)
def order_printed(request: HttpRequest, order_id: str):
    """The print queue's "Printed": the order's reserved blanks leave the shelf."""
    order = get_or_not_found(Order.objects.all(), what="Order", order_id=order_id.strip().upper())
    services.stock_order_print(order=order, actor=request.auth)
    return {"order_id": order.order_id, "printed_at": order.printed_at}
