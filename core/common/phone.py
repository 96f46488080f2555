"""Indian mobile numbers as the shop stores them: exactly ten digits."""

import re

from django.core.validators import RegexValidator

PHONE_RE = re.compile(r"^\d{10}$")
PHONE_PATTERN = "^[0-9]{10}$"  # the OpenAPI document's (JSON Schema) form of the same rule
LOGIN_PHONE_MESSAGE = "Enter a valid 10-digit phone number"
REGISTER_PHONE_MESSAGE = "Please enter a valid 10-digit phone number."

phone_validator = RegexValidator(PHONE_RE, REGISTER_PHONE_MESSAGE)


def is_valid_phone(value: object) -> bool:
    # ASCII digits only, and the whole string (re's `$` would let a trailing newline through)
    return isinstance(value, str) and value.isascii() and bool(PHONE_RE.fullmatch(value))
