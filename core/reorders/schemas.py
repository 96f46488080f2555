"""The delivery address a customer confirms or edits for one order (checked like the profile's)."""

import json

from ninja import Schema

from core.common.errors import ApplicationError

ADDRESS_JSON = "Send the delivery address as JSON with area, landmark, city, state and pin_code."


class DeliveryAddressIn(Schema):
    area: str = ""
    landmark: str = ""
    city: str = ""
    state: str = ""
    pin_code: str = ""


def address_from_form(raw: str) -> dict | None:
    """Confirm Order's `address` form field: JSON, or empty for the profile's address."""
    if not (raw or "").strip():
        return None
    try:
        value = DeliveryAddressIn.model_validate(json.loads(raw))
    except ValueError:
        raise ApplicationError(ADDRESS_JSON, errors={"address": [ADDRESS_JSON]}) from None
    return value.model_dump()
