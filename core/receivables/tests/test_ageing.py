"""Accounts' ageing: what each business owes by days past the due date (IST), at the boundaries; the
screen pages businesses by what they owe, in a few queries; the spreadsheet; an order's payments."""

import io
import json
from datetime import timedelta
from decimal import Decimal
from urllib.parse import urlencode

import pytest
from django.utils import timezone
from openpyxl import load_workbook

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.office.listing import ListParams, paginate
from core.office.tests.lean import schema_bytes
from core.orders.tests.factories import OrderFactory
from core.purchasing.tests.factories import gstin
from core.receivables import office
from core.receivables.models import Debtor, Receivable, ReceivableState
from core.receivables.selectors import age_bucket, ageing_debtors, ageing_rows
from core.receivables.services.debtors import debtor_refresh

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("days_past", "bucket"),
    [(-1, "not_due"), (0, "d0_30"), (30, "d0_30"), (31, "d31_60"), (60, "d31_60"), (61, "d61_90"),
     (90, "d61_90"), (91, "d90_plus"), (400, "d90_plus")],
)  # fmt: skip
def test_the_age_of_a_due_date_at_the_boundaries(days_past, bucket):
    today = timezone.localdate()
    assert age_bucket(today - timedelta(days=days_past), today) == bucket


def _owing(name: str, gstin: str, dues: list[tuple[int, str]]) -> Debtor:
    """A business with open balances: (days past due, balance)."""
    customer = OrderFactory().customer
    debtor = Debtor.objects.create(key=f"gstin:{gstin}", name=name, gstin=gstin, customer=customer)
    today = timezone.localdate()  # the shop's day, IST: the test settings' TIME_ZONE is Asia/Kolkata
    for days, balance in dues:
        order = OrderFactory(customer=customer, quote_number="QT-26-000001")
        Receivable.objects.create(
            order=order, debtor=debtor, quote_number="QT-26-000001", total=Decimal(balance) + 100,
            advance_percent=Decimal(0), advance=Decimal(0), received=Decimal(100),
            dispatch_by=today, due_on=today - timedelta(days=days), state=ReceivableState.BALANCE_DUE,
        )  # fmt: skip
    debtor_refresh(debtor_id=debtor.pk)
    debtor.refresh_from_db()
    return debtor


def test_a_business_s_balances_fall_in_their_columns_and_sum_to_what_it_owes():
    dues = [(-5, "100.00"), (0, "200.50"), (30, "300.00"), (31, "400.00"), (61, "500.00"), (91, "600.25")]
    debtor = _owing("Tarang Textiles", "29AABCT1332L1ZA", dues)
    [row] = ageing_rows([debtor])
    assert row.buckets == {
        "not_due": Decimal("100.00"), "d0_30": Decimal("500.50"), "d31_60": Decimal("400.00"),
        "d61_90": Decimal("500.00"), "d90_plus": Decimal("600.25"),
    }  # fmt: skip
    assert debtor.owed == sum(row.buckets.values()) == Decimal("2100.75")
    assert debtor.open_count == 6
    assert debtor.oldest_due == timezone.localdate() - timedelta(days=91)


@pytest.fixture
def accounts_client():
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.ACCOUNTS))
    return client


def test_the_ageing_screen_lists_businesses_by_what_they_owe_in_few_queries(
    accounts_client, django_assert_max_num_queries
):
    _owing("Small Co", "27AAAAA0000A1Z5", [(10, "100.00")])
    _owing("Big Co", "29AABCT1332L1ZA", [(40, "5000.00"), (100, "1000.00")])
    Debtor.objects.create(key="customer:0", name="Paid Up", customer=OrderFactory().customer)
    with django_assert_max_num_queries(6):
        response = accounts_client.get("/api/office/ageing?range=[0,24]")
    assert response.status_code == 200
    rows = response.json()
    assert [r["name"] for r in rows] == ["Big Co", "Small Co"]
    assert rows[0]["owed"] == 6000.0 and rows[0]["d31_60"] == 5000.0 and rows[0]["d90_plus"] == 1000.0
    assert response["Content-Range"] == "ageing 0-1/2"


def test_the_ageing_spreadsheet(accounts_client):
    _owing("Big Co", "29AABCT1332L1ZA", [(40, "5000.00")])
    response = accounts_client.get("/api/office/ageing.xlsx")
    assert response.status_code == 200
    sheet = load_workbook(io.BytesIO(response.content)).active
    rows = list(sheet.values)
    assert rows[0][:4] == ("Business", "GSTIN", "Phone", "Owed")
    assert rows[1][0] == "Big Co" and rows[1][3] == 5000 and rows[1][6] == 5000


def test_the_order_desk_does_not_see_the_ageing():
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.ORDER_DESK))
    assert client.get("/api/office/ageing").status_code == 403


def _as_models(debtors) -> list[dict]:
    """The page as the route built it from models before its rows were written from values."""
    return [
        {"id": r.debtor.pk, "name": r.debtor.name, "gstin": r.debtor.gstin,
         "phone": r.debtor.customer.phone_number, "owed": r.debtor.owed, "orders": r.debtor.open_count,
         "oldest_due": r.debtor.oldest_due, **r.buckets}
        for r in ageing_rows(list(debtors))
    ]  # fmt: skip


def test_the_ageing_answers_the_schemas_bytes(accounts_client):
    for n in range(4):
        _owing(f"Business {n}", gstin("27", f"AABCB{n}000B"), [(n * 35 - 10, f"{n + 1}00.50"), (5, "99.99")])
    for params in [{}, {"range": [1, 2]}, {"sort": ["oldest_due", "ASC"]}, {"filter": {"q": "ness 2"}}]:
        query = {k: json.dumps(v) for k, v in params.items()}
        response = accounts_client.get(f"/api/office/ageing?{urlencode(query)}")
        headers: dict[str, str] = {}
        debtors = paginate(office.AGEING, ageing_debtors(), ListParams(**query), headers)
        assert response.content == schema_bytes(office.router, "ageing", _as_models(debtors)), params
        assert response["Content-Range"] == headers["Content-Range"]
