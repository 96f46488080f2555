"""The suppliers' and purchase orders' lists written from plain values (core/purchasing/office_rows.py)
answer the same bytes and Content-Range as the route's schema rendering the same page read as
models, whatever the sort, filter and page."""

from decimal import Decimal

import pytest

from core.catalogue.models import ProductType
from core.office.tests.lean import same_page
from core.purchasing import office, selectors
from core.purchasing.services import purchase_order_cancel, purchase_order_send, supplier_update
from core.purchasing.tests.factories import purchase, supplier
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


@pytest.fixture
def books():
    """Three suppliers (one selling two product types, one switched off) and their purchase orders:
    drafts, sent, cancelled, with and without a delivery date."""
    types = list(ProductType.objects.filter(slug__in=["hoodie", "tshirts"]).values_list("pk", flat=True))
    delhi = supplier(product_type_ids=types)
    pune = supplier(state="27", name="Deccan Knits", email="")
    mills = supplier(state="33", name="Tiruppur Mills", email="po@tiruppur.example")
    supplier_update(
        supplier=mills,
        name=mills.name,
        gstin=mills.gstin,
        address=mills.address,
        state_code="33",
        active=False,
    )
    orders = [
        purchase(supplier_=delhi if n % 2 else pune, lines=[(blank(size=size), 10 + n, Decimal("99.50"))])
        for n, size in enumerate(("S", "M", "L", "XL"))
    ]
    purchase_order_send(order=orders[1], actor=None)
    purchase_order_cancel(order=orders[2], actor=None)
    return delhi, orders


def test_the_suppliers_list_answers_the_schemas_bytes(staff_client, books):
    delhi, _ = books
    for params in [
        {},
        {"range": [1, 2]},
        {"sort": ["name", "DESC"]},
        {"filter": {"q": "knit"}},
        {"filter": {"active": True}},
        {"filter": {"id": [delhi.pk]}},
    ]:
        same_page(
            staff_client, "/api/office/suppliers", office.router, "suppliers", office.SUPPLIERS,
            selectors.suppliers(), params,
        )  # fmt: skip


def test_the_purchase_orders_list_answers_the_schemas_bytes(staff_client, books):
    delhi, orders = books
    for params in [
        {},
        {"range": [1, 2]},
        {"sort": ["number", "ASC"]},
        {"filter": {"status": "sent"}},
        {"filter": {"supplier_id": delhi.pk}},
        {"filter": {"q": orders[0].number[:8]}},
    ]:
        same_page(
            staff_client, "/api/office/purchase-orders", office.router, "purchase-orders", office.ORDERS,
            selectors.purchase_orders(), params,
        )  # fmt: skip
