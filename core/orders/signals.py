"""`order_changed`: sent by order_update after a status or payment change, inside its transaction.

Apps above orders act on it without orders importing them: core.fulfilment issues the GST invoice or
credit note (core.invoices) and stamps the delivered date (core/fulfilment/hooks.py)."""

from django.dispatch import Signal

order_changed = Signal()  # keyword: order (locked, with its new status and payment)
