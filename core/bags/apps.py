from django.apps import AppConfig


class BagsConfig(AppConfig):
    name = "core.bags"
    label = "bags"
