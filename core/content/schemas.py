"""The shop API's content bodies and answers: the visitors' forms and the testimonials."""

from ninja import Field, Schema

from core.common.schemas import BodyIn


class ContactIn(BodyIn):
    required_fields = ("name", "email", "message")
    name: str = ""
    email: str = ""
    message: str = ""


class NewsletterIn(BodyIn):
    required_fields = ("email",)
    email: str = ""


class BulkIn(BodyIn):
    required_fields = ("name", "email", "phone_number", "product", "quantity")
    name: str = ""
    email: str = ""
    phone_number: str = ""
    product: str = ""
    quantity: int = 0
    message: str = ""


class TestimonialIn(BodyIn):
    required_fields = ("name", "message", "photo")
    name: str = ""
    message: str = ""
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
