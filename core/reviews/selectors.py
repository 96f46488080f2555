"""Reads for reviews: the product page's accepted reviews and their summary (from the rating
tally, never a count), the customer's reviewable lines, the team's moderation list, a photo."""

from collections.abc import Callable
from dataclasses import dataclass

from django.db.models import Prefetch, Q, QuerySet

from core.catalogue.models import RatingTally
from core.common.errors import FieldErrors, NotFound
from core.common.permissions import Perm, may
from core.orders.models import OrderLine, OrderStatus
from core.reviews.models import Review, ReviewPhoto, ReviewStatus

PAGE_SIZE = 10
REVIEWABLE_PAGE = 20
SORTS = {
    "newest": ("-created_at", "-id"),
    "helpful": ("-helpful_count", "-created_at", "-id"),
}
ONE_TARGET = "Choose a product: item, or product_type (and sleeve)."


@dataclass(frozen=True)
class ReviewPage:
    count: int
    page: int
    pages: int
    results: list


def author_name(name: str) -> str:
    """A reviewer's first name and the initial of the last: "Priya S."."""
    parts = (name or "").split()
    if not parts:
        return "A customer"
    return f"{parts[0]} {parts[-1][0].upper()}." if len(parts) > 1 else parts[0]


def rating_tally_find(
    *, item: int | None = None, product_type: str = "", sleeve: str = ""
) -> RatingTally | None:
    """The tally of an item, or of a product type (by slug) and sleeve; None when nobody reviewed it
    yet. Exactly one of `item` and `product_type` (a 400 otherwise)."""
    if (item is None) == (not product_type):
        raise FieldErrors.single("item", ONE_TARGET)
    if item is not None:
        return RatingTally.objects.filter(item_id=item).first()
    return RatingTally.objects.filter(
        item__isnull=True, product_type__slug=product_type, sleeve=sleeve or ""
    ).first()


def _with_parts(qs: QuerySet[Review]) -> QuerySet[Review]:
    return qs.select_related("customer", "line", "tally__item", "tally__product_type").prefetch_related(
        Prefetch("photos", queryset=ReviewPhoto.objects.order_by("position", "id"))
    )


def accepted_reviews_page(
    *, tally: RatingTally | None, sort: str = "newest", page: int = 1, rows: Callable[[QuerySet], list]
) -> ReviewPage:
    """One page of a product's accepted reviews, newest or most helpful first, read by `rows` (the
    page's queryset: core/reviews/rows.py::review_rows writes the API's); the total is the tally's (no
    count), the page read by the review_product_newest / _helpful index."""
    if sort not in SORTS:
        raise FieldErrors.single("sort", "Choose newest or helpful.")
    if page < 1:
        raise FieldErrors.single("page", "Pages start at 1.")
    count = tally.count if tally else 0
    pages = max(1, -(-count // PAGE_SIZE))
    if tally is None or page > pages:
        return ReviewPage(count=count, page=page, pages=pages, results=[])
    start = (page - 1) * PAGE_SIZE
    qs = Review.objects.filter(tally=tally, status=ReviewStatus.ACCEPTED).order_by(*SORTS[sort])
    return ReviewPage(count=count, page=page, pages=pages, results=rows(qs[start : start + PAGE_SIZE]))


def reviewable_lines(*, customer, page: int = 1) -> tuple[list[OrderLine], bool]:
    """The customer's lines of delivered orders, newest order first, each with its review (if any);
    and whether there are more."""
    if page < 1:
        raise FieldErrors.single("page", "Pages start at 1.")
    start = (page - 1) * REVIEWABLE_PAGE
    qs = (
        OrderLine.objects.filter(order__customer=customer, order__status=OrderStatus.DELIVERED)
        .select_related(
            "order__product_type",
            "order__shipment",
            "catalogue_item",
            "review__tally__item",
            "review__tally__product_type",
            "review__customer",
            "review__line",
        )
        .prefetch_related(Prefetch("review__photos", queryset=ReviewPhoto.objects.order_by("position", "id")))
        .order_by("-order__created_at", "-order__id", "id")
    )
    rows = list(qs[start : start + REVIEWABLE_PAGE + 1])
    return rows[:REVIEWABLE_PAGE], len(rows) > REVIEWABLE_PAGE


def review_get_for_author(*, customer, review_id: int) -> Review:
    review = _with_parts(Review.objects.filter(pk=review_id, customer=customer)).first()
    if review is None:
        raise NotFound("Review not found.")
    return review


def office_reviews() -> QuerySet[Review]:
    """Every review with what the moderation page shows of one (the list's rows: core/reviews/rows.py)."""
    return _with_parts(Review.objects.all()).select_related("line__order", "tally__item__product_type")


def by_product_type(qs: QuerySet[Review], value) -> QuerySet[Review]:
    """An item's reviews count for its product type, as a custom print's do."""
    return qs.filter(Q(tally__product_type_id=value) | Q(tally__item__product_type_id=value))


def review_photo_for(*, user, photo_id: int) -> ReviewPhoto:
    """A review photo: anyone's when its review is accepted; otherwise only its author's and the
    moderators'; anyone else gets 404 (it does not exist for them)."""
    photo = ReviewPhoto.objects.select_related("review").filter(pk=photo_id).first()
    if photo is None:
        raise NotFound("Photo not found.")
    review = photo.review
    if review.status == ReviewStatus.ACCEPTED:
        return photo
    if user.is_authenticated and (
        review.customer_id == user.pk
        or (user.is_staff and (user.is_superuser or may(user, Perm.MODERATE_REVIEWS)))
    ):
        return photo
    raise NotFound("Photo not found.")
