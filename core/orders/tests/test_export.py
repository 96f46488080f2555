"""Order exports: the admin's XLSX/CSV/JSON, the line-level export, and manage.py export_orders."""

import csv
import io
import json
from datetime import timedelta
from decimal import Decimal

import openpyxl
import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from core.accounts.tests.factories import CustomerFactory
from core.orders.export.files import export_rows
from core.orders.models import Order, OrderStatus, PaymentMethod, PaymentStatus
from core.orders.selectors import orders_between
from core.orders.shipping.models import Courier, Shipment
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

HEADERS = [
    "Order ID",
    "Date",
    "Customer name",
    "Phone",
    "Email",
    "Shipping address",
    "Product",
    "Sleeve",
    "Colour",
    "Sizes",
    "Quantity total",
    "Amount (Rs)",
    "Payment method",
    "Payment status",
    "Status",
    "Courier",
    "AWB",
    "Tracking link",
    "Refunded (Rs)",
]
XLSX, CSV, JSON = "0", "1", "2"  # positions in IMPORT_EXPORT_FORMATS
ORDERS, LINES = "0", "1"  # the order admin's resources


@pytest.fixture
def orders():
    a = OrderFactory(
        customer=CustomerFactory(name="Priya Sharma", phone_number="9876500001", email="priya@example.in"),
        lines=[("M", 2), ("L", 1)],
        amount=Decimal("1497.00"),
        payment_method=PaymentMethod.UPI,
        payment_status=PaymentStatus.PAID,
        status=OrderStatus.SHIPPED,
        created_at=timezone.make_aware(timezone.datetime(2025, 3, 5, 23, 30)),
    )
    b = OrderFactory(
        customer=CustomerFactory(name='=HYPERLINK("http://evil")', phone_number="9876500002"),
        lines=[("XL", 1)],
        amount=Decimal("578.00"),
        sleeve="",
        colour_name="Sky",
        created_at=timezone.make_aware(timezone.datetime(2025, 3, 1, 9, 0)),
    )
    Shipment.objects.create(order=a, courier=Courier.objects.get(name="Delhivery"), awb="DL12345678")
    return [a, b]


def expected_row(order: Order) -> list:
    lines = list(order.lines.order_by("id"))
    return [
        order.order_id,
        timezone.localtime(order.created_at).strftime("%d/%m/%Y"),
        order.customer.name,
        order.customer.phone_number,
        order.customer.email,
        order.shipping_address,
        order.product_type.name,
        order.sleeve,
        order.colour_name,
        ", ".join(f"{x.size} x{x.quantity}" for x in lines),
        sum(x.quantity for x in lines),
        order.amount,
        order.get_payment_method_display(),
        order.get_payment_status_display(),
        order.get_status_display(),
        *(
            [order.shipment.courier.name, order.shipment.awb, order.shipment.tracking_url]
            if hasattr(order, "shipment")
            else ["", "", ""]
        ),
        order.refunded,
    ]


def _escaped(row: list) -> list:
    return ["'" + v if isinstance(v, str) and v.startswith("=") else v for v in row]


def admin_export(desk, fmt: str, resource: str = ORDERS, **params) -> bytes:
    response = desk.post(
        "/admin/orders/order/export/"
        + ("?" + "&".join(f"{k}={v}" for k, v in params.items()) if params else ""),
        {"format": fmt, "resource": resource},
    )
    assert response.status_code == 200, response.content[:500]
    return response.content


def test_admin_xlsx_export_has_the_columns_and_values_of_the_orders(desk, orders):
    book = openpyxl.load_workbook(io.BytesIO(admin_export(desk, XLSX)))
    rows = list(book.active.iter_rows(values_only=True))
    assert list(rows[0]) == HEADERS
    newest_first = sorted(orders, key=lambda o: o.created_at, reverse=True)
    for got, order in zip(rows[1:], newest_first, strict=True):
        want = _escaped(expected_row(order))
        got = list(got)
        got[7] = got[7] or ""  # an empty sleeve is an empty cell
        assert got[:11] == want[:11]
        assert Decimal(str(got[11])) == want[11]  # the amount stays a number
        assert [v or "" for v in got[12:-1]] == want[12:-1]  # empty text is an empty cell
        assert Decimal(str(got[-1])) == want[-1]  # what was refunded, a number
    assert rows[1][1] == "05/03/2025" and rows[1][9] == "M x2, L x1" and rows[1][10] == 3


