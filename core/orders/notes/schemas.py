"""What the notes calls take and answer."""

from datetime import datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn
from core.orders.notes.models import NOTE_MAX, OrderNote


class OrderNoteIn(BodyIn):
    required_fields = ("text",)
    text: str = Field("", max_length=NOTE_MAX)


class OrderNoteOut(Schema):
    id: int
    text: str
    author: str | None
    created_at: datetime

    @staticmethod
    def resolve_author(obj: OrderNote) -> str | None:
        return obj.author.name if obj.author else None
