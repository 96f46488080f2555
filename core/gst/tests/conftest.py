import pytest

from core.gst.models import GstReturnSettings


@pytest.fixture
def settings_rows(db):
    """Set the GST return settings for a test: settings_rows(b2cl_threshold=..., hsn_digits=...)."""

    def save(**values):
        row = GstReturnSettings.current()
        for name, value in values.items():
            setattr(row, name, value)
        row.save()
        return row

    return save
