"""The Django admin's review pages: the queue, one review with its photos, bulk accept."""

import pytest
from django.test import Client

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import RatingTally
from core.office.tests.factories import CatalogueItemFactory
from core.reviews.models import Review
from core.reviews.tests.factories import review

pytestmark = pytest.mark.django_db


@pytest.fixture
def support_admin() -> Client:
    client = Client()
    client.force_login(StaffFactory(role=Role.SUPPORT))
    return client


def test_support_accepts_reviews_in_the_admin(support_admin):
    item = CatalogueItemFactory()
    a, b = review(item=item, rating=4, photos=1), review(item=item, rating=2)
    assert support_admin.get("/admin/reviews/review/?status__exact=pending").status_code == 200
    page = support_admin.get(f"/admin/reviews/review/{a.pk}/change/")
    assert page.status_code == 200 and a.photos.get().url in page.content.decode()
    answer = support_admin.post(
        "/admin/reviews/review/", {"action": "accept", "_selected_action": [a.pk, b.pk]}, follow=True
    )
    assert answer.status_code == 200
    assert set(Review.objects.values_list("status", flat=True)) == {"accepted"}
    assert RatingTally.objects.get(item=item).count == 2


def test_a_reply_from_the_admin_form(support_admin):
    made = review(status="accepted")
    form = {"status": "accepted", "reject_reason": "", "reply": "Thank you!"}
    answer = support_admin.post(f"/admin/reviews/review/{made.pk}/change/", form)
    assert answer.status_code == 302, answer.content[:2000]
    made.refresh_from_db()
    assert made.reply == "Thank you!" and made.replied_at is not None
