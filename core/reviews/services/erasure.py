"""A customer's reviews after "Delete my account" (DPDP Act 2023 s.12(3))."""

from django.db import transaction

from core.reviews.models import Review, ReviewPhoto, ReviewStatus
from core.reviews.services.tally import tally_follow


@transaction.atomic
def customer_reviews_erase(*, customer) -> int:
    """Delete the customer's reviews, with their photos and helpful votes; answers how many.

    A review is the person's own published words and pictures, shown under their name (title,
    comment, photos, and the team's reply addressed to them): anonymising it would leave a starred
    row with no text, so it goes whole. An accepted review's stars leave the rating tally in this
    transaction (tally_follow), so the tally stays equal to the accepted reviews. The customer's
    helpful votes on others' reviews hold nothing of the person and stay (the counts stay true).
    """
    reviews = list(Review.objects.select_for_update().filter(customer=customer).order_by("pk"))
    photos = ReviewPhoto.objects.filter(review__in=reviews)
    files = [(p.image.storage, p.image.name) for p in photos if p.image]
    for review in reviews:
        was_accepted = review.status == ReviewStatus.ACCEPTED
        review.status = ReviewStatus.REJECTED  # counted out of the tally, as a rejection would
        tally_follow(review=review, was_accepted=was_accepted, old_rating=review.rating)
    Review.objects.filter(pk__in=[r.pk for r in reviews]).delete()  # photos and votes cascade

    def delete_files() -> None:
        for storage, name in files:
            storage.delete(name)

    transaction.on_commit(delete_files)
    return len(reviews)
