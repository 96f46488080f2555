"""Schemathesis hooks for scripts/test-api-fuzz (loaded through SCHEMATHESIS_HOOKS): every generated
request carries the role's session cookie and CSRF token, as the shop's front ends send them.

The role comes from the environment (FUZZ_BASE_URL, FUZZ_PHONE, FUZZ_PASSWORD, FUZZ_DOOR; no phone:
an anonymous visitor, who still has a CSRF cookie). The session is a schemathesis auth provider, so
the `ignored_auth` check knows it is real and probes the calls without it. A generated
`POST /api/logout/` ends the session: the next 401 makes schemathesis log in again and repeat that
request (its reactive re-authentication), so the rest of the run is still made as that role.

The couriers' status push (POST /api/couriers/{courier}/events) is anonymous but for the courier's
own token, which no generated request can know: as the anonymous visitor, of every three calls one
goes as generated, one names a courier that pushes and sends no token (401), and one sends that
courier's documented header with the run's token (core/tests/api_fuzz.py sets it in the shop's and
this process' environment) and a push shaped as the courier's published sample (200).
"""

import itertools
import os

import requests
import schemathesis

from core.couriers.tests import payloads

BASE = os.environ.get("FUZZ_BASE_URL", "http://127.0.0.1:8000")
PHONE = os.environ.get("FUZZ_PHONE", "")
PASSWORD = os.environ.get("FUZZ_PASSWORD", "")
DOOR = os.environ.get("FUZZ_DOOR", "/api/login/")


@schemathesis.auth(refresh_interval=3600, retry_on=[401] if PHONE else [])
class ShopSession:
    """The role's cookies: csrftoken always, sessionid once logged in."""

    def get(self, case, context) -> dict[str, str]:
        http = requests.Session()
        http.get(f"{BASE}/api/csrf/", timeout=30).raise_for_status()
        if PHONE:
            answer = http.post(
                f"{BASE}{DOOR}",
                json={"phone_number": PHONE, "password": PASSWORD},
                headers={"X-CSRFToken": http.cookies["csrftoken"]},
                timeout=30,
            )
            answer.raise_for_status()
        return {name: http.cookies[name] for name in ("csrftoken", "sessionid") if name in http.cookies}

    def set(self, case, data: dict[str, str], context) -> None:
        case.cookies = {**(case.cookies or {}), **data}
        case.headers = {**(case.headers or {}), "X-CSRFToken": data["csrftoken"]}


EVENTS = "/api/couriers/{courier}/events"
# courier: (the settings name of its token, the header it comes in, its prefix), as
# core/couriers/feeds.py::PUSHERS (not imported: it needs Django's models loaded)
PUSHERS = {
    "delhivery": ("SHOP_DELHIVERY_PUSH_TOKEN", "Authorization", "Token "),
    "shiprocket": ("SHOP_SHIPROCKET_WEBHOOK_TOKEN", "x-api-key", ""),
}
_event_calls = itertools.count()


def _push(courier: str, call: int) -> bytes:
    """A push for an AWB no parcel has (kept for the desk, answered 200), new on every call."""
    awb = f"FUZZ{call:08d}"
    if courier == "delhivery":
        return payloads.delhivery(awb, "In Transit", "UD", "2026-11-20T09:10:42.767")
    return payloads.shiprocket(awb, "IN TRANSIT", "23 11 2026 11:43:52")


@schemathesis.hook
def before_call(context, case, kwargs) -> None:
    if PHONE or case.operation.path != EVENTS:
        return
    call = next(_event_calls)
    if call % 3 == 2:
        return  # as generated
    courier = sorted(PUSHERS)[call // 3 % len(PUSHERS)]
    case.path_parameters = {**(case.path_parameters or {}), "courier": courier}
    if call % 3 == 1:
        return  # a courier that pushes, without its token
    setting, header, prefix = PUSHERS[courier]
    case.headers = {
        **(case.headers or {}),
        header: prefix + os.environ[setting],
        "Content-Type": "application/json",
    }
    kwargs["data"] = _push(courier, call)
