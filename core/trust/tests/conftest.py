import importlib
from unittest import mock

import pytest
from django.apps import apps

from core.trust.models import SellerPage


@pytest.fixture
def seller_pages(db):
    """The seeded pages (a transactional test elsewhere may have flushed the migration's rows)."""
    if not SellerPage.objects.exists():
        importlib.import_module("core.trust.migrations.0002_seed_pages").seed(apps, None)
    return list(SellerPage.objects.all())


@pytest.fixture
def support(db):
    from core.accounts.roles import Role
    from core.accounts.tests.factories import StaffFactory

    return StaffFactory(role=Role.SUPPORT)


@pytest.fixture(autouse=True)
def _commits_at_once():
    """A test's transaction never commits: what waits for the commit (queueing a task) runs at once."""
    with mock.patch("django.db.transaction.on_commit", lambda func, using=None, robust=False: func()):
        yield
