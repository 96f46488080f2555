"""The rating tally (core.catalogue.models.RatingTally) follows the accepted reviews: every service
that changes a review's status or stars calls `tally_follow` in its own transaction, so the tally
always equals the accepted reviews (core/reviews/tests/test_tally.py holds it to that)."""

from django.db import transaction
from django.db.models import F

from core.catalogue.models import RatingTally
from core.orders.models import OrderLine
from core.reviews.models import Review, ReviewStatus


@transaction.atomic
def rating_tally_for_line(*, line: OrderLine) -> RatingTally:
    """The tally a review of `line` counts in: its catalogue item, or for a custom print its
    product type and sleeve."""
    if line.catalogue_item_id:
        tally, _ = RatingTally.objects.get_or_create(item_id=line.catalogue_item_id)
        return tally
    order = line.order
    tally, _ = RatingTally.objects.get_or_create(
        item=None, product_type_id=order.product_type_id, sleeve=order.sleeve or ""
    )
    return tally


def _add(tally_id: int, rating: int, delta: int) -> None:
    field = f"stars_{rating}"
    RatingTally.objects.filter(pk=tally_id).update(**{field: F(field) + delta})


def tally_follow(*, review: Review, was_accepted: bool, old_rating: int) -> None:
    """After a review changed: take out what it counted, count what it counts now."""
    if was_accepted:
        _add(review.tally_id, old_rating, -1)
    if review.status == ReviewStatus.ACCEPTED:
        _add(review.tally_id, review.rating, +1)
