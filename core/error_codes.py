"""A stable code for each message a customer may read in an error body, so the storefront can show it
in the customer's language: `{"message", "code", "errors": {field: [...]}, "codes": {field: [...]}}`
(core/api.py). The English messages stay the specification's words, and the codes below never change
once given (the storefront's message files are keyed by them; a new message gets a new code).

A message with values in it ("We could not find pincode {pincode}.") is matched by its template. A
message not listed still gets a code derived from its words (`msg.<words>`): stable while the words
are, and listed here once the storefront translates it.
"""

import re
from functools import lru_cache

from core.accounts.services import BAD_LOGIN, DUPLICATE_PHONE, PIN_MESSAGE, REGISTER_FAILED
from core.common.email import BAD_EMAIL
from core.common.errors import CHECK_FIELDS, REQUIRED
from core.common.languages import NOT_OFFERED
from core.common.phone import LOGIN_PHONE_MESSAGE, REGISTER_PHONE_MESSAGE
from core.common.pincode_directory import MALFORMED, STATE_MISMATCH, UNKNOWN
from core.orders.placing.checks import BAD_UTR, NO_ADDRESS, NO_DESIGN
from core.passwords.services import BAD_CURRENT, BAD_LINK, CHOOSE_ANOTHER, NO_MATCH

# code -> the message (a template where it carries values)
CODES: dict[str, str] = {
    "required": REQUIRED,
    "check_fields": CHECK_FIELDS,
    "email_invalid": BAD_EMAIL,
    "phone_invalid": REGISTER_PHONE_MESSAGE,
    "login_phone_invalid": LOGIN_PHONE_MESSAGE,
    "login_failed": BAD_LOGIN,
    "phone_taken": DUPLICATE_PHONE,
    "register_failed": REGISTER_FAILED,
    "pin_invalid": PIN_MESSAGE,
    "pincode_invalid": MALFORMED,
    "pincode_unknown": UNKNOWN,
    "pincode_state_mismatch": STATE_MISMATCH,
    "passwords_differ": NO_MATCH,
    "password_current_wrong": BAD_CURRENT,
    "password_link_invalid": BAD_LINK,
    "password_choose_another": CHOOSE_ANOTHER,
    "address_missing": NO_ADDRESS,
    "design_missing": NO_DESIGN,
    "utr_invalid": BAD_UTR,
    "language_not_offered": NOT_OFFERED,
    "not_logged_in": "Please log in first.",
    "not_allowed": "You are not allowed to do this.",
    "not_found": "Not found.",
    "json_invalid": "The request is not valid JSON.",
    "too_long": "This can be at most {n} characters.",
    "too_many": "This can have at most {n} entries.",
    "too_small": "This must be at least {n}.",
    "too_large": "This must be at most {n}.",
    "item_not_found": "{what} not found.",
    "rate_limited": "Too many requests from your connection. Please try again in {n} {unit}.",
    "rate_limited_account": "Too many {action}s from your account. Please try again in {n} {unit}.",
}


def _pattern(template: str) -> re.Pattern:
    parts = re.split(r"\{[a-z_]+\}", template)
    return re.compile("^" + "(.+?)".join(re.escape(p) for p in parts) + "$")


@lru_cache(maxsize=1)
def _table() -> tuple[dict[str, str], list[tuple[re.Pattern, str]]]:
    exact = {message: code for code, message in CODES.items() if "{" not in message}
    templates = [(_pattern(message), code) for code, message in CODES.items() if "{" in message]
    return exact, templates


def code_of(message: str) -> str:
    """The message's code: listed, matched by its template, else derived from its words."""
    exact, templates = _table()
    if message in exact:
        return exact[message]
    for pattern, code in templates:
        if pattern.match(message):
            return code
    words = re.findall(r"[a-z0-9]+", message.lower())[:8]
    return "msg." + "_".join(words)


def codes_of(errors: dict[str, list[str]]) -> dict[str, list[str]]:
    return {field: [code_of(m) for m in messages] for field, messages in errors.items()}
