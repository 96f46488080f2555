import base64

import pytest

from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup
from core.content.models import Testimonial as TestimonialModel
from core.orders.tests.factories import png_bytes

pytestmark = pytest.mark.django_db

PHOTO = "data:image/png;base64," + base64.b64encode(png_bytes((300, 300))).decode()


class TestContact:
    def test_anyone_can_send_a_message(self, client):
        body = {"name": "Meera", "email": "meera@example.in", "message": "Do you print on silk?"}
        response = client.send("post", "/api/message/", body)
        assert response.status_code == 201
        assert response.json()["message"] == "Message sent successfully!"
        assert ContactMessage.objects.get().email == "meera@example.in"

    def test_empty_fields_and_bad_email(self, client):
        response = client.send("post", "/api/message/", {"name": "", "email": "x", "message": ""})
        assert response.status_code == 400
        assert response.json()["message"] == "Failed to send message. Please try again."
        response = client.send("post", "/api/message/", {"name": "A", "email": "nope", "message": "Hi"})
        assert response.json()["errors"] == {"email": ["Please enter a valid email address."]}
        assert not ContactMessage.objects.exists()

    def test_needs_csrf(self, client):
        body = {"name": "Meera", "email": "meera@example.in", "message": "Hi"}
        assert client.send("post", "/api/message/", body, csrf=False).status_code == 403


class TestNewsletter:
    def test_signup_is_stored_once(self, client):
        for _ in range(2):
            response = client.send("post", "/api/newsletter/", {"email": "Club@Example.in"})
            assert response.status_code == 201
            assert response.json()["message"] == "Thank you for signing up!"
        assert list(NewsletterSignup.objects.values_list("email", flat=True)) == ["club@example.in"]

    def test_invalid_email(self, client):
        response = client.send("post", "/api/newsletter/", {"email": "no-at-sign"})
        assert response.status_code == 400
        assert response.json()["message"] == "Please enter a valid email address."


class TestBulkEnquiry:
    def test_stored_for_the_team(self, client):
        body = {
            "name": "Sports Club",
            "email": "club@example.in",
            "phone_number": "9812345678",
            "product": "T-Shirt",
            "quantity": 120,
            "message": "Jerseys with numbers",
        }
        assert client.send("post", "/api/bulk/", body).status_code == 201
        assert BulkEnquiry.objects.get().quantity == 120

    def test_bad_phone_and_small_quantity(self, client):
        body = {"name": "A", "email": "a@example.in", "phone_number": "12", "product": "Flag", "quantity": 2}
        assert "phone_number" in client.send("post", "/api/bulk/", body).json()["errors"]
        body["phone_number"] = "9812345678"
        assert "quantity" in client.send("post", "/api/bulk/", body).json()["errors"]
        assert not BulkEnquiry.objects.exists()


class TestTestimonials:
    URL = "/api/addtestimonial/"
    BODY = {"name": "Ritu", "message": "The hoodie print is perfect!", "photo": PHOTO}

    def test_anonymous_and_customers_cannot_add(self, client, customer_client):
        assert client.send("post", self.URL, self.BODY).status_code == 401
        assert customer_client.send("post", self.URL, self.BODY).status_code == 403
        assert not TestimonialModel.objects.exists()

    def test_staff_adds_one_and_it_shows_publicly(self, staff_client, client):
        response = staff_client.send("post", self.URL, self.BODY)
        assert response.status_code == 201
        listed = client.get("/api/testimonials/").json()
        assert [t["name"] for t in listed] == ["Ritu"]
        photo = client.get(listed[0]["photo"])
        assert photo.status_code == 200

    @pytest.mark.parametrize(
        "photo",
        [
            "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
            "data:image/png;base64,bm90IGFuIGltYWdl",
            "not base64 at all!",
            "",
        ],
    )
    def test_only_jpeg_and_png_photos(self, staff_client, photo):
        response = staff_client.send("post", self.URL, {**self.BODY, "photo": photo})
        assert response.status_code == 400
        if photo:
            assert response.json()["message"] == "Please select a valid image file (JPEG, PNG, JPG)."
        assert not TestimonialModel.objects.exists()

    def test_hidden_testimonials_are_not_shown(self, staff_client, client):
        staff_client.send("post", self.URL, self.BODY)
        TestimonialModel.objects.update(approved=False)
        assert client.get("/api/testimonials/").json() == []
