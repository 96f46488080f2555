from unittest import mock

import pytest


@pytest.fixture(autouse=True)
def _commits_at_once():
    """A test's transaction never commits: what waits for the commit (queueing a task) runs at once."""
    with mock.patch("django.db.transaction.on_commit", lambda func, using=None, robust=False: func()):
        yield
