"""Forgot, reset and change a password (OWASP Forgot Password Cheat Sheet); the team's reset link
for a customer is in `office.py`."""

from django.http import HttpRequest
from ninja import Field, Router, Schema

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import customer_session, public_session
from core.common.schemas import CLIENT_ERRORS, BodyIn, ErrorOut, JsonBool, MessageOut
from core.passwords import services

router = Router(tags=["passwords"])

FORGOT_ANSWER = (
    "If an account matches, we have sent a link to reset the password to its e-mail address. "
    "The link works once, for 1 hour."
)
PASSWORD = Field("", max_length=256)
LINK_PART = Field("", max_length=64, json_schema_extra={"pattern": r"^[A-Za-z0-9_=-]*$"})


class ForgotIn(BodyIn):
    required_fields = ("login",)
    login: str = Field("", max_length=254, description="The account's phone number or e-mail address.")
    team: JsonBool = Field(False, description="Asked from the back office's log-in page.")


class LinkIn(BodyIn):
    required_fields = ("uid", "token")
    uid: str = LINK_PART
    token: str = LINK_PART


class ResetIn(LinkIn):
    required_fields = ("uid", "token", "password", "password2")
    password: str = PASSWORD
    password2: str = PASSWORD


class ChangeIn(BodyIn):
    required_fields = ("current_password", "password", "password2")
    current_password: str = PASSWORD
    password: str = PASSWORD
    password2: str = PASSWORD


class ValidOut(Schema):
    valid: bool


TOO_MANY = {**CLIENT_ERRORS, 429: ErrorOut}


@router.post("password/forgot/", response={200: MessageOut, **TOO_MANY}, auth=public_session)
def password_forgot(request: HttpRequest, payload: ForgotIn):
    """The same answer, in about the same time, whether or not an account matches."""
    rate_limit_check(request=request, form="password_forgot")
    services.password_forgot(login=payload.login)
    return {"message": FORGOT_ANSWER}


@router.post("password/check/", response={200: ValidOut, **TOO_MANY}, auth=public_session)
def password_link_check(request: HttpRequest, payload: LinkIn):
    """Whether a reset link still works (the page shows the form or says to ask again)."""
    rate_limit_check(request=request, form="password_reset")
    services.password_link_check(uid=payload.uid, token=payload.token)
    return {"valid": True}


@router.post("password/reset/", response={200: MessageOut, **TOO_MANY}, auth=public_session)
def password_reset(request: HttpRequest, payload: ResetIn):
    rate_limit_check(request=request, form="password_reset")
    services.password_reset(**payload.dict())
    return {"message": "Your password has been changed. Please log in with the new one."}


@router.post("password/change/", response={200: MessageOut, **TOO_MANY}, auth=customer_session)
def password_change(request: HttpRequest, payload: ChangeIn):
    """The logged-in account's own: this session stays, every other one ends."""
    rate_limit_check(request=request, form="password_change")
    services.password_change(request=request, **payload.dict())
    return {"message": "Your password has been changed."}
