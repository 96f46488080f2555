from django.apps import AppConfig


class PurchasingConfig(AppConfig):
    """Suppliers and purchase orders for blanks: numbered, taxed as input tax, sent, received into stock."""

    name = "core.purchasing"
    label = "purchasing"
    verbose_name = "Purchasing"
