"""What the shipping and notes calls take and answer."""

from datetime import datetime

from ninja import Field, Schema

from core.fulfilment.models import OrderNote


class CourierOut(Schema):
    id: int
    name: str
    tracking_url_template: str
    needs_awb: bool
    active: bool


class ShipIn(Schema):
    courier_id: int | None = None
    awb: str = Field("", max_length=60)


class OrderNoteIn(Schema):
    text: str = ""


class OrderNoteOut(Schema):
    id: int
    text: str
    author: str | None
    created_at: datetime

    @staticmethod
    def resolve_author(obj: OrderNote) -> str | None:
        return obj.author.name if obj.author else None
