"""Who may call what: session auth for django-ninja, with CSRF on every unsafe call.

ninja wraps its views in csrf_exempt and leaves the CSRF check to the auth class, so even the
public forms (log-in, register, contact) use `PublicSession`, which lets everyone in but checks
the CSRF token on POST/PATCH/PUT/DELETE.
"""

from typing import Any

from django.conf import settings
from django.http import HttpRequest
from ninja.security.apikey import APIKeyCookie
from ninja.utils import check_csrf

from core.common.errors import ApplicationError, ErrorStatus, NotAllowed, NotLoggedIn

CSRF_MESSAGE = "Your session expired or the form is stale (CSRF check failed). Reload the page and try again."


class _SessionCookie(APIKeyCookie):
    param_name: str = settings.SESSION_COOKIE_NAME

    def _get_key(self, request: HttpRequest) -> str | None:
        if request.method not in ("GET", "HEAD", "OPTIONS") and check_csrf(request):
            raise ApplicationError(CSRF_MESSAGE, status=ErrorStatus.FORBIDDEN)
        return request.COOKIES.get(self.param_name)


class PublicSession(_SessionCookie):
    """Anyone; unsafe methods still need the CSRF token."""

    def authenticate(self, request: HttpRequest, key: str | None) -> Any:
        return request.user


class CustomerSession(_SessionCookie):
    """Any logged-in user (a customer, or staff acting for one)."""

    def authenticate(self, request: HttpRequest, key: str | None) -> Any:
        if not request.user.is_authenticated:
            raise NotLoggedIn()
        return request.user


class StaffSession(_SessionCookie):
    """The admin team only: anonymous gets 401, a customer 403."""

    def authenticate(self, request: HttpRequest, key: str | None) -> Any:
        if not request.user.is_authenticated:
            raise NotLoggedIn("Please log in as a member of the admin team.")
        if not request.user.is_staff:
            raise NotAllowed("This needs an admin team account.")
        return request.user


public_session = PublicSession()
customer_session = CustomerSession()
staff_session = StaffSession()
