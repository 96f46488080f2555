"""Doors added beside the courier desk's settings (core/settings_books.py); read by core/settings.py
after its own."""

# What follows a shipment's AWB being entered or corrected (core/orders/shipping/services.py::order_ship),
# in order, in the same transaction, after the order is marked shipped: each takes the shipment.
SHIPMENT_AWB_FOLLOWERS: list[str] = [
    "core.couriers.services.rematch.courier_events_rematch",  # the AWB's unmatched events applied now
]
