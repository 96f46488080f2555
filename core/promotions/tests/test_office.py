"""The owner's vouchers and offers in the back office: a batch of codes made and downloaded, the
lists paged in a fixed number of queries, the rules' refusals, the audit trail."""

import io

import openpyxl
import pytest

from core.common.models import AuditEntry
from core.promotions.models import Voucher

pytestmark = pytest.mark.django_db
VOUCHERS = "/api/office/vouchers"


def make(client, **body):
    return client.send("post", VOUCHERS, {"kind": "percent", "value": "10"} | body)


def test_the_owner_makes_fifty_codes_for_an_influencer_and_downloads_them(staff_client):
    made = make(staff_client, prefix="RIYA", count=50, batch="Riya Diwali", max_uses_per_customer=1)
    assert made.status_code == 201, made.json()
    assert made.json()["batch"] == "Riya Diwali" and made.json()["count"] == 50
    codes = set(Voucher.objects.filter(batch="Riya Diwali").values_list("code", flat=True))
    assert len(codes) == 50 and all(c.startswith("RIYA") and len(c) == 12 for c in codes)
    sheet = staff_client.get(f"{VOUCHERS}.xlsx", {"batch": "Riya Diwali"})
    assert sheet.status_code == 200
    assert 'filename="vouchers-RiyaDiwali.xlsx"' in sheet["Content-Disposition"]
    rows = list(openpyxl.load_workbook(io.BytesIO(sheet.content)).active.iter_rows(values_only=True))
    assert rows[0][:2] == ("Code", "Off") and {r[0] for r in rows[1:]} == codes
    assert rows[1][1] == "10%" and rows[1][5] == 1
    assert AuditEntry.objects.filter(target="voucher codes Riya Diwali").exists()


def test_a_batch_that_does_not_exist_is_404(staff_client):
    assert staff_client.get(f"{VOUCHERS}.xlsx", {"batch": "nobody"}).status_code == 404


def test_the_list_is_paged_in_a_fixed_number_of_queries(staff_client, django_assert_max_num_queries):
    make(staff_client, prefix="A", count=30)
    with django_assert_max_num_queries(8):
        page = staff_client.get(VOUCHERS, {"range": "[0,24]"})
    assert len(page.json()) == 25 and page["Content-Range"].startswith("vouchers 0-24/")


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"value": "0"}, "value", "Enter what the voucher takes off: more than 0."),
        ({"value": "150"}, "value", "A percent off is at most 100."),
        ({"code": "X", "count": 2}, "count", "A code you type is one voucher; leave it empty to make many."),
        ({}, "code", "Type the code, or a prefix and how many codes to make."),
        (
            {"code": "X", "product_type_ids": [999999]},
            "product_type_ids",
            "Choose product types the shop sells.",
        ),
        (
            {"code": "X", "starts_at": "2026-12-01T00:00:00", "ends_at": "2026-11-01T00:00:00"},
            "ends_at",
            "The end must come after the start.",
        ),
        (
            {"code": "X", "starts_at": "1999-12-01T00:00:00"},
            "starts_at",
            "Choose a date between 2020 and 2100.",
        ),
    ],
)
def test_rules_that_cannot_be_are_refused_with_the_reason(staff_client, body, field, message):
    answer = make(staff_client, **body)
    assert answer.status_code == 400 and answer.json()["errors"][field] == [message]


def test_a_time_without_a_zone_is_india_time(staff_client):
    made = make(staff_client, code="NIGHT", ends_at="2026-12-01T23:59:00").json()
    assert made["first"]["ends_at"].startswith("2026-12-01T18:29:00")


def test_an_offer_is_made_and_shown_while_it_runs(staff_client, client):
    body = {
        "name": "Diwali 20% off",
        "kind": "festival",
        "percent": "20",
        "banner": "Diwali sale: 20% off tees",
    }
    made = staff_client.send("post", "/api/office/offers", body)
    assert made.status_code == 201, made.json()
    assert [o["banner"] for o in client.get("/api/promotions/offers/").json()] == [
        "Diwali sale: 20% off tees"
    ]
    ended = body | {"starts_at": "2025-10-01T00:00:00", "ends_at": "2025-10-25T00:00:00"}
    staff_client.send("put", f"/api/office/offers/{made.json()['id']}", ended)
    assert client.get("/api/promotions/offers/").json() == []
