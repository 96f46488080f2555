"""Answers of the lists and totals, kept until a table they read changes.

Turning a page of ORM rows into JSON costs far more than reading the few rows, so a GET of an
operation marked `@keep_answer("orders", "accounts.User")` (in the API module that owns it, naming
the apps and models whose tables it reads; core/tests/test_answer_cache.py fails when a marked route
reads a table it does not name) is answered from the shared cache when none of its tables was
written since the same person asked:

- the key is the versions of the route's tables, the person (id, staff, active, role: a changed role
  is a new key) and the whole URL (hashed); only 200 answers that set no cookie are kept, for
  CACHE_SECONDS at most;
- a table's version changes when a transaction that wrote to it commits (core/common/write_watch.py
  checks every statement, so no service, admin page, task or command can forget it), so a write to
  the e-mail log retires none of the board's answers and a write to the orders retires all of them.
  Writes that bypass Django's cursor (seed_demo's COPY) call `data_changed()`, which retires every
  kept answer.

The mark wraps the operation through django-ninja's public `decorate_view` (after the route is found
and before its auth runs: the person is read from the session, as for every request), and adds the
route to KEPT, the one list of the marked routes. SHOP_ANSWER_CACHE=0 turns it off (the tests run
without it, except its own).
"""

import hashlib
import inspect
import uuid
from collections.abc import Callable, Iterable
from functools import wraps

from django.apps import apps
from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest, HttpResponse
from django.urls import get_resolver
from ninja.decorators import decorate_view

from core.common.languages import request_language
from core.common.permissions import perms_of

CACHE = "answers"
CACHE_SECONDS = 300
VERSION_KEY = "answers:version"  # every table's answers: bumped by data_changed()
TABLE_KEY = "answers:table:{}"  # one table's answers: bumped when a write to it commits
KEPT_HEADERS = ("Content-Type", "Content-Range", "X-Total-Count", "X-Total-Count-More")


class Kept:
    """One marked operation: its function and what it reads, each an app (`orders`: all its tables)
    or a model (`accounts.User`)."""

    def __init__(self, view: Callable, reads: tuple[str, ...]) -> None:
        self.view = view
        self.reads = reads
        self._tables: frozenset[str] | None = None

    @property
    def name(self) -> str:
        return f"{self.view.__module__}.{self.view.__name__}"

    @property
    def tables(self) -> frozenset[str]:
        """The database tables it reads (worked out once the apps are loaded)."""
        if self._tables is None:
            models = [
                m
                for label in self.reads
                for m in (
                    [apps.get_model(label)]
                    if "." in label
                    else apps.get_app_config(label).get_models(include_auto_created=True)
                )
            ]
            self._tables = frozenset(m._meta.db_table for m in models)
        return self._tables


KEPT: list[Kept] = []  # every operation marked @keep_answer, in the order their modules were loaded


def kept_routes() -> list[Kept]:
    """Every marked operation (their API modules are loaded with the URLs)."""
    get_resolver().url_patterns  # noqa: B018 (loads the URL modules once)
    return list(KEPT)


def keep_answer(*reads: str) -> Callable[[Callable], Callable]:
    """Mark a GET operation whose 200 answers may be kept until a table it reads is written: above or
    below `@router.get(...)`, naming what it reads, each an app (`"orders"`: all its tables, the
    many-to-many ones too) or a model (`"accounts.User"`). Only for answers that depend on nothing but
    those tables, the person and the URL."""
    if not reads or not all(isinstance(r, str) and r for r in reads):
        raise TypeError('keep_answer names what its route reads: @keep_answer("orders", "accounts.User")')

    def mark(view: Callable) -> Callable:
        if inspect.iscoroutinefunction(view):
            raise TypeError(f"{view.__name__}: only synchronous operations are kept")
        kept = Kept(view, reads)
        KEPT.append(kept)
        return decorate_view(_keeping(kept))(view)

    return mark


def _keeping(kept: Kept) -> Callable[[Callable], Callable]:
    """The wrapper of the operation's run (django-ninja calls it with the request once the path and the
    method matched, before the operation's auth)."""

    def wrap(run: Callable) -> Callable:
        @wraps(run)
        def run_or_keep(request: HttpRequest, *args, **kwargs):
            key = _key(request, kept.tables)
            if key is None:
                return run(request, *args, **kwargs)
            found = caches[CACHE].get(key)
            if found is not None:
                body, headers = found
                response = HttpResponse(body)
                for name, value in headers:
                    response[name] = value
                return response
            response = run(request, *args, **kwargs)
            if response.status_code == 200 and not response.cookies and not response.streaming:
                headers = [(h, response[h]) for h in KEPT_HEADERS if response.has_header(h)]
                caches[CACHE].set(key, (response.content, headers), CACHE_SECONDS)
            return response

        return run_or_keep

    return wrap


def data_changed() -> None:
    """Every kept answer is out of date (a write no statement showed, e.g. a COPY)."""
    caches[CACHE].set(VERSION_KEY, uuid.uuid4().hex, None)


_READ: list = [-1, frozenset()]  # how many routes were marked, and the tables they read


def tables_read() -> frozenset[str]:
    """Every table a kept route reads: only their versions are ever read (worked out again when one
    more route is marked)."""
    routes = kept_routes()
    if _READ[0] != len(routes):
        _READ[:] = [len(routes), frozenset().union(*(kept.tables for kept in routes))]
    return _READ[1]


def tables_changed(tables: Iterable[str]) -> None:
    """The answers that read any of these tables are out of date (called once per committed transaction
    by core/common/write_watch.py). A table no kept route reads has no answers to retire (the e-mail
    log, written three times per e-mail sent): no cache write."""
    read = tables_read()
    fresh = {TABLE_KEY.format(t): uuid.uuid4().hex for t in tables if t in read}
    if fresh:
        caches[CACHE].set_many(fresh, None)


def versions(tables: Iterable[str]) -> str:
    """The current versions of every table's and these tables' answers, as one string. Read before the
    answer is computed, so a write committed meanwhile retires it."""
    cache = caches[CACHE]
    keys = [VERSION_KEY, *(TABLE_KEY.format(t) for t in sorted(set(tables)))]
    found = cache.get_many(keys)
    missing = [k for k in keys if k not in found]
    for k in missing:
        cache.add(k, uuid.uuid4().hex, None)
    if missing:  # another server may have added it first: theirs wins
        found.update(cache.get_many(missing))
    return ":".join(str(found.get(k)) for k in keys)


def _key(request: HttpRequest, tables: frozenset[str]) -> str | None:
    """The kept answer's key for this request, None when it may not be kept."""
    user = getattr(request, "user", None)
    if (
        request.method != "GET"
        or not getattr(settings, "SHOP_ANSWER_CACHE", False)
        or user is None
        or not user.is_authenticated
    ):
        return None
    # the person and what they may read: a member whose role changed never gets the old role's answers
    perms = ",".join(perms_of(user)) if user.is_staff else ""
    role = hashlib.sha256(perms.encode()).hexdigest()[:16]
    who = f"{user.pk}:{int(user.is_staff)}:{int(user.is_active)}:{int(user.is_superuser)}:{role}"
    # hashed: a long search stays under the 250 characters a cache key may have
    data = hashlib.sha256(versions(tables).encode()).hexdigest()[:32]
    url = hashlib.sha256(request.get_full_path().encode()).hexdigest()
    return f"answers:{data}:{who}:{request_language(request)}:{url}"  # an answer in one language only
