"""Reviews (docs/reviews-api.md): the product page's accepted reviews and summary (public), a
review photo, and the customer's own calls (review a delivered line, edit, vote helpful)."""

from typing import Literal

from django.http import HttpRequest, HttpResponse
from ninja import File, Form, Query, Router, UploadedFile

from core.common.auth import customer
from core.common.errors import FieldErrors
from core.common.images import MAX_UPLOAD_BYTES, WRONG_IMAGE_TYPE
from core.common.renderers import json_answer
from core.common.schemas import WITH_404, ErrorOut
from core.reviews import selectors, services
from core.reviews.rows import review_rows
from core.reviews.schemas import (
    HelpfulOut,
    MyReviewOut,
    ReviewableOut,
    ReviewEditIn,
    ReviewIn,
    ReviewListQuery,
    ReviewPageOut,
    SummaryOut,
)

router = Router(tags=["reviews"])
MORE = {**WITH_404, 409: ErrorOut}


def _tally(target: ReviewListQuery):
    return selectors.rating_tally_find(
        item=target.item, product_type=target.product_type or "", sleeve=target.sleeve
    )


@router.get("", response={200: ReviewPageOut, 400: ErrorOut}, auth=None)
def review_list(
    request: HttpRequest,
    target: Query[ReviewListQuery],
    sort: Literal["newest", "helpful"] = "newest",
    page: int = Query(1, ge=1, le=100_000),
):
    """A product's accepted reviews, 10 a page, newest or most helpful first."""
    found = selectors.accepted_reviews_page(tally=_tally(target), sort=sort, page=page, rows=review_rows)
    return json_answer(
        {"count": found.count, "page": found.page, "pages": found.pages, "results": found.results}
    )


@router.get("summary/", response={200: SummaryOut, 400: ErrorOut}, auth=None)
def review_summary(request: HttpRequest, target: Query[ReviewListQuery]):
    """Average, count and the 5-to-1 histogram of a product's accepted reviews (the rating tally)."""
    tally = _tally(target)
    histogram = tally.histogram if tally else [(stars, 0) for stars in (5, 4, 3, 2, 1)]
    return {
        "average": tally.average if tally else None,
        "count": tally.count if tally else 0,
        "histogram": [{"stars": stars, "count": n} for stars, n in histogram],
    }


@router.get(
    "photos/{photo_id}/",
    response={200: None, 404: ErrorOut},
    auth=None,
    summary="A review photo as a PNG file",
    openapi_extra={"responses": {200: {"description": "PNG", "content": {"image/png": {}}}}},
)
def review_photo(request: HttpRequest, photo_id: int):
    """A review photo (PNG): public once its review is accepted; before, its author's and the moderators'."""
    photo = selectors.review_photo_for(user=request.user, photo_id=photo_id)
    with photo.image.open("rb") as fh:
        response = HttpResponse(fh.read(), content_type="image/png")
    response["Cache-Control"] = "private, max-age=300"
    return response


@router.get("reviewable/", response={200: ReviewableOut, 400: ErrorOut, 401: ErrorOut}, auth=customer())
def reviewable(request: HttpRequest, page: int = Query(1, ge=1, le=100_000)):
    """The customer's delivered lines, with their review if written (20 a page)."""
    lines, more = selectors.reviewable_lines(customer=request.auth, page=page)
    return {"page": page, "has_more": more, "results": [_line(line) for line in lines]}


def _line(line) -> dict:
    order, item = line.order, line.catalogue_item
    review = getattr(line, "review", None)
    product = item.name if item else ", ".join(p for p in (order.product_type.name, order.sleeve) if p)
    shipment = getattr(order, "shipment", None)
    return {
        "line_id": line.pk,
        "order_id": order.order_id,
        "delivered_at": shipment.delivered_at if shipment else None,
        "product": product,
        "item_id": item.pk if item else None,
        "product_type": order.product_type.slug,
        "sleeve": order.sleeve,
        "size": line.size,
        "image": (item.images or [""])[0] if item else "",
        "can_review": review is None,
        "review": review,
    }


def _uploads(request: HttpRequest, photos: list[UploadedFile] | None) -> list[bytes]:
    if "photos" in request.POST:  # a text field where files belong
        raise FieldErrors.single("photos", WRONG_IMAGE_TYPE)
    out = []
    for upload in photos or []:
        if upload.size is not None and upload.size > MAX_UPLOAD_BYTES:
            raise FieldErrors.single(
                "photos", f"The image is too large: at most {MAX_UPLOAD_BYTES // (1024 * 1024)} MB."
            )
        out.append(upload.read(MAX_UPLOAD_BYTES + 1))
    return out


@router.post("", response={201: MyReviewOut, **MORE}, auth=customer())
def review_submit(request: HttpRequest, data: Form[ReviewIn], photos: File[list[UploadedFile]] = None):
    """Review a line of a delivered order (multipart: the fields and up to 3 `photos`); pending
    until the team accepts it."""
    review = services.review_submit(
        customer=request.auth,
        line_id=data.line_id,
        rating=data.rating,
        title=data.title,
        comment=data.comment,
        photos=_uploads(request, photos),
    )
    return 201, selectors.review_get_for_author(customer=request.auth, review_id=review.pk)


@router.post("{review_id}/", response={200: MyReviewOut, **WITH_404}, auth=customer())
def review_edit(
    request: HttpRequest, review_id: int, data: Form[ReviewEditIn], photos: File[list[UploadedFile]] = None
):
    """Edit your review within 30 days (multipart; fields left out are kept); it waits for the team again."""
    keep = None if data.keep_photos is None else [int(x) for x in data.keep_photos.split(",") if x]
    services.review_edit(
        customer=request.auth,
        review_id=review_id,
        rating=data.rating,
        title=data.title,
        comment=data.comment,
        keep_photos=keep,
        photos=_uploads(request, photos),
    )
    return selectors.review_get_for_author(customer=request.auth, review_id=review_id)


@router.post("{review_id}/helpful/", response={200: HelpfulOut, **WITH_404}, auth=customer())
def review_helpful(request: HttpRequest, review_id: int):
    """Mark an accepted review helpful (once per customer)."""
    review = services.review_helpful_vote(customer=request.auth, review_id=review_id)
    return {"helpful_count": review.helpful_count, "voted": True}
