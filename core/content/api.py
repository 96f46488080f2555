from django.http import HttpRequest
from ninja import Field, Router, Schema

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import public_session, staff_session
from core.common.schemas import CLIENT_ERRORS, ErrorOut, MessageOut
from core.content import selectors, services

router = Router(tags=["content"])


MESSAGE_CHARS = 5000  # a contact or enquiry message: a few paragraphs, not a file
EMAIL_CHARS = 254  # EmailField's length


class ContactIn(Schema):
    name: str = Field("", max_length=120)
    email: str = Field("", max_length=EMAIL_CHARS)
    message: str = Field("", max_length=MESSAGE_CHARS)


class NewsletterIn(Schema):
    email: str = Field("", max_length=EMAIL_CHARS)


class BulkIn(Schema):
    name: str = Field("", max_length=120)
    email: str = Field("", max_length=EMAIL_CHARS)
    phone_number: str = Field("", max_length=10)
    product: str = Field("", max_length=60)
    quantity: int = Field(0, le=2_147_483_647)  # PositiveIntegerField; the service asks for 10 or more
    message: str = Field("", max_length=MESSAGE_CHARS)


class TestimonialIn(Schema):
    name: str = ""
    message: str = ""
    photo: str = ""


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


@router.post("message/", response={201: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def contact_message(request: HttpRequest, payload: ContactIn):
    rate_limit_check(request=request, form="contact")
    services.contact_message_create(**payload.dict())
    return 201, {"message": "Message sent successfully!"}


@router.post("newsletter/", response={201: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def newsletter(request: HttpRequest, payload: NewsletterIn):
    rate_limit_check(request=request, form="newsletter")
    services.newsletter_signup(email=payload.email)
    return 201, {"message": "Thank you for signing up!"}


@router.post("bulk/", response={201: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def bulk_enquiry(request: HttpRequest, payload: BulkIn):
    rate_limit_check(request=request, form="bulk")
    services.bulk_enquiry_create(**payload.dict())
    return 201, {"message": "Thank you! Our team will call you within one working day."}


@router.post("addtestimonial/", response={201: TestimonialCreated, **CLIENT_ERRORS}, auth=staff_session)
def add_testimonial(request: HttpRequest, payload: TestimonialIn):
    testimonial = services.testimonial_create(actor=request.auth, **payload.dict())
    return 201, {"id": testimonial.pk, "message": "Testimonial added."}


@router.get("testimonials/", response=list[TestimonialOut], auth=None)
def testimonials(request: HttpRequest):
    return list(selectors.approved_testimonials())
