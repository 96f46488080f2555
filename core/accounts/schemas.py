"""The accounts API's bodies and answers: log-in, registration, the customer and their address."""

from ninja import Schema

from core.common.schemas import BodyIn

ADDRESS_FIELDS = ("area", "landmark", "city", "state", "pin_code")


class AddressFieldsIn(BodyIn):
    """A shipping address as the forms send it; every part is needed, since orders ship there."""

    required_fields = ADDRESS_FIELDS
    area: str = ""
    landmark: str = ""
    city: str = ""
    state: str = ""
    pin_code: str = ""


class AddressFieldsOut(Schema):
    area: str
    landmark: str
    city: str
    state: str
    pin_code: str


class LoginIn(BodyIn):
    required_fields = ("phone_number", "password")
    phone_number: str = ""
    password: str = ""


class LoginOut(Schema):
    login_id: str
    phone_number: str
    name: str
    is_staff: bool
    message: str


class RegisterIn(AddressFieldsIn):
    required_fields = ("name", "phone_number", "email", "password", *ADDRESS_FIELDS)
    name: str = ""
    phone_number: str = ""
    email: str = ""
    password: str = ""
    confirm_password: str | None = None


class AdminRegisterIn(BodyIn):
    required_fields = ("name", "phone_number", "password")
    name: str = ""
    phone_number: str = ""
    password: str = ""


class MeOut(Schema):
    authenticated: bool
    phone_number: str | None
    name: str | None
    is_staff: bool


class CsrfOut(Schema):
    csrftoken: str


class CustomerOut(AddressFieldsOut):
    name: str
    phone_number: str
    email: str


class AddressIn(AddressFieldsIn):
    phone_number: str | None = None


class AddressOut(AddressFieldsOut):
    message: str
