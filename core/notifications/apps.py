from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "core.notifications"
    label = "notifications"
    verbose_name = "E-mails"
