"""The back office's calls: upload, map, read the proposals, confirm in bulk, the leftovers."""

import pytest

from core.banking.tests.statements import HDFC, b64, csv_statement, today, upi_order
from core.jobs.tests.worker import run_ready_tasks
from core.orders.models import Order

pytestmark = pytest.mark.django_db


def test_accounts_uploads_maps_and_confirms_in_bulk(
    staff_client, django_capture_on_commit_callbacks, django_assert_max_num_queries
):
    orders = [upi_order("499.00"), upi_order("1077.00", utr="512345678901")]
    rows = [
        (today(), f"UPI/412345678900/r@ybl/{orders[0].order_id}", "", "499.00"),
        (today(), "UPI/512345678901/p@okaxis/x", "", "1,077.00"),
        (today(), "UPI/312345678900/someone@upi/gift", "", "250.00"),
    ]
    with django_capture_on_commit_callbacks(execute=True):
        answer = staff_client.send(
            "post",
            "/api/office/bank/statements",
            {"bank": "HDFC Bank", "file_name": "nov.csv", "content": b64(csv_statement(rows))},
        )
    assert answer.status_code == 202, answer.json()
    statement_id = answer.json()["id"]
    run_ready_tasks()
    assert staff_client.get(f"/api/office/bank/statements/{statement_id}").json()["status"] == "mapping"

    with django_capture_on_commit_callbacks(execute=True):
        mapped = staff_client.send("put", f"/api/office/bank/statements/{statement_id}/columns", HDFC)
    assert mapped.status_code == 202
    run_ready_tasks()
    with django_assert_max_num_queries(6):
        credits = staff_client.get(f"/api/office/bank/statements/{statement_id}/credits").json()
    assert [(c["order_id"], c["rule"]) for c in credits] == [
        (orders[0].order_id, "order_id"),
        (orders[1].order_id, "utr"),
        (None, ""),
    ]

    confirmed = staff_client.send(
        "post", "/api/office/bank/confirm", {"credit_ids": [c["id"] for c in credits[:2]]}
    )

    assert [r["ok"] for r in confirmed.json()] == [True, True]
    assert set(Order.objects.filter(payment_status="paid").values_list("order_id", flat=True)) == {
        o.order_id for o in orders
    }
    assert [c["amount"] for c in staff_client.get("/api/office/bank/unmatched-credits").json()] == [250.0]


def test_a_file_that_is_not_base64_or_is_empty_is_refused_with_a_reason(staff_client):
    answer = staff_client.send(
        "post", "/api/office/bank/statements", {"bank": "HDFC Bank", "content": "AAAAA"}
    )
    assert answer.status_code == 400
    assert answer.json()["errors"]["content"] == ["The file must be sent as base64."]


def test_columns_must_be_the_statement_s_own(staff_client, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        statement_id = staff_client.send(
            "post", "/api/office/bank/statements", {"bank": "SBI", "content": b64(csv_statement([]))}
        ).json()["id"]
    run_ready_tasks()
    answer = staff_client.send(
        "put",
        f"/api/office/bank/statements/{statement_id}/columns",
        {"date": "Txn Date", "amount": "Deposit Amt.", "debit": "Withdrawal Amt."},
    )
    assert answer.status_code == 400
    assert answer.json()["errors"] == {"date": ["Choose one of the statement's columns."]}
