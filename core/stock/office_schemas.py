"""Blank stock as the back office lists and changes it."""

from datetime import datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonInt
from core.stock.models import AdjustReason, BlankItem, MovementKind, StockMovement
from core.stock.services.counts import MAX_QUANTITY


class BlankItemOut(Schema):
    id: int
    product_type_id: int
    product_type: str
    sleeve: str
    colour: str
    colour_hex: str
    size: str
    on_hand: int
    reserved: int
    available: int
    low_stock_at: int
    low: bool
    updated_at: datetime

    @staticmethod
    def resolve_product_type(obj: BlankItem) -> str:
        return obj.product_type.name


class BlankItemIn(BodyIn):
    required_fields = ("product_type_id", "colour")
    product_type_id: JsonInt = Field(0, ge=0, le=2_147_483_647)
    sleeve: str = Field("", max_length=40)
    colour: str = Field("", max_length=60)
    size: str = Field("", max_length=20, description="Leave empty for a one-size product")
    low_stock_at: JsonInt = Field(0, ge=0, le=MAX_QUANTITY)


class BlankItemUpdateIn(BodyIn):
    # required outright: 0 is a threshold too ("never low"), so a missing one cannot stand for empty
    low_stock_at: JsonInt = Field(..., ge=0, le=MAX_QUANTITY)


class StockReceiveIn(BodyIn):
    required_fields = ("quantity",)
    quantity: JsonInt = Field(0, ge=1, le=MAX_QUANTITY, description="Pieces that arrived")
    reference: str = Field("", max_length=80, description="Where from: a purchase order, a delivery note")


class StockAdjustIn(BodyIn):
    required_fields = ("delta", "reason")
    delta: JsonInt = Field(
        0, ge=-MAX_QUANTITY, le=MAX_QUANTITY, description="Pieces to add (+) or take off (-)"
    )
    reason: AdjustReason | None = None
    reference: str = Field("", max_length=80, description="A note: what was counted, what was damaged")


class StockMovementOut(Schema):
    id: int
    item_id: int
    kind: MovementKind
    on_hand_delta: int
    reserved_delta: int
    reason: str
    reference: str
    order_id: str | None
    actor: str | None
    created_at: datetime

    @staticmethod
    def resolve_order_id(obj: StockMovement) -> str | None:
        return obj.order.order_id if obj.order_id else None

    @staticmethod
    def resolve_actor(obj: StockMovement) -> str | None:
        return obj.actor.name if obj.actor_id else None


class PrintedOut(Schema):
    order_id: str
    printed_at: datetime
