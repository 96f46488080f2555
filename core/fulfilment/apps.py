from django.apps import AppConfig


class FulfilmentConfig(AppConfig):
    """The print floor's production packs (print files and job sheets); shipping is core/orders/shipping."""

    name = "core.fulfilment"
    label = "fulfilment"
    verbose_name = "Production packs"
