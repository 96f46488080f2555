"""The team's writes: accept or reject a review (one or many), and reply under it.

Every status change moves the review's stars in or out of the rating tally in the same transaction."""

from django.db import transaction
from django.utils import timezone

from core.common.errors import FieldErrors, NotFound
from core.reviews.models import Review, ReviewStatus
from core.reviews.services.tally import tally_follow

NEEDS_REASON = "Give a reason for the customer when you reject a review."
BAD_STATUS = "Choose one of: pending, accepted, rejected."
BAD_ACTION = "Choose accept or reject."
MAX_BULK = 200
TOO_MANY = f"Choose at most {MAX_BULK} reviews at a time."


def _set_status(review: Review, *, status: str, reason: str, actor) -> None:
    was_accepted, old_rating = review.status == ReviewStatus.ACCEPTED, review.rating
    review.status = status
    review.reject_reason = reason if status == ReviewStatus.REJECTED else ""
    review.moderated_at, review.moderated_by = timezone.now(), actor
    review.save(update_fields=["status", "reject_reason", "moderated_at", "moderated_by"])
    tally_follow(review=review, was_accepted=was_accepted, old_rating=old_rating)


def _check(status: str, reason: str, errors: FieldErrors) -> str:
    reason = (reason or "").strip()
    if status not in ReviewStatus.values:
        errors.add("status", BAD_STATUS)
    if status == ReviewStatus.REJECTED and not reason:
        errors.add("reject_reason", NEEDS_REASON)
    if len(reason) > 300:
        errors.add("reject_reason", "This can be at most 300 characters.")
    return reason


@transaction.atomic
def review_moderate(
    *, review_id: int, actor, status: str | None = None, reject_reason: str = "", reply: str | None = None
) -> Review:
    """The team sets a review's status (a rejection needs a reason shown to its author) and/or its
    reply (blank removes it)."""
    review = Review.objects.select_for_update().filter(pk=review_id).first()
    if review is None:
        raise NotFound("Review not found.")
    errors = FieldErrors()
    status = status or review.status
    reason = _check(
        status, reject_reason or (review.reject_reason if status == review.status else ""), errors
    )
    if status != ReviewStatus.REJECTED:
        reason = ""
    reply = None if reply is None else reply.strip()
    if reply is not None and len(reply) > 1000:
        errors.add("reply", "This can be at most 1000 characters.")
    errors.raise_if_any()
    if status != review.status or reason != review.reject_reason:
        _set_status(review, status=status, reason=reason, actor=actor)
    if reply is not None and reply != review.reply:
        review.reply, review.replied_at = reply, (timezone.now() if reply else None)
        review.save(update_fields=["reply", "replied_at"])
    return review


@transaction.atomic
def reviews_bulk_moderate(*, ids: list[int], action: str, actor, reason: str = "") -> int:
    """Accept or reject many reviews at once (the back office's bulk buttons); answers how many changed."""
    errors = FieldErrors()
    if action not in ("accept", "reject"):
        errors.add("action", BAD_ACTION)
    status = ReviewStatus.ACCEPTED if action == "accept" else ReviewStatus.REJECTED
    reason = _check(status, reason, errors) if action in ("accept", "reject") else ""
    if not ids:
        errors.add("ids", "Choose at least one review.")
    elif len(ids) > MAX_BULK:
        errors.add("ids", TOO_MANY)
    errors.raise_if_any()
    changed = 0
    for review in Review.objects.select_for_update().filter(pk__in=ids).order_by("pk"):
        if review.status != status or review.reject_reason != reason:
            _set_status(review, status=status, reason=reason, actor=actor)
            changed += 1
    return changed
