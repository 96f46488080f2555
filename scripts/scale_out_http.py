"""What the scale-out check talks with: browsers (a cookie jar each), plain page reads, the SMTP inbox,
and the one way a proof passes or stops the check."""

import http.client
import http.cookiejar
import json
import urllib.error
import urllib.request
from email import message_from_bytes, policy

# the shop's servers are on loopback: never through the machine's HTTP proxy
_DIRECT = urllib.request.ProxyHandler({})
# the status of an answer that began and broke off (its server died while writing it); 0: no answer at all
CUT = -1


def check(ok: bool, what: str) -> None:
    print(("  ok   " if ok else "  FAIL ") + what, flush=True)
    if not ok:
        raise SystemExit(1)


class Inbox:
    """aiosmtpd's handler: every message received, as (recipient, subject)."""

    def __init__(self):
        self.got: list[tuple[str, str]] = []

    async def handle_DATA(self, server, session, envelope):
        message = message_from_bytes(envelope.content, policy=policy.default)
        subject = " ".join(str(message["Subject"]).split())
        self.got.extend((rcpt, subject) for rcpt in envelope.rcpt_tos)
        return "250 OK"


class Browser:
    """A cookie jar shared by every server it calls (one origin for the user behind the proxy): `where` is
    a port on 127.0.0.1 (one server itself) or a base address."""

    def __init__(self):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), _DIRECT)

    def cookie(self, name: str) -> str | None:
        return next((c.value for c in self.jar if c.name == name), None)

    def call(self, where: str, method: str, path: str, body=None, headers=None) -> tuple[int, dict]:
        """A JSON call of the API (with more `headers` if given); answers the status and the decoded body."""
        headers = {"Content-Type": "application/json", **(headers or {})}
        if method != "GET":
            if self.cookie("csrftoken") is None:
                self.call(where, "GET", "/api/csrf/")
            headers["X-CSRFToken"] = self.cookie("csrftoken") or ""
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(_url(where, path), data=data, method=method, headers=headers)
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read() or b"{}")
        except (http.client.HTTPException, ConnectionResetError):
            return CUT, {}

    def page(self, where: str, path: str) -> tuple[int, dict[str, str], str]:
        """A page as a browser loads it, with this browser's cookies."""
        return read(where, path, opener=self.opener)


def read(where: str, path: str, *, opener=None, headers=None) -> tuple[int, dict[str, str], str]:
    """GET one address: status, headers (lower-case names), body text. Errors are answers too; a server
    that does not answer is status 0, an answer broken off is CUT."""
    request = urllib.request.Request(_url(where, path), headers=headers or {})
    try:
        with (opener or _PLAIN).open(request, timeout=30) as response:
            return response.status, _headers(response), response.read().decode(errors="replace")
    except urllib.error.HTTPError as exc:
        return exc.code, _headers(exc), exc.read().decode(errors="replace")
    except (http.client.HTTPException, ConnectionResetError):
        return CUT, {}, ""
    except OSError:
        return 0, {}, ""


def _headers(response) -> dict[str, str]:
    return {name.lower(): value for name, value in response.headers.items()}


def label(where: str) -> str:
    """How the check names a server: ":8141" for one server itself, the address for nginx."""
    return where if where.startswith("http") else f":{where}"


def _url(where: str, path: str) -> str:
    return f"{where}{path}" if where.startswith("http") else f"http://127.0.0.1:{where}{path}"


_PLAIN = urllib.request.build_opener(_DIRECT)
