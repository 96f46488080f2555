from django.apps import AppConfig


class CatalogueConfig(AppConfig):
    name = "core.catalogue"
    label = "catalogue"
