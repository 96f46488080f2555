"""The product page's reviews and the moderation list written from plain values (core/reviews/rows.py)
answer the same bytes as the routes' schemas rendering the same page read as models."""

import pytest
from django.db.models import F

from core.office.tests.factories import CatalogueItemFactory
from core.office.tests.lean import same_page, schema_bytes
from core.reviews import api, office, selectors
from core.reviews.models import Review
from core.reviews.services.moderation import review_moderate
from core.reviews.tests.factories import review

pytestmark = pytest.mark.django_db


@pytest.fixture
def reviews():
    """An item's accepted reviews (photos, a reply, an edit, helpful votes), pending and rejected ones,
    and a custom print's (no item: the product type and sleeve)."""
    item = CatalogueItemFactory()
    made = [
        review(item=item, status="accepted", rating=5, photos=2),
        review(item=item, status="accepted", rating=3),
        review(item=item, status="accepted", rating=4, photos=1),
        review(item=item, status="rejected", rating=1),
        review(item=item, rating=2, photos=3),
        review(status="accepted", rating=4),
        review(rating=5),
    ]
    review_moderate(review_id=made[1].pk, actor=None, reply="Thank you, Priya!")
    Review.objects.filter(pk=made[2].pk).update(
        helpful_count=F("helpful_count") + 4, edited_at=F("created_at")
    )
    return item, made


def _models(page):
    return list(selectors._with_parts(page))


def test_the_product_pages_reviews_answer_the_schemas_bytes(client, reviews):
    item, _ = reviews
    for query in (
        f"item={item.pk}",
        f"item={item.pk}&sort=helpful",
        "product_type=tshirts&sleeve=Half Sleeve",
    ):
        response = client.get(f"/api/reviews/?{query}")
        assert response.status_code == 200 and response["Content-Type"] == "application/json; charset=utf-8"
        target = api.ReviewListQuery(
            **dict(part.split("=") for part in query.split("&") if "sort" not in part)
        )
        sort = "helpful" if "helpful" in query else "newest"
        page = selectors.accepted_reviews_page(tally=api._tally(target), sort=sort, rows=_models)
        assert response.content == schema_bytes(api.router, "", page), query
        assert response.json()["results"], query


def test_the_moderation_list_answers_the_schemas_bytes(staff_client, reviews):
    item, made = reviews
    for params in [
        {},
        {"range": [1, 3]},
        {"sort": ["helpful_count", "DESC"]},
        {"sort": ["rating", "ASC"], "range": [0, 2]},
        {"filter": {"status": "pending"}},
        {"filter": {"item_id": item.pk}},
        {"filter": {"product_type_id": item.product_type_id}},
        {"filter": {"q": "sharp"}},
        {"filter": {"id": [made[0].pk, made[5].pk]}},
    ]:
        same_page(
            staff_client, "/api/office/reviews", office.router, "reviews", office.REVIEWS,
            selectors.office_reviews(), params,
        )  # fmt: skip


def test_a_page_of_reviews_is_two_light_queries(client, staff_client, reviews, django_assert_num_queries):
    item, _ = reviews
    client.get(f"/api/reviews/?item={item.pk}")
    with django_assert_num_queries(3):  # the tally, the page's ids, their columns with the photos
        client.get(f"/api/reviews/?item={item.pk}")
    staff_client.get("/api/office/reviews")
    with django_assert_num_queries(4):  # session, user, the page's ids, their columns with the photos
        staff_client.get("/api/office/reviews", {"filter": '{"status": "pending"}'})
