"""The accounts API's bodies and answers: log-in, registration, the customer and their address."""

from ninja import Schema

from core.common.schemas import BodyIn


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


class RegisterIn(BodyIn):
    required_fields = (
        "name",
        "phone_number",
        "email",
        "password",
        "area",
        "landmark",
        "state",
        "city",
        "pin_code",
    )
    name: str = ""
    phone_number: str = ""
    email: str = ""
    password: str = ""
    confirm_password: str | None = None
    area: str = ""
    landmark: str = ""
    state: str = ""
    city: str = ""
    pin_code: str = ""


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


class CustomerOut(Schema):
    name: str
    phone_number: str
    email: str
    area: str
    landmark: str
    city: str
    state: str
    pin_code: str


class AddressIn(BodyIn):
    required_fields = ("area", "landmark", "city", "state", "pin_code")
    phone_number: str | None = None
    area: str = ""
    landmark: str = ""
    city: str = ""
    state: str = ""
    pin_code: str = ""


class AddressOut(Schema):
    message: str
    area: str
    landmark: str
    city: str
    state: str
    pin_code: str
