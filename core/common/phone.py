"""Indian mobile numbers as the shop stores them: exactly ten digits."""

import re

from django.core.validators import RegexValidator

PHONE_RE = re.compile(r"^\d{10}$")
LOGIN_PHONE_MESSAGE = "Enter a valid 10-digit phone number"
REGISTER_PHONE_MESSAGE = "Please enter a valid 10-digit phone number."

phone_validator = RegexValidator(PHONE_RE, REGISTER_PHONE_MESSAGE)


def is_valid_phone(value: object) -> bool:
    return isinstance(value, str) and bool(PHONE_RE.match(value))
