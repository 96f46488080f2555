"""Writes for site content: testimonials, and what visitors send the shop (contact messages,
newsletter sign-ups, bulk enquiries: "the inbox" the admin team works through)."""

from django.core.files.base import ContentFile
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.crypto import get_random_string

from core.accounts.models import User
from core.common.email import BAD_EMAIL, email_check
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors
from core.common.images import PHOTO_LIMITS, as_file, clean_image, decode_data_url
from core.common.phone import REGISTER_PHONE_MESSAGE, is_valid_phone
from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup, Testimonial

CONTACT_FAILED = "Failed to send message. Please try again."
NO_PHOTO = "Please choose a photo."
BULK_MINIMUM = 10

HandledItem = ContactMessage | BulkEnquiry  # the inbox rows the team marks handled
InboxItem = ContactMessage | BulkEnquiry | NewsletterSignup


# --- testimonials --------------------------------------------------------------------------------


def _testimonial_photo(photo: str | bytes) -> tuple[str, ContentFile]:
    """A testimonial photo (bytes or a data URL) checked, shrunk to 480 px and given a fresh name."""
    raw = photo if isinstance(photo, bytes) else decode_data_url(photo, field="photo")
    image = clean_image(raw, field="photo", limits=PHOTO_LIMITS, fit=480)
    return f"{get_random_string(12).lower()}.png", as_file(image.png, "photo.png")


def _testimonial_write(
    testimonial: Testimonial, *, name: str, message: str, approved: bool, photo: str | bytes | None
) -> Testimonial:
    errors = FieldErrors()
    name, message = errors.required(name, "name"), errors.required(message, "message")
    if photo is None and not testimonial.photo:
        errors.add("photo", NO_PHOTO)
    errors.raise_if_any("Name, message and photo are required.")
    testimonial.name, testimonial.message, testimonial.approved = name, message, approved
    old = testimonial.photo.name
    if photo:
        filename, content = _testimonial_photo(photo)
        testimonial.photo.save(filename, content, save=False)
        if old:
            storage = testimonial.photo.storage
            transaction.on_commit(lambda: storage.delete(old))
    testimonial.save()
    return testimonial


@transaction.atomic
def testimonial_create(
    *, actor: User, name: str, message: str, photo: str | bytes, approved: bool = True
) -> Testimonial:
    if not actor.is_staff:
        raise ApplicationError("This needs an admin team account.", status=ErrorStatus.FORBIDDEN)
    return _testimonial_write(
        Testimonial(), name=name, message=message, approved=approved, photo=photo or None
    )


@transaction.atomic
def testimonial_update(
    *, testimonial: Testimonial, name: str, message: str, approved: bool, photo: str | bytes | None = None
) -> Testimonial:
    """Change the words or whether it shows; a new photo (bytes or a data URL) replaces the old file."""
    return _testimonial_write(testimonial, name=name, message=message, approved=approved, photo=photo)


@transaction.atomic
def testimonial_delete(*, testimonial: Testimonial) -> None:
    name = testimonial.photo.name
    storage = testimonial.photo.storage
    testimonial.delete()
    if name:
        transaction.on_commit(lambda: storage.delete(name))


# --- what visitors send ----------------------------------------------------------------------------


def contact_message_create(*, name: str, email: str, message: str) -> ContactMessage:
    errors = FieldErrors()
    name = errors.required(name, "name")
    email = email_check(email, errors, required=True)
    message = errors.required(message, "message")
    errors.raise_if_any(CONTACT_FAILED)
    return ContactMessage.objects.create(name=name, email=email.lower(), message=message)


def _newsletter_email(email: str) -> str:
    errors = FieldErrors()
    email = email_check(email, errors, required=True)
    errors.raise_if_any(BAD_EMAIL)
    return email.lower()


NEWSLETTER_CONSENT = (
    "I agree to receive Rangrez's newsletter (new designs and offers, at most twice a month) at this "
    "e-mail address. I can leave at any time from the link in each newsletter."
)
WITHDRAWN = "You will not receive our newsletter any more."


def newsletter_signup_create(*, email: str) -> NewsletterSignup:
    """Join the club, recording the consent's words and time; signing up twice keeps one sign-up."""
    signup, _ = NewsletterSignup.objects.get_or_create(
        email=_newsletter_email(email),
        defaults={"consent_text": NEWSLETTER_CONSENT, "consented_at": timezone.now()},
    )
    return signup


@transaction.atomic
def newsletter_withdraw(*, email: str) -> int:
    """Withdraw the consent (DPDP Act 2023, s.6(4)): the sign-up and its address are deleted."""
    deleted, _ = NewsletterSignup.objects.filter(email__iexact=_newsletter_email(email)).delete()
    return deleted


@transaction.atomic
def newsletter_signup_update(*, signup: NewsletterSignup, email: str) -> NewsletterSignup:
    signup.email = _newsletter_email(email)
    signup.save(update_fields=["email"])
    return signup


def bulk_enquiry_create(
    *, name: str, email: str, phone_number: str, product: str, quantity: int, message: str = ""
) -> BulkEnquiry:
    errors = FieldErrors()
    name = errors.required(name, "name")
    email = email_check(email, errors, required=True)
    phone_number = errors.required(phone_number, "phone_number")
    product = errors.required(product, "product")
    if phone_number and not is_valid_phone(phone_number):
        errors.add("phone_number", REGISTER_PHONE_MESSAGE)
    if not isinstance(quantity, int) or quantity < BULK_MINIMUM:
        errors.add("quantity", f"Bulk orders start at {BULK_MINIMUM} pieces.")
    errors.raise_if_any("Please fill in the required fields.")
    return BulkEnquiry.objects.create(
        name=name,
        email=email.lower(),
        phone_number=phone_number,
        product=product,
        quantity=quantity,
        message=(message or "").strip(),
    )


@transaction.atomic
def inbox_item_set_handled(*, item: HandledItem, handled: bool) -> HandledItem:
    item.handled = handled
    item.save(update_fields=["handled"])
    return item


@transaction.atomic
def inbox_set_handled(*, items: QuerySet, handled: bool) -> int:
    """Mark many contact messages or bulk enquiries at once; answers how many."""
    return items.update(handled=handled)


@transaction.atomic
def inbox_item_delete(*, item: InboxItem) -> None:
    item.delete()
