"""Testimonials and what visitors sent the shop, as the back office lists and edits them."""

from datetime import datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonBool
from core.content.schemas import MESSAGE_CHARS, TestimonialIn


class OfficeTestimonialOut(Schema):
    id: int
    name: str
    message: str
    photo: str | None
    approved: bool
    created_at: datetime

    @staticmethod
    def resolve_photo(obj) -> str | None:
        return obj.photo.url if obj.photo else None


class OfficeTestimonialCreateIn(TestimonialIn):
    approved: JsonBool = True


class OfficeTestimonialUpdateIn(BodyIn):
    required_fields = ("name", "message")
    name: str = Field("", max_length=120)  # Testimonial.name
    message: str = Field("", max_length=MESSAGE_CHARS)
    approved: JsonBool = True
    photo: str | None = Field(None, description="A new photo as a data URL; leave out to keep the photo")


class OfficeContactMessageOut(Schema):
    id: int
    name: str
    email: str
    message: str
    handled: bool
    created_at: datetime


class OfficeHandledIn(BodyIn):
    required_fields = ("handled",)
    handled: JsonBool


class OfficeNewsletterSignupOut(Schema):
    id: int
    email: str
    created_at: datetime


class OfficeBulkEnquiryOut(Schema):
    id: int
    name: str
    email: str
    phone_number: str
    product: str
    quantity: int
    message: str
    handled: bool
    created_at: datetime
