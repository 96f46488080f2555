from django.apps import AppConfig


class StockConfig(AppConfig):
    """Blank stock: what is on the shelf to print on, reserved at confirm, consumed at print."""

    name = "core.stock"
    label = "stock"
    verbose_name = "Blank stock"
