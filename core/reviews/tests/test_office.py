"""The team moderates reviews: the list and its filters, bulk accept and reject, the reply."""

import pytest
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import RatingTally
from core.conftest import JsonClient
from core.office.tests.calls import content_range, get_list
from core.office.tests.factories import CatalogueItemFactory
from core.reviews.models import Review
from core.reviews.tests.factories import review

pytestmark = pytest.mark.django_db


@pytest.fixture
def support() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.SUPPORT))
    return client


def test_the_list_filters_by_status_rating_product_and_date(support, django_assert_max_num_queries):
    item = CatalogueItemFactory()
    five = review(item=item, rating=5, photos=1)
    review(item=item, rating=2, status="accepted")
    custom = review(rating=3)
    with django_assert_max_num_queries(8):
        response = get_list(support, "reviews", filter={"status": "pending"}, sort=["created_at", "DESC"])
    assert {r["id"] for r in response.json()} == {five.pk, custom.pk}
    assert content_range(response)[1] == 2
    assert [r["id"] for r in get_list(support, "reviews", filter={"rating": 5}).json()] == [five.pk]
    by_item = get_list(support, "reviews", filter={"item_id": item.pk}).json()
    assert len(by_item) == 2 and by_item[0]["product"] == item.name
    tees = get_list(support, "reviews", filter={"product_type_id": item.product_type_id}).json()
    assert len(tees) == 3
    today = timezone.localdate(five.created_at).isoformat()  # the filter reads days on the shop's clock (IST)
    assert (
        len(get_list(support, "reviews", filter={"created_at_gte": today, "created_at_lte": today}).json())
        == 3
    )
    assert get_list(support, "reviews", filter={"created_at_gte": "soon"}).status_code == 400
    shown = support.get(f"/api/office/reviews/{five.pk}").json()
    assert shown["photos"][0]["url"].startswith("/api/reviews/photos/")
    assert support.get(shown["photos"][0]["url"]).status_code == 200  # a moderator sees a pending photo


def test_bulk_accept_and_reject_move_the_rating(support):
    item = CatalogueItemFactory()
    a, b = review(item=item, rating=5), review(item=item, rating=3)
    answer = support.send("post", "/api/office/reviews/bulk", {"ids": [a.pk, b.pk], "action": "accept"})
    assert answer.json() == {"updated": 2}
    tally = RatingTally.objects.get(item=item)
    assert (tally.count, tally.average) == (2, 4.0)
    refused = support.send("post", "/api/office/reviews/bulk", {"ids": [a.pk], "action": "reject"})
    assert refused.status_code == 400 and "reason" in refused.json()["message"]
    support.send(
        "post", "/api/office/reviews/bulk", {"ids": [a.pk], "action": "reject", "reason": "Off topic"}
    )
    tally.refresh_from_db()
    assert (tally.count, tally.average) == (1, 3.0)
    assert Review.objects.get(pk=a.pk).reject_reason == "Off topic"


def test_a_reply_shows_under_the_public_review(support, client):
    made = review(status="accepted")
    answer = support.send("put", f"/api/office/reviews/{made.pk}", {"reply": "Thank you, come again!"})
    assert answer.status_code == 200 and answer.json()["reply"] == "Thank you, come again!"
    public = client.get("/api/reviews/?product_type=tshirts&sleeve=Half Sleeve").json()["results"][0]
    assert public["reply"]["text"] == "Thank you, come again!"


def test_a_rejection_needs_a_reason(support):
    made = review()
    answer = support.send("put", f"/api/office/reviews/{made.pk}", {"status": "rejected"})
    assert answer.status_code == 400
    assert answer.json()["errors"]["reject_reason"]


def test_the_print_floor_may_not_moderate():
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.PRINT_FLOOR))
    assert get_list(client, "reviews").status_code == 403


def test_a_bulk_change_needs_reviews(support):
    answer = support.send("post", "/api/office/reviews/bulk", {"action": "accept"})
    assert answer.status_code == 400 and answer.json()["errors"]["ids"] == ["Choose at least one review."]


def test_review_ids_are_whole_numbers(support):
    answer = support.send("post", "/api/office/reviews/bulk", {"ids": [False], "action": "accept"})
    assert answer.status_code == 400
