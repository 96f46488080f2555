"""The Django admin writes through the domain services (ServiceWrites): what a service adds beyond a
plain save is seen when the support team edits in the admin too."""

import io

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image

from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import Colour
from core.content.models import ContactMessage, NewsletterSignup, Testimonial
from core.office.tests.factories import ContactMessageFactory, CustomerTestimonialFactory

pytestmark = pytest.mark.django_db
NOW = {"created_at_0": "2025-01-15", "created_at_1": "10:30:00"}  # the add forms' date and time


def jpeg(size=(1000, 800)) -> SimpleUploadedFile:
    out = io.BytesIO()
    Image.new("RGB", size, "orange").save(out, format="JPEG")
    return SimpleUploadedFile("holiday photo.jpg", out.getvalue(), content_type="image/jpeg")


def test_a_testimonial_added_in_the_admin_gets_a_cleaned_small_png(desk):
    # when support adds a testimonial with a large JPEG
    response = desk.post(
        "/admin/content/testimonial/add/",
        {"name": "Ritu", "message": "Lovely hoodie.", "photo": jpeg(), "approved": "on", **NOW},
    )
    # then it is stored as the shop's own 480 px PNG under a name the server chose
    assert response.status_code == 302
    testimonial = Testimonial.objects.get()
    assert testimonial.photo.name.endswith(".png") and "holiday" not in testimonial.photo.name
    with default_storage.open(testimonial.photo.name) as fh, Image.open(fh) as img:
        assert img.format == "PNG" and max(img.size) == 480


def test_a_file_that_is_not_a_picture_is_refused_on_the_form(desk):
    fake = SimpleUploadedFile("photo.png", b"not a picture", content_type="image/png")
    response = desk.post(
        "/admin/content/testimonial/add/",
        {"name": "Ritu", "message": "Hi", "photo": fake, "approved": "on", **NOW},
    )
    assert response.status_code == 200  # the form again, with the error
    assert not Testimonial.objects.exists()


def test_deleting_a_testimonial_in_the_admin_removes_its_photo(desk, django_capture_on_commit_callbacks):
    testimonial = CustomerTestimonialFactory()
    name = testimonial.photo.name
    assert default_storage.exists(name)
    with django_capture_on_commit_callbacks(execute=True):
        response = desk.post(f"/admin/content/testimonial/{testimonial.pk}/delete/", {"post": "yes"})
    assert response.status_code == 302
    assert not Testimonial.objects.exists()
    assert not default_storage.exists(name)


def test_a_club_signup_added_in_the_admin_is_stored_as_the_shop_stores_one(desk):
    response = desk.post("/admin/content/newslettersignup/add/", {"email": " Club@Example.IN ", **NOW})
    assert response.status_code == 302
    assert list(NewsletterSignup.objects.values_list("email", flat=True)) == ["club@example.in"]


def test_inbox_bulk_actions_and_delete(desk):
    first, second = ContactMessageFactory(), ContactMessageFactory()
    changelist = "/admin/content/contactmessage/"
    desk.post(changelist, {"action": "mark_handled", "_selected_action": [first.pk, second.pk]})
    assert set(ContactMessage.objects.values_list("handled", flat=True)) == {True}
    desk.post(changelist, {"action": "delete_selected", "_selected_action": [first.pk], "post": "yes"})
    assert list(ContactMessage.objects.all()) == [second]


def test_a_catalogue_row_edited_in_the_admin_is_saved(desk):
    colour = Colour.objects.get(name="Black")
    response = desk.post(
        f"/admin/catalogue/colour/{colour.pk}/change/", {"name": "Black", "hex": "#111111", "position": 4}
    )
    assert response.status_code == 302
    colour.refresh_from_db()
    assert colour.hex == "#111111"


def test_every_admin_page_that_can_write_shop_data_writes_through_a_service(rf):
    """A page that may add, change or delete one of the shop's rows mixes in ServiceWrites (the order
    desk saves through order_update in its own save_model; the e-mail log's 'change' is its action)."""
    from django.contrib import admin

    from core.common.admin_writes import ServiceWrites

    request = rf.get("/admin/")
    request.user = StaffFactory(is_superuser=True)
    own_save = {"Order", "OutgoingEmail"}
    plain = [
        model.__name__
        for model, page in admin.site._registry.items()
        if model.__module__.startswith("core.")
        and model.__name__ not in own_save
        and (
            page.has_add_permission(request)
            or page.has_change_permission(request)
            or page.has_delete_permission(request)
        )
        and not isinstance(page, ServiceWrites)
    ]
    assert plain == []
