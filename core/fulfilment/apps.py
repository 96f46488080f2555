from django.apps import AppConfig


class FulfilmentConfig(AppConfig):
    name = "core.fulfilment"
    label = "fulfilment"
    verbose_name = "Shipping and notes"
