"""The reviews API's answers and forms (docs/reviews-api.md)."""

from datetime import datetime

from django.utils import timezone
from ninja import Field, Schema

from core.common.schemas import BodyIn
from core.reviews.models import ReviewStatus
from core.reviews.selectors import author_name

SLUG_PATTERN = r"^[-a-zA-Z0-9_]+$"


class PhotoOut(Schema):
    id: int
    url: str
    width: int
    height: int


class ReplyOut(Schema):
    text: str
    replied_at: datetime | None


class ReviewOut(Schema):
    id: int
    rating: int
    title: str
    comment: str
    author: str
    created_at: datetime
    edited: bool
    verified_purchase: bool = True
    size: str
    product: str
    photos: list[PhotoOut]
    helpful_count: int
    reply: ReplyOut | None

    @staticmethod
    def resolve_author(obj) -> str:
        return author_name(obj.customer.name)

    @staticmethod
    def resolve_edited(obj) -> bool:
        return obj.edited_at is not None

    @staticmethod
    def resolve_size(obj) -> str:
        return obj.line.size

    @staticmethod
    def resolve_product(obj) -> str:
        return obj.tally.label

    @staticmethod
    def resolve_photos(obj) -> list:
        return list(obj.photos.all())

    @staticmethod
    def resolve_reply(obj) -> dict | None:
        return {"text": obj.reply, "replied_at": obj.replied_at} if obj.reply else None


class MyReviewOut(ReviewOut):
    status: ReviewStatus
    reject_reason: str
    editable_until: datetime
    can_edit: bool

    @staticmethod
    def resolve_can_edit(obj) -> bool:
        return timezone.now() <= obj.editable_until


class ReviewPageOut(Schema):
    count: int
    page: int
    pages: int
    results: list[ReviewOut]


class StarsOut(Schema):
    stars: int
    count: int


class SummaryOut(Schema):
    average: float | None
    count: int
    histogram: list[StarsOut]


class ReviewableLineOut(Schema):
    line_id: int
    order_id: str
    delivered_at: datetime | None
    product: str
    item_id: int | None
    product_type: str
    sleeve: str
    size: str
    image: str
    can_review: bool
    review: MyReviewOut | None


class ReviewableOut(Schema):
    page: int
    has_more: bool
    results: list[ReviewableLineOut]


class HelpfulOut(Schema):
    helpful_count: int
    voted: bool = True


class ReviewListQuery(Schema):
    item: int | None = Field(None, ge=1, le=2**63 - 1, description="A catalogue item's id")
    product_type: str | None = Field(
        None,
        min_length=1,
        max_length=60,
        pattern=SLUG_PATTERN,
        description="A product type's slug (custom print)",
    )
    sleeve: str = Field("", max_length=40, description="The custom print's sleeve, e.g. Half Sleeve")


class ReviewIn(BodyIn):
    """The review form's fields (the photos travel as the files `photos`)."""

    required_fields = ("title", "comment")
    line_id: int = Field(..., ge=1, le=2**63 - 1)
    rating: int = Field(..., ge=1, le=5)
    title: str = Field("", max_length=100)
    comment: str = Field("", max_length=2000)


class ReviewEditIn(BodyIn):
    """Fields left out are kept; `keep_photos`: comma-separated ids of the photos to keep."""

    rating: int | None = Field(None, ge=1, le=5)
    title: str | None = Field(None, min_length=1, max_length=100, pattern=r"\S")
    comment: str | None = Field(None, min_length=1, max_length=2000, pattern=r"\S")
    keep_photos: str | None = Field(None, max_length=200, pattern=r"^\d{1,18}(,\d{1,18})*$|^$")
