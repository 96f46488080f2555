"""The one list helper: react-admin's sort, range and filter; Content-Range; the page cap."""

import pytest

from core.office.listing import MAX_PAGE
from core.office.tests.calls import content_range, get_list
from core.office.tests.factories import NewsletterSignupFactory

pytestmark = pytest.mark.django_db


def test_default_page_and_header(staff_client):
    NewsletterSignupFactory.create_batch(30)
    response = get_list(staff_client, "newsletter-signups")
    assert response.status_code == 200
    assert len(response.json()) == 25
    assert response["Content-Range"] == "newsletter-signups 0-24/30"


def test_range_is_inclusive(staff_client):
    NewsletterSignupFactory.create_batch(12)
    response = get_list(staff_client, "newsletter-signups", range=[5, 9])
    assert len(response.json()) == 5
    assert content_range(response) == ("5-9", 12)


def test_range_past_the_end(staff_client):
    NewsletterSignupFactory.create_batch(3)
    response = get_list(staff_client, "newsletter-signups", range=[10, 19])
    assert response.json() == []
    assert response["Content-Range"] == "newsletter-signups */3"


def test_page_size_is_capped(staff_client):
    NewsletterSignupFactory.create_batch(MAX_PAGE + 5)
    response = get_list(staff_client, "newsletter-signups", range=[0, 999])
    assert len(response.json()) == MAX_PAGE
    assert content_range(response) == (f"0-{MAX_PAGE - 1}", MAX_PAGE + 5)


def test_sort_both_ways(staff_client):
    for email in ["b@example.in", "c@example.in", "a@example.in"]:
        NewsletterSignupFactory(email=email)
    up = [r["email"] for r in get_list(staff_client, "newsletter-signups", sort=["email", "ASC"]).json()]
    down = [r["email"] for r in get_list(staff_client, "newsletter-signups", sort=["email", "DESC"]).json()]
    assert up == ["a@example.in", "b@example.in", "c@example.in"]
    assert down == list(reversed(up))


@pytest.mark.parametrize(
    "params, field",
    [
        ({"sort": ["password", "ASC"]}, "sort"),
        ({"sort": ["email", "SIDEWAYS"]}, "sort"),
        ({"sort": "email"}, "sort"),
        ({"range": [5, 1]}, "range"),
        ({"range": ["a", "b"]}, "range"),
        ({"filter": {"password": "x"}}, "filter"),
        ({"filter": ["q"]}, "filter"),
    ],
)
def test_bad_parameters_are_400_with_the_error_shape(staff_client, params, field):
    response = get_list(staff_client, "newsletter-signups", **params)
    assert response.status_code == 400
    body = response.json()
    assert body["message"] and field in body["errors"]


def test_not_json_is_400(staff_client):
    response = staff_client.get("/api/office/newsletter-signups", {"sort": "[oops"})
    assert response.status_code == 400
    assert response.json()["message"] == "The sort parameter is not valid JSON."


def test_q_searches_every_word(staff_client):
    NewsletterSignupFactory(email="asha.rao@example.in")
    NewsletterSignupFactory(email="asha.k@example.com")
    response = get_list(staff_client, "newsletter-signups", filter={"q": "asha example.in"})
    assert [r["email"] for r in response.json()] == ["asha.rao@example.in"]


def test_get_many_by_ids_without_range(staff_client):
    rows = NewsletterSignupFactory.create_batch(40)
    wanted = [rows[0].pk, rows[33].pk]
    response = staff_client.get("/api/office/newsletter-signups", {"filter": f'{{"id": {wanted}}}'})
    assert sorted(r["id"] for r in response.json()) == sorted(wanted)
