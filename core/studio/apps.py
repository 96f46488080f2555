from django.apps import AppConfig


class StudioConfig(AppConfig):
    name = "core.studio"
    label = "studio"
    verbose_name = "Studio: templates, clip-art, shared designs"
    default_auto_field = "django.db.models.BigAutoField"
