from django.conf import settings
from django.http import HttpRequest
from django.middleware.csrf import get_token
from django.utils import timezone
from ninja import Router

from core.accounts import selectors, services
from core.accounts.rate_limits import rate_limit_check
from core.accounts.schemas import (
    AddressIn,
    AddressOut,
    AdminRegisterIn,
    BusinessIn,
    BusinessOut,
    CsrfOut,
    CustomerOut,
    LanguageIn,
    LanguageOut,
    LoginIn,
    LoginOut,
    MeOut,
    RegisterIn,
)
from core.accounts.staff import services as staff_services
from core.accounts.staff.selectors import role_of
from core.common.auth import customer, public_session, staff
from core.common.languages import person_language
from core.common.permissions import Perm, perms_of
from core.common.schemas import CLIENT_ERRORS, ErrorOut, MessageOut

router = Router(tags=["accounts"])


@router.get("", response={200: dict}, auth=None, summary="Health: the server answers")
def health(request: HttpRequest):
    return {"status": "ok", "service": "rangrez", "time": timezone.now().isoformat()}


@router.get("csrf/", response=CsrfOut, auth=None, summary="Set the CSRF cookie")
def csrf(request: HttpRequest):
    return {"csrftoken": get_token(request)}


@router.get("me/", response=MeOut, auth=None, summary="Who is logged in")
def me(request: HttpRequest):
    user = request.user
    if not user.is_authenticated:
        return {"authenticated": False, "phone_number": None, "name": None, "is_staff": False}
    role = role_of(user) if user.is_staff else None
    return {
        "authenticated": True,
        "phone_number": user.phone_number,
        "name": user.name,
        "is_staff": user.is_staff,
        "language": person_language(user),
        "role": role.value if role else None,
        "permissions": perms_of(user),
    }


def _login_out(user) -> dict:
    return {
        "login_id": str(user.pk),
        "phone_number": user.phone_number,
        "name": user.name,
        "is_staff": user.is_staff,
        "message": "Login successful.",
    }


@router.post("login/", response={200: LoginOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def customer_login(request: HttpRequest, payload: LoginIn):
    user = services.user_login(
        request=request, phone_number=payload.phone_number, password=payload.password, staff_only=False
    )
    return _login_out(user)


@router.post("adminlogin/", response={200: LoginOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def admin_login(request: HttpRequest, payload: LoginIn):
    user = services.user_login(
        request=request, phone_number=payload.phone_number, password=payload.password, staff_only=True
    )
    return _login_out(user)


@router.post("logout/", response={200: MessageOut, **CLIENT_ERRORS}, auth=public_session)
def logout(request: HttpRequest):
    services.user_logout(request=request)
    return {"message": "Logged out."}


@router.post(
    "register/",
    response={201: MessageOut, **CLIENT_ERRORS, 409: ErrorOut, 429: ErrorOut},
    auth=public_session,
)
def register(request: HttpRequest, payload: RegisterIn):
    rate_limit_check(request=request, form="register")  # also slows phone-number enumeration
    services.customer_register(**payload.dict())
    return 201, {"message": "Registration successful!"}


@router.post(
    "adminregister/",
    response={201: MessageOut, **CLIENT_ERRORS, 409: ErrorOut},
    auth=staff(Perm.MANAGE_STAFF),
)
def admin_register(request: HttpRequest, payload: AdminRegisterIn):
    staff_services.admin_register(actor=request.auth, **payload.dict())
    return 201, {"message": "Admin registered successfully!"}


@router.get(
    "customerdata/",
    response={200: CustomerOut, **CLIENT_ERRORS, 404: ErrorOut},
    auth=customer(Perm.VIEW_CUSTOMERS),
)
def customer_data(request: HttpRequest, phone_number: str | None = None):
    return selectors.customer_for_request(user=request.auth, phone_number=phone_number)


@router.patch(
    "addressedit/",
    response={200: AddressOut, **CLIENT_ERRORS, 404: ErrorOut},
    auth=customer(Perm.CHANGE_CUSTOMERS),
)
def address_edit(request: HttpRequest, payload: AddressIn):
    customer = selectors.customer_for_request(user=request.auth, phone_number=payload.phone_number)
    fields = payload.dict(exclude={"phone_number"})
    user = services.address_update(user=customer, **fields)
    return {"message": "Address updated.", **{k: getattr(user, k) for k in fields}}


def _business(user) -> dict:
    return {name: getattr(user, f"business_{name}") for name in services.BUSINESS_FIELDS}


@router.get("business/", response={200: BusinessOut, **CLIENT_ERRORS}, auth=customer())
def business_get(request: HttpRequest):
    """The logged-in customer's own business (B2B): blank fields when none."""
    return _business(request.auth)


@router.put("business/", response={200: BusinessOut, **CLIENT_ERRORS}, auth=customer())
def business_put(request: HttpRequest, payload: BusinessIn):
    """Save (or, all empty, remove) the logged-in customer's business: legal name, GSTIN, billing address."""
    return _business(services.business_update(user=request.auth, **payload.dict()))


def _language(user) -> dict:
    return {
        "language": person_language(user),
        "chosen": bool(user.language),
        "languages": [{"code": code, "name": name} for code, name in settings.LANGUAGES],
    }


@router.get("language/", response={200: LanguageOut, **CLIENT_ERRORS}, auth=customer())
def language_get(request: HttpRequest):
    """The logged-in person's language (e-mails, invoices) and the languages the shop speaks."""
    return _language(request.auth)


@router.put("language/", response={200: LanguageOut, **CLIENT_ERRORS}, auth=customer())
def language_put(request: HttpRequest, payload: LanguageIn):
    """Store the logged-in person's language: the storefront's language switch calls it."""
    return _language(services.language_set(user=request.auth, language=payload.language))
