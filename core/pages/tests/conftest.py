import importlib

import pytest
from django.apps import apps

from core.pages.models import SellerPage


@pytest.fixture
def seller_pages(db):
    """The seeded pages (a transactional test elsewhere may have flushed the migration's rows)."""
    if not SellerPage.objects.exists():
        importlib.import_module("core.pages.migrations.0002_seed_pages").seed(apps, None)
        importlib.import_module("core.pages.migrations.0003_seller_page_hindi").seed_hindi(apps, None)
    return list(SellerPage.objects.all())
