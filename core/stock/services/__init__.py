"""Every write of blank stock: items and counts (`counts.py`: stock_receive, stock_adjust, items and
their thresholds, the opening stock), and orders (`orders.py`: reserve at confirm, release at
cancel, consume at print, the orders waiting for blanks). Each change is a movement row."""

from core.stock.services.counts import (
    blank_item_count_set,
    blank_item_save,
    stock_adjust,
    stock_receive,
    stock_settings_save,
)
from core.stock.services.items import blank_item_create, blank_item_update
from core.stock.services.orders import stock_order_follow, stock_order_print, stock_order_reserve

__all__ = [
    "blank_item_count_set",
    "blank_item_create",
    "blank_item_update",
    "blank_item_save",
    "stock_adjust",
    "stock_order_follow",
    "stock_order_print",
    "stock_order_reserve",
    "stock_receive",
    "stock_settings_save",
]
