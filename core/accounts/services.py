"""Writes for accounts: registration, log-in (its lockout: axes, core/accounts/lockout.py), address
and profile edits, the admin team."""

import re

from django.conf import settings
from django.contrib.auth import authenticate, login, logout
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.http import HttpRequest

from core.accounts.lockout import is_locked_out, locked_message
from core.accounts.models import User
from core.common.email import email_check
from core.common.errors import REQUIRED, ApplicationError, ErrorStatus, FieldErrors
from core.common.gstin import (
    billing_pin_problem,
    billing_state_problem,
    gstin_compact,
    gstin_problem,
    own_gstin_problem,
)
from core.common.languages import NOT_OFFERED, accepted_language, explicit_language, language_offered
from core.common.phone import LOGIN_PHONE_MESSAGE, REGISTER_PHONE_MESSAGE, is_valid_phone
from core.common.pincode_directory import pincode_problem, state_mismatch
from core.common.states import STATES, state_code

DUPLICATE_PHONE = "An account with this phone number already exists."
BAD_LOGIN = "Invalid phone number or password."
REGISTER_FAILED = "Registration failed. Please check your inputs."
PIN_RE = re.compile(r"^\d{6}$")
PIN_MESSAGE = "Enter a valid 6-digit PIN code."
ADDRESS_FIELDS = ("area", "landmark", "city", "state", "pin_code")


def _clean_address(fields: dict[str, str], errors: FieldErrors) -> dict[str, str]:
    cleaned = {name: errors.required(fields.get(name), name) for name in ADDRESS_FIELDS}
    if cleaned["pin_code"] and not PIN_RE.match(cleaned["pin_code"]):
        errors.add("pin_code", PIN_MESSAGE)
    elif cleaned["pin_code"] and (problem := pincode_problem(cleaned["pin_code"])):
        errors.add("pin_code", problem)
    elif cleaned["state"] and (problem := state_mismatch(cleaned["state"], cleaned["pin_code"])):
        # the place of supply is the PIN's state (core/invoices/tax.py): a typed state that
        # disagrees is refused rather than invoiced under the wrong state
        errors.add("state", problem)
    return cleaned


def _check_password(password: str, confirm: str | None, user: User, errors: FieldErrors) -> None:
    if not password:
        errors.add("password", REQUIRED)
        return
    if confirm is not None and confirm != password:
        errors.add("confirm_password", "Passwords do not match.")
    try:
        validate_password(password, user=user)
    except ValidationError as exc:
        for message in exc.messages:
            errors.add("password", message)


def user_create(
    *,
    name: str,
    phone_number: str,
    password: str,
    email: str = "",
    is_staff: bool,
    errors: FieldErrors | None = None,
    email_required: bool = False,
    confirm_password: str | None = None,
    address: dict[str, str] | None = None,
) -> User:
    errors = errors or FieldErrors()
    name = errors.required(name, "name")
    if not is_valid_phone(phone_number):
        errors.add("phone_number", REGISTER_PHONE_MESSAGE)
    email = email_check(email, errors, required=email_required)
    user = User(name=name, phone_number=phone_number or "", email=email, is_staff=is_staff, **(address or {}))
    _check_password(password, confirm_password, user, errors)
    errors.raise_if_any(REGISTER_FAILED)
    if User.objects.filter(phone_number=phone_number).exists():
        raise FieldErrors.single("phone_number", DUPLICATE_PHONE, status=ErrorStatus.CONFLICT)
    user.set_password(password)
    try:
        with transaction.atomic():
            user.save()
    except IntegrityError:  # two registrations racing for one phone number
        raise FieldErrors.single("phone_number", DUPLICATE_PHONE, status=ErrorStatus.CONFLICT) from None
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
    errors = FieldErrors()
    address = _clean_address(
        {"area": area, "landmark": landmark, "city": city, "state": state, "pin_code": pin_code}, errors
    )
    return user_create(
        name=name,
        phone_number=phone_number,
        password=password,
        email=email,
        email_required=True,
        is_staff=False,
        errors=errors,
        confirm_password=confirm_password,
        address=address,
    )


def superuser_create(*, phone_number: str, password: str, name: str, email: str = "") -> User:
    """The shop's first admin (demo data; `manage.py createsuperuser` does the same through the manager)."""
    return User.objects.create_superuser(phone_number, password, name=name, email=email)


@transaction.atomic
def customers_bulk_create(*, customers: list[User]) -> list[User]:
    """Many generated customers at once (the demo seed; passwords already hashed), without checks."""
    return User.objects.bulk_create(customers, batch_size=2000)


def user_login(*, request: HttpRequest, phone_number: str, password: str, staff_only: bool) -> User:
    """Log in with phone and password and start a one-hour session."""
    if not is_valid_phone(phone_number):
        raise FieldErrors.single("phone_number", LOGIN_PHONE_MESSAGE)
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
    errors = FieldErrors()
    address = _clean_address(
        {"area": area, "landmark": landmark, "city": city, "state": state, "pin_code": pin_code}, errors
    )
    errors.raise_if_any("Failed to update address.")
    for name, value in address.items():
        setattr(user, name, value)
    user.save(update_fields=list(ADDRESS_FIELDS))
    return user


