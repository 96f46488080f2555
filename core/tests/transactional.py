"""Helpers for transactional tests (`django_db(transaction=True)`): the migrations' seeded rows again
after another such test flushed them, and database sessions raced against each other (PostgreSQL:
SQLite serialises every write transaction)."""

import importlib
import threading
from collections.abc import Callable, Sequence
from typing import Any

from django.apps import apps as django_apps
from django.db import connection

from core.catalogue.models import ProductType

WORKERS = 8


def migration_seeds() -> None:
    """What the migrations seed (product types, the invoice series and rates), again: an earlier
    transactional test (e.g. accounts' lockout race) flushed it."""
    if ProductType.objects.exists():
        return
    with connection.schema_editor() as editor:
        for module in (
            "core.catalogue.migrations.0002_seed_catalogue",
            "core.invoices.migrations.0002_seed",
            "core.accounts.migrations.0006_seed_roles",
            "core.pages.migrations.0002_seed_pages",
        ):
            importlib.import_module(module).seed(django_apps, editor)


def side_by_side(work: Callable[[Any], None], items: Sequence[Any]) -> list[Exception]:
    """`work(item)` for every item, each in its own thread and database session, all released at
    once; the exceptions they raised (an empty list when every one succeeded)."""
    start, errors = threading.Barrier(len(items)), []

    def run(item: Any) -> None:
        try:
            start.wait()
            work(item)
        except Exception as exc:  # noqa: BLE001 - returned to the test
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(item,)) for item in items]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return errors
