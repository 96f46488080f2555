"""For the tests of lists written from plain values (core/*/office_rows.py): the bytes a route's
response schema makes of the same page read as models, through django-ninja's own code."""

import copy
import json
from urllib.parse import urlencode

from django.http import HttpResponse
from django.test import RequestFactory

from core.api import api
from core.office.listing import Listing, ListParams, paginate

JSON = "application/json; charset=utf-8"


def schema_bytes(router, path: str, result, method: str = "GET") -> bytes:
    """What the route's response schema makes of `result` (models, dataclasses, dicts)."""
    found = router.path_operations[path].operations
    operation = copy.copy(next(op for op in found if method in op.methods))
    operation.api = api  # the router's own operation is a template, bound to no API
    return operation._result_to_response(RequestFactory().get("/"), result, HttpResponse()).content


def same_page(client, url: str, router, path: str, listing: Listing, models, params: dict) -> None:
    """GET `url` with react-admin's `params` answers the bytes and Content-Range of `models` (the
    queryset of models the list used to page) paged by the same Listing and rendered by the schema."""
    query = {k: json.dumps(v) for k, v in params.items()}
    response = client.get(f"{url}?{urlencode(query)}")
    assert response.status_code == 200 and response["Content-Type"] == JSON, response.content
    headers: dict[str, str] = {}
    page = paginate(listing, models, ListParams(**query), headers)
    assert response.content == schema_bytes(router, path, page), params
    assert response["Content-Range"] == headers["Content-Range"]
