"""Writes of the GST returns app: the owner's return settings (the files are written by core.exports)."""

from django.db import transaction

from core.gst.models import GstReturnSettings


@transaction.atomic
def gst_settings_save(*, settings_row: GstReturnSettings) -> GstReturnSettings:
    """The one row (pk 1), as the Django admin validated it."""
    settings_row.pk = 1
    settings_row.save()
    return settings_row
