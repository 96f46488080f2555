"""Testimonials (create with a photo, approve or hide, delete) and what visitors sent us:
contact messages, newsletter sign-ups and bulk enquiries (mark handled, delete)."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.content import services as content_services
from core.office import selectors, services
from core.office.listing import Listing, ListParams, paginate
from core.office.schemas import (
    BulkEnquiryOut,
    ContactMessageOut,
    HandledIn,
    NewsletterSignupOut,
    TestimonialCreateIn,
    TestimonialOut,
    TestimonialUpdateIn,
)

router = Router(tags=["office: content"])

TESTIMONIALS = Listing(
    resource="testimonials",
    sort_fields={"id": "id", "name": "name", "created_at": "created_at", "approved": "approved"},
    default_sort=("created_at", "DESC"),
    search_fields=("name", "message"),
    filters={"approved": "approved"},
)
CONTACT_MESSAGES = Listing(
    resource="contact-messages",
    sort_fields={
        "id": "id",
        "name": "name",
        "email": "email",
        "created_at": "created_at",
        "handled": "handled",
    },
    default_sort=("created_at", "DESC"),
    search_fields=("name", "email", "message"),
    filters={"handled": "handled"},
)
NEWSLETTER_SIGNUPS = Listing(
    resource="newsletter-signups",
    sort_fields={"id": "id", "email": "email", "created_at": "created_at"},
    default_sort=("created_at", "DESC"),
    search_fields=("email",),
)
BULK_ENQUIRIES = Listing(
    resource="bulk-enquiries",
    sort_fields={
        "id": "id",
        "name": "name",
        "product": "product",
        "quantity": "quantity",
        "created_at": "created_at",
        "handled": "handled",
    },
    default_sort=("created_at", "DESC"),
    search_fields=("name", "email", "phone_number", "product", "message"),
    filters={"handled": "handled", "product": "product__iexact"},
)


# --- testimonials --------------------------------------------------------------------------------


def _testimonial(pk: int):
    return selectors.get_or_404(selectors.testimonials(), pk=pk, what="Testimonial")


@router.get("testimonials", response={200: list[TestimonialOut], **CLIENT_ERRORS})
def testimonial_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(TESTIMONIALS, selectors.testimonials(), params, response)


@router.get("testimonials/{pk}", response={200: TestimonialOut, **WITH_404})
def testimonial_get(request: HttpRequest, pk: int):
    return _testimonial(pk)


@router.post("testimonials", response={201: TestimonialOut, **CLIENT_ERRORS})
def testimonial_create(request: HttpRequest, payload: TestimonialCreateIn):
    testimonial = content_services.testimonial_create(
        actor=request.auth, name=payload.name, message=payload.message, photo=payload.photo
    )
    if not payload.approved:
        testimonial = services.testimonial_update(
            testimonial=testimonial, name=testimonial.name, message=testimonial.message, approved=False
        )
    return 201, testimonial


@router.put("testimonials/{pk}", response={200: TestimonialOut, **WITH_404})
def testimonial_update(request: HttpRequest, pk: int, payload: TestimonialUpdateIn):
    return services.testimonial_update(testimonial=_testimonial(pk), **payload.dict())


@router.delete("testimonials/{pk}", response={200: TestimonialOut, **WITH_404})
def testimonial_delete(request: HttpRequest, pk: int):
    testimonial = _testimonial(pk)
    gone = TestimonialOut.from_orm(testimonial)
    services.testimonial_delete(testimonial=testimonial)
    return gone


# --- contact messages ----------------------------------------------------------------------------


def _message(pk: int):
    return selectors.get_or_404(selectors.contact_messages(), pk=pk, what="Message")


@router.get("contact-messages", response={200: list[ContactMessageOut], **CLIENT_ERRORS})
def contact_message_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(CONTACT_MESSAGES, selectors.contact_messages(), params, response)


@router.get("contact-messages/{pk}", response={200: ContactMessageOut, **WITH_404})
def contact_message_get(request: HttpRequest, pk: int):
    return _message(pk)


@router.put("contact-messages/{pk}", response={200: ContactMessageOut, **WITH_404})
def contact_message_update(request: HttpRequest, pk: int, payload: HandledIn):
    return services.contact_message_set_handled(message=_message(pk), handled=payload.handled)


@router.delete("contact-messages/{pk}", response={200: ContactMessageOut, **WITH_404})
def contact_message_delete(request: HttpRequest, pk: int):
    message = _message(pk)
    gone = ContactMessageOut.from_orm(message)
    services.contact_message_delete(message=message)
    return gone


# --- newsletter sign-ups -------------------------------------------------------------------------


def _signup(pk: int):
    return selectors.get_or_404(selectors.newsletter_signups(), pk=pk, what="Sign-up")


@router.get("newsletter-signups", response={200: list[NewsletterSignupOut], **CLIENT_ERRORS})
def newsletter_signup_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(NEWSLETTER_SIGNUPS, selectors.newsletter_signups(), params, response)


@router.get("newsletter-signups/{pk}", response={200: NewsletterSignupOut, **WITH_404})
def newsletter_signup_get(request: HttpRequest, pk: int):
    return _signup(pk)


@router.delete("newsletter-signups/{pk}", response={200: NewsletterSignupOut, **WITH_404})
def newsletter_signup_delete(request: HttpRequest, pk: int):
    signup = _signup(pk)
    gone = NewsletterSignupOut.from_orm(signup)
    services.newsletter_signup_delete(signup=signup)
    return gone


# --- bulk enquiries ------------------------------------------------------------------------------


def _enquiry(pk: int):
    return selectors.get_or_404(selectors.bulk_enquiries(), pk=pk, what="Enquiry")


@router.get("bulk-enquiries", response={200: list[BulkEnquiryOut], **CLIENT_ERRORS})
def bulk_enquiry_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(BULK_ENQUIRIES, selectors.bulk_enquiries(), params, response)


@router.get("bulk-enquiries/{pk}", response={200: BulkEnquiryOut, **WITH_404})
def bulk_enquiry_get(request: HttpRequest, pk: int):
    return _enquiry(pk)


@router.put("bulk-enquiries/{pk}", response={200: BulkEnquiryOut, **WITH_404})
def bulk_enquiry_update(request: HttpRequest, pk: int, payload: HandledIn):
    return services.bulk_enquiry_set_handled(enquiry=_enquiry(pk), handled=payload.handled)


@router.delete("bulk-enquiries/{pk}", response={200: BulkEnquiryOut, **WITH_404})
def bulk_enquiry_delete(request: HttpRequest, pk: int):
    enquiry = _enquiry(pk)
    gone = BulkEnquiryOut.from_orm(enquiry)
    services.bulk_enquiry_delete(enquiry=enquiry)
    return gone
