"""A business buyer on the order (B2B): the checkout's optional `business` {name, gstin, address,
pin_code, state}, checked like the account's (core/accounts/services.py::business_clean), its errors
named `business.<field>`; services.py copies it onto the order, a snapshot the invoice prints."""

from core.accounts.services import business_clean
from core.common.errors import ApplicationError, FieldErrors
from core.common.json_input import json_field

BUSINESS_JSON = "Send the business as JSON with name, gstin, address, pin_code and state."


def business_from_form(raw: str) -> dict | None:
    """Confirm Order's `business` form field: JSON, or empty for none."""
    if not (raw or "").strip():
        return None
    value = json_field(raw, field="business", message=BUSINESS_JSON)
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise FieldErrors.single("business", BUSINESS_JSON)
    return value


def order_business_clean(fields: dict[str, str] | None) -> dict[str, str] | None:
    """The order's business, or None when it has none."""
    try:
        cleaned = business_clean(fields=fields)
    except ApplicationError as exc:
        errors = {f"business.{name}": messages for name, messages in exc.errors.items()}
        raise ApplicationError(exc.message, errors=errors) from None
    return {f"business_{name}": value for name, value in cleaned.items()} if cleaned else None
