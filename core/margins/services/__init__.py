"""Writes for profit per job: the owner's cost settings and courier charges (`settings.py`), the
blanks' moving average ledger and each order's cost lines, margin and the month's tallies
(`costing.py`)."""

from core.margins.services.costing import (
    blank_costs_refresh,
    margin_order_follow,
    margin_run_execute,
    margin_run_start,
    order_margins_recompute,
)
from core.margins.services.settings import (
    ChargeRow,
    courier_charge_set,
    courier_charges_import,
    margin_settings_update,
    print_rate_set,
)
from core.margins.services.staleness import (
    margin_stale_follow,
    margin_stale_mark,
    margin_stale_shipment_follow,
    margins_stale_recompute,
    order_margin_fresh,
)

__all__ = [
    "ChargeRow",
    "blank_costs_refresh",
    "courier_charge_set",
    "courier_charges_import",
    "margin_order_follow",
    "margin_run_execute",
    "margin_run_start",
    "margin_settings_update",
    "margin_stale_follow",
    "margin_stale_mark",
    "margin_stale_shipment_follow",
    "margins_stale_recompute",
    "order_margin_fresh",
    "order_margins_recompute",
    "print_rate_set",
]
