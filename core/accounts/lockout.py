"""Log-in lockouts on django-axes: every door (the shop's two log-ins and the Django admin's form)
calls `django.contrib.auth.authenticate`, whose first backend is axes.

Counting is per phone number AND client address, so guesses at one phone from one client never
lock anyone else out; a client guessing across many phones is stopped by a higher per-address
limit. The check reserves its slot before the password is looked at: under a row lock
(`select_for_update`; SQLite's IMMEDIATE transactions serialise the same way) the counter is read
and incremented in one step, so at most `AXES_FAILURE_LIMIT` passwords are ever checked per phone
and address within the cool-off, however many requests arrive at once. A successful log-in deletes
the pair's counter (AXES_RESET_ON_SUCCESS); a wrong password keeps the reserved failure.
"""

from axes.handlers.database import AxesDatabaseHandler
from axes.helpers import get_client_username
from axes.models import AccessAttempt
from django.conf import settings
from django.db import transaction
from django.db.models import F, Sum
from django.http import HttpRequest
from django.utils import timezone


def locked_message() -> str:
    minutes = int(settings.AXES_COOLOFF_TIME.total_seconds() // 60)
    return f"Too many failed log-ins. Please wait {minutes} minutes and try again."


def is_locked_out(request: HttpRequest) -> bool:
    """True when axes refused this request's log-in attempt (set by the handler below)."""
    return bool(getattr(request, "axes_locked_out", False))


def _since() -> timezone.datetime:
    return timezone.now() - settings.AXES_COOLOFF_TIME


class ReservingHandler(AxesDatabaseHandler):
    """axes' database handler, with the failure counted before the password check (see above)."""

    def is_locked(self, request, credentials=None) -> bool:
        phone = get_client_username(request, credentials)
        ip = request.axes_ip_address
        if not phone or not ip:
            return super().is_locked(request, credentials)
        with transaction.atomic():
            AccessAttempt.objects.filter(attempt_time__lte=_since()).delete()
            attempt, _ = AccessAttempt.objects.select_for_update().get_or_create(
                username=phone[:255],
                ip_address=ip,
                user_agent="",
                defaults={"failures_since_start": 0, "path_info": request.path[:255]},
            )
            address_failures = (
                AccessAttempt.objects.filter(ip_address=ip).aggregate(n=Sum("failures_since_start"))["n"] or 0
            )
            if (
                attempt.failures_since_start >= settings.AXES_FAILURE_LIMIT
                or address_failures >= settings.SHOP_LOGIN_ADDRESS_LIMIT
            ):
                request.axes_locked_out = True
                return True
            AccessAttempt.objects.filter(pk=attempt.pk).update(
                failures_since_start=F("failures_since_start") + 1,
                attempt_time=timezone.now(),
                http_accept=request.axes_http_accept[:1025],
                path_info=request.path[:255],
            )
        return False

    def user_login_failed(self, sender, credentials: dict, request=None, **kwargs) -> None:
        """The failure was counted when the attempt was let through; nothing more to write."""