@transaction.atomic
def customer_update(
    *, customer: User, name: str, email: str, is_active: bool, address: dict[str, str] | None = None
) -> User:
    """The back office's edit of a customer: name, email, active, and the address when it changed."""
    errors = FieldErrors()
    name = errors.required(name, "name")
    email = email_check(email, errors, required=False)
    errors.raise_if_any()
    if address is not None and any((address.get(k) or "") != getattr(customer, k) for k in address):
        address_update(user=customer, **address)
    customer.name, customer.email, customer.is_active = name, email, is_active
    customer.save(update_fields=["name", "email", "is_active"])
    return customer


@transaction.atomic
def user_save(*, user: User) -> User:
    """A user as the Django admin's form validated it (the form has already hashed a new password)."""
    user.save()
    return user


@transaction.atomic
def user_delete(*, user: User) -> None:
    """A user without orders (orders protect their customer: deactivate instead)."""
    user.delete()


def address_clean(*, fields: dict[str, str]) -> dict[str, str]:
    """An address checked like the profile's (all required, a pincode the directory knows), for an order."""
    errors = FieldErrors()
    address = _clean_address(fields, errors)
    errors.raise_if_any("Please check the delivery address.")
    return address


BUSINESS_FIELDS = ("name", "gstin", "address", "pin_code", "state")
# The e-invoice's buyer legal name is 3 to 100 characters (IRP schema INV-01 v1.1, BuyerDtls.LglNm)
NAME_TOO_SHORT = "Enter the business's legal name as registered for GST (at least 3 characters)."
ADDRESS_TOO_SHORT = "Enter the billing address: building, street and area."


def business_clean(*, fields: dict[str, str] | None) -> dict[str, str] | None:
    """A business buyer's legal name, GSTIN (python-stdnum: format, state code, check character),
    billing address, its PIN code and state (both in the GSTIN's state), all needed; None when all
    are empty (no business). The state is kept by its name in core/common/states.py."""
    values = {name: " ".join(((fields or {}).get(name) or "").split()) for name in BUSINESS_FIELDS}
    if not any(values.values()):
        return None
    errors = FieldErrors()
    cleaned = {name: errors.required(values[name], name) for name in BUSINESS_FIELDS}
    if cleaned["gstin"] and (
        problem := gstin_problem(cleaned["gstin"]) or own_gstin_problem(cleaned["gstin"])
    ):
        errors.add("gstin", problem)
    if cleaned["name"] and sum(char.isalnum() for char in cleaned["name"]) < 3:
        errors.add("name", NAME_TOO_SHORT)
    if cleaned["address"] and not _real_address(cleaned["address"]):
        errors.add("address", ADDRESS_TOO_SHORT)
    if cleaned["pin_code"] and (problem := billing_pin_problem(cleaned["gstin"], cleaned["pin_code"])):
        errors.add("pin_code", problem)
    if cleaned["state"] and (problem := billing_state_problem(cleaned["gstin"], cleaned["state"])):
        errors.add("state", problem)
    errors.raise_if_any("Please check the business details.")
    state = STATES[state_code(cleaned["state"]) or ""]
    return cleaned | {"gstin": gstin_compact(cleaned["gstin"]), "state": state}


def _real_address(address: str) -> bool:
    """At least 3 letters or digits, some of them letters (not 'x', not '...', not a bare number)."""
    return sum(char.isalnum() for char in address) >= 3 and any(char.isalpha() for char in address)


@transaction.atomic
def business_update(
    *, user: User, name: str, gstin: str, address: str, pin_code: str = "", state: str = ""
) -> User:
    """The customer's own business (B2B), offered at checkout; all empty removes it."""
    fields = {"name": name, "gstin": gstin, "address": address, "pin_code": pin_code, "state": state}
    cleaned = business_clean(fields=fields) or {}
    for field in BUSINESS_FIELDS:
        setattr(user, f"business_{field}", cleaned.get(field, ""))
    user.save(update_fields=[f"business_{field}" for field in BUSINESS_FIELDS])
    return user


def language_set(*, user: User, language: str) -> User:
    """The language the shop writes to this person in (settings.LANGUAGES): the storefront's switch."""
    code = language_offered(language)
    if code is None:
        raise FieldErrors.single("language", NOT_OFFERED)
    if user.language != code:
        user.language = code
        user.save(update_fields=["language"])
    return user


def language_from_request(*, user: User, request: HttpRequest) -> None:
    """An order placed in a language: the one the storefront names becomes the customer's; a
    browser's Accept-Language only fills a language never chosen."""
    code = explicit_language(request) or (None if user.language else accepted_language(request))
    if code and code != user.language:
        language_set(user=user, language=code)
