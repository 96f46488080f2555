"""Writes for site content: testimonials, contact messages, newsletter sign-ups, bulk enquiries."""

from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.core.validators import validate_email
from django.db import transaction
from django.utils.crypto import get_random_string

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus
from core.common.images import PHOTO_LIMITS, as_file, clean_image, decode_data_url
from core.common.phone import REGISTER_PHONE_MESSAGE, is_valid_phone
from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup, Testimonial

REQUIRED = "This field is required."
BAD_EMAIL = "Please enter a valid email address."
CONTACT_FAILED = "Failed to send message. Please try again."


def _required(values: dict[str, str], message: str) -> dict[str, str]:
    cleaned = {k: (v or "").strip() for k, v in values.items()}
    errors = {k: [REQUIRED] for k, v in cleaned.items() if not v}
    if errors:
        raise ApplicationError(message, errors=errors)
    return cleaned


def _email(value: str, *, field: str = "email") -> str:
    try:
        validate_email(value)
    except ValidationError:
        raise ApplicationError(BAD_EMAIL, errors={field: [BAD_EMAIL]}) from None
    return value.lower()


def testimonial_photo(photo: str | bytes) -> tuple[str, ContentFile]:
    """A testimonial photo (bytes or a data URL) checked, shrunk to 480 px and given a fresh name."""
    raw = photo if isinstance(photo, bytes) else decode_data_url(photo, field="photo")
    image = clean_image(raw, field="photo", limits=PHOTO_LIMITS, fit=480)
    return f"{get_random_string(12).lower()}.png", as_file(image.png, "photo.png")


@transaction.atomic
def testimonial_create(*, actor: User, name: str, message: str, photo: str | bytes) -> Testimonial:
    if not actor.is_staff:
        raise ApplicationError("This needs an admin team account.", status=ErrorStatus.FORBIDDEN)
    cleaned = _required({"name": name, "message": message}, "Name and message are required.")
    if not photo:
        raise ApplicationError("Please choose a photo.", errors={"photo": ["Please choose a photo."]})
    filename, content = testimonial_photo(photo)
    testimonial = Testimonial(name=cleaned["name"], message=cleaned["message"], approved=True)
    testimonial.photo.save(filename, content, save=False)
    testimonial.save()
    return testimonial


def contact_message_create(*, name: str, email: str, message: str) -> ContactMessage:
    cleaned = _required({"name": name, "email": email, "message": message}, CONTACT_FAILED)
    return ContactMessage.objects.create(
        name=cleaned["name"], email=_email(cleaned["email"]), message=cleaned["message"]
    )


def newsletter_signup(*, email: str) -> NewsletterSignup:
    email = (email or "").strip()
    if "@" not in email:
        raise ApplicationError(BAD_EMAIL, errors={"email": [BAD_EMAIL]})
    signup, _ = NewsletterSignup.objects.get_or_create(email=_email(email))
    return signup


def bulk_enquiry_create(
    *, name: str, email: str, phone_number: str, product: str, quantity: int, message: str = ""
) -> BulkEnquiry:
    cleaned = _required(
        {"name": name, "email": email, "phone_number": phone_number, "product": product},
        "Please fill in the required fields.",
    )
    if not is_valid_phone(cleaned["phone_number"]):
        raise ApplicationError(REGISTER_PHONE_MESSAGE, errors={"phone_number": [REGISTER_PHONE_MESSAGE]})
    if not isinstance(quantity, int) or quantity < 10:
        msg = "Bulk orders start at 10 pieces."
        raise ApplicationError(msg, errors={"quantity": [msg]})
    return BulkEnquiry.objects.create(
        name=cleaned["name"],
        email=_email(cleaned["email"]),
        phone_number=cleaned["phone_number"],
        product=cleaned["product"],
        quantity=quantity,
        message=(message or "").strip(),
    )
