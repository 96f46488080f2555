"""The API's JSON renderer: orjson, writing exactly what django-ninja's JSON renderer
writes for the shop's values: Decimal amounts as strings, datetimes as Django's encoder writes them
(milliseconds, "Z" for UTC), enums by value."""

from datetime import datetime
from typing import Any

import orjson
from django.http import HttpRequest, HttpResponse
from ninja.renderers import BaseRenderer
from ninja.responses import NinjaJSONEncoder

_NINJA = NinjaJSONEncoder()
# datetimes go to `default` so they are written as DjangoJSONEncoder writes them, not orjson's way
OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_NON_STR_KEYS


def _default(value: Any) -> Any:
    return _NINJA.default(value)  # Decimal, datetime/date/time, timedelta, UUID, lazy text, models...


def json_time(value: datetime | None) -> str | None:
    """A datetime as DjangoJSONEncoder writes it (milliseconds, "Z" for UTC), for rows that skip the
    encoder's `default` call per value (core/orders/api/rows.py; its test compares the bytes)."""
    if value is None:
        return None
    text = value.isoformat()
    if value.microsecond:
        text = text[:23] + text[26:]
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def dumps(data: Any) -> bytes:
    return orjson.dumps(data, default=_default, option=OPTIONS)


class ORJSONRenderer(BaseRenderer):
    media_type = "application/json"

    def render(self, request: HttpRequest, data: Any, *, response_status: int) -> bytes:
        return dumps(data)


def json_answer(data: Any, *, headers: dict[str, str] | None = None) -> HttpResponse:
    """A 200 with the bytes and Content-Type the API's renderer gives `data`: for the lists that build
    their rows as plain values (core/orders/api/rows.py) and skip the response schema's validation,
    which stays on the route for the OpenAPI document."""
    content_type = f"{ORJSONRenderer.media_type}; charset={ORJSONRenderer.charset}"
    return HttpResponse(dumps(data), content_type=content_type, headers=headers)