def test_admin_csv_export_has_the_columns_and_values_of_the_orders(desk, orders):
    text = admin_export(desk, CSV).decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == HEADERS
    newest_first = sorted(orders, key=lambda o: o.created_at, reverse=True)
    assert rows[1:] == [[str(v) for v in _escaped(expected_row(o))] for o in newest_first]
    assert rows[2][2] == '\'=HYPERLINK("http://evil")'  # formula escaped


def test_admin_json_export(desk, orders):
    data = json.loads(admin_export(desk, JSON))
    assert [d["Order ID"] for d in data] == [orders[0].order_id, orders[1].order_id]
    assert data[0]["Sizes"] == "M x2, L x1"


def test_admin_export_follows_the_list_filters(desk, orders):
    rows = list(csv.reader(io.StringIO(admin_export(desk, CSV, status__exact="shipped").decode("utf-8-sig"))))
    assert [r[0] for r in rows[1:]] == [orders[0].order_id]


def test_admin_line_level_export_has_one_row_per_size_line(desk, orders):
    book = openpyxl.load_workbook(io.BytesIO(admin_export(desk, XLSX, LINES)))
    rows = list(book.active.iter_rows(values_only=True))
    assert rows[0][:3] == ("Order ID", "Date", "Customer name") and "Size" in rows[0]
    size_col, qty_col = rows[0].index("Size"), rows[0].index("Quantity")
    got = sorted((r[0], r[size_col], r[qty_col]) for r in rows[1:])
    assert got == sorted(
        [(orders[0].order_id, "M", 2), (orders[0].order_id, "L", 1), (orders[1].order_id, "XL", 1)]
    )


@pytest.mark.parametrize("fmt", ["xlsx", "csv"])
def test_management_command_writes_the_same_rows_as_the_admin(desk, orders, tmp_path, fmt):
    out = tmp_path / f"orders.{fmt}"
    call_command("export_orders", "--format", fmt, "--output", str(out), stdout=io.StringIO())
    if fmt == "xlsx":
        mine = [list(r) for r in openpyxl.load_workbook(out).active.iter_rows(values_only=True)]
        admins = [
            list(r)
            for r in openpyxl.load_workbook(io.BytesIO(admin_export(desk, XLSX))).active.iter_rows(
                values_only=True
            )
        ]
    else:
        mine = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
        admins = list(csv.reader(io.StringIO(admin_export(desk, CSV).decode("utf-8-sig"))))
    assert mine == admins
    assert mine[0] == HEADERS and len(mine) == 3


def test_management_command_filters_by_status_and_days(orders, tmp_path):
    out = tmp_path / "march.csv"
    call_command(
        "export_orders",
        "--format",
        "csv",
        "--status",
        "pending,confirm",
        "--from",
        "2025-03-01",
        "--to",
        "2025-03-01",
        "--output",
        str(out),
        stdout=io.StringIO(),
    )
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert [r[0] for r in rows[1:]] == [orders[1].order_id]
    out2 = tmp_path / "fifth.csv"
    call_command(
        "export_orders",
        "--format",
        "csv",
        "--from",
        "2025-03-05",
        "--to",
        "2025-03-05",
        "--output",
        str(out2),
        stdout=io.StringIO(),
    )
    rows = list(csv.reader(io.StringIO(out2.read_text(encoding="utf-8-sig"))))
    assert [r[0] for r in rows[1:]] == [orders[0].order_id]  # 23:30 on the last day is included


def test_export_makes_no_query_per_row():
    OrderFactory.create_batch(30, lines=[("S", 1), ("M", 2)])
    with CaptureQueriesContext(connection) as few:
        _, rows = export_rows(orders_between(), level="orders")
        assert len(list(rows)) == 30
    assert len(few) <= 3  # orders with customer and product type, then their lines
    with CaptureQueriesContext(connection) as lines_q:
        _, rows = export_rows(orders_between(), level="lines")
        assert len(list(rows)) == 60
    assert len(lines_q) <= 2


def test_orders_between_rejects_unknown_status():
    with pytest.raises(ValueError, match="Unknown status"):
        orders_between(statuses=["lost"])


def test_days_are_the_shops_days():
    late = OrderFactory(created_at=timezone.make_aware(timezone.datetime(2025, 1, 31, 23, 59)))
    OrderFactory(created_at=late.created_at + timedelta(minutes=2))
    day = late.created_at.date()
    assert list(orders_between(date_from=day, date_to=day)) == [late]
