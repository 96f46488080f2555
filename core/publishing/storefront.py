"""The signed call that tells the storefront which cached pages to refresh (docs/revalidate.md).

`POST {SHOP_STOREFRONT_ORIGIN}/cache/revalidate` with the raw JSON body `{"tags": [...], "sent_at": <unix
seconds>, "nonce": <32 hex digits>}` and `X-Rangrez-Signature: sha256=<hex HMAC-SHA256 of the body, key
SHOP_REVALIDATE_SECRET>`. The storefront accepts each signed body once (the nonce makes two calls of one
second with the same tags two bodies) and answers 200 `{"revalidated": [...]}`, 401 for a bad, stale or
replayed signature, 400 for a bad body, 413 for a body over 64 KB.
"""

import hashlib
import hmac
import json
import logging
import secrets
import time
import urllib.error
import urllib.request

from django.conf import settings

log = logging.getLogger(__name__)

PATH = "/cache/revalidate"
HEADER = "X-Rangrez-Signature"
TIMEOUT_SECONDS = 5
# the storefront is the shop's own server, reached directly: never through the machine's HTTP proxy
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class StorefrontUnavailable(Exception):
    """The storefront did not answer, or answered 5xx: worth trying again later."""


def configured() -> bool:
    return bool(settings.SHOP_REVALIDATE_SECRET and settings.SHOP_STOREFRONT_ORIGIN)


def signature(body: bytes, secret: str) -> str:
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def body_of(tags: list[str], sent_at: int | None = None, nonce: str | None = None) -> bytes:
    sent_at = int(time.time()) if sent_at is None else sent_at
    nonce = secrets.token_hex(16) if nonce is None else nonce  # each call its own body, accepted once
    body = {"tags": sorted(set(tags)), "sent_at": sent_at, "nonce": nonce}
    return json.dumps(body, separators=(",", ":")).encode()


def revalidate(*, tags: list[str]) -> str:
    """Send the call once. Returns what happened ("revalidated ...", "refused: ..."); raises
    StorefrontUnavailable for a connection error, a timeout or a 5xx."""
    if not configured():
        log.debug(
            "No SHOP_REVALIDATE_SECRET or SHOP_STOREFRONT_ORIGIN: the storefront is not told of %s", tags
        )
        return "not configured"
    body = body_of(tags)  # sent_at is now and the nonce new, on every attempt: a retry is not stale
    request = urllib.request.Request(
        settings.SHOP_STOREFRONT_ORIGIN.rstrip("/") + PATH,
        data=body,
        method="POST",
        headers={
            "Content-Type": "application/json",
            HEADER: signature(body, settings.SHOP_REVALIDATE_SECRET),
        },
    )
    try:
        with _OPENER.open(request, timeout=TIMEOUT_SECONDS) as response:
            answer = response.read(10_000)
    except urllib.error.HTTPError as exc:
        if exc.code >= 500:
            raise StorefrontUnavailable(f"The storefront answered {exc.code}.") from exc
        # 401: the two sides' secrets differ (or a clock is off by minutes); 404: a storefront without
        # the route; 400: a bug. Trying again sends the same: log it for the team and stop.
        text = exc.read(300).decode(errors="replace") if exc.code != 404 else "no such route"
        log.error(
            "The storefront refused to revalidate %s: %s %s", tags, exc.code, " ".join(text.split())[:200]
        )
        return f"refused: {exc.code}"
    except (OSError, TimeoutError) as exc:  # URLError, refused, reset, timed out
        raise StorefrontUnavailable(f"The storefront did not answer: {exc}") from exc
    return "revalidated " + answer.decode(errors="replace")
