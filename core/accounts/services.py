"""Writes for accounts: registration, log-in, address edits, admin registration."""

import re

from django.conf import settings
from django.contrib.auth import authenticate, login, logout
from django.contrib.auth.models import Group, Permission
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.http import HttpRequest

from core.accounts.lockout import is_locked_out, locked_message
from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus
from core.common.phone import LOGIN_PHONE_MESSAGE, REGISTER_PHONE_MESSAGE, is_valid_phone

REQUIRED = "This field is required."
DUPLICATE_PHONE = "An account with this phone number already exists."
BAD_LOGIN = "Invalid phone number or password."
PIN_RE = re.compile(r"^\d{6}$")
PIN_MESSAGE = "Enter a valid 6-digit PIN code."
ADDRESS_FIELDS = ("area", "landmark", "city", "state", "pin_code")


def _clean_address(fields: dict[str, str], errors: dict[str, list[str]]) -> dict[str, str]:
    cleaned = {name: (fields.get(name) or "").strip() for name in ADDRESS_FIELDS}
    for name, value in cleaned.items():
        if not value:
            errors.setdefault(name, []).append(REQUIRED)
    if cleaned["pin_code"] and not PIN_RE.match(cleaned["pin_code"]):
        errors.setdefault("pin_code", []).append(PIN_MESSAGE)
    return cleaned


def _check_password(password: str, confirm: str | None, user: User, errors: dict[str, list[str]]) -> None:
    if not password:
        errors.setdefault("password", []).append(REQUIRED)
        return
    if confirm is not None and confirm != password:
        errors.setdefault("confirm_password", []).append("Passwords do not match.")
    try:
        validate_password(password, user=user)
    except ValidationError as exc:
        errors.setdefault("password", []).extend(exc.messages)


def _raise_if(errors: dict[str, list[str]], message: str) -> None:
    if errors:
        first = next(iter(errors.values()))[0]
        raise ApplicationError(first if len(errors) == 1 else message, errors=errors)


def _create_user(
    *,
    name: str,
    phone_number: str,
    password: str,
    email: str = "",
    is_staff: bool,
    extra_errors=None,
    confirm_password: str | None = None,
    address: dict[str, str] | None = None,
) -> User:
    errors: dict[str, list[str]] = dict(extra_errors or {})
    name = (name or "").strip()
    email = (email or "").strip()
    if not name:
        errors.setdefault("name", []).append(REQUIRED)
    if not is_valid_phone(phone_number):
        errors.setdefault("phone_number", []).append(REGISTER_PHONE_MESSAGE)
    if email:
        try:
            validate_email(email)
        except ValidationError:
            errors.setdefault("email", []).append("Enter a valid email address.")
    user = User(name=name, phone_number=phone_number or "", email=email, is_staff=is_staff, **(address or {}))
    _check_password(password, confirm_password, user, errors)
    _raise_if(errors, "Registration failed. Please check your inputs.")
    if User.objects.filter(phone_number=phone_number).exists():
        raise ApplicationError(
            DUPLICATE_PHONE, errors={"phone_number": [DUPLICATE_PHONE]}, status=ErrorStatus.CONFLICT
        )
    user.set_password(password)
    try:
        with transaction.atomic():
            user.save()
    except IntegrityError:  # two registrations racing for one phone number
        raise ApplicationError(
            DUPLICATE_PHONE, errors={"phone_number": [DUPLICATE_PHONE]}, status=ErrorStatus.CONFLICT
        ) from None
    return user


def customer_register(
    *,
    name: str,
    phone_number: str,
    email: str,
    password: str,
    area: str,
    landmark: str,
    state: str,
    city: str,
    pin_code: str,
    confirm_password: str | None = None,
) -> User:
    errors: dict[str, list[str]] = {}
    address = _clean_address(
        {"area": area, "landmark": landmark, "city": city, "state": state, "pin_code": pin_code}, errors
    )
    if not (email or "").strip():
        errors.setdefault("email", []).append(REQUIRED)
    return _create_user(
        name=name,
        phone_number=phone_number,
        password=password,
        email=email,
        is_staff=False,
        extra_errors=errors,
        confirm_password=confirm_password,
        address=address,
    )


ADMIN_TEAM_GROUP = "Admin team"
ADMIN_TEAM_APPS = ("accounts", "catalogue", "orders", "content")


def admin_team_group() -> Group:
    """The group whose members may work in the Django admin: every permission on the shop's data."""
    group, _ = Group.objects.get_or_create(name=ADMIN_TEAM_GROUP)
    perms = Permission.objects.filter(content_type__app_label__in=ADMIN_TEAM_APPS)
    if group.permissions.count() != perms.count():
        group.permissions.set(perms)
    return group


@transaction.atomic
def admin_register(*, actor: User, name: str, phone_number: str, password: str) -> User:
    """Only the admin team adds to the admin team (the API checks the actor is staff)."""
    if not actor.is_staff:
        raise ApplicationError("This needs an admin team account.", status=ErrorStatus.FORBIDDEN)
    user = _create_user(name=name, phone_number=phone_number, password=password, is_staff=True)
    user.groups.add(admin_team_group())
    return user


def user_login(*, request: HttpRequest, phone_number: str, password: str, staff_only: bool) -> User:
    """Log in with phone and password and start a one-hour session."""
    if not is_valid_phone(phone_number):
        raise ApplicationError(LOGIN_PHONE_MESSAGE, errors={"phone_number": [LOGIN_PHONE_MESSAGE]})
    user = authenticate(request, username=phone_number, password=password or "")  # axes counts first
    if user is None and is_locked_out(request):
        raise ApplicationError(locked_message(), status=ErrorStatus.TOO_MANY)
    if user is None or (staff_only and not user.is_staff):
        # one answer for a wrong password and a customer's right one at the admin door: no oracle
        raise ApplicationError(BAD_LOGIN, status=ErrorStatus.UNAUTHORIZED)
    login(request, user)  # axes deletes this phone and address's failures
    request.session.set_expiry(settings.SESSION_COOKIE_AGE)
    return user


def user_logout(*, request: HttpRequest) -> None:
    logout(request)


@transaction.atomic
def address_update(*, user: User, area: str, landmark: str, city: str, state: str, pin_code: str) -> User:
    errors: dict[str, list[str]] = {}
    address = _clean_address(
        {"area": area, "landmark": landmark, "city": city, "state": state, "pin_code": pin_code}, errors
    )
    _raise_if(errors, "Failed to update address.")
    for name, value in address.items():
        setattr(user, name, value)
    user.save(update_fields=list(ADDRESS_FIELDS))
    return user
