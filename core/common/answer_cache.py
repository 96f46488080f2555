"""Answers of the lists and totals, kept until the shop's data changes (issue 12).

A list of 25 orders costs the same few queries at 10k and 1M orders, but turning them into JSON
(the ORM's rows, the schemas) costs several times a logged-in "hello". So a GET of one of the paths
below is answered from the shared cache when nothing was written since the same person asked:

- the key is the data's version, the person (id, staff, active: a changed role is a new key) and the
  whole URL (hashed); the person is read from the session as for every request, and only 200 answers that set
  no cookie are kept, for CACHE_SECONDS at most;
- the version changes when a transaction that wrote to a shop table (orders, people, catalogue,
  fulfilment, invoices, content...) commits: every SQL statement the shop's connections run is
  checked (`_watch`, installed on each connection), so no service, admin page, task or command can
  forget it. Writes that bypass Django's cursor (seed_demo's COPY) call `data_changed()` themselves.

SHOP_ANSWER_CACHE=0 turns it off (the tests run without it, except its own).
"""

import hashlib
import re
import uuid

from django.conf import settings
from django.core.cache import caches
from django.db import transaction
from django.http import HttpRequest, HttpResponse

from core.common.permissions import perms_of

CACHE = "answers"
CACHE_SECONDS = 300
VERSION_KEY = "answers:version"
PATHS = re.compile(
    r"^/api/("
    r"office/orders|office/orders/[^/]+|office/customers|office/summary/"
    r"|(pending|confirm|shipped|delivered|cancelled)orders/|paid/|unpaid/|payment_list/|adminnavamountsummary/"
    r"|order/customerlist/|totalduebyphonenumber/|totalpaidbyphonenumber/|orders/tracking/"
    r")$"
)
KEPT_HEADERS = ("Content-Type", "Content-Range", "X-Total-Count", "X-Total-Count-More")
SHOP_TABLES = "accounts|catalogue|content|orders|fulfilment|invoices|pincodes|reorders|returns"
WRITES = re.compile(rf'^\s*(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?({SHOP_TABLES})_', re.IGNORECASE)


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


def _retiring(connection) -> bool:
    """Whether this transaction already retires the answers when it commits. Callbacks of a savepoint
    rolled back are dropped by Django, so a later write registers again."""
    return any(func is data_changed for _, func, _ in connection.run_on_commit)


def _watch(execute, sql, params, many, context):
    result = execute(sql, params, many, context)
    if isinstance(sql, str) and WRITES.match(sql):
        connection = context["connection"]
        # once per transaction (an order placed writes a dozen rows); at once in autocommit
        if not (connection.in_atomic_block and _retiring(connection)):
            transaction.on_commit(data_changed, using=connection.alias)
    return result


def watch_writes(sender, connection, **kwargs) -> None:
    """On each new connection (connected to `connection_created` in CommonConfig.ready)."""
    if _watch not in connection.execute_wrappers:
        connection.execute_wrappers.append(_watch)


class AnswerCacheMiddleware:
    """After the session and the user are read (AuthenticationMiddleware)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        user = getattr(request, "user", None)
        if (
            request.method != "GET"
            or not getattr(settings, "SHOP_ANSWER_CACHE", False)
            or user is None
            or not user.is_authenticated
            or not PATHS.match(request.path)
        ):
            return self.get_response(request)
        cache = caches[CACHE]
        # the person and what they may read: a member whose role changed never gets the old role's answers
        perms = ",".join(perms_of(user)) if user.is_staff else ""
        role = hashlib.sha256(perms.encode()).hexdigest()[:16]
        who = f"{user.pk}:{int(user.is_staff)}:{int(user.is_active)}:{int(user.is_superuser)}:{role}"
        # the URL hashed: a long search stays under the 250 characters a cache key may have
        url = hashlib.sha256(request.get_full_path().encode()).hexdigest()
        key = f"answers:{_version()}:{who}:{url}"
        kept = cache.get(key)
        if kept is not None:
            body, headers = kept
            response = HttpResponse(body)
            for name, value in headers:
                response[name] = value
            return response
        response = self.get_response(request)
        if response.status_code == 200 and not response.cookies and not response.streaming:
            headers = [(h, response[h]) for h in KEPT_HEADERS if response.has_header(h)]
            cache.set(key, (response.content, headers), CACHE_SECONDS)
        return response
