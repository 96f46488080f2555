"""E-mail addresses: one check and one message for every form (the specification's wording)."""

from django.core.exceptions import ValidationError
from django.core.validators import validate_email

from core.common.errors import FieldErrors

BAD_EMAIL = "Please enter a valid email address."


def email_check(value: str | None, errors: FieldErrors, *, name: str = "email", required: bool) -> str:
    """The address without surrounding spaces; a missing (when required) or malformed one is recorded."""
    email = errors.required(value, name) if required else (value or "").strip()
    if email:
        try:
            validate_email(email)
        except ValidationError:
            errors.add(name, BAD_EMAIL)
    return email
