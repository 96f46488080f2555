"""The suppliers' and purchase orders' lists written from plain values, not models and schemas (as
core/stock/office_rows.py, and why): each function writes the keys, order and values of the route's
response schema (core/purchasing/office_schemas.py), which stays on the route for the OpenAPI
document; core/purchasing/tests/test_office_rows.py compares the bytes."""

from functools import cache

from django.db.models import QuerySet

from core.common.json_rows import json_rows, rows_from_json
from core.common.renderers import json_time
from core.purchasing.models import PurchaseOrder, Supplier

SUPPLIER_FIELDS = ("id", "name", "gstin", "address", "state_code", "email", "phone", "active", "created_at")
ORDER_FIELDS = (
    "id",
    "number",
    "supplier_id",
    "supplier__name",
    "status",
    "intra_state",
    "total",
    "expected_on",
    "created_at",
    "sent_at",
)


@cache
def suppliers_listed() -> QuerySet:
    """The suppliers with the product types they sell as JSON in the same row (one query for a page),
    built once per process (the list filters, sorts and pages copies of it)."""
    sells = json_rows(Supplier.product_types.through.objects.all(), "supplier", "producttype_id")
    return Supplier.objects.annotate(sells=sells)


def purchase_orders_listed() -> QuerySet:
    """The purchase orders as the list filters and sorts them; a page's columns (and the supplier's
    join) are read by purchase_order_rows, so the count joins nothing."""
    return PurchaseOrder.objects.all()


def supplier_rows(page: QuerySet) -> list[dict]:
    """SupplierOut per supplier of the page."""
    return [
        {
            "id": r["id"],
            "name": r["name"],
            "gstin": r["gstin"],
            "address": r["address"],
            "state_code": r["state_code"],
            "email": r["email"],
            "phone": r["phone"],
            "product_type_ids": [pk for (pk,) in rows_from_json(r["sells"])],
            "active": r["active"],
            "created_at": json_time(r["created_at"]),
        }
        for r in page.values(*SUPPLIER_FIELDS, "sells")
    ]


def purchase_order_rows(page: QuerySet) -> list[dict]:
    """PurchaseOrderRowOut per purchase order of the page (money as the schema's Money writes it)."""
    return [
        {
            "id": r["id"],
            "number": r["number"],
            "supplier_id": r["supplier_id"],
            "supplier": r["supplier__name"],
            "status": r["status"],
            "intra_state": r["intra_state"],
            "total": float(r["total"]),
            "expected_on": r["expected_on"].isoformat() if r["expected_on"] else None,
            "created_at": json_time(r["created_at"]),
            "sent_at": json_time(r["sent_at"]),
        }
        for r in page.values(*ORDER_FIELDS)
    ]
