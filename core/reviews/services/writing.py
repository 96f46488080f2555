"""The customer's writes: review a delivered order line (once), edit it for 30 days, vote helpful.

Only a buyer whose order was delivered may review its line, so every review is a verified purchase.
A review (and each edit) waits for the team: it is pending until accepted."""

from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from core.common.errors import ApplicationError, ErrorStatus, FieldErrors, NotFound
from core.common.images import PHOTO_LIMITS, as_file, clean_image
from core.orders.models import OrderLine, OrderStatus
from core.reviews.models import MAX_PHOTOS, HelpfulVote, Review, ReviewPhoto, ReviewStatus
from core.reviews.services.tally import rating_tally_for_line, tally_follow

LINE_NOT_FOUND = "Order line not found."
NOT_DELIVERED = "You can review an item once it is delivered."
ALREADY = "You have already reviewed this item."
TOO_LATE = "Reviews can be edited for 30 days."
TOO_MANY_PHOTOS = f"Add at most {MAX_PHOTOS} photos."
BAD_RATING = "Choose 1 to 5 stars."
NOT_FOUND = "Review not found."
OWN_VOTE = "You cannot vote for your own review."
PHOTO_FIT = 1280  # px: a review photo is shown at most this large


@dataclass(frozen=True)
class ReviewText:
    rating: int | None
    title: str | None
    comment: str | None


def _checked(text: ReviewText, errors: FieldErrors, *, partial: bool) -> dict:
    fields = {}
    if text.rating is not None or not partial:
        if text.rating not in (1, 2, 3, 4, 5):
            errors.add("rating", BAD_RATING)
        fields["rating"] = text.rating
    for name, limit in (("title", 100), ("comment", 2000)):
        value = getattr(text, name)
        if value is None and partial:
            continue
        value = errors.required(value, name)
        if len(value) > limit:
            errors.add(name, f"This can be at most {limit} characters.")
        fields[name] = value
    return fields


def _clean_photos(photos: list[bytes], errors: FieldErrors) -> list:
    cleaned = []
    for data in photos:
        try:
            cleaned.append(clean_image(data, field="photos", limits=PHOTO_LIMITS, fit=PHOTO_FIT))
        except ApplicationError as exc:
            errors.absorb(exc, "photos")
    return cleaned


def _save_photos(review: Review, cleaned: list, start: int) -> None:
    for n, image in enumerate(cleaned, start=start):
        photo = ReviewPhoto(review=review, position=n)
        photo.image.save("photo.png", as_file(image.png, "photo.png"), save=False)
        photo.save()


@transaction.atomic
def review_submit(
    *,
    customer,
    line_id: int,
    rating: int | None,
    title: str | None,
    comment: str | None,
    photos: list[bytes] | None = None,
) -> Review:
    """A buyer's review of one line of their delivered order: pending until the team accepts it."""
    line = OrderLine.objects.select_related("order").filter(pk=line_id, order__customer=customer).first()
    if line is None:
        raise FieldErrors.single("line_id", LINE_NOT_FOUND, status=ErrorStatus.NOT_FOUND)
    if line.order.status != OrderStatus.DELIVERED:
        raise FieldErrors.single("line_id", NOT_DELIVERED)
    if Review.objects.filter(line=line).exists():
        raise FieldErrors.single("line_id", ALREADY, status=ErrorStatus.CONFLICT)
    errors = FieldErrors()
    fields = _checked(ReviewText(rating, title, comment), errors, partial=False)
    photos = photos or []
    if len(photos) > MAX_PHOTOS:
        errors.add("photos", TOO_MANY_PHOTOS)
    cleaned = _clean_photos(photos[:MAX_PHOTOS], errors)
    errors.raise_if_any()
    tally = rating_tally_for_line(line=line)
    try:
        with transaction.atomic():
            review = Review.objects.create(line=line, customer=customer, tally=tally, **fields)
    except IntegrityError:  # the same line, submitted twice at once
        raise FieldErrors.single("line_id", ALREADY, status=ErrorStatus.CONFLICT) from None
    _save_photos(review, cleaned, 0)
    return review


@transaction.atomic
def review_edit(
    *,
    customer,
    review_id: int,
    rating: int | None = None,
    title: str | None = None,
    comment: str | None = None,
    keep_photos: list[int] | None = None,
    photos: list[bytes] | None = None,
) -> Review:
    """The author changes their review within 30 days; it goes back to the team (pending), so it
    leaves the public list and the rating until accepted again."""
    review = Review.objects.select_for_update().filter(pk=review_id, customer=customer).first()
    if review is None:
        raise NotFound(NOT_FOUND)
    if timezone.now() > review.editable_until:
        raise ApplicationError(TOO_LATE, status=ErrorStatus.FORBIDDEN)
    errors = FieldErrors()
    fields = _checked(ReviewText(rating, title, comment), errors, partial=True)
    current = list(review.photos.all())
    kept = current if keep_photos is None else [p for p in current if p.pk in set(keep_photos)]
    photos = photos or []
    if len(kept) + len(photos) > MAX_PHOTOS:
        errors.add("photos", TOO_MANY_PHOTOS)
    cleaned = _clean_photos(photos[:MAX_PHOTOS], errors)
    errors.raise_if_any()
    was_accepted, old_rating = review.status == ReviewStatus.ACCEPTED, review.rating
    for name, value in fields.items():
        setattr(review, name, value)
    review.status, review.reject_reason, review.edited_at = ReviewStatus.PENDING, "", timezone.now()
    review.save()
    for photo in current:
        if photo not in kept:
            name, storage = photo.image.name, photo.image.storage
            photo.delete()
            transaction.on_commit(lambda name=name, storage=storage: storage.delete(name))
    for n, photo in enumerate(kept):
        if photo.position != n:
            ReviewPhoto.objects.filter(pk=photo.pk).update(position=n)
    _save_photos(review, cleaned, len(kept))
    tally_follow(review=review, was_accepted=was_accepted, old_rating=old_rating)
    return review


@transaction.atomic
def review_helpful_vote(*, customer, review_id: int) -> Review:
    """One "helpful" per customer per accepted review; a second vote changes nothing."""
    review = Review.objects.filter(pk=review_id, status=ReviewStatus.ACCEPTED).first()
    if review is None:
        raise NotFound(NOT_FOUND)
    if review.customer_id == customer.pk:
        raise ApplicationError(OWN_VOTE)
    _, created = HelpfulVote.objects.get_or_create(review=review, customer=customer)
    if created:
        Review.objects.filter(pk=review.pk).update(helpful_count=F("helpful_count") + 1)
        review.refresh_from_db(fields=["helpful_count"])
    return review
