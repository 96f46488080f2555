"""Reading many rows while writing: no read snapshot held open across the writes.

On SQLite in WAL mode a statement left open between chunks (`QuerySet.iterator()`) keeps a read
snapshot; once another connection commits, a write on the reading connection fails at once with
"database is locked" (that killed the export worker). `in_chunks` finishes each statement."""

import threading

import pytest
from django.db import OperationalError, connection

from core.accounts.models import User
from core.accounts.tests.factories import CustomerFactory
from core.common.chunks import in_chunks

sqlite_only = pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's WAL snapshots")


def _someone_else_commits(pk: int) -> None:
    def write():
        try:
            User.objects.filter(pk=pk).update(landmark="changed by another request")
        finally:
            connection.close()

    thread = threading.Thread(target=write)
    thread.start()
    thread.join()


def _read_and_write(rows) -> int:
    written = 0
    for i, user in enumerate(rows):
        if i == 3:
            _someone_else_commits(user.pk)
        if i >= 3:
            User.objects.filter(pk=user.pk).update(area=f"row {i}")  # the export's progress, say
            written += 1
    return written


@sqlite_only
@pytest.mark.django_db(transaction=True)
def test_rows_read_in_chunks_leave_the_connection_free_to_write():
    CustomerFactory.create_batch(12)
    assert _read_and_write(in_chunks(User.objects.order_by("pk"), 5)) == 9
    assert User.objects.filter(area__startswith="row ").count() == 9


@sqlite_only
@pytest.mark.django_db(transaction=True)
def test_an_open_iterator_would_have_failed_the_write():
    """What in_chunks replaces: the same reads through iterator() hit "database is locked"."""
    CustomerFactory.create_batch(12)
    rows = User.objects.order_by("pk").iterator(chunk_size=5)
    try:
        with pytest.raises(OperationalError, match="locked"):
            _read_and_write(rows)
    finally:
        rows.close()  # the open statement ends, and with it the snapshot (else the flush is locked out)
        connection.close()


def test_in_chunks_keeps_the_querysets_order_and_shape(db):
    users = CustomerFactory.create_batch(7)
    names = list(User.objects.order_by("-pk").values_list("pk", "name"))
    assert list(in_chunks(User.objects.order_by("-pk").values_list("pk", "name"), 3)) == names
    assert len(names) == len(users)
