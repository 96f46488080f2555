"""GET /api/orders/{order_id}/design/: a past order's design, product, colour and sizes, to order again."""

from django.http import HttpRequest
from ninja import Router, Schema

from core.common.auth import customer
from core.common.permissions import Perm
from core.common.schemas import WITH_404
from core.orders.selectors import order_get_for
from core.reorders.selectors import design_for

router = Router(tags=["order again"])


class DesignSizeOut(Schema):
    size: str
    quantity: int


class OrderDesignOut(Schema):
    order_id: str
    product: str
    product_name: str
    sleeve: str
    colour_name: str
    colour_hex: str
    catalogue_item_id: int | None
    instructions: str
    sizes: list[DesignSizeOut]
    design: dict | None


@router.get(
    "{order_id}/design/",
    response={200: OrderDesignOut, **WITH_404},
    auth=customer(Perm.VIEW_ORDERS, Perm.PRINT_FILES),
    summary="A past order's editable design with its product, sleeve, colour and sizes",
)
def order_design(request: HttpRequest, order_id: str):
    """`design` is `{"front": {"version", "objects"}, "back": ...}` as the studio's canvas saved it
    (pictures as PNG data URLs), or null for an order placed without one. Its owner or the admin team."""
    order = order_get_for(user=request.auth, order_id=order_id)
    return {
        "order_id": order.order_id,
        "product": order.product_type.slug,
        "product_name": order.product_type.name,
        "sleeve": order.sleeve,
        "colour_name": order.colour_name,
        "colour_hex": order.colour_hex,
        "catalogue_item_id": order.catalogue_item_id,
        "instructions": order.instructions,
        "sizes": [{"size": line.size, "quantity": line.quantity} for line in order.lines.all()],
        "design": design_for(order=order),
    }
