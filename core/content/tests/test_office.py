"""Testimonials (create with a photo, approve/hide, delete) and what visitors sent us."""

import pytest

from core.content import models as content
from core.office.tests.calls import content_range, get_list
from core.office.tests.factories import (
    BulkEnquiryFactory,
    ContactMessageFactory,
    CustomerTestimonialFactory,
    NewsletterSignupFactory,
    png_data_url,
)

pytestmark = pytest.mark.django_db


class TestTestimonials:
    def test_list_sort_range_filter_q(self, staff_client):
        a = CustomerTestimonialFactory(name="Anil", approved=True)
        b = CustomerTestimonialFactory(name="Bela", approved=False, message="Great hoodies")
        response = get_list(staff_client, "testimonials", sort=["name", "ASC"], range=[0, 0])
        assert [t["id"] for t in response.json()] == [a.pk]
        assert content_range(response) == ("0-0", 2)
        hidden = get_list(staff_client, "testimonials", filter={"approved": False}).json()
        assert [t["id"] for t in hidden] == [b.pk]
        assert [t["id"] for t in get_list(staff_client, "testimonials", filter={"q": "hoodies"}).json()] == [
            b.pk
        ]
        assert len(get_list(staff_client, "testimonials", filter={"id": [a.pk, b.pk]}).json()) == 2
        assert response.json()[0]["photo"].startswith("/media/testimonials/")

    def test_create_with_photo(self, staff_client):
        response = staff_client.send(
            "post",
            "/api/office/testimonials",
            {"name": "Meera", "message": "Loved it", "photo": png_data_url()},
        )
        assert response.status_code == 201
        body = response.json()
        assert body["approved"] is True and body["photo"].endswith(".png")
        assert content.Testimonial.objects.get(pk=body["id"]).photo

    def test_create_hidden(self, staff_client):
        response = staff_client.send(
            "post",
            "/api/office/testimonials",
            {"name": "Meera", "message": "Loved it", "photo": png_data_url(), "approved": False},
        )
        assert response.json()["approved"] is False

    def test_create_rejects_a_wrong_image(self, staff_client):
        response = staff_client.send(
            "post",
            "/api/office/testimonials",
            {"name": "Meera", "message": "Loved it", "photo": "data:image/gif;base64,R0lGODlhAQABAAAAACw="},
        )
        assert response.status_code == 400
        assert response.json()["message"] == "Please select a valid image file (JPEG, PNG, JPG)."

    def test_get_hide_and_approve(self, staff_client):
        t = CustomerTestimonialFactory()
        assert staff_client.get(f"/api/office/testimonials/{t.pk}").json()["name"] == t.name
        hidden = staff_client.send(
            "put",
            f"/api/office/testimonials/{t.pk}",
            {"name": t.name, "message": t.message, "approved": False},
        )
        assert hidden.status_code == 200 and hidden.json()["approved"] is False
        assert staff_client.get("/api/testimonials/").json() == []
        staff_client.send(
            "put",
            f"/api/office/testimonials/{t.pk}",
            {"name": t.name, "message": t.message, "approved": True},
        )
        assert [x["id"] for x in staff_client.get("/api/testimonials/").json()] == [t.pk]

    def test_update_photo_and_validation(self, staff_client):
        t = CustomerTestimonialFactory()
        old = t.photo.name
        response = staff_client.send(
            "put",
            f"/api/office/testimonials/{t.pk}",
            {"name": "New", "message": "New words", "approved": True, "photo": png_data_url()},
        )
        assert response.status_code == 200
        t.refresh_from_db()
        assert t.photo.name != old and t.name == "New"
        empty = staff_client.send("put", f"/api/office/testimonials/{t.pk}", {"name": "", "message": ""})
        assert empty.status_code == 400 and set(empty.json()["errors"]) == {"name", "message"}

    def test_delete_returns_the_record(self, staff_client):
        t = CustomerTestimonialFactory()
        response = staff_client.send("delete", f"/api/office/testimonials/{t.pk}")
        assert response.status_code == 200 and response.json()["id"] == t.pk
        assert not content.Testimonial.objects.filter(pk=t.pk).exists()
        assert staff_client.send("delete", f"/api/office/testimonials/{t.pk}").status_code == 404


@pytest.mark.parametrize(
    "resource, factory, model, search, sort_field",
    [
        ("contact-messages", ContactMessageFactory, content.ContactMessage, "denim", "name"),
        ("bulk-enquiries", BulkEnquiryFactory, content.BulkEnquiry, "college", "name"),
        ("newsletter-signups", NewsletterSignupFactory, content.NewsletterSignup, "club", "email"),
    ],
)
class TestVisitorMessages:
    def test_list_sort_range_q_get_many(self, staff_client, resource, factory, model, search, sort_field):
        rows = factory.create_batch(3)
        response = get_list(staff_client, resource, sort=[sort_field, "DESC"], range=[0, 1])
        assert len(response.json()) == 2
        assert content_range(response) == ("0-1", 3)
        values = [r[sort_field] for r in response.json()]
        assert values == sorted(values, reverse=True)
        assert len(get_list(staff_client, resource, filter={"q": search}).json()) == 3
        assert get_list(staff_client, resource, filter={"q": "zzz-nothing"}).json() == []
        many = get_list(staff_client, resource, filter={"id": [rows[0].pk, rows[2].pk]}).json()
        assert sorted(r["id"] for r in many) == sorted([rows[0].pk, rows[2].pk])

    def test_get_and_delete(self, staff_client, resource, factory, model, search, sort_field):
        row = factory()
        assert staff_client.get(f"/api/office/{resource}/{row.pk}").json()["id"] == row.pk
        response = staff_client.send("delete", f"/api/office/{resource}/{row.pk}")
        assert response.status_code == 200 and response.json()["id"] == row.pk
        assert not model.objects.filter(pk=row.pk).exists()
        assert staff_client.get(f"/api/office/{resource}/{row.pk}").status_code == 404


@pytest.mark.parametrize(
    "resource, factory", [("contact-messages", ContactMessageFactory), ("bulk-enquiries", BulkEnquiryFactory)]
)
def test_mark_handled_and_filter(staff_client, resource, factory):
    row, other = factory(), factory()
    response = staff_client.send("put", f"/api/office/{resource}/{row.pk}", {"handled": True})
    assert response.status_code == 200 and response.json()["handled"] is True
    handled = get_list(staff_client, resource, filter={"handled": True}).json()
    assert [r["id"] for r in handled] == [row.pk]
    open_rows = get_list(staff_client, resource, filter={"handled": False}).json()
    assert [r["id"] for r in open_rows] == [other.pk]


def test_newsletter_signups_are_not_edited(staff_client):
    row = NewsletterSignupFactory()
    assert (
        staff_client.send("put", f"/api/office/newsletter-signups/{row.pk}", {"email": "x@y.in"}).status_code
        == 405
    )
