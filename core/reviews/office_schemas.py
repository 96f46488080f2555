"""Reviews as the team moderates them (core/reviews/office.py)."""

from datetime import datetime
from typing import Annotated, Literal

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonInt
from core.reviews.models import ReviewStatus
from core.reviews.schemas import PhotoOut

STATUS = Literal["pending", "accepted", "rejected"]


class OfficeReviewOut(Schema):
    id: int
    status: ReviewStatus
    rating: int
    title: str
    comment: str
    reject_reason: str
    reply: str
    replied_at: datetime | None
    created_at: datetime
    edited_at: datetime | None
    moderated_at: datetime | None
    helpful_count: int
    customer_name: str
    customer_phone: str
    order_id: str
    size: str
    product: str
    item_id: int | None
    photos: list[PhotoOut]

    @staticmethod
    def resolve_customer_name(obj) -> str:
        return obj.customer.name

    @staticmethod
    def resolve_customer_phone(obj) -> str:
        return obj.customer.phone_number

    @staticmethod
    def resolve_order_id(obj) -> str:
        return obj.line.order.order_id

    @staticmethod
    def resolve_size(obj) -> str:
        return obj.line.size

    @staticmethod
    def resolve_product(obj) -> str:
        return obj.tally.label

    @staticmethod
    def resolve_item_id(obj) -> int | None:
        return obj.tally.item_id

    @staticmethod
    def resolve_photos(obj) -> list:
        return list(obj.photos.all())


class OfficeReviewIn(BodyIn):
    """A moderator's change: the status (a rejection needs a reason) and the shop's reply."""

    status: STATUS | None = None
    reject_reason: str = Field("", max_length=300)
    reply: str | None = Field(None, max_length=1000)


class OfficeReviewBulkIn(BodyIn):
    """The list's bulk buttons: the ticked reviews (at most 200) accepted or rejected (with a reason)."""

    required_fields = ("ids",)
    ids: list[Annotated[JsonInt, Field(ge=1, le=2**63 - 1)]] = Field([], max_length=200)
    action: Literal["accept", "reject"]
    reason: str = Field("", max_length=300)


class OfficeReviewBulkOut(Schema):
    updated: int
