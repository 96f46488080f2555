import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory


@pytest.fixture
def owner(db):
    return StaffFactory(role=Role.OWNER)
