"""Raced on PostgreSQL (SQLite serialises every write transaction): ticket numbers are never given
twice."""

import pytest
from django.db import connection

from core.support.models import Ticket
from core.support.services import ticket_create
from core.tests.transactional import WORKERS, side_by_side

POSTGRES_ONLY = pytest.mark.skipif(
    connection.vendor != "postgresql", reason="SQLite serialises every write transaction"
)


@pytest.mark.django_db(transaction=True)
@POSTGRES_ONLY
def test_tickets_made_at_once_get_different_consecutive_numbers():
    def create(n: int) -> None:
        ticket_create(name=f"Visitor {n}", email=f"v{n}@example.in", message="Hello", source="contact")

    assert side_by_side(create, list(range(WORKERS))) == []
    numbers = sorted(Ticket.objects.values_list("number", flat=True))
    assert len(set(numbers)) == WORKERS
    assert [n[-6:] for n in numbers] == [f"{i:06d}" for i in range(1, WORKERS + 1)]
