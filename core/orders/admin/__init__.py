"""The orders part of the Django admin (Django imports this package to register its pages):
the order desk (orders.py, columns in display.py, forms.py, inlines.py, shipping.py: couriers and
the Ship dialog), the customer page with
its orders (customers.py) and the admin's home page (dashboard.py)."""

from core.orders.admin import customers, orders, shipping  # noqa: F401  (registers the pages)
