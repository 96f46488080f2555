"""Answers of the lists and totals, kept until the shop's data changes (issues 12 and 28).

A list of 25 orders costs the same few queries at 10k and 1M orders, but turning them into JSON
(the ORM's rows, the schemas) costs several times a logged-in "hello". So a GET of an operation
marked `@keep_answer` (in the API module that owns it; the marked routes are collected when the
middleware starts, so this module knows no path) is answered from the shared cache when nothing was
written since the same person asked:

- the key is the data's version, the person (id, staff, active: a changed role is a new key) and the
  whole URL (hashed); the person is read from the session as for every request, and only 200 answers that set
  no cookie are kept, for CACHE_SECONDS at most;
- the version changes when a transaction that wrote to a table commits (core/common/write_watch.py
  checks every statement, so no service, admin page, task or command can forget it; a few
  bookkeeping tables are quiet, each with why). Writes that bypass Django's cursor (seed_demo's COPY)
  call `data_changed()` themselves.

SHOP_ANSWER_CACHE=0 turns it off (the tests run without it, except its own).
"""

import hashlib
import inspect
import uuid
from collections.abc import Callable, Iterator

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest, HttpResponse
from django.urls import URLPattern, URLResolver, get_resolver
from ninja.operation import PathView

from core.common.permissions import perms_of

CACHE = "answers"
CACHE_SECONDS = 300
VERSION_KEY = "answers:version"
KEPT_HEADERS = ("Content-Type", "Content-Range", "X-Total-Count", "X-Total-Count-More")
MARK = "keep_answer"


def keep_answer(view: Callable) -> Callable:
    """Mark an API operation (a GET) whose 200 answers may be kept until the data changes: above or
    below `@router.get(...)` (the router keeps the function itself). Only for answers that depend on
    nothing but the database, the person and the URL."""
    setattr(view, MARK, True)
    return view


def data_changed() -> None:
    """A new data version: every kept answer is out of date."""
    caches[CACHE].set(VERSION_KEY, uuid.uuid4().hex, None)


def _version() -> str:
    cache = caches[CACHE]
    version = cache.get(VERSION_KEY)
    if version is None:
        version = uuid.uuid4().hex
        cache.add(VERSION_KEY, version, None)
        version = cache.get(VERSION_KEY) or version
    return version


def _patterns(patterns) -> Iterator[URLPattern]:
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            yield from _patterns(pattern.url_patterns)
        else:
            yield pattern


def kept_routes(urlconf=None) -> dict[Callable, frozenset[str]]:
    """The routes whose answers may be kept: {the route's view: its methods marked `@keep_answer`}.
    django-ninja gives each path one view for all its operations (its PathView), so the marks are
    read from the operations behind each view."""
    kept = {}
    for pattern in _patterns(get_resolver(urlconf).url_patterns):
        view = pattern.callback
        path_view = inspect.getclosurevars(view).nonlocals.get("self") if hasattr(view, "__code__") else None
        if not isinstance(path_view, PathView):
            continue
        methods = {m for op in path_view.operations if getattr(op.view_func, MARK, False) for m in op.methods}
        if methods & {"GET"}:
            kept[view] = frozenset(methods & {"GET"})
    return kept


class AnswerCacheMiddleware:
    """After the session and the user are read (AuthenticationMiddleware); the route is known in
    process_view, where a kept answer is returned before the view runs."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.kept = kept_routes()  # collected once, when the server starts

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        key = getattr(request, "_answer_key", None)
        if key and response.status_code == 200 and not response.cookies and not response.streaming:
            headers = [(h, response[h]) for h in KEPT_HEADERS if response.has_header(h)]
            caches[CACHE].set(key, (response.content, headers), CACHE_SECONDS)
        return response

    def process_view(self, request: HttpRequest, view, args, kwargs) -> HttpResponse | None:
        user = getattr(request, "user", None)
        if (
            request.method not in self.kept.get(view, ())
            or not getattr(settings, "SHOP_ANSWER_CACHE", False)
            or user is None
            or not user.is_authenticated
        ):
            return None
        # the person and what they may read: a member whose role changed never gets the old role's answers
        perms = ",".join(perms_of(user)) if user.is_staff else ""
        role = hashlib.sha256(perms.encode()).hexdigest()[:16]
        who = f"{user.pk}:{int(user.is_staff)}:{int(user.is_active)}:{int(user.is_superuser)}:{role}"
        # the URL hashed: a long search stays under the 250 characters a cache key may have
        url = hashlib.sha256(request.get_full_path().encode()).hexdigest()
        key = f"answers:{_version()}:{who}:{url}"
        kept = caches[CACHE].get(key)
        if kept is None:
            request._answer_key = key  # kept by __call__ once answered
            return None
        body, headers = kept
        response = HttpResponse(body)
        for name, value in headers:
            response[name] = value
        return response
