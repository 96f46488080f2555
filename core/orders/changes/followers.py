"""What follows a change of an order: one typed value, and one list of followers.

The list is `settings.ORDER_FOLLOWERS` (core/settings.py), dotted paths called in that order for
every change, inside the change's transaction (so a rolled-back change leaves nothing behind):
the shipment's delivered date (core/orders/shipping), the GST invoice or credit note
(core/invoices), the customer's e-mail (core/notifications). Named by path, like Django's
MIDDLEWARE, so orders never imports the apps above it and the list is read in one place.

A follower takes one OrderChange. It never changes the order's status or payment itself: the
change's service counts the order in the maintained totals after its followers ran.
"""

from dataclasses import dataclass

from django.conf import settings
from django.db import models
from django.utils.module_loading import import_string

from core.accounts.models import User
from core.orders.models import Order


class ChangeKind(models.TextChoices):
    PLACED = "placed", "Placed"
    STATUS = "status", "Status"
    PAYMENT = "payment", "Payment"


@dataclass(frozen=True)
class OrderChange:
    """One real change: `old` and `new` are the status or payment status ("" for placed)."""

    order: Order
    kind: ChangeKind
    new: str = ""
    old: str = ""
    actor: User | None = None

    def became(self, kind: ChangeKind, value: str) -> bool:
        """Whether this change made the order's status or payment `value` (`kind` says which)."""
        return self.kind == kind and self.new == value


def order_change_announce(change: OrderChange) -> None:
    """Call every follower with `change`, in the order settings.ORDER_FOLLOWERS lists them."""
    for path in settings.ORDER_FOLLOWERS:
        import_string(path)(change)
