"""Reviews written from plain values, not models and schemas: the product page's reviews and the
team's moderation list. Building a review, its customer, line, order, tally, item and photos per row,
then validating each through its schema, cost two to four times a logged-in hello (benchmarks/api.md).
A page's ids are read on the reviews' own indexes, then their columns (`.values()`, each review's
photos as JSON: core/common/json_rows.py) by a query prepared once per connection
(core/common/prepared.py::ByIds: its joins cost PostgreSQL more to plan than to run). Each function
writes the keys, order and values of the route's response schema (core/reviews/schemas.py::ReviewOut,
office_schemas.py::OfficeReviewOut), which stays on the route for the OpenAPI document;
core/reviews/tests/test_rows.py compares the bytes."""

from django.db.models import QuerySet

from core.common.json_rows import json_rows, rows_from_json
from core.common.prepared import ByIds
from core.common.renderers import json_time
from core.reviews.models import Review, ReviewPhoto
from core.reviews.selectors import author_name

_LABEL = ("tally__item_id", "tally__item__name", "tally__product_type__name", "tally__sleeve")
PUBLIC_FIELDS = (
    "id",
    "rating",
    "title",
    "comment",
    "customer__name",
    "created_at",
    "edited_at",
    "line__size",
    *_LABEL,
    "photos_",
    "helpful_count",
    "reply",
    "replied_at",
)
OFFICE_FIELDS = (
    "id",
    "status",
    "rating",
    "title",
    "comment",
    "reject_reason",
    "reply",
    "replied_at",
    "created_at",
    "edited_at",
    "moderated_at",
    "helpful_count",
    "customer__name",
    "customer__phone_number",
    "line__order__order_id",
    "line__size",
    *_LABEL,
    "photos_",
)


def _values(fields: tuple[str, ...]) -> QuerySet[Review]:
    """The reviews' `fields`, each review's photos as JSON, [[position, id, width, height], ...]: sorted,
    the photos' order."""
    photos = json_rows(ReviewPhoto.objects.all(), "review", "position", "id", "width", "height")
    return Review.objects.annotate(photos_=photos).values(*fields)


_PUBLIC = ByIds(lambda: _values(PUBLIC_FIELDS))
_OFFICE = ByIds(lambda: _values(OFFICE_FIELDS))


def _photos(text: str | None) -> list[dict]:
    """PhotoOut per photo (ReviewPhoto.url's address)."""
    return [
        {"id": pk, "url": f"/api/reviews/photos/{pk}/", "width": width, "height": height}
        for _, pk, width, height in rows_from_json(text)
    ]


def _label(r: dict) -> str:
    """RatingTally.label: the catalogue item's name, or the product type and sleeve of a custom print."""
    if r["tally__item_id"]:
        return r["tally__item__name"]
    return ", ".join(p for p in (r["tally__product_type__name"] or "", r["tally__sleeve"]) if p)


def review_rows(page: QuerySet[Review]) -> list[dict]:
    """ReviewOut per review of the page (the product page's)."""
    return [
        {
            "id": r["id"],
            "rating": r["rating"],
            "title": r["title"],
            "comment": r["comment"],
            "author": author_name(r["customer__name"]),
            "created_at": json_time(r["created_at"]),
            "edited": r["edited_at"] is not None,
            "verified_purchase": True,
            "size": r["line__size"],
            "product": _label(r),
            "photos": _photos(r["photos_"]),
            "helpful_count": r["helpful_count"],
            "reply": {"text": r["reply"], "replied_at": json_time(r["replied_at"])} if r["reply"] else None,
        }
        for r in _PUBLIC.rows(page)
    ]


def office_review_rows(page: QuerySet[Review]) -> list[dict]:
    """OfficeReviewOut per review of the page (the moderation list's)."""
    return [
        {
            "id": r["id"],
            "status": r["status"],
            "rating": r["rating"],
            "title": r["title"],
            "comment": r["comment"],
            "reject_reason": r["reject_reason"],
            "reply": r["reply"],
            "replied_at": json_time(r["replied_at"]),
            "created_at": json_time(r["created_at"]),
            "edited_at": json_time(r["edited_at"]),
            "moderated_at": json_time(r["moderated_at"]),
            "helpful_count": r["helpful_count"],
            "customer_name": r["customer__name"],
            "customer_phone": r["customer__phone_number"],
            "order_id": r["line__order__order_id"],
            "size": r["line__size"],
            "product": _label(r),
            "item_id": r["tally__item_id"],
            "photos": _photos(r["photos_"]),
        }
        for r in _OFFICE.rows(page)
    ]
