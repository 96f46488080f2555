from django.apps import AppConfig


class PasswordsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.passwords"
    verbose_name = "Passwords"
