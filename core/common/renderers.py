"""The API's JSON renderer: orjson (issue 12), writing exactly what django-ninja's JSON renderer
writes for the shop's values: Decimal amounts as strings, datetimes as Django's encoder writes them
(milliseconds, "Z" for UTC), enums by value."""

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
