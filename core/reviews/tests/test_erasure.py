"""A customer's reviews go whole with "Delete my account", and the rating tally still equals the
accepted reviews (their stars leave it in the same transaction)."""

import pytest
from django.db import transaction

from core.accounts.tests.factories import CustomerFactory
from core.catalogue.models import RatingTally
from core.office.tests.factories import CatalogueItemFactory
from core.reviews import services
from core.reviews.models import HelpfulVote, Review, ReviewPhoto
from core.reviews.services.erasure import customer_reviews_erase
from core.reviews.tests.factories import review
from core.reviews.tests.test_tally import assert_tally_equals_the_accepted_reviews

pytestmark = pytest.mark.django_db


def test_the_customers_reviews_and_photos_go_and_the_tally_follows(django_capture_on_commit_callbacks):
    item = CatalogueItemFactory()
    leaving = CustomerFactory()
    kept = review(item=item, rating=5, status="accepted")
    accepted = review(item=item, rating=1, status="accepted", customer=leaving, photos=1)
    review(item=item, rating=3, status="pending", customer=leaving)
    review(item=item, rating=2, status="rejected", customer=leaving)
    services.review_helpful_vote(customer=leaving, review_id=kept.pk)
    photo = ReviewPhoto.objects.get(review=accepted)
    storage, name = photo.image.storage, photo.image.name

    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        assert customer_reviews_erase(customer=leaving) == 3

    assert list(Review.objects.all()) == [kept]
    tally = RatingTally.objects.get(item=item)
    assert tally.count == 1 and tally.stars_5 == 1 and tally.stars_1 == 0
    assert_tally_equals_the_accepted_reviews()
    assert not storage.exists(name)
    # their helpful vote on another's review holds nothing of them: the count stays true
    assert HelpfulVote.objects.filter(review=kept).count() == 1
