"""The demo shop shows reviews on item 1 and leaves the first demo customer a line to review."""

import random

import pytest

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.catalogue.models import RatingTally
from core.reviews.demo import seed_reviews
from core.reviews.models import Review

pytestmark = pytest.mark.django_db


def test_the_demo_reviews(client):
    priya = CustomerFactory()
    seed_reviews(
        rnd=random.Random(7), demo=[priya], others=[CustomerFactory() for _ in range(5)], admin=StaffFactory()
    )
    tally = RatingTally.objects.get(item_id=1)
    assert tally.count == 4 and Review.objects.filter(status="pending").count() == 3
    body = client.get("/api/reviews/?item=1").json()
    assert any(r["reply"] for r in body["results"])
    client.force_login(priya)
    lines = client.get("/api/reviews/reviewable/").json()["results"]
    assert [(ln["item_id"], ln["can_review"]) for ln in lines] == [(1, True)]
