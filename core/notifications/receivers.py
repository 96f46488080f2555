"""The orders app's events, turned into e-mails (connected when the app is ready)."""

from django.dispatch import receiver

from core.notifications.services import order_email_queue
from core.orders.signals import order_changed


@receiver(order_changed, dispatch_uid="notifications.order_email")
def order_email(sender, *, order, event: str, **kwargs) -> None:
    order_email_queue(order=order, event=event)
