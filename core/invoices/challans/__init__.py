"""Delivery challans (services.py): an exchange's replacement moves under one, not a tax invoice."""
