from django.apps import AppConfig


class ExportsConfig(AppConfig):
    name = "core.exports"
    label = "exports"
    verbose_name = "Exports"
