"""Schemathesis hooks for scripts/test-api-fuzz (loaded through SCHEMATHESIS_HOOKS): every generated
request carries the role's session cookie and CSRF token, as the shop's front ends send them.

The role comes from the environment (FUZZ_BASE_URL, FUZZ_PHONE, FUZZ_PASSWORD, FUZZ_DOOR; no phone:
an anonymous visitor, who still has a CSRF cookie). The session is a schemathesis auth provider, so
the `ignored_auth` check knows it is real and probes the calls without it. A generated
`POST /api/logout/` ends the session: the next 401 makes schemathesis log in again and repeat that
request (its reactive re-authentication), so the rest of the run is still made as that role.
"""

import os

import requests
import schemathesis

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
