"""What happens to an order, told to the apps above orders (the e-mails in core.notifications),
without orders importing them. Sent inside the change's transaction, once per real change."""

from django.dispatch import Signal

# keyword arguments: order, event: "placed", "status:<new status>" or "payment_status:<new payment>"
order_changed = Signal()
