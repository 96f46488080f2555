"""Raced on PostgreSQL (SQLite serialises every write transaction): a rate limit lets exactly its
number of requests through however many arrive at once."""

import pytest
from django.db import connection

from core.accounts.rate_limits import rate_limit_take
from core.conftest import JsonClient
from core.tests.transactional import WORKERS, side_by_side

POSTGRES_ONLY = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="SQLite serialises every write transaction"
)


@pytest.mark.django_db(transaction=True)
@POSTGRES_ONLY
def test_a_limit_holds_under_parallel_requests():
    allowed = []

    def ask(n: int) -> None:
        if rate_limit_take(scope="test:parallel", key="203.0.113.9", limit=3, window=900) == 0:
            allowed.append(n)

    assert side_by_side(ask, list(range(WORKERS))) == []
    assert len(allowed) == 3


@pytest.mark.django_db(transaction=True)
@POSTGRES_ONLY
def test_the_forgot_password_form_holds_its_limit_under_parallel_requests(settings):
    settings.SHOP_FORM_RATE_LIMITS = {**settings.SHOP_FORM_RATE_LIMITS, "password_forgot": (5, 900)}
    codes = []

    def ask(n: int) -> None:
        client = JsonClient(REMOTE_ADDR="198.51.100.20")
        codes.append(client.send("post", "/api/password/forgot/", {"login": "9876500000"}).status_code)

    assert side_by_side(ask, list(range(WORKERS))) == []
    assert sorted(codes) == [200] * 5 + [429] * (WORKERS - 5)
