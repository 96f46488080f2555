from django.apps import AppConfig


class FulfilmentConfig(AppConfig):
    name = "core.fulfilment"
    label = "fulfilment"
    verbose_name = "Shipping and notes"

    def ready(self) -> None:
        from core.fulfilment.hooks import fulfilment_follow
        from core.orders.signals import order_changed

        order_changed.connect(fulfilment_follow, dispatch_uid="fulfilment_follow")
