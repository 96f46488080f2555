import copy
import json
import os

import pytest
from django.test import Client, override_settings


def pytest_collection_modifyitems(items):
    """The property tests try a third of their examples (at least 5) in the everyday run (scripts/test);
    FUZZ_FULL=1 (scripts/test-postgres, as for the API fuzzing) tries each test's full count. Hypothesis
    keeps a test's settings on it; a second @settings would be refused, so the attribute is replaced."""
    if os.environ.get("FUZZ_FULL") == "1":
        return
    from hypothesis import settings

    for item in items:
        test = getattr(getattr(item, "obj", None), "__func__", getattr(item, "obj", None))
        full = getattr(test, "_hypothesis_internal_use_settings", None)
        if full is not None and full.max_examples > 5:
            test._hypothesis_internal_use_settings = settings(
                full, max_examples=max(5, full.max_examples // 3)
            )


@pytest.fixture(scope="session", autouse=True)
def _caches_of_this_process(tmp_path_factory):
    """The file caches (sessions, kept answers) in a folder of this test process: pytest-xdist's
    processes run side by side, and one must neither read another's kept answers nor retire them."""
    from django.conf import settings

    caches = copy.deepcopy(settings.CACHES)
    folder = tmp_path_factory.mktemp("caches")
    for alias, cache in caches.items():
        if cache["BACKEND"].endswith("FileBasedCache"):
            cache["LOCATION"] = str(folder / alias)
    with override_settings(CACHES=caches):
        yield


@pytest.fixture(autouse=True)
def _media_in_tmp(settings, tmp_path):
    """Every test writes its files into its own folder, and hashes passwords quickly."""
    settings.MEDIA_ROOT = tmp_path / "media"
    # a test's transaction never commits, so the kept answers would never be retired: off, except
    # in core/tests/test_answer_cache.py
    settings.SHOP_ANSWER_CACHE = False
    # no storefront to tell of the writes, except in core/publishing/tests
    settings.SHOP_REVALIDATE_SECRET = ""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    # tests place many orders as one customer in a second; the limit's own test sets it low
    settings.SHOP_CUSTOMER_RATE_LIMITS = {"order": (100_000, 60)}


class JsonClient(Client):
    """Django's test client with CSRF enforced, speaking JSON like the front ends do."""

    def __init__(self, **kwargs):
        super().__init__(enforce_csrf_checks=True, **kwargs)

    def csrf(self) -> str:
        if "csrftoken" not in self.cookies:
            self.get("/api/csrf/")
        return self.cookies["csrftoken"].value

    def send(self, method: str, path: str, body=None, *, csrf: bool = True, **extra):
        if csrf:
            extra["HTTP_X_CSRFTOKEN"] = self.csrf()
        data = body if isinstance(body, str) else json.dumps(body or {})
        return getattr(super(), method)(path, data=data, content_type="application/json", **extra)


@pytest.fixture
def client() -> JsonClient:
    return JsonClient()


@pytest.fixture
def customer(db):
    from core.accounts.tests.factories import CustomerFactory

    return CustomerFactory()


@pytest.fixture
def other_customer(db):
    from core.accounts.tests.factories import CustomerFactory

    return CustomerFactory()


@pytest.fixture
def staff(db):
    from core.accounts.tests.factories import StaffFactory

    return StaffFactory()


def _logged_in(user) -> JsonClient:
    c = JsonClient()
    c.force_login(user)
    return c


@pytest.fixture
def customer_client(customer) -> JsonClient:
    return _logged_in(customer)


@pytest.fixture
def other_client(other_customer) -> JsonClient:
    return _logged_in(other_customer)


@pytest.fixture
def staff_client(staff) -> JsonClient:
    return _logged_in(staff)


@pytest.fixture
def desk_admin(db):
    """A superuser: support staff at the Django admin's desk."""
    from core.accounts.tests.factories import StaffFactory

    return StaffFactory(is_superuser=True)


@pytest.fixture
def desk(desk_admin) -> Client:
    """Django's own test client (the admin's forms, CSRF not enforced), logged in as desk_admin."""
    c = Client()
    c.force_login(desk_admin)
    return c
