"""Who may call what: session auth for django-ninja, with CSRF on every unsafe call.

ninja wraps its views in csrf_exempt and leaves the CSRF check to the auth class, so even the
public forms (log-in, register, contact) use `PublicSession`, which lets everyone in but checks
the CSRF token on POST/PATCH/PUT/DELETE.
"""

from functools import cache
from typing import Any

from django.conf import settings
from django.http import HttpRequest
from ninja.security.apikey import APIKeyCookie
from ninja.utils import check_csrf

from core.common.errors import ApplicationError, ErrorStatus, NotAllowed, NotLoggedIn
from core.common.permissions import Perm, may

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
    """Any logged-in user, for their own data. `others` are the team's permissions that reach
    another customer's data through this operation (a phone number or an order id that is not
    theirs): the answer is kept on the user as `may_act_for_others`, which the selectors read."""

    def __init__(self, *others: Perm) -> None:
        super().__init__()
        self.others = others

    def authenticate(self, request: HttpRequest, key: str | None) -> Any:
        user = request.user
        if not user.is_authenticated:
            raise NotLoggedIn()
        user.may_act_for_others = bool(self.others) and (user.is_superuser or may(user, *self.others))
        return user


@cache
def customer(*others: Perm) -> CustomerSession:
    """The declaration of a customer's operation that the team holding any of `others` may use for
    another customer."""
    return CustomerSession(*others)


NEEDS_ROLE = "Your role does not allow this. Ask the shop's owner if you need it."


class StaffSession(_SessionCookie):
    """The admin team only, holding one of `needs` (core/common/permissions.py): anonymous gets
    401, a customer or a member whose role lacks the permission 403. Each operation declares its
    needs with `staff(...)`; a StaffSession without any is refused to everyone but superusers, so an
    operation that forgot to declare is closed, and the access test names it."""

    def __init__(self, *needs: Perm) -> None:
        super().__init__()
        self.needs = needs

    def authenticate(self, request: HttpRequest, key: str | None) -> Any:
        user = request.user
        if not user.is_authenticated:
            raise NotLoggedIn("Please log in as a member of the admin team.")
        if not user.is_staff:
            raise NotAllowed("This needs an admin team account.")
        if not (user.is_superuser or may(user, *self.needs)):
            raise NotAllowed(NEEDS_ROLE)
        user.may_act_for_others = True  # a team operation its role allows: any customer's order
        return user


@cache
def staff(*needs: Perm) -> StaffSession:
    """The declaration of an operation for the team: who holds any of `needs` may call it."""
    return StaffSession(*needs)


public_session = PublicSession()
customer_session = CustomerSession()  # the customer's own data only
# a router's default: closed to all but superusers until each operation declares with staff(...)
staff_undeclared = StaffSession()
