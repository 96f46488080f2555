"""What the shipping and notes calls take and answer."""

from datetime import datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonInt
from core.fulfilment.models import OrderNote


class CourierOut(Schema):
    id: int
    name: str
    tracking_url_template: str
    needs_awb: bool
    active: bool


class ShipIn(BodyIn):
    required_fields = ("courier_id",)
    # Courier's id is a BigAutoField; Shipment.awb is 40 once the service has taken out spaces
    courier_id: JsonInt | None = Field(None, ge=1, le=2**63 - 1)
    awb: str = Field("", max_length=60)


class OrderNoteIn(BodyIn):
    required_fields = ("text",)
    text: str = Field("", max_length=OrderNote._meta.get_field("text").max_length)


class OrderNoteOut(Schema):
    id: int
    text: str
    author: str | None
    created_at: datetime

    @staticmethod
    def resolve_author(obj: OrderNote) -> str | None:
        return obj.author.name if obj.author else None
