"""The product page's Reviews tab and the /brevity cards: only accepted reviews, newest or most
helpful first, paged, a summary from the tally; as many queries for 30 reviews as for one."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.office.tests.factories import CatalogueItemFactory
from core.reviews.models import Review
from core.reviews.tests.factories import review

pytestmark = pytest.mark.django_db


def test_only_accepted_reviews_are_listed_newest_first(client):
    item = CatalogueItemFactory()
    old = review(item=item, status="accepted", rating=4, title="First")
    new = review(item=item, status="accepted", rating=5, title="Second")
    review(item=item, status="pending")
    review(item=item, status="rejected")
    body = client.get(f"/api/reviews/?item={item.pk}").json()
    assert body["count"] == 2 and body["pages"] == 1
    assert [r["id"] for r in body["results"]] == [new.pk, old.pk]
    first = body["results"][0]
    assert first["verified_purchase"] is True and first["author"].endswith(".")
    assert first["reply"] is None


def test_most_helpful_first(client):
    item = CatalogueItemFactory()
    plain = review(item=item, status="accepted")
    liked = review(item=item, status="accepted")
    Review.objects.filter(pk=liked.pk).update(helpful_count=3)
    order = [r["id"] for r in client.get(f"/api/reviews/?item={item.pk}&sort=helpful").json()["results"]]
    assert order == [liked.pk, plain.pk]


def test_the_summary_and_the_cards_read_the_tally(client):
    item = CatalogueItemFactory()
    for rating in (5, 5, 4):
        review(item=item, status="accepted", rating=rating)
    review(item=item, status="pending", rating=1)
    summary = client.get(f"/api/reviews/summary/?item={item.pk}").json()
    assert summary["count"] == 3 and summary["average"] == 4.7
    assert summary["histogram"] == [
        {"stars": 5, "count": 2},
        {"stars": 4, "count": 1},
        {"stars": 3, "count": 0},
        {"stars": 2, "count": 0},
        {"stars": 1, "count": 0},
    ]
    card = next(i for i in client.get("/api/catalogue/items/").json() if i["id"] == item.pk)
    assert card["rating"] == {"average": 4.7, "count": 3}


def test_a_product_without_reviews(client):
    item = CatalogueItemFactory()
    assert client.get(f"/api/reviews/summary/?item={item.pk}").json()["average"] is None
    assert client.get(f"/api/reviews/?item={item.pk}").json()["results"] == []
    custom = client.get("/api/reviews/summary/?product_type=tshirts&sleeve=Half Sleeve").json()
    assert custom["count"] == 0


def test_one_target_is_needed(client):
    assert client.get("/api/reviews/").status_code == 400
    assert client.get("/api/reviews/?item=1&product_type=tshirts").status_code == 400


def test_custom_prints_are_reviewed_per_product_type_and_sleeve(client):
    made = review(status="accepted")  # a custom T-Shirt, Half Sleeve
    body = client.get("/api/reviews/?product_type=tshirts&sleeve=Half Sleeve").json()
    assert [r["id"] for r in body["results"]] == [made.pk]
    assert body["results"][0]["product"] == "T-Shirt, Half Sleeve"
    assert client.get("/api/reviews/?product_type=tshirts&sleeve=Full Sleeve").json()["count"] == 0


def _queries(client, url) -> int:
    with CaptureQueriesContext(connection) as ctx:
        assert client.get(url).status_code == 200
    return len(ctx.captured_queries)


def test_the_list_costs_the_same_queries_for_one_review_or_a_full_page(client, django_assert_max_num_queries):
    item = CatalogueItemFactory()
    review(item=item, status="accepted", photos=1)
    url = f"/api/reviews/?item={item.pk}"
    one = _queries(client, url)
    for _ in range(12):
        review(item=item, status="accepted", photos=1)
    Review.objects.filter(tally__item=item).update(reply="Thank you!")
    with django_assert_max_num_queries(one):
        body = client.get(url).json()
    assert len(body["results"]) == 10 and body["pages"] == 2
    assert len(client.get(url + "&page=2").json()["results"]) == 3
    assert one <= 4


def test_the_items_list_costs_the_same_queries_with_ratings(client, django_assert_max_num_queries):
    before = _queries(client, "/api/catalogue/items/")
    for _ in range(3):
        review(item=CatalogueItemFactory(), status="accepted")
    with django_assert_max_num_queries(before):
        client.get("/api/catalogue/items/")


def test_items_carry_their_facts(client):
    item = client.get("/api/catalogue/items/1/").json()
    assert item["details"]["country_of_origin"] == "India"
    assert item["details"]["gsm"] == 180 and item["details"]["print_method"].startswith("DTG")
    assert item["features"] and item["updated_at"]
    oversized = client.get("/api/catalogue/items/2/").json()
    assert oversized["details"]["fit"].startswith("Oversized")
    types = {t["slug"]: t for t in client.get("/api/catalogue/product-types/").json()}
    assert types["tshirts"]["details"]["material"].startswith("100% combed cotton")
