from django.apps import AppConfig


class CommonConfig(AppConfig):
    name = "core.common"
    label = "common"
