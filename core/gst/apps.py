from django.apps import AppConfig


class GstConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.gst"
    verbose_name = "GST returns"
