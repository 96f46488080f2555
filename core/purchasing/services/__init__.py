"""Every write of purchasing: suppliers (`suppliers.py`), purchase orders written, sent and cancelled
(`orders.py`), and deliveries received into blank stock (`receiving.py`)."""

from core.purchasing.services.orders import (
    LineIn,
    purchase_order_cancel,
    purchase_order_create,
    purchase_order_send,
    purchase_order_update,
)
from core.purchasing.services.receiving import ReceivedIn, purchase_order_receive
from core.purchasing.services.suppliers import supplier_create, supplier_update

__all__ = [
    "LineIn",
    "ReceivedIn",
    "purchase_order_cancel",
    "purchase_order_create",
    "purchase_order_receive",
    "purchase_order_send",
    "purchase_order_update",
    "supplier_create",
    "supplier_update",
]
