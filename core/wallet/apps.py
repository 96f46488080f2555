from django.apps import AppConfig


class WalletConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.wallet"
    verbose_name = "Gift cards and store credit"
