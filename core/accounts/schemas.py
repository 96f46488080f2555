"""The accounts API's bodies and answers: log-in, registration, the customer and their address."""

from ninja import Field, Schema

from core.accounts.roles import Role
from core.common.languages import language_codes
from core.common.phone import PHONE_PATTERN
from core.common.schemas import BodyIn

# The model's lengths (core/accounts/models.py), so too long is a 400 naming the field, never a
# database error. Phone and PIN get room beyond their 10 and 6 characters: the services answer
# those with the specification's own messages.
PHONE = Field("", max_length=32, json_schema_extra={"pattern": PHONE_PATTERN})
PASSWORD = Field("", max_length=256)
NAME = Field("", max_length=120)
EMAIL = Field("", max_length=254, json_schema_extra={"format": "email"})
AREA = Field("", max_length=200)
CITY = Field("", max_length=100)
PIN = Field("", max_length=32)

ADDRESS_FIELDS = ("area", "landmark", "city", "state", "pin_code")


class AddressFieldsIn(BodyIn):
    """A shipping address as the forms send it; every part is needed, since orders ship there."""

    required_fields = ADDRESS_FIELDS
    area: str = AREA
    landmark: str = AREA
    city: str = CITY
    state: str = CITY
    pin_code: str = PIN


class AddressFieldsOut(Schema):
    area: str
    landmark: str
    city: str
    state: str
    pin_code: str


class LoginIn(BodyIn):
    required_fields = ("phone_number", "password")
    phone_number: str = PHONE
    password: str = PASSWORD


class LoginOut(Schema):
    login_id: str
    phone_number: str
    name: str
    is_staff: bool
    message: str


class RegisterIn(AddressFieldsIn):
    required_fields = ("name", "phone_number", "email", "password", *ADDRESS_FIELDS)
    name: str = NAME
    phone_number: str = PHONE
    email: str = EMAIL
    password: str = PASSWORD
    confirm_password: str | None = Field(None, max_length=256)


ROLE = Field(
    None,
    max_length=20,
    description="The new member's role (default order_desk).",
    json_schema_extra={"enum": list(Role.values)},
)


class AdminRegisterIn(BodyIn):
    required_fields = ("name", "phone_number", "password")
    name: str = NAME
    phone_number: str = PHONE
    password: str = PASSWORD
    role: str | None = ROLE


class MeOut(Schema):
    authenticated: bool
    phone_number: str | None
    name: str | None
    is_staff: bool
    language: str | None = Field(
        None,
        description="The language of their e-mails and invoices; null: logged out.",
    )
    role: str | None = Field(None, description="A team member's role (owner, order_desk, ...).")
    permissions: list[str] = Field(
        default_factory=list, description="The team member's permissions: what the back office shows."
    )


class CsrfOut(Schema):
    csrftoken: str


class CustomerOut(AddressFieldsOut):
    name: str
    phone_number: str
    email: str
    language: str = Field("", description="The language chosen for e-mails and invoices; blank: the default")


class AddressIn(AddressFieldsIn):
    phone_number: str | None = Field(None, max_length=32, json_schema_extra={"pattern": PHONE_PATTERN})


class AddressOut(AddressFieldsOut):
    message: str


class BusinessIn(BodyIn):
    """A business the customer buys for (B2B): its legal name, GSTIN, billing address and the
    address's PIN code and state (both in the GSTIN's state); all empty removes it."""

    name: str = NAME
    gstin: str = Field("", max_length=32)
    address: str = Field("", max_length=500)
    pin_code: str = Field("", max_length=10, description="The billing address's 6-digit PIN code")
    state: str = Field("", max_length=60, description="The billing address's state, the GSTIN's")


class BusinessOut(Schema):
    name: str
    gstin: str
    address: str
    pin_code: str = Field(description="Blank for a business saved before it was asked")
    state: str


class LanguageIn(BodyIn):
    """The language the shop writes to the logged-in person in: one of `GET /api/language/`'s codes."""

    required_fields = ("language",)
    language: str = Field("", max_length=16, json_schema_extra={"enum": language_codes()})


class LanguageChoiceOut(Schema):
    code: str
    name: str = Field(description="The language's name in itself (हिन्दी)")


class LanguageOut(Schema):
    language: str = Field(description="The person's language: chosen, else the shop's default")
    chosen: bool = Field(description="Whether the person chose it (else the default is used)")
    languages: list[LanguageChoiceOut]
