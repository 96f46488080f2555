import pytest
from django.core.management import call_command

from core.accounts.models import User

pytestmark = pytest.mark.django_db


def test_createsuperuser_noinput_from_the_environment(monkeypatch):
    monkeypatch.setenv("DJANGO_SUPERUSER_PHONE_NUMBER", "9000099999")
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "Owner#Shop2026")
    call_command("createsuperuser", "--noinput")
    user = User.objects.get(phone_number="9000099999")
    assert user.is_staff and user.is_superuser and user.name
    assert user.check_password("Owner#Shop2026")
