from unittest import mock

import pytest


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
