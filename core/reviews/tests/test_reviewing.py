"""A buyer reviews a delivered order line: once, with photos, editable for 30 days."""

import io
from datetime import timedelta

import pytest
from django.utils import timezone

from core.office.tests.factories import CatalogueItemFactory
from core.orders.tests.factories import png_bytes
from core.reviews.models import Review
from core.reviews.tests.factories import delivered_line, review

pytestmark = pytest.mark.django_db


def _post(client, url, data):
    return client.post(url, data, HTTP_X_CSRFTOKEN=client.csrf())


def _form(line, **extra):
    return {"line_id": line.pk, "rating": 4, "title": "Good tee", "comment": "Fits well.", **extra}


def test_a_buyer_reviews_a_delivered_line_once(client):
    # given a delivered order of an item
    item = CatalogueItemFactory()
    line = delivered_line(item=item)
    client.force_login(line.order.customer)
    # when the buyer reviews it, with a photo
    first = _post(client, "/api/reviews/", {**_form(line), "photos": [io.BytesIO(png_bytes())]})
    # then it waits for the team, with its photo; a second review of the line is refused
    assert first.status_code == 201, first.content
    body = first.json()
    assert body["status"] == "pending" and body["verified_purchase"] is True
    assert body["product"] == item.name and len(body["photos"]) == 1
    again = _post(client, "/api/reviews/", _form(line))
    assert again.status_code == 409
    assert again.json()["message"] == "You have already reviewed this item."
    assert Review.objects.count() == 1


def test_only_the_buyer_of_a_delivered_order_may_review(client, other_customer):
    shipped = delivered_line(status="shipped")
    client.force_login(shipped.order.customer)
    answer = _post(client, "/api/reviews/", _form(shipped))
    assert answer.status_code == 400
    assert answer.json()["message"] == "You can review an item once it is delivered."

    delivered = delivered_line()
    client.force_login(other_customer)
    answer = _post(client, "/api/reviews/", _form(delivered))
    assert answer.status_code == 404
    assert Review.objects.count() == 0


def test_a_custom_print_is_reviewed_as_its_product_type_and_sleeve(client):
    line = delivered_line()
    client.force_login(line.order.customer)
    answer = _post(client, "/api/reviews/", _form(line))
    assert answer.json()["product"] == "T-Shirt, Half Sleeve"


def test_an_edit_within_30_days_goes_back_to_the_team(client):
    made = review(status="accepted", photos=2)
    client.force_login(made.customer)
    keep = str(made.photos.first().pk)
    answer = _post(client, f"/api/reviews/{made.pk}/", {"rating": 2, "keep_photos": keep})
    assert answer.status_code == 200, answer.content
    body = answer.json()
    assert body["status"] == "pending" and body["rating"] == 2 and body["edited"] is True
    assert [p["id"] for p in body["photos"]] == [int(keep)]


def test_an_edit_after_30_days_is_refused(client):
    made = review()
    Review.objects.filter(pk=made.pk).update(created_at=timezone.now() - timedelta(days=31))
    client.force_login(made.customer)
    answer = _post(client, f"/api/reviews/{made.pk}/", {"rating": 1})
    assert answer.status_code == 403
    assert answer.json()["message"] == "Reviews can be edited for 30 days."


def test_at_most_three_photos(client):
    line = delivered_line()
    client.force_login(line.order.customer)
    answer = _post(
        client, "/api/reviews/", {**_form(line), "photos": [io.BytesIO(png_bytes()) for _ in range(4)]}
    )
    assert answer.status_code == 400
    assert answer.json()["errors"]["photos"] == ["Add at most 3 photos."]


def test_a_photo_is_public_only_once_its_review_is_accepted(client, other_customer):
    made = review(photos=1)
    url = made.photos.get().url
    assert client.get(url).status_code == 404  # a visitor, pending
    client.force_login(made.customer)
    assert client.get(url).status_code == 200  # its author
    client.force_login(other_customer)
    assert client.get(url).status_code == 404
    made = review(photos=1, status="accepted")
    answer = client.get(made.photos.get().url)
    assert answer.status_code == 200 and answer["Content-Type"] == "image/png"


def test_helpful_once_per_customer_and_not_ones_own(client, other_customer):
    made = review(status="accepted")
    client.force_login(other_customer)
    assert _post(client, f"/api/reviews/{made.pk}/helpful/", {}).json()["helpful_count"] == 1
    assert _post(client, f"/api/reviews/{made.pk}/helpful/", {}).json()["helpful_count"] == 1
    client.force_login(made.customer)
    assert _post(client, f"/api/reviews/{made.pk}/helpful/", {}).status_code == 400


def test_reviewable_lists_the_delivered_lines_with_their_reviews(client, django_assert_max_num_queries):
    made = review()
    line = delivered_line(customer=made.customer)
    delivered_line(customer=made.customer, status="shipped")
    client.force_login(made.customer)
    with django_assert_max_num_queries(8):
        body = client.get("/api/reviews/reviewable/").json()
    rows = {r["line_id"]: r for r in body["results"]}
    assert set(rows) == {made.line_id, line.pk}
    assert rows[line.pk]["can_review"] is True and rows[line.pk]["review"] is None
    assert rows[made.line_id]["review"]["status"] == "pending"


def test_photos_sent_as_text_are_refused(client):
    line = delivered_line()
    client.force_login(line.order.customer)
    answer = _post(client, "/api/reviews/", {**_form(line), "photos": "{}"})
    assert answer.status_code == 400
    assert answer.json()["errors"]["photos"] == ["Please select a valid image file (JPEG, PNG, JPG)."]
