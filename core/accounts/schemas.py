from ninja import Schema


class LoginIn(Schema):
    phone_number: str = ""
    password: str = ""


class LoginOut(Schema):
    login_id: str
    phone_number: str
    name: str
    is_staff: bool
    message: str


class RegisterIn(Schema):
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


class AdminRegisterIn(Schema):
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


class AddressIn(Schema):
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
