"""Blank stock's lists written from plain values, not models and schemas: the items and the
movements are read many times a day by the floor, and building a model and validating its schema
per row cost several times a logged-in hello (figures: benchmarks/api.md). Each function writes the
keys, order and values of the route's response schema (core/stock/office_schemas.py), which stays on
the route for the OpenAPI document; core/stock/tests/test_office_rows.py compares the bytes."""

from django.db.models import F, QuerySet

from core.common.renderers import json_time
from core.stock.models import BlankItem, StockMovement

ITEM_FIELDS = (
    "id",
    "product_type_id",
    "product_type__name",
    "sleeve",
    "colour",
    "colour_hex",
    "size",
    "on_hand",
    "reserved",
    "low_stock_at",
    "low",
    "updated_at",
)
MOVEMENT_FIELDS = (
    "id",
    "item_id",
    "kind",
    "on_hand_delta",
    "reserved_delta",
    "reason",
    "reference",
    "order__order_id",
    "actor__name",
    "created_at",
)


def blank_items_listed() -> QuerySet:
    """The items as the list filters and sorts them (`available_` to sort on); a page's columns are
    read by blank_item_rows, so the count joins nothing."""
    return BlankItem.objects.annotate(available_=F("on_hand") - F("reserved"))


def movements_listed() -> QuerySet:
    return StockMovement.objects.all()


def blank_item_rows(page: QuerySet) -> list[dict]:
    """BlankItemOut per item of the page."""
    return [
        {
            "id": r["id"],
            "product_type_id": r["product_type_id"],
            "product_type": r["product_type__name"],
            "sleeve": r["sleeve"],
            "colour": r["colour"],
            "colour_hex": r["colour_hex"],
            "size": r["size"],
            "on_hand": r["on_hand"],
            "reserved": r["reserved"],
            "available": r["on_hand"] - r["reserved"],
            "low_stock_at": r["low_stock_at"],
            "low": r["low"],
            "updated_at": json_time(r["updated_at"]),
        }
        for r in page.values(*ITEM_FIELDS)
    ]


def movement_rows(page: QuerySet) -> list[dict]:
    """StockMovementOut per movement of the page."""
    return [
        {
            "id": r["id"],
            "item_id": r["item_id"],
            "kind": r["kind"],
            "on_hand_delta": r["on_hand_delta"],
            "reserved_delta": r["reserved_delta"],
            "reason": r["reason"],
            "reference": r["reference"],
            "order_id": r["order__order_id"],
            "actor": r["actor__name"],
            "created_at": json_time(r["created_at"]),
        }
        for r in page.values(*MOVEMENT_FIELDS)
    ]
