"""Reviews the team moderates (Perm.MODERATE_REVIEWS: Owner and Support): the list with its filters,
one review with its photos, accept or reject (one or many) and the shop's reply. Writes:
core.reviews.services."""

from datetime import date

from django.db.models import QuerySet
from django.http import HttpRequest
from ninja import Query, Router

from core.common.auth import staff
from core.common.days import days_filter
from core.common.errors import FieldErrors, get_or_not_found
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, paginate_answer
from core.reviews import selectors, services
from core.reviews.models import Review
from core.reviews.office_schemas import (
    OfficeReviewBulkIn,
    OfficeReviewBulkOut,
    OfficeReviewIn,
    OfficeReviewOut,
)
from core.reviews.rows import office_review_rows

router = Router(tags=["office: reviews"])


def _day(value, name: str) -> date:
    try:
        return date.fromisoformat(str(value)[:10])
    except ValueError:
        raise FieldErrors.single(name, f"{name} must be a date (YYYY-MM-DD).") from None


def _from(qs: QuerySet, value) -> QuerySet:
    return qs.filter(days_filter("created_at", first=_day(value, "created_at_gte")))


def _until(qs: QuerySet, value) -> QuerySet:
    return qs.filter(days_filter("created_at", last=_day(value, "created_at_lte")))


REVIEWS = Listing(
    resource="reviews",
    sort_fields={
        "id": "id",
        "created_at": "created_at",
        "rating": "rating",
        "status": "status",
        "helpful_count": "helpful_count",
    },
    default_sort=("created_at", "DESC"),
    search_fields=("title", "comment"),
    filters={
        "status": "status",
        "rating": "rating",
        "item_id": "tally__item_id",
        "product_type_id": selectors.by_product_type,
        "created_at_gte": _from,
        "created_at_lte": _until,
    },
)


def _review(pk: int):
    return get_or_not_found(selectors.office_reviews(), what="Review", pk=pk)


@router.get(
    "reviews", auth=staff(Perm.MODERATE_REVIEWS), response={200: list[OfficeReviewOut], **CLIENT_ERRORS}
)
def review_list(request: HttpRequest, params: Query[ListParams]):
    """filter: status, rating, item_id, product_type_id, created_at_gte/lte (YYYY-MM-DD), q."""
    return paginate_answer(REVIEWS, Review.objects.all(), params, office_review_rows)


# Registered before "reviews/{pk}", whose pattern would otherwise take the path.
@router.post(
    "reviews/bulk", auth=staff(Perm.MODERATE_REVIEWS), response={200: OfficeReviewBulkOut, **CLIENT_ERRORS}
)
def review_bulk(request: HttpRequest, payload: OfficeReviewBulkIn):
    """Accept or reject the ticked reviews (a rejection needs a reason for their authors)."""
    updated = services.reviews_bulk_moderate(
        ids=payload.ids, action=payload.action, reason=payload.reason, actor=request.auth
    )
    return {"updated": updated}


@router.get("reviews/{pk}", auth=staff(Perm.MODERATE_REVIEWS), response={200: OfficeReviewOut, **WITH_404})
def review_get(request: HttpRequest, pk: int):
    return _review(pk)


@router.put("reviews/{pk}", auth=staff(Perm.MODERATE_REVIEWS), response={200: OfficeReviewOut, **WITH_404})
def review_update(request: HttpRequest, pk: int, payload: OfficeReviewIn):
    """Status (a rejection needs `reject_reason`) and the shop's reply (blank removes it)."""
    _review(pk)
    services.review_moderate(
        review_id=pk,
        actor=request.auth,
        status=payload.status,
        reject_reason=payload.reject_reason,
        reply=payload.reply,
    )
    return _review(pk)
