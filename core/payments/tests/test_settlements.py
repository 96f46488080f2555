"""Settlement reports: Accounts uploads the gateway's report; its lines are matched to the shop's
payments, refunds and orders, and the mismatches listed with their reasons."""

from decimal import Decimal

import pytest

from core.banking.models import BankCredit, BankStatement
from core.jobs.tests.worker import run_ready_tasks
from core.payments.models import Settlement, SettlementLine, SettlementReport
from core.payments.tests.settlement_reports import (
    SETTLEMENT,
    UTR,
    Row,
    b64,
    paid_order,
    refund_of,
    report_csv,
    report_xlsx,
    row_of,
)

pytestmark = pytest.mark.django_db
REPORTS, MISMATCHES = "/api/office/settlement-reports", "/api/office/settlements/mismatches"


def _upload(client, capture, data: bytes, name="settlements.csv"):
    with capture(execute=True):
        answer = client.send("post", REPORTS, {"file_name": name, "content": b64(data)})
    assert answer.status_code == 202, answer.json()
    run_ready_tasks()
    return client.get(f"{REPORTS}/{answer.json()['id']}").json()


@pytest.fixture
def twenty(settings):
    """20 payments in the report: one fee too high, one the shop does not know; and an order paid
    through the gateway six days ago that the report does not have."""
    settings.SHOP_GATEWAY_FEE_PERCENT = "2"
    settings.SHOP_SETTLEMENT_DAYS = 3
    payments = [paid_order(Decimal(500 + 37 * n)) for n in range(19)]
    rows = [row_of(p) for p in payments]
    rows[4] = row_of(payments[4], fee_rate="2.5")
    rows.append(Row("pay_NotOurs0000001", amount=Decimal("650.00"), fee=Decimal("13.00"),
                    order_id="order_NotOurs00001", receipt="RZ-XXXXXXXX"))  # fmt: skip
    missing = paid_order(Decimal("799.00"), days_ago=6)
    paid_order(Decimal("899.00"), days_ago=1)  # paid yesterday: not due yet
    return payments, rows, missing


def test_twenty_payments_list_exactly_the_three_mismatches(
    staff_client, twenty, django_capture_on_commit_callbacks, django_assert_max_num_queries
):
    payments, rows, missing = twenty

    report = _upload(staff_client, django_capture_on_commit_callbacks, report_csv(rows))

    assert report["status"] == "ready", report
    assert (report["lines_new"], report["settlements"], report["mismatches"]) == (20, 1, 2)
    with django_assert_max_num_queries(6):
        found = staff_client.get(MISMATCHES).json()
    assert [(m["mismatch"], m["entity_id"]) for m in found] == [
        ("unknown", "pay_NotOurs0000001"),
        ("fee", payments[4].payment_id),
        ("missing", missing.payment_id),
    ]
    assert found[1]["reason"].startswith("The fee ₹")
    assert "agreed 2% of" in found[1]["reason"]
    assert found[2]["order_id"] == missing.order.order_id
    assert "in no settlement after 3 days" in found[2]["reason"]


def test_uploading_the_same_report_again_changes_nothing(
    staff_client, twenty, django_capture_on_commit_callbacks
):
    _, rows, _ = twenty
    _upload(staff_client, django_capture_on_commit_callbacks, report_csv(rows))
    before = (
        list(Settlement.objects.values()),
        list(SettlementLine.objects.values()),
        staff_client.get(MISMATCHES).json(),
    )

    again = _upload(staff_client, django_capture_on_commit_callbacks, report_xlsx(rows), "again.xlsx")

    assert (again["status"], again["lines_new"], again["lines_known"], again["mismatches"]) == (
        "ready", 0, 20, 0,
    )  # fmt: skip
    after = (
        list(Settlement.objects.values()),
        list(SettlementLine.objects.values()),
        staff_client.get(MISMATCHES).json(),
    )
    assert after == before


def test_a_settlement_s_totals_lines_refunds_and_its_bank_credit(
    staff_client, staff, django_capture_on_commit_callbacks, django_assert_max_num_queries
):
    payment = paid_order(Decimal("1000.00"))
    refund = refund_of(payment, Decimal("200.00"))
    rows = [row_of(payment), Row(refund.refund_id, kind="refund", amount=Decimal("200.00"))]
    _upload(staff_client, django_capture_on_commit_callbacks, report_csv(rows))
    settlement = Settlement.objects.get(settlement_id=SETTLEMENT)
    # 1000 - 20 fee - 3.60 GST - 200 refund
    assert (settlement.gross, settlement.fees, settlement.tax, settlement.net) == (
        Decimal("800.00"), Decimal("20.00"), Decimal("3.60"), Decimal("776.40"),
    )  # fmt: skip
    payment.refresh_from_db()
    assert payment.settled_on is not None
    statement = BankStatement.objects.create(bank="HDFC Bank", file_name="s.csv", uploaded_by=staff)
    BankCredit.objects.create(statement=statement, row=5, value_date=settlement.settled_on,
                              amount=Decimal("776.40"), reference=UTR, key="x")  # fmt: skip

    with django_assert_max_num_queries(6):
        listed = staff_client.get("/api/office/settlements").json()
    assert [(s["settlement_id"], s["net"], s["bank_date"]) for s in listed] == [
        (SETTLEMENT, 776.4, settlement.settled_on.isoformat())
    ]
    with django_assert_max_num_queries(6):
        lines = staff_client.get(f"/api/office/settlements/{settlement.pk}/lines").json()
    assert [(x["kind"], x["amount"], x["order_id"], x["mismatch"]) for x in lines] == [
        ("payment", 1000.0, payment.order.order_id, ""),
        ("refund", -200.0, payment.order.order_id, ""),
    ]


def test_an_amount_other_than_the_payment_s_is_a_mismatch(staff_client, django_capture_on_commit_callbacks):
    payment = paid_order(Decimal("1000.00"))
    row = row_of(payment)
    row.amount = Decimal("990.00")
    _upload(staff_client, django_capture_on_commit_callbacks, report_csv([row]))
    [found] = staff_client.get(MISMATCHES).json()
    assert (found["mismatch"], found["reason"]) == (
        "amount", "The line says ₹990.00; the shop's payment was ₹1,000.00.",
    )  # fmt: skip


def test_a_file_without_the_report_s_columns_is_refused_naming_them(staff_client):
    columns = ("entity_id", "type", "amount", "fee", "tax", "settled", "settled_at", "settlement_id")
    data = report_csv([Row("pay_X")], columns=columns)

    answer = staff_client.send("post", REPORTS, {"content": b64(data)})

    assert answer.status_code == 400
    assert answer.json()["errors"]["content"] == [
        "The file lacks the settlement report's columns: debit, credit, settlement_utr. "
        "Download the Settlement Recon report."
    ]
    assert not SettlementReport.objects.exists()


def test_a_line_whose_sums_disagree_fails_the_report_and_stores_nothing(
    staff_client, django_capture_on_commit_callbacks
):
    good = row_of(paid_order(Decimal("500.00")))
    bad = Row("pay_Bad", extra={"credit": "1.00"})
    report = _upload(staff_client, django_capture_on_commit_callbacks, report_csv([good, bad]))
    assert report["status"] == "failed"
    assert report["error"].startswith("Line 3: amount less fee (with its GST) is not credit less debit")
    assert not SettlementLine.objects.exists()
