"""Writes of the pincodes app: the admin team's delivery settings (fast and metro cities, paused pincodes)."""

from django.db import transaction

from core.pincodes.models import DeliverySettings


@transaction.atomic
def delivery_settings_save(*, settings_row: DeliverySettings) -> DeliverySettings:
    """The one row (pk 1), as the Django admin validated it."""
    settings_row.pk = 1
    settings_row.save()
    return settings_row
