from django.http import HttpRequest
from ninja import Router, Schema

from core.common.auth import public_session, staff_session
from core.common.schemas import CLIENT_ERRORS, MessageOut
from core.content import selectors, services

router = Router(tags=["content"])


class ContactIn(Schema):
    name: str = ""
    email: str = ""
    message: str = ""


class NewsletterIn(Schema):
    email: str = ""


class BulkIn(Schema):
    name: str = ""
    email: str = ""
    phone_number: str = ""
    product: str = ""
    quantity: int = 0
    message: str = ""


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


@router.post("message/", response={201: MessageOut, **CLIENT_ERRORS}, auth=public_session)
def contact_message(request: HttpRequest, payload: ContactIn):
    services.contact_message_create(**payload.dict())
    return 201, {"message": "Message sent successfully!"}


@router.post("newsletter/", response={201: MessageOut, **CLIENT_ERRORS}, auth=public_session)
def newsletter(request: HttpRequest, payload: NewsletterIn):
    services.newsletter_signup(email=payload.email)
    return 201, {"message": "Thank you for signing up!"}


@router.post("bulk/", response={201: MessageOut, **CLIENT_ERRORS}, auth=public_session)
def bulk_enquiry(request: HttpRequest, payload: BulkIn):
    services.bulk_enquiry_create(**payload.dict())
    return 201, {"message": "Thank you! Our team will call you within one working day."}


@router.post("addtestimonial/", response={201: TestimonialCreated, **CLIENT_ERRORS}, auth=staff_session)
def add_testimonial(request: HttpRequest, payload: TestimonialIn):
    testimonial = services.testimonial_create(actor=request.auth, **payload.dict())
    return 201, {"id": testimonial.pk, "message": "Testimonial added."}


@router.get("testimonials/", response=list[TestimonialOut], auth=None)
def testimonials(request: HttpRequest):
    return list(selectors.approved_testimonials())
