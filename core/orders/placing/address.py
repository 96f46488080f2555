"""An order's own delivery address (Confirm Order's `address` field, the checkout's `address`):
checked like the profile's; services.py stores it on the order instead of the profile's address."""

from pydantic import ValidationError as PydanticValidationError

from core.accounts.schemas import AREA, CITY, PIN
from core.accounts.services import address_clean
from core.common.errors import ApplicationError, FieldErrors, schema_error_message
from core.common.json_input import json_field
from core.common.schemas import TextIn

FIELD_ERRORS = ("string_too_long", "string_type", "value_error")  # answered under the field
ADDRESS_JSON = "Send the delivery address as JSON with area, landmark, city, state and pin_code."


class DeliveryAddressIn(TextIn):
    """This order's own address: the lengths of the profile's (and of Order.ship_*)."""

    area: str = AREA
    landmark: str = AREA
    city: str = CITY
    state: str = CITY
    pin_code: str = PIN


def address_from_form(raw: str) -> dict | None:
    """Confirm Order's `address` form field: JSON, or empty for the profile's address."""
    if not (raw or "").strip():
        return None
    try:
        value = DeliveryAddressIn.model_validate(json_field(raw, field="address", message=ADDRESS_JSON))
    except PydanticValidationError as exc:
        if any(err["type"] in FIELD_ERRORS and err["loc"] for err in exc.errors()):
            errors = FieldErrors()
            for err in exc.errors():
                errors.add(".".join(["address", *map(str, err["loc"])]), schema_error_message(err))
            raise errors.as_error("Please check the delivery address.") from None
        raise FieldErrors.single("address", ADDRESS_JSON) from None
    except ValueError:
        raise FieldErrors.single("address", ADDRESS_JSON) from None
    return value.model_dump()


def delivery_address_clean(fields: dict[str, str] | None) -> dict[str, str] | None:
    """This order's own address checked like the profile's, its errors named `address.<field>`;
    None when the order ships to the profile's address."""
    if not fields:
        return None
    try:
        return address_clean(fields=fields)
    except ApplicationError as exc:
        errors = {f"address.{name}": messages for name, messages in exc.errors.items()}
        raise ApplicationError(exc.message, errors=errors) from None
