"""The rating tally equals the accepted reviews after any sequence of submit, edit, accept and
reject (one or many at once), including changes whose transaction is rolled back."""

import pytest
from django.db import transaction
from django.db.models import Count
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.catalogue.models import RatingTally
from core.office.tests.factories import CatalogueItemFactory
from core.reviews import services
from core.reviews.models import Review, ReviewStatus
from core.reviews.tests.factories import delivered_line

pytestmark = pytest.mark.django_db

stars = st.integers(1, 5)
index = st.integers(0, 20)
submit = st.tuples(st.just("submit"), st.integers(0, 2), stars)  # 0, 1: items; 2: a custom print
edit = st.tuples(st.just("edit"), index, stars)
moderate = st.tuples(st.sampled_from(["accept", "reject", "pending", "failed"]), index, stars)
bulk = st.tuples(
    st.just("bulk"), st.lists(index, min_size=1, max_size=4), st.sampled_from(["accept", "reject"])
)


def assert_tally_equals_the_accepted_reviews() -> None:
    accepted = Review.objects.filter(status=ReviewStatus.ACCEPTED)
    want = {
        (row["tally"], row["rating"]): row["n"]
        for row in accepted.values("tally", "rating").annotate(n=Count("id"))
    }
    for tally in RatingTally.objects.all():
        for rating, count in tally.histogram:
            assert count == want.get((tally.pk, rating), 0), (tally, rating)


def _run(step, items, reviews) -> None:
    kind = step[0]
    if kind == "submit":
        line = delivered_line(item=items[step[1]] if step[1] < 2 else None)
        reviews.append(
            services.review_submit(
                customer=line.order.customer, line_id=line.pk, rating=step[2], title="T", comment="C"
            )
        )
        return
    if not reviews:
        return
    if kind == "bulk":
        ids = [reviews[i % len(reviews)].pk for i in step[1]]
        services.reviews_bulk_moderate(ids=ids, action=step[2], actor=None, reason="Off topic")
        return
    review = reviews[step[1] % len(reviews)]
    if kind == "edit":
        services.review_edit(customer=review.customer, review_id=review.pk, rating=step[2])
    elif kind == "failed":  # accepted, then the transaction fails: the tally rolls back with it
        with pytest.raises(RuntimeError), transaction.atomic():
            services.review_moderate(review_id=review.pk, actor=None, status="accepted")
            raise RuntimeError("later failure")
    else:
        status = {"accept": "accepted", "reject": "rejected", "pending": "pending"}[kind]
        services.review_moderate(review_id=review.pk, actor=None, status=status, reject_reason="Spam")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.one_of(submit, edit, moderate, bulk), min_size=1, max_size=14))
def test_the_tally_equals_the_accepted_reviews_after_any_sequence(steps):
    with transaction.atomic():  # each example starts from a shop without reviews
        items, reviews = [CatalogueItemFactory(), CatalogueItemFactory()], []
        for step in steps:
            _run(step, items, reviews)
            assert_tally_equals_the_accepted_reviews()
        transaction.set_rollback(True)


def test_accept_then_edit_then_reject_moves_the_stars():
    item = CatalogueItemFactory()
    line = delivered_line(item=item)
    made = services.review_submit(
        customer=line.order.customer, line_id=line.pk, rating=5, title="T", comment="C"
    )
    services.review_moderate(review_id=made.pk, actor=None, status="accepted")
    tally = RatingTally.objects.get(item=item)
    assert (tally.count, tally.average) == (1, 5.0)
    services.review_edit(customer=made.customer, review_id=made.pk, rating=3)
    tally.refresh_from_db()
    assert tally.count == 0  # waiting for the team again
    services.review_moderate(review_id=made.pk, actor=None, status="accepted")
    tally.refresh_from_db()
    assert (tally.count, tally.average, tally.stars_3) == (1, 3.0, 1)
    services.review_moderate(review_id=made.pk, actor=None, status="rejected", reject_reason="Spam")
    tally.refresh_from_db()
    assert tally.count == 0
