"""The visitors' forms (newsletter, bulk enquiry; the contact form makes a ticket: core/support),
the home page's testimonials, and the specification's add-testimonial call."""

from django.http import HttpRequest
from ninja import Router

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import public_session, staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, ErrorOut, MessageOut
from core.content import selectors, services
from core.content.schemas import (
    BulkIn,
    NewsletterConsentOut,
    NewsletterIn,
    TestimonialCreated,
    TestimonialIn,
    TestimonialOut,
)

router = Router(tags=["content"])


@router.post("newsletter/", response={201: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def newsletter(request: HttpRequest, payload: NewsletterIn):
    rate_limit_check(request=request, form="newsletter")
    services.newsletter_signup_create(email=payload.email)
    return 201, {"message": "Thank you for signing up!"}


@router.get("newsletter/consent/", response=NewsletterConsentOut, auth=None)
def newsletter_consent(request: HttpRequest):
    """The words the sign-up form shows; the server records these with each sign-up."""
    return {"text": services.NEWSLETTER_CONSENT}


@router.post(
    "newsletter/withdraw/", response={200: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session
)
def newsletter_withdraw(request: HttpRequest, payload: NewsletterIn):
    """Leave the newsletter: the same answer whether or not the address had signed up."""
    rate_limit_check(request=request, form="newsletter_withdraw")
    services.newsletter_withdraw(email=payload.email)
    return {"message": services.WITHDRAWN}


@router.post("bulk/", response={201: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def bulk_enquiry(request: HttpRequest, payload: BulkIn):
    rate_limit_check(request=request, form="bulk")
    services.bulk_enquiry_create(**payload.dict())
    return 201, {"message": "Thank you! Our team will call you within one working day."}


@router.post(
    "addtestimonial/", response={201: TestimonialCreated, **CLIENT_ERRORS}, auth=staff(Perm.MANAGE_CONTENT)
)
def add_testimonial(request: HttpRequest, payload: TestimonialIn):
    testimonial = services.testimonial_create(actor=request.auth, **payload.dict())
    return 201, {"id": testimonial.pk, "message": "Testimonial added."}


@router.get("testimonials/", response=list[TestimonialOut], auth=None)
def testimonials(request: HttpRequest):
    return list(selectors.approved_testimonials())
