from django.apps import AppConfig


class PromotionsConfig(AppConfig):
    name = "core.promotions"
    label = "promotions"
    verbose_name = "Promotions: vouchers and automatic offers"
    default_auto_field = "django.db.models.BigAutoField"
