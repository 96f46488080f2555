from django.apps import AppConfig


class PincodesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "core.pincodes"
    verbose_name = "Delivery by pincode"
