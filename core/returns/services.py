"""Writes of the returns app: the owner's returns settings."""

from django.db import transaction

from core.returns.models import ReturnSettings


@transaction.atomic
def return_settings_save(*, settings_row: ReturnSettings) -> ReturnSettings:
    """The one row (pk 1), as the Django admin validated it."""
    settings_row.pk = 1
    settings_row.save()
    return settings_row
