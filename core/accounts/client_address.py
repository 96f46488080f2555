"""The address a request came from, for log-in lockouts and rate limits.

A proxy header is believed only as far as the deployment says: `SHOP_TRUSTED_PROXIES` is the number
of proxies of our own in front of Django (0 by default: REMOTE_ADDR is the client). nginx's
`$proxy_add_x_forwarded_for` and Caddy append the address they saw, so with N trusted proxies the
client is the N-th address from the right of X-Forwarded-For; anything a client wrote further left
is ignored. (django-ipware's `proxy_count` expects the proxies' own addresses in the header, which
nginx does not add: with one proxy it answers None for "X-Forwarded-For: <client>".)
"""

import ipaddress

from django.conf import settings
from django.http import HttpRequest

UNKNOWN = "0.0.0.0"


def _valid(value: str) -> str | None:
    try:
        return str(ipaddress.ip_address(value.strip()))
    except ValueError:
        return None


def client_ip(request: HttpRequest) -> str:
    remote = _valid(request.META.get("REMOTE_ADDR", "") or "") or UNKNOWN
    trusted = settings.SHOP_TRUSTED_PROXIES
    if trusted <= 0:
        return remote
    hops = [h for h in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if h.strip()]
    if len(hops) < trusted:
        return remote
    return _valid(hops[-trusted]) or remote
