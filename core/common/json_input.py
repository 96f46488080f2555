"""JSON a client sends, read with a depth bound: the one reader of the API's JSON bodies (ShopParser,
given to the NinjaAPI in core/api.py) and of the JSON form fields (a /bulk request's `data`, a team
order's `team` and `address`...).

Python's json (and pydantic after it) recurse once per level: JSON nested ~10,000 deep raised
RecursionError, a 500. No request of the shop nests past a handful of levels (a studio design: the
sides, their layers, a layer's few properties), so MAX_DEPTH refuses such a body with a 400 before it
is used: json.loads' own RecursionError (a thousand levels, met at once), then the parsed value's
levels, each container looked at once.
"""

import json
from typing import Any

from django.http import HttpRequest
from ninja.parser import Parser

from core.common.errors import FieldErrors

MAX_DEPTH = 64
TOO_DEEP = f"This JSON is nested too deeply: at most {MAX_DEPTH} levels of [ ] and {{ }}."


CONTAINERS = frozenset((dict, list))  # what json.loads makes of [ ] and { }


class JsonTooDeep(ValueError):
    """JSON nested past MAX_DEPTH (a ValueError, as json.loads' own refusals are)."""

    def __init__(self) -> None:
        super().__init__(TOO_DEEP)


def _too_deep(value: Any) -> bool:
    """Whether `value` (parsed JSON) nests past MAX_DEPTH: level by level, each container once."""
    level = [value]
    for _ in range(MAX_DEPTH):
        inner = []
        for container in level:
            items = container.values() if type(container) is dict else container
            if not CONTAINERS.isdisjoint(map(type, items)):  # C's pace over a long list of numbers
                inner.extend(v for v in items if type(v) in CONTAINERS)
        if not inner:
            return False
        level = inner
    return True


def json_loads(raw: str | bytes | bytearray) -> Any:
    """json.loads, but JsonTooDeep for JSON nested past MAX_DEPTH."""
    try:
        value = json.loads(raw)
    except RecursionError:  # C's json recurses once per level: ~1,000 levels stop it, at once
        raise JsonTooDeep() from None
    if isinstance(value, dict | list) and _too_deep(value):
        raise JsonTooDeep()
    return value


def json_field(raw: str | bytes | None, *, field: str, message: str, default: Any = None) -> Any:
    """A form field's JSON (`default` when empty); a 400 under `field`: `message` when it is not JSON,
    TOO_DEEP when it nests too deeply."""
    if raw in (None, "", b""):
        return default
    try:
        return json_loads(raw)
    except JsonTooDeep:
        raise FieldErrors.single(field, TOO_DEEP) from None
    except (TypeError, ValueError):
        raise FieldErrors.single(field, message) from None


class ShopParser(Parser):
    """django-ninja's JSON body parser with the depth bound (a refusal answers TOO_DEEP: core/api.py)."""

    def parse_body(self, request: HttpRequest) -> Any:
        return json_loads(request.body)
