"""What happens to an order, told to the apps above orders without orders importing them: the
e-mails (core.notifications) and the GST invoice or credit note and the shipment's delivered date
(core.fulfilment). Sent inside the change's transaction, once per real change. A receiver never
changes the order's status or payment itself: order_update counts the change in the maintained
totals (core.orders.totals) after its receivers ran."""

from django.dispatch import Signal

# keyword arguments: order, event: "placed", "status:<new status>" or "payment_status:<new payment>"
order_changed = Signal()
