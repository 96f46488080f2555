"""The spreadsheet columns, listed once: each level's (key, header) in its order, and the one map
from stored values to the words a person reads. The import-export resources (resources.py, the
Django admin's Export button and `export_orders`) and the fast rows of background exports (rows.py)
are both built from these lists, so they cannot drift apart.
"""

from core.orders.models import OrderStatus, PaymentMethod, PaymentStatus

# one label map for every export: a stored value -> its label
LABELS = {**dict(OrderStatus.choices), **dict(PaymentStatus.choices), **dict(PaymentMethod.choices)}


def label(value: str) -> str:
    return LABELS.get(value, value)


def sizes_flat(lines) -> str:
    """'M x2, L x1' in the order the customer chose them (lines or (size, quantity) pairs)."""
    pairs = (line if isinstance(line, tuple) else (line.size, line.quantity) for line in lines)
    return ", ".join(f"{size} x{quantity}" for size, quantity in pairs)


ORDER_COLUMNS = (
    ("order_id", "Order ID"),
    ("date", "Date"),
    ("customer_name", "Customer name"),
    ("phone", "Phone"),
    ("email", "Email"),
    ("shipping_address", "Shipping address"),
    ("product", "Product"),
    ("sleeve", "Sleeve"),
    ("colour", "Colour"),
    ("sizes", "Sizes"),
    ("quantity_total", "Quantity total"),
    ("amount", "Amount (Rs)"),
    ("payment_method", "Payment method"),
    ("payment_status", "Payment status"),
    ("status", "Status"),
    ("courier", "Courier"),
    ("awb", "AWB"),
    ("tracking_url", "Tracking link"),
    ("refunded", "Refunded (Rs)"),  # returns refunded (core.returns)
)

LINE_COLUMNS = (
    ("order_id", "Order ID"),
    ("date", "Date"),
    ("customer_name", "Customer name"),
    ("phone", "Phone"),
    ("product", "Product"),
    ("sleeve", "Sleeve"),
    ("colour", "Colour"),
    ("size", "Size"),
    ("quantity", "Quantity"),
    ("unit_price", "Unit price (Rs)"),
    ("line_total", "Line total (Rs)"),
    ("payment_status", "Payment status"),
    ("status", "Status"),
)

CUSTOMER_COLUMNS = (
    ("phone_number", "Phone"),
    ("name", "Name"),
    ("email", "Email"),
    ("address", "Address"),
    ("city", "City/town"),
    ("state", "State"),
    ("pin_code", "PIN code"),
    ("joined", "Joined"),
    ("orders", "Orders"),
    ("total_paid", "Total paid (Rs)"),
    ("total_due", "Total due (Rs)"),
    ("total_refunded", "Refunded (Rs)"),
)


def headers(columns) -> list[str]:
    return [header for _, header in columns]
