"""JSON a client sends, read with a depth bound: the one reader of the API's JSON bodies (ShopParser,
given to the NinjaAPI in core/api.py) and of the JSON form fields (a /bulk request's `data`, a team
order's `team` and `address`...).

Python's json (and pydantic after it) recurse once per level: JSON nested ~10,000 deep raised
RecursionError, a 500. No request of the shop nests past a handful of levels (a studio design: the
sides, their layers, a layer's few properties), so MAX_DEPTH refuses such a body with a 400 before it
is parsed: the brackets outside strings are counted, in C-speed passes, not one Python step per byte.
"""

import json
import re
from typing import Any

from django.http import HttpRequest
from ninja.parser import Parser

from core.common.errors import FieldErrors

MAX_DEPTH = 64
TOO_DEEP = f"This JSON is nested too deeply: at most {MAX_DEPTH} levels of [ ] and {{ }}."

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class JsonTooDeep(ValueError):
    """JSON nested past MAX_DEPTH (a ValueError, as json.loads' own refusals are)."""

    def __init__(self) -> None:
        super().__init__(TOO_DEEP)


def _too_deep(text: str) -> bool:
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return False  # cannot nest deeper than it has openings: the usual body, at once
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(MAX_DEPTH):  # each pass takes away the innermost pairs: one level
        shorter = brackets.replace("[]", "").replace("{}", "")
        if shorter == brackets:
            return False  # nothing left, or unbalanced (json.loads says it is not JSON)
        brackets = shorter
    return bool(brackets)


def json_loads(raw: str | bytes | bytearray) -> Any:
    """json.loads, but JsonTooDeep for JSON nested past MAX_DEPTH."""
    text = raw.decode("utf-8", errors="replace") if isinstance(raw, bytes | bytearray) else raw
    if _too_deep(text):
        raise JsonTooDeep()
    try:
        return json.loads(raw)
    except RecursionError:  # not reached past the check; kept as the last line
        raise JsonTooDeep() from None


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
