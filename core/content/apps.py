from django.apps import AppConfig


class ContentConfig(AppConfig):
    name = "core.content"
    label = "content"
