"""Testimonials (create with a photo, approve or hide, delete) and what visitors sent us:
contact messages, newsletter sign-ups and bulk enquiries (mark handled, delete).
Reads: core.content.selectors; writes: core.content.services."""

from collections.abc import Callable

from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from ninja import Query, Router, Schema

from core.common.auth import staff
from core.common.errors import get_or_not_found
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.content import selectors, services
from core.content.office_schemas import (
    OfficeBulkEnquiryOut,
    OfficeContactMessageOut,
    OfficeHandledIn,
    OfficeNewsletterSignupOut,
    OfficeTestimonialCreateIn,
    OfficeTestimonialOut,
    OfficeTestimonialUpdateIn,
)
from core.office.listing import Listing, ListParams, paginate

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
    return get_or_not_found(selectors.testimonials(), what="Testimonial", pk=pk)


@router.get(
    "testimonials",
    auth=staff(Perm.MANAGE_CONTENT),
    response={200: list[OfficeTestimonialOut], **CLIENT_ERRORS},
)
def testimonial_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(TESTIMONIALS, selectors.testimonials(), params, response)


@router.get(
    "testimonials/{pk}", auth=staff(Perm.MANAGE_CONTENT), response={200: OfficeTestimonialOut, **WITH_404}
)
def testimonial_get(request: HttpRequest, pk: int):
    return _testimonial(pk)


@router.post(
    "testimonials", auth=staff(Perm.MANAGE_CONTENT), response={201: OfficeTestimonialOut, **CLIENT_ERRORS}
)
def testimonial_create(request: HttpRequest, payload: OfficeTestimonialCreateIn):
    return 201, services.testimonial_create(actor=request.auth, **payload.dict())


@router.put(
    "testimonials/{pk}", auth=staff(Perm.MANAGE_CONTENT), response={200: OfficeTestimonialOut, **WITH_404}
)
def testimonial_update(request: HttpRequest, pk: int, payload: OfficeTestimonialUpdateIn):
    return services.testimonial_update(testimonial=_testimonial(pk), **payload.dict())


@router.delete(
    "testimonials/{pk}", auth=staff(Perm.MANAGE_CONTENT), response={200: OfficeTestimonialOut, **WITH_404}
)
def testimonial_delete(request: HttpRequest, pk: int):
    testimonial = _testimonial(pk)
    gone = OfficeTestimonialOut.from_orm(testimonial)
    services.testimonial_delete(testimonial=testimonial)
    return gone


# --- the inbox: contact messages, newsletter sign-ups, bulk enquiries ------------------------------


def _inbox(
    name: str,
    listing: Listing,
    rows: Callable[[], QuerySet],
    out: type[Schema],
    what: str,
    *,
    handled: bool = True,
) -> None:
    """List, get, delete, and (for messages and enquiries) mark handled: one resource of the inbox."""

    def one(pk: int):
        return get_or_not_found(rows(), what=what, pk=pk)

    def list_rows(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
        return paginate(listing, rows(), params, response)

    def get_row(request: HttpRequest, pk: int):
        return one(pk)

    def mark_row(request: HttpRequest, pk: int, payload: OfficeHandledIn):
        return services.inbox_item_set_handled(item=one(pk), handled=payload.handled)

    def delete_row(request: HttpRequest, pk: int):
        item = one(pk)
        gone = out.from_orm(item)
        services.inbox_item_delete(item=item)
        return gone

    path = listing.resource
    needs = staff(Perm.MANAGE_CONTENT)
    for view, verb in ((list_rows, "list"), (get_row, "get"), (mark_row, "update"), (delete_row, "delete")):
        view.__name__ = f"{name}_{verb}"
    router.get(path, auth=needs, response={200: list[out], **CLIENT_ERRORS})(list_rows)
    router.get(f"{path}/{{pk}}", auth=needs, response={200: out, **WITH_404})(get_row)
    if handled:
        router.put(f"{path}/{{pk}}", auth=needs, response={200: out, **WITH_404})(mark_row)
    router.delete(f"{path}/{{pk}}", auth=needs, response={200: out, **WITH_404})(delete_row)


_inbox("contact_message", CONTACT_MESSAGES, selectors.contact_messages, OfficeContactMessageOut, "Message")
_inbox("bulk_enquiry", BULK_ENQUIRIES, selectors.bulk_enquiries, OfficeBulkEnquiryOut, "Enquiry")
_inbox(
    "newsletter_signup",
    NEWSLETTER_SIGNUPS,
    selectors.newsletter_signups,
    OfficeNewsletterSignupOut,
    "Sign-up",
    handled=False,  # a sign-up is not worked through, only listed and deleted
)
