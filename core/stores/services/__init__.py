"""The stores' services: the desk's (desk.py), a buyer's order (buying.py), the close (closing.py)."""
