"""The shop API's content bodies and answers: the visitors' forms and the testimonials."""

from ninja import Field, Schema

from core.common.phone import PHONE_PATTERN
from core.common.schemas import BodyIn, JsonInt

MESSAGE_CHARS = 5000  # a contact or enquiry message: a few paragraphs, not a file
EMAIL_CHARS = 254  # EmailField's length
EMAIL = {"format": "email"}  # documented; core/common/email.py checks it with its own message


class ContactIn(BodyIn):
    required_fields = ("name", "email", "message")
    name: str = Field("", max_length=120)
    email: str = Field("", max_length=EMAIL_CHARS, json_schema_extra=EMAIL)
    message: str = Field("", max_length=MESSAGE_CHARS)


class NewsletterIn(BodyIn):
    required_fields = ("email",)
    email: str = Field("", max_length=EMAIL_CHARS, json_schema_extra=EMAIL)


class NewsletterConsentOut(Schema):
    text: str


class BulkIn(BodyIn):
    required_fields = ("name", "email", "phone_number", "product", "quantity")
    name: str = Field("", max_length=120)
    email: str = Field("", max_length=EMAIL_CHARS, json_schema_extra=EMAIL)
    phone_number: str = Field("", max_length=10, json_schema_extra={"pattern": PHONE_PATTERN})
    product: str = Field("", max_length=60)
    # PositiveIntegerField; the service asks for 10 or more in its own words
    quantity: JsonInt = Field(0, le=2_147_483_647, json_schema_extra={"minimum": 10})
    message: str = Field("", max_length=MESSAGE_CHARS)


class TestimonialIn(BodyIn):
    required_fields = ("name", "message", "photo")
    name: str = Field("", max_length=120)  # Testimonial.name
    message: str = Field("", max_length=MESSAGE_CHARS)
    photo: str = Field("", description="A data URL of a JPEG or PNG image")


class TestimonialCreated(Schema):
    id: int
    message: str


class TestimonialOut(Schema):
    id: int
    name: str
    message: str
    photo: str

    @staticmethod
    def resolve_photo(obj) -> str:
        return obj.photo.url if obj.photo else ""
